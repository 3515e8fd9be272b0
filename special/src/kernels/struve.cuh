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

// ---- Integrals of the order-0 Struve functions (Zhang and Jin's ITSH0, ITTH0, ITSL0) ----
// The twins of scalar/struve.rs's itsh0/itth0/itsl0: every sum of products spelled with
// __dmul_rn/__dadd_rn (no FMA contraction), so both backends round alike.

#define GSCI_SP_ZJ_PI 3.141592653589793
#define GSCI_SP_ZJ_EULER 0.57721566490153

__device__ __forceinline__ double gsci_sp_zj_convinf(double v) {
    if (v == 1.0e300) return GSCI_SP_HYP_INF;
    if (v == -1.0e300) return -GSCI_SP_HYP_INF;
    return v;
}

__device__ __noinline__ double gsci_sp_itsh0(double x) {
    const double pi = GSCI_SP_ZJ_PI;
    double r = 1.0;
    if (x <= 30.0) {
        double s = 0.5;
        for (int k = 1; k <= 100; ++k) {
            double kf = (double)k;
            double rd = k == 1 ? 0.5 : 1.0;
            double q = x / (2.0 * kf + 1.0);
            r = __dmul_rn(__dmul_rn(-r, rd), kf) / (kf + 1.0) * __dmul_rn(q, q);
            s = __dadd_rn(s, r);
            if (fabs(r) < fabs(s) * 1.0e-12) break;
        }
        return __dmul_rn(__dmul_rn(__dmul_rn(2.0 / pi, x), x), s);
    }
    double s = 1.0;
    for (int k = 1; k <= 12; ++k) {
        double kf = (double)k;
        double q = (2.0 * kf + 1.0) / x;
        r = __dmul_rn(-r, kf) / (kf + 1.0) * __dmul_rn(q, q);
        s = __dadd_rn(s, r);
        if (fabs(r) < fabs(s) * 1.0e-12) break;
    }
    double s0 = __dadd_rn(s / __dmul_rn(__dmul_rn(pi, x), x), __dmul_rn(2.0 / pi, __dadd_rn(log(2.0 * x), GSCI_SP_ZJ_EULER)));
    double a[25];
    double a0 = 1.0, a1 = 5.0 / 8.0;
    a[0] = a1;
    for (int k = 1; k <= 20; ++k) {
        double kf = (double)k;
        double t1 = __dmul_rn(__dmul_rn(__dmul_rn(1.5, kf + 0.5), kf + 5.0 / 6.0), a1);
        double t2 = __dmul_rn(__dmul_rn(__dmul_rn(__dmul_rn(0.5, kf + 0.5), kf + 0.5), kf - 0.5), a0);
        double af = __dsub_rn(t1, t2) / (kf + 1.0);
        a[k] = af;
        a0 = a1;
        a1 = af;
    }
    double bf = 1.0;
    r = 1.0;
    for (int k = 1; k <= 10; ++k) {
        r = -r / __dmul_rn(x, x);
        bf = __dadd_rn(bf, __dmul_rn(a[2 * k - 1], r));
    }
    double bg = __dmul_rn(a[0], x);
    r = 1.0 / x;
    for (int k = 1; k <= 9; ++k) {
        r = -r / __dmul_rn(x, x);
        bg = __dadd_rn(bg, __dmul_rn(a[2 * k], r));
    }
    double xp = __dadd_rn(x, 0.25 * pi);
    double ty = __dmul_rn(sqrt(2.0 / __dmul_rn(pi, x)), __dsub_rn(__dmul_rn(bg, cos(xp)), __dmul_rn(bf, sin(xp))));
    return __dadd_rn(ty, s0);
}

__device__ __noinline__ double gsci_sp_itth0(double x) {
    const double pi = GSCI_SP_ZJ_PI;
    double s = 1.0, r = 1.0;
    if (x < 24.5) {
        for (int k = 1; k <= 60; ++k) {
            double kf = (double)k;
            double c = 2.0 * kf + 1.0;
            r = __dmul_rn(__dmul_rn(__dmul_rn(-r, x), x), 2.0 * kf - 1.0) / __dmul_rn(__dmul_rn(c, c), c);
            s = __dadd_rn(s, r);
            if (fabs(r) < fabs(s) * 1.0e-12) break;
        }
        return __dsub_rn(pi / 2.0, __dmul_rn(__dmul_rn(2.0 / pi, x), s));
    }
    for (int k = 1; k <= 10; ++k) {
        double kf = (double)k;
        double c = 2.0 * kf - 1.0;
        r = __dmul_rn(-r, __dmul_rn(__dmul_rn(c, c), c)) / __dmul_rn(__dmul_rn(2.0 * kf + 1.0, x), x);
        s = __dadd_rn(s, r);
        if (fabs(r) < fabs(s) * 1.0e-12) break;
    }
    double tth = __dmul_rn(2.0 / __dmul_rn(pi, x), s);
    double t = 8.0 / x;
    double xt = __dadd_rn(x, 0.25 * pi);
    double f0 = __dsub_rn(__dmul_rn(0.18118e-2, t), 0.91909e-2);
    f0 = __dadd_rn(__dmul_rn(f0, t), 0.017033);
    f0 = __dsub_rn(__dmul_rn(f0, t), 0.9394e-3);
    f0 = __dsub_rn(__dmul_rn(f0, t), 0.051445);
    f0 = __dsub_rn(__dmul_rn(f0, t), 0.11e-5);
    f0 = __dadd_rn(__dmul_rn(f0, t), 0.7978846);
    double g0 = __dadd_rn(__dmul_rn(-0.23731e-2, t), 0.59842e-2);
    g0 = __dadd_rn(__dmul_rn(g0, t), 0.24437e-2);
    g0 = __dsub_rn(__dmul_rn(g0, t), 0.0233178);
    g0 = __dadd_rn(__dmul_rn(g0, t), 0.595e-4);
    g0 = __dadd_rn(__dmul_rn(g0, t), 0.1620695);
    g0 = __dmul_rn(g0, t);
    double tty = __dsub_rn(__dmul_rn(f0, sin(xt)), __dmul_rn(g0, cos(xt))) / __dmul_rn(sqrt(x), x);
    return __dadd_rn(tth, tty);
}

__device__ __noinline__ double gsci_sp_itsl0(double x) {
    const double pi = GSCI_SP_ZJ_PI;
    double r = 1.0;
    if (x <= 20.0) {
        double s = 0.5;
        for (int k = 1; k <= 100; ++k) {
            double kf = (double)k;
            double rd = k == 1 ? 0.5 : 1.0;
            double q = x / (2.0 * kf + 1.0);
            r = __dmul_rn(__dmul_rn(r, rd), kf) / (kf + 1.0) * __dmul_rn(q, q);
            s = __dadd_rn(s, r);
            if (fabs(r / s) < 1.0e-12) break;
        }
        return __dmul_rn(__dmul_rn(__dmul_rn(2.0 / pi, x), x), s);
    }
    double s = 1.0;
    for (int k = 1; k <= 10; ++k) {
        double kf = (double)k;
        double q = (2.0 * kf + 1.0) / x;
        r = __dmul_rn(r, kf) / (kf + 1.0) * __dmul_rn(q, q);
        s = __dadd_rn(s, r);
        if (fabs(r / s) < 1.0e-12) break;
    }
    double s0 = __dadd_rn(-s / __dmul_rn(__dmul_rn(pi, x), x), __dmul_rn(2.0 / pi, __dadd_rn(log(2.0 * x), GSCI_SP_ZJ_EULER)));
    double a[18];
    double a0 = 1.0, a1 = 5.0 / 8.0;
    a[0] = a1;
    for (int k = 1; k <= 10; ++k) {
        double kf = (double)k;
        double h = kf + 0.5;
        double t1 = __dmul_rn(__dmul_rn(__dmul_rn(1.5, kf + 0.5), kf + 5.0 / 6.0), a1);
        double t2 = __dmul_rn(__dmul_rn(__dmul_rn(0.5, __dmul_rn(h, h)), kf - 0.5), a0);
        double af = __dsub_rn(t1, t2) / (kf + 1.0);
        a[k] = af;
        a0 = a1;
        a1 = af;
    }
    double ti = 1.0;
    r = 1.0;
    for (int k = 0; k < 10; ++k) {
        r = r / x;
        ti = __dadd_rn(ti, __dmul_rn(a[k], r));
    }
    return __dadd_rn(__dmul_rn(ti / sqrt(__dmul_rn(2.0 * pi, x)), exp(x)), s0);
}

__device__ double gsci_sp_itstruve0(double x) { return gsci_sp_zj_convinf(gsci_sp_itsh0(fabs(x))); }
__device__ double gsci_sp_it2struve0(double x) {
    if (x < 0.0) return __dsub_rn(GSCI_SP_ZJ_PI, gsci_sp_zj_convinf(gsci_sp_itth0(-x)));
    return gsci_sp_zj_convinf(gsci_sp_itth0(x));
}
__device__ double gsci_sp_itmodstruve0(double x) { return gsci_sp_zj_convinf(gsci_sp_itsl0(fabs(x))); }
