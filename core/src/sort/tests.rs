//! CPU tests of sorting and searching (the GPU is checked against these in
//! tests/tests/sort_device.rs; NumPy's own results in tests/tests/sort_golden.rs).

use super::*;
use crate::{Complex64, Device, f16};

fn cpu() -> Device {
    Device::cpu()
}

fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
    Array::from_vec(v, shape, &cpu()).unwrap()
}

#[test]
fn sort_floats_places_nan_last_and_keeps_values() {
    let nan = f32::NAN;
    let a = arr(
        vec![
            3.0,
            nan,
            -0.0,
            f32::NEG_INFINITY,
            0.0,
            -2.5,
            f32::INFINITY,
            nan,
        ],
        &[8],
    );
    let s = sort(&a, &SortOptions::default()).unwrap().to_vec().unwrap();
    assert_eq!(
        &s[..6],
        &[f32::NEG_INFINITY, -2.5, -0.0, 0.0, 3.0, f32::INFINITY]
    );
    assert!(s[2].is_sign_negative() && s[3].is_sign_positive());
    assert!(s[6].is_nan() && s[7].is_nan());
}

#[test]
fn argsort_is_stable_with_many_equal_keys() {
    let v: Vec<i16> = (0..5000).map(|i| ((i * 7919) % 13) as i16 - 6).collect();
    let idx = argsort(&arr(v.clone(), &[5000]), &SortOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let mut want: Vec<i64> = (0..5000).collect();
    want.sort_by_key(|&i| v[i as usize]); // std's sort_by_key is stable
    assert_eq!(idx, want);
    // -0.0 and 0.0 are equal: input order.
    let z = arr(vec![0.0f64, -0.0, 0.0, -0.0], &[4]);
    assert_eq!(
        argsort(&z, &SortOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![0, 1, 2, 3]
    );
}

#[test]
fn sort_along_each_axis_and_flattened() {
    let a = arr(vec![5i32, 1, 4, 2, 8, 0], &[2, 3]);
    let s0 = sort(
        &a,
        &SortOptions {
            axis: Some(0),
            stable: None,
        },
    )
    .unwrap();
    assert_eq!(s0.to_vec().unwrap(), vec![2, 1, 0, 5, 8, 4]);
    let s1 = sort(&a, &SortOptions::default()).unwrap();
    assert_eq!(s1.to_vec().unwrap(), vec![1, 4, 5, 0, 2, 8]);
    let sf = sort(
        &a,
        &SortOptions {
            axis: None,
            stable: None,
        },
    )
    .unwrap();
    assert_eq!(sf.shape(), &[6]);
    assert_eq!(sf.to_vec().unwrap(), vec![0, 1, 2, 4, 5, 8]);
    let i0 = argsort(
        &a,
        &SortOptions {
            axis: Some(-2),
            stable: None,
        },
    )
    .unwrap();
    assert_eq!(i0.to_vec().unwrap(), vec![1, 0, 1, 0, 1, 0]);
    assert!(matches!(
        sort(
            &a,
            &SortOptions {
                axis: Some(2),
                stable: None
            }
        ),
        Err(Error::AxisOutOfBounds { .. })
    ));
}

#[test]
fn complex_sorts_like_numpy() {
    let n = f64::NAN;
    let c = |re, im| Complex64::new(re, im);
    let a = arr(
        vec![
            c(n, n),
            c(1.0, n),
            c(n, 0.0),
            c(2.0, 1.0),
            c(2.0, -1.0),
            c(-5.0, 9.0),
        ],
        &[6],
    );
    let i = argsort(&a, &SortOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(i, vec![5, 4, 3, 1, 2, 0]);
}

#[test]
fn half_and_bool_sort() {
    let a = arr(
        vec![f16::from_f32(2.0), f16::NAN, f16::from_f32(-1.0)],
        &[3],
    );
    let s = sort(&a, &SortOptions::default()).unwrap().to_vec().unwrap();
    assert_eq!((s[0].to_f32(), s[1].to_f32()), (-1.0, 2.0));
    assert!(s[2].is_nan());
    let b = arr(vec![true, false, true, false], &[4]);
    assert_eq!(
        argsort(&b, &SortOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![1, 3, 0, 2]
    );
}

#[test]
fn empty_and_zero_dim() {
    let e = arr(Vec::<f32>::new(), &[0, 3]);
    assert_eq!(sort(&e, &SortOptions::default()).unwrap().shape(), &[0, 3]);
    assert_eq!(
        argsort(
            &e,
            &SortOptions {
                axis: Some(0),
                stable: None
            }
        )
        .unwrap()
        .shape(),
        &[0, 3]
    );
    let u = unique(
        &e,
        &UniqueOptions {
            return_counts: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(u.values.shape(), &[0]);
    assert_eq!(u.counts.unwrap().shape(), &[0]);
}

#[test]
fn partition_and_argpartition() {
    let a = arr(vec![9i64, 1, 8, 2, 7, 3, 6, 4, 5], &[9]);
    let p = partition(&a, &[4, -1], &PartitionOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!((p[4], p[8]), (5, 9));
    assert!(p[..4].iter().all(|&x| x <= 5));
    let ip = argpartition(&a, &[0], &PartitionOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(ip[0], 1);
    assert!(partition(&a, &[9], &PartitionOptions::default()).is_err());
    assert!(argpartition(&a, &[-10], &PartitionOptions::default()).is_err());
}

#[test]
fn lexsort_along_axis() {
    let k0 = arr(vec![3i32, 1, 2, 1, 2, 3], &[2, 3]);
    let k1 = arr(vec![1i32, 1, 0, 0, 0, 0], &[2, 3]);
    let idx = lexsort(&[&k0, &k1], &LexsortOptions::default()).unwrap();
    // row 0: primary k1 = [1,1,0] -> 2 first, then k0 among (0,1): 1 (1) then 0 (3)
    // row 1: k1 all 0 -> by k0 [1,2,3]
    assert_eq!(idx.to_vec().unwrap(), vec![2, 1, 0, 0, 1, 2]);
    assert!(lexsort::<i32>(&[], &LexsortOptions::default()).is_err());
    let bad = arr(vec![1i32, 2], &[2]);
    assert!(matches!(
        lexsort(&[&k0, &bad], &LexsortOptions::default()),
        Err(Error::ShapeMismatch { .. })
    ));
}

#[test]
fn searchsorted_sides_sorter_and_nan() {
    let a = arr(vec![1.0, 2.0, 2.0, 3.0, f64::NAN], &[5]);
    let v = arr(vec![2.0, f64::NAN, -1.0, 2.5, 3.0], &[5]);
    let l = searchsorted(&a, &v, &SearchsortedOptions::default()).unwrap();
    assert_eq!(l.to_vec().unwrap(), vec![1, 4, 0, 3, 3]);
    let r = searchsorted(
        &a,
        &v,
        &SearchsortedOptions {
            side: Side::Right,
            sorter: None,
        },
    )
    .unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![3, 5, 0, 3, 4]);
    let un = arr(vec![3i32, 1, 2], &[3]);
    let sorter = argsort(&un, &SortOptions::default()).unwrap();
    let q = arr(vec![2i32, 0, 4], &[3]);
    let opts = SearchsortedOptions {
        side: Side::Left,
        sorter: Some(&sorter),
    };
    assert_eq!(
        searchsorted(&un, &q, &opts).unwrap().to_vec().unwrap(),
        vec![1, 0, 3]
    );
    let bad_sorter = arr(vec![0i64, 5, 1], &[3]);
    let bad = SearchsortedOptions {
        side: Side::Left,
        sorter: Some(&bad_sorter),
    };
    assert!(matches!(
        searchsorted(&un, &q, &bad),
        Err(Error::InvalidArgument {
            op: "searchsorted",
            ..
        })
    ));
    // A negative sorter index is refused too (NumPy wraps it).
    let neg_sorter = arr(vec![0i64, 1, -1], &[3]);
    let neg = SearchsortedOptions {
        side: Side::Left,
        sorter: Some(&neg_sorter),
    };
    let e = searchsorted(&un, &q, &neg).unwrap_err();
    assert!(e.to_string().contains("sorter index -1"), "{e}");
    let q2 = arr(vec![2i32, 3, 1, 4], &[2, 2]);
    let opts = SearchsortedOptions::default();
    let s = arr(vec![1i32, 2, 3], &[3]);
    assert_eq!(searchsorted(&s, &q2, &opts).unwrap().shape(), &[2, 2]);
}

#[test]
fn unique_with_everything_and_nans() {
    let nan = f64::NAN;
    let a = arr(vec![2.0, nan, 1.0, 2.0, nan, -0.0, 0.0, 1.0], &[2, 4]);
    let opts = UniqueOptions {
        return_index: true,
        return_inverse: true,
        return_counts: true,
        equal_nan: true,
    };
    let u = unique(&a, &opts).unwrap();
    let vals = u.values.to_vec().unwrap();
    assert_eq!(vals.len(), 4);
    assert_eq!(&vals[..3], &[0.0, 1.0, 2.0]);
    assert!(vals[3].is_nan());
    assert_eq!(u.indices.unwrap().to_vec().unwrap(), vec![5, 2, 0, 1]);
    assert_eq!(u.counts.unwrap().to_vec().unwrap(), vec![2, 2, 2, 2]);
    let inv = u.inverse.unwrap();
    assert_eq!(inv.shape(), &[2, 4]);
    assert_eq!(inv.to_vec().unwrap(), vec![2, 3, 1, 2, 3, 0, 0, 1]);
    let u2 = unique(
        &a,
        &UniqueOptions {
            equal_nan: false,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(u2.values.len(), 5);
}
