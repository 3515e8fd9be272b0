//! gsci-special: `scipy.special` on NVIDIA GPUs and the CPU, as ufuncs that broadcast, resolve
//! dtypes like SciPy, write into existing arrays, and fuse into
//! [`gsci_core::fusion`] kernels.
//!
//! Every function comes in four forms, generated from one line of the table in
//! `src/registry.rs`:
//!
//! - `gsci_special::erf::<O>(x) -> Result<Array<O>>`: the typed form (`O` must be SciPy's result
//!   dtype, [`Error::DTypeMismatch`] otherwise);
//! - `erf_dyn(x) -> Result<DynArray>`: any dtype in, SciPy's dtype out;
//! - `erf_into(x, &mut out)`: SciPy's `out=` (broadcast to `out`, `same_kind` cast);
//! - `gsci_special::fusion::erf(expr)`: a node of a fused expression (one kernel launch for
//!   `fuse(|x, y| sum(erf(x) * y))`).
//!
//! Operands are arrays of any dtype or weak scalars (`impl Into<Operand>`: a Rust `f64` next to a
//! float32 array stays float32, NEP 50), on one device; the result lives there.
//!
//! # Families
//!
//! | family | source (CPU / CUDA) | functions |
//! |---|---|---|
//! | convenience | `scalar/convenience.rs` / `kernels/convenience.cuh` | expit, logit, log_expit, boxcox, boxcox1p, inv_boxcox, inv_boxcox1p, entr, rel_entr, kl_div, huber, pseudo_huber, xlogy, xlog1py, exprel, cosm1, exp10, exp2, radian, cosdg, sindg, tandg, cotdg, round, sinc, cbrt, log1p, expm1 |
//! | error functions | `scalar/error.rs` / `kernels/error.cuh` | see [`registry()`] |
//! | gamma and beta | `scalar/gamma.rs` / `kernels/gamma.cuh` | see [`registry()`] |
//! | Bessel | `scalar/bessel.rs` / `kernels/bessel.cuh` | see [`registry()`] |
//! | Bessel (jv family): spherical, Airy | `scalar/bessel2.rs`, `spherical.rs` / `kernels/bessel2.cuh` | jv, jn, jve, yv, yve (real loops), airy, airye, [`spherical_jn`], [`spherical_yn`], [`spherical_in`], [`spherical_kn`] |
//! | Bessel functions of complex argument (AMOS) | `scalar/amos.rs` / `kernels/amos.cuh` | the complex loops of jv, jn, jve, yv, yve, iv, ive, kv, kve; [`hankel1`], [`hankel1e`], [`hankel2`], [`hankel2e`] (`complex_fns.rs`) |
//! | zeta, exponential integrals, elliptic | `scalar/{zeta,expint,elliptic}.rs` / `kernels/*.cuh` | see [`registry()`] |
//! | Kolmogorov-Smirnov | `scalar/kolmogorov.rs` / `kernels/kolmogorov.cuh` | kolmogorov, kolmogi, smirnov, smirnovi (SciPy's private kolmogc/kolmogp/smirnovc/smirnovp/... as scalar functions) |
//! | orthogonal polynomials | `scalar/orthogonal.rs` / `kernels/orthogonal.cuh` | eval_legendre, eval_chebyt, eval_chebyu, eval_chebyc, eval_chebys, eval_jacobi, eval_gegenbauer, eval_laguerre, eval_genlaguerre, eval_hermite, eval_hermitenorm, eval_sh_legendre, eval_sh_chebyt, eval_sh_chebyu, eval_sh_jacobi (integer and real degrees; complex arguments: `scalar/orthogonal_complex.rs` / `kernels/orthogonal_complex.cuh`), lpmv, [`sph_harm_y`], [`sph_harm_y_diff`] (`sph_harm.rs`) |
//! | hypergeometric, Struve | `scalar/{hyper,struve}.rs` / `kernels/{hyper,struve}.cuh` | hyp0f1, hyp1f1, hyp2f1 (real loops), struve, modstruve, itstruve0, it2struve0, itmodstruve0 |
//! | hypergeometric of the second kind | `scalar/hyperu.rs` / `kernels/hyperu.cuh` | hyperu (SciPy's specfun `CHGU`) |
//! | hypergeometric of a complex argument | `scalar/hyp2f1_complex.rs` / `kernels/hyp2f1_complex.cuh` | hyp2f1's `dddD->D` and `fffF->F` loops (xsf's algorithm) |
//! | confluent hypergeometric of a complex argument | `scalar/hyp_complex.rs` / `kernels/hyp_complex.cuh` | hyp1f1's `ffF->F` and `ddD->D` loops (specfun's `CHGM`), hyp0f1's `fF->F` and `dD->D` loops (SciPy's `_hyp0f1_cmplx`) |
//! | combinatorics | `combinatorics.rs` (fused `gamma`/`binom`/`poch`; exact: host int64) | [`factorial`], [`factorial2`], [`factorialk`], [`comb`], [`perm`] |
//! | complex results, Python wrappers | `complex_fns.rs` (error and expint kernels) | [`wofz`], [`lambertw`] with [`LambertwOptions`] |
//!
//! # Dtype resolution (SciPy's loops)
//!
//! Each function has SciPy's list of loops (`f.types()`, e.g. `["d->d", "f->f"]` for `erf`).
//! As in NumPy: a loop matching the input dtypes exactly wins; otherwise the first loop every
//! input casts to safely. Hence float32 stays float32; float16, bool and integers take the first
//! safe loop, which for most functions is float64 (SciPy lists `d` first) and for a few (`entr`,
//! `boxcox`, `kl_div`, `round`, ...) float32 for 8- and 16-bit inputs; int64 arguments fill `l`
//! (C `long`) slots such as `jn(n, x)`'s order. Complex input uses a complex loop where SciPy
//! has one; otherwise [`Error::Unsupported`] names the function, the dtypes and the loops.
//! Float32 loops compute in float64 and round once, as SciPy's do.
//!
//! # Accuracy
//!
//! One algorithm per function, written twice (Rust for the CPU, CUDA C++ for the GPU) with the
//! same coefficient tables; the test suite checks that both backends agree within 2 ulp over
//! dense grids, and each family's tests state its measured error (in ulp) against mpmath golden
//! data in `golden/`.
//!
//! # Adding a function (one table line)
//!
//! In `src/registry.rs`, inside `special_fns! { .. }` (single output):
//!
//! ```text
//! name, name_into, name_dyn (arg, ..) ["sig", "sig" => scalar::family::rust_fn, "gsci_sp_cuda_fn"; ..]
//!     "One-line description", ex(arg values) -> expected value;
//! ```
//!
//! Signatures use NumPy's letters in SciPy's order (`d` float64, `f` float32, `D` complex128,
//! `F` complex64, `l` int64); the Rust function takes the call types (`f64`, `i64`,
//! `Complex64`) and one `fn` serves its float32 and float64 loops, or a float32 `fn` of its
//! own where a faster algorithm gives the same rounded values (`erf`, `i0`, `ndtri`, `stdtrit`).
//! Functions of several outputs go in `special_multi!` with `-> (out0, out1, ..)` (a typed form
//! returning a tuple, a `_dyn` form and fusion nodes; no `_into` yet).
//!
//! ```
//! use gsci_special::{Array, Device, DType};
//! let dev = Device::cpu();
//! let x = Array::from_vec(vec![-1.0f32, 0.0, 1.0], &[3], &dev)?;
//! let y = gsci_special::expit::<f32>(&x)?; // float32 stays float32
//! assert_eq!(y.to_vec()?[1], 0.5);
//! let i = Array::from_vec(vec![1i32, 2], &[2], &dev)?;
//! assert_eq!(gsci_special::xlogy_dyn(&i, 2.0)?.dtype(), DType::F64);
//! # Ok::<(), gsci_special::Error>(())
//! ```

pub use gsci_core::ufunc::{DynArray, Operand};
pub use gsci_core::{self, Array, DType, Device, Element, Error, Result};

mod combinatorics;
mod complex_fns;
mod logsumexp;
mod registry;
pub mod scalar;
mod sph_harm;
mod spherical;

pub use combinatorics::{
    CombOptions, Extend, FactorialOptions, PermOptions, comb, comb_dyn, factorial, factorial_dyn,
    factorial2, factorial2_dyn, factorialk, factorialk_dyn, perm, perm_dyn,
};
pub use complex_fns::{
    LambertwOptions, hankel1, hankel1_dyn, hankel1_into, hankel1e, hankel1e_dyn, hankel1e_into,
    hankel2, hankel2_dyn, hankel2_into, hankel2e, hankel2e_dyn, hankel2e_into, lambertw,
    lambertw_dyn, wofz, wofz_dyn, wofz_into,
};
pub use logsumexp::{
    LogsumexpOptions, SoftmaxOptions, log_softmax, log_softmax_dyn, logsumexp, logsumexp_dyn,
    softmax, softmax_dyn,
};
pub use registry::*;
pub use sph_harm::{
    SphHarmYDiff, SphHarmYOptions, sph_harm_y, sph_harm_y_diff, sph_harm_y_dyn, sph_harm_y_into,
};
pub use spherical::{
    SphericalOptions, spherical_in, spherical_in_dyn, spherical_jn, spherical_jn_dyn, spherical_kn,
    spherical_kn_dyn, spherical_ufuncs, spherical_yn, spherical_yn_dyn,
};
