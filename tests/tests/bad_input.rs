//! The bad-input suite of issue 23: tables of calls with input no function should accept
//! (empty arrays, 0-d, NaN/inf, huge sizes and axes, mismatched shapes, singular matrices, option
//! values out of range ...), over the public functions of every crate. The tables are in
//! `bad_input_*.rs`; this file holds the runner.
//!
//! Each call runs under `catch_unwind`, on the CPU and, with `GSCI_TEST_DEVICE=cuda`, on the GPU.
//! What SciPy does decides what we want: SciPy raising means an `Err` whose message names the
//! public function; SciPy returning a value (NaN at a domain error, an empty array) means a value,
//! and where the table gives the values, those values. Both backends must classify every call the
//! same way, and after each error the device must still compute (`[1, 2, 3].sum() == 6`).
//!
//! Each table runs in a child process of this test binary: a call that aborts the process
//! ("memory allocation of N bytes failed") cannot be caught, and the parent then names the case
//! the child was running when it died (the child writes each case's name to its stderr before the
//! call).
//!
//! Every case carries the SciPy/NumPy expression it mirrors; `bad_input_scipy.py` runs those
//! expressions with the pinned SciPy and checks that the table's classification is SciPy's.

use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::{Array, Complex64, Device, Element, Result, Scalar};
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// What a case expects.
#[derive(Clone, Debug)]
pub enum Want {
    /// An `Err` whose message contains this text (the public function's name).
    Err(&'static str),
    /// Any value (SciPy returns one; the table does not pin it).
    Value,
    /// A value whose every element is NaN (at least one element).
    Nan,
    /// These values (NaN equals NaN; relative tolerance 1e-12).
    Vals(Vec<f64>),
}

/// The values every result reduces to (complex values as re, im pairs).
pub trait Vals {
    fn vals(self) -> Result<Vec<f64>>;
}

fn scalar_f64(s: Scalar, out: &mut Vec<f64>) {
    match s {
        Scalar::Bool(b) => out.push(f64::from(u8::from(b))),
        Scalar::Int(i) => out.push(i as f64),
        Scalar::UInt(u) => out.push(u as f64),
        Scalar::Float(f) => out.push(f),
        Scalar::Complex(r, i) => {
            out.push(r);
            out.push(i);
        }
    }
}

impl<T: Element> Vals for Array<T> {
    fn vals(self) -> Result<Vec<f64>> {
        let mut out = Vec::new();
        for x in self.to_vec()? {
            scalar_f64(x.to_scalar(), &mut out);
        }
        Ok(out)
    }
}
impl Vals for gsci_core::ufunc::DynArray {
    fn vals(self) -> Result<Vec<f64>> {
        let mut out = Vec::new();
        for s in self.to_scalars()? {
            scalar_f64(s, &mut out);
        }
        Ok(out)
    }
}
macro_rules! scalar_vals {
    ($($t:ty),*) => {$(
        impl Vals for $t {
            #[allow(clippy::cast_precision_loss, clippy::unnecessary_cast)]
            fn vals(self) -> Result<Vec<f64>> {
                Ok(vec![self as f64])
            }
        }
    )*};
}
scalar_vals!(f64, f32, usize, isize, u64, i64, i32, u32);
impl Vals for bool {
    fn vals(self) -> Result<Vec<f64>> {
        Ok(vec![f64::from(u8::from(self))])
    }
}
impl Vals for () {
    fn vals(self) -> Result<Vec<f64>> {
        Ok(Vec::new())
    }
}
impl Vals for Complex64 {
    fn vals(self) -> Result<Vec<f64>> {
        Ok(vec![self.re, self.im])
    }
}
impl<A: Vals> Vals for Vec<A> {
    fn vals(self) -> Result<Vec<f64>> {
        let mut out = Vec::new();
        for a in self {
            out.extend(a.vals()?);
        }
        Ok(out)
    }
}
impl<A: Vals> Vals for Option<A> {
    fn vals(self) -> Result<Vec<f64>> {
        self.map_or_else(|| Ok(Vec::new()), Vals::vals)
    }
}
impl<A: Vals, B: Vals> Vals for (A, B) {
    fn vals(self) -> Result<Vec<f64>> {
        let mut out = self.0.vals()?;
        out.extend(self.1.vals()?);
        Ok(out)
    }
}
impl<A: Vals, B: Vals, C: Vals> Vals for (A, B, C) {
    fn vals(self) -> Result<Vec<f64>> {
        let mut out = self.0.vals()?;
        out.extend(self.1.vals()?);
        out.extend(self.2.vals()?);
        Ok(out)
    }
}

type Call = Box<dyn Fn(&Device) -> Result<Vec<f64>>>;

/// One call of a table.
pub struct Case {
    /// What is called with what (`"fft: n = 0"`).
    pub name: &'static str,
    pub want: Want,
    /// The SciPy/NumPy expression this case mirrors (`""` where there is none).
    pub scipy: &'static str,
    /// A known failure (why): not run, listed with the table's output, for the owner to fix.
    pub known: Option<&'static str>,
    call: Call,
}

impl Case {
    /// Marks a known failure (it is listed, not run: it may abort the process). No case of the
    /// tables is marked today; kept for the next corpus run's findings.
    #[must_use]
    #[allow(dead_code)]
    pub fn known(mut self, why: &'static str) -> Case {
        self.known = Some(why);
        self
    }
}

/// A case: `name`, what it wants, the SciPy expression, and the call on a device.
pub fn case<R: Vals, F: Fn(&Device) -> Result<R> + 'static>(
    name: &'static str,
    want: Want,
    scipy: &'static str,
    f: F,
) -> Case {
    Case {
        name,
        want,
        scipy,
        known: None,
        call: Box::new(move |d| f(d).and_then(Vals::vals)),
    }
}

/// An error naming `op`.
pub fn err(op: &'static str) -> Want {
    Want::Err(op)
}

/// An error naming `op` where SciPy computes a meaningless value instead (a negative sigma, a
/// sorter index past the end): gsci refuses on purpose. `bad_input_scipy.py` counts these.
pub fn strict(op: &'static str) -> Want {
    Want::Err(op)
}

/// NumPy's `AxisError` names no function; neither does gsci's `AxisOutOfBounds`.
pub fn axis_err() -> Want {
    err("out of bounds for an array of dimension")
}

/// NumPy's `IndexError` for an index past the end names no function; neither does gsci's
/// `IndexOutOfBounds`.
pub fn index_err() -> Want {
    err("out of bounds for axis")
}

/// These values.
pub fn vals(v: &[f64]) -> Want {
    Want::Vals(v.to_vec())
}

/// The outcome of one call.
#[derive(Debug)]
enum Got {
    Err(String),
    Value(Vec<f64>),
    Panic(String),
}

fn run_one(case: &Case, dev: &Device) -> Got {
    match catch_unwind(AssertUnwindSafe(|| (case.call)(dev))) {
        Ok(Ok(v)) => Got::Value(v),
        Ok(Err(e)) => Got::Err(e.to_string()),
        Err(p) => Got::Panic(
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| (*s).to_string()))
                .unwrap_or_else(|| "(no message)".into()),
        ),
    }
}

fn close(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
}

/// Why `got` does not meet `want`, if it does not.
fn judge(want: &Want, got: &Got) -> Option<String> {
    match (want, got) {
        (_, Got::Panic(m)) => Some(format!("panicked: {m}")),
        (Want::Err(op), Got::Err(m)) => {
            (!m.contains(op)).then(|| format!("error does not name `{op}`: {m}"))
        }
        (Want::Err(op), Got::Value(v)) => Some(format!(
            "returned a value ({} elements: {:?}), expected an error naming `{op}`",
            v.len(),
            &v[..v.len().min(8)]
        )),
        (_, Got::Err(m)) => Some(format!("returned an error, expected a value: {m}")),
        (Want::Value, Got::Value(_)) => None,
        (Want::Nan, Got::Value(v)) => (v.is_empty() || v.iter().any(|x| !x.is_nan()))
            .then(|| format!("expected all NaN, got {:?}", &v[..v.len().min(8)])),
        (Want::Vals(w), Got::Value(v)) => (w.len() != v.len()
            || w.iter().zip(v).any(|(a, b)| !close(*a, *b)))
        .then(|| format!("expected {w:?}, got {:?}", &v[..v.len().min(16)])),
    }
}

fn class(g: &Got) -> &'static str {
    match g {
        Got::Err(_) => "error",
        Got::Value(_) => "value",
        Got::Panic(_) => "panic",
    }
}

/// Whether `dev` still computes after a case: `[1, 2, 3].sum() == 6`.
fn still_works(dev: &Device) -> std::result::Result<(), String> {
    let r = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], dev)
        .and_then(|a| reduce::sum(&a, &ReduceOptions::default()))
        .and_then(|s| s.item());
    match r {
        Ok(6.0) => Ok(()),
        Ok(v) => Err(format!("sum of [1, 2, 3] gave {v}")),
        Err(e) => Err(e.to_string()),
    }
}

/// The role of the child process that runs a table.
const ROLE: &str = "bad_input";

/// Runs `table` (see the module docs): in the parent, starts a child of this binary that runs
/// the test `test` again, and checks it; in the child, runs every case on the CPU and on
/// `test_device()` and panics listing every case that fails.
pub fn run_table(test: &str, table: impl FnOnce() -> Vec<Case>) {
    if gsci_tests::child_role().as_deref() != Some(ROLE) {
        let out = gsci_tests::run_child(test, ROLE, &[]);
        if !out.status.success() {
            let stderr = String::from_utf8_lossy(&out.stderr);
            let last = stderr
                .lines()
                .filter_map(|l| l.strip_prefix("bad_input case: "))
                .next_back()
                .unwrap_or("(none started)");
            let stdout = String::from_utf8_lossy(&out.stdout);
            let report: Vec<&str> = stdout
                .lines()
                .filter(|l| l.starts_with("FAIL ") || l.starts_with("SLOW "))
                .collect();
            let tail: Vec<&str> = stderr.lines().rev().take(12).collect();
            panic!(
                "the bad-input table {test} failed ({}); the last case started: {last}\n{}\n\
                 --- stderr tail\n{}",
                out.status,
                report.join("\n"),
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
        return;
    }
    let cases = table();
    let cpu = Device::cpu();
    let dev = gsci_tests::test_device();
    let mut failures = Vec::new();
    let mut stderr = std::io::stderr();
    for c in &cases {
        if let Some(why) = c.known {
            println!("KNOWN {}: {why}", c.name);
            continue;
        }
        // Straight to the process's stderr (not the test harness's capture), so that an abort
        // still leaves the name behind.
        let _ = writeln!(stderr, "bad_input case: {}", c.name);
        let start = std::time::Instant::now();
        let on_cpu = run_one(c, &cpu);
        let took = start.elapsed();
        if took > std::time::Duration::from_secs(2) {
            // Bad input is refused before any work: a slow refusal did work it should not have.
            failures.push(format!("[cpu] {}: took {took:?}", c.name));
        }
        if let Some(why) = judge(&c.want, &on_cpu) {
            failures.push(format!("[cpu] {}: {why} (SciPy: {})", c.name, c.scipy));
        }
        if let Err(e) = still_works(&cpu) {
            failures.push(format!("[cpu] {}: the CPU no longer computes: {e}", c.name));
        }
        if dev.is_cpu() {
            continue;
        }
        let on_dev = run_one(c, &dev);
        if let Some(why) = judge(&c.want, &on_dev) {
            failures.push(format!("[{dev}] {}: {why}", c.name));
        }
        if class(&on_cpu) != class(&on_dev) {
            failures.push(format!(
                "{}: the CPU gives {} ({on_cpu:?}), {dev} gives {} ({on_dev:?})",
                c.name,
                class(&on_cpu),
                class(&on_dev)
            ));
        }
        if let Err(e) = still_works(&dev) {
            failures.push(format!(
                "[{dev}] {}: the device no longer computes: {e}",
                c.name
            ));
        }
    }
    println!("bad-input table {test}: {} cases", cases.len());
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} bad-input cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

// ---- input helpers (setup failures panic: they are bugs of the table, not of the call) ----

/// A float64 array of `shape` holding `v` on `d`.
pub fn f(d: &Device, v: &[f64], shape: &[usize]) -> Array<f64> {
    Array::from_vec(v.to_vec(), shape, d).expect("setup: from_vec")
}

/// A 1-D float64 array.
pub fn f1(d: &Device, v: &[f64]) -> Array<f64> {
    f(d, v, &[v.len()])
}

/// An int64 array of `shape`.
pub fn i(d: &Device, v: &[i64], shape: &[usize]) -> Array<i64> {
    Array::from_vec(v.to_vec(), shape, d).expect("setup: from_vec")
}

/// A bool array of `shape`.
pub fn b(d: &Device, v: &[bool], shape: &[usize]) -> Array<bool> {
    Array::from_vec(v.to_vec(), shape, d).expect("setup: from_vec")
}

/// A complex128 array of `shape` from (re, im) pairs.
pub fn c(d: &Device, v: &[(f64, f64)], shape: &[usize]) -> Array<Complex64> {
    let v: Vec<Complex64> = v.iter().map(|&(r, i)| Complex64::new(r, i)).collect();
    Array::from_vec(v, shape, d).expect("setup: from_vec")
}

/// An empty float64 array of `shape` (one axis of length 0).
pub fn empty(d: &Device, shape: &[usize]) -> Array<f64> {
    Array::zeros(shape, d).expect("setup: zeros")
}

/// A 0-d float64 array.
pub fn zero_d(d: &Device, v: f64) -> Array<f64> {
    Array::scalar(v, d).expect("setup: scalar")
}

/// `n` float64 values 1, 2, ..., n reshaped to `shape` (no zeros).
pub fn ramp(d: &Device, shape: &[usize]) -> Array<f64> {
    let n: usize = shape.iter().product();
    #[allow(clippy::cast_precision_loss)]
    let v: Vec<f64> = (1..=n).map(|k| k as f64 * 0.5 + (k % 3) as f64).collect();
    f(d, &v, shape)
}

pub const NAN: f64 = f64::NAN;
pub const INF: f64 = f64::INFINITY;
/// 2^61: a length whose buffer cannot exist.
pub const HUGE: usize = 1 << 61;

#[test]
fn judge_classifies() {
    assert!(judge(&err("fft"), &Got::Err("invalid argument to fft: n".into())).is_none());
    assert!(judge(&err("fft"), &Got::Err("invalid shape in alloc".into())).is_some());
    assert!(judge(&err("fft"), &Got::Value(vec![1.0])).is_some());
    assert!(judge(&Want::Nan, &Got::Value(vec![NAN, 1.0])).is_some());
    assert!(judge(&Want::Nan, &Got::Value(vec![NAN])).is_none());
    assert!(judge(&Want::Nan, &Got::Value(vec![])).is_some());
    assert!(judge(&vals(&[1.0, NAN]), &Got::Value(vec![1.0, NAN])).is_none());
    assert!(judge(&vals(&[1.0]), &Got::Value(vec![1.0 + 1e-9])).is_some());
    assert!(judge(&Want::Value, &Got::Panic("boom".into())).is_some());
}
