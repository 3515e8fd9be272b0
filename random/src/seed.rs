//! NumPy's `SeedSequence`: entropy mixed into a pool of four 32-bit words, hashed out into
//! keys, and spawned into independent children.

use gsci_core::{Error, Result};
const POOL_SIZE: usize = 4;
const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;

fn hashmix(value: u32, hash_const: &mut u32) -> u32 {
    let mut v = value ^ *hash_const;
    *hash_const = hash_const.wrapping_mul(MULT_A);
    v = v.wrapping_mul(*hash_const);
    v ^ (v >> XSHIFT)
}

fn mix(x: u32, y: u32) -> u32 {
    let r = MIX_MULT_L
        .wrapping_mul(x)
        .wrapping_sub(MIX_MULT_R.wrapping_mul(y));
    r ^ (r >> XSHIFT)
}

/// The little-endian 32-bit words of a non-negative integer (`[0]` for zero), as NumPy's
/// `_int_to_uint32_array`.
fn words(n: u128) -> Vec<u32> {
    let mut out = Vec::new();
    let mut n = n;
    loop {
        out.push(n as u32);
        n >>= 32;
        if n == 0 {
            return out;
        }
    }
}

/// A seed sequence: NumPy's `numpy.random.SeedSequence` with the default pool size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedSequence {
    /// The entropy (an integer of up to 128 bits).
    pub entropy: u128,
    /// Where this sequence sits in the spawn tree (empty for a root).
    pub spawn_key: Vec<u64>,
    /// How many children were spawned so far.
    pub n_children_spawned: u64,
    pool: [u32; POOL_SIZE],
}

impl SeedSequence {
    /// The root sequence of `entropy`.
    ///
    /// Equivalent to `numpy.random.SeedSequence(entropy)`.
    pub fn new(entropy: u128) -> SeedSequence {
        SeedSequence::with_spawn_key(entropy, Vec::new())
    }

    /// The sequence of `entropy` at `spawn_key`.
    ///
    /// Equivalent to `numpy.random.SeedSequence(entropy, spawn_key=spawn_key)`.
    pub fn with_spawn_key(entropy: u128, spawn_key: Vec<u64>) -> SeedSequence {
        let mut run = words(entropy);
        let spawn: Vec<u32> = spawn_key.iter().flat_map(|&k| words(k as u128)).collect();
        if !spawn.is_empty() && run.len() < POOL_SIZE {
            run.resize(POOL_SIZE, 0);
        }
        run.extend_from_slice(&spawn);
        let mut pool = [0u32; POOL_SIZE];
        let mut hc = INIT_A;
        for (i, p) in pool.iter_mut().enumerate() {
            *p = hashmix(run.get(i).copied().unwrap_or(0), &mut hc);
        }
        for src in 0..POOL_SIZE {
            for dst in 0..POOL_SIZE {
                if src != dst {
                    let h = hashmix(pool[src], &mut hc);
                    pool[dst] = mix(pool[dst], h);
                }
            }
        }
        for &e in run.iter().skip(POOL_SIZE) {
            for p in pool.iter_mut() {
                let h = hashmix(e, &mut hc);
                *p = mix(*p, h);
            }
        }
        SeedSequence {
            entropy,
            spawn_key,
            n_children_spawned: 0,
            pool,
        }
    }

    /// The mixed pool (NumPy's `SeedSequence.pool`).
    pub fn pool(&self) -> [u32; POOL_SIZE] {
        self.pool
    }

    /// `n` 32-bit words of state (NumPy's `generate_state(n, np.uint32)`).
    pub fn generate_state_u32(&self, n: usize) -> Vec<u32> {
        let mut hc = INIT_B;
        (0..n)
            .map(|i| {
                let mut v = self.pool[i % POOL_SIZE] ^ hc;
                hc = hc.wrapping_mul(MULT_B);
                v = v.wrapping_mul(hc);
                v ^ (v >> XSHIFT)
            })
            .collect()
    }

    /// `n` 64-bit words of state (NumPy's `generate_state(n, np.uint64)`).
    pub fn generate_state_u64(&self, n: usize) -> Vec<u64> {
        self.generate_state_u32(2 * n)
            .chunks(2)
            .map(|w| w[0] as u64 | ((w[1] as u64) << 32))
            .collect()
    }

    /// `n` children (NumPy's `SeedSequence.spawn(n)`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] naming `SeedSequence.spawn` when `n` children cannot be
    /// allocated.
    pub fn spawn(&mut self, n: usize) -> Result<Vec<SeedSequence>> {
        let mut out = Vec::new();
        gsci_core::host::try_reserve_exact(&mut out, n).map_err(|_| Error::InvalidArgument {
            op: "SeedSequence.spawn",
            reason: format!("n = {n}: too many children to allocate"),
        })?;
        out.extend((0..n as u64).map(|i| {
            let mut key = self.spawn_key.clone();
            key.push(self.n_children_spawned + i);
            SeedSequence::with_spawn_key(self.entropy, key)
        }));
        self.n_children_spawned += n as u64;
        Ok(out)
    }
}
