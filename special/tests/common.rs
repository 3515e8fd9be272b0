//! Helpers shared by the suite's files.

use gsci_special::{Array, Device};

/// The ufunc `name` of gsci-special on `d`, its inputs the columns of `ins` (one row per
/// point, f64), its first output back on the host.
pub(crate) fn apply_f64(name: &str, ins: &[Vec<f64>], d: &Device) -> Vec<f64> {
    let cols: Vec<Array<f64>> = (0..ins[0].len())
        .map(|j| Array::from_vec(ins.iter().map(|r| r[j]).collect(), &[ins.len()], d).unwrap())
        .collect();
    let ops: Vec<gsci_special::Operand> = cols.iter().map(|c| c.into()).collect();
    let def = gsci_special::ufunc(name).unwrap();
    let r = gsci_core::ufunc::external::apply(&def, &ops).unwrap();
    r[0].clone().into_typed::<f64>().unwrap().to_vec().unwrap()
}
