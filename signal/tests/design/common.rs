//! Golden-data access and comparisons shared by the design tests.

use std::collections::BTreeMap;
use std::fs::File;

use ndarray::ArrayD;
use ndarray_npy::NpzReader;

/// One golden case: its function label, its scalar arguments and its named arrays.
pub struct Case {
    pub id: String,
    pub func: String,
    pub args: Vec<f64>,
    pub parts: BTreeMap<String, ArrayD<f64>>,
}

impl Case {
    pub fn part(&self, name: &str) -> &ArrayD<f64> {
        self.parts
            .get(name)
            .unwrap_or_else(|| panic!("{}: no part {name}", self.id))
    }
    pub fn vec(&self, name: &str) -> Vec<f64> {
        self.part(name).iter().copied().collect()
    }
    /// A complex part (stored with a trailing axis of 2).
    pub fn cvec(&self, name: &str) -> Vec<num_complex::Complex64> {
        let a = self.part(name);
        let v: Vec<f64> = a.iter().copied().collect();
        v.chunks(2)
            .map(|c| num_complex::Complex64::new(c[0], c[1]))
            .collect()
    }
    pub fn shape(&self, name: &str) -> Vec<usize> {
        self.part(name).shape().to_vec()
    }
}

/// All cases of `signal/golden/data/<file>`, in order.
pub fn cases(file: &str) -> Vec<Case> {
    let path = crate::shared::golden_dir().join(file);
    let f = File::open(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run signal/golden/generate_design.py",
            path.display()
        )
    });
    let mut npz = NpzReader::new(f).unwrap();
    let mut names = npz.names().unwrap();
    names.sort();
    let mut out: Vec<Case> = Vec::new();
    for name in names {
        let name = name.trim_end_matches(".npy").to_string();
        let mut it = name.splitn(3, '.');
        let (id, func, part) = (
            it.next().unwrap().to_string(),
            it.next().unwrap().to_string(),
            it.next().unwrap().to_string(),
        );
        let arr: ArrayD<f64> = npz.by_name(&name).unwrap();
        if out.last().is_none_or(|c| c.id != id) {
            out.push(Case {
                id: id.clone(),
                func: func.clone(),
                args: Vec::new(),
                parts: BTreeMap::new(),
            });
        }
        let c = out.last_mut().unwrap();
        if part == "args" {
            c.args = arr.iter().copied().collect();
        } else {
            c.parts.insert(part, arr);
        }
    }
    out
}

/// Relative tolerance of the design comparisons.
pub const RTOL: f64 = 1e-12;

/// `got` equals `want` elementwise within `rtol * |want| + 1e-13 * max|want|`.
pub fn assert_close(what: &str, got: &[f64], want: &[f64], rtol: f64) {
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: length {} vs {}",
        got.len(),
        want.len()
    );
    let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if w.is_nan() {
            assert!(g.is_nan(), "{what}[{i}]: got {g}, want NaN");
            continue;
        }
        if w.is_infinite() {
            assert_eq!(g, w, "{what}[{i}]");
            continue;
        }
        let tol = rtol * w.abs() + rtol * 0.1 * scale;
        assert!(
            (g - w).abs() <= tol,
            "{what}[{i}]: got {g:e}, want {w:e} (diff {:e}, tol {tol:e})",
            (g - w).abs()
        );
    }
}

/// Complex version of [`assert_close`] (relative to the largest modulus for the floor).
pub fn assert_close_c(
    what: &str,
    got: &[num_complex::Complex64],
    want: &[num_complex::Complex64],
    rtol: f64,
) {
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: length {} vs {}",
        got.len(),
        want.len()
    );
    let scale = want.iter().fold(0.0f64, |m, v| m.max(v.norm()));
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let tol = rtol * w.norm() + rtol * 0.1 * scale;
        assert!(
            (g - w).norm() <= tol,
            "{what}[{i}]: got {g}, want {w} (diff {:e}, tol {tol:e})",
            (g - w).norm()
        );
    }
}

/// Roots sorted for comparison: by real part, then imaginary part, after rounding away noise
/// at 1e-9 relative so that conjugate pairs and near-equal reals order the same on both sides.
pub fn sort_roots(v: &[num_complex::Complex64]) -> Vec<num_complex::Complex64> {
    let scale = v.iter().fold(1e-300f64, |m, z| m.max(z.norm()));
    let q = |x: f64| (x / scale * 1e8).round();
    let mut s = v.to_vec();
    s.sort_by(|a, b| (q(a.re), q(a.im)).partial_cmp(&(q(b.re), q(b.im))).unwrap());
    s
}
