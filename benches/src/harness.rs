//! Timing: CUDA events on a GPU (the host clock on the CPU), warm-up, median of repeats.

use gsci_core::{Device, Result};
use std::time::Instant;

/// How a workload's times were taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// Two CUDA events recorded on the device's stream around one operation.
    GpuEvents,
    /// The host's wall clock around one operation (the CPU device).
    HostWall,
    /// The host's wall clock over a batch of operations and one final synchronisation, divided by
    /// the batch size: the host overhead of one operation.
    HostWallPerOp,
}

impl Clock {
    /// The name written to JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Clock::GpuEvents => "gpu_events",
            Clock::HostWall => "host_wall",
            Clock::HostWallPerOp => "host_wall_per_op",
        }
    }
}

/// How often to run a workload: untimed warm-up runs, then timed repeats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repeats {
    /// Untimed runs first (kernel compilation, pool growth, page faults).
    pub warmup: usize,
    /// Timed runs; the median is reported.
    pub repeats: usize,
}

/// The times of one workload, one entry per timed repeat, in milliseconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Timings {
    /// How `ms` was measured.
    pub clock: Clock,
    /// Device time per repeat (CUDA events), or host wall time where there are no events.
    pub ms: Vec<f64>,
    /// Host wall time from before the operation was issued until it returned (for asynchronous
    /// GPU work: the cost of issuing it).
    pub host_ms: Vec<f64>,
}

impl Timings {
    /// Median of [`Timings::ms`].
    pub fn median_ms(&self) -> f64 {
        median(&self.ms)
    }
    /// Smallest of [`Timings::ms`].
    pub fn min_ms(&self) -> f64 {
        self.ms.iter().copied().fold(f64::INFINITY, f64::min)
    }
    /// Median of [`Timings::host_ms`].
    pub fn host_median_ms(&self) -> f64 {
        median(&self.host_ms)
    }
}

/// The median of `xs` (the mean of the two middle values for an even count; NaN when empty).
pub fn median(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        0.5 * (v[m - 1] + v[m])
    }
}

fn ms_since(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// Runs `op` `reps.warmup` times untimed, then `reps.repeats` times timed, one at a time: on a GPU
/// between two CUDA events recorded on the device's stream, on the CPU with the host clock. The
/// previous output is freed (and the stream drained) before each timed run, outside the timed
/// region. Returns the times and the output of the last run, for checking.
///
/// # Errors
/// Whatever `op` returns, or a CUDA error from the events.
pub fn time_op<R>(
    device: &Device,
    reps: Repeats,
    mut op: impl FnMut() -> Result<R>,
) -> Result<(Timings, R)> {
    for _ in 0..reps.warmup {
        drop(op()?);
    }
    device.synchronize()?;
    let events = if device.is_cuda() {
        Some((device.new_event()?, device.new_event()?))
    } else {
        None
    };
    let mut timings = Timings {
        clock: if events.is_some() {
            Clock::GpuEvents
        } else {
            Clock::HostWall
        },
        ms: Vec::with_capacity(reps.repeats),
        host_ms: Vec::with_capacity(reps.repeats),
    };
    let mut last = None;
    for _ in 0..reps.repeats.max(1) {
        drop(last.take());
        device.synchronize()?;
        let t0 = Instant::now();
        if let Some((start, _)) = &events {
            start.record()?;
        }
        let out = op()?;
        if let Some((_, end)) = &events {
            end.record()?;
        }
        let host = ms_since(t0);
        let ms = match &events {
            Some((start, end)) => f64::from(start.elapsed_ms(end)?),
            None => host,
        };
        timings.ms.push(ms);
        timings.host_ms.push(host);
        last = Some(out);
    }
    let last = last.expect("at least one timed repeat ran");
    Ok((timings, last))
}

/// The host overhead of one small operation: `reps.repeats` batches of `ops_per_batch` calls of
/// `op` (each output dropped at once), each batch timed with the host clock from its first call to
/// the device synchronisation after its last, divided by `ops_per_batch`. One batch warms up.
/// Returns the per-operation times and the output of one extra call, for checking.
///
/// # Errors
/// Whatever `op` returns, or a CUDA error from synchronising.
pub fn time_per_op<R>(
    device: &Device,
    reps: Repeats,
    ops_per_batch: usize,
    mut op: impl FnMut() -> Result<R>,
) -> Result<(Timings, R)> {
    let ops = ops_per_batch.max(1);
    for _ in 0..reps.warmup.max(1) * ops {
        drop(op()?);
    }
    device.synchronize()?;
    let mut timings = Timings {
        clock: Clock::HostWallPerOp,
        ms: Vec::with_capacity(reps.repeats),
        host_ms: Vec::with_capacity(reps.repeats),
    };
    for _ in 0..reps.repeats.max(1) {
        device.synchronize()?;
        let t0 = Instant::now();
        for _ in 0..ops {
            drop(op()?);
        }
        let issued = ms_since(t0);
        device.synchronize()?;
        let total = ms_since(t0);
        timings.ms.push(total / ops as f64);
        timings.host_ms.push(issued / ops as f64);
    }
    let last = op()?;
    Ok((timings, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_even_and_empty() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&[7.0]), 7.0);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn time_op_counts_warmup_and_repeats_on_cpu() {
        let mut calls = 0usize;
        let (t, last) = time_op(
            &Device::cpu(),
            Repeats {
                warmup: 2,
                repeats: 5,
            },
            || {
                calls += 1;
                Ok(calls)
            },
        )
        .unwrap();
        assert_eq!(calls, 7);
        assert_eq!(last, 7);
        assert_eq!(t.clock, Clock::HostWall);
        assert_eq!(t.ms.len(), 5);
        assert_eq!(t.host_ms.len(), 5);
        assert!(t.ms.iter().all(|&m| m >= 0.0));
        assert!(t.min_ms() <= t.median_ms());
    }

    #[test]
    fn time_op_propagates_errors() {
        let r = time_op(
            &Device::cpu(),
            Repeats {
                warmup: 0,
                repeats: 3,
            },
            || gsci_core::Array::<f32>::from_vec(vec![1.0], &[2], &Device::cpu()),
        );
        assert!(r.is_err());
    }

    #[test]
    fn time_per_op_divides_by_batch() {
        let mut calls = 0usize;
        let (t, _) = time_per_op(
            &Device::cpu(),
            Repeats {
                warmup: 1,
                repeats: 3,
            },
            10,
            || {
                calls += 1;
                Ok(())
            },
        )
        .unwrap();
        // one warm-up batch, three timed batches, one extra call for the returned output
        assert_eq!(calls, 10 + 3 * 10 + 1);
        assert_eq!(t.clock, Clock::HostWallPerOp);
        assert_eq!(t.ms.len(), 3);
    }
}
