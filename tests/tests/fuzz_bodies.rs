//! The fuzz targets' bodies (`fuzz/src/bodies.rs`) on random bytes, so that CI (stable Rust, no
//! libFuzzer) exercises the parsers too: arbitrary bytes, and bytes shaped like the input
//! (a Matrix Market header followed by random lines; parameter lists from CuPy's vocabulary).

#[path = "../../fuzz/src/bodies.rs"]
mod bodies;

use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A Matrix Market header (sometimes damaged) and lines of tokens that look like its body.
fn matrix_market() -> impl Strategy<Value = Vec<u8>> {
    let header = prop::sample::select(vec![
        "%%MatrixMarket matrix coordinate real general\n",
        "%%MatrixMarket matrix coordinate complex hermitian\n",
        "%%MatrixMarket matrix coordinate integer symmetric\n",
        "%%MatrixMarket matrix coordinate pattern skew-symmetric\n",
        "%%MatrixMarket matrix array real general\n",
        "%%matrixmarket MATRIX coordinate REAL general\n",
        "%%MatrixMarket matrix coordinate real\n",
        "",
    ]);
    let token = prop::sample::select(vec![
        "0",
        "1",
        "2",
        "3",
        "-1",
        "1e18",
        "18446744073709551615",
        "9223372036854775808",
        "nan",
        "inf",
        "-0.5",
        "2.5e-300",
        "%",
        "x",
        "",
    ]);
    let line = prop::collection::vec(token, 0..5).prop_map(|t| t.join(" "));
    (header, prop::collection::vec(line, 0..8)).prop_map(|(h, lines)| {
        let mut s = h.to_string();
        for l in lines {
            s.push_str(&l);
            s.push('\n');
        }
        s.into_bytes()
    })
}

/// NUL-separated strings built from parameter-list pieces.
fn kernel_params() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop::sample::select(vec![
        "T x",
        "raw T y",
        "float32 z",
        "int64 i",
        "T",
        "raw",
        ",",
        ", ,",
        "T x, T x",
        "U _ind",
        "float32",
        "x + y",
        "a = b",
        "",
        " ",
        "1x",
        "T x,",
        "raw raw T q",
        "\u{e9}t\u{e9}",
    ]);
    prop::collection::vec(prop::collection::vec(piece, 0..4), 0..8).prop_map(|parts| {
        parts
            .into_iter()
            .map(|p| p.join(" "))
            .collect::<Vec<_>>()
            .join("\0")
            .into_bytes()
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn mmread_arbitrary_bytes(data in prop::collection::vec(any::<u8>(), 0..300)) {
        bodies::mmread(&data);
    }

    #[test]
    fn mmread_matrix_market_like(data in matrix_market()) {
        bodies::mmread(&data);
    }

    #[test]
    fn user_kernel_params_arbitrary_bytes(data in prop::collection::vec(any::<u8>(), 0..200)) {
        bodies::user_kernel_params(&data);
    }

    #[test]
    fn user_kernel_params_cupy_like(data in kernel_params()) {
        bodies::user_kernel_params(&data);
    }
}
