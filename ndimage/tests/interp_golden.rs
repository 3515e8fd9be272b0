//! gsci-ndimage's interpolation against SciPy 1.17.1 (tests/golden/interp_golden.npz and
//! interp_cases.txt, written by tests/golden/generate_interp.py): spline_filter1d, spline_filter,
//! map_coordinates, affine_transform, shift, zoom and rotate over spline orders 0..=5 × every mode
//! × 1-D/2-D/3-D × u8/i32/f32/f64/complex128, odd shapes, integer outputs and cval NaN/±inf.
//! Runs on the device under test (`GSCI_TEST_DEVICE=cuda`), the CPU by default.

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, Device};
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
        .find(|p| p.join("interp_golden.npz").is_file())
        .expect("interp_golden.npz not found (set CARGO_MANIFEST_DIR to the ndimage folder)")
}

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_dir().join("interp_golden.npz")).unwrap();
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
    order: usize,
    params: HashMap<String, String>,
}

impl Case {
    fn f64s(&self, k: &str) -> Vec<f64> {
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
    fn flag(&self, k: &str, default: bool) -> bool {
        self.params.get(k).map(|v| v == "true").unwrap_or(default)
    }
}

fn parse_f64(s: &str) -> f64 {
    match s {
        "nan" => f64::NAN,
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        v => v.parse().unwrap(),
    }
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(golden_dir().join("interp_cases.txt")).unwrap();
    text.lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            let params = f[6]
                .split(';')
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let (k, v) = p.split_once('=').unwrap();
                    (k.to_string(), v.to_string())
                })
                .collect();
            Case {
                name: f[0].into(),
                func: f[1].into(),
                input: f[2].into(),
                mode: f[3].parse().unwrap(),
                cval: parse_f64(f[4]),
                order: f[5].parse().unwrap(),
                params,
            }
        })
        .collect()
}

fn run<T: FilterElement + ReadableElement, O: FilterElement>(
    g: &mut Golden,
    c: &Case,
    dev: &Device,
) -> gsci_core::Result<Array<O>> {
    let x = Array::from_ndarray(&g.get::<T>(&c.input), dev)?;
    let (order, mode, cval) = (c.order, c.mode, c.cval);
    let prefilter = c.flag("prefilter", true);
    Ok(match c.func.as_str() {
        "spline_filter1d" => spline_filter1d::<T, O>(
            &x,
            &SplineFilter1dOptions {
                order,
                axis: c.params["axis"].parse().unwrap(),
                mode,
            },
        )?,
        "spline_filter" => spline_filter::<T, O>(&x, &SplineFilterOptions { order, mode })?,
        "map_coordinates" => {
            let coords = Array::from_ndarray(&g.get::<f64>(&c.params["coords"]), dev)?;
            let mut out = Array::<O>::empty(&coords.shape()[1..], dev)?;
            let opts = MapCoordinatesOptions {
                order,
                mode,
                cval,
                prefilter,
            };
            map_coordinates_into(&x, &coords, &mut out, &opts)?;
            out
        }
        "affine_transform" => {
            let m = Array::from_ndarray(&g.get::<f64>(&c.params["matrix"]), &Device::cpu())?;
            let output_shape = c
                .params
                .contains_key("output_shape")
                .then(|| c.usizes("output_shape"));
            let shape = output_shape.clone().unwrap_or_else(|| x.shape().to_vec());
            let mut out = Array::<O>::empty(&shape, dev)?;
            let opts = AffineTransformOptions {
                offset: if c.params.contains_key("offset") {
                    c.f64s("offset")
                } else {
                    vec![0.0]
                },
                output_shape,
                order,
                mode,
                cval,
                prefilter,
            };
            affine_transform_into(&x, &m, &mut out, &opts)?;
            out
        }
        "shift" => {
            let mut out = Array::<O>::empty(x.shape(), dev)?;
            let opts = ShiftOptions {
                order,
                mode,
                cval,
                prefilter,
            };
            shift_into(&x, &c.f64s("shift"), &mut out, &opts)?;
            out
        }
        "zoom" => {
            let z = c.f64s("zoom");
            let mut out = Array::<O>::empty(&zoom_output_shape(x.shape(), &z)?, dev)?;
            let opts = ZoomOptions {
                order,
                mode,
                cval,
                prefilter,
                grid_mode: c.flag("grid_mode", false),
            };
            zoom_into(&x, &z, &mut out, &opts)?;
            out
        }
        "rotate" => {
            let axes: Vec<isize> = c.params["axes"]
                .split(',')
                .map(|v| v.parse().unwrap())
                .collect();
            let opts = RotateOptions {
                axes: [axes[0], axes[1]],
                reshape: c.flag("reshape", true),
                order,
                mode,
                cval,
                prefilter,
            };
            rotate(&x, c.params["angle"].parse().unwrap(), &opts)?.astype::<O>()?
        }
        f => panic!("function {f}"),
    })
}

/// Compares with SciPy: integers to `int_slack`, floats to `tol` relative to the largest finite
/// magnitude (NaN and infinities where SciPy has them).
fn compare<O: FilterElement + ReadableElement>(
    g: &mut Golden,
    c: &Case,
    got: gsci_core::Result<Array<O>>,
    tol: f64,
    int_slack: f64,
) -> Option<String> {
    let got = match got {
        Ok(a) => a,
        Err(e) => return Some(format!("{}: error {e}", c.name)),
    };
    let want = g.get::<O>(&format!("out_{}", c.name));
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
    let allowed = if O::DTYPE.is_integer() {
        int_slack
    } else {
        tol * scale
    };
    for (i, (a, b)) in got.iter().zip(&want).enumerate() {
        let ok = if b.is_nan() {
            a.is_nan()
        } else if b.is_infinite() {
            a == b
        } else {
            (a - b).abs() <= allowed
        };
        if !ok {
            return Some(format!("{}: element {i}: got {a}, SciPy {b}", c.name));
        }
    }
    None
}

fn compare_complex(
    g: &mut Golden,
    c: &Case,
    got: gsci_core::Result<Array<Complex64>>,
    tol: f64,
) -> Option<String> {
    let got = match got {
        Ok(a) => a,
        Err(e) => return Some(format!("{}: error {e}", c.name)),
    };
    let want = g.get::<Complex64>(&format!("out_{}", c.name));
    if got.shape() != want.shape() {
        return Some(format!(
            "{}: shape {:?} vs {:?}",
            c.name,
            got.shape(),
            want.shape()
        ));
    }
    let got = got.to_vec().unwrap();
    let scale = want
        .iter()
        .fold(0.0f64, |m, v| m.max(v.re.abs()).max(v.im.abs()));
    for (i, (a, b)) in got.iter().zip(want.iter()).enumerate() {
        if (a.re - b.re).abs() > tol * scale || (a.im - b.im).abs() > tol * scale {
            return Some(format!("{}: element {i}: got {a:?}, SciPy {b:?}", c.name));
        }
    }
    None
}

#[test]
fn interpolation_matches_scipy() {
    let dev = test_device();
    // The GPU keeps an f32 input's spline coefficients in f32, and its sums may round an integer
    // output the other way where SciPy's value lies within an ulp of a half.
    let (f32_tol, int_slack) = if on_gpu() { (2e-5, 1.0) } else { (2e-6, 0.0) };
    let mut g = Golden::open();
    let all = cases();
    assert!(all.len() > 400, "{} cases", all.len());
    let mut failures = Vec::new();
    for c in &all {
        let input = c.input.rsplit('_').next().unwrap();
        let input = &input[..input
            .len()
            .min(if input.starts_with("f64") { 3 } else { 4 })];
        let out = c.params["out"].as_str();
        let bad = match (input, out) {
            ("f64", "f64" | "float64") => {
                let r = run::<f64, f64>(&mut g, c, &dev);
                compare(&mut g, c, r, 1e-12, 0.0)
            }
            ("f32", "f32" | "float32") => {
                let r = run::<f32, f32>(&mut g, c, &dev);
                compare(&mut g, c, r, f32_tol, 0.0)
            }
            ("u8", "uint8") => {
                let r = run::<u8, u8>(&mut g, c, &dev);
                compare(&mut g, c, r, 0.0, int_slack)
            }
            ("i32", "int32") => {
                let r = run::<i32, i32>(&mut g, c, &dev);
                compare(&mut g, c, r, 0.0, int_slack)
            }
            ("u8", "float64") => {
                let r = run::<u8, f64>(&mut g, c, &dev);
                compare(&mut g, c, r, 1e-12, 0.0)
            }
            ("i32", "float32") => {
                let r = run::<i32, f32>(&mut g, c, &dev);
                compare(&mut g, c, r, f32_tol, 0.0)
            }
            ("f64", "float32") => {
                let r = run::<f64, f32>(&mut g, c, &dev);
                compare(&mut g, c, r, f32_tol, 0.0)
            }
            ("f64", "uint8") => {
                let r = run::<f64, u8>(&mut g, c, &dev);
                compare(&mut g, c, r, 0.0, int_slack)
            }
            ("f64", "int32") => {
                let r = run::<f64, i32>(&mut g, c, &dev);
                compare(&mut g, c, r, 0.0, int_slack)
            }
            ("c128", "complex128") => {
                let r = run::<Complex64, Complex64>(&mut g, c, &dev);
                compare_complex(&mut g, c, r, 1e-12)
            }
            (i, o) => panic!("{}: no dispatch for {i} -> {o}", c.name),
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
