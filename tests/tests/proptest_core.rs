//! Property tests of the array core (issue 23): random shapes (0 to 4 axes of 0 to 5 elements),
//! random views (axis permutations, strided and reversed slices, broadcasts), reductions over
//! random axes and casts, on the device under test, against the same operations in `ndarray`
//! (a well-kept reference). Each property runs 48 cases; proptest shrinks a failure to a small
//! shape and prints it.

use gsci_core::reduce::{ReduceOptions, sum};
use gsci_core::{Array, SliceArg};
use ndarray::{ArrayD, Axis, IxDyn, SliceInfoElem};
use proptest::prelude::*;

fn dev() -> gsci_core::Device {
    gsci_tests::test_device()
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 48,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A shape of 0 to 4 axes with 0 to 5 elements each, and data for it.
fn shaped() -> impl Strategy<Value = (Vec<usize>, Vec<f64>)> {
    prop::collection::vec(0usize..=5, 0..=4).prop_flat_map(|shape| {
        let n: usize = shape.iter().product();
        (
            Just(shape),
            prop::collection::vec(-1000.0f64..1000.0, n..=n),
        )
    })
}

fn reference(shape: &[usize], data: &[f64]) -> ArrayD<f64> {
    ArrayD::from_shape_vec(IxDyn(shape), data.to_vec()).unwrap()
}

fn flat(a: &ArrayD<f64>) -> Vec<f64> {
    a.iter().copied().collect()
}

proptest! {
    #![proptest_config(config())]

    /// An axis permutation reads the elements in the permuted order.
    #[test]
    fn permuted_views_read_like_ndarray((shape, data) in shaped(), seed in any::<u64>()) {
        let nd = shape.len();
        let mut perm: Vec<usize> = (0..nd).collect();
        // Fisher-Yates from the seed.
        let mut s = seed | 1;
        for i in (1..nd).rev() {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            perm.swap(i, (s % (i as u64 + 1)) as usize);
        }
        let a = Array::from_vec(data.clone(), &shape, &dev()).unwrap();
        let axes: Vec<isize> = perm.iter().map(|&p| p as isize).collect();
        let got = a.permute_axes(&axes).unwrap();
        let want = reference(&shape, &data).permuted_axes(IxDyn(&perm));
        prop_assert_eq!(got.shape(), want.shape());
        prop_assert_eq!(got.to_vec().unwrap(), flat(&want));
        // A copy of the view is contiguous and equal.
        prop_assert_eq!(got.copy().unwrap().to_vec().unwrap(), flat(&want));
    }

    /// `start:stop:step` slices (negative steps included) select what ndarray selects.
    #[test]
    fn strided_slices_read_like_ndarray(
        (shape, data) in shaped(),
        picks in prop::collection::vec((-6isize..6, -6isize..6, prop_oneof![-3isize..=-1, 1isize..=3]), 4),
    ) {
        let a = Array::from_vec(data.clone(), &shape, &dev()).unwrap();
        let mut args = Vec::new();
        let mut info = Vec::new();
        for (k, &n) in shape.iter().enumerate() {
            let (start, stop, step) = picks[k];
            // Python's clamping of out-of-range bounds, as NumPy (and gsci) do.
            let clamp = |b: isize| -> isize {
                let n = n as isize;
                let b = if b < 0 { b + n } else { b };
                if step > 0 { b.clamp(0, n) } else { b.clamp(-1, n - 1) }
            };
            let (lo, hi) = (clamp(start), clamp(stop));
            args.push(SliceArg::Range { start: Some(start), stop: Some(stop), step });
            // ndarray: the range [lo, hi) walked with `step` from the range's end when negative.
            let (a0, a1) = if step > 0 {
                (lo, hi.max(lo))
            } else {
                // Python: indices hi+1 ..= lo walked downwards.
                let first = lo;
                let last_excl = hi;
                if first <= last_excl { (0, 0) } else { (last_excl + 1, first + 1) }
            };
            info.push(SliceInfoElem::Slice { start: a0, end: Some(a1), step });
        }
        let got = a.slice(&args).unwrap();
        let r = reference(&shape, &data);
        let want = r.slice(info.as_slice());
        prop_assert_eq!(got.shape(), want.shape());
        prop_assert_eq!(got.to_vec().unwrap(), want.iter().copied().collect::<Vec<_>>());
    }

    /// A sum over a random set of axes (keepdims or not) matches ndarray's sum_axis, to the
    /// rounding of a different summation order.
    #[test]
    fn sums_over_random_axes_match_ndarray(
        (shape, data) in shaped(),
        mask in prop::collection::vec(any::<bool>(), 4),
        keepdims in any::<bool>(),
    ) {
        let nd = shape.len();
        let axes: Vec<isize> = (0..nd).filter(|&k| mask[k]).map(|k| k as isize).collect();
        let a = Array::from_vec(data.clone(), &shape, &dev()).unwrap();
        let opts = ReduceOptions { axis: Some(&axes), keepdims };
        let got = sum(&a, &opts).unwrap();
        let mut want = reference(&shape, &data);
        for &k in axes.iter().rev() {
            want = want.sum_axis(Axis(k as usize));
            if keepdims {
                want = want.insert_axis(Axis(k as usize));
            }
        }
        prop_assert_eq!(got.shape(), want.shape());
        let g = got.to_vec().unwrap();
        for (x, y) in g.iter().zip(want.iter()) {
            prop_assert!((x - y).abs() <= 1e-12 * (1.0 + y.abs()) * 32.0, "{} vs {}", x, y);
        }
    }

    /// Broadcasting a view and adding arrays of broadcast-compatible shapes matches ndarray.
    #[test]
    fn broadcast_add_matches_ndarray((shape, data) in shaped(), ones in prop::collection::vec(any::<bool>(), 4)) {
        // b's shape: a's with some axes set to 1 (and so broadcast back).
        let bshape: Vec<usize> = shape.iter().enumerate().map(|(k, &n)| if ones[k] { 1 } else { n }).collect();
        let bn: usize = bshape.iter().product();
        let bdata: Vec<f64> = (0..bn).map(|i| i as f64 * 0.5 - 3.0).collect();
        let d = dev();
        let a = Array::from_vec(data.clone(), &shape, &d).unwrap();
        let b = Array::from_vec(bdata.clone(), &bshape, &d).unwrap();
        let got: Array<f64> = gsci_core::ufunc::add(&a, &b).unwrap();
        let want = &reference(&shape, &data) + &reference(&bshape, &bdata);
        prop_assert_eq!(got.shape(), want.shape());
        prop_assert_eq!(got.to_vec().unwrap(), flat(&want));
        let bb = b.broadcast_to(&shape).unwrap();
        let wb = reference(&bshape, &bdata).broadcast(IxDyn(&shape)).unwrap().to_owned();
        prop_assert_eq!(bb.to_vec().unwrap(), flat(&wb));
    }

    /// Casts through a strided view: float64 -> float32 -> int32 -> float64 round as Rust's `as`
    /// (NumPy's C casts for in-range values).
    #[test]
    fn casts_of_views_match_rust_casts((shape, data) in shaped()) {
        let a = Array::from_vec(data.clone(), &shape, &dev()).unwrap();
        let nd = shape.len() as isize;
        let rev: Vec<isize> = (0..nd).rev().collect();
        let v = a.permute_axes(&rev).unwrap();
        let f: Array<f32> = v.astype().unwrap();
        let i: Array<i32> = f.astype().unwrap();
        let back: Array<f64> = i.astype().unwrap();
        let r = reference(&shape, &data).permuted_axes(IxDyn(&(0..shape.len()).rev().collect::<Vec<_>>()));
        let want_f: Vec<f32> = r.iter().map(|&x| x as f32).collect();
        let want_i: Vec<f64> = want_f.iter().map(|&x| (x as i32) as f64).collect();
        prop_assert_eq!(f.to_vec().unwrap(), want_f);
        prop_assert_eq!(back.to_vec().unwrap(), want_i);
    }
}
