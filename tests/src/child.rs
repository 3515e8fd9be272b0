//! Running one test of the current test binary in a child process, for what must start fresh:
//! environment variables read once (`GSCI_DEVICE`), per-process counters (the kernel cache).
//!
//! The parent calls [`run_child`] with the test's own name and a role; the child runs the same
//! test, sees [`child_role`] return the role, and does the child's part instead.

use std::process::{Command, Output};

/// The environment variable naming the role of a child process.
pub const CHILD_ENV: &str = "GSCI_TESTS_CHILD";

/// The role this process was started for by [`run_child`], if any.
pub fn child_role() -> Option<String> {
    std::env::var(CHILD_ENV).ok().filter(|r| !r.is_empty())
}

/// Runs the test named `test` (its full path in this binary, e.g. `module::name`) alone in a new
/// process of the current test binary, with `CHILD_ENV=role` and `envs` added to the
/// environment, and returns its output (stdout holds the test's prints: it runs with
/// `--nocapture`).
///
/// # Panics
/// If the process cannot be started.
pub fn run_child(test: &str, role: &str, envs: &[(&str, &str)]) -> Output {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut cmd = Command::new(&exe);
    cmd.args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, role);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output()
        .unwrap_or_else(|e| panic!("cannot start {} as a child: {e}", exe.display()))
}

/// Panics (showing the child's output) unless the child exited successfully after running
/// exactly one test.
pub fn assert_child_ok(what: &str, out: &Output) {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("test result: ok. 1 passed"),
        "child process for {what} failed ({}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        out.status
    );
}
