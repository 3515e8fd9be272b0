//! State-space conversions: `tf2ss`, `ss2tf`, `zpk2ss`, `ss2zpk`, `cont2discrete` (state-space
//! systems).

use num_complex::Complex64;

use super::conversions::{tf2zpk_v, zpk2tf_v};
use super::poly::poly_c;
use super::{arr, carr, host1, invalid};
use crate::{Array, Device, Result};

/// A state-space system `(A, B, C, D)` (2-D float64 arrays).
#[derive(Clone, Debug)]
pub struct StateSpace {
    /// State matrix, `(n, n)`.
    pub a: Array<f64>,
    /// Input matrix, `(n, p)`.
    pub b: Array<f64>,
    /// Output matrix, `(q, n)`.
    pub c: Array<f64>,
    /// Feedthrough matrix, `(q, p)`.
    pub d: Array<f64>,
}

/// Host matrix: row-major data and shape.
#[derive(Clone, Debug)]
struct Mat {
    r: usize,
    c: usize,
    v: Vec<f64>,
}

impl Mat {
    fn zeros(r: usize, c: usize) -> Self {
        Mat {
            r,
            c,
            v: vec![0.0; r * c],
        }
    }
    fn eye(r: usize, c: usize) -> Self {
        let mut m = Mat::zeros(r, c);
        for i in 0..r.min(c) {
            m.v[i * c + i] = 1.0;
        }
        m
    }
    fn at(&self, i: usize, j: usize) -> f64 {
        self.v[i * self.c + j]
    }
    fn set(&mut self, i: usize, j: usize, x: f64) {
        self.v[i * self.c + j] = x;
    }
    fn from(a: &Array<f64>, op: &'static str, name: &str) -> Result<Mat> {
        let s = a.shape().to_vec();
        let v = a.to_vec()?;
        Ok(match s.len() {
            0 => Mat { r: 1, c: 1, v },
            1 => Mat { r: 1, c: s[0], v },
            2 => Mat {
                r: s[0],
                c: s[1],
                v,
            },
            _ => {
                return Err(invalid(
                    op,
                    format!("{name} must be at most 2-D, got shape {s:?}"),
                ));
            }
        })
    }
    fn arr(self) -> Result<Array<f64>> {
        Array::from_vec(self.v, &[self.r, self.c], &Device::cpu())
    }
    fn mul(&self, o: &Mat) -> Mat {
        let mut m = Mat::zeros(self.r, o.c);
        for i in 0..self.r {
            for j in 0..o.c {
                let mut s = 0.0;
                for k in 0..self.c {
                    s += self.at(i, k) * o.at(k, j);
                }
                m.set(i, j, s);
            }
        }
        m
    }
    fn block(&self, r0: usize, r1: usize, c0: usize, c1: usize) -> Mat {
        let mut m = Mat::zeros(r1 - r0, c1 - c0);
        for i in r0..r1 {
            for j in c0..c1 {
                m.set(i - r0, j - c0, self.at(i, j));
            }
        }
        m
    }
    fn put(&mut self, r0: usize, c0: usize, o: &Mat) {
        for i in 0..o.r {
            for j in 0..o.c {
                self.set(r0 + i, c0 + j, o.at(i, j));
            }
        }
    }
    fn scale(&self, s: f64) -> Mat {
        Mat {
            r: self.r,
            c: self.c,
            v: self.v.iter().map(|x| x * s).collect(),
        }
    }
    fn add(&self, o: &Mat) -> Mat {
        Mat {
            r: self.r,
            c: self.c,
            v: self.v.iter().zip(&o.v).map(|(a, b)| a + b).collect(),
        }
    }
    fn t(&self) -> Mat {
        let mut m = Mat::zeros(self.c, self.r);
        for i in 0..self.r {
            for j in 0..self.c {
                m.set(j, i, self.at(i, j));
            }
        }
        m
    }
}

fn tf2ss_v(op: &'static str, num: &[f64], den: &[f64]) -> Result<(Mat, Mat, Mat, Mat)> {
    let (num, den) = super::conversions::normalize_v(op, num, den)?;
    let (m, k) = (num.len(), den.len());
    if m > k {
        return Err(invalid(
            op,
            "Improper transfer function. `num` is longer than `den`.",
        ));
    }
    if m == 0 || k == 0 {
        return Ok((
            Mat::zeros(0, 0),
            Mat::zeros(0, 0),
            Mat::zeros(0, 0),
            Mat::zeros(0, 0),
        ));
    }
    let mut nm = vec![0.0; k - m];
    nm.extend_from_slice(&num);
    let d = Mat {
        r: 1,
        c: 1,
        v: vec![nm[0]],
    };
    if k == 1 {
        return Ok((Mat::zeros(1, 1), Mat::zeros(1, 1), Mat::zeros(1, 1), d));
    }
    let mut a = Mat::eye(k - 1, k - 1);
    // r_[frow, eye(K-2, K-1)]
    a.v.iter_mut().for_each(|x| *x = 0.0);
    for j in 0..k - 1 {
        a.set(0, j, -den[j + 1]);
    }
    for i in 1..k - 1 {
        a.set(i, i - 1, 1.0);
    }
    let b = Mat::eye(k - 1, 1);
    let c = Mat {
        r: 1,
        c: k - 1,
        v: (1..k).map(|j| nm[j] - nm[0] * den[j]).collect(),
    };
    Ok((a, b, c, d))
}

fn ss_out(m: (Mat, Mat, Mat, Mat)) -> Result<StateSpace> {
    Ok(StateSpace {
        a: m.0.arr()?,
        b: m.1.arr()?,
        c: m.2.arr()?,
        d: m.3.arr()?,
    })
}

/// Controller-canonical state-space form of a transfer function.
///
/// Equivalent to `scipy.signal.tf2ss` (1-D numerator).
///
/// # Errors
/// `InvalidArgument` when the numerator is longer than the denominator or `den` is all zeros.
///
/// ```
/// use gsci_signal::{tf2ss, Array, Device};
/// let cpu = Device::cpu();
/// let ss = tf2ss(&Array::from_slice_1d(&[1.0, 3.0, 3.0], &cpu)?, &Array::from_slice_1d(&[1.0, 2.0, 1.0], &cpu)?)?;
/// assert_eq!(ss.a.to_vec()?, vec![-2.0, -1.0, 1.0, 0.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn tf2ss(num: &Array<f64>, den: &Array<f64>) -> Result<StateSpace> {
    const OP: &str = "tf2ss";
    ss_out(tf2ss_v(
        OP,
        &host1(OP, "num", num)?,
        &host1(OP, "den", den)?,
    )?)
}

/// Keyword arguments of [`ss2tf`] and [`ss2zpk`].
#[derive(Clone, Debug, Default)]
pub struct Ss2tfOptions {
    /// Which input to use (default 0).
    pub input: usize,
}

fn charpoly(op: &'static str, a: &Mat) -> Result<Vec<f64>> {
    if a.r == 0 {
        return Ok(vec![1.0]);
    }
    let ev = gsci_linalg::eigvals(&a.clone().arr()?)?.to_vec()?;
    let _ = op;
    Ok(poly_c(&ev).iter().map(|x| x.re).collect())
}

fn ss2tf_v(
    op: &'static str,
    a: &Mat,
    b: &Mat,
    c: &Mat,
    d: &Mat,
    input: usize,
) -> Result<(Mat, Vec<f64>)> {
    let n = a.r;
    if a.c != n || b.r != n || c.c != n || d.r != c.r || d.c != b.c {
        return Err(invalid(
            op,
            format!(
                "inconsistent shapes A {:?}, B {:?}, C {:?}, D {:?}",
                (a.r, a.c),
                (b.r, b.c),
                (c.r, c.c),
                (d.r, d.c)
            ),
        ));
    }
    let (nout, nin) = (d.r, d.c);
    if input >= nin {
        return Err(invalid(op, "System does not have the input specified."));
    }
    let bi = b.block(0, n, input, input + 1);
    let di = d.block(0, nout, input, input + 1);
    let den = charpoly(op, a)?;
    let mut num = Mat::zeros(nout, n + 1);
    for k in 0..nout {
        let ck = c.block(k, k + 1, 0, n);
        let m = a.add(&bi.mul(&ck).scale(-1.0));
        let p = charpoly(op, &m)?;
        for j in 0..=n {
            num.set(k, j, p[j] + (di.at(k, 0) - 1.0) * den[j]);
        }
    }
    Ok((num, den))
}

/// Transfer function (one row of numerator per output) of a state-space system.
///
/// Equivalent to `scipy.signal.ss2tf`.
///
/// # Errors
/// `InvalidArgument` for inconsistent shapes or an input index out of range.
///
/// ```
/// use gsci_signal::{ss2tf, tf2ss, Ss2tfOptions, Array, Device};
/// let cpu = Device::cpu();
/// let ss = tf2ss(&Array::from_slice_1d(&[1.0, 3.0, 3.0], &cpu)?, &Array::from_slice_1d(&[1.0, 2.0, 1.0], &cpu)?)?;
/// let (num, den) = ss2tf(&ss.a, &ss.b, &ss.c, &ss.d, &Ss2tfOptions::default())?;
/// assert_eq!(num.shape(), &[1, 3]);
/// assert!((den.to_vec()?[1] - 2.0).abs() < 1e-12);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn ss2tf(
    a: &Array<f64>,
    b: &Array<f64>,
    c: &Array<f64>,
    d: &Array<f64>,
    opts: &Ss2tfOptions,
) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "ss2tf";
    let (num, den) = ss2tf_v(
        OP,
        &Mat::from(a, OP, "A")?,
        &Mat::from(b, OP, "B")?,
        &Mat::from(c, OP, "C")?,
        &Mat::from(d, OP, "D")?,
        opts.input,
    )?;
    Ok((num.arr()?, arr(den)?))
}

/// Zeros, poles and gain of a single-output state-space system.
///
/// Equivalent to `scipy.signal.ss2zpk` (one output).
///
/// # Errors
/// As [`ss2tf`], and `InvalidArgument` for more than one output.
///
/// ```
/// use gsci_signal::{ss2zpk, tf2ss, Ss2tfOptions, Array, Device};
/// let cpu = Device::cpu();
/// let ss = tf2ss(&Array::from_slice_1d(&[1.0, 0.5], &cpu)?, &Array::from_slice_1d(&[1.0, 2.0], &cpu)?)?;
/// let (z, p, k) = ss2zpk(&ss.a, &ss.b, &ss.c, &ss.d, &Ss2tfOptions::default())?;
/// assert!((z.to_vec()?[0].re + 0.5).abs() < 1e-12 && (p.to_vec()?[0].re + 2.0).abs() < 1e-12);
/// assert_eq!(k, 1.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn ss2zpk(
    a: &Array<f64>,
    b: &Array<f64>,
    c: &Array<f64>,
    d: &Array<f64>,
    opts: &Ss2tfOptions,
) -> Result<(Array<Complex64>, Array<Complex64>, f64)> {
    const OP: &str = "ss2zpk";
    let (num, den) = ss2tf_v(
        OP,
        &Mat::from(a, OP, "A")?,
        &Mat::from(b, OP, "B")?,
        &Mat::from(c, OP, "C")?,
        &Mat::from(d, OP, "D")?,
        opts.input,
    )?;
    if num.r != 1 {
        return Err(invalid(
            OP,
            format!(
                "only single-output systems are supported, got {} outputs",
                num.r
            ),
        ));
    }
    let r = tf2zpk_v(OP, &num.v, &den)?;
    Ok((carr(r.z)?, carr(r.p)?, r.k))
}

/// State-space form of a zpk system.
///
/// Equivalent to `scipy.signal.zpk2ss`.
///
/// # Errors
/// As [`super::zpk2tf`] and [`tf2ss`].
///
/// ```
/// use gsci_signal::{zpk2ss, Array, Device, Complex64};
/// let cpu = Device::cpu();
/// let z = Array::<Complex64>::from_slice_1d(&[], &cpu)?;
/// let p = Array::from_slice_1d(&[Complex64::new(-1.0, 0.0)], &cpu)?;
/// let ss = zpk2ss(&z, &p, 2.0)?;
/// assert_eq!(ss.a.to_vec()?, vec![-1.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn zpk2ss(z: &Array<Complex64>, p: &Array<Complex64>, k: f64) -> Result<StateSpace> {
    const OP: &str = "zpk2ss";
    let (b, a) = zpk2tf_v(OP, &host1(OP, "z", z)?, &host1(OP, "p", p)?, k)?;
    ss_out(tf2ss_v(OP, &b, &a)?)
}

/// SciPy's `method` of [`cont2discrete`].
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum DiscretizationMethod {
    /// Generalized bilinear transform with parameter alpha in [0, 1] (`'gbt'`).
    Gbt(f64),
    /// Tustin's method, gbt with alpha 0.5 (`'bilinear'`, `'tustin'`).
    Bilinear,
    /// Forward Euler, gbt with alpha 0 (`'euler'`, `'forward_diff'`).
    Euler,
    /// Backward differencing, gbt with alpha 1 (`'backward_diff'`).
    BackwardDiff,
    /// Zero-order hold (`'zoh'`, default).
    #[default]
    Zoh,
    /// First-order hold (`'foh'`).
    Foh,
    /// Impulse invariance (`'impulse'`).
    Impulse,
}

/// Keyword arguments of [`cont2discrete`].
#[derive(Clone, Debug, Default)]
pub struct Cont2discreteOptions {
    /// Discretization method (default `Zoh`).
    pub method: DiscretizationMethod,
}

fn solve(op: &'static str, a: &Mat, b: &Mat) -> Result<Mat> {
    let x = gsci_linalg::solve(&a.clone().arr()?, &b.clone().arr()?)
        .map_err(|e| invalid(op, format!("singular system: {e}")))?;
    Ok(Mat {
        r: b.r,
        c: b.c,
        v: x.to_vec()?,
    })
}

fn expm(m: &Mat) -> Result<Mat> {
    let e = gsci_linalg::expm(&m.clone().arr()?)?;
    Ok(Mat {
        r: m.r,
        c: m.c,
        v: e.to_vec()?,
    })
}

/// A continuous state-space system discretized with step `dt`.
///
/// Equivalent to `scipy.signal.cont2discrete` for a state-space `system` (`(A, B, C, D)`);
/// the result's `dt` is the `dt` given. (Transfer-function and zpk systems: convert with
/// [`tf2ss`]/[`zpk2ss`] first.)
///
/// # Errors
/// `InvalidArgument` for inconsistent shapes, alpha outside [0, 1], `Impulse` with a nonzero
/// `D`, or a singular `I - alpha dt A`.
///
/// ```
/// use gsci_signal::{cont2discrete, tf2ss, Cont2discreteOptions, Array, Device};
/// let cpu = Device::cpu();
/// let ss = tf2ss(&Array::from_slice_1d(&[1.0], &cpu)?, &Array::from_slice_1d(&[1.0, 1.0], &cpu)?)?;
/// let d = cont2discrete(&ss, 0.1, &Cont2discreteOptions::default())?;
/// assert!((d.a.to_vec()?[0] - (-0.1f64).exp()).abs() < 1e-14);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cont2discrete(
    system: &StateSpace,
    dt: f64,
    opts: &Cont2discreteOptions,
) -> Result<StateSpace> {
    const OP: &str = "cont2discrete";
    let a = Mat::from(&system.a, OP, "A")?;
    let b = Mat::from(&system.b, OP, "B")?;
    let c = Mat::from(&system.c, OP, "C")?;
    let d = Mat::from(&system.d, OP, "D")?;
    let n = a.r;
    if a.c != n || b.r != n || c.c != n || d.r != c.r || d.c != b.c {
        return Err(invalid(OP, "inconsistent shapes of A, B, C, D"));
    }
    let alpha = match opts.method {
        DiscretizationMethod::Gbt(al) => Some(al),
        DiscretizationMethod::Bilinear => Some(0.5),
        DiscretizationMethod::Euler => Some(0.0),
        DiscretizationMethod::BackwardDiff => Some(1.0),
        _ => None,
    };
    let m = b.c;
    let out = if let Some(alpha) = alpha {
        if !(0.0..=1.0).contains(&alpha) {
            return Err(invalid(
                OP,
                format!(
                    "Alpha parameter must be within the interval [0,1] for the gbt method, got {alpha}"
                ),
            ));
        }
        let ima = Mat::eye(n, n).add(&a.scale(-alpha * dt));
        let ad = solve(OP, &ima, &Mat::eye(n, n).add(&a.scale((1.0 - alpha) * dt)))?;
        let bd = solve(OP, &ima, &b.scale(dt))?;
        let cd = solve(OP, &ima.t(), &c.t())?.t();
        let dd = d.add(&c.mul(&bd).scale(alpha));
        (ad, bd, cd, dd)
    } else {
        match opts.method {
            DiscretizationMethod::Zoh => {
                let mut em = Mat::zeros(n + m, n + m);
                em.put(0, 0, &a);
                em.put(0, n, &b);
                let ms = expm(&em.scale(dt))?;
                (ms.block(0, n, 0, n), ms.block(0, n, n, n + m), c, d)
            }
            DiscretizationMethod::Foh => {
                let mut em = Mat::zeros(n + 2 * m, n + 2 * m);
                em.put(0, 0, &a.scale(dt));
                em.put(0, n, &b.scale(dt));
                em.put(n, n + m, &Mat::eye(m, m));
                let ms = expm(&em)?;
                let ms11 = ms.block(0, n, 0, n);
                let ms12 = ms.block(0, n, n, n + m);
                let ms13 = ms.block(0, n, n + m, n + 2 * m);
                let bd = ms12.add(&ms13.scale(-1.0)).add(&ms11.mul(&ms13));
                let dd = d.add(&c.mul(&ms13));
                (ms11, bd, c, dd)
            }
            _ => {
                if d.v.iter().any(|&x| x.abs() > 1e-8) {
                    return Err(invalid(
                        OP,
                        "Impulse method is only applicable to strictly proper systems",
                    ));
                }
                let ad = expm(&a.scale(dt))?;
                let bd = ad.mul(&b).scale(dt);
                let dd = c.mul(&b).scale(dt);
                (ad, bd, c, dd)
            }
        }
    };
    ss_out(out)
}
