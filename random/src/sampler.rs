//! The per-element samplers, written once for the CPU; `kernels.cu` holds the same code for the
//! GPU, line for line, so that both give the same bits. Element `i` of a draw reads only its
//! own counter sub-stream (see the crate docs for the layout).

use crate::math::{acos, exp, expm1, log, log1p, loggam, sincos_2pi};
use crate::philox::philox4x64_10;
use crate::ziggurat::{ZIG_FI, ZIG_INV_R, ZIG_KI, ZIG_R, ZIG_WI};

/// Which distribution a draw samples; the codes are shared with `kernels.cu`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub(crate) enum Dist {
    Normal = 0,
    Exponential = 1,
    Lognormal = 2,
    Laplace = 3,
    Logistic = 4,
    Gumbel = 5,
    Rayleigh = 6,
    Weibull = 7,
    Pareto = 8,
    Power = 9,
    Cauchy = 10,
    Triangular = 11,
    Geometric = 12,
    Integers = 13,
    Keys = 14,
    Gamma = 20,
    Beta = 21,
    Poisson = 22,
    Binomial = 23,
    Chisquare = 24,
    F = 25,
    StandardT = 26,
    NegativeBinomial = 27,
    Wald = 28,
    Logseries = 29,
    Zipf = 30,
    NoncentralChisquare = 31,
    NoncentralF = 32,
    Hypergeometric = 33,
    Vonmises = 34,
    Dirichlet = 40,
    Multinomial = 41,
    MvHypergeometricMarginals = 42,
    MvHypergeometricCount = 43,
}

impl Dist {
    /// Whether the samples take a variable number of words (their own sub-stream per element)
    /// rather than one word of a shared 4-element block.
    pub(crate) fn per_element(self) -> bool {
        self as u32 >= 20
    }
    /// Whether element `i` reads its first word from the shared block of group `i / 4` (word
    /// `i % 4`, attempt 0): the fixed-cost samplers, and the per-element ones that take one
    /// word almost always (Poisson and binomial inversion), whose rare further words come
    /// from the element's own stream. A 4-element block then costs one Philox call, not four.
    pub(crate) fn block_shared(self) -> bool {
        !self.per_element() || matches!(self, Dist::Poisson | Dist::Binomial)
    }
    /// Whether the result is an integer (i64, or the `integers` dtype) rather than a float.
    pub(crate) fn integral(self) -> bool {
        matches!(
            self,
            Dist::Geometric
                | Dist::Integers
                | Dist::Keys
                | Dist::Poisson
                | Dist::Binomial
                | Dist::NegativeBinomial
                | Dist::Logseries
                | Dist::Zipf
                | Dist::Hypergeometric
                | Dist::Multinomial
                | Dist::MvHypergeometricMarginals
                | Dist::MvHypergeometricCount
        )
    }
}

/// What a draw's elements share: the key, the stream address and the parameters.
/// Same layout as `gsci_rnd_ctx` in `kernels.cu`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct DrawCtx {
    pub key: [u64; 2],
    /// Counter word 1: the draw's serial number within its generator.
    pub serial: u64,
    /// Counter word 2: the generator's counter word 2 (its jump position).
    pub s2: u64,
    /// Counter word 3 without the attempt bits: bit 63 set, bits 32..62 from the generator's
    /// counter word 3.
    pub s3: u64,
    /// Real parameters.
    pub p: [f64; 4],
    /// Integer parameters (`integers`: low, range; `binomial`: n).
    pub ip: [u64; 2],
}

impl DrawCtx {
    pub(crate) fn new(key: [u64; 2], counter: [u64; 4], serial: u64) -> DrawCtx {
        DrawCtx {
            key,
            serial,
            s2: counter[2],
            s3: (1u64 << 63) | ((counter[3] & 0x7fff_ffff) << 32),
            p: [0.0; 4],
            ip: [0; 2],
        }
    }

    /// The block at counter `(c0, serial, s2, s3 | attempt)`.
    #[inline]
    pub(crate) fn block(&self, c0: u64, attempt: u32) -> [u64; 4] {
        philox4x64_10(
            [c0, self.serial, self.s2, self.s3 | attempt as u64],
            self.key,
        )
    }
}

const TWO_M53: f64 = 1.0 / 9_007_199_254_740_992.0;
const TWO_M52: f64 = 1.0 / 4_503_599_627_370_496.0;

/// [0, 1): NumPy's `next_double`.
#[inline]
pub(crate) fn u_co(x: u64) -> f64 {
    (x >> 11) as f64 * TWO_M53
}
/// (0, 1].
#[inline]
pub(crate) fn u_oc(x: u64) -> f64 {
    ((x >> 11) + 1) as f64 * TWO_M53
}
/// (0, 1), symmetric about 1/2.
#[inline]
pub(crate) fn u_oo(x: u64) -> f64 {
    ((x >> 12) as f64 + 0.5) * TWO_M52
}

/// Element `i`'s own sub-stream: blocks `(i, serial, s2, s3 | a)` for `a = 1, 2, ...`
/// (attempt 0 belongs to the shared 4-element blocks).
pub(crate) struct ElemStream<'a> {
    ctx: &'a DrawCtx,
    i: u64,
    attempt: u32,
    buf: [u64; 4],
    pos: usize,
}

impl<'a> ElemStream<'a> {
    pub(crate) fn new(ctx: &'a DrawCtx, i: u64) -> Self {
        ElemStream {
            ctx,
            i,
            attempt: 0,
            buf: [0; 4],
            pos: 4,
        }
    }
    /// The stream whose first word is `first` (the element's word of its shared block) and
    /// whose next words are the element's own blocks from attempt 1.
    fn primed(ctx: &'a DrawCtx, i: u64, first: u64) -> Self {
        let mut s = ElemStream::new(ctx, i);
        s.buf[3] = first;
        s.pos = 3;
        s
    }
    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        if self.pos == 4 {
            self.attempt = self.attempt.wrapping_add(1);
            self.buf = self.ctx.block(self.i, self.attempt);
            self.pos = 0;
        }
        self.pos += 1;
        self.buf[self.pos - 1]
    }
    fn co(&mut self) -> f64 {
        u_co(self.next_u64())
    }
    /// An integer uniform on `[0, range)` (`range >= 1`), Lemire's method with rejection.
    fn below(&mut self, range: u64) -> u64 {
        let mut m = self.next_u64() as u128 * range as u128;
        if (m as u64) < range {
            let t = range.wrapping_neg() % range;
            while (m as u64) < t {
                m = self.next_u64() as u128 * range as u128;
            }
        }
        (m >> 64) as u64
    }
    fn oc(&mut self) -> f64 {
        u_oc(self.next_u64())
    }
    /// A standard normal: NumPy's ziggurat on this stream's words.
    fn normal(&mut self) -> f64 {
        let w = self.next_u64();
        ziggurat(w, self)
    }
}

/// NumPy's `random_standard_normal` (the 256-layer ziggurat of `ziggurat.rs`) starting from
/// the word `r`; the rare rejections (about 1.2 %) draw their words from `s`.
pub(crate) fn ziggurat(mut r: u64, s: &mut ElemStream) -> f64 {
    loop {
        let idx = (r & 0xff) as usize;
        r >>= 8;
        let sign = r & 1;
        let rabs = (r >> 1) & 0x000f_ffff_ffff_ffff;
        let mut x = rabs as f64 * ZIG_WI[idx];
        if sign == 1 {
            x = -x;
        }
        if rabs < ZIG_KI[idx] {
            return x;
        }
        if idx == 0 {
            // The tail past R (Marsaglia's method, with 1 - U as NumPy).
            loop {
                let xx = -ZIG_INV_R * log1p(-s.co());
                let yy = -log1p(-s.co());
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(ZIG_R + xx)
                    } else {
                        ZIG_R + xx
                    };
                }
            }
        }
        if (ZIG_FI[idx - 1] - ZIG_FI[idx]) * s.co() + ZIG_FI[idx] < exp(-0.5 * x * x) {
            return x;
        }
        r = s.next_u64();
    }
}

/// Lemire's unbiased `x * range >> 64`, drawing again from `s` on rejection; `range == 0`
/// means 2^64.
fn lemire(x: u64, range: u64, ctx: &DrawCtx, i: u64) -> u64 {
    if range == 0 {
        return x;
    }
    let mut m = (x as u128) * (range as u128);
    let mut l = m as u64;
    if l < range {
        let t = range.wrapping_neg() % range;
        let mut s = ElemStream::new(ctx, i);
        while l < t {
            m = (s.next_u64() as u128) * (range as u128);
            l = m as u64;
        }
    }
    (m >> 64) as u64
}

/// Element `lane` of a block-shared distribution: `b` is the block of element group `i / 4`.
/// Floats come back in `.0`, integers in `.1`.
/// The two values of lanes `pair` and `pair + 1` (`pair` even) of a normal or lognormal block:
/// Box-Muller on the words `b[pair]`, `b[pair + 1]` (one log, one sincos for both lanes).
#[inline]
pub(crate) fn normal_pair(d: Dist, ctx: &DrawCtx, b: &[u64; 4], pair: usize) -> (f64, f64) {
    let p = &ctx.p;
    let r = (-2.0 * log(u_oc(b[pair]))).sqrt();
    let (s, c) = sincos_2pi(u_co(b[pair + 1]));
    let (v0, v1) = (p[0] + p[1] * (r * c), p[0] + p[1] * (r * s));
    if d == Dist::Lognormal {
        (exp(v0), exp(v1))
    } else {
        (v0, v1)
    }
}

pub(crate) fn sample_lane(d: Dist, ctx: &DrawCtx, b: &[u64; 4], lane: usize, i: u64) -> (f64, u64) {
    let p = &ctx.p;
    let x = b[lane];
    let f = match d {
        Dist::Normal | Dist::Lognormal => {
            // Box-Muller on the block's word pairs: on the GPU, NumPy's ziggurat here measured
            // 1.76 ms for 2^27 f64 against 0.95 (a rejection in any of a warp's 128 draws, 79 %
            // of warps, costs the warp a Philox block and an exp).
            let (v0, v1) = normal_pair(d, ctx, b, lane & !1);
            if lane & 1 == 0 { v0 } else { v1 }
        }
        Dist::Exponential => p[0] * -log(u_oc(x)),
        Dist::Laplace => {
            let u = u_oo(x);
            if u >= 0.5 {
                p[0] - p[1] * log(2.0 - 2.0 * u)
            } else {
                p[0] + p[1] * log(2.0 * u)
            }
        }
        Dist::Logistic => {
            let u = u_oo(x);
            p[0] + p[1] * log(u / (1.0 - u))
        }
        Dist::Gumbel => p[0] - p[1] * log(-log(u_oo(x))),
        Dist::Rayleigh => p[0] * (-2.0 * log(u_oc(x))).sqrt(),
        Dist::Weibull => {
            if p[0] == 0.0 {
                0.0
            } else {
                exp(log(-log(u_oo(x))) / p[0])
            }
        }
        Dist::Pareto => expm1(-log(u_oc(x)) / p[0]),
        Dist::Power => exp(log(u_oc(x)) / p[0]),
        Dist::Cauchy => {
            let (s, c) = sincos_2pi(u_oo(x));
            c / s
        }
        Dist::Triangular => {
            let (left, mode, right) = (p[0], p[1], p[2]);
            let base = right - left;
            let leftbase = mode - left;
            let ratio = leftbase / base;
            let leftprod = leftbase * base;
            let rightprod = (right - mode) * base;
            let u = u_co(x);
            if u <= ratio {
                left + (u * leftprod).sqrt()
            } else {
                right - ((1.0 - u) * rightprod).sqrt()
            }
        }
        Dist::Geometric => {
            if p[0] == 1.0 {
                return (0.0, 1);
            }
            let v = (log(u_oo(x)) / log1p(-p[0])).ceil();
            return (
                0.0,
                if v >= 9.2e18 {
                    i64::MAX as u64
                } else {
                    v as i64 as u64
                },
            );
        }
        Dist::Integers => return (0.0, ctx.ip[0].wrapping_add(lemire(x, ctx.ip[1], ctx, i))),
        Dist::Keys => return (0.0, x),
        _ => f64::NAN,
    };
    (f, 0)
}

/// Marsaglia and Tsang's gamma for `a >= 1`.
fn gamma_mt(a: f64, s: &mut ElemStream) -> f64 {
    let d = a - 1.0 / 3.0;
    let c = 1.0 / (9.0 * d).sqrt();
    loop {
        let x = s.normal();
        let mut v = 1.0 + c * x;
        let u = s.oc();
        if v <= 0.0 {
            continue;
        }
        v = v * v * v;
        let x2 = x * x;
        if u < 1.0 - 0.0331 * (x2 * x2) {
            return d * v;
        }
        if log(u) < 0.5 * x2 + d * (1.0 - v + log(v)) {
            return d * v;
        }
    }
}

/// A standard gamma variate of shape `a >= 0` (for `a < 1`: `G(a + 1) U^(1/a)`).
fn std_gamma(a: f64, s: &mut ElemStream) -> f64 {
    if a == 0.0 {
        return 0.0;
    }
    if a < 1.0 {
        let g = gamma_mt(a + 1.0, s);
        let u = s.oc();
        return g * exp(log(u) / a);
    }
    gamma_mt(a, s)
}

/// Stirling's series remainder `log k! - (k + 1/2) log(k + 1) + (k + 1) - log(2π)/2`.
fn stirling_tail(k: f64) -> f64 {
    const T: [f64; 10] = [
        0.08106146679532726,
        0.0413406959554093,
        0.02767792568499834,
        0.020790672103765093,
        0.016644691189821193,
        0.013876128823070748,
        0.01189670994589177,
        0.010411265261972096,
        0.009255462182712733,
        0.00833056343336287,
    ];
    if k <= 9.0 {
        return T[k as usize];
    }
    let kp1sq = (k + 1.0) * (k + 1.0);
    (1.0 / 12.0 - (1.0 / 360.0 - (1.0 / 1260.0) / kp1sq) / kp1sq) / (k + 1.0)
}

/// Poisson: inversion below 10 (`enlam` = `exp(-lam)`), Hörmann's PTRS from 10 up.
fn poisson(lam: f64, enlam: f64, s: &mut ElemStream) -> u64 {
    if lam == 0.0 {
        return 0;
    }
    if lam < 10.0 {
        loop {
            let u = s.co();
            let mut k = 0u64;
            let mut pk = enlam;
            let mut cdf = pk;
            while u > cdf && k < 200 {
                k += 1;
                pk = (pk * lam) / k as f64;
                cdf += pk;
            }
            if k < 200 {
                return k;
            }
        }
    }
    let slam = lam.sqrt();
    let loglam = log(lam);
    let b = 0.931 + 2.53 * slam;
    let a = -0.059 + 0.02483 * b;
    let invalpha = 1.1239 + 1.1328 / (b - 3.4);
    let vr = 0.9277 - 3.6224 / (b - 2.0);
    loop {
        let u = s.co() - 0.5;
        let v = s.co();
        let us = 0.5 - u.abs();
        let k = ((2.0 * a / us + b) * u + lam + 0.43).floor();
        if us >= 0.07 && v <= vr {
            return k as u64;
        }
        if k < 0.0 || (us < 0.013 && v > us) {
            continue;
        }
        if log(v) + log(invalpha) - log(a / (us * us) + b) <= -lam + k * loglam - loggam(k + 1.0) {
            return k as u64;
        }
    }
}

/// The constants of binomial inversion for `p <= 1/2`: `(q^n, bound)`, computed once per draw.
pub(crate) fn binomial_consts(n: u64, p: f64) -> (f64, f64) {
    let nf = n as f64;
    let q = 1.0 - p;
    let np = nf * p;
    (
        exp(nf * log1p(-p)),
        nf.min(np + 10.0 * (np * q + 1.0).sqrt()),
    )
}

/// Binomial with `p <= 1/2`: inversion for `n p < 10` (with `binomial_consts`), BTRS
/// (Hörmann) above.
fn binomial_low(n: u64, p: f64, qn: f64, bound: f64, s: &mut ElemStream) -> u64 {
    let nf = n as f64;
    let q = 1.0 - p;
    if nf * p < 10.0 {
        let mut x = 0u64;
        let mut px = qn;
        let mut u = s.co();
        while u > px {
            x += 1;
            if x as f64 > bound {
                x = 0;
                px = qn;
                u = s.co();
            } else {
                u -= px;
                px = (((nf - x as f64 + 1.0) * p) * px) / (x as f64 * q);
            }
        }
        return x;
    }
    let stddev = (nf * p * q).sqrt();
    let b = 1.15 + 2.53 * stddev;
    let a = -0.0873 + 0.0248 * b + 0.01 * p;
    let c = nf * p + 0.5;
    let vr = 0.92 - 4.2 / b;
    let r = p / q;
    let alpha = (2.83 + 5.1 / b) * stddev;
    let m = ((nf + 1.0) * p).floor();
    loop {
        let u = s.co() - 0.5;
        let mut v = s.co();
        let us = 0.5 - u.abs();
        let k = ((2.0 * a / us + b) * u + c).floor();
        if us >= 0.07 && v <= vr {
            return k as u64;
        }
        if k < 0.0 || k > nf {
            continue;
        }
        v = log(v * alpha / (a / (us * us) + b));
        let bound = (m + 0.5) * log((m + 1.0) / (r * (nf - m + 1.0)))
            + (nf + 1.0) * log((nf - m + 1.0) / (nf - k + 1.0))
            + (k + 0.5) * log(r * (nf - k + 1.0) / (k + 1.0))
            + stirling_tail(m)
            + stirling_tail(nf - m)
            - stirling_tail(k)
            - stirling_tail(nf - k);
        if v <= bound {
            return k as u64;
        }
    }
}

fn binomial(n: u64, p: f64, qn: f64, bound: f64, s: &mut ElemStream) -> u64 {
    if n == 0 || p == 0.0 {
        return 0;
    }
    if p == 1.0 {
        return n;
    }
    if p <= 0.5 {
        binomial_low(n, p, qn, bound, s)
    } else {
        n - binomial_low(n, 1.0 - p, qn, bound, s)
    }
}

/// Beta: Jöhnk's algorithm when both shapes are at most 1 (as NumPy), else two gammas.
fn beta(a: f64, b: f64, s: &mut ElemStream) -> f64 {
    if a <= 1.0 && b <= 1.0 {
        loop {
            let u = s.co();
            let v = s.co();
            let x = exp(log(u) / a);
            let y = exp(log(v) / b);
            let xpy = x + y;
            if xpy <= 1.0 && u + v > 0.0 {
                if xpy > 0.0 {
                    return x / xpy;
                }
                let mut logx = log(u) / a;
                let mut logy = log(v) / b;
                let logm = if logx > logy { logx } else { logy };
                logx -= logm;
                logy -= logm;
                return exp(logx - log(exp(logx) + exp(logy)));
            }
        }
    }
    let x = std_gamma(a, s);
    let y = std_gamma(b, s);
    x / (x + y)
}

/// Chi-square with `df > 0` and non-centrality `nonc >= 0` (NumPy's method).
fn noncentral_chisquare(df: f64, nonc: f64, s: &mut ElemStream) -> f64 {
    if nonc == 0.0 {
        return 2.0 * std_gamma(df / 2.0, s);
    }
    if 1.0 < df {
        let chi2 = 2.0 * std_gamma((df - 1.0) / 2.0, s);
        let n = s.normal() + nonc.sqrt();
        return chi2 + n * n;
    }
    let lam = nonc / 2.0;
    let i = poisson(lam, exp(-lam), s);
    2.0 * std_gamma((df + 2.0 * i as f64) / 2.0, s)
}

/// Hypergeometric by sequential draws from the urn (the smaller of `nsample` and its
/// complement): `O(min(nsample, total - nsample))` words per element.
fn hypergeometric(ngood: u64, nbad: u64, nsample: u64, s: &mut ElemStream) -> u64 {
    let total = ngood + nbad;
    let m = if nsample > total / 2 {
        total - nsample
    } else {
        nsample
    };
    let mut good = ngood as f64;
    let mut left = total as f64;
    let mut k = 0u64;
    for _ in 0..m {
        if s.co() * left < good {
            k += 1;
            good -= 1.0;
        }
        left -= 1.0;
    }
    if m == nsample { k } else { ngood - k }
}

/// NumPy's `random_vonmises` (Best and Fisher's rejection sampler) with its precomputed `sp`
/// (NumPy's `s`); `kernels.cu`'s `gsci_rnd_vonmises` rounds the same steps.
fn vonmises(mu: f64, kappa: f64, sp: f64, s: &mut ElemStream) -> f64 {
    const PI: f64 = std::f64::consts::PI;
    if kappa.is_nan() {
        return f64::NAN;
    }
    if kappa < 1e-8 {
        return PI * (2.0 * s.co() - 1.0);
    }
    if kappa > 1e6 {
        let mut r = mu + (1.0 / kappa).sqrt() * s.normal();
        if r < -PI {
            r += 2.0 * PI;
        }
        if r > PI {
            r -= 2.0 * PI;
        }
        return r;
    }
    let w = loop {
        let u = s.co();
        let z = sincos_2pi(0.5 * u).1;
        let w = (1.0 + sp * z) / (sp + z);
        let y = kappa * (sp - w);
        let v = s.co();
        if y * (2.0 - y) - v >= 0.0 || log(y / v) + 1.0 - y >= 0.0 {
            break w;
        }
    };
    let u = s.co();
    let mut result = acos(w);
    if u < 0.5 {
        result = -result;
    }
    result += mu;
    let neg = result < 0.0;
    let m = (result.abs() + PI) % (2.0 * PI) - PI;
    if neg { -m } else { m }
}

/// Element `i` of a per-element distribution (`first`: its word of the shared block, for
/// [`Dist::block_shared`] ones). Floats in `.0`, integers in `.1`.
pub(crate) fn sample_elem(d: Dist, ctx: &DrawCtx, i: u64, first: Option<u64>) -> (f64, u64) {
    let p = &ctx.p;
    let mut s = match first {
        Some(w) => ElemStream::primed(ctx, i, w),
        None => ElemStream::new(ctx, i),
    };
    let f = match d {
        Dist::Gamma => p[1] * std_gamma(p[0], &mut s),
        Dist::Beta => beta(p[0], p[1], &mut s),
        Dist::Poisson => return (0.0, poisson(p[0], p[1], &mut s)),
        Dist::Binomial => return (0.0, binomial(ctx.ip[0], p[0], p[1], p[2], &mut s)),
        Dist::Chisquare => 2.0 * std_gamma(p[0] / 2.0, &mut s),
        Dist::F => {
            let num = 2.0 * std_gamma(p[0] / 2.0, &mut s);
            let den = 2.0 * std_gamma(p[1] / 2.0, &mut s);
            (num * p[1]) / (den * p[0])
        }
        Dist::StandardT => {
            let num = s.normal();
            let den = std_gamma(p[0] / 2.0, &mut s);
            ((p[0] / 2.0).sqrt() * num) / den.sqrt()
        }
        Dist::NegativeBinomial => {
            // Poisson(Gamma(n, (1 - p) / p)), as NumPy.
            let y = std_gamma(p[0], &mut s) * ((1.0 - p[1]) / p[1]);
            return (0.0, poisson(y, exp(-y), &mut s));
        }
        Dist::Wald => {
            // Michael, Schucany and Haas, as NumPy's random_wald.
            let (mean, scale) = (p[0], p[1]);
            let mu_2l = mean / (2.0 * scale);
            let y = s.normal();
            let y = mean * y * y;
            let x = mean + mu_2l * (y - (4.0 * scale * y + y * y).sqrt());
            let u = s.co();
            if u <= mean / (mean + x) {
                x
            } else {
                mean * mean / x
            }
        }
        Dist::Logseries => {
            // NumPy's random_logseries; p[1] = log1p(-p).
            let (pp, r) = (p[0], p[1]);
            loop {
                let v = s.co();
                if v >= pp {
                    return (0.0, 1);
                }
                let u = s.co();
                let q = -expm1(r * u);
                if v <= q * q {
                    let result = (1.0 + log(v) / log(q)).floor();
                    if result < 1.0 || v == 0.0 {
                        continue;
                    }
                    return (0.0, result as i64 as u64);
                }
                if v >= q {
                    return (0.0, 1);
                }
                return (0.0, 2);
            }
        }
        Dist::Zipf => {
            // NumPy's rejection method; p[1] = 2^(a - 1). From a = 1025 on, b overflows and
            // the loop would never end: NumPy returns 1 (P(X > 1) < 3e-309).
            if p[0] >= 1025.0 {
                return (0.0, 1);
            }
            let am1 = p[0] - 1.0;
            let b = p[1];
            loop {
                let u = 1.0 - s.co();
                let v = s.co();
                let x = exp(log(u) * (-1.0 / am1)).floor();
                if !(1.0..=9.223_372_036_854_775e18).contains(&x) {
                    continue;
                }
                let t = exp(am1 * log1p(1.0 / x));
                if v * x * (t - 1.0) / (b - 1.0) <= t / b {
                    return (0.0, x as i64 as u64);
                }
            }
        }
        Dist::NoncentralChisquare => noncentral_chisquare(p[0], p[1], &mut s),
        Dist::NoncentralF => {
            let t = noncentral_chisquare(p[0], p[2], &mut s) * p[1];
            t / (2.0 * std_gamma(p[1] / 2.0, &mut s) * p[0])
        }
        Dist::Hypergeometric => {
            return (
                0.0,
                hypergeometric(ctx.ip[0], ctx.ip[1], p[0] as u64, &mut s),
            );
        }
        Dist::Vonmises => vonmises(p[0], p[1], p[2], &mut s),
        _ => f64::NAN,
    };
    (f, 0)
}

/// Row `i` of a vector-valued draw (`v` its parameter vector, `out` its `v.len()` outputs):
/// Dirichlet (normalized gammas) or multinomial (sequential binomials, as NumPy), both from
/// row `i`'s own sub-stream. Dirichlet writes floats (f64 bits), multinomial integers.
pub(crate) fn sample_row(d: Dist, ctx: &DrawCtx, v: &[f64], i: u64, out: &mut [u64]) {
    let mut s = ElemStream::new(ctx, i);
    let k = v.len();
    if d == Dist::MvHypergeometricMarginals || d == Dist::MvHypergeometricCount {
        mv_hypergeometric(d, ctx, v, &mut s, out);
        return;
    }
    if d == Dist::Dirichlet && ctx.ip[0] == 1 {
        // Small alphas (all < 0.1, NumPy's switch): stick breaking with beta variates, since
        // the gammas would underflow to 0 and their normalisation give 0 / 0. The row first
        // holds the suffix sums csum[j] = alpha[j] + ... + alpha[k - 1].
        let mut c = 0.0;
        for j in (0..k).rev() {
            c += v[j];
            out[j] = c.to_bits();
        }
        if c == 0.0 {
            // Every alpha is 0: a row of zeros (NumPy's answer).
            out.iter_mut().for_each(|o| *o = 0f64.to_bits());
            return;
        }
        let mut acc = 1.0;
        for j in 0..k - 1 {
            let rest = f64::from_bits(out[j + 1]);
            let x = if v[j] == 0.0 {
                0.0
            } else if rest == 0.0 {
                1.0
            } else {
                beta(v[j], rest, &mut s)
            };
            out[j] = (acc * x).to_bits();
            acc *= 1.0 - x;
            if rest == 0.0 {
                // Every later alpha is 0: the stick is used up.
                out[j + 1..].iter_mut().for_each(|o| *o = 0f64.to_bits());
                return;
            }
        }
        out[k - 1] = acc.to_bits();
        return;
    }
    if d == Dist::Dirichlet {
        let mut sum = 0.0;
        for j in 0..k {
            let g = std_gamma(v[j], &mut s);
            sum += g;
            out[j] = g.to_bits();
        }
        for o in out.iter_mut() {
            *o = (f64::from_bits(*o) / sum).to_bits();
        }
        return;
    }
    let mut dn = ctx.ip[0];
    let mut remaining_p = 1.0;
    out.iter_mut().for_each(|o| *o = 0);
    for j in 0..k - 1 {
        // Rounding may leave the ratio just outside [0, 1] (kernels.cu clamps the same way).
        let pp = (v[j] / remaining_p).clamp(0.0, 1.0);
        let low = if pp <= 0.5 { pp } else { 1.0 - pp };
        let (qn, bound) = binomial_consts(dn, low);
        let x = binomial(dn, pp, qn, bound, &mut s);
        out[j] = x;
        dn -= x;
        if dn == 0 {
            return;
        }
        remaining_p -= v[j];
    }
    out[k - 1] = dn;
}

/// Box-Muller pair from two of cuRAND's 32-bit words (`kernels.cu`'s `gsci_rnd_bm_words`):
/// `u1 = (w0 + 1) 2^-32` in (0, 1], `u2 = w1 2^-32` in [0, 1); returns
/// `(loc + scale r cos 2 pi u2, loc + scale r sin 2 pi u2)` with `r = sqrt(-2 log u1)`, or
/// their `exp` (`lognormal`).
pub(crate) fn bm_words(w0: u32, w1: u32, loc: f64, scale: f64, lognormal: bool) -> (f64, f64) {
    const INV32: f64 = 1.0 / 4_294_967_296.0;
    let u1 = (w0 as f64 + 1.0) * INV32;
    let u2 = w1 as f64 * INV32;
    let r = (-2.0 * log(u1)).sqrt();
    let (s, c) = sincos_2pi(u2);
    let v0 = loc + scale * (r * c);
    let v1 = loc + scale * (r * s);
    if lognormal {
        (exp(v0), exp(v1))
    } else {
        (v0, v1)
    }
}

/// One row of `multivariate_hypergeometric` (NumPy's two methods). `v[j]` holds color `j`'s
/// count as raw bits (`f64::from_bits(count)`), `ctx.ip[0]` the number of items to draw `m`
/// (the smaller of `nsample` and its complement), `ctx.ip[1]` 1 when that is the complement,
/// `ctx.p[0]` the bits of `sum(colors)`.
///
/// * marginals: color by color, a hypergeometric draw of that color's count among the rest.
/// * count: `m` items one at a time, each uniform among those left (Lemire on the element's
///   stream), counted by color: NumPy's partial Fisher-Yates without its `sum(colors)` array.
fn mv_hypergeometric(d: Dist, ctx: &DrawCtx, v: &[f64], s: &mut ElemStream, out: &mut [u64]) {
    let k = v.len();
    let color = |j: usize| v[j].to_bits();
    let m = ctx.ip[0];
    let total = ctx.p[0].to_bits();
    out.iter_mut().for_each(|o| *o = 0);
    if d == Dist::MvHypergeometricMarginals {
        let mut num = m;
        let mut remaining = total;
        let mut j = 0;
        while num > 0 && j + 1 < k {
            remaining -= color(j);
            let r = hypergeometric(color(j), remaining, num, s);
            out[j] = r;
            num -= r;
            j += 1;
        }
        if num > 0 {
            out[k - 1] = num;
        }
    } else {
        let mut remaining = total;
        for _ in 0..m {
            let mut r = s.below(remaining);
            let mut j = 0;
            while r >= color(j) - out[j] {
                r -= color(j) - out[j];
                j += 1;
            }
            out[j] += 1;
            remaining -= 1;
        }
    }
    if ctx.ip[1] == 1 {
        for (j, o) in out.iter_mut().enumerate() {
            *o = color(j) - *o;
        }
    }
}
