//! One result per workload, printed as a table row and written as JSON.
//!
//! JSON written by `gsci-bench` and by `benches/cupy_compare.py` share this shape, so that
//! `benches/combine.py` can join them by workload name:
//! `{"tool", "device", "device_name", "commit", "workloads": [{"name", "clock", "median_ms",
//! "min_ms", "host_median_ms", "repeats", "bytes", "gb_per_s", "valid", "skipped", "error"}]}`.

use crate::harness::Timings;
use serde_json::{Value, json};

/// What happened to a workload.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// It ran; `mismatch` is the first output element that differed from the expected value.
    Timed {
        timings: Timings,
        mismatch: Option<usize>,
    },
    /// It was not run, for the reason given.
    Skipped(String),
    /// It returned an error.
    Failed(String),
}

/// The result of one workload.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The workload's name, the same in gsci's and CuPy's JSON.
    pub name: String,
    /// Bytes read plus bytes written by one run, when bandwidth is meaningful.
    pub bytes: Option<u64>,
    /// What happened.
    pub outcome: Outcome,
}

impl Record {
    /// Median time in milliseconds, if it ran.
    pub fn median_ms(&self) -> Option<f64> {
        match &self.outcome {
            Outcome::Timed { timings, .. } => Some(timings.median_ms()),
            _ => None,
        }
    }

    /// Bytes moved per second at the median time, in GB/s (10^9 bytes).
    pub fn gb_per_s(&self) -> Option<f64> {
        let ms = self.median_ms()?;
        let bytes = self.bytes?;
        (ms > 0.0).then(|| bytes as f64 / ms / 1e6)
    }

    /// Whether it ran and its output was right.
    pub fn is_ok(&self) -> bool {
        matches!(self.outcome, Outcome::Timed { mismatch: None, .. })
    }

    /// Whether it failed (an error, or a wrong output); a skip is not a failure.
    pub fn is_failure(&self) -> bool {
        match &self.outcome {
            Outcome::Timed { mismatch, .. } => mismatch.is_some(),
            Outcome::Skipped(_) => false,
            Outcome::Failed(_) => true,
        }
    }

    /// This record as a JSON object.
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "name": self.name,
            "bytes": self.bytes,
            "median_ms": self.median_ms(),
            "gb_per_s": self.gb_per_s(),
        });
        let o = v.as_object_mut().expect("json! of an object literal");
        match &self.outcome {
            Outcome::Timed { timings, mismatch } => {
                o.insert("clock".into(), json!(timings.clock.as_str()));
                o.insert("min_ms".into(), json!(timings.min_ms()));
                o.insert("host_median_ms".into(), json!(timings.host_median_ms()));
                o.insert("repeats".into(), json!(timings.ms.len()));
                o.insert("times_ms".into(), json!(timings.ms));
                o.insert("valid".into(), json!(mismatch.is_none()));
                if let Some(i) = mismatch {
                    o.insert(
                        "error".into(),
                        json!(format!("wrong output at element {i}")),
                    );
                }
            }
            Outcome::Skipped(why) => {
                o.insert("skipped".into(), json!(why));
            }
            Outcome::Failed(e) => {
                o.insert("valid".into(), json!(false));
                o.insert("error".into(), json!(e));
            }
        }
        v
    }
}

/// The whole report as JSON.
pub fn report_json(device: &str, device_name: &str, records: &[Record]) -> Value {
    json!({
        "tool": "gsci-bench",
        "version": env!("CARGO_PKG_VERSION"),
        "device": device,
        "device_name": device_name,
        "commit": std::env::var("GSCI_COMMIT").ok(),
        "workloads": records.iter().map(Record::to_json).collect::<Vec<_>>(),
    })
}

/// The table header matching [`table_row`].
pub fn table_header() -> String {
    format!(
        "{:<46} {:>12} {:>12} {:>12} {:>10}  {}\n{}",
        "workload",
        "median ms",
        "min ms",
        "host ms",
        "GB/s",
        "check",
        "-".repeat(104)
    )
}

/// One line of the table.
pub fn table_row(r: &Record) -> String {
    match &r.outcome {
        Outcome::Timed { timings, mismatch } => format!(
            "{:<46} {:>12.4} {:>12.4} {:>12.4} {:>10}  {}",
            r.name,
            timings.median_ms(),
            timings.min_ms(),
            timings.host_median_ms(),
            r.gb_per_s()
                .map(|g| format!("{g:.1}"))
                .unwrap_or_else(|| "-".into()),
            match mismatch {
                None => "ok".to_string(),
                Some(i) => format!("WRONG at element {i}"),
            }
        ),
        Outcome::Skipped(why) => format!("{:<46} skipped: {why}", r.name),
        Outcome::Failed(e) => format!("{:<46} FAILED: {e}", r.name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::Clock;

    fn timed(ms: Vec<f64>, mismatch: Option<usize>) -> Record {
        Record {
            name: "w".into(),
            bytes: Some(2_000_000_000),
            outcome: Outcome::Timed {
                timings: Timings {
                    clock: Clock::GpuEvents,
                    host_ms: ms.clone(),
                    ms,
                },
                mismatch,
            },
        }
    }

    #[test]
    fn bandwidth_and_json() {
        let r = timed(vec![2.0, 1.0, 3.0], None);
        assert_eq!(r.median_ms(), Some(2.0));
        assert_eq!(r.gb_per_s(), Some(1000.0));
        assert!(r.is_ok() && !r.is_failure());
        let j = r.to_json();
        assert_eq!(j["median_ms"], 2.0);
        assert_eq!(j["min_ms"], 1.0);
        assert_eq!(j["gb_per_s"], 1000.0);
        assert_eq!(j["clock"], "gpu_events");
        assert_eq!(j["repeats"], 3);
        assert_eq!(j["valid"], true);
        assert!(table_row(&r).ends_with("ok"));
    }

    #[test]
    fn wrong_output_skip_and_failure() {
        let r = timed(vec![1.0], Some(5));
        assert!(r.is_failure());
        assert_eq!(r.to_json()["valid"], false);
        assert!(table_row(&r).contains("WRONG at element 5"));
        let s = Record {
            name: "s".into(),
            bytes: None,
            outcome: Outcome::Skipped("needs a GPU".into()),
        };
        assert!(!s.is_failure() && !s.is_ok());
        assert_eq!(s.to_json()["skipped"], "needs a GPU");
        assert!(s.to_json()["median_ms"].is_null());
        let f = Record {
            name: "f".into(),
            bytes: None,
            outcome: Outcome::Failed("boom".into()),
        };
        assert!(f.is_failure());
        assert_eq!(f.to_json()["error"], "boom");
        let all = report_json("cpu", "CPU", &[r, s, f]);
        assert_eq!(all["workloads"].as_array().unwrap().len(), 3);
        assert_eq!(all["tool"], "gsci-bench");
    }
}
