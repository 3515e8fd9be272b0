//! CPU execution of the complex FFT family (rustfft for C2C, realfft for R2C/C2R), parallel over
//! lanes with rayon.

use crate::cpu::{c2c_axis, gather, lanes_map, scale_complex};
use crate::desc::FftDesc;
use crate::dtypes::{FftFloat, FftInput};
use gsci_core::{Array, Result};
use num_complex::Complex;

fn view_of<T: FftInput>(x: &Array<T>) -> ndarray::ArrayViewD<'_, T> {
    x.view_cpu().expect("CPU arrays have host storage")
}

/// Complex FFTs along every axis of `axes` (in place, in any order: they commute).
fn c2c_axes<R: FftFloat>(buf: &mut [Complex<R>], shape: &[usize], axes: &[usize], forward: bool) {
    if buf.is_empty() {
        return;
    }
    for &ax in axes {
        if shape[ax] > 1 {
            let fft = R::planners().fft(shape[ax], forward);
            c2c_axis(buf, shape, ax, &fft);
        }
    }
}

/// `fft`/`ifft`/`fftn`/`ifftn`: the output elements in C order.
pub(crate) fn c2c<T: FftInput>(desc: &FftDesc, x: &Array<T>) -> Result<Vec<Complex<T::Real>>> {
    let s = <T::Real as FftFloat>::round_from(desc.scale);
    let mut buf = gather(&view_of(x), &desc.prep_shape, |v: T| v.to_complex() * s);
    c2c_axes(&mut buf, &desc.prep_shape, &desc.axes, desc.forward);
    Ok(buf)
}

/// `rfft`/`ihfft`/`rfftn`/`ihfftn`: real input, half spectrum along the last of `axes`.
pub(crate) fn r2c<T: FftInput>(desc: &FftDesc, x: &Array<T>) -> Result<Vec<Complex<T::Real>>> {
    let s = <T::Real as FftFloat>::round_from(desc.scale);
    let view = view_of(x);
    let (last, others) = desc.axes.split_last().expect("at least one axis");
    let mut out = vec![Complex::<T::Real>::default(); desc.out_len()];
    let shape = &desc.prep_shape;
    // A C-ordered input needing no crop or pad is read in place; else it is gathered first.
    match view.as_slice().filter(|_| desc.prep_shape == desc.in_shape) {
        Some(src) => r2c_lanes(
            desc,
            src,
            |v: T| v.to_parts()[0] * s,
            shape,
            *last,
            &mut out,
        ),
        None => {
            let real = gather(&view, shape, |v: T| v.to_parts()[0] * s);
            r2c_lanes(desc, &real, |v| v, shape, *last, &mut out);
        }
    }
    c2c_axes(&mut out, &desc.out_shape, others, true);
    scale_complex(&mut out, <T::Real as num_traits::One>::one(), desc.conj_out);
    Ok(out)
}

fn r2c_lanes<E: Copy + Send + Sync, R: FftFloat>(
    desc: &FftDesc,
    src: &[E],
    conv: impl Fn(E) -> R + Sync + Send,
    shape: &[usize],
    axis: usize,
    out: &mut [Complex<R>],
) {
    let plan = R::planners().r2c(shape[axis]);
    let scratch = plan.get_scratch_len();
    lanes_map(
        src,
        conv,
        shape,
        axis,
        out,
        desc.out_shape[axis],
        || vec![Complex::default(); scratch],
        |sc, a, b| {
            let r = plan.process_with_scratch(a, b, sc);
            debug_assert!(r.is_ok(), "lane lengths are the plan's");
        },
    );
}

/// `irfft`/`hfft`/`irfftn`/`hfftn`: half spectrum along the last of `axes`, real output.
pub(crate) fn c2r<T: FftInput>(desc: &FftDesc, x: &Array<T>) -> Result<Vec<T::Real>> {
    let s = <T::Real as FftFloat>::round_from(desc.scale);
    let conj = desc.conj_in;
    let prep = move |v: T| {
        let c = v.to_complex() * s;
        if conj { c.conj() } else { c }
    };
    let view = view_of(x);
    let (last, others) = desc.axes.split_last().expect("at least one axis");
    let mut out = vec![<T::Real as Default>::default(); desc.out_len()];
    let shape = &desc.prep_shape;
    let has_others = others.iter().any(|&a| shape[a] > 1);
    match view
        .as_slice()
        .filter(|_| desc.prep_shape == desc.in_shape && !has_others)
    {
        Some(src) => c2r_lanes(desc, src, prep, shape, *last, &mut out),
        None => {
            let mut spec = gather(&view, shape, prep);
            c2c_axes(&mut spec, shape, others, false);
            c2r_lanes(desc, &spec, |v| v, shape, *last, &mut out);
        }
    }
    Ok(out)
}

fn c2r_lanes<E: Copy + Send + Sync, R: FftFloat>(
    desc: &FftDesc,
    src: &[E],
    conv: impl Fn(E) -> Complex<R> + Sync + Send,
    shape: &[usize],
    axis: usize,
    out: &mut [R],
) {
    let n = desc.out_shape[axis];
    let m = shape[axis];
    let plan = R::planners().c2r(n);
    let scratch = plan.get_scratch_len();
    lanes_map(
        src,
        conv,
        shape,
        axis,
        out,
        n,
        || vec![Complex::default(); scratch],
        |sc, a, b| {
            // pocketfft ignores the imaginary parts of the DC and Nyquist terms; realfft wants
            // them zero.
            a[0].im = R::default();
            if n % 2 == 0 {
                a[m - 1].im = R::default();
            }
            let r = plan.process_with_scratch(a, b, sc);
            debug_assert!(r.is_ok(), "lane lengths are the plan's");
        },
    );
}
