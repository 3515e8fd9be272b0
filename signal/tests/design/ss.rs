//! tf2ss, ss2tf (every input of a MIMO system), zpk2ss, cont2discrete (every method).

use crate::common::{RTOL, assert_close, cases};
use gsci_signal::*;

fn m(c: &crate::common::Case, name: &str) -> Array<f64> {
    let mut shape = c.shape(name);
    if shape.len() == 1 {
        shape.insert(0, 1);
    }
    Array::from_slice(&c.vec(name), &shape, &Device::cpu()).unwrap()
}

#[test]
fn state_space_matches_scipy() {
    let mut n = 0;
    for c in cases("design_ss.npz") {
        let what = format!("{} {} {:?}", c.id, c.func, c.args);
        let chk = |name: &str, got: &Array<f64>, want: &str, rtol: f64| {
            assert_close(
                &format!("{what} {name}"),
                &got.to_vec().unwrap(),
                &c.vec(want),
                rtol,
            )
        };
        match c.func.as_str() {
            "tf2ss" | "zpk2ss" => {
                let ss = if c.func == "tf2ss" {
                    let b = Array::from_slice_1d(&c.vec("b"), &Device::cpu()).unwrap();
                    let a = Array::from_slice_1d(&c.vec("a"), &Device::cpu()).unwrap();
                    tf2ss(&b, &a).unwrap()
                } else {
                    let z = Array::from_slice_1d(&c.cvec("z"), &Device::cpu()).unwrap();
                    let p = Array::from_slice_1d(&c.cvec("p"), &Device::cpu()).unwrap();
                    zpk2ss(&z, &p, c.args[0]).unwrap()
                };
                chk("A", &ss.a, "A", RTOL);
                chk("B", &ss.b, "B", RTOL);
                chk("C", &ss.c, "C", RTOL);
                chk("D", &ss.d, "D", RTOL);
            }
            "ss2tf" => {
                let (num, den) = ss2tf(
                    &m(&c, "A"),
                    &m(&c, "B"),
                    &m(&c, "C"),
                    &m(&c, "D"),
                    &Ss2tfOptions {
                        input: c.args[0] as usize,
                    },
                )
                .unwrap();
                // Characteristic polynomials from eigenvalues (another eigensolver than
                // LAPACK's, another order of the product): 1e-10.
                chk("num", &num, "num", 1e-10);
                chk("den", &den, "den", 1e-10);
            }
            "cont2discrete" => {
                let method = [
                    DiscretizationMethod::Zoh,
                    DiscretizationMethod::Foh,
                    DiscretizationMethod::Bilinear,
                    DiscretizationMethod::Euler,
                    DiscretizationMethod::BackwardDiff,
                    DiscretizationMethod::Gbt(0.3),
                    DiscretizationMethod::Impulse,
                ][c.args[0] as usize];
                let sys = StateSpace {
                    a: m(&c, "A"),
                    b: m(&c, "B"),
                    c: m(&c, "C"),
                    d: m(&c, "D"),
                };
                let d = cont2discrete(&sys, c.args[1], &Cont2discreteOptions { method }).unwrap();
                // expm (Pade, scaling and squaring) and LU solves of another library: 1e-12
                // relative with the 1e-13 floor.
                chk("Ad", &d.a, "Ad", RTOL);
                chk("Bd", &d.b, "Bd", RTOL);
                chk("Cd", &d.c, "Cd", RTOL);
                chk("Dd", &d.d, "Dd", RTOL);
            }
            f => panic!("unknown case {f}"),
        }
        n += 1;
    }
    assert!(n > 40, "only {n} state-space cases");
}

#[test]
fn state_space_errors() {
    let cpu = Device::cpu();
    let b = Array::from_slice_1d(&[1.0, 2.0, 3.0], &cpu).unwrap();
    let a = Array::from_slice_1d(&[1.0, 2.0], &cpu).unwrap();
    assert!(tf2ss(&b, &a).is_err());
    let ss = tf2ss(&a, &b).unwrap();
    assert!(ss2tf(&ss.a, &ss.b, &ss.c, &ss.d, &Ss2tfOptions { input: 1 }).is_err());
    let o = Cont2discreteOptions {
        method: DiscretizationMethod::Gbt(1.5),
    };
    assert!(cont2discrete(&ss, 0.1, &o).is_err());
}
