//! `wofz` and `lambertw` as ufuncs (their scalar functions are tested against mpmath in
//! tests/error.rs and tests/expint.rs): SciPy's loops and result dtypes, the ufunc path equal to
//! the scalar function bit for bit, the options (`k`, `tol`), broadcasting and fusion.

use gsci_special::scalar::{error, expint};
use gsci_special::{Array, DType, Device, LambertwOptions};
use num_complex::{Complex32, Complex64};

fn zs() -> Vec<Complex64> {
    let mut v = Vec::new();
    for &re in &[-30.0, -2.5, -0.3678, -0.1, 0.0, 0.2, 1.0, 3.7, 50.0, 1e5] {
        for &im in &[-7.0, -0.5, 0.0, 1e-3, 2.0, 40.0] {
            v.push(Complex64::new(re, im));
        }
    }
    v.push(Complex64::new(f64::NAN, 0.0));
    v.push(Complex64::new(f64::INFINITY, 1.0));
    v
}

fn same(a: Complex64, b: Complex64) -> bool {
    let s = |x: f64, y: f64| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
    s(a.re, b.re) && s(a.im, b.im)
}

#[test]
fn wofz_ufunc_is_the_scalar_function_with_scipys_dtypes() {
    let dev = Device::cpu();
    let z = zs();
    let a = Array::from_vec(z.clone(), &[z.len()], &dev).unwrap();
    let got = gsci_special::wofz::<Complex64>(&a)
        .unwrap()
        .to_vec()
        .unwrap();
    for (g, &zz) in got.iter().zip(&z) {
        assert!(same(*g, error::wofz_c(zz)), "wofz({zz})");
    }
    assert_eq!(
        gsci_special::ufunc("wofz").unwrap().types(),
        vec!["D->D", "F->F"]
    );
    // Real input takes the first loop (complex128), complex64 its own loop (computed in
    // complex128, rounded once).
    let x32 = Array::from_vec(vec![0.5f32, 2.0], &[2], &dev).unwrap();
    assert_eq!(gsci_special::wofz_dyn(&x32).unwrap().dtype(), DType::C128);
    let c32 = Array::from_vec(vec![Complex32::new(0.5, 1.0)], &[1], &dev).unwrap();
    let r = gsci_special::wofz::<Complex32>(&c32)
        .unwrap()
        .to_vec()
        .unwrap()[0];
    let w = error::wofz_c(Complex64::new(0.5, 1.0));
    assert_eq!(r, Complex32::new(w.re as f32, w.im as f32));
    // The typed form checks the dtype.
    assert!(matches!(
        gsci_special::wofz::<f64>(&a),
        Err(gsci_special::Error::DTypeMismatch { .. })
    ));
    // SciPy's value: scipy.special.wofz(1+1j).
    let w = gsci_special::wofz::<Complex64>(
        &Array::from_vec(vec![Complex64::new(1.0, 1.0)], &[1], &dev).unwrap(),
    )
    .unwrap()
    .to_vec()
    .unwrap()[0];
    // Within wofz's stated 5 ULP (tests/error.rs).
    assert!(
        (w.re - 0.30474420525691254).abs() <= 5.0 * 5.6e-17
            && (w.im - 0.2082189382028316).abs() <= 5.0 * 2.8e-17,
        "{w}"
    );
}

#[test]
fn lambertw_ufunc_takes_k_and_tol() {
    let dev = Device::cpu();
    let z = zs();
    let a = Array::from_vec(z.clone(), &[z.len()], &dev).unwrap();
    for k in [-3i64, -1, 0, 1, 2] {
        for tol in [1e-8, 1e-14, 0.1] {
            let opts = LambertwOptions { k, tol };
            let got = gsci_special::lambertw::<Complex64>(&a, &opts)
                .unwrap()
                .to_vec()
                .unwrap();
            for (g, &zz) in got.iter().zip(&z) {
                assert!(
                    same(*g, expint::lambertw_c(zz, k, tol)),
                    "lambertw({zz}, {k}, {tol})"
                );
            }
        }
    }
    // Real input: complex128 (SciPy's Dld->D loop comes first); float32 too.
    let x32 = Array::from_vec(vec![-0.2f32, 1.0], &[2], &dev).unwrap();
    let r = gsci_special::lambertw_dyn(&x32, &LambertwOptions::default()).unwrap();
    assert_eq!(r.dtype(), DType::C128);
    let x = Array::from_vec(vec![-0.2f64, 1.0, 10.0], &[3], &dev).unwrap();
    let r = gsci_special::lambertw_dyn(&x, &LambertwOptions::default()).unwrap();
    let w = r.into_typed::<Complex64>().unwrap().to_vec().unwrap();
    // SciPy: lambertw([-0.2, 1, 10]).
    let want = [-0.25917110181907377, 0.5671432904097838, 1.7455280027406994];
    for (g, w) in w.iter().zip(want) {
        assert!(
            (g.re - w).abs() <= 4e-16 * w.abs() && g.im == 0.0,
            "{g} vs {w}"
        );
    }
    assert_eq!(
        gsci_special::ufunc("lambertw").unwrap().types(),
        vec!["Dld->D", "Flf->F"]
    );
    // In a fused expression: the real part of W(x) * exp(W(x)) is x.
    let xs = Array::from_vec(vec![0.5f64, 2.0, 30.0], &[3], &dev).unwrap();
    let f = gsci_core::fusion::fuse(|x| {
        let w = gsci_special::fusion::lambertw(x, 0i64, 1e-8);
        w.clone() * gsci_core::fusion::exp(w)
    });
    let r = f.call(&[&xs]).unwrap();
    let r = r.into_typed::<Complex64>().unwrap().to_vec().unwrap();
    for (g, x) in r.iter().zip([0.5, 2.0, 30.0]) {
        assert!(
            (g.re - x).abs() <= 1e-14 * x && g.im.abs() <= 1e-14 * x,
            "{g} vs {x}"
        );
    }
}
