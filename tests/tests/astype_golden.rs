//! `Array::astype` for every ordered pair of the 15 dtypes against NumPy 2.4.6 (golden data from
//! `tests/golden/generate.py`), bit for bit (any NaN matches any NaN).
//!
//! - Both dtypes in NumPy: the CPU result must equal NumPy's `astype`.
//! - bfloat16 source: NumPy's float32 `astype` of the same values (bfloat16 -> float32 is exact).
//! - bfloat16 target: `half::bf16::from_f32` of NumPy's float32 result (bfloat16 rounds from
//!   float32 to nearest even; from float64 gsci rounds through float32, as the GPU does).
//!
//! With `GSCI_TEST_DEVICE=cuda` the same casts run on the GPU and must equal the CPU's.
//! Test names: `from_<src>::to_<dst>`.

use gsci_core::{Array, Complex32, Complex64, DType, Device, Element, bf16, f16};
use gsci_tests::{NpyElement, Npz, cast_report, test_device};
use std::any::Any;

/// `v` as a `Vec<B>` when `A` and `B` are the same type.
fn same_type<A: 'static, B: 'static>(v: Vec<A>) -> Vec<B> {
    *(Box::new(v) as Box<dyn Any>)
        .downcast::<Vec<B>>()
        .expect("called only when the types are equal")
}

/// The inputs of the cast `S -> D` and the expected results.
fn reference<S: NpyElement, D: NpyElement>() -> (Vec<S>, Vec<D>) {
    let mut npz = Npz::open(&format!("astype/from_{}.npz", S::DTYPE.name()));
    if D::DTYPE == DType::BF16 && S::DTYPE != DType::BF16 {
        let inputs = npz.vec::<S>("in_float32");
        let want: Vec<bf16> = npz
            .vec::<f32>("out_float32")
            .into_iter()
            .map(bf16::from_f32)
            .collect();
        return (inputs, same_type(want));
    }
    let dst = D::DTYPE.name();
    (
        npz.vec::<S>(&format!("in_{dst}")),
        npz.vec::<D>(&format!("out_{dst}")),
    )
}

/// `inputs.astype::<D>()` on `device`, read back to the host.
fn cast_on<S: Element, D: Element>(inputs: &[S], device: &Device) -> Vec<D> {
    let a = Array::from_slice_1d(inputs, device).expect("upload");
    let b = a.astype::<D>().expect("astype");
    assert_eq!(b.shape(), a.shape());
    assert_eq!(b.dtype(), D::DTYPE);
    assert_eq!(b.device(), device);
    b.to_vec().expect("download")
}

fn check<S: NpyElement, D: NpyElement>() {
    let (inputs, want) = reference::<S, D>();
    assert!(
        !inputs.is_empty(),
        "no golden inputs for {} -> {}",
        S::DTYPE,
        D::DTYPE
    );
    let cpu = cast_on::<S, D>(&inputs, &Device::cpu());
    let mut failures: Vec<String> = cast_report("gsci CPU vs NumPy", &inputs, &cpu, &want)
        .into_iter()
        .collect();
    let device = test_device();
    if device.is_cuda() {
        let gpu = cast_on::<S, D>(&inputs, &device);
        if let Some(r) = cast_report(&format!("gsci {device} vs gsci CPU"), &inputs, &gpu, &cpu) {
            failures.push(r);
        }
        if !failures.is_empty() {
            // Which backend is right, for the report.
            let r = cast_report(&format!("gsci {device} vs NumPy"), &inputs, &gpu, &want);
            failures.push(r.unwrap_or_else(|| format!("gsci {device} agrees with NumPy\n")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.concat());
}

/// One test module per source dtype (`from_<src>`), one test per target (`to_<dst>`).
macro_rules! astype_pairs {
    ($($from:ident $to:ident: $t:ty),* $(,)?) => {
        astype_pairs!(@sources [$($to: $t),*] $($from: $t),*);
    };
    (@sources $targets:tt $($from:ident: $s:ty),*) => {
        $(astype_pairs!(@targets $from: $s, $targets);)*
    };
    (@targets $from:ident: $s:ty, [$($to:ident: $d:ty),*]) => {
        mod $from {
            use super::*;
            $(
                #[test]
                fn $to() {
                    check::<$s, $d>();
                }
            )*
        }
    };
}

astype_pairs!(
    from_bool to_bool: bool,
    from_int8 to_int8: i8,
    from_int16 to_int16: i16,
    from_int32 to_int32: i32,
    from_int64 to_int64: i64,
    from_uint8 to_uint8: u8,
    from_uint16 to_uint16: u16,
    from_uint32 to_uint32: u32,
    from_uint64 to_uint64: u64,
    from_float16 to_float16: f16,
    from_bfloat16 to_bfloat16: bf16,
    from_float32 to_float32: f32,
    from_float64 to_float64: f64,
    from_complex64 to_complex64: Complex32,
    from_complex128 to_complex128: Complex64,
);

/// The golden files hold an input and an output for every pair, written by the pinned NumPy.
#[test]
fn golden_data_is_complete() {
    let versions =
        std::fs::read_to_string(gsci_tests::golden_path("VERSIONS.json")).expect("VERSIONS.json");
    assert!(versions.contains("\"numpy\": \"2.4.6\""), "{versions}");
    for src in DType::ALL {
        let mut names = Npz::open(&format!("astype/from_{}.npz", src.name())).names();
        let mut expected: Vec<String> = DType::ALL
            .iter()
            .filter(|&&d| d != DType::BF16 || src == DType::BF16)
            .flat_map(|d| [format!("in_{}", d.name()), format!("out_{}", d.name())])
            .collect();
        expected.sort();
        names.sort();
        assert_eq!(names, expected, "arrays of from_{}.npz", src.name());
    }
}

/// The data holds the cases the casts are known to get wrong when done carelessly.
#[test]
fn golden_data_has_the_hard_cases() {
    let mut npz = Npz::open("astype/from_float64.npz");
    let to_f16 = npz.vec::<f64>("in_float16");
    // Double-rounding traps (float64 -> float32 -> float16 differs from float64 -> float16).
    assert!(to_f16.contains(&(1.0 + 2f64.powi(-11) + 2f64.powi(-40))));
    assert!(to_f16.contains(&65519.999999));
    assert!(to_f16.iter().any(|x| x.is_nan()) && to_f16.contains(&f64::NEG_INFINITY));
    let to_u64 = npz.vec::<f64>("in_uint64");
    assert!(
        to_u64.contains(&18446744073709549568.0),
        "largest f64 below 2^64"
    );
    assert!(to_u64.iter().all(|x| x.is_finite() && *x > -1.0));
    let mut npz = Npz::open("astype/from_int64.npz");
    let to_f32 = npz.vec::<i64>("in_float32");
    assert!(to_f32.contains(&((1 << 24) + 1)) && to_f32.contains(&i64::MIN));
}
