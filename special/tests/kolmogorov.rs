//! The Kolmogorov-Smirnov family (`gsci_special::scalar::kolmogorov`: kolmogorov, kolmogc,
//! kolmogp, kolmogi, kolmogci, smirnov, smirnovc, smirnovp, smirnovi, smirnovci) against golden
//! data: mpmath references (50 digits) on grids through both series of K(x), the steps of
//! Smirnov's sum at d = k/n and n up to 1000, each function within its stated ULP bound; SciPy
//! 1.17.1's special values bit for bit; the ufuncs' dtypes and loops; and the CUDA header compiles.
//!
//! Data: special/golden/data/kolmogorov.npz, written by special/golden/gen_kolmogorov.py.
//!
//! Measured maxima (ULP against mpmath): kolmogorov 2, kolmogc 3, kolmogi 1, smirnov 1,
//! smirnovc 2, smirnovi 3 (bounds below at twice that, plus one; the printed maxima are the
//! record). SciPy on the same grids: kolmogorov up to 266 ULP in the far tail (its exponent
//! -2 x^2 rounded once) and 47 just above x = 0.82 (four terms of the series).

use gsci_special::scalar::kolmogorov as k;
use gsci_special::{Array, DType, Device};

use crate::error::{compile_check, package_file};
use crate::zeta::{check, check_special};

const F: &str = "kolmogorov.npz";

fn all(_: &[f64]) -> bool {
    true
}

#[test]
fn kolmogorov_two_sided_within_ulp_bounds_of_mpmath() {
    // Both unrolled theta series summed in double precision, their exponents to double-double
    // accuracy.
    check(F, "kolmogorov", 0, 5.0, 0.0, all, |a| {
        vec![k::kolmogorov(a[0])]
    });
    check(F, "kolmogc", 0, 7.0, 0.0, all, |a| vec![k::kolmogc(a[0])]);
    // Newton to 2 eps relative on the smaller of sf/cdf.
    check(F, "kolmogi", 0, 3.0, 0.0, all, |a| vec![k::kolmogi(a[0])]);
}

#[test]
fn smirnov_one_sided_within_ulp_bounds_of_mpmath() {
    // Double-double terms; the result is rounded from the double-double sum (1 - prob for the
    // complement of the smaller side).
    check(F, "smirnov", 0, 3.0, 0.0, all, |a| {
        vec![k::smirnov(a[0] as i64, a[1])]
    });
    check(F, "smirnovc", 0, 5.0, 0.0, all, |a| {
        vec![k::smirnovc(a[0] as i64, a[1])]
    });
    // The inverse: Newton to 2 eps relative; near d = 0 the condition number of the inverse
    // (|p / (x p'(x))|) enters.
    check(F, "smirnovi", 0, 7.0, 0.0, all, |a| {
        vec![k::smirnovi(a[0] as i64, a[1])]
    });
}

#[test]
fn kolmogorov_special_values_match_scipy() {
    check_special(F, "kolmogorov", |a| vec![k::kolmogorov(a[0])]);
    check_special(F, "kolmogc", |a| vec![k::kolmogc(a[0])]);
    // kolmogp at interior points (0.5, 1.0): within 2e-12 of SciPy, whose density sums three
    // terms of the series past x = 0.82 (1.5e-12 short at x = 1; ours sums five and is within
    // 2 ULP of mpmath's -1.07194855835694176 there); bit for bit at the special values.
    let p1 = k::kolmogp(1.0);
    assert!(
        crate::error::ulp_distance(p1, -1.0719485583569418) <= 2,
        "kolmogp(1) = {p1}"
    );
    let t = crate::zeta::table(F, "kolmogp", true);
    for (inp, want) in t.inputs.iter().zip(&t.outputs) {
        let got = k::kolmogp(inp[0]);
        if inp[0] > 0.02 && inp[0] < 30.0 {
            assert!(
                (got - want[0]).abs() <= 2e-12 * want[0].abs(),
                "kolmogp({}) = {got}, SciPy {}",
                inp[0],
                want[0]
            );
        } else {
            assert!(
                crate::error::same(got, want[0]),
                "kolmogp({}) = {got}",
                inp[0]
            );
        }
    }
    check_special(F, "kolmogi", |a| vec![k::kolmogi(a[0])]);
    check_special(F, "kolmogci", |a| vec![k::kolmogci(a[0])]);
    check_special(F, "smirnov", |a| vec![k::smirnov(a[0] as i64, a[1])]);
    check_special(F, "smirnovc", |a| vec![k::smirnovc(a[0] as i64, a[1])]);
    check_special(F, "smirnovp", |a| vec![k::smirnovp(a[0] as i64, a[1])]);
    check_special(F, "smirnovi", |a| vec![k::smirnovi(a[0] as i64, a[1])]);
    check_special(F, "smirnovci", |a| vec![k::smirnovci(a[0] as i64, a[1])]);
    check_special(F, "smirnov_d", |a| vec![k::smirnov_d(a[0], a[1])]);
    check_special(F, "smirnovi_d", |a| vec![k::smirnovi_d(a[0], a[1])]);
}

#[test]
fn kolmogorov_inverses_round_trip() {
    for i in 1..200 {
        let p = i as f64 / 200.0;
        let x = k::kolmogi(p);
        assert!(
            (k::kolmogorov(x) - p).abs() <= 4.0 * f64::EPSILON,
            "kolmogi({p}) = {x}"
        );
        for n in [2i64, 7, 40, 300] {
            let d = k::smirnovi(n, p);
            assert!(
                (k::smirnov(n, d) - p).abs() <= 8.0 * f64::EPSILON,
                "smirnovi({n}, {p}) = {d}"
            );
        }
    }
    // An int64 n is a C int in SciPy's `ld->d` loop: 2^32 + 5 wraps to 5, 2^31 + 5 to a
    // negative n (NaN).
    assert_eq!(k::smirnov((1i64 << 32) + 5, 0.3), k::smirnov(5, 0.3));
    assert!(k::smirnov((1i64 << 31) + 5, 0.3).is_nan());
    // Past n = 10^6 SciPy's asymptotic form exp(-(6 n x + 1)^2 / (18 n)) (its value there).
    assert_eq!(k::smirnov(2_000_000, 0.001), 0.018303432023617325);
    // The derivative at n = 10^5 where SciPy's C-int products n (v - 1) wrap (SciPy: -0.0):
    // ours is the central difference's value.
    let (n, d) = (100_000i64, 0.5 / 100_000f64.sqrt());
    let h = 1e-7;
    let fd = (k::smirnov(n, d + h) - k::smirnov(n, d - h)) / (2.0 * h);
    let p = k::smirnovp(n, d);
    assert!((p - fd).abs() <= 1e-5 * fd.abs(), "smirnovp {p} vs {fd}");
}

#[test]
fn kolmogorov_ufuncs_dtypes_and_loops() {
    let dev = Device::cpu();
    let x32 = Array::from_vec(vec![0.5f32, 1.0, 2.0], &[3], &dev).unwrap();
    let r = gsci_special::kolmogorov_dyn(&x32).unwrap();
    assert_eq!(r.dtype(), DType::F32);
    let got = r.into_typed::<f32>().unwrap().to_vec().unwrap();
    for (g, x) in got.iter().zip([0.5f64, 1.0, 2.0]) {
        assert_eq!(*g, k::kolmogorov(x) as f32);
    }
    // Integer n takes the `ld->d` loop; a float n the `dd->d` loop (truncated).
    let n = Array::from_vec(vec![3i64, 10, 100], &[3], &dev).unwrap();
    let s: Array<f64> = gsci_special::smirnov(&n, 0.25).unwrap();
    let got = s.to_vec().unwrap();
    for (g, n) in got.iter().zip([3i64, 10, 100]) {
        assert_eq!(g.to_bits(), k::smirnov(n, 0.25).to_bits());
    }
    let nf = Array::from_vec(vec![3.7f64, 10.2], &[2], &dev).unwrap();
    let s: Array<f64> = gsci_special::smirnovi(&nf, 0.25).unwrap();
    assert_eq!(
        s.to_vec().unwrap(),
        vec![k::smirnovi(3, 0.25), k::smirnovi(10, 0.25)]
    );
    for name in ["kolmogorov", "kolmogi"] {
        assert_eq!(
            gsci_special::ufunc(name).unwrap().types(),
            vec!["f->f", "d->d"]
        );
    }
    for name in ["smirnov", "smirnovi"] {
        assert_eq!(
            gsci_special::ufunc(name).unwrap().types(),
            vec!["ld->d", "ff->f", "dd->d"]
        );
    }
}

#[test]
fn kolmogorov_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/kolmogorov.cuh"));
    src.push_str(
        "extern \"C\" __global__ void k_kol(const double* x, const long long* n, double* out, \
         long long len) {\n  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
         if (i >= len) return;\n  out[i] = gsci_sp_kolmogorov(x[i]) + gsci_sp_kolmogc(x[i]) + \
         gsci_sp_kolmogp(x[i]) + gsci_sp_kolmogi(x[i]) + gsci_sp_kolmogci(x[i]) + \
         gsci_sp_smirnov(n[i], x[i]) + gsci_sp_smirnovc(n[i], x[i]) + gsci_sp_smirnovp(n[i], x[i]) + \
         gsci_sp_smirnovi(n[i], x[i]) + gsci_sp_smirnovci(n[i], x[i]) + \
         gsci_sp_smirnov_d(x[i], x[i]) + gsci_sp_smirnovi_d(x[i], x[i]);\n}\n",
    );
    compile_check("special_kolmogorov", &src);
}
