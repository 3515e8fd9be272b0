//! Reading the golden data under `tests/golden/data/` (written by `tests/golden/generate.py`).

use gsci_core::{Complex32, Complex64, Element, bf16, f16};
use ndarray::ArrayD;
use ndarray_npy::{NpzReader, ReadNpyExt, ReadableElement};
use std::fs::File;
use std::path::{Path, PathBuf};

/// The environment variable that points the tests at another copy of `tests/golden/data/` (for
/// test binaries built on one machine and run on another).
pub const GOLDEN_DIR_ENV: &str = "GSCI_GOLDEN_DIR";

/// The golden data folder: `$GSCI_GOLDEN_DIR` when set; else this crate's `golden/data` where it
/// was built; else `tests/golden/data` under the current directory (a repository root).
fn golden_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(GOLDEN_DIR_ENV).filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    let built = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("golden")
        .join("data");
    if built.is_dir() {
        built
    } else {
        PathBuf::from("tests").join("golden").join("data")
    }
}

/// The path of a golden data file, relative to `tests/golden/data/` (see [`GOLDEN_DIR_ENV`]).
pub fn golden_path(name: &str) -> PathBuf {
    golden_dir().join(name)
}

/// An element type as the golden files store it. NumPy's dtypes are stored as themselves, except
/// float16 (ndarray-npy cannot read it) and bfloat16 (NumPy has none): both as their `uint16`
/// bit patterns.
pub trait NpyElement: Element {
    /// The type in the file.
    type Stored: ReadableElement + Copy;
    /// The element a stored value stands for.
    fn from_stored(stored: Self::Stored) -> Self;
}

macro_rules! npy_as_itself {
    ($($t:ty),*) => {
        $(impl NpyElement for $t {
            type Stored = $t;
            fn from_stored(stored: $t) -> $t {
                stored
            }
        })*
    };
}
npy_as_itself!(
    bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, Complex32, Complex64
);

impl NpyElement for f16 {
    type Stored = u16;
    fn from_stored(bits: u16) -> f16 {
        f16::from_bits(bits)
    }
}

impl NpyElement for bf16 {
    type Stored = u16;
    fn from_stored(bits: u16) -> bf16 {
        bf16::from_bits(bits)
    }
}

/// Reads a golden `.npy` file (path relative to `tests/golden/data/`).
///
/// # Panics
/// If the file is missing, unreadable, or of another dtype.
pub fn load_npy<T: NpyElement>(name: &str) -> ArrayD<T> {
    let path = golden_path(name);
    let file = File::open(&path).unwrap_or_else(|e| {
        panic!(
            "golden file {} cannot be opened ({e}); run tests/golden/generate.py",
            path.display()
        )
    });
    let stored = ArrayD::<T::Stored>::read_npy(file).unwrap_or_else(|e| {
        panic!(
            "golden file {} is not a {} array: {e}",
            path.display(),
            T::DTYPE
        )
    });
    stored.mapv(T::from_stored)
}

/// A golden `.npz` archive.
pub struct Npz {
    reader: NpzReader<File>,
    path: PathBuf,
}

impl Npz {
    /// Opens a golden `.npz` file (path relative to `tests/golden/data/`).
    ///
    /// # Panics
    /// If it is missing or not a zip archive.
    pub fn open(name: &str) -> Npz {
        let path = golden_path(name);
        let file = File::open(&path).unwrap_or_else(|e| {
            panic!(
                "golden file {} cannot be opened ({e}); run tests/golden/generate.py",
                path.display()
            )
        });
        let reader = NpzReader::new(file)
            .unwrap_or_else(|e| panic!("golden file {} is not an npz: {e}", path.display()));
        Npz { reader, path }
    }

    /// The names of the arrays in the archive (without `.npy`), sorted.
    pub fn names(&mut self) -> Vec<String> {
        let mut names = self
            .reader
            .names()
            .unwrap_or_else(|e| panic!("{}: cannot list arrays: {e}", self.path.display()));
        names.sort();
        names
    }

    /// The array `key`.
    ///
    /// # Panics
    /// If there is no such array or it has another dtype.
    pub fn array<T: NpyElement>(&mut self, key: &str) -> ArrayD<T> {
        let stored: ArrayD<T::Stored> = self.reader.by_name(key).unwrap_or_else(|e| {
            panic!(
                "{}: array {key:?} as {} (stored as {}): {e}",
                self.path.display(),
                T::DTYPE,
                std::any::type_name::<T::Stored>()
            )
        });
        stored.mapv(T::from_stored)
    }

    /// The array `key`, flattened in C order.
    pub fn vec<T: NpyElement>(&mut self, key: &str) -> Vec<T> {
        self.array::<T>(key).iter().copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float16_is_read_from_its_bits() {
        // NumPy's float16 values 1.0 and -2.5 have bits 0x3C00 and 0xC100; from_bool's
        // float16 output is [0, 1, 1, 0, 1].
        assert_eq!(f16::from_stored(0x3C00), f16::ONE);
        assert_eq!(f16::from_stored(0xC100), f16::from_f32(-2.5));
        let out: Vec<f16> = Npz::open("astype/from_bool.npz").vec("out_float16");
        let want: Vec<f16> = [0.0f32, 1.0, 1.0, 0.0, 1.0]
            .iter()
            .map(|&x| f16::from_f32(x))
            .collect();
        assert_eq!(out, want);
    }

    #[test]
    fn wrong_dtype_is_refused() {
        let r = std::panic::catch_unwind(|| {
            Npz::open("astype/from_int8.npz").vec::<f64>("in_int16");
        });
        assert!(r.is_err());
    }
}
