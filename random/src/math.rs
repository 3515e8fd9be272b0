//! The transcendental functions the samplers use, written from correctly rounded `+ - * / sqrt`
//! only (no fused multiply-add), so that `math.cuh` (the same code with `__dadd_rn` & co.)
//! gives the same bits on the GPU. fdlibm's algorithms and coefficients; errors below 1 ulp
//! for `log`/`exp`, about 1 ulp for `sincos_2pi`, a few ulp for `log1p`/`expm1`.
// fdlibm's coefficients verbatim, as kernels.cu spells them.
#![allow(clippy::excessive_precision)]

pub(crate) const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-01;
pub(crate) const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;
pub(crate) const LG: [f64; 7] = [
    6.666_666_666_666_735_130e-01,
    3.999_999_999_940_941_908e-01,
    2.857_142_874_366_239_149e-01,
    2.222_219_843_214_978_396e-01,
    1.818_357_216_161_805_012e-01,
    1.531_383_769_920_937_332e-01,
    1.479_819_860_511_658_591e-01,
];

/// Natural logarithm (fdlibm's `__ieee754_log`).
pub fn log(x: f64) -> f64 {
    if x.is_nan() || x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x == f64::INFINITY {
        return x;
    }
    let mut bits = x.to_bits();
    let mut k: i64 = 0;
    if bits < (1u64 << 52) {
        // Subnormal: scale by 2^54 (exact).
        bits = (x * 18_014_398_509_481_984.0).to_bits();
        k = -54;
    }
    k += ((bits >> 52) as i64) - 1023;
    let mant = bits & 0x000f_ffff_ffff_ffff;
    // m in [sqrt(2)/2, sqrt(2)).
    let mut m = f64::from_bits(mant | 0x3ff0_0000_0000_0000);
    if m > std::f64::consts::SQRT_2 {
        m = f64::from_bits(mant | 0x3fe0_0000_0000_0000);
        k += 1;
    }
    let f = m - 1.0;
    let s = f / (2.0 + f);
    let dk = k as f64;
    let z = s * s;
    let w = z * z;
    let t1 = w * (LG[1] + w * (LG[3] + w * LG[5]));
    let t2 = z * (LG[0] + w * (LG[2] + w * (LG[4] + w * LG[6])));
    let r = t2 + t1;
    let hfsq = 0.5 * f * f;
    dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f)
}

const INVLN2: f64 = std::f64::consts::LOG2_E;
const P: [f64; 5] = [
    1.666_666_666_666_660_190_37e-01,
    -2.777_777_777_701_559_338_42e-03,
    6.613_756_321_437_934_361_17e-05,
    -1.653_390_220_546_525_153_90e-06,
    4.138_136_797_057_238_460_39e-08,
];

/// 2^k for k in [-1022, 1023], exactly.
fn pow2(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// Exponential (fdlibm's `__ieee754_exp`).
pub fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 7.097_827_128_933_839_730_96e+02 {
        return f64::INFINITY;
    }
    if x < -7.451_332_191_019_411_084_20e+02 {
        return 0.0;
    }
    let ax = x.abs();
    let (hi, lo, k, r);
    if ax > 0.346_573_590_279_972_65 {
        let half = if x < 0.0 { -0.5 } else { 0.5 };
        k = (INVLN2 * x + half) as i64;
        let dk = k as f64;
        hi = x - dk * LN2_HI;
        lo = dk * LN2_LO;
        r = hi - lo;
    } else if ax < 3.725_290_298_461_914e-9 {
        return 1.0 + x;
    } else {
        k = 0;
        hi = x;
        lo = 0.0;
        r = x;
    }
    let t = r * r;
    let c = r - t * (P[0] + t * (P[1] + t * (P[2] + t * (P[3] + t * P[4]))));
    if k == 0 {
        return 1.0 - ((r * c) / (c - 2.0) - r);
    }
    let y = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);
    if k >= -1021 {
        if k == 1024 {
            y * 2.0 * pow2(1023)
        } else {
            y * pow2(k)
        }
    } else {
        y * pow2(k + 1000) * pow2(-1000)
    }
}

/// `log(1 + x)` accurate near 0 (the exact-difference trick on our `log`).
pub fn log1p(x: f64) -> f64 {
    let u = 1.0 + x;
    if u == 1.0 {
        return x;
    }
    if u == f64::INFINITY {
        return u;
    }
    log(u) * (x / (u - 1.0))
}

/// `exp(x) - 1` accurate near 0 (Kahan's trick on our `exp` and `log`).
pub fn expm1(x: f64) -> f64 {
    let u = exp(x);
    if u == 1.0 {
        return x;
    }
    let um1 = u - 1.0;
    if um1 == -1.0 {
        return -1.0;
    }
    if u == f64::INFINITY {
        return u;
    }
    um1 * (x / log(u))
}

/// `x^y` for `x > 0` as `exp(y log x)` (about `|y log x|` ulp; only used where that is
/// small or the result is a random variate's tail).
pub fn pow_pos(x: f64, y: f64) -> f64 {
    exp(y * log(x))
}

pub(crate) const S: [f64; 6] = [
    -1.666_666_666_666_663_243_48e-01,
    8.333_333_333_322_489_461_24e-03,
    -1.984_126_982_985_794_931_34e-04,
    2.755_731_370_707_006_767_89e-06,
    -2.505_076_025_340_686_341_95e-08,
    1.589_690_995_211_550_102_21e-10,
];
pub(crate) const C: [f64; 6] = [
    4.166_666_666_666_660_190_37e-02,
    -1.388_888_888_887_410_957_49e-03,
    2.480_158_728_947_672_941_78e-05,
    -2.755_731_435_139_066_330_35e-07,
    2.087_572_321_298_174_827_90e-09,
    -1.135_964_755_778_819_482_65e-11,
];
pub(crate) const PIO2: f64 = std::f64::consts::FRAC_PI_2;

fn kernel_sin(x: f64) -> f64 {
    let z = x * x;
    let v = z * x;
    let r = S[1] + z * (S[2] + z * (S[3] + z * (S[4] + z * S[5])));
    x + v * (S[0] + z * r)
}

fn kernel_cos(x: f64) -> f64 {
    let z = x * x;
    let r = z * (C[0] + z * (C[1] + z * (C[2] + z * (C[3] + z * (C[4] + z * C[5])))));
    let hz = 0.5 * z;
    let w = 1.0 - hz;
    w + (((1.0 - w) - hz) + z * r)
}

/// `(sin 2πu, cos 2πu)` for `u` in [0, 1] (the reduction `4u = q + r` is exact).
pub fn sincos_2pi(u: f64) -> (f64, f64) {
    let t = 4.0 * u;
    let q = (t + 0.5).floor();
    let x = (t - q) * PIO2;
    let (s, c) = (kernel_sin(x), kernel_cos(x));
    match (q as i64) & 3 {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

const PIO2_HI: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_LO: f64 = 6.123_233_995_736_766_035_87e-17;
const PI_HI: f64 = std::f64::consts::PI;
const PS: [f64; 6] = [
    1.666_666_666_666_666_574_15e-01,
    -3.255_658_186_224_009_154_05e-01,
    2.012_125_321_348_629_258_81e-01,
    -4.005_553_450_067_941_140_27e-02,
    7.915_349_942_898_145_321_76e-04,
    3.479_331_075_960_211_675_70e-05,
];
const QS: [f64; 4] = [
    -2.403_394_911_734_414_218_78e+00,
    2.020_945_760_233_505_694_71e+00,
    -6.882_839_716_054_532_930_30e-01,
    7.703_815_055_590_193_527_91e-02,
];

fn acos_r(z: f64) -> f64 {
    let p = z * (PS[0] + z * (PS[1] + z * (PS[2] + z * (PS[3] + z * (PS[4] + z * PS[5])))));
    let q = 1.0 + z * (QS[0] + z * (QS[1] + z * (QS[2] + z * QS[3])));
    p / q
}

/// Arc cosine (fdlibm's `__ieee754_acos`): only `+ - * /` and `sqrt`, so `kernels.cu`'s copy
/// gives the same bits.
pub fn acos(x: f64) -> f64 {
    let ax = x.abs();
    if ax >= 1.0 {
        return if x == 1.0 {
            0.0
        } else if x == -1.0 {
            PI_HI + 2.0 * PIO2_LO
        } else {
            f64::NAN
        };
    }
    if ax < 0.5 {
        if ax <= 2f64.powi(-57) {
            return PIO2_HI + PIO2_LO;
        }
        let r = acos_r(x * x);
        PIO2_HI - (x - (PIO2_LO - x * r))
    } else if x < 0.0 {
        let z = (1.0 + x) * 0.5;
        let s = z.sqrt();
        let w = acos_r(z) * s - PIO2_LO;
        PI_HI - 2.0 * (s + w)
    } else {
        let z = (1.0 - x) * 0.5;
        let s = z.sqrt();
        let df = f64::from_bits(s.to_bits() & 0xffff_ffff_0000_0000);
        let c = (z - df * df) / (s + df);
        let w = acos_r(z) * s + c;
        2.0 * (df + w)
    }
}

const LOGGAM_A: [f64; 10] = [
    8.333_333_333_333_333e-02,
    -2.777_777_777_777_778e-03,
    7.936_507_936_507_937e-04,
    -5.952_380_952_380_952e-04,
    8.417_508_417_508_418e-04,
    -1.917_526_917_526_918e-03,
    6.410_256_410_256_410e-03,
    -2.955_065_359_477_124e-02,
    1.796_443_723_688_307e-01,
    -1.392_432_216_905_90e+00,
];

/// `log Γ(x)` for `x > 0` (NumPy's `random_loggam`: Stirling's series from 7 up).
pub fn loggam(x: f64) -> f64 {
    if x == 1.0 || x == 2.0 {
        return 0.0;
    }
    let n: i64 = if x < 7.0 { (7.0 - x) as i64 } else { 0 };
    let mut x0 = x + n as f64;
    let x2 = (1.0 / x0) * (1.0 / x0);
    let mut gl0 = LOGGAM_A[9];
    for k in (0..9).rev() {
        gl0 *= x2;
        gl0 += LOGGAM_A[k];
    }
    let mut gl = gl0 / x0 + 0.5 * 1.837_877_066_409_345_3 + (x0 - 0.5) * log(x0) - x0;
    if x < 7.0 {
        for _ in 1..=n {
            gl -= log(x0 - 1.0);
            x0 -= 1.0;
        }
    }
    gl
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ref_file() -> std::path::PathBuf {
        let rel = std::path::Path::new("golden").join("math_ref.npz");
        for base in [
            std::env::var_os("CARGO_MANIFEST_DIR").map(std::path::PathBuf::from),
            Some(std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))),
            Some(std::path::PathBuf::from(".")),
            Some(std::path::PathBuf::from("random")),
        ]
        .into_iter()
        .flatten()
        {
            if base.join(&rel).is_file() {
                return base.join(&rel);
            }
        }
        panic!("random/golden/math_ref.npz not found")
    }

    /// Worst error in ulps of the reference (absolute, in units of 2^-52, where the reference
    /// is below `abs_below`).
    fn worst(xs: &[f64], ys: &[f64], abs_below: f64, f: impl Fn(f64) -> f64) -> f64 {
        xs.iter()
            .zip(ys)
            .map(|(&x, &y)| {
                let v = f(x);
                if v == y {
                    0.0
                } else if y.abs() < abs_below {
                    (v - y).abs() / f64::EPSILON
                } else {
                    ((v - y) / y).abs() / f64::EPSILON
                }
            })
            .fold(0.0, f64::max)
    }

    #[test]
    fn accuracy_against_mpmath() {
        use ndarray_npy::NpzReader;
        let mut z = NpzReader::new(std::fs::File::open(ref_file()).unwrap()).unwrap();
        let mut g = |n: &str| -> Vec<f64> {
            let a: ndarray::Array1<f64> = z.by_name(n).unwrap();
            a.to_vec()
        };
        // Measured: log 0.97, exp 0.94, log1p 1.32, expm1 1.11, sin 1.00, cos 1.00 ulp;
        // loggam 12.5 (NumPy's algorithm; absolute below 1).
        assert!(worst(&g("log_x"), &g("log_y"), 0.0, log) < 1.0);
        assert!(worst(&g("exp_x"), &g("exp_y"), 0.0, exp) < 1.0);
        assert!(worst(&g("log1p_x"), &g("log1p_y"), 0.0, log1p) < 1.5);
        assert!(worst(&g("expm1_x"), &g("expm1_y"), 0.0, expm1) < 1.5);
        let u = g("sincos_u");
        assert!(worst(&u, &g("sin_y"), 1e-10, |t| sincos_2pi(t).0) < 1.0);
        assert!(worst(&u, &g("cos_y"), 1e-10, |t| sincos_2pi(t).1) < 1.0);
        assert!(worst(&g("loggam_x"), &g("loggam_y"), 1.0, loggam) < 16.0);
    }

    #[test]
    fn special_values() {
        assert_eq!(log(1.0), 0.0);
        assert_eq!(log(0.0), f64::NEG_INFINITY);
        assert!(log(-1.0).is_nan());
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(-800.0), 0.0);
        assert_eq!(exp(710.0), f64::INFINITY);
        assert_eq!(log1p(-1.0), f64::NEG_INFINITY);
        assert_eq!(expm1(-50.0), -1.0);
        assert_eq!(sincos_2pi(0.0), (0.0, 1.0));
        assert_eq!(sincos_2pi(0.25).0, 1.0);
    }
}
