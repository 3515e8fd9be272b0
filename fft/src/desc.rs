//! Validation shared by every transform: SciPy's `s`/`axes`/`n` rules, and the backend-independent
//! description of one transform that both backends execute.

use crate::options::{FftOptions, FftnOptions, Norm};
use gsci_core::{Error, Result, normalize_axis};

/// The three shapes of complex FFT.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    /// Complex to complex.
    C2C,
    /// Real to half-spectrum (the halved axis is the last of `axes`).
    R2C,
    /// Half-spectrum to real.
    C2R,
}

/// The SciPy transform a description was made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Variant {
    Fft,
    Ifft,
    Rfft,
    Ihfft,
    Irfft,
    Hfft,
}

impl Variant {
    pub(crate) fn kind(self) -> Kind {
        match self {
            Variant::Fft | Variant::Ifft => Kind::C2C,
            Variant::Rfft | Variant::Ihfft => Kind::R2C,
            Variant::Irfft | Variant::Hfft => Kind::C2R,
        }
    }
    /// Whether the normalization treats this as the forward direction.
    fn norm_forward(self) -> bool {
        matches!(self, Variant::Fft | Variant::Rfft | Variant::Hfft)
    }
}

/// One validated transform: what to compute, independent of the backend.
///
/// The input is first cropped or zero-padded to `prep_shape` (cast to the compute precision,
/// conjugated when `conj_in`, multiplied by `scale`), then transformed along `axes`; `conj_out`
/// conjugates the result. For R2C and C2R the halved axis is `axes.last()`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct FftDesc {
    pub op: &'static str,
    pub kind: Kind,
    /// Sign of the exponent of the C2C parts: `true` for `e^{-i...}`.
    pub forward: bool,
    pub in_shape: Vec<usize>,
    pub axes: Vec<usize>,
    /// Logical transform length along each of `axes` (for C2R, the real output length).
    pub lengths: Vec<usize>,
    pub prep_shape: Vec<usize>,
    pub out_shape: Vec<usize>,
    pub scale: f64,
    pub conj_in: bool,
    pub conj_out: bool,
}

fn invalid_points(op: &'static str, what: String) -> Error {
    Error::InvalidArgument {
        op,
        reason: format!("invalid number of data points ({what}) specified"),
    }
}

/// SciPy's `_init_nd_shape_and_axes`: resolves `s` and `axes` against `shape` into (lengths,
/// axes), with SciPy's checks.
pub(crate) fn init_nd_shape_and_axes(
    op: &'static str,
    shape: &[usize],
    s: Option<&[isize]>,
    axes: Option<&[isize]>,
) -> Result<(Vec<usize>, Vec<usize>)> {
    let ndim = shape.len();
    let axes: Option<Vec<usize>> = match axes {
        Some(a) => {
            let v = a
                .iter()
                .map(|&ax| normalize_axis(ax, ndim))
                .collect::<Result<Vec<_>>>()?;
            for (i, ax) in v.iter().enumerate() {
                if v[..i].contains(ax) {
                    return Err(Error::InvalidArgument {
                        op,
                        reason: format!("all axes must be unique (axes {a:?})"),
                    });
                }
            }
            Some(v)
        }
        None => None,
    };
    let (lengths, axes) = match (s, axes) {
        (Some(s), axes) => {
            let axes = match axes {
                Some(a) => {
                    // SciPy: an empty `axes` is falsy, so it is not checked against `s`.
                    if !a.is_empty() && a.len() != s.len() {
                        return Err(Error::InvalidArgument {
                            op,
                            reason: format!(
                                "when given, axes and shape arguments have to be of the same \
                                 length (axes {a:?}, s {s:?})"
                            ),
                        });
                    }
                    a
                }
                None => {
                    if s.len() > ndim {
                        return Err(Error::InvalidArgument {
                            op,
                            reason: format!(
                                "shape requires more axes than are present (s {s:?}, input \
                                 of dimension {ndim})"
                            ),
                        });
                    }
                    (ndim - s.len()..ndim).collect()
                }
            };
            let mut lengths = Vec::with_capacity(s.len());
            for (&n, &ax) in s.iter().zip(&axes) {
                lengths.push(if n == -1 { shape[ax] as isize } else { n });
            }
            if lengths.iter().any(|&n| n < 1) {
                return Err(invalid_points(op, format!("{lengths:?}")));
            }
            (lengths.into_iter().map(|n| n as usize).collect(), axes)
        }
        (None, None) => (shape.to_vec(), (0..ndim).collect()),
        (None, Some(axes)) => (axes.iter().map(|&a| shape[a]).collect(), axes),
    };
    if lengths.iter().any(|&n| n < 1) {
        return Err(invalid_points(op, format!("{lengths:?}")));
    }
    Ok((lengths, axes))
}

impl FftDesc {
    /// A 1-D transform (`fft`, `rfft`, `irfft`, ...) of an array of `shape`.
    pub(crate) fn one_d(
        op: &'static str,
        variant: Variant,
        shape: &[usize],
        opts: &FftOptions,
    ) -> Result<FftDesc> {
        let axis = normalize_axis(opts.axis, shape.len())?;
        let n = match (variant.kind(), opts.n) {
            (_, Some(0)) => return Err(invalid_points(op, "0".into())),
            (_, Some(n)) => n,
            (Kind::C2R, None) => {
                let n = shape[axis].saturating_sub(1) * 2;
                if n < 1 {
                    return Err(invalid_points(op, format!("{n}")));
                }
                n
            }
            (_, None) => {
                if shape[axis] < 1 {
                    return Err(invalid_points(op, "0".into()));
                }
                shape[axis]
            }
        };
        Self::build(op, variant, shape, vec![axis], vec![n], opts.norm)
    }

    /// An n-D transform (`fftn`, `rfftn`, `irfftn`, ...) of an array of `shape`.
    pub(crate) fn n_d(
        op: &'static str,
        variant: Variant,
        shape: &[usize],
        opts: &FftnOptions,
    ) -> Result<FftDesc> {
        let (mut lengths, axes) =
            init_nd_shape_and_axes(op, shape, opts.s.as_deref(), opts.axes.as_deref())?;
        if axes.is_empty() && variant.kind() != Kind::C2C {
            return Err(Error::InvalidArgument {
                op,
                reason: "at least 1 axis must be transformed".into(),
            });
        }
        if variant.kind() == Kind::C2R && opts.s.is_none() {
            let last = axes[axes.len() - 1];
            let n = shape[last].saturating_sub(1) * 2;
            if n < 1 {
                return Err(invalid_points(op, format!("{n}")));
            }
            *lengths.last_mut().expect("at least one axis") = n;
        }
        Self::build(op, variant, shape, axes, lengths, opts.norm)
    }

    fn build(
        op: &'static str,
        variant: Variant,
        shape: &[usize],
        axes: Vec<usize>,
        lengths: Vec<usize>,
        norm: Norm,
    ) -> Result<FftDesc> {
        let kind = variant.kind();
        let mut prep_shape = shape.to_vec();
        for (&ax, &n) in axes.iter().zip(&lengths) {
            prep_shape[ax] = n;
        }
        let mut out_shape = prep_shape.clone();
        if let Some(&last) = axes.last() {
            match kind {
                Kind::C2C => {}
                Kind::R2C => out_shape[last] = prep_shape[last] / 2 + 1,
                Kind::C2R => prep_shape[last] = out_shape[last] / 2 + 1,
            }
        }
        // Complex128 buffers of both shapes must be addressable (n = 2^61 is an error naming
        // the function, not a capacity overflow).
        for s in [&prep_shape, &out_shape] {
            let bytes = s
                .iter()
                .try_fold(16usize, |acc, &n| acc.checked_mul(n))
                .filter(|&b| b <= isize::MAX as usize);
            if bytes.is_none() {
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!(
                        "a transform of shape {s:?} has more points than memory can address"
                    ),
                });
            }
        }
        let total: f64 = lengths.iter().map(|&n| n as f64).product();
        Ok(FftDesc {
            op,
            kind,
            forward: match variant {
                Variant::Fft | Variant::Rfft | Variant::Ihfft => true,
                Variant::Ifft | Variant::Irfft | Variant::Hfft => false,
            },
            in_shape: shape.to_vec(),
            axes,
            lengths,
            prep_shape,
            out_shape,
            scale: norm.factor(variant.norm_forward(), total),
            conj_in: variant == Variant::Hfft,
            conj_out: variant == Variant::Ihfft,
        })
    }

    /// On the CPU: reserves, fallibly, the host memory the transform's buffers need (an input
    /// copy and an output of complex128 at most), so that a size that does not fit is
    /// [`Error::HostOutOfMemory`] naming the function instead of an allocation abort.
    pub(crate) fn check_host_memory(&self) -> Result<()> {
        let points = |s: &[usize]| s.iter().product::<usize>();
        let n = points(&self.prep_shape).saturating_add(points(&self.out_shape));
        gsci_core::host::try_with_capacity::<[f64; 2]>(n, self.op, "the transform's buffers")?;
        Ok(())
    }

    /// Number of output elements.
    pub(crate) fn out_len(&self) -> usize {
        self.out_shape.iter().product()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shape_and_axes_follow_scipy() {
        let sh = [2, 3, 4];
        assert_eq!(
            init_nd_shape_and_axes("t", &sh, None, None).unwrap(),
            (vec![2, 3, 4], vec![0, 1, 2])
        );
        assert_eq!(
            init_nd_shape_and_axes("t", &sh, Some(&[5, -1]), None).unwrap(),
            (vec![5, 4], vec![1, 2])
        );
        assert_eq!(
            init_nd_shape_and_axes("t", &sh, None, Some(&[-1, 0])).unwrap(),
            (vec![4, 2], vec![2, 0])
        );
        assert!(init_nd_shape_and_axes("t", &sh, None, Some(&[0, -3])).is_err());
        assert!(init_nd_shape_and_axes("t", &sh, None, Some(&[3])).is_err());
        assert!(init_nd_shape_and_axes("t", &sh, Some(&[1, 2]), Some(&[0])).is_err());
        assert!(init_nd_shape_and_axes("t", &sh, Some(&[1, 1, 1, 1]), None).is_err());
        assert!(init_nd_shape_and_axes("t", &sh, Some(&[0]), None).is_err());
        assert!(init_nd_shape_and_axes("t", &[0, 3], None, None).is_err());
        assert_eq!(
            init_nd_shape_and_axes("t", &[0, 3], None, Some(&[1])).unwrap(),
            (vec![3], vec![1])
        );
    }

    #[test]
    fn descriptions_carry_scipy_shapes() {
        let d = FftDesc::one_d("irfft", Variant::Irfft, &[3, 5], &FftOptions::default()).unwrap();
        assert_eq!(d.lengths, vec![8]);
        assert_eq!(d.prep_shape, vec![3, 5]);
        assert_eq!(d.out_shape, vec![3, 8]);
        assert_eq!(d.scale, 1.0 / 8.0);
        let d = FftDesc::one_d(
            "rfft",
            Variant::Rfft,
            &[7],
            &FftOptions {
                n: Some(10),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(
            (d.prep_shape.clone(), d.out_shape.clone()),
            (vec![10], vec![6])
        );
        assert!(FftDesc::one_d("irfft", Variant::Irfft, &[1], &FftOptions::default()).is_err());
        let e = FftDesc::one_d(
            "fft",
            Variant::Fft,
            &[4],
            &FftOptions {
                n: Some(0),
                ..Default::default()
            },
        )
        .unwrap_err();
        assert!(e.to_string().contains("invalid number of data points (0)"));
    }
}
