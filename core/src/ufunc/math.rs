//! Scalar semantics of the ufuncs on the CPU. `kernels/ufunc.cu` holds the CUDA twin of every
//! function here, written with the same formulas so both backends agree (to the last ulp where
//! both use correctly rounded operations; transcendental functions of the two math libraries
//! differ by at most 1-2 ulp).

use crate::dtype::Element;
use num_complex::Complex;
use std::os::raw::c_int;

// ------------------------------------------------------------------------------------ integers

/// Integer semantics as NumPy's loops: wrapping arithmetic, Python floor division and remainder
/// (division by zero gives 0), shifts by the width or more give 0 (or -1 for a negative value
/// shifted right).
pub(crate) trait IntOps: Element + PartialOrd + Send + Sync {
    fn wadd(self, o: Self) -> Self;
    fn wsub(self, o: Self) -> Self;
    fn wmul(self, o: Self) -> Self;
    fn wneg(self) -> Self;
    fn wabs(self) -> Self;
    fn floor_div(self, o: Self) -> Self;
    fn rem_py(self, o: Self) -> Self;
    fn fmod(self, o: Self) -> Self;
    fn ipow(self, o: Self) -> Self;
    fn shl(self, o: Self) -> Self;
    fn shr(self, o: Self) -> Self;
    fn and(self, o: Self) -> Self;
    fn or(self, o: Self) -> Self;
    fn xor(self, o: Self) -> Self;
    fn not(self) -> Self;
    fn sign(self) -> Self;
    fn reciprocal(self) -> Self;
}

macro_rules! int_ops {
    ($t:ty, $u:ty, $signed:expr, $recip0:expr) => {
        impl IntOps for $t {
            #[inline]
            fn wadd(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            #[inline]
            fn wsub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            #[inline]
            fn wmul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
            #[inline]
            fn wneg(self) -> Self {
                self.wrapping_neg()
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn wabs(self) -> Self {
                if self < 0 as $t {
                    self.wrapping_neg()
                } else {
                    self
                }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn floor_div(self, o: Self) -> Self {
                if o == 0 {
                    return 0;
                }
                let q = self.wrapping_div(o);
                if $signed && self.wrapping_rem(o) != 0 && ((self < 0) != (o < 0)) {
                    q.wrapping_sub(1)
                } else {
                    q
                }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn rem_py(self, o: Self) -> Self {
                if o == 0 {
                    return 0;
                }
                let r = self.wrapping_rem(o);
                if $signed && r != 0 && ((r < 0) != (o < 0)) {
                    r.wrapping_add(o)
                } else {
                    r
                }
            }
            #[inline]
            fn fmod(self, o: Self) -> Self {
                if o == 0 { 0 } else { self.wrapping_rem(o) }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn ipow(self, o: Self) -> Self {
                if o < 0 as $t {
                    // NumPy raises for negative integer powers; on a GPU that would need a
                    // synchronisation, so both backends give the truncated value of 1/self**-o.
                    return match self as i128 {
                        1 => 1,
                        -1 => {
                            if o.wrapping_rem(2) == 0 {
                                1
                            } else {
                                self
                            }
                        }
                        _ => 0,
                    };
                }
                let (mut base, mut e, mut acc) = (self, o as $u, 1 as $t);
                while e != 0 {
                    if e & 1 == 1 {
                        acc = acc.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                acc
            }
            #[inline]
            fn shl(self, o: Self) -> Self {
                if (o as $u as u64) < <$t>::BITS as u64 {
                    self.wrapping_shl(o as u32)
                } else {
                    0
                }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn shr(self, o: Self) -> Self {
                if (o as $u as u64) < <$t>::BITS as u64 {
                    self.wrapping_shr(o as u32)
                } else if self < 0 {
                    (0 as $t).wrapping_sub(1)
                } else {
                    0
                }
            }
            #[inline]
            fn and(self, o: Self) -> Self {
                self & o
            }
            #[inline]
            fn or(self, o: Self) -> Self {
                self | o
            }
            #[inline]
            fn xor(self, o: Self) -> Self {
                self ^ o
            }
            #[inline]
            fn not(self) -> Self {
                !self
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn sign(self) -> Self {
                if self > 0 {
                    1
                } else if self < 0 {
                    (0 as $t).wrapping_sub(1)
                } else {
                    0
                }
            }
            #[inline]
            fn reciprocal(self) -> Self {
                // NumPy computes 1.0 / x in double and converts: 1/0 gives the x86 conversion
                // of inf (INT_MIN for 32/64-bit signed types, 0 otherwise).
                if self == 0 {
                    $recip0
                } else {
                    (1 as $t).wrapping_div(self)
                }
            }
        }
    };
}
int_ops!(i8, u8, true, 0);
int_ops!(i16, u16, true, 0);
int_ops!(i32, u32, true, i32::MIN);
int_ops!(i64, u64, true, i64::MIN);
int_ops!(u8, u8, false, 0);
int_ops!(u16, u16, false, 0);
int_ops!(u32, u32, false, 0);
int_ops!(u64, u64, false, 0);

// -------------------------------------------------------------------------------------- floats

mod libm {
    use std::os::raw::c_int;
    unsafe extern "C" {
        pub fn asinh(x: f64) -> f64;
        pub fn acosh(x: f64) -> f64;
        pub fn atanh(x: f64) -> f64;
        pub fn asinhf(x: f32) -> f32;
        pub fn acoshf(x: f32) -> f32;
        pub fn atanhf(x: f32) -> f32;
        pub fn nextafter(x: f64, y: f64) -> f64;
        pub fn nextafterf(x: f32, y: f32) -> f32;
        pub fn ldexp(x: f64, e: c_int) -> f64;
        pub fn ldexpf(x: f32, e: c_int) -> f32;
    }
}

/// f32 and f64 with the libm functions std does not forward.
pub(crate) trait FloatOps: Element + num_traits::Float + Send + Sync {
    /// `pi / 180` as NumPy computes it in this precision.
    const RAD_PER_DEG: Self;
    /// `180 / pi` as NumPy computes it in this precision.
    const DEG_PER_RAD: Self;
    const MANT_BITS: i32;
    const ZERO: Self;
    const ONE: Self;
    fn c_asinh(self) -> Self;
    fn c_acosh(self) -> Self;
    fn c_atanh(self) -> Self;
    fn c_nextafter(self, o: Self) -> Self;
    fn c_ldexp(self, e: i64) -> Self;
    fn rint(self) -> Self;
    fn from_f64(x: f64) -> Self;
    fn to_f64(self) -> f64;
}

macro_rules! float_ops {
    ($t:ty, $rpd:expr, $dpr:expr, $mant:expr, $asinh:ident, $acosh:ident, $atanh:ident, $next:ident, $ldexp:ident) => {
        impl FloatOps for $t {
            const RAD_PER_DEG: Self = $rpd;
            const DEG_PER_RAD: Self = $dpr;
            const MANT_BITS: i32 = $mant;
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            #[inline]
            fn c_asinh(self) -> Self {
                // SAFETY: a pure libm function of one value.
                unsafe { libm::$asinh(self) }
            }
            #[inline]
            fn c_acosh(self) -> Self {
                // SAFETY: as above.
                unsafe { libm::$acosh(self) }
            }
            #[inline]
            fn c_atanh(self) -> Self {
                // SAFETY: as above.
                unsafe { libm::$atanh(self) }
            }
            #[inline]
            fn c_nextafter(self, o: Self) -> Self {
                // SAFETY: as above.
                unsafe { libm::$next(self, o) }
            }
            #[inline]
            fn c_ldexp(self, e: i64) -> Self {
                let e = e.clamp(c_int::MIN as i64, c_int::MAX as i64) as c_int;
                // SAFETY: as above.
                unsafe { libm::$ldexp(self, e) }
            }
            #[inline]
            fn rint(self) -> Self {
                self.round_ties_even()
            }
            #[inline]
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            #[inline]
            fn to_f64(self) -> f64 {
                self as f64
            }
        }
    };
}
float_ops!(
    f32,
    std::f32::consts::PI / 180.0,
    180.0 / std::f32::consts::PI,
    24,
    asinhf,
    acoshf,
    atanhf,
    nextafterf,
    ldexpf
);
float_ops!(
    f64,
    std::f64::consts::PI / 180.0,
    180.0 / std::f64::consts::PI,
    53,
    asinh,
    acosh,
    atanh,
    nextafter,
    ldexp
);

/// Python's floor division (NumPy's `npy_divmod`), returning (quotient, remainder).
#[inline]
pub(crate) fn divmod<F: FloatOps>(a: F, b: F) -> (F, F) {
    let zero = F::ZERO;
    let mut m = a % b;
    if b == zero {
        return (a / b, m);
    }
    let mut div = (a - m) / b;
    if m != zero {
        if (b < zero) != (m < zero) {
            m = m + b;
            div = div - F::ONE;
        }
    } else {
        m = zero.copysign(b);
    }
    let floordiv = if div != zero {
        let mut f = div.floor();
        if div - f > F::from_f64(0.5) {
            f = f + F::ONE;
        }
        f
    } else {
        zero.copysign(a / b)
    };
    (floordiv, m)
}

#[inline]
pub(crate) fn floor_divide<F: FloatOps>(a: F, b: F) -> F {
    if b == F::ZERO { a / b } else { divmod(a, b).0 }
}

#[inline]
pub(crate) fn remainder<F: FloatOps>(a: F, b: F) -> F {
    if b == F::ZERO { a % b } else { divmod(a, b).1 }
}

/// NaN-propagating maximum with the operand order of NumPy's SIMD loops (`maximum(0.0, -0.0)` is
/// `-0.0`).
#[inline]
pub(crate) fn maximum<F: FloatOps>(a: F, b: F) -> F {
    if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else if a > b {
        a
    } else {
        b
    }
}
#[inline]
pub(crate) fn minimum<F: FloatOps>(a: F, b: F) -> F {
    if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else if a < b {
        a
    } else {
        b
    }
}
#[inline]
pub(crate) fn fmax<F: FloatOps>(a: F, b: F) -> F {
    if b.is_nan() {
        a
    } else if a.is_nan() {
        b
    } else if a > b {
        a
    } else {
        b
    }
}
#[inline]
pub(crate) fn fmin<F: FloatOps>(a: F, b: F) -> F {
    if b.is_nan() {
        a
    } else if a.is_nan() {
        b
    } else if a < b {
        a
    } else {
        b
    }
}

/// NumPy's `sign` for reals: -1, 0 (for both zeros), 1, or NaN.
#[inline]
pub(crate) fn sign<F: FloatOps>(x: F) -> F {
    if x > F::ZERO {
        F::ONE
    } else if x < F::ZERO {
        -F::ONE
    } else if x == F::ZERO {
        F::ZERO
    } else {
        x
    }
}

/// `frexp` with NumPy's results for zeros, infinities and NaN (exponent 0).
#[inline]
pub(crate) fn frexp<F: FloatOps>(x: F) -> (F, i32) {
    if x == F::ZERO || !x.is_finite() {
        return (x, 0);
    }
    let mut e = 0i32;
    let mut m = x;
    // Bring subnormals into the normal range first.
    if x.abs() < F::min_positive_value() {
        m = m.c_ldexp(F::MANT_BITS as i64);
        e -= F::MANT_BITS;
    }
    let (_, exp, _) = m.integer_decode();
    // integer_decode: m = mant * 2^exp with a MANT_BITS-bit mantissa.
    let shift = exp as i32 + F::MANT_BITS;
    (m.c_ldexp(-(shift as i64)), e + shift)
}

/// `modf`: (fractional part, integral part), both with the sign of `x`.
#[inline]
pub(crate) fn modf<F: FloatOps>(x: F) -> (F, F) {
    let i = x.trunc();
    let f = if x.is_infinite() { F::ZERO } else { x - i };
    (f.copysign(x), i)
}

/// `nextafter` in a 16-bit float format given by its bits (`exp_mask` marks the exponent field).
#[inline]
pub(crate) fn nextafter_bits16(x: u16, y: u16, exp_mask: u16) -> u16 {
    let is_nan = |b: u16| (b & 0x7fff) > exp_mask;
    if is_nan(x) {
        return x;
    }
    if is_nan(y) {
        return y;
    }
    let (ax, ay) = (x & 0x7fff, y & 0x7fff);
    if ax == 0 && ay == 0 || x == y {
        return y;
    }
    if ax == 0 {
        // Smallest subnormal with the sign of y.
        return (y & 0x8000) | 1;
    }
    // Moving away from zero increments the magnitude bits; toward zero decrements them.
    let x_neg = x & 0x8000 != 0;
    let y_neg = y & 0x8000 != 0;
    let toward_larger = if x_neg == y_neg { ay > ax } else { false };
    if toward_larger { x + 1 } else { x - 1 }
}

// ------------------------------------------------------------------------------------- complex

pub(crate) type C<F> = Complex<F>;

#[inline]
pub(crate) fn cmul<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    C::new(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
}

/// NumPy's complex division (Smith's method, with NumPy's handling of division by zero).
#[inline]
pub(crate) fn cdiv<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    let (br_abs, bi_abs) = (b.re.abs(), b.im.abs());
    if br_abs >= bi_abs {
        if br_abs == F::ZERO && bi_abs == F::ZERO {
            C::new(a.re / br_abs, a.im / br_abs)
        } else {
            let rat = b.im / b.re;
            let scl = F::ONE / (b.re + b.im * rat);
            C::new((a.re + a.im * rat) * scl, (a.im - a.re * rat) * scl)
        }
    } else {
        let rat = b.re / b.im;
        let scl = F::ONE / (b.im + b.re * rat);
        C::new((a.re * rat + a.im) * scl, (a.im * rat - a.re) * scl)
    }
}

/// NumPy's complex reciprocal.
#[inline]
pub(crate) fn crecip<F: FloatOps>(z: C<F>) -> C<F> {
    if z.im.abs() <= z.re.abs() {
        let r = z.im / z.re;
        let d = z.re + z.im * r;
        C::new(F::ONE / d, -r / d)
    } else {
        let r = z.re / z.im;
        let d = z.re * r + z.im;
        C::new(r / d, -F::ONE / d)
    }
}

#[inline]
pub(crate) fn cabs<F: FloatOps>(z: C<F>) -> F {
    z.re.hypot(z.im)
}

/// NumPy 2's complex sign: z / |z|.
#[inline]
pub(crate) fn csign<F: FloatOps>(z: C<F>) -> C<F> {
    let a = cabs(z);
    let (zero, one, nan) = (F::ZERO, F::ONE, F::nan());
    if a.is_nan() {
        C::new(nan, nan)
    } else if a.is_infinite() {
        if z.re.is_infinite() {
            if z.im.is_infinite() {
                C::new(nan, nan)
            } else {
                C::new(if z.re > zero { one } else { -one }, zero)
            }
        } else {
            C::new(zero, if z.im > zero { one } else { -one })
        }
    } else if a == zero {
        C::new(zero, zero)
    } else {
        C::new(z.re / a, z.im / a)
    }
}

#[inline]
pub(crate) fn cexp<F: FloatOps>(z: C<F>) -> C<F> {
    if z.im == F::ZERO {
        return C::new(z.re.exp(), z.im);
    }
    let r = z.re.exp();
    C::new(r * z.im.cos(), r * z.im.sin())
}

/// Natural logarithm, NumPy's `npy_clog`: near |z| = 1 the real part is
/// `log1p((a - 1)(a + 1) + b^2) / 2` (a >= b the absolute parts), which keeps its accuracy where
/// `log(|z|)` cancels; near overflow |z| is halved first.
#[inline]
pub(crate) fn clog<F: FloatOps>(z: C<F>) -> C<F> {
    let (ax, ay) = (z.re.abs(), z.im.abs());
    let quarter_max = F::max_value() / F::from_f64(4.0);
    let half = F::from_f64(0.5);
    let rr = if ax > quarter_max || ay > quarter_max {
        (ax * half).hypot(ay * half).ln() + F::from_f64(std::f64::consts::LN_2)
    } else {
        let h = ax.hypot(ay);
        if h >= F::from_f64(0.71) && h <= F::from_f64(1.73) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            ((am - F::ONE) * (am + F::ONE) + an * an).ln_1p() * half
        } else {
            h.ln()
        }
    };
    C::new(rr, z.im.atan2(z.re))
}

/// `y - y` as C computes it: +0 for finite `y`, NaN otherwise.
#[inline]
fn zero_or_nan<F: FloatOps>(y: F) -> F {
    if y.is_finite() { F::ZERO } else { F::nan() }
}

/// Principal square root (branch cut on the negative real axis), with scaling near overflow.
#[inline]
pub(crate) fn csqrt<F: FloatOps>(z: C<F>) -> C<F> {
    let (a, b) = (z.re, z.im);
    let zero = F::ZERO;
    if a == zero && b == zero {
        return C::new(zero, b);
    }
    if b.is_infinite() {
        return C::new(F::infinity(), b);
    }
    if a.is_nan() {
        return C::new(a, F::nan());
    }
    if a.is_infinite() {
        return if a.is_sign_negative() {
            C::new(zero_or_nan(b), a.abs().copysign(b))
        } else {
            C::new(a, zero_or_nan(b).copysign(b))
        };
    }
    let thresh = F::max_value() / F::from_f64(4.0);
    let (a2, b2, scaled) = if a.abs() >= thresh || b.abs() >= thresh {
        (a * F::from_f64(0.25), b * F::from_f64(0.25), true)
    } else {
        (a, b, false)
    };
    let half = F::from_f64(0.5);
    let two = F::from_f64(2.0);
    let r = if a2 >= zero {
        let t = ((a2 + a2.hypot(b2)) * half).sqrt();
        C::new(t, b2 / (two * t))
    } else {
        let t = ((-a2 + a2.hypot(b2)) * half).sqrt();
        C::new(b2.abs() / (two * t), t.copysign(b2))
    };
    if scaled {
        C::new(r.re * two, r.im * two)
    } else {
        r
    }
}

/// NumPy's complex power: exact repeated multiplication for small integer exponents, else
/// exp(b log a).
#[inline]
pub(crate) fn cpow<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    let (zero, one) = (F::ZERO, F::ONE);
    if b.re == zero && b.im == zero {
        return C::new(one, zero);
    }
    if a.re == zero && a.im == zero {
        return if b.re > zero && b.im == zero {
            C::new(zero, zero)
        } else {
            C::new(F::nan(), F::nan())
        };
    }
    if b.im == zero && b.re.trunc() == b.re && b.re.abs() < F::from_f64(100.0) {
        let n = b.re.to_f64() as i64;
        match n {
            1 => return a,
            2 => return cmul(a, a),
            3 => return cmul(a, cmul(a, a)),
            _ => {
                let mut m = n.unsigned_abs();
                let mut p = a;
                let mut acc = C::new(one, zero);
                loop {
                    if m & 1 == 1 {
                        acc = cmul(acc, p);
                    }
                    m >>= 1;
                    if m == 0 {
                        break;
                    }
                    p = cmul(p, p);
                }
                return if n < 0 {
                    cdiv(C::new(one, zero), acc)
                } else {
                    acc
                };
            }
        }
    }
    cexp(cmul(b, clog(a)))
}

#[inline]
pub(crate) fn cexpm1<F: FloatOps>(z: C<F>) -> C<F> {
    let a = (z.im / F::from_f64(2.0)).sin();
    C::new(
        z.re.exp_m1() * z.im.cos() - F::from_f64(2.0) * a * a,
        z.re.exp() * z.im.sin(),
    )
}

/// `log(1 + z)`, accurate for small |z|: where |1 + z| is near 1 the real part is
/// `log1p(x (2 + x) + y^2) / 2`, with no rounding of `1 + x` in it.
#[inline]
pub(crate) fn clog1p<F: FloatOps>(z: C<F>) -> C<F> {
    let (x, y) = (z.re, z.im);
    let re = x + F::ONE;
    let h = re.hypot(y);
    let rr = if h >= F::from_f64(0.71) && h <= F::from_f64(1.73) {
        (x * (F::from_f64(2.0) + x) + y * y).ln_1p() * F::from_f64(0.5)
    } else {
        h.ln()
    };
    C::new(rr, y.atan2(re))
}

#[inline]
pub(crate) fn cscale<F: FloatOps>(z: C<F>, s: F) -> C<F> {
    C::new(z.re * s, z.im * s)
}

pub(crate) fn ln2<F: FloatOps>() -> F {
    F::from_f64(std::f64::consts::LN_2)
}
pub(crate) fn log2e<F: FloatOps>() -> F {
    F::from_f64(std::f64::consts::LOG2_E)
}
pub(crate) fn log10e<F: FloatOps>() -> F {
    F::from_f64(std::f64::consts::LOG10_E)
}

#[inline]
pub(crate) fn csin<F: FloatOps>(z: C<F>) -> C<F> {
    C::new(z.re.sin() * z.im.cosh(), z.re.cos() * z.im.sinh())
}
#[inline]
pub(crate) fn ccos<F: FloatOps>(z: C<F>) -> C<F> {
    C::new(z.re.cos() * z.im.cosh(), -(z.re.sin() * z.im.sinh()))
}
#[inline]
pub(crate) fn csinh<F: FloatOps>(z: C<F>) -> C<F> {
    C::new(z.re.sinh() * z.im.cos(), z.re.cosh() * z.im.sin())
}
#[inline]
pub(crate) fn ccosh<F: FloatOps>(z: C<F>) -> C<F> {
    C::new(z.re.cosh() * z.im.cos(), z.re.sinh() * z.im.sin())
}

/// Complex tanh (Kahan's formulation, as FreeBSD's `ctanh`).
#[inline]
pub(crate) fn ctanh<F: FloatOps>(z: C<F>) -> C<F> {
    let (x, y) = (z.re, z.im);
    let one = F::ONE;
    if !x.is_finite() {
        if x.is_nan() {
            return C::new(x, if y == F::ZERO { y } else { x * y });
        }
        let im = if y.is_finite() { y.sin() * y.cos() } else { y };
        return C::new(one.copysign(x), F::ZERO.copysign(im));
    }
    if !y.is_finite() {
        return C::new(zero_or_nan(y), zero_or_nan(y));
    }
    if x.abs() >= F::from_f64(22.0) {
        let e = (-x.abs()).exp();
        return C::new(
            one.copysign(x),
            F::from_f64(4.0) * y.sin() * y.cos() * e * e,
        );
    }
    let t = y.tan();
    let beta = one + t * t;
    let s = x.sinh();
    let rho = (one + s * s).sqrt();
    let denom = one + beta * s * s;
    C::new(beta * rho * s / denom, t / denom)
}

/// Multiplies by i.
#[inline]
fn times_i<F: FloatOps>(z: C<F>) -> C<F> {
    C::new(-z.im, z.re)
}
/// Multiplies by -i.
#[inline]
fn times_neg_i<F: FloatOps>(z: C<F>) -> C<F> {
    C::new(z.im, -z.re)
}

#[inline]
pub(crate) fn ctan<F: FloatOps>(z: C<F>) -> C<F> {
    times_neg_i(ctanh(times_i(z)))
}

/// asinh(z) = log(z + sqrt(z^2 + 1)), evaluated in the right half plane (odd symmetry); for
/// |z| < 1 as `log1p(z + z^2 / (1 + sqrt(1 + z^2)))`, which does not cancel for small z.
#[inline]
pub(crate) fn casinh<F: FloatOps>(z: C<F>) -> C<F> {
    let neg = z.re.is_sign_negative();
    let w = if neg { C::new(-z.re, -z.im) } else { z };
    let w2 = cmul(w, w);
    let s = csqrt(C::new(w2.re + F::ONE, w2.im));
    let r = if cabs(w) < F::ONE {
        let t = cdiv(w2, C::new(F::ONE + s.re, s.im));
        clog1p(C::new(w.re + t.re, w.im + t.im))
    } else {
        clog(C::new(w.re + s.re, w.im + s.im))
    };
    if neg { C::new(-r.re, -r.im) } else { r }
}
#[inline]
pub(crate) fn casin<F: FloatOps>(z: C<F>) -> C<F> {
    times_neg_i(casinh(times_i(z)))
}
#[inline]
pub(crate) fn cacos<F: FloatOps>(z: C<F>) -> C<F> {
    let s = casin(z);
    C::new(F::from_f64(std::f64::consts::FRAC_PI_2) - s.re, -s.im)
}
/// atanh(z) = (log1p(z) - log1p(-z)) / 2.
#[inline]
pub(crate) fn catanh<F: FloatOps>(z: C<F>) -> C<F> {
    let a = clog1p(z);
    let b = clog1p(C::new(-z.re, -z.im));
    let half = F::from_f64(0.5);
    C::new((a.re - b.re) * half, (a.im - b.im) * half)
}
#[inline]
pub(crate) fn catan<F: FloatOps>(z: C<F>) -> C<F> {
    times_neg_i(catanh(times_i(z)))
}
/// acosh(z) = log(z + sqrt(z + 1) sqrt(z - 1)).
#[inline]
pub(crate) fn cacosh<F: FloatOps>(z: C<F>) -> C<F> {
    let one = F::ONE;
    let p = csqrt(C::new(z.re + one, z.im));
    let m = csqrt(C::new(z.re - one, z.im));
    let pm = cmul(p, m);
    clog(C::new(z.re + pm.re, z.im + pm.im))
}

/// NumPy's lexicographic complex ordering (`a < b`), false when a NaN is involved.
#[inline]
pub(crate) fn clt<F: FloatOps>(a: C<F>, b: C<F>) -> bool {
    (a.re < b.re && !a.im.is_nan() && !b.im.is_nan()) || (a.re == b.re && a.im < b.im)
}
#[inline]
pub(crate) fn cle<F: FloatOps>(a: C<F>, b: C<F>) -> bool {
    (a.re < b.re && !a.im.is_nan() && !b.im.is_nan()) || (a.re == b.re && a.im <= b.im)
}
#[inline]
pub(crate) fn cgt<F: FloatOps>(a: C<F>, b: C<F>) -> bool {
    (a.re > b.re && !a.im.is_nan() && !b.im.is_nan()) || (a.re == b.re && a.im > b.im)
}
#[inline]
pub(crate) fn cge<F: FloatOps>(a: C<F>, b: C<F>) -> bool {
    (a.re > b.re && !a.im.is_nan() && !b.im.is_nan()) || (a.re == b.re && a.im >= b.im)
}
#[inline]
pub(crate) fn c_isnan<F: FloatOps>(z: C<F>) -> bool {
    z.re.is_nan() || z.im.is_nan()
}
#[inline]
pub(crate) fn cmaximum<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    if c_isnan(a) || cge(a, b) { a } else { b }
}
#[inline]
pub(crate) fn cminimum<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    if c_isnan(a) || cle(a, b) { a } else { b }
}
#[inline]
pub(crate) fn cfmax<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    if c_isnan(b) || cge(a, b) { a } else { b }
}
#[inline]
pub(crate) fn cfmin<F: FloatOps>(a: C<F>, b: C<F>) -> C<F> {
    if c_isnan(b) || cle(a, b) { a } else { b }
}
