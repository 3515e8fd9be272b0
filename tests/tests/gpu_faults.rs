//! GPU faults and out-of-memory (issue 23). Each GPU case runs in a child process of this test
//! binary: a kernel fault leaves the CUDA context unusable for the rest of the process, and
//! filling the device's memory would starve the tests running beside it. Without a GPU the CPU
//! answers are checked instead (user kernels are `Unsupported` there; a host allocation that
//! cannot exist is an error, after which allocations succeed).

use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::user_kernels::{LaunchOptions, RawKernel};
use gsci_core::{Array, Device, Error};
use gsci_tests::{assert_child_ok, child_role, run_child, test_device};

/// Writes 2^40 floats past the end of its argument: an illegal address on any GPU.
const OUT_OF_BOUNDS: &str = r#"
extern "C" __global__ void out_of_bounds(float* x) {
    x[threadIdx.x + (1ull << 40)] = 1.0f;
}
"#;

fn sum_of(dev: &Device) -> gsci_core::Result<f64> {
    let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], dev)?;
    reduce::sum(&a, &ReduceOptions::default())?.item()
}

#[test]
fn kernel_fault_is_reported_and_poisons_only_its_device() {
    let dev = test_device();
    let kernel = RawKernel::new(OUT_OF_BOUNDS, "out_of_bounds").unwrap();
    if dev.is_cpu() {
        eprintln!("note: GSCI_TEST_DEVICE is not cuda; checking the CPU's Unsupported error");
        let x = Array::<f32>::zeros(&[32], &dev).unwrap();
        // SAFETY: never runs: the CPU refuses user kernels.
        let r = unsafe {
            kernel.launch(
                &dev,
                (1, 1, 1),
                (32, 1, 1),
                &[&x],
                &LaunchOptions::default(),
            )
        };
        assert!(matches!(r, Err(Error::Unsupported { .. })), "{r:?}");
        return;
    }
    if child_role().as_deref() != Some("fault") {
        let out = run_child(
            "gpu_faults::kernel_fault_is_reported_and_poisons_only_its_device",
            "fault",
            &[],
        );
        assert_child_ok("the kernel fault", &out);
        return;
    }
    assert_eq!(
        sum_of(&dev).unwrap(),
        6.0,
        "the device works before the fault"
    );
    let x = Array::<f32>::zeros(&[32], &dev).unwrap();
    // SAFETY: deliberately not safe: the kernel writes far out of bounds, which the driver
    // reports as an illegal address; nothing else in this process uses the device afterwards
    // except to check the error.
    let launched = unsafe {
        kernel.launch(
            &dev,
            (1, 1, 1),
            (32, 1, 1),
            &[&x],
            &LaunchOptions::default(),
        )
    };
    let synced = launched.and_then(|()| dev.synchronize());
    match &synced {
        Err(Error::KernelFault { .. }) => {}
        other => panic!("an out-of-bounds kernel gave {other:?}, expected Error::KernelFault"),
    }
    println!("fault: {}", synced.unwrap_err());
    // Every later call on the device says the context is lost.
    for attempt in 0..3 {
        match sum_of(&dev) {
            Err(e @ Error::KernelFault { .. }) => {
                let m = e.to_string();
                assert!(m.contains("context is unusable"), "{m}");
            }
            other => panic!("call {attempt} after the fault gave {other:?}, expected KernelFault"),
        }
    }
    // The CPU keeps working in the same process.
    assert_eq!(sum_of(&Device::cpu()).unwrap(), 6.0);
}

#[test]
fn out_of_memory_then_the_next_allocation_succeeds() {
    let dev = test_device();
    if dev.is_cpu() {
        // The host: a buffer that cannot exist is an error naming the request, then memory is
        // still there.
        let r = Array::<u8>::empty(&[1usize << 62], &dev);
        match r {
            Err(Error::HostOutOfMemory { op, requested, .. }) => {
                assert_eq!(op, "empty");
                assert_eq!(requested, 1 << 62);
            }
            other => panic!("expected HostOutOfMemory, got {other:?}"),
        }
        assert_eq!(sum_of(&dev).unwrap(), 6.0);
        return;
    }
    if child_role().as_deref() != Some("oom") {
        let out = run_child(
            "gpu_faults::out_of_memory_then_the_next_allocation_succeeds",
            "oom",
            &[],
        );
        assert_child_ok("allocating until out of memory", &out);
        return;
    }
    const CHUNK: usize = 4 << 30;
    let before = dev.memory_stats().unwrap();
    let mut held = Vec::new();
    let err = loop {
        match Array::<u8>::empty(&[CHUNK], &dev) {
            Ok(a) => held.push(a),
            Err(e) => break e,
        }
        assert!(
            held.len() < 1024,
            "{} GiB allocated without an error",
            held.len() * 4
        );
    };
    match &err {
        Error::OutOfMemory {
            requested, total, ..
        } => {
            assert_eq!(*requested, CHUNK);
            assert!(*total as u64 == before.total_bytes && *total > 0, "{err}");
        }
        other => panic!("allocating past the device's memory gave {other}, expected OutOfMemory"),
    }
    println!("{} chunks of 4 GiB, then: {err}", held.len());
    assert!(
        held.len() as u64 * CHUNK as u64 > before.total_bytes / 2,
        "only {} chunks of 4 GiB fit in {} bytes",
        held.len(),
        before.total_bytes
    );
    let n = held.len();
    held.clear();
    dev.synchronize().unwrap();
    // Freed memory is usable again: as many chunks as before, and the device still computes.
    for _ in 0..n {
        held.push(Array::<u8>::empty(&[CHUNK], &dev).unwrap());
    }
    held.clear();
    assert_eq!(sum_of(&dev).unwrap(), 6.0);
    let after = dev.memory_stats().unwrap();
    assert_eq!(
        after.used_bytes, before.used_bytes,
        "live bytes after freeing everything"
    );
}
