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
    let real = gather(&view_of(x), &desc.prep_shape, |v: T| v.to_parts()[0] * s);
    let (last, others) = desc.axes.split_last().expect("at least one axis");
    let n = desc.prep_shape[*last];
    let m = desc.out_shape[*last];
    let mut out = vec![Complex::<T::Real>::default(); desc.out_len()];
    let plan = <T::Real as FftFloat>::planners().r2c(n);
    let scratch = plan.get_scratch_len();
    lanes_map(
        &real,
        &desc.prep_shape,
        *last,
        &mut out,
        m,
        || vec![Complex::default(); scratch],
        |sc, a, b| {
            let r = plan.process_with_scratch(a, b, sc);
            debug_assert!(r.is_ok(), "lane lengths are the plan's");
        },
    );
    c2c_axes(&mut out, &desc.out_shape, others, true);
    scale_complex(&mut out, <T::Real as num_traits::One>::one(), desc.conj_out);
    Ok(out)
}

/// `irfft`/`hfft`/`irfftn`/`hfftn`: half spectrum along the last of `axes`, real output.
pub(crate) fn c2r<T: FftInput>(desc: &FftDesc, x: &Array<T>) -> Result<Vec<T::Real>> {
    let s = <T::Real as FftFloat>::round_from(desc.scale);
    let conj = desc.conj_in;
    let mut spec = gather(&view_of(x), &desc.prep_shape, |v: T| {
        let c = v.to_complex() * s;
        if conj { c.conj() } else { c }
    });
    let (last, others) = desc.axes.split_last().expect("at least one axis");
    c2c_axes(&mut spec, &desc.prep_shape, others, false);
    let n = desc.out_shape[*last];
    let m = desc.prep_shape[*last];
    let mut out = vec![<T::Real as Default>::default(); desc.out_len()];
    let plan = <T::Real as FftFloat>::planners().c2r(n);
    let scratch = plan.get_scratch_len();
    lanes_map(
        &spec,
        &desc.prep_shape,
        *last,
        &mut out,
        n,
        || vec![Complex::default(); scratch],
        |sc, a, b| {
            // pocketfft ignores the imaginary parts of the DC and Nyquist terms; realfft wants
            // them zero.
            a[0].im = Default::default();
            if n % 2 == 0 {
                a[m - 1].im = Default::default();
            }
            let r = plan.process_with_scratch(a, b, sc);
            debug_assert!(r.is_ok(), "lane lengths are the plan's");
        },
    );
    Ok(out)
}
