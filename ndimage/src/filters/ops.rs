//! The backend-neutral building blocks every filter is planned into: a pass along one axis, a
//! correlation with n-d weights, a rank selection over an n-d footprint, and the elementwise
//! combinations the derivative filters need. Each dispatches to `cpu` or `cuda`.

use super::FilterElement;
use super::{cpu, cuda};
use crate::Mode;
use gsci_core::{Array, Backend, Element, Error, Result};

/// The building blocks compute on real values; complex arrays reach them only as parts (see
/// `elem::complex_via_real_components`), so a complex type here is a filter SciPy does not
/// offer for complex data either.
fn real_only<T: Element, O: Element>(op: &str) -> Result<()> {
    if T::DTYPE.is_complex() || O::DTYPE.is_complex() {
        return Err(Error::Unsupported {
            what: format!("{op} of {} into {} (complex data)", T::DTYPE, O::DTYPE),
            backend: "any".into(),
        });
    }
    Ok(())
}

/// What a pass along one axis computes over each window of `size` points.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum LineOp {
    /// `sum_k w[k] * x[i + k - size/2 - origin]`.
    Correlate(Vec<f64>),
    /// SciPy's running mean (`uniform_filter1d`).
    Uniform(usize),
    Minimum(usize),
    Maximum(usize),
}

impl LineOp {
    pub(crate) fn size(&self) -> usize {
        match self {
            LineOp::Correlate(w) => w.len(),
            LineOp::Uniform(s) | LineOp::Minimum(s) | LineOp::Maximum(s) => *s,
        }
    }
}

/// The points of an n-d window relative to the output point (origin and centre applied), with a
/// weight each (for rank filters the weights are unused).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Taps {
    pub ndim: usize,
    /// `len() * ndim` offsets, C order of the footprint.
    pub offsets: Vec<i64>,
    pub weights: Vec<f64>,
}

impl Taps {
    pub(crate) fn len(&self) -> usize {
        self.weights.len()
    }
    /// The smallest and largest offset along `axis`.
    pub(crate) fn extent(&self, axis: usize) -> (i64, i64) {
        let it = (0..self.len()).map(|t| self.offsets[t * self.ndim + axis]);
        (it.clone().min().unwrap_or(0), it.max().unwrap_or(0))
    }

    /// The taps of a footprint of `shape` with origins: every point where `keep` is true, in C
    /// order, offset `k - (shape/2 + origin)` per axis.
    pub(crate) fn from_footprint(
        shape: &[usize],
        origins: &[i64],
        values: &[f64],
        keep: impl Fn(f64) -> bool,
    ) -> Taps {
        let ndim = shape.len();
        let mut offsets = Vec::new();
        let mut weights = Vec::new();
        let mut idx = vec![0usize; ndim];
        for &v in values {
            if keep(v) {
                for a in 0..ndim {
                    offsets.push(idx[a] as i64 - (shape[a] as i64 / 2 + origins[a]));
                }
                weights.push(v);
            }
            for a in (0..ndim).rev() {
                idx[a] += 1;
                if idx[a] < shape[a] {
                    break;
                }
                idx[a] = 0;
            }
        }
        Taps {
            ndim,
            offsets,
            weights,
        }
    }
}

/// The elementwise step between the per-axis results of the derivative filters, in the output
/// type (NumPy's in-place ufuncs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Combine {
    /// `out += other`
    Add,
    /// `out *= out`
    Square,
    /// `out += other * other`
    AddSquare,
    /// `np.sqrt(out, out, casting='unsafe')`
    Sqrt,
}

/// One pass of `op` along `axis` (already normalised): output of `O`, same shape and device.
pub(crate) fn line_pass<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    axis: usize,
    op: &LineOp,
    mode: Mode,
    cval: f64,
    origin: i64,
) -> Result<Array<O>> {
    real_only::<T, O>("filter pass")?;
    match input.device().backend() {
        Backend::Cpu => cpu::line_pass(input, axis, op, mode.for_filter(), cval, origin),
        Backend::Cuda(c) => cuda::line_pass(c, input, axis, op, mode.for_filter(), cval, origin),
    }
}

/// Correlation with the weighted `taps` (same rank as the input).
pub(crate) fn correlate_nd<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    real_only::<T, O>("n-d correlation")?;
    match input.device().backend() {
        Backend::Cpu => cpu::correlate_nd(input, taps, mode.for_filter(), cval),
        Backend::Cuda(c) => cuda::correlate_nd(c, input, taps, mode.for_filter(), cval),
    }
}

/// The `rank`-th smallest value over `taps` at every point.
pub(crate) fn rank_nd<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    rank: usize,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    real_only::<T, O>("rank filter")?;
    match input.device().backend() {
        Backend::Cpu => cpu::rank_nd(input, taps, rank, mode.for_filter(), cval),
        Backend::Cuda(c) => cuda::rank_nd(c, input, taps, rank, mode.for_filter(), cval),
    }
}

/// `out = combine(out, other)` elementwise (`other` is ignored by `Square` and `Sqrt`).
pub(crate) fn combine<O: FilterElement>(
    out: Array<O>,
    other: Option<&Array<O>>,
    op: Combine,
) -> Result<Array<O>> {
    real_only::<O, O>("combination")?;
    let device = out.device().clone();
    match device.backend() {
        Backend::Cpu => cpu::combine(&out, other, op),
        Backend::Cuda(c) => cuda::combine(c, out, other, op),
    }
}

/// A copy of `input` converted to `O` with SciPy's cast (the filters' "no axis to filter" case).
pub(crate) fn cast_copy<T: FilterElement, O: FilterElement>(input: &Array<T>) -> Result<Array<O>> {
    if input.ndim() == 0 || input.is_empty() {
        let v: Vec<O> = input
            .to_vec()?
            .into_iter()
            .map(|x| O::from_f64(x.to_f64()))
            .collect();
        return Array::from_vec(v, input.shape(), input.device());
    }
    line_pass(
        input,
        0,
        &LineOp::Correlate(vec![1.0]),
        Mode::Reflect,
        0.0,
        0,
    )
}
