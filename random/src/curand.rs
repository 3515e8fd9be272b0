//! CPU twins of cuRAND's XORWOW and MRG32k3a host-API generators (legacy ordering): the same
//! 32-bit words, uniform floats and doubles as `curandGenerate`, `curandGenerateUniform` and
//! `curandGenerateUniformDouble` on a freshly made generator with a given seed and offset.
//!
//! The recurrences, the seed scrambling of `curand_init` and the word-to-float maps are those
//! of cuRAND's device header (`curand_kernel.h`, `curand_uniform.h`). The jump-ahead matrices
//! are computed here, by repeated squaring (over GF(2) for XORWOW's 160-bit state, modulo
//! `m1`/`m2` for MRG32k3a's 3 x 3 recurrences), not copied from cuRAND's tables.
//!
//! Legacy ordering (cuRAND documentation, "Generator Options / Order"): the host API runs 4096
//! states; state `t` is `curand_init(seed, t, 0)` (subsequence `t`, i.e. `t * 2^67` steps for
//! XORWOW and `t * 2^76` for MRG32k3a) and output element `n` is word `floor(n / 4096)` of
//! state `n mod 4096`. A generator offset `o` makes element `n` the element `o + n` of that
//! sequence (the documentation: "if offset = 100, the first random number generated will be
//! the 100th in the sequence").

use rayon::prelude::*;
use std::sync::OnceLock;

/// The number of states of cuRAND's host generators in legacy ordering.
pub(crate) const STATES: u64 = 4096;

/// Which cuRAND generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CurandKind {
    /// `CURAND_RNG_PSEUDO_XORWOW` (cuRAND's and CuPy's default).
    Xorwow,
    /// `CURAND_RNG_PSEUDO_MRG32K3A`.
    Mrg32k3a,
}

impl CurandKind {
    /// The cuRAND name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            CurandKind::Xorwow => "XORWOW",
            CurandKind::Mrg32k3a => "MRG32k3a",
        }
    }
}

// ------------------------------------------------------------------------------- XORWOW

/// A 160 x 160 matrix over GF(2): column `j` (the image of state bit `j`, word `j / 32`, bit
/// `j % 32`) as five words.
type Gf2 = [[u32; 5]; 160];

fn gf2_apply(m: &Gf2, v: &[u32; 5]) -> [u32; 5] {
    let mut r = [0u32; 5];
    for (w, &word) in v.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let c = &m[32 * w + b];
            for k in 0..5 {
                r[k] ^= c[k];
            }
        }
    }
    r
}

/// `a * b` (apply `b` first).
fn gf2_mul(a: &Gf2, b: &Gf2) -> Gf2 {
    let mut r = [[0u32; 5]; 160];
    for j in 0..160 {
        r[j] = gf2_apply(a, &b[j]);
    }
    r
}

/// One XORWOW step on the five state words (the Weyl counter `d` is kept apart).
#[inline]
fn xorwow_step(v: &mut [u32; 5]) -> u32 {
    let t = v[0] ^ (v[0] >> 2);
    v[0] = v[1];
    v[1] = v[2];
    v[2] = v[3];
    v[3] = v[4];
    v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
    v[4]
}

struct XorwowJumps {
    /// `A^(2^i)`, i = 0..64 (skip ahead within a subsequence).
    step: Vec<Gf2>,
    /// `A^(2^67 * 2^i)`, i = 0..12 (subsequences 0..4096).
    sub: Vec<Gf2>,
}

fn xorwow_jumps() -> &'static XorwowJumps {
    static J: OnceLock<XorwowJumps> = OnceLock::new();
    J.get_or_init(|| {
        let mut a = [[0u32; 5]; 160];
        for (j, col) in a.iter_mut().enumerate() {
            let mut v = [0u32; 5];
            v[j / 32] = 1 << (j % 32);
            xorwow_step(&mut v);
            *col = v;
        }
        let mut step = vec![a];
        for i in 1..68 {
            let sq = gf2_mul(&step[i - 1], &step[i - 1]);
            step.push(sq);
        }
        // step[67] = A^(2^67): the subsequence jump.
        let mut sub = vec![step[67]];
        for i in 1..12 {
            let sq = gf2_mul(&sub[i - 1], &sub[i - 1]);
            sub.push(sq);
        }
        step.truncate(64);
        XorwowJumps { step, sub }
    })
}

/// A XORWOW state (`curandStateXORWOW` without the Box-Muller cache).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Xorwow {
    pub d: u32,
    pub v: [u32; 5],
}

impl Xorwow {
    /// `curand_init(seed, subsequence, offset)` for `subsequence < 4096`.
    pub(crate) fn init(seed: u64, subsequence: u64, offset: u64) -> Xorwow {
        let s0 = (seed as u32) ^ 0xaad2_6b49;
        let s1 = ((seed >> 32) as u32) ^ 0xf7dc_efdd;
        let t0 = 1_099_087_573u32.wrapping_mul(s0);
        let t1 = 2_591_861_531u32.wrapping_mul(s1);
        let mut x = Xorwow {
            d: 6_615_241u32.wrapping_add(t1).wrapping_add(t0),
            v: [
                123_456_789u32.wrapping_add(t0),
                362_436_069u32 ^ t0,
                521_288_629u32.wrapping_add(t1),
                88_675_123u32 ^ t1,
                5_783_321u32.wrapping_add(t0),
            ],
        };
        let j = xorwow_jumps();
        debug_assert!(subsequence < STATES);
        for (i, m) in j.sub.iter().enumerate() {
            if subsequence >> i & 1 == 1 {
                x.v = gf2_apply(m, &x.v);
            }
        }
        // 2^67 steps add a multiple of 2^32 to d: nothing.
        x.skip(offset);
        x
    }

    /// cuRAND's `skipahead(n)`.
    pub(crate) fn skip(&mut self, n: u64) {
        let j = xorwow_jumps();
        for (i, m) in j.step.iter().enumerate() {
            if n >> i & 1 == 1 {
                self.v = gf2_apply(m, &self.v);
            }
        }
        self.d = self.d.wrapping_add(362_437u32.wrapping_mul(n as u32));
    }

    /// cuRAND's `curand(state)`.
    #[inline]
    pub(crate) fn next(&mut self) -> u32 {
        let v4 = xorwow_step(&mut self.v);
        self.d = self.d.wrapping_add(362_437);
        v4.wrapping_add(self.d)
    }
}

// ----------------------------------------------------------------------------- MRG32k3a

const M1: u64 = 4_294_967_087;
const M2: u64 = 4_294_944_443;
const A12: u64 = 1_403_580;
const A13N: u64 = 810_728;
const A21: u64 = 527_612;
const A23N: u64 = 1_370_589;
/// cuRAND's `MRG32K3A_NORM` (written 2.3283065498378288e-10 there: the same double) and
/// `MRG32K3A_BITS_NORM`.
const MRG_NORM: f64 = 2.328_306_549_837_829e-10;
const MRG_BITS_NORM: f64 = 1.000_000_048_662;

type M3 = [[u64; 3]; 3];

fn m3_mul(a: &M3, b: &M3, m: u64) -> M3 {
    let mut r = [[0u64; 3]; 3];
    for i in 0..3 {
        for j in 0..3 {
            let mut s = 0u128;
            for k in 0..3 {
                s += a[i][k] as u128 * b[k][j] as u128;
            }
            r[i][j] = (s % m as u128) as u64;
        }
    }
    r
}

fn m3_apply(a: &M3, v: &[u64; 3], m: u64) -> [u64; 3] {
    let mut r = [0u64; 3];
    for i in 0..3 {
        let s: u128 = (0..3).map(|k| a[i][k] as u128 * v[k] as u128).sum();
        r[i] = (s % m as u128) as u64;
    }
    r
}

struct MrgJumps {
    /// `(A1^(2^i), A2^(2^i))`, i = 0..64.
    step: Vec<(M3, M3)>,
    /// `(A1^(2^76 * 2^i), A2^(2^76 * 2^i))`, i = 0..12.
    sub: Vec<(M3, M3)>,
}

fn mrg_jumps() -> &'static MrgJumps {
    static J: OnceLock<MrgJumps> = OnceLock::new();
    J.get_or_init(|| {
        // (s0, s1, s2) -> (s1, s2, a12 s1 - a13n s0) mod m1; (s1, s2, a21 s2 - a23n s0) mod m2.
        let a1: M3 = [[0, 1, 0], [0, 0, 1], [M1 - A13N, A12, 0]];
        let a2: M3 = [[0, 1, 0], [0, 0, 1], [M2 - A23N, 0, A21]];
        let mut step = vec![(a1, a2)];
        for i in 1..77 {
            let (p, q) = step[i - 1];
            step.push((m3_mul(&p, &p, M1), m3_mul(&q, &q, M2)));
        }
        let mut sub = vec![step[76]];
        for i in 1..12 {
            let (p, q) = sub[i - 1];
            sub.push((m3_mul(&p, &p, M1), m3_mul(&q, &q, M2)));
        }
        step.truncate(64);
        MrgJumps { step, sub }
    })
}

/// An MRG32k3a state (`curandStateMRG32k3a` without the Box-Muller cache).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Mrg32k3a {
    pub s1: [u64; 3],
    pub s2: [u64; 3],
}

impl Mrg32k3a {
    /// `curand_init(seed, subsequence, offset)` for `subsequence < 4096`.
    pub(crate) fn init(seed: u64, subsequence: u64, offset: u64) -> Mrg32k3a {
        let mut x = Mrg32k3a {
            s1: [12345; 3],
            s2: [12345; 3],
        };
        if seed != 0 {
            let x1 = ((seed as u32) ^ 0x5555_5555) as u64;
            let x2 = ((seed >> 32) as u32 ^ 0xaaaa_aaaa) as u64;
            x.s1 = [x1 * 12345 % M1, x2 * 12345 % M1, x1 * 12345 % M1];
            x.s2 = [x2 * 12345 % M2, x1 * 12345 % M2, x2 * 12345 % M2];
        }
        let j = mrg_jumps();
        debug_assert!(subsequence < STATES);
        for (i, (p, q)) in j.sub.iter().enumerate() {
            if subsequence >> i & 1 == 1 {
                x.s1 = m3_apply(p, &x.s1, M1);
                x.s2 = m3_apply(q, &x.s2, M2);
            }
        }
        x.skip(offset);
        x
    }

    /// cuRAND's `skipahead(n)`.
    pub(crate) fn skip(&mut self, n: u64) {
        let j = mrg_jumps();
        for (i, (p, q)) in j.step.iter().enumerate() {
            if n >> i & 1 == 1 {
                self.s1 = m3_apply(p, &self.s1, M1);
                self.s2 = m3_apply(q, &self.s2, M2);
            }
        }
    }

    /// cuRAND's `curand_MRG32k3a(state)`: an integer in `[1, m1]` (as a double there).
    #[inline]
    pub(crate) fn next_raw(&mut self) -> u64 {
        let s = &mut self.s1;
        let p1 = (A12 * s[1] + A13N * (M1 - s[0])) % M1;
        *s = [s[1], s[2], p1];
        let s = &mut self.s2;
        let p2 = (A21 * s[2] + A23N * (M2 - s[0])) % M2;
        *s = [s[1], s[2], p2];
        if p1 <= p2 { p1 + M1 - p2 } else { p1 - p2 }
    }
}

// ------------------------------------------------------------------------ word to value

/// `curand(state)` of MRG32k3a from its raw value.
#[inline]
pub(crate) fn mrg_bits(r: u64) -> u32 {
    (r as f64 * MRG_BITS_NORM) as u32
}

/// `curand_uniform` of XORWOW: `x * 2^-32 + 2^-33` in float, in (0, 1].
#[inline]
pub(crate) fn xorwow_uniform_f32(x: u32) -> f32 {
    const INV: f32 = 1.0 / 4_294_967_296.0;
    (x as f32) * INV + INV / 2.0
}

/// `curand_uniform` of MRG32k3a: `(float)(r * NORM)`.
#[inline]
pub(crate) fn mrg_uniform_f32(r: u64) -> f32 {
    (r as f64 * MRG_NORM) as f32
}

/// `curand_uniform_double` of MRG32k3a: `r * NORM`.
#[inline]
pub(crate) fn mrg_uniform_f64(r: u64) -> f64 {
    r as f64 * MRG_NORM
}

/// What a twin fills: the word of each element, then mapped.
enum State {
    X(Xorwow),
    M(Mrg32k3a),
}

/// Elements `offset .. offset + out.len()` of the legacy-ordered host sequence of `kind`,
/// each made by `map` from the state's next raw value (XORWOW: the 32-bit word; MRG32k3a: the
/// integer in [1, m1]).
pub(crate) fn fill<T: Copy + Send + Sync + Default>(
    kind: CurandKind,
    seed: u64,
    offset: u64,
    out: &mut [T],
    map: impl Fn(u64) -> T + Sync,
) {
    let n = out.len() as u64;
    if n == 0 {
        return;
    }
    let threads = STATES.min(n);
    // Thread t (of the states) makes elements m = offset + i with m = t mod 4096.
    let cols: Vec<(u64, Vec<T>)> = (0..STATES)
        .into_par_iter()
        .filter_map(|t| {
            let first = (t + STATES - offset % STATES) % STATES; // first i with (offset+i)%4096 == t
            if first >= n {
                return None;
            }
            let pos = (offset + first) / STATES;
            let mut st = match kind {
                CurandKind::Xorwow => State::X(Xorwow::init(seed, t, pos)),
                CurandKind::Mrg32k3a => State::M(Mrg32k3a::init(seed, t, pos)),
            };
            let count = (n - first).div_ceil(STATES) as usize;
            let mut v = Vec::with_capacity(count);
            for _ in 0..count {
                let raw = match &mut st {
                    State::X(x) => x.next() as u64,
                    State::M(m) => m.next_raw(),
                };
                v.push(map(raw));
            }
            Some((first, v))
        })
        .collect();
    debug_assert!(cols.len() as u64 == threads);
    for (first, v) in cols {
        for (k, x) in v.into_iter().enumerate() {
            out[(first + k as u64 * STATES) as usize] = x;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xorwow_jump_matches_stepping() {
        let mut a = Xorwow::init(1234, 0, 0);
        let b = Xorwow::init(1234, 0, 1000);
        for _ in 0..1000 {
            a.next();
        }
        assert_eq!(a, b);
    }

    #[test]
    fn mrg_jump_matches_stepping() {
        let mut a = Mrg32k3a::init(1234, 0, 0);
        let b = Mrg32k3a::init(1234, 0, 777);
        for _ in 0..777 {
            a.next_raw();
        }
        assert_eq!(a, b);
    }
}
