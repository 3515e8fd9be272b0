//! The DLPack C ABI of `dlpack.h` v1.1, written out as `#[repr(C)]` types, and the mapping between
//! DLPack's data types and gsci's [`DType`]s.
//!
//! C enums that a foreign producer fills (`DLDeviceType`, `DLDataTypeCode`) are plain integers
//! here, with the header's names as constants, so a value this header does not know is an error
//! rather than undefined behaviour.
#![allow(non_upper_case_globals)]

use crate::dtype::DType;
use crate::error::{Error, Result};
use std::ffi::c_void;

/// The DLPack major version these types follow (`DLPACK_MAJOR_VERSION`).
pub const DLPACK_MAJOR_VERSION: u32 = 1;
/// The DLPack minor version these types follow (`DLPACK_MINOR_VERSION`).
pub const DLPACK_MINOR_VERSION: u32 = 1;

/// `DLPACK_FLAG_BITMASK_READ_ONLY`: the consumer must not write through the tensor.
pub const DLPACK_FLAG_BITMASK_READ_ONLY: u64 = 1 << 0;
/// `DLPACK_FLAG_BITMASK_IS_COPIED`: the producer made a copy the consumer owns alone.
pub const DLPACK_FLAG_BITMASK_IS_COPIED: u64 = 1 << 1;
/// `DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED`: a sub-byte type is padded, not packed.
pub const DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED: u64 = 1 << 2;

/// `DLPackVersion`: the ABI version of a [`DLManagedTensorVersioned`].
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLPackVersion {
    /// Major version: a different one means another struct layout.
    pub major: u32,
    /// Minor version: new enumeration values only.
    pub minor: u32,
}

/// `DLDeviceType` (a C enum of `int32_t`), as a plain integer.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DLDeviceType(pub i32);

/// `kDLCPU`: host memory.
pub const kDLCPU: DLDeviceType = DLDeviceType(1);
/// `kDLCUDA`: CUDA device memory.
pub const kDLCUDA: DLDeviceType = DLDeviceType(2);
/// `kDLCUDAHost`: pinned host memory from `cudaMallocHost`.
pub const kDLCUDAHost: DLDeviceType = DLDeviceType(3);
/// `kDLOpenCL`.
pub const kDLOpenCL: DLDeviceType = DLDeviceType(4);
/// `kDLVulkan`.
pub const kDLVulkan: DLDeviceType = DLDeviceType(7);
/// `kDLMetal`.
pub const kDLMetal: DLDeviceType = DLDeviceType(8);
/// `kDLVPI`.
pub const kDLVPI: DLDeviceType = DLDeviceType(9);
/// `kDLROCM`.
pub const kDLROCM: DLDeviceType = DLDeviceType(10);
/// `kDLROCMHost`.
pub const kDLROCMHost: DLDeviceType = DLDeviceType(11);
/// `kDLExtDev`.
pub const kDLExtDev: DLDeviceType = DLDeviceType(12);
/// `kDLCUDAManaged`: CUDA managed (unified) memory from `cudaMallocManaged`.
pub const kDLCUDAManaged: DLDeviceType = DLDeviceType(13);
/// `kDLOneAPI`.
pub const kDLOneAPI: DLDeviceType = DLDeviceType(14);
/// `kDLWebGPU`.
pub const kDLWebGPU: DLDeviceType = DLDeviceType(15);
/// `kDLHexagon`.
pub const kDLHexagon: DLDeviceType = DLDeviceType(16);
/// `kDLMAIA`.
pub const kDLMAIA: DLDeviceType = DLDeviceType(17);
/// `kDLTrn`.
pub const kDLTrn: DLDeviceType = DLDeviceType(18);

impl DLDeviceType {
    /// The header's name of this device type (`"kDLCUDA"`), or `"unknown"`.
    pub fn name(self) -> &'static str {
        match self.0 {
            1 => "kDLCPU",
            2 => "kDLCUDA",
            3 => "kDLCUDAHost",
            4 => "kDLOpenCL",
            7 => "kDLVulkan",
            8 => "kDLMetal",
            9 => "kDLVPI",
            10 => "kDLROCM",
            11 => "kDLROCMHost",
            12 => "kDLExtDev",
            13 => "kDLCUDAManaged",
            14 => "kDLOneAPI",
            15 => "kDLWebGPU",
            16 => "kDLHexagon",
            17 => "kDLMAIA",
            18 => "kDLTrn",
            _ => "unknown",
        }
    }
}

/// `DLDevice`: a device type and its index.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLDevice {
    /// The device type.
    pub device_type: DLDeviceType,
    /// The device index (0 for host, pinned and managed memory).
    pub device_id: i32,
}

/// `kDLInt`: signed integer.
pub const kDLInt: u8 = 0;
/// `kDLUInt`: unsigned integer.
pub const kDLUInt: u8 = 1;
/// `kDLFloat`: IEEE floating point.
pub const kDLFloat: u8 = 2;
/// `kDLOpaqueHandle`.
pub const kDLOpaqueHandle: u8 = 3;
/// `kDLBfloat`: bfloat16.
pub const kDLBfloat: u8 = 4;
/// `kDLComplex`: complex numbers, real part first.
pub const kDLComplex: u8 = 5;
/// `kDLBool`: booleans stored in 8 bits.
pub const kDLBool: u8 = 6;

/// `DLDataType`: a type code, its width in bits, and the number of lanes.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DLDataType {
    /// One of the `DLDataTypeCode` values (`kDLFloat`, ...).
    pub code: u8,
    /// Bits per lane.
    pub bits: u8,
    /// Lanes of a vector type (1 for scalars).
    pub lanes: u16,
}

impl DLDataType {
    /// The DLPack data type of a gsci dtype (every gsci dtype has one).
    ///
    /// ```
    /// use gsci_core::DType;
    /// use gsci_core::interop::{DLDataType, kDLComplex};
    /// let t = DLDataType::from_dtype(DType::C64);
    /// assert_eq!((t.code, t.bits, t.lanes), (kDLComplex, 64, 1));
    /// ```
    pub fn from_dtype(dtype: DType) -> DLDataType {
        let (code, bits) = match dtype {
            DType::Bool => (kDLBool, 8),
            DType::I8 => (kDLInt, 8),
            DType::I16 => (kDLInt, 16),
            DType::I32 => (kDLInt, 32),
            DType::I64 => (kDLInt, 64),
            DType::U8 => (kDLUInt, 8),
            DType::U16 => (kDLUInt, 16),
            DType::U32 => (kDLUInt, 32),
            DType::U64 => (kDLUInt, 64),
            DType::F16 => (kDLFloat, 16),
            DType::BF16 => (kDLBfloat, 16),
            DType::F32 => (kDLFloat, 32),
            DType::F64 => (kDLFloat, 64),
            DType::C64 => (kDLComplex, 64),
            DType::C128 => (kDLComplex, 128),
        };
        DLDataType {
            code,
            bits,
            lanes: 1,
        }
    }

    /// The gsci dtype of this DLPack data type.
    ///
    /// # Errors
    /// [`Error::Unsupported`] naming the type (code, bits and lanes) when gsci has no such dtype:
    /// vector types (lanes > 1), the float8/float6/float4 types, opaque handles, or widths gsci
    /// lacks (`float128`, `int128`, ...).
    ///
    /// ```
    /// use gsci_core::{DType, Error};
    /// use gsci_core::interop::{DLDataType, kDLFloat};
    /// let t = DLDataType { code: kDLFloat, bits: 32, lanes: 1 };
    /// assert_eq!(t.to_dtype()?, DType::F32);
    /// let fp8 = DLDataType { code: 10, bits: 8, lanes: 1 }; // kDLFloat8_e4m3fn
    /// assert!(matches!(fp8.to_dtype(), Err(Error::Unsupported { .. })));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn to_dtype(self) -> Result<DType> {
        let dtype = if self.lanes == 1 {
            match (self.code, self.bits) {
                (kDLBool, 8) => Some(DType::Bool),
                (kDLInt, 8) => Some(DType::I8),
                (kDLInt, 16) => Some(DType::I16),
                (kDLInt, 32) => Some(DType::I32),
                (kDLInt, 64) => Some(DType::I64),
                (kDLUInt, 8) => Some(DType::U8),
                (kDLUInt, 16) => Some(DType::U16),
                (kDLUInt, 32) => Some(DType::U32),
                (kDLUInt, 64) => Some(DType::U64),
                (kDLFloat, 16) => Some(DType::F16),
                (kDLBfloat, 16) => Some(DType::BF16),
                (kDLFloat, 32) => Some(DType::F32),
                (kDLFloat, 64) => Some(DType::F64),
                (kDLComplex, 64) => Some(DType::C64),
                (kDLComplex, 128) => Some(DType::C128),
                _ => None,
            }
        } else {
            None
        };
        dtype.ok_or_else(|| {
            Error::unsupported(
                format!(
                    "DLPack dtype {} (code {}, {} bits, {} lanes) has no gsci dtype",
                    self.code_name(),
                    self.code,
                    self.bits,
                    self.lanes
                ),
                "any",
            )
        })
    }

    /// The header's name of the type code (`"kDLFloat8_e4m3fn"`), or `"unknown"`.
    pub fn code_name(self) -> &'static str {
        match self.code {
            0 => "kDLInt",
            1 => "kDLUInt",
            2 => "kDLFloat",
            3 => "kDLOpaqueHandle",
            4 => "kDLBfloat",
            5 => "kDLComplex",
            6 => "kDLBool",
            7 => "kDLFloat8_e3m4",
            8 => "kDLFloat8_e4m3",
            9 => "kDLFloat8_e4m3b11fnuz",
            10 => "kDLFloat8_e4m3fn",
            11 => "kDLFloat8_e4m3fnuz",
            12 => "kDLFloat8_e5m2",
            13 => "kDLFloat8_e5m2fnuz",
            14 => "kDLFloat8_e8m0fnu",
            15 => "kDLFloat6_e2m3fn",
            16 => "kDLFloat6_e3m2fn",
            17 => "kDLFloat4_e2m1fn",
            _ => "unknown",
        }
    }
}

/// `DLTensor`: a plain description of strided memory; it owns nothing.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLTensor {
    /// The allocation (a host or device address); NULL for a tensor of no elements.
    pub data: *mut c_void,
    /// Where `data` lives.
    pub device: DLDevice,
    /// Number of dimensions.
    pub ndim: i32,
    /// The element type.
    pub dtype: DLDataType,
    /// `ndim` extents.
    pub shape: *mut i64,
    /// `ndim` strides in elements (NULL in producers before v1.0: C-contiguous).
    pub strides: *mut i64,
    /// Bytes from `data` to the first element.
    pub byte_offset: u64,
}

/// `DLManagedTensor` (the legacy, unversioned exchange struct): a [`DLTensor`] and the deleter
/// that its consumer calls once it no longer needs the memory.
#[repr(C)]
#[derive(Debug)]
pub struct DLManagedTensor {
    /// The tensor.
    pub dl_tensor: DLTensor,
    /// The producer's context (may be NULL).
    pub manager_ctx: *mut c_void,
    /// Frees `manager_ctx` and the struct itself (may be NULL).
    pub deleter: Option<unsafe extern "C" fn(*mut DLManagedTensor)>,
}

/// `DLManagedTensorVersioned` (the current exchange struct): [`DLManagedTensor`] with a version
/// and flags ([`DLPACK_FLAG_BITMASK_READ_ONLY`], [`DLPACK_FLAG_BITMASK_IS_COPIED`]).
#[repr(C)]
#[derive(Debug)]
pub struct DLManagedTensorVersioned {
    /// The ABI version of this struct.
    pub version: DLPackVersion,
    /// The producer's context (may be NULL).
    pub manager_ctx: *mut c_void,
    /// Frees `manager_ctx` and the struct itself (may be NULL).
    pub deleter: Option<unsafe extern "C" fn(*mut DLManagedTensorVersioned)>,
    /// Bit flags (`DLPACK_FLAG_BITMASK_*`).
    pub flags: u64,
    /// The tensor.
    pub dl_tensor: DLTensor,
}
