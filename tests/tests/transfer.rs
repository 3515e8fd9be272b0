//! Moving arrays between the host and the device under test (`GSCI_TEST_DEVICE`), for every
//! dtype: `from_vec`/`from_slice`/`to_vec`/`to_device`/`copy`/`copy_to_slice`/pinned-buffer
//! round trips over odd sizes, 0-d and empty arrays, `item`; plus `Device::default()`,
//! `gsci_core::info()`, and (on a GPU) the on-disk kernel cache across processes. On the CPU the
//! same round trips run CPU to CPU.

use gsci_core::kernel_cache::cache_stats;
use gsci_core::{Array, Complex64, Device, Element, Error, PinnedBuffer};
use gsci_tests::{
    assert_child_ok, assert_exact, child_role, dtype_seed, random_vec, run_child, seeded,
    test_device,
};
use std::time::Instant;

/// Sizes around block and grid boundaries; the largest is above the 1 MiB direct-copy limit for
/// every dtype but bool/int8/uint8 (where 2^20 + 3 bytes still is).
const SIZES: [usize; 5] = [0, 1, 7, 1023, (1 << 20) + 3];

/// A shape of `n` elements: 2-D where `n` factors (1023 = 3 x 341), else 1-D.
fn shape_of(n: usize) -> Vec<usize> {
    if n == 1023 { vec![3, 341] } else { vec![n] }
}

/// Every way onto the device and back gives the data back, bit for bit.
fn roundtrip<T: Element>() {
    let device = test_device();
    let cpu = Device::cpu();
    let mut rng = seeded(dtype_seed(0x7261_6e73, T::DTYPE));
    for n in SIZES {
        let shape = shape_of(n);
        let data: Vec<T> = random_vec(&mut rng, n);
        let what = |step: &str| format!("{} n={n} on {device}: {step}", T::DTYPE);

        let a = Array::from_vec(data.clone(), &shape, &device).expect("from_vec");
        assert_eq!(a.shape(), shape.as_slice());
        assert_eq!((a.len(), a.dtype(), a.device()), (n, T::DTYPE, &device));
        assert!(a.is_c_contiguous());
        assert_exact(
            &what("from_vec -> to_vec"),
            &a.to_vec().expect("to_vec"),
            &data,
        );

        let s = Array::from_slice(&data, &shape, &device).expect("from_slice");
        assert_exact(
            &what("from_slice -> to_vec"),
            &s.to_vec().expect("to_vec"),
            &data,
        );

        let c = a.copy().expect("copy");
        assert!(!c.shares_storage(&a), "{}", what("copy shares storage"));
        assert_eq!((c.shape(), c.device()), (a.shape(), &device));
        assert_exact(&what("copy"), &c.to_vec().expect("to_vec"), &data);

        let same = a.astype::<T>().expect("astype to itself");
        assert_exact(
            &what("astype to itself"),
            &same.to_vec().expect("to_vec"),
            &data,
        );

        let host = a.to_device(&cpu).expect("to_device(cpu)");
        assert!(host.device().is_cpu());
        assert_eq!(host.shape(), shape.as_slice());
        assert_exact(
            &what("to_device(cpu)"),
            &host.to_vec().expect("to_vec"),
            &data,
        );

        let back = host.to_device(&device).expect("to_device(device)");
        assert_eq!((back.shape(), back.device()), (shape.as_slice(), &device));
        assert_exact(
            &what("cpu -> device"),
            &back.to_vec().expect("to_vec"),
            &data,
        );

        let mut reused = vec![T::default(); n];
        a.copy_to_slice(&mut reused).expect("copy_to_slice");
        assert_exact(&what("copy_to_slice"), &reused, &data);

        let pinned = PinnedBuffer::from_slice(&data, &device).expect("pinned buffer");
        assert_eq!(pinned.is_pinned(), device.is_cuda());
        let p = Array::from_pinned(&pinned, &shape, &device).expect("from_pinned");
        assert_exact(&what("from_pinned"), &p.to_vec().expect("to_vec"), &data);
        let mut out = PinnedBuffer::<T>::zeroed(n, &device).expect("pinned buffer");
        a.copy_to_pinned(&mut out).expect("copy_to_pinned");
        assert_exact(&what("copy_to_pinned"), out.as_slice(), &data);

        let nd = a.to_ndarray().expect("to_ndarray");
        assert_eq!(nd.shape(), shape.as_slice());
        assert_exact(
            &what("to_ndarray"),
            &nd.iter().copied().collect::<Vec<_>>(),
            &data,
        );
    }
}

/// 0-d arrays: shape `[]`, one element, through every operation.
fn scalar_0d<T: Element>() {
    let device = test_device();
    let cpu = Device::cpu();
    let mut rng = seeded(dtype_seed(0x3064, T::DTYPE));
    for value in random_vec::<T>(&mut rng, 3) {
        let what = |step: &str| format!("0-d {} {value:?} on {device}: {step}", T::DTYPE);
        let a = Array::scalar(value, &device).expect("scalar");
        assert_eq!((a.shape(), a.ndim(), a.len()), (&[][..], 0, 1));
        assert!(!a.is_empty() && a.is_c_contiguous());
        assert_exact(&what("item"), &[a.item().expect("item")], &[value]);
        assert_exact(&what("to_vec"), &a.to_vec().expect("to_vec"), &[value]);

        let c = a.copy().expect("copy");
        assert_eq!(c.shape(), &[] as &[usize]);
        assert_exact(&what("copy"), &[c.item().expect("item")], &[value]);

        let h = a.to_device(&cpu).expect("to_device(cpu)");
        assert_eq!(h.shape(), &[] as &[usize]);
        assert_exact(
            &what("to_device(cpu)"),
            &[h.item().expect("item")],
            &[value],
        );

        // Casting keeps the shape and agrees with the CPU.
        let z = a.astype::<Complex64>().expect("astype");
        assert_eq!(z.shape(), &[] as &[usize]);
        let want = Array::scalar(value, &cpu)
            .and_then(|s| s.astype::<Complex64>())
            .and_then(|s| s.item())
            .expect("cpu cast");
        assert_exact(&what("astype c128"), &[z.item().expect("item")], &[want]);
        let b = a.astype::<bool>().expect("astype bool");
        assert_eq!(
            b.item().expect("item"),
            value != T::zero(),
            "{}",
            what("bool")
        );

        assert_eq!(a.to_ndarray().expect("to_ndarray").ndim(), 0);
    }
}

/// Empty arrays of several shapes: nothing to move, shapes kept, `item` refused.
fn empty<T: Element>() {
    let device = test_device();
    for shape in [vec![0], vec![0, 3], vec![4, 0, 2]] {
        let what = |step: &str| format!("empty {} {shape:?} on {device}: {step}", T::DTYPE);
        let a = Array::<T>::from_vec(Vec::new(), &shape, &device).expect("from_vec");
        let e = Array::<T>::empty(&shape, &device).expect("empty");
        for x in [&a, &e] {
            assert_eq!(x.shape(), shape.as_slice(), "{}", what("shape"));
            assert!(x.is_empty() && x.nbytes() == 0);
            assert_eq!(x.len(), 0);
            assert!(x.to_vec().expect("to_vec").is_empty(), "{}", what("to_vec"));
            assert_eq!(x.copy().expect("copy").shape(), shape.as_slice());
            let f = x.astype::<f32>().expect("astype");
            assert_eq!((f.shape(), f.len()), (shape.as_slice(), 0));
            let h = x.to_device(&Device::cpu()).expect("to_device(cpu)");
            assert_eq!(h.shape(), shape.as_slice());
            let back = h.to_device(&device).expect("to_device(device)");
            assert_eq!(back.shape(), shape.as_slice());
            assert_eq!(
                x.to_ndarray().expect("to_ndarray").shape(),
                shape.as_slice()
            );
            assert!(
                matches!(x.item(), Err(Error::InvalidShape { .. })),
                "{}",
                what("item of an empty array")
            );
        }
    }
}

mod roundtrip_tests {
    use super::*;
    gsci_tests::dtype_tests!(roundtrip);
}

mod scalar_0d_tests {
    use super::*;
    gsci_tests::dtype_tests!(scalar_0d);
}

mod empty_tests {
    use super::*;
    gsci_tests::dtype_tests!(empty);
}

#[test]
fn item_needs_exactly_one_element() {
    let device = test_device();
    let one = Array::from_vec(vec![42i32], &[1, 1, 1], &device).expect("from_vec");
    assert_eq!(one.item().expect("item"), 42);
    let two = Array::from_vec(vec![1.5f64, 2.5], &[2], &device).expect("from_vec");
    assert!(matches!(two.item(), Err(Error::InvalidShape { .. })));
}

#[test]
fn from_vec_rejects_wrong_lengths() {
    let device = test_device();
    let r = Array::from_vec(vec![1.0f32; 5], &[2, 3], &device);
    assert!(
        matches!(r, Err(Error::InvalidShape { .. })),
        "{:?}",
        r.err()
    );
    let r = Array::from_slice(&[1u8; 2], &[], &device);
    assert!(
        matches!(r, Err(Error::InvalidShape { .. })),
        "{:?}",
        r.err()
    );
}

/// Large host <-> device copies go through the ring of pinned staging chunks (4 x 32 MiB by
/// default): 160 MiB + 12 bytes wraps the ring and ends in a partial chunk. Also a pinned upload
/// of that size, with the host buffer overwritten right after (it must wait for the DMA).
/// GPU only.
#[test]
fn large_copies_through_pinned_staging() {
    let device = test_device();
    if device.is_cpu() {
        eprintln!("large_copies_through_pinned_staging: skipped (GSCI_TEST_DEVICE is the CPU)");
        return;
    }
    let n = (40 << 20) + 3;
    let mut rng = seeded(0x5f49_6e6e);
    // Integers below 2^24 are exact in f32; random ones show misplaced chunks.
    let data: Vec<f32> = (0..n).map(|_| (rng.next_u64() >> 40) as f32).collect();
    let a = Array::from_slice_1d(&data, &device).expect("upload 160 MiB");
    assert_exact("160 MiB to_vec", &a.to_vec().expect("to_vec"), &data);
    let host = a.to_device(&Device::cpu()).expect("to_device(cpu)");
    assert_exact(
        "160 MiB to_device(cpu)",
        &host.to_vec().expect("to_vec"),
        &data,
    );
    let c = a.copy().expect("copy");
    assert_exact("160 MiB copy", &c.to_vec().expect("to_vec"), &data);
    let back = host.to_device(&device).expect("to_device(gpu)");
    assert_exact("160 MiB back", &back.to_vec().expect("to_vec"), &data);
    let mut reused = vec![0.0f32; n];
    back.copy_to_slice(&mut reused).expect("copy_to_slice");
    assert_exact("160 MiB copy_to_slice", &reused, &data);

    let mut pinned = PinnedBuffer::from_slice(&data, &device).expect("pinned 160 MiB");
    assert!(pinned.is_pinned());
    let p = Array::from_pinned(&pinned, &[n], &device).expect("from_pinned");
    pinned.as_mut_slice().expect("wait").fill(-1.0);
    assert_exact(
        "160 MiB from_pinned, buffer overwritten after",
        &p.to_vec().expect("to_vec"),
        &data,
    );
    p.copy_to_pinned(&mut pinned).expect("copy_to_pinned");
    assert_exact("160 MiB copy_to_pinned", pinned.as_slice(), &data);
}

/// Uploads of every size class of the staged path: just above the direct limit (1 MiB), a piece
/// (2 MiB) plus one element, exactly one ring chunk (32 MiB), one chunk plus one element, more
/// chunks than the ring holds, each uploaded twice back to back from one host buffer that is
/// changed between the two (the second upload must not overwrite the first one's chunks while
/// they move, nor the first read the changed buffer). GPU only.
#[test]
fn staged_uploads_of_every_size_class() {
    let device = test_device();
    if device.is_cpu() {
        eprintln!("staged_uploads_of_every_size_class: skipped (GSCI_TEST_DEVICE is the CPU)");
        return;
    }
    let mut rng = seeded(0x7a9e_3301);
    for n in [
        (1 << 18) + 1,
        (1 << 19) + 1,
        1 << 23,
        (1 << 23) + 1,
        (5 << 23) + 7,
        (9 << 23) - 1,
    ] {
        let mut data: Vec<f32> = (0..n).map(|_| (rng.next_u64() >> 40) as f32).collect();
        let first = Array::from_slice_1d(&data, &device).expect("upload");
        let want_first = data.clone();
        for x in &mut data {
            *x = -*x - 1.0;
        }
        let second = Array::from_slice_1d(&data, &device).expect("upload again");
        data.fill(7.0);
        assert_exact(
            &format!("{n} first"),
            &first.to_vec().expect("to_vec"),
            &want_first,
        );
        let want_second: Vec<f32> = want_first.iter().map(|x| -x - 1.0).collect();
        assert_exact(
            &format!("{n} second"),
            &second.to_vec().expect("to_vec"),
            &want_second,
        );
    }
}

const DEFAULT_DEVICE_TEST: &str = "default_device_honours_gsci_device";

/// `Device::default()` reads `GSCI_DEVICE` (in a child process: the variable is read at call
/// time, and setting it here would race with other tests).
#[test]
fn default_device_honours_gsci_device() {
    if let Some(role) = child_role() {
        let set = std::env::var("GSCI_DEVICE").unwrap_or_default();
        match role.as_str() {
            "cpu" => {
                assert_eq!(set, "cpu");
                assert!(Device::default().is_cpu());
                assert!(Device::try_default().expect("cpu is valid").is_cpu());
            }
            "garbage" => {
                assert!(
                    Device::try_default().is_err(),
                    "GSCI_DEVICE={set:?} accepted"
                );
                assert!(Device::default().is_cpu(), "falls back to the CPU");
            }
            "test-device" => {
                assert_eq!(Device::default(), test_device(), "GSCI_DEVICE={set:?}");
            }
            other => panic!("unknown role {other}"),
        }
        return;
    }
    let run = |role: &str, value: &str| {
        let out = run_child(DEFAULT_DEVICE_TEST, role, &[("GSCI_DEVICE", value)]);
        assert_child_ok(&format!("GSCI_DEVICE={value}"), &out);
    };
    run("cpu", "cpu");
    run("garbage", "tpu:7");
    // The device under test, spelled as GSCI_DEVICE spells it.
    run("test-device", &test_device().to_string());
}

#[test]
fn info_displays() {
    let report = gsci_core::info().to_string();
    assert!(report.contains("device:"), "{report}");
    let device = test_device();
    let info = device.info();
    assert_eq!(info.device, device.to_string());
    let text = info.to_string();
    assert!(text.contains(&device.to_string()), "{text}");
    if device.is_cuda() {
        assert!(
            info.compute_capability.is_some() && info.memory.is_some(),
            "{text}"
        );
    }
    eprintln!("{text}");
}

const KERNEL_CACHE_TEST: &str = "kernel_cache_second_process_compiles_nothing";

/// Runs `S -> D` on the GPU for the first time in this process and returns the latency of that
/// first call (compile or disk load included), after checking the result against the CPU.
fn first_use<S: Element, D: Element>(device: &Device) -> f64 {
    let mut rng = seeded(dtype_seed(0xcac4e, S::DTYPE));
    let data: Vec<S> = random_vec(&mut rng, 4099);
    let a = Array::from_slice_1d(&data, device).expect("upload");
    device.synchronize().expect("synchronize");
    let start = Instant::now();
    let b = a.astype::<D>().expect("astype");
    device.synchronize().expect("synchronize");
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let want = Array::from_slice_1d(&data, &Device::cpu())
        .and_then(|c| c.astype::<D>())
        .and_then(|c| c.to_vec())
        .expect("cpu cast");
    let what = format!("{} -> {} on {device}", S::DTYPE, D::DTYPE);
    assert_exact(&what, &b.to_vec().expect("to_vec"), &want);
    ms
}

/// The engine's promise: a second process finds every kernel in the disk cache
/// (`GSCI_CACHE_DIR`) and compiles nothing. GPU only. Prints cold and warm first-use latencies.
#[test]
fn kernel_cache_second_process_compiles_nothing() {
    if child_role().as_deref() == Some("kernel-cache") {
        let device = test_device();
        assert!(device.is_cuda(), "the kernel cache child needs a GPU");
        let before = cache_stats();
        let latencies = [
            ("float32->float64", first_use::<f32, f64>(&device)),
            ("float64->float32", first_use::<f64, f32>(&device)),
            ("int32->float32", first_use::<i32, f32>(&device)),
            ("uint8->float16", first_use::<u8, gsci_core::f16>(&device)),
        ];
        let after = cache_stats();
        for (pair, ms) in latencies {
            println!("GSCI_CHILD_LATENCY {pair} {ms:.3}");
        }
        println!(
            "GSCI_CHILD_STATS {} {} {}",
            after.compiles - before.compiles,
            after.disk_hits - before.disk_hits,
            after.memory_hits - before.memory_hits
        );
        return;
    }
    let device = test_device();
    if device.is_cpu() {
        eprintln!("kernel cache test: skipped (GSCI_TEST_DEVICE is the CPU; kernels are GPU-only)");
        return;
    }
    let dir = std::env::temp_dir().join(format!(
        "gsci-kernel-cache-test-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    ));
    std::fs::create_dir_all(&dir).expect("cache dir");
    let dir_str = dir.to_str().expect("utf-8 temp path").to_string();
    let run = |which: &str| {
        let out = run_child(
            KERNEL_CACHE_TEST,
            "kernel-cache",
            &[("GSCI_CACHE_DIR", dir_str.as_str())],
        );
        assert_child_ok(&format!("kernel cache, {which} process"), &out);
        parse_child(&String::from_utf8_lossy(&out.stdout))
    };
    let (cold, cold_stats) = run("first");
    let (warm, warm_stats) = run("second");
    let _ = std::fs::remove_dir_all(&dir);

    eprintln!("kernel first-use latency (ms), fresh cache dir vs second process:");
    for ((pair, c), (_, w)) in cold.iter().zip(&warm) {
        eprintln!("  {pair:<18} cold {c:9.3}   warm {w:9.3}");
    }
    eprintln!(
        "  stats [compiles, disk hits, memory hits]: first {cold_stats:?}, second {warm_stats:?}"
    );
    assert_eq!(cold.len(), 4, "four kernels reported");
    assert!(
        cold_stats[0] >= 4,
        "the first process compiled {} kernels in an empty cache dir; expected at least 4",
        cold_stats[0]
    );
    assert_eq!(
        warm_stats[0], 0,
        "the second process recompiled kernels already in GSCI_CACHE_DIR"
    );
    assert!(
        warm_stats[1] >= 4,
        "second process disk hits: {}",
        warm_stats[1]
    );
}

/// The latencies and `[compiles, disk_hits, memory_hits]` a kernel-cache child printed.
fn parse_child(stdout: &str) -> (Vec<(String, f64)>, [u64; 3]) {
    let mut latencies = Vec::new();
    let mut stats = None;
    for line in stdout.lines() {
        // libtest may print `test name ... ` on the same line first (e.g. with --test-threads=1).
        let line = ["GSCI_CHILD_LATENCY", "GSCI_CHILD_STATS"]
            .iter()
            .find_map(|m| line.find(m).map(|i| &line[i..]))
            .unwrap_or(line);
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["GSCI_CHILD_LATENCY", pair, ms] => {
                latencies.push((pair.to_string(), ms.parse().expect("latency")));
            }
            ["GSCI_CHILD_STATS", c, d, m] => {
                let n = |s: &str| s.parse::<u64>().expect("count");
                stats = Some([n(c), n(d), n(m)]);
            }
            _ => {}
        }
    }
    (latencies, stats.expect("the child printed its cache stats"))
}
