//! `fusion::fuse` on the device under test against the CPU backend (the CPU itself is checked
//! against the unfused ufunc chain in gsci-core's unit tests). With `GSCI_TEST_DEVICE=cuda` these
//! run the generated CUDA kernels; on the CPU they compare the CPU with itself through different
//! layouts and print a note.
#![allow(clippy::redundant_closure)]

use gsci_core::fusion::{self, Expr, ReduceKind, fuse};
use gsci_core::kernel_cache::cache_stats;
use gsci_core::ufunc::DynArray;
use gsci_core::{Array, DType, Device, Element, bf16, f16};
use gsci_tests::{assert_exact, assert_rel_close, random_vec, seeded, test_device};

fn pair<T: Element>(seed: u64, shape: &[usize], dev: &Device) -> (Array<T>, Array<T>) {
    let n: usize = shape.iter().product();
    let v: Vec<T> = random_vec(&mut seeded(seed), n);
    (
        Array::from_vec(v.clone(), shape, &Device::cpu()).unwrap(),
        Array::from_vec(v, shape, dev).unwrap(),
    )
}

fn host<T: Element>(d: &DynArray) -> Vec<T> {
    d.clone().into_typed::<T>().unwrap().to_vec().unwrap()
}

fn note(dev: &Device) {
    if dev.is_cpu() {
        eprintln!("note: GSCI_TEST_DEVICE is not cuda; comparing the CPU with itself");
    }
}

#[test]
fn affine_is_exact_and_compiles_once() {
    let dev = test_device();
    note(&dev);
    let f = fuse(|x, y| x * y + 1.0);
    for n in [1usize, 7, 1023, (1 << 20) + 3] {
        let (xc, xd) = pair::<f32>(1, &[n], &dev);
        let (yc, yd) = pair::<f32>(2, &[n], &dev);
        let want = f.call(&[&xc, &yc]).unwrap();
        let got = f.call(&[&xd, &yd]).unwrap();
        assert_eq!(got.dtype(), DType::F32);
        // The GPU multiplies and adds separately (no FMA contraction), as the CPU.
        assert_exact("x*y+1", &host::<f32>(&got), &host::<f32>(&want));
    }
    let (xd, yd) = (
        pair::<f32>(3, &[4096], &dev).1,
        pair::<f32>(4, &[4096], &dev).1,
    );
    f.call(&[&xd, &yd]).unwrap();
    let before = cache_stats().compiles;
    f.call(&[&xd, &yd]).unwrap();
    let g = fuse(|x, y| x * y + 2.0); // same expression, another constant: same kernel
    g.call(&[&xd, &yd]).unwrap();
    assert_eq!(
        cache_stats().compiles,
        before,
        "a second call must compile nothing"
    );
}

#[test]
fn dtypes_promotion_broadcast_and_strides() {
    let dev = test_device();
    note(&dev);
    let f = fuse(|x, y| fusion::maximum(x, y) * 3 - 1.5);
    // (37, 41) transposed views with a broadcast row, several dtype pairs.
    macro_rules! check {
        ($a:ty, $b:ty, $out:ty) => {{
            let (ac, ad) = pair::<$a>(5, &[41, 37], &dev);
            let (bc, bd) = pair::<$b>(6, &[41], &dev);
            let (ac, ad) = (ac.transpose().unwrap(), ad.transpose().unwrap());
            let bc = bc.reshape(&[1, 41]).unwrap();
            let bd = bd.reshape(&[1, 41]).unwrap();
            let want = f.call(&[&ac, &bc]).unwrap();
            let got = f.call(&[&ad, &bd]).unwrap();
            assert_eq!(got.dtype(), <$out>::DTYPE);
            assert_eq!(got.shape(), &[37, 41]);
            assert_exact(stringify!($a $b), &host::<$out>(&got), &host::<$out>(&want));
        }};
    }
    check!(f32, f32, f32);
    check!(f64, f32, f64);
    check!(i8, u8, f64);
    check!(i32, i32, f64);
    check!(f16, f16, f16);
    check!(bf16, f32, f32);
    let h = fuse(|x: Expr| fusion::where_(x.clone().greater(0), x.clone().astype(DType::I64), 7));
    let (ac, ad) = pair::<i16>(7, &[300], &dev);
    assert_exact(
        "where",
        &host::<i64>(&h.call(&[&ad]).unwrap()),
        &host::<i64>(&h.call(&[&ac]).unwrap()),
    );
}

#[test]
fn transcendental_chain() {
    let dev = test_device();
    note(&dev);
    let f = fuse(|x| fusion::exp(fusion::sin(x)) * 2.0);
    let (xc, xd) = pair::<f32>(8, &[1 << 16], &dev);
    let want = host::<f32>(&f.call(&[&xc]).unwrap());
    let got = host::<f32>(&f.call(&[&xd]).unwrap());
    assert_rel_close("exp(sin(x))*2", &got, &want, 1e-6);
}

#[test]
fn reductions_in_one_launch() {
    let dev = test_device();
    note(&dev);
    let (xc, xd) = pair::<f32>(9, &[300, 257], &dev);
    let (yc, yd) = pair::<f32>(10, &[257], &dev);
    let dot = fuse(|x, y| fusion::sum(x * y));
    assert_rel_close(
        "sum(x*y)",
        &host::<f32>(&dot.call(&[&xd, &yd]).unwrap()),
        &host::<f32>(&dot.call(&[&xc, &yc]).unwrap()),
        1e-5,
    );
    for kind in [
        ReduceKind::Sum,
        ReduceKind::Prod,
        ReduceKind::Mean,
        ReduceKind::Max,
        ReduceKind::Min,
    ] {
        for (axis, keep) in [
            (Some(&[0isize][..]), false),
            (Some(&[-1][..]), true),
            (None, false),
        ] {
            // For products, factors close to 1, so that the product of all 77100 of them
            // neither overflows nor underflows in float32.
            let s = if kind == ReduceKind::Prod { 0.001 } else { 0.5 };
            let f = fuse(move |x, y| fusion::reduce(kind, (x - y) * s + 1.0, axis, keep));
            let want = f.call(&[&xc, &yc]).unwrap();
            let got = f.call(&[&xd, &yd]).unwrap();
            assert_eq!(got.shape(), want.shape(), "{kind:?} {axis:?}");
            let tol = if kind == ReduceKind::Prod { 1e-4 } else { 1e-5 };
            assert_rel_close(
                &format!("{kind:?} {axis:?}"),
                &host::<f32>(&got),
                &host::<f32>(&want),
                tol,
            );
        }
    }
    // Integer sums are exact; max of bool.
    let (ic, id) = pair::<i16>(11, &[1000, 3], &dev);
    let s = fuse(|x| fusion::sum(x * 3));
    assert_eq!(
        host::<i64>(&s.call(&[&id]).unwrap()),
        host::<i64>(&s.call(&[&ic]).unwrap())
    );
    let m = fuse(|x| fusion::reduce(ReduceKind::Max, fusion::less(x, 0), Some(&[1]), false));
    assert_eq!(
        host::<bool>(&m.call(&[&id]).unwrap()),
        host::<bool>(&m.call(&[&ic]).unwrap())
    );
    // Empty: sum 0, max an error.
    let e = Array::<f32>::empty(&[0], &dev).unwrap();
    assert_eq!(
        host::<f32>(&fuse(|x| fusion::sum(x)).call(&[&e]).unwrap()),
        vec![0.0]
    );
    assert!(fuse(|x| fusion::max(x)).call(&[&e]).is_err());
}
