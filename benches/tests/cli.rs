//! The `gsci-bench` command line: arguments, exit codes, the table and the JSON it writes.
//!
//! These run the real binary on the CPU (`--device cpu --quick`), so they pass on any machine.

use std::path::PathBuf;
use std::process::{Command, Output};

/// The binary under test. `scripts/gpu-run.sh` sets `GSCI_BENCH_EXE` to the bundled copy: the path
/// cargo compiles in exists only on the machine that built it.
fn gsci_bench(args: &[&str]) -> Output {
    let exe = std::env::var("GSCI_BENCH_EXE")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_gsci-bench").to_string());
    Command::new(&exe)
        .args(args)
        .env_remove("GSCI_DEVICE")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {exe}: {e}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

struct TempFile(PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn quick_cpu_run_prints_a_table_and_writes_json() {
    let json =
        TempFile(std::env::temp_dir().join(format!("gsci-bench-cli-{}.json", std::process::id())));
    let path = json.0.to_str().expect("temp path is UTF-8");
    let out = gsci_bench(&[
        "--device",
        "cpu",
        "--quick",
        "--repeats",
        "2",
        "--transfer-repeats",
        "2",
        "--json",
        path,
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    assert!(stdout.contains("median ms"), "{stdout}");
    assert!(stdout.contains("D2D copy f32 2^20"), "{stdout}");

    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("JSON written")).unwrap();
    assert_eq!(v["tool"], "gsci-bench");
    assert_eq!(v["device"], "cpu");
    let workloads = v["workloads"].as_array().unwrap();
    let listed = text(&gsci_bench(&["--list", "--quick"]).stdout);
    let names: Vec<&str> = workloads
        .iter()
        .map(|w| w["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, listed.lines().collect::<Vec<_>>());
    let copy = workloads
        .iter()
        .find(|w| w["name"] == "D2D copy f32 2^20")
        .unwrap();
    assert_eq!(copy["valid"], true);
    assert_eq!(copy["clock"], "host_wall");
    assert_eq!(copy["repeats"], 2);
    assert_eq!(copy["bytes"], 8u64 << 20);
    assert!(copy["gb_per_s"].as_f64().unwrap() > 0.0);
    let h2d = workloads
        .iter()
        .find(|w| w["name"] == "H2D 4 MiB pageable")
        .unwrap();
    assert!(h2d["skipped"].is_string());
    assert!(h2d["median_ms"].is_null());
}

#[test]
fn a_missing_gpu_is_a_clear_message_not_a_panic() {
    // No machine has a 100th GPU: this takes the same path as `gsci-bench` on a machine without
    // any (no driver: "library not available"; no such device: "no such device").
    let out = gsci_bench(&["--device", "cuda:99"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("is not usable here"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn bad_arguments_exit_with_usage() {
    for args in [
        &["--repeats", "0"][..],
        &["--repeats"],
        &["--bogus"],
        &["--device"],
    ] {
        let out = gsci_bench(args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("usage: gsci-bench"), "{args:?}: {stderr}");
    }
    let help = gsci_bench(&["--help"]);
    assert!(help.status.success());
    assert!(text(&help.stdout).contains("--json PATH"));
}

#[test]
fn list_names_the_full_size_workloads() {
    let out = gsci_bench(&["--list"]);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let names: Vec<&str> = stdout.lines().collect();
    assert!(names.len() >= 33, "{names:?}");
    assert_eq!(names[0], "H2D 1 GiB pageable");
    assert!(names.contains(&"D2H 1 GiB pinned"));
    assert!(names.contains(&"transpose copy f32 8192^2"));
    assert!(names.contains(&"concatenate 2 x f32 2^27"));
    assert!(names.contains(&"matmul f64 8192"));
    assert!(names.contains(&"fft c2c c64 2^24"));
    assert!(names.contains(&"sum axis0 f32 8192^2"));
}
