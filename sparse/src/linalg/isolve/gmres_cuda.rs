//! Restarted GMRES fully on the GPU for a CSR matrix with real f32/f64 values (no preconditioner or
//! a Jacobi one): the Krylov basis is a dense `n × (m+1)` block, classical Gram-Schmidt runs as
//! one batched-dot launch and one update launch per column, the Givens rotations and the residual
//! estimate stay on the device (one-thread kernels), and one restart cycle is captured into a CUDA
//! graph and replayed. The host reads the scalars back once per restart cycle (`gmres.cu`
//! describes the launch sequence).

use super::cuda::capture_graph;
use super::kernels;
use crate::linalg::interface::CsrRaw;
use crate::linalg::krylov::next_ptol;
use crate::scalar::SparseScalar;
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::{Array, Device, Error, Result};

const BLOCK: u32 = 256;
/// Rows each thread of the batched dot kernel covers (fewer blocks, fewer atomics).
const DOT_ROWS_PER_THREAD: usize = 8;
/// Doubles of the scalar header (`GM_HEADER` in gmres.cu).
const HEADER: usize = 16;
const PTOL: usize = 0;
const PRESID: usize = 1;
const BREAKDOWN: usize = 3;
const COL: usize = 4;
const RNORM2: usize = 5;

struct Kernels {
    spmv: KernelFn,
    residual: KernelFn,
    start: KernelFn,
    scale: KernelFn,
    dots: KernelFn,
    orth: KernelFn,
    xupdate: KernelFn,
    reset: KernelFn,
    init: KernelFn,
    givens: KernelFn,
    solve: KernelFn,
}

fn kernels(cuda: &CudaBackend, t: &'static str, i64_index: bool) -> Result<Kernels> {
    let f = |k: &str, idx: Option<bool>| {
        let name = kernels::name(k, t, idx);
        cuda.function(&name, || (kernels::source(), name.clone()))
    };
    let plain = |k: &str| {
        let name = format!("gsci_{k}");
        cuda.function(&name, || (kernels::source(), name.clone()))
    };
    Ok(Kernels {
        spmv: f("gm_spmv", Some(i64_index))?,
        residual: f("gm_residual", Some(i64_index))?,
        start: f("gm_start", None)?,
        scale: f("gm_scale", None)?,
        dots: f("gm_dots", None)?,
        orth: f("gm_orth", None)?,
        xupdate: f("gm_xupdate", None)?,
        reset: plain("gm_reset")?,
        init: plain("gm_init")?,
        givens: plain("gm_givens")?,
        solve: plain("gm_solve")?,
    })
}

fn device_ptr<T: gsci_core::Element>(a: &mut Array<T>) -> Result<u64> {
    a.device_ptr_mut()?.ok_or_else(|| Error::InvalidArgument {
        op: "gmres",
        reason: "internal: vector is not on the GPU".into(),
    })
}

/// Device pointers and launch geometry of one solve.
struct State {
    n: i64,
    m: i32,
    eps: f64,
    x: u64,
    b: u64,
    r: u64,
    basis: u64,
    dinv: u64,
    s: u64,
    grid: u32,
    dot_grid: u32,
    elem: u64,
}

impl State {
    fn column(&self, k: usize) -> u64 {
        self.basis + k as u64 * self.n as u64 * self.elem
    }
}

/// Queues the residual `r = b - A x` with `|r|^2` added into `s[RNORM2]`.
fn residual(cuda: &CudaBackend, k: &Kernels, a: &CsrRaw, st: &State) -> Result<()> {
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(a.indptr)
        .push(a.indices)
        .push(a.data)
        .push(st.x)
        .push(st.b)
        .push(st.r)
        .push(st.s);
    // SAFETY: arguments match gm_residual; x, b, r hold n values; s holds the scalar block.
    unsafe { cuda.launch(k.residual, (st.grid, 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

fn one_thread(cuda: &CudaBackend, f: KernelFn, args: &mut KernelArgs) -> Result<()> {
    // SAFETY: the callers push arguments matching the one-thread kernels (s, m[, c, eps]).
    unsafe { cuda.launch(f, (1, 1, 1), (1, 1, 1), 0, args) }
}

/// Queues one restart cycle (`m` inner iterations at most; the stop flag ends it early).
fn cycle(cuda: &CudaBackend, k: &Kernels, a: &CsrRaw, st: &State) -> Result<()> {
    let g = (st.grid, 1, 1);
    let b = (BLOCK, 1, 1);
    let m = st.m as usize;
    one_thread(cuda, k.reset, KernelArgs::new().push(st.s).push(st.m))?;
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(st.r)
        .push(st.dinv)
        .push(st.column(0))
        .push(st.s);
    // SAFETY: arguments match gm_start; r and V0 hold n values; dinv is null or n values.
    unsafe { cuda.launch(k.start, g, b, 0, &mut args)? };
    one_thread(cuda, k.init, KernelArgs::new().push(st.s).push(st.m))?;
    let scale = |col: usize, always: i32| {
        let mut args = KernelArgs::new();
        args.push(st.n).push(st.column(col)).push(st.s).push(always);
        // SAFETY: arguments match gm_scale; the column holds n values.
        unsafe { cuda.launch(k.scale, g, b, 0, &mut args) }
    };
    scale(0, 1)?;
    for c in 0..m {
        let mut args = KernelArgs::new();
        args.push(st.n)
            .push(a.indptr)
            .push(a.indices)
            .push(a.data)
            .push(st.dinv)
            .push(st.column(c))
            .push(st.column(c + 1))
            .push(st.s);
        // SAFETY: arguments match gm_spmv; columns c and c+1 of the basis hold n values each.
        unsafe { cuda.launch(k.spmv, g, b, 0, &mut args)? };
        let mut args = KernelArgs::new();
        args.push(st.n).push(st.basis).push(c as i32).push(st.s);
        // SAFETY: arguments match gm_dots; block rows 0..=c+1 address basis columns 0..=c+1.
        unsafe {
            cuda.launch(
                k.dots,
                (st.dot_grid, c as u32 + 2, 1),
                (BLOCK, 1, 1),
                0,
                &mut args,
            )?
        };
        let mut args = KernelArgs::new();
        args.push(st.n).push(st.basis).push(c as i32).push(st.s);
        // SAFETY: arguments match gm_orth.
        unsafe { cuda.launch(k.orth, g, b, 0, &mut args)? };
        one_thread(
            cuda,
            k.givens,
            KernelArgs::new()
                .push(st.s)
                .push(st.m)
                .push(c as i32)
                .push(st.eps),
        )?;
        scale(c + 1, 0)?;
    }
    one_thread(cuda, k.solve, KernelArgs::new().push(st.s).push(st.m))?;
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(st.x)
        .push(st.basis)
        .push(st.s)
        .push(st.m);
    // SAFETY: arguments match gm_xupdate; it reads at most `col + 1 <= m` basis columns.
    unsafe { cuda.launch(k.xupdate, g, b, 0, &mut args)? };
    residual(cuda, k, a, st)
}

fn read_f64s(cuda: &CudaBackend, ptr: u64, count: usize) -> Result<Vec<f64>> {
    let mut bytes = vec![0u8; count * 8];
    cuda.copy_dtoh_bytes(ptr, &mut bytes)?;
    Ok(bytes
        .chunks_exact(8)
        .map(|c| f64::from_ne_bytes(c.try_into().expect("8-byte chunk")))
        .collect())
}

/// The inputs of the device GMRES: the host-side system and SciPy's parameters.
pub(crate) struct GmresInput<'a, T: gsci_core::Element> {
    pub b: &'a [T],
    pub x0: &'a [T],
    pub dinv: Option<&'a Array<T>>,
    pub atol: f64,
    pub restart: usize,
    pub maxiter: usize,
}

/// Runs restarted GMRES on the device with SciPy 1.17's restart logic (the adaptive inner
/// tolerance `ptol`, `info = maxiter` when not converged). `None` when this path does not apply
/// (complex values): the caller then uses the host-vector solver. The callback receives the
/// relative preconditioned residual estimate of every inner iteration, delivered once per cycle.
pub(crate) fn gmres_device<T: SparseScalar>(
    dev: &Device,
    cuda: &CudaBackend,
    a: &CsrRaw,
    input: GmresInput<'_, T>,
    callback: &mut Option<Box<dyn FnMut(f64) + '_>>,
) -> Result<Option<(Array<T>, isize)>> {
    let Some(t) = kernels::value_c(T::DTYPE) else {
        return Ok(None);
    };
    let GmresInput {
        b,
        x0,
        dinv,
        atol,
        restart: m,
        maxiter,
    } = input;
    let n = b.len();
    // The batched dot launch puts one basis column per grid row (at most 65535).
    if a.rows != n || n == 0 || m == 0 || m >= 65535 {
        return Ok(None);
    }
    let eps = super::host::machine_eps::<T>();
    let bnrm2 = super::host::norm(b);
    let mb_nrm2 = match dinv {
        Some(d) => {
            let d = d.to_vec()?;
            super::host::norm(&b.iter().zip(&d).map(|(b, d)| *b * *d).collect::<Vec<T>>())
        }
        None => bnrm2,
    };
    let k = kernels(cuda, t, a.index_i64)?;
    let mut x = Array::from_slice(x0, &[n], dev)?;
    let mut bv = Array::from_slice(b, &[n], dev)?;
    let mut r = Array::<T>::zeros(&[n], dev)?;
    let mut basis = Array::<T>::zeros(&[(m + 1) * n], dev)?;
    let scalars = HEADER + 2 * (m + 1) + 4 * m + m * (m + 1);
    let mut s = Array::<f64>::zeros(&[scalars], dev)?;
    let dinv_arr = dinv.map(|d| d.to_contiguous()).transpose()?;
    let grid = grid_1d(cuda, n, BLOCK);
    let st = State {
        n: n as i64,
        m: m as i32,
        eps,
        x: device_ptr(&mut x)?,
        b: device_ptr(&mut bv)?,
        r: device_ptr(&mut r)?,
        basis: device_ptr(&mut basis)?,
        dinv: match dinv_arr.as_ref() {
            Some(d) => d.device_ptr().ok_or_else(|| Error::InvalidArgument {
                op: "gmres",
                reason: "internal: preconditioner is not on the GPU".into(),
            })?,
            None => 0,
        },
        s: device_ptr(&mut s)?,
        grid,
        dot_grid: grid.min(n.div_ceil(BLOCK as usize * DOT_ROWS_PER_THREAD).max(1) as u32),
        elem: T::DTYPE.itemsize() as u64,
    };
    // Order the uploads (caller's stream) before the private, capturable stream.
    cuda.synchronize()?;
    let own = dev.new_stream()?;
    let dev2 = dev.with_stream(&own)?;
    let c2 = dev2.as_cuda().ok_or_else(|| Error::InvalidArgument {
        op: "gmres",
        reason: "internal: private stream is not a GPU stream".into(),
    })?;
    residual(c2, &k, a, &st)?;
    let rnorm0 = read_f64s(c2, st.s + (RNORM2 * 8) as u64, 1)?[0]
        .max(0.0)
        .sqrt();
    if rnorm0 < atol {
        return Ok(Some((x, 0)));
    }
    let graph = if maxiter >= 2 {
        capture_graph(c2, || cycle(c2, &k, a, &st))
    } else {
        None
    };
    let mut ptol_max_factor = 1.0f64;
    let mut ptol = mb_nrm2 * ptol_max_factor.min(atol / bnrm2);
    let mut rnorm = f64::INFINITY;
    let hist_at = HEADER + 2 * (m + 1) + 3 * m;
    for _ in 0..maxiter {
        c2.copy_htod_bytes(&ptol.to_ne_bytes(), st.s + (PTOL * 8) as u64)?;
        match &graph {
            Some(gr) => gr.launch().map_err(|e| Error::Cuda {
                code: format!("{e:?}"),
                call: "cuGraphLaunch",
            })?,
            None => cycle(c2, &k, a, &st)?,
        }
        let head = read_f64s(c2, st.s, HEADER)?;
        let col = head[COL] as usize;
        let breakdown = head[BREAKDOWN] != 0.0;
        let presid = head[PRESID];
        rnorm = head[RNORM2].max(0.0).sqrt();
        if let Some(cb) = callback.as_mut() {
            let hist = read_f64s(c2, st.s + (hist_at * 8) as u64, col + 1)?;
            hist.iter().for_each(|p| cb(p / bnrm2));
        }
        if rnorm <= atol || breakdown {
            break;
        }
        ptol = next_ptol(&mut ptol_max_factor, presid, ptol, atol / rnorm, eps);
    }
    c2.synchronize()?;
    drop(graph);
    let info = if rnorm <= atol { 0 } else { maxiter as isize };
    Ok(Some((x, info)))
}
