// Convenience functions of scipy.special: the CUDA twins of src/scalar/convenience.rs (same
// formulas, same constants). Device functions only; included first in gsci-special's preamble.
#pragma once

#define GSCI_SP_CONV_PI180 1.74532925199432957692E-2
#define GSCI_SP_CONV_LOSSTH 1.0e14
#define GSCI_SP_CONV_INF __longlong_as_double(0x7ff0000000000000LL)
#define GSCI_SP_CONV_NAN __longlong_as_double(0x7ff8000000000000LL)
#define GSCI_SP_CONV_PI 3.141592653589793238462643383279502884

__device__ __forceinline__ double gsci_sp_conv_polevl(double x, const double* c, int n) {
    double acc = 0.0;
    for (int i = 0; i < n; ++i) acc = acc * x + c[i];
    return acc;
}

__device__ double gsci_sp_expit(double x) { return 1.0 / (1.0 + exp(-x)); }

__device__ double gsci_sp_logit(double x) {
    if (!(x >= 0.3 && x <= 0.65)) return log(x / (1.0 - x));
    const double s = 2.0 * (x - 0.5);
    return log1p(s) - log1p(-s);
}

__device__ double gsci_sp_log_expit(double x) {
    if (x < 0.0) return x - log1p(exp(x));
    return -log1p(exp(-x));
}

__device__ double gsci_sp_boxcox(double x, double lmbda) {
    if (fabs(lmbda) < 1e-19) return log(x);
    const double t = lmbda * log(x);
    if (t < 709.78) return expm1(t) / lmbda;
    // x^lambda would overflow where (x^lambda - 1)/lambda does not: divide inside the exponential.
    return copysign(1.0, lmbda) * exp(t - log(fabs(lmbda))) - 1.0 / lmbda;
}

__device__ double gsci_sp_boxcox1p(double x, double lmbda) {
    const double lgx = log1p(x);
    if (fabs(lmbda) < 1e-19 || (fabs(lgx) < 1e-289 && fabs(lmbda) < 1e273)) return lgx;
    const double t = lmbda * lgx;
    if (t < 709.78) return expm1(t) / lmbda;
    return copysign(1.0, lmbda) * exp(t - log(fabs(lmbda))) - 1.0 / lmbda;
}

// ln(1 + lambda y) / lambda of the inverse transforms, without overflowing lambda y.
__device__ __forceinline__ double gsci_sp_inv_boxcox_exponent(double y, double lmbda) {
    if (lmbda * y < 1.79e308) return log1p(lmbda * y) / lmbda;
    return (log(copysign(1.0, lmbda) * (y + 1.0 / lmbda)) + log(fabs(lmbda))) / lmbda;
}

__device__ double gsci_sp_inv_boxcox(double y, double lmbda) {
    if (lmbda == 0.0) return exp(y);
    return exp(gsci_sp_inv_boxcox_exponent(y, lmbda));
}

__device__ double gsci_sp_inv_boxcox1p(double y, double lmbda) {
    if (lmbda == 0.0) return expm1(y);
    if (fabs(lmbda * y) < 1e-154) return y;
    return expm1(gsci_sp_inv_boxcox_exponent(y, lmbda));
}

__device__ double gsci_sp_entr(double x) {
    if (isnan(x)) return x;
    if (x > 0.0) return -x * log(x);
    if (x == 0.0) return 0.0;
    return -GSCI_SP_CONV_INF;
}

__device__ double gsci_sp_rel_entr(double x, double y) {
    if (isnan(x) || isnan(y)) return GSCI_SP_CONV_NAN;
    if (x <= 0.0 || y <= 0.0) return (x == 0.0 && y >= 0.0) ? 0.0 : GSCI_SP_CONV_INF;
    const double ratio = x / y;
    // x and y close: log1p((x - y)/y) keeps the digits that log(x/y) loses.
    if (0.5 < ratio && ratio < 2.0) return x * log1p((x - y) / y);
    if (2.2250738585072014e-308 < ratio && ratio < GSCI_SP_CONV_INF) return x * log(ratio);
    // x/y underflowed or overflowed: the logarithms first.
    return x * (log(x) - log(y));
}

__device__ double gsci_sp_kl_div(double x, double y) {
    if (isnan(x) || isnan(y)) return GSCI_SP_CONV_NAN;
    if (x > 0.0 && y > 0.0) return x * log(x / y) - x + y;
    if (x == 0.0 && y >= 0.0) return y;
    return GSCI_SP_CONV_INF;
}

__device__ double gsci_sp_huber(double delta, double r) {
    if (delta < 0.0) return GSCI_SP_CONV_INF;
    if (fabs(r) <= delta) return 0.5 * r * r;
    return delta * (fabs(r) - 0.5 * delta);
}

__device__ double gsci_sp_pseudo_huber(double delta, double r) {
    if (delta < 0.0) return GSCI_SP_CONV_INF;
    if (delta == 0.0 || r == 0.0) return 0.0;
    const double u = delta, v = r / delta;
    return u * u * expm1(0.5 * log1p(v * v));  // no cancellation for small v (SciPy's form)
}

__device__ double gsci_sp_xlogy(double x, double y) {
    if (x == 0.0 && !isnan(y)) return 0.0;
    return x * log(y);
}

__device__ double gsci_sp_xlog1py(double x, double y) {
    if (x == 0.0 && !isnan(y)) return 0.0;
    return x * log1p(y);
}

__device__ double gsci_sp_exprel(double x) {
    if (fabs(x) < 1e-16) return 1.0;
    if (x > 717.0) return GSCI_SP_CONV_INF;
    return expm1(x) / x;
}

__device__ double gsci_sp_cosm1(double x) {
    const double c[7] = {4.7377507964246204691685E-14, -1.1470284843425359765671E-11,
                         2.0876754287081521758361E-9,  -2.7557319214999787979814E-7,
                         2.4801587301570552304991E-5,  -1.3888888888888872993737E-3,
                         4.1666666666666666609054E-2};
    if (!(x >= -GSCI_SP_CONV_PI / 4.0 && x <= GSCI_SP_CONV_PI / 4.0)) return cos(x) - 1.0;
    const double xx = x * x;
    return -0.5 * xx + xx * xx * gsci_sp_conv_polevl(xx, c, 7);
}

// Cephes' exp10 and exp2 (SciPy's): 2^n times the Pade form 1 + 2g P(g^2) / (Q(g^2) - P(g^2)).
__device__ double gsci_sp_exp10(double x) {
    const double P[4] = {4.09962519798587023075E-2, 1.17452732554344059015E1, 4.06717289936872725516E2,
                         2.39423741207388267439E3};
    const double Q[4] = {1.0, 8.50936160849306532625E1, 1.27209271178345121210E3, 2.07960819286001865907E3};
    if (isnan(x)) return x;
    if (x > 308.2547155599167) return __longlong_as_double(0x7ff0000000000000LL);
    if (x < -308.2547155599167) return 0.0;
    double px = floor(__dadd_rn(__dmul_rn(3.32192809488736234787e0, x), 0.5));
    int n = (int)px;
    double g = __dadd_rn(x, -__dmul_rn(px, 3.01025390625000000000E-1));
    g = __dadd_rn(g, -__dmul_rn(px, 4.60503898119521373889E-6));
    double gg = __dmul_rn(g, g);
    double p = 0.0, q = 0.0;
    for (int i = 0; i < 4; ++i) p = __dadd_rn(__dmul_rn(p, gg), P[i]);
    for (int i = 0; i < 4; ++i) q = __dadd_rn(__dmul_rn(q, gg), Q[i]);
    p = __dmul_rn(g, p);
    double r = p / __dadd_rn(q, -p);
    return ldexp(__dadd_rn(1.0, ldexp(r, 1)), n);
}
__device__ double gsci_sp_exp2(double x) {
    const double P[3] = {2.30933477057345225087E-2, 2.02020656693165307700E1, 1.51390680115615096133E3};
    const double Q[3] = {1.0, 2.33184211722314911771E2, 4.36821166879210612817E3};
    if (isnan(x)) return x;
    if (x > 1024.0) return __longlong_as_double(0x7ff0000000000000LL);
    if (x < -1024.0) return 0.0;
    double px = floor(__dadd_rn(x, 0.5));
    int n = (int)px;
    double g = __dadd_rn(x, -px);
    double gg = __dmul_rn(g, g);
    double p = 0.0, q = 0.0;
    for (int i = 0; i < 3; ++i) p = __dadd_rn(__dmul_rn(p, gg), P[i]);
    for (int i = 0; i < 3; ++i) q = __dadd_rn(__dmul_rn(q, gg), Q[i]);
    p = __dmul_rn(g, p);
    double r = p / __dadd_rn(q, -p);
    return ldexp(__dadd_rn(1.0, ldexp(r, 1)), n);
}

__device__ double gsci_sp_radian(double d, double m, double s) {
    return ((s / 60.0 + m) / 60.0 + d) * GSCI_SP_CONV_PI180;
}

__device__ double gsci_sp_conv_deg_poly(int j, double z) {
    const double sc[6] = {1.58962301572218447952E-10, -2.50507477628503540135E-8,
                          2.75573136213856773549E-6,  -1.98412698295895384658E-4,
                          8.33333333332211858862E-3,  -1.66666666666666307295E-1};
    const double cc[7] = {1.13585365213876817300E-11, -2.08757008419747316778E-9,
                          2.75573141792967388112E-7,  -2.48015872888517045348E-5,
                          1.38888888888730564116E-3,  -4.16666666666665929218E-2,
                          4.99999999999999999798E-1};
    const double zz = z * z;
    if (j == 1 || j == 2) return 1.0 - zz * gsci_sp_conv_polevl(zz, cc, 7);
    return z + z * (zz * gsci_sp_conv_polevl(zz, sc, 6));
}

// Octant reduction of cephes' sindg/cosdg: returns j, sets *z (radians within the octant).
__device__ int gsci_sp_conv_octant(double x, double* z) {
    double y = floor(x / 45.0);
    const double r = y - 16.0 * floor(y / 16.0);
    int j = (int)r;
    if (j & 1) { j += 1; y += 1.0; }
    *z = (x - y * 45.0) * GSCI_SP_CONV_PI180;
    return j & 7;
}

__device__ double gsci_sp_sindg(double x) {
    double sign = 1.0;
    if (x < 0.0) { x = -x; sign = -1.0; }
    if (isnan(x)) return x;
    if (x > GSCI_SP_CONV_LOSSTH) return 0.0;
    double z;
    int j = gsci_sp_conv_octant(x, &z);
    if (j > 3) { sign = -sign; j -= 4; }
    const double y = gsci_sp_conv_deg_poly(j, z);
    return sign < 0.0 ? -y : y;
}

__device__ double gsci_sp_cosdg(double x) {
    x = fabs(x);
    if (isnan(x)) return x;
    if (x > GSCI_SP_CONV_LOSSTH) return 0.0;
    double sign = 1.0, z;
    int j = gsci_sp_conv_octant(x, &z);
    if (j > 3) { j -= 4; sign = -sign; }
    if (j > 1) sign = -sign;
    const double y = gsci_sp_conv_deg_poly((j == 1 || j == 2) ? 0 : 1, z);
    return sign < 0.0 ? -y : y;
}

__device__ double gsci_sp_conv_tancot(double xx, bool cot) {
    if (isnan(xx)) return xx;
    double x = xx < 0.0 ? -xx : xx, sign = xx < 0.0 ? -1.0 : 1.0;
    if (x > GSCI_SP_CONV_LOSSTH) return 0.0;
    x -= 180.0 * floor(x / 180.0);
    if (cot) {
        if (x <= 90.0) x = 90.0 - x;
        else { x -= 90.0; sign = -sign; }
    } else if (x > 90.0) {
        x = 180.0 - x;
        sign = -sign;
    }
    if (x == 0.0) return 0.0;
    if (x == 45.0) return sign;
    if (x == 90.0) return GSCI_SP_CONV_INF;
    return sign * tan(x * GSCI_SP_CONV_PI180);
}

__device__ double gsci_sp_tandg(double x) { return gsci_sp_conv_tancot(x, false); }
__device__ double gsci_sp_cotdg(double x) { return gsci_sp_conv_tancot(x, true); }
__device__ double gsci_sp_round(double x) {
    double y = floor(x);
    const double r = x - y;
    if (r > 0.5 || (r == 0.5 && y - 2.0 * floor(0.5 * y) == 1.0)) y += 1.0;
    return y;
}

__device__ double gsci_sp_sinc(double x) {
    const double y = GSCI_SP_CONV_PI * (x == 0.0 ? 1.0e-20 : x);
    return sin(y) / y;
}

__device__ double gsci_sp_cbrt(double x) { return cbrt(x); }
__device__ double gsci_sp_log1p(double x) { return log1p(x); }
__device__ double gsci_sp_expm1(double x) { return expm1(x); }
