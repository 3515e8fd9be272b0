// gsci-special: orthogonal-polynomial device functions (gsci_sp_eval_hermite, gsci_sp_eval_legendre,
// gsci_sp_eval_legendre_l, ..., gsci_sp_lpmv, gsci_sp_sph_harm_y), the GPU twins of
// special/src/scalar/orthogonal.rs: the same algorithms, step for step (SciPy's
// orthogonal_eval.pxd recurrences, Zhang and Jin's CHGM and LPMV; the real-degree polynomials
// call hyper.cuh's gsci_sp_hyp2f1, Cephes' hyp2f1). The integer recurrences' products are
// __dmul_rn and their sums __dadd_rn/__dsub_rn (never contracted into an FMA), so both backends
// round alike where the terms cancel. No tables. Needs gamma.cuh (gamma, rgamma, gammaln,
// gammasgn, digamma, beta, binom) and hyper.cuh (hyp2f1), which precede this file.

#define GSCI_SP_ORTH_NAN __longlong_as_double(0x7ff8000000000000LL)
#define GSCI_SP_ORTH_INF __longlong_as_double(0x7ff0000000000000LL)

// C's (int)v on x86: truncation, INT_MIN outside int's range (and for NaN).
__device__ __forceinline__ long long gsci_sp_orth_c_int(double v) {
    if (v > -2147483649.0 && v < 2147483648.0) return (long long)trunc(v);
    return -2147483648LL;
}

// ---- Hermite ----

__device__ double gsci_sp_eval_hermitenorm(long long n, double x) {
    if (isnan(x)) return x;
    if (n < 0) return GSCI_SP_ORTH_NAN;
    if (n == 0) return 1.0;
    if (n == 1) return x;
    double y3 = 0.0, y2 = 1.0;
    for (long long k = n; k > 1; --k) {
        double y1 = __dsub_rn(__dmul_rn(x, y2), __dmul_rn((double)k, y3));
        y3 = y2;
        y2 = y1;
    }
    return __dsub_rn(__dmul_rn(x, y2), y3);
}

__device__ double gsci_sp_eval_hermite(long long n, double x) {
    if (n < 0) return GSCI_SP_ORTH_NAN;
    return __dmul_rn(gsci_sp_eval_hermitenorm(n, __dmul_rn(1.4142135623730951, x)), pow(2.0, (double)n / 2.0));
}

// ln|Gamma(x)| and the sign of Gamma(x) (Cephes' lgam_sgn), for CHGM.
__device__ __forceinline__ void gsci_sp_lgam_sgn(double x, double* l, double* s) {
    double g = gsci_sp_gammasgn(x);
    *l = gsci_sp_gammaln(x);
    *s = isnan(g) ? 1.0 : g;
}

// ---- Confluent hypergeometric function (Zhang and Jin's CHGM) ----


__device__ __noinline__ double gsci_sp_hyp1f1_chgm(double a, double b, double x) {
    if (isnan(a) || isnan(b) || isnan(x)) return GSCI_SP_ORTH_NAN;
    double x0 = x;
    if (x < 0.0) { a = b - a; x = fabs(x); }
    double a0 = a;
    int nl = 0;
    long long la = 0;
    if (a >= 2.0) {
        nl = 1;
        la = gsci_sp_orth_c_int(a);
        a -= (double)la + 1.0;
    }
    double y0 = 0.0, y1 = 0.0, hg = 0.0;
    for (int n = 0; n <= nl; ++n) {
        if (a0 >= 2.0) a += 1.0;
        if (x <= 30.0 + fabs(b) || a < 0.0) {
            hg = 1.0;
            double rg = 1.0;
            for (double j = 1.0; j < 501.0; j += 1.0) {
                rg = rg * (a + j - 1.0) / (j * (b + j - 1.0)) * x;
                hg += rg;
                if (hg != 0.0 && fabs(rg / hg) < 1e-15) {
                    if (x0 < 0.0) hg *= exp(x0);
                    break;
                }
            }
        } else {
            double la_, sa, lb, sb, lba, sba;
            gsci_sp_lgam_sgn(a, &la_, &sa);
            gsci_sp_lgam_sgn(b, &lb, &sb);
            gsci_sp_lgam_sgn(b - a, &lba, &sba);
            double sum1 = 1.0, sum2 = 1.0, r1 = 1.0, r2 = 1.0;
            for (double i = 1.0; i < 9.0; i += 1.0) {
                r1 = -r1 * (a + i - 1.0) * (a - b + i) / (x * i);
                r2 = -r2 * (b - a + i - 1.0) * (a - i) / (x * i);
                sum1 += r1;
                sum2 += r2;
            }
            double hg1, hg2;
            if (x0 >= 0.0) {
                hg1 = sb * sba * exp(lb - lba) * pow(x, -a) * cos(3.141592653589793 * a) * sum1;
                hg2 = sb * sa * exp(lb - la_ + x) * pow(x, a - b) * sum2;
            } else {
                hg1 = sb * sba * exp(lb - lba + x0) * pow(x, -a) * cos(3.141592653589793 * a) * sum1;
                hg2 = sb * sa * exp(lb - la_) * pow(x, a - b) * sum2;
            }
            hg = hg1 + hg2;
        }
        if (n == 0) y0 = hg;
        if (n == 1) y1 = hg;
    }
    if (a0 >= 2.0) {
        for (long long i = 1; i < la; ++i) {
            hg = ((2.0 * a - b + x) * y1 + (b - a) * y0) / a;
            y0 = y1;
            y1 = hg;
            a += 1.0;
        }
    }
    return hg;
}

// ---- Jacobi ----

__device__ double gsci_sp_eval_jacobi(double n, double alpha, double beta, double x) {
    double d = gsci_sp_binom(n + alpha, n);
    return d * gsci_sp_hyp2f1(-n, n + alpha + beta + 1.0, alpha + 1.0, 0.5 * (1.0 - x));
}

__device__ double gsci_sp_eval_jacobi_l(long long n, double alpha, double beta, double x) {
    if (n < 0) return gsci_sp_eval_jacobi((double)n, alpha, beta, x);
    if (n == 0) return 1.0;
    if (n == 1) return 0.5 * (2.0 * (alpha + 1.0) + (alpha + beta + 2.0) * (x - 1.0));
    double d = __dmul_rn(alpha + beta + 2.0, x - 1.0) / (2.0 * (alpha + 1.0));
    double p = d + 1.0;
    for (long long kk = 0; kk < n - 1; ++kk) {
        double k = (double)kk + 1.0;
        double t = 2.0 * k + alpha + beta;
        double num = __dadd_rn(__dmul_rn(__dmul_rn(__dmul_rn(__dmul_rn(t, t + 1.0), t + 2.0), x - 1.0), p),
                               __dmul_rn(__dmul_rn(__dmul_rn(2.0 * k, k + beta), t + 2.0), d));
        d = num / __dmul_rn(__dmul_rn(2.0 * (k + alpha + 1.0), k + alpha + beta + 1.0), t);
        p = __dadd_rn(p, d);
    }
    return gsci_sp_binom((double)n + alpha, (double)n) * p;
}

__device__ double gsci_sp_eval_sh_jacobi(double n, double p, double q, double x) {
    return gsci_sp_eval_jacobi(n, p - q, q - 1.0, 2.0 * x - 1.0) / gsci_sp_binom(2.0 * n + p - 1.0, n);
}

__device__ double gsci_sp_eval_sh_jacobi_l(long long n, double p, double q, double x) {
    return gsci_sp_eval_jacobi_l(n, p - q, q - 1.0, 2.0 * x - 1.0) / gsci_sp_binom(2.0 * (double)n + p - 1.0, (double)n);
}

// ---- Gegenbauer ----

__device__ double gsci_sp_eval_gegenbauer(double n, double alpha, double x) {
    double d = gsci_sp_gamma(n + 2.0 * alpha) / gsci_sp_gamma(1.0 + n) / gsci_sp_gamma(2.0 * alpha);
    return d * gsci_sp_hyp2f1(-n, n + 2.0 * alpha, alpha + 0.5, (1.0 - x) / 2.0);
}

__device__ double gsci_sp_eval_gegenbauer_l(long long n, double alpha, double x) {
    if (isnan(alpha) || isnan(x)) return GSCI_SP_ORTH_NAN;
    if (n < 0) return 0.0;
    if (n == 0) return 1.0;
    if (n == 1) return 2.0 * alpha * x;
    if (alpha == 0.0) return gsci_sp_eval_gegenbauer((double)n, alpha, x);
    if (fabs(x) < 1e-5) {
        long long a = n / 2;
        double d = (a % 2 == 0) ? 1.0 : -1.0;
        d /= gsci_sp_beta(alpha, 1.0 + (double)a);
        if (n == 2 * a) d /= (double)a + alpha;
        else d *= 2.0 * x;
        double p = 0.0;
        for (long long kk = 0; kk <= a; ++kk) {
            p += d;
            d *= __ddiv_rn(__dmul_rn(__dmul_rn(-4.0 * __dmul_rn(x, x), (double)(a - kk)), -(double)a + alpha + (double)kk + (double)n),
                           (double)((n + 1 - 2 * a + 2 * kk) * (n + 2 - 2 * a + 2 * kk)));
            if (fabs(d) == 1e-20 * fabs(p)) break;
        }
        return p;
    }
    double d = x - 1.0;
    double p = x;
    for (long long kk = 0; kk < n - 1; ++kk) {
        double k = (double)kk + 1.0;
        d = __dadd_rn(__dmul_rn(__dmul_rn(2.0 * (k + alpha) / (k + 2.0 * alpha), x - 1.0), p), __dmul_rn(k / (k + 2.0 * alpha), d));
        p = __dadd_rn(p, d);
    }
    if (fabs(alpha / (double)n) < 1e-8) return 2.0 * alpha / (double)n * p;
    return gsci_sp_binom((double)n + 2.0 * alpha - 1.0, (double)n) * p;
}

// ---- Chebyshev ----

__device__ double gsci_sp_eval_chebyt(double n, double x) {
    return gsci_sp_hyp2f1(-n, n, 0.5, 0.5 * (1.0 - x));
}

__device__ double gsci_sp_eval_chebyt_l(long long k, double x) {
    if (k < 0) k = (long long)(0ULL - (unsigned long long)k);
    double b2 = 0.0, b1 = -1.0, b0 = 0.0;
    double x2 = 2.0 * x;
    for (long long m = 0; m <= k; ++m) {
        b2 = b1;
        b1 = b0;
        b0 = __dsub_rn(__dmul_rn(x2, b1), b2);
    }
    return (b0 - b2) / 2.0;
}

__device__ double gsci_sp_eval_chebyu(double n, double x) {
    return (n + 1.0) * gsci_sp_hyp2f1(-n, n + 2.0, 1.5, 0.5 * (1.0 - x));
}

__device__ double gsci_sp_eval_chebyu_l(long long k, double x) {
    double sign = 1.0;
    if (k == -1) return 0.0;
    if (k < -1) {
        k = (long long)(0ULL - (unsigned long long)k - 2ULL);
        sign = -1.0;
    }
    double b2 = 0.0, b1 = -1.0, b0 = 0.0;
    double x2 = 2.0 * x;
    for (long long m = 0; m <= k; ++m) {
        b2 = b1;
        b1 = b0;
        b0 = __dsub_rn(__dmul_rn(x2, b1), b2);
    }
    return b0 * sign;
}

__device__ double gsci_sp_eval_chebys(double n, double x) { return gsci_sp_eval_chebyu(n, 0.5 * x); }
__device__ double gsci_sp_eval_chebys_l(long long n, double x) { return gsci_sp_eval_chebyu_l(n, 0.5 * x); }
__device__ double gsci_sp_eval_chebyc(double n, double x) { return 2.0 * gsci_sp_eval_chebyt(n, 0.5 * x); }
__device__ double gsci_sp_eval_chebyc_l(long long n, double x) { return 2.0 * gsci_sp_eval_chebyt_l(n, 0.5 * x); }
__device__ double gsci_sp_eval_sh_chebyt(double n, double x) { return gsci_sp_eval_chebyt(n, 2.0 * x - 1.0); }
__device__ double gsci_sp_eval_sh_chebyt_l(long long n, double x) { return gsci_sp_eval_chebyt_l(n, 2.0 * x - 1.0); }
__device__ double gsci_sp_eval_sh_chebyu(double n, double x) { return gsci_sp_eval_chebyu(n, 2.0 * x - 1.0); }
__device__ double gsci_sp_eval_sh_chebyu_l(long long n, double x) { return gsci_sp_eval_chebyu_l(n, 2.0 * x - 1.0); }

// ---- Legendre ----

__device__ double gsci_sp_eval_legendre(double n, double x) {
    return gsci_sp_hyp2f1(-n, n + 1.0, 1.0, 0.5 * (1.0 - x));
}

__device__ double gsci_sp_eval_legendre_l(long long n, double x) {
    if (n < 0) n = (long long)(0ULL - (unsigned long long)n - 1ULL);
    if (n == 0) return 1.0;
    if (n == 1) return x;
    if (fabs(x) < 1e-5) {
        long long a = n / 2;
        double d = (a % 2 == 0) ? 1.0 : -1.0;
        if (n == 2 * a) d *= -2.0 / gsci_sp_beta((double)a + 1.0, -0.5);
        else d *= 2.0 * x / gsci_sp_beta((double)a + 1.0, 0.5);
        double p = 0.0;
        for (long long kk = 0; kk <= a; ++kk) {
            p += d;
            d *= __ddiv_rn(__dmul_rn(__dmul_rn(-2.0 * __dmul_rn(x, x), (double)(a - kk)), (double)(2 * n + 1 - 2 * a + 2 * kk)),
                           (double)((n + 1 - 2 * a + 2 * kk) * (n + 2 - 2 * a + 2 * kk)));
            if (fabs(d) == 1e-20 * fabs(p)) break;
        }
        return p;
    }
    double d = x - 1.0;
    double p = x;
    for (long long kk = 0; kk < n - 1; ++kk) {
        double k = (double)kk + 1.0;
        d = __dadd_rn(__dmul_rn(__dmul_rn((2.0 * k + 1.0) / (k + 1.0), x - 1.0), p), __dmul_rn(k / (k + 1.0), d));
        p = __dadd_rn(p, d);
    }
    return p;
}

__device__ double gsci_sp_eval_sh_legendre(double n, double x) { return gsci_sp_eval_legendre(n, 2.0 * x - 1.0); }
__device__ double gsci_sp_eval_sh_legendre_l(long long n, double x) { return gsci_sp_eval_legendre_l(n, 2.0 * x - 1.0); }

// ---- Laguerre ----

__device__ double gsci_sp_eval_genlaguerre(double n, double alpha, double x) {
    if (alpha <= -1.0) return GSCI_SP_ORTH_NAN;
    double d = gsci_sp_binom(n + alpha, n);
    return d * gsci_sp_hyp1f1_chgm(-n, alpha + 1.0, x);
}

__device__ double gsci_sp_eval_genlaguerre_l(long long n, double alpha, double x) {
    if (alpha <= -1.0) return GSCI_SP_ORTH_NAN;
    if (isnan(alpha) || isnan(x)) return GSCI_SP_ORTH_NAN;
    if (n < 0) return 0.0;
    if (n == 0) return 1.0;
    if (n == 1) return -x + alpha + 1.0;
    double d = -x / (alpha + 1.0);
    double p = d + 1.0;
    for (long long kk = 0; kk < n - 1; ++kk) {
        double k = (double)kk + 1.0;
        d = __dadd_rn(__dmul_rn(-x / (k + alpha + 1.0), p), __dmul_rn(k / (k + alpha + 1.0), d));
        p = __dadd_rn(p, d);
    }
    return gsci_sp_binom((double)n + alpha, (double)n) * p;
}

__device__ double gsci_sp_eval_laguerre(double n, double x) { return gsci_sp_eval_genlaguerre(n, 0.0, x); }
__device__ double gsci_sp_eval_laguerre_l(long long n, double x) { return gsci_sp_eval_genlaguerre_l(n, 0.0, x); }

// ---- Associated Legendre function of real degree (Zhang and Jin's LPMV) ----

__device__ __noinline__ double gsci_sp_lpmv0(double v, int m, double x) {
    const double pi = 3.141592653589793;
    int nv = (int)gsci_sp_orth_c_int(v);
    double v0 = v - (double)nv;
    if (x == -1.0 && v != (double)nv) return m == 0 ? -1.0e300 : 1.0e300;
    double c0 = 1.0;
    if (m != 0) {
        double rg = v * (v + (double)m);
        for (long long j = 1; j < m; ++j) {
            double jf = (double)j;
            rg *= v * v - jf * jf;
        }
        double xq = sqrt(1.0 - x * x);
        double r0 = 1.0;
        for (long long j = 1; j <= m; ++j) r0 = 0.5 * r0 * xq / (double)j;
        c0 = r0 * rg;
    }
    double mf = (double)m;
    if (v0 == 0.0) {
        double pmv = 1.0, r = 1.0, nvf = (double)nv;
        for (int k = 1; k <= (int)((unsigned)nv - (unsigned)m); ++k) {
            double kf = (double)k;
            r = 0.5 * r * (-nvf + mf + kf - 1.0) * (nvf + mf + kf) / (kf * (kf + mf)) * (1.0 + x);
            pmv = __dadd_rn(pmv, r);
        }
        return ((nv % 2 == 0) ? 1.0 : -1.0) * c0 * pmv;
    }
    if (x >= -0.35) {
        double pmv = 1.0, r = 1.0;
        for (int k = 1; k <= 100; ++k) {
            double kf = (double)k;
            r = 0.5 * r * (-v + mf + kf - 1.0) * (v + mf + kf) / (kf * (mf + kf)) * (1.0 - x);
            pmv = __dadd_rn(pmv, r);
            if (k > 12 && fabs(r / pmv) < 1e-14) break;
        }
        return ((m % 2 == 0) ? 1.0 : -1.0) * c0 * pmv;
    }
    double vs = sin(v * pi) / pi;
    double pv0 = 0.0;
    if (m != 0) {
        double qr = sqrt((1.0 - x) / (1.0 + x));
        double r2 = 1.0;
        for (long long j = 1; j <= m; ++j) r2 *= qr * (double)j;
        double s0 = 1.0, r1 = 1.0;
        for (long long k = 1; k < m; ++k) {
            double kf = (double)k;
            r1 = 0.5 * r1 * (-v + kf - 1.0) * (v + kf) / (kf * (kf - mf)) * (1.0 + x);
            s0 += r1;
        }
        pv0 = -vs * r2 / mf * s0;
    }
    double pa = 2.0 * (gsci_sp_digamma(v) + 0.5772156649015329) + pi / tan(pi * v) + 1.0 / v;
    double s1 = 0.0;
    for (long long j = 1; j <= m; ++j) {
        double jf = (double)j;
        s1 += (jf * jf + v * v) / (jf * (jf * jf - v * v));
    }
    double lx = log(0.5 * (1.0 + x));
    double pmv = pa + s1 - 1.0 / (mf - v) + lx;
    double r = 1.0;
    for (int k = 1; k <= 100; ++k) {
        double kf = (double)k;
        r = 0.5 * r * (-v + mf + kf - 1.0) * (v + mf + kf) / (kf * (kf + mf)) * (1.0 + x);
        double s = 0.0;
        for (long long j = 1; j <= m; ++j) {
            double kj = kf + (double)j;
            s += (kj * kj + v * v) / (kj * (kj * kj - v * v));
        }
        double s2 = 0.0;
        for (int j = 1; j <= k; ++j) {
            double jf = (double)j;
            s2 = s2 + 1.0 / (jf * (jf * jf - v * v));
        }
        double pss = pa + s + 2.0 * v * v * s2 - 1.0 / (mf + kf - v) + lx;
        double r2 = pss * r;
        pmv += r2;
        if (fabs(r2 / pmv) < 1e-14) break;
    }
    return pv0 + pmv * vs * c0;
}

__device__ double gsci_sp_lpmv_int(double x, int m, double v) {
    if (x == -1.0 && v != (double)gsci_sp_orth_c_int(v)) return m == 0 ? -1e300 : 1e300;
    // An order outside C's int (INT_MIN): SciPy's recurrence runs ~2^31 steps to a NaN.
    if (m == (int)(-2147483647 - 1)) return GSCI_SP_ORTH_NAN;
    double vx = v;
    int mx = m;
    if (v < 0.0) vx = -vx - 1.0;
    bool neg_m = false;
    if (m < 0) {
        if ((vx + (double)m + 1.0) > 0.0 || vx != (double)gsci_sp_orth_c_int(vx)) {
            neg_m = true;
            mx = (int)(0u - (unsigned)m);
        } else {
            return GSCI_SP_ORTH_NAN;
        }
    }
    int nv = (int)gsci_sp_orth_c_int(vx);
    double v0 = vx - (double)nv;
    double pmv;
    if (nv > 2 && nv > mx) {
        double mf = (double)mx;
        double p0 = gsci_sp_lpmv0(v0 + mf, mx, x);
        double p1 = gsci_sp_lpmv0(v0 + mf + 1.0, mx, x);
        pmv = p1;
        for (long long j = (long long)mx + 2; j <= nv; ++j) {
            double jf = (double)j;
            pmv = __dsub_rn(__dmul_rn(__dmul_rn(2.0 * (v0 + jf) - 1.0, x), p1), __dmul_rn(v0 + jf - 1.0 + mf, p0)) / (v0 + jf - mf);
            p0 = p1;
            p1 = pmv;
        }
    } else {
        pmv = gsci_sp_lpmv0(vx, mx, x);
    }
    if (neg_m && fabs(pmv) < 1.0e300) {
        double g1 = gsci_sp_gamma(vx - (double)mx + 1.0);
        double g2 = gsci_sp_gamma(vx + (double)mx + 1.0);
        pmv = pmv * g1 / g2 * ((mx % 2 == 0) ? 1.0 : -1.0);
    }
    return pmv;
}

__device__ double gsci_sp_lpmv(double m, double v, double x) {
    if (m != floor(m)) return GSCI_SP_ORTH_NAN;
    double out = gsci_sp_lpmv_int(x, (int)gsci_sp_orth_c_int(m), v);
    if (out == 1.0e300) return GSCI_SP_ORTH_INF;
    if (out == -1.0e300) return -GSCI_SP_ORTH_INF;
    return out;
}

// ---- Spherical harmonics ----

__device__ double gsci_sp_sph_legendre_p(long long n, long long m, double theta) {
    const double pi = 3.141592653589793;
    double s = fabs(sin(theta));
    double c = cos(theta);
    double p = 0.5 / sqrt(pi);
    for (long long k = 1; k <= m; ++k) {
        double kf = (double)k;
        p *= -sqrt((2.0 * kf + 1.0) / (2.0 * kf)) * s;
    }
    if (n == m) return p;
    double mf = (double)m;
    double p_prev = p;
    double p_cur = sqrt(2.0 * mf + 3.0) * c * p;
    for (long long j = m + 2; j <= n; ++j) {
        double jf = (double)j;
        double a = sqrt((4.0 * jf * jf - 1.0) / (jf * jf - mf * mf));
        double b = sqrt(((jf - 1.0) * (jf - 1.0) - mf * mf) / (4.0 * (jf - 1.0) * (jf - 1.0) - 1.0));
        double next = __dmul_rn(a, __dsub_rn(__dmul_rn(c, p_cur), __dmul_rn(b, p_prev)));
        p_prev = p_cur;
        p_cur = next;
    }
    return p_cur;
}

__device__ gsci_c128 gsci_sp_sph_harm_y(long long n, long long m, double theta, double phi) {
    if (n < 0) return gsci_c128{0.0, 0.0};
    unsigned long long ma = m < 0 ? 0ULL - (unsigned long long)m : (unsigned long long)m;
    double p;
    if (ma > (unsigned long long)n) {
        p = 0.0;
    } else {
        p = gsci_sp_sph_legendre_p(n, (long long)ma, theta);
        if (m < 0 && (ma % 2ULL) == 1ULL) p = -p;
    }
    double mphi = (double)m * phi;
    double sn = sin(mphi), cs = cos(mphi);
    return gsci_c128{__dsub_rn(__dmul_rn(p, cs), __dmul_rn(0.0, sn)), __dadd_rn(__dmul_rn(p, sn), __dmul_rn(0.0, cs))};
}

// Jets (value, d/dtheta, d2/dtheta2) of sph_legendre_p: the same recurrences on jets of
// |sin theta| (sign positive at sin theta = 0) and cos theta; products never contracted.
struct gsci_sp_jet { double v, d1, d2; };

__device__ __forceinline__ gsci_sp_jet gsci_sp_jet_mul(gsci_sp_jet a, gsci_sp_jet b) {
    gsci_sp_jet r;
    r.v = __dmul_rn(a.v, b.v);
    r.d1 = __dadd_rn(__dmul_rn(a.d1, b.v), __dmul_rn(a.v, b.d1));
    r.d2 = __dadd_rn(__dadd_rn(__dmul_rn(a.d2, b.v), __dmul_rn(2.0, __dmul_rn(a.d1, b.d1))), __dmul_rn(a.v, b.d2));
    return r;
}

__device__ __forceinline__ gsci_sp_jet gsci_sp_jet_scale(double k, gsci_sp_jet a) {
    gsci_sp_jet r;
    r.v = __dmul_rn(k, a.v);
    r.d1 = __dmul_rn(k, a.d1);
    r.d2 = __dmul_rn(k, a.d2);
    return r;
}

__device__ __noinline__ gsci_sp_jet gsci_sp_sph_legendre_p_jet(long long n, long long m, double theta) {
    const double pi = 3.141592653589793;
    double sn = sin(theta), cs = cos(theta);
    gsci_sp_jet s = sn < 0.0 ? gsci_sp_jet{-sn, -cs, sn} : gsci_sp_jet{sn, cs, -sn};
    gsci_sp_jet c = gsci_sp_jet{cs, -sn, -cs};
    gsci_sp_jet p = gsci_sp_jet{0.5 / sqrt(pi), 0.0, 0.0};
    for (long long k = 1; k <= m; ++k) {
        double kf = (double)k;
        p = gsci_sp_jet_mul(p, gsci_sp_jet_scale(-sqrt((2.0 * kf + 1.0) / (2.0 * kf)), s));
    }
    if (n == m) return p;
    double mf = (double)m;
    gsci_sp_jet p_prev = p;
    gsci_sp_jet p_cur = gsci_sp_jet_mul(gsci_sp_jet_scale(sqrt(2.0 * mf + 3.0), c), p);
    for (long long j = m + 2; j <= n; ++j) {
        double jf = (double)j;
        double a = sqrt((4.0 * jf * jf - 1.0) / (jf * jf - mf * mf));
        double b = sqrt(((jf - 1.0) * (jf - 1.0) - mf * mf) / (4.0 * (jf - 1.0) * (jf - 1.0) - 1.0));
        gsci_sp_jet cp = gsci_sp_jet_mul(c, p_cur);
        gsci_sp_jet bp = gsci_sp_jet_scale(b, p_prev);
        gsci_sp_jet next = gsci_sp_jet_scale(a, gsci_sp_jet{__dsub_rn(cp.v, bp.v), __dsub_rn(cp.d1, bp.d1), __dsub_rn(cp.d2, bp.d2)});
        p_prev = p_cur;
        p_cur = next;
    }
    return p_cur;
}

// (p + 0i) * w with SciPy's signed zeros.
__device__ __forceinline__ gsci_c128 gsci_sp_real_times(double p, gsci_c128 w) {
    return gsci_c128{__dsub_rn(__dmul_rn(p, w.re), __dmul_rn(0.0, w.im)), __dadd_rn(__dmul_rn(p, w.im), __dmul_rn(0.0, w.re))};
}

// The jets of P (signed, zero for n < 0 or |m| > n) and of exp(i m phi) (value, d/dphi, d2/dphi2).
__device__ void gsci_sp_sph_harm_jets(long long n, long long m, double theta, double phi, gsci_sp_jet* p, gsci_c128* e) {
    if (n < 0) {  // SciPy's zero, whatever the angles
        *p = gsci_sp_jet{0.0, 0.0, 0.0};
        e[0] = e[1] = e[2] = gsci_c128{0.0, 0.0};
        return;
    }
    unsigned long long ma = m < 0 ? 0ULL - (unsigned long long)m : (unsigned long long)m;
    if (ma > (unsigned long long)n) {
        *p = gsci_sp_jet{0.0, 0.0, 0.0};
    } else {
        *p = gsci_sp_sph_legendre_p_jet(n, (long long)ma, theta);
        if (m < 0 && (ma % 2ULL) == 1ULL) *p = gsci_sp_jet{-p->v, -p->d1, -p->d2};
    }
    double mf = (double)m;
    double mphi = mf * phi;
    double sn = sin(mphi), cs = cos(mphi);
    double mm = mf * mf;
    e[0] = gsci_c128{cs, sn};
    e[1] = gsci_c128{__dmul_rn(-mf, sn), __dmul_rn(mf, cs)};
    e[2] = gsci_c128{__dmul_rn(-mm, cs), __dmul_rn(-mm, sn)};
}

// Y and its gradient (dY/dtheta, dY/dphi): SciPy's sph_harm_y(diff_n=1).
__device__ void gsci_sp_sph_harm_y_d1(long long n, long long m, double theta, double phi, gsci_c128* y, gsci_c128* yt, gsci_c128* yp) {
    gsci_sp_jet p;
    gsci_c128 e[3];
    gsci_sp_sph_harm_jets(n, m, theta, phi, &p, e);
    *y = gsci_sp_real_times(p.v, e[0]);
    *yt = gsci_sp_real_times(p.d1, e[0]);
    *yp = gsci_sp_real_times(p.v, e[1]);
}

// The Hessian of Y (tt, tp, pp): SciPy's sph_harm_y(diff_n=2).
__device__ void gsci_sp_sph_harm_y_d2(long long n, long long m, double theta, double phi, gsci_c128* ytt, gsci_c128* ytp, gsci_c128* ypp) {
    gsci_sp_jet p;
    gsci_c128 e[3];
    gsci_sp_sph_harm_jets(n, m, theta, phi, &p, e);
    *ytt = gsci_sp_real_times(p.d2, e[0]);
    *ytp = gsci_sp_real_times(p.d1, e[1]);
    *ypp = gsci_sp_real_times(p.v, e[2]);
}
