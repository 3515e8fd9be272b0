//! The CPU correlation along contiguous and strided axes against a direct per-output reference
//! in SciPy's summation order (`NI_Correlate1D`), bit for bit, on shapes larger than the blocks
//! the CPU code works in (several output blocks, lane blocks and row blocks, ragged ends).

use gsci_core::{Array, Device};
use gsci_ndimage::{Correlate1dOptions, Mode, correlate1d};

/// `NI_Correlate1D` for one output of one line: symmetric / antisymmetric pairs from the outside
/// in after the centre tap, or left taps then right taps.
fn reference_line(line: &[f64], w: &[f64], mode: Mode, cval: f64, origin: i64) -> Vec<f64> {
    let n = line.len();
    let size = w.len();
    let s1 = size / 2;
    let s2 = size - s1 - 1;
    let before = s1 as i64 + origin;
    let at = |k: i64| -> f64 {
        match mode.map_index(k - before, n) {
            Some(i) => line[i],
            None => cval,
        }
    };
    let c = w.len() / 2;
    let sym = if size % 2 == 1 && size >= 3 {
        if (1..=c).all(|j| (w[c + j] - w[c - j]).abs() <= f64::EPSILON) {
            1
        } else if (1..=c).all(|j| (w[c + j] + w[c - j]).abs() <= f64::EPSILON) {
            -1
        } else {
            0
        }
    } else {
        0
    };
    (0..n as i64)
        .map(|i| {
            let c = i + s1 as i64;
            let mut t = at(c) * w[s1];
            match sym {
                1 => {
                    for j in (1..=s1).rev() {
                        t += (at(c - j as i64) + at(c + j as i64)) * w[s1 - j];
                    }
                }
                -1 => {
                    for j in (1..=s1).rev() {
                        t += (at(c - j as i64) - at(c + j as i64)) * w[s1 - j];
                    }
                }
                _ => {
                    for j in (1..=s1).rev() {
                        t += at(c - j as i64) * w[s1 - j];
                    }
                    for j in 1..=s2 {
                        t += at(c + j as i64) * w[s1 + j];
                    }
                }
            }
            t
        })
        .collect()
}

#[test]
fn correlate1d_blocks_match_reference_bitwise() {
    let (rows, cols) = (531usize, 150usize);
    let mut state = 0x853c_49e6_748f_ea9bu64;
    let data: Vec<f64> = (0..rows * cols)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        })
        .collect();
    let x = Array::from_vec(data.clone(), &[rows, cols], &Device::cpu()).unwrap();
    let gauss: Vec<f64> = (-8..=8).map(|k| (-(k * k) as f64 / 18.0).exp()).collect();
    let odd: Vec<f64> = (-4..=4).map(|k| k as f64 * 0.25).collect();
    let general = vec![0.1, -0.4, 0.7, 0.3];
    let cases = [
        (gauss, Mode::Reflect, 0.0, 0),
        (odd, Mode::Constant, 1.5, 1),
        (general.clone(), Mode::Wrap, 0.0, -1),
        (general, Mode::Mirror, 0.0, 0),
    ];
    for (w, mode, cval, origin) in cases {
        for axis in [0usize, 1] {
            let opts = Correlate1dOptions {
                axis: axis as isize,
                mode,
                cval,
                origin,
            };
            let got = correlate1d(&x, &w, &opts).unwrap().to_vec().unwrap();
            let (n, lines) = if axis == 0 {
                (rows, cols)
            } else {
                (cols, rows)
            };
            for l in 0..lines {
                let idx = |i: usize| {
                    if axis == 0 {
                        i * cols + l
                    } else {
                        l * cols + i
                    }
                };
                let line: Vec<f64> = (0..n).map(|i| data[idx(i)]).collect();
                let want = reference_line(&line, &w, mode, cval, origin as i64);
                for (i, v) in want.iter().enumerate() {
                    assert_eq!(
                        got[idx(i)].to_bits(),
                        v.to_bits(),
                        "axis {axis} {mode:?} line {l} point {i}"
                    );
                }
            }
        }
    }
}
