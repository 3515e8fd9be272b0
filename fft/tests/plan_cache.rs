//! The per-device cuFFT plan cache (`GSCI_TEST_DEVICE=cuda`). One test in its own process, so no
//! other test adds plans while it counts them. On the CPU there is no cache.

mod common;

use common::*;
use gsci_core::Array;
use gsci_fft::*;

#[test]
fn plan_cache_is_bounded_and_configurable() {
    let dev = test_device();
    if dev.is_cpu() {
        assert!(matches!(
            get_plan_cache(&dev),
            Err(gsci_core::Error::Unsupported { .. })
        ));
        return;
    }
    let on_dev = |n: usize, seed: u64| {
        Array::from_vec(random_complex(n, seed), &[n], &cpu())
            .unwrap()
            .to_device(&dev)
            .unwrap()
    };
    let cache = get_plan_cache(&dev).unwrap();
    assert_eq!((cache.get_size(), cache.get_memsize()), (16, None));
    cache.clear();
    assert_eq!((cache.get_curr_size(), cache.get_curr_memsize()), (0, 0));
    let x = on_dev(64, 1);
    fft(&x, &FftOptions::default()).unwrap();
    fft(&x, &FftOptions::default()).unwrap();
    assert_eq!(
        cache.get_curr_size(),
        1,
        "the second call reuses the cached plan"
    );
    let y = on_dev(100, 2);
    fft(&y, &FftOptions::default()).unwrap();
    assert_eq!(cache.get_curr_size(), 2);
    cache.set_size(1);
    assert_eq!(cache.get_curr_size(), 1);
    // A work-area bound of 0 keeps plans that need a work area out of the cache.
    cache.set_size(16);
    cache.clear();
    cache.set_memsize(Some(0));
    let z = on_dev(1 << 16, 3);
    let want = fft(&z.to_device(&cpu()).unwrap(), &FftOptions::default()).unwrap();
    let got = fft(&z, &FftOptions::default()).unwrap();
    assert!(rel_l2(&got.to_vec().unwrap(), &want.to_vec().unwrap()) < 1e-12);
    assert_eq!(cache.get_curr_memsize(), 0);
    cache.set_memsize(None);
    // Caching disabled: every call plans afresh and still computes the right thing.
    cache.set_size(0);
    let got = fft(&y, &FftOptions::default()).unwrap();
    let want = fft(&y.to_device(&cpu()).unwrap(), &FftOptions::default()).unwrap();
    assert!(rel_l2(&got.to_vec().unwrap(), &want.to_vec().unwrap()) < 1e-12);
    assert_eq!(cache.get_curr_size(), 0);
    cache.set_size(16);
}
