//! GPU DCT/DST: per axis, a pre-processing kernel (reading any real dtype in any layout, with
//! crop and pad) writes the FFT input, cuFFT transforms it (R2C for types I and II, C2R for III,
//! C2C for IV), and a post-processing kernel writes the scaled result in C order.

use super::DctDesc;
use crate::cufft::{FORWARD, INVERSE};
use crate::gpu::{Buf, Builder, Schedule, View};
use crate::options::DctType;
use gsci_core::cuda::CudaBackend;
use gsci_core::{DType, Result, c_strides};

/// Plans `desc` for an input of `in_dtype` (complex inputs are read as interleaved parts of
/// `real`) with `in_strides`.
pub(crate) fn schedule(
    cuda: &CudaBackend,
    desc: &DctDesc,
    in_dtype: DType,
    complex_input: bool,
    in_strides: &[isize],
    real: DType,
) -> Result<Schedule> {
    let mut b = Builder::new(cuda, false);
    let complex = if real == DType::F32 {
        DType::C64
    } else {
        DType::C128
    };
    let out_len: usize = desc.out_shape.iter().product();
    if out_len == 0 {
        return Ok(b.finish());
    }
    // The input as real values: complex numbers are (re, im) pairs along a last axis.
    let mut src = if complex_input {
        let mut shape = desc.in_shape.clone();
        shape.push(2);
        let mut strides: Vec<isize> = in_strides.iter().map(|s| 2 * s).collect();
        strides.push(1);
        View {
            buf: Buf::Input,
            offset: 0,
            shape,
            strides,
            dtype: real,
            aligned: true,
        }
    } else {
        View {
            buf: Buf::Input,
            offset: 0,
            shape: desc.in_shape.clone(),
            strides: in_strides.to_vec(),
            dtype: in_dtype,
            aligned: false,
        }
    };
    if desc.axes.is_empty() {
        b.gather(
            &src,
            Buf::Output,
            &src.shape.clone(),
            real,
            1.0,
            false,
            None,
        )?;
        return Ok(b.finish());
    }
    let variant = desc.variant();
    let passes = desc.axes.len();
    for (p, (&axis, &n)) in desc.axes.iter().zip(&desc.lengths).enumerate() {
        let mut shape = src.shape.clone();
        shape[axis] = n;
        let lanes: usize = shape.iter().product::<usize>() / n;
        let dst = if p + 1 == passes {
            Buf::Output
        } else {
            b.temp(shape.iter().product(), real)
        };
        // FFT input and output rows: (length, complex?).
        let (m_in, in_complex, m_out, out_complex) = match desc.dct_type {
            DctType::One => {
                let big = if desc.sine { 2 * (n + 1) } else { 2 * (n - 1) };
                (big, false, big / 2 + 1, true)
            }
            DctType::Two => (n, false, n / 2 + 1, true),
            DctType::Three => (n / 2 + 1, true, n, false),
            DctType::Four => (2 * n, true, 2 * n, true),
        };
        let (in_dt, out_dt) = (
            if in_complex { complex } else { real },
            if out_complex { complex } else { real },
        );
        let fin = b.temp(lanes * m_in, in_dt);
        b.dct_pre(
            &src, axis, n, fin, m_in, real, in_complex, variant, desc.sine, desc.ortho,
        )?;
        let fin_view = View::c_order(fin, &[lanes, m_in], in_dt);
        let fout = if desc.dct_type == DctType::Four {
            b.fft(&[1], &[2 * n], &fin_view, &fin_view, FORWARD)?;
            fin
        } else {
            let fout = b.temp(lanes * m_out, out_dt);
            let fout_view = View::c_order(fout, &[lanes, m_out], out_dt);
            let fft_len = if desc.dct_type == DctType::Three {
                n
            } else {
                m_in
            };
            if fft_len == 1 {
                // A length-1 real FFT (either way) is the value itself.
                b.gather(&fin_view, fout, &[lanes, m_out], out_dt, 1.0, false, None)?;
            } else {
                let dir = if desc.dct_type == DctType::Three {
                    INVERSE
                } else {
                    FORWARD
                };
                b.fft(&[1], &[fft_len], &fin_view, &fout_view, dir)?;
            }
            fout
        };
        b.dct_post(
            fout,
            dst,
            &shape,
            axis,
            m_out,
            real,
            variant,
            desc.sine,
            desc.ortho,
            desc.scale(n),
        )?;
        src = View {
            buf: dst,
            offset: 0,
            strides: c_strides(&shape),
            shape,
            dtype: real,
            aligned: true,
        };
    }
    Ok(b.finish())
}
