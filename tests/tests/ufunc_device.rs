//! Every ufunc on the device under test against the CPU backend, over several dtypes, with
//! non-contiguous (transposed) and broadcast operands.
//!
//! On the CPU this compares the CPU with itself through different layouts (contiguous copies vs
//! transposed views), which still checks the strided paths. With `GSCI_TEST_DEVICE=cuda` it checks
//! the generated CUDA kernels: integer, bool and exact float results must match bit for bit;
//! transcendental functions may differ by a few ulp (CUDA's libdevice vs glibc).

use gsci_core::ufunc::{BinaryOp, DynArray, UnaryOp, binary, unary};
use gsci_core::{Array, Complex32, Complex64, DType, Device, Element, Scalar, bf16, f16};
use gsci_tests::{random_vec, seeded, test_device};

const ROWS: usize = 37;
const COLS: usize = 41;

/// A transposed (COLS, ROWS) view on `device`, and the same values as a contiguous CPU array.
fn operand<T: Element>(seed: u64, device: &Device) -> (DynArray, DynArray) {
    let mut rng = seeded(seed);
    let data: Vec<T> = random_vec(&mut rng, ROWS * COLS);
    let cpu = Array::from_vec(data.clone(), &[ROWS, COLS], &Device::cpu()).unwrap();
    let dev = Array::from_vec(data, &[ROWS, COLS], device).unwrap();
    let cpu_t = cpu.transpose().unwrap().copy().unwrap();
    let dev_t = dev.transpose().unwrap();
    (DynArray::from(cpu_t), DynArray::from(dev_t))
}

/// A broadcast row of length ROWS (to pair with the (COLS, ROWS) operands).
fn row<T: Element>(seed: u64, device: &Device) -> (DynArray, DynArray) {
    let mut rng = seeded(seed);
    let data: Vec<T> = random_vec(&mut rng, ROWS);
    let cpu = Array::from_vec(data.clone(), &[ROWS], &Device::cpu()).unwrap();
    let dev = Array::from_vec(data, &[ROWS], device).unwrap();
    (DynArray::from(cpu), DynArray::from(dev))
}

fn make(dtype: DType, seed: u64, device: &Device, broadcast_row: bool) -> (DynArray, DynArray) {
    macro_rules! pick {
        ($($d:ident => $t:ty),*) => {
            match dtype {
                $(DType::$d => if broadcast_row { row::<$t>(seed, device) } else { operand::<$t>(seed, device) },)*
            }
        };
    }
    pick!(Bool => bool, I8 => i8, I16 => i16, I32 => i32, I64 => i64, U8 => u8, U16 => u16,
          U32 => u32, U64 => u64, F16 => f16, BF16 => bf16, F32 => f32, F64 => f64,
          C64 => Complex32, C128 => Complex64)
}

fn eps(dtype: DType) -> f64 {
    match dtype {
        DType::F16 => 2f64.powi(-10),
        DType::BF16 => 2f64.powi(-7),
        DType::F32 | DType::C64 => f32::EPSILON as f64,
        _ => f64::EPSILON,
    }
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    if a.is_infinite() || b.is_infinite() {
        return a == b;
    }
    (a - b).abs() <= tol * a.abs().max(b.abs()).max(f64::MIN_POSITIVE)
}

/// Compares two results element by element; `ulps` scales the tolerance for float outputs.
fn compare(what: &str, want: &DynArray, got: &DynArray, ulps: f64) -> Result<(), String> {
    if want.dtype() != got.dtype() || want.shape() != got.shape() {
        return Err(format!(
            "{what}: {} {:?} on the CPU vs {} {:?}",
            want.dtype(),
            want.shape(),
            got.dtype(),
            got.shape()
        ));
    }
    let tol = ulps * eps(want.dtype());
    let (w, g) = (want.to_scalars().unwrap(), got.to_scalars().unwrap());
    for (i, (x, y)) in w.iter().zip(&g).enumerate() {
        let ok = match (x, y) {
            (Scalar::Float(a), Scalar::Float(b)) => close(*a, *b, tol),
            (Scalar::Complex(ar, ai), Scalar::Complex(br, bi)) => {
                let scale = ar.abs().max(ai.abs());
                let near = |p: f64, q: f64| {
                    close(p, q, tol) || (p - q).abs() <= tol * scale || (p.is_nan() && q.is_nan())
                };
                near(*ar, *br) && near(*ai, *bi)
            }
            _ => x == y,
        };
        if !ok {
            return Err(format!("{what}: element {i}: CPU {x:?}, device {y:?}"));
        }
    }
    Ok(())
}

/// Ops whose results are correctly rounded (or exact) on both backends.
fn exact_unary(op: UnaryOp) -> bool {
    use UnaryOp::*;
    matches!(
        op,
        Negative
            | Positive
            | Absolute
            | Sign
            | LogicalNot
            | Invert
            | Sqrt
            | Square
            | Floor
            | Ceil
            | Trunc
            | Rint
            | Isnan
            | Isinf
            | Isfinite
            | Signbit
            | Conjugate
            | Real
            | Imag
    )
}

const DTYPES: [DType; 9] = [
    DType::Bool,
    DType::I8,
    DType::U8,
    DType::I32,
    DType::I64,
    DType::F16,
    DType::F32,
    DType::F64,
    DType::C128,
];

#[test]
fn unary_ops_match_the_cpu() {
    let device = test_device();
    let mut failures = Vec::new();
    let mut ran = 0;
    for (k, &dtype) in DTYPES
        .iter()
        .chain([DType::C64, DType::BF16].iter())
        .enumerate()
    {
        let (cpu, dev) = make(dtype, 100 + k as u64, &device, false);
        for op in UnaryOp::ALL {
            let want = unary(op, &cpu);
            let got = unary(op, &dev);
            match (want, got) {
                (Err(_), Err(_)) => {}
                (Ok(w), Ok(g)) => {
                    ran += 1;
                    // Complex abs/sign/sqrt go through hypot, which is not correctly rounded
                    // (CUDA's and libm's differ by an ulp).
                    let via_hypot = dtype.is_complex()
                        && matches!(op, UnaryOp::Absolute | UnaryOp::Sign | UnaryOp::Sqrt);
                    let ulps = if exact_unary(op) && !via_hypot {
                        0.0
                    } else {
                        8.0
                    };
                    if let Err(e) = compare(&format!("{}({dtype})", op.name()), &w, &g, ulps) {
                        failures.push(e);
                    }
                }
                (w, g) => failures.push(format!(
                    "{}({dtype}): CPU {:?} vs device {:?}",
                    op.name(),
                    w.err().map(|e| e.to_string()),
                    g.err().map(|e| e.to_string())
                )),
            }
        }
    }
    eprintln!("unary: {ran} op/dtype combinations compared on {device}");
    assert!(ran > 300, "only {ran} combinations ran");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn binary_ops_match_the_cpu() {
    let device = test_device();
    let mut failures = Vec::new();
    let mut ran = 0;
    let pairs: Vec<(DType, DType)> = DTYPES
        .iter()
        .map(|&d| (d, d))
        .chain([
            (DType::I32, DType::F32),
            (DType::U8, DType::I8),
            (DType::F32, DType::F64),
            (DType::F64, DType::C128),
            (DType::Bool, DType::I64),
        ])
        .collect();
    for (k, &(da, db)) in pairs.iter().enumerate() {
        let (a_cpu, a_dev) = make(da, 200 + k as u64, &device, false);
        let (b_cpu, b_dev) = make(db, 300 + k as u64, &device, true);
        for op in BinaryOp::ALL {
            let want = binary(op, &a_cpu, &b_cpu);
            let got = binary(op, &a_dev, &b_dev);
            let ulps = match op {
                BinaryOp::Power | BinaryOp::Arctan2 | BinaryOp::Hypot => 8.0,
                // Complex division and multiplication round differently with FMA contraction.
                BinaryOp::Divide | BinaryOp::Multiply if da.is_complex() || db.is_complex() => 8.0,
                _ => 0.0,
            };
            match (want, got) {
                (Err(_), Err(_)) => {}
                (Ok(w), Ok(g)) => {
                    ran += 1;
                    if let Err(e) = compare(&format!("{op:?}({da}, {db})"), &w, &g, ulps) {
                        failures.push(e);
                    }
                }
                (w, g) => failures.push(format!(
                    "{op:?}({da}, {db}): CPU {:?} vs device {:?}",
                    w.err().map(|e| e.to_string()),
                    g.err().map(|e| e.to_string())
                )),
            }
        }
    }
    eprintln!("binary: {ran} op/dtype combinations compared on {device}");
    assert!(ran > 200, "only {ran} combinations ran");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn operators_and_weak_scalars_on_device() {
    let device = test_device();
    let mut rng = seeded(7);
    let host: Vec<f32> = random_vec(&mut rng, 1 << 20);
    let a = Array::from_slice(&host, &[1 << 20], &device).unwrap();
    let b = ((&a * 2.0).unwrap() + 1.0).unwrap();
    assert_eq!(b.dtype(), DType::F32);
    let got = b.to_vec().unwrap();
    for (g, x) in got.iter().zip(&host) {
        assert_eq!(*g, x * 2.0 + 1.0);
    }
}
