//! Special functions inside `gsci_core::fusion::fuse`: the same values as the unfused ufuncs,
//! NumPy's dtypes, weak scalars, and one kernel per call on the GPU (a second call compiles
//! nothing and looks one kernel up).

use gsci_core::fusion::{self, Expr, fuse};
use gsci_core::kernel_cache::cache_stats;
use gsci_special::{Array, DType, Device, fusion as sf};

fn dev() -> Device {
    gsci_tests::test_device()
}

fn grid(n: usize) -> Vec<f64> {
    (0..n)
        .map(|i| -8.0 + 16.0 * i as f64 / (n - 1) as f64)
        .collect()
}

#[test]
fn fused_expression_matches_the_unfused_chain() {
    let d = dev();
    let n = 70001; // several CPU blocks, an odd tail
    let xs = grid(n);
    let ys: Vec<f64> = xs.iter().map(|v| 0.5 + v.abs() * 0.25).collect();
    let x = Array::from_vec(xs.clone(), &[n], &d).unwrap();
    let y = Array::from_vec(ys.clone(), &[n], &d).unwrap();
    let f = fuse(|x: Expr, y: Expr| sf::xlogy(sf::expit(x.clone()), y) + sf::cosdg(x * 10.0));
    let got = f.call_typed::<f64>(&[&x, &y]).unwrap().to_vec().unwrap();
    let e: Array<f64> = gsci_special::expit(&x).unwrap();
    let a: Array<f64> = gsci_special::xlogy(&e, &y).unwrap();
    let x10 = gsci_core::ufunc::multiply::<f64>(&x, 10.0).unwrap();
    let c: Array<f64> = gsci_special::cosdg(&x10).unwrap();
    let want = gsci_core::ufunc::add::<f64>(&a, &c)
        .unwrap()
        .to_vec()
        .unwrap();
    for i in 0..n {
        // The fused kernel evaluates the same device functions in the same order.
        assert_eq!(got[i].to_bits(), want[i].to_bits(), "at {}", xs[i]);
    }
}

#[test]
fn fused_dtypes_follow_the_loops() {
    let d = dev();
    let x = Array::from_vec(vec![0.25f32, 0.5, 4.0], &[3], &d).unwrap();
    let i = Array::from_vec(vec![1i8, 2, 3], &[3], &d).unwrap();
    let f = fuse(|x, i| sf::entr(x) + sf::entr(i));
    assert_eq!(f.call(&[&x, &i]).unwrap().dtype(), DType::F32); // entr(int8) is float32
    let g = fuse(|i| sf::expit(i) * 2.0);
    assert_eq!(g.call(&[&i]).unwrap().dtype(), DType::F64); // expit(int8) is float64
    let h = fuse(|x| sf::boxcox(x, 0.5)); // weak scalar keeps float32
    let r = h.call_typed::<f32>(&[&x]).unwrap().to_vec().unwrap();
    let want: Array<f32> = gsci_special::boxcox(&x, 0.5).unwrap();
    assert_eq!(r, want.to_vec().unwrap());
    let z = Array::from_vec(vec![gsci_core::Complex64::new(1.0, 0.0)], &[1], &d).unwrap();
    let f = |z: Expr| sf::expit(z) * 1.0;
    assert!(fuse(f).call(&[&z]).is_err());
}

#[test]
fn fused_reduction_is_one_kernel() {
    let d = dev();
    let n = 1 << 16;
    let xs = grid(n);
    let x = Array::from_vec(xs.iter().map(|&v| v as f32).collect(), &[n], &d).unwrap();
    let y = Array::from_vec(xs.iter().map(|&v| (v * 0.5) as f32).collect(), &[n], &d).unwrap();
    let f = fuse(|x, y| fusion::sum(sf::expit(x) * y));
    let first = f.call_typed::<f32>(&[&x, &y]).unwrap().item().unwrap();
    let before = cache_stats();
    let second = f.call_typed::<f32>(&[&x, &y]).unwrap().item().unwrap();
    let after = cache_stats();
    assert_eq!(first.to_bits(), second.to_bits());
    // Reference: pairwise sums of the unfused product in float64.
    let e: Array<f32> = gsci_special::expit(&x).unwrap();
    let p = gsci_core::ufunc::multiply::<f32>(&e, &y)
        .unwrap()
        .to_vec()
        .unwrap();
    let exact: f64 = p.iter().map(|&v| v as f64).sum();
    let mag: f64 = p.iter().map(|&v| (v as f64).abs()).sum();
    assert!(
        ((first as f64) - exact).abs() <= mag * 1e-5,
        "{first} vs {exact}"
    );
    if d.is_cuda() {
        assert_eq!(
            after.compiles, before.compiles,
            "the second call compiles nothing"
        );
        assert_eq!(
            after.memory_hits - before.memory_hits,
            1,
            "one kernel per call"
        );
    }
}
