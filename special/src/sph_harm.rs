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

/// `Y` and its gradient: three outputs `(Y, dY/dtheta, dY/dphi)`.
fn sph_harm_y_d1_def() -> &'static Arc<ElementwiseFn> {
    static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
    D.get_or_init(|| {
        build(
            "sph_harm_y_d1",
            vec![
                (
                    "lldd->DDD",
                    CpuLoop::new(orthogonal::sph_harm_y_d1),
                    "gsci_sp_sph_harm_y_d1",
                ),
                (
                    "llff->FFF",
                    CpuLoop::new(orthogonal::sph_harm_y_d1),
                    "gsci_sp_sph_harm_y_d1",
                ),
            ],
        )
    })
}

/// The Hessian of `Y`: three outputs `(d2Y/dtheta2, d2Y/dtheta dphi, d2Y/dphi2)`.
fn sph_harm_y_d2_def() -> &'static Arc<ElementwiseFn> {
    static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
    D.get_or_init(|| {
        build(
            "sph_harm_y_d2",
            vec![
                (
                    "lldd->DDD",
                    CpuLoop::new(orthogonal::sph_harm_y_d2),
                    "gsci_sp_sph_harm_y_d2",
                ),
                (
                    "llff->FFF",
                    CpuLoop::new(orthogonal::sph_harm_y_d2),
                    "gsci_sp_sph_harm_y_d2",
                ),
            ],
        )
    })
}

/// The definitions of this file, in the registry's list.
pub(crate) const SPH: &[(&str, DefFn)] = &[
    ("sph_harm_y", sph_harm_y_def),
    ("sph_harm_y_d1", sph_harm_y_d1_def),
    ("sph_harm_y_d2", sph_harm_y_d2_def),
];

/// Options of [`sph_harm_y`]: SciPy's keyword arguments.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SphHarmYOptions {
    /// The order of the derivatives returned with the values (SciPy's `diff_n`, default 0):
    /// [`sph_harm_y`] returns the values only (`diff_n = 0`); [`sph_harm_y_diff`] returns them
    /// with the gradient (`diff_n = 1`) and the Hessian (`diff_n = 2`).
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
    Ok(())
}

fn check_values_only(options: &SphHarmYOptions) -> Result<()> {
    check_options(options)?;
    if options.diff_n != 0 {
        return Err(Error::InvalidArgument {
            op: "sph_harm_y",
            reason: format!(
                "diff_n = {} returns the derivatives with the values: call sph_harm_y_diff",
                options.diff_n
            ),
        });
    }
    Ok(())
}

/// [`sph_harm_y_diff`]'s result: SciPy's tuple `(y, jac, hess)` of `sph_harm_y(..., diff_n)`.
#[derive(Clone)]
pub struct SphHarmYDiff {
    /// The values `Y_n^m(theta, phi)`, of the broadcast shape.
    pub y: DynArray,
    /// The gradient (`diff_n >= 1`): shape `(..., 2)`, `[dY/dtheta, dY/dphi]`.
    pub jac: Option<DynArray>,
    /// The Hessian (`diff_n == 2`): shape `(..., 2, 2)`, `[[Y_tt, Y_tp], [Y_pt, Y_pp]]`.
    pub hess: Option<DynArray>,
}

impl std::fmt::Debug for SphHarmYDiff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shape = |a: &Option<DynArray>| a.as_ref().map(|a| a.shape().to_vec());
        f.debug_struct("SphHarmYDiff")
            .field("y", &(self.y.dtype(), self.y.shape()))
            .field("jac", &shape(&self.jac))
            .field("hess", &shape(&self.hess))
            .finish()
    }
}

/// Stacks complex arrays of one dtype along a new last axis.
fn stack_last(arrays: &[&DynArray]) -> Result<DynArray> {
    use gsci_core::{Complex32, Complex64};
    match arrays[0].dtype() {
        gsci_core::DType::C64 => {
            let v: Vec<Array<Complex32>> = arrays
                .iter()
                .map(|a| typed::<Complex32>((*a).clone(), "sph_harm_y_diff"))
                .collect::<Result<_>>()?;
            let r: Vec<&Array<Complex32>> = v.iter().collect();
            Ok(gsci_core::stack(&r, -1)?.into())
        }
        _ => {
            let v: Vec<Array<Complex64>> = arrays
                .iter()
                .map(|a| typed::<Complex64>((*a).clone(), "sph_harm_y_diff"))
                .collect::<Result<_>>()?;
            let r: Vec<&Array<Complex64>> = v.iter().collect();
            Ok(gsci_core::stack(&r, -1)?.into())
        }
    }
}

/// Spherical harmonic `Y_n^m(theta, phi)` with its derivatives: the gradient for
/// `diff_n = 1`, the gradient and the Hessian for `diff_n = 2`.
///
/// Equivalent to `scipy.special.sph_harm_y(n, m, theta, phi, diff_n=diff_n)`, which returns
/// the tuple `(y, jac, hess)` held here. The derivatives are SciPy's: its recurrences on
/// second-order jets in `theta` (the derivative of `|sin theta|` taken with the positive sign
/// where `sin theta = 0`) times those of `exp(i m phi)`; zero for `n < 0` or `|m| > n`. Complex128
/// results (complex64 for float32 angles).
///
/// # Errors
/// [`Error::InvalidArgument`] for `diff_n` outside SciPy's `0..=2`; [`Error::Unsupported`] for
/// float `n`, `m`; [`Error::ShapeMismatch`] when the operands do not broadcast.
///
/// ```
/// use gsci_special::{Array, Device, SphHarmYOptions};
/// let n = Array::from_vec(vec![3i64], &[1], &Device::cpu())?;
/// let r = gsci_special::sph_harm_y_diff(&n, 1i64, 0.3, 0.2, &SphHarmYOptions { diff_n: 2 })?;
/// let jac = r.jac.unwrap();
/// assert_eq!(jac.shape(), &[1, 2]);
/// assert_eq!(r.hess.unwrap().shape(), &[1, 2, 2]);
/// // dY/dphi = i m Y.
/// let y = r.y.into_typed::<num_complex::Complex64>().unwrap().to_vec()?[0];
/// let dp = jac.into_typed::<num_complex::Complex64>().unwrap().to_vec()?[1];
/// assert!((dp - num_complex::Complex64::new(0.0, 1.0) * y).norm() < 1e-15);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn sph_harm_y_diff(
    n: impl Into<Operand>,
    m: impl Into<Operand>,
    theta: impl Into<Operand>,
    phi: impl Into<Operand>,
    options: &SphHarmYOptions,
) -> Result<SphHarmYDiff> {
    check_options(options)?;
    let ops = [n.into(), m.into(), theta.into(), phi.into()];
    if options.diff_n == 0 {
        let y = external::apply(sph_harm_y_def(), &ops)?.swap_remove(0);
        return Ok(SphHarmYDiff {
            y,
            jac: None,
            hess: None,
        });
    }
    let mut d1 = external::apply(sph_harm_y_d1_def(), &ops)?;
    let (yp, yt) = (d1.pop(), d1.pop());
    let (Some(yp), Some(yt), Some(y)) = (yp, yt, d1.pop()) else {
        return Err(three_outputs());
    };
    let jac = stack_last(&[&yt, &yp])?;
    let hess = if options.diff_n == 2 {
        let mut d2 = external::apply(sph_harm_y_d2_def(), &ops)?;
        let (ypp, ytp, ytt) = (d2.pop(), d2.pop(), d2.pop());
        let (Some(ytt), Some(ytp), Some(ypp)) = (ytt, ytp, ypp) else {
            return Err(three_outputs());
        };
        let row0 = stack_last(&[&ytt, &ytp])?;
        let row1 = stack_last(&[&ytp, &ypp])?;
        // Rows along the second-to-last axis: stack the two rows on a new last axis, then swap.
        Some(stack_rows(&row0, &row1)?)
    } else {
        None
    };
    Ok(SphHarmYDiff {
        y,
        jac: Some(jac),
        hess,
    })
}

/// The loops of the derivative definitions have three outputs (registered above).
fn three_outputs() -> Error {
    Error::InvalidArgument {
        op: "sph_harm_y_diff",
        reason: "a derivative loop did not return three outputs".into(),
    }
}

/// `stack([row0, row1], axis=-2)` of two complex arrays of one dtype.
fn stack_rows(row0: &DynArray, row1: &DynArray) -> Result<DynArray> {
    use gsci_core::{Complex32, Complex64};
    match row0.dtype() {
        gsci_core::DType::C64 => {
            let a = typed::<Complex32>(row0.clone(), "sph_harm_y_diff")?;
            let b = typed::<Complex32>(row1.clone(), "sph_harm_y_diff")?;
            Ok(gsci_core::stack(&[&a, &b], -2)?.into())
        }
        _ => {
            let a = typed::<Complex64>(row0.clone(), "sph_harm_y_diff")?;
            let b = typed::<Complex64>(row1.clone(), "sph_harm_y_diff")?;
            Ok(gsci_core::stack(&[&a, &b], -2)?.into())
        }
    }
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
/// [`Error::InvalidArgument`] for `diff_n` outside SciPy's `0..=2`, and for `diff_n` 1 or 2
/// (the derivatives come with [`sph_harm_y_diff`]); [`Error::Unsupported`] for float `n`, `m`;
/// [`Error::DTypeMismatch`] if `O` is
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
    check_values_only(options)?;
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
    check_values_only(options)?;
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
