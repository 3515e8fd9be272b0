//! generic_filter / generic_filter1d against SciPy 1.17.1 (tests/golden/generic, written by
//! generate.py there) with Rust closures on the CPU, and with CUDA bodies on the GPU against the
//! CPU (`GSCI_TEST_DEVICE=cuda`; without it the GPU test prints a note and returns).

use crate::common;

use common::*;
use gsci_core::{Array, Device, Error};
use gsci_ndimage::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};
use std::collections::HashMap;
use std::path::PathBuf;

fn golden_dir() -> PathBuf {
    let candidates = [
        std::env::var_os("CARGO_MANIFEST_DIR")
            .map(|d| PathBuf::from(d).join("tests/golden/generic")),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/generic")),
        Some(PathBuf::from("ndimage/tests/golden/generic")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.join("generic_golden.npz").is_file())
        .expect("generic_golden.npz not found (set CARGO_MANIFEST_DIR to the ndimage folder)")
}

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_dir().join("generic_golden.npz")).unwrap();
        Golden(NpzReader::new(f).unwrap())
    }
    fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
    fn array<T: ReadableElement + FilterElement>(&mut self, name: &str, dev: &Device) -> Array<T> {
        let a = self.get::<T>(name);
        let shape = a.shape().to_vec();
        Array::from_vec(a.into_iter().collect(), &shape, dev).unwrap()
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
    fn ints(&self, k: &str) -> Vec<i64> {
        self.params[k]
            .split(',')
            .map(|v| v.parse().unwrap())
            .collect()
    }
    fn int(&self, k: &str, default: i64) -> i64 {
        self.params.get(k).map_or(default, |v| v.parse().unwrap())
    }
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(golden_dir().join("generic_cases.txt")).unwrap();
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
                cval: p[4].parse().unwrap(),
                params,
            }
        })
        .collect()
}

/// The golden functions as closures and as exact CUDA bodies (no FMA contraction, SciPy's
/// Python evaluation order).
fn wsum() -> GenericFunction<'static> {
    GenericFunction::closure(|x: &[f64]| {
        let mut s = 0.0;
        for (i, &v) in x.iter().enumerate() {
            s += (i + 1) as f64 * v;
        }
        s / x.len() as f64
    })
    .with_cuda(
        "double s = 0.0; for (int i = 0; i < n; ++i) s = __dadd_rn(s, __dmul_rn((double)(i + 1), x[i])); return s / n;",
    )
}

fn range() -> GenericFunction<'static> {
    GenericFunction::closure(|x: &[f64]| {
        x.iter().cloned().fold(f64::MIN, f64::max) - x.iter().cloned().fold(f64::MAX, f64::min)
    })
    .with_cuda("return hi(x, n) - lo(x, n);")
    .with_cuda_preamble(
        "__device__ double hi(const double* x, int n) { double m = x[0]; for (int i = 1; i < n; ++i) m = fmax(m, x[i]); return m; }\n\
         __device__ double lo(const double* x, int n) { double m = x[0]; for (int i = 1; i < n; ++i) m = fmin(m, x[i]); return m; }",
    )
}

fn diff1d() -> GenericFunction1d<'static> {
    GenericFunction1d::closure(|a: &[f64], b: &mut [f64]| {
        let size = a.len() - b.len() + 1;
        for (i, o) in b.iter_mut().enumerate() {
            *o = a[i + size - 1] - 0.5 * a[i];
        }
    })
    .with_cuda(
        "int size = in_len - out_len + 1; for (int i = 0; i < out_len; ++i) out[i] = __dsub_rn(in[i + size - 1], __dmul_rn(0.5, in[i]));",
    )
}

fn run1d() -> GenericFunction1d<'static> {
    GenericFunction1d::closure(|a: &[f64], b: &mut [f64]| {
        let size = a.len() - b.len() + 1;
        for (i, o) in b.iter_mut().enumerate() {
            let mut s = 0.0;
            for v in &a[i..i + size] {
                s += v;
            }
            *o = s;
        }
    })
    .with_cuda(
        "int size = in_len - out_len + 1; for (int i = 0; i < out_len; ++i) { double s = 0.0; for (int k = 0; k < size; ++k) s += in[i + k]; out[i] = s; }",
    )
}

fn run<T: FilterElement + ReadableElement>(g: &mut Golden, c: &Case, dev: &Device) -> Array<T> {
    let x = g.array::<T>(&c.input, dev);
    match c.func.as_str() {
        "wsum" | "range" => {
            let footprint = c.params.get("footprint").map(|nd| {
                let f = g.get::<bool>(&format!("footprint_{nd}"));
                let shape = f.shape().to_vec();
                Array::from_vec(f.into_iter().collect(), &shape, dev).unwrap()
            });
            let mut o = GenericFilterOptions {
                footprint: footprint.as_ref(),
                mode: c.mode,
                cval: c.cval,
                origin: vec![c.int("origin", 0) as isize],
                ..Default::default()
            };
            if c.params.contains_key("size") {
                o.size = Some(c.ints("size").iter().map(|&v| v as usize).collect());
            }
            if c.params.contains_key("axes") {
                o.axes = Some(c.ints("axes").iter().map(|&v| v as isize).collect());
            }
            let f = if c.func == "wsum" { wsum() } else { range() };
            generic_filter(&x, &f, &o).unwrap()
        }
        _ => {
            let o = GenericFilter1dOptions {
                axis: c.int("axis", -1) as isize,
                mode: c.mode,
                cval: c.cval,
                origin: c.int("origin", 0) as isize,
            };
            let f = if c.func == "diff1d" {
                diff1d()
            } else {
                run1d()
            };
            generic_filter1d(&x, &f, c.int("size", 1) as usize, &o).unwrap()
        }
    }
}

fn check<T: FilterElement + ReadableElement>(g: &mut Golden, c: &Case, dev: &Device) {
    let got = run::<T>(g, c, dev);
    let want = g.get::<T>(&format!("out_{}", c.name));
    assert_eq!(got.shape(), want.shape(), "{}", c.name);
    let got = got.to_vec().unwrap();
    for (k, (a, b)) in got.iter().zip(want.iter()).enumerate() {
        let (a, b) = (a.to_f64(), b.to_f64());
        assert!(
            a == b || (a.is_nan() && b.is_nan()),
            "{} [{k}]: got {a}, SciPy {b}",
            c.name
        );
    }
}

fn check_case(g: &mut Golden, c: &Case, dev: &Device) {
    match c.input.rsplit('_').next().unwrap() {
        "u8" => check::<u8>(g, c, dev),
        "i32" => check::<i32>(g, c, dev),
        "f32" => check::<f32>(g, c, dev),
        "f64" => check::<f64>(g, c, dev),
        d => panic!("unknown dtype {d}"),
    }
}

#[test]
fn generic_filters_match_scipy_on_cpu() {
    let mut g = Golden::open();
    let cases = cases();
    assert!(cases.len() > 200);
    for c in &cases {
        check_case(&mut g, c, &Device::cpu());
    }
}

#[test]
fn generic_filters_gpu_match_scipy() {
    if !on_gpu() {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to run the CUDA bodies on the GPU");
        return;
    }
    let dev = test_device();
    let mut g = Golden::open();
    for c in &cases() {
        check_case(&mut g, c, &dev);
    }
    // A window of 125 points (local-memory class) and many lines.
    let mut r = Rng::new(3);
    let v: Vec<f32> = (0..40 * 33 * 17).map(|_| r.uniform() as f32).collect();
    let x = Array::from_vec(v, &[40, 33, 17], &Device::cpu()).unwrap();
    let xd = x.to_device(&dev).unwrap();
    let o = GenericFilterOptions {
        size: Some(vec![5]),
        mode: Mode::Mirror,
        ..Default::default()
    };
    let a = generic_filter(&xd, &wsum(), &o).unwrap().to_vec().unwrap();
    let b = generic_filter(&x, &wsum(), &o).unwrap().to_vec().unwrap();
    assert_eq!(a, b);
    let o1 = GenericFilter1dOptions {
        axis: 1,
        ..Default::default()
    };
    let a = generic_filter1d(&xd, &run1d(), 6, &o1)
        .unwrap()
        .to_vec()
        .unwrap();
    let b = generic_filter1d(&x, &run1d(), 6, &o1)
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(a, b);
}

#[test]
fn generic_filter_errors() {
    let cpu = Device::cpu();
    let x = Array::from_vec(vec![1.0f64; 6], &[2, 3], &cpu).unwrap();
    let cuda_only = GenericFunction::cuda("return x[0];");
    let o = GenericFilterOptions {
        size: Some(vec![2]),
        ..Default::default()
    };
    assert!(matches!(
        generic_filter(&x, &cuda_only, &o),
        Err(Error::Unsupported { .. })
    ));
    assert!(matches!(
        generic_filter1d(
            &x,
            &GenericFunction1d::cuda("out[0] = 0;"),
            2,
            &GenericFilter1dOptions::default()
        ),
        Err(Error::Unsupported { .. })
    ));
    assert!(generic_filter(&x, &wsum(), &GenericFilterOptions::default()).is_err());
    let f = Array::from_vec(vec![false; 4], &[2, 2], &cpu).unwrap();
    let o = GenericFilterOptions {
        footprint: Some(&f),
        ..Default::default()
    };
    assert!(matches!(
        generic_filter(&x, &wsum(), &o),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(generic_filter1d(&x, &diff1d(), 0, &GenericFilter1dOptions::default()).is_err());
    let o = GenericFilter1dOptions {
        origin: 2,
        ..Default::default()
    };
    assert!(generic_filter1d(&x, &diff1d(), 3, &o).is_err());
    // The closure may borrow local state.
    let scale = 2.0;
    let borrowed = GenericFunction::closure(|w: &[f64]| w[0] * scale);
    let o = GenericFilterOptions {
        size: Some(vec![1]),
        ..Default::default()
    };
    assert_eq!(
        generic_filter(&x, &borrowed, &o).unwrap().to_vec().unwrap(),
        vec![2.0; 6]
    );
}
