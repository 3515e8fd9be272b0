//! The Fourier filters against SciPy 1.17.1 (tests/golden/fourier/fourier_golden.npz and
//! fourier_cases.txt, written by tests/golden/fourier/generate.py) on the CPU, and the GPU against
//! the CPU (`GSCI_TEST_DEVICE=cuda`; without it the GPU test prints a note and returns).

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Element, Error, Scalar};
use gsci_ndimage::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};
use std::path::PathBuf;

fn golden_dir() -> PathBuf {
    let candidates = [
        std::env::var_os("CARGO_MANIFEST_DIR")
            .map(|d| PathBuf::from(d).join("tests/golden/fourier")),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/fourier")),
        Some(PathBuf::from("ndimage/tests/golden/fourier")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.join("fourier_golden.npz").is_file())
        .expect("fourier_golden.npz not found (set CARGO_MANIFEST_DIR to the ndimage folder)")
}

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_dir().join("fourier_golden.npz")).unwrap();
        Golden(NpzReader::new(f).unwrap())
    }
    fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
    fn has(&mut self, name: &str) -> bool {
        self.0
            .names()
            .unwrap()
            .iter()
            .any(|n| n == name || n.strip_suffix(".npy") == Some(name))
    }
    /// A real array as `T`.
    fn array<T: ReadableElement + Element>(&mut self, name: &str, dev: &Device) -> Array<T> {
        let a = self.get::<T>(name);
        let shape = a.shape().to_vec();
        Array::from_vec(a.into_iter().collect(), &shape, dev).unwrap()
    }
    /// A complex array stored as `name_re` / `name_im`.
    fn parts<R: ReadableElement + Copy + Into<f64>>(
        &mut self,
        name: &str,
    ) -> (Vec<usize>, Vec<(f64, f64)>) {
        let re = self.get::<R>(&format!("{name}_re"));
        let im = self.get::<R>(&format!("{name}_im"));
        let shape = re.shape().to_vec();
        let v = re
            .iter()
            .zip(im.iter())
            .map(|(&a, &b)| (a.into(), b.into()))
            .collect();
        (shape, v)
    }
    /// An expected output as (shape, (re, im) pairs) and whether it is single precision.
    fn expected(&mut self, name: &str) -> (Vec<usize>, Vec<(f64, f64)>, bool) {
        if self.has(&format!("{name}_re")) {
            let single = {
                let probe = self
                    .0
                    .by_name::<OwnedRepr<f32>, IxDyn>(&format!("{name}_re"));
                probe.is_ok()
            };
            let (s, v) = if single {
                self.parts::<f32>(name)
            } else {
                self.parts::<f64>(name)
            };
            return (s, v, single);
        }
        if let Ok(a) = self.0.by_name::<OwnedRepr<f32>, IxDyn>(name) {
            let s = a.shape().to_vec();
            return (s, a.iter().map(|&x| (x as f64, 0.0)).collect(), true);
        }
        let a = self.get::<f64>(name);
        let s = a.shape().to_vec();
        (s, a.iter().map(|&x| (x, 0.0)).collect(), false)
    }
    fn complex_input<C: Element>(
        &mut self,
        name: &str,
        dev: &Device,
        make: impl Fn(f64, f64) -> C,
    ) -> Array<C> {
        let (shape, v) = if C::DTYPE == gsci_core::DType::C64 {
            self.parts::<f32>(name)
        } else {
            self.parts::<f64>(name)
        };
        let v: Vec<C> = v.into_iter().map(|(a, b)| make(a, b)).collect();
        Array::from_vec(v, &shape, dev).unwrap()
    }
}

struct Case {
    name: String,
    func: String,
    input: String,
    n: i64,
    axis: isize,
    params: Vec<f64>,
}

fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(golden_dir().join("fourier_cases.txt")).unwrap();
    text.lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('|').collect();
            Case {
                name: f[0].into(),
                func: f[1].into(),
                input: f[2].into(),
                n: f[3].parse().unwrap(),
                axis: f[4].parse().unwrap(),
                params: f[5].split(',').map(|v| v.parse().unwrap()).collect(),
            }
        })
        .collect()
}

fn parts<O: Element>(a: Array<O>) -> (Vec<usize>, Vec<(f64, f64)>) {
    let shape = a.shape().to_vec();
    let v = a
        .to_vec()
        .unwrap()
        .into_iter()
        .map(|x| match x.to_scalar() {
            Scalar::Float(f) => (f, 0.0),
            Scalar::Complex(r, i) => (r, i),
            s => panic!("unexpected output {s:?}"),
        })
        .collect();
    (shape, v)
}

fn apply<T: FourierElement>(x: &Array<T>, c: &Case) -> (Vec<usize>, Vec<(f64, f64)>) {
    let o = FourierOptions {
        n: c.n,
        axis: c.axis,
    };
    let p = &c.params;
    match c.func.as_str() {
        "gaussian" => parts(fourier_gaussian(x, p, &o).unwrap()),
        "uniform" => parts(fourier_uniform(x, p, &o).unwrap()),
        "ellipsoid" => parts(fourier_ellipsoid(x, p, &o).unwrap()),
        "shift" => parts(fourier_shift(x, p, &o).unwrap()),
        f => panic!("unknown function {f}"),
    }
}

fn run(g: &mut Golden, c: &Case, dev: &Device) -> (Vec<usize>, Vec<(f64, f64)>) {
    let dtype = c.input.rsplit('_').next().unwrap();
    match dtype {
        "u8" => apply(&g.array::<u8>(&c.input, dev), c),
        "i32" => apply(&g.array::<i32>(&c.input, dev), c),
        "f32" => apply(&g.array::<f32>(&c.input, dev), c),
        "f64" => apply(&g.array::<f64>(&c.input, dev), c),
        "c64" => apply(
            &g.complex_input(&c.input, dev, |a, b| Complex32::new(a as f32, b as f32)),
            c,
        ),
        "c128" => apply(&g.complex_input(&c.input, dev, Complex64::new), c),
        d => panic!("unknown dtype {d}"),
    }
}

/// Whether `a` and `b` agree within `ulps` units in the last place of their precision.
fn close(a: f64, b: f64, ulps: f64, single: bool) -> bool {
    if a == b || (a.is_nan() && b.is_nan()) {
        return true;
    }
    let eps = if single {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    };
    let tiny = if single { 1e-30 } else { 1e-290 };
    (a - b).abs() <= ulps * eps * a.abs().max(b.abs()).max(tiny)
}

#[test]
fn fourier_filters_match_scipy() {
    let mut g = Golden::open();
    let cases = cases();
    assert!(cases.len() > 300);
    let cpu = Device::cpu();
    let mut exact = 0usize;
    let mut total = 0usize;
    for c in &cases {
        let (shape, got) = run(&mut g, c, &cpu);
        let (eshape, want, single) = g.expected(&format!("out_{}", c.name));
        assert_eq!(shape, eshape, "{}: shape", c.name);
        for (k, (&(gr, gi), &(wr, wi))) in got.iter().zip(&want).enumerate() {
            total += 1;
            if gr.to_bits() == wr.to_bits() && gi.to_bits() == wi.to_bits() {
                exact += 1;
            }
            // Dimension-products of exp/sin tables are SciPy's bit for bit; allow 2 ulps for the
            // libm calls per element (same glibc as SciPy on Linux, so in practice exact).
            assert!(
                close(gr, wr, 2.0, single) && close(gi, wi, 2.0, single),
                "{} [{k}]: got ({gr}, {gi}), SciPy ({wr}, {wi})",
                c.name
            );
        }
    }
    eprintln!(
        "{} cases, {exact} of {total} values bit-identical to SciPy",
        cases.len()
    );
}

#[test]
fn fourier_filters_gpu_match_cpu() {
    if !on_gpu() {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to compare the GPU with the CPU");
        return;
    }
    let dev = test_device();
    let mut g = Golden::open();
    let cpu = Device::cpu();
    for c in &cases() {
        let (shape, want) = run(&mut g, c, &cpu);
        let (dshape, got) = run(&mut g, c, &dev);
        assert_eq!(shape, dshape, "{}", c.name);
        let single = c.input.ends_with("f32") || c.input.ends_with("c64");
        // Tables are products computed on the host: Gaussian and uniform are bit-identical;
        // the ellipsoid and the shift use CUDA's sin/cos/sqrt per element.
        let ulps = if matches!(c.func.as_str(), "gaussian" | "uniform") {
            0.0
        } else {
            8.0
        };
        for (k, (&(gr, gi), &(wr, wi))) in got.iter().zip(&want).enumerate() {
            let abs_ok = |a: f64, b: f64| (a - b).abs() <= 1e-13 * 2000.0;
            assert!(
                (close(gr, wr, ulps, single) || (ulps > 0.0 && abs_ok(gr, wr)))
                    && (close(gi, wi, ulps, single) || (ulps > 0.0 && abs_ok(gi, wi))),
                "{} [{k}]: GPU ({gr}, {gi}), CPU ({wr}, {wi})",
                c.name
            );
        }
    }
    // A larger array than one grid pass, 4-D, and a 64-bit-index-free layout.
    let mut r = Rng::new(7);
    let shape = [3usize, 37, 129, 5];
    let n: usize = shape.iter().product();
    let v: Vec<Complex64> = (0..n)
        .map(|_| Complex64::new(r.uniform(), r.uniform()))
        .collect();
    let x = Array::from_vec(v, &shape, &cpu).unwrap();
    let xd = x.to_device(&dev).unwrap();
    let o = FourierOptions { n: 250, axis: 2 };
    let p = [1.5, 2.0, 3.5, 0.7];
    for (name, a, b) in [
        (
            "gaussian",
            fourier_gaussian(&xd, &p, &o).unwrap(),
            fourier_gaussian(&x, &p, &o).unwrap(),
        ),
        (
            "uniform",
            fourier_uniform(&xd, &p, &o).unwrap(),
            fourier_uniform(&x, &p, &o).unwrap(),
        ),
    ] {
        assert_eq!(a.to_vec().unwrap(), b.to_vec().unwrap(), "{name} 4-d");
    }
    // output= of another dtype on the GPU.
    let xr = Array::from_vec(
        (0..n).map(|k| (k % 17) as f64 - 8.0).collect::<Vec<f64>>(),
        &shape,
        &cpu,
    )
    .unwrap();
    let xrd = xr.to_device(&dev).unwrap();
    let mut od = Array::<Complex32>::zeros(&shape, &dev).unwrap();
    let mut oc = Array::<Complex32>::zeros(&shape, &cpu).unwrap();
    fourier_gaussian_into(&xrd, &p, &mut od, &o).unwrap();
    fourier_gaussian_into(&xr, &p, &mut oc, &o).unwrap();
    assert_eq!(
        od.to_vec().unwrap(),
        oc.to_vec().unwrap(),
        "gaussian into c64"
    );
    let a = parts(fourier_shift(&xd, &p, &o).unwrap()).1;
    let b = parts(fourier_shift(&x, &p, &o).unwrap()).1;
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        assert!(
            (x.0 - y.0).abs() < 1e-12 && (x.1 - y.1).abs() < 1e-12,
            "shift 4-d [{k}]"
        );
    }
}

#[test]
fn fourier_errors_like_scipy() {
    let cpu = Device::cpu();
    let o = FourierOptions::default();
    let a4 = Array::from_vec(vec![1.0f64; 16], &[2, 2, 2, 2], &cpu).unwrap();
    assert!(matches!(
        fourier_ellipsoid(&a4, &[1.0], &o),
        Err(Error::Unsupported { .. })
    ));
    // Gaussian works on 4-d.
    assert_eq!(
        fourier_gaussian(&a4, &[1.0], &o).unwrap().shape(),
        &[2, 2, 2, 2]
    );
    let a2 = Array::from_vec(vec![1.0f64; 9], &[3, 3], &cpu).unwrap();
    assert!(matches!(
        fourier_gaussian(&a2, &[1.0, 2.0, 3.0], &o),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(fourier_shift(&a2, &[1.0], &FourierOptions { n: -1, axis: 2 }).is_err());
    let a0 = Array::from_vec(vec![1.0f64], &[], &cpu).unwrap();
    assert!(fourier_uniform(&a0, &[1.0], &o).is_err());
    let e = Array::<f32>::empty(&[0, 3], &cpu).unwrap();
    assert_eq!(fourier_ellipsoid(&e, &[1.0], &o).unwrap().shape(), &[0, 3]);
    // bool input: float64 output, like SciPy.
    let b = Array::from_vec(vec![true, false, true], &[3], &cpu).unwrap();
    let r: Array<f64> = fourier_gaussian(&b, &[0.0], &o).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![1.0, 0.0, 1.0]);
    // output= of another dtype: the same doubles stored as that type.
    let x = Array::from_vec(vec![1.5f64, -2.0, 3.25, 0.5, 7.0], &[5], &cpu).unwrap();
    let r = fourier_gaussian(&x, &[1.3], &o).unwrap().to_vec().unwrap();
    let mut out = Array::<Complex32>::zeros(&[5], &cpu).unwrap();
    fourier_gaussian_into(&x, &[1.3], &mut out, &o).unwrap();
    let want: Vec<Complex32> = r.iter().map(|&v| Complex32::new(v as f32, 0.0)).collect();
    assert_eq!(out.to_vec().unwrap(), want);
    let mut real = Array::<f64>::zeros(&[5], &cpu).unwrap();
    assert!(matches!(
        fourier_shift_into(&x, &[1.0], &mut real, &o),
        Err(Error::DTypeMismatch { .. })
    ));
    let z = Array::from_vec(vec![Complex64::new(1.0, 2.0); 5], &[5], &cpu).unwrap();
    assert!(matches!(
        fourier_uniform_into(&z, &[1.0], &mut real, &o),
        Err(Error::DTypeMismatch { .. })
    ));
    let mut short = Array::<f64>::zeros(&[4], &cpu).unwrap();
    assert!(matches!(
        fourier_ellipsoid_into(&x, &[1.0], &mut short, &o),
        Err(Error::ShapeMismatch { .. })
    ));
}
