//! The workloads: what the bench runner times, each checked against the expected output after
//! timing. CuPy's twins in `benches/cupy_compare.py` carry the same names.

use crate::harness::{Repeats, time_op, time_per_op};
use crate::inputs::random_f32;
use crate::report::{Outcome, Record};
use gsci_core::{Array, Device, PinnedBuffer, Result};
use rayon::prelude::*;

mod engine;

pub use engine::first_use_ms;
mod fft;
mod filters;
mod linalg;
mod ndimage;
mod random;
mod signal;
mod sort;
mod sparse;
mod sparse_direct;
mod special;
mod stats;

/// What to run, and how often.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Small sizes (2^20 elements instead of 2^28) for checking the runner itself; the names
    /// carry the sizes, so quick results never pass for full ones.
    pub quick: bool,
    /// Timed repeats of device-side workloads (median reported).
    pub repeats: usize,
    /// Timed repeats of the 1 GiB host<->device transfers.
    pub transfer_repeats: usize,
    /// Run only workloads whose name contains one of these (all when empty).
    pub only: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            quick: false,
            repeats: 20,
            transfer_repeats: 10,
            only: Vec::new(),
        }
    }
}

/// Problem sizes.
#[derive(Clone, Copy, Debug)]
struct Sizes {
    /// Whether these are the quick sizes.
    quick: bool,
    /// Elements of the large f32 arrays (1 GiB: 20x the H200's L2).
    n: usize,
    /// Side of the square f32 matrix transposed.
    side: usize,
    /// Elements of the small arrays whose per-call host overhead is measured.
    small: usize,
    /// Calls per timed batch of small operations.
    ops_per_batch: usize,
}

impl Sizes {
    fn new(quick: bool) -> Sizes {
        if quick {
            Sizes {
                quick: true,
                n: 1 << 20,
                side: 1024,
                small: 1024,
                ops_per_batch: 200,
            }
        } else {
            Sizes {
                quick: false,
                n: 1 << 28,
                side: 8192,
                small: 1024,
                ops_per_batch: 2000,
            }
        }
    }
}

struct Ctx<'a> {
    device: &'a Device,
    sizes: Sizes,
    reps: Repeats,
    transfer_reps: Repeats,
}

type Run = fn(&Ctx) -> Result<Outcome>;

struct Workload {
    name: String,
    bytes: Option<u64>,
    run: Run,
}

fn human_bytes(b: usize) -> String {
    if b >= 1 << 30 && b % (1 << 30) == 0 {
        format!("{} GiB", b >> 30)
    } else if b >= 1 << 20 && b % (1 << 20) == 0 {
        format!("{} MiB", b >> 20)
    } else {
        format!("{b} B")
    }
}

fn pow2(n: usize) -> String {
    if n.is_power_of_two() {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

fn workloads(s: Sizes) -> Vec<Workload> {
    let f32_bytes = (s.n * 4) as u64;
    let side2 = (s.side * s.side * 4) as u64;
    let small_k = format!("{}k", s.small / 1024);
    let mut all = core_workloads(s, f32_bytes, side2, &small_k);
    all.extend(engine::workloads(s.n, s.side, s.small));
    all.extend(linalg::workloads(linalg::Sides::new(s.quick)));
    all.extend(fft::workloads(s.quick));
    all.extend(sort::workloads(s.n));
    all.extend(ndimage::workloads(s.quick));
    all.extend(filters::workloads(s.quick));
    all.extend(sparse::workloads(s.quick));
    all.extend(sparse_direct::workloads(s.quick));
    all.extend(random::workloads(s.quick));
    all.extend(special::workloads(s.quick));
    all.extend(signal::workloads(s.quick));
    all.extend(stats::workloads(s.quick));
    all
}

fn core_workloads(s: Sizes, f32_bytes: u64, side2: u64, small_k: &str) -> Vec<Workload> {
    vec![
        Workload {
            name: format!("H2D {} pageable", human_bytes(s.n * 4)),
            bytes: Some(f32_bytes),
            run: h2d,
        },
        Workload {
            name: format!("H2D {} pinned", human_bytes(s.n * 4)),
            bytes: Some(f32_bytes),
            run: h2d_pinned,
        },
        Workload {
            name: format!("D2H {} pageable", human_bytes(s.n * 4)),
            bytes: Some(f32_bytes),
            run: d2h,
        },
        Workload {
            name: format!(
                "D2H {} pageable into an existing buffer",
                human_bytes(s.n * 4)
            ),
            bytes: Some(f32_bytes),
            run: d2h_existing,
        },
        Workload {
            name: format!("D2H {} pinned", human_bytes(s.n * 4)),
            bytes: Some(f32_bytes),
            run: d2h_pinned,
        },
        Workload {
            name: format!("D2D copy f32 {}", pow2(s.n)),
            bytes: Some(2 * f32_bytes),
            run: d2d_copy,
        },
        Workload {
            name: format!("astype f32->f64 {}", pow2(s.n)),
            bytes: Some(3 * f32_bytes),
            run: astype_f32_f64,
        },
        Workload {
            name: format!("transpose copy f32 {}^2", s.side),
            bytes: Some(2 * side2),
            run: transpose_copy,
        },
        Workload {
            name: format!("concatenate 2 x f32 {}", pow2(s.n / 2)),
            bytes: Some(2 * f32_bytes),
            run: concatenate,
        },
        Workload {
            name: format!("small op {small_k} f32 copy, host wall per op"),
            bytes: None,
            run: small_copy,
        },
        Workload {
            name: format!("small op {small_k} f32->f64 astype, host wall per op"),
            bytes: None,
            run: small_astype,
        },
    ]
}

/// The names of the workloads, in the order they run.
pub fn workload_names(quick: bool) -> Vec<String> {
    workloads(Sizes::new(quick))
        .into_iter()
        .map(|w| w.name)
        .collect()
}

/// Runs every selected workload on `device`, calling `on_record` as each finishes (to print it),
/// and returns the records. An error in one workload is recorded and the next one runs.
pub fn run_all(device: &Device, opts: &Options, mut on_record: impl FnMut(&Record)) -> Vec<Record> {
    let sizes = Sizes::new(opts.quick);
    let ctx = Ctx {
        device,
        sizes,
        reps: Repeats {
            warmup: 3,
            repeats: opts.repeats.max(1),
        },
        transfer_reps: Repeats {
            warmup: 2,
            repeats: opts.transfer_repeats.max(1),
        },
    };
    let mut records = Vec::new();
    for w in workloads(sizes) {
        if !opts.only.is_empty() && !opts.only.iter().any(|o| w.name.contains(o.as_str())) {
            continue;
        }
        let outcome = (w.run)(&ctx).unwrap_or_else(|e| Outcome::Failed(e.to_string()));
        let record = Record {
            name: w.name,
            bytes: w.bytes,
            outcome,
        };
        on_record(&record);
        records.push(record);
    }
    records
}

// ------------------------------------------------------------------------------- checks

/// The first index where `got` and `want` differ bit for bit (or the shorter length).
fn first_mismatch(got: &[f32], want: &[f32]) -> Option<usize> {
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    got.par_iter()
        .zip(want.par_iter())
        .position_first(|(a, b)| a.to_bits() != b.to_bits())
}

fn shape_error(got: &[usize], want: &[usize]) -> Option<Outcome> {
    (got != want).then(|| Outcome::Failed(format!("output shape {got:?}, expected {want:?}")))
}

fn no_gpu(device: &Device) -> Option<Outcome> {
    device
        .is_cpu()
        .then(|| Outcome::Skipped("host<->device copies need a GPU".into()))
}

// ------------------------------------------------------------------------------- workloads

fn h2d(ctx: &Ctx) -> Result<Outcome> {
    if let Some(skip) = no_gpu(ctx.device) {
        return Ok(skip);
    }
    let host = random_f32(ctx.sizes.n, 1);
    let (timings, out) = time_op(ctx.device, ctx.transfer_reps, || {
        Array::from_slice(&host, &[host.len()], ctx.device)
    })?;
    if let Some(bad) = shape_error(out.shape(), &[host.len()]) {
        return Ok(bad);
    }
    let mismatch = first_mismatch(&out.to_vec()?, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn d2h(ctx: &Ctx) -> Result<Outcome> {
    if let Some(skip) = no_gpu(ctx.device) {
        return Ok(skip);
    }
    let host = random_f32(ctx.sizes.n, 2);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let (timings, back) = time_op(ctx.device, ctx.transfer_reps, || a.to_vec())?;
    let mismatch = first_mismatch(&back, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

/// D2H into a host buffer that is already mapped: the staging path without the first-touch page
/// faults of a fresh allocation (which `to_vec` pays, and NumPy's `x.get()` too).
fn d2h_existing(ctx: &Ctx) -> Result<Outcome> {
    if let Some(skip) = no_gpu(ctx.device) {
        return Ok(skip);
    }
    let host = random_f32(ctx.sizes.n, 11);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let mut out = vec![1f32; host.len()];
    let (timings, ()) = time_op(ctx.device, ctx.transfer_reps, || a.copy_to_slice(&mut out))?;
    let mismatch = first_mismatch(&out, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn h2d_pinned(ctx: &Ctx) -> Result<Outcome> {
    if let Some(skip) = no_gpu(ctx.device) {
        return Ok(skip);
    }
    let host = random_f32(ctx.sizes.n, 9);
    let pinned = PinnedBuffer::from_slice(&host, ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.transfer_reps, || {
        Array::from_pinned(&pinned, &[host.len()], ctx.device)
    })?;
    if let Some(bad) = shape_error(out.shape(), &[host.len()]) {
        return Ok(bad);
    }
    let mismatch = first_mismatch(&out.to_vec()?, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn d2h_pinned(ctx: &Ctx) -> Result<Outcome> {
    if let Some(skip) = no_gpu(ctx.device) {
        return Ok(skip);
    }
    let host = random_f32(ctx.sizes.n, 10);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let mut pinned = PinnedBuffer::<f32>::zeroed(host.len(), ctx.device)?;
    let (timings, ()) = time_op(ctx.device, ctx.transfer_reps, || {
        a.copy_to_pinned(&mut pinned)
    })?;
    let mismatch = first_mismatch(pinned.as_slice(), &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn d2d_copy(ctx: &Ctx) -> Result<Outcome> {
    let host = random_f32(ctx.sizes.n, 3);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || a.copy())?;
    if let Some(bad) = shape_error(out.shape(), a.shape()) {
        return Ok(bad);
    }
    if out.shares_storage(&a) {
        return Ok(Outcome::Failed(
            "copy() shares storage with its input".into(),
        ));
    }
    let mismatch = first_mismatch(&out.to_vec()?, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn astype_f32_f64(ctx: &Ctx) -> Result<Outcome> {
    let host = random_f32(ctx.sizes.n, 4);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || a.astype::<f64>())?;
    if let Some(bad) = shape_error(out.shape(), a.shape()) {
        return Ok(bad);
    }
    let got = out.to_vec()?;
    let mismatch = got
        .par_iter()
        .zip(host.par_iter())
        .position_first(|(g, h)| g.to_bits() != f64::from(*h).to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

fn transpose_copy(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.side;
    let host = random_f32(n * n, 5);
    let a = Array::from_slice(&host, &[n, n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || a.transpose()?.copy())?;
    if let Some(bad) = shape_error(out.shape(), &[n, n]) {
        return Ok(bad);
    }
    if !out.is_c_contiguous() {
        return Ok(Outcome::Failed(
            "transpose().copy() is not C-contiguous".into(),
        ));
    }
    let got = out.to_vec()?;
    let mismatch = (0..n * n)
        .into_par_iter()
        .find_first(|&k| got[k].to_bits() != host[(k % n) * n + k / n].to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

fn concatenate(ctx: &Ctx) -> Result<Outcome> {
    let half = ctx.sizes.n / 2;
    let host = random_f32(ctx.sizes.n, 6);
    let a = Array::from_slice(&host[..half], &[half], ctx.device)?;
    let b = Array::from_slice(&host[half..], &[ctx.sizes.n - half], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_core::concatenate(&[&a, &b], 0)
    })?;
    if let Some(bad) = shape_error(out.shape(), &[ctx.sizes.n]) {
        return Ok(bad);
    }
    let mismatch = first_mismatch(&out.to_vec()?, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn small_copy(ctx: &Ctx) -> Result<Outcome> {
    let host = random_f32(ctx.sizes.small, 7);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let (timings, out) = time_per_op(ctx.device, ctx.reps, ctx.sizes.ops_per_batch, || a.copy())?;
    let mismatch = first_mismatch(&out.to_vec()?, &host);
    Ok(Outcome::Timed { timings, mismatch })
}

fn small_astype(ctx: &Ctx) -> Result<Outcome> {
    let host = random_f32(ctx.sizes.small, 8);
    let a = Array::from_slice(&host, &[host.len()], ctx.device)?;
    let (timings, out) = time_per_op(ctx.device, ctx.reps, ctx.sizes.ops_per_batch, || {
        a.astype::<f64>()
    })?;
    let want: Vec<f64> = host.iter().map(|&x| f64::from(x)).collect();
    let got = out.to_vec()?;
    let mismatch = got
        .iter()
        .zip(&want)
        .position(|(g, w)| g.to_bits() != w.to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_size_names_match_cupy_compare() {
        // benches/cupy_compare.py uses exactly these names; combine.py joins on them.
        let script = include_str!("../cupy_compare.py");
        for name in workload_names(false) {
            assert!(
                script.contains(&format!("\"{name}\"")),
                "{name:?} is missing from cupy_compare.py"
            );
        }
        assert_eq!(workload_names(false)[0], "H2D 1 GiB pageable");
        assert!(workload_names(false).contains(&"D2D copy f32 2^28".to_string()));
    }

    #[test]
    fn quick_run_on_cpu_checks_every_output() {
        let opts = Options {
            quick: true,
            repeats: 2,
            transfer_repeats: 2,
            only: Vec::new(),
        };
        let mut seen = 0;
        let records = run_all(&Device::cpu(), &opts, |_| seen += 1);
        assert_eq!(seen, records.len());
        assert_eq!(records.len(), workload_names(true).len());
        for r in &records {
            assert!(!r.is_failure(), "{r:?}");
        }
        let timed: Vec<&str> = records
            .iter()
            .filter(|r| r.is_ok())
            .map(|r| r.name.as_str())
            .collect();
        assert!(timed.contains(&"D2D copy f32 2^20"), "{timed:?}");
        assert!(timed.contains(&"astype f32->f64 2^20"), "{timed:?}");
        assert!(timed.contains(&"transpose copy f32 1024^2"), "{timed:?}");
        assert!(timed.contains(&"concatenate 2 x f32 2^19"), "{timed:?}");
        assert!(timed.contains(&"small op 1k f32 copy, host wall per op"));
        // host<->device transfers are skipped on the CPU
        assert!(records
            .iter()
            .any(|r| r.name == "H2D 4 MiB pageable" && matches!(r.outcome, Outcome::Skipped(_))));
        let copy = records.iter().find(|r| r.name.starts_with("D2D")).unwrap();
        assert_eq!(copy.bytes, Some(8 << 20));
        assert!(copy.gb_per_s().unwrap() > 0.0);
    }

    #[test]
    fn only_filters_by_name() {
        let opts = Options {
            quick: true,
            repeats: 1,
            transfer_repeats: 1,
            only: vec!["astype f32->f64 2^".into()],
        };
        let records = run_all(&Device::cpu(), &opts, |_| {});
        assert_eq!(records.len(), 1);
        assert_eq!(records[0].name, "astype f32->f64 2^20");
        assert!(records[0].is_ok());
    }

    #[test]
    fn mismatch_finds_first_difference() {
        let a = vec![1.0f32, 2.0, 3.0];
        assert_eq!(first_mismatch(&a, &a), None);
        assert_eq!(first_mismatch(&a, &[1.0, 2.5, 3.5]), Some(1));
        assert_eq!(first_mismatch(&a, &[1.0]), Some(1));
        assert_eq!(human_bytes(1 << 30), "1 GiB");
        assert_eq!(human_bytes(4 << 20), "4 MiB");
        assert_eq!(pow2(1 << 27), "2^27");
    }
}
