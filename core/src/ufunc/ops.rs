//! The ufuncs and NumPy's loop rules: which input dtype each op computes in and which dtype it
//! returns, for every input dtype.

use super::promotion::{Casting, can_cast};
use crate::dtype::DType;
use crate::error::{Error, Result};

/// Elementwise functions of one array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    Negative,
    Positive,
    Absolute,
    Sign,
    LogicalNot,
    /// `bitwise_not` / `invert`.
    Invert,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sqrt,
    Cbrt,
    Square,
    Reciprocal,
    Sin,
    Cos,
    Tan,
    Arcsin,
    Arccos,
    Arctan,
    Sinh,
    Cosh,
    Tanh,
    Arcsinh,
    Arccosh,
    Arctanh,
    Deg2rad,
    Rad2deg,
    Floor,
    Ceil,
    Trunc,
    Rint,
    Isnan,
    Isinf,
    Isfinite,
    Signbit,
    /// `conjugate` / `conj`.
    Conjugate,
    /// `numpy.real` (a copy).
    Real,
    /// `numpy.imag` (a copy; zeros for real input).
    Imag,
    /// `numpy.angle(z)` in radians.
    Angle,
    /// `numpy.angle(z, deg=True)`.
    AngleDeg,
}

/// Elementwise functions of two arrays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Subtract,
    Multiply,
    /// `divide` / `true_divide`.
    Divide,
    FloorDivide,
    /// Python's `%`: the result has the sign of the divisor.
    Remainder,
    /// C's `fmod`: the result has the sign of the dividend.
    Fmod,
    Power,
    Equal,
    NotEqual,
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    LogicalAnd,
    LogicalOr,
    LogicalXor,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
    LeftShift,
    RightShift,
    Arctan2,
    Hypot,
    /// NaN-propagating maximum.
    Maximum,
    /// NaN-propagating minimum.
    Minimum,
    /// NaN-ignoring maximum.
    Fmax,
    /// NaN-ignoring minimum.
    Fmin,
    Copysign,
    Nextafter,
    /// `x * 2**i`; the second operand is an integer.
    Ldexp,
}

impl UnaryOp {
    /// NumPy's name.
    pub fn name(self) -> &'static str {
        use UnaryOp::*;
        match self {
            Negative => "negative",
            Positive => "positive",
            Absolute => "absolute",
            Sign => "sign",
            LogicalNot => "logical_not",
            Invert => "invert",
            Exp => "exp",
            Exp2 => "exp2",
            Expm1 => "expm1",
            Log => "log",
            Log2 => "log2",
            Log10 => "log10",
            Log1p => "log1p",
            Sqrt => "sqrt",
            Cbrt => "cbrt",
            Square => "square",
            Reciprocal => "reciprocal",
            Sin => "sin",
            Cos => "cos",
            Tan => "tan",
            Arcsin => "arcsin",
            Arccos => "arccos",
            Arctan => "arctan",
            Sinh => "sinh",
            Cosh => "cosh",
            Tanh => "tanh",
            Arcsinh => "arcsinh",
            Arccosh => "arccosh",
            Arctanh => "arctanh",
            Deg2rad => "deg2rad",
            Rad2deg => "rad2deg",
            Floor => "floor",
            Ceil => "ceil",
            Trunc => "trunc",
            Rint => "rint",
            Isnan => "isnan",
            Isinf => "isinf",
            Isfinite => "isfinite",
            Signbit => "signbit",
            Conjugate => "conjugate",
            Real => "real",
            Imag => "imag",
            Angle => "angle",
            AngleDeg => "angle_deg",
        }
    }

    /// Every unary op (for tests and kernel registration).
    pub const ALL: [UnaryOp; 44] = {
        use UnaryOp::*;
        [
            Negative, Positive, Absolute, Sign, LogicalNot, Invert, Exp, Exp2, Expm1, Log, Log2,
            Log10, Log1p, Sqrt, Cbrt, Square, Reciprocal, Sin, Cos, Tan, Arcsin, Arccos, Arctan,
            Sinh, Cosh, Tanh, Arcsinh, Arccosh, Arctanh, Deg2rad, Rad2deg, Floor, Ceil, Trunc,
            Rint, Isnan, Isinf, Isfinite, Signbit, Conjugate, Real, Imag, Angle, AngleDeg,
        ]
    };
}

impl BinaryOp {
    /// NumPy's name.
    pub fn name(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "add",
            Subtract => "subtract",
            Multiply => "multiply",
            Divide => "divide",
            FloorDivide => "floor_divide",
            Remainder => "remainder",
            Fmod => "fmod",
            Power => "power",
            Equal => "equal",
            NotEqual => "not_equal",
            Less => "less",
            LessEqual => "less_equal",
            Greater => "greater",
            GreaterEqual => "greater_equal",
            LogicalAnd => "logical_and",
            LogicalOr => "logical_or",
            LogicalXor => "logical_xor",
            BitwiseAnd => "bitwise_and",
            BitwiseOr => "bitwise_or",
            BitwiseXor => "bitwise_xor",
            LeftShift => "left_shift",
            RightShift => "right_shift",
            Arctan2 => "arctan2",
            Hypot => "hypot",
            Maximum => "maximum",
            Minimum => "minimum",
            Fmax => "fmax",
            Fmin => "fmin",
            Copysign => "copysign",
            Nextafter => "nextafter",
            Ldexp => "ldexp",
        }
    }

    /// Every binary op.
    pub const ALL: [BinaryOp; 31] = {
        use BinaryOp::*;
        [
            Add,
            Subtract,
            Multiply,
            Divide,
            FloorDivide,
            Remainder,
            Fmod,
            Power,
            Equal,
            NotEqual,
            Less,
            LessEqual,
            Greater,
            GreaterEqual,
            LogicalAnd,
            LogicalOr,
            LogicalXor,
            BitwiseAnd,
            BitwiseOr,
            BitwiseXor,
            LeftShift,
            RightShift,
            Arctan2,
            Hypot,
            Maximum,
            Minimum,
            Fmax,
            Fmin,
            Copysign,
            Nextafter,
            Ldexp,
        ]
    };

    /// Whether the op is a comparison (bool result, any input).
    pub(crate) fn is_comparison(self) -> bool {
        use BinaryOp::*;
        matches!(
            self,
            Equal | NotEqual | Less | LessEqual | Greater | GreaterEqual
        )
    }
}

// Loop lists in NumPy's search order (bfloat16 right after float16, as ml_dtypes registers it).
use DType::*;
const ALL_LOOPS: &[DType] = &[
    Bool, I8, U8, I16, U16, I32, U32, I64, U64, F16, BF16, F32, F64, C64, C128,
];
const NUM_LOOPS: &[DType] = &[
    I8, U8, I16, U16, I32, U32, I64, U64, F16, BF16, F32, F64, C64, C128,
];
const REAL_NUM_LOOPS: &[DType] = &[I8, U8, I16, U16, I32, U32, I64, U64, F16, BF16, F32, F64];
const FLOAT_LOOPS: &[DType] = &[F16, BF16, F32, F64, C64, C128];
const REAL_FLOAT_LOOPS: &[DType] = &[F16, BF16, F32, F64];
const ROUNDING_LOOPS: &[DType] = &[
    Bool, I8, U8, I16, U16, I32, U32, I64, U64, F16, BF16, F32, F64,
];
const BIT_LOOPS: &[DType] = &[Bool, I8, U8, I16, U16, I32, U32, I64, U64];
const INT_LOOPS: &[DType] = &[I8, U8, I16, U16, I32, U32, I64, U64];

/// The first loop dtype `d` casts to safely (NumPy's linear loop search).
fn search(loops: &[DType], d: DType) -> Option<DType> {
    search2(loops, d, d)
}

/// The first loop dtype both inputs cast to safely. NumPy searches with each input's own dtype,
/// not their promotion: `arctan2(int8, uint8)` runs the float16 loop although int8 and uint8
/// promote to int16.
fn search2(loops: &[DType], a: DType, b: DType) -> Option<DType> {
    loops
        .iter()
        .copied()
        .find(|&l| can_cast(a, l, Casting::Safe) && can_cast(b, l, Casting::Safe))
}

fn no_loop(op: &'static str, d: DType) -> Error {
    Error::unsupported(
        format!("ufunc '{op}' for input dtype {d} (NumPy raises TypeError: no matching loop)"),
        "cpu and cuda",
    )
}

/// The real dtype of a complex dtype (itself otherwise).
pub(crate) fn real_of(d: DType) -> DType {
    match d {
        C64 => F32,
        C128 => F64,
        _ => d,
    }
}

/// A resolved loop: the dtype inputs are cast to, and the output dtypes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Loop {
    /// Dtype of each input inside the loop (the second is unused for unary ops).
    pub inputs: [DType; 2],
    /// Output dtypes (the second only for two-output ops).
    pub outputs: [DType; 2],
    pub n_out: usize,
}

impl Loop {
    fn unary(i: DType, o: DType) -> Loop {
        Loop {
            inputs: [i, i],
            outputs: [o, o],
            n_out: 1,
        }
    }
}

/// NumPy's loop for a unary op over input dtype `d`.
pub(crate) fn unary_loop(op: UnaryOp, d: DType) -> Result<Loop> {
    use UnaryOp::*;
    let name = op.name();
    let found = |loops: &[DType]| search(loops, d).ok_or_else(|| no_loop(name, d));
    Ok(match op {
        Negative | Positive | Sign if d == Bool => {
            return Err(Error::unsupported(
                format!("numpy boolean {name} (NumPy raises TypeError; use logical_not)"),
                "cpu and cuda",
            ));
        }
        Negative | Positive | Sign | Square | Reciprocal | Conjugate => {
            let l = found(NUM_LOOPS)?;
            Loop::unary(l, l)
        }
        Absolute => {
            let l = found(ALL_LOOPS)?;
            Loop::unary(l, real_of(l))
        }
        LogicalNot | Isnan | Isinf | Isfinite => Loop::unary(found(ALL_LOOPS)?, Bool),
        Invert => {
            let l = found(BIT_LOOPS)?;
            Loop::unary(l, l)
        }
        Exp | Exp2 | Expm1 | Log | Log2 | Log10 | Log1p | Sqrt | Sin | Cos | Tan | Arcsin
        | Arccos | Arctan | Sinh | Cosh | Tanh | Arcsinh | Arccosh | Arctanh | Rint => {
            let l = found(FLOAT_LOOPS)?;
            Loop::unary(l, l)
        }
        Cbrt | Deg2rad | Rad2deg => {
            let l = found(REAL_FLOAT_LOOPS)?;
            Loop::unary(l, l)
        }
        Floor | Ceil | Trunc => {
            let l = found(ROUNDING_LOOPS)?;
            Loop::unary(l, l)
        }
        Signbit => Loop::unary(found(REAL_FLOAT_LOOPS)?, Bool),
        Real | Imag => Loop::unary(d, real_of(d)),
        Angle | AngleDeg => {
            // numpy.angle: arctan2(z.imag, z.real); for real z, arctan2(0, z) where the Python 0
            // takes z's dtype (bool becomes int64).
            let base = match d {
                C64 | C128 => real_of(d),
                Bool => I64,
                _ => d,
            };
            let l = search(REAL_FLOAT_LOOPS, base).ok_or_else(|| no_loop(name, d))?;
            Loop::unary(if d.is_complex() { d } else { l }, l)
        }
    })
}

/// NumPy's loops of the two-output ops `frexp` (mantissa, int32 exponent) and `modf`.
pub(crate) fn two_output_loop(name: &'static str, d: DType) -> Result<Loop> {
    let l = search(REAL_FLOAT_LOOPS, d).ok_or_else(|| no_loop(name, d))?;
    Ok(Loop {
        inputs: [l, l],
        outputs: [l, if name == "frexp" { I32 } else { l }],
        n_out: 2,
    })
}

/// NumPy's loop for a binary op over inputs of dtypes `a` and `b` (a weak scalar contributes the
/// dtype NEP 50 gives it next to the other operand).
pub(crate) fn binary_loop(op: BinaryOp, a: DType, b: DType) -> Result<Loop> {
    use BinaryOp::*;
    let name = op.name();
    let common = super::promotion::result_type(a, b);
    let found = |loops: &[DType]| search2(loops, a, b).ok_or_else(|| no_loop(name, common));
    let same = |l: DType| Loop {
        inputs: [l, l],
        outputs: [l, l],
        n_out: 1,
    };
    let to_bool = |l: DType| Loop {
        inputs: [l, l],
        outputs: [Bool, Bool],
        n_out: 1,
    };
    Ok(match op {
        Subtract if a == Bool && b == Bool => {
            return Err(Error::unsupported(
                "numpy boolean subtract (NumPy raises TypeError; use logical_xor)",
                "cpu and cuda",
            ));
        }
        Add | Multiply | Maximum | Minimum | Fmax | Fmin => same(found(ALL_LOOPS)?),
        Subtract | Power => same(found(NUM_LOOPS)?),
        Divide => {
            if matches!(common, Bool) || common.is_integer() {
                same(F64)
            } else {
                same(found(FLOAT_LOOPS)?)
            }
        }
        FloorDivide | Remainder | Fmod => same(found(REAL_NUM_LOOPS)?),
        Equal | NotEqual | Less | LessEqual | Greater | GreaterEqual | LogicalAnd | LogicalOr
        | LogicalXor => to_bool(found(ALL_LOOPS)?),
        BitwiseAnd | BitwiseOr | BitwiseXor => same(found(BIT_LOOPS)?),
        LeftShift | RightShift => same(found(INT_LOOPS)?),
        Arctan2 | Hypot | Copysign | Nextafter => same(found(REAL_FLOAT_LOOPS)?),
        Ldexp => {
            let l = search(REAL_FLOAT_LOOPS, a).ok_or_else(|| no_loop(name, a))?;
            if !can_cast(b, I64, Casting::Safe) {
                return Err(no_loop(name, b));
            }
            Loop {
                inputs: [l, I64],
                outputs: [l, l],
                n_out: 1,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODES: &str = "?bhilBHILefdFD";
    fn dt(i: usize) -> DType {
        super::super::promotion::tests_support::from_code(CODES.chars().nth(i).unwrap())
    }
    fn code(r: Option<DType>) -> char {
        match r {
            None => '-',
            Some(d) => {
                let i = [
                    Bool, I8, I16, I32, I64, U8, U16, U32, U64, F16, F32, F64, C64, C128,
                ]
                .iter()
                .position(|&x| x == d)
                .expect("numpy dtype");
                CODES.chars().nth(i).unwrap()
            }
        }
    }

    /// Output dtype of each unary ufunc for each input dtype (NumPy 2.4.6; `-` = TypeError).
    const NUMPY_UNARY: &[(&str, &str)] = &[
        ("negative", "-bhilBHILefdFD"),
        ("positive", "-bhilBHILefdFD"),
        ("absolute", "?bhilBHILefdfd"),
        ("sign", "-bhilBHILefdFD"),
        ("logical_not", "??????????????"),
        ("invert", "?bhilBHIL-----"),
        ("exp", "eefddefddefdFD"),
        ("exp2", "eefddefddefdFD"),
        ("expm1", "eefddefddefdFD"),
        ("log", "eefddefddefdFD"),
        ("log2", "eefddefddefdFD"),
        ("log10", "eefddefddefdFD"),
        ("log1p", "eefddefddefdFD"),
        ("sqrt", "eefddefddefdFD"),
        ("cbrt", "eefddefddefd--"),
        ("square", "bbhilBHILefdFD"),
        ("reciprocal", "bbhilBHILefdFD"),
        ("sin", "eefddefddefdFD"),
        ("cos", "eefddefddefdFD"),
        ("tan", "eefddefddefdFD"),
        ("arcsin", "eefddefddefdFD"),
        ("arccos", "eefddefddefdFD"),
        ("arctan", "eefddefddefdFD"),
        ("sinh", "eefddefddefdFD"),
        ("cosh", "eefddefddefdFD"),
        ("tanh", "eefddefddefdFD"),
        ("arcsinh", "eefddefddefdFD"),
        ("arccosh", "eefddefddefdFD"),
        ("arctanh", "eefddefddefdFD"),
        ("deg2rad", "eefddefddefd--"),
        ("rad2deg", "eefddefddefd--"),
        ("floor", "?bhilBHILefd--"),
        ("ceil", "?bhilBHILefd--"),
        ("trunc", "?bhilBHILefd--"),
        ("rint", "eefddefddefdFD"),
        ("isnan", "??????????????"),
        ("isinf", "??????????????"),
        ("isfinite", "??????????????"),
        ("signbit", "????????????--"),
        ("conjugate", "bbhilBHILefdFD"),
        // numpy.real / numpy.imag / numpy.angle (functions, not ufuncs).
        ("real", "?bhilBHILefdfd"),
        ("angle", "defddefddefdfd"),
    ];

    #[test]
    fn unary_loops_match_numpy() {
        for &(name, row) in NUMPY_UNARY {
            let op = UnaryOp::ALL.iter().find(|o| o.name() == name).unwrap();
            for (i, c) in row.chars().enumerate() {
                let got = code(unary_loop(*op, dt(i)).ok().map(|l| l.outputs[0]));
                assert_eq!(got, c, "{name}({})", dt(i));
            }
        }
        for (name, m, e) in [
            ("frexp", "eefddefddefd--", "iiiiiiiiiiii--"),
            ("modf", "eefddefddefd--", "eefddefddefd--"),
        ] {
            for i in 0..14 {
                let l = two_output_loop(name, dt(i)).ok();
                assert_eq!(code(l.map(|l| l.outputs[0])), m.chars().nth(i).unwrap());
                assert_eq!(code(l.map(|l| l.outputs[1])), e.chars().nth(i).unwrap());
            }
        }
    }

    /// Output dtype of each binary ufunc for every pair of input dtypes (NumPy 2.4.6): 14 rows
    /// (first operand) of 14 (second operand), `-` = TypeError.
    const NUMPY_BINARY: &[(&str, &str)] = &[
        (
            "add",
            "?bhilBHILefdFDbbhilhildefdFDhhhilhildffdFDiiiiliilddddDDllllllllddddDDBhhilBHILefdFDHiiilHHILffdFDIllllIIILdddDDLddddLLLLdddDDeefddefddefdFDfffddffddffdFDddddddddddddDDFFFDDFFDDFFDFDDDDDDDDDDDDDDD",
        ),
        (
            "subtract",
            "-bhilBHILefdFDbbhilhildefdFDhhhilhildffdFDiiiiliilddddDDllllllllddddDDBhhilBHILefdFDHiiilHHILffdFDIllllIIILdddDDLddddLLLLdddDDeefddefddefdFDfffddffddffdFDddddddddddddDDFFFDDFFDDFFDFDDDDDDDDDDDDDDD",
        ),
        (
            "multiply",
            "?bhilBHILefdFDbbhilhildefdFDhhhilhildffdFDiiiiliilddddDDllllllllddddDDBhhilBHILefdFDHiiilHHILffdFDIllllIIILdddDDLddddLLLLdddDDeefddefddefdFDfffddffddffdFDddddddddddddDDFFFDDFFDDFFDFDDDDDDDDDDDDDDD",
        ),
        (
            "divide",
            "dddddddddefdFDdddddddddefdFDdddddddddffdFDddddddddddddDDddddddddddddDDdddddddddefdFDdddddddddffdFDddddddddddddDDddddddddddddDDeefddefddefdFDfffddffddffdFDddddddddddddDDFFFDDFFDDFFDFDDDDDDDDDDDDDDD",
        ),
        (
            "floor_divide",
            "bbhilBHILefd--bbhilhildefd--hhhilhildffd--iiiiliildddd--lllllllldddd--BhhilBHILefd--HiiilHHILffd--IllllIIILddd--LddddLLLLddd--eefddefddefd--fffddffddffd--dddddddddddd------------------------------",
        ),
        (
            "remainder",
            "bbhilBHILefd--bbhilhildefd--hhhilhildffd--iiiiliildddd--lllllllldddd--BhhilBHILefd--HiiilHHILffd--IllllIIILddd--LddddLLLLddd--eefddefddefd--fffddffddffd--dddddddddddd------------------------------",
        ),
        (
            "power",
            "bbhilBHILefdFDbbhilhildefdFDhhhilhildffdFDiiiiliilddddDDllllllllddddDDBhhilBHILefdFDHiiilHHILffdFDIllllIIILdddDDLddddLLLLdddDDeefddefddefdFDfffddffddffdFDddddddddddddDDFFFDDFFDDFFDFDDDDDDDDDDDDDDD",
        ),
        (
            "equal",
            "????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????",
        ),
        (
            "logical_xor",
            "????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????????",
        ),
        (
            "bitwise_and",
            "?bhilBHIL-----bbhilhil------hhhilhil------iiiiliil------llllllll------BhhilBHIL-----HiiilHHIL-----IllllIIIL-----L----LLLL---------------------------------------------------------------------------",
        ),
        (
            "left_shift",
            "bbhilBHIL-----bbhilhil------hhhilhil------iiiiliil------llllllll------BhhilBHIL-----HiiilHHIL-----IllllIIIL-----L----LLLL---------------------------------------------------------------------------",
        ),
        (
            "arctan2",
            "eefddefddefd--eefddefddefd--fffddffddffd--dddddddddddd--dddddddddddd--eefddefddefd--fffddffddffd--dddddddddddd--dddddddddddd--eefddefddefd--fffddffddffd--dddddddddddd------------------------------",
        ),
        (
            "maximum",
            "?bhilBHILefdFDbbhilhildefdFDhhhilhildffdFDiiiiliilddddDDllllllllddddDDBhhilBHILefdFDHiiilHHILffdFDIllllIIILdddDDLddddLLLLdddDDeefddefddefdFDfffddffddffdFDddddddddddddDDFFFDDFFDDFFDFDDDDDDDDDDDDDDD",
        ),
        (
            "nextafter",
            "eefddefddefd--eefddefddefd--fffddffddffd--dddddddddddd--dddddddddddd--eefddefddefd--fffddffddffd--dddddddddddd--dddddddddddd--eefddefddefd--fffddffddffd--dddddddddddd------------------------------",
        ),
        (
            "ldexp",
            "eeeeeeee------eeeeeeee------ffffffff------dddddddd------dddddddd------eeeeeeee------ffffffff------dddddddd------dddddddd------eeeeeeee------ffffffff------dddddddd----------------------------------",
        ),
        (
            "fmod",
            "bbhilBHILefd--bbhilhildefd--hhhilhildffd--iiiiliildddd--lllllllldddd--BhhilBHILefd--HiiilHHILffd--IllllIIILddd--LddddLLLLddd--eefddefddefd--fffddffddffd--dddddddddddd------------------------------",
        ),
    ];

    #[test]
    fn binary_loops_match_numpy_for_every_pair() {
        for &(name, table) in NUMPY_BINARY {
            let op = BinaryOp::ALL.iter().find(|o| o.name() == name).unwrap();
            for i in 0..14 {
                for j in 0..14 {
                    let (a, b) = (dt(i), dt(j));
                    let got = code(binary_loop(*op, a, b).ok().map(|l| l.outputs[0]));
                    assert_eq!(
                        got,
                        table.chars().nth(i * 14 + j).unwrap(),
                        "{name}({a}, {b})"
                    );
                }
            }
        }
    }

    #[test]
    fn bfloat16_loops() {
        assert_eq!(unary_loop(UnaryOp::Sin, BF16).unwrap().outputs[0], BF16);
        assert_eq!(unary_loop(UnaryOp::Isnan, BF16).unwrap().outputs[0], Bool);
        let l = binary_loop(BinaryOp::Add, BF16, F16).unwrap();
        assert_eq!(l.outputs[0], F32);
        assert_eq!(two_output_loop("frexp", BF16).unwrap().outputs, [BF16, I32]);
    }
}
