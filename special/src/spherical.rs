//! `scipy.special.spherical_jn`, `spherical_yn`, `spherical_in`, `spherical_kn`: SciPy's Python
//! functions over the ufuncs `_spherical_jn` (`ld->d`, `lf->f`) and `_spherical_jn_d` (the
//! derivative), and likewise for y, i, k. The order `n` is converted to int64 first, as SciPy's
//! `np.asarray(n, dtype=long)` (floats truncated). Real arguments (SciPy's complex loops are not
//! provided: complex `z` is [`Error::Unsupported`]).

use crate::registry::typed;
use crate::scalar::bessel2 as b2;
use gsci_core::dtype::Scalar;
use gsci_core::ufunc::external::{self, CpuLoop, ElementwiseFn, ExtLoop};
use gsci_core::ufunc::{DynArray, Operand};
use gsci_core::{Array, DType, Element, Error, Result};
use std::sync::{Arc, OnceLock};

/// SciPy's keyword arguments of `spherical_jn`, `spherical_yn`, `spherical_in`, `spherical_kn`.
#[derive(Clone, Debug, Default)]
pub struct SphericalOptions {
    /// Return the derivative with respect to `z` instead of the function (SciPy's
    /// `derivative=False`).
    pub derivative: bool,
}

type Sph = fn(i64, f64) -> f64;

fn def(name: &str, f: Sph, cu: &str) -> Arc<ElementwiseFn> {
    let preamble: Arc<str> = Arc::from(crate::registry::cuda_preamble().unwrap_or_default());
    let loops = ["ld->d", "lf->f"]
        .iter()
        .map(|sig| {
            ExtLoop::new(sig, CpuLoop::new(f), cu)
                .unwrap_or_else(|e| panic!("spherical loop of {name}: {e}"))
        })
        .collect();
    Arc::new(
        ElementwiseFn::new(name, preamble, loops)
            .unwrap_or_else(|e| panic!("spherical definition {name}: {e}")),
    )
}

macro_rules! sph_defs {
    ($($id:ident: $name:literal, $f:path, $cu:literal;)*) => {
        $(
            fn $id() -> &'static Arc<ElementwiseFn> {
                static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
                D.get_or_init(|| def($name, $f, $cu))
            }
        )*
        /// The eight ufuncs behind the spherical Bessel functions (SciPy's `_spherical_jn`,
        /// `_spherical_jn_d`, ..), for the GPU-vs-CPU and kernel-compile tests.
        ///
        /// Equivalent to `scipy.special._ufuncs._spherical_jn` and its siblings.
        ///
        /// # Errors
        /// None (a `Result` for the API's uniformity).
        ///
        /// ```
        /// let defs = gsci_special::spherical_ufuncs()?;
        /// assert_eq!(defs.len(), 8);
        /// assert_eq!(defs[0].types(), vec!["ld->d", "lf->f"]);
        /// # Ok::<(), gsci_special::Error>(())
        /// ```
        pub fn spherical_ufuncs() -> Result<Vec<Arc<ElementwiseFn>>> {
            Ok(vec![$($id().clone()),*])
        }
    };
}

sph_defs! {
    jn_def: "_spherical_jn", b2::spherical_jn, "gsci_sp_spherical_jn";
    jn_d_def: "_spherical_jn_d", b2::spherical_jn_d, "gsci_sp_spherical_jn_d";
    yn_def: "_spherical_yn", b2::spherical_yn, "gsci_sp_spherical_yn";
    yn_d_def: "_spherical_yn_d", b2::spherical_yn_d, "gsci_sp_spherical_yn_d";
    in_def: "_spherical_in", b2::spherical_in, "gsci_sp_spherical_in";
    in_d_def: "_spherical_in_d", b2::spherical_in_d, "gsci_sp_spherical_in_d";
    kn_def: "_spherical_kn", b2::spherical_kn, "gsci_sp_spherical_kn";
    kn_d_def: "_spherical_kn_d", b2::spherical_kn_d, "gsci_sp_spherical_kn_d";
}

/// SciPy's `np.asarray(n, dtype=long)`: floats truncated, other integers and bools converted.
fn order_operand(op: &'static str, n: Operand) -> Result<Operand> {
    let bad = |what: String| Error::InvalidArgument {
        op,
        reason: format!("n must be an integer order (SciPy casts it to C long), got {what}"),
    };
    Ok(match n {
        Operand::Scalar(Scalar::Complex(re, im)) => {
            return Err(bad(format!("the complex value {re}+{im}j")));
        }
        Operand::Scalar(Scalar::Float(f)) => {
            if !f.is_finite() {
                return Err(bad(format!("{f}")));
            }
            Operand::Scalar(Scalar::Int(f.trunc() as i64))
        }
        Operand::Scalar(Scalar::UInt(u)) => Operand::Scalar(Scalar::Int(u as i64)),
        Operand::Scalar(Scalar::Bool(b)) => Operand::Scalar(Scalar::Int(b as i64)),
        Operand::Scalar(s) => Operand::Scalar(s),
        Operand::Array(a) => {
            if a.dtype().is_complex() {
                return Err(bad(format!("an array of dtype {}", a.dtype())));
            }
            if a.dtype() == DType::I64 {
                Operand::Array(a)
            } else {
                Operand::Array(a.astype(DType::I64)?)
            }
        }
    })
}

fn apply(
    op: &'static str,
    f: &ElementwiseFn,
    fd: &ElementwiseFn,
    n: Operand,
    z: Operand,
    options: &SphericalOptions,
) -> Result<DynArray> {
    let n = order_operand(op, n)?;
    let def = if options.derivative { fd } else { f };
    Ok(external::apply(def, &[n, z])?.swap_remove(0))
}

macro_rules! sph_public {
    ($($name:ident, $dynf:ident, $def:ident, $ddef:ident, $what:literal, $want:expr;)*) => {
        $(
            #[doc = concat!($what, " of integer order `n` (or its derivative), elementwise, with broadcasting.")]
            ///
            #[doc = concat!("Equivalent to `scipy.special.", stringify!($name), "(n, z, derivative=False)`. `n` is cast to int64 as SciPy does (floats truncated; negative orders give NaN, SciPy's domain error); real `z` only. The result dtype is SciPy's (float32 for a float32 `z`, float64 otherwise); `O` must be it.")]
            ///
            /// # Errors
            /// [`Error::InvalidArgument`] for a complex or non-finite `n`; [`Error::Unsupported`]
            /// for complex `z` (SciPy's complex loops are not provided);
            /// [`Error::DTypeMismatch`] if `O` is not the result dtype; [`Error::ShapeMismatch`]
            /// when `n` and `z` do not broadcast; [`Error::DeviceMismatch`].
            ///
            /// ```
            /// use gsci_special::{Array, Device, SphericalOptions};
            /// let dev = Device::cpu();
            /// let n = Array::from_vec(vec![2i64], &[1], &dev)?;
            /// let z = Array::from_vec(vec![1.5f64], &[1], &dev)?;
            #[doc = concat!("let r = gsci_special::", stringify!($name), "::<f64>(&n, &z, &SphericalOptions::default())?;")]
            #[doc = concat!("let want: f64 = ", stringify!($want), ";")]
            /// assert!((r.to_vec()?[0] - want).abs() <= 1e-15 * want.abs());
            /// # Ok::<(), gsci_special::Error>(())
            /// ```
            pub fn $name<O: Element>(
                n: impl Into<Operand>,
                z: impl Into<Operand>,
                options: &SphericalOptions,
            ) -> Result<Array<O>> {
                typed($dynf(n, z, options)?, stringify!($name))
            }

            #[doc = concat!("[`", stringify!($name), "`] for any dtype: the result has SciPy's dtype.")]
            ///
            #[doc = concat!("Equivalent to `scipy.special.", stringify!($name), "`.")]
            ///
            /// # Errors
            #[doc = concat!("As [`", stringify!($name), "`], without the dtype check.")]
            ///
            /// ```
            /// use gsci_special::{Array, Device, DType, SphericalOptions};
            /// let dev = Device::cpu();
            /// let z = Array::from_vec(vec![1.5f32, 2.5], &[2], &dev)?;
            /// let opts = SphericalOptions { derivative: true };
            #[doc = concat!("let r = gsci_special::", stringify!($dynf), "(1i64, &z, &opts)?;")]
            /// assert_eq!(r.dtype(), DType::F32);
            /// # Ok::<(), gsci_special::Error>(())
            /// ```
            pub fn $dynf(
                n: impl Into<Operand>,
                z: impl Into<Operand>,
                options: &SphericalOptions,
            ) -> Result<DynArray> {
                apply(stringify!($name), $def(), $ddef(), n.into(), z.into(), options)
            }
        )*
    };
}

sph_public! {
    spherical_jn, spherical_jn_dyn, jn_def, jn_d_def, "Spherical Bessel function of the first kind `j_n(z)`", 0.12734928368840834;
    spherical_yn, spherical_yn_dyn, yn_def, yn_d_def, "Spherical Bessel function of the second kind `y_n(z)`", -1.3457126936204509;
    spherical_in, spherical_in_dyn, in_def, in_d_def, "Modified spherical Bessel function of the first kind `i_n(z)`", 0.1756663320453863;
    spherical_kn, spherical_kn_dyn, kn_def, kn_d_def, "Modified spherical Bessel function of the second kind `k_n(z)`", 1.0125325483240086;
}
