//! `rotate`: an affine transformation in one plane, the other axes a batch of planes.

use super::{Mapping, Resample, check_order, transform, write_into};
use crate::{FilterElement, Mode};
use gsci_core::{Array, Error, Result};

// ---------------------------------------------------------------- rotate

/// Keyword arguments of [`rotate`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct RotateOptions {
    /// The two axes that define the plane of rotation.
    pub axes: [isize; 2],
    /// Grow the output so that it holds the whole rotated input.
    pub reshape: bool,
    /// Spline order, 0..=5.
    pub order: usize,
    /// How the input is extended beyond its boundaries.
    pub mode: Mode,
    /// The value outside for the constant modes.
    pub cval: f64,
    /// Apply [`crate::spline_filter`] first (for order > 1).
    pub prefilter: bool,
}

impl Default for RotateOptions {
    fn default() -> Self {
        RotateOptions {
            axes: [1, 0],
            reshape: true,
            order: 3,
            mode: Mode::Constant,
            cval: 0.0,
            prefilter: true,
        }
    }
}

// Cephes' coefficients, verbatim.
#[allow(clippy::excessive_precision)]
const SINCOF: [f64; 6] = [
    1.589_623_015_722_184_5e-10,
    -2.505_074_776_285_035_4e-8,
    2.755_731_362_138_565_5e-6,
    -1.984_126_982_958_953_8e-4,
    8.333_333_333_322_118e-3,
    -1.666_666_666_666_663_1e-1,
];
#[allow(clippy::excessive_precision)]
const COSCOF: [f64; 7] = [
    1.136_781_713_820_445_5e-11,
    -2.087_588_337_576_836_4e-9,
    2.755_731_554_298_166e-7,
    -2.480_158_729_361_863e-5,
    1.388_888_888_888_066_7e-3,
    -4.166_666_666_666_663_5e-2,
    5.0e-1,
];
const PI180: f64 = 1.745_329_251_994_329_6e-2;

fn polevl(x: f64, c: &[f64]) -> f64 {
    c[1..].iter().fold(c[0], |a, &v| a * x + v)
}

/// Cephes' degree reduction: (multiple of 45 degrees, octant).
fn reduce_degrees(x: f64) -> (f64, i64) {
    let mut y = (x / 45.0).floor();
    let z = y - (y / 16.0).floor() * 16.0;
    let mut j = z as i64;
    if j & 1 == 1 {
        j += 1;
        y += 1.0;
    }
    (y, j & 7)
}

/// `scipy.special.sindg` (Cephes): exact at multiples of 90 degrees.
fn sindg(x: f64) -> f64 {
    let (mut sign, x) = if x < 0.0 { (-1.0, -x) } else { (1.0, x) };
    let (y, mut j) = reduce_degrees(x);
    if j > 3 {
        sign = -sign;
        j -= 4;
    }
    let z = (x - y * 45.0) * PI180;
    let zz = z * z;
    let r = if j == 1 || j == 2 {
        1.0 - zz * polevl(zz, &COSCOF)
    } else {
        z + z * (zz * polevl(zz, &SINCOF))
    };
    sign * r
}

/// `scipy.special.cosdg` (Cephes).
fn cosdg(x: f64) -> f64 {
    let x = x.abs();
    let (y, mut j) = reduce_degrees(x);
    let mut sign = 1.0;
    if j > 3 {
        j -= 4;
        sign = -1.0;
    }
    if j > 1 {
        sign = -sign;
    }
    let z = (x - y * 45.0) * PI180;
    let zz = z * z;
    let r = if j == 1 || j == 2 {
        z + z * (zz * polevl(zz, &SINCOF))
    } else {
        1.0 - zz * polevl(zz, &COSCOF)
    };
    sign * r
}

fn run_rotate<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    angle: f64,
    opts: &RotateOptions,
) -> Result<Array<O>> {
    const OP: &str = "rotate";
    check_order(opts.order, 0, OP)?;
    if angle.is_nan() {
        // SciPy fails on the NaN output shape ("negative dimensions are not allowed").
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "angle is NaN".into(),
        });
    }
    let nd = input.ndim();
    if nd < 2 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "input array should be at least 2D".into(),
        });
    }
    let mut ax = [0usize; 2];
    for (k, &a) in opts.axes.iter().enumerate() {
        let b = if a < 0 { a + nd as isize } else { a };
        if b < 0 || b >= nd as isize {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: "invalid rotation plane specified".into(),
            });
        }
        ax[k] = b as usize;
    }
    ax.sort_unstable();
    if ax[0] == ax[1] {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "the two rotation axes must differ".into(),
        });
    }
    let (c, s) = (cosdg(angle), sindg(angle));
    let rot = [[c, s], [-s, c]];
    let shape = input.shape();
    let (iy, ix) = (shape[ax[0]] as f64, shape[ax[1]] as f64);
    let out_plane = if opts.reshape {
        let xs = [0.0, 0.0, iy, iy];
        let ys = [0.0, ix, 0.0, ix];
        let mut ext = [0usize; 2];
        for (r, e) in ext.iter_mut().enumerate() {
            let vals: Vec<f64> = (0..4)
                .map(|k| rot[r][0] * xs[k] + rot[r][1] * ys[k])
                .collect();
            let hi = vals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let lo = vals.iter().copied().fold(f64::INFINITY, f64::min);
            *e = (hi - lo + 0.5) as usize;
        }
        ext
    } else {
        [shape[ax[0]], shape[ax[1]]]
    };
    let half = |v: f64| (v - 1.0) / 2.0;
    let (oc0, oc1) = (half(out_plane[0] as f64), half(out_plane[1] as f64));
    let out_center = [
        rot[0][0] * oc0 + rot[0][1] * oc1,
        rot[1][0] * oc0 + rot[1][1] * oc1,
    ];
    let offset = vec![half(iy) - out_center[0], half(ix) - out_center[1]];
    let plan = Resample {
        order: opts.order,
        mode: opts.mode,
        cval: opts.cval,
        prefilter: opts.prefilter,
        out_shape: out_plane.to_vec(),
        mapping: Mapping::Affine {
            matrix: vec![c, s, -s, c],
            offset,
        },
    };
    // Planes of the rotation last, every other axis a batch of independent planes.
    let mut perm: Vec<usize> = (0..nd).filter(|d| !ax.contains(d)).collect();
    perm.extend_from_slice(&ax);
    let perm_i: Vec<isize> = perm.iter().map(|&d| d as isize).collect();
    let moved = input.permute_axes(&perm_i)?;
    let r = transform::<T, O>(&moved, nd - 2, &plan, None, OP)?;
    let mut inverse = vec![0isize; nd];
    for (k, &d) in perm.iter().enumerate() {
        inverse[d] = k as isize;
    }
    r.permute_axes(&inverse)?.to_contiguous()
}

/// Rotates `input` by `angle` degrees in the plane of `axes`, with spline interpolation.
///
/// Equivalent to `scipy.ndimage.rotate`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a bad order, an input of fewer than 2 dimensions or bad axes.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{rotate, RotateOptions};
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &Device::cpu())?;
/// let r = rotate(&a, 90.0, &RotateOptions { order: 1, ..Default::default() })?;
/// assert_eq!(r.shape(), &[3, 2]);
/// assert_eq!(r.to_vec()?, [3.0, 6.0, 2.0, 5.0, 1.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rotate<T: FilterElement>(
    input: &Array<T>,
    angle: f64,
    opts: &RotateOptions,
) -> Result<Array<T>> {
    run_rotate::<T, T>(input, angle, opts)
}

/// [`rotate`] into `output` (SciPy's `output=`), whose dtype may differ.
///
/// Equivalent to `scipy.ndimage.rotate(..., output=output)`.
///
/// # Errors
/// As [`rotate`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{rotate_into, RotateOptions};
/// let a = Array::from_vec(vec![1u8, 2, 3, 4], &[2, 2], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[2, 2], &Device::cpu())?;
/// rotate_into(&a, 180.0, &mut out, &RotateOptions { order: 0, ..Default::default() })?;
/// assert_eq!(out.to_vec()?, [4.0, 3.0, 2.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rotate_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    angle: f64,
    output: &mut Array<O>,
    opts: &RotateOptions,
) -> Result<()> {
    let r = run_rotate::<T, O>(input, angle, opts)?;
    write_into(r, output, input.device(), "rotate")
}

#[cfg(test)]
mod tests {
    use super::{cosdg, sindg};

    #[test]
    fn degrees_exact_at_right_angles() {
        assert_eq!(cosdg(90.0), 0.0);
        assert_eq!(sindg(180.0), 0.0);
        assert_eq!(sindg(-90.0), -1.0);
        assert_eq!(cosdg(360.0), 1.0);
        assert!((sindg(30.0) - 0.5).abs() < 1e-16);
    }
}
