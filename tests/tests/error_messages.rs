//! Error messages name what the user called and passed, not internals (issue 23): the host's
//! out-of-memory error does not claim "0 free of 0", a limit of every backend does not read
//! "on the any backend backend", and huge sizes name the public function.

use gsci_core::{Array, Device, Error};

#[test]
fn out_of_memory_and_unsupported_read_well() {
    let host = Error::OutOfMemory {
        op: "to_vec",
        device: "cpu".into(),
        requested: 1 << 40,
        free: 0,
        total: 0,
    };
    assert_eq!(
        host.to_string(),
        "out of memory in to_vec on cpu: requested 1099511627776 bytes"
    );
    let gpu = Error::OutOfMemory {
        op: "full",
        device: "cuda:0".into(),
        requested: 10,
        free: 4,
        total: 8,
    };
    assert_eq!(
        gpu.to_string(),
        "out of memory in full on cuda:0: requested 10 bytes, 4 free of 8"
    );
    for b in ["any", "any backend"] {
        let e = Error::Unsupported {
            what: "percentile of complex128".into(),
            backend: b.into(),
        };
        assert_eq!(
            e.to_string(),
            "unsupported: percentile of complex128 (on every backend)"
        );
    }
    let e = Error::Unsupported {
        what: "x".into(),
        backend: "cuda".into(),
    };
    assert_eq!(e.to_string(), "unsupported: x on the cuda backend");
}

/// Sizes that cannot exist are errors that name the public function (the corpus saw
/// "invalid shape in alloc: [9223372036854775808]" from `eye` and `pad`).
#[test]
fn huge_sizes_name_the_public_function() {
    let dev = Device::cpu();
    let msg = |e: Error| e.to_string();
    let e = Array::<f64>::eye(1 << 63, None, 0, &dev)
        .map(|_| ())
        .unwrap_err();
    let m = msg(e);
    assert!(m.contains("eye"), "{m}");
    let z = Array::<f64>::zeros(&[usize::MAX / 2, 4], &dev)
        .map(|_| ())
        .unwrap_err();
    let m = msg(z);
    assert!(m.contains("zeros"), "{m}");
    // Elements that fit usize but bytes that do not: still the public name, not "alloc".
    let m = msg(Array::<f64>::ones(&[1 << 62], &dev)
        .map(|_| ())
        .unwrap_err());
    assert!(
        m.contains("in ones") && m.contains("largest possible"),
        "{m}"
    );
    let x = Array::<f64>::zeros(&[2], &dev).unwrap();
    let m = msg(
        gsci_core::pad(&x, &[(1 << 62, 0)], gsci_core::PadMode::Constant(0.0))
            .map(|_| ())
            .unwrap_err(),
    );
    assert!(m.contains("pad"), "{m}");
}
