//! Generation and launch of gsci-linalg's kernels (`kernels.cu`) through the core kernel cache.

use gsci_core::cuda::{CudaBackend, KernelArgs, grid_1d};
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

fn wide(d: DType) -> &'static str {
    if d.is_complex() {
        "gsci_c128"
    } else {
        "double"
    }
}

fn real_c(d: DType) -> &'static str {
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
    vec![("linalg_lu".to_string(), source(&w))]
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
