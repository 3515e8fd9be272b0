//! gsci-random: NumPy's `Generator` on counter-based Philox streams, with the same bits on the
//! CPU and the GPU.
//!
//! ```
//! use gsci_random::{default_rng_on, Device};
//! let mut rng = default_rng_on(42, &Device::cpu());
//! // The same numbers as numpy.random.Generator(numpy.random.Philox(42)).random(3):
//! let u = rng.random::<f64>(&[3])?.to_vec()?;
//! assert_eq!(u[0], 0.08607763073528474);
//! let z = rng.normal(0.0, 2.0, &[1000])?;
//! assert_eq!(z.shape(), &[1000]);
//! # Ok::<(), gsci_random::Error>(())
//! ```
//!
//! | NumPy | here |
//! |---|---|
//! | `numpy.random.default_rng(seed)` | [`default_rng`] (the default device), [`default_rng_on`] (a given one) |
//! | `Generator(Philox(seed))`, `bit_generator.state`, `advance`, `jumped` | [`Generator`], [`Generator::state`] / [`Generator::set_state`] ([`GeneratorState`]), [`Generator::advance`], [`Generator::jumped`] |
//! | `SeedSequence`, `Generator.spawn` | [`SeedSequence`], [`Generator::spawn`] |
//! | `random`, `uniform`, `integers`, `normal`, `standard_exponential`, `gamma`, `poisson`, ... | methods of [`Generator`] with NumPy's names and parameters; `size` is a shape (`&[usize]`) |
//! | `choice`, `permutation`, `permuted`, `shuffle` | [`Generator::choice`], [`Generator::permutation`], [`Generator::permuted`], [`Generator::shuffle`] |
//! | `multivariate_normal`, `dirichlet`, `multinomial`, `multivariate_hypergeometric` | methods of [`Generator`] ([`MultivariateNormalOptions`]) |
//!
//! `examples/monte_carlo.rs` estimates pi and an integral and checks NumPy's bits (`cargo run -p
//! gsci-random --example monte_carlo`).
//!
//! # Streams
//! The bit generator is Random123's Philox4x64-10 with NumPy's conventions: a 256-bit counter
//! `(c0, c1, c2, c3)` (least significant word first), a 128-bit key, `default_rng(seed)` and
//! `spawn` through NumPy's `SeedSequence`, `jumped`/`advance` as NumPy's `Philox`.
//!
//! * `random`, `uniform` and `random_raw` read NumPy's sequential stream: the blocks at counter
//!   `state + 1, state + 2, ...` (with NumPy's 4-word buffer and kept 32-bit half), so they give
//!   NumPy's numbers and leave NumPy's state. These counters have `c3 < 2^63` (unless the
//!   counter was advanced past 2^255).
//! * Every other distribution is a *draw* with a serial number `s` (0, 1, 2, ... per
//!   generator, saved in [`GeneratorState::draws`]). Its blocks have counters
//!
//!   | word | value |
//!   |---|---|
//!   | `c0` | element group `i / 4` (attempt 0) or element `i` (attempt >= 1) |
//!   | `c1` | the draw's serial number `s` |
//!   | `c2` | the generator's own `c2` (its jump position) |
//!   | `c3` | bit 63 set, bits 32..62 = the generator's `c3` bits 0..30, bits 0..31 = attempt |
//!
//!   Fixed-cost samplers (normal, exponential, integers, ...) take word `i % 4` of the block of
//!   group `i / 4` at attempt 0 (normal: the Box-Muller pair of words `i & !1`); rejection
//!   samplers (gamma, beta, ...) read element `i`'s own blocks at attempts 1, 2, 3, ... as one
//!   stream of words (`integers` continues there after a Lemire rejection, and `poisson` and
//!   `binomial`, which take one word almost always, start with word `i % 4` of the shared
//!   block and continue there). So element `i` depends only on (key, `s`, `c2`, `c3`, `i`): not on the launch
//!   shape, the thread count or the backend; bit 63 of `c3` keeps draws apart from the
//!   sequential stream, `c2` from `jumped` copies, and spawned generators have other keys.
//! * The math (`log`, `exp`, `sincos(2πu)`, ...) is our own, from correctly rounded `+ - * /
//!   sqrt` only, written identically for the CPU (`math.rs`) and CUDA (`kernels.cu`, with
//!   `__dadd_rn` & co., which NVRTC never contracts into FMAs): the GPU's bits equal the CPU's.
//!   f32 results are the f64 samples rounded to nearest.
//!
//! # What a [`Generator`] draws (CPU and CUDA, the same bits)
//! * NumPy's own numbers: `random` (f32, f64), `uniform`, `random_raw`.
//! * Block-shared samplers: `integers` (i8-i64, u8-u64, `endpoint`, Lemire), `standard_normal`
//!   and `normal` (Box-Muller), `standard_exponential`/`exponential`, `lognormal`, `laplace`,
//!   `logistic`, `gumbel`, `rayleigh`, `weibull`, `pareto`, `power`, `standard_cauchy`,
//!   `triangular`, `geometric`.
//! * Per-element rejection samplers: `standard_gamma`/`gamma` (Marsaglia-Tsang on normals from
//!   NumPy's 256-layer ziggurat, tables from `random/scripts/gen_ziggurat.py`), `beta`
//!   (Jöhnk or two gammas), `chisquare`, `f`, `standard_t`, `poisson` (inversion / PTRS),
//!   `binomial` (inversion / BTRS), `negative_binomial`, `wald`, `logseries`, `zipf`,
//!   `noncentral_chisquare`, `noncentral_f`, `hypergeometric`, `vonmises` (with its own `acos`,
//!   `math::acos`, so that both backends give the same bits).
//! * Vector-valued: `dirichlet`, `multinomial`, `multivariate_normal` (NumPy's SVD, eigh or
//!   Cholesky factor of the covariance, by gsci-linalg on the host; the product on the device).
//! * Sampling and shuffling on the device: `permutation`, `permuted_copy`, `permuted`,
//!   `shuffle`, `choice`/`choice_with` (weights, with or without replacement).
//!
//! * `multivariate_hypergeometric` (NumPy's `marginals` and `count` methods, per-row streams).
//!
//! Parameters are scalars or arrays that broadcast like NumPy's ([`Param`]: `f64` or
//! `&Array<f64>`; an empty `size` with array parameters is NumPy's `size=None`); element `i`
//! keeps its own sub-stream, so a constant array gives the scalar draw's bits.
//!
//! # cuRAND-compatible bit generators
//! [`BitGenerator::Xorwow`] and [`BitGenerator::Mrg32k3a`] (seed, offset) reproduce cuRAND's
//! host API in legacy ordering: cuRAND itself on CUDA devices, a bit-exact twin on the CPU
//! (checked against published cuRAND and L'Ecuyer vectors).
#![deny(unsafe_op_in_unsafe_fn)]

mod avx2;
mod cpu;
mod cuda;
mod curand;
mod generator;
mod kernels;
pub mod math;
mod multivariate;
mod param;
pub mod philox;
mod sampler;
pub mod seed;
mod ziggurat;

pub use curand::CurandKind;
pub use generator::{
    BitGenerator, ChoiceOptions, CurandState, Generator, GeneratorState, IntegersOptions,
    MultivariateHypergeometricOptions, MvhMethod, default_rng, default_rng_on,
};
pub use gsci_core::{self, Array, DType, Device, Error, Result};
pub use kernels::generated_sources;
pub use multivariate::{CheckValid, MultivariateNormalOptions, MvnMethod};
pub use param::Param;
pub use philox::{Philox4x32, PhiloxState, philox4x32_10, philox4x64_10};
pub use seed::SeedSequence;

mod sealed {
    pub trait Sealed {}
}

/// An output element type of a draw: how a sample (float, or integer as 64 bits) becomes one,
/// exactly as the CUDA kernels cast it.
#[doc(hidden)]
pub trait Out: gsci_core::Element + Send + Sync + sealed::Sealed {
    fn from_sample(f: f64, iv: u64, integral: bool) -> Self;
}

/// The float types of `random`, `standard_normal`, ... (`f32`, `f64`).
pub trait RandomFloat: Out {
    #[doc(hidden)]
    const IS_F32: bool;
}

/// The integer types of `integers`.
pub trait RandomInt: Out {
    #[doc(hidden)]
    const MIN_I128: i128;
    #[doc(hidden)]
    const MAX_I128: i128;
}

macro_rules! float_out {
    ($t:ty, $f32:expr) => {
        impl sealed::Sealed for $t {}
        impl Out for $t {
            #[inline]
            fn from_sample(f: f64, iv: u64, integral: bool) -> Self {
                if integral { iv as i64 as $t } else { f as $t }
            }
        }
        impl RandomFloat for $t {
            const IS_F32: bool = $f32;
        }
    };
}
float_out!(f32, true);
float_out!(f64, false);

macro_rules! int_out {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Out for $t {
            #[inline]
            fn from_sample(f: f64, iv: u64, integral: bool) -> Self {
                if integral { iv as i64 as $t } else { f as $t }
            }
        }
        impl RandomInt for $t {
            const MIN_I128: i128 = <$t>::MIN as i128;
            const MAX_I128: i128 = <$t>::MAX as i128;
        }
    )*};
}
int_out!(i8, i16, i32, i64, u8, u16, u32);

impl sealed::Sealed for u64 {}
impl Out for u64 {
    #[inline]
    fn from_sample(f: f64, iv: u64, integral: bool) -> Self {
        if integral { iv } else { f as u64 }
    }
}
impl RandomInt for u64 {
    const MIN_I128: i128 = 0;
    const MAX_I128: i128 = u64::MAX as i128;
}
