//! `sph_harm_y`: SciPy writes it in Python around the ufunc `sph_harm_y` (loops `qqdd->D`,
//! `qqff->F`) with the keyword `diff_n`, so it is written out here rather than as a line of the
//! `special_fns!` table. It registers with the same [`ElementwiseFn`] machinery, so it
//! broadcasts, resolves dtypes, runs on both backends and fuses like the table's functions, and
//! [`crate::registry()`] lists it.

use crate::registry::{DefFn, build, typed};
use crate::scalar::orthogonal;
use gsci_core::fusion::Expr;
use gsci_core::ufunc::external::{self, CpuLoop, ElementwiseFn};
use gsci_core::ufunc::{DynArray, Operand};
use gsci_core::{Array, Element, Error, Result};
use std::sync::{Arc, OnceLock};

fn sph_harm_y_def() -> &'static Arc<ElementwiseFn> {
    static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
    D.get_or_init(|| {
        build(
            "sph_harm_y",
            vec![
                (
                    "lldd->D",
                    CpuLoop::new(orthogonal::sph_harm_y),
                    "gsci_sp_sph_harm_y",
                ),
                (
                    "llff->F",
                    CpuLoop::new(orthogonal::sph_harm_y),
                    "gsci_sp_sph_harm_y",
                ),
            ],
        )
    })
}

/// The definitions of this file, in the registry's list.
pub(crate) const SPH: &[(&str, DefFn)] = &[("sph_harm_y", sph_harm_y_def)];

/// Options of [`sph_harm_y`]: SciPy's keyword arguments.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SphHarmYOptions {
    /// The order of the derivatives returned with the values (SciPy's `diff_n`, default 0).
    /// Only 0 is supported here: SciPy's gradient and Hessian (`diff_n = 1, 2`) are not written
    /// yet and are an error.
    pub diff_n: i64,
}

fn check_options(options: &SphHarmYOptions) -> Result<()> {
    if options.diff_n < 0 {
        return Err(Error::InvalidArgument {
            op: "sph_harm_y",
            reason: format!(
                "diff_n must be a non-negative integer, got {}",
                options.diff_n
            ),
        });
    }
    if options.diff_n > 2 {
        return Err(Error::InvalidArgument {
            op: "sph_harm_y",
            reason: format!(
                "diff_n is only implemented for orders 0, 1 and 2 (SciPy), got {}",
                options.diff_n
            ),
        });
    }
    if options.diff_n != 0 {
        return Err(Error::Unsupported {
            what: format!(
                "sph_harm_y with diff_n = {} (the derivatives; only diff_n = 0 is implemented)",
                options.diff_n
            ),
            backend: "any".into(),
        });
    }
    Ok(())
}

/// Spherical harmonic `Y_n^m(theta, phi)` (polar angle `theta`, azimuth `phi`), elementwise,
/// with broadcasting.
///
/// Equivalent to `scipy.special.sph_harm_y(n, m, theta, phi, diff_n=0)`. `n` and `m` are
/// integer arrays (SciPy's `qqdd->D` and `qqff->F` loops: float degrees have no loop and are an
/// [`Error::Unsupported`], as SciPy's `TypeError`); the result is complex128 (complex64 for
/// float32 angles), `O` must be it. `Y_n^m = sqrt((2n+1)/(4 pi) (n-m)!/(n+m)!) P_n^m(cos theta)
/// exp(i m phi)` with the Condon-Shortley phase; 0 for `n < 0` or `|m| > n`; NaN for NaN angles.
///
/// # Errors
/// [`Error::InvalidArgument`] for `diff_n` outside SciPy's `0..=2`; [`Error::Unsupported`] for
/// `diff_n` 1 or 2 (not implemented) and for float `n`, `m`; [`Error::DTypeMismatch`] if `O` is
/// not the result dtype; [`Error::ShapeMismatch`] when the operands do not broadcast.
///
/// ```
/// use gsci_special::{Array, Device, SphHarmYOptions};
/// use num_complex::Complex64;
/// let dev = Device::cpu();
/// let n = Array::from_vec(vec![3i64], &[1], &dev)?;
/// let m = Array::from_vec(vec![2i64], &[1], &dev)?;
/// let y = gsci_special::sph_harm_y::<Complex64>(&n, &m, 0.5, 0.7, &SphHarmYOptions::default())?;
/// let y = y.to_vec()?[0];
/// assert!((y.re - 0.035038056833036506).abs() < 1e-15 && (y.im - 0.20314657913442621).abs() < 1e-15);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn sph_harm_y<O: Element>(
    n: impl Into<Operand>,
    m: impl Into<Operand>,
    theta: impl Into<Operand>,
    phi: impl Into<Operand>,
    options: &SphHarmYOptions,
) -> Result<Array<O>> {
    typed(sph_harm_y_dyn(n, m, theta, phi, options)?, "sph_harm_y")
}

/// [`sph_harm_y`] for any dtype: the result has SciPy's dtype.
///
/// Equivalent to `scipy.special.sph_harm_y(n, m, theta, phi, diff_n=0)`.
///
/// # Errors
/// As [`sph_harm_y`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType, SphHarmYOptions};
/// let dev = Device::cpu();
/// let n = Array::from_vec(vec![1i64, 2], &[2], &dev)?;
/// let t = Array::from_vec(vec![0.5f32], &[1], &dev)?;
/// let y = gsci_special::sph_harm_y_dyn(&n, 1i64, &t, &t, &SphHarmYOptions::default())?;
/// assert_eq!(y.dtype(), DType::C64);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn sph_harm_y_dyn(
    n: impl Into<Operand>,
    m: impl Into<Operand>,
    theta: impl Into<Operand>,
    phi: impl Into<Operand>,
    options: &SphHarmYOptions,
) -> Result<DynArray> {
    check_options(options)?;
    Ok(external::apply(
        sph_harm_y_def(),
        &[n.into(), m.into(), theta.into(), phi.into()],
    )?
    .swap_remove(0))
}

/// [`sph_harm_y`] writing into `out` (SciPy's `out=`), with `same_kind` casting.
///
/// Equivalent to `scipy.special.sph_harm_y(n, m, theta, phi, out=out)`.
///
/// # Errors
/// As [`sph_harm_y`]; [`Error::ShapeMismatch`] if the operands do not broadcast to `out`;
/// [`Error::DTypeMismatch`] if the complex result cannot be cast to `O`.
///
/// ```
/// use gsci_special::{Array, Device, SphHarmYOptions};
/// use num_complex::Complex64;
/// let dev = Device::cpu();
/// let mut out = Array::<Complex64>::zeros(&[2], &dev)?;
/// let n = Array::from_vec(vec![0i64], &[1], &dev)?;
/// gsci_special::sph_harm_y_into(&n, 0i64, 0.3, 0.2, &SphHarmYOptions::default(), &mut out)?;
/// assert!((out.to_vec()?[1].re - 0.28209479177387814).abs() < 1e-16);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn sph_harm_y_into<O: Element>(
    n: impl Into<Operand>,
    m: impl Into<Operand>,
    theta: impl Into<Operand>,
    phi: impl Into<Operand>,
    options: &SphHarmYOptions,
    out: &mut Array<O>,
) -> Result<()> {
    check_options(options)?;
    external::apply_into(
        sph_harm_y_def(),
        &[n.into(), m.into(), theta.into(), phi.into()],
        out,
    )
}

/// The functions of this file as nodes of fused expressions (re-exported in
/// [`crate::fusion`]).
#[doc(hidden)]
pub mod fusion_sph {
    use super::*;

    /// `scipy.special.sph_harm_y(n, m, theta, phi)` inside a fused function.
    pub fn sph_harm_y(
        n: impl Into<Expr>,
        m: impl Into<Expr>,
        theta: impl Into<Expr>,
        phi: impl Into<Expr>,
    ) -> Expr {
        Expr::external(
            sph_harm_y_def(),
            vec![n.into(), m.into(), theta.into(), phi.into()],
            0,
        )
    }
}
