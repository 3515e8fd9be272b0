//! Shared helpers of gsci-ndimage's tests: the device under test and seeded inputs.
#![allow(dead_code)]

use gsci_core::Device;

/// SplitMix64: reproducible inputs without extra dependencies.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [-1, 1).
    pub fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
}

/// The device under test: `GSCI_TEST_DEVICE=cuda` (or `cuda:N`) selects a GPU; anything else
/// (or nothing) the CPU.
///
/// # Panics
/// When a GPU is asked for but cannot be opened (a GPU run must not silently test the CPU).
pub fn test_device() -> Device {
    match std::env::var("GSCI_TEST_DEVICE").as_deref().map(str::trim) {
        Ok("cuda") => Device::cuda(0).expect("GSCI_TEST_DEVICE=cuda but cuda:0 cannot be opened"),
        Ok(s) if s.starts_with("cuda:") => {
            Device::parse(s).expect("GSCI_TEST_DEVICE names a GPU that cannot be opened")
        }
        _ => Device::cpu(),
    }
}

/// Whether the tests run on a GPU.
pub fn on_gpu() -> bool {
    test_device().is_cuda()
}
