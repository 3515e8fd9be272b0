//! The Shapiro-Wilk test for normality (`scipy.stats.shapiro`): Royston's algorithm AS R94
//! (SciPy's `swilk`), on the host after the samples are moved there, one sample per slice
//! along the axis.

use crate::common::{NanPolicy, StatsFloat, along, invalid, nan_mode};
use crate::hypothesis::TestResult;
use gsci_core::{Array, Result};

/// Keyword arguments of [`shapiro`].
#[derive(Clone, Debug, PartialEq)]
pub struct ShapiroOptions {
    /// Axis of the observations; `None` (SciPy's default) flattens.
    pub axis: Option<isize>,
    /// NaN handling: `Propagate` gives NaN for a sample with NaN, `Omit` drops them.
    pub nan_policy: NanPolicy,
}

impl Default for ShapiroOptions {
    fn default() -> Self {
        ShapiroOptions {
            axis: None,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

const SMALL: f64 = 1e-19;

/// Coefficients `[c0, cn, .., c1]` at `x` (AS R94's `poly`).
fn poly(c: &[f64], x: f64) -> f64 {
    let nord = c.len();
    let res = c[0];
    if nord == 1 {
        return res;
    }
    let mut p = x * c[nord - 1];
    if nord == 2 {
        return res + p;
    }
    for &ci in c[1..nord - 1].iter().rev() {
        p = (p + ci) * x;
    }
    res + p
}

/// AS 111's normal quantile (AS R94's `ppnd`).
fn ppnd(p: f64) -> f64 {
    let q = p - 0.5;
    if q.abs() <= 0.42 {
        let r = q * q;
        let num = q
            * (((-25.441_060_496_37 * r + 41.391_197_735_34) * r - 18.615_000_625_29) * r
                + 2.506_628_238_84);
        let den = (((3.130_829_098_33 * r - 21.062_241_018_26) * r + 23.083_367_437_43) * r
            - 8.473_510_930_90)
            * r
            + 1.0;
        return num / den;
    }
    let mut r = if q > 0.0 { 1.0 - p } else { p };
    if r > 0.0 {
        r = (-r.ln()).sqrt();
    } else {
        return 0.0;
    }
    let num =
        ((2.321_212_768_58 * r + 4.850_141_271_35) * r - 2.297_964_791_34) * r - 2.787_189_311_38;
    let den = (1.637_067_818_97 * r + 3.543_889_247_62) * r + 1.0;
    if q < 0.0 { -num / den } else { num / den }
}

/// AS 66's normal tail area (`upper`: from `x` to infinity).
fn alnorm(x: f64, upper: bool) -> f64 {
    let mut upper = upper;
    let mut z = x;
    if z.is_nan() || z <= 0.0 {
        upper = false;
        z = -z;
    }
    if z.is_nan() || (z > 7.0 && !(upper && z <= 38.0)) {
        return if upper { 0.0 } else { 1.0 };
    }
    let y = 0.5 * z * z;
    let temp = if z <= 1.28 {
        0.5 - z
            * (0.398_942_280_444
                - 0.399_903_438_504 * y
                    / (y + 5.758_854_804_58
                        - 29.821_355_780_8
                            / (y + 2.624_331_216_79 + 48.695_993_069_2 / (y + 5.928_857_244_38))))
    } else {
        0.398_942_280_385 * (-y).exp()
            / (z - 3.8052e-8
                + 1.000_006_153_02
                    / (z + 3.980_647_94e-4
                        + 1.986_153_813_64
                            / (z - 0.151_679_116_635
                                + 5.293_303_249_26
                                    / (z + 4.838_591_280_8
                                        - 15.150_897_245_1
                                            / (z + 0.742_380_924_027
                                                + 30.789_933_034 / (z + 3.990_194_170_11))))))
    };
    if upper { temp } else { 1.0 - temp }
}

/// AS R94 on sorted data `x` (length >= 3, not censored): `(w, pw, ifault)`.
fn swilk(x: &[f64], a: &mut [f64]) -> (f64, f64, i32) {
    const C1: [f64; 6] = [
        0.0,
        0.221157,
        -0.147981,
        -0.207119e1,
        0.4434685e1,
        -0.2706056e1,
    ];
    const C2: [f64; 6] = [
        0.0,
        0.42981e-1,
        -0.293762,
        -0.1752461e1,
        0.5682633e1,
        -0.3582633e1,
    ];
    const C3: [f64; 4] = [0.5440, -0.39978, 0.25054e-1, -0.6714e-3];
    const C4: [f64; 4] = [0.13822e1, -0.77857, 0.62767e-1, -0.20322e-2];
    const C5: [f64; 4] = [-0.15861e1, -0.31082, -0.83751e-1, 0.38915e-2];
    const C6: [f64; 3] = [-0.4803, -0.82676e-1, 0.30302e-2];
    const G: [f64; 2] = [-0.2273e1, 0.459];
    let n = x.len();
    let nn2 = n / 2;
    let an = n as f64;
    if n == 3 {
        a[0] = std::f64::consts::FRAC_1_SQRT_2;
    } else {
        let an25 = an + 0.25;
        let mut summ2 = 0.0;
        for (i, ai) in a.iter_mut().enumerate().take(nn2) {
            let t = ppnd((i as f64 + 1.0 - 0.375) / an25);
            *ai = t;
            summ2 += t * t;
        }
        summ2 *= 2.0;
        let ssumm2 = summ2.sqrt();
        let rsn = 1.0 / an.sqrt();
        let a1 = poly(&C1, rsn) - a[0] / ssumm2;
        let (i1, fac) = if n > 5 {
            let a2 = -a[1] / ssumm2 + poly(&C2, rsn);
            let fac = ((summ2 - 2.0 * a[0] * a[0] - 2.0 * a[1] * a[1])
                / (1.0 - 2.0 * a1 * a1 - 2.0 * a2 * a2))
                .sqrt();
            a[1] = a2;
            (2, fac)
        } else {
            (
                1,
                ((summ2 - 2.0 * a[0] * a[0]) / (1.0 - 2.0 * a1 * a1)).sqrt(),
            )
        };
        a[0] = a1;
        for ai in a.iter_mut().take(nn2).skip(i1) {
            *ai *= -1.0 / fac;
        }
    }
    let range = x[n - 1] - x[0];
    if range < SMALL {
        return (1.0, 1.0, 6);
    }
    let coef = |i: usize, j: usize| -> f64 {
        // (-1 if i < j else 1) * a[min(i, j)], with a 0 in the middle for odd n
        if i == j {
            0.0
        } else if i < j {
            -a[i]
        } else {
            a[j]
        }
    };
    let mut sx = x[0] / range;
    let mut sa = -a[0];
    let mut ind2 = n as i64 - 2;
    for (i, &xi) in x.iter().enumerate().skip(1) {
        sx += xi / range;
        if i as i64 != ind2 {
            let j = ind2.max(0) as usize;
            sa += if (i as i64) < ind2 {
                -a[i.min(j)]
            } else {
                a[i.min(j)]
            };
        }
        ind2 -= 1;
    }
    let ifault = if n > 5000 { 2 } else { 0 };
    sa /= n as f64;
    sx /= n as f64;
    let (mut ssa, mut ssx, mut sax) = (0.0, 0.0, 0.0);
    for (i, &xi) in x.iter().enumerate() {
        let j = n - 1 - i;
        let asa = coef(i, j) - sa;
        let xsx = xi / range - sx;
        ssa += asa * asa;
        ssx += xsx * xsx;
        sax += asa * xsx;
    }
    let ssassx = (ssa * ssx).sqrt();
    let w1 = (ssassx - sax) * (ssassx + sax) / (ssa * ssx);
    let w = 1.0 - w1;
    if n == 3 {
        if w < 0.75 {
            return (0.75, 0.0, ifault);
        }
        let pw = 1.0 - 6.0 / std::f64::consts::PI * w.sqrt().acos();
        return (w, pw, ifault);
    }
    let mut y = w1.ln();
    let xx = an.ln();
    let (m, s) = if n <= 11 {
        let gamma = poly(&G, an);
        if y >= gamma {
            return (w, SMALL, ifault);
        }
        y = -(gamma - y).ln();
        (poly(&C3, an), poly(&C4, an).exp())
    } else {
        (poly(&C5, xx), poly(&C6, xx).exp())
    };
    (w, alnorm((y - m) / s, true), ifault)
}

/// `(W, p)` of one sample (NaN for fewer than 3 observations, as SciPy's small-sample rule).
fn shapiro_one(x: &[f64]) -> Result<(f64, f64)> {
    let n = x.len();
    if n < 3 {
        return Ok((f64::NAN, f64::NAN));
    }
    let mut y: Vec<f64> = Vec::new();
    gsci_core::host::try_reserve_exact(&mut y, n)
        .map_err(|_| invalid("shapiro", format!("cannot allocate {n} values")))?;
    y.extend_from_slice(x);
    y.sort_by(|p, q| p.total_cmp(q));
    let shift = x[n / 2];
    for v in y.iter_mut() {
        *v -= shift;
    }
    let mut a: Vec<f64> = Vec::new();
    gsci_core::host::try_reserve_exact(&mut a, n / 2)
        .map_err(|_| invalid("shapiro", format!("cannot allocate {} values", n / 2)))?;
    a.resize(n / 2, 0.0);
    let (w, pw, _) = swilk(&y, &mut a);
    Ok((w, pw))
}

/// The Shapiro-Wilk test that samples come from a normal distribution.
///
/// Equivalent to `scipy.stats.shapiro(x, axis=None, nan_policy='propagate')`: Royston's
/// AS R94 (SciPy's `swilk`), the statistic `W` and its p-value as float64 (as SciPy's, for
/// float32 input too), one per slice along `axis`, on the input's device. As SciPy: a sample
/// with fewer than 3 observations gives NaN (SciPy warns); a sample of zero range gives
/// `W = 1, p = 1` (SciPy warns that the result may not be accurate), and for more than 5000
/// observations the p-value may not be accurate (SciPy warns); NaN propagates unless
/// `nan_policy` is `Omit`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for an axis out of range or NaN with
/// [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{shapiro, ShapiroOptions, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 4.0], &[3], &Device::cpu())?;
/// let r = shapiro(&x, &ShapiroOptions::default())?;
/// assert!((r.statistic.item()? - 0.9642857142857142).abs() < 1e-15);
/// assert!((r.pvalue.item()? - 0.6368868450289689).abs() < 1e-14);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn shapiro<T: StatsFloat>(x: &Array<T>, opts: &ShapiroOptions) -> Result<TestResult<f64>> {
    const OP: &str = "shapiro";
    let (a, axis) = along(OP, x, opts.axis)?;
    let omit = nan_mode(OP, &a, opts.nan_policy)?;
    let moved = a.moveaxis(&[axis], &[-1])?;
    let shape = moved.shape().to_vec();
    let n = *shape.last().unwrap_or(&0);
    let out_shape = &shape[..shape.len().saturating_sub(1)];
    let data: Vec<f64> = moved.astype::<f64>()?.to_vec()?;
    let rows = out_shape.iter().product::<usize>();
    let mut ws: Vec<f64> = Vec::new();
    let mut ps: Vec<f64> = Vec::new();
    gsci_core::host::try_reserve_exact(&mut ws, rows)
        .map_err(|_| invalid(OP, format!("cannot allocate {rows} results")))?;
    gsci_core::host::try_reserve_exact(&mut ps, rows)
        .map_err(|_| invalid(OP, format!("cannot allocate {rows} results")))?;
    let mut kept: Vec<f64> = Vec::new();
    for r in 0..rows {
        let row = &data[r * n..(r + 1) * n];
        let (w, p) = if row.iter().any(|v| v.is_nan()) {
            if omit {
                kept.clear();
                kept.extend(row.iter().copied().filter(|v| !v.is_nan()));
                shapiro_one(&kept)?
            } else {
                (f64::NAN, f64::NAN)
            }
        } else {
            shapiro_one(row)?
        };
        ws.push(w);
        ps.push(p);
    }
    let dev = x.device();
    Ok(TestResult {
        statistic: Array::from_vec(ws, out_shape, dev)?,
        pvalue: Array::from_vec(ps, out_shape, dev)?,
    })
}
