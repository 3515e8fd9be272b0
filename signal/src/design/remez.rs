//! `remez`: the Parks-McClellan equiripple FIR design, SciPy's implementation (the
//! McClellan-Parks-Rabiner exchange program, as Kvaleberg's C port that SciPy wraps), written
//! again with the same 1-based arrays, the same arithmetic and the same control flow (its
//! `goto`s as a state machine), so that the taps agree with SciPy's to rounding.

// The port keeps the original's 1-based index loops so that it can be read against it.
#![allow(clippy::needless_range_loop)]

use std::f64::consts::PI;

use super::{arr, invalid};
use crate::{Array, Result};

const TWOPI: f64 = PI + PI;

/// SciPy's `type` of [`remez`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RemezType {
    /// `'bandpass'` (default): symmetric taps.
    #[default]
    Bandpass,
    /// `'differentiator'`: antisymmetric taps, desired response proportional to frequency.
    Differentiator,
    /// `'hilbert'`: antisymmetric taps.
    Hilbert,
}

/// Keyword arguments of [`remez`].
#[derive(Clone, Debug)]
pub struct RemezOptions {
    /// Relative weight of each band (default all 1).
    pub weight: Option<Vec<f64>>,
    /// Filter type (default `Bandpass`).
    pub r#type: RemezType,
    /// Maximum number of iterations (default 25).
    pub maxiter: usize,
    /// Grid density (default 16).
    pub grid_density: usize,
    /// Sample rate; `None` (default) is 1 (bands in cycles/sample, Nyquist 0.5).
    pub fs: Option<f64>,
}

impl Default for RemezOptions {
    fn default() -> Self {
        Self {
            weight: None,
            r#type: RemezType::Bandpass,
            maxiter: 25,
            grid_density: 16,
            fs: None,
        }
    }
}

fn lagrange_interp(k: usize, n: usize, m: usize, x: &[f64]) -> f64 {
    let mut retval = 1.0;
    let q = x[k];
    for l in 1..=m {
        let mut j = l;
        while j <= n {
            if j != k {
                retval *= 2.0 * (q - x[j]);
            }
            j += m;
        }
    }
    1.0 / retval
}

fn freq_eval(k: usize, n: usize, grid: &[f64], x: &[f64], y: &[f64], ad: &[f64]) -> f64 {
    let mut d = 0.0;
    let mut p = 0.0;
    let xf = (TWOPI * grid[k]).cos();
    for j in 1..=n {
        let c = ad[j] / (xf - x[j]);
        d += c;
        p += c * y[j];
    }
    p / d
}

#[derive(Clone, Copy)]
enum L {
    L100,
    L200,
    L210,
    L215,
    L220,
    L225,
    L230,
    L235,
    L240,
    L250,
    L255,
    L260,
    L300,
    L310,
    L315,
    L320,
    L325,
    L330,
    L340,
    L350,
    Done,
}

/// The exchange; `Err(niter)` when the deviation stops growing (SciPy's failure to converge).
#[allow(clippy::too_many_arguments)]
fn remez_exchange(
    des: &[f64],
    grid: &mut [f64],
    edge: &[f64],
    wt: &[f64],
    ngrid: usize,
    nbands: usize,
    iext: &mut [i64],
    alpha: &mut [f64],
    nfcns: usize,
    itrmax: usize,
) -> std::result::Result<(), usize> {
    let dim = nfcns + 4;
    let mut a = vec![0.0; dim];
    let mut p = vec![0.0; dim];
    let mut q = vec![0.0; dim];
    let mut ad = vec![0.0; dim];
    let mut x = vec![0.0; dim];
    let mut y = vec![0.0; dim];
    let mut devl = -1.0;
    let nz = nfcns + 1;
    let nzz = nfcns + 2;
    let mut niter = 0;
    let (mut k1, mut knz, mut klow, mut kup) = (0i64, 0i64, 0i64, 0i64);
    let (mut nu, mut nut, mut nut1, mut luck) = (0i64, 0i64, 0i64, 0i64);
    let (mut j, mut l, mut jchnge) = (0usize, 0i64, 0i64);
    let (mut ynz, mut comp, mut y1, mut err, mut dev) = (0.0f64, 0.0f64, 0.0f64, 0.0f64, 0.0f64);
    let e = |l: i64, x: &[f64], y: &[f64], ad: &[f64], grid: &[f64]| -> f64 {
        let l = l as usize;
        (freq_eval(l, nz, grid, x, y, ad) - des[l]) * wt[l]
    };
    let mut state = L::L100;
    loop {
        state = match state {
            L::L100 => {
                iext[nzz] = ngrid as i64 + 1;
                niter += 1;
                if niter > itrmax {
                    L::Done
                } else {
                    for jj in 1..=nz {
                        x[jj] = (grid[iext[jj] as usize] * TWOPI).cos();
                    }
                    let jet = (nfcns - 1) / 15 + 1;
                    for jj in 1..=nz {
                        ad[jj] = lagrange_interp(jj, nz, jet, &x);
                    }
                    let (mut dnum, mut dden) = (0.0, 0.0);
                    let mut k = 1.0;
                    for jj in 1..=nz {
                        let ll = iext[jj] as usize;
                        dnum += ad[jj] * des[ll];
                        dden += k * ad[jj] / wt[ll];
                        k = -k;
                    }
                    dev = dnum / dden;
                    nu = if dev > 0.0 { -1 } else { 1 };
                    dev *= -(nu as f64);
                    let mut k = nu as f64;
                    for jj in 1..=nz {
                        let ll = iext[jj] as usize;
                        y[jj] = des[ll] + k * dev / wt[ll];
                        k = -k;
                    }
                    if dev <= devl {
                        return Err(niter);
                    }
                    devl = dev;
                    jchnge = 0;
                    k1 = iext[1];
                    knz = iext[nz];
                    klow = 0;
                    nut = -nu;
                    j = 1;
                    L::L200
                }
            }
            L::L200 => {
                if j == nzz {
                    ynz = comp;
                }
                if j >= nzz {
                    L::L300
                } else {
                    kup = iext[j + 1];
                    l = iext[j] + 1;
                    nut = -nut;
                    if j == 2 {
                        y1 = comp;
                    }
                    comp = dev;
                    if l >= kup {
                        L::L220
                    } else {
                        err = e(l, &x, &y, &ad, grid);
                        if nut as f64 * err - comp <= 0.0 {
                            L::L220
                        } else {
                            comp = nut as f64 * err;
                            L::L210
                        }
                    }
                }
            }
            L::L210 => {
                l += 1;
                if l >= kup {
                    L::L215
                } else {
                    err = e(l, &x, &y, &ad, grid);
                    if nut as f64 * err - comp <= 0.0 {
                        L::L215
                    } else {
                        comp = nut as f64 * err;
                        L::L210
                    }
                }
            }
            L::L215 => {
                iext[j] = l - 1;
                j += 1;
                klow = l - 1;
                jchnge += 1;
                L::L200
            }
            L::L220 => {
                l -= 1;
                L::L225
            }
            L::L225 => {
                l -= 1;
                if l <= klow {
                    L::L250
                } else {
                    err = e(l, &x, &y, &ad, grid);
                    if nut as f64 * err - comp > 0.0 {
                        L::L230
                    } else if jchnge <= 0 {
                        L::L225
                    } else {
                        L::L260
                    }
                }
            }
            L::L230 => {
                comp = nut as f64 * err;
                L::L235
            }
            L::L235 => {
                l -= 1;
                if l <= klow {
                    L::L240
                } else {
                    err = e(l, &x, &y, &ad, grid);
                    if nut as f64 * err - comp <= 0.0 {
                        L::L240
                    } else {
                        comp = nut as f64 * err;
                        L::L235
                    }
                }
            }
            L::L240 => {
                klow = iext[j];
                iext[j] = l + 1;
                j += 1;
                jchnge += 1;
                L::L200
            }
            L::L250 => {
                l = iext[j] + 1;
                if jchnge > 0 { L::L215 } else { L::L255 }
            }
            L::L255 => {
                l += 1;
                if l >= kup {
                    L::L260
                } else {
                    err = e(l, &x, &y, &ad, grid);
                    if nut as f64 * err - comp <= 0.0 {
                        L::L255
                    } else {
                        comp = nut as f64 * err;
                        L::L210
                    }
                }
            }
            L::L260 => {
                klow = iext[j];
                j += 1;
                L::L200
            }
            L::L300 => {
                if j > nzz {
                    L::L320
                } else {
                    if k1 > iext[1] {
                        k1 = iext[1];
                    }
                    if knz < iext[nz] {
                        knz = iext[nz];
                    }
                    nut1 = nut;
                    nut = -nu;
                    l = 0;
                    kup = k1;
                    comp = ynz * 1.00001;
                    luck = 1;
                    L::L310
                }
            }
            L::L310 => {
                l += 1;
                if l >= kup {
                    L::L315
                } else {
                    err = e(l, &x, &y, &ad, grid);
                    if nut as f64 * err - comp <= 0.0 {
                        L::L310
                    } else {
                        comp = nut as f64 * err;
                        j = nzz;
                        L::L210
                    }
                }
            }
            L::L315 => {
                luck = 6;
                L::L325
            }
            L::L320 => {
                if luck > 9 {
                    L::L350
                } else {
                    if comp > y1 {
                        y1 = comp;
                    }
                    k1 = iext[nzz];
                    L::L325
                }
            }
            L::L325 => {
                l = ngrid as i64 + 1;
                klow = knz;
                nut = -nut1;
                comp = y1 * 1.00001;
                L::L330
            }
            L::L330 => {
                l -= 1;
                if l <= klow {
                    L::L340
                } else {
                    err = e(l, &x, &y, &ad, grid);
                    if nut as f64 * err - comp <= 0.0 {
                        L::L330
                    } else {
                        j = nzz;
                        comp = nut as f64 * err;
                        luck += 10;
                        L::L235
                    }
                }
            }
            L::L340 => {
                if luck == 6 {
                    // L370: the end of the do-body; repeat while points changed.
                    if jchnge > 0 { L::L100 } else { L::Done }
                } else {
                    for jj in 1..=nfcns {
                        iext[nzz - jj] = iext[nz - jj];
                    }
                    iext[1] = k1;
                    L::L100
                }
            }
            L::L350 => {
                let kn = iext[nzz];
                for jj in 1..=nfcns {
                    iext[jj] = iext[jj + 1];
                }
                iext[nz] = kn;
                L::L100
            }
            L::Done => break,
        };
    }

    // Coefficients of the best approximation by the inverse DFT.
    let nm1 = nfcns as i64 - 1;
    let fsh = 1.0e-06;
    let gtemp = grid[1];
    x[nzz] = -2.0;
    let cn = (2 * nfcns - 1) as f64;
    let delf = 1.0 / cn;
    let mut l = 1usize;
    let mut kkk = edge[1] == 0.0 && edge[2 * nbands] == 0.5;
    if nfcns <= 3 {
        kkk = true;
    }
    let (mut aa, mut bb) = (0.0, 0.0);
    if !kkk {
        let dtemp = (TWOPI * grid[1]).cos();
        let dnum = (TWOPI * grid[ngrid]).cos();
        aa = 2.0 / (dtemp - dnum);
        bb = -(dtemp + dnum) / (dtemp - dnum);
    }
    for jj in 1..=nfcns {
        let mut ft = (jj - 1) as f64 * delf;
        let mut xt = (TWOPI * ft).cos();
        if !kkk {
            xt = (xt - bb) / aa;
            ft = xt.acos() / TWOPI;
        }
        loop {
            let xe = x[l];
            if xt > xe {
                if (xt - xe) < fsh {
                    a[jj] = y[l];
                } else {
                    grid[1] = ft;
                    a[jj] = freq_eval(1, nz, grid, &x, &y, &ad);
                }
                break;
            }
            if (xe - xt) < fsh {
                a[jj] = y[l];
                break;
            }
            l += 1;
        }
        if l > 1 {
            l -= 1;
        }
    }
    grid[1] = gtemp;
    let dden = TWOPI / cn;
    for jj in 1..=nfcns {
        let mut dtemp = 0.0;
        let dnum = (jj - 1) as f64 * dden;
        for k in 1..=(nm1.max(0) as usize) {
            dtemp += a[k + 1] * (dnum * k as f64).cos();
        }
        alpha[jj] = 2.0 * dtemp + a[1];
    }
    for v in alpha.iter_mut().take(nfcns + 1).skip(2) {
        *v *= 2.0 / cn;
    }
    alpha[1] /= cn;
    if !kkk {
        let nm1 = nm1 as usize;
        p[1] = 2.0 * alpha[nfcns] * bb + alpha[nm1];
        p[2] = 2.0 * aa * alpha[nfcns];
        q[1] = alpha[nfcns - 2] - alpha[nfcns];
        for jj in 2..=nm1 {
            if jj >= nm1 {
                aa *= 0.5;
                bb *= 0.5;
            }
            p[jj + 1] = 0.0;
            for k in 1..=jj {
                a[k] = p[k];
                p[k] = 2.0 * bb * a[k];
            }
            p[2] += a[1] * 2.0 * aa;
            for k in 1..jj {
                p[k] += q[k] + aa * a[k + 1];
            }
            for k in 3..=jj + 1 {
                p[k] += aa * a[k - 1];
            }
            if jj != nm1 {
                for k in 1..=jj {
                    q[k] = -a[k];
                }
                q[1] += alpha[nfcns - 1 - jj];
            }
        }
        alpha[1..=nfcns].copy_from_slice(&p[1..=nfcns]);
    }
    if nfcns <= 3 {
        alpha[nfcns + 1] = 0.0;
        alpha[nfcns + 2] = 0.0;
    }
    Ok(())
}

/// Minimax optimal FIR filter by the Remez exchange algorithm (Parks-McClellan).
///
/// Equivalent to `scipy.signal.remez` (`bands` as flat edge pairs in the units of `fs`,
/// `desired` one gain per band).
///
/// # Errors
/// `InvalidArgument` with SciPy's messages: lengths of `bands`/`desired`/`weight` that do not
/// match, a grid too dense for the work space, or the exchange failing to converge ("try
/// reducing transition band width").
///
/// ```
/// use gsci_signal::{remez, RemezOptions};
/// let h = remez(5, &[0.0, 0.1, 0.2, 0.5], &[1.0, 0.0], &RemezOptions::default())?.to_vec()?;
/// assert!((h[0] - 0.17225148).abs() < 1e-7);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn remez(
    numtaps: usize,
    bands: &[f64],
    desired: &[f64],
    opts: &RemezOptions,
) -> Result<Array<f64>> {
    const OP: &str = "remez";
    crate::windows::alloc_check(
        OP,
        numtaps / 2 + 3,
        opts.grid_density.saturating_mul(3).max(1),
    )?;
    let fs = opts.fs.unwrap_or(1.0);
    if !(fs.is_finite() && fs > 0.0) {
        return Err(invalid(
            OP,
            format!("Sampling frequency fs must be a single scalar > 0, got {fs}"),
        ));
    }
    let weight = opts
        .weight
        .clone()
        .unwrap_or_else(|| vec![1.0; desired.len()]);
    let nbands = desired.len();
    if weight.len() != nbands || bands.len() != 2 * nbands || nbands == 0 {
        return Err(invalid(
            OP,
            "The inputs desired and weight must have same length.\n  The input bands must have twice this length.",
        ));
    }
    if numtaps < 1 {
        return Err(invalid(OP, "numtaps must be at least 1"));
    }
    if opts.grid_density < 1 {
        return Err(invalid(OP, "grid_density must be at least 1"));
    }
    let jtype = match opts.r#type {
        RemezType::Bandpass => 1,
        RemezType::Differentiator => 2,
        RemezType::Hilbert => 3,
    };
    // 1-based copies.
    let mut edge = vec![0.0];
    edge.extend(bands.iter().map(|b| b / fs));
    let mut fx = vec![0.0];
    fx.extend_from_slice(desired);
    let mut wtx = vec![0.0];
    wtx.extend_from_slice(&weight);
    let eff = |freq: f64, lband: usize| {
        if jtype != 2 {
            fx[lband]
        } else {
            fx[lband] * freq
        }
    };
    let wate = |freq: f64, lband: usize| {
        if jtype != 2 || fx[lband] < 0.0001 {
            wtx[lband]
        } else {
            wtx[lband] / freq
        }
    };
    let dimsize = (numtaps as f64 / 2.0 + 2.0).ceil() as usize;
    let wrksize = opts.grid_density * dimsize;
    let mut des = vec![0.0; wrksize + 2];
    let mut grid = vec![0.0; wrksize + 2];
    let mut wt = vec![0.0; wrksize + 2];
    let neg = jtype != 1;
    let nodd = numtaps % 2 == 1;
    let mut nfcns = numtaps / 2;
    if nodd && !neg {
        nfcns += 1;
    }
    if nfcns == 0 {
        return Err(invalid(
            OP,
            format!(
                "numtaps={numtaps} is too small for a {:?} filter",
                opts.r#type
            ),
        ));
    }
    let too_dense = || {
        invalid(
            OP,
            "Failure to converge: the grid is too dense (too many points); try reducing grid_density or the number of bands",
        )
    };
    grid[1] = edge[1];
    let delf = 0.5 / (opts.grid_density * nfcns) as f64;
    if neg && edge[1] < delf {
        grid[1] = delf;
    }
    let (mut j, mut l, mut lband) = (1usize, 1usize, 1usize);
    loop {
        let fup = edge[l + 1];
        loop {
            let temp = grid[j];
            des[j] = eff(temp, lband);
            wt[j] = wate(temp, lband);
            j += 1;
            if j > wrksize {
                return Err(too_dense());
            }
            grid[j] = temp + delf;
            if grid[j] > fup {
                break;
            }
        }
        grid[j - 1] = fup;
        des[j - 1] = eff(fup, lband);
        wt[j - 1] = wate(fup, lband);
        lband += 1;
        l += 2;
        if lband > nbands {
            break;
        }
        grid[j] = edge[l];
    }
    let mut ngrid = j - 1;
    if neg == nodd && grid[ngrid] > (0.5 - delf) {
        ngrid -= 1;
    }
    if !neg {
        if !nodd {
            for jj in 1..=ngrid {
                let change = (PI * grid[jj]).cos();
                des[jj] /= change;
                wt[jj] *= change;
            }
        }
    } else {
        for jj in 1..=ngrid {
            let change = if !nodd {
                (PI * grid[jj]).sin()
            } else {
                (TWOPI * grid[jj]).sin()
            };
            des[jj] /= change;
            wt[jj] *= change;
        }
    }
    if ngrid <= nfcns {
        return Err(invalid(
            OP,
            format!(
                "the bands give {ngrid} grid points for {nfcns} extremal frequencies: widen the bands or raise grid_density"
            ),
        ));
    }
    let mut iext = vec![0i64; nfcns + 4];
    let temp = (ngrid as f64 - 1.0) / nfcns as f64;
    for jj in 1..=nfcns {
        iext[jj] = ((jj - 1) as f64 * temp) as i64 + 1;
    }
    iext[nfcns + 1] = ngrid as i64;
    let nm1 = nfcns.saturating_sub(1);
    let nz = nfcns + 1;
    let mut alpha = vec![0.0; nfcns + 4];
    remez_exchange(
        &des,
        &mut grid,
        &edge,
        &wt,
        ngrid,
        nbands,
        &mut iext,
        &mut alpha,
        nfcns,
        opts.maxiter,
    )
    .map_err(|niter| {
        invalid(
            OP,
            format!(
                "Failure to converge at iteration {niter}, try reducing transition band width."
            ),
        )
    })?;
    let mut h = vec![0.0; numtaps + 2];
    if !neg {
        if nodd {
            for jj in 1..=nm1 {
                h[jj] = 0.5 * alpha[nz - jj];
            }
            h[nfcns] = alpha[1];
        } else {
            h[1] = 0.25 * alpha[nfcns];
            for jj in 2..=nm1 {
                h[jj] = 0.25 * (alpha[nz - jj] + alpha[nfcns + 2 - jj]);
            }
            h[nfcns] = 0.5 * alpha[1] + 0.25 * alpha[2];
        }
    } else if nodd {
        h[1] = 0.25 * alpha[nfcns];
        h[2] = 0.25 * alpha[nm1];
        for jj in 3..=nm1 {
            h[jj] = 0.25 * (alpha[nz - jj] - alpha[nfcns + 3 - jj]);
        }
        h[nfcns] = 0.5 * alpha[1] - 0.25 * alpha[3];
        h[nz] = 0.0;
    } else {
        h[1] = 0.25 * alpha[nfcns];
        for jj in 2..=nm1 {
            h[jj] = 0.25 * (alpha[nz - jj] - alpha[nfcns + 2 - jj]);
        }
        h[nfcns] = 0.5 * alpha[1] - 0.25 * alpha[2];
    }
    for jj in 1..=nfcns {
        let k = numtaps + 1 - jj;
        h[k] = if !neg { h[jj] } else { -h[jj] };
    }
    if neg && nodd {
        h[nz] = 0.0;
    }
    arr(h[1..=numtaps].to_vec())
}
