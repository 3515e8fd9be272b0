// gsci-special: error-function device functions (erf, erfc, erfcx, erfinv, erfcinv, ndtr, log_ndtr,
// ndtri, ndtri_exp), the GPU twins of special/src/scalar/error.rs: the same algorithm, step for step
// (see that file's header for the method and the sources of the coefficients).
//
// Tables: each table below is the Rust file's `const NAME: [f64; N]` as `gsci_sp_NAME[N]`, with the
// same literals token for token, between the markers "tables begin" and "tables end"; the test
// error::tables_match_cuda (special/tests/error.rs) compares the two files and fails on a difference.
//
// Rounding: products that feed a sum are written __dmul_rn/__dadd_rn (never contracted into an FMA),
// and the FMAs the Rust side makes explicitly (f64::mul_add) are fma() here, so both backends round
// alike; only the libraries' exp/log/expm1/log1p differ (each within 1 ULP).
// Every helper is prefixed gsci_sp_; requires gsci_types.cuh (nothing from it is used here).

// tables begin
// erfc(x) e^{x²} on [1, 8): numerator (Cephes ndtr.c P).
__constant__ double gsci_sp_NDTR_P[9] = {
    2.461969814735305e-10,
    0.5641895648310689,
    7.463210564422699,
    48.63719709856814,
    196.5208329560771,
    526.4451949954773,
    934.5285271719576,
    1027.5518868951572,
    557.5353353693994,
};
// erfc(x) e^{x²} on [1, 8): denominator without its leading 1.
__constant__ double gsci_sp_NDTR_Q[8] = {
    13.228195115474499,
    86.70721408859897,
    354.9377788878199,
    975.7085017432055,
    1823.9091668790973,
    2246.3376081871097,
    1656.6630919416134,
    557.5353408177277,
};
// erfc(x) e^{x²} on [8, ∞): numerator.
__constant__ double gsci_sp_NDTR_R[6] = {
    0.5641895835477551,
    1.275366707599781,
    5.019050422511805,
    6.160210979930536,
    7.4097426995044895,
    2.9788666537210022,
};
// erfc(x) e^{x²} on [8, ∞): denominator without its leading 1.
__constant__ double gsci_sp_NDTR_S[6] = {
    2.2605286322011726,
    9.396035249380015,
    12.048953980809666,
    17.08144507475659,
    9.608968090632859,
    3.369076451000815,
};
// erf(x)/x on |x| < 1 in x²: numerator.
__constant__ double gsci_sp_NDTR_T[5] = {
    9.604973739870516,
    90.02601972038427,
    2232.005345946843,
    7003.325141128051,
    55592.30130103949,
};
// erf(x)/x on |x| < 1 in x²: denominator without its leading 1.
__constant__ double gsci_sp_NDTR_U[5] = {
    33.56171416475031,
    521.3579497801527,
    4594.323829709801,
    22629.000061389095,
    49267.39426086359,
};
// ndtri central part, |p - 1/2| ≤ 1/2 - e^{-2}: numerator in (p - 1/2)².
__constant__ double gsci_sp_NDTRI_P0[5] = {
    -59.96335010141079,
    98.00107541859997,
    -56.67628574690703,
    13.931260938727968,
    -1.2391658386738125,
};
// ndtri central part: denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q0[8] = {
    1.9544885833814176,
    4.676279128988815,
    86.36024213908905,
    -225.46268785411937,
    200.26021238006066,
    -82.03722561683334,
    15.90562251262117,
    -1.1833162112133,
};
// ndtri tail, z = √(-2 log p) in [2, 8): numerator in 1/z.
__constant__ double gsci_sp_NDTRI_P1[9] = {
    4.0554489230596245,
    31.525109459989388,
    57.16281922464213,
    44.08050738932008,
    14.684956192885803,
    2.1866330685079025,
    -0.1402560791713545,
    -0.03504246268278482,
    -0.0008574567851546854,
};
// ndtri tail on [2, 8): denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q1[8] = {
    15.779988325646675,
    45.39076351288792,
    41.3172038254672,
    15.04253856929075,
    2.504649462083094,
    -0.14218292285478779,
    -0.03808064076915783,
    -0.0009332594808954574,
};
// ndtri tail, z ≥ 8: numerator in 1/z.
__constant__ double gsci_sp_NDTRI_P2[9] = {
    3.2377489177694603,
    6.915228890689842,
    3.9388102529247444,
    1.3330346081580755,
    0.20148538954917908,
    0.012371663481782003,
    0.00030158155350823543,
    2.6580697468673755e-06,
    6.239745391849833e-09,
};
// ndtri tail, z ≥ 8: denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q2[8] = {
    6.02427039364742,
    3.6798356385616087,
    1.3770209948908132,
    0.21623699359449663,
    0.013420400608854318,
    0.00032801446468212774,
    2.8924786474538068e-06,
    6.790194080099813e-09,
};
// tables end

#define GSCI_SP_SQRT_HALF_PI 1.2533141373155003
#define GSCI_SP_SQRT_PI_2 0.886226925452758
#define GSCI_SP_FRAC_1_SQRT_PI 0.5641895835477563
#define GSCI_SP_FRAC_1_SQRT_2 0.7071067811865476
#define GSCI_SP_SQRT_2 1.4142135623730951
#define GSCI_SP_LN_2 0.6931471805599453
#define GSCI_SP_LN_2_LO 2.3190468138462996e-17
#define GSCI_SP_LN_2_SQRT_PI 1.2655121234846454
#define GSCI_SP_LN_SQRT_2PI 0.9189385332046728
#define GSCI_SP_EXP_M2 0.1353352832366127
#define GSCI_SP_LOG_1M_EXP_M2 -0.14541345786885906

// Horner's rule, coefficients from the highest power down (Cephes polevl).
__device__ __forceinline__ double gsci_sp_polevl(double x, const double* c, int n) {
    double r = c[0];
#pragma unroll
    for (int i = 1; i < n; ++i) r = __dadd_rn(__dmul_rn(r, x), c[i]);
    return r;
}
// Horner's rule with the leading coefficient 1 left out (Cephes p1evl).
__device__ __forceinline__ double gsci_sp_p1evl(double x, const double* c, int n) {
    double r = __dadd_rn(x, c[0]);
#pragma unroll
    for (int i = 1; i < n; ++i) r = __dadd_rn(__dmul_rn(r, x), c[i]);
    return r;
}
// Clenshaw's sum of a Chebyshev series in the Cephes convention (chbevl).
__device__ __forceinline__ double gsci_sp_chbevl(double x, const double* c, int n) {
    double b0 = c[0], b1 = 0.0, b2 = 0.0;
#pragma unroll
    for (int i = 1; i < n; ++i) {
        b2 = b1;
        b1 = b0;
        b0 = __dadd_rn(__dsub_rn(__dmul_rn(x, b1), b2), c[i]);
    }
    return 0.5 * (b0 - b2);
}
__device__ __forceinline__ double gsci_sp_copysign(double a, double s) { return copysign(a, s); }

// e^{-s x^2} (s = 1 or 1/2) with x^2 = h + l split exactly.
__device__ __forceinline__ double gsci_sp_exp_neg_sq(double x, double s) {
    double h = x * x;
    double l = fma(x, x, -h);
    return __dmul_rn(exp(-(s * h)), __dsub_rn(1.0, __dmul_rn(s, l)));
}
// erfc(x) e^{x^2} for finite x >= 1.
__device__ __forceinline__ double gsci_sp_erfcx_rational(double x) {
    if (x < 8.0) return gsci_sp_polevl(x, gsci_sp_NDTR_P, 9) / gsci_sp_p1evl(x, gsci_sp_NDTR_Q, 8);
    return gsci_sp_polevl(x, gsci_sp_NDTR_R, 6) / gsci_sp_p1evl(x, gsci_sp_NDTR_S, 6);
}
// erf(x) for |x| < 1.
__device__ __forceinline__ double gsci_sp_erf_small(double x) {
    double z = x * x;
    return x * gsci_sp_polevl(z, gsci_sp_NDTR_T, 5) / gsci_sp_p1evl(z, gsci_sp_NDTR_U, 5);
}

__device__ double gsci_sp_erf(double x) {
    double ax = fabs(x);
    if (ax < 1.0) return gsci_sp_erf_small(x);
    if (isnan(x)) return x;
    double r = ax > 6.0 ? 1.0 : __dsub_rn(1.0, __dmul_rn(gsci_sp_exp_neg_sq(ax, 1.0), gsci_sp_erfcx_rational(ax)));
    return copysign(r, x);
}

__device__ double gsci_sp_erfc(double x) {
    double ax = fabs(x);
    if (ax < 1.0) return 1.0 - gsci_sp_erf_small(x);
    if (isnan(x)) return x;
    double y = ax > 27.5 ? 0.0 : __dmul_rn(gsci_sp_exp_neg_sq(ax, 1.0), gsci_sp_erfcx_rational(ax));
    return x < 0.0 ? 2.0 - y : y;
}

// erfcx(x) for x >= 0.
__device__ __forceinline__ double gsci_sp_erfcx_pos(double x) {
    if (x < 1.0) {
        double h = x * x;
        double l = fma(x, x, -h);
        return __dmul_rn(__dmul_rn(exp(h), 1.0 + l), 1.0 - gsci_sp_erf_small(x));
    } else if (x < 50.0) {
        return gsci_sp_erfcx_rational(x);
    }
    double r = 1.0 / x;
    double t = 0.5 * (r * r);
    double s = __dsub_rn(1.0, __dmul_rn(t, __dsub_rn(1.0, __dmul_rn(t, __dsub_rn(3.0, __dmul_rn(t,
               __dsub_rn(15.0, __dmul_rn(t, __dsub_rn(105.0, __dmul_rn(t, 945.0)))))))))) ;
    return GSCI_SP_FRAC_1_SQRT_PI * r * s;
}

__device__ double gsci_sp_erfcx(double x) {
    if (x >= 0.0) return gsci_sp_erfcx_pos(x);
    if (isnan(x)) return x;
    if (x < -26.7) return __longlong_as_double(0x7ff0000000000000LL);
    double h = x * x;
    double l = fma(x, x, -h);
    return __dsub_rn(2.0 * __dmul_rn(exp(h), 1.0 + l), gsci_sp_erfcx_pos(-x));
}

__device__ double gsci_sp_ndtr(double a) {
    double x = a * GSCI_SP_FRAC_1_SQRT_2;
    double z = fabs(x);
    if (z < 1.0) return __dadd_rn(0.5, __dmul_rn(0.5, gsci_sp_erf_small(x)));
    if (isnan(a)) return a;
    double y = z > 27.5 ? 0.0 : 0.5 * gsci_sp_exp_neg_sq(a, 0.5) * gsci_sp_erfcx_rational(z);
    return a > 0.0 ? __dsub_rn(1.0, y) : y;
}

__device__ double gsci_sp_log_ndtr(double a) {
    if (a > 0.0) return log1p(-gsci_sp_ndtr(-a));
    double x = a * GSCI_SP_FRAC_1_SQRT_2;
    double z = -x;
    if (z < 1.0) return log(__dadd_rn(0.5, __dmul_rn(0.5, gsci_sp_erf_small(x))));
    if (isnan(a)) return a;
    if (z < 1e8) {
        double ha = 0.5 * a;
        double h = ha * a;
        double l = fma(ha, a, -h);
        return -h - l + log(0.5 * gsci_sp_erfcx_rational(z));
    }
    return -((0.5 * a) * a) - (log(z) + GSCI_SP_LN_2_SQRT_PI);
}

// ndtri's central part in u = 2p - 1: u (1 + y^2 P(y^2)/Q(y^2)), y = u/2.
__device__ __forceinline__ double gsci_sp_ndtri_central(double u) {
    double y2 = 0.25 * (u * u);
    return __dadd_rn(u, u * (y2 * gsci_sp_polevl(y2, gsci_sp_NDTRI_P0, 5) / gsci_sp_p1evl(y2, gsci_sp_NDTRI_Q0, 8)));
}
// ndtri's tail in w = -2 log p >= 4: returns -ndtri(p) > 0.
__device__ __forceinline__ double gsci_sp_ndtri_tail(double w) {
    double x = sqrt(w);
    double x0 = x - log(x) / x;
    double z = 1.0 / x;
    double x1 = x < 8.0 ? z * gsci_sp_polevl(z, gsci_sp_NDTRI_P1, 9) / gsci_sp_p1evl(z, gsci_sp_NDTRI_Q1, 8)
                        : z * gsci_sp_polevl(z, gsci_sp_NDTRI_P2, 9) / gsci_sp_p1evl(z, gsci_sp_NDTRI_Q2, 8);
    return x0 - x1;
}

__device__ double gsci_sp_ndtri(double p) {
    if (p > GSCI_SP_EXP_M2 && p < 1.0 - GSCI_SP_EXP_M2) return GSCI_SP_SQRT_HALF_PI * gsci_sp_ndtri_central(2.0 * p - 1.0);
    if (p > 0.0 && p < 1.0) return p < 0.5 ? -gsci_sp_ndtri_tail(-2.0 * log(p)) : gsci_sp_ndtri_tail(-2.0 * log(1.0 - p));
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    if (p == 0.0) return -inf;
    if (p == 1.0) return inf;
    return __longlong_as_double(0x7ff8000000000000LL);
}

__device__ double gsci_sp_ndtri_exp(double y) {
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    if (y < -2.0) {
        if (y >= -2048.0) return -gsci_sp_ndtri_tail(-2.0 * y);
        if (y == -inf) return y;
        double x = GSCI_SP_SQRT_2 * sqrt(-y);
        for (int i = 0; i < 4; ++i) {
            double r = 1.0 / (x * x);
            double s = __dsub_rn(1.0, __dmul_rn(r, __dsub_rn(1.0, __dmul_rn(r, __dsub_rn(3.0, __dmul_rn(15.0, r))))));
            x = GSCI_SP_SQRT_2 * sqrt(-y - log(x) - GSCI_SP_LN_SQRT_2PI + log(s));
        }
        return -x;
    }
    if (y < GSCI_SP_LOG_1M_EXP_M2) return GSCI_SP_SQRT_HALF_PI * gsci_sp_ndtri_central(expm1((y + GSCI_SP_LN_2) + GSCI_SP_LN_2_LO));
    if (y < 0.0) return gsci_sp_ndtri_tail(-2.0 * log(-expm1(y)));
    return y == 0.0 ? inf : __longlong_as_double(0x7ff8000000000000LL);
}

__device__ double gsci_sp_erfinv(double y) {
    double ay = fabs(y);
    if (ay <= 1.0 - 2.0 * GSCI_SP_EXP_M2) {
        if (y == 0.0) return 0.0;
        return GSCI_SP_SQRT_PI_2 * gsci_sp_ndtri_central(y);
    }
    if (ay < 1.0) return copysign(GSCI_SP_FRAC_1_SQRT_2 * gsci_sp_ndtri_tail(-2.0 * log(0.5 * (1.0 - ay))), y);
    if (ay == 1.0) return copysign(__longlong_as_double(0x7ff0000000000000LL), y);
    return __longlong_as_double(0x7ff8000000000000LL);
}

__device__ double gsci_sp_erfcinv(double y) {
    if (y > 2.0 * GSCI_SP_EXP_M2 && y < 2.0 - 2.0 * GSCI_SP_EXP_M2) return -(GSCI_SP_SQRT_PI_2 * gsci_sp_ndtri_central(y - 1.0));
    if (y > 0.0 && y < 2.0) {
        if (y < 1.0) {
            double lg = y < 1e-300 ? log(y) - GSCI_SP_LN_2 : log(0.5 * y);
            return GSCI_SP_FRAC_1_SQRT_2 * gsci_sp_ndtri_tail(-2.0 * lg);
        }
        return -(GSCI_SP_FRAC_1_SQRT_2 * gsci_sp_ndtri_tail(-2.0 * log(1.0 - 0.5 * y)));
    }
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    if (y == 0.0) return inf;
    if (y == 2.0) return -inf;
    return __longlong_as_double(0x7ff8000000000000LL);
}
