//! GPU building blocks: a transform is planned into a [`Schedule`] — gathers (crop, pad, cast,
//! scale, conjugate), cuFFT passes and small fix-up kernels over the input, the output and
//! temporaries — which then runs with nothing but launches (no host synchronisation).
//!
//! A cuFFT pass uses the advanced layout (`istride`/`idist`, `inembed`) so a transform along any
//! axes of a strided array runs in place in its layout: the transformed axes must nest (each
//! stride a multiple of the next one's), and the other axes must reduce to one batch stride
//! after merging. When they reduce to several, the pass loops over the smaller ones (at most
//! [`layout::MAX_LOOPS`] executions); beyond that it copies the data to a layout with the batch axes
//! first (one gather), transforms there and copies back (a second gather). That choice is made
//! without measuring: a handful of extra launches costs less than two extra passes over memory.

mod layout;
mod schedule;

pub(crate) use schedule::Schedule;

use crate::cufft::{self, CufftPlan, PlanKey};
use crate::kernels::{self, IndexType, MAX_KERNEL_DIMS};
use gsci_core::cuda::CudaBackend;
use gsci_core::{DType, Error, Result, c_strides};
use layout::{plan_layout, plan_type};
use schedule::Step;
use std::sync::Arc;

/// A buffer a schedule reads or writes: the input array, the output array, or a temporary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Buf {
    Input,
    Output,
    Temp(usize),
}

/// A strided view of a buffer: `offset` (elements, from the buffer's first element — for the
/// input, the array's first element) and per-axis `shape`/`strides` in elements of `dtype`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct View {
    pub buf: Buf,
    pub offset: isize,
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    pub dtype: DType,
    /// Whether the buffer's first element is 16-byte aligned (temporaries and outputs are;
    /// the input depends on its offset). cuFFT rejects real data not aligned like complex data.
    pub aligned: bool,
}

impl View {
    /// A C-ordered view of a whole buffer.
    pub(crate) fn c_order(buf: Buf, shape: &[usize], dtype: DType) -> View {
        View {
            buf,
            offset: 0,
            shape: shape.to_vec(),
            strides: c_strides(shape),
            dtype,
            aligned: true,
        }
    }
    fn permuted(&self, perm: &[usize]) -> View {
        View {
            buf: self.buf,
            offset: self.offset,
            shape: perm.iter().map(|&a| self.shape[a]).collect(),
            strides: perm.iter().map(|&a| self.strides[a]).collect(),
            dtype: self.dtype,
            aligned: self.aligned,
        }
    }
}

/// Builds a [`Schedule`] step by step, compiling kernels and fetching cuFFT plans as it goes.
pub(crate) struct Builder<'a> {
    cuda: &'a CudaBackend,
    schedule: Schedule,
    /// Plans made for this schedule alone (explicit plans), instead of the shared cache.
    private_plans: bool,
}

impl<'a> Builder<'a> {
    pub(crate) fn new(cuda: &'a CudaBackend, private_plans: bool) -> Self {
        Builder {
            cuda,
            schedule: Schedule::default(),
            private_plans,
        }
    }

    pub(crate) fn finish(self) -> Schedule {
        self.schedule
    }

    /// A new temporary of `len` elements of `dtype`.
    pub(crate) fn temp(&mut self, len: usize, dtype: DType) -> Buf {
        self.schedule.temps.push(len * dtype.itemsize());
        Buf::Temp(self.schedule.temps.len() - 1)
    }

    fn plan(&self, key: &PlanKey) -> Result<Arc<CufftPlan>> {
        if self.private_plans {
            Ok(Arc::new(CufftPlan::new(self.cuda, key)?))
        } else {
            cufft::cached_plan(self.cuda, key)
        }
    }

    /// `dst` (a C-ordered buffer of `dst_shape` and `dst_dtype`) <- `src` cropped or zero-padded
    /// to `dst_shape`, cast, times `scale`, conjugated when `conj`; `zero` = (axis, nyquist
    /// index or -1) clears imaginary parts at index 0 and nyquist along that axis.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn gather(
        &mut self,
        src: &View,
        dst: Buf,
        dst_shape: &[usize],
        dst_dtype: DType,
        scale: f64,
        conj: bool,
        zero: Option<(usize, i64)>,
    ) -> Result<()> {
        let n: usize = dst_shape.iter().product();
        if n == 0 {
            return Ok(());
        }
        // (shape, extent, stride, is the zero axis), merged where the inner axis is neither
        // cropped nor padded and the strides chain.
        let mut dims: Vec<(usize, usize, isize, bool)> = Vec::new();
        for (d, &len) in dst_shape.iter().enumerate() {
            let is_zero = zero.is_some_and(|(a, _)| a == d);
            let ext = src.shape[d].min(len);
            if len == 1 && ext == 1 && !is_zero {
                continue;
            }
            let cur = (len, ext, src.strides[d], is_zero);
            if let Some(last) = dims.last_mut() {
                if !last.3 && !cur.3 && cur.1 == cur.0 && last.2 == cur.2 * cur.0 as isize {
                    *last = (last.0 * cur.0, last.1 * cur.0, cur.2, false);
                    continue;
                }
            }
            dims.push(cur);
        }
        if dims.is_empty() {
            dims.push((1, 1, 1, false));
        }
        let ndim = dims.len();
        if ndim > MAX_KERNEL_DIMS {
            return Err(Error::Unsupported {
                what: format!("an FFT gather over {ndim} axes (at most {MAX_KERNEL_DIMS})"),
                backend: "cuda".into(),
            });
        }
        let mut layout = Vec::with_capacity(3 * ndim);
        layout.extend(dims.iter().map(|d| d.0 as i64));
        layout.extend(dims.iter().map(|d| d.1 as i64));
        layout.extend(dims.iter().map(|d| d.2 as i64));
        let zero_axis = dims.iter().position(|d| d.3).map_or(-1, |p| p as i32);
        let nyquist = zero.map_or(-1, |z| z.1);
        let idx = IndexType::for_len(n);
        let key = format!(
            "fft_gather|{}|{}|{ndim}|{}",
            src.dtype.short(),
            dst_dtype.short(),
            idx.tag()
        );
        let in_dtype = src.dtype;
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::gather_wrapper(in_dtype, dst_dtype, ndim, idx);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::Gather {
            f,
            src: src.buf,
            src_off: src.offset,
            src_item: src.dtype.itemsize(),
            dst,
            n,
            idx,
            layout,
            scale,
            conj,
            zero_axis,
            nyquist,
        });
        Ok(())
    }

    /// In-place scaling (and conjugation) of a contiguous buffer of `n` elements.
    pub(crate) fn scale(
        &mut self,
        buf: Buf,
        n: usize,
        dtype: DType,
        scale: f64,
        conj: bool,
    ) -> Result<()> {
        if n == 0 || (scale == 1.0 && !conj) {
            return Ok(());
        }
        let idx = IndexType::for_len(n);
        let key = format!("fft_scale|{}|{}", dtype.short(), idx.tag());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::scale_wrapper(dtype, idx);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::Scale {
            f,
            buf,
            n,
            idx,
            scale,
            conj,
        });
        Ok(())
    }

    /// Clears the imaginary parts at index 0 and `nyquist` (or -1) along `axis` of the
    /// C-ordered complex buffer `buf` of `shape`.
    pub(crate) fn zero_imag(
        &mut self,
        buf: Buf,
        shape: &[usize],
        axis: usize,
        nyquist: i64,
        dtype: DType,
    ) -> Result<()> {
        let outer: usize = shape[..axis].iter().product();
        let inner: usize = shape[axis + 1..].iter().product();
        if outer * inner * shape[axis] == 0 {
            return Ok(());
        }
        let key = format!("fft_zero_imag|{}", dtype.short());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::zero_imag_wrapper(dtype);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::ZeroImag {
            f,
            buf,
            outer,
            m: shape[axis],
            inner,
            nyquist,
        });
        Ok(())
    }

    /// Two real FFTs from one complex FFT: `src` holds the FFT, C-ordered (pre, n, mid, half), of
    /// real columns paired as complex numbers; `dst` gets the C-ordered (pre, n/2+1, mid, 2 half)
    /// half spectra, scaled and conjugated when `conj`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn unpair(
        &mut self,
        src: Buf,
        dst: Buf,
        dims: [usize; 4],
        complex: DType,
        scale: f64,
        conj: bool,
    ) -> Result<()> {
        let key = format!("fft_unpair|{}", complex.short());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::unpair_wrapper(complex);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::Unpair {
            f,
            src,
            dst,
            dims,
            scale,
            conj,
        });
        Ok(())
    }

    /// Adds a cuFFT pass if `src`/`dst` fit one plan (with at most [`layout::MAX_LOOPS`] executions);
    /// returns whether it did.
    pub(crate) fn try_fft(
        &mut self,
        group: &[usize],
        lengths: &[usize],
        src: &View,
        dst: &View,
        direction: i32,
    ) -> Result<bool> {
        let ty = plan_type(src.dtype, dst.dtype)?;
        let place = (self.cuda.cu_stream() as usize, self.cuda.device().ordinal());
        let Some((key, loops)) = plan_layout(place, ty, group, lengths, src, dst) else {
            return Ok(false);
        };
        let plan = self.plan(&key)?;
        self.schedule.steps.push(Step::Fft {
            plan,
            src: src.buf,
            src_off: src.offset,
            src_item: src.dtype.itemsize(),
            dst: dst.buf,
            dst_off: dst.offset,
            dst_item: dst.dtype.itemsize(),
            loops,
            direction,
        });
        Ok(true)
    }

    /// A cuFFT pass over `group` from `src` to the C-ordered `dst` (the same view for in-place
    /// C2C). When the layout does not fit one plan, the data goes through a temporary with the
    /// batch axes first (see the module docs).
    pub(crate) fn fft(
        &mut self,
        group: &[usize],
        lengths: &[usize],
        src: &View,
        dst: &View,
        direction: i32,
    ) -> Result<()> {
        if self.try_fft(group, lengths, src, dst, direction)? {
            return Ok(());
        }
        let ndim = src.shape.len();
        let mut perm: Vec<usize> = (0..ndim).filter(|a| !group.contains(a)).collect();
        perm.extend_from_slice(group);
        let pgroup: Vec<usize> = (ndim - group.len()..ndim).collect();
        let src_p = src.permuted(&perm);
        let dst_p = dst.permuted(&perm);
        let ta = self.temp(src_p.shape.iter().product(), src.dtype);
        let ta_view = View::c_order(ta, &src_p.shape, src.dtype);
        self.gather(&src_p, ta, &src_p.shape, src.dtype, 1.0, false, None)?;
        let in_place = src == dst;
        let tb_view = if in_place {
            ta_view.clone()
        } else {
            let tb = self.temp(dst_p.shape.iter().product(), dst.dtype);
            View::c_order(tb, &dst_p.shape, dst.dtype)
        };
        if !self.try_fft(&pgroup, lengths, &ta_view, &tb_view, direction)? {
            return Err(Error::InvalidArgument {
                op: "fft",
                reason: "internal: a C-ordered layout did not fit a cuFFT plan".into(),
            });
        }
        // Back to the original axis order: read tb with its strides un-permuted.
        let mut back_strides = vec![0isize; ndim];
        for (i, &a) in perm.iter().enumerate() {
            back_strides[a] = tb_view.strides[i];
        }
        let back = View {
            buf: tb_view.buf,
            offset: 0,
            shape: dst.shape.clone(),
            strides: back_strides,
            dtype: dst.dtype,
            aligned: true,
        };
        self.gather(&back, dst.buf, &dst.shape, dst.dtype, 1.0, false, None)
    }

    /// DCT/DST pre-processing: `src` (real values, any real dtype) along `axis` into the FFT
    /// input `dst` ((lanes, m) row-major, real or complex).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn dct_pre(
        &mut self,
        src: &View,
        axis: usize,
        n: usize,
        dst: Buf,
        m: usize,
        real: DType,
        complex_out: bool,
        variant: i32,
        sine: bool,
        ortho: bool,
    ) -> Result<()> {
        let lanes_axes: Vec<usize> = (0..src.shape.len()).filter(|&a| a != axis).collect();
        let mut dims: Vec<(usize, isize)> = Vec::new();
        for &a in &lanes_axes {
            let (len, st) = (src.shape[a], src.strides[a]);
            if len == 1 {
                continue;
            }
            if let Some(last) = dims.last_mut() {
                if last.1 == st * len as isize {
                    *last = (last.0 * len, st);
                    continue;
                }
            }
            dims.push((len, st));
        }
        if dims.is_empty() {
            dims.push((1, 0));
        }
        let ndim = dims.len();
        if ndim > MAX_KERNEL_DIMS {
            return Err(Error::Unsupported {
                what: format!("a DCT over {ndim} lane axes (at most {MAX_KERNEL_DIMS})"),
                backend: "cuda".into(),
            });
        }
        let lanes: usize = dims.iter().map(|d| d.0).product();
        let mut layout: Vec<i64> = dims.iter().map(|d| d.0 as i64).collect();
        layout.extend(dims.iter().map(|d| d.1 as i64));
        let in_dtype = src.dtype;
        let key = format!(
            "dct_pre|{}|{}|{ndim}|{complex_out}",
            in_dtype.short(),
            real.short()
        );
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::dct_pre_wrapper(in_dtype, real, ndim, complex_out);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::DctPre {
            f,
            src: src.buf,
            src_off: src.offset,
            src_item: src.dtype.itemsize(),
            dst,
            lanes_layout: layout,
            lanes,
            n,
            m,
            astride: src.strides[axis],
            extent: src.shape[axis],
            variant,
            sine,
            ortho,
        });
        Ok(())
    }

    /// DCT/DST post-processing: FFT output `src` into the C-ordered real `dst` of `shape`
    /// (whose `axis` has length `n`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn dct_post(
        &mut self,
        src: Buf,
        dst: Buf,
        shape: &[usize],
        axis: usize,
        m: usize,
        real: DType,
        variant: i32,
        sine: bool,
        ortho: bool,
        scale: f64,
    ) -> Result<()> {
        let n = shape[axis];
        let inner: usize = shape[axis + 1..].iter().product();
        let lanes: usize = shape.iter().product::<usize>() / n.max(1);
        let key = format!("dct_post|{}", real.short());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::dct_post_wrapper(real);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::DctPost {
            f,
            src,
            dst,
            lanes,
            inner: inner.max(1),
            n,
            m,
            variant,
            sine,
            ortho,
            scale,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(shape: &[usize], strides: &[isize], dtype: DType) -> View {
        View {
            buf: Buf::Input,
            offset: 0,
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            dtype,
            aligned: true,
        }
    }

    #[test]
    fn permuted_views_follow_the_permutation() {
        let v = view(&[2, 3, 4], &[12, 4, 1], DType::F32);
        let p = v.permuted(&[2, 0, 1]);
        assert_eq!(p.shape, vec![4, 2, 3]);
        assert_eq!(p.strides, vec![1, 12, 4]);
    }
}
