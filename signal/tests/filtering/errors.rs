//! Bad input gives SciPy's error as `Error::InvalidArgument` naming the function, never a panic.

use gsci_signal::{
    Array, Error, FiltfiltOptions, LfilterOptions, PadType, SosfiltOptions, SosfiltfiltOptions,
    filtfilt, lfilter, lfilter_zi, sosfilt, sosfiltfilt,
};
use gsci_tests::test_device;

fn arr(v: &[f64], shape: &[usize]) -> Array<f64> {
    Array::from_vec(v.to_vec(), shape, &test_device()).unwrap()
}

fn invalid(r: Result<impl std::fmt::Debug, Error>, op: &str, needle: &str) {
    match r {
        Err(Error::InvalidArgument { op: o, reason }) => {
            assert_eq!(o, op);
            assert!(reason.contains(needle), "{op}: {reason:?} lacks {needle:?}");
        }
        other => panic!("{op}: expected InvalidArgument containing {needle:?}, got {other:?}"),
    }
}

#[test]
fn lfilter_errors() {
    let x = arr(&[1.0, 2.0, 3.0], &[3]);
    let o = LfilterOptions::default();
    invalid(
        lfilter(&arr(&[1.0, 2.0], &[2]), &arr(&[0.0, 1.0], &[2]), &x, &o),
        "lfilter",
        "a[0] == 0",
    );
    invalid(
        lfilter(&arr(&[], &[0]), &arr(&[1.0], &[1]), &x, &o),
        "lfilter",
        "Parameter b",
    );
    invalid(
        lfilter(&arr(&[1.0], &[1]), &arr(&[], &[0]), &x, &o),
        "lfilter",
        "Parameter a",
    );
    let zi = arr(&[1.0, 2.0], &[2]);
    let o = LfilterOptions {
        axis: -1,
        zi: Some(&zi),
    };
    invalid(
        lfilter(&arr(&[1.0, 2.0], &[2]), &arr(&[1.0, 0.5], &[2]), &x, &o),
        "lfilter",
        "expected (1,), found (2,)",
    );
    assert!(matches!(
        lfilter(
            &arr(&[1.0], &[1]),
            &arr(&[1.0], &[1]),
            &x,
            &LfilterOptions { axis: 2, zi: None }
        ),
        Err(Error::AxisOutOfBounds { .. })
    ));
    // SciPy returns an empty result for an empty signal
    let e = Array::<f64>::empty(&[3, 0], &test_device()).unwrap();
    let y = lfilter(
        &arr(&[1.0, 2.0], &[2]),
        &arr(&[1.0, 0.5], &[2]),
        &e,
        &LfilterOptions::default(),
    )
    .unwrap();
    assert_eq!(y.y.shape(), &[3, 0]);
    // zi broadcast over dimensions of size 1, as SciPy
    let x2 = arr(&[1.0, 1.0, 1.0, 1.0, 1.0, 1.0], &[2, 3]);
    let zi = arr(&[1.0], &[1, 1]);
    let r = lfilter(
        &arr(&[1.0, 2.0], &[2]),
        &arr(&[1.0], &[1]),
        &x2,
        &LfilterOptions {
            axis: -1,
            zi: Some(&zi),
        },
    )
    .unwrap();
    assert_eq!(r.y.to_vec().unwrap(), vec![2.0, 3.0, 3.0, 2.0, 3.0, 3.0]);
    assert_eq!(r.zf.unwrap().to_vec().unwrap(), vec![2.0, 2.0]);
}

#[test]
fn zi_and_sos_errors() {
    invalid(
        lfilter_zi(&arr(&[1.0], &[1]), &arr(&[1.0], &[1])),
        "lfilter_zi",
        "at least 2",
    );
    invalid(
        lfilter_zi(&arr(&[1.0, 1.0], &[2]), &arr(&[0.0, 0.0], &[2])),
        "lfilter_zi",
        "nonzero",
    );
    let x = arr(&[1.0, 2.0, 3.0], &[3]);
    invalid(
        sosfilt(
            &arr(&[1.0, 2.0, 3.0, 2.0, 1.0, 1.0], &[1, 6]),
            &x,
            &SosfiltOptions::default(),
        ),
        "sosfilt",
        "sos[:, 3] should be all ones",
    );
    invalid(
        sosfilt(
            &arr(&[1.0, 2.0, 3.0, 1.0, 1.0], &[1, 5]),
            &x,
            &SosfiltOptions::default(),
        ),
        "sosfilt",
        "(n_sections, 6)",
    );
    let zi = arr(&[1.0, 2.0], &[2]);
    invalid(
        sosfilt(
            &arr(&[1.0, 2.0, 3.0, 1.0, 0.1, 0.2], &[1, 6]),
            &x,
            &SosfiltOptions {
                axis: -1,
                zi: Some(&zi),
            },
        ),
        "sosfilt",
        "zi must have shape (1, 2)",
    );
    let e = Array::<f64>::empty(&[0], &test_device()).unwrap();
    invalid(
        sosfilt(
            &arr(&[1.0, 2.0, 3.0, 1.0, 0.1, 0.2], &[1, 6]),
            &e,
            &SosfiltOptions::default(),
        ),
        "sosfilt",
        "empty",
    );
}

#[test]
fn filtfilt_too_short_for_padlen() {
    let x = arr(&[1.0, 2.0, 3.0], &[3]);
    let (b, a) = (arr(&[1.0, 2.0], &[2]), arr(&[1.0, 0.5], &[2]));
    invalid(
        filtfilt(&b, &a, &x, &FiltfiltOptions::default()),
        "filtfilt",
        "must be greater than padlen, which is 6.",
    );
    let sos = arr(&[1.0, 2.0, 3.0, 1.0, 1.0, 1.0], &[1, 6]);
    invalid(
        sosfiltfilt(&sos, &x, &SosfiltfiltOptions::default()),
        "sosfiltfilt",
        "which is 9.",
    );
    invalid(
        filtfilt(
            &b,
            &a,
            &x,
            &FiltfiltOptions {
                padlen: Some(3),
                padtype: Some(PadType::Even),
                ..FiltfiltOptions::default()
            },
        ),
        "filtfilt",
        "which is 3.",
    );
    let e = Array::<f64>::empty(&[0], &test_device()).unwrap();
    invalid(
        filtfilt(
            &b,
            &a,
            &e,
            &FiltfiltOptions {
                padtype: None,
                ..FiltfiltOptions::default()
            },
        ),
        "filtfilt",
        "which is 0.",
    );
}
