//! The row-level primitive every recurrence routine uses: filter the rows of a contiguous
//! `[rows, n]` array, forward or backward, from a given initial state, on the array's device.

use super::FilterElement;
use super::cpu::{self, HostInit};
use super::cuda;
use gsci_core::{Array, Backend, Complex64, Result};

/// A normalised transfer function of order `m`: `coef = [b_0..b_m, a_0..a_m]` with `a_0 = 1`.
#[derive(Clone, Debug)]
pub(crate) struct Tf<T> {
    pub coef: Vec<T>,
    pub m: usize,
    /// sosfilt's order of operations (second-order sections).
    pub sos: bool,
}

impl<T: FilterElement> Tf<T> {
    /// Whether every `a_i` (i >= 1) is zero: a FIR filter.
    pub fn is_fir(&self) -> bool {
        self.coef[self.m + 2..].iter().all(|v| *v == T::zero())
    }

    /// `A^p` (row-major `m * m`) in complex128, `A` the state-transition matrix of the direct
    /// form II transposed: `A[i][0] = -a_{i+1}`, `A[i][i+1] = 1`.
    pub fn transition_power(&self, p: usize) -> Vec<Complex64> {
        let m = self.m;
        let mut a = vec![Complex64::new(0.0, 0.0); m * m];
        for i in 0..m {
            a[i * m] = -self.coef[m + 2 + i].to_c64();
            if i + 1 < m {
                a[i * m + i + 1] = Complex64::new(1.0, 0.0);
            }
        }
        let mul = |x: &[Complex64], y: &[Complex64]| {
            let mut r = vec![Complex64::new(0.0, 0.0); m * m];
            for i in 0..m {
                for k in 0..m {
                    let xik = x[i * m + k];
                    if xik == Complex64::new(0.0, 0.0) {
                        continue;
                    }
                    for j in 0..m {
                        r[i * m + j] += xik * y[k * m + j];
                    }
                }
            }
            r
        };
        let mut result = vec![Complex64::new(0.0, 0.0); m * m];
        for i in 0..m {
            result[i * m + i] = Complex64::new(1.0, 0.0);
        }
        let mut base = a;
        let mut e = p;
        while e > 0 {
            if e & 1 == 1 {
                result = mul(&result, &base);
            }
            e >>= 1;
            if e > 0 {
                base = mul(&base, &base);
            }
        }
        result
    }
}

/// Initial state of each row.
pub(crate) enum Init<'a, T: FilterElement> {
    Zero,
    /// `[rows, m]` contiguous, on the signal's device.
    Given(&'a Array<T>),
    /// `base[i] * scale[row]`; `scale` is `[rows]` contiguous on the signal's device.
    Scaled(&'a [T], &'a Array<T>),
}

fn host_vec<T: FilterElement>(a: &Array<T>) -> Result<Vec<T>> {
    a.to_vec()
}

/// Filters the rows of `x` (`[rows, n]`, C-contiguous). Returns `y` (`[rows, n]`, on x's device)
/// and the final states `zf` (`[rows, m]`).
pub(crate) fn filter_rows<T: FilterElement>(
    x: &Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
    reverse: bool,
) -> Result<(Array<T>, Array<T>)> {
    debug_assert!(x.is_c_contiguous() && x.ndim() == 2);
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let dev = x.device();
    if let Backend::Cuda(c) = dev.backend() {
        if f.m <= super::kernels::MAX_GPU_ORDER || f.is_fir() {
            return cuda::filter_rows(c, x, f, init, reverse);
        }
    }
    // CPU backend, and on the GPU an IIR filter of order above MAX_GPU_ORDER (computed on the
    // host and copied back).
    let xs = host_vec(x)?;
    let (zi_h, base_h, scale_h);
    let hinit = match init {
        Init::Zero => HostInit::Zero,
        Init::Given(z) => {
            zi_h = host_vec(z)?;
            HostInit::Given(&zi_h)
        }
        Init::Scaled(b, s) => {
            base_h = b.to_vec();
            scale_h = host_vec(s)?;
            HostInit::Scaled(&base_h, &scale_h)
        }
    };
    let (y, zf) = cpu::filter_rows(&xs, rows, n, f, &hinit, reverse);
    Ok((
        Array::from_vec(y, &[rows, n], dev)?,
        Array::from_vec(zf, &[rows, f.m], dev)?,
    ))
}

/// filtfilt's edge extension of each row of `x` (`[rows, n]`): `[rows, n + 2 edge]`.
pub(crate) fn pad_rows<T: FilterElement>(x: &Array<T>, edge: usize, kind: u8) -> Result<Array<T>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    if edge >= n && kind != 2 {
        return Err(super::invalid(
            "filtfilt",
            format!("internal: extension {edge} >= signal length {n}"),
        ));
    }
    match x.device().backend() {
        Backend::Cuda(c) => cuda::pad_rows(c, x, edge, kind),
        Backend::Cpu => {
            let xs = host_vec(x)?;
            let out = cpu::pad_rows(&xs, rows, n, edge, kind);
            Array::from_vec(out, &[rows, n + 2 * edge], x.device())
        }
    }
}

/// The block length of the parallel recurrence for `rows` signals of length `n`: one block per
/// row when the batch alone fills the GPU or the signal is short, else 64 samples (the block
/// states are then combined by a scan per row, two-level over superblocks of 64 blocks when a
/// row has more than 256 blocks).
#[doc(hidden)]
pub fn lfilter_block_len(rows: usize, n: usize) -> usize {
    if n <= 256 || rows >= 8192 {
        return n.max(1);
    }
    64
}

#[cfg(test)]
mod tests {
    //! The blocked recurrence of the CUDA kernels (states, scan by powers of the transition
    //! matrix, apply) emulated on the host, against the sequential filter: checks the algebra the
    //! GPU runs, on a machine without one.
    use super::*;

    fn step(f: &Tf<f64>, z: &mut [f64], x: f64) -> f64 {
        let m = f.m;
        let (b, a) = (&f.coef[..=m], &f.coef[m + 1..]);
        let y = z[0] + b[0] * x;
        for i in 0..m - 1 {
            z[i] = z[i + 1] + x * b[i + 1] - y * a[i + 1];
        }
        z[m - 1] = x * b[m] - y * a[m];
        y
    }

    /// The kernels' algorithm on the host: block length `l`, superblocks of `g` blocks (0: the
    /// single-level scan).
    fn blocked(
        f: &Tf<f64>,
        x: &[f64],
        zi: &[f64],
        l: usize,
        g: usize,
        reverse: bool,
    ) -> (Vec<f64>, Vec<f64>) {
        let (n, m) = (x.len(), f.m);
        let nb = n.div_ceil(l);
        let at = |t: usize| if reverse { n - 1 - t } else { t };
        let mut st = vec![0.0; nb * m];
        for k in 0..nb - 1 {
            let mut z = vec![0.0; m];
            for t in k * l..((k + 1) * l).min(n) {
                step(f, &mut z, x[at(t)]);
            }
            st[k * m..(k + 1) * m].copy_from_slice(&z);
        }
        let p: Vec<f64> = f.transition_power(l).iter().map(|c| c.re).collect();
        let matvec_acc = |p: &[f64], z: &[f64], acc: &mut [f64]| {
            for i in 0..m {
                for j in 0..m {
                    acc[i] += p[i * m + j] * z[j];
                }
            }
        };
        // the sequential scan of gsf_scan over `states` (count blocks) with matrix `p`
        let scan = |states: &mut [f64], count: usize, p: &[f64]| {
            let mut z = zi.to_vec();
            for k in 0..count {
                let mut loc = states[k * m..(k + 1) * m].to_vec();
                states[k * m..(k + 1) * m].copy_from_slice(&z);
                matvec_acc(p, &z, &mut loc);
                z = loc;
            }
        };
        if g == 0 {
            scan(&mut st, nb, &p);
        } else {
            // gsf_sup_states, gsf_scan with P^G, gsf_sup_apply
            let nsb = nb.div_ceil(g);
            let mut sup = vec![0.0; nsb * m];
            for j in 0..nsb - 1 {
                let mut z = vec![0.0; m];
                for b in 0..g {
                    let k = j * g + b;
                    let mut acc = st[k * m..(k + 1) * m].to_vec();
                    matvec_acc(&p, &z, &mut acc);
                    z = acc;
                }
                sup[j * m..(j + 1) * m].copy_from_slice(&z);
            }
            let q: Vec<f64> = f.transition_power(l * g).iter().map(|c| c.re).collect();
            scan(&mut sup, nsb, &q);
            for j in 0..nsb {
                let mut z = sup[j * m..(j + 1) * m].to_vec();
                for k in j * g..((j + 1) * g).min(nb) {
                    let mut acc = st[k * m..(k + 1) * m].to_vec();
                    st[k * m..(k + 1) * m].copy_from_slice(&z);
                    matvec_acc(&p, &z, &mut acc);
                    z = acc;
                }
            }
        }
        let mut y = vec![0.0; n];
        let mut zf = vec![];
        for k in 0..nb {
            let mut z = st[k * m..(k + 1) * m].to_vec();
            for t in k * l..((k + 1) * l).min(n) {
                y[at(t)] = step(f, &mut z, x[at(t)]);
            }
            zf = z;
        }
        (y, zf)
    }

    #[test]
    fn blocked_scan_equals_sequential_filter() {
        let b = [0.2, -0.1, 0.05, 0.3];
        let a = [1.0, -1.2, 0.7, -0.15];
        let m = 3;
        let mut coef = b.to_vec();
        coef.extend_from_slice(&a);
        let f = Tf {
            coef,
            m,
            sos: false,
        };
        let x: Vec<f64> = (0..1000)
            .map(|i| ((i * 7919) % 101) as f64 / 50.0 - 1.0)
            .collect();
        let zi = [0.3, -0.2, 0.1];
        for reverse in [false, true] {
            let init = HostInit::Given(&zi);
            let (want, wzf) = cpu::filter_rows(&x, 1, 1000, &f, &init, reverse);
            for (l, g) in [
                (1, 0),
                (7, 0),
                (64, 0),
                (333, 0),
                (999, 0),
                (1000, 0),
                (1024, 0),
                (1, 64),
                (3, 5),
                (4, 16),
                (7, 3),
            ] {
                let (y, zf) = blocked(&f, &x, &zi, l, g, reverse);
                let scale = want.iter().fold(0.0f64, |s, v| s.max(v.abs()));
                let err = y
                    .iter()
                    .zip(&want)
                    .fold(0.0f64, |s, (u, v)| s.max((u - v).abs()));
                assert!(
                    err <= 1e-13 * scale,
                    "L={l} G={g} reverse={reverse}: {err:e}"
                );
                for (u, v) in zf.iter().zip(&wzf) {
                    assert!((u - v).abs() <= 1e-13 * scale, "zf L={l}");
                }
            }
        }
    }
}
