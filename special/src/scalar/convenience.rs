//! Convenience functions of `scipy.special` (expit, logit, boxcox, entropies, degree-based
//! trigonometry, ...): the CPU twins of `kernels/convenience.cuh`, written with the same formulas
//! (SciPy's, from its `xsf`/cephes sources) so that both backends agree.

// The cephes constants are kept digit for digit as published (the CUDA twin uses the same
// literals; both round them to the same double).
#![allow(clippy::excessive_precision)]

use super::kolmogorov::ldexp;
use std::f64::consts::PI;

/// pi / 180 as cephes writes it.
const PI180: f64 = 1.745_329_251_994_329_576_92e-2;
/// Arguments (in degrees) beyond which cephes' degree functions give 0 (total loss of
/// precision).
const LOSSTH: f64 = 1.0e14;

#[inline]
fn polevl(x: f64, c: &[f64]) -> f64 {
    c.iter().fold(0.0, |acc, &k| acc * x + k)
}

/// Logistic sigmoid `1 / (1 + exp(-x))`. `scipy.special.expit`.
pub fn expit(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// `log(x / (1 - x))`, accurate near 1/2. `scipy.special.logit`.
pub fn logit(x: f64) -> f64 {
    if !(0.3..=0.65).contains(&x) {
        (x / (1.0 - x)).ln()
    } else {
        let s = 2.0 * (x - 0.5);
        s.ln_1p() - (-s).ln_1p()
    }
}

/// `log(expit(x))` without overflow. `scipy.special.log_expit`.
pub fn log_expit(x: f64) -> f64 {
    if x < 0.0 {
        x - x.exp().ln_1p()
    } else {
        -(-x).exp().ln_1p()
    }
}

/// Box-Cox transform. `scipy.special.boxcox`.
pub fn boxcox(x: f64, lmbda: f64) -> f64 {
    if lmbda.abs() < 1e-19 {
        return x.ln();
    }
    let t = lmbda * x.ln();
    if t < 709.78 {
        t.exp_m1() / lmbda
    } else {
        // x^λ would overflow where (x^λ - 1)/λ does not: divide inside the exponential.
        1f64.copysign(lmbda) * (t - lmbda.abs().ln()).exp() - 1.0 / lmbda
    }
}

/// Box-Cox transform of `1 + x`. `scipy.special.boxcox1p`.
pub fn boxcox1p(x: f64, lmbda: f64) -> f64 {
    let lgx = x.ln_1p();
    if lmbda.abs() < 1e-19 || (lgx.abs() < 1e-289 && lmbda.abs() < 1e273) {
        return lgx;
    }
    let t = lmbda * lgx;
    if t < 709.78 {
        t.exp_m1() / lmbda
    } else {
        1f64.copysign(lmbda) * (t - lmbda.abs().ln()).exp() - 1.0 / lmbda
    }
}

/// ln(1 + λy) / λ of the inverse transforms, without overflowing λy where the result is finite.
#[inline(always)]
fn inv_boxcox_exponent(y: f64, lmbda: f64) -> f64 {
    if lmbda * y < 1.79e308 {
        (lmbda * y).ln_1p() / lmbda
    } else {
        // ln(1 + λy) = ln(sign(λ) (y + 1/λ)) + ln|λ|.
        ((1f64.copysign(lmbda) * (y + 1.0 / lmbda)).ln() + lmbda.abs().ln()) / lmbda
    }
}

/// Inverse Box-Cox transform. `scipy.special.inv_boxcox`.
pub fn inv_boxcox(y: f64, lmbda: f64) -> f64 {
    if lmbda == 0.0 {
        y.exp()
    } else {
        inv_boxcox_exponent(y, lmbda).exp()
    }
}

/// Inverse of [`boxcox1p`]. `scipy.special.inv_boxcox1p`.
pub fn inv_boxcox1p(y: f64, lmbda: f64) -> f64 {
    if lmbda == 0.0 {
        y.exp_m1()
    } else if (lmbda * y).abs() < 1e-154 {
        y
    } else {
        inv_boxcox_exponent(y, lmbda).exp_m1()
    }
}

/// Elementwise entropy `-x log x`. `scipy.special.entr`.
pub fn entr(x: f64) -> f64 {
    if x.is_nan() {
        x
    } else if x > 0.0 {
        -x * x.ln()
    } else if x == 0.0 {
        0.0
    } else {
        f64::NEG_INFINITY
    }
}

/// Relative entropy `x log(x / y)`. `scipy.special.rel_entr`.
pub fn rel_entr(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x <= 0.0 || y <= 0.0 {
        return if x == 0.0 && y >= 0.0 {
            0.0
        } else {
            f64::INFINITY
        };
    }
    let ratio = x / y;
    if 0.5 < ratio && ratio < 2.0 {
        // x and y close: ln(1 + (x - y)/y) keeps the digits that ln(x/y) loses.
        x * ((x - y) / y).ln_1p()
    } else if f64::MIN_POSITIVE < ratio && ratio < f64::INFINITY {
        x * ratio.ln()
    } else {
        // x/y underflowed or overflowed: the logarithms first.
        x * (x.ln() - y.ln())
    }
}

/// Kullback-Leibler divergence term `x log(x / y) - x + y`. `scipy.special.kl_div`.
pub fn kl_div(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x > 0.0 && y > 0.0 {
        x * (x / y).ln() - x + y
    } else if x == 0.0 && y >= 0.0 {
        y
    } else {
        f64::INFINITY
    }
}

/// Huber loss. `scipy.special.huber`.
pub fn huber(delta: f64, r: f64) -> f64 {
    if delta < 0.0 {
        f64::INFINITY
    } else if r.abs() <= delta {
        0.5 * r * r
    } else {
        delta * (r.abs() - 0.5 * delta)
    }
}

/// Pseudo-Huber loss `delta**2 (sqrt(1 + (r/delta)**2) - 1)`. `scipy.special.pseudo_huber`.
pub fn pseudo_huber(delta: f64, r: f64) -> f64 {
    if delta < 0.0 {
        f64::INFINITY
    } else if delta == 0.0 || r == 0.0 {
        0.0
    } else {
        // sqrt(1 + v²) - 1 as expm1(log1p(v²) / 2): no cancellation for small v (SciPy's form).
        let u = delta;
        let v = r / delta;
        u * u * (0.5 * (v * v).ln_1p()).exp_m1()
    }
}

/// `x * log(y)`, 0 when `x == 0` (and `y` is not NaN). `scipy.special.xlogy`.
pub fn xlogy(x: f64, y: f64) -> f64 {
    if x == 0.0 && !y.is_nan() {
        0.0
    } else {
        x * y.ln()
    }
}

/// `x * log1p(y)`, 0 when `x == 0` (and `y` is not NaN). `scipy.special.xlog1py`.
pub fn xlog1py(x: f64, y: f64) -> f64 {
    if x == 0.0 && !y.is_nan() {
        0.0
    } else {
        x * y.ln_1p()
    }
}

/// Relative error exponential `(exp(x) - 1) / x`. `scipy.special.exprel`.
pub fn exprel(x: f64) -> f64 {
    if x.abs() < 1e-16 {
        1.0
    } else if x > 717.0 {
        f64::INFINITY
    } else {
        x.exp_m1() / x
    }
}

const COSM1_COEF: [f64; 7] = [
    4.737_750_796_424_620_469_168_5e-14,
    -1.147_028_484_342_535_976_567_1e-11,
    2.087_675_428_708_152_175_836_1e-9,
    -2.755_731_921_499_978_797_981_4e-7,
    2.480_158_730_157_055_230_499_1e-5,
    -1.388_888_888_888_887_299_373_7e-3,
    4.166_666_666_666_666_660_905_4e-2,
];

/// `cos(x) - 1`, accurate for small `x`. `scipy.special.cosm1`.
pub fn cosm1(x: f64) -> f64 {
    if !(-PI / 4.0..=PI / 4.0).contains(&x) {
        return x.cos() - 1.0;
    }
    let xx = x * x;
    -0.5 * xx + xx * xx * polevl(xx, &COSM1_COEF)
}

/// `10**x`. `scipy.special.exp10`.
///
/// Cephes' `exp10`, as SciPy (xsf): `10^x = 2^n 10^g` with `|g| <= log10(2) / 2`, and the Pade
/// form `1 + 2g P(g^2) / (Q(g^2) - P(g^2))` for `10^g` (`10^300` is exactly `1e300`).
pub fn exp10(x: f64) -> f64 {
    const P: [f64; 4] = [
        4.09962519798587023075E-2,
        1.17452732554344059015E1,
        4.06717289936872725516E2,
        2.39423741207388267439E3,
    ];
    // Q with its leading 1.
    const Q: [f64; 4] = [
        1.0,
        8.50936160849306532625E1,
        1.27209271178345121210E3,
        2.07960819286001865907E3,
    ];
    const MAXL10: f64 = 308.2547155599167;
    if x.is_nan() {
        return x;
    }
    if x > MAXL10 {
        return f64::INFINITY;
    }
    if x < -MAXL10 {
        return 0.0;
    }
    let px = (std::f64::consts::LOG2_10 * x + 0.5).floor();
    let n = px as i32;
    let mut g = x - px * 3.01025390625000000000E-1;
    g -= px * 4.60503898119521373889E-6;
    let gg = g * g;
    let p = g * polevl(gg, &P);
    let r = p / (polevl(gg, &Q) - p);
    ldexp(1.0 + ldexp(r, 1), n)
}

/// `2**x`. `scipy.special.exp2`.
///
/// Cephes' `exp2`, as SciPy (xsf): `2^x = 2^n 2^g` with `|g| <= 1/2`, and the Pade form
/// `1 + 2g P(g^2) / (Q(g^2) - P(g^2))` for `2^g`.
pub fn exp2(x: f64) -> f64 {
    const P: [f64; 3] = [
        2.30933477057345225087E-2,
        2.02020656693165307700E1,
        1.51390680115615096133E3,
    ];
    // Q with its leading 1.
    const Q: [f64; 3] = [1.0, 2.33184211722314911771E2, 4.36821166879210612817E3];
    if x.is_nan() {
        return x;
    }
    if x > 1024.0 {
        return f64::INFINITY;
    }
    if x < -1024.0 {
        return 0.0;
    }
    let px = (x + 0.5).floor();
    let n = px as i32;
    let g = x - px;
    let gg = g * g;
    let p = g * polevl(gg, &P);
    let r = p / (polevl(gg, &Q) - p);
    ldexp(1.0 + ldexp(r, 1), n)
}

/// Degrees, minutes and seconds to radians. `scipy.special.radian`.
pub fn radian(d: f64, m: f64, s: f64) -> f64 {
    ((s / 60.0 + m) / 60.0 + d) * PI180
}

const SINDG_SIN: [f64; 6] = [
    1.589_623_015_722_184_479_52e-10,
    -2.505_074_776_285_035_401_35e-8,
    2.755_731_362_138_567_735_49e-6,
    -1.984_126_982_958_953_846_58e-4,
    8.333_333_333_322_118_588_62e-3,
    -1.666_666_666_666_663_072_95e-1,
];
const SINDG_COS: [f64; 7] = [
    1.135_853_652_138_768_173_00e-11,
    -2.087_570_084_197_473_167_78e-9,
    2.755_731_417_929_673_881_12e-7,
    -2.480_158_728_885_170_453_48e-5,
    1.388_888_888_887_305_641_16e-3,
    -4.166_666_666_666_659_292_18e-2,
    4.999_999_999_999_999_997_98e-1,
];

/// Octant reduction of cephes' sindg/cosdg: (j, z) with z in radians within one octant.
fn octant(x: f64) -> (i32, f64, f64) {
    let mut y = (x / 45.0).floor();
    let z = y - 16.0 * (y / 16.0).floor();
    let mut j = z as i32;
    if j & 1 == 1 {
        j += 1;
        y += 1.0;
    }
    (j & 7, y, (x - y * 45.0) * PI180)
}

fn deg_poly(j: i32, z: f64) -> f64 {
    let zz = z * z;
    if j == 1 || j == 2 {
        1.0 - zz * polevl(zz, &SINDG_COS)
    } else {
        z + z * (zz * polevl(zz, &SINDG_SIN))
    }
}

/// Sine of an angle in degrees. `scipy.special.sindg`.
pub fn sindg(x: f64) -> f64 {
    let (mut x, mut sign) = (x, 1.0);
    if x < 0.0 {
        x = -x;
        sign = -1.0;
    }
    if x > LOSSTH || x.is_nan() {
        return if x.is_nan() { x } else { 0.0 };
    }
    let (mut j, _, z) = octant(x);
    if j > 3 {
        sign = -sign;
        j -= 4;
    }
    let y = deg_poly(j, z);
    if sign < 0.0 { -y } else { y }
}

/// Cosine of an angle in degrees. `scipy.special.cosdg`.
pub fn cosdg(x: f64) -> f64 {
    let x = x.abs();
    if x > LOSSTH || x.is_nan() {
        return if x.is_nan() { x } else { 0.0 };
    }
    let mut sign = 1.0;
    let (mut j, _, z) = octant(x);
    if j > 3 {
        j -= 4;
        sign = -sign;
    }
    if j > 1 {
        sign = -sign;
    }
    // cos uses the other polynomial of the octant.
    let y = deg_poly(if j == 1 || j == 2 { 0 } else { 1 }, z);
    if sign < 0.0 { -y } else { y }
}

fn tancot(xx: f64, cot: bool) -> f64 {
    if xx.is_nan() {
        return xx;
    }
    let (mut x, mut sign) = if xx < 0.0 { (-xx, -1.0) } else { (xx, 1.0) };
    if x > LOSSTH {
        return 0.0;
    }
    x -= 180.0 * (x / 180.0).floor();
    if cot {
        if x <= 90.0 {
            x = 90.0 - x;
        } else {
            x -= 90.0;
            sign = -sign;
        }
    } else if x > 90.0 {
        x = 180.0 - x;
        sign = -sign;
    }
    if x == 0.0 {
        0.0
    } else if x == 45.0 {
        sign
    } else if x == 90.0 {
        f64::INFINITY
    } else {
        sign * (x * PI180).tan()
    }
}

/// Tangent of an angle in degrees. `scipy.special.tandg`.
pub fn tandg(x: f64) -> f64 {
    tancot(x, false)
}

/// Cotangent of an angle in degrees. `scipy.special.cotdg`.
pub fn cotdg(x: f64) -> f64 {
    tancot(x, true)
}

/// Round to the nearest integer, halves to even (cephes' `round`: `-0.5` and `-0.2` give `+0`).
/// `scipy.special.round`.
pub fn round(x: f64) -> f64 {
    let mut y = x.floor();
    let r = x - y;
    if r > 0.5 || (r == 0.5 && y - 2.0 * (0.5 * y).floor() == 1.0) {
        y += 1.0;
    }
    y
}

/// Normalised sinc `sin(pi x) / (pi x)`. `numpy.sinc`.
pub fn sinc(x: f64) -> f64 {
    let y = PI * if x == 0.0 { 1.0e-20 } else { x };
    y.sin() / y
}

/// Cube root. `scipy.special.cbrt`.
pub fn cbrt(x: f64) -> f64 {
    x.cbrt()
}

/// `log(1 + x)`. `scipy.special.log1p`.
pub fn log1p(x: f64) -> f64 {
    x.ln_1p()
}

/// `exp(x) - 1`. `scipy.special.expm1`.
pub fn expm1(x: f64) -> f64 {
    x.exp_m1()
}
