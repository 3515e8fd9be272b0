//! Shared helpers: golden data, arrays, comparisons.

use gsci_signal::{Array, Complex64, Device, FilterElement};
use ndarray::ArrayD;
use ndarray_npy::{NpzReader, ReadableElement};
use std::fs::File;
use std::path::PathBuf;

/// The environment variable naming another copy of signal/golden/data.
pub const GOLDEN_ENV: &str = "GSCI_SIGNAL_GOLDEN_DIR";

/// signal/golden/data: `$GSCI_SIGNAL_GOLDEN_DIR`, else where the crate was built, else
/// `signal/golden/data` under the current directory (a repository root).
pub fn golden_dir() -> PathBuf {
    if let Some(d) = std::env::var_os(GOLDEN_ENV).filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    let built = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden/data");
    if built.is_dir() {
        built
    } else {
        PathBuf::from("signal/golden/data")
    }
}

pub struct Npz {
    reader: NpzReader<File>,
    names: Vec<String>,
}

impl Npz {
    pub fn open(name: &str) -> Npz {
        let path = golden_dir().join(name);
        let file = File::open(&path).unwrap_or_else(|e| {
            panic!(
                "{} cannot be opened ({e}); run signal/golden/generate_filtering.py",
                path.display()
            )
        });
        let mut reader = NpzReader::new(file).expect("npz");
        let names = reader
            .names()
            .expect("npz names")
            .into_iter()
            .map(|n| n.trim_end_matches(".npy").to_string())
            .collect();
        Npz { reader, names }
    }

    pub fn has(&self, key: &str) -> bool {
        self.names.iter().any(|n| n == key)
    }

    pub fn get<T: ReadableElement>(&mut self, key: &str) -> ArrayD<T> {
        self.reader
            .by_name(&format!("{key}.npy"))
            .unwrap_or_else(|e| panic!("{key}: {e}"))
    }

    pub fn int(&mut self, key: &str) -> i64 {
        self.get::<i64>(key).iter().next().copied().expect("scalar")
    }

    /// The distinct case prefixes `p<k>` present (keys `p<k>_...`), in order of k.
    pub fn cases(&self, p: &str) -> Vec<String> {
        let mut ks: Vec<usize> = self
            .names
            .iter()
            .filter_map(|n| n.strip_prefix(p))
            .filter_map(|r| r.split('_').next())
            .filter_map(|k| k.parse().ok())
            .collect();
        ks.sort_unstable();
        ks.dedup();
        ks.into_iter().map(|k| format!("{p}{k}")).collect()
    }
}

/// A golden array on a device.
pub fn to_device<T: FilterElement>(a: &ArrayD<T>, d: &Device) -> Array<T> {
    Array::from_ndarray(a, d).expect("from_ndarray")
}

/// max |out - ref| / max |ref|, in f64.
pub fn rel_max<T: FilterElement>(out: &[T], reference: &[T]) -> f64 {
    assert_eq!(out.len(), reference.len(), "lengths differ");
    let scale = reference.iter().map(|v| v.abs_f64()).fold(0.0, f64::max);
    assert!(scale > 0.0, "all-zero reference");
    let err = out
        .iter()
        .zip(reference)
        .map(|(o, r)| (*o - *r).abs_f64())
        .fold(
            0.0,
            |m: f64, e| if e.is_nan() { f64::NAN } else { m.max(e) },
        );
    err / scale
}

pub fn assert_close<T: FilterElement>(ctx: &str, out: &Array<T>, reference: &[T], tol: f64) {
    let o = out.to_vec().expect("to_vec");
    let e = rel_max(&o, reference);
    assert!(
        e <= tol,
        "{ctx}: error {e:.3e} > {tol:.1e} ({} elements)",
        o.len()
    );
}

/// The tolerance of a dtype against a float64/float32 SciPy reference.
pub fn tol<T: FilterElement>() -> f64 {
    match T::DTYPE {
        gsci_signal::DType::F32 | gsci_signal::DType::C64 => 2e-5,
        _ => 1e-12,
    }
}

/// Deterministic pseudo-random values in [-1, 1) (SplitMix64).
pub fn rand_vec<T: FilterElement>(seed: u64, n: usize) -> Vec<T> {
    let mut s = seed;
    let mut next = || {
        s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    };
    (0..n)
        .map(|_| {
            let re = next();
            let im = next();
            T::from_c64(Complex64::new(re, im))
        })
        .collect()
}
