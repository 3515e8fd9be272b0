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
    2.46196981473530512524E-10,
    5.64189564831068821977E-1,
    7.46321056442269912687E0,
    4.86371970985681366614E1,
    1.96520832956077098242E2,
    5.26445194995477358631E2,
    9.34528527171957607540E2,
    1.02755188689515710272E3,
    5.57535335369399327526E2,
};
// erfc(x) e^{x²} on [1, 8): denominator without its leading 1.
__constant__ double gsci_sp_NDTR_Q[8] = {
    1.32281951154744992508E1,
    8.67072140885989742329E1,
    3.54937778887819891062E2,
    9.75708501743205489753E2,
    1.82390916687909736289E3,
    2.24633760818710981792E3,
    1.65666309194161350182E3,
    5.57535340817727675546E2,
};
// erfc(x) e^{x²} on [8, ∞): numerator.
__constant__ double gsci_sp_NDTR_R[6] = {
    5.64189583547755073984E-1,
    1.27536670759978104416E0,
    5.01905042251180477414E0,
    6.16021097993053585195E0,
    7.40974269950448939160E0,
    2.97886665372100240670E0,
};
// erfc(x) e^{x²} on [8, ∞): denominator without its leading 1.
__constant__ double gsci_sp_NDTR_S[6] = {
    2.26052863220117276590E0,
    9.39603524938001434673E0,
    1.20489539808096656605E1,
    1.70814450747565897222E1,
    9.60896809063285878198E0,
    3.36907645100081516050E0,
};
// erf(x)/x on |x| < 1 in x²: numerator.
__constant__ double gsci_sp_NDTR_T[5] = {
    9.60497373987051638749E0,
    9.00260197203842689217E1,
    2.23200534594684319226E3,
    7.00332514112805075473E3,
    5.55923013010394962768E4,
};
// erf(x)/x on |x| < 1 in x²: denominator without its leading 1.
__constant__ double gsci_sp_NDTR_U[5] = {
    3.35617141647503099647E1,
    5.21357949780152679795E2,
    4.59432382970980127987E3,
    2.26290000613890934246E4,
    4.92673942608635921086E4,
};
// ndtri central part, |p - 1/2| ≤ 1/2 - e^{-2}: numerator in (p - 1/2)².
__constant__ double gsci_sp_NDTRI_P0[5] = {
    -5.99633501014107895267E1,
    9.80010754185999661536E1,
    -5.66762857469070293439E1,
    1.39312609387279679503E1,
    -1.23916583867381258016E0,
};
// ndtri central part: denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q0[8] = {
    1.95448858338141759834E0,
    4.67627912898881538453E0,
    8.63602421390890590575E1,
    -2.25462687854119370527E2,
    2.00260212380060660359E2,
    -8.20372256168333339912E1,
    1.59056225126211695515E1,
    -1.18331621121330003142E0,
};
// ndtri tail, z = √(-2 log p) in [2, 8): numerator in 1/z.
__constant__ double gsci_sp_NDTRI_P1[9] = {
    4.05544892305962419923E0,
    3.15251094599893866154E1,
    5.71628192246421288162E1,
    4.40805073893200834700E1,
    1.46849561928858024014E1,
    2.18663306850790267539E0,
    -1.40256079171354495875E-1,
    -3.50424626827848203418E-2,
    -8.57456785154685413611E-4,
};
// ndtri tail on [2, 8): denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q1[8] = {
    1.57799883256466749731E1,
    4.53907635128879210584E1,
    4.13172038254672030440E1,
    1.50425385692907503408E1,
    2.50464946208309415979E0,
    -1.42182922854787788574E-1,
    -3.80806407691578277194E-2,
    -9.33259480895457427372E-4,
};
// ndtri tail, z ≥ 8: numerator in 1/z.
__constant__ double gsci_sp_NDTRI_P2[9] = {
    3.23774891776946035970E0,
    6.91522889068984211695E0,
    3.93881025292474443415E0,
    1.33303460815807542389E0,
    2.01485389549179081538E-1,
    1.23716634817820021358E-2,
    3.01581553508235416007E-4,
    2.65806974686737550832E-6,
    6.23974539184983293730E-9,
};
// ndtri tail, z ≥ 8: denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q2[8] = {
    6.02427039364742014255E0,
    3.67983563856160859403E0,
    1.37702099489081330271E0,
    2.16236993594496635890E-1,
    1.34204006088543189037E-2,
    3.28014464682127739104E-4,
    2.89247864745380683936E-6,
    6.79019408009981274425E-9,
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
    return a > 0.0 ? 1.0 - y : y;
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
