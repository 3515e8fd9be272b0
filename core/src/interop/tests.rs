//! Interop tests: the DLPack ABI's layout, dtype mapping, round trips (values and the same memory,
//! deleters run exactly once), every error path, raw parts, ndarray views; on a GPU (with
//! `GSCI_TEST_DEVICE=cuda`) the device round trips.

use super::*;
use crate::dtype::{DType, Scalar};
use crate::{SliceArg, c_strides};
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};

// ------------------------------------------------------------------------------------ helpers

/// The address of element `[0, .., 0]` of a CPU array.
fn first_addr<T: Element>(a: &Array<T>) -> usize {
    a.as_ndarray_view().expect("a CPU array").as_ptr() as usize
}

/// `n` distinct, non-zero values of `T` (alternating signs where `T` has them).
fn values<T: Element>(n: usize) -> Vec<T> {
    (0..n)
        .map(|i| {
            if T::DTYPE == DType::Bool {
                T::from_scalar(Scalar::Bool(i % 3 != 1))
            } else if T::DTYPE.is_complex() {
                T::from_scalar(Scalar::Complex(i as f64 + 1.0, -(i as f64) - 0.5))
            } else {
                T::from_scalar(Scalar::Int(i as i64 % 100 + 1))
            }
        })
        .collect()
}

/// A foreign producer: a `DLManagedTensorVersioned` (or legacy struct) over its own buffer,
/// counting deleter calls.
#[repr(C)]
struct Producer<M> {
    managed: M,
    buffer: Vec<u64>,
    shape: Vec<i64>,
    strides: Option<Vec<i64>>,
    deleted: Arc<AtomicUsize>,
}

unsafe extern "C" fn delete_producer_versioned(p: *mut DLManagedTensorVersioned) {
    // SAFETY: made by `producer_versioned` below.
    let b = unsafe { Box::from_raw((*p).manager_ctx as *mut Producer<DLManagedTensorVersioned>) };
    b.deleted.fetch_add(1, Ordering::SeqCst);
}

unsafe extern "C" fn delete_producer_legacy(p: *mut DLManagedTensor) {
    // SAFETY: made by `producer_legacy` below.
    let b = unsafe { Box::from_raw((*p).manager_ctx as *mut Producer<DLManagedTensor>) };
    b.deleted.fetch_add(1, Ordering::SeqCst);
}

/// What a producer describes: raw bytes (held in u64 words, so 8-byte aligned), a byte offset,
/// the dtype, shape, strides (None = NULL), device and flags.
struct Desc {
    bytes: Vec<u8>,
    byte_offset: u64,
    dtype: DLDataType,
    shape: Vec<i64>,
    strides: Option<Vec<i64>>,
    device: DLDevice,
    flags: u64,
    null_data: bool,
}

impl Desc {
    fn f64s(vals: &[f64], shape: &[i64]) -> Desc {
        Desc {
            bytes: vals.iter().flat_map(|v| v.to_ne_bytes()).collect(),
            byte_offset: 0,
            dtype: DLDataType::from_dtype(DType::F64),
            shape: shape.to_vec(),
            strides: Some(
                c_strides(&shape.iter().map(|&n| n as usize).collect::<Vec<_>>())
                    .iter()
                    .map(|&s| s as i64)
                    .collect(),
            ),
            device: DLDevice {
                device_type: kDLCPU,
                device_id: 0,
            },
            flags: 0,
            null_data: false,
        }
    }

    fn tensor(
        &self,
        buffer: &mut [u64],
        shape: &mut [i64],
        strides: Option<&mut [i64]>,
    ) -> DLTensor {
        DLTensor {
            data: if self.null_data {
                std::ptr::null_mut()
            } else {
                buffer.as_mut_ptr() as *mut c_void
            },
            device: self.device,
            ndim: shape.len() as i32,
            dtype: self.dtype,
            shape: shape.as_mut_ptr(),
            strides: strides.map_or(std::ptr::null_mut(), |s| s.as_mut_ptr()),
            byte_offset: self.byte_offset,
        }
    }

    fn words(&self) -> Vec<u64> {
        let mut w = vec![0u64; self.bytes.len().div_ceil(8) + 1];
        // SAFETY: `w` holds at least `bytes.len()` bytes.
        unsafe {
            std::ptr::copy_nonoverlapping(
                self.bytes.as_ptr(),
                w.as_mut_ptr() as *mut u8,
                self.bytes.len(),
            )
        };
        w
    }

    fn versioned(&self, major: u32) -> (*mut DLManagedTensorVersioned, Arc<AtomicUsize>) {
        let deleted = Arc::new(AtomicUsize::new(0));
        let mut p = Box::new(Producer {
            managed: DLManagedTensorVersioned {
                version: DLPackVersion { major, minor: 1 },
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_producer_versioned),
                flags: self.flags,
                dl_tensor: DLTensor {
                    data: std::ptr::null_mut(),
                    device: self.device,
                    ndim: 0,
                    dtype: self.dtype,
                    shape: std::ptr::null_mut(),
                    strides: std::ptr::null_mut(),
                    byte_offset: 0,
                },
            },
            buffer: self.words(),
            shape: self.shape.clone(),
            strides: self.strides.clone(),
            deleted: deleted.clone(),
        });
        let Producer {
            buffer,
            shape,
            strides,
            ..
        } = &mut *p;
        let t = self.tensor(buffer, shape, strides.as_deref_mut());
        p.managed.dl_tensor = t;
        let raw = Box::into_raw(p);
        // SAFETY: just leaked.
        unsafe { (*raw).managed.manager_ctx = raw as *mut c_void };
        (raw as *mut DLManagedTensorVersioned, deleted)
    }

    fn legacy(&self) -> (*mut DLManagedTensor, Arc<AtomicUsize>) {
        let deleted = Arc::new(AtomicUsize::new(0));
        let mut p = Box::new(Producer {
            managed: DLManagedTensor {
                dl_tensor: DLTensor {
                    data: std::ptr::null_mut(),
                    device: self.device,
                    ndim: 0,
                    dtype: self.dtype,
                    shape: std::ptr::null_mut(),
                    strides: std::ptr::null_mut(),
                    byte_offset: 0,
                },
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_producer_legacy),
            },
            buffer: self.words(),
            shape: self.shape.clone(),
            strides: self.strides.clone(),
            deleted: deleted.clone(),
        });
        let Producer {
            buffer,
            shape,
            strides,
            ..
        } = &mut *p;
        let t = self.tensor(buffer, shape, strides.as_deref_mut());
        p.managed.dl_tensor = t;
        let raw = Box::into_raw(p);
        // SAFETY: just leaked.
        unsafe { (*raw).managed.manager_ctx = raw as *mut c_void };
        (raw as *mut DLManagedTensor, deleted)
    }
}

/// The data address a producer's tensor describes (element `[0, .., 0]`).
fn producer_first(p: *mut DLManagedTensorVersioned) -> usize {
    // SAFETY: a live producer struct.
    unsafe { (*p).dl_tensor.data as usize + (*p).dl_tensor.byte_offset as usize }
}

// ------------------------------------------------------------------------------------ the ABI

#[test]
fn abi_layout_matches_dlpack_h() {
    use std::mem::{offset_of, size_of};
    assert_eq!(size_of::<DLDevice>(), 8);
    assert_eq!(size_of::<DLDataType>(), 4);
    assert_eq!(size_of::<DLPackVersion>(), 8);
    assert_eq!(size_of::<DLTensor>(), 48);
    assert_eq!(
        [
            offset_of!(DLTensor, data),
            offset_of!(DLTensor, device),
            offset_of!(DLTensor, ndim),
            offset_of!(DLTensor, dtype),
            offset_of!(DLTensor, shape),
            offset_of!(DLTensor, strides),
            offset_of!(DLTensor, byte_offset)
        ],
        [0, 8, 16, 20, 24, 32, 40]
    );
    assert_eq!(size_of::<DLManagedTensor>(), 64);
    assert_eq!(offset_of!(DLManagedTensor, manager_ctx), 48);
    assert_eq!(offset_of!(DLManagedTensor, deleter), 56);
    assert_eq!(size_of::<DLManagedTensorVersioned>(), 80);
    assert_eq!(
        [
            offset_of!(DLManagedTensorVersioned, version),
            offset_of!(DLManagedTensorVersioned, manager_ctx),
            offset_of!(DLManagedTensorVersioned, deleter),
            offset_of!(DLManagedTensorVersioned, flags),
            offset_of!(DLManagedTensorVersioned, dl_tensor)
        ],
        [0, 8, 16, 24, 32]
    );
}

#[test]
fn every_dtype_maps_both_ways() {
    let expected = [
        (DType::Bool, 6, 8),
        (DType::I8, 0, 8),
        (DType::I16, 0, 16),
        (DType::I32, 0, 32),
        (DType::I64, 0, 64),
        (DType::U8, 1, 8),
        (DType::U16, 1, 16),
        (DType::U32, 1, 32),
        (DType::U64, 1, 64),
        (DType::F16, 2, 16),
        (DType::BF16, 4, 16),
        (DType::F32, 2, 32),
        (DType::F64, 2, 64),
        (DType::C64, 5, 64),
        (DType::C128, 5, 128),
    ];
    assert_eq!(expected.len(), DType::ALL.len());
    for (d, code, bits) in expected {
        let t = DLDataType::from_dtype(d);
        assert_eq!((t.code, t.bits, t.lanes), (code, bits, 1), "{d}");
        assert_eq!(t.to_dtype().unwrap(), d);
        assert_eq!(t.bits as usize, d.itemsize() * 8);
    }
}

#[test]
fn unsupported_dlpack_dtypes_are_named() {
    let cases = [
        (
            DLDataType {
                code: 10,
                bits: 8,
                lanes: 1,
            },
            "kDLFloat8_e4m3fn",
        ),
        (
            DLDataType {
                code: 17,
                bits: 4,
                lanes: 1,
            },
            "kDLFloat4_e2m1fn",
        ),
        (
            DLDataType {
                code: kDLFloat,
                bits: 32,
                lanes: 4,
            },
            "4 lanes",
        ),
        (
            DLDataType {
                code: kDLFloat,
                bits: 128,
                lanes: 1,
            },
            "128 bits",
        ),
        (
            DLDataType {
                code: kDLInt,
                bits: 128,
                lanes: 1,
            },
            "kDLInt",
        ),
        (
            DLDataType {
                code: kDLOpaqueHandle,
                bits: 64,
                lanes: 1,
            },
            "kDLOpaqueHandle",
        ),
        (
            DLDataType {
                code: kDLBool,
                bits: 1,
                lanes: 1,
            },
            "kDLBool",
        ),
        (
            DLDataType {
                code: 99,
                bits: 8,
                lanes: 1,
            },
            "unknown",
        ),
    ];
    for (t, name) in cases {
        match t.to_dtype() {
            Err(Error::Unsupported { what, .. }) => assert!(what.contains(name), "{what}"),
            other => panic!("{t:?}: {other:?}"),
        }
    }
}

// ------------------------------------------------------------------------------------ round trips

fn round_trip_all<T: Element>() {
    let dev = Device::cpu();
    let a = Array::from_vec(values::<T>(24), &[2, 3, 4], &dev).unwrap();
    let views = [
        a.clone(),
        a.transpose().unwrap(),
        a.flip(Some(&[1, 2])).unwrap(),
        a.slice(&[
            SliceArg::FULL,
            SliceArg::from(1..3),
            SliceArg::stepped(.., 2),
        ])
        .unwrap(),
        a.index_axis(0, 1).unwrap(),
        a.slice_axis(2, Some(3), None, 1)
            .unwrap()
            .broadcast_to(&[5, 2, 3, 1])
            .unwrap(),
    ];
    for v in views {
        let want = v.to_vec().unwrap();
        // Versioned.
        let t = v.to_dlpack().unwrap();
        let dl = *t.dl_tensor();
        assert_eq!(
            dl.device,
            DLDevice {
                device_type: kDLCPU,
                device_id: 0
            }
        );
        assert_eq!(dl.dtype, DLDataType::from_dtype(T::DTYPE));
        assert_eq!(dl.ndim as usize, v.ndim());
        // SAFETY: the tensor's arrays hold ndim values.
        let (shape, strides) = unsafe {
            (
                std::slice::from_raw_parts(dl.shape, v.ndim()).to_vec(),
                std::slice::from_raw_parts(dl.strides, v.ndim()).to_vec(),
            )
        };
        assert_eq!(
            shape,
            v.shape().iter().map(|&n| n as i64).collect::<Vec<_>>()
        );
        assert_eq!(
            strides,
            v.strides().iter().map(|&s| s as i64).collect::<Vec<_>>()
        );
        assert_eq!(
            dl.byte_offset as usize,
            v.offset() * std::mem::size_of::<T>()
        );
        assert_eq!(
            dl.data as usize + dl.byte_offset as usize,
            first_addr(&v),
            "{}",
            T::DTYPE
        );
        let b = unsafe { Array::<T>::from_dlpack_versioned(t.into_raw_versioned()) }.unwrap();
        assert_eq!(b.to_vec().unwrap(), want, "{}", T::DTYPE);
        assert_eq!(
            first_addr(&b),
            first_addr(&v),
            "{}: not the same memory",
            T::DTYPE
        );
        assert_eq!((b.shape(), b.strides()), (v.shape(), v.strides()));
        // Legacy.
        let c = unsafe { Array::<T>::from_dlpack(v.to_dlpack().unwrap().into_raw()) }.unwrap();
        assert_eq!(c.to_vec().unwrap(), want);
        assert_eq!(first_addr(&c), first_addr(&v));
        // Dynamic.
        let d = unsafe { from_dlpack_dyn(v.to_dlpack().unwrap().into_raw_versioned()) }.unwrap();
        assert_eq!(d.dtype(), T::DTYPE);
        let d: Array<T> = d.into_typed().unwrap();
        assert_eq!(first_addr(&d), first_addr(&v));
        // Copy: other memory, same values.
        let e =
            unsafe { Array::<T>::from_dlpack_copy(v.to_dlpack().unwrap().into_raw_versioned()) }
                .unwrap();
        assert_eq!(e.to_vec().unwrap(), want);
        assert!(!e.shares_storage(&v));
        drop((b, c, d));
    }
    // Every export released its hold on the storage once its consumer dropped.
    assert_eq!(Arc::strong_count(&a.storage), 1, "{}", T::DTYPE);
}

#[test]
fn cpu_round_trips_every_dtype_and_layout_zero_copy() {
    round_trip_all::<bool>();
    round_trip_all::<i8>();
    round_trip_all::<i16>();
    round_trip_all::<i32>();
    round_trip_all::<i64>();
    round_trip_all::<u8>();
    round_trip_all::<u16>();
    round_trip_all::<u32>();
    round_trip_all::<u64>();
    round_trip_all::<half::f16>();
    round_trip_all::<half::bf16>();
    round_trip_all::<f32>();
    round_trip_all::<f64>();
    round_trip_all::<num_complex::Complex32>();
    round_trip_all::<num_complex::Complex64>();
}

#[test]
fn exported_storage_lives_until_the_consumer_deletes() {
    let a = Array::from_vec(vec![3.0f64, 1.0, 2.0], &[3], &Device::cpu()).unwrap();
    let p = a.to_dlpack().unwrap().into_raw_versioned();
    let q = a.to_dlpack().unwrap().into_raw();
    assert_eq!(Arc::strong_count(&a.storage), 3);
    // A foreign consumer reads, then calls each deleter once.
    // SAFETY: live exported structs; each deleter is called once.
    unsafe {
        let t = &(*p).dl_tensor;
        assert_eq!(*(t.data as *const f64).add(1), 1.0);
        assert_eq!((*p).version, DLPackVersion { major: 1, minor: 1 });
        assert_eq!((*p).flags, 0);
        ((*p).deleter.unwrap())(p);
        assert_eq!(Arc::strong_count(&a.storage), 2);
        ((*q).deleter.unwrap())(q);
    }
    assert_eq!(Arc::strong_count(&a.storage), 1);
    // An export never handed over releases on drop.
    let t = a.to_dlpack().unwrap();
    assert_eq!(Arc::strong_count(&a.storage), 2);
    drop(t);
    assert_eq!(Arc::strong_count(&a.storage), 1);
}

#[test]
fn empty_arrays_export_null_data_and_come_back() {
    let a = Array::<f32>::zeros(&[0, 3], &Device::cpu()).unwrap();
    let t = a.to_dlpack().unwrap();
    assert!(t.dl_tensor().data.is_null());
    let b = unsafe { Array::<f32>::from_dlpack_versioned(t.into_raw_versioned()) }.unwrap();
    assert_eq!(b.shape(), &[0, 3]);
    assert_eq!(b.to_vec().unwrap(), Vec::<f32>::new());
    let s = Array::scalar(7i32, &Device::cpu()).unwrap();
    let b = unsafe { Array::<i32>::from_dlpack(s.to_dlpack().unwrap().into_raw()) }.unwrap();
    assert_eq!((b.ndim(), b.item().unwrap()), (0, 7));
}

// ------------------------------------------------------------------------------------ foreign producers

#[test]
fn foreign_deleter_runs_once_when_the_last_array_drops() {
    let vals = [1.0, -2.0, 3.5, 4.0, -5.0, 6.25];
    let (p, deleted) = Desc::f64s(&vals, &[2, 3]).versioned(1);
    let first = producer_first(p);
    let a = unsafe { Array::<f64>::from_dlpack_versioned(p) }.unwrap();
    assert_eq!(first_addr(&a), first);
    let t = a.transpose().unwrap();
    let s = (&a * 2.0).unwrap(); // a new array: holds nothing of the producer's
    drop(a);
    assert_eq!(deleted.load(Ordering::SeqCst), 0);
    assert_eq!(t.to_vec().unwrap(), vec![1.0, 4.0, -2.0, -5.0, 3.5, 6.25]);
    drop(t);
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
    assert_eq!(s.to_vec().unwrap(), vec![2.0, -4.0, 7.0, 8.0, -10.0, 12.5]);
    assert_eq!(deleted.load(Ordering::SeqCst), 1);

    let (p, deleted) = Desc::f64s(&vals, &[3, 2]).legacy();
    let a = unsafe { Array::<f64>::from_dlpack(p) }.unwrap();
    assert_eq!(a.to_vec().unwrap(), vals);
    drop(a);
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
}

#[test]
fn foreign_negative_strides_byte_offset_and_null_strides() {
    // A reversed view: data points at the buffer, byte_offset at the last element.
    let vals = [10.0, 20.0, 30.0, 40.0];
    let mut d = Desc::f64s(&vals, &[4]);
    d.strides = Some(vec![-1]);
    d.byte_offset = 3 * 8;
    let (p, deleted) = d.versioned(1);
    let a = unsafe { Array::<f64>::from_dlpack_versioned(p) }.unwrap();
    assert_eq!(a.to_vec().unwrap(), vec![40.0, 30.0, 20.0, 10.0]);
    assert_eq!(a.strides(), &[-1]);
    drop(a);
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
    // NULL strides (producers before DLPack 1.0): C order.
    let mut d = Desc::f64s(&vals, &[2, 2]);
    d.strides = None;
    let (p, deleted) = d.legacy();
    let a = unsafe { Array::<f64>::from_dlpack(p) }.unwrap();
    assert_eq!(
        (a.strides(), a.to_vec().unwrap()),
        (&[2isize, 1][..], vals.to_vec())
    );
    drop(a);
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
}

#[test]
fn writes_reach_the_producer_unless_read_only() {
    let vals = [1.0, 2.0, 3.0];
    let (p, deleted) = Desc::f64s(&vals, &[3]).versioned(1);
    let first = producer_first(p) as *const f64;
    let mut a = unsafe { Array::<f64>::from_dlpack_versioned(p) }.unwrap();
    a.as_mut_slice().unwrap().unwrap()[1] = 20.0;
    // SAFETY: the producer's memory is alive while `a` is.
    assert_eq!(
        unsafe { *first.add(1) },
        20.0,
        "shared memory: the producer sees the write"
    );
    assert_eq!(first_addr(&a), first as usize);
    drop(a);
    assert_eq!(deleted.load(Ordering::SeqCst), 1);

    let mut d = Desc::f64s(&vals, &[3]);
    d.flags = DLPACK_FLAG_BITMASK_READ_ONLY;
    let (p, deleted) = d.versioned(1);
    let first = producer_first(p) as *const f64;
    let mut a = unsafe { Array::<f64>::from_dlpack_versioned(p) }.unwrap();
    let keep = a.clone();
    assert_eq!(
        a.to_dlpack().unwrap().flags() & DLPACK_FLAG_BITMASK_READ_ONLY,
        DLPACK_FLAG_BITMASK_READ_ONLY,
        "re-exported read-only memory stays read-only"
    );
    drop(keep);
    a.as_mut_slice().unwrap().unwrap()[1] = 20.0;
    assert_ne!(
        first_addr(&a),
        first as usize,
        "read-only: gsci wrote a copy"
    );
    assert_eq!(a.to_vec().unwrap(), vec![1.0, 20.0, 3.0]);
    // The copy replaced the only reference: the producer was released, unchanged.
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
    let mut v = unsafe {
        Array::<f64>::from_dlpack_versioned(
            Desc::f64s(&vals, &[3])
                .flagged(DLPACK_FLAG_BITMASK_READ_ONLY)
                .0,
        )
    }
    .unwrap();
    let view_ptr = first_addr(&v);
    v.as_ndarray_view_mut().unwrap()[0] = 5.0;
    assert_ne!(
        first_addr(&v),
        view_ptr,
        "read-only: the mutable view is of a copy"
    );
}

impl Desc {
    fn flagged(mut self, flags: u64) -> (*mut DLManagedTensorVersioned, Arc<AtomicUsize>) {
        self.flags = flags;
        self.versioned(1)
    }
}

/// Runs `import` on a producer's tensor, expects an error matching `check`, and that the
/// producer's deleter ran exactly once.
fn refused(d: Desc, major: u32, check: impl Fn(&Error) -> bool) {
    let (p, deleted) = d.versioned(major);
    let r = unsafe { Array::<f64>::from_dlpack_versioned(p) };
    let e = r.expect_err("refused");
    assert!(check(&e), "{e}");
    assert_eq!(deleted.load(Ordering::SeqCst), 1, "deleter after: {e}");
}

#[test]
fn refused_tensors_are_released_once_with_a_named_error() {
    let vals = [1.0, 2.0, 3.0, 4.0];
    let base = || Desc::f64s(&vals, &[4]);
    let text = |e: &Error, s: &str| e.to_string().contains(s);
    // Unsupported device types.
    for (ty, name) in [
        (kDLROCM, "kDLROCM"),
        (kDLMetal, "kDLMetal"),
        (DLDeviceType(99), "unknown"),
    ] {
        let mut d = base();
        d.device.device_type = ty;
        refused(d, 1, |e| {
            matches!(e, Error::Unsupported { .. }) && text(e, name)
        });
    }
    // Bad dtype codes.
    let mut d = base();
    d.dtype = DLDataType {
        code: 12,
        bits: 8,
        lanes: 1,
    };
    refused(d, 1, |e| {
        matches!(e, Error::Unsupported { .. }) && text(e, "kDLFloat8_e5m2")
    });
    let mut d = base();
    d.dtype = DLDataType {
        code: kDLFloat,
        bits: 64,
        lanes: 2,
    };
    refused(d, 1, |e| {
        matches!(e, Error::Unsupported { .. }) && text(e, "2 lanes")
    });
    // Another gsci dtype than asked for.
    let mut d = base();
    d.dtype = DLDataType::from_dtype(DType::I64);
    refused(d, 1, |e| {
        matches!(
            e,
            Error::DTypeMismatch {
                left: DType::F64,
                right: DType::I64,
                ..
            }
        )
    });
    // Another major version: only the deleter may be touched.
    refused(base(), 2, |e| {
        matches!(e, Error::Unsupported { .. }) && text(e, "DLPack 2.1")
    });
    // Negative extent, overflowing shape, NULL shape.
    let mut d = base();
    d.shape = vec![-4];
    refused(d, 1, |e| text(e, "negative extent"));
    let mut d = base();
    d.shape = vec![1 << 40, 1 << 40];
    d.strides = Some(vec![1, 1]);
    refused(d, 1, |e| matches!(e, Error::InvalidShape { .. }));
    // NULL data with elements.
    let mut d = base();
    d.null_data = true;
    refused(d, 1, |e| text(e, "NULL for an array of 4 elements"));
    // Misaligned data.
    let mut d = base();
    d.byte_offset = 4;
    refused(d, 1, |e| text(e, "not aligned to 8 bytes"));
    // Strides reaching below address 0.
    let mut d = base();
    d.strides = Some(vec![-(1 << 60)]);
    refused(d, 1, |e| text(e, "outside the address space"));
    // Negative ndim.
    let (p, deleted) = base().versioned(1);
    // SAFETY: a live producer struct.
    unsafe { (*p).dl_tensor.ndim = -1 };
    let e = unsafe { Array::<f64>::from_dlpack_versioned(p) }.unwrap_err();
    assert!(text(&e, "ndim is negative"), "{e}");
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
    // A NULL tensor pointer.
    let e = unsafe { Array::<f64>::from_dlpack(std::ptr::null_mut()) }.unwrap_err();
    assert!(
        matches!(
            e,
            Error::InvalidArgument {
                op: "from_dlpack",
                ..
            }
        ),
        "{e}"
    );
    let e = unsafe { from_dlpack_dyn::<DLManagedTensorVersioned>(std::ptr::null_mut()) }
        .err()
        .expect("refused");
    assert!(
        matches!(
            e,
            Error::InvalidArgument {
                op: "from_dlpack_dyn",
                ..
            }
        ),
        "{e}"
    );
    // Invalid bools on the CPU.
    let mut d = base();
    d.dtype = DLDataType::from_dtype(DType::Bool);
    d.bytes = vec![1, 0, 2, 1];
    d.strides = Some(vec![1]);
    let (p, deleted) = d.versioned(1);
    let e = unsafe { Array::<bool>::from_dlpack_versioned(p) }.unwrap_err();
    assert!(text(&e, "bytes other than 0 and 1"), "{e}");
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
}

#[test]
fn copy_takes_misaligned_data() {
    let vals = [1.5f64, -2.5, 3.25, 8.0, 9.5];
    let mut d = Desc::f64s(&vals, &[2, 2]);
    d.bytes = std::iter::repeat_n(0xAB, 3)
        .chain(vals.iter().flat_map(|v| v.to_ne_bytes()))
        .collect();
    d.byte_offset = 3;
    d.strides = Some(vec![1, 2]);
    let (p, deleted) = d.versioned(1);
    let a = unsafe { Array::<f64>::from_dlpack_copy(p) }.unwrap();
    assert_eq!(
        deleted.load(Ordering::SeqCst),
        1,
        "released right after the copy"
    );
    assert_eq!(a.to_vec().unwrap(), vec![1.5, 3.25, -2.5, 8.0]);
    assert_eq!(a.strides(), &[1, 2]);
    // Legacy struct, same data.
    let (p, deleted) = d.legacy();
    let a = unsafe { Array::<f64>::from_dlpack_copy(p) }.unwrap();
    assert_eq!(deleted.load(Ordering::SeqCst), 1);
    assert_eq!(a.to_vec().unwrap(), vec![1.5, 3.25, -2.5, 8.0]);
}

// ------------------------------------------------------------------------------------ raw parts

#[test]
fn raw_parts_wrap_host_memory_and_call_back_once() {
    let calls = Arc::new(AtomicUsize::new(0));
    let data: Box<[i32]> = (1..=12).collect::<Vec<_>>().into_boxed_slice();
    let addr = Box::into_raw(data) as *mut i32 as u64;
    let c = calls.clone();
    let free: Box<dyn FnOnce() + Send> = Box::new(move || {
        // SAFETY: the box leaked above, freed once.
        drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(addr as *mut i32, 12)) });
        c.fetch_add(1, Ordering::SeqCst);
    });
    // Rows reversed: element [0, 0] is the first of the last row.
    let first = addr + 8 * 4;
    let a = unsafe {
        Array::<i32>::from_raw_device_parts(first, &[3, 4], &[-4, 1], &Device::cpu(), Some(free))
    }
    .unwrap();
    assert_eq!(
        a.to_vec().unwrap(),
        vec![9, 10, 11, 12, 5, 6, 7, 8, 1, 2, 3, 4]
    );
    assert_eq!(first_addr(&a) as u64, first);
    let col = a.index_axis(1, 2).unwrap();
    drop(a);
    assert_eq!(calls.load(Ordering::SeqCst), 0);
    assert_eq!(col.to_vec().unwrap(), vec![11, 7, 3]);
    drop(col);
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

#[test]
fn raw_parts_errors_leave_the_memory_to_the_caller() {
    let calls = Arc::new(AtomicUsize::new(0));
    let data = [1.0f32, 2.0, 3.0, 4.0];
    let addr = data.as_ptr() as u64;
    let cb = || -> Option<Box<dyn FnOnce() + Send>> {
        let c = calls.clone();
        Some(Box::new(move || {
            c.fetch_add(1, Ordering::SeqCst);
        }))
    };
    let cpu = Device::cpu();
    let errs = [
        unsafe { Array::<f32>::from_raw_device_parts(addr, &[2, 2], &[1], &cpu, cb()) }
            .unwrap_err(),
        unsafe { Array::<f32>::from_raw_device_parts(0, &[4], &[1], &cpu, cb()) }.unwrap_err(),
        unsafe { Array::<f32>::from_raw_device_parts(addr + 2, &[4], &[1], &cpu, cb()) }
            .unwrap_err(),
        unsafe { Array::<f32>::from_raw_device_parts(addr, &[3], &[isize::MIN / 2], &cpu, cb()) }
            .unwrap_err(),
        unsafe { Array::<f32>::from_raw_device_parts(addr, &[usize::MAX, 2], &[1, 1], &cpu, cb()) }
            .unwrap_err(),
    ];
    for e in &errs {
        assert!(e.to_string().contains("from_raw_device_parts"), "{e}");
    }
    assert_eq!(calls.load(Ordering::SeqCst), 0);
    // Without a callback, and empty: fine.
    let a = unsafe { Array::<f32>::from_raw_device_parts(addr, &[4], &[1], &cpu, None) }.unwrap();
    assert_eq!(a.to_vec().unwrap(), data);
    let e =
        unsafe { Array::<f32>::from_raw_device_parts(0, &[0, 5], &[5, 1], &cpu, cb()) }.unwrap();
    assert!(e.is_empty());
    drop(e);
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

// ------------------------------------------------------------------------------------ ndarray

#[test]
fn ndarray_views_share_memory() {
    let a = Array::from_vec(
        (0..12).map(|i| i as f64 + 0.5).collect(),
        &[3, 4],
        &Device::cpu(),
    )
    .unwrap();
    let t = a.flip(Some(&[0])).unwrap().transpose().unwrap();
    let v = t.as_ndarray_view().unwrap();
    assert_eq!(v.shape(), &[4, 3]);
    assert_eq!(v[[1, 0]], 9.5);
    assert_eq!(v.iter().copied().collect::<Vec<_>>(), t.to_vec().unwrap());
    assert_eq!(v.as_ptr() as usize, first_addr(&t));

    // Unique storage, non-overlapping layout: written in place.
    let mut a2 = a.copy().unwrap();
    let p = first_addr(&a2);
    a2.as_ndarray_view_mut().unwrap()[[2, 3]] = -1.0;
    assert_eq!(first_addr(&a2), p);
    assert_eq!(a2.to_vec().unwrap()[11], -1.0);
    // Shared storage: copy-on-write, the other handle keeps its values.
    let mut shared = a.clone();
    shared.as_ndarray_view_mut().unwrap()[[0, 0]] = 100.0;
    assert_eq!(
        (a.to_vec().unwrap()[0], shared.to_vec().unwrap()[0]),
        (0.5, 100.0)
    );
    // Broadcast (overlapping) layout: copied before a mutable view.
    let mut b = Array::from_vec(vec![1i32, 2], &[2], &Device::cpu())
        .unwrap()
        .broadcast_to(&[3, 2])
        .unwrap();
    b.as_ndarray_view_mut().unwrap()[[0, 0]] = 7;
    assert_eq!(b.to_vec().unwrap(), vec![7, 2, 1, 2, 1, 2]);
    // A view that alone owns a strided storage: in place.
    let mut col = a
        .copy()
        .unwrap()
        .slice_axis(1, Some(1), Some(2), 1)
        .unwrap();
    let p = first_addr(&col);
    col.as_ndarray_view_mut().unwrap()[[1, 0]] = 0.0;
    assert_eq!(first_addr(&col), p);
    assert_eq!(col.to_vec().unwrap(), vec![1.5, 0.0, 9.5]);
}

#[test]
fn from_ndarray_owned_moves_the_buffer() {
    let nd = ndarray::Array::from_shape_vec((3, 4), (0..12).collect::<Vec<i64>>()).unwrap();
    let ptr = nd.as_ptr() as usize;
    let a = Array::from_ndarray_owned(nd.clone().into_dyn());
    assert_ne!(first_addr(&a), ptr, "a clone is another buffer");
    let a = Array::from_ndarray_owned(nd);
    assert_eq!(first_addr(&a), ptr);
    // Negative strides and an offset.
    let nd = ndarray::Array::from_shape_vec((3, 4), (0..12).collect::<Vec<i64>>()).unwrap();
    let want: Vec<i64> = nd.slice(ndarray::s![..;-1, 1..]).iter().copied().collect();
    let moved = nd.slice_move(ndarray::s![..;-1, 1..]);
    let ptr = moved.as_ptr() as usize;
    let a = Array::from_ndarray_owned(moved);
    assert_eq!(
        (a.shape(), a.strides()),
        (&[3usize, 3][..], &[-4isize, 1][..])
    );
    assert_eq!(a.to_vec().unwrap(), want);
    assert_eq!(first_addr(&a), ptr);
    // Empty.
    let a = Array::from_ndarray_owned(ndarray::Array2::<f32>::zeros((0, 3)));
    assert_eq!((a.shape(), a.to_vec().unwrap()), (&[0usize, 3][..], vec![]));
}

#[test]
fn gpu_only_entry_points_refuse_cpu_arrays() {
    let a = Array::from_vec(vec![1.0f32], &[1], &Device::cpu()).unwrap();
    assert!(matches!(
        a.to_dlpack_stream(0),
        Err(Error::Unsupported { .. })
    ));
    assert_eq!(Device::cpu().cuda_stream_raw(), None);
}

// ------------------------------------------------------------------------------------ GPU

/// The GPU under test (`GSCI_TEST_DEVICE=cuda` or `cuda:N`), else `None`.
fn test_gpu() -> Option<Device> {
    let d = std::env::var("GSCI_TEST_DEVICE").unwrap_or_default();
    if !d.trim().starts_with("cuda") {
        return None;
    }
    Some(Device::parse(d.trim()).expect("GSCI_TEST_DEVICE names a usable GPU"))
}

fn gpu_round_trip<T: Element>(dev: &Device) {
    let a = Array::from_vec(values::<T>(24), &[4, 6], dev).unwrap();
    for v in [
        a.clone(),
        a.transpose().unwrap(),
        a.flip(Some(&[1])).unwrap(),
    ] {
        let want = v.to_vec().unwrap();
        let t = v.to_dlpack().unwrap();
        let dl = *t.dl_tensor();
        assert_eq!(dl.device.device_type, kDLCUDA);
        assert_eq!(
            dl.device.device_id as usize,
            dev.as_cuda().unwrap().device().ordinal()
        );
        assert_eq!(dl.data as u64 + dl.byte_offset, v.device_ptr().unwrap());
        let b = unsafe { Array::<T>::from_dlpack_versioned(t.into_raw_versioned()) }.unwrap();
        assert_eq!(
            b.device_ptr(),
            v.device_ptr(),
            "{}: not the same memory",
            T::DTYPE
        );
        assert_eq!(b.to_vec().unwrap(), want, "{}", T::DTYPE);
        let stream = dev.cuda_stream_raw().unwrap();
        let c = unsafe { Array::<T>::from_dlpack(v.to_dlpack_stream(stream).unwrap().into_raw()) }
            .unwrap();
        assert_eq!(c.to_vec().unwrap(), want);
        let e =
            unsafe { Array::<T>::from_dlpack_copy(v.to_dlpack().unwrap().into_raw_versioned()) }
                .unwrap();
        assert_ne!(e.device_ptr(), v.device_ptr());
        assert_eq!(e.to_vec().unwrap(), want);
        // Results of gsci's kernels over imported memory equal those over its own.
        let s = b.astype::<f64>().unwrap().to_vec().unwrap();
        assert_eq!(s, v.astype::<f64>().unwrap().to_vec().unwrap());
        drop((b, c));
    }
    dev.synchronize().unwrap();
    assert_eq!(Arc::strong_count(&a.storage), 1, "{}", T::DTYPE);
}

#[test]
fn gpu_round_trips_zero_copy() {
    let Some(dev) = test_gpu() else {
        return;
    };
    gpu_round_trip::<bool>(&dev);
    gpu_round_trip::<i8>(&dev);
    gpu_round_trip::<i32>(&dev);
    gpu_round_trip::<u64>(&dev);
    gpu_round_trip::<half::f16>(&dev);
    gpu_round_trip::<half::bf16>(&dev);
    gpu_round_trip::<f32>(&dev);
    gpu_round_trip::<f64>(&dev);
    gpu_round_trip::<num_complex::Complex32>(&dev);
    gpu_round_trip::<num_complex::Complex64>(&dev);
    assert!(dev.cuda_stream_raw().is_some());
}

#[test]
fn gpu_raw_parts_and_refusals() {
    let Some(dev) = test_gpu() else {
        return;
    };
    let own =
        Array::from_vec((0..10).map(|i| i as f32 * 0.5 - 2.0).collect(), &[10], &dev).unwrap();
    let calls = Arc::new(AtomicUsize::new(0));
    let (keep, c) = (own.clone(), calls.clone());
    let cb: Box<dyn FnOnce() + Send> = Box::new(move || {
        drop(keep);
        c.fetch_add(1, Ordering::SeqCst);
    });
    let ptr = own.device_ptr().unwrap();
    let a =
        unsafe { Array::<f32>::from_raw_device_parts(ptr + 4 * 9, &[5], &[-2], &dev, Some(cb)) }
            .unwrap();
    assert_eq!(a.to_vec().unwrap(), vec![2.5, 1.5, 0.5, -0.5, -1.5]);
    assert_eq!(a.device_ptr(), Some(ptr + 36));
    drop(a);
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    // A host address is not device memory.
    let host = [1.0f32; 4];
    let e = unsafe {
        Array::<f32>::from_raw_device_parts(host.as_ptr() as u64, &[4], &[1], &dev, None)
    }
    .unwrap_err();
    assert!(e.to_string().contains("not CUDA device memory"), "{e}");
    // A CUDA tensor claiming host memory: refused, released once.
    let mut d = Desc::f64s(&[1.0, 2.0], &[2]);
    d.device = DLDevice {
        device_type: kDLCUDA,
        device_id: 0,
    };
    refused(d, 1, |e| e.to_string().contains("not CUDA device memory"));
    // An imported GPU array on the CPU side cannot be viewed.
    assert!(matches!(
        own.as_ndarray_view(),
        Err(Error::Unsupported { .. })
    ));
}
