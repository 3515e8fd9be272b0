//! gsci-ndimage's filters against SciPy 1.17.1 (tests/golden/filters_golden.npz and
//! filters_cases.txt, written by tests/golden/generate.py): every filter × every mode × 1-D/2-D/3-D
//! × u8/i32/f32/f64, odd shapes, origins, cval NaN/±inf. Runs on the device under test
//! (`GSCI_TEST_DEVICE=cuda`), the CPU by default.

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device};
use gsci_ndimage::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};
use std::collections::HashMap;
use std::path::PathBuf;

fn golden_dir() -> PathBuf {
    let candidates = [
        std::env::var_os("CARGO_MANIFEST_DIR").map(|d| PathBuf::from(d).join("tests/golden")),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")),
        Some(PathBuf::from("ndimage/tests/golden")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.join("filters_golden.npz").is_file())
        .expect("filters_golden.npz not found (set CARGO_MANIFEST_DIR to the ndimage folder)")
}

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_dir().join("filters_golden.npz")).unwrap();
        Golden(NpzReader::new(f).unwrap())
    }
    fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
}

struct Case {
    name: String,
    func: String,
    input: String,
    mode: Mode,
    cval: f64,
    params: HashMap<String, String>,
}

impl Case {
    fn f64s(&self, k: &str) -> Vec<f64> {
        self.params[k]
            .split(',')
            .map(|v| v.parse().unwrap())
            .collect()
    }
    fn i64s(&self, k: &str) -> Vec<i64> {
        self.params[k]
            .split(',')
            .map(|v| v.parse().unwrap())
            .collect()
    }
    fn usizes(&self, k: &str) -> Vec<usize> {
        self.params[k]
            .split(',')
            .map(|v| v.parse().unwrap())
            .collect()
    }
    fn isizes(&self, k: &str) -> Vec<isize> {
        self.params[k]
            .split(',')
            .map(|v| v.parse().unwrap())
            .collect()
    }
    fn has(&self, k: &str) -> bool {
        self.params.contains_key(k)
    }
    fn axes(&self) -> Option<Vec<isize>> {
        self.has("axes").then(|| self.isizes("axes"))
    }
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(golden_dir().join("filters_cases.txt")).unwrap();
    text.lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let p: Vec<&str> = l.split('|').collect();
            let params = p[5]
                .split(';')
                .filter(|s| !s.is_empty())
                .map(|kv| {
                    let (k, v) = kv.split_once('=').unwrap();
                    (k.to_string(), v.to_string())
                })
                .collect();
            Case {
                name: p[0].into(),
                func: p[1].into(),
                input: p[2].into(),
                mode: p[3].parse().unwrap(),
                cval: match p[4] {
                    "nan" => f64::NAN,
                    "inf" => f64::INFINITY,
                    "-inf" => f64::NEG_INFINITY,
                    v => v.parse().unwrap(),
                },
                params,
            }
        })
        .collect()
}

fn run<T: FilterElement + ReadableElement>(g: &mut Golden, c: &Case, dev: &Device) -> Array<T> {
    let x = Array::from_ndarray(&g.get::<T>(&c.input), dev).unwrap();
    let (mode, cval) = (c.mode, c.cval);
    let w1 = || Correlate1dOptions {
        axis: c.isizes("axis")[0],
        mode,
        cval,
        origin: c.i64s("origin")[0] as isize,
    };
    let u1 = || UniformFilter1dOptions {
        axis: c.isizes("axis")[0],
        mode,
        cval,
        origin: c.i64s("origin")[0] as isize,
    };
    let weights = || Array::from_ndarray(&g_weights(c), &Device::cpu()).unwrap();
    let nd_opts = || CorrelateOptions {
        mode,
        cval,
        origin: c.i64s("origin").iter().map(|&o| o as isize).collect(),
        axes: c.axes(),
    };
    let rank_footprint = c.has("footprint").then(|| {
        Array::from_ndarray(&g.get::<bool>(&c.params["footprint"]), &Device::cpu()).unwrap()
    });
    let rank_opts = || RankFilterOptions {
        size: c.has("size").then(|| c.usizes("size")),
        footprint: rank_footprint.as_ref(),
        mode,
        cval,
        origin: vec![0],
        axes: c.axes(),
    };
    let gl = || GaussianLaplaceOptions {
        mode,
        cval,
        ..Default::default()
    };
    let r = match c.func.as_str() {
        "correlate1d" => correlate1d(&x, &c.f64s("weights"), &w1()),
        "convolve1d" => convolve1d(&x, &c.f64s("weights"), &w1()),
        "correlate" => correlate(&x, &weights(), &nd_opts()),
        "convolve" => convolve(&x, &weights(), &nd_opts()),
        "gaussian_filter1d" => gaussian_filter1d(
            &x,
            c.f64s("sigma")[0],
            &GaussianFilter1dOptions {
                axis: c.isizes("axis")[0],
                order: c.usizes("order")[0],
                mode,
                cval,
                radius: c.has("radius").then(|| c.usizes("radius")[0]),
                ..Default::default()
            },
        ),
        "gaussian_filter" => gaussian_filter(
            &x,
            &c.f64s("sigma"),
            &GaussianFilterOptions {
                order: c.usizes("order"),
                mode,
                cval,
                truncate: if c.has("truncate") {
                    c.f64s("truncate")[0]
                } else {
                    4.0
                },
                radius: c.has("radius").then(|| c.usizes("radius")),
                axes: c.axes(),
            },
        ),
        "uniform_filter1d" => uniform_filter1d(&x, c.usizes("size")[0], &u1()),
        "uniform_filter" => uniform_filter(
            &x,
            &UniformFilterOptions {
                size: c.usizes("size"),
                mode,
                cval,
                origin: if c.has("origin") {
                    c.i64s("origin").iter().map(|&o| o as isize).collect()
                } else {
                    vec![0]
                },
                axes: c.axes(),
            },
        ),
        "minimum_filter1d" => minimum_filter1d(&x, c.usizes("size")[0], &u1()),
        "maximum_filter1d" => maximum_filter1d(&x, c.usizes("size")[0], &u1()),
        "minimum_filter" => minimum_filter(&x, &rank_opts()),
        "maximum_filter" => maximum_filter(&x, &rank_opts()),
        "median_filter" => median_filter(&x, &rank_opts()),
        "rank_filter" => rank_filter(&x, c.i64s("rank")[0], &rank_opts()),
        "percentile_filter" => percentile_filter(&x, c.f64s("percentile")[0], &rank_opts()),
        "prewitt" => prewitt(
            &x,
            &SobelOptions {
                axis: c.isizes("axis")[0],
                mode,
                cval,
            },
        ),
        "sobel" => sobel(
            &x,
            &SobelOptions {
                axis: c.isizes("axis")[0],
                mode,
                cval,
            },
        ),
        "laplace" => laplace(
            &x,
            &LaplaceOptions {
                mode,
                cval,
                axes: c.axes(),
            },
        ),
        "gaussian_laplace" => gaussian_laplace(&x, &c.f64s("sigma"), &gl()),
        "gaussian_gradient_magnitude" => gaussian_gradient_magnitude(&x, &c.f64s("sigma"), &gl()),
        f => panic!("unknown function {f}"),
    };
    r.unwrap_or_else(|e| panic!("{}: {e}", c.name))
}

thread_local! {
    static WEIGHTS: std::cell::RefCell<HashMap<String, ArrayD<f64>>> = Default::default();
}

fn g_weights(c: &Case) -> ArrayD<f64> {
    WEIGHTS.with(|w| w.borrow()[&c.params["weights"]].clone())
}

/// Compares with SciPy: integers exactly, floats to `tol` relative to the largest magnitude
/// (NaN and infinities where SciPy has them).
fn compare<T: FilterElement + ReadableElement>(
    g: &mut Golden,
    c: &Case,
    got: &Array<T>,
    tol: f64,
) -> Option<String> {
    let want = g.get::<T>(&format!("out_{}", c.name));
    if got.shape() != want.shape() {
        return Some(format!(
            "{}: shape {:?} vs {:?}",
            c.name,
            got.shape(),
            want.shape()
        ));
    }
    let got: Vec<f64> = got
        .to_vec()
        .unwrap()
        .into_iter()
        .map(|v| v.to_f64())
        .collect();
    let want: Vec<f64> = want.iter().map(|v| v.to_f64()).collect();
    let scale = want
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f64, |m, v| m.max(v.abs()))
        .max(1e-300);
    for (i, (a, b)) in got.iter().zip(&want).enumerate() {
        let ok = if b.is_nan() {
            a.is_nan()
        } else if b.is_infinite() {
            a == b
        } else {
            (a - b).abs() <= tol * scale
        };
        if !ok {
            return Some(format!("{}: element {i}: got {a}, SciPy {b}", c.name));
        }
    }
    None
}

/// Complex results: both parts to `tol` relative to the largest magnitude.
fn compare_complex<C: FilterElement + ReadableElement>(
    g: &mut Golden,
    c: &Case,
    got: &Array<C>,
    tol: f64,
    parts: impl Fn(C) -> (f64, f64),
) -> Option<String> {
    let want = g.get::<C>(&format!("out_{}", c.name));
    if got.shape() != want.shape() {
        return Some(format!(
            "{}: shape {:?} vs {:?}",
            c.name,
            got.shape(),
            want.shape()
        ));
    }
    let got: Vec<(f64, f64)> = got.to_vec().unwrap().into_iter().map(&parts).collect();
    let want: Vec<(f64, f64)> = want.iter().map(|&v| parts(v)).collect();
    let scale = want
        .iter()
        .fold(0.0f64, |m, v| m.max(v.0.abs()).max(v.1.abs()));
    for (i, (a, b)) in got.iter().zip(&want).enumerate() {
        if (a.0 - b.0).abs() > tol * scale || (a.1 - b.1).abs() > tol * scale {
            return Some(format!("{}: element {i}: got {a:?}, SciPy {b:?}", c.name));
        }
    }
    None
}

#[test]
fn filters_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    WEIGHTS.with(|w| {
        let mut w = w.borrow_mut();
        for k in ["weights_1", "weights_2", "weights_3"] {
            w.insert(k.into(), g.get::<f64>(k));
        }
    });
    let all = cases();
    assert!(all.len() > 1000, "{} cases", all.len());
    let mut failures = Vec::new();
    for c in &all {
        let dtype = c.input.rsplit('_').next().unwrap();
        let bad = match dtype {
            "u8" => {
                let r = run::<u8>(&mut g, c, &dev);
                compare(&mut g, c, &r, 0.0)
            }
            "i32" => {
                let r = run::<i32>(&mut g, c, &dev);
                compare(&mut g, c, &r, 0.0)
            }
            "f32" => {
                let r = run::<f32>(&mut g, c, &dev);
                compare(&mut g, c, &r, 2e-6)
            }
            "f64" => {
                let r = run::<f64>(&mut g, c, &dev);
                compare(&mut g, c, &r, 1e-12)
            }
            "c128" => {
                let r = run::<Complex64>(&mut g, c, &dev);
                compare_complex(&mut g, c, &r, 1e-12, |v| (v.re, v.im))
            }
            "c64" => {
                let r = run::<Complex32>(&mut g, c, &dev);
                compare_complex(&mut g, c, &r, 2e-6, |v| (f64::from(v.re), f64::from(v.im)))
            }
            d => panic!("dtype {d}"),
        };
        failures.extend(bad);
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from SciPy:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}
