//! Later additions against SciPy 1.17.1 (golden/data/extra.npz, written by
//! golden/generate_extra.py): the discrete distributions hypergeom, zipf, betabinom, logser.
//!
//! Tolerances (relative, at the array's scale as `assert_close` states): `RTOL` 1e-13 where gsci
//! evaluates SciPy's formula; `SUM_RTOL` 1e-12 where a cdf is a sum of up to a few hundred pmf
//! terms or goes through the Hurwitz zeta / incomplete beta function (gsci-special's accuracy,
//! measured there in ulp), and where SciPy forms `log(1 - cdf)` that gsci sums directly
//! (betabinom's logsf). zipf's cdf/sf/logcdf/logsf golden values are mpmath's (SciPy 1.17 sums
//! the pmf and forms `1 - cdf`, which loses the tail: 2.6e-10 relative at sf = 4e-7), and so
//! are its ppf/isf (SciPy 1.17 puts zipf(2.5).isf(1e-12) at 62750786; it is 62740522).

use crate::common::Golden;
use crate::distributions::run_discrete;
use gsci_stats::*;

const RTOL: f64 = 1e-13;
const SUM_RTOL: f64 = 1e-12;
/// hypergeom(2000, 700, 900): SciPy's logcdf/logsf sum `exp(betaln ...)` terms in Python and
/// are off by 1.7e-12 at k = 315, where gsci's agrees with mpmath to 2e-15.
const BIG_RTOL: f64 = 5e-12;

#[test]
fn hypergeom() {
    let mut g = Golden::open("extra.npz");
    run_discrete(
        &mut g,
        "hypergeom",
        &Hypergeom::new(50.0, 20.0, 12.0, 0.0),
        RTOL,
    );
    run_discrete(
        &mut g,
        "hypergeom_big",
        &Hypergeom::new(2000.0, 700.0, 900.0, 0.0),
        BIG_RTOL,
    );
}

#[test]
fn zipf() {
    let mut g = Golden::open("extra.npz");
    run_discrete(&mut g, "zipf", &Zipf::new(6.5, 0.0), SUM_RTOL);
    run_discrete(&mut g, "zipf_heavy", &Zipf::new(2.5, 0.0), SUM_RTOL);
}

#[test]
fn betabinom() {
    let mut g = Golden::open("extra.npz");
    run_discrete(
        &mut g,
        "betabinom",
        &Betabinom::new(15.0, 2.5, 1.5, 0.0),
        SUM_RTOL,
    );
}

#[test]
fn logser() {
    let mut g = Golden::open("extra.npz");
    run_discrete(&mut g, "logser", &Logser::new(0.6, 0.0), SUM_RTOL);
    run_discrete(&mut g, "logser_near1", &Logser::new(0.999, 0.0), SUM_RTOL);
}

#[test]
fn new_discrete_bad_parameters_give_nan() {
    let nan = |a: Array<f64>| a.item().unwrap().is_nan();
    // n > M, non-integer M, a <= 1, p outside (0, 1), non-integer n
    assert!(nan(Hypergeom::new(10.0, 11.0, 3.0, 0.0).pmf(1.0).unwrap()));
    assert!(nan(Hypergeom::new(10.5, 3.0, 3.0, 0.0).cdf(1.0).unwrap()));
    assert!(nan(Zipf::new(1.0, 0.0).pmf(1.0).unwrap()));
    assert!(nan(Logser::new(1.0, 0.0).sf(1.0).unwrap()));
    assert!(nan(Betabinom::new(4.5, 1.0, 1.0, 0.0).cdf(1.0).unwrap()));
    assert!(nan(Betabinom::new(4.0, 0.0, 1.0, 0.0).mean().unwrap()));
    // SciPy's Boost-backed hypergeom cdf/sf are NaN off the integers inside the support
    assert!(nan(Hypergeom::new(50.0, 20.0, 12.0, 0.0).cdf(4.5).unwrap()));
    assert!(nan(Hypergeom::new(50.0, 20.0, 12.0, 0.0).sf(4.5).unwrap()));
    assert_eq!(
        Hypergeom::new(50.0, 20.0, 12.0, 0.0)
            .cdf(12.5)
            .unwrap()
            .item()
            .unwrap(),
        1.0
    );
    // a whole support sums to one; degenerate hypergeom (N = M) puts all mass on n
    let k = Array::from_vec((0..=12).map(|v| v as f64).collect(), &[13], &Device::cpu()).unwrap();
    let p = Hypergeom::new(50.0, 20.0, 12.0, 0.0)
        .pmf(&k)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    assert_eq!(
        Hypergeom::new(9.0, 4.0, 9.0, 0.0)
            .pmf(4.0)
            .unwrap()
            .item()
            .unwrap(),
        1.0
    );
    // loc shifts the support
    let h = Betabinom::new(6.0, 2.0, 3.0, 2.0);
    assert_eq!(h.pmf(1.0).unwrap().item().unwrap(), 0.0);
    let a = Betabinom::new(6.0, 2.0, 3.0, 0.0)
        .cdf(2.0)
        .unwrap()
        .item()
        .unwrap();
    assert_eq!(h.cdf(4.0).unwrap().item().unwrap(), a);
}
