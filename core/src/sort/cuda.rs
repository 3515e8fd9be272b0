//! CUDA side of sorting and searching: the LSD radix sort of `kernels/sort.cu`.
//!
//! Plan of a sort of `batch` rows of `n` (C-contiguous, the axis last), `N = batch * n < 2^32`:
//! - real dtype, one row, values only: the keys alone, encoded on the first pass's load and
//!   decoded on the last pass's store (one pass per key byte: 1 for 8-bit types, 8 for 64-bit);
//! - otherwise (argsort, several rows, complex): (key, position) pairs. Complex values take three
//!   stable stages (imaginary part, real part, NaN class); several rows take one more stage by row
//!   number (as many byte passes as the row count needs), which groups rows while keeping each
//!   row's order. Then positions (argsort) or a gather of the values (sort).
//!
//! A stage of byte passes is a OneSweep radix sort (below 2^30 keys): one kernel counts the digits
//! of every pass, then one kernel per pass ranks each tile in shared memory, finds the tile's
//! offsets by decoupled look-back and scatters. From 2^30 keys on, each pass is a digit
//! histogram per tile of 4096 keys, an exclusive scan of the histograms
//! (`scan::cuda::scan_raw`), and the stable scatter. Nothing reads back to the host, except
//! [`unique`]'s count of unique values.

use super::{Unique, UniqueOptions};
use crate::array::Array;
use crate::copy::DstMut;
use crate::cuda::{CudaBackend, DeviceBuffer, KernelArgs, KernelFn, grid_1d};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;
use crate::scan::cuda::{ScanOp, scan_raw};

const SORT_CU: &str = include_str!("../kernels/sort.cu");
const BLOCK: u32 = 256;
/// Keys per tile of a radix pass (`GSCI_SORT_TILE`).
const TILE: usize = 256 * 16;

fn source(wrappers: &str) -> String {
    let t = tune();
    format!(
        "{TYPES_HEADER}\n#define GSCI_OS_ITEMS4 {}\n#define GSCI_OS_ITEMS8 {}\n#define GSCI_OS_MINB {}\n#define GSCI_OS_MINB_PAIRS {}\n#define GSCI_OS_HPARTS {}\n{SORT_CU}\n{wrappers}",
        t.items4, t.items8, t.minb, t.minb_pairs, t.hparts
    )
}

/// Shape parameters of the OneSweep kernels (see `sort.cu`): keys per thread for 32- and
/// 64-bit keys, minimum resident blocks per SM without and with a payload, histogram copies.
#[derive(Clone, Copy, Debug)]
struct Tune {
    items4: usize,
    items8: usize,
    minb: u32,
    minb_pairs: u32,
    hparts: u32,
}

/// The defaults, or `GSCI_SORT_TUNE` (read once; for measuring other shapes), e.g.
/// `items4=18,minb=3`. Values out of range are ignored; a shape whose shared memory does not fit
/// fails to compile (an error from the first sort).
fn tune() -> Tune {
    static V: std::sync::OnceLock<Tune> = std::sync::OnceLock::new();
    *V.get_or_init(|| {
        let mut t = Tune {
            items4: 16,
            items8: 8,
            minb: 4,
            minb_pairs: 3,
            hparts: 1,
        };
        for kv in std::env::var("GSCI_SORT_TUNE")
            .unwrap_or_default()
            .split(',')
        {
            let Some((k, v)) = kv.split_once('=') else {
                continue;
            };
            let Ok(v) = v.trim().parse::<usize>() else {
                continue;
            };
            match (k.trim(), v) {
                ("items4", 8..=32) => t.items4 = v,
                ("items8", 4..=16) => t.items8 = v,
                ("minb", 1..=8) => t.minb = v as u32,
                ("minb_pairs", 1..=8) => t.minb_pairs = v as u32,
                ("hparts", 1 | 2 | 4 | 8) => t.hparts = v as u32,
                _ => {}
            }
        }
        t
    })
}

/// Significant key bits of a dtype (a multiple of 8).
fn key_bits(t: DType) -> u32 {
    match t.itemsize() {
        1 => 8,
        2 => 16,
        4 => 32,
        _ => 64,
    }
}

/// The key dtype of a complex dtype's parts.
fn part_key(t: DType) -> DType {
    if t == DType::C128 {
        DType::U64
    } else {
        DType::U32
    }
}

// ---------------------------------------------------------------- generated wrappers

fn hist_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_hist_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const void* keys_in, unsigned int n, int shift, unsigned int* hist, unsigned int nblocks, int in_raw, int canon) {{ gsci_sort_hist_body<{ty}>(keys_in, n, shift, hist, nblocks, in_raw, canon); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn scatter_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_scatter_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const void* keys_in, const unsigned int* idx_in, void* keys_out, unsigned int* idx_out, unsigned int n, int shift, const unsigned int* offsets, unsigned int nblocks, int in_raw, int out_raw, int canon, int has_idx, int write_keys) {{ gsci_sort_scatter_body<{ty}>(keys_in, idx_in, keys_out, idx_out, n, shift, offsets, nblocks, in_raw, out_raw, canon, has_idx, write_keys); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn os_hist_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_os_hist_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const void* keys_in, unsigned int n, int passes, unsigned int* hist, int in_raw, int canon) {{ gsci_os_hist_body<{ty}>(keys_in, n, passes, hist, in_raw, canon); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn os_pass_kernel(t: DType, pairs: bool) -> (String, String) {
    let name = format!(
        "gsci_sort_os_pass_{}{}",
        t.short(),
        if pairs { "_p" } else { "" }
    );
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256, {minb}) {name}(const void* keys_in, const unsigned int* idx_in, void* keys_out, unsigned int* idx_out, unsigned int n, int shift, const unsigned int* hist, unsigned int* status, unsigned int* counter, int in_raw, int out_raw, int canon, int write_keys, long long* pos_out, unsigned int row_len) {{ gsci_os_pass_body<{ty}, {pairs}>(keys_in, idx_in, keys_out, idx_out, n, shift, hist, status, counter, in_raw, out_raw, canon, write_keys, pos_out, row_len); }}\n",
        ty = t.cuda_type(),
        minb = if pairs {
            "GSCI_OS_MINB_PAIRS"
        } else {
            "GSCI_OS_MINB"
        }
    );
    (w, name)
}

fn keygen_complex_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_keygen_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* vals, const unsigned int* idx, unsigned int* idx_out, {k}* keys, unsigned int n, int mode) {{ gsci_sort_keygen_complex_body<{ty}>(vals, idx, idx_out, keys, n, mode); }}\n",
        ty = t.cuda_type(),
        k = part_key(t).cuda_type()
    );
    (w, name)
}

fn rowkeys_kernel() -> (String, String) {
    let name = "gsci_sort_rowkeys".to_string();
    let w = format!(
        "extern \"C\" __global__ void {name}(const unsigned int* idx, unsigned int* keys, unsigned int n, unsigned int row_len) {{ gsci_sort_rowkeys_body(idx, keys, n, row_len); }}\n"
    );
    (w, name)
}

fn positions_kernel() -> (String, String) {
    let name = "gsci_sort_positions".to_string();
    let w = format!(
        "extern \"C\" __global__ void {name}(const unsigned int* idx, long long* out, unsigned int n, unsigned int row_len) {{ gsci_sort_positions_body(idx, out, n, row_len); }}\n"
    );
    (w, name)
}

fn gather_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_gather_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* vals, const unsigned int* idx, {ty}* out, unsigned int n) {{ gsci_sort_gather_body<{ty}>(vals, idx, out, n); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn search_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_search_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* a, const long long* sorter, long long n, const {ty}* v, long long* out, long long m, int right) {{ gsci_sort_search_body<{ty}>(a, sorter, n, v, out, m, right); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn unique_flags_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_unique_flags_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* s, unsigned int* flags, unsigned int n, int equal_nan) {{ gsci_sort_unique_flags_body<{ty}>(s, flags, n, equal_nan); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn unique_write_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_sort_unique_write_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* s, const unsigned int* flags, const unsigned int* run, const unsigned int* order, {ty}* values, long long* first_index, long long* starts, long long* inverse, unsigned int n) {{ gsci_sort_unique_write_body<{ty}>(s, flags, run, order, values, first_index, starts, inverse, n); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn unique_counts_kernel() -> (String, String) {
    let name = "gsci_sort_unique_counts".to_string();
    let w = format!(
        "extern \"C\" __global__ void {name}(const long long* starts, long long* counts, long long m, long long n) {{ gsci_sort_unique_counts_body(starts, counts, m, n); }}\n"
    );
    (w, name)
}

/// Every sort kernel for every dtype (NVRTC compile test), as one module.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let mut w = String::new();
    for &t in DType::ALL.iter() {
        if t.is_complex() {
            w += &keygen_complex_kernel(t).0;
        } else {
            w += &hist_kernel(t).0;
            w += &scatter_kernel(t).0;
            w += &os_hist_kernel(t).0;
            w += &os_pass_kernel(t, false).0;
            w += &os_pass_kernel(t, true).0;
        }
        w += &gather_kernel(t).0;
        w += &search_kernel(t).0;
        w += &unique_flags_kernel(t).0;
        w += &unique_write_kernel(t).0;
    }
    w += &rowkeys_kernel().0;
    w += &positions_kernel().0;
    w += &unique_counts_kernel().0;
    vec![("sort".to_string(), source(&w))]
}

// ---------------------------------------------------------------- launch helpers

fn func(c: &CudaBackend, key: &str, make: impl FnOnce() -> (String, String)) -> Result<KernelFn> {
    c.function(key, || {
        let (w, name) = make();
        (source(&w), name)
    })
}

fn ptr<T: Element>(a: &Array<T>) -> Result<u64> {
    a.device_ptr()
        .ok_or_else(|| Error::invalid("sort", "internal: a CPU array reached the CUDA backend"))
}

fn out_ptr<T: Element>(out: &mut Array<T>) -> Result<u64> {
    match out.storage_mut()? {
        DstMut::Cuda(p) => Ok(p),
        DstMut::Host(_) => Err(Error::invalid("sort", "internal: a CPU output on CUDA")),
    }
}

fn check_len(n: usize) -> Result<u32> {
    if n > u32::MAX as usize - 2 * TILE {
        return Err(Error::unsupported(
            format!("sorting {n} elements (at most 2^32 - 8193 on the GPU)"),
            "cuda",
        ));
    }
    Ok(n as u32)
}

/// # Safety
/// `args` must match `f` and its pointers be valid for `n` grid-stride items.
unsafe fn launch_1d(c: &CudaBackend, f: KernelFn, n: usize, args: &mut KernelArgs) -> Result<()> {
    // SAFETY: forwarded from the caller.
    unsafe { c.launch(f, (grid_1d(c, n, BLOCK), 1, 1), (BLOCK, 1, 1), 0, args) }
}

/// Scratch of a radix sort: two key buffers, two payload buffers, histograms and offsets.
struct Scratch {
    keys: [DeviceBuffer; 2],
    idx: Option<[DeviceBuffer; 2]>,
    hist: DeviceBuffer,
    offsets: DeviceBuffer,
}

impl Scratch {
    fn new(c: &CudaBackend, n: usize, key_bytes: usize, pairs: bool) -> Result<Self> {
        // The LSD passes' histograms and offsets (OneSweep stages allocate their own).
        let nblocks = if n < OS_MAX as usize {
            0
        } else {
            n.div_ceil(TILE)
        };
        Ok(Scratch {
            keys: [
                DeviceBuffer::alloc(c, n * key_bytes)?,
                DeviceBuffer::alloc(c, n * key_bytes)?,
            ],
            idx: if pairs {
                Some([
                    DeviceBuffer::alloc(c, n * 4)?,
                    DeviceBuffer::alloc(c, n * 4)?,
                ])
            } else {
                None
            },
            hist: DeviceBuffer::alloc(c, 256 * nblocks * 4)?,
            offsets: DeviceBuffer::alloc(c, 256 * nblocks * 4)?,
        })
    }

    fn other_keys(&self, cur: u64) -> u64 {
        if cur == self.keys[0].ptr() {
            self.keys[1].ptr()
        } else {
            self.keys[0].ptr()
        }
    }

    fn other_idx(&self, cur: u64) -> u64 {
        let b = self.idx.as_ref().expect("pair sort");
        if cur == b[0].ptr() {
            b[1].ptr()
        } else {
            b[0].ptr()
        }
    }
}

/// Where a radix stage reads its keys and writes its results.
struct Stage {
    /// The kernels' dtype: the element type for raw keys, U32/U64 for generated ones.
    t: DType,
    bits: u32,
    keys_in: u64,
    in_raw: bool,
    canon: bool,
    /// Current payload (0: positions, generated on the first pass); ignored without pairs.
    idx_in: u64,
    /// Decoded elements of `t` go here on the last pass (values-only sort), else 0.
    raw_out: u64,
    /// Pairs: the last pass may write the payloads here as int64 positions in their row
    /// (payload % row_len) instead (argsort's result; 0: not wanted). See [`radix_stage`].
    pos_out: u64,
    row_len: u32,
}

/// Keys per tile of a OneSweep pass over keys of `t` (`256 * gsci_os_items<K>`).
fn os_tile(t: DType) -> usize {
    256 * if key_bytes(t) == 8 {
        tune().items8
    } else {
        tune().items4
    }
}

/// Runs the byte passes of one stage; returns the payload buffer holding the result (pairs)
/// and whether the positions went to `st.pos_out` already.
/// Below 2^30 keys (the look-back's 30-bit counts): OneSweep; else the classic LSD passes.
fn radix_stage(c: &CudaBackend, s: &Scratch, n: u32, st: &Stage) -> Result<(u64, bool)> {
    if n < OS_MAX {
        Ok((radix_stage_onesweep(c, s, n, st)?, st.pos_out != 0))
    } else {
        Ok((radix_stage_lsd(c, s, n, st)?, false))
    }
}

/// Largest key count (exclusive) of a OneSweep stage.
const OS_MAX: u32 = 1 << 30;

/// OneSweep: one histogram of every pass's digits, then one launch per pass (decoupled
/// look-back over the tiles, see `gsci_os_pass_body`).
fn radix_stage_onesweep(c: &CudaBackend, s: &Scratch, n: u32, st: &Stage) -> Result<u64> {
    let passes = (st.bits / 8) as usize;
    let ntiles = (n as usize).div_ceil(os_tile(st.t));
    let hist_f = func(c, &format!("sort_os_hist|{}", st.t.short()), || {
        os_hist_kernel(st.t)
    })?;
    let pairs = s.idx.is_some();
    let pass_f = func(
        c,
        &format!("sort_os_pass|{}|{}", st.t.short(), pairs as u8),
        || os_pass_kernel(st.t, pairs),
    )?;
    pass_f.prefer_shared()?;
    // Histograms (passes x 256), tile counters (passes), look-back status (ntiles x 256, zeroed
    // again before each pass): all zero before the first launch.
    let status_bytes = ntiles * 256 * 4;
    let words = passes * 256 + passes + ntiles * 256;
    let buf = DeviceBuffer::alloc(c, words * 4)?;
    c.memset_bytes(buf.ptr(), 0, words * 4)?;
    let hist = buf.ptr();
    let counters = hist + (passes * 256 * 4) as u64;
    let status = counters + (passes * 4) as u64;
    let mut args = KernelArgs::new();
    args.push(st.keys_in)
        .push(n)
        .push(passes as i32)
        .push(hist)
        .push(st.in_raw as i32)
        .push(st.canon as i32);
    // SAFETY: keys_in holds n keys (elements when in_raw); hist holds passes * 256 counts.
    unsafe { launch_1d(c, hist_f, n as usize, &mut args)? };
    let (mut cur_k, mut cur_i) = (st.keys_in, st.idx_in);
    for p in 0..passes {
        let first = p == 0;
        let last = p + 1 == passes;
        let out_raw = last && st.raw_out != 0;
        let out_k = if out_raw {
            st.raw_out
        } else {
            s.other_keys(cur_k)
        };
        let out_i = if pairs { s.other_idx(cur_i) } else { 0 };
        if !first {
            c.memset_bytes(status, 0, status_bytes)?;
        }
        let mut args = KernelArgs::new();
        args.push(cur_k)
            .push(if pairs { cur_i } else { 0u64 })
            .push(out_k)
            .push(out_i)
            .push(n)
            .push((8 * p) as i32)
            .push(hist + (p * 256 * 4) as u64)
            .push(status)
            .push(counters + (p * 4) as u64)
            .push((first && st.in_raw) as i32)
            .push(out_raw as i32)
            .push(st.canon as i32)
            .push((!last) as i32)
            .push(if last && pairs { st.pos_out } else { 0u64 })
            .push(st.row_len.max(1));
        // SAFETY: every key / payload buffer holds n slots (elements when raw), pos_out n
        // int64; the digit totals come from the histogram of these keys, so every position is
        // below n; status holds ntiles * 256 words and the grid is ntiles blocks.
        unsafe { c.launch(pass_f, (ntiles as u32, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
        cur_k = out_k;
        cur_i = out_i;
    }
    Ok(cur_i)
}

/// The classic LSD passes: per pass a tile histogram, its scan and a stable scatter.
fn radix_stage_lsd(c: &CudaBackend, s: &Scratch, n: u32, st: &Stage) -> Result<u64> {
    let nblocks = (n as usize).div_ceil(TILE) as u32;
    let hist_f = func(c, &format!("sort_hist|{}", st.t.short()), || {
        hist_kernel(st.t)
    })?;
    let scatter_f = func(c, &format!("sort_scatter|{}", st.t.short()), || {
        scatter_kernel(st.t)
    })?;
    let passes = st.bits / 8;
    let pairs = s.idx.is_some();
    let (mut cur_k, mut cur_i) = (st.keys_in, st.idx_in);
    for p in 0..passes {
        let first = p == 0;
        let last = p + 1 == passes;
        let in_raw = (first && st.in_raw) as i32;
        let shift = (8 * p) as i32;
        let mut args = KernelArgs::new();
        args.push(cur_k)
            .push(n)
            .push(shift)
            .push(s.hist.ptr())
            .push(nblocks)
            .push(in_raw)
            .push(st.canon as i32);
        // SAFETY: cur_k holds n keys (or elements when in_raw); hist holds 256 * nblocks slots.
        unsafe { c.launch(hist_f, (nblocks, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
        scan_raw(
            c,
            s.hist.ptr(),
            s.offsets.ptr(),
            DType::U32,
            DType::U32,
            1,
            256 * nblocks as usize,
            ScanOp::Sum,
            true,
        )?;
        let out_raw = last && st.raw_out != 0;
        let out_k = if out_raw {
            st.raw_out
        } else {
            s.other_keys(cur_k)
        };
        let out_i = if pairs { s.other_idx(cur_i) } else { 0 };
        let mut args = KernelArgs::new();
        args.push(cur_k)
            .push(if pairs { cur_i } else { 0u64 })
            .push(out_k)
            .push(out_i)
            .push(n)
            .push(shift)
            .push(s.offsets.ptr())
            .push(nblocks)
            .push(in_raw)
            .push(out_raw as i32)
            .push(st.canon as i32)
            .push((!last) as i32);
        // SAFETY: every buffer holds n keys / payloads (or elements); offsets came from the
        // scan of this pass's histogram, so every position is below n.
        unsafe { c.launch(scatter_f, (nblocks, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
        cur_k = out_k;
        cur_i = out_i;
    }
    Ok(cur_i)
}

/// The stable sorting permutation of `batch` rows of `n` (positions into the flat data, u32)
/// in a buffer of `scratch`.
fn sort_pairs<T: Element>(
    c: &CudaBackend,
    data: &Array<T>,
    batch: usize,
    n: usize,
    s: &Scratch,
    pos_out: u64,
) -> Result<(u64, bool)> {
    let total = check_len(data.len())?;
    let t = T::DTYPE;
    let vals = ptr(data)?;
    let mut idx: u64;
    let mut written = false;
    // The stage that runs last may write argsort's positions (`pos_out`) itself.
    let final_pos = |last_stage: bool| if last_stage { pos_out } else { 0 };
    if t.is_complex() {
        let kt = part_key(t);
        let keygen = func(c, &format!("sort_keygen|{}", t.short()), || {
            keygen_complex_kernel(t)
        })?;
        idx = s.idx.as_ref().expect("pairs")[0].ptr();
        for (stage, mode) in [1i32, 0, 2].into_iter().enumerate() {
            let keys = s.keys[0].ptr();
            let mut args = KernelArgs::new();
            args.push(vals)
                .push(if stage == 0 { 0u64 } else { idx })
                .push(idx)
                .push(keys)
                .push(total)
                .push(mode);
            // SAFETY: vals holds `total` elements; idx and keys hold `total` slots; the first
            // stage writes positions into idx instead of reading it.
            unsafe { launch_1d(c, keygen, total as usize, &mut args)? };
            let bits = if mode == 2 { 8 } else { key_bits(kt) };
            (idx, written) = radix_stage(
                c,
                s,
                total,
                &Stage {
                    t: kt,
                    bits,
                    keys_in: keys,
                    in_raw: false,
                    canon: true,
                    idx_in: idx,
                    raw_out: 0,
                    pos_out: final_pos(stage == 2 && batch <= 1),
                    row_len: n as u32,
                },
            )?;
        }
    } else {
        (idx, written) = radix_stage(
            c,
            s,
            total,
            &Stage {
                t,
                bits: key_bits(t),
                keys_in: vals,
                in_raw: true,
                canon: true,
                idx_in: 0,
                raw_out: 0,
                pos_out: final_pos(batch <= 1),
                row_len: n as u32,
            },
        )?;
    }
    if batch > 1 {
        let rowkeys = func(c, "sort_rowkeys", rowkeys_kernel)?;
        let keys = s.keys[0].ptr();
        let mut args = KernelArgs::new();
        args.push(idx).push(keys).push(total).push(n as u32);
        // SAFETY: idx and keys hold `total` u32 slots.
        unsafe { launch_1d(c, rowkeys, total as usize, &mut args)? };
        let row_bits = (usize::BITS - (batch - 1).leading_zeros()).div_ceil(8) * 8;
        (idx, written) = radix_stage(
            c,
            s,
            total,
            &Stage {
                t: DType::U32,
                bits: row_bits.max(8),
                keys_in: keys,
                in_raw: false,
                canon: false,
                idx_in: idx,
                raw_out: 0,
                pos_out,
                row_len: n as u32,
            },
        )?;
    }
    Ok((idx, written))
}

fn key_bytes(t: DType) -> usize {
    if super::wide_keys(t) { 8 } else { 4 }
}

/// Each row of the C-contiguous `(batch, n)` data, sorted.
pub(crate) fn sort_rows<T: Element>(
    c: &CudaBackend,
    data: &Array<T>,
    batch: usize,
    n: usize,
) -> Result<Array<T>> {
    let total = check_len(data.len())?;
    let t = T::DTYPE;
    let mut out = Array::<T>::empty(data.shape(), data.device())?;
    let dst = out_ptr(&mut out)?;
    if batch <= 1 && !t.is_complex() {
        let s = Scratch::new(c, data.len(), key_bytes(t), false)?;
        radix_stage(
            c,
            &s,
            total,
            &Stage {
                t,
                bits: key_bits(t),
                keys_in: ptr(data)?,
                in_raw: true,
                canon: false,
                idx_in: 0,
                raw_out: dst,
                pos_out: 0,
                row_len: 1,
            },
        )?;
        return Ok(out);
    }
    let s = Scratch::new(c, data.len(), key_bytes(t), true)?;
    let (idx, _) = sort_pairs(c, data, batch, n, &s, 0)?;
    gather_into(c, data, idx, dst, total)?;
    Ok(out)
}

fn gather_into<T: Element>(
    c: &CudaBackend,
    data: &Array<T>,
    idx: u64,
    dst: u64,
    total: u32,
) -> Result<()> {
    let t = T::DTYPE;
    let f = func(c, &format!("sort_gather|{}", t.short()), || {
        gather_kernel(t)
    })?;
    let mut args = KernelArgs::new();
    args.push(ptr(data)?).push(idx).push(dst).push(total);
    // SAFETY: idx holds `total` positions into data; dst holds `total` elements.
    unsafe { launch_1d(c, f, total as usize, &mut args) }
}

/// Each row's stable argsort.
pub(crate) fn argsort_rows<T: Element>(
    c: &CudaBackend,
    data: &Array<T>,
    batch: usize,
    n: usize,
) -> Result<Array<i64>> {
    let total = check_len(data.len())?;
    let s = Scratch::new(c, data.len(), key_bytes(T::DTYPE), true)?;
    let mut out = Array::<i64>::empty(data.shape(), data.device())?;
    let (idx, written) = sort_pairs(c, data, batch, n, &s, out_ptr(&mut out)?)?;
    if written {
        return Ok(out);
    }
    let f = func(c, "sort_positions", positions_kernel)?;
    let mut args = KernelArgs::new();
    args.push(idx)
        .push(out_ptr(&mut out)?)
        .push(total)
        .push(n as u32);
    // SAFETY: idx holds `total` positions; out holds `total` int64.
    unsafe { launch_1d(c, f, total as usize, &mut args)? };
    Ok(out)
}

/// `searchsorted`: `a` 1-D contiguous, `v` contiguous, `sorter` validated and contiguous.
pub(crate) fn searchsorted<T: Element>(
    c: &CudaBackend,
    a: &Array<T>,
    v: &Array<T>,
    sorter: Option<&Array<i64>>,
    right: bool,
) -> Result<Array<i64>> {
    let m = v.len();
    let mut out = Array::<i64>::empty(&[m], v.device())?;
    if m == 0 {
        return Ok(out);
    }
    let t = T::DTYPE;
    let f = func(c, &format!("sort_search|{}", t.short()), || {
        search_kernel(t)
    })?;
    let a_ptr = if a.is_empty() { 0 } else { ptr(a)? };
    let sorter_ptr = match sorter {
        Some(s) if !s.is_empty() => ptr(s)?,
        _ => 0,
    };
    let mut args = KernelArgs::new();
    args.push(a_ptr)
        .push(sorter_ptr)
        .push(a.len() as i64)
        .push(ptr(v)?)
        .push(out_ptr(&mut out)?)
        .push(m as i64)
        .push(right as i32);
    // SAFETY: a holds n elements, sorter n validated indices, v and out m elements.
    unsafe { launch_1d(c, f, m, &mut args)? };
    Ok(out)
}

/// `unique` of a flat contiguous array (one 4-byte read of the number of unique values).
pub(crate) fn unique<T: Element>(
    c: &CudaBackend,
    flat: &Array<T>,
    opts: &UniqueOptions,
) -> Result<Unique<T>> {
    let dev = flat.device();
    let n = flat.len();
    let empty_i64 = || Array::<i64>::empty(&[0], dev);
    if n == 0 {
        return Ok(Unique {
            values: Array::<T>::empty(&[0], dev)?,
            indices: opts.return_index.then(empty_i64).transpose()?,
            inverse: opts.return_inverse.then(empty_i64).transpose()?,
            counts: opts.return_counts.then(empty_i64).transpose()?,
        });
    }
    let total = check_len(n)?;
    let t = T::DTYPE;
    let need_order = opts.return_index || opts.return_inverse;
    // The sorted values, and the permutation when first indices or the inverse are wanted.
    let scratch;
    let (sorted, order) = if need_order {
        scratch = Scratch::new(c, n, key_bytes(t), true)?;
        let (idx, _) = sort_pairs(c, flat, 1, n, &scratch, 0)?;
        let mut s = Array::<T>::empty(&[n], dev)?;
        let dst = out_ptr(&mut s)?;
        gather_into(c, flat, idx, dst, total)?;
        (s, idx)
    } else {
        (sort_rows(c, flat, 1, n)?, 0)
    };
    let flags = DeviceBuffer::alloc(c, n * 4)?;
    let run = DeviceBuffer::alloc(c, n * 4)?;
    let f = func(c, &format!("sort_unique_flags|{}", t.short()), || {
        unique_flags_kernel(t)
    })?;
    let mut args = KernelArgs::new();
    args.push(ptr(&sorted)?)
        .push(flags.ptr())
        .push(total)
        .push(opts.equal_nan as i32);
    // SAFETY: sorted and flags hold n slots.
    unsafe { launch_1d(c, f, n, &mut args)? };
    scan_raw(
        c,
        flags.ptr(),
        run.ptr(),
        DType::U32,
        DType::U32,
        1,
        n,
        ScanOp::Sum,
        false,
    )?;
    let mut last = [0u8; 4];
    c.copy_dtoh_bytes(run.ptr() + (n as u64 - 1) * 4, &mut last)?;
    let m = u32::from_ne_bytes(last) as usize;

    let mut values = Array::<T>::empty(&[m], dev)?;
    let mut indices = opts
        .return_index
        .then(|| Array::<i64>::empty(&[m], dev))
        .transpose()?;
    let mut inverse = opts
        .return_inverse
        .then(|| Array::<i64>::empty(&[n], dev))
        .transpose()?;
    let mut starts = opts
        .return_counts
        .then(|| Array::<i64>::empty(&[m], dev))
        .transpose()?;
    let opt_ptr = |a: &mut Option<Array<i64>>| -> Result<u64> {
        match a {
            Some(a) => out_ptr(a),
            None => Ok(0),
        }
    };
    let f = func(c, &format!("sort_unique_write|{}", t.short()), || {
        unique_write_kernel(t)
    })?;
    let mut args = KernelArgs::new();
    args.push(ptr(&sorted)?)
        .push(flags.ptr())
        .push(run.ptr())
        .push(order)
        .push(out_ptr(&mut values)?)
        .push(opt_ptr(&mut indices)?)
        .push(opt_ptr(&mut starts)?)
        .push(opt_ptr(&mut inverse)?)
        .push(total);
    // SAFETY: run values lie in [1, m]; every output holds m (inverse: n) slots; order holds
    // n positions whenever first indices or the inverse are written.
    unsafe { launch_1d(c, f, n, &mut args)? };
    let counts = match starts {
        None => None,
        Some(st) => {
            let mut counts = Array::<i64>::empty(&[m], dev)?;
            let f = func(c, "sort_unique_counts", unique_counts_kernel)?;
            let mut args = KernelArgs::new();
            args.push(ptr(&st)?)
                .push(out_ptr(&mut counts)?)
                .push(m as i64)
                .push(n as i64);
            // SAFETY: starts and counts hold m slots.
            unsafe { launch_1d(c, f, m, &mut args)? };
            Some(counts)
        }
    };
    Ok(Unique {
        values,
        indices,
        inverse,
        counts,
    })
}
