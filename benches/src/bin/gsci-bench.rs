//! gsci-bench: times gsci's workloads on a GPU with CUDA events and writes a table and JSON.
//!
//! ```text
//! gsci-bench [--device cuda:0] [--json PATH] [--repeats N] [--transfer-repeats N]
//!            [--only SUBSTRING]... [--quick] [--list]
//! ```
//! Exit status: 0 when every workload ran (or was skipped) with the right output, 1 when one
//! failed, 2 when there is no usable device or the arguments are wrong.

use gsci_benches::report::{report_json, table_header, table_row};
use gsci_benches::{Options, first_use_ms, run_all, workload_names};
use gsci_core::Device;
use std::process::ExitCode;

const USAGE: &str = "usage: gsci-bench [--device cuda:0|cuda:N|cpu] [--json PATH] [--repeats N] \
[--transfer-repeats N] [--only SUBSTRING]... [--quick] [--list]
  --device            where to run (default cuda:0); cpu times with the host clock, to check the runner
  --json PATH         also write the results as JSON to PATH
  --repeats N         timed repeats per workload (default 20; the median is reported)
  --transfer-repeats N  timed repeats of the 1 GiB host<->device copies (default 10)
  --only SUBSTRING    run only workloads whose name contains SUBSTRING (repeatable)
  --quick             small sizes (2^20 elements), for checking the runner itself
  --list              print the workload names and exit";

struct Args {
    device: String,
    json: Option<String>,
    opts: Options,
    list: bool,
}

fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut a = Args {
        device: "cuda:0".into(),
        json: None,
        opts: Options::default(),
        list: false,
    };
    let count = |v: Option<String>, flag: &str| -> Result<usize, String> {
        let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
        match v.parse::<usize>() {
            Ok(n) if n >= 1 => Ok(n),
            _ => Err(format!("{flag} needs a positive integer, got {v:?}")),
        }
    };
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--device" => a.device = it.next().ok_or("--device needs a value")?,
            "--json" => a.json = Some(it.next().ok_or("--json needs a path")?),
            "--repeats" => a.opts.repeats = count(it.next(), "--repeats")?,
            "--transfer-repeats" => {
                a.opts.transfer_repeats = count(it.next(), "--transfer-repeats")?
            }
            "--only" => a.opts.only.push(it.next().ok_or("--only needs a value")?),
            "--quick" => a.opts.quick = true,
            "--list" => a.list = true,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(a)
}

fn main() -> ExitCode {
    // Child mode of the "first use of 4 new kernels" workloads: one measurement in a fresh process.
    let argv: Vec<String> = std::env::args().collect();
    if argv.len() == 3 && argv[1] == "--first-use" {
        return match Device::parse(&argv[2]).and_then(|d| first_use_ms(&d)) {
            Ok(ms) => {
                println!("{ms:.3}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("gsci-bench --first-use: {e}");
                ExitCode::from(1)
            }
        };
    }
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(msg) => {
            if msg.is_empty() {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            eprintln!("gsci-bench: {msg}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if args.list {
        for name in workload_names(args.opts.quick) {
            println!("{name}");
        }
        return ExitCode::SUCCESS;
    }
    let device = match Device::parse(&args.device) {
        Ok(d) => d,
        Err(e) => {
            eprintln!(
                "gsci-bench: device {:?} is not usable here: {e}\n\
                 gsci-bench times GPU work with CUDA events: run it on a machine with an NVIDIA GPU \
                 and its driver (see CONTRIBUTING.md), or pass --device cpu to check the runner \
                 itself with the host clock.",
                args.device
            );
            return ExitCode::from(2);
        }
    };
    let info = device.info();
    print!("{info}");
    if device.is_cpu() {
        println!("note: CPU device: times are host wall clock, not comparable with GPU results");
    }
    println!("\n{}", table_header());
    let records = run_all(&device, &args.opts, |r| println!("{}", table_row(r)));
    let failures = records.iter().filter(|r| r.is_failure()).count();
    if let Some(path) = &args.json {
        let json = report_json(&info.device, &info.name, &records);
        let text = serde_json::to_string_pretty(&json).expect("serialising plain JSON values");
        if let Err(e) = std::fs::write(path, text + "\n") {
            eprintln!("gsci-bench: cannot write {path}: {e}");
            return ExitCode::from(1);
        }
        println!("\nwrote {path}");
    }
    if failures > 0 {
        eprintln!("gsci-bench: {failures} workload(s) failed or gave wrong output");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
