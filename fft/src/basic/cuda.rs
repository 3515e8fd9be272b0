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

/// Plans `desc` for an input of `in_dtype` with `in_strides`, computing in `real`/`complex`.
pub(crate) fn schedule(
    cuda: &CudaBackend,
    desc: &FftDesc,
    in_dtype: DType,
    in_strides: &[isize],
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
            let mut scaled = false;
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
                scaled = true;
            } else {
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
                let done = direct_input(desc, in_dtype, real)
                    && b.try_fft(&g1, &l1, &cropped, &out, FORWARD)?;
                if !done {
                    let t = b.temp(desc.prep_shape.iter().product(), real);
                    b.gather(&input, t, &desc.prep_shape, real, desc.scale, false, None)?;
                    scaled = true;
                    let tv = View::c_order(t, &desc.prep_shape, real);
                    b.fft(&g1, &l1, &tv, &out, FORWARD)?;
                }
                let rest: Vec<usize> = others.iter().copied().filter(|a| !g1.contains(a)).collect();
                c2c_passes(&mut b, &out, &rest, FORWARD)?;
            }
            let s = if scaled { 1.0 } else { desc.scale };
            b.scale(Buf::Output, desc.out_len(), complex, s, desc.conj_out)?;
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
