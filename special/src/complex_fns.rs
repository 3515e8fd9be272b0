//! Functions of this crate whose result is complex for every loop (`wofz`) or that SciPy writes
//! in Python around a ufunc with keyword arguments (`lambertw(z, k=0, tol=1e-8)` around
//! `_lambertw`): written out here rather than as lines of the `special_fns!` table, whose
//! generated examples are real. They register with the same [`ElementwiseFn`] machinery, so they
//! broadcast, resolve dtypes, run on both backends and fuse exactly like the table's functions,
//! and [`crate::registry()`] lists them.

use crate::registry::{DefFn, build, typed};
use crate::scalar::{amos, error, expint};
use gsci_core::fusion::Expr;
use gsci_core::ufunc::external::{self, CpuLoop, ElementwiseFn};
use gsci_core::ufunc::{DynArray, Operand};
use gsci_core::{Array, Element, Result};
use std::sync::{Arc, OnceLock};

fn wofz_def() -> &'static Arc<ElementwiseFn> {
    static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
    D.get_or_init(|| {
        build(
            "wofz",
            vec![
                ("D->D", CpuLoop::new(error::wofz_c), "gsci_sp_wofz_c"),
                ("F->F", CpuLoop::new(error::wofz_c), "gsci_sp_wofz_c"),
            ],
        )
    })
}

fn lambertw_def() -> &'static Arc<ElementwiseFn> {
    static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
    D.get_or_init(|| {
        build(
            "lambertw",
            vec![
                (
                    "Dld->D",
                    CpuLoop::new(expint::lambertw_c),
                    "gsci_sp_lambertw_c",
                ),
                (
                    "Flf->F",
                    CpuLoop::new(expint::lambertw_c),
                    "gsci_sp_lambertw_c",
                ),
            ],
        )
    })
}

/// The definitions of this file, in the registry's list.
pub(crate) const COMPLEX: &[(&str, DefFn)] = &[
    ("wofz", wofz_def),
    ("lambertw", lambertw_def),
    ("hankel1", hankel1_def),
    ("hankel1e", hankel1e_def),
    ("hankel2", hankel2_def),
    ("hankel2e", hankel2e_def),
];

/// The Hankel functions: SciPy's loops are complex only (`fF->F`, `dD->D`).
macro_rules! hankel_fns {
    ($($name:ident, $def:ident, $dynf:ident, $into:ident, $f:path, $cu:literal, $desc:literal, $want:literal;)*) => {
        $(
            fn $def() -> &'static Arc<ElementwiseFn> {
                static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
                D.get_or_init(|| {
                    build(
                        stringify!($name),
                        vec![("fF->F", CpuLoop::new($f), $cu), ("dD->D", CpuLoop::new($f), $cu)],
                    )
                })
            }

            #[doc = concat!($desc, " of real order `v` and complex argument `z`, elementwise, with broadcasting.")]
            ///
            #[doc = concat!("Equivalent to `scipy.special.", stringify!($name), "`. SciPy's loops are `fF->F` and `dD->D` (AMOS): real `z` is computed as complex, the result is complex64 for float32/complex64 input and complex128 otherwise; `O` must be it. NaN where AMOS reports an error, as SciPy.")]
            ///
            /// # Errors
            /// [`gsci_core::Error::DTypeMismatch`] if `O` is not the result dtype;
            /// [`gsci_core::Error::ShapeMismatch`] when the operands do not broadcast;
            /// [`gsci_core::Error::DeviceMismatch`].
            ///
            /// ```
            /// use gsci_special::{Array, Device};
            /// use num_complex::Complex64;
            /// let dev = Device::cpu();
            /// let z = Array::from_vec(vec![Complex64::new(1.0, 0.0)], &[1], &dev)?;
            #[doc = concat!("let h = gsci_special::", stringify!($name), "::<Complex64>(0.0, &z)?.to_vec()?[0];")]
            #[doc = concat!("assert!((h.re - ", $want, ").abs() < 1e-15);")]
            /// # Ok::<(), gsci_special::Error>(())
            /// ```
            pub fn $name<O: Element>(v: impl Into<Operand>, z: impl Into<Operand>) -> Result<Array<O>> {
                typed($dynf(v, z)?, stringify!($name))
            }

            #[doc = concat!("[`", stringify!($name), "()`] for any dtype: the result has SciPy's dtype.")]
            ///
            #[doc = concat!("Equivalent to `scipy.special.", stringify!($name), "`.")]
            ///
            /// # Errors
            #[doc = concat!("As [`", stringify!($name), "()`], without the dtype check.")]
            ///
            /// ```
            /// use gsci_special::{Array, Device, DType};
            /// let x = Array::from_vec(vec![0.5f64, 1.0], &[2], &Device::cpu())?;
            #[doc = concat!("assert_eq!(gsci_special::", stringify!($dynf), "(1.5, &x)?.dtype(), DType::C128);")]
            /// # Ok::<(), gsci_special::Error>(())
            /// ```
            pub fn $dynf(v: impl Into<Operand>, z: impl Into<Operand>) -> Result<DynArray> {
                Ok(external::apply($def(), &[v.into(), z.into()])?.swap_remove(0))
            }

            #[doc = concat!("[`", stringify!($name), "()`] writing into `out` (SciPy's `out=`), with `same_kind` casting.")]
            ///
            #[doc = concat!("Equivalent to `scipy.special.", stringify!($name), "(v, z, out=out)`.")]
            ///
            /// # Errors
            #[doc = concat!("As [`", stringify!($name), "()`]; [`gsci_core::Error::ShapeMismatch`] if the operands do not broadcast to `out`; [`gsci_core::Error::DTypeMismatch`] if the complex result cannot be cast to `O`.")]
            ///
            /// ```
            /// use gsci_special::{Array, Device};
            /// use num_complex::Complex64;
            /// let dev = Device::cpu();
            /// let z = Array::from_vec(vec![Complex64::new(1.0, 0.0)], &[1], &dev)?;
            /// let mut out = Array::<Complex64>::zeros(&[2], &dev)?;
            #[doc = concat!("gsci_special::", stringify!($into), "(0.0, &z, &mut out)?;")]
            #[doc = concat!("assert!((out.to_vec()?[1].re - ", $want, ").abs() < 1e-15);")]
            /// # Ok::<(), gsci_special::Error>(())
            /// ```
            pub fn $into<O: Element>(v: impl Into<Operand>, z: impl Into<Operand>, out: &mut Array<O>) -> Result<()> {
                external::apply_into($def(), &[v.into(), z.into()], out)
            }
        )*

        /// The Hankel functions as nodes of fused expressions (re-exported in [`crate::fusion`]).
        #[doc(hidden)]
        pub mod fusion_hankel {
            use super::*;
            $(
                #[doc = concat!("`scipy.special.", stringify!($name), "` inside a fused function.")]
                pub fn $name(v: impl Into<Expr>, z: impl Into<Expr>) -> Expr {
                    Expr::external($def(), vec![v.into(), z.into()], 0)
                }
            )*
        }
    };
}

hankel_fns! {
    hankel1, hankel1_def, hankel1_dyn, hankel1_into, amos::hankel1, "gsci_sp_hankel1",
        "Hankel function of the first kind `H1_v(z) = J_v(z) + i Y_v(z)`", "0.7651976865579666";
    hankel1e, hankel1e_def, hankel1e_dyn, hankel1e_into, amos::hankel1e, "gsci_sp_hankel1e",
        "Exponentially scaled Hankel function of the first kind `H1_v(z) exp(-i z)`", "0.4877037490869563";
    hankel2, hankel2_def, hankel2_dyn, hankel2_into, amos::hankel2, "gsci_sp_hankel2",
        "Hankel function of the second kind `H2_v(z) = J_v(z) - i Y_v(z)`", "0.7651976865579666";
    hankel2e, hankel2e_def, hankel2e_dyn, hankel2e_into, amos::hankel2e, "gsci_sp_hankel2e",
        "Exponentially scaled Hankel function of the second kind `H2_v(z) exp(i z)`", "0.4877037490869563";
}

/// Faddeeva function `w(z) = exp(-z**2) erfc(-i z)`, elementwise, with broadcasting.
///
/// Equivalent to `scipy.special.wofz`. SciPy has complex loops only (`D->D`, `F->F`): real input
/// is computed as complex128 (SciPy lists `D->D` first), as SciPy does; `O` must be the result dtype.
///
/// # Errors
/// [`gsci_core::Error::DTypeMismatch`] if `O` is not the result dtype;
/// [`gsci_core::Error::DeviceMismatch`].
///
/// ```
/// use gsci_special::{Array, Device};
/// use num_complex::Complex64;
/// let z = Array::from_vec(vec![Complex64::new(0.5, 0.0)], &[1], &Device::cpu())?;
/// let w = gsci_special::wofz::<Complex64>(&z)?.to_vec()?[0];
/// assert!((w.re - 0.7788007830714049).abs() < 1e-15 && (w.im - 0.4789251729010434).abs() < 1e-15);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn wofz<O: Element>(z: impl Into<Operand>) -> Result<Array<O>> {
    typed(wofz_dyn(z)?, "wofz")
}

/// [`wofz`] for any dtype: the result has SciPy's dtype (complex64 for complex64 input,
/// complex128 otherwise).
///
/// Equivalent to `scipy.special.wofz`.
///
/// # Errors
/// As [`wofz`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType};
/// let x = Array::from_vec(vec![0.5f64, 1.0], &[2], &Device::cpu())?;
/// assert_eq!(gsci_special::wofz_dyn(&x)?.dtype(), DType::C128);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn wofz_dyn(z: impl Into<Operand>) -> Result<DynArray> {
    Ok(external::apply(wofz_def(), &[z.into()])?.swap_remove(0))
}

/// [`wofz`] writing into `out` (SciPy's `out=`), with `same_kind` casting.
///
/// Equivalent to `scipy.special.wofz(z, out=out)`.
///
/// # Errors
/// As [`wofz`]; [`gsci_core::Error::ShapeMismatch`] if `z` does not broadcast to `out`;
/// [`gsci_core::Error::DTypeMismatch`] if the complex result cannot be cast to `O`.
///
/// ```
/// use gsci_special::{Array, Device};
/// use num_complex::Complex64;
/// let dev = Device::cpu();
/// let z = Array::from_vec(vec![Complex64::new(1.0, 1.0)], &[1], &dev)?;
/// let mut out = Array::<Complex64>::zeros(&[2], &dev)?;
/// gsci_special::wofz_into(&z, &mut out)?;
/// assert!((out.to_vec()?[1].re - 0.30474420525691259).abs() < 1e-15);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn wofz_into<O: Element>(z: impl Into<Operand>, out: &mut Array<O>) -> Result<()> {
    external::apply_into(wofz_def(), &[z.into()], out)
}

/// Options of [`lambertw`]: SciPy's keyword arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct LambertwOptions {
    /// The branch (SciPy's `k`, default 0: the principal branch).
    pub k: i64,
    /// The relative stopping tolerance of Halley's iteration (SciPy's `tol`, default 1e-8).
    pub tol: f64,
}

impl Default for LambertwOptions {
    fn default() -> Self {
        LambertwOptions { k: 0, tol: 1e-8 }
    }
}

/// Lambert W function, branch `k`: the `w` with `w exp(w) = z`, elementwise.
///
/// Equivalent to `scipy.special.lambertw(z, k=0, tol=1e-8)`. The result is complex128 for every
/// real or complex128 input (complex64 for complex64 input), as SciPy's `_lambertw` loops
/// (`Dld->D`, `Flf->F`) give; `O` must be it. Branch 0 is real on `[-1/e, inf)`, branch -1 on
/// `[-1/e, 0)`; `lambertw(0, k != 0) = -inf`; NaN in gives NaN.
///
/// # Errors
/// [`gsci_core::Error::DTypeMismatch`] if `O` is not the result dtype.
///
/// ```
/// use gsci_special::{Array, Device, LambertwOptions};
/// use num_complex::Complex64;
/// let x = Array::from_vec(vec![1.0f64, -0.2], &[2], &Device::cpu())?;
/// let w = gsci_special::lambertw::<Complex64>(&x, &LambertwOptions::default())?.to_vec()?;
/// assert!((w[0].re - 0.5671432904097838).abs() < 1e-15 && w[0].im == 0.0);
/// let opts = LambertwOptions { k: -1, ..Default::default() };
/// let w = gsci_special::lambertw::<Complex64>(&x, &opts)?.to_vec()?;
/// assert!((w[1].re - -2.5426413577735265).abs() < 1e-14);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn lambertw<O: Element>(z: impl Into<Operand>, options: &LambertwOptions) -> Result<Array<O>> {
    typed(lambertw_dyn(z, options)?, "lambertw")
}

/// [`lambertw`] for any dtype: the result has SciPy's dtype.
///
/// Equivalent to `scipy.special.lambertw(z, k, tol)`.
///
/// # Errors
/// As [`lambertw`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType, LambertwOptions};
/// let x = Array::from_vec(vec![1.0f32], &[1], &Device::cpu())?;
/// let w = gsci_special::lambertw_dyn(&x, &LambertwOptions::default())?;
/// assert_eq!(w.dtype(), DType::C128);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn lambertw_dyn(z: impl Into<Operand>, options: &LambertwOptions) -> Result<DynArray> {
    let z = z.into();
    Ok(external::apply(
        lambertw_def(),
        &[z, Operand::from(options.k), Operand::from(options.tol)],
    )?
    .swap_remove(0))
}

/// The functions of this file as nodes of fused expressions (re-exported in
/// [`crate::fusion`]).
#[doc(hidden)]
pub mod fusion_complex {
    use super::*;

    /// `scipy.special.wofz` inside a fused function.
    pub fn wofz(z: impl Into<Expr>) -> Expr {
        Expr::external(wofz_def(), vec![z.into()], 0)
    }

    /// `scipy.special.lambertw(z, k, tol)` inside a fused function (`k` and `tol` may be
    /// expressions too).
    pub fn lambertw(z: impl Into<Expr>, k: impl Into<Expr>, tol: impl Into<Expr>) -> Expr {
        Expr::external(lambertw_def(), vec![z.into(), k.into(), tol.into()], 0)
    }
}
