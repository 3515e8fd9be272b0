//! Generation and launch of gsci-linalg's kernels (`kernels.cu`) through the core kernel cache.

use gsci_core::cuda::{CudaBackend, DeviceBuffer, KernelArgs, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{DType, Result};

const KERNELS_CU: &str = include_str!("kernels.cu");
const BLOCK: u32 = 128;

/// Pivot index type: cuSOLVER's 64-bit API writes i64, cuBLAS's batched LU writes i32.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pivot {
    I32,
    I64,
}

impl Pivot {
    fn c_type(self) -> &'static str {
        match self {
            Pivot::I32 => "int",
            Pivot::I64 => "long long",
        }
    }
    fn short(self) -> &'static str {
        match self {
            Pivot::I32 => "i32",
            Pivot::I64 => "i64",
        }
    }
}

fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{KERNELS_CU}\n{wrappers}")
}

/// The types header and `kernels.cu` followed by `wrappers` (for modules built on its helpers).
pub(crate) fn kernels_source(wrappers: &str) -> String {
    source(wrappers)
}

/// The C type kernels accumulate `d` in (double, or complex double).
pub(crate) fn wide(d: DType) -> &'static str {
    if d.is_complex() {
        "gsci_c128"
    } else {
        "double"
    }
}

/// The C real type of `d`'s precision.
pub(crate) fn real_c(d: DType) -> &'static str {
    match d {
        DType::F32 | DType::C64 => "float",
        _ => "double",
    }
}

fn det_wrapper(d: DType, p: Pivot) -> (String, String) {
    let name = format!("gsci_linalg_lu_det_{}_{}", d.short(), p.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* lu, long long n, long long ms, const {pt}* piv, long long ps, long long batch, {t}* det) {{ gsci_lu_det_body<{t}, {w}, {pt}>(lu, n, ms, piv, ps, batch, det); }}\n",
        t = d.cuda_type(),
        w = wide(d),
        pt = p.c_type()
    );
    (w, name)
}

fn slogdet_wrapper(d: DType, p: Pivot) -> (String, String) {
    let name = format!("gsci_linalg_lu_slogdet_{}_{}", d.short(), p.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* lu, long long n, long long ms, const {pt}* piv, long long ps, long long batch, {t}* sign, {r}* logabs) {{ gsci_lu_slogdet_body<{t}, {w}, {r}, {pt}>(lu, n, ms, piv, ps, batch, sign, logabs); }}\n",
        t = d.cuda_type(),
        w = wide(d),
        r = real_c(d),
        pt = p.c_type()
    );
    (w, name)
}

fn piv_wrapper(from: Pivot, to: Pivot) -> (String, String) {
    let name = format!("gsci_linalg_piv_shift_{}_{}", from.short(), to.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {a}* in, {b}* out, long long n, long long shift) {{ gsci_piv_shift_body<{a}, {b}>(in, out, n, shift); }}\n",
        a = from.c_type(),
        b = to.c_type()
    );
    (w, name)
}

const PTR_ARRAY: &str = "extern \"C\" __global__ void gsci_linalg_ptr_array(unsigned long long* out, unsigned long long base, unsigned long long stride, long long n) { gsci_la_ptr_array_body(out, base, stride, n); }\n";

/// A device array of `n` addresses `base + i * stride_bytes` (for the batched cuBLAS calls).
pub(crate) fn ptr_array(
    cuda: &CudaBackend,
    base: u64,
    stride_bytes: u64,
    n: usize,
) -> Result<DeviceBuffer> {
    let buf = DeviceBuffer::alloc(cuda, n * 8)?;
    if n == 0 {
        return Ok(buf);
    }
    let func = cuda.function("linalg_ptr_array", || {
        (source(PTR_ARRAY), "gsci_linalg_ptr_array".to_string())
    })?;
    let mut args = KernelArgs::new();
    args.push(buf.ptr())
        .push(base)
        .push(stride_bytes)
        .push(n as i64);
    let grid = grid_1d(cuda, n, 256);
    // SAFETY: `buf` holds n addresses; arguments match the wrapper.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args)? };
    Ok(buf)
}

const DTYPES: [DType; 4] = [DType::F32, DType::F64, DType::C64, DType::C128];

/// Every kernel of this crate in one module (for the NVRTC compile test).
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let mut w = String::new();
    for d in DTYPES {
        for p in [Pivot::I32, Pivot::I64] {
            w += &det_wrapper(d, p).0;
            w += &slogdet_wrapper(d, p).0;
        }
    }
    for from in [Pivot::I32, Pivot::I64] {
        for to in [Pivot::I32, Pivot::I64] {
            w += &piv_wrapper(from, to).0;
        }
    }
    w += PTR_ARRAY;
    vec![
        ("linalg_lu".to_string(), source(&w)),
        reduce_generated_source(),
    ]
}

/// Where LU factors and pivots of a batch live on the device.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LuFactors {
    pub lu: u64,
    pub n: usize,
    pub mat_stride: usize,
    pub piv: u64,
    pub piv_kind: Pivot,
    pub piv_stride: usize,
    pub batch: usize,
}

/// `det[b]` from LU factors, for every matrix of the batch.
pub(crate) fn lu_det(cuda: &CudaBackend, d: DType, f: &LuFactors, det: u64) -> Result<()> {
    if f.batch == 0 {
        return Ok(());
    }
    let key = format!("linalg_lu_det|{}|{}", d.short(), f.piv_kind.short());
    let func = cuda.function(&key, || {
        let (w, name) = det_wrapper(d, f.piv_kind);
        (source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(f.lu)
        .push(f.n as i64)
        .push(f.mat_stride as i64)
        .push(f.piv)
        .push(f.piv_stride as i64)
        .push(f.batch as i64)
        .push(det);
    let grid = grid_1d(cuda, f.batch, BLOCK);
    // SAFETY: `lu` holds batch matrices n x n mat_stride apart, `piv` batch pivot vectors of n
    // piv_stride apart, `det` batch elements; arguments match the wrapper's parameters.
    unsafe { cuda.launch(func, (grid, 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

/// `sign[b]`, `logabs[b]` from LU factors, for every matrix of the batch.
pub(crate) fn lu_slogdet(
    cuda: &CudaBackend,
    d: DType,
    f: &LuFactors,
    sign: u64,
    logabs: u64,
) -> Result<()> {
    if f.batch == 0 {
        return Ok(());
    }
    let key = format!("linalg_lu_slogdet|{}|{}", d.short(), f.piv_kind.short());
    let func = cuda.function(&key, || {
        let (w, name) = slogdet_wrapper(d, f.piv_kind);
        (source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(f.lu)
        .push(f.n as i64)
        .push(f.mat_stride as i64)
        .push(f.piv)
        .push(f.piv_stride as i64)
        .push(f.batch as i64)
        .push(sign)
        .push(logabs);
    let grid = grid_1d(cuda, f.batch, BLOCK);
    // SAFETY: as in `lu_det`, plus `logabs` holding batch reals.
    unsafe { cuda.launch(func, (grid, 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

/// `out[i] = in[i] + shift` over `n` pivot indices, converting the integer type.
pub(crate) fn piv_shift(
    cuda: &CudaBackend,
    from: Pivot,
    input: u64,
    to: Pivot,
    output: u64,
    n: usize,
    shift: i64,
) -> Result<()> {
    if n == 0 {
        return Ok(());
    }
    let key = format!("linalg_piv_shift|{}|{}", from.short(), to.short());
    let func = cuda.function(&key, || {
        let (w, name) = piv_wrapper(from, to);
        (source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(input).push(output).push(n as i64).push(shift);
    let grid = grid_1d(cuda, n, 256);
    // SAFETY: `input` and `output` hold n integers of their types; arguments match the wrapper.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args) }
}

const REDUCE_CU: &str = include_str!("reduce.cu");

fn reduce_source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{KERNELS_CU}\n{REDUCE_CU}\n{wrappers}")
}

fn norm_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_norm_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* a, long long batch, long long rows, long long cols, int mode, double p, double* out) {{ gsci_la_norm_body<{t}>(a, batch, rows, cols, mode, p, out); }}\n",
        t = d.cuda_type()
    );
    (w, name)
}

fn scale_cols_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_scale_cols_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* u, const {r}* s, long long batch, long long m, long long k, double rcond) {{ gsci_la_scale_cols_body<{t}, {r}>(u, s, batch, m, k, rcond); }}\n",
        t = d.cuda_type(),
        r = real_c(d)
    );
    (w, name)
}

fn conj_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_conj_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* x, long long n) {{ gsci_la_conj_body<{t}>(x, n); }}\n",
        t = d.cuda_type()
    );
    (w, name)
}

fn mul_wrapper() -> (String, String) {
    let name = "gsci_linalg_mul_f64".to_string();
    let w = format!(
        "extern \"C\" __global__ void {name}(const double* a, const double* b, double* out, long long n) {{ gsci_la_mul_f64_body(a, b, out, n); }}\n"
    );
    (w, name)
}

fn col_sq_diff_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_col_sq_diff_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* b, const {t}* ax, long long m, long long k, double* out) {{ gsci_la_col_sq_diff_body<{t}>(b, ax, m, k, out); }}\n",
        t = d.cuda_type()
    );
    (w, name)
}

/// Every reduction kernel in one module (for the NVRTC compile test).
pub(crate) fn reduce_generated_source() -> (String, String) {
    let mut w = String::new();
    for d in DTYPES {
        w += &norm_wrapper(d).0;
        w += &scale_cols_wrapper(d).0;
        w += &col_sq_diff_wrapper(d).0;
    }
    w += &conj_wrapper(DType::C64).0;
    w += &conj_wrapper(DType::C128).0;
    w += &mul_wrapper().0;
    ("linalg_reduce".to_string(), reduce_source(&w))
}

/// Reduction modes of [`norm_reduce`] (see `reduce.cu`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum NormMode {
    Fro,
    MaxColSum,
    MinColSum,
    MaxRowSum,
    MinRowSum,
    MaxAbs,
    MinAbs,
    CountNonzero,
    PowerSum(f64),
    MaxOverMin,
    MinOverMax,
    CountAboveRel(f64),
    CountAbove(f64),
}

impl NormMode {
    fn code(self) -> (i32, f64) {
        match self {
            NormMode::Fro => (0, 0.0),
            NormMode::MaxColSum => (1, 0.0),
            NormMode::MinColSum => (2, 0.0),
            NormMode::MaxRowSum => (3, 0.0),
            NormMode::MinRowSum => (4, 0.0),
            NormMode::MaxAbs => (5, 0.0),
            NormMode::MinAbs => (6, 0.0),
            NormMode::CountNonzero => (7, 0.0),
            NormMode::PowerSum(p) => (8, p),
            NormMode::MaxOverMin => (10, 0.0),
            NormMode::CountAboveRel(r) => (11, r),
            NormMode::MinOverMax => (12, 0.0),
            NormMode::CountAbove(t) => (13, t),
        }
    }
}

/// One value per matrix of a contiguous `(batch, rows, cols)` array at `a`, into `out` (f64s).
#[allow(clippy::too_many_arguments)]
pub(crate) fn norm_reduce(
    cuda: &CudaBackend,
    d: DType,
    a: u64,
    batch: usize,
    rows: usize,
    cols: usize,
    mode: NormMode,
    out: u64,
) -> Result<()> {
    if batch == 0 {
        return Ok(());
    }
    let key = format!("linalg_norm|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = norm_wrapper(d);
        (reduce_source(&w), name)
    })?;
    let (code, p) = mode.code();
    let mut args = KernelArgs::new();
    args.push(a)
        .push(batch as i64)
        .push(rows as i64)
        .push(cols as i64)
        .push(code)
        .push(p)
        .push(out);
    let grid = batch.min(65535) as u32;
    // SAFETY: `a` holds batch * rows * cols elements of `d`, `out` batch doubles; arguments match.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args) }
}

/// `u[b][:, j] *= 1/s[b][j]` (0 where `s[b][j] <= rcond * max s[b]`), u `(batch, m, k)`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn scale_cols(
    cuda: &CudaBackend,
    d: DType,
    u: u64,
    s: u64,
    batch: usize,
    m: usize,
    k: usize,
    rcond: f64,
) -> Result<()> {
    if batch == 0 {
        return Ok(());
    }
    let key = format!("linalg_scale_cols|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = scale_cols_wrapper(d);
        (reduce_source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(u)
        .push(s)
        .push(batch as i64)
        .push(m as i64)
        .push(k as i64)
        .push(rcond);
    let grid = batch.min(65535) as u32;
    // SAFETY: u holds batch * m * k elements of `d`, s batch * k reals; arguments match.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args) }
}

/// Conjugates `n` complex elements in place (no-op for real dtypes).
pub(crate) fn conj_in_place(cuda: &CudaBackend, d: DType, x: u64, n: usize) -> Result<()> {
    if n == 0 || !d.is_complex() {
        return Ok(());
    }
    let key = format!("linalg_conj|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = conj_wrapper(d);
        (reduce_source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(x).push(n as i64);
    let grid = grid_1d(cuda, n, 256);
    // SAFETY: x holds n complex elements of `d`; arguments match.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args) }
}

/// `out[i] = a[i] * b[i]` over n doubles.
pub(crate) fn mul_f64(cuda: &CudaBackend, a: u64, b: u64, out: u64, n: usize) -> Result<()> {
    if n == 0 {
        return Ok(());
    }
    let func = cuda.function("linalg_mul_f64", || {
        let (w, name) = mul_wrapper();
        (reduce_source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(a).push(b).push(out).push(n as i64);
    let grid = grid_1d(cuda, n, 256);
    // SAFETY: a, b, out hold n doubles; arguments match.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args) }
}

/// `out[j] = sum_i |b[i, j] - ax[i, j]|^2` over contiguous `(m, k)` arrays.
pub(crate) fn col_sq_diff(
    cuda: &CudaBackend,
    d: DType,
    b: u64,
    ax: u64,
    m: usize,
    k: usize,
    out: u64,
) -> Result<()> {
    if k == 0 {
        return Ok(());
    }
    let key = format!("linalg_col_sq_diff|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = col_sq_diff_wrapper(d);
        (reduce_source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(b)
        .push(ax)
        .push(m as i64)
        .push(k as i64)
        .push(out);
    let grid = grid_1d(cuda, k, 256);
    // SAFETY: b and ax hold m * k elements of `d`, out k doubles; arguments match.
    unsafe { cuda.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args) }
}

/// The module mirroring the lower triangle of a square row-major matrix of `t` into its upper.
fn mirror_source(t: &str) -> (String, String) {
    let name = format!("gsci_linalg_mirror_lower_{t}");
    let src = format!(
        "extern \"C\" __global__ void {name}({t}* c, long long n) {{\n    long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n    long long i = (long long)blockIdx.y * blockDim.y + threadIdx.y;\n    if (i < n && j < n && j > i) c[i * n + j] = c[j * n + i];\n}}\n"
    );
    (src, name)
}

/// Every mirror module (for the compile test).
pub(crate) fn mirror_generated_sources() -> Vec<(String, String)> {
    ["float", "double"]
        .iter()
        .map(|t| {
            let (src, name) = mirror_source(t);
            (name, src)
        })
        .collect()
}

/// Copies the lower triangle of the row-major `n x n` matrix `c` (f32 or f64) into its upper.
pub(crate) fn mirror_lower(cuda: &CudaBackend, d: DType, c: u64, n: usize) -> Result<()> {
    if n < 2 {
        return Ok(());
    }
    let t = if d == DType::F32 { "float" } else { "double" };
    let func = cuda.function(&format!("linalg_mirror_lower|{t}"), || {
        let (src, name) = mirror_source(t);
        (src, name)
    })?;
    let mut args = KernelArgs::new();
    args.push(c).push(n as i64);
    let too_big = || gsci_core::Error::Unsupported {
        what: format!("a {n} x {n} Gram matrix"),
        backend: "cuda".into(),
    };
    let gx = u32::try_from(n.div_ceil(32)).map_err(|_| too_big())?;
    let gy = u32::try_from(n.div_ceil(8))
        .ok()
        .filter(|&g| g <= 65535)
        .ok_or_else(too_big)?;
    // SAFETY: c holds n * n elements of `d` (row-major); thread (i, j) with j > i reads c[j, i]
    // (lower, never written) and writes c[i, j]; the others return.
    unsafe { cuda.launch(func, (gx, gy, 1), (32, 8, 1), 0, &mut args) }
}
