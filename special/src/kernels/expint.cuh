// gsci-special: exponential-integral device functions (gsci_sp_exp1, gsci_sp_expi, gsci_sp_expn,
// gsci_sp_sici, gsci_sp_shichi, gsci_sp_spence, gsci_sp_lambertw_c, gsci_sp_exp1_c,
// gsci_sp_expi_c), the GPU twins of special/src/scalar/expint.rs:
// the same algorithm, step for step (see that file's header for the literature).
//
// Tables: each table below is the Rust file's `const NAME: [f64; N]` as gsci_sp_NAME[N], with the
// same literals in the same order, between the markers "tables begin" and "tables end";
// special/tests/expint.rs (expint_tables_match_cuda) compares the two files textually.
// Rounding: where a product feeds a sum that can cancel (Ci near its zeros, spence, the En series,
// the sums around the zeros of Ei/Chi/Ci), the products are __dmul_rn and the sums __dadd_rn (never
// contracted into an FMA), so that both backends round alike; elsewhere a contracted FMA differs
// from the CPU by at most an ULP of a term that does not cancel.
// Every helper is prefixed gsci_sp_expint_ (lambertw's gsci_sp_lw_); requires gsci_types.cuh
// (gsci_c128).

// tables begin
__constant__ double gsci_sp_EXPINT_EI_ROOT[2] = {
    0.3725074107813666, 1.3140183414386028e-17,
};
__constant__ double gsci_sp_EXPINT_CI_ROOT[2] = {
    0.6165054856207163, -4.209920321433186e-17,
};
__constant__ double gsci_sp_EXPINT_CHI_ROOT[2] = {
    0.5238225713898644, -2.6671382575502846e-17,
};
__constant__ double gsci_sp_EXPINT_INV_E[2] = {
    0.36787944117144233, -1.2428753672788363e-17,
};
__constant__ double gsci_sp_EXPINT_LI2_BERN[10] = {
    0.027777777777777776, -0.0002777777777777778, 4.72411186696901e-06, -9.185773074661964e-08,
    1.8978869988971e-09, -4.0647616451442256e-11, 8.921691020456452e-13, -1.9939295860721074e-14,
    4.518980029619918e-16, -1.0356517612181247e-17,
};
__constant__ double gsci_sp_EXPINT_EXPN_A[77] = {
    1.0, -2.0, 1.0, -8.0,
    6.0, 1.0, -22.0, 58.0,
    -24.0, 1.0, -52.0, 328.0,
    -444.0, 120.0, 1.0, -114.0,
    1452.0, -4400.0, 3708.0, -720.0,
    1.0, -240.0, 5610.0, -32120.0,
    58140.0, -33984.0, 5040.0, 1.0,
    -494.0, 19950.0, -195800.0, 644020.0,
    -785304.0, 341136.0, -40320.0, 1.0,
    -1004.0, 67260.0, -1062500.0, 5765500.0,
    -12440064.0, 11026296.0, -3733920.0, 362880.0,
    1.0, -2026.0, 218848.0, -5326160.0,
    44765000.0, -155357384.0, 238904904.0, -162186912.0,
    44339040.0, -3628800.0, 1.0, -4072.0,
    695038.0, -25243904.0, 314369720.0, -1648384304.0,
    4002695088.0, -4642163952.0, 2507481216.0, -568356480.0,
    39916800.0, 1.0, -8166.0, 2170626.0,
    -114876376.0, 2051482776.0, -15548960784.0, 56041398784.0,
    -101180433024.0, 92199790224.0, -40788301824.0, 7827719040.0,
    -479001600.0,
};
// tables end

#define GSCI_SP_EXPINT_EULER 0.5772156649015329
#define GSCI_SP_EXPINT_EPS 2.220446049250313e-16
#define GSCI_SP_EXPINT_PI 3.141592653589793
#define GSCI_SP_EXPINT_NAN __longlong_as_double(0x7ff8000000000000LL)
#define GSCI_SP_EXPINT_INF __longlong_as_double(0x7ff0000000000000LL)

// e^-x / (x + n - 1 n / (x + n + 2 - ...)) (DLMF 8.19.17) for x > 1/2, backward from depth 8 + 110/x.
__device__ double gsci_sp_expint_cf(double n, double x) {
    const double depth = 8.0 + floor(110.0 / x);
    double t = 0.0;
    for (double i = depth; i >= 1.0; i -= 1.0) {
        t = i * (n - 1.0 + i) / (x + n + 2.0 * i - t);
    }
    return exp(-x) / (x + n - t);
}

// E1(x) for x > 0.
__device__ double gsci_sp_expint_e1_pos(double x) {
    if (x <= 0.5) {
        double term = x;
        double s = x;
        for (double k = 1.0; k < 40.0; k += 1.0) {
            term *= -x * k / ((k + 1.0) * (k + 1.0));
            s += term;
            if (fabs(term) <= GSCI_SP_EXPINT_EPS * 0.25 * fabs(s)) break;
        }
        return -GSCI_SP_EXPINT_EULER - log(x) + s;
    }
    return gsci_sp_expint_cf(1.0, x);
}

// Exponential integral E1(x); scipy.special.exp1 (real loop).
__device__ double gsci_sp_exp1(double x) {
    if (isnan(x) || x < 0.0) return GSCI_SP_EXPINT_NAN;
    if (x == 0.0) return GSCI_SP_EXPINT_INF;
    if (x == GSCI_SP_EXPINT_INF) return 0.0;
    return gsci_sp_expint_e1_pos(x);
}

// ln(x / r) + sum_k (sg^k x^(s k) - sg^k r^(s k)) / (s k (s k)!) for the double-double root
// r = (r0, r1): Ei (s = 1), Chi (s = 2, sg = 1), Ci (s = 2, sg = -1) around their zeros.
__device__ double gsci_sp_expint_around_root(double x, double r0, double r1, int s, double sg) {
    const double d = (x - r0) - r1;
    double u, v, du;
    if (s == 1) {
        u = x; v = r0; du = d;
    } else {
        u = sg * (x * x); v = sg * (r0 * r0); du = sg * (d * (x + r0));
    }
    double h = 1.0;
    double vk = v;
    double fact = (s == 1) ? 1.0 : 2.0;
    double p = h / ((double)s * fact);
    int k = 1;
    while (k < 30) {
        h = u * h + vk;
        vk *= v;
        k += 1;
        const double sk = (double)(s * k);
        fact *= (s == 1) ? sk : sk * (sk - 1.0);
        const double t = h / (sk * fact);
        p += t;
        if (fabs(t) <= GSCI_SP_EXPINT_EPS * 0.125 * fabs(p)) break;
    }
    return __dadd_rn(log1p(d / r0), __dmul_rn(du, p));
}

// Ei(x) for x > 0.
__device__ double gsci_sp_expint_ei_pos(double x) {
    if (x > 0.25 && x < 0.55) {
        return gsci_sp_expint_around_root(x, gsci_sp_EXPINT_EI_ROOT[0], gsci_sp_EXPINT_EI_ROOT[1], 1, 1.0);
    }
    if (x <= 50.0) {
        double term = 1.0;
        double s = 0.0;
        for (double k = 1.0; k < 200.0; k += 1.0) {
            term *= x / k;
            const double t = term / k;
            s += t;
            if (t <= GSCI_SP_EXPINT_EPS * 0.25 * s) break;
        }
        return GSCI_SP_EXPINT_EULER + log(x) + s;
    }
    double term = 1.0;
    double s = 1.0;
    for (double k = 1.0; k < 60.0; k += 1.0) {
        const double next = term * k / x;
        if (next >= term) break;
        term = next;
        s += term;
        if (term <= GSCI_SP_EXPINT_EPS * 0.25 * s) break;
    }
    const double e = exp(0.5 * x);
    return (e * (s / x)) * e;
}

// Exponential integral Ei(x); scipy.special.expi (real loop).
__device__ double gsci_sp_expi(double x) {
    if (isnan(x)) return GSCI_SP_EXPINT_NAN;
    if (x == 0.0) return -GSCI_SP_EXPINT_INF;
    if (x == GSCI_SP_EXPINT_INF) return x;
    if (x == -GSCI_SP_EXPINT_INF) return -0.0;
    if (x < 0.0) return -gsci_sp_expint_e1_pos(-x);
    return gsci_sp_expint_ei_pos(x);
}

// E_n(x) for n > 50: DLMF 8.20.2.
__device__ double gsci_sp_expint_expn_large_n(double n, double x) {
    const double lambda = x / n;
    const double mult = 1.0 / n / ((lambda + 1.0) * (lambda + 1.0));
    const double expfac = exp(-x) / (lambda + 1.0) / n;
    if (expfac == 0.0) return 0.0;
    double fac = mult;
    double res = 1.0 + fac;
    int off = 0;
    for (int k = 2; k <= 12; ++k) {
        fac *= mult;
        double poly = 0.0;
        for (int j = k - 1; j >= 0; --j) {
            poly = poly * lambda + gsci_sp_EXPINT_EXPN_A[off + j];
        }
        off += k;
        const double term = fac * poly;
        res += term;
        if (fabs(term) <= GSCI_SP_EXPINT_EPS * fabs(res)) break;
    }
    return expfac * res;
}

// Generalized exponential integral E_n(x); scipy.special.expn (long, double loop).
__device__ double gsci_sp_expn(long long n, double x) {
    if (isnan(x) || n < 0 || x < 0.0) return GSCI_SP_EXPINT_NAN;
    if (x > 709.782712893384) return 0.0;
    if (x == 0.0) return n < 2 ? GSCI_SP_EXPINT_INF : 1.0 / (double)(n - 1);
    if (n == 0) return exp(-x) / x;
    const double nf = (double)n;
    if (n > 50) return gsci_sp_expint_expn_large_n(nf, x);
    if (x > 1.0) return gsci_sp_expint_cf(nf, x);
    double psi = -GSCI_SP_EXPINT_EULER - log(x);
    double t = 1.0;
    for (long long i = 1; i < n; ++i) {
        psi += 1.0 / (double)i;
        t *= -x / (double)i;
    }
    double yk = 1.0;
    double pk = 1.0 - nf;
    double ans = (n == 1) ? 0.0 : 1.0 / pk;
    double xk = 0.0;
    while (xk < 100.0) {
        xk += 1.0;
        yk *= -x / xk;
        pk += 1.0;
        if (pk != 0.0) ans += yk / pk;
        const double r = (ans != 0.0) ? fabs(yk / ans) : 1.0;
        if (r <= GSCI_SP_EXPINT_EPS * 0.25) break;
    }
    return __dsub_rn(__dmul_rn(t, psi), ans);
}

// (Si(x), Ci(x)) for x > 0.
__device__ void gsci_sp_expint_sici_pos(double x, double* si_out, double* ci_out) {
    if (x <= 2.0) {
        const double x2 = x * x;
        double si = x;
        double ci = 0.0;
        double p = 1.0;
        for (double k = 1.0; k < 40.0; k += 1.0) {
            p *= -x2 / ((2.0 * k - 1.0) * (2.0 * k));
            const double tc = p / (2.0 * k);
            ci += tc;
            const double ts = p * x / ((2.0 * k + 1.0) * (2.0 * k + 1.0));
            si += ts;
            if (fabs(ts) <= GSCI_SP_EXPINT_EPS * 0.125 * fabs(si) &&
                fabs(tc) <= GSCI_SP_EXPINT_EPS * 0.125 * fabs(ci)) break;
        }
        *si_out = si;
        if (x > 0.45 && x < 0.8) {
            *ci_out = gsci_sp_expint_around_root(x, gsci_sp_EXPINT_CI_ROOT[0], gsci_sp_EXPINT_CI_ROOT[1], 2, -1.0);
        } else {
            *ci_out = GSCI_SP_EXPINT_EULER + log(x) + ci;
        }
        return;
    }
    if (x > 1e9) {
        double s, c;
        sincos(x, &s, &c);
        *si_out = 0.5 * GSCI_SP_EXPINT_PI - c / x - s / (x * x);
        *ci_out = s / x - c / (x * x);
        return;
    }
    const double depth = 10.0 + floor(220.0 / x);
    double tr = 0.0, ti = 0.0;
    for (double i = depth; i >= 1.0; i -= 1.0) {
        const double pr = 2.0 * i + 1.0 - tr, pim = x - ti;
        const double f = i * i / (pr * pr + pim * pim);
        tr = f * pr;
        ti = -f * pim;
    }
    const double pr = 1.0 - tr, pim = x - ti;
    const double den = pr * pr + pim * pim;
    const double hr = pr / den, hi = -pim / den;
    double s, c;
    sincos(x, &s, &c);
    const double gr = __dadd_rn(__dmul_rn(hr, c), __dmul_rn(hi, s));
    const double gi = __dsub_rn(__dmul_rn(hi, c), __dmul_rn(hr, s));
    *si_out = 0.5 * GSCI_SP_EXPINT_PI + gi;
    *ci_out = -gr;
}

// Sine and cosine integrals; scipy.special.sici (real loop): (si, ci).
__device__ void gsci_sp_sici(double x, double* si, double* ci) {
    if (isnan(x)) { *si = GSCI_SP_EXPINT_NAN; *ci = GSCI_SP_EXPINT_NAN; return; }
    if (x == 0.0) { *si = 0.0; *ci = -GSCI_SP_EXPINT_INF; return; }
    if (isinf(x)) {
        if (x > 0.0) { *si = 0.5 * GSCI_SP_EXPINT_PI; *ci = 0.0; }
        else { *si = -0.5 * GSCI_SP_EXPINT_PI; *ci = GSCI_SP_EXPINT_NAN; }
        return;
    }
    double s, c;
    gsci_sp_expint_sici_pos(fabs(x), &s, &c);
    *si = x < 0.0 ? -s : s;
    *ci = c;
}

// Hyperbolic sine and cosine integrals; scipy.special.shichi (real loop): (shi, chi).
__device__ void gsci_sp_shichi(double x, double* shi_out, double* chi_out) {
    if (isnan(x)) { *shi_out = GSCI_SP_EXPINT_NAN; *chi_out = GSCI_SP_EXPINT_NAN; return; }
    if (x == 0.0) { *shi_out = 0.0; *chi_out = -GSCI_SP_EXPINT_INF; return; }
    const double a = fabs(x);
    if (a == GSCI_SP_EXPINT_INF) { *shi_out = x; *chi_out = a; return; }
    double shi, chi;
    if (a <= 8.0) {
        const double x2 = a * a;
        shi = a;
        double c = 0.0;
        double p = 1.0;
        for (double k = 1.0; k < 60.0; k += 1.0) {
            p *= x2 / ((2.0 * k - 1.0) * (2.0 * k));
            const double tc = p / (2.0 * k);
            c += tc;
            const double ts = p * a / ((2.0 * k + 1.0) * (2.0 * k + 1.0));
            shi += ts;
            if (ts <= GSCI_SP_EXPINT_EPS * 0.125 * shi && tc <= GSCI_SP_EXPINT_EPS * 0.125 * c) break;
        }
        if (a > 0.35 && a < 0.75) {
            chi = gsci_sp_expint_around_root(a, gsci_sp_EXPINT_CHI_ROOT[0], gsci_sp_EXPINT_CHI_ROOT[1], 2, 1.0);
        } else {
            chi = GSCI_SP_EXPINT_EULER + log(a) + c;
        }
    } else {
        const double ei = gsci_sp_expint_ei_pos(a);
        const double e1 = gsci_sp_expint_e1_pos(a);
        shi = 0.5 * (ei + e1);
        chi = 0.5 * (ei - e1);
    }
    *shi_out = x < 0.0 ? -shi : shi;
    *chi_out = chi;
}

// Li2(z) for z in [-1, 1/2] from u = -ln(1 - z).
__device__ double gsci_sp_expint_li2_series(double u) {
    const double u2 = u * u;
    double p = gsci_sp_EXPINT_LI2_BERN[9];
    for (int k = 8; k >= 0; --k) {
        p = p * u2 + gsci_sp_EXPINT_LI2_BERN[k];
    }
    return __dadd_rn(__dsub_rn(u, __dmul_rn(0.25, u2)), __dmul_rn(__dmul_rn(u, u2), p));
}

// Spence's function Li2(1 - x); scipy.special.spence (real loop).
__device__ double gsci_sp_spence(double x) {
    const double pi2_6 = GSCI_SP_EXPINT_PI * GSCI_SP_EXPINT_PI / 6.0;
    if (isnan(x) || x < 0.0) return GSCI_SP_EXPINT_NAN;
    if (x == GSCI_SP_EXPINT_INF) return GSCI_SP_EXPINT_NAN;
    if (x == 1.0) return 0.0;
    if (x == 0.0) return pi2_6;
    if (x < 0.5) {
        return __dsub_rn(__dsub_rn(pi2_6, __dmul_rn(log1p(-x), log(x))), gsci_sp_expint_li2_series(-log1p(-x)));
    }
    if (x <= 2.0) return gsci_sp_expint_li2_series(-log(x));
    const double l = log(x - 1.0);
    return __dsub_rn(__dsub_rn(-pi2_6, __dmul_rn(__dmul_rn(0.5, l), l)), gsci_sp_expint_li2_series(-log1p(1.0 / (x - 1.0))));
}

// ---- Lambert W (complex, any branch): the same complex operations as expint.rs's c_* helpers ----

__device__ gsci_c128 gsci_sp_lw_mul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

__device__ gsci_c128 gsci_sp_lw_div(gsci_c128 a, gsci_c128 b) {
    if (fabs(b.re) >= fabs(b.im)) {
        const double r = b.im / b.re;
        const double d = b.re + b.im * r;
        return gsci_c128{(a.re + a.im * r) / d, (a.im - a.re * r) / d};
    }
    const double r = b.re / b.im;
    const double d = b.re * r + b.im;
    return gsci_c128{(a.re * r + a.im) / d, (a.im * r - a.re) / d};
}

__device__ gsci_c128 gsci_sp_lw_exp(gsci_c128 a) {
    const double e = exp(a.re);
    if (a.im == 0.0) return gsci_c128{e, a.im};
    double s, c;
    sincos(a.im, &s, &c);
    return gsci_c128{e * c, e * s};
}

__device__ gsci_c128 gsci_sp_lw_log(gsci_c128 a) {
    return gsci_c128{log(hypot(a.re, a.im)), atan2(a.im, a.re)};
}

__device__ gsci_c128 gsci_sp_lw_sqrt(gsci_c128 a) {
    if (a.re == 0.0 && a.im == 0.0) return gsci_c128{0.0, a.im};
    const double t = sqrt(0.5 * (fabs(a.re) + hypot(a.re, a.im)));
    if (a.re >= 0.0) return gsci_c128{t, 0.5 * a.im / t};
    return gsci_c128{0.5 * fabs(a.im) / t, a.im < 0.0 ? -t : t};
}

__device__ double gsci_sp_lw_abs(gsci_c128 a) { return hypot(a.re, a.im); }

// w = -1 + p - p^2/3 + 11 p^3 / 72 (the branch-point series).
__device__ gsci_c128 gsci_sp_lw_branch(gsci_c128 p) {
    const gsci_c128 p2 = gsci_sp_lw_mul(p, p);
    const gsci_c128 p3 = gsci_sp_lw_mul(p2, p);
    return gsci_c128{-1.0 + p.re - p2.re / 3.0 + 11.0 / 72.0 * p3.re,
                     p.im - p2.im / 3.0 + 11.0 / 72.0 * p3.im};
}

// Lambert W, branch k; scipy.special.lambertw(z, k, tol) (complex loop).
__device__ gsci_c128 gsci_sp_lambertw_c(gsci_c128 z, long long k, double tol) {
    const double e1 = 2.718281828459045;
    if (isnan(z.re) || isnan(z.im)) {
        return gsci_c128{GSCI_SP_EXPINT_NAN, isnan(z.im) ? GSCI_SP_EXPINT_NAN : 0.0};
    }
    const double kf = (double)k;
    if (isinf(z.re)) {
        const double base = z.re > 0.0 ? z.im : GSCI_SP_EXPINT_PI;
        return gsci_c128{GSCI_SP_EXPINT_INF, base + 2.0 * GSCI_SP_EXPINT_PI * kf};
    }
    if (isinf(z.im)) {
        return gsci_c128{GSCI_SP_EXPINT_INF, copysign(1.0, z.im) * 0.5 * GSCI_SP_EXPINT_PI + 2.0 * GSCI_SP_EXPINT_PI * kf};
    }
    if (z.re == 0.0 && z.im == 0.0) {
        return k == 0 ? z : gsci_c128{-GSCI_SP_EXPINT_INF, 0.0};
    }
    const gsci_c128 zp = gsci_c128{(z.re + gsci_sp_EXPINT_INV_E[0]) + gsci_sp_EXPINT_INV_E[1], z.im};
    const bool near_branch = gsci_sp_lw_abs(zp) < 0.3;
    gsci_c128 w;
    if (k == 0 && near_branch) {
        w = gsci_sp_lw_branch(gsci_sp_lw_sqrt(gsci_c128{2.0 * e1 * zp.re, 2.0 * e1 * zp.im}));
    } else if (k == -1 && z.im == 0.0 && z.re < 0.0 && zp.re >= 0.0 && !near_branch) {
        const double l1 = log(-z.re);
        w = gsci_c128{l1 - log(-l1), 0.0};
    } else if (k == -1 && near_branch && z.im == 0.0 && z.re < 0.0) {
        const gsci_c128 p = gsci_sp_lw_sqrt(gsci_c128{2.0 * e1 * zp.re, 2.0 * e1 * zp.im});
        w = gsci_sp_lw_branch(gsci_c128{-p.re, -p.im});
    } else if (k == 0 && gsci_sp_lw_abs(z) <= 1.5 && gsci_sp_lw_abs(gsci_c128{1.0 + z.re, z.im}) >= 0.5) {
        w = gsci_sp_lw_log(gsci_c128{1.0 + z.re, z.im});
    } else {
        const gsci_c128 l = gsci_sp_lw_log(z);
        const gsci_c128 l1 = gsci_c128{l.re, l.im + 2.0 * GSCI_SP_EXPINT_PI * kf};
        const gsci_c128 l2 = gsci_sp_lw_log(l1);
        const gsci_c128 q = gsci_sp_lw_div(l2, l1);
        w = gsci_c128{l1.re - l2.re + q.re, l1.im - l2.im + q.im};
    }
    for (int it = 0; it < 100; ++it) {
        const gsci_c128 ew = gsci_sp_lw_exp(w);
        const gsci_c128 wew = gsci_sp_lw_mul(w, ew);
        const gsci_c128 f = gsci_c128{wew.re - z.re, wew.im - z.im};
        const gsci_c128 w2 = gsci_c128{w.re + 2.0, w.im};
        const gsci_c128 corr = gsci_sp_lw_div(gsci_sp_lw_mul(w2, f), gsci_c128{2.0 * w.re + 2.0, 2.0 * w.im});
        const gsci_c128 den = gsci_c128{wew.re + ew.re - corr.re, wew.im + ew.im - corr.im};
        const gsci_c128 step = gsci_sp_lw_div(f, den);
        const gsci_c128 wn = gsci_c128{w.re - step.re, w.im - step.im};
        if (gsci_sp_lw_abs(step) <= tol * gsci_sp_lw_abs(wn)) return wn;
        w = wn;
    }
    return w;
}

// ---- E1 and Ei of complex argument (the pair functions of expint.rs) ----

// E1(z) for finite nonzero z: series near 0 and left of the imaginary axis, else the backward
// continued fraction of fixed depth.
__device__ gsci_c128 gsci_sp_expint_e1_complex(gsci_c128 z) {
    const double r = gsci_sp_lw_abs(z);
    if (r <= 1.0 || (r <= 5.0 && z.re < -0.5 * fabs(z.im)) || (z.re < -2.0 * fabs(z.im) && r < 40.0)) {
        gsci_c128 t = z;
        gsci_c128 s = z;
        for (double k = 1.0; k < 500.0; k += 1.0) {
            const double f = -k / ((k + 1.0) * (k + 1.0));
            t = gsci_sp_lw_mul(t, gsci_c128{f * z.re, f * z.im});
            s = gsci_c128{s.re + t.re, s.im + t.im};
            if (gsci_sp_lw_abs(t) <= GSCI_SP_EXPINT_EPS * 0.25 * gsci_sp_lw_abs(s)) break;
        }
        const gsci_c128 l = gsci_sp_lw_log(z);
        return gsci_c128{-GSCI_SP_EXPINT_EULER - l.re + s.re, -l.im + s.im};
    }
    const double depth = 10.0 + floor((z.re >= 0.0 ? 250.0 : 800.0) / r);
    gsci_c128 t = gsci_c128{0.0, 0.0};
    for (double i = depth; i >= 1.0; i -= 1.0) {
        t = gsci_sp_lw_div(gsci_c128{i * i, 0.0}, gsci_c128{z.re + 2.0 * i + 1.0 - t.re, z.im - t.im});
    }
    return gsci_sp_lw_div(gsci_sp_lw_exp(gsci_c128{-z.re, -z.im}), gsci_c128{z.re + 1.0 - t.re, z.im - t.im});
}

// Exponential integral E1(z); scipy.special.exp1 (complex loop).
__device__ gsci_c128 gsci_sp_exp1_c(gsci_c128 z) {
    if (!isfinite(z.re) || !isfinite(z.im)) return gsci_c128{GSCI_SP_EXPINT_NAN, GSCI_SP_EXPINT_NAN};
    if (z.re == 0.0 && z.im == 0.0) return gsci_c128{GSCI_SP_EXPINT_INF, 0.0};
    if (z.im == 0.0) {
        if (z.re > 0.0) return gsci_c128{gsci_sp_expint_e1_pos(z.re), 0.0};
        const double im = (z.re > -40.0 && signbit(z.im)) ? GSCI_SP_EXPINT_PI : -GSCI_SP_EXPINT_PI;
        return gsci_c128{-gsci_sp_expint_ei_pos(-z.re), im};
    }
    return gsci_sp_expint_e1_complex(z);
}

// Exponential integral Ei(z); scipy.special.expi (complex loop).
__device__ gsci_c128 gsci_sp_expi_c(gsci_c128 z) {
    if (!isfinite(z.re) || !isfinite(z.im)) return gsci_c128{GSCI_SP_EXPINT_NAN, GSCI_SP_EXPINT_NAN};
    if (z.re == 0.0 && z.im == 0.0) return gsci_c128{-GSCI_SP_EXPINT_INF, -0.0};
    if (z.im == 0.0) {
        if (z.re > 0.0) return gsci_c128{gsci_sp_expint_ei_pos(z.re), 0.0};
        return gsci_c128{-gsci_sp_expint_e1_pos(-z.re), -0.0};
    }
    const gsci_c128 e = gsci_sp_expint_e1_complex(gsci_c128{-z.re, -z.im});
    const double s = z.im > 0.0 ? GSCI_SP_EXPINT_PI : -GSCI_SP_EXPINT_PI;
    return gsci_c128{-e.re, -e.im + s};
}
