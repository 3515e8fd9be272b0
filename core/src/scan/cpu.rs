//! CPU side of the scans: one sequential pass per row, rows in parallel (rayon).

use super::cuda::ScanOp;
use crate::array::Array;
use crate::dtype::{DType, Element};
use crate::error::Result;
use crate::{Complex32, Complex64};
use rayon::prelude::*;

/// A type a scan computes in (the CUDA kernels use the same ones, see `scan/cuda.rs`).
trait Work: Element {
    fn add(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
}

impl Work for i64 {
    fn add(self, o: Self) -> Self {
        self.wrapping_add(o)
    }
    fn mul(self, o: Self) -> Self {
        self.wrapping_mul(o)
    }
}
impl Work for u64 {
    fn add(self, o: Self) -> Self {
        self.wrapping_add(o)
    }
    fn mul(self, o: Self) -> Self {
        self.wrapping_mul(o)
    }
}
macro_rules! float_work {
    ($($t:ty),*) => {$(
        impl Work for $t {
            fn add(self, o: Self) -> Self {
                self + o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
        }
    )*};
}
float_work!(f32, f64, Complex32, Complex64);

fn run<T: Element, O: Element, W: Work>(host: &[T], n: usize, op: ScanOp) -> Vec<O> {
    let mut out = vec![O::default(); host.len()];
    let scan_row = |(src, dst): (&[T], &mut [O])| {
        let mut acc: Option<W> = None;
        for (x, y) in src.iter().zip(dst.iter_mut()) {
            let v: W = x.cast::<O>().cast::<W>();
            let next = match acc {
                None => v,
                Some(a) => match op {
                    ScanOp::Sum => a.add(v),
                    ScanOp::Prod => a.mul(v),
                },
            };
            acc = Some(next);
            *y = next.cast::<O>();
        }
    };
    if host.len() > n {
        host.par_chunks(n)
            .zip(out.par_chunks_mut(n))
            .for_each(scan_row);
    } else {
        scan_row((host, &mut out[..]));
    }
    out
}

/// Scans each row of the C-contiguous `(.., n)` array into a new array of `O`.
pub(crate) fn scan_rows<T: Element, O: Element>(
    data: &Array<T>,
    n: usize,
    op: ScanOp,
) -> Result<Array<O>> {
    let host = data.to_vec()?;
    let out = match O::DTYPE {
        DType::Bool | DType::U8 | DType::U16 | DType::U32 | DType::U64 => {
            run::<T, O, u64>(&host, n, op)
        }
        DType::I8 | DType::I16 | DType::I32 | DType::I64 => run::<T, O, i64>(&host, n, op),
        DType::F16 | DType::BF16 | DType::F32 => run::<T, O, f32>(&host, n, op),
        DType::F64 => run::<T, O, f64>(&host, n, op),
        DType::C64 => run::<T, O, Complex32>(&host, n, op),
        DType::C128 => run::<T, O, Complex64>(&host, n, op),
    };
    Array::from_vec(out, data.shape(), data.device())
}
