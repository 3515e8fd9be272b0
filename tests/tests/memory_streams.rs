//! Memory and streams: out-of-memory errors, pool statistics, user streams and events.
//!
//! On the CPU these check the CPU answers (errors for stream APIs, OOM from the host allocator); with
//! `GSCI_TEST_DEVICE=cuda` they exercise the GPU's pool, streams and events.

use gsci_core::{Array, Device, Error};
use gsci_tests::{random_vec, seeded, test_device};

#[test]
fn huge_allocation_is_out_of_memory_not_a_panic() {
    let dev = test_device();
    // 2^61 bytes: far beyond any device or host.
    let r = Array::<f64>::empty(&[1usize << 58], &dev);
    match r {
        // A GPU reports its pool's figures; the CPU names the function (host memory).
        Err(Error::OutOfMemory { requested, .. }) if !dev.is_cpu() => {
            assert_eq!(requested, 1usize << 61)
        }
        Err(Error::HostOutOfMemory {
            op: "empty",
            requested,
            ..
        }) if dev.is_cpu() => assert_eq!(requested, 1usize << 61),
        Err(e) => panic!("expected OutOfMemory, got {e}"),
        Ok(_) => panic!("a 2^61-byte allocation succeeded"),
    }
    // The device is still usable afterwards.
    let a = Array::from_vec(vec![1.0f32, 2.0], &[2], &dev).unwrap();
    assert_eq!(a.to_vec().unwrap(), vec![1.0, 2.0]);
}

#[test]
fn size_overflow_is_an_error() {
    let dev = test_device();
    assert!(matches!(
        Array::<f32>::empty(&[usize::MAX, 2], &dev),
        Err(Error::InvalidShape { .. })
    ));
}

#[test]
fn streams_and_events() {
    let dev = test_device();
    if dev.is_cpu() {
        assert!(matches!(dev.new_stream(), Err(Error::Unsupported { .. })));
        assert!(matches!(dev.new_event(), Err(Error::Unsupported { .. })));
        assert!(matches!(dev.memory_stats(), Err(Error::Unsupported { .. })));
        return;
    }
    let stream = dev.new_stream().unwrap();
    let on_stream = dev.with_stream(&stream).unwrap();
    assert_eq!(
        on_stream, dev,
        "a device with another stream is the same device"
    );
    let mut rng = seeded(11);
    let host: Vec<f32> = random_vec(&mut rng, 1 << 22);
    let a = Array::from_slice(&host, &[1 << 22], &on_stream).unwrap();
    let start = on_stream.new_event().unwrap();
    let end = on_stream.new_event().unwrap();
    start.record().unwrap();
    let b = a
        .astype::<f64>()
        .unwrap()
        .flip(None)
        .unwrap()
        .copy()
        .unwrap();
    end.record().unwrap();
    let ms = start.elapsed_ms(&end).unwrap();
    assert!(ms >= 0.0 && ms.is_finite());
    // Hand the result to the default stream: make it wait for the user stream's work.
    dev.synchronize().unwrap();
    let done = on_stream.new_event().unwrap();
    done.record().unwrap();
    done.synchronize().unwrap();
    let got = b.to_device(&dev).unwrap().to_vec().unwrap();
    let want: Vec<f64> = host.iter().rev().map(|&x| x as f64).collect();
    assert_eq!(got, want);
    stream.synchronize().unwrap();
}

#[test]
fn memory_stats_track_allocations() {
    let dev = test_device();
    if dev.is_cpu() {
        return;
    }
    let before = dev.memory_stats().unwrap();
    let a = Array::<f32>::zeros(&[64 << 20], &dev).unwrap();
    dev.synchronize().unwrap();
    let during = dev.memory_stats().unwrap();
    assert!(during.used_bytes >= before.used_bytes + (256 << 20));
    assert!(during.total_bytes > 0 && during.free_bytes <= during.total_bytes);
    drop(a);
    dev.synchronize().unwrap();
    let after = dev.memory_stats().unwrap();
    assert!(after.used_bytes < during.used_bytes);
    // Freed blocks stay cached in the pool (release threshold raised), ready for reuse.
    assert!(after.reserved_bytes >= 256 << 20);
}

#[test]
fn device_mismatch_names_both_devices() {
    let dev = test_device();
    if dev.is_cpu() {
        return;
    }
    let a = Array::from_vec(vec![1.0f32, 2.0], &[2], &dev).unwrap();
    let b = Array::from_vec(vec![3.0f32, 4.0], &[2], &Device::cpu()).unwrap();
    let e = gsci_core::concatenate(&[&a, &b], 0).unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("cuda:0") && msg.contains("cpu"), "{msg}");
}
