//! sawtooth, square (invalid widths give NaN), chirp (every method), gausspulse (and its
//! cutoff), sweep_poly, unit_impulse.

use crate::common::{RTOL, assert_close, cases};
use gsci_signal::*;

#[test]
fn waveforms_match_scipy() {
    let mut n = 0;
    for c in cases("design_waveforms.npz") {
        let what = format!("{} {} {:?}", c.id, c.func, c.args);
        let t = Array::from_slice_1d(&c.vec("t"), &Device::cpu()).unwrap();
        // Phases of up to ~100 rad lose ~1e-14 absolute to rounding of the phase itself;
        // the comparison floor (1e-13 of the peak) covers it.
        let got = match c.func.as_str() {
            "sawtooth" => sawtooth(&t, &SawtoothOptions { width: c.args[0] }).unwrap(),
            "square" => square(&t, &SquareOptions { duty: c.args[0] }).unwrap(),
            "chirp" => {
                let method = [
                    ChirpMethod::Linear,
                    ChirpMethod::Quadratic,
                    ChirpMethod::Logarithmic,
                    ChirpMethod::Hyperbolic,
                ][c.args[3] as usize];
                chirp(
                    &t,
                    c.args[0],
                    c.args[1],
                    c.args[2],
                    &ChirpOptions {
                        method,
                        phi: c.args[4],
                        vertex_zero: c.args[5] != 0.0,
                    },
                )
                .unwrap()
            }
            "sweep_poly" => {
                sweep_poly(&t, &c.vec("poly"), &SweepPolyOptions { phi: c.args[0] }).unwrap()
            }
            "gausspulse" => {
                let o = GausspulseOptions {
                    fc: c.args[0],
                    bw: c.args[1],
                    bwr: c.args[2],
                    tpr: c.args[3],
                };
                let g = gausspulse(&t, &o).unwrap();
                assert_close(&what, &g.yq.to_vec().unwrap(), &c.vec("yq"), RTOL);
                assert_close(&what, &g.yenv.to_vec().unwrap(), &c.vec("yenv"), RTOL);
                assert_close(
                    &what,
                    &[gausspulse_cutoff(&o).unwrap()],
                    &c.vec("cutoff"),
                    RTOL,
                );
                assert_close(&what, &g.yi.to_vec().unwrap(), &c.vec("yi"), RTOL);
                n += 1;
                continue;
            }
            f => panic!("unknown case {f}"),
        };
        assert_close(&what, &got.to_vec().unwrap(), &c.vec("out"), RTOL);
        n += 1;
    }
    assert!(n > 40, "only {n} waveform cases");
}

#[test]
fn unit_impulse_and_errors() {
    let d = unit_impulse(
        &[3, 4],
        &UnitImpulseOptions {
            idx: ImpulseIdx::Mid,
            ..Default::default()
        },
    )
    .unwrap();
    let mut want = vec![0.0; 12];
    want[6] = 1.0;
    assert_eq!(d.to_vec().unwrap(), want);
    let d = unit_impulse(
        &[4],
        &UnitImpulseOptions {
            idx: ImpulseIdx::At(vec![3]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(d.to_vec().unwrap(), vec![0.0, 0.0, 0.0, 1.0]);
    assert!(
        unit_impulse(
            &[4],
            &UnitImpulseOptions {
                idx: ImpulseIdx::At(vec![4]),
                ..Default::default()
            }
        )
        .is_err()
    );
    let t = Array::from_slice_1d(&[0.0], &Device::cpu()).unwrap();
    assert!(
        chirp(
            &t,
            0.0,
            1.0,
            2.0,
            &ChirpOptions {
                method: ChirpMethod::Logarithmic,
                ..Default::default()
            }
        )
        .is_err()
    );
    assert!(
        gausspulse(
            &t,
            &GausspulseOptions {
                bw: 0.0,
                ..Default::default()
            }
        )
        .is_err()
    );
    assert!(
        gausspulse_cutoff(&GausspulseOptions {
            tpr: 1.0,
            ..Default::default()
        })
        .is_err()
    );
}
