//! norm/matrix_norm/vector_norm, cond, matrix_rank, trace, pinv, lstsq, matrix_power, multi_dot,
//! kron and scipy.linalg's special matrices against NumPy/SciPy golden data, plus edge cases.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Error};
use gsci_linalg::*;

fn ords() -> Vec<(&'static str, NormOrd)> {
    vec![
        ("fro", NormOrd::Fro),
        ("nuc", NormOrd::Nuc),
        ("1", NormOrd::P(1.0)),
        ("m1", NormOrd::P(-1.0)),
        ("2", NormOrd::P(2.0)),
        ("m2", NormOrd::P(-2.0)),
        ("inf", NormOrd::Inf),
        ("minf", NormOrd::NegInf),
    ]
}

/// `NormOptions` with an order only (NumPy's `norm(x, ord)`).
fn ord(o: Option<NormOrd>) -> NormOptions {
    NormOptions {
        ord: o,
        ..Default::default()
    }
}

#[test]
fn golden_norms() {
    let mut g = golden("decompositions");
    let a = g.arr::<f64>("norm_a");
    for (name, o) in ords() {
        let want = g.nd::<f64>(&format!("norm_m_{name}"));
        assert_close(name, &norm(&a, &ord(Some(o))).unwrap(), &want, 1e-14);
        let a32 = a.astype::<f32>().unwrap();
        let got = norm(&a32, &ord(Some(o))).unwrap().astype::<f64>().unwrap();
        assert_close(name, &got, &want, 1e-5);
        let ac = a.astype::<Complex64>().unwrap();
        assert_close(name, &norm(&ac, &ord(Some(o))).unwrap(), &want, 1e-14);
    }
    let v = g.arr::<f64>("norm_v");
    for (name, o) in [
        ("none", None),
        ("0", Some(NormOrd::P(0.0))),
        ("1", Some(NormOrd::P(1.0))),
        ("2", Some(NormOrd::P(2.0))),
        ("3", Some(NormOrd::P(3.0))),
        ("inf", Some(NormOrd::Inf)),
        ("minf", Some(NormOrd::NegInf)),
        ("m1", Some(NormOrd::P(-1.0))),
    ] {
        let want = g.nd::<f64>(&format!("norm_v_{name}"));
        assert_close(name, &norm(&v, &ord(o)).unwrap(), &want, 1e-14);
    }
    // ord None flattens any rank; matrix_norm batches.
    let f = norm(&a.reshape(&[2, 2, 5]).unwrap(), &ord(None)).unwrap();
    assert_close("flat", &f, &g.nd("norm_m_fro"), 1e-14);
    let stack = a
        .reshape(&[1, 4, 5])
        .unwrap()
        .broadcast_to(&[3, 4, 5])
        .unwrap();
    let mn = matrix_norm(&stack, NormOrd::Nuc).unwrap();
    assert_eq!(mn.shape(), &[3]);
    let want = g.nd::<f64>("norm_m_nuc")[[]];
    assert!(
        mn.to_vec()
            .unwrap()
            .iter()
            .all(|x| (x - want).abs() < 1e-13 * want)
    );
    assert!(matches!(
        norm(&v, &ord(Some(NormOrd::Fro))),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        norm(&a, &ord(Some(NormOrd::P(3.0)))),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        norm(&stack, &ord(Some(NormOrd::Fro))),
        Err(Error::InvalidArgument { .. })
    ));
    let e = Array::<f64>::zeros(&[0], &dev()).unwrap();
    assert_eq!(norm(&e, &ord(None)).unwrap().item().unwrap(), 0.0);
    let n = Array::from_vec(vec![1.0f64, f64::NAN], &[2], &dev()).unwrap();
    assert!(
        norm(&n, &ord(Some(NormOrd::Inf)))
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
}

#[test]
fn golden_cond_rank_pinv_lstsq() {
    let mut g = golden("decompositions");
    let a = g.arr::<f64>("cond_a");
    assert_close("cond", &cond(&a, None).unwrap(), &g.nd("cond_2"), 1e-12);
    assert_close(
        "cond fro",
        &cond(&a, Some(NormOrd::Fro)).unwrap(),
        &g.nd("cond_fro"),
        1e-12,
    );
    let sing = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &dev()).unwrap();
    assert_eq!(
        cond(&sing, Some(NormOrd::P(1.0))).unwrap().item().unwrap(),
        f64::INFINITY
    );
    let r = g.arr::<f64>("rank_a");
    let want = g.nd::<i64>("rank_out")[[]];
    assert_eq!(
        matrix_rank(&r, &MatrixRankOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        want
    );
    let one = MatrixRankOptions {
        tol: Some(1e300),
        rtol: None,
    };
    assert_eq!(matrix_rank(&r, &one).unwrap().item().unwrap(), 0);
    let p = g.arr::<f64>("pinv_a");
    assert_close(
        "pinv",
        &pinv(&p, &PinvOptions::default()).unwrap(),
        &g.nd("pinv_out"),
        1e-12,
    );
    let pc = p.astype::<Complex64>().unwrap();
    let got = pinv(&pc, &PinvOptions::default()).unwrap();
    let want: Vec<Complex64> = g
        .nd::<f64>("pinv_out")
        .iter()
        .map(|&x| Complex64::new(x, 0.0))
        .collect();
    assert!(rel_err(&got, &want) < 1e-12);
    let (a, b) = (g.arr::<f64>("lstsq_a"), g.arr::<f64>("lstsq_b"));
    let l = lstsq(&a, &b, None).unwrap();
    assert_close("lstsq x", &l.x, &g.nd("lstsq_x"), 1e-12);
    assert_close("lstsq res", &l.residuals, &g.nd("lstsq_res"), 1e-12);
    assert_eq!(l.rank as i32, g.nd::<i32>("lstsq_rank")[[]]);
    assert_close("lstsq s", &l.s, &g.nd("lstsq_sv"), 1e-13);
    // Rank-deficient: no residuals, like NumPy.
    let l = lstsq(&r, &g.arr::<f64>("rank_a").index_axis(1, 0).unwrap(), None).unwrap();
    assert_eq!(l.rank, 2);
    assert_eq!(l.residuals.shape(), &[0]);
    assert_eq!(l.x.shape(), &[5]);
}

#[test]
fn golden_products_extra() {
    let mut g = golden("products");
    let (a, b) = (g.arr::<f64>("kron_a"), g.arr::<f64>("kron_b"));
    assert_close("kron", &kron(&a, &b).unwrap(), &g.nd("kron_out"), 0.0);
    let m = g.arr::<f64>("mpow_a");
    for p in [0i64, 1, 2, 5, -1, -3] {
        let key = format!("mpow_out_{p}").replace('-', "m");
        assert_close(&key, &matrix_power(&m, p).unwrap(), &g.nd(&key), 1e-12);
    }
    let (a, b, c, d) = (
        g.arr::<f64>("mdot_a"),
        g.arr::<f64>("mdot_b"),
        g.arr::<f64>("mdot_c"),
        g.arr::<f64>("mdot_d"),
    );
    assert_close(
        "multi_dot",
        &multi_dot(&[&a, &b, &c, &d]).unwrap(),
        &g.nd("mdot_out"),
        1e-14,
    );
    assert_eq!(multi_dot(&[&b, &c]).unwrap().shape(), &[3, 2]);
    assert!(matches!(
        multi_dot(&[&b]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        multi_dot(&[&b, &b]),
        Err(Error::ShapeMismatch { .. })
    ));
    let t = Array::from_vec((0..18).map(|x| x as f64).collect(), &[2, 3, 3], &dev()).unwrap();
    assert_eq!(trace(&t).unwrap().to_vec().unwrap(), vec![12.0, 39.0]);
    let tc = t.astype::<Complex32>().unwrap();
    assert_eq!(
        trace(&tc).unwrap().to_vec().unwrap()[1],
        Complex32::new(39.0, 0.0)
    );
}

#[test]
fn golden_special_matrices() {
    let mut g = golden("constructors");
    let d = dev();
    let (c, r) = (g.arr::<f64>("c"), g.arr::<f64>("r"));
    assert_close(
        "toeplitz",
        &toeplitz(&c, Some(&r)).unwrap(),
        &g.nd("toeplitz"),
        0.0,
    );
    assert_close(
        "toeplitz1",
        &toeplitz(&c, None).unwrap(),
        &g.nd("toeplitz1"),
        0.0,
    );
    assert_close(
        "circulant",
        &circulant(&c).unwrap(),
        &g.nd("circulant"),
        0.0,
    );
    assert_close(
        "hankel",
        &hankel(&c, Some(&r)).unwrap(),
        &g.nd("hankel"),
        0.0,
    );
    assert_close("hankel1", &hankel(&c, None).unwrap(), &g.nd("hankel1"), 0.0);
    assert_close(
        "hadamard",
        &hadamard::<f64>(8, &d).unwrap(),
        &g.nd("hadamard8"),
        0.0,
    );
    let p = Array::from_vec(vec![2.0f64, -3.0, 1.0, 5.0], &[4], &d).unwrap();
    assert_close(
        "companion",
        &companion(&p).unwrap(),
        &g.nd("companion"),
        1e-15,
    );
    assert_close(
        "hilbert",
        &hilbert::<f64>(5, &d).unwrap(),
        &g.nd("hilbert"),
        1e-15,
    );
    let (f, s) = (g.arr::<f64>("leslie_f"), g.arr::<f64>("leslie_s"));
    assert_close("leslie", &leslie(&f, &s).unwrap(), &g.nd("leslie"), 0.0);
    assert_close(
        "dft4",
        &dft(4, DftScale::None, &d).unwrap(),
        &g.nd("dft4"),
        1e-15,
    );
    assert_close(
        "dft3",
        &dft(3, DftScale::Sqrtn, &d).unwrap(),
        &g.nd("dft3_sqrtn"),
        1e-15,
    );
    let fa = Array::from_vec(vec![1.0f64, 4.0, 12.0, 45.0], &[4], &d).unwrap();
    assert_close("fiedler", &fiedler(&fa).unwrap(), &g.nd("fiedler"), 0.0);
    let ca = g.arr::<f64>("conv_a");
    for (mode, key) in [
        (ConvolveMode::Full, "conv_full"),
        (ConvolveMode::Same, "conv_same"),
        (ConvolveMode::Valid, "conv_valid"),
    ] {
        assert_close(
            key,
            &convolution_matrix(&ca, 5, mode).unwrap(),
            &g.nd(key),
            0.0,
        );
    }
    let (ka, kb) = (g.arr::<f64>("kr_a"), g.arr::<f64>("kr_b"));
    assert_close(
        "khatri_rao",
        &khatri_rao(&ka, &kb).unwrap(),
        &g.nd("khatri_rao"),
        1e-15,
    );
    let (ba, bb) = (g.arr::<f64>("bd_a"), g.arr::<f64>("bd_b"));
    assert_close(
        "block_diag",
        &block_diag(&[&ba, &bb], &d).unwrap(),
        &g.nd("block_diag"),
        0.0,
    );
    assert!(matches!(
        hadamard::<f64>(6, &d),
        Err(Error::InvalidArgument { .. })
    ));
    let z = Array::from_vec(vec![0.0f64, 1.0], &[2], &d).unwrap();
    assert!(matches!(companion(&z), Err(Error::InvalidArgument { .. })));
    assert!(matches!(leslie(&f, &f), Err(Error::InvalidArgument { .. })));
}

fn pinv_props<T: LinalgScalar>(tol: f64) {
    let mut rng = Rng::new(31);
    for &(m, n) in &[(1usize, 1usize), (3, 2), (2, 3), (33, 31), (31, 33)] {
        let a = rng.array::<T>(&[m, n], &dev());
        let p = pinv(&a, &PinvOptions::default()).unwrap();
        assert_eq!(p.shape(), &[n, m]);
        // A A+ A = A.
        let back = matmul(&matmul(&a, &p).unwrap(), &a).unwrap();
        assert!(
            rel_err(&back, &a.to_vec().unwrap()) < tol,
            "{} {m}x{n}",
            T::DTYPE
        );
    }
    let e = Array::<T>::zeros(&[0, 3], &dev()).unwrap();
    assert_eq!(pinv(&e, &PinvOptions::default()).unwrap().shape(), &[3, 0]);
}

#[test]
fn pinv_every_dtype() {
    pinv_props::<f64>(1e-12);
    pinv_props::<Complex64>(1e-12);
    pinv_props::<f32>(1e-4);
    pinv_props::<Complex32>(1e-4);
}

#[test]
fn errors_and_empties() {
    let d = dev();
    let e = Array::<f64>::zeros(&[0, 0], &d).unwrap();
    assert!(matches!(cond(&e, None), Err(Error::InvalidArgument { .. })));
    let v = Array::from_vec(vec![0.0f64, 0.0], &[2], &d).unwrap();
    assert_eq!(
        matrix_rank(&v, &MatrixRankOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        0
    );
    let both = MatrixRankOptions {
        tol: Some(1.0),
        rtol: Some(1.0),
    };
    assert!(matches!(
        matrix_rank(&e, &both),
        Err(Error::InvalidArgument { .. })
    ));
    let a = Array::<f64>::zeros(&[3, 2], &d).unwrap();
    let b = Array::<f64>::zeros(&[4], &d).unwrap();
    assert!(matches!(
        lstsq(&a, &b, None),
        Err(Error::ShapeMismatch { .. })
    ));
    let eye = Array::<f64>::eye(3, None, 0, &d).unwrap();
    assert_eq!(
        matrix_power(&eye, 0).unwrap().to_vec().unwrap(),
        eye.to_vec().unwrap()
    );
    let sing = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &d).unwrap();
    assert!(matches!(
        matrix_power(&sing, -1),
        Err(Error::Singular { .. })
    ));
    let k = kron(
        &Array::scalar(2.0f64, &d).unwrap(),
        &Array::scalar(3.0f64, &d).unwrap(),
    )
    .unwrap();
    assert_eq!(k.item().unwrap(), 6.0);
    let _ = Device::cpu();
}

/// `norm` with `axis` and `keepdims` (NumPy's): vector norms along one axis and matrix norms over
/// a pair of axes (rows first), checked against sums computed here element by element.
#[test]
fn norm_along_axes() {
    let (d0, d1, d2) = (2usize, 3usize, 4usize);
    let host: Vec<f64> = (0..d0 * d1 * d2).map(|i| i as f64 * 1.25 - 9.5).collect();
    let x = Array::from_vec(host.clone(), &[d0, d1, d2], &dev()).unwrap();
    let at = |i: usize, j: usize, k: usize| host[(i * d1 + j) * d2 + k];
    let close = |what: &str, got: &[f64], want: &[f64]| {
        assert_eq!(got.len(), want.len(), "{what}");
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g - w).abs() <= 1e-14 * w.abs().max(1.0),
                "{what}: {g} vs {w}"
            );
        }
    };
    // 2-norm along axis 1 (negative spelling), shape (d0, d2).
    let o = NormOptions {
        axis: Some(vec![-2]),
        ..Default::default()
    };
    let r = norm(&x, &o).unwrap();
    assert_eq!(r.shape(), &[d0, d2]);
    let want: Vec<f64> = (0..d0)
        .flat_map(|i| (0..d2).map(move |k| (i, k)))
        .map(|(i, k)| (0..d1).map(|j| at(i, j, k).powi(2)).sum::<f64>().sqrt())
        .collect();
    close("2-norm along axis 1", &r.to_vec().unwrap(), &want);
    // ord=1 over axes (0, 2): the largest column sum, rows along axis 0, columns along axis 2.
    let o = NormOptions {
        ord: Some(NormOrd::P(1.0)),
        axis: Some(vec![0, 2]),
        ..Default::default()
    };
    let r = norm(&x, &o).unwrap();
    assert_eq!(r.shape(), &[d1]);
    let col_sum = |j: usize, k: usize| (0..d0).map(|i| at(i, j, k).abs()).sum::<f64>();
    let want: Vec<f64> = (0..d1)
        .map(|j| (0..d2).map(|k| col_sum(j, k)).fold(f64::MIN, f64::max))
        .collect();
    close("ord 1 over (0, 2)", &r.to_vec().unwrap(), &want);
    // ord=inf over axes (2, 0) (rows along axis 2) is the same largest sum; keepdims keeps both.
    let o = NormOptions {
        ord: Some(NormOrd::Inf),
        axis: Some(vec![2, 0]),
        keepdims: true,
    };
    let r = norm(&x, &o).unwrap();
    assert_eq!(r.shape(), &[1, d1, 1]);
    close("ord inf over (2, 0)", &r.to_vec().unwrap(), &want);
    // -inf along axis 0 with keepdims: the smallest |x| of each column, shape (1, d1, d2).
    let o = NormOptions {
        ord: Some(NormOrd::NegInf),
        axis: Some(vec![0]),
        keepdims: true,
    };
    let r = norm(&x, &o).unwrap();
    assert_eq!(r.shape(), &[1, d1, d2]);
    let want: Vec<f64> = (0..d1 * d2)
        .map(|jk| {
            (0..d0)
                .map(|i| host[i * d1 * d2 + jk].abs())
                .fold(f64::MAX, f64::min)
        })
        .collect();
    close("-inf along axis 0", &r.to_vec().unwrap(), &want);
    // float32 and complex input give their real type.
    let x32 = x.astype::<f32>().unwrap();
    let o = NormOptions {
        axis: Some(vec![2]),
        ..Default::default()
    };
    assert_eq!(norm(&x32, &o).unwrap().shape(), &[d0, d1]);
    let xc = x.astype::<Complex64>().unwrap();
    let rc: Array<f64> = norm(&xc, &o).unwrap();
    close(
        "complex along axis 2",
        &rc.to_vec().unwrap(),
        &norm(&x, &o).unwrap().to_vec().unwrap(),
    );
    // Errors, as NumPy's ValueError.
    let bad = |axis: Vec<isize>, o: Option<NormOrd>| {
        norm(
            &x,
            &NormOptions {
                ord: o,
                axis: Some(axis),
                keepdims: false,
            },
        )
    };
    assert!(matches!(
        bad(vec![1, 1], None),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        bad(vec![0, 1, 2], None),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        bad(vec![3], None),
        Err(Error::AxisOutOfBounds { .. })
    ));
    assert!(matches!(
        bad(vec![1], Some(NormOrd::Fro)),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        bad(vec![0, 1], Some(NormOrd::P(3.0))),
        Err(Error::InvalidArgument { .. })
    ));
}
