//! [`DynArray`]: an [`Array`] of any dtype, chosen at run time, and [`Operand`], an array or a weak
//! (Python-like) scalar.

use crate::array::Array;
use crate::device::Device;
use crate::dtype::{DType, Element, Scalar};
use crate::error::{Error, Result};
use half::{bf16, f16};
use num_complex::{Complex32, Complex64};
use std::any::Any;

/// An [`Array`] whose element type is known only at run time — what the dynamic-dtype ufunc entry
/// points ([`crate::ufunc::unary`], [`crate::ufunc::binary`]) take and return.
///
/// ```
/// use gsci_core::{ufunc::DynArray, Array, DType, Device};
/// let a = Array::from_vec(vec![1i32, 2], &[2], &Device::cpu())?;
/// let d = DynArray::from(a);
/// assert_eq!(d.dtype(), DType::I32);
/// let back: Array<i32> = d.into_typed()?;
/// assert_eq!(back.to_vec()?, vec![1, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
#[derive(Clone)]
pub enum DynArray {
    Bool(Array<bool>),
    I8(Array<i8>),
    I16(Array<i16>),
    I32(Array<i32>),
    I64(Array<i64>),
    U8(Array<u8>),
    U16(Array<u16>),
    U32(Array<u32>),
    U64(Array<u64>),
    F16(Array<f16>),
    BF16(Array<bf16>),
    F32(Array<f32>),
    F64(Array<f64>),
    C64(Array<Complex32>),
    C128(Array<Complex64>),
}

/// Runs `$body` with `$a` bound to the typed array inside a [`DynArray`].
macro_rules! with_dyn {
    ($x:expr, $a:ident => $body:expr) => {
        match $x {
            $crate::ufunc::DynArray::Bool($a) => $body,
            $crate::ufunc::DynArray::I8($a) => $body,
            $crate::ufunc::DynArray::I16($a) => $body,
            $crate::ufunc::DynArray::I32($a) => $body,
            $crate::ufunc::DynArray::I64($a) => $body,
            $crate::ufunc::DynArray::U8($a) => $body,
            $crate::ufunc::DynArray::U16($a) => $body,
            $crate::ufunc::DynArray::U32($a) => $body,
            $crate::ufunc::DynArray::U64($a) => $body,
            $crate::ufunc::DynArray::F16($a) => $body,
            $crate::ufunc::DynArray::BF16($a) => $body,
            $crate::ufunc::DynArray::F32($a) => $body,
            $crate::ufunc::DynArray::F64($a) => $body,
            $crate::ufunc::DynArray::C64($a) => $body,
            $crate::ufunc::DynArray::C128($a) => $body,
        }
    };
}
pub(crate) use with_dyn;

/// Runs `$body` with the type alias `$t` set to the Rust element type of a [`DType`].
macro_rules! with_dtype {
    ($d:expr, $t:ident => $body:expr) => {
        match $d {
            $crate::DType::Bool => {
                type $t = bool;
                $body
            }
            $crate::DType::I8 => {
                type $t = i8;
                $body
            }
            $crate::DType::I16 => {
                type $t = i16;
                $body
            }
            $crate::DType::I32 => {
                type $t = i32;
                $body
            }
            $crate::DType::I64 => {
                type $t = i64;
                $body
            }
            $crate::DType::U8 => {
                type $t = u8;
                $body
            }
            $crate::DType::U16 => {
                type $t = u16;
                $body
            }
            $crate::DType::U32 => {
                type $t = u32;
                $body
            }
            $crate::DType::U64 => {
                type $t = u64;
                $body
            }
            $crate::DType::F16 => {
                type $t = half::f16;
                $body
            }
            $crate::DType::BF16 => {
                type $t = half::bf16;
                $body
            }
            $crate::DType::F32 => {
                type $t = f32;
                $body
            }
            $crate::DType::F64 => {
                type $t = f64;
                $body
            }
            $crate::DType::C64 => {
                type $t = num_complex::Complex32;
                $body
            }
            $crate::DType::C128 => {
                type $t = num_complex::Complex64;
                $body
            }
        }
    };
}
pub(crate) use with_dtype;

impl<T: Element> From<Array<T>> for DynArray {
    fn from(a: Array<T>) -> DynArray {
        let any: Box<dyn Any> = Box::new(a);
        macro_rules! down {
            ($v:ident) => {
                DynArray::$v(*any.downcast().expect("DTYPE names the element type"))
            };
        }
        match T::DTYPE {
            DType::Bool => down!(Bool),
            DType::I8 => down!(I8),
            DType::I16 => down!(I16),
            DType::I32 => down!(I32),
            DType::I64 => down!(I64),
            DType::U8 => down!(U8),
            DType::U16 => down!(U16),
            DType::U32 => down!(U32),
            DType::U64 => down!(U64),
            DType::F16 => down!(F16),
            DType::BF16 => down!(BF16),
            DType::F32 => down!(F32),
            DType::F64 => down!(F64),
            DType::C64 => down!(C64),
            DType::C128 => down!(C128),
        }
    }
}

impl<T: Element> From<&Array<T>> for DynArray {
    fn from(a: &Array<T>) -> DynArray {
        DynArray::from(a.clone())
    }
}

impl DynArray {
    /// The dtype.
    pub fn dtype(&self) -> DType {
        with_dyn!(self, a => a.dtype())
    }
    /// The shape.
    pub fn shape(&self) -> &[usize] {
        with_dyn!(self, a => a.shape())
    }
    /// Strides in elements.
    pub fn strides(&self) -> &[isize] {
        with_dyn!(self, a => a.strides())
    }
    /// The device.
    pub fn device(&self) -> &Device {
        with_dyn!(self, a => a.device())
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        with_dyn!(self, a => a.len())
    }
    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The typed array.
    ///
    /// # Errors
    /// [`Error::DTypeMismatch`] if `T` is not this array's element type.
    pub fn into_typed<T: Element>(self) -> Result<Array<T>> {
        let dtype = self.dtype();
        let any: Box<dyn Any> = with_dyn!(self, a => Box::new(a));
        any.downcast::<Array<T>>()
            .map(|b| *b)
            .map_err(|_| Error::DTypeMismatch {
                op: "DynArray::into_typed",
                left: T::DTYPE,
                right: dtype,
            })
    }

    /// A C-contiguous copy cast to `dtype` (NumPy's `astype`); a cheap handle when the dtype is
    /// already `dtype`.
    pub fn astype(&self, dtype: DType) -> Result<DynArray> {
        if self.dtype() == dtype {
            return Ok(self.clone());
        }
        with_dyn!(self, a => with_dtype!(dtype, U => Ok(DynArray::from(a.astype::<U>()?))))
    }

    /// The elements in C order as [`Scalar`]s (for tests and debugging; synchronises).
    pub fn to_scalars(&self) -> Result<Vec<Scalar>> {
        with_dyn!(self, a => Ok(a.to_vec()?.into_iter().map(|x| x.to_scalar()).collect()))
    }
}

/// One operand of a ufunc: an array, or a weak scalar that takes the array's dtype when its kind
/// allows (NEP 50): `f64` acts as a Python `float`, `i64`/`i32` as a Python `int`, `Complex64` as
/// a Python `complex`, `bool` as a Python `bool`.
#[derive(Clone)]
pub enum Operand {
    /// An array (any dtype).
    Array(DynArray),
    /// A weak (Python-like) scalar.
    Scalar(Scalar),
}

impl Operand {
    pub(crate) fn dtype_or_kind(&self) -> std::result::Result<DType, crate::dtype::Kind> {
        match self {
            Operand::Array(a) => Ok(a.dtype()),
            Operand::Scalar(s) => Err(super::promotion::weak_kind(s)),
        }
    }
}

impl<T: Element> From<&Array<T>> for Operand {
    fn from(a: &Array<T>) -> Operand {
        Operand::Array(DynArray::from(a.clone()))
    }
}
impl<T: Element> From<Array<T>> for Operand {
    fn from(a: Array<T>) -> Operand {
        Operand::Array(DynArray::from(a))
    }
}
impl From<&DynArray> for Operand {
    fn from(a: &DynArray) -> Operand {
        Operand::Array(a.clone())
    }
}
impl From<DynArray> for Operand {
    fn from(a: DynArray) -> Operand {
        Operand::Array(a)
    }
}
impl From<&Operand> for Operand {
    fn from(a: &Operand) -> Operand {
        a.clone()
    }
}
impl From<f64> for Operand {
    fn from(x: f64) -> Operand {
        Operand::Scalar(Scalar::Float(x))
    }
}
impl From<i64> for Operand {
    fn from(x: i64) -> Operand {
        Operand::Scalar(Scalar::Int(x))
    }
}
impl From<i32> for Operand {
    fn from(x: i32) -> Operand {
        Operand::Scalar(Scalar::Int(x as i64))
    }
}
impl From<u64> for Operand {
    fn from(x: u64) -> Operand {
        Operand::Scalar(Scalar::UInt(x))
    }
}
impl From<bool> for Operand {
    fn from(x: bool) -> Operand {
        Operand::Scalar(Scalar::Bool(x))
    }
}
impl From<Complex64> for Operand {
    fn from(x: Complex64) -> Operand {
        Operand::Scalar(Scalar::Complex(x.re, x.im))
    }
}
