// gsci-special: Kolmogorov-Smirnov device functions (gsci_sp_kolmogorov, gsci_sp_kolmogc,
// gsci_sp_kolmogp, gsci_sp_kolmogi, gsci_sp_kolmogci, gsci_sp_smirnov(_d), gsci_sp_smirnovc,
// gsci_sp_smirnovp, gsci_sp_smirnovi(_d), gsci_sp_smirnovci), the GPU twins of
// special/src/scalar/kolmogorov.rs: the same algorithm, step for step (SciPy's xsf
// cephes/kolmogorov.h; see the Rust file's header). No tables.
// Rounding: every product that feeds a sum is __dmul_rn and the sum __dadd_rn (never contracted
// into an FMA), and the double-double products take their error term from fma(), as on the CPU,
// so both backends round alike up to the libraries' exp/log/pow.
// Every helper is prefixed gsci_sp_kol_.

#define GSCI_SP_KOL_EPS 2.220446049250313e-16
#define GSCI_SP_KOL_PI 3.141592653589793
#define GSCI_SP_KOL_SQRT2 1.4142135623730951
#define GSCI_SP_KOL_LN2 0.6931471805599453
#define GSCI_SP_KOL_LOGSQRT2PI 0.9189385332046728
#define GSCI_SP_KOL_MINLOG -708.3964185322641
#define GSCI_SP_KOL_E 2.718281828459045
#define GSCI_SP_KOL_NAN __longlong_as_double(0x7ff8000000000000LL)
#define GSCI_SP_KOL_INF __longlong_as_double(0x7ff0000000000000LL)

struct gsci_sp_kol_three { double sf, cdf, pdf; };
struct gsci_sp_kol_dd { double hi, lo; };

__device__ __forceinline__ double gsci_sp_kol_clamp01(double v) { return fmin(fmax(v, 0.0), 1.0); }
__device__ __forceinline__ bool gsci_sp_kol_within_tol(double x, double y, double atol, double rtol) {
    return fabs(x - y) <= __dadd_rn(atol, __dmul_rn(rtol, fabs(y)));
}

// ---- double-double (xsf dd_real.h) ----
__device__ __forceinline__ gsci_sp_kol_dd gsci_sp_kol_d(double x) { return gsci_sp_kol_dd{x, 0.0}; }
__device__ __forceinline__ void gsci_sp_kol_qts(double a, double b, double* s, double* e) {
    double ss = __dadd_rn(a, b);
    double c = __dsub_rn(ss, a);
    *e = __dsub_rn(b, c);
    *s = ss;
}
__device__ __forceinline__ void gsci_sp_kol_ts(double a, double b, double* s, double* e) {
    double ss = __dadd_rn(a, b);
    double c = __dsub_rn(ss, a);
    double d = __dsub_rn(b, c);
    double ee = __dsub_rn(ss, c);
    *e = __dadd_rn(__dsub_rn(a, ee), d);
    *s = ss;
}
__device__ __forceinline__ void gsci_sp_kol_tp(double a, double b, double* p, double* e) {
    double pp = __dmul_rn(a, b);
    *e = fma(a, b, -pp);
    *p = pp;
}
__device__ __forceinline__ gsci_sp_kol_dd gsci_sp_kol_neg(gsci_sp_kol_dd a) { return gsci_sp_kol_dd{-a.hi, -a.lo}; }
__device__ gsci_sp_kol_dd gsci_sp_kol_add(gsci_sp_kol_dd l, gsci_sp_kol_dd r) {
    double s1, s2, t1, t2;
    gsci_sp_kol_ts(l.hi, r.hi, &s1, &s2);
    gsci_sp_kol_ts(l.lo, r.lo, &t1, &t2);
    s2 = __dadd_rn(s2, t1);
    gsci_sp_kol_qts(s1, s2, &s1, &s2);
    s2 = __dadd_rn(s2, t2);
    gsci_sp_kol_qts(s1, s2, &s1, &s2);
    return gsci_sp_kol_dd{s1, s2};
}
__device__ gsci_sp_kol_dd gsci_sp_kol_add_f(gsci_sp_kol_dd l, double r) {
    double s1, s2;
    gsci_sp_kol_ts(l.hi, r, &s1, &s2);
    s2 = __dadd_rn(s2, l.lo);
    gsci_sp_kol_qts(s1, s2, &s1, &s2);
    return gsci_sp_kol_dd{s1, s2};
}
__device__ gsci_sp_kol_dd gsci_sp_kol_sub(gsci_sp_kol_dd l, gsci_sp_kol_dd r) {
    return gsci_sp_kol_add(l, gsci_sp_kol_neg(r));
}
__device__ gsci_sp_kol_dd gsci_sp_kol_sub_f(gsci_sp_kol_dd l, double r) {
    double s1, s2;
    gsci_sp_kol_ts(l.hi, -r, &s1, &s2);
    s2 = __dadd_rn(s2, l.lo);
    gsci_sp_kol_qts(s1, s2, &s1, &s2);
    return gsci_sp_kol_dd{s1, s2};
}
__device__ gsci_sp_kol_dd gsci_sp_kol_mul(gsci_sp_kol_dd l, gsci_sp_kol_dd r) {
    double p1, p2;
    gsci_sp_kol_tp(l.hi, r.hi, &p1, &p2);
    p2 = __dadd_rn(p2, __dadd_rn(__dmul_rn(l.hi, r.lo), __dmul_rn(l.lo, r.hi)));
    gsci_sp_kol_qts(p1, p2, &p1, &p2);
    return gsci_sp_kol_dd{p1, p2};
}
__device__ gsci_sp_kol_dd gsci_sp_kol_mul_f(gsci_sp_kol_dd l, double r) {
    double p1, p2, e1, e2;
    gsci_sp_kol_tp(l.hi, r, &p1, &e1);
    gsci_sp_kol_tp(l.lo, r, &p2, &e2);
    gsci_sp_kol_qts(p1, __dadd_rn(__dadd_rn(e2, p2), e1), &p1, &e1);
    return gsci_sp_kol_dd{p1, e1};
}
__device__ gsci_sp_kol_dd gsci_sp_kol_div(gsci_sp_kol_dd l, gsci_sp_kol_dd r) {
    double q1 = l.hi / r.hi;
    gsci_sp_kol_dd rr = gsci_sp_kol_sub(l, gsci_sp_kol_mul_f(r, q1));
    double q2 = rr.hi / r.hi;
    rr = gsci_sp_kol_sub(rr, gsci_sp_kol_mul_f(r, q2));
    double q3 = rr.hi / r.hi;
    gsci_sp_kol_qts(q1, q2, &q1, &q2);
    return gsci_sp_kol_add_f(gsci_sp_kol_dd{q1, q2}, q3);
}
__device__ __forceinline__ gsci_sp_kol_dd gsci_sp_kol_div_f(gsci_sp_kol_dd l, double r) {
    return gsci_sp_kol_div(l, gsci_sp_kol_d(r));
}
__device__ gsci_sp_kol_dd gsci_sp_kol_floor(gsci_sp_kol_dd a) {
    double hi = floor(a.hi);
    if (hi == a.hi) {
        double lo = floor(a.lo);
        gsci_sp_kol_qts(hi, lo, &hi, &lo);
        return gsci_sp_kol_dd{hi, lo};
    }
    return gsci_sp_kol_dd{hi, 0.0};
}
__device__ __forceinline__ gsci_sp_kol_dd gsci_sp_kol_ldexp(gsci_sp_kol_dd a, int e) {
    return gsci_sp_kol_dd{ldexp(a.hi, e), ldexp(a.lo, e)};
}
// frexp of a finite double, 0 for 0 (inf and NaN come back unchanged with exponent 0, as the
// Rust twin's).
__device__ __forceinline__ double gsci_sp_kol_frexp1(double x, int* e) {
    if (x == 0.0 || isinf(x) || isnan(x)) { *e = 0; return x; }
    return frexp(x, e);
}
__device__ gsci_sp_kol_dd gsci_sp_kol_frexp(gsci_sp_kol_dd a, int* expt) {
    int e;
    double man = gsci_sp_kol_frexp1(a.hi, &e);
    double b1 = ldexp(a.lo, -e);
    if (fabs(man) == 0.5 && man * b1 < 0.0) {
        man *= 2.0;
        b1 *= 2.0;
        e -= 1;
    }
    *expt = e;
    return gsci_sp_kol_dd{man, b1};
}

// ---- Kolmogorov, two-sided ----
__device__ gsci_sp_kol_three gsci_sp_kol_kolmogorov3(double x) {
    gsci_sp_kol_three r;
    if (isnan(x)) { r.sf = r.cdf = r.pdf = GSCI_SP_KOL_NAN; return r; }
    if (x <= 0.0 || x <= GSCI_SP_KOL_PI / sqrt(746.0 * 8.0)) {
        r.sf = 1.0; r.cdf = 0.0; r.pdf = 0.0;
        return r;
    }
    double p = 1.0, d = 0.0, sf, cdf, pdf;
    if (x <= 0.82) {
        double w = sqrt(2.0 * GSCI_SP_KOL_PI) / x;
        // logu8 = -pi^2 / x^2 = -(q + ql) to double-double accuracy (see the Rust twin).
        double h, l;
        gsci_sp_kol_tp(x, x, &h, &l);
        double q = 9.869604401089358 / h;
        double ql = __dsub_rn(__dadd_rn(fma(-q, h, 9.869604401089358), 6.265295508739711e-16), __dmul_rn(q, l)) / h;
        double logu8 = -q;
        double u = __dmul_rn(exp(logu8 / 8.0), 1.0 - ql / 8.0);
        if (u == 0.0) {
            p = exp(__dadd_rn(logu8 / 8.0, log(w)));
        } else {
            double u8 = __dmul_rn(exp(logu8), 1.0 - ql);
            double u8cub = __dmul_rn(__dmul_rn(u8, u8), u8);
            double u82 = __dmul_rn(u8, u8);
            p = __dadd_rn(1.0, __dmul_rn(u8cub, p));
            d = __dadd_rn(25.0, __dmul_rn(u8cub, d));
            p = __dadd_rn(1.0, __dmul_rn(u82, p));
            d = __dadd_rn(9.0, __dmul_rn(u82, d));
            p = __dadd_rn(1.0, __dmul_rn(u8, p));
            d = __dadd_rn(1.0, __dmul_rn(u8, d));
            d = __dsub_rn(__dmul_rn(GSCI_SP_KOL_PI * GSCI_SP_KOL_PI / 4.0 / __dmul_rn(x, x), d), p);
            d = __dmul_rn(d, __dmul_rn(w, u) / x);
            p = __dmul_rn(p, __dmul_rn(w, u));
        }
        cdf = p; sf = 1.0 - p; pdf = d;
    } else {
        // exp(-2 x^2) from the exact split x^2 = h + l: exp(-2h) (1 - 2l).
        double h, l;
        gsci_sp_kol_tp(x, x, &h, &l);
        if (!isfinite(h)) l = 0.0;
        double v = __dmul_rn(exp(-2.0 * h), 1.0 - 2.0 * l);
        double vsq = __dmul_rn(v, v);
        double v3 = __dmul_rn(__dmul_rn(v, v), v);
        double v4 = __dmul_rn(vsq, vsq);
        double vpwr = __dmul_rn(__dmul_rn(v4, v4), v3);
        p = __dsub_rn(1.0, __dmul_rn(vpwr, p));
        d = __dsub_rn(25.0, __dmul_rn(vpwr, d));
        vpwr = __dmul_rn(__dmul_rn(v4, v4), v);
        p = __dsub_rn(1.0, __dmul_rn(vpwr, p));
        d = __dsub_rn(16.0, __dmul_rn(vpwr, d));
        vpwr = __dmul_rn(__dmul_rn(v3, v3), v);
        p = __dsub_rn(1.0, __dmul_rn(vpwr, p));
        d = __dsub_rn(9.0, __dmul_rn(vpwr, d));
        vpwr = __dmul_rn(v3, vsq);
        p = __dsub_rn(1.0, __dmul_rn(vpwr, p));
        d = __dsub_rn(4.0, __dmul_rn(vpwr, d));
        vpwr = v3;
        p = __dsub_rn(1.0, __dmul_rn(vpwr, p));
        d = __dsub_rn(1.0, __dmul_rn(vpwr, d));
        p = __dmul_rn(p, 2.0 * v);
        d = __dmul_rn(d, __dmul_rn(8.0 * v, x));
        sf = p; cdf = 1.0 - sf; pdf = d;
    }
    r.sf = gsci_sp_kol_clamp01(sf);
    r.cdf = gsci_sp_kol_clamp01(cdf);
    r.pdf = fmax(pdf, 0.0);
    return r;
}

__device__ double gsci_sp_kol_kolmogi2(double psf, double pcdf) {
    if (!(psf >= 0.0 && pcdf >= 0.0 && pcdf <= 1.0 && psf <= 1.0)) return GSCI_SP_KOL_NAN;
    if (fabs(1.0 - pcdf - psf) > 4.0 * GSCI_SP_KOL_EPS) return GSCI_SP_KOL_NAN;
    if (pcdf == 0.0) return 0.0;
    if (psf == 0.0) return GSCI_SP_KOL_INF;
    double a, b, x;
    const double c = 2.0 * GSCI_SP_KOL_SQRT2;
    if (pcdf <= 0.5) {
        double lp = log(pcdf);
        a = GSCI_SP_KOL_PI / (c * sqrt(-(__dsub_rn(__dadd_rn(lp, lp / 2.0), GSCI_SP_KOL_LOGSQRT2PI))));
        b = GSCI_SP_KOL_PI / (c * sqrt(-(__dsub_rn(__dadd_rn(lp, 0.0), GSCI_SP_KOL_LOGSQRT2PI))));
        a = GSCI_SP_KOL_PI / (c * sqrt(-(__dsub_rn(__dadd_rn(lp, log(a)), GSCI_SP_KOL_LOGSQRT2PI))));
        b = GSCI_SP_KOL_PI / (c * sqrt(-(__dsub_rn(__dadd_rn(lp, log(b)), GSCI_SP_KOL_LOGSQRT2PI))));
        x = (a + b) / 2.0;
    } else {
        const double jiggerb = 256.0 * GSCI_SP_KOL_EPS;
        double pba = psf / (1.0 - exp(-4.0)) / 2.0;
        double pbb = __dmul_rn(psf, 1.0 - jiggerb) / 2.0;
        a = sqrt(-0.5 * log(pba));
        b = sqrt(-0.5 * log(pbb));
        double p = psf / 2.0;
        double p2 = __dmul_rn(p, p);
        double p3 = __dmul_rn(__dmul_rn(p, p), p);
        double t = __dadd_rn(-13.0, __dmul_rn(140.0, p));
        t = __dadd_rn(22.0, __dmul_rn(p2, t));
        t = __dadd_rn(-1.0, __dmul_rn(p, t));
        t = __dadd_rn(4.0, __dmul_rn(p2, t));
        t = __dadd_rn(1.0, __dmul_rn(p3, t));
        t = __dadd_rn(1.0, __dmul_rn(p3, t));
        double q0 = __dmul_rn(p, t);
        x = sqrt(-log(q0) / 2.0);
        if (x < a || x > b) x = (a + b) / 2.0;
    }
    for (int it = 0;; ++it) {
        double x0 = x;
        gsci_sp_kol_three pr = gsci_sp_kol_kolmogorov3(x0);
        double df = (pcdf < 0.5) ? (pcdf - pr.cdf) : (pr.sf - psf);
        if (df == 0.0) break;
        if (df > 0.0 && x > a) a = x;
        else if (df < 0.0 && x < b) b = x;
        double dfdx = -pr.pdf;
        if (fabs(dfdx) <= 0.0) x = (a + b) / 2.0;
        else x = x0 - df / dfdx;
        if (x >= a && x <= b) {
            if (gsci_sp_kol_within_tol(x, x0, GSCI_SP_KOL_EPS, 2.0 * GSCI_SP_KOL_EPS)) break;
            if (x == a || x == b) {
                x = (a + b) / 2.0;
                if (x == a || x == b) break;
            }
        } else {
            x = (a + b) / 2.0;
            if (gsci_sp_kol_within_tol(x, x0, GSCI_SP_KOL_EPS, 2.0 * GSCI_SP_KOL_EPS)) break;
        }
        if (it + 1 > 500) break;
    }
    return x;
}

__device__ double gsci_sp_kolmogorov(double x) {
    if (isnan(x)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_kolmogorov3(x).sf;
}
__device__ double gsci_sp_kolmogc(double x) {
    if (isnan(x)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_kolmogorov3(x).cdf;
}
__device__ double gsci_sp_kolmogp(double x) {
    if (isnan(x)) return GSCI_SP_KOL_NAN;
    if (x <= 0.0) return -0.0;
    return -gsci_sp_kol_kolmogorov3(x).pdf;
}
__device__ double gsci_sp_kolmogi(double p) {
    if (isnan(p)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_kolmogi2(p, 1.0 - p);
}
__device__ double gsci_sp_kolmogci(double p) {
    if (isnan(p)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_kolmogi2(1.0 - p, p);
}

// ---- Smirnov, one-sided ----
__device__ double gsci_sp_kol_next_pow2(double x) {
    double q = ldexp(x, 1 - 53);
    double l = fabs(q + x);
    if (l == 0.0) {
        l = fabs(x);
    } else {
        int li = (int)l;
        if ((double)li == l) l = (double)li;
    }
    return l;
}

__device__ double gsci_sp_kol_mod_nx(int n, double x, int* nxfloor_out, double* nx_out) {
    gsci_sp_kol_dd nxd = gsci_sp_kol_mul_f(gsci_sp_kol_d(x), (double)n);
    gsci_sp_kol_dd nxfloord = gsci_sp_kol_floor(nxd);
    gsci_sp_kol_dd alphad = gsci_sp_kol_sub(nxd, nxfloord);
    double alpha = alphad.hi;
    int nxfloor = (int)nxfloord.hi;
    if (alpha == 1.0) { nxfloor += 1; alpha = 0.0; }
    *nxfloor_out = nxfloor;
    *nx_out = nxd.hi;
    return alpha;
}

__device__ void gsci_sp_kol_update_binomial(gsci_sp_kol_dd* cman, int* cexpt, int n, int j) {
    gsci_sp_kol_dd rat = gsci_sp_kol_div_f(gsci_sp_kol_d((double)(n - j)), (double)j + 1.0);
    int e;
    gsci_sp_kol_dd man2 = gsci_sp_kol_frexp(gsci_sp_kol_mul(*cman, rat), &e);
    *cexpt += e;
    *cman = man2;
}

__device__ gsci_sp_kol_dd gsci_sp_kol_pow_d(gsci_sp_kol_dd a, int m) {
    if (m <= 0) {
        if (m == 0) return gsci_sp_kol_d(1.0);
        return gsci_sp_kol_div(gsci_sp_kol_d(1.0), gsci_sp_kol_pow_d(a, -m));
    }
    if (a.hi == 0.0 && a.lo == 0.0) return gsci_sp_kol_d(0.0);
    double ans = pow(a.hi, (double)m);
    double r = a.lo / a.hi;
    double adj = __dmul_rn((double)m, r);
    if (fabs(adj) > 1e-8) {
        if (fabs(adj) < 1e-4) {
            adj = __dadd_rn(adj, __dmul_rn(__dmul_rn((double)m, r), __dmul_rn((double)(m - 1) / 2.0, r)));
        } else {
            adj = expm1(__dmul_rn((double)m, log1p(r)));
        }
    }
    return gsci_sp_kol_add_f(gsci_sp_kol_d(ans), __dmul_rn(ans, adj));
}

__device__ __forceinline__ double gsci_sp_kol_pow2(double a, double b, int m) {
    return gsci_sp_kol_pow_d(gsci_sp_kol_add_f(gsci_sp_kol_d(a), b), m).hi;
}

// a^m as (significand, exponent), recursive as the Rust twin (the depth is the number of times
// the exponent range forces a split: a few levels for n <= 10^6).
__device__ gsci_sp_kol_dd gsci_sp_kol_pow2_scaled_d(gsci_sp_kol_dd a, int m, int* pe) {
    if (m <= 0) {
        if (m == 0) { *pe = 0; return gsci_sp_kol_d(1.0); }
        int ae1, ae2;
        gsci_sp_kol_dd ans = gsci_sp_kol_pow2_scaled_d(a, -m, &ae1);
        ans = gsci_sp_kol_frexp(gsci_sp_kol_div(gsci_sp_kol_d(1.0), ans), &ae2);
        *pe = -ae1 + ae2;
        return ans;
    }
    int ye;
    gsci_sp_kol_dd y = gsci_sp_kol_frexp(a, &ye);
    if (m == 1) { *pe = ye; return y; }
    int max_expt = 960;
    if ((double)m * (y.hi - 1.0) / y.hi < -960.0 * GSCI_SP_KOL_LN2) {
        double lg2y = log(y.hi) / GSCI_SP_KOL_LN2;
        double lg_ans = (double)m * lg2y;
        if (lg_ans <= -960.0) {
            max_expt = (int)(gsci_sp_kol_next_pow2(-960.0 / lg2y + 1.0) / 2.0);
        }
    }
    if (m <= max_expt) {
        int e;
        gsci_sp_kol_dd ans = gsci_sp_kol_frexp(gsci_sp_kol_pow_d(y, m), &e);
        *pe = e + m * ye;
        return ans;
    }
    int q = m / max_expt, r = m % max_expt;
    int y2re, y2me, y2mqe, anse;
    gsci_sp_kol_dd y2r = gsci_sp_kol_pow2_scaled_d(y, r, &y2re);
    gsci_sp_kol_dd y2m = gsci_sp_kol_pow2_scaled_d(y, max_expt, &y2me);
    gsci_sp_kol_dd y2mq = gsci_sp_kol_pow2_scaled_d(y2m, q, &y2mqe);
    gsci_sp_kol_dd ans = gsci_sp_kol_frexp(gsci_sp_kol_mul(y2r, y2mq), &anse);
    y2mqe += y2me * q;
    anse += y2mqe + y2re;
    anse += m * ye;
    *pe = anse;
    return ans;
}

__device__ gsci_sp_kol_dd gsci_sp_kol_pow4_d(double a, double b, double c, double d, int m) {
    if (m <= 0) {
        if (m == 0) return gsci_sp_kol_d(1.0);
        double t;
        t = a; a = c; c = t;
        t = b; b = d; d = t;
        m = -m;
    }
    gsci_sp_kol_dd aa = gsci_sp_kol_add_f(gsci_sp_kol_d(a), b);
    gsci_sp_kol_dd cc = gsci_sp_kol_add_f(gsci_sp_kol_d(c), d);
    if (aa.hi == 0.0 && aa.lo == 0.0) {
        return (cc.hi == 0.0 && cc.lo == 0.0) ? gsci_sp_kol_dd{GSCI_SP_KOL_NAN, GSCI_SP_KOL_NAN}
                                              : gsci_sp_kol_d(0.0);
    }
    if (cc.hi == 0.0 && cc.lo == 0.0) {
        double s = aa.hi < 0.0 ? -GSCI_SP_KOL_INF : GSCI_SP_KOL_INF;
        return gsci_sp_kol_dd{s, s};
    }
    return gsci_sp_kol_pow_d(gsci_sp_kol_div(aa, cc), m);
}

__device__ gsci_sp_kol_dd gsci_sp_kol_compute_av(int n, double x, int v, gsci_sp_kol_dd cman, int cexpt) {
    int t1e, t2e;
    gsci_sp_kol_dd t2x = gsci_sp_kol_sub_f(gsci_sp_kol_div_f(gsci_sp_kol_d((double)(n - v)), (double)n), x);
    gsci_sp_kol_dd t2 = gsci_sp_kol_pow2_scaled_d(t2x, n - v, &t2e);
    gsci_sp_kol_dd t1x = gsci_sp_kol_add_f(gsci_sp_kol_div_f(gsci_sp_kol_d((double)v), (double)n), x);
    gsci_sp_kol_dd t1 = gsci_sp_kol_pow2_scaled_d(t1x, v - 1, &t1e);
    gsci_sp_kol_dd ans = gsci_sp_kol_mul(gsci_sp_kol_mul(t1, t2), cman);
    return gsci_sp_kol_ldexp(ans, cexpt + t1e + t2e);
}

__device__ gsci_sp_kol_three gsci_sp_kol_smirnov3(int n, double x) {
    gsci_sp_kol_three r;
    if (!(n > 0 && x >= 0.0 && x <= 1.0)) { r.sf = r.cdf = r.pdf = GSCI_SP_KOL_NAN; return r; }
    if (n == 1) { r.sf = 1.0 - x; r.cdf = x; r.pdf = 1.0; return r; }
    if (x == 0.0) { r.sf = 1.0; r.cdf = 0.0; r.pdf = 1.0; return r; }
    if (x == 1.0) { r.sf = 0.0; r.cdf = 1.0; r.pdf = 0.0; return r; }
    int nxfl;
    double nx;
    double alpha = gsci_sp_kol_mod_nx(n, x, &nxfl, &nx);
    int n1mxfl = n - nxfl - (alpha == 0.0 ? 0 : 1);
    int n1mxceil = n - nxfl;
    if (alpha == 0.0) { n1mxfl -= 1; n1mxceil += 1; }
    if (nxfl == 0 || (nxfl == 1 && alpha == 0.0)) {
        double t = gsci_sp_kol_pow2(1.0, x, n - 1);
        double pdf = __dmul_rn(nx + 1.0, t) / (1.0 + x);
        double cdf = __dmul_rn(x, t);
        if (nxfl == 1) pdf -= 0.5;
        r.sf = 1.0 - cdf; r.cdf = cdf; r.pdf = pdf;
        return r;
    }
    if (__dmul_rn(__dmul_rn(-2.0 * (double)n, x), x) < GSCI_SP_KOL_MINLOG) {
        r.sf = 0.0; r.cdf = 1.0; r.pdf = 0.0;
        return r;
    }
    if (nxfl >= n - 1) {
        double sf = gsci_sp_kol_pow2(1.0, -x, n);
        r.sf = sf; r.cdf = 1.0 - sf; r.pdf = __dmul_rn((double)n, sf) / (1.0 - x);
        return r;
    }
    if (n > 1000000) {
        double nf = (double)n;
        double t = __dadd_rn(__dmul_rn(6.0 * nf, x), 1.0);
        double logp = -__dmul_rn(t, t) / 18.0 / nf;
        double sf, cdf;
        if (logp < -GSCI_SP_KOL_LN2) { sf = exp(logp); cdf = 1.0 - sf; }
        else { cdf = -expm1(logp); sf = 1.0 - cdf; }
        r.sf = sf; r.cdf = cdf; r.pdf = __dmul_rn(t * 2.0, sf) / 3.0;
        return r;
    }
    int n_upper_terms = n - n1mxceil + 1;
    bool use_upper = (n_upper_terms <= 1 && x < 0.5) ||
                     (n >= 10 && n_upper_terms <= 3 && x <= 0.5 / sqrt((double)n));
    int start, step, n_terms;
    gsci_sp_kol_dd one_over_x = gsci_sp_kol_div_f(gsci_sp_kol_d(1.0), x);
    gsci_sp_kol_dd aj, daj_coeff;
    if (use_upper) {
        start = n; step = -1; n_terms = n - n1mxceil + 1;
        aj = gsci_sp_kol_pow4_d(1.0, x, 1.0, 0.0, n - 1);
        daj_coeff = gsci_sp_kol_add(
            gsci_sp_kol_div(gsci_sp_kol_d((double)(n - 1)), gsci_sp_kol_add_f(gsci_sp_kol_d(1.0), x)), one_over_x);
    } else {
        start = 0; step = 1; n_terms = n1mxfl + 1;
        gsci_sp_kol_dd t2 = gsci_sp_kol_pow4_d(1.0, -x, 1.0, 0.0, n);
        aj = gsci_sp_kol_div_f(t2, x);
        daj_coeff = gsci_sp_kol_div(
            gsci_sp_kol_sub(gsci_sp_kol_d(-1.0), gsci_sp_kol_mul_f(gsci_sp_kol_d((double)(n - 1)), x)),
            gsci_sp_kol_sub_f(gsci_sp_kol_d(1.0), x));
        daj_coeff = gsci_sp_kol_add(gsci_sp_kol_div_f(daj_coeff, x), one_over_x);
    }
    gsci_sp_kol_dd daj = gsci_sp_kol_mul(aj, daj_coeff);
    gsci_sp_kol_dd aj_sum = gsci_sp_kol_add(gsci_sp_kol_d(0.0), aj);
    gsci_sp_kol_dd daj_sum = gsci_sp_kol_add(gsci_sp_kol_d(0.0), daj);
    gsci_sp_kol_dd cman = gsci_sp_kol_d(1.0);
    int cexpt = 0;
    gsci_sp_kol_update_binomial(&cman, &cexpt, n, 0);
    int vmid = n / 2;
    for (int j = 1; j < n_terms; ++j) {
        int v = start + j * step;
        aj = gsci_sp_kol_compute_av(n, x, v, cman, cexpt);
        if (isfinite(aj.hi) && aj.hi != 0.0) {
            daj_coeff = gsci_sp_kol_sub(
                gsci_sp_kol_div(gsci_sp_kol_d((double)n * (double)(v - 1)),
                                gsci_sp_kol_add_f(gsci_sp_kol_d((double)(nxfl + v)), alpha)),
                gsci_sp_kol_div(gsci_sp_kol_d((double)(n - v) * (double)n),
                                gsci_sp_kol_sub_f(gsci_sp_kol_d((double)(n - nxfl - v)), alpha)));
            daj_coeff = gsci_sp_kol_add(daj_coeff, one_over_x);
            daj = gsci_sp_kol_mul(aj, daj_coeff);
            aj_sum = gsci_sp_kol_add(aj_sum, aj);
            daj_sum = gsci_sp_kol_add(daj_sum, daj);
        }
        if (aj.hi != 0.0) {
            if (__dmul_rn(4.0 * (double)(n_terms - j), fabs(aj.hi)) < __dmul_rn(GSCI_SP_KOL_EPS, aj_sum.hi) &&
                j != n_terms - 1) {
                break;
            }
        } else if (j > vmid) {
            break;
        }
        gsci_sp_kol_update_binomial(&cman, &cexpt, n, j);
    }
    double deriv = gsci_sp_kol_mul_f(daj_sum, x).hi;
    double prob = gsci_sp_kol_mul_f(aj_sum, x).hi;
    double sf, cdf, pdf;
    if (step < 0) { cdf = prob; sf = 1.0 - prob; pdf = deriv; }
    else { cdf = 1.0 - prob; sf = prob; pdf = -deriv; }
    r.sf = gsci_sp_kol_clamp01(sf);
    r.cdf = gsci_sp_kol_clamp01(cdf);
    r.pdf = fmax(pdf, 0.0);
    return r;
}

__device__ double gsci_sp_kol_smirnovi2(int n, double psf, double pcdf) {
    if (!(n > 0 && psf >= 0.0 && pcdf >= 0.0 && pcdf <= 1.0 && psf <= 1.0)) return GSCI_SP_KOL_NAN;
    if (fabs(1.0 - pcdf - psf) > 4.0 * GSCI_SP_KOL_EPS) return GSCI_SP_KOL_NAN;
    if (pcdf == 0.0) return 0.0;
    if (psf == 0.0) return 1.0;
    if (n == 1) return pcdf;
    double nf = (double)n;
    double psfrootn = pow(psf, 1.0 / nf);
    if (n < 150 && __dmul_rn(nf, psfrootn) <= 1.0) return 1.0 - psfrootn;
    double logpcdf = (pcdf < 0.5) ? log(pcdf) : log1p(-psf);
    double maxlogpcdf = __dadd_rn(-log(nf), __dmul_rn(nf - 1.0, log1p(1.0 / nf)));
    double a, b, x;
    if (logpcdf <= maxlogpcdf) {
        double xmin = pcdf / GSCI_SP_KOL_E;
        double xmax = pcdf;
        double p1 = gsci_sp_kol_pow4_d(nf, 1.0, nf, 0.0, n - 1).hi / nf;
        double rr = pcdf / p1;
        if (rr >= 1.0) return 1.0 / nf;
        double z0 = rr;
        z0 = __dadd_rn(__dmul_rn(z0, z0), __dmul_rn(rr, exp(1.0 - z0))) / (1.0 + z0);
        x = z0 / nf;
        a = fmax(__dmul_rn(xmin, 1.0 - 4.0 * GSCI_SP_KOL_EPS), 0.0);
        b = fmin(__dmul_rn(xmax, 1.0 + 4.0 * GSCI_SP_KOL_EPS), 1.0 / nf);
        x = fmin(fmax(x, a), b);
    } else {
        double xmin = 1.0 - psfrootn;
        double logpsf = (psf < 0.5) ? log(psf) : log1p(-pcdf);
        double xmax = sqrt(-logpsf / (2.0 * nf));
        double xmax6 = xmax - 1.0 / (6.0 * nf);
        a = fmax(xmin, 1.0 / nf);
        b = fmin(xmax, 1.0 - 1.0 / nf);
        x = xmax6;
    }
    if (x < a || x > b) x = (a + b) / 2.0;
    double dxold = b - a, dx = dxold;
    for (int it = 0;; ++it) {
        double x0 = x;
        gsci_sp_kol_three pr = gsci_sp_kol_smirnov3(n, x0);
        double df = (pcdf < 0.5) ? (pcdf - pr.cdf) : (pr.sf - psf);
        double dfdx = -pr.pdf;
        if (df == 0.0) return x;
        if (df > 0.0 && x > a) a = x;
        else if (df < 0.0 && x < b) b = x;
        double deltax;
        if (dfdx == 0.0) {
            x = (a + b) / 2.0;
            deltax = x0 - x;
        } else {
            deltax = df / dfdx;
            x = x0 - deltax;
        }
        if (a <= x && x <= b && (fabs(2.0 * deltax) <= fabs(dxold) || fabs(dxold) < 256.0 * GSCI_SP_KOL_EPS)) {
            dxold = dx;
            dx = deltax;
        } else {
            dxold = dx;
            dx /= 2.0;
            x = (a + b) / 2.0;
        }
        if (gsci_sp_kol_within_tol(x, x0, (psf < 0.5 ? 0.0 : GSCI_SP_KOL_EPS), 2.0 * GSCI_SP_KOL_EPS)) break;
        if (it + 1 > 500) return x;
        if (isnan(x)) return x;
    }
    return x;
}

__device__ __forceinline__ int gsci_sp_kol_int_n(double n) {
    if (!(n > -2147483649.0 && n < 2147483648.0)) return (int)0x80000000;
    return (int)trunc(n);
}

__device__ double gsci_sp_smirnov(long long n, double d) {
    if (isnan(d)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_smirnov3((int)n, d).sf;
}
__device__ double gsci_sp_smirnov_d(double n, double d) {
    if (isnan(n)) return GSCI_SP_KOL_NAN;
    return gsci_sp_smirnov((long long)gsci_sp_kol_int_n(n), d);
}
__device__ double gsci_sp_smirnovc(long long n, double d) {
    if (isnan(d)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_smirnov3((int)n, d).cdf;
}
__device__ double gsci_sp_smirnovp(long long nl, double d) {
    int n = (int)nl;
    if (!(n > 0 && d >= 0.0 && d <= 1.0)) return GSCI_SP_KOL_NAN;
    if (n == 1) return -1.0;
    if (d == 1.0) return -0.0;
    if (d == 0.0) return -1.0;
    return -gsci_sp_kol_smirnov3(n, d).pdf;
}
__device__ double gsci_sp_smirnovi(long long n, double p) {
    if (isnan(p)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_smirnovi2((int)n, p, 1.0 - p);
}
__device__ double gsci_sp_smirnovi_d(double n, double p) {
    if (isnan(n)) return GSCI_SP_KOL_NAN;
    return gsci_sp_smirnovi((long long)gsci_sp_kol_int_n(n), p);
}
__device__ double gsci_sp_smirnovci(long long n, double p) {
    if (isnan(p)) return GSCI_SP_KOL_NAN;
    return gsci_sp_kol_smirnovi2((int)n, 1.0 - p, p);
}
