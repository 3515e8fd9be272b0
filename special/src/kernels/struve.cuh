// gsci-special: Struve device functions (gsci_sp_struve, gsci_sp_modstruve), the GPU twins of
// special/src/scalar/struve.rs: the same algorithm, step for step, with the same constants (see
// that file's header). Uses gamma.cuh, bessel.cuh (jv, yv, iv) and hyper.cuh's double-double
// arithmetic, which precede this file in the preamble. Private helpers: gsci_sp_stv_.

#define GSCI_SP_STV_MAXITER 10000
#define GSCI_SP_STV_SUM_EPS 1e-16
#define GSCI_SP_STV_SUM_TINY 1e-100
#define GSCI_SP_STV_GOOD_EPS 1e-12
#define GSCI_SP_STV_ACCEPTABLE_EPS 1e-7
#define GSCI_SP_STV_ACCEPTABLE_ATOL 1e-300
#define GSCI_SP_STV_SQRT_PI 1.772453850905516

__device__ __noinline__ double gsci_sp_stv_asymp_large_z(double v, double z, bool is_h, double* err) {
    double sgn = is_h ? -1.0 : 1.0;
    double m = z / 2.0;
    long long maxiter;
    if (m <= 0.0) maxiter = 0;
    else if (m > (double)GSCI_SP_STV_MAXITER) maxiter = GSCI_SP_STV_MAXITER;
    else maxiter = (long long)m;
    if (maxiter == 0 || z < v) { *err = GSCI_SP_HYP_INF; return GSCI_SP_HYP_NAN; }
    double term = -sgn / GSCI_SP_STV_SQRT_PI * exp(__dadd_rn(-gsci_sp_gammaln(v + 0.5), __dmul_rn(v - 1.0, log(z / 2.0)))) * gsci_sp_gammasgn(v + 0.5);
    double sum = term, maxterm = 0.0;
    for (long long n = 0; n < maxiter; ++n) {
        double nf = (double)n;
        term = __dmul_rn(term, __ddiv_rn(__dmul_rn(__dmul_rn(sgn, 1.0 + 2.0 * nf), 1.0 + 2.0 * nf - 2.0 * v), __dmul_rn(z, z)));
        sum = __dadd_rn(sum, term);
        if (fabs(term) > maxterm) maxterm = fabs(term);
        if (fabs(term) < GSCI_SP_STV_SUM_EPS * fabs(sum) || term == 0.0 || !isfinite(sum)) break;
    }
    sum += is_h ? gsci_sp_yv(v, z) : gsci_sp_iv(v, z);
    *err = fabs(term) + fabs(maxterm) * GSCI_SP_STV_SUM_EPS;
    return sum;
}

__device__ __noinline__ double gsci_sp_stv_power_series(double v, double z, bool is_h, double* err) {
    double sgn = is_h ? -1.0 : 1.0;
    double tmp = __dadd_rn(-gsci_sp_gammaln(v + 1.5), __dmul_rn(v + 1.0, log(z / 2.0)));
    double scaleexp = 0.0;
    if (tmp < -600.0 || tmp > 600.0) {
        scaleexp = tmp / 2.0;
        tmp -= scaleexp;
    }
    double term = 2.0 / GSCI_SP_STV_SQRT_PI * exp(tmp) * gsci_sp_gammasgn(v + 1.5);
    double sum = term, maxterm = 0.0;
    gsci_sp_dd cterm = gsci_sp_dd_make(term), csum = gsci_sp_dd_make(sum);
    gsci_sp_dd z2 = gsci_sp_dd_make(__dmul_rn(__dmul_rn(sgn, z), z));
    gsci_sp_dd c2v = gsci_sp_dd_make(2.0 * v);
    for (long long n = 0; n < GSCI_SP_STV_MAXITER; ++n) {
        double k = (double)(3 + 2 * n);
        gsci_sp_dd cdiv = gsci_sp_dd_mul(gsci_sp_dd_make(k), gsci_sp_dd_add(gsci_sp_dd_make(k), c2v));
        cterm = gsci_sp_dd_mul(cterm, z2);
        cterm = gsci_sp_dd_div(cterm, cdiv);
        csum = gsci_sp_dd_add(csum, cterm);
        term = cterm.hi;
        sum = csum.hi;
        if (fabs(term) > maxterm) maxterm = fabs(term);
        if (fabs(term) < GSCI_SP_STV_SUM_TINY * fabs(sum) || term == 0.0 || !isfinite(sum)) break;
    }
    double e = fabs(term) + fabs(maxterm) * 1e-22;
    if (scaleexp != 0.0) {
        double f = exp(scaleexp);
        sum *= f;
        e *= f;
    }
    if (sum == 0.0 && term == 0.0 && v < 0.0 && !is_h) { *err = GSCI_SP_HYP_INF; return GSCI_SP_HYP_NAN; }
    *err = e;
    return sum;
}

__device__ __noinline__ double gsci_sp_stv_bessel_series(double v, double z, bool is_h, double* err) {
    if (is_h && v < 0.0) { *err = GSCI_SP_HYP_INF; return GSCI_SP_HYP_NAN; }
    double sum = 0.0, maxterm = 0.0, term = 0.0;
    double cterm = sqrt(z / (2.0 * 3.141592653589793));
    for (long long n = 0; n < GSCI_SP_STV_MAXITER; ++n) {
        double nf = (double)n;
        if (is_h) {
            term = cterm * gsci_sp_jv(nf + v + 0.5, z) / (nf + 0.5);
            cterm *= z / 2.0 / (nf + 1.0);
        } else {
            term = cterm * gsci_sp_iv(nf + v + 0.5, z) / (nf + 0.5);
            cterm *= -z / 2.0 / (nf + 1.0);
        }
        sum = __dadd_rn(sum, term);
        if (fabs(term) > maxterm) maxterm = fabs(term);
        if (fabs(term) < GSCI_SP_STV_SUM_EPS * fabs(sum) || term == 0.0 || !isfinite(sum)) break;
    }
    *err = fabs(term) + fabs(maxterm) * 1e-16 + 1e-300 * fabs(cterm);
    return sum;
}

__device__ long long gsci_sp_stv_c_int(double x) {
    if (x > -2147483649.0 && x < 2147483648.0) return (long long)trunc(x);
    return -2147483648LL;
}

__device__ __noinline__ double gsci_sp_stv_hl(double v, double z, bool is_h) {
    if (z < 0.0) {
        long long n = gsci_sp_stv_c_int(v);
        if (v == (double)n) {
            double sign = (n % 2 == 0) ? -1.0 : 1.0;
            // One level of reflection (z > 0 afterwards): the non-negative branch inline.
            return sign * gsci_sp_stv_hl(v, -z, is_h);
        }
        return GSCI_SP_HYP_NAN;
    } else if (z == 0.0) {
        if (v < -1.0) return gsci_sp_gammasgn(v + 1.5) * GSCI_SP_HYP_INF;
        if (v == -1.0) return 2.0 / GSCI_SP_STV_SQRT_PI * gsci_sp_rgamma(0.5);
        return 0.0;
    }
    long long n = gsci_sp_stv_c_int(-v - 0.5);
    if ((double)n == -v - 0.5 && n > 0) {
        double nu = (double)n + 0.5;
        if (is_h) return ((n % 2 == 0) ? 1.0 : -1.0) * gsci_sp_jv(nu, z);
        return gsci_sp_iv(nu, z);
    }
    double value[3] = {GSCI_SP_HYP_NAN, GSCI_SP_HYP_NAN, GSCI_SP_HYP_NAN};
    double err[3] = {GSCI_SP_HYP_INF, GSCI_SP_HYP_INF, GSCI_SP_HYP_INF};
    if (z >= 0.7 * v + 12.0) {
        value[0] = gsci_sp_stv_asymp_large_z(v, z, is_h, &err[0]);
        if (err[0] < GSCI_SP_STV_GOOD_EPS * fabs(value[0])) return value[0];
    }
    value[1] = gsci_sp_stv_power_series(v, z, is_h, &err[1]);
    if (err[1] < GSCI_SP_STV_GOOD_EPS * fabs(value[1])) return value[1];
    if (fabs(z) < fabs(v) + 20.0) {
        value[2] = gsci_sp_stv_bessel_series(v, z, is_h, &err[2]);
        if (err[2] < GSCI_SP_STV_GOOD_EPS * fabs(value[2])) return value[2];
    }
    int best = 0;
    if (err[1] < err[best]) best = 1;
    if (err[2] < err[best]) best = 2;
    if (err[best] < GSCI_SP_STV_ACCEPTABLE_EPS * fabs(value[best]) || err[best] < GSCI_SP_STV_ACCEPTABLE_ATOL) return value[best];
    double tmp = __dadd_rn(-gsci_sp_gammaln(v + 1.5), __dmul_rn(v + 1.0, log(z / 2.0)));
    if (!is_h) tmp = fabs(tmp);
    if (tmp > 700.0) return GSCI_SP_HYP_INF * gsci_sp_gammasgn(v + 1.5);
    return GSCI_SP_HYP_NAN;
}

__device__ double gsci_sp_struve(double v, double x) { return gsci_sp_stv_hl(v, x, true); }
__device__ double gsci_sp_modstruve(double v, double x) { return gsci_sp_stv_hl(v, x, false); }
