//! Helpers for gsci's conformance tests (the `tests/tests/*.rs` files of this crate: the modules
//! of `tests/suite.rs` and the few test targets that need a process of their own).
//!
//! - [`test_device`]: the device under test, from `GSCI_TEST_DEVICE` (`cpu` by default, `cuda`
//!   or `cuda:N` for a GPU). Tests compare the CPU with golden data and, on a GPU, the GPU with
//!   the CPU.
//! - [`golden_path`], [`Npz`], [`load_npy`]: the reference data written by
//!   `tests/golden/generate.py` (NumPy/SciPy with pinned versions).
//! - [`exact_eq`], [`assert_exact`], [`cast_report`]: bitwise comparison (NaN equals NaN);
//!   [`rel_error`], [`assert_rel_close`]: `‖out − ref‖ / ‖ref‖` for floating-point results.
//! - [`seeded`], [`random_vec`]: reproducible inputs without extra dependencies.
//! - [`run_child`], [`child_role`]: run one test of the current binary in a fresh process
//!   (for environment variables and per-process state such as the kernel cache).
//! - [`dtype_tests!`]: one `#[test]` per element type, calling a generic function.

mod child;
mod compare;
mod golden;
mod layout;
mod rng;

pub use child::{CHILD_ENV, assert_child_ok, child_role, run_child};
pub use compare::{
    assert_exact, assert_rel_close, bits_hex, cast_report, exact_eq, exact_mismatches, rel_error,
};
pub use golden::{GOLDEN_DIR_ENV, NpyElement, Npz, golden_path, load_npy};
pub use gsci_core;
pub use layout::assert_every_test_file_compiled;
pub use rng::{SplitMix64, dtype_seed, random_vec, seeded};

use gsci_core::Device;
use std::sync::OnceLock;

/// The environment variable that selects the device under test.
pub const TEST_DEVICE_ENV: &str = "GSCI_TEST_DEVICE";

/// The device the conformance tests run on: `GSCI_TEST_DEVICE` unset, empty or `cpu` gives the
/// CPU; `cuda` (or `cuda:N`) gives that GPU.
///
/// # Panics
/// If a GPU was asked for and cannot be opened (the run was meant to test the GPU, so falling
/// back to the CPU would pass without testing it), or if the variable holds anything else.
pub fn test_device() -> Device {
    static DEVICE: OnceLock<Device> = OnceLock::new();
    DEVICE
        .get_or_init(|| {
            let requested = std::env::var(TEST_DEVICE_ENV).unwrap_or_default();
            parse_test_device(requested.trim())
        })
        .clone()
}

fn parse_test_device(requested: &str) -> Device {
    let ordinal = match requested {
        "" | "cpu" => return Device::cpu(),
        "cuda" => 0,
        other => other
            .strip_prefix("cuda:")
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or_else(|| {
                panic!("{TEST_DEVICE_ENV}={other:?}: expected `cpu`, `cuda` or `cuda:N`")
            }),
    };
    Device::cuda(ordinal).unwrap_or_else(|e| {
        panic!(
            "{TEST_DEVICE_ENV}={requested:?} asks for CUDA device {ordinal}, which cannot be \
             opened: {e}. Unset {TEST_DEVICE_ENV} (or set it to `cpu`) to test the CPU only."
        )
    })
}

/// One `#[test]` per element type (named after NumPy's dtype, `bfloat16` included), each calling
/// the generic function `$check::<T>()`. Use it inside a module named after the check:
///
/// ```text
/// fn roundtrip<T: gsci_core::Element>() { /* ... */ }
/// mod roundtrip_tests { use super::*; gsci_tests::dtype_tests!(roundtrip); }
/// ```
#[macro_export]
macro_rules! dtype_tests {
    ($check:ident) => {
        $crate::dtype_tests!(@each $check;
            bool: bool, int8: i8, int16: i16, int32: i32, int64: i64,
            uint8: u8, uint16: u16, uint32: u32, uint64: u64,
            float16: $crate::gsci_core::f16, bfloat16: $crate::gsci_core::bf16,
            float32: f32, float64: f64,
            complex64: $crate::gsci_core::Complex32, complex128: $crate::gsci_core::Complex64);
    };
    (@each $check:ident; $($name:ident: $t:ty),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $check::<$t>();
            }
        )*
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_spellings_give_the_cpu() {
        assert!(parse_test_device("").is_cpu());
        assert!(parse_test_device("cpu").is_cpu());
    }

    #[test]
    #[should_panic(expected = "expected `cpu`, `cuda` or `cuda:N`")]
    fn garbage_device_panics() {
        parse_test_device("tpu");
    }

    #[test]
    fn missing_gpu_panics_instead_of_falling_back() {
        // Without a GPU (this machine) asking for one must panic; with one it must open it.
        let result = std::panic::catch_unwind(|| parse_test_device("cuda:0"));
        match gsci_core::cuda::device_count() {
            0 => assert!(result.is_err()),
            _ => assert!(result.expect("GPU 0 opens").is_cuda()),
        }
    }
}
