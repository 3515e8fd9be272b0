//! Concurrency (issue 23): `Device`, `Array`, FFT plans and sparse matrices are `Send + Sync`
//! (checked at compile time), and 8 threads sharing one device, each on a stream of its own
//! (on a GPU; the CPU has one queue), give exactly the results of the same work done serially.

use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::sort::SortOptions;
use gsci_core::{Array, Complex64, Device, ufunc};
use gsci_fft::{FftOptions, FftPlan};
use gsci_ndimage::{GaussianFilterOptions, gaussian_filter};
use gsci_sparse::CsrMatrix;
use gsci_tests::{random_vec, seeded, test_device};

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn shared_types_are_send_and_sync() {
    assert_send_sync::<Device>();
    assert_send_sync::<Array<f64>>();
    assert_send_sync::<Array<Complex64>>();
    assert_send_sync::<Array<bool>>();
    assert_send_sync::<gsci_core::ufunc::DynArray>();
    assert_send_sync::<FftPlan<f64, Complex64>>();
    assert_send_sync::<CsrMatrix<f64>>();
    assert_send_sync::<gsci_core::Error>();
}

const THREADS: usize = 8;

/// One thread's work on `dev`: the results, as host vectors, of a chain of operations on
/// inputs that depend on `seed` (ufuncs, a reduction, a sort, an FFT through a shared plan, a
/// Gaussian filter).
fn work(dev: &Device, seed: u64, plan: &FftPlan<f64, Complex64>) -> Vec<Vec<f64>> {
    let mut rng = seeded(seed);
    let v: Vec<f64> = random_vec(&mut rng, 4096);
    let x = Array::from_vec(v, &[64, 64], dev).unwrap();
    let y: Array<f64> = ufunc::add(ufunc::multiply::<f64>(&x, 1.5).unwrap(), &x).unwrap();
    let s = reduce::sum(&y, &ReduceOptions::axes(&[1])).unwrap();
    let sorted = gsci_core::sort(&y, &SortOptions::default()).unwrap();
    let spectrum = plan.execute(&x).unwrap();
    let g = gaussian_filter(&x, &[1.5], &GaussianFilterOptions::default()).unwrap();
    let spec: Vec<f64> = spectrum
        .to_vec()
        .unwrap()
        .into_iter()
        .flat_map(|c| [c.re, c.im])
        .collect();
    vec![
        y.to_vec().unwrap(),
        s.to_vec().unwrap(),
        sorted.to_vec().unwrap(),
        spec,
        g.to_vec().unwrap(),
    ]
}

#[test]
fn eight_threads_on_one_device_match_the_serial_results() {
    let dev = test_device();
    let probe = Array::<f64>::zeros(&[64, 64], &dev).unwrap();
    let plan = FftPlan::<f64, Complex64>::rfft(&probe, &FftOptions::default()).unwrap();
    let serial: Vec<Vec<Vec<f64>>> = (0..THREADS as u64).map(|s| work(&dev, s, &plan)).collect();
    for round in 0..3 {
        let parallel: Vec<Vec<Vec<f64>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..THREADS as u64)
                .map(|s| {
                    let (dev, plan) = (&dev, &plan);
                    scope.spawn(move || {
                        // On a GPU each thread launches on a stream of its own.
                        let mine = if dev.is_cuda() {
                            dev.with_stream(&dev.new_stream().unwrap()).unwrap()
                        } else {
                            dev.clone()
                        };
                        work(&mine, s, plan)
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for (t, (p, s)) in parallel.iter().zip(&serial).enumerate() {
            for (k, (a, b)) in p.iter().zip(s).enumerate() {
                assert!(
                    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits()),
                    "round {round}, thread {t}, result {k}: differs from the serial run"
                );
            }
        }
    }
}
