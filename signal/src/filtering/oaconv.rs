//! Overlap-add convolution (`oaconvolve`'s blocked FFTs), SciPy's plan: per axis the block
//! length of `_calc_oa_lens` (the minimum of the cost `N / (N - K) log2(2N)`, through the
//! Lambert W function), the longer input cut into steps, one batched FFT convolution of all
//! blocks, then the overlapping tails added to the next block's head. Every step is an array
//! operation on the inputs' device.

use super::FilterElement;
use super::conv::{ConvMode, fft_impl, out_window};
use gsci_core::{Array, Complex64, Result, concatenate, ufunc};

/// One axis's plan: (block size, overlap (None: a single block), in1 step, in2 step).
type AxisPlan = (usize, Option<usize>, usize, usize);

/// SciPy's `_calc_oa_lens(s1, s2)`.
pub(crate) fn calc_oa_lens(s1: usize, s2: usize) -> Result<AxisPlan> {
    let fallback = (s1 + s2 - 1, None, s1, s2);
    if s1 == s2 || s1 == 1 || s2 == 1 {
        return Ok(fallback);
    }
    let (big, small, swapped) = if s2 > s1 {
        (s2, s1, true)
    } else {
        (s1, s2, false)
    };
    if small as f64 >= big as f64 / 2.0 {
        return Ok(fallback);
    }
    let overlap = small - 1;
    let y = -1.0 / (2.0 * std::f64::consts::E * overlap as f64);
    let w = gsci_special::scalar::expint::lambertw_c(Complex64::new(y, 0.0), -1, 1e-8);
    let opt_size = -(overlap as f64) * w.re;
    let block = gsci_fft::next_fast_len(
        opt_size.ceil() as usize,
        &gsci_fft::FastLenOptions { real: false },
    )?;
    if block >= big {
        return Ok(fallback);
    }
    Ok(if swapped {
        (block, Some(overlap), small, block - small + 1)
    } else {
        (block, Some(overlap), block - small + 1, small)
    })
}

/// `in1` zero-padded at the end of axis `d` by `pad`.
fn pad_end<T: FilterElement>(a: Array<T>, d: usize, pad: usize) -> Result<Array<T>> {
    if pad == 0 {
        return Ok(a);
    }
    let mut s = a.shape().to_vec();
    s[d] = pad;
    let z = Array::<T>::zeros(&s, a.device())?;
    concatenate(&[&a, &z], d as isize)
}

/// The overlap-add convolution of `in1` and `in2` over the sorted axes `ax` (inputs already
/// checked, swapped for `valid` as SciPy's `_init_freq_conv_axes`).
pub(crate) fn oa_impl<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    mode: ConvMode,
    ax: &[usize],
) -> Result<Array<T>> {
    let (s1, s2) = (in1.shape().to_vec(), in2.shape().to_vec());
    if s1 == s2 {
        return fft_impl("oaconvolve", in1, in2, mode, Some(ax));
    }
    let nd = s1.len();
    let mut plans: Vec<AxisPlan> = Vec::with_capacity(nd);
    for d in 0..nd {
        plans.push(if ax.contains(&d) {
            calc_oa_lens(s1[d], s2[d])?
        } else {
            (0, None, s1[d], s2[d])
        });
    }
    if (0..nd).all(|d| plans[d].2 == s1[d] && plans[d].3 == s2[d]) {
        return fft_impl("oaconvolve", in1, in2, mode, Some(ax));
    }
    let steps = |s: usize, step: usize, block: usize, ov: usize, full: usize| -> (usize, usize) {
        if s > step {
            let mut n = (s + 1).div_ceil(step);
            if (block - ov) * n < full {
                n += 1;
            }
            (n, n * step - s)
        } else {
            (1, 0)
        }
    };
    let mut a = in1.to_contiguous()?;
    let mut b = in2.to_contiguous()?;
    let (mut shape_a, mut shape_b) = (Vec::new(), Vec::new());
    let mut fft_axes = Vec::new();
    let mut fft_shape = Vec::new();
    for d in 0..nd {
        let (block, ov, st1, st2) = plans[d];
        if !ax.contains(&d) {
            shape_a.push(s1[d] as isize);
            shape_b.push(s2[d] as isize);
            continue;
        }
        let full = s1[d] + s2[d] - 1;
        let ovv = ov.unwrap_or(0);
        let (n1, p1) = steps(s1[d], st1, block, ovv, full);
        let (n2, p2) = steps(s2[d], st2, block, ovv, full);
        a = pad_end(a, d, p1)?;
        b = pad_end(b, d, p2)?;
        shape_a.extend([n1 as isize, st1 as isize]);
        shape_b.extend([n2 as isize, st2 as isize]);
        fft_axes.push(shape_a.len() - 1);
        fft_shape.push(block);
    }
    let a = a.to_contiguous()?.reshape(&shape_a)?;
    let b = b.to_contiguous()?.reshape(&shape_b)?;
    let mut ret = T::fft_conv(&a, &b, &fft_axes, &fft_shape)?;
    // overlap-add along each convolved axis: the last `ov` of block j onto the first `ov` of
    // block j + 1, then the tails dropped
    for (i, &d) in ax.iter().enumerate() {
        let Some(ov) = plans[d].1 else { continue };
        let fa = fft_axes[i] as isize;
        let sa = fa - 1;
        let block = plans[d].0;
        let cut = block - ov;
        let head = ret.slice_axis(fa, Some(0), Some(ov as isize), 1)?;
        let mid = ret.slice_axis(fa, Some(ov as isize), Some(cut as isize), 1)?;
        let tail = ret.slice_axis(fa, Some(cut as isize), None, 1)?;
        let first = head.slice_axis(sa, Some(0), Some(1), 1)?.to_contiguous()?;
        let rest = head.slice_axis(sa, Some(1), None, 1)?.to_contiguous()?;
        let over = tail.slice_axis(sa, Some(0), Some(-1), 1)?.to_contiguous()?;
        let added: Array<T> = ufunc::add(&rest, &over)?;
        let new_head = concatenate(&[&first, &added], sa)?;
        ret = concatenate(&[&new_head, &mid.to_contiguous()?], fa)?;
    }
    // merge (steps, block part) back into one axis
    let rs = ret.shape().to_vec();
    let mut merged: Vec<isize> = Vec::with_capacity(nd);
    let mut k = 0;
    for d in 0..nd {
        if ax.contains(&d) {
            merged.push((rs[k] * rs[k + 1]) as isize);
            k += 2;
        } else {
            merged.push(rs[k] as isize);
            k += 1;
        }
    }
    let mut r = ret.to_contiguous()?.reshape(&merged)?;
    for &d in ax {
        let (len, start) = out_window(mode, s1[d], s2[d]);
        r = r.slice_axis(
            d as isize,
            Some(start as isize),
            Some((start + len) as isize),
            1,
        )?;
    }
    r.to_contiguous()
}

#[cfg(test)]
mod tests {
    use super::{AxisPlan, calc_oa_lens};

    #[test]
    fn oa_lens_as_scipy() {
        // scipy.signal._signaltools._calc_oa_lens(s1, s2) of SciPy 1.17.1
        let cases: [((usize, usize), AxisPlan); 9] = [
            ((1000, 31), (216, Some(30), 186, 31)),
            ((31, 1000), (216, Some(30), 31, 186)),
            ((100000, 1025), (11319, Some(1024), 10295, 1025)),
            ((500, 3), (8, Some(2), 6, 3)),
            ((100, 49), (148, None, 100, 49)),
            ((100, 51), (150, None, 100, 51)),
            ((4096, 2), (3, Some(1), 2, 2)),
            ((70, 31), (100, None, 70, 31)),
            ((1000000, 127), (1100, Some(126), 974, 127)),
        ];
        for ((a, b), want) in cases {
            assert_eq!(calc_oa_lens(a, b).unwrap(), want, "({a}, {b})");
        }
    }
}
