//! The row-level primitive every recurrence routine uses: filter the rows of a contiguous
//! `[rows, n]` array, forward or backward, from a given initial state, on the array's device.

use super::FilterElement;
use super::cpu::{self, HostInit};
use super::cuda;
use gsci_core::{Array, Backend, Complex64, Result};

/// A normalised transfer function of order `m`: `coef = [b_0..b_m, a_0..a_m]` with `a_0 = 1`;
/// or (`sos`) a cascade of `m / 2` second-order sections, `coef` the `(m/2, 6)` sos array, run
/// with sosfilt's order of operations (the CPU runs one section per `Tf`; the GPU whole
/// cascades).
#[derive(Clone, Debug)]
pub(crate) struct Tf<T> {
    pub coef: Vec<T>,
    pub m: usize,
    /// A cascade of second-order sections.
    pub sos: bool,
}

impl<T: FilterElement> Tf<T> {
    /// Whether every `a_i` (i >= 1) is zero: a FIR filter (cascades: never).
    pub fn is_fir(&self) -> bool {
        !self.sos && self.coef[self.m + 2..].iter().all(|v| *v == T::zero())
    }

    /// The state-transition matrix `A` (row-major `m * m`) in complex128: the state after one
    /// step with zero input is `A z`. For a transfer function in direct form II transposed
    /// `A[i][0] = -a_{i+1}`, `A[i][i+1] = 1`; for a cascade, column j is one step from `e_j`.
    fn transition_matrix(&self) -> Vec<Complex64> {
        let m = self.m;
        let zero = Complex64::new(0.0, 0.0);
        let mut a = vec![zero; m * m];
        if !self.sos {
            for i in 0..m {
                a[i * m] = -self.coef[m + 2 + i].to_c64();
                if i + 1 < m {
                    a[i * m + i + 1] = Complex64::new(1.0, 0.0);
                }
            }
            return a;
        }
        let c: Vec<Complex64> = self.coef.iter().map(|v| v.to_c64()).collect();
        for j in 0..m {
            let mut z = vec![zero; m];
            z[j] = Complex64::new(1.0, 0.0);
            let mut x = zero;
            for s in 0..m / 2 {
                let q = &c[6 * s..6 * s + 6];
                let y = q[0] * x + z[2 * s];
                z[2 * s] = q[1] * x - q[4] * y + z[2 * s + 1];
                z[2 * s + 1] = q[2] * x - q[5] * y;
                x = y;
            }
            for i in 0..m {
                a[i * m + j] = z[i];
            }
        }
        a
    }

    /// `A^p` (row-major `m * m`) in complex128 ([`Tf::transition_matrix`]).
    pub fn transition_power(&self, p: usize) -> Vec<Complex64> {
        let m = self.m;
        let mut result = vec![Complex64::new(0.0, 0.0); m * m];
        for i in 0..m {
            result[i * m + i] = Complex64::new(1.0, 0.0);
        }
        let mut base = self.transition_matrix();
        let mut e = p;
        while e > 0 {
            if e & 1 == 1 {
                result = mat_mul(m, &result, &base);
            }
            e >>= 1;
            if e > 0 {
                base = mat_mul(m, &base, &base);
            }
        }
        result
    }

    /// The GPU's block length for `rows` signals of length `n` and its block transition
    /// `A^l`: [`lfilter_block_len`]'s length if the scan is stable there ([`scan_is_stable`]:
    /// `|P_ij| <= 1`), else `n` (one block per row: the sequential recurrence). A cascade of
    /// sections doubles the length until the scan is stable, up to [`MAX_GPU_BLOCK`] samples:
    /// a stable filter's `A^l` decays with `l`, and a cascade whose sections are each well
    /// damped but whose product transiently amplifies (`butter(8, 0.2)` as sos:
    /// `max |A^64| = 2.03`, `max |A^128| = 0.0019`) then scans whole instead of section after
    /// section. A transfer function does not: its direct-form states can dwarf the signal and
    /// cancel in `P z + s` (`butter(16, 0.68)` in ba form passes the test at a longer block,
    /// but its scan there lost 1e-9 relative on the H200), so it keeps the sequential
    /// recurrence.
    pub fn gpu_block(&self, rows: usize, n: usize) -> (usize, Option<Vec<Complex64>>) {
        let mut l = lfilter_block_len(rows, n);
        if l >= n || self.is_fir() {
            return (l, None);
        }
        let mut p = self.transition_power(l);
        loop {
            if scan_is_stable(&p) {
                return (l, Some(p));
            }
            if !self.sos || 2 * l > MAX_GPU_BLOCK || 2 * l >= n {
                return (n, None);
            }
            p = mat_mul(self.m, &p, &p);
            l *= 2;
        }
    }
}

/// Whether the GPU's parallel scan over blocks keeps its rounding in check: the block
/// transition `P = A^l` must not amplify (every `|P_ij| <= 1`). Where it does
/// (poles near or outside the unit circle with a non-normal `A`, as high-order transfer
/// functions: `butter(16)` in ba form has max |P_ij| = 50 and its scan lost 1e-7 relative
/// on the H200), the block states' errors grow block after block, and the filter runs
/// sequentially instead (one block per row; cascades one section at a time), unless a longer
/// block (a smaller `A^l`) passes ([`Tf::gpu_block`]).
fn scan_is_stable(p: &[Complex64]) -> bool {
    p.iter().all(|z| z.norm() <= 1.0)
}

/// Whether a cascade's free response dies out within an eighth of `n` samples: some
/// `A^l` (l = 64, 128, ... <= n / 8) with every `|entry| <= eps^2` (float64's eps). The CPU
/// then filters one long row in chunks on several cores (`cpu::cascade_row_chunked`).
pub(crate) fn cascade_decays<T: FilterElement>(secs: &[[T; 6]], n: usize) -> bool {
    let m = 2 * secs.len();
    if m == 0 {
        return false;
    }
    let tf = Tf {
        coef: secs.iter().flat_map(|s| s.iter().copied()).collect(),
        m,
        sos: true,
    };
    let tiny = f64::EPSILON * f64::EPSILON;
    let mut l = 64;
    let mut p = tf.transition_power(l);
    while l <= n / 8 {
        if p.iter().all(|z| z.norm() <= tiny) {
            return true;
        }
        p = mat_mul(m, &p, &p);
        l *= 2;
    }
    false
}

/// The product of two row-major `m * m` complex matrices.
pub(crate) fn mat_mul(m: usize, x: &[Complex64], y: &[Complex64]) -> Vec<Complex64> {
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
        if rows > 0 && n > 0 && (f.m <= super::kernels::MAX_GPU_ORDER || f.is_fir()) {
            return cuda::filter_rows(c, x, f, init, reverse);
        }
    }
    // CPU backend, and on the GPU an IIR filter of order above MAX_GPU_ORDER or an empty
    // signal (computed on the host and copied back). Cascades reach here one section at a
    // time (filter_sections).
    debug_assert!(!f.sos || f.m == 2);
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

/// Initial state of a cascade of sections (rows-form arrays on the signal's device).
pub(crate) enum SecInit<'a, T: FilterElement> {
    Zero,
    /// `[rows, 2 n_sections]`: section s's state in columns 2s, 2s + 1.
    Given(&'a Array<T>),
    /// `base[2s + i] * scale[row]`, `base` of length `2 n_sections`.
    Scaled(&'a [T], &'a Array<T>),
}

impl<'a, T: FilterElement> SecInit<'a, T> {
    /// The initial state of the whole cascade as one recurrence (the same layout).
    pub(crate) fn whole(&self) -> Init<'a, T> {
        match *self {
            SecInit::Zero => Init::Zero,
            SecInit::Given(z) => Init::Given(z),
            SecInit::Scaled(b, s) => Init::Scaled(b, s),
        }
    }
}

/// Filters the rows of `x` through the cascade `secs` (each `[b0, b1, b2, 1, a1, a2]`), forward or
/// backward. Returns `y` and the final states `[rows, 2 n_sections]`. On a GPU, cascades of up to
/// MAX_GPU_ORDER / 2 sections run as one recurrence of order 2 n_sections (one pass over the
/// signal); on the CPU all sections per sample.
pub(crate) fn filter_sections<T: FilterElement>(
    x: &Array<T>,
    secs: &[[T; 6]],
    init: &SecInit<'_, T>,
    reverse: bool,
) -> Result<(Array<T>, Array<T>)> {
    let ns = secs.len();
    let gpu = matches!(x.device().backend(), Backend::Cuda(_));
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    if let Some(whole) = gpu_whole_cascade(gpu, secs, rows, n) {
        return filter_rows(x, &whole, &init.whole(), reverse);
    }
    if !gpu {
        // CPU: the whole cascade per sample (SciPy's _sosfilt loop), each section's operations
        // as in filter_row's, so the values are those of section after section.
        let dev = x.device();
        // x's data in place (a CPU array in row form is contiguous)
        let view = x.view_cpu();
        let owned;
        let xs: &[T] = match view.as_ref().and_then(|v| v.as_slice()) {
            Some(sl) => sl,
            None => {
                owned = host_vec(x)?;
                &owned
            }
        };
        let (zi_h, scale_h);
        let hinit = match init {
            SecInit::Zero => HostInit::Zero,
            SecInit::Given(z) => {
                zi_h = host_vec(z)?;
                HostInit::Given(&zi_h)
            }
            SecInit::Scaled(b, s) => {
                scale_h = host_vec(s)?;
                HostInit::Scaled(b, &scale_h)
            }
        };
        let decays = rows == 1 && n >= cpu::PARALLEL_ROW_MIN && cascade_decays(secs, n);
        let (y, zf) = cpu::filter_sections_rows(xs, rows, n, secs, &hinit, reverse, decays);
        return Ok((
            Array::from_vec(y, &[rows, n], dev)?,
            Array::from_vec(zf, &[rows, 2 * ns], dev)?,
        ));
    }
    // section after section over a copy of x (written in place)
    let mut cur = x.clone();
    let zf = sections_in_place(&mut cur, secs, init, reverse)?;
    Ok((cur, zf))
}

/// [`filter_rows`] with y written over `xy` (`[rows, n]` contiguous, owned alone): on a GPU the
/// recurrence kernels run in place (no output allocation) for the IIR filters they take, and FIR
/// filters in windows (a window of scratch); elsewhere `xy` is replaced by the result. Returns
/// zf.
pub(crate) fn filter_rows_in_place<T: FilterElement>(
    xy: &mut Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
    reverse: bool,
) -> Result<Array<T>> {
    let (rows, n) = (xy.shape()[0], xy.shape()[1]);
    let dev = xy.device().clone();
    if let Backend::Cuda(c) = dev.backend() {
        if rows > 0 && n > 0 && xy.is_c_contiguous() {
            if f.is_fir() || f.m == 0 {
                return cuda::fir_rows_in_place(c, xy, f, init, reverse);
            }
            if f.m <= super::kernels::MAX_GPU_ORDER {
                return cuda::filter_rows_in_place(c, xy, f, init, reverse);
            }
        }
    }
    let (y, zf) = filter_rows(xy, f, init, reverse)?;
    *xy = y;
    Ok(zf)
}

/// [`filter_sections`] with y written over `xy` ([`filter_rows_in_place`]: in place on a GPU,
/// the whole cascade or section after section). Returns zf `[rows, 2 n_sections]`.
pub(crate) fn filter_sections_in_place<T: FilterElement>(
    xy: &mut Array<T>,
    secs: &[[T; 6]],
    init: &SecInit<'_, T>,
    reverse: bool,
) -> Result<Array<T>> {
    let ns = secs.len();
    let gpu = matches!(xy.device().backend(), Backend::Cuda(_));
    let (rows, n) = (xy.shape()[0], xy.shape()[1]);
    if !gpu || ns == 0 || rows == 0 || n == 0 {
        let (y, zf) = filter_sections(xy, secs, init, reverse)?;
        *xy = y;
        return Ok(zf);
    }
    if let Some(whole) = gpu_whole_cascade(true, secs, rows, n) {
        return filter_rows_in_place(xy, &whole, &init.whole(), reverse);
    }
    sections_in_place(xy, secs, init, reverse)
}

/// On a GPU, the cascade as one recurrence of order 2 n_sections when the kernels take that
/// order and its scan is stable at some block length ([`Tf::gpu_block`]); `None` elsewhere
/// (section after section, each section checking its own scan).
pub(crate) fn gpu_whole_cascade<T: FilterElement>(
    gpu: bool,
    secs: &[[T; 6]],
    rows: usize,
    n: usize,
) -> Option<Tf<T>> {
    let ns = secs.len();
    if !gpu || 2 * ns > super::kernels::MAX_GPU_ORDER || rows == 0 || n == 0 {
        return None;
    }
    let whole = Tf {
        coef: secs.iter().flat_map(|s| s.iter().copied()).collect(),
        m: 2 * ns,
        sos: true,
    };
    (lfilter_block_len(rows, n) >= n || whole.gpu_block(rows, n).0 < n).then_some(whole)
}

/// The cascade section after section over `xy` ([`filter_rows_in_place`]); returns zf
/// `[rows, 2 n_sections]`.
fn sections_in_place<T: FilterElement>(
    xy: &mut Array<T>,
    secs: &[[T; 6]],
    init: &SecInit<'_, T>,
    reverse: bool,
) -> Result<Array<T>> {
    let mut zfs = Vec::with_capacity(secs.len());
    for (s, sec) in secs.iter().enumerate() {
        let tf = Tf {
            coef: sec.to_vec(),
            m: 2,
            sos: true,
        };
        let col;
        let init_s = match init {
            SecInit::Zero => Init::Zero,
            SecInit::Given(z) => {
                col = z
                    .slice_axis(1, Some(2 * s as isize), Some(2 * s as isize + 2), 1)?
                    .to_contiguous()?;
                Init::Given(&col)
            }
            SecInit::Scaled(b, sc) => Init::Scaled(&b[2 * s..2 * s + 2], sc),
        };
        zfs.push(filter_rows_in_place(xy, &tf, &init_s, reverse)?);
    }
    gsci_core::concatenate(&zfs.iter().collect::<Vec<_>>(), 1)
}

/// The block length of the parallel recurrence for `rows` signals of length `n`: one block per
/// row when the batch alone fills the GPU or the signal is short, else 64 samples (the block
/// states are then combined by a scan per row, over superblocks of 64 blocks, and of 64
/// superblocks, ..., while a level has more than 256 entries). [`Tf::gpu_block`] lengthens it
/// for filters whose scan is unstable at 64 samples.
pub(crate) fn lfilter_block_len(rows: usize, n: usize) -> usize {
    if n <= 256 || rows >= 8192 {
        return n.max(1);
    }
    LFILTER_GPU_BLOCK
}

/// The block length (samples) of the GPU's parallel recurrence for signals longer than 256
/// samples in batches of fewer than 8192 signals (shorter signals or larger batches: one block
/// per signal), the shortest [`Tf::gpu_block`] tries; a row with more than 256 blocks is
/// scanned over superblocks of 64 blocks. Public for tests that place signal lengths around
/// block boundaries.
#[doc(hidden)]
pub const LFILTER_GPU_BLOCK: usize = 64;

/// The longest block [`Tf::gpu_block`] tries (a filter unstable at every length up to it runs
/// sequentially per row); 4096 samples per thread is about 0.1 ms of recurrence on the H200.
pub(crate) const MAX_GPU_BLOCK: usize = 4096;

#[cfg(test)]
mod tests {
    //! The blocked recurrence of the CUDA kernels (states, scan by powers of the transition
    //! matrix, apply) emulated on the host, against the sequential filter: checks the algebra the
    //! GPU runs, on a machine without one.
    use super::*;

    fn step(f: &Tf<f64>, z: &mut [f64], x: f64) -> f64 {
        let m = f.m;
        if f.sos {
            let mut x = x;
            for s in 0..m / 2 {
                let q = &f.coef[6 * s..6 * s + 6];
                let y = q[0] * x + z[2 * s];
                z[2 * s] = q[1] * x - q[4] * y + z[2 * s + 1];
                z[2 * s + 1] = q[2] * x - q[5] * y;
                x = y;
            }
            return x;
        }
        let (b, a) = (&f.coef[..=m], &f.coef[m + 1..]);
        let y = z[0] + b[0] * x;
        for i in 0..m - 1 {
            z[i] = z[i + 1] + x * b[i + 1] - y * a[i + 1];
        }
        z[m - 1] = x * b[m] - y * a[m];
        y
    }

    /// The kernels' algorithm on the host: block length `l`, superblocks of `g` entries (0: the
    /// single-level scan), as many levels as the kernels use (a level of more than 4 g entries
    /// gets a level of superblocks above it).
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
        let matvec_acc = |p: &[f64], z: &[f64], acc: &mut [f64]| {
            for i in 0..m {
                for j in 0..m {
                    acc[i] += p[i * m + j] * z[j];
                }
            }
        };
        // the levels of cuda::filter_rows: counts[k] entries at level k, transition
        // A^(l g^k); a level of more than 4 g entries (g > 0) has a level of superblocks above
        let mut counts = vec![nb];
        while g > 0 && counts[counts.len() - 1] > 4 * g {
            let last = counts[counts.len() - 1];
            counts.push(last.div_ceil(g));
        }
        let mats: Vec<Vec<f64>> = (0..counts.len())
            .map(|k| {
                f.transition_power(l * g.pow(k as u32))
                    .iter()
                    .map(|c| c.re)
                    .collect()
            })
            .collect();
        let mut levels = vec![st];
        for k in 0..counts.len() - 1 {
            // gsf_sup_states: each superblock's end state from zero state
            let nsb = counts[k + 1];
            let mut sup = vec![0.0; nsb * m];
            for j in 0..nsb - 1 {
                let mut z = vec![0.0; m];
                for b in 0..g {
                    let e = j * g + b;
                    let mut acc = levels[k][e * m..(e + 1) * m].to_vec();
                    matvec_acc(&mats[k], &z, &mut acc);
                    z = acc;
                }
                sup[j * m..(j + 1) * m].copy_from_slice(&z);
            }
            levels.push(sup);
        }
        // gsf_scan of the top level from zi
        let top = counts.len() - 1;
        let mut z = zi.to_vec();
        for k in 0..counts[top] {
            let mut loc = levels[top][k * m..(k + 1) * m].to_vec();
            levels[top][k * m..(k + 1) * m].copy_from_slice(&z);
            matvec_acc(&mats[top], &z, &mut loc);
            z = loc;
        }
        // gsf_sup_apply, top-down
        for k in (0..top).rev() {
            let (cnt, nsb) = (counts[k], counts[k + 1]);
            for j in 0..nsb {
                let mut z = levels[k + 1][j * m..(j + 1) * m].to_vec();
                for e in j * g..((j + 1) * g).min(cnt) {
                    let mut acc = levels[k][e * m..(e + 1) * m].to_vec();
                    levels[k][e * m..(e + 1) * m].copy_from_slice(&z);
                    matvec_acc(&mats[k], &z, &mut acc);
                    z = acc;
                }
            }
        }
        let st = levels.swap_remove(0);
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
                (1, 3),
                (1, 4),
                (2, 2),
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

    #[test]
    fn blocked_scan_of_a_cascade_equals_sections_in_turn() {
        let secs = [
            [0.2, 0.4, 0.2, 1.0, -0.9, 0.3],
            [1.0, -1.0, 0.5, 1.0, -1.6, 0.81],
            [0.5, 0.1, 0.0, 1.0, 0.4, 0.0],
        ];
        let cascade = Tf {
            coef: secs.iter().flat_map(|s| s.iter().copied()).collect(),
            m: 6,
            sos: true,
        };
        let x: Vec<f64> = (0..3000)
            .map(|i| ((i * 4973) % 97) as f64 / 48.0 - 1.0)
            .collect();
        let zi = [0.1, -0.3, 0.2, 0.05, -0.1, 0.4];
        for reverse in [false, true] {
            let mut want = x.clone();
            let mut wzf = Vec::new();
            for (s, sec) in secs.iter().enumerate() {
                let f = Tf {
                    coef: sec.to_vec(),
                    m: 2,
                    sos: true,
                };
                let init = HostInit::Given(&zi[2 * s..2 * s + 2]);
                let (y, zf) = cpu::filter_rows(&want, 1, 3000, &f, &init, reverse);
                want = y;
                wzf.extend(zf);
            }
            let scale = want.iter().fold(0.0f64, |s, v| s.max(v.abs()));
            for (l, g) in [(64, 0), (5, 0), (3, 7), (16, 4), (1, 64), (1, 3), (2, 2)] {
                let (y, zf) = blocked(&cascade, &x, &zi, l, g, reverse);
                let err = y
                    .iter()
                    .zip(&want)
                    .fold(0.0f64, |s, (u, v)| s.max((u - v).abs()));
                assert!(
                    err <= 1e-13 * scale,
                    "cascade L={l} G={g} reverse={reverse}: {err:e}"
                );
                for (u, v) in zf.iter().zip(&wzf) {
                    assert!((u - v).abs() <= 1e-13 * scale, "cascade zf L={l} G={g}");
                }
            }
        }
    }

    #[test]
    fn gpu_block_lengthens_the_block_until_the_scan_is_stable() {
        use crate::{BType, FilterOutput, IirOptions};
        let opts = IirOptions {
            output: FilterOutput::Sos,
            btype: BType::Lowpass,
            ..Default::default()
        };
        let sos = crate::butter(8, &[0.2], &opts)
            .unwrap()
            .into_sos()
            .unwrap()
            .to_vec()
            .unwrap();
        let cascade = Tf {
            coef: sos.clone(),
            m: 8,
            sos: true,
        };
        // max |A^64| = 2.03, max |A^128| = 0.0019: the whole cascade at 128 samples per block
        let (l, p) = cascade.gpu_block(1, 1 << 22);
        assert_eq!(l, 128);
        let want = cascade.transition_power(128);
        for (u, v) in p.unwrap().iter().zip(&want) {
            assert!((u - v).norm() <= 1e-15, "{u} vs {v}");
        }
        // short signals and large batches: one block per row, no transition
        assert_eq!(cascade.gpu_block(1, 200), (200, None));
        assert_eq!(cascade.gpu_block(8192, 5000).0, 5000);
        // a pole outside the unit circle is never stable: sequential
        let unstable = Tf {
            coef: vec![0.5, -0.2, 0.1, 1.0, -1.3004, 0.30012],
            m: 2,
            sos: false,
        };
        assert_eq!(unstable.gpu_block(1, 100_000), (100_000, None));
        // a transfer function is not lengthened (butter(16, 0.68) in ba form, max |A^64| = 50:
        // sequential)
        let ba = crate::butter(16, &[0.68], &IirOptions::default()).unwrap();
        let (b, a) = ba.into_ba().unwrap();
        let mut coef = b.to_vec().unwrap();
        coef.extend(a.to_vec().unwrap());
        let tf = Tf {
            coef,
            m: 16,
            sos: false,
        };
        assert_eq!(tf.gpu_block(1, 1 << 22), (1 << 22, None));
        // a well damped filter keeps the shortest block
        let damped = Tf {
            coef: vec![0.5, 0.2, 0.1, 1.0, -0.5, 0.06],
            m: 2,
            sos: false,
        };
        assert_eq!(damped.gpu_block(1, 100_000).0, LFILTER_GPU_BLOCK);
    }
}
