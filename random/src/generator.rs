//! `Generator`: NumPy's `numpy.random.Generator` over a Philox4x64-10 bit generator.

use crate::cpu;
use crate::cuda::{self as gpu, CurandOut, RawCtx};
use crate::curand::{self as twin, CurandKind};
use crate::param::Param;
use crate::philox::PhiloxState;
use crate::sampler::{Dist, DrawCtx};
use crate::seed::SeedSequence;
use crate::{Out, RandomFloat, RandomInt};
use gsci_core::{Array, Backend, Device, Error, Result};

/// A random generator: NumPy's `Generator(Philox(...))` on a gsci device.
///
/// `random`, `uniform` and `random_raw` read the bit generator's stream exactly as NumPy does
/// (same numbers, same state afterwards). Every other distribution draws element `i` from
/// its own counter sub-stream (see the crate docs), so the CPU and the GPU give the same bits.
#[derive(Clone, Debug)]
pub struct Generator {
    bit: PhiloxState,
    seed_seq: Option<SeedSequence>,
    serial: u64,
    device: Device,
    curand: Option<CurandState>,
}

/// The state of a cuRAND-compatible bit generator: cuRAND's host-API seed and offset (the
/// number of 32-bit words drawn so far).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CurandState {
    /// XORWOW or MRG32k3a.
    pub kind: CurandKind,
    /// `curandSetPseudoRandomGeneratorSeed`'s seed.
    pub seed: u64,
    /// `curandSetGeneratorOffset`'s offset: where the next draw starts.
    pub offset: u64,
}

/// The bit generator a [`Generator`] draws from.
///
/// * `Philox`: Random123's Philox4x64-10 with NumPy's conventions (every distribution).
/// * `Xorwow`, `Mrg32k3a`: cuRAND's host-API generators in legacy ordering
///   (`CURAND_ORDERING_PSEUDO_LEGACY`), for code ported from CuPy. On CUDA devices cuRAND
///   itself makes the numbers; on the CPU a twin reproduces them bit for bit. They draw
///   `random` (f32; f64 for MRG32k3a), `uniform` (MRG32k3a), `random_raw_u32`, and
///   `standard_normal`/`normal`/`lognormal` (Box-Muller on pairs of cuRAND's 32-bit words, in
///   gsci's own math, so CPU == GPU; not `curandGenerateNormal`'s numbers). Everything else is
///   [`Error::Unsupported`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BitGenerator {
    /// NumPy's `Philox` state.
    Philox(PhiloxState),
    /// `CURAND_RNG_PSEUDO_XORWOW` with a seed and an offset (in 32-bit words).
    Xorwow {
        /// The seed.
        seed: u64,
        /// The offset.
        offset: u64,
    },
    /// `CURAND_RNG_PSEUDO_MRG32K3A` with a seed and an offset (in 32-bit words).
    Mrg32k3a {
        /// The seed.
        seed: u64,
        /// The offset.
        offset: u64,
    },
}

/// A saved generator state (see [`Generator::state`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratorState {
    /// The Philox state, as NumPy's `bit_generator.state`.
    pub bit_generator: PhiloxState,
    /// How many distribution draws (other than `random`/`uniform`/`random_raw`) were made.
    pub draws: u64,
    /// The cuRAND-compatible bit generator's state, when the generator has one.
    pub curand: Option<CurandState>,
}

/// Options of [`Generator::integers`] (NumPy's keyword arguments).
#[derive(Clone, Debug, Default)]
pub struct IntegersOptions {
    /// Whether `high` is included (NumPy's `endpoint=`, default `false`).
    pub endpoint: bool,
}

/// The algorithm of [`Generator::multivariate_hypergeometric`] (NumPy's `method=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MvhMethod {
    /// `"marginals"` (NumPy's default): one hypergeometric draw per color.
    #[default]
    Marginals,
    /// `"count"`: the items one by one, counted by color.
    Count,
}

/// Options of [`Generator::multivariate_hypergeometric`] (NumPy's keyword arguments).
#[derive(Clone, Debug, Default)]
pub struct MultivariateHypergeometricOptions {
    /// NumPy's `method=` (default `"marginals"`).
    pub method: MvhMethod,
}

/// Options of [`Generator::choice`] (NumPy's keyword arguments).
#[derive(Clone, Debug)]
pub struct ChoiceOptions {
    /// Whether an item may be chosen more than once (NumPy's `replace=`, default `true`).
    pub replace: bool,
    /// The probabilities of the items (NumPy's `p=`; `None`: uniform).
    pub p: Option<Vec<f64>>,
}

impl Default for ChoiceOptions {
    fn default() -> Self {
        ChoiceOptions {
            replace: true,
            p: None,
        }
    }
}

/// A generator seeded like `numpy.random.Generator(numpy.random.Philox(seed))`, on
/// [`Device::default`].
///
/// Equivalent to `numpy.random.Generator(numpy.random.Philox(seed))`.
///
/// # Errors
/// None: this cannot fail.
///
/// ```
/// let mut g = gsci_random::default_rng_on(42, &gsci_random::Device::cpu());
/// let x = g.random::<f64>(&[3])?.to_vec()?;
/// assert!(x.iter().all(|v| (0.0..1.0).contains(v)));
/// # Ok::<(), gsci_random::Error>(())
/// ```
pub fn default_rng(seed: u128) -> Generator {
    default_rng_on(seed, &Device::default())
}

/// [`default_rng`] on a given device.
///
/// Equivalent to `numpy.random.Generator(numpy.random.Philox(seed))`.
///
/// # Errors
/// None: this cannot fail.
///
/// ```
/// let mut g = gsci_random::default_rng_on(7, &gsci_random::Device::cpu());
/// assert_eq!(g.random::<f32>(&[2])?.shape(), &[2]);
/// # Ok::<(), gsci_random::Error>(())
/// ```
pub fn default_rng_on(seed: u128, device: &Device) -> Generator {
    Generator::from_seed_sequence(SeedSequence::new(seed), device)
}

fn invalid(op: &'static str, reason: String) -> Error {
    Error::InvalidArgument { op, reason }
}

/// `x <= 0` or NaN (NumPy's positivity constraint).
fn not_positive(x: f64) -> bool {
    x.is_nan() || x <= 0.0
}

fn total(op: &'static str, size: &[usize]) -> Result<usize> {
    size.iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b))
        .filter(|&n| n <= isize::MAX as usize / 8)
        .ok_or_else(|| invalid(op, format!("size {size:?} is too large")))
}

macro_rules! check {
    ($op:expr, $cond:expr, $($fmt:tt)*) => {
        if $cond {
            return Err(invalid($op, format!($($fmt)*)));
        }
    };
}

impl Generator {
    /// A generator whose Philox key comes from `seq` (NumPy's `Philox(seed=seq)`: key =
    /// `seq.generate_state(2, uint64)`, counter 0).
    pub fn from_seed_sequence(seq: SeedSequence, device: &Device) -> Generator {
        let k = seq.generate_state_u64(2);
        Generator {
            bit: PhiloxState::new([0; 4], [k[0], k[1]]),
            seed_seq: Some(seq),
            serial: 0,
            device: device.clone(),
            curand: None,
        }
    }

    /// A generator with an explicit key and counter (NumPy's `Philox(counter=..., key=...)`).
    pub fn from_key(key: [u64; 2], counter: [u64; 4], device: &Device) -> Generator {
        Generator {
            bit: PhiloxState::new(counter, key),
            seed_seq: None,
            serial: 0,
            device: device.clone(),
            curand: None,
        }
    }

    /// A generator over any [`BitGenerator`] (a Philox state, or cuRAND's XORWOW or
    /// MRG32k3a with a seed and offset).
    ///
    /// ```
    /// use gsci_random::{BitGenerator, Device, Generator};
    /// // cuRAND's XORWOW, seed 0: the first words of curandGenerate.
    /// let mut g = Generator::new(BitGenerator::Xorwow { seed: 0, offset: 0 }, &Device::cpu());
    /// assert_eq!(g.random_raw_u32(&[2])?.to_vec()?, vec![3179217846, 3955638199]);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn new(bit: BitGenerator, device: &Device) -> Generator {
        let (kind, seed, offset) = match bit {
            BitGenerator::Philox(st) => {
                return Generator {
                    bit: st,
                    seed_seq: None,
                    serial: 0,
                    device: device.clone(),
                    curand: None,
                };
            }
            BitGenerator::Xorwow { seed, offset } => (CurandKind::Xorwow, seed, offset),
            BitGenerator::Mrg32k3a { seed, offset } => (CurandKind::Mrg32k3a, seed, offset),
        };
        Generator {
            bit: PhiloxState::new([0; 4], [0; 2]),
            seed_seq: None,
            serial: 0,
            device: device.clone(),
            curand: Some(CurandState { kind, seed, offset }),
        }
    }

    /// The bit generator and its current state.
    pub fn bit_generator_state(&self) -> BitGenerator {
        match self.curand {
            None => BitGenerator::Philox(self.bit.clone()),
            Some(CurandState {
                kind: CurandKind::Xorwow,
                seed,
                offset,
            }) => BitGenerator::Xorwow { seed, offset },
            Some(CurandState {
                kind: CurandKind::Mrg32k3a,
                seed,
                offset,
            }) => BitGenerator::Mrg32k3a { seed, offset },
        }
    }

    /// `Error::Unsupported` for `what` on a cuRAND bit generator.
    fn no_curand(&self, op: &str, what: &str) -> Result<()> {
        match self.curand {
            None => Ok(()),
            Some(c) => Err(Error::Unsupported {
                what: format!("{op} ({what}) with the {} bit generator", c.kind.name()),
                backend: "any".into(),
            }),
        }
    }

    /// `n` values of cuRAND's host API (`what`) from the generator's seed and offset, mapped
    /// on the CPU by the twin exactly as cuRAND maps them; the offset moves on by `n` words.
    fn curand_values<T: gsci_core::Element + Default>(
        &mut self,
        op: &'static str,
        what: CurandOut,
        size: &[usize],
    ) -> Result<Array<T>> {
        let st = self.curand.ok_or_else(|| invalid(op, "internal".into()))?;
        let n = total(op, size)?;
        if what == CurandOut::UniformF64 && st.kind == CurandKind::Xorwow {
            return Err(Error::Unsupported {
                what: format!(
                    "{op} (float64) with the XORWOW bit generator: cuRAND's double layout for XORWOW is not reproduced; use float32 or MRG32k3a"
                ),
                backend: "any".into(),
            });
        }
        let mut out = self.alloc_any::<T>(size)?;
        match self.device.backend() {
            Backend::Cpu => {
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                let conv = |v: f64| -> T { gsci_core::Element::cast::<T>(v) };
                match (st.kind, what) {
                    (CurandKind::Xorwow, CurandOut::Bits) => {
                        twin::fill(st.kind, st.seed, st.offset, s, |x| conv(x as u32 as f64))
                    }
                    (CurandKind::Mrg32k3a, CurandOut::Bits) => {
                        twin::fill(st.kind, st.seed, st.offset, s, |r| {
                            conv(twin::mrg_bits(r) as f64)
                        })
                    }
                    (CurandKind::Xorwow, _) => twin::fill(st.kind, st.seed, st.offset, s, |x| {
                        conv(twin::xorwow_uniform_f32(x as u32) as f64)
                    }),
                    (CurandKind::Mrg32k3a, CurandOut::UniformF32) => {
                        twin::fill(st.kind, st.seed, st.offset, s, |r| {
                            conv(twin::mrg_uniform_f32(r) as f64)
                        })
                    }
                    (CurandKind::Mrg32k3a, CurandOut::UniformF64) => {
                        twin::fill(st.kind, st.seed, st.offset, s, |r| {
                            conv(twin::mrg_uniform_f64(r))
                        })
                    }
                }
            }
            Backend::Cuda(c) => {
                let ptr = out
                    .device_ptr_mut()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                gpu::curand_generate(c, st.kind, st.seed, st.offset, what, ptr, n)?;
            }
        }
        self.advance_curand(n as u64);
        Ok(out)
    }

    fn advance_curand(&mut self, words: u64) {
        if let Some(c) = self.curand.as_mut() {
            c.offset = c.offset.wrapping_add(words);
        }
    }

    fn alloc_any<T: gsci_core::Element>(&self, shape: &[usize]) -> Result<Array<T>> {
        Array::<T>::empty(shape, &self.device)
    }

    /// Normals (or log-normals) from pairs of cuRAND words (see [`BitGenerator`]).
    fn curand_normal<T: Out>(
        &mut self,
        op: &'static str,
        lognormal: bool,
        loc: f64,
        scale: f64,
        size: &[usize],
    ) -> Result<Array<T>> {
        let n = total(op, size)?;
        let nw = 2 * n.div_ceil(2);
        let words: Array<u32> = self.curand_values(op, CurandOut::Bits, &[nw])?;
        let mut out = self.alloc::<T>(size)?;
        match self.device.backend() {
            Backend::Cpu => {
                let w = words.to_vec()?;
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                use rayon::prelude::*;
                s.par_chunks_mut(2)
                    .zip(w.par_chunks(2))
                    .for_each(|(o, w): (&mut [T], &[u32])| {
                        let (a, b) = crate::sampler::bm_words(w[0], w[1], loc, scale, lognormal);
                        o[0] = T::from_sample(a, 0, false);
                        if let Some(o1) = o.get_mut(1) {
                            *o1 = T::from_sample(b, 0, false);
                        }
                    });
            }
            Backend::Cuda(c) => gpu::fill_bm_words(c, op, lognormal, loc, scale, &words, &mut out)?,
        }
        Ok(out)
    }

    /// cuRAND's 32-bit words (`curandGenerate` of a generator with this seed and offset).
    ///
    /// Equivalent to cuRAND's `curandGenerate` (no NumPy equivalent).
    ///
    /// # Errors
    /// [`Error::Unsupported`] on a Philox generator (use `random_raw`); cuRAND errors on CUDA;
    /// [`Error::InvalidArgument`] when `size` overflows.
    ///
    /// ```
    /// use gsci_random::{BitGenerator, Device, Generator};
    /// let mut g = Generator::new(BitGenerator::Mrg32k3a { seed: 7, offset: 0 }, &Device::cpu());
    /// assert_eq!(g.random_raw_u32(&[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn random_raw_u32(&mut self, size: &[usize]) -> Result<Array<u32>> {
        const OP: &str = "Generator.random_raw_u32";
        if self.curand.is_none() {
            return Err(Error::Unsupported {
                what: format!("{OP} with the Philox bit generator (use random_raw)"),
                backend: "any".into(),
            });
        }
        self.curand_values(OP, CurandOut::Bits, size)
    }

    /// The device results are made on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The bit generator's state (NumPy's `Generator.bit_generator.state`).
    pub fn bit_generator(&self) -> &PhiloxState {
        &self.bit
    }

    /// A copy of the whole state, for [`set_state`](Self::set_state).
    pub fn state(&self) -> GeneratorState {
        GeneratorState {
            bit_generator: self.bit.clone(),
            draws: self.serial,
            curand: self.curand,
        }
    }

    /// Restores a state saved by [`state`](Self::state).
    pub fn set_state(&mut self, state: &GeneratorState) {
        self.bit = state.bit_generator.clone();
        self.serial = state.draws;
        self.curand = state.curand;
    }

    /// Advances the counter by `delta` blocks and empties the buffers (NumPy's
    /// `Philox.advance`).
    pub fn advance(&mut self, delta: u128) -> &mut Self {
        self.bit.advance([delta as u64, (delta >> 64) as u64, 0, 0]);
        self
    }

    /// A copy of this generator jumped ahead by `jumps * 2^128` blocks (NumPy's
    /// `Philox.jumped`).
    pub fn jumped(&self, jumps: u64) -> Generator {
        let mut g = self.clone();
        g.bit.advance([0, 0, jumps, 0]);
        g
    }

    /// `n` independent child generators (NumPy's `Generator.spawn`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a generator made from a bare key (no seed sequence).
    pub fn spawn(&mut self, n: usize) -> Result<Vec<Generator>> {
        let seq = self.seed_seq.as_mut().ok_or_else(|| {
            invalid(
                "Generator.spawn",
                "the generator has no seed sequence (made from a key)".into(),
            )
        })?;
        let kids = seq.spawn(n).map_err(|_| {
            invalid(
                "Generator.spawn",
                format!("n = {n}: too many child generators to allocate"),
            )
        })?;
        Ok(kids
            .into_iter()
            .map(|s| Generator::from_seed_sequence(s, &self.device))
            .collect())
    }

    fn alloc<T: Out>(&self, shape: &[usize]) -> Result<Array<T>> {
        Array::<T>::empty(shape, &self.device)
    }

    /// Raw 64-bit words of the stream (NumPy's `bit_generator.random_raw(size)`).
    ///
    /// Equivalent to `numpy.random.Philox.random_raw`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::Generator::from_key([0, 0], [u64::MAX; 4], &gsci_random::Device::cpu());
    /// assert_eq!(g.random_raw(&[1])?.to_vec()?, vec![0x16554d9eca36314c]);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn random_raw(&mut self, size: &[usize]) -> Result<Array<u64>> {
        self.raw_u64("Generator.random_raw", 1, [0.0, 0.0], size, |x| x)
    }

    fn raw_u64<T: Out>(
        &mut self,
        op: &'static str,
        kind: u32,
        p: [f64; 2],
        size: &[usize],
        map: impl Fn(u64) -> T + Sync,
    ) -> Result<Array<T>> {
        if self.curand.is_some() {
            if kind == 0 || kind == 2 {
                let u: Array<f64> = self.curand_values(op, CurandOut::UniformF64, size)?;
                if kind == 0 {
                    return u.astype::<T>();
                }
                let (low, range) = (p[0], p[1]);
                let v = u
                    .to_vec()?
                    .into_iter()
                    .map(|x| T::from_sample(low + range * x, 0, false))
                    .collect();
                return Array::from_vec(v, size, &self.device);
            }
            self.no_curand(op, "uint64")?;
        }
        let n = total(op, size)?;
        let mut out = self.alloc::<T>(size)?;
        match self.device.backend() {
            Backend::Cpu => {
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                cpu::fill_raw_u64(&self.bit, s, map);
            }
            Backend::Cuda(c) => {
                let rem = (4 - self.bit.buffer_pos).min(n);
                let mut raw = RawCtx {
                    ctr: self.bit.counter,
                    key: self.bit.key,
                    pre: [0; 8],
                    npre: rem as u64,
                    p,
                };
                raw.pre[..rem].copy_from_slice(
                    &self.bit.buffer[self.bit.buffer_pos..self.bit.buffer_pos + rem],
                );
                gpu::fill_raw(c, op, kind, &raw, &mut out)?;
            }
        }
        self.bit.commit_u64(n as u64);
        Ok(out)
    }

    /// Uniform floats in [0, 1), the same numbers as NumPy's `Generator(Philox).random`.
    ///
    /// Equivalent to `numpy.random.Generator.random` (`dtype` = `T`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(42, &gsci_random::Device::cpu());
    /// let x = g.random::<f64>(&[2, 2])?;
    /// assert_eq!(x.shape(), &[2, 2]);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn random<T: RandomFloat>(&mut self, size: &[usize]) -> Result<Array<T>> {
        if T::IS_F32 {
            return self.random_f32::<T>(size);
        }
        self.raw_u64("Generator.random", 0, [0.0, 0.0], size, |x| {
            T::from_sample(crate::sampler::u_co(x), 0, false)
        })
    }

    /// `random(dtype=float32)` into `T` (which is `f32`).
    fn random_f32<T: RandomFloat>(&mut self, size: &[usize]) -> Result<Array<T>> {
        const OP: &str = "Generator.random";
        if self.curand.is_some() {
            return self.curand_values(OP, CurandOut::UniformF32, size);
        }
        let n = total(OP, size)?;
        // The values before the first whole block: the kept half, then the buffered words.
        let mut pre = Vec::new();
        if self.bit.has_uint32 {
            pre.push(self.bit.uinteger);
        }
        for &w in &self.bit.buffer[self.bit.buffer_pos..] {
            pre.push(w as u32);
            pre.push((w >> 32) as u32);
        }
        pre.truncate(n);
        let mut out = self.alloc::<T>(size)?;
        let mut start = self.bit.clone();
        for _ in 0..pre.len() {
            start.next_u32();
        }
        // After the prefix, either n is used up or the buffer is empty.
        match self.device.backend() {
            Backend::Cpu => {
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(OP, "internal".into()))?;
                cpu::fill_f32(&start, &pre, s);
            }
            Backend::Cuda(c) => {
                let mut raw = RawCtx {
                    ctr: start.counter,
                    key: start.key,
                    pre: [0; 8],
                    npre: pre.len() as u64,
                    p: [0.0; 2],
                };
                for (d, &h) in raw.pre.iter_mut().zip(&pre) {
                    *d = h as u64;
                }
                gpu::fill_raw(c, OP, 3, &raw, &mut out)?;
            }
        }
        let r = (n - pre.len()) as u64;
        if r > 0 {
            start.commit_u64(r.div_ceil(2));
            if r % 2 == 1 {
                start.has_uint32 = true;
                start.uinteger = (start.buffer[start.buffer_pos - 1] >> 32) as u32;
            }
        }
        self.bit = start;
        Ok(out)
    }

    /// Uniform floats in [low, high): `low + (high - low) * random()`, NumPy's numbers.
    ///
    /// Equivalent to `numpy.random.Generator.uniform`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `high - low` is not finite, or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(1, &gsci_random::Device::cpu());
    /// let x = g.uniform(-2.0, 3.0, &[100])?.to_vec()?;
    /// assert!(x.iter().all(|v| (-2.0..3.0).contains(v)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn uniform(&mut self, low: f64, high: f64, size: &[usize]) -> Result<Array<f64>> {
        const OP: &str = "Generator.uniform";
        let range = high - low;
        check!(
            OP,
            !range.is_finite(),
            "high - low is not finite (low={low}, high={high})"
        );
        self.raw_u64(OP, 2, [low, range], size, move |x| {
            low + range * crate::sampler::u_co(x)
        })
    }

    fn draw<T: Out>(
        &mut self,
        op: &'static str,
        d: Dist,
        p: [f64; 4],
        ip: [u64; 2],
        size: &[usize],
    ) -> Result<Array<T>> {
        if self.curand.is_some() {
            if d == Dist::Normal || d == Dist::Lognormal {
                return self.curand_normal(op, d == Dist::Lognormal, p[0], p[1], size);
            }
            self.no_curand(op, T::DTYPE.short())?;
        }
        total(op, size)?;
        let mut ctx = DrawCtx::new(self.bit.key, self.bit.counter, self.serial);
        ctx.p = p;
        ctx.ip = ip;
        let mut out = self.alloc::<T>(size)?;
        match self.device.backend() {
            Backend::Cpu => {
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                cpu::fill_dist(d, &ctx, s);
            }
            Backend::Cuda(c) => gpu::fill_dist(c, op, d, &ctx, &mut out)?,
        }
        self.serial = self.serial.wrapping_add(1);
        Ok(out)
    }

    /// A draw whose parameters may be arrays: scalars go through [`draw`](Self::draw)
    /// unchanged; otherwise the parameters are broadcast with `size` (NumPy's rules), `pack`
    /// checks each element's values and makes its sampler parameters (the scalar path's
    /// constants, per element), and the samplers read them per element.
    fn draw_bcast<T: Out>(
        &mut self,
        op: &'static str,
        d: Dist,
        params: &[Param],
        size: &[usize],
        pack: impl Fn(&[f64]) -> std::result::Result<([f64; 4], [u64; 2]), String>,
    ) -> Result<Array<T>> {
        let scalars: Option<Vec<f64>> = params.iter().map(Param::scalar).collect();
        if let Some(v) = scalars {
            let (p, ip) = pack(&v).map_err(|r| invalid(op, r))?;
            return self.draw(op, d, p, ip, size);
        }
        self.no_curand(op, "array parameters")?;
        let (shape, vals) = crate::param::broadcast(op, params, size)?;
        let n = total(op, &shape)?;
        let k = params.len();
        let mut pv: Vec<[f64; 4]> = Vec::new();
        let mut iv: Vec<[u64; 2]> = Vec::new();
        gsci_core::host::try_reserve_exact(&mut pv, n)
            .and_then(|_| gsci_core::host::try_reserve_exact(&mut iv, n))
            .map_err(|_| Error::HostOutOfMemory {
                op,
                what: "per-element parameters".into(),
                requested: n.saturating_mul(48),
            })?;
        for i in 0..n {
            let (p, ip) = pack(&vals[i * k..(i + 1) * k]).map_err(|r| invalid(op, r))?;
            pv.push(p);
            iv.push(ip);
        }
        let ctx = DrawCtx::new(self.bit.key, self.bit.counter, self.serial);
        let mut out = self.alloc::<T>(&shape)?;
        match self.device.backend() {
            Backend::Cpu => {
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                cpu::fill_dist_params(d, &ctx, &pv, &iv, s);
            }
            Backend::Cuda(c) => {
                let pf: Vec<f64> = pv.iter().flatten().copied().collect();
                let iflat: Vec<u64> = iv.iter().flatten().copied().collect();
                let pd = Array::from_vec(pf, &[4 * n], &self.device)?;
                let id = Array::from_vec(iflat, &[2 * n], &self.device)?;
                gpu::fill_dist_params(c, op, d, &ctx, &pd, &id, &mut out)?;
            }
        }
        self.serial = self.serial.wrapping_add(1);
        Ok(out)
    }

    /// Random integers from `[low, high)` (or `[low, high]` with `endpoint`), unbiased (Lemire's
    /// method), of any integer dtype `T`.
    ///
    /// Equivalent to `numpy.random.Generator.integers(low, high, size, dtype=T, endpoint=...)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `low >= high` (`low > high` with `endpoint`), a bound is
    /// outside `T`'s range, or `size` overflows.
    ///
    /// ```
    /// use gsci_random::IntegersOptions;
    /// let mut g = gsci_random::default_rng_on(3, &gsci_random::Device::cpu());
    /// let x = g.integers::<i64>(0, 10, &[50], &IntegersOptions::default())?.to_vec()?;
    /// assert!(x.iter().all(|v| (0..10).contains(v)));
    /// let o = IntegersOptions { endpoint: true };
    /// let y = g.integers::<u8>(0, 255, &[50], &o)?.to_vec()?;
    /// assert_eq!(y.len(), 50);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn integers<T: RandomInt>(
        &mut self,
        low: i128,
        high: i128,
        size: &[usize],
        opts: &IntegersOptions,
    ) -> Result<Array<T>> {
        const OP: &str = "Generator.integers";
        let hi = if opts.endpoint { high } else { high - 1 };
        check!(OP, low > hi, "low >= high (low={low}, high={high})");
        check!(
            OP,
            low < T::MIN_I128,
            "low={low} is out of bounds for {}",
            T::DTYPE
        );
        check!(
            OP,
            hi > T::MAX_I128,
            "high={high} is out of bounds for {}",
            T::DTYPE
        );
        let range = (hi - low + 1) as u128;
        let range = if range == 1u128 << 64 {
            0
        } else {
            range as u64
        };
        self.draw(OP, Dist::Integers, [0.0; 4], [low as u64, range], size)
    }

    /// Standard normal floats (Box-Muller on our own log and sincos).
    ///
    /// Equivalent to `numpy.random.Generator.standard_normal` (`dtype` = `T`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.standard_normal::<f32>(&[4])?.len(), 4);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn standard_normal<T: RandomFloat>(&mut self, size: &[usize]) -> Result<Array<T>> {
        self.draw(
            "Generator.standard_normal",
            Dist::Normal,
            [0.0, 1.0, 0.0, 0.0],
            [0; 2],
            size,
        )
    }

    /// Standard exponential floats (`-log(u)`, `u` in (0, 1]).
    ///
    /// Equivalent to `numpy.random.Generator.standard_exponential` (`dtype` = `T`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.standard_exponential::<f64>(&[4])?.to_vec()?.iter().all(|v| *v >= 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn standard_exponential<T: RandomFloat>(&mut self, size: &[usize]) -> Result<Array<T>> {
        self.draw(
            "Generator.standard_exponential",
            Dist::Exponential,
            [1.0, 0.0, 0.0, 0.0],
            [0; 2],
            size,
        )
    }

    /// Standard gamma floats (Marsaglia-Tsang).
    ///
    /// Equivalent to `numpy.random.Generator.standard_gamma` (`dtype` = `T`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `shape < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.standard_gamma::<f64>(2.5, &[4])?.to_vec()?.iter().all(|v| *v > 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn standard_gamma<'a, T: RandomFloat>(
        &mut self,
        shape: impl Into<Param<'a>>,
        size: &[usize],
    ) -> Result<Array<T>> {
        const OP: &str = "Generator.standard_gamma";
        self.draw_bcast(OP, Dist::Gamma, &[shape.into()], size, |v| {
            let shape = v[0];
            if shape < 0.0 {
                return Err(format!("shape < 0 (shape={shape})"));
            }
            Ok(([shape, 1.0, 0.0, 0.0], [0; 2]))
        })
    }

    /// Standard Cauchy floats (`cot` of a uniform angle).
    ///
    /// Equivalent to `numpy.random.Generator.standard_cauchy`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.standard_cauchy(&[4])?.len(), 4);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn standard_cauchy(&mut self, size: &[usize]) -> Result<Array<f64>> {
        self.draw(
            "Generator.standard_cauchy",
            Dist::Cauchy,
            [0.0; 4],
            [0; 2],
            size,
        )
    }

    /// Binomial counts (inversion for `n p < 10`, Hörmann's BTRS above).
    ///
    /// Equivalent to `numpy.random.Generator.binomial`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `n < 0`, `p` is outside [0, 1] or NaN, or `size`
    /// overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.binomial(20, 0.3, &[100])?.to_vec()?.iter().all(|k| (0..=20).contains(k)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn binomial<'a>(
        &mut self,
        n: i64,
        p: impl Into<Param<'a>>,
        size: &[usize],
    ) -> Result<Array<i64>> {
        const OP: &str = "Generator.binomial";
        check!(OP, n < 0, "n < 0 (n={n})");
        self.draw_bcast(OP, Dist::Binomial, &[p.into()], size, |v| {
            let p = v[0];
            if !(0.0..=1.0).contains(&p) {
                return Err(format!("p < 0, p > 1 or p is NaN (p={p})"));
            }
            let low = if p <= 0.5 { p } else { 1.0 - p };
            let (qn, bound) = crate::sampler::binomial_consts(n as u64, low);
            Ok(([p, qn, bound, 0.0], [n as u64, 0]))
        })
    }

    /// Poisson counts (inversion below 10, Hörmann's PTRS from 10 up).
    ///
    /// Equivalent to `numpy.random.Generator.poisson`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `lam < 0`, NaN or too large, or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.poisson(4.0, &[100])?.to_vec()?.iter().all(|k| *k >= 0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn poisson<'a>(&mut self, lam: impl Into<Param<'a>>, size: &[usize]) -> Result<Array<i64>> {
        const OP: &str = "Generator.poisson";
        self.draw_bcast(OP, Dist::Poisson, &[lam.into()], size, |v| {
            let lam = v[0];
            if lam.is_nan() || lam < 0.0 {
                return Err(format!("lam < 0 or lam is NaN (lam={lam})"));
            }
            if lam > 9.223_372_006_484_771e18 {
                return Err(format!("lam value too large (lam={lam})"));
            }
            Ok(([lam, crate::math::exp(-lam), 0.0, 0.0], [0; 2]))
        })
    }

    /// Negative binomial counts (a Poisson of a gamma, as NumPy).
    ///
    /// Equivalent to `numpy.random.Generator.negative_binomial`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `n <= 0`, `p` is outside (0, 1], or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.negative_binomial(3.0, 0.4, &[100])?.to_vec()?.iter().all(|k| *k >= 0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn negative_binomial<'a>(
        &mut self,
        n: impl Into<Param<'a>>,
        p: impl Into<Param<'a>>,
        size: &[usize],
    ) -> Result<Array<i64>> {
        const OP: &str = "Generator.negative_binomial";
        self.draw_bcast(
            OP,
            Dist::NegativeBinomial,
            &[n.into(), p.into()],
            size,
            |v| {
                let (n, p) = (v[0], v[1]);
                if n.is_nan() || n <= 0.0 {
                    return Err(format!("n <= 0 (n={n})"));
                }
                if p.is_nan() || p <= 0.0 || p > 1.0 {
                    return Err(format!("p <= 0, p > 1 or p is NaN (p={p})"));
                }
                Ok(([n, p, 0.0, 0.0], [0; 2]))
            },
        )
    }

    /// Geometric counts (number of trials to the first success, from 1).
    ///
    /// Equivalent to `numpy.random.Generator.geometric`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `p` is outside (0, 1], or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.geometric(0.25, &[100])?.to_vec()?.iter().all(|k| *k >= 1));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn geometric<'a>(&mut self, p: impl Into<Param<'a>>, size: &[usize]) -> Result<Array<i64>> {
        const OP: &str = "Generator.geometric";
        self.draw_bcast(OP, Dist::Geometric, &[p.into()], size, |v| {
            let p = v[0];
            if p.is_nan() || p <= 0.0 || p > 1.0 {
                return Err(format!("p <= 0, p > 1 or p is NaN (p={p})"));
            }
            Ok(([p, 0.0, 0.0, 0.0], [0; 2]))
        })
    }

    /// Logarithmic series counts (from 1).
    ///
    /// Equivalent to `numpy.random.Generator.logseries`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `p` is outside [0, 1) or NaN, or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.logseries(0.6, &[100])?.to_vec()?.iter().all(|k| *k >= 1));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn logseries<'a>(&mut self, p: impl Into<Param<'a>>, size: &[usize]) -> Result<Array<i64>> {
        const OP: &str = "Generator.logseries";
        self.draw_bcast(OP, Dist::Logseries, &[p.into()], size, |v| {
            let p = v[0];
            if !(0.0..1.0).contains(&p) {
                return Err(format!("p < 0, p >= 1 or p is NaN (p={p})"));
            }
            Ok(([p, crate::math::log1p(-p), 0.0, 0.0], [0; 2]))
        })
    }

    /// Zipf counts (from 1) of exponent `a > 1`.
    ///
    /// Equivalent to `numpy.random.Generator.zipf`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `a <= 1` or NaN, or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.zipf(2.0, &[100])?.to_vec()?.iter().all(|k| *k >= 1));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn zipf<'a>(&mut self, a: impl Into<Param<'a>>, size: &[usize]) -> Result<Array<i64>> {
        const OP: &str = "Generator.zipf";
        self.draw_bcast(OP, Dist::Zipf, &[a.into()], size, |v| {
            let a = v[0];
            if a.is_nan() || a <= 1.0 {
                return Err(format!("a <= 1 or a is NaN (a={a})"));
            }
            let b = crate::math::exp((a - 1.0) * std::f64::consts::LN_2);
            Ok(([a, b, 0.0, 0.0], [0; 2]))
        })
    }

    /// Non-central chi-square floats.
    ///
    /// Equivalent to `numpy.random.Generator.noncentral_chisquare`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `df <= 0`, `nonc < 0`, or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.noncentral_chisquare(3.0, 2.0, &[10])?.to_vec()?.iter().all(|v| *v >= 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn noncentral_chisquare<'a>(
        &mut self,
        df: impl Into<Param<'a>>,
        nonc: impl Into<Param<'a>>,
        size: &[usize],
    ) -> Result<Array<f64>> {
        const OP: &str = "Generator.noncentral_chisquare";
        self.draw_bcast(
            OP,
            Dist::NoncentralChisquare,
            &[df.into(), nonc.into()],
            size,
            |v| {
                let (df, nonc) = (v[0], v[1]);
                if not_positive(df) {
                    return Err(format!("df <= 0 (df={df})"));
                }
                if nonc.is_nan() || nonc < 0.0 {
                    return Err(format!("nonc < 0 (nonc={nonc})"));
                }
                Ok(([df, nonc, 0.0, 0.0], [0; 2]))
            },
        )
    }

    /// Non-central F floats.
    ///
    /// Equivalent to `numpy.random.Generator.noncentral_f`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `dfnum <= 0`, `dfden <= 0`, `nonc < 0`, or `size`
    /// overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.noncentral_f(5.0, 12.0, 1.5, &[10])?.to_vec()?.iter().all(|v| *v >= 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn noncentral_f<'a>(
        &mut self,
        dfnum: impl Into<Param<'a>>,
        dfden: impl Into<Param<'a>>,
        nonc: impl Into<Param<'a>>,
        size: &[usize],
    ) -> Result<Array<f64>> {
        const OP: &str = "Generator.noncentral_f";
        let params = [dfnum.into(), dfden.into(), nonc.into()];
        self.draw_bcast(OP, Dist::NoncentralF, &params, size, |v| {
            let (dfnum, dfden, nonc) = (v[0], v[1], v[2]);
            if not_positive(dfnum) {
                return Err(format!("dfnum <= 0 (dfnum={dfnum})"));
            }
            if not_positive(dfden) {
                return Err(format!("dfden <= 0 (dfden={dfden})"));
            }
            if nonc.is_nan() || nonc < 0.0 {
                return Err(format!("nonc < 0 (nonc={nonc})"));
            }
            Ok(([dfnum, dfden, nonc, 0.0], [0; 2]))
        })
    }

    /// Hypergeometric counts: good items among `nsample` drawn without replacement (sequential
    /// draws, `O(min(nsample, ngood + nbad - nsample))` per element).
    ///
    /// Equivalent to `numpy.random.Generator.hypergeometric`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when a count is negative, `nsample > ngood + nbad`, or
    /// `ngood + nbad` reaches 10^9 (NumPy's limit), or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.hypergeometric(20, 30, 12, &[10])?.to_vec()?.iter().all(|k| (0..=12).contains(k)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn hypergeometric(
        &mut self,
        ngood: i64,
        nbad: i64,
        nsample: i64,
        size: &[usize],
    ) -> Result<Array<i64>> {
        const OP: &str = "Generator.hypergeometric";
        check!(OP, ngood < 0, "ngood < 0 (ngood={ngood})");
        check!(OP, nbad < 0, "nbad < 0 (nbad={nbad})");
        check!(OP, nsample < 0, "nsample < 0 (nsample={nsample})");
        check!(
            OP,
            ngood.saturating_add(nbad) >= 1_000_000_000,
            "ngood + nbad >= 10^9 (ngood={ngood}, nbad={nbad})"
        );
        check!(
            OP,
            nsample > ngood + nbad,
            "ngood + nbad < nsample (nsample={nsample})"
        );
        self.draw(
            OP,
            Dist::Hypergeometric,
            [nsample as f64, 0.0, 0.0, 0.0],
            [ngood as u64, nbad as u64],
            size,
        )
    }

    /// Triangular floats on [left, right] with peak `mode`.
    ///
    /// Equivalent to `numpy.random.Generator.triangular`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `left > mode`, `mode > right` or `left == right`.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.triangular(0.0, 1.0, 3.0, &[9])?.to_vec()?.iter().all(|v| (0.0..=3.0).contains(v)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn triangular<'a>(
        &mut self,
        left: impl Into<Param<'a>>,
        mode: impl Into<Param<'a>>,
        right: impl Into<Param<'a>>,
        size: &[usize],
    ) -> Result<Array<f64>> {
        const OP: &str = "Generator.triangular";
        let params = [left.into(), mode.into(), right.into()];
        self.draw_bcast(OP, Dist::Triangular, &params, size, |v| {
            let (left, mode, right) = (v[0], v[1], v[2]);
            if left > mode {
                return Err(format!("left > mode (left={left}, mode={mode})"));
            }
            if mode > right {
                return Err(format!("mode > right (mode={mode}, right={right})"));
            }
            if left == right {
                return Err(format!("left == right (left={left})"));
            }
            Ok(([left, mode, right, 0.0], [0; 2]))
        })
    }

    /// Random indices into `0..a` (NumPy's `choice` with an integer `a`): uniform with
    /// replacement by default, or with weights (`p`, by inversion of their cumulative sums)
    /// and without replacement (the smallest keys of a random permutation; with weights, the
    /// smallest `E_i / p_i` for exponential `E_i`, Efraimidis and Spirakis's method), all on
    /// the generator's device.
    ///
    /// Equivalent to `numpy.random.Generator.choice(a, size, replace=True, p=None)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `a == 0` and samples are asked for, `p` has another
    /// length than `a`, a negative or NaN entry, or does not sum to 1, or without replacement
    /// more samples than items (or than items of nonzero probability) are asked for.
    ///
    /// ```
    /// use gsci_random::ChoiceOptions;
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// let o = ChoiceOptions { replace: false, p: Some(vec![0.1, 0.2, 0.3, 0.4]) };
    /// let mut x = g.choice(4, &[4], &o)?.to_vec()?;
    /// x.sort();
    /// assert_eq!(x, vec![0, 1, 2, 3]);
    /// let u = g.choice(4, &[10], &ChoiceOptions::default())?.to_vec()?;
    /// assert!(u.iter().all(|k| (0..4).contains(k)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn choice(&mut self, a: usize, size: &[usize], opts: &ChoiceOptions) -> Result<Array<i64>> {
        const OP: &str = "Generator.choice";
        let n = total(OP, size)?;
        check!(
            OP,
            a == 0 && n > 0,
            "a cannot be empty unless no samples are taken"
        );
        if let Some(p) = &opts.p {
            check!(
                OP,
                p.len() != a,
                "a and p must have the same size (a={a}, len(p)={})",
                p.len()
            );
            check!(
                OP,
                p.iter().any(|v| v.is_nan() || *v < 0.0),
                "probabilities are not non-negative (p={p:?})"
            );
            let sum: f64 = p.iter().sum();
            check!(
                OP,
                (sum - 1.0).abs() > f64::EPSILON.sqrt(),
                "probabilities do not sum to 1 (sum={sum})"
            );
        }
        if !opts.replace {
            check!(
                OP,
                n > a,
                "Cannot take a larger sample than population when replace is False (a={a}, size={n})"
            );
            let nonzero = opts
                .p
                .as_ref()
                .map_or(a, |p| p.iter().filter(|v| **v > 0.0).count());
            check!(
                OP,
                n > nonzero,
                "Fewer non-zero entries in p than size (size={n})"
            );
        }
        let sort = gsci_core::sort::SortOptions::default();
        let order = match (&opts.p, opts.replace) {
            (None, true) => {
                return self.integers::<i64>(0, a as i128, size, &IntegersOptions::default());
            }
            (Some(p), true) => {
                let mut cdf = Vec::with_capacity(a);
                let mut acc = 0.0;
                for v in p {
                    acc += v;
                    cdf.push(acc);
                }
                let last = cdf[a - 1];
                cdf.iter_mut().for_each(|c| *c /= last);
                cdf[a - 1] = 1.0;
                let cdf = Array::from_vec(cdf, &[a], &self.device)?;
                let u = self.random::<f64>(size)?;
                let opts = gsci_core::sort::SearchsortedOptions {
                    side: gsci_core::sort::Side::Right,
                    ..Default::default()
                };
                return gsci_core::searchsorted(&cdf, &u, &opts);
            }
            (None, false) => self.permutation(a)?,
            (Some(p), false) => {
                let e = self.standard_exponential::<f64>(&[a])?;
                let w = Array::from_vec(p.clone(), &[a], &self.device)?;
                let keys: Array<f64> = gsci_core::ufunc::divide(&e, &w)?;
                gsci_core::argsort(&keys, &sort)?
            }
        };
        let first = Array::from_vec((0..n as i64).collect(), size, &self.device)?;
        gsci_core::take(&order, &first, Some(0))
    }

    fn draw_rows<T: Out>(
        &mut self,
        op: &'static str,
        d: Dist,
        v: &[f64],
        p: [f64; 4],
        ip: [u64; 2],
        size: &[usize],
    ) -> Result<Array<T>> {
        self.no_curand(op, T::DTYPE.short())?;
        let mut shape = size.to_vec();
        shape.push(v.len());
        total(op, &shape)?;
        let mut ctx = DrawCtx::new(self.bit.key, self.bit.counter, self.serial);
        ctx.p = p;
        ctx.ip = ip;
        let mut out = self.alloc::<T>(&shape)?;
        match self.device.backend() {
            Backend::Cpu => {
                let s = out
                    .as_mut_slice()?
                    .ok_or_else(|| invalid(op, "internal".into()))?;
                let mut words = vec![0u64; s.len()];
                cpu::fill_rows(d, &ctx, v, &mut words);
                for (o, w) in s.iter_mut().zip(words) {
                    *o = if d.integral() {
                        T::from_sample(0.0, w, true)
                    } else {
                        T::from_sample(f64::from_bits(w), 0, false)
                    };
                }
            }
            Backend::Cuda(c) => {
                let vd = Array::from_vec(v.to_vec(), &[v.len()], &self.device)?;
                gpu::fill_rows(c, op, d, &ctx, &vd, &mut out)?;
            }
        }
        self.serial = self.serial.wrapping_add(1);
        Ok(out)
    }

    /// Dirichlet vectors: each row is a vector of `alpha.len()` gammas divided by their sum.
    /// The result has shape `size + [alpha.len()]`.
    ///
    /// Equivalent to `numpy.random.Generator.dirichlet`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `alpha` is empty or has a negative entry, or `size`
    /// overflows. As NumPy, an alpha of 0 gives a component that is always 0 (all zeros: a row
    /// of zeros), a NaN alpha rows of NaN, and alphas all below 0.1 are drawn by stick breaking
    /// with beta variates (the gammas of tiny shapes underflow).
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// let x = g.dirichlet(&[1.0, 2.0, 3.0], &[4])?;
    /// assert_eq!(x.shape(), &[4, 3]);
    /// let v = x.to_vec()?;
    /// assert!((v[0] + v[1] + v[2] - 1.0).abs() < 1e-15);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn dirichlet(&mut self, alpha: &[f64], size: &[usize]) -> Result<Array<f64>> {
        const OP: &str = "Generator.dirichlet";
        check!(OP, alpha.is_empty(), "alpha is empty");
        check!(
            OP,
            alpha.iter().any(|a| *a < 0.0),
            "alpha < 0 (alpha={alpha:?})"
        );
        if alpha.iter().any(|a| a.is_nan()) {
            // NumPy: rows of NaN (its gamma sampler propagates the NaN).
            let mut shape = size.to_vec();
            shape.push(alpha.len());
            total(OP, &shape)?;
            self.serial = self.serial.wrapping_add(1);
            return Array::<f64>::full(&shape, f64::NAN, &self.device);
        }
        // NumPy's switch: all alphas below 0.1 draw by stick breaking (the gammas of tiny
        // shapes underflow to 0).
        let small = u64::from(alpha.iter().all(|a| *a < 0.1));
        self.draw_rows(OP, Dist::Dirichlet, alpha, [0.0; 4], [small, 0], size)
    }

    /// Multinomial counts: `n` trials over `pvals.len()` outcomes (sequential binomials, as
    /// NumPy). The result has shape `size + [pvals.len()]`.
    ///
    /// Equivalent to `numpy.random.Generator.multinomial`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `n < 0`, `pvals` is empty, has a negative or NaN entry,
    /// or `sum(pvals[:-1]) > 1`, or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// let x = g.multinomial(20, &[0.2, 0.3, 0.5], &[2])?.to_vec()?;
    /// assert_eq!(x[0] + x[1] + x[2], 20);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn multinomial(&mut self, n: i64, pvals: &[f64], size: &[usize]) -> Result<Array<i64>> {
        const OP: &str = "Generator.multinomial";
        check!(OP, n < 0, "n < 0 (n={n})");
        check!(OP, pvals.is_empty(), "pvals is empty");
        check!(
            OP,
            pvals.iter().any(|p| p.is_nan() || *p < 0.0),
            "pvals < 0 or NaN (pvals={pvals:?})"
        );
        let head: f64 = pvals[..pvals.len() - 1].iter().sum();
        check!(
            OP,
            head > 1.0 + 1e-12,
            "sum(pvals[:-1]) > 1.0 (pvals={pvals:?})"
        );
        self.draw_rows(OP, Dist::Multinomial, pvals, [0.0; 4], [n as u64, 0], size)
    }

    /// Multivariate hypergeometric counts: how many items of each color are among `nsample`
    /// drawn without replacement from an urn holding `colors[j]` items of color `j`. The
    /// result has shape `size + [colors.len()]`, each row summing to `nsample`.
    ///
    /// `method` (NumPy's algorithms, each row on its own counter sub-stream): `Marginals`
    /// draws color by color a hypergeometric variate among the items left; `Count` draws the
    /// items one at a time, uniformly among those left, and counts their colors (NumPy's
    /// partial Fisher-Yates, without its `sum(colors)`-sized array). Both draw the smaller of
    /// `nsample` and `sum(colors) - nsample` items, so a row costs
    /// `O(len(colors) * min(nsample, sum(colors) - nsample))`.
    ///
    /// Equivalent to `numpy.random.Generator.multivariate_hypergeometric`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] with NumPy's messages when a color count is negative,
    /// `sum(colors)` overflows int64, `nsample < 0` or `nsample > sum(colors)`, or `size`
    /// overflows; [`Error::Unsupported`] when `sum(colors) >= 2^53`.
    ///
    /// ```
    /// use gsci_random::{MultivariateHypergeometricOptions, MvhMethod};
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// let x = g.multivariate_hypergeometric(&[16, 8, 4], 15, &[6], &Default::default())?;
    /// assert_eq!(x.shape(), &[6, 3]);
    /// let v = x.to_vec()?;
    /// assert!(v.chunks(3).all(|r| r.iter().sum::<i64>() == 15 && r[2] <= 4));
    /// let o = MultivariateHypergeometricOptions { method: MvhMethod::Count };
    /// let y = g.multivariate_hypergeometric(&[3, 2], 5, &[2], &o)?.to_vec()?;
    /// assert_eq!(y, vec![3, 2, 3, 2]);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn multivariate_hypergeometric(
        &mut self,
        colors: &[i64],
        nsample: i64,
        size: &[usize],
        opts: &MultivariateHypergeometricOptions,
    ) -> Result<Array<i64>> {
        const OP: &str = "Generator.multivariate_hypergeometric";
        check!(
            OP,
            colors.iter().any(|c| *c < 0),
            "colors must be a one-dimensional sequence of nonnegative integers not exceeding {} (colors={colors:?})",
            i64::MAX
        );
        let total = colors
            .iter()
            .try_fold(0i64, |a, &c| a.checked_add(c))
            .ok_or_else(|| {
                invalid(
                    OP,
                    format!(
                        "sum(colors) must not exceed the maximum value of a 64 bit signed integer ({})",
                        i64::MAX
                    ),
                )
            })?;
        check!(
            OP,
            nsample < 0,
            "nsample must be nonnegative. (nsample={nsample})"
        );
        check!(
            OP,
            nsample > total,
            "nsample > sum(colors) (nsample={nsample}, sum(colors)={total})"
        );
        if total >= 1i64 << 53 {
            return Err(Error::Unsupported {
                what: format!("{OP} with sum(colors) = {total} >= 2^53"),
                backend: "any".into(),
            });
        }
        let (total, nsample) = (total as u64, nsample as u64);
        let more_than_half = nsample > total / 2;
        let m = if more_than_half {
            total - nsample
        } else {
            nsample
        };
        let v: Vec<f64> = colors.iter().map(|&c| f64::from_bits(c as u64)).collect();
        let d = match opts.method {
            MvhMethod::Marginals => Dist::MvHypergeometricMarginals,
            MvhMethod::Count => Dist::MvHypergeometricCount,
        };
        self.draw_rows(
            OP,
            d,
            &v,
            [f64::from_bits(total), 0.0, 0.0, 0.0],
            [m, more_than_half as u64],
            size,
        )
    }

    /// A random permutation of `0..n` (argsort of random 64-bit keys, on the device).
    ///
    /// Equivalent to `numpy.random.Generator.permutation` (integer argument).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `n` overflows; sort errors of gsci-core.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// let mut p = g.permutation(10)?.to_vec()?;
    /// p.sort();
    /// assert_eq!(p, (0..10).collect::<Vec<i64>>());
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn permutation(&mut self, n: usize) -> Result<Array<i64>> {
        let keys: Array<u64> =
            self.draw("Generator.permutation", Dist::Keys, [0.0; 4], [0; 2], &[n])?;
        gsci_core::argsort(&keys, &gsci_core::sort::SortOptions::default())
    }

    /// A copy of `x` with its first axis randomly permuted.
    ///
    /// Equivalent to `numpy.random.Generator.permutation` (array argument).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a 0-d array; errors of `take`.
    ///
    /// ```
    /// use gsci_random::{Array, Device};
    /// let mut g = gsci_random::default_rng_on(5, &Device::cpu());
    /// let x = Array::from_vec(vec![1.0f32, 2.0, 3.0], &[3], &Device::cpu())?;
    /// let mut y = g.permuted_copy(&x)?.to_vec()?;
    /// y.sort_by(|a, b| a.partial_cmp(b).unwrap());
    /// assert_eq!(y, vec![1.0, 2.0, 3.0]);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn permuted_copy<T: gsci_core::Element>(&mut self, x: &Array<T>) -> Result<Array<T>> {
        check!(
            "Generator.permutation",
            x.ndim() == 0,
            "x must be at least 1-d"
        );
        let p = self.permutation(x.shape()[0])?;
        gsci_core::take(x, &p, Some(0))
    }

    /// A copy of `x` with each slice along `axis` independently shuffled (`None`: the whole
    /// flattened array), by sorting random keys on the device.
    ///
    /// Equivalent to `numpy.random.Generator.permuted`.
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for a bad axis; errors of the sort.
    ///
    /// ```
    /// use gsci_random::{Array, Device};
    /// let mut g = gsci_random::default_rng_on(5, &Device::cpu());
    /// let x = Array::from_vec((0..6).collect::<Vec<i32>>(), &[2, 3], &Device::cpu())?;
    /// let y = g.permuted(&x, Some(1))?.to_vec()?;
    /// let (mut r0, mut r1) = (y[..3].to_vec(), y[3..].to_vec());
    /// r0.sort();
    /// r1.sort();
    /// assert_eq!((r0, r1), (vec![0, 1, 2], vec![3, 4, 5]));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn permuted<T: gsci_core::Element>(
        &mut self,
        x: &Array<T>,
        axis: Option<isize>,
    ) -> Result<Array<T>> {
        const OP: &str = "Generator.permuted";
        if let Some(ax) = axis {
            gsci_core::normalize_axis(ax, x.ndim())?;
        }
        let keys: Array<u64> = self.draw(OP, Dist::Keys, [0.0; 4], [0; 2], x.shape())?;
        let opts = gsci_core::sort::SortOptions { axis, stable: None };
        let order = gsci_core::argsort(&keys, &opts)?;
        match axis {
            Some(ax) => gsci_core::take_along_axis(x, &order, Some(ax)),
            None => {
                let shape: Vec<isize> = x.shape().iter().map(|&d| d as isize).collect();
                gsci_core::take(x, &order, None)?.reshape(&shape)
            }
        }
    }

    /// Shuffles `x` along its first axis.
    ///
    /// Equivalent to `numpy.random.Generator.shuffle`.
    ///
    /// # Errors
    /// As [`permuted_copy`](Self::permuted_copy).
    ///
    /// ```
    /// use gsci_random::{Array, Device};
    /// let mut g = gsci_random::default_rng_on(5, &Device::cpu());
    /// let mut x = Array::from_vec(vec![1i32, 2, 3, 4], &[4], &Device::cpu())?;
    /// g.shuffle(&mut x)?;
    /// assert_eq!(x.len(), 4);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn shuffle<T: gsci_core::Element>(&mut self, x: &mut Array<T>) -> Result<()> {
        *x = self.permuted_copy(x)?;
        Ok(())
    }
}

/// Float distributions of one or two parameters: (name, doc, NumPy name, code, parameter
/// names, checks). Each is `fn name(&mut self, a, [b,] size) -> Result<Array<f64>>`.
macro_rules! float_dists {
    ($( $(#[$doc:meta])* $name:ident ($($arg:ident),*) => $dist:ident [$($p:expr),*] { $($cond:expr => $msg:literal),* } ;)*) => {
        impl Generator {
            $(
                $(#[$doc])*
                ///
                /// Parameters are scalars or arrays that broadcast ([`Param`]): element `i`
                /// is still drawn from its own sub-stream, so CPU == GPU bitwise.
                pub fn $name<'a>(&mut self, $($arg: impl Into<Param<'a>>,)* size: &[usize]) -> Result<Array<f64>> {
                    const OP: &str = concat!("Generator.", stringify!($name));
                    let params = [$($arg.into()),*];
                    self.draw_bcast(OP, Dist::$dist, &params, size, |v: &[f64]| {
                        let mut it = v.iter().copied();
                        $( let $arg = it.next().unwrap_or(f64::NAN); )*
                        let shown = || [$(format!("{}={}", stringify!($arg), $arg)),*].join(", ");
                        $( if $cond { return Err(format!("{} ({})", $msg, shown())); } )*
                        let p = [$($p),*];
                        let mut q = [0.0f64; 4];
                        q[..p.len()].copy_from_slice(&p);
                        Ok((q, [0u64; 2]))
                    })
                }
            )*
        }
    };
}

float_dists! {
    /// Normal floats: `loc + scale * z`.
    ///
    /// Equivalent to `numpy.random.Generator.normal`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.normal(1.0, 2.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    normal(loc, scale) => Normal [loc, scale] { scale < 0.0 => "scale < 0" };
    /// Exponential floats of mean `scale`.
    ///
    /// Equivalent to `numpy.random.Generator.exponential`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.exponential(2.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    exponential(scale) => Exponential [scale] { scale < 0.0 => "scale < 0" };
    /// Gamma floats of `shape` and `scale`.
    ///
    /// Equivalent to `numpy.random.Generator.gamma`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `shape < 0`, `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.gamma(2.5, 1.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    gamma(shape, scale) => Gamma [shape, scale] { shape < 0.0 => "shape < 0", scale < 0.0 => "scale < 0" };
    /// Beta floats (Jöhnk when both shapes are at most 1, else a ratio of gammas).
    ///
    /// Equivalent to `numpy.random.Generator.beta`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `a <= 0`, `b <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.beta(2.0, 5.0, &[3])?.to_vec()?.iter().all(|v| (0.0..=1.0).contains(v)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    beta(a, b) => Beta [a, b] { not_positive(a) => "a <= 0", not_positive(b) => "b <= 0" };
    /// Chi-square floats (`2 * standard_gamma(df / 2)`).
    ///
    /// Equivalent to `numpy.random.Generator.chisquare`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `df <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.chisquare(3.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    chisquare(df) => Chisquare [df] { not_positive(df) => "df <= 0" };
    /// F floats (a ratio of scaled chi-squares).
    ///
    /// Equivalent to `numpy.random.Generator.f`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `dfnum <= 0`, `dfden <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.f(3.0, 7.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    f(dfnum, dfden) => F [dfnum, dfden] { not_positive(dfnum) => "dfnum <= 0", not_positive(dfden) => "dfden <= 0" };
    /// Student's t floats.
    ///
    /// Equivalent to `numpy.random.Generator.standard_t`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `df <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.standard_t(4.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    standard_t(df) => StandardT [df] { not_positive(df) => "df <= 0" };
    /// Log-normal floats: `exp(normal(mean, sigma))`.
    ///
    /// Equivalent to `numpy.random.Generator.lognormal`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `sigma < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.lognormal(0.0, 1.0, &[3])?.to_vec()?.iter().all(|v| *v > 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    lognormal(mean, sigma) => Lognormal [mean, sigma] { sigma < 0.0 => "sigma < 0" };
    /// Laplace floats.
    ///
    /// Equivalent to `numpy.random.Generator.laplace`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.laplace(0.0, 1.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    laplace(loc, scale) => Laplace [loc, scale] { scale < 0.0 => "scale < 0" };
    /// Logistic floats.
    ///
    /// Equivalent to `numpy.random.Generator.logistic`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.logistic(0.0, 1.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    logistic(loc, scale) => Logistic [loc, scale] { scale < 0.0 => "scale < 0" };
    /// Gumbel floats.
    ///
    /// Equivalent to `numpy.random.Generator.gumbel`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert_eq!(g.gumbel(0.0, 1.0, &[3])?.len(), 3);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    gumbel(loc, scale) => Gumbel [loc, scale] { scale < 0.0 => "scale < 0" };
    /// Rayleigh floats.
    ///
    /// Equivalent to `numpy.random.Generator.rayleigh`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `scale < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.rayleigh(1.0, &[3])?.to_vec()?.iter().all(|v| *v >= 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    rayleigh(scale) => Rayleigh [scale] { scale < 0.0 => "scale < 0" };
    /// Weibull floats of shape `a`.
    ///
    /// Equivalent to `numpy.random.Generator.weibull`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `a < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.weibull(1.5, &[3])?.to_vec()?.iter().all(|v| *v >= 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    weibull(a) => Weibull [a] { a < 0.0 => "a < 0" };
    /// Pareto II (Lomax) floats of shape `a`.
    ///
    /// Equivalent to `numpy.random.Generator.pareto`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `a <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.pareto(3.0, &[3])?.to_vec()?.iter().all(|v| *v >= 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pareto(a) => Pareto [a] { not_positive(a) => "a <= 0" };
    /// Power-law floats on [0, 1] of exponent `a - 1`.
    ///
    /// Equivalent to `numpy.random.Generator.power`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `a <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.power(3.0, &[3])?.to_vec()?.iter().all(|v| (0.0..=1.0).contains(v)));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    power(a) => Power [a] { not_positive(a) => "a <= 0" };
    /// Wald (inverse Gaussian) floats.
    ///
    /// Equivalent to `numpy.random.Generator.wald`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `mean <= 0`, `scale <= 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// assert!(g.wald(1.0, 2.0, &[3])?.to_vec()?.iter().all(|v| *v > 0.0));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    wald(mean, scale) => Wald [mean, scale] { not_positive(mean) => "mean <= 0", not_positive(scale) => "scale <= 0" };
    /// Von Mises (circular normal) floats on `[-pi, pi]`: mode `mu`, concentration `kappa`
    /// (Best and Fisher's rejection sampler, NumPy's `random_vonmises`, with its uniform draw
    /// below kappa = 1e-8 and wrapped normal above 1e6).
    ///
    /// Equivalent to `numpy.random.Generator.vonmises`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `kappa < 0` or `size` overflows.
    ///
    /// ```
    /// let mut g = gsci_random::default_rng_on(5, &gsci_random::Device::cpu());
    /// let x = g.vonmises(0.5, 4.0, &[100])?.to_vec()?;
    /// assert!(x.iter().all(|v| v.abs() <= std::f64::consts::PI));
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    vonmises(mu, kappa) => Vonmises [mu, kappa, vonmises_s(kappa)] { kappa < 0.0 => "kappa < 0" };
}

/// NumPy's `s` of `random_vonmises` for concentration `kappa` (computed once per draw).
fn vonmises_s(kappa: f64) -> f64 {
    if kappa < 1e-5 {
        1.0 / kappa + kappa
    } else {
        let r = 1.0 + (1.0 + 4.0 * kappa * kappa).sqrt();
        let rho = (r - (2.0 * r).sqrt()) / (2.0 * kappa);
        (1.0 + rho * rho) / (2.0 * rho)
    }
}
