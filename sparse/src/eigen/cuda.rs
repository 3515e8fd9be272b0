//! The Krylov basis on a GPU: the `ncv + 1` vectors in one device buffer, each Lanczos step a
//! matvec (our CSR kernel for a CSR operator, else the operator's own matvec) and five kernels
//! (two Gram–Schmidt passes and the normalisation) whose coefficients stay in device memory.
//! The host reads the coefficient columns once per restart.

use super::kernels;
use super::lanczos::Basis;
use crate::linalg::LinearOperator;
use crate::linalg::interface::CsrRaw;
use crate::scalar::SparseScalar;
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::{Array, Complex64, Device, Error, Result};

const BLOCK: u32 = 256;

/// How the basis applies the operator.
pub(crate) enum DeviceOp<'a, 'b, T: SparseScalar> {
    /// Our CSR SpMV kernel on the operator's raw arrays.
    Csr(CsrRaw),
    /// The operator's matvec (any operator).
    Operator(&'a LinearOperator<'b, T>),
}

struct Kernels {
    spmv: Option<KernelFn>,
    project: KernelFn,
    subtract: KernelFn,
    normalize: KernelFn,
    rotate: KernelFn,
}

/// Owners of the work vector and the coefficient, second-pass, norm and scratch buffers.
type Buffers<T> = (Array<T>, Array<f64>, Array<f64>, Array<f64>, Array<f64>);

pub(crate) struct CudaBasis<'a, 'b, T: SparseScalar> {
    n: usize,
    ncv: usize,
    dev: Device,
    k: Kernels,
    op: DeviceOp<'a, 'b, T>,
    v: Array<T>,
    vp: u64,
    v2: Array<T>,
    v2p: u64,
    wp: u64,
    coefp: u64,
    h2p: u64,
    nrmp: u64,
    scratchp: u64,
    // Owners of the buffers above.
    _bufs: Buffers<T>,
}

fn internal(what: &str) -> Error {
    Error::InvalidArgument {
        op: "eigsh",
        reason: format!("internal: {what} is not on the GPU"),
    }
}

fn ptr_mut<U: gsci_core::Element>(a: &mut Array<U>) -> Result<u64> {
    a.device_ptr_mut()?.ok_or_else(|| internal("a work buffer"))
}

fn bytes_of<U: gsci_core::Element>(v: &[U]) -> &[u8] {
    // SAFETY: Element types are plain old data without padding; same memory, same length.
    unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, std::mem::size_of_val(v)) }
}

impl<'a, 'b, T: SparseScalar> CudaBasis<'a, 'b, T> {
    pub(crate) fn new(n: usize, ncv: usize, dev: &Device, op: DeviceOp<'a, 'b, T>) -> Result<Self> {
        let cuda = dev.as_cuda().ok_or_else(|| internal("the device"))?;
        let t = kernels::value_c(T::DTYPE).ok_or_else(|| Error::Unsupported {
            what: format!("eigsh for dtype {}", T::DTYPE),
            backend: dev.to_string(),
        })?;
        let f = |name: String| cuda.function(&name, || (kernels::source(), name.clone()));
        let k = Kernels {
            spmv: match &op {
                DeviceOp::Csr(raw) => Some(f(kernels::name("spmv", t, Some(raw.index_i64)))?),
                DeviceOp::Operator(_) => None,
            },
            project: f(kernels::name("project", t, None))?,
            subtract: f(kernels::name("subtract", t, None))?,
            normalize: f(kernels::name("normalize", t, None))?,
            rotate: f(kernels::name("rotate", t, None))?,
        };
        let mut v = Array::<T>::zeros(&[ncv + 1, n], dev)?;
        let mut v2 = Array::<T>::zeros(&[ncv + 1, n], dev)?;
        let mut w = Array::<T>::zeros(&[n], dev)?;
        let mut coef = Array::<f64>::zeros(&[ncv * (ncv + 1) * 2], dev)?;
        let mut h2 = Array::<f64>::zeros(&[2 * (ncv + 1)], dev)?;
        let mut nrm = Array::<f64>::zeros(&[1], dev)?;
        let mut scratch = Array::<f64>::zeros(&[2 * (ncv + 1)], dev)?;
        let (vp, v2p) = (ptr_mut(&mut v)?, ptr_mut(&mut v2)?);
        let (wp, coefp, h2p) = (ptr_mut(&mut w)?, ptr_mut(&mut coef)?, ptr_mut(&mut h2)?);
        let (nrmp, scratchp) = (ptr_mut(&mut nrm)?, ptr_mut(&mut scratch)?);
        Ok(CudaBasis {
            n,
            ncv,
            dev: dev.clone(),
            k,
            op,
            v,
            vp,
            v2,
            v2p,
            wp,
            coefp,
            h2p,
            nrmp,
            scratchp,
            _bufs: (w, coef, h2, nrm, scratch),
        })
    }

    fn cuda(&self) -> Result<&CudaBackend> {
        self.dev.as_cuda().ok_or_else(|| internal("the device"))
    }

    fn slot(&self, j: usize) -> u64 {
        self.vp + (j * self.n * std::mem::size_of::<T>()) as u64
    }

    fn col(&self, j: usize) -> u64 {
        self.coefp + (j * (self.ncv + 1) * 2 * 8) as u64
    }

    fn grid(&self) -> Result<u32> {
        Ok(grid_1d(self.cuda()?, self.n, BLOCK))
    }

    /// `h += <v_c, w>` for `c < ncols` (`h` must hold the values to add to, usually zeros).
    fn project(&self, ncols: usize, w: u64, h: u64, zero: u64) -> Result<()> {
        if ncols == 0 {
            return Ok(());
        }
        let cuda = self.cuda()?;
        let bx = (self.grid()? as usize / ncols).max(1) as u32;
        let mut a = KernelArgs::new();
        a.push(self.n as i64)
            .push(self.vp)
            .push(w)
            .push(h)
            .push(zero);
        // SAFETY: matches eig_project; slots 0..ncols hold n values each, w holds n values, h
        // holds 2 ncols doubles, `zero` is null or one double.
        unsafe {
            cuda.launch(
                self.k.project,
                (bx, ncols as u32, 1),
                (BLOCK, 1, 1),
                0,
                &mut a,
            )
        }
    }

    /// `w -= V[:, :ncols] h`, and `nrm += |w|^2` when `nrm` is not null.
    fn subtract(&self, ncols: usize, h: u64, w: u64, nrm: u64) -> Result<()> {
        let cuda = self.cuda()?;
        let mut a = KernelArgs::new();
        a.push(self.n as i64)
            .push(self.vp)
            .push(ncols as i64)
            .push(h)
            .push(w)
            .push(nrm);
        // SAFETY: matches eig_subtract; sizes as in `project`.
        unsafe {
            cuda.launch(
                self.k.subtract,
                (self.grid()?, 1, 1),
                (BLOCK, 1, 1),
                0,
                &mut a,
            )
        }
    }

    fn normalize(&self, w: u64, out: u64, hcol: u64, h2: u64, ncols: usize) -> Result<()> {
        let cuda = self.cuda()?;
        let mut a = KernelArgs::new();
        a.push(self.n as i64)
            .push(w)
            .push(self.nrmp)
            .push(out)
            .push(hcol)
            .push(h2)
            .push(ncols as i64);
        // SAFETY: matches eig_normalize; hcol (when not null) holds 2 (ncols + 1) doubles and
        // h2 2 ncols.
        unsafe {
            cuda.launch(
                self.k.normalize,
                (self.grid()?, 1, 1),
                (BLOCK, 1, 1),
                0,
                &mut a,
            )
        }
    }

    /// `out[c] = V[:, :m] y[:, c]` for `c < cols` into the buffer at `out`.
    fn rotate(&self, m: usize, y: &[Complex64], cols: usize, out: u64) -> Result<()> {
        let cuda = self.cuda()?;
        let pairs: Vec<f64> = y.iter().flat_map(|c| [c.re, c.im]).collect();
        let yd = Array::from_vec(pairs, &[2 * m * cols], &self.dev)?;
        let yp = yd.device_ptr().ok_or_else(|| internal("the rotation"))?;
        let mut a = KernelArgs::new();
        a.push(self.n as i64)
            .push(self.vp)
            .push(m as i64)
            .push(yp)
            .push(cols as i64)
            .push(out);
        // SAFETY: matches eig_rotate; slots 0..m hold n values, y holds 2 m cols doubles, out
        // holds cols n values and does not overlap V.
        unsafe {
            cuda.launch(
                self.k.rotate,
                (self.grid()?, 1, 1),
                (BLOCK, 1, 1),
                0,
                &mut a,
            )
        }?;
        // `yd` is freed in stream order after the kernel (stream-ordered pool).
        drop(yd);
        Ok(())
    }

    fn matvec(&self, j: usize) -> Result<()> {
        let cuda = self.cuda()?;
        match &self.op {
            DeviceOp::Csr(raw) => {
                let mut a = KernelArgs::new();
                a.push(self.n as i64)
                    .push(raw.indptr)
                    .push(raw.indices)
                    .push(raw.data)
                    .push(self.slot(j))
                    .push(self.wp);
                let spmv = self.k.spmv.ok_or_else(|| internal("the SpMV kernel"))?;
                // SAFETY: matches eig_spmv; the CSR arrays belong to the live operator (n rows,
                // n columns), slot j and w hold n values.
                unsafe { cuda.launch(spmv, (self.grid()?, 1, 1), (BLOCK, 1, 1), 0, &mut a) }
            }
            DeviceOp::Operator(op) => {
                let x = self.v.index_axis(0, j as isize)?;
                let y = op.matvec(&x)?.to_contiguous()?;
                drop(x);
                let yp = y
                    .device_ptr()
                    .ok_or_else(|| internal("the matvec result"))?;
                cuda.copy_dtod_bytes(yp, self.wp, self.n * std::mem::size_of::<T>())
            }
        }
    }
}

impl<T: SparseScalar> Basis<T> for CudaBasis<'_, '_, T> {
    fn len(&self) -> usize {
        self.n
    }

    fn set_vector(&mut self, j: usize, v: &[T]) -> Result<f64> {
        let before: f64 = v.iter().map(|x| x.abs_f64().powi(2)).sum();
        let cuda = self.cuda()?;
        cuda.copy_htod_bytes(bytes_of(v), self.wp)?;
        let sbytes = 2 * (self.ncv + 1) * 8;
        for _pass in 0..2 {
            cuda.memset_bytes(self.scratchp, 0, sbytes)?;
            self.project(j, self.wp, self.scratchp, 0)?;
            self.subtract(j, self.scratchp, self.wp, 0)?;
        }
        cuda.memset_bytes(self.nrmp, 0, 8)?;
        self.subtract(0, self.scratchp, self.wp, self.nrmp)?;
        self.normalize(self.wp, self.slot(j), 0, 0, 0)?;
        let mut b = [0u8; 8];
        cuda.copy_dtoh_bytes(self.nrmp, &mut b)?;
        let after = f64::from_ne_bytes(b);
        Ok(if before > 0.0 {
            (after / before).max(0.0).sqrt()
        } else {
            0.0
        })
    }

    fn step(&mut self, j: usize) -> Result<()> {
        self.matvec(j)?;
        let col = self.col(j);
        self.project(j + 1, self.wp, col, 0)?;
        self.subtract(j + 1, col, self.wp, 0)?;
        self.project(j + 1, self.wp, self.h2p, self.nrmp)?;
        self.subtract(j + 1, self.h2p, self.wp, self.nrmp)?;
        self.normalize(self.wp, self.slot(j + 1), col, self.h2p, j + 1)
    }

    fn read_columns(&mut self, from: usize, to: usize) -> Result<Vec<Vec<Complex64>>> {
        let l = self.ncv + 1;
        let mut raw = vec![0u8; (to - from) * l * 16];
        let cuda = self.cuda()?;
        cuda.copy_dtoh_bytes(self.col(from), &mut raw)?;
        // The next cycle accumulates its columns into zeros.
        cuda.memset_bytes(self.coefp, 0, self.ncv * l * 16)?;
        let vals: Vec<f64> = raw
            .chunks_exact(8)
            .map(|c| f64::from_ne_bytes(c.try_into().expect("8 bytes")))
            .collect();
        Ok(vals
            .chunks_exact(2 * l)
            .map(|c| {
                c.chunks_exact(2)
                    .map(|p| Complex64::new(p[0], p[1]))
                    .collect()
            })
            .collect())
    }

    fn restart(&mut self, m: usize, y: &[Complex64], keep: usize, move_last: bool) -> Result<()> {
        self.rotate(m, y, keep, self.v2p)?;
        if move_last {
            let sz = self.n * std::mem::size_of::<T>();
            let dst = self.v2p + (keep * sz) as u64;
            self.cuda()?.copy_dtod_bytes(self.slot(m), dst, sz)?;
        }
        std::mem::swap(&mut self.v, &mut self.v2);
        std::mem::swap(&mut self.vp, &mut self.v2p);
        Ok(())
    }

    fn ritz_vectors(&mut self, m: usize, y: &[Complex64], k: usize) -> Result<Array<T>> {
        let mut out = Array::<T>::zeros(&[k, self.n], &self.dev)?;
        let op = ptr_mut(&mut out)?;
        self.rotate(m, y, k, op)?;
        out.transpose()?.to_contiguous()
    }
}
