//! gsci-sparse's SpGEMM, slicing, constructors, entrywise methods, norm, cgs, lsqr and lsmr
//! against SciPy 1.17.1 (tests/golden/sparse_extra.npz written by tests/golden/generate_extra.py).
//! Runs on the device under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::common;

use common::*;
use gsci_core::{Array, Device};
use gsci_sparse::linalg::*;
use gsci_sparse::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_path("sparse_extra.npz")).unwrap();
        Golden(NpzReader::new(f).unwrap())
    }
    fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
    fn vec<T: ReadableElement + Clone>(&mut self, name: &str) -> Vec<T> {
        self.get::<T>(name).iter().cloned().collect()
    }
    fn usize(&mut self, name: &str) -> Vec<usize> {
        self.vec::<i64>(name)
            .into_iter()
            .map(|v| v as usize)
            .collect()
    }
    fn scalar(&mut self, name: &str) -> f64 {
        self.vec::<f64>(name)[0]
    }
    fn csr<I: SparseIndex>(&mut self, prefix: &str, dev: &Device) -> CsrMatrix<f64, I> {
        let (r, c, v) = (
            self.usize(&format!("{prefix}_row")),
            self.usize(&format!("{prefix}_col")),
            self.vec::<f64>(&format!("{prefix}_data")),
        );
        let s = self.usize(&format!("{prefix}_shape"));
        CsrMatrix::from_triplets(&r, &c, &v, (s[0], s[1]), dev).unwrap()
    }
    fn csr_sq<I: SparseIndex>(
        &mut self,
        prefix: &str,
        n: usize,
        dev: &Device,
    ) -> CsrMatrix<f64, I> {
        let (r, c, v) = (
            self.usize(&format!("{prefix}_row")),
            self.usize(&format!("{prefix}_col")),
            self.vec::<f64>(&format!("{prefix}_data")),
        );
        CsrMatrix::from_triplets(&r, &c, &v, (n.max(1 + *r.iter().max().unwrap()), n), dev).unwrap()
    }
}

/// Relative error on the finite entries; non-finite entries (norms of order -1 over an empty
/// row are inf) must match exactly.
fn check(got: &Array<f64>, want: &ArrayD<f64>, tol: f64, what: &str) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let w: Vec<f64> = want.iter().copied().collect();
    let gv = got.to_vec().unwrap();
    let (mut gf, mut wf) = (Vec::new(), Vec::new());
    for (a, b) in gv.iter().zip(&w) {
        if b.is_finite() {
            gf.push(*a);
            wf.push(*b);
        } else {
            assert_eq!(
                a.to_bits(),
                b.to_bits(),
                "{what}: non-finite entry {a} vs {b}"
            );
        }
    }
    let e = rel_err(&gf, &wf);
    assert!(e <= tol, "{what}: relative error {e:e}");
}

fn dense_of(g: &mut Golden, name: &str, dev: &Device) -> Array<f64> {
    let d = g.get::<f64>(name);
    Array::from_vec(d.iter().copied().collect(), d.shape(), dev).unwrap()
}

fn spgemm_for<I: SparseIndex>(dev: &Device) {
    let mut g = Golden::open();
    let a = g.csr::<I>("a", dev);
    let b = g.csr::<I>("b", dev);
    check(
        &a.matmul(&b).unwrap().toarray().unwrap(),
        &g.get("ab"),
        1e-14,
        "A @ B",
    );
    let at = a.transpose().tocsr().unwrap();
    check(
        &a.matmul(&at).unwrap().toarray().unwrap(),
        &g.get("aat"),
        1e-14,
        "A @ A.T",
    );
    // CSC @ CSC
    let (ac, bc) = (a.tocsc().unwrap(), b.tocsc().unwrap());
    check(
        &ac.matmul(&bc).unwrap().toarray().unwrap(),
        &g.get("ab"),
        1e-14,
        "csc A @ B",
    );
    // Poisson 8² squared (A @ A with one operand).
    let t = diags::<f64, I>(
        &[vec![-1.0; 7], vec![2.0; 8], vec![-1.0; 7]],
        &[-1, 0, 1],
        Some((8, 8)),
        dev,
    )
    .unwrap();
    let p2 = kronsum(&t, &t).unwrap();
    check(
        &p2.matmul(&p2).unwrap().toarray().unwrap(),
        &g.get("poisson_sq"),
        1e-14,
        "P @ P",
    );
    // Shape mismatch is an error, not a panic.
    assert!(a.matmul(&a).is_err());
    // CPU results are canonical with cancelled entries dropped, as SciPy's.
    if dev.is_cpu() {
        let c = a.matmul(&b).unwrap();
        assert!(c.has_canonical_format().unwrap());
        assert_eq!(c.nnz() as i64, g.vec::<i64>("ab_nnz")[0]);
    }
}

#[test]
fn spgemm_matches_scipy() {
    let dev = test_device();
    spgemm_for::<i32>(&dev);
    spgemm_for::<i64>(&dev);
}

type Selection = Box<dyn Fn(&CsrMatrix<f64>) -> CsrMatrix<f64>>;

#[test]
fn slicing_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<i32>("a", &dev);
    let c = a.tocsc().unwrap();
    let cases: [(&str, Selection); 8] = [
        (
            "rows_1_6_2",
            Box::new(|a| a.row_slice(Some(1), Some(6), 2).unwrap()),
        ),
        (
            "rows_rev",
            Box::new(|a| a.row_slice(None, None, -1).unwrap()),
        ),
        (
            "rows_m2_0_m1",
            Box::new(|a| a.row_slice(Some(-2), Some(0), -1).unwrap()),
        ),
        (
            "rows_fancy",
            Box::new(|a| a.select_rows(&[4, -1, 0, 0]).unwrap()),
        ),
        (
            "cols_2_8_3",
            Box::new(|a| a.col_slice(Some(2), Some(8), 3).unwrap()),
        ),
        (
            "cols_fancy",
            Box::new(|a| a.select_cols(&[8, 0, 0, -2]).unwrap()),
        ),
        ("getrow_3", Box::new(|a| a.getrow(3).unwrap())),
        ("getcol_m1", Box::new(|a| a.getcol(-1).unwrap())),
    ];
    for (name, f) in &cases {
        check(&f(&a).toarray().unwrap(), &g.get(name), 0.0, name);
    }
    check(
        &c.row_slice(Some(1), Some(6), 2).unwrap().toarray().unwrap(),
        &g.get("rows_1_6_2"),
        0.0,
        "csc rows",
    );
    check(
        &c.select_cols(&[8, 0, 0, -2]).unwrap().toarray().unwrap(),
        &g.get("cols_fancy"),
        0.0,
        "csc cols",
    );
    check(
        &c.getrow(3).unwrap().toarray().unwrap(),
        &g.get("getrow_3"),
        0.0,
        "csc getrow",
    );
    assert!(a.select_rows(&[7]).is_err());
    assert!(a.select_cols(&[-10]).is_err());
    assert!(a.row_slice(None, None, 0).is_err());
}

#[test]
fn constructors_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<i32>("a", &dev);
    let b = g.csr::<i32>("b", &dev);
    let (r, c, v) = find(&a).unwrap();
    assert_eq!(
        r.to_vec()
            .unwrap()
            .iter()
            .map(|&x| x as i64)
            .collect::<Vec<_>>(),
        g.vec::<i64>("find_row")
    );
    assert_eq!(
        c.to_vec()
            .unwrap()
            .iter()
            .map(|&x| x as i64)
            .collect::<Vec<_>>(),
        g.vec::<i64>("find_col")
    );
    check(&v, &g.get("find_val"), 0.0, "find values");
    check(
        &bmat(&[vec![Some(&a), None], vec![None, Some(&b)]])
            .unwrap()
            .toarray()
            .unwrap(),
        &g.get("bmat"),
        0.0,
        "bmat",
    );
    let ab = a.matmul(&b).unwrap();
    let btb = b.transpose().tocsr().unwrap().matmul(&b).unwrap();
    check(
        &bmat(&[vec![Some(&a), Some(&ab)], vec![None, Some(&btb)]])
            .unwrap()
            .toarray()
            .unwrap(),
        &g.get("bmat2"),
        1e-14,
        "bmat with a None block",
    );
    assert!(bmat::<f64, i32>(&[vec![None, Some(&a)], vec![None, Some(&a)]]).is_err());
    check(
        &block_diag(&[&a, &b, &a]).unwrap().toarray().unwrap(),
        &g.get("block_diag"),
        0.0,
        "block_diag",
    );
    let s1 = CsrMatrix::<f64>::from_dense(&dense_of(&mut g, "s1_dense", &dev)).unwrap();
    let s2 = CsrMatrix::<f64>::from_dense(&dense_of(&mut g, "s2_dense", &dev)).unwrap();
    check(
        &kronsum(&s1, &s2).unwrap().toarray().unwrap(),
        &g.get("kronsum"),
        1e-15,
        "kronsum",
    );
    assert!(kronsum(&a, &s1).is_err());
    let sd = dense_of(&mut g, "spdiags_data", &dev);
    check(
        &spdiags::<f64, i32>(&sd, &[0, -2, 3], 6, 5)
            .unwrap()
            .toarray()
            .unwrap(),
        &g.get("spdiags"),
        0.0,
        "spdiags",
    );
}

#[test]
fn entrywise_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<i32>("a", &dev);
    let c = a.tocsc().unwrap();
    for ax in [0isize, 1] {
        check(
            &a.min(Some(ax)).unwrap(),
            &g.get(&format!("min_{ax}")),
            0.0,
            "min",
        );
        check(
            &a.max(Some(ax)).unwrap(),
            &g.get(&format!("max_{ax}")),
            0.0,
            "max",
        );
        check(
            &c.min(Some(ax)).unwrap(),
            &g.get(&format!("min_{ax}")),
            0.0,
            "csc min",
        );
        check(
            &c.max(Some(ax - 2)).unwrap(),
            &g.get(&format!("max_{ax}")),
            0.0,
            "csc max",
        );
    }
    assert_eq!(a.min(None).unwrap().item().unwrap(), g.scalar("min_all"));
    assert_eq!(a.max(None).unwrap().item().unwrap(), g.scalar("max_all"));
    check(
        &a.power(3.0).unwrap().toarray().unwrap(),
        &g.get("power_3"),
        1e-15,
        "power 3",
    );
    check(
        &a.abs().unwrap().power(0.5).unwrap().toarray().unwrap(),
        &g.get("power_half_abs"),
        1e-15,
        "abs power",
    );
    assert!(a.power(0.0).is_err());
    let d = dense_of(&mut g, "d", &dev);
    let drow = dense_of(&mut g, "drow", &dev);
    let dcol = dense_of(&mut g, "dcol", &dev);
    check(
        &a.multiply_dense(&d).unwrap().toarray().unwrap(),
        &g.get("mul_d"),
        1e-15,
        "multiply dense",
    );
    check(
        &a.multiply_dense(&drow).unwrap().toarray().unwrap(),
        &g.get("mul_drow"),
        1e-15,
        "multiply row",
    );
    check(
        &c.multiply_dense(&dcol).unwrap().toarray().unwrap(),
        &g.get("mul_dcol"),
        1e-15,
        "csc multiply col",
    );
    check(
        &a.add_dense(&d).unwrap(),
        &g.get("add_d"),
        1e-15,
        "add dense",
    );
    assert!(a.add_dense(&dcol.reshape(&[1, 7]).unwrap()).is_err());
    // Complex values: abs is real, min/max are refused.
    let z = a.astype::<gsci_core::Complex64>().unwrap();
    check(
        &z.abs().unwrap().toarray().unwrap(),
        &a.abs()
            .unwrap()
            .toarray()
            .unwrap()
            .to_ndarray()
            .unwrap()
            .into_dyn(),
        0.0,
        "complex abs",
    );
    assert!(z.min(None).is_err());
    // Reductions over an empty axis are an error, as NumPy's.
    let empty = CsrMatrix::<f64>::from_triplets(&[], &[], &[], (0, 3), &dev).unwrap();
    assert!(empty.max(None).is_err());
    assert!(!empty.max(Some(0)).unwrap_err().to_string().is_empty());
}

#[test]
fn norm_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<i64>("a", &dev);
    let cases = [
        ("norm_fro", NormOrd::Fro),
        ("norm_1", NormOrd::P(1.0)),
        ("norm_m1", NormOrd::P(-1.0)),
        ("norm_inf", NormOrd::Inf),
        ("norm_minf", NormOrd::NegInf),
    ];
    for (name, ord) in cases {
        let got = norm(&a, ord, None).unwrap().item().unwrap();
        let want = g.scalar(name);
        assert!(
            (got - want).abs() <= 1e-14 * want.abs(),
            "{name}: {got} vs {want}"
        );
    }
    assert!(norm(&a, NormOrd::P(2.0), None).is_err());
    assert!(norm(&a, NormOrd::P(3.0), None).is_err());
    for ax in [0isize, 1] {
        for (name, ord) in [
            ("none", NormOrd::Fro),
            ("inf", NormOrd::Inf),
            ("minf", NormOrd::NegInf),
            ("0", NormOrd::P(0.0)),
            ("1", NormOrd::P(1.0)),
            ("3", NormOrd::P(3.0)),
            ("m1", NormOrd::P(-1.0)),
        ] {
            let key = format!("vnorm_{ax}_{name}");
            check(&norm(&a, ord, Some(ax)).unwrap(), &g.get(&key), 1e-14, &key);
        }
    }
    let z = a.astype::<gsci_core::Complex32>().unwrap();
    let zf: Array<f32> = norm(&z, NormOrd::Fro, None).unwrap();
    assert!((zf.item().unwrap() as f64 - g.scalar("norm_fro")).abs() < 1e-5 * g.scalar("norm_fro"));
}

#[test]
fn cgs_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let c = g.csr_sq::<i32>("cgs", 40, &dev);
    let b = dense_of(&mut g, "cgs_b", &dev);
    let op = aslinearoperator(&c);
    let mut calls = 0;
    let (x, info) = cgs(
        &op,
        &b,
        CgsOptions {
            rtol: 1e-10,
            callback: Some(Box::new(|_: &[f64]| calls += 1)),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info as i64, g.vec::<i64>("cgs_info")[0]);
    assert!(calls > 0);
    check(&x, &g.get("cgs_x"), 1e-9, "cgs x");
    let (x, info) = cgs(
        &op,
        &b,
        CgsOptions {
            rtol: 1e-14,
            maxiter: Some(3),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 3);
    assert_eq!(info as i64, g.vec::<i64>("cgs_info_3")[0]);
    check(&x, &g.get("cgs_x_3"), 1e-10, "cgs 3 iterations");
}

/// istop and itn exactly; the norms and estimates to 1e-8, except `‖Aᴴ r‖` (slot `ar`), which at
/// convergence is rounding noise: to 1e-8 of its scale `‖A‖ ‖r‖`.
fn check_scalars(got: &[f64], want: &[f64], ar: usize, scale: f64, what: &str) {
    assert_eq!(got[0], want[0], "{what}: istop");
    assert_eq!(got[1], want[1], "{what}: itn");
    for (k, (a, b)) in got.iter().zip(want).enumerate().skip(2) {
        let tol = if k == ar {
            1e-8 * scale
        } else {
            1e-8 * b.abs()
        };
        assert!((a - b).abs() <= tol, "{what}: scalar {k}: {a} vs {b}");
    }
}

#[test]
fn lsqr_lsmr_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let m = g.csr_sq::<i32>("ls", 12, &dev);
    assert_eq!(m.shape(), (30, 12));
    let b = dense_of(&mut g, "ls_b", &dev);
    let op = aslinearoperator(&m);
    let r = lsqr(
        &op,
        &b,
        LsqrOptions {
            atol: 1e-10,
            btol: 1e-10,
            calc_var: true,
            ..Default::default()
        },
    )
    .unwrap();
    check(&r.x, &g.get("lsqr_x"), 1e-9, "lsqr x");
    // var sums the squares of every search direction: on the CPU it follows SciPy's operation
    // order (1e-8); the device's dot products sum in another order, and the var of an iteration
    // stopped at 1e-10 moves with them (1.4e-8 seen on the H200).
    let var_tol = if dev.is_cpu() { 1e-8 } else { 1e-7 };
    check(&r.var, &g.get("lsqr_var"), var_tol, "lsqr var");
    let s = [
        r.istop as f64,
        r.itn as f64,
        r.r1norm,
        r.r2norm,
        r.anorm,
        r.acond,
        r.arnorm,
        r.xnorm,
    ];
    check_scalars(
        &s,
        &g.vec::<f64>("lsqr_scalars"),
        6,
        r.anorm * r.r2norm,
        "lsqr",
    );
    let r = lsqr(
        &op,
        &b,
        LsqrOptions {
            damp: 0.7,
            atol: 1e-10,
            btol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    check(&r.x, &g.get("lsqr_damp_x"), 1e-9, "damped lsqr x");
    let s = [
        r.istop as f64,
        r.itn as f64,
        r.r1norm,
        r.r2norm,
        r.anorm,
        r.acond,
        r.arnorm,
        r.xnorm,
    ];
    check_scalars(
        &s,
        &g.vec::<f64>("lsqr_damp_scalars"),
        6,
        r.anorm * r.r2norm,
        "damped lsqr",
    );
    let r = lsmr(
        &op,
        &b,
        LsmrOptions {
            atol: 1e-10,
            btol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    check(&r.x, &g.get("lsmr_x"), 1e-9, "lsmr x");
    let s = [
        r.istop as f64,
        r.itn as f64,
        r.normr,
        r.normar,
        r.norma,
        r.conda,
        r.normx,
    ];
    check_scalars(
        &s,
        &g.vec::<f64>("lsmr_scalars"),
        3,
        r.norma * r.normr,
        "lsmr",
    );
    let r = lsmr(
        &op,
        &b,
        LsmrOptions {
            damp: 0.7,
            atol: 1e-10,
            btol: 1e-10,
            maxiter: Some(5),
            ..Default::default()
        },
    )
    .unwrap();
    check(&r.x, &g.get("lsmr_damp5_x"), 1e-10, "lsmr 5 iterations");
    assert_eq!(r.istop, 7);
    let s = [
        r.istop as f64,
        r.itn as f64,
        r.normr,
        r.normar,
        r.norma,
        r.conda,
        r.normx,
    ];
    check_scalars(
        &s,
        &g.vec::<f64>("lsmr_damp5_scalars"),
        3,
        r.norma * r.normr,
        "damped lsmr",
    );
    // A zero right-hand side: x = 0 at once.
    let zero = Array::<f64>::zeros(&[30], &dev).unwrap();
    let r = lsqr(&op, &zero, LsqrOptions::default()).unwrap();
    assert_eq!((r.istop, r.itn), (0, 0));
    assert!(r.x.to_vec().unwrap().iter().all(|v| *v == 0.0));
    assert!(
        lsmr(
            &op,
            &Array::<f64>::zeros(&[12], &dev).unwrap(),
            LsmrOptions::default()
        )
        .is_err()
    );
}
