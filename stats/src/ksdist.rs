//! The Kolmogorov-Smirnov distributions on the host: SciPy's `kstwo` (exact two-sided, a port of
//! `scipy/stats/_ksstats.py`: Durbin's matrix method as Marsaglia-Tsang-Wang, Pomeranz's
//! recursion, the Pelz-Good expansion and the Ruben-Gambino closed forms, chosen as SciPy
//! chooses them), `ksone` (the one-sided Smirnov distribution, `scipy.special.smirnov`) and
//! `kstwobign` (Kolmogorov's limit, `scipy.special.kolmogorov`).
//!
//! The p-values of a batched test are one scalar per column, so these run on the host after the
//! statistics are reduced on the device. `scipy.special.smirnov` and `kolmogorov` belong to
//! gsci-special; they are implemented here for the tests of this crate.

use std::f64::consts::PI;

const E128: i32 = 128;
const EP128: f64 = 3.402_823_669_209_385e38; // 2^128
const EM128: f64 = 2.938_735_877_055_719e-39; // 2^-128
const LOG_2PI: f64 = 1.837_877_066_409_345_5;
const MIN_LOG: f64 = -708.0;

fn ldexp(x: f64, e: i32) -> f64 {
    let mut x = x;
    let mut e = e;
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
    }
    x * 2f64.powi(e)
}

fn clip(p: f64) -> f64 {
    p.clamp(0.0, 1.0)
}

fn select(cdfprob: f64, sfprob: f64, cdf: bool) -> f64 {
    clip(if cdf { cdfprob } else { sfprob })
}

/// `ln(n! / n^n)` by Stirling's series (SciPy's `_log_nfactorial_div_n_pow_n`).
fn log_nfactorial_div_n_pow_n(n: f64) -> f64 {
    const C: [f64; 8] = [
        -2.955_065_359_477_124e-2,
        6.410_256_410_256_41e-3,
        -1.917_526_917_526_917_5e-3,
        8.417_508_417_508_417e-4,
        -5.952_380_952_380_952e-4,
        7.936_507_936_507_937e-4,
        -2.777_777_777_777_778e-3,
        8.333_333_333_333_333e-2,
    ];
    let rn = 1.0 / n;
    let t = rn / n;
    let poly = C.iter().fold(0.0, |acc, &c| acc * t + c);
    n.ln() / 2.0 - n + LOG_2PI / 2.0 + rn * poly
}

/// `Pr(D_n <= d)` by Durbin's matrix (Marsaglia, Tsang and Wang 2003).
fn kolmogn_dmtw(n: u64, d: f64, cdf: bool) -> f64 {
    if d >= 1.0 {
        return select(1.0, 0.0, cdf);
    }
    let nd = n as f64 * d;
    if nd <= 0.5 {
        return select(0.0, 1.0, cdf);
    }
    let k = nd.ceil() as usize;
    let h = k as f64 - nd;
    let m = 2 * k - 1;
    let mut hm = vec![0.0f64; m * m];
    let mut v: Vec<f64> = (1..=m).map(|i| 1.0 - h.powi(i as i32)).collect();
    let mut w = vec![0.0f64; m];
    let mut fac = 1.0f64;
    for j in 1..=m {
        w[j - 1] = fac;
        fac /= j as f64;
        v[j - 1] *= fac;
    }
    let tt = (2.0 * h - 1.0).max(0.0).powi(m as i32) - 2.0 * h.powi(m as i32);
    v[m - 1] = (1.0 + tt) * fac;
    for i in 1..m {
        // H[i-1:, i] = w[:m-i+1]
        for r in (i - 1)..m {
            hm[r * m + i] = w[r - (i - 1)];
        }
    }
    for r in 0..m {
        hm[r * m] = v[r];
    }
    for c in 0..m {
        hm[(m - 1) * m + c] = v[m - 1 - c];
    }
    let matmul = |a: &[f64], b: &[f64]| -> Vec<f64> {
        let mut c = vec![0.0f64; m * m];
        for i in 0..m {
            for l in 0..m {
                let ail = a[i * m + l];
                if ail == 0.0 {
                    continue;
                }
                for j in 0..m {
                    c[i * m + j] += ail * b[l * m + j];
                }
            }
        }
        c
    };
    let mut hpwr = vec![0.0f64; m * m];
    for i in 0..m {
        hpwr[i * m + i] = 1.0;
    }
    let mut nn = n;
    let mut expnt: i32 = 0;
    let mut hexpnt: i32 = 0;
    while nn > 0 {
        if nn % 2 == 1 {
            hpwr = matmul(&hpwr, &hm);
            expnt += hexpnt;
        }
        hm = matmul(&hm, &hm);
        hexpnt *= 2;
        if hm[(k - 1) * m + (k - 1)].abs() > EP128 {
            for e in hm.iter_mut() {
                *e /= EP128;
            }
            hexpnt += E128;
        }
        nn /= 2;
    }
    let mut p = hpwr[(k - 1) * m + (k - 1)];
    for i in 1..=n {
        p = i as f64 * p / n as f64;
        if p.abs() < EM128 {
            p *= EP128;
            expnt -= E128;
        }
    }
    if expnt != 0 {
        p = ldexp(p, expnt);
    }
    select(p, 1.0 - p, cdf)
}

fn pomeranz_j1j2(i: i64, n: i64, ll: i64, ceilf: i64, roundf: i64) -> (i64, i64) {
    let (j1, j2) = if i == 0 {
        (-ll - ceilf - 1, ll + ceilf - 1)
    } else {
        let (ip1div2, ip1mod2) = ((i + 1).div_euclid(2), (i + 1).rem_euclid(2));
        if ip1mod2 == 0 {
            if ip1div2 == n + 1 {
                (n - ll - ceilf - 1, n + ll + ceilf - 1)
            } else {
                (ip1div2 - 1 - ll - roundf - 1, ip1div2 + ll - 1 + ceilf - 1)
            }
        } else {
            (ip1div2 - 1 - ll - 1, ip1div2 + ll + roundf - 1)
        }
    };
    ((j1 + 2).max(0), j2.min(n))
}

/// `Pr(D_n <= x)` by Pomeranz's recursion (1974).
fn kolmogn_pomeranz(n: u64, x: f64, cdf: bool) -> f64 {
    let nf = n as f64;
    let n = n as i64;
    let t = nf * x;
    let ll = t.floor() as i64;
    let f = t - ll as f64;
    let g = f.min(1.0 - f);
    let ceilf = i64::from(f > 0.0);
    let roundf = i64::from(f > 0.5);
    let npwrs = (2 * (ll + 1)) as usize;
    let mut gpower = vec![0.0f64; npwrs];
    let mut twogpower = vec![0.0f64; npwrs];
    let mut onem2gpower = vec![0.0f64; npwrs];
    gpower[0] = 1.0;
    twogpower[0] = 1.0;
    onem2gpower[0] = 1.0;
    let mut expnt: i32 = 0;
    let (g_n, two_g_n, om2g_n) = (g / nf, 2.0 * g / nf, (1.0 - 2.0 * g) / nf);
    for m in 1..npwrs {
        gpower[m] = gpower[m - 1] * g_n / m as f64;
        twogpower[m] = twogpower[m - 1] * two_g_n / m as f64;
        onem2gpower[m] = onem2gpower[m - 1] * om2g_n / m as f64;
    }
    let mut v0 = vec![0.0f64; npwrs];
    let mut v1 = vec![0.0f64; npwrs];
    v1[0] = 1.0;
    let (mut v0s, mut v1s): (i64, i64) = (0, 0);
    let mut j1 = pomeranz_j1j2(0, n, ll, ceilf, roundf).0;
    for i in 1..(2 * n + 2) {
        let k1 = j1;
        std::mem::swap(&mut v0, &mut v1);
        std::mem::swap(&mut v0s, &mut v1s);
        v1.iter_mut().for_each(|e| *e = 0.0);
        let (nj1, j2) = pomeranz_j1j2(i, n, ll, ceilf, roundf);
        j1 = nj1;
        let pwrs = if i == 1 || i == 2 * n + 1 {
            &gpower
        } else if i % 2 == 1 {
            &twogpower
        } else {
            &onem2gpower
        };
        let ln2 = j2 - k1 + 1;
        if ln2 > 0 {
            let ln2 = ln2 as usize;
            let base = (k1 - v0s) as usize;
            // full convolution of V0[base..base+ln2] with pwrs[..ln2], entries conv_start..
            let conv_start = (j1 - k1) as usize;
            let conv_len = (j2 - j1 + 1).max(0) as usize;
            for (o, slot) in v1.iter_mut().enumerate().take(conv_len) {
                let idx = conv_start + o;
                let mut s = 0.0;
                let lo = idx.saturating_sub(ln2 - 1);
                for a in lo..=idx.min(ln2 - 1) {
                    let va = v0.get(base + a).copied().unwrap_or(0.0);
                    s += va * pwrs[idx - a];
                }
                *slot = s;
            }
            let mx = v1.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            if mx > 0.0 && mx < EM128 {
                v1.iter_mut().for_each(|e| *e *= EP128);
                expnt -= E128;
            }
            v1s = v0s + j1 - k1;
        }
    }
    let mut ans = v1[(n - v1s) as usize];
    for m in 1..=n {
        if ans.abs() > EP128 {
            ans *= EM128;
            expnt += E128;
        }
        ans *= m as f64;
    }
    if expnt != 0 {
        ans = ldexp(ans, expnt);
    }
    select(ans, 1.0 - ans, cdf)
}

/// `Pr(D_n <= x)` by the Pelz-Good expansion (1976).
fn kolmogn_pelzgood(n: u64, x: f64, cdf: bool) -> f64 {
    if x <= 0.0 {
        return select(0.0, 1.0, cdf);
    }
    if x >= 1.0 {
        return select(1.0, 0.0, cdf);
    }
    let nf = n as f64;
    let pi2 = PI * PI;
    let pi4 = pi2 * pi2;
    let pi6 = pi4 * pi2;
    let sqrt2pi = (2.0 * PI).sqrt();
    let z = nf.sqrt() * x;
    let (z2, z3, z4, z6) = (z * z, z.powi(3), z.powi(4), z.powi(6));
    let qlog = -pi2 / 8.0 / z2;
    if qlog < MIN_LOG {
        return select(0.0, 1.0, cdf);
    }
    let q = qlog.exp();
    let k1a = -z2;
    let k1b = pi2 / 4.0;
    let k2a = 6.0 * z6 + 2.0 * z4;
    let k2b = (2.0 * z4 - 5.0 * z2) * pi2 / 4.0;
    let k2c = pi4 * (1.0 - 2.0 * z2) / 16.0;
    let k3d = pi6 * (5.0 - 30.0 * z2) / 64.0;
    let k3c = pi4 * (-60.0 * z2 + 212.0 * z4) / 16.0;
    let k3b = pi2 * (135.0 * z4 - 96.0 * z6) / 4.0;
    let k3a = -30.0 * z6 - 90.0 * z.powi(8);
    let mut kk = [0.0f64; 4];
    let maxk = (16.0 * z / PI).ceil() as i64;
    for k in (1..=maxk).rev() {
        let m = (2 * k - 1) as f64;
        let (m2, m4, m6) = (m * m, m.powi(4), m.powi(6));
        let qpower = q.powf((8 * k) as f64);
        let coeffs = [
            1.0,
            k1a + k1b * m2,
            k2a + k2b * m2 + k2c * m4,
            k3a + k3b * m2 + k3c * m4 + k3d * m6,
        ];
        for (a, c) in kk.iter_mut().zip(coeffs) {
            *a = *a * qpower + c;
        }
    }
    let den = [z, 6.0 * z4, 72.0 * z.powi(7), 6480.0 * z.powi(10)];
    for (a, d) in kk.iter_mut().zip(den) {
        *a = *a * q * sqrt2pi / d;
    }
    let q = (-pi2 / 2.0 / z2).exp();
    let sqrt3z = 3f64.sqrt() * z;
    let mut k2extra = 0.0;
    let mut k3extra = 0.0;
    for k in (1..=maxk).rev() {
        let kf = k as f64;
        let ksq = kf * kf;
        let qp = q.powf(ksq);
        k2extra += ksq * qp;
        let kspi = PI * kf;
        k3extra += (sqrt3z + kspi) * (sqrt3z - kspi) * ksq * qp;
    }
    kk[2] += k2extra * pi2 * sqrt2pi / (-36.0 * z3);
    kk[3] += k3extra * pi2 * sqrt2pi / (216.0 * z6);
    for (i, a) in kk.iter_mut().enumerate() {
        *a /= nf.powf(i as f64 / 2.0);
    }
    if !cdf {
        for a in kk.iter_mut() {
            *a = -*a;
        }
        kk[0] += 1.0;
    }
    kk.iter().sum()
}

/// The one-sided Smirnov survival function `Pr(D+_n >= d)` (Birnbaum-Tingey's sum, in log
/// space past n = 1013 as Cephes).
///
/// Equivalent to `scipy.special.smirnov(n, d)` (= `scipy.stats.ksone.sf(d, n)`).
pub(crate) fn smirnov(n: u64, d: f64) -> f64 {
    if n == 0 || d.is_nan() || !(0.0..=1.0).contains(&d) {
        return f64::NAN;
    }
    if d == 0.0 {
        return 1.0;
    }
    if d == 1.0 {
        return 0.0;
    }
    let nf = n as f64;
    if n == 1 {
        return 1.0 - d;
    }
    let nn = (nf * (1.0 - d)).floor() as u64;
    let mut p = 0.0;
    if n < 1013 {
        let mut c = 1.0;
        for v in 0..=nn {
            let vf = v as f64;
            let evn = d + vf / nf;
            p += c * evn.powf(vf - 1.0) * (1.0 - evn).powf(nf - vf);
            c *= (nf - vf) / (vf + 1.0);
        }
    } else {
        use gsci_special::scalar::gamma::gammaln;
        let lg = gammaln(nf + 1.0);
        for v in 0..=nn {
            let vf = v as f64;
            let evn = d + vf / nf;
            let omevn = 1.0 - evn;
            if omevn.abs() > 0.0 {
                let t = lg - gammaln(vf + 1.0) - gammaln(nf - vf + 1.0)
                    + (vf - 1.0) * evn.ln()
                    + (nf - vf) * omevn.ln();
                if t > -708.0 {
                    p += t.exp();
                }
            }
        }
    }
    clip(p * d)
}

/// Kolmogorov's limiting survival function `2 sum (-1)^(k-1) exp(-2 k^2 x^2)`.
///
/// Equivalent to `scipy.special.kolmogorov(x)` (= `scipy.stats.kstwobign.sf(x)`).
pub(crate) fn kolmogorov(x: f64) -> f64 {
    const CUTOVER: f64 = 0.82;
    if x.is_nan() {
        return f64::NAN;
    }
    if x <= 0.0 || x <= PI / (746.0f64 * 8.0).sqrt() {
        return 1.0;
    }
    let mut p = 1.0;
    let sf = if x <= CUTOVER {
        let w = (2.0 * PI).sqrt() / x;
        let logu8 = -PI * PI / (x * x);
        let u = (logu8 / 8.0).exp();
        if u == 0.0 {
            p = (logu8 / 8.0 + w.ln()).exp();
        } else {
            let u8 = logu8.exp();
            let u8cub = u8.powi(3);
            p = 1.0 + u8cub * p;
            p = 1.0 + u8 * u8 * p;
            p = 1.0 + u8 * p;
            p *= w * u;
        }
        1.0 - p
    } else {
        let v = (-2.0 * x * x).exp();
        let vsq = v * v;
        let v3 = v.powi(3);
        p = 1.0 - v3 * v3 * v * p;
        p = 1.0 - v3 * vsq * p;
        p = 1.0 - v3 * p;
        2.0 * v * p
    };
    clip(sf)
}

/// `Pr(D_n <= x)` (`cdf`) or `Pr(D_n > x)` of the two-sided one-sample statistic.
///
/// Equivalent to `scipy.stats.kstwo.cdf(x, n)` / `kstwo.sf(x, n)` (SciPy's `_kolmogn`).
pub(crate) fn kolmogn(n: u64, x: f64, cdf: bool) -> f64 {
    if n == 0 || x.is_nan() {
        return f64::NAN;
    }
    if x >= 1.0 {
        return select(1.0, 0.0, cdf);
    }
    if x <= 0.0 {
        return select(0.0, 1.0, cdf);
    }
    let nf = n as f64;
    let t = nf * x;
    if t <= 1.0 {
        if t <= 0.5 {
            return select(0.0, 1.0, cdf);
        }
        let prob = if n <= 140 {
            (1..=n)
                .map(|i| i as f64 * (1.0 / nf) * (2.0 * t - 1.0))
                .product()
        } else {
            (log_nfactorial_div_n_pow_n(nf) + nf * (2.0 * t - 1.0).ln()).exp()
        };
        return select(prob, 1.0 - prob, cdf);
    }
    if t >= nf - 1.0 {
        let prob = 2.0 * (1.0 - x).powf(nf);
        return select(1.0 - prob, prob, cdf);
    }
    if x >= 0.5 {
        let prob = 2.0 * smirnov(n, x);
        return select(1.0 - prob, prob, cdf);
    }
    let nxsquared = t * x;
    if n <= 140 {
        if nxsquared <= 0.754693 {
            let prob = kolmogn_dmtw(n, x, true);
            return select(prob, 1.0 - prob, cdf);
        }
        if nxsquared <= 4.0 {
            let prob = kolmogn_pomeranz(n, x, true);
            return select(prob, 1.0 - prob, cdf);
        }
        let prob = 2.0 * smirnov(n, x);
        return select(1.0 - prob, prob, cdf);
    }
    if !cdf {
        if nxsquared >= 370.0 {
            return 0.0;
        }
        if nxsquared >= 2.2 {
            return clip(2.0 * smirnov(n, x));
        }
    }
    let cdfprob = if nxsquared >= 18.0 {
        1.0
    } else if n <= 100_000 && nf * x.powf(1.5) <= 1.4 {
        kolmogn_dmtw(n, x, true)
    } else {
        kolmogn_pelzgood(n, x, true)
    };
    select(cdfprob, 1.0 - cdfprob, cdf)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(what: &str, got: f64, want: f64, rtol: f64) {
        assert!(
            (got - want).abs() <= rtol * want.abs().max(1e-300),
            "{what}: got {got:e}, want {want:e}"
        );
    }

    /// Values printed by scipy 1.17.1: `stats.kstwo.sf(x, n)`, `stats.kstwo.cdf(x, n)`; the
    /// cases reach every branch of `_kolmogn` (Ruben-Gambino, Durbin/MTW, Pomeranz, Pelz-Good,
    /// 2 * smirnov). Tolerance 1e-12 relative (SciPy's Durbin step keeps long-double scale
    /// factors; the branches are otherwise the same operations).
    #[test]
    fn kstwo_against_scipy() {
        let cases: [(u64, f64, f64, f64); 15] = [
            (10, 0.274, 0.3715203845434957, 0.6284796154565043),
            (10, 0.05, 1.0, 0.0),
            (50, 0.1, 0.6623112704658186, 0.3376887295341814),
            (50, 0.3, 0.00017353260202718738, 0.9998264673979728),
            (50, 0.2, 0.03143877776953241, 0.9685612222304676),
            (200, 0.05, 0.6802625495871704, 0.3197374504128296),
            (1000, 0.03, 0.3226902143914636, 0.6773097856085364),
            (1000, 0.01, 0.9999496745370611, 5.032546293896392e-05),
            (10, 0.08, 0.9999978058034054, 2.194196594688005e-06),
            (10, 0.95, 1.9531250000000172e-13, 0.9999999999998047),
            (10, 0.6, 0.0005681672000000003, 0.9994318328),
            (300, 0.003, 1.0, 1.889829941543489e-158),
            (140, 0.07, 0.4776228287946577, 0.5223771712053423),
            (2000, 0.05, 8.74309579589503e-05, 0.9999125692860775),
            (5, 0.45, 0.19399374999999963, 0.8060062500000004),
        ];
        for (n, x, sf, cdf) in cases {
            close(
                &format!("kstwo.sf({x}, {n})"),
                kolmogn(n, x, false),
                sf,
                1e-12,
            );
            close(
                &format!("kstwo.cdf({x}, {n})"),
                kolmogn(n, x, true),
                cdf,
                1e-12,
            );
        }
        assert!(kolmogn(0, 0.5, true).is_nan());
        assert!(kolmogn(5, f64::NAN, true).is_nan());
    }

    /// `scipy.special.smirnov(n, d)` and `scipy.special.kolmogorov(x)` of scipy 1.17.1.
    #[test]
    fn smirnov_and_kolmogorov_against_scipy() {
        let sm: [(u64, f64, f64); 6] = [
            (1, 0.3, 0.7),
            (5, 0.2, 0.58528),
            (50, 0.1, 0.34490701996888),
            (50, 0.6, 4.817035228071187e-18),
            (1500, 0.02, 0.2972259154835339),
            (20, 0.99, 1.0000000000000177e-40),
        ];
        for (n, d, want) in sm {
            close(&format!("smirnov({n}, {d})"), smirnov(n, d), want, 1e-12);
        }
        let ko: [(f64, f64); 6] = [
            (0.05, 1.0),
            (0.3, 0.9999906941986655),
            (0.82, 0.5119717052984973),
            (0.83, 0.4961909953505036),
            (1.0, 0.26999967167735456),
            (2.5, 7.453306344157342e-06),
        ];
        for (x, want) in ko {
            close(&format!("kolmogorov({x})"), kolmogorov(x), want, 1e-14);
        }
    }
}
