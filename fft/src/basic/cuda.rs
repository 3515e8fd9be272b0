//! GPU schedules of the complex FFT family on cuFFT.
//!
//! - C2C: when the input already has the compute dtype, needs no padding and its layout fits a
//!   plan, the first pass reads it in place (no copy); otherwise one gather writes the cropped,
//!   padded, cast and scaled input into the output, and every pass runs in place there.
//! - R2C: the same for the real input, then the halved axis (with up to two outer transformed
//!   axes in one plan) goes to the output; the other axes run as in-place C2C passes.
//! - C2R: the input is always gathered into a temporary (C2R overwrites its input); C2C passes on
//!   the other axes, the imaginary parts pocketfft ignores are cleared, then a rank-1 C2R (the
//!   order SciPy uses, so non-Hermitian inputs give SciPy's result).
//!
//! Normalisation rides on the gather when there is one, else a final scaling kernel.

use crate::cufft::{FORWARD, INVERSE};
use crate::desc::{FftDesc, Kind};
use crate::gpu::{Buf, Builder, Schedule, View};
use gsci_core::cuda::CudaBackend;
use gsci_core::{DType, Result};

/// The transformed axes of length > 1 in C order, split into cuFFT passes of at most 3 axes,
/// innermost first (so leading axes left over form one batch block).
fn groups(axes: &[usize], shape: &[usize]) -> Vec<Vec<usize>> {
    let mut a: Vec<usize> = axes.iter().copied().filter(|&ax| shape[ax] > 1).collect();
    a.sort_unstable();
    let mut out = Vec::new();
    while !a.is_empty() {
        let take = a.len().min(3);
        out.push(a.split_off(a.len() - take));
    }
    out
}

fn lengths(group: &[usize], shape: &[usize]) -> Vec<usize> {
    group.iter().map(|&a| shape[a]).collect()
}

/// Whether the input can feed a cuFFT pass as it is: the compute dtype, only cropping.
fn direct_input(desc: &FftDesc, in_dtype: DType, compute: DType) -> bool {
    in_dtype == compute
        && !desc.conj_in
        && desc
            .axes
            .iter()
            .all(|&a| desc.prep_shape[a] <= desc.in_shape[a])
}

/// In-place C2C passes over `axes` of the C-ordered complex `view`.
fn c2c_passes(b: &mut Builder<'_>, view: &View, axes: &[usize], direction: i32) -> Result<()> {
    for g in groups(axes, &view.shape) {
        b.fft(&g, &lengths(&g, &view.shape), view, view, direction)?;
    }
    Ok(())
}

/// The complex view of a real view whose last axis pairs up as (re, im): unit stride, even
/// length, every other stride even, complex-aligned start.
fn paired_view(v: &View, complex: DType) -> Option<View> {
    let nd = v.shape.len();
    let last_ok = nd >= 1 && v.strides[nd - 1] == 1 && v.shape[nd - 1] % 2 == 0;
    let others_ok = (0..nd.saturating_sub(1)).all(|a| v.shape[a] == 1 || v.strides[a] % 2 == 0);
    if !(last_ok && others_ok && v.aligned && v.offset % 2 == 0) {
        return None;
    }
    let mut shape = v.shape.clone();
    shape[nd - 1] /= 2;
    let mut strides: Vec<isize> = v.strides.iter().map(|s| s / 2).collect();
    strides[nd - 1] = 1;
    Some(View {
        buf: v.buf,
        offset: v.offset / 2,
        shape,
        strides,
        dtype: complex,
        aligned: true,
    })
}

/// Plans `desc` for an input of `in_dtype` with `in_strides` (its first element 16-byte
/// aligned when `input_aligned`), computing in `real`/`complex`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn schedule(
    cuda: &CudaBackend,
    desc: &FftDesc,
    in_dtype: DType,
    in_strides: &[isize],
    input_aligned: bool,
    real: DType,
    complex: DType,
    private_plans: bool,
) -> Result<Schedule> {
    let mut b = Builder::new(cuda, private_plans);
    if desc.out_len() == 0 {
        return Ok(b.finish());
    }
    let input = View {
        buf: Buf::Input,
        offset: 0,
        shape: desc.in_shape.clone(),
        strides: in_strides.to_vec(),
        dtype: in_dtype,
        aligned: input_aligned,
    };
    // The input cropped to the transform (valid only when nothing is padded).
    let cropped = View {
        shape: desc.prep_shape.clone(),
        ..input.clone()
    };
    match desc.kind {
        Kind::C2C => {
            let out = View::c_order(Buf::Output, &desc.out_shape, complex);
            let dir = if desc.forward { FORWARD } else { INVERSE };
            let gs = groups(&desc.axes, &desc.prep_shape);
            if direct_input(desc, in_dtype, complex) && !gs.is_empty() {
                let g0 = &gs[0];
                if b.try_fft(g0, &lengths(g0, &desc.prep_shape), &cropped, &out, dir)? {
                    for g in &gs[1..] {
                        b.fft(g, &lengths(g, &out.shape), &out, &out, dir)?;
                    }
                    b.scale(Buf::Output, desc.out_len(), complex, desc.scale, false)?;
                    return Ok(b.finish());
                }
            }
            b.gather(
                &input,
                Buf::Output,
                &desc.out_shape,
                complex,
                desc.scale,
                false,
                None,
            )?;
            c2c_passes(&mut b, &out, &desc.axes, dir)?;
        }
        Kind::R2C => {
            let out = View::c_order(Buf::Output, &desc.out_shape, complex);
            let (&last, others) = desc.axes.split_last().expect("at least one axis");
            let n = desc.prep_shape[last];
            let nd = desc.prep_shape.len();
            let direct = direct_input(desc, in_dtype, real);
            let mut scale_left = desc.scale;
            let mut conj_left = desc.conj_out;
            if n == 1 {
                // A length-1 real FFT is the value itself.
                b.gather(
                    &input,
                    Buf::Output,
                    &desc.out_shape,
                    complex,
                    desc.scale,
                    false,
                    None,
                )?;
                c2c_passes(&mut b, &out, others, FORWARD)?;
                b.scale(Buf::Output, desc.out_len(), complex, 1.0, desc.conj_out)?;
                return Ok(b.finish());
            }
            let mut outer: Vec<usize> = others
                .iter()
                .copied()
                .filter(|&a| desc.prep_shape[a] > 1)
                .collect();
            outer.sort_unstable();
            let mut g1: Vec<usize> = if outer.iter().all(|&a| a < last) {
                outer[outer.len().saturating_sub(2)..].to_vec()
            } else {
                Vec::new()
            };
            g1.push(last);
            let l1 = lengths(&g1, &desc.prep_shape);
            let rest: Vec<usize> = others.iter().copied().filter(|a| !g1.contains(a)).collect();
            let last_len = desc.prep_shape[nd - 1];
            if g1.len() == 1 && last != nd - 1 && last_len >= 2 && last_len % 2 == 0 {
                // A real FFT along an outer axis: pair the (contiguous) last axis into complex
                // numbers, one strided C2C, then split the two real spectra. No transposes.
                let z = match direct.then(|| paired_view(&cropped, complex)).flatten() {
                    Some(z) => z,
                    None => {
                        let t = b.temp(desc.prep_shape.iter().product(), real);
                        b.gather(&input, t, &desc.prep_shape, real, desc.scale, false, None)?;
                        scale_left = 1.0;
                        let tv = View::c_order(t, &desc.prep_shape, real);
                        paired_view(&tv, complex).expect("C-ordered with an even last axis")
                    }
                };
                let zt = b.temp(z.shape.iter().product(), complex);
                let zv = View::c_order(zt, &z.shape, complex);
                b.fft(&[last], &[n], &z, &zv, FORWARD)?;
                let pre: usize = desc.prep_shape[..last].iter().product();
                let mid: usize = desc.prep_shape[last + 1..nd - 1].iter().product();
                let no_more = rest.iter().all(|&a| desc.prep_shape[a] == 1);
                b.unpair(
                    zt,
                    Buf::Output,
                    [pre, n, mid, last_len / 2],
                    complex,
                    scale_left,
                    no_more && desc.conj_out,
                )?;
                scale_left = 1.0;
                if no_more {
                    conj_left = false;
                }
            } else {
                let done = direct && b.try_fft(&g1, &l1, &cropped, &out, FORWARD)?;
                if !done {
                    let t = b.temp(desc.prep_shape.iter().product(), real);
                    b.gather(&input, t, &desc.prep_shape, real, desc.scale, false, None)?;
                    scale_left = 1.0;
                    let tv = View::c_order(t, &desc.prep_shape, real);
                    b.fft(&g1, &l1, &tv, &out, FORWARD)?;
                }
            }
            c2c_passes(&mut b, &out, &rest, FORWARD)?;
            b.scale(Buf::Output, desc.out_len(), complex, scale_left, conj_left)?;
        }
        Kind::C2R => {
            let (&last, others) = desc.axes.split_last().expect("at least one axis");
            let n = desc.out_shape[last];
            let nyquist = if n % 2 == 0 { (n / 2) as i64 } else { -1 };
            let t = b.temp(desc.prep_shape.iter().product(), complex);
            let tv = View::c_order(t, &desc.prep_shape, complex);
            let has_others = others.iter().any(|&a| desc.prep_shape[a] > 1);
            let zero = (!has_others).then_some((last, nyquist));
            b.gather(
                &input,
                t,
                &desc.prep_shape,
                complex,
                desc.scale,
                desc.conj_in,
                zero,
            )?;
            if has_others {
                c2c_passes(&mut b, &tv, others, INVERSE)?;
                b.zero_imag(t, &desc.prep_shape, last, nyquist, complex)?;
            }
            if n == 1 {
                // A length-1 inverse real FFT is the real part.
                b.gather(&tv, Buf::Output, &desc.out_shape, real, 1.0, false, None)?;
            } else {
                let out = View::c_order(Buf::Output, &desc.out_shape, real);
                b.fft(&[last], &[n], &tv, &out, INVERSE)?;
            }
        }
    }
    Ok(b.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paired_views_halve_the_last_axis() {
        let v = View {
            buf: Buf::Input,
            offset: 0,
            shape: vec![4, 6],
            strides: vec![6, 1],
            dtype: DType::F32,
            aligned: true,
        };
        let z = paired_view(&v, DType::C64).unwrap();
        assert_eq!((z.shape, z.strides), (vec![4, 3], vec![3, 1]));
        let odd = View {
            shape: vec![4, 5],
            strides: vec![5, 1],
            ..v.clone()
        };
        assert!(paired_view(&odd, DType::C64).is_none());
        let shifted = View {
            offset: 1,
            ..v.clone()
        };
        assert!(paired_view(&shifted, DType::C64).is_none());
        let unaligned = View {
            aligned: false,
            ..v
        };
        assert!(paired_view(&unaligned, DType::C64).is_none());
    }

    #[test]
    fn groups_take_innermost_axes_first() {
        let sh = [2, 3, 4, 5, 6];
        assert_eq!(
            groups(&[0, 1, 2, 3, 4], &sh),
            vec![vec![2, 3, 4], vec![0, 1]]
        );
        assert_eq!(groups(&[4, 0], &sh), vec![vec![0, 4]]);
        assert_eq!(groups(&[1], &[4, 1, 3]), Vec::<Vec<usize>>::new());
    }
}
