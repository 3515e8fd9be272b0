// gsci-special: the confluent hypergeometric functions of real parameters and a complex argument
// (gsci_sp_hyp1f1_c, gsci_sp_hyp0f1_c), the GPU twin of special/src/scalar/hyp_complex.rs: the
// same algorithms, step for step, with the same constants (SciPy 1.17.1: xsf's specfun cchg,
// Zhang & Jin's CHGM for a complex argument, and SciPy's _hyp0f1_cmplx; see that file's header).
// Private helpers are prefixed gsci_sp_hc_. Uses amos.cuh (gsci_sp_iv_c, gsci_sp_jv_c) and
// hyp2f1_complex.cuh (C's complex product and quotient), which precede this file. Products that feed a sum use __dmul_rn (never
// contracted into an FMA), so both backends round them alike.

#define GSCI_SP_HC_PI 3.141592653589793
#define GSCI_SP_HC_INF __longlong_as_double(0x7ff0000000000000ULL)
#define GSCI_SP_HC_NAN __longlong_as_double(0x7ff8000000000000ULL)
#define GSCI_SP_HC_DBL_MIN 2.2250738585072014e-308
#define GSCI_SP_HC_DBL_MAX 1.7976931348623157e308

// C's (int)v on x86: truncation, INT_MIN outside int's range and for NaN.
__device__ __forceinline__ int gsci_sp_hc_int(double v) {
    if (v > -2147483649.0 && v < 2147483648.0) return (int)trunc(v);
    return (int)0x80000000;
}

__device__ __forceinline__ gsci_c128 gsci_sp_hc_rscale(double r, gsci_c128 w) {
    return gsci_c128{__dmul_rn(r, w.re), __dmul_rn(r, w.im)};
}
__device__ __forceinline__ gsci_c128 gsci_sp_hc_rdiv(gsci_c128 w, double r) {
    return gsci_c128{w.re / r, w.im / r};
}
__device__ __forceinline__ gsci_c128 gsci_sp_hc_radd(double r, gsci_c128 w) {
    return gsci_c128{w.re + r, w.im};
}
__device__ __forceinline__ gsci_c128 gsci_sp_hc_sub(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{a.re - b.re, a.im - b.im};
}
__device__ __forceinline__ gsci_c128 gsci_sp_hc_neg(gsci_c128 a) { return gsci_c128{-a.re, -a.im}; }

// glibc's cexp.
__device__ gsci_c128 gsci_sp_hc_exp(gsci_c128 z) {
    double x = z.re, y = z.im;
    if (isfinite(x)) {
        if (!isfinite(y)) return gsci_c128{GSCI_SP_HC_NAN, GSCI_SP_HC_NAN};
        const double t = 709.0;
        double s, c;
        if (fabs(y) > GSCI_SP_HC_DBL_MIN) {
            sincos(y, &s, &c);
        } else {
            s = y;
            c = 1.0;
        }
        if (x > t) {
            double et = exp(t);
            x -= t;
            s *= et;
            c *= et;
            if (x > t) {
                x -= t;
                s *= et;
                c *= et;
            }
        }
        if (x > t) return gsci_c128{GSCI_SP_HC_DBL_MAX * c, GSCI_SP_HC_DBL_MAX * s};
        double e = exp(x);
        return gsci_c128{e * c, e * s};
    }
    if (isinf(x)) {
        if (isfinite(y)) {
            double value = signbit(x) ? 0.0 : GSCI_SP_HC_INF;
            if (y == 0.0) return gsci_c128{value, y};
            double s, c;
            if (fabs(y) > GSCI_SP_HC_DBL_MIN) {
                sincos(y, &s, &c);
            } else {
                s = y;
                c = 1.0;
            }
            return gsci_c128{copysign(value, c), copysign(value, s)};
        }
        if (!signbit(x)) return gsci_c128{GSCI_SP_HC_INF, y - y};
        return gsci_c128{0.0, copysign(0.0, y)};
    }
    if (y == 0.0) return gsci_c128{GSCI_SP_HC_NAN, y};
    return gsci_c128{GSCI_SP_HC_NAN, GSCI_SP_HC_NAN};
}

// glibc's csqrt.
__device__ gsci_c128 gsci_sp_hc_sqrt(gsci_c128 z) {
    double x = z.re, y = z.im;
    if (!isfinite(x) || !isfinite(y)) {
        if (isinf(y)) return gsci_c128{GSCI_SP_HC_INF, y};
        if (isinf(x)) {
            if (x < 0.0) return gsci_c128{isnan(y) ? GSCI_SP_HC_NAN : 0.0, copysign(GSCI_SP_HC_INF, y)};
            return gsci_c128{x, isnan(y) ? GSCI_SP_HC_NAN : copysign(0.0, y)};
        }
        return gsci_c128{GSCI_SP_HC_NAN, GSCI_SP_HC_NAN};
    }
    if (y == 0.0) {
        if (x < 0.0) return gsci_c128{0.0, copysign(sqrt(-x), y)};
        return gsci_c128{fabs(sqrt(x)), copysign(0.0, y)};
    }
    if (x == 0.0) {
        double r = fabs(y) >= 2.0 * GSCI_SP_HC_DBL_MIN ? sqrt(0.5 * fabs(y)) : 0.5 * sqrt(2.0 * fabs(y));
        return gsci_c128{r, copysign(r, y)};
    }
    int sc = 0;
    if (fabs(x) > GSCI_SP_HC_DBL_MAX / 4.0) {
        sc = 1;
        x = scalbn(x, -2);
        y = scalbn(y, -2);
    }
    if (fabs(y) > GSCI_SP_HC_DBL_MAX / 4.0) {
        sc = 1;
        x = fabs(x) >= 4.0 * GSCI_SP_HC_DBL_MIN ? scalbn(x, -2) : 0.0;
        y = scalbn(y, -2);
    } else if (fabs(x) < 2.0 * GSCI_SP_HC_DBL_MIN && fabs(y) < 2.0 * GSCI_SP_HC_DBL_MIN) {
        sc = -((53 + 1) / 2);
        x = scalbn(x, -2 * sc);
        y = scalbn(y, -2 * sc);
    }
    double d = hypot(x, y), r, s;
    if (x > 0.0) {
        r = sqrt(0.5 * (d + x));
        if (sc == 1 && fabs(y) < 1.0) {
            s = y / r;
            r = scalbn(r, sc);
            sc = 0;
        } else {
            s = 0.5 * (y / r);
        }
    } else {
        s = sqrt(0.5 * (d - x));
        if (sc == 1 && fabs(y) < 1.0) {
            r = fabs(y / s);
            s = scalbn(s, sc);
            sc = 0;
        } else {
            r = fabs(0.5 * (y / s));
        }
    }
    if (sc != 0) {
        r = scalbn(r, sc);
        s = scalbn(s, sc);
    }
    return gsci_c128{r, copysign(s, y)};
}

// glibc's __x2y2m1: x^2 + y^2 - 1, the squares split exactly by FMA, the five terms summed in
// order of magnitude with exact two-sums.
__device__ __forceinline__ void gsci_sp_hc_sort_abs(double* v, int lo, int n) {
    for (int i = lo + 1; i < n; i++) {
        double t = v[i];
        int j = i - 1;
        while (j >= lo && fabs(v[j]) > fabs(t)) {
            v[j + 1] = v[j];
            j--;
        }
        v[j + 1] = t;
    }
}
__device__ double gsci_sp_hc_x2y2m1(double x, double y) {
    double x2 = __dmul_rn(x, x), y2 = __dmul_rn(y, y);
    double v[5] = {fma(x, x, -x2), x2, fma(y, y, -y2), y2, -1.0};
    gsci_sp_hc_sort_abs(v, 0, 5);
    for (int i = 0; i <= 3; i++) {
        double h = __dadd_rn(v[i + 1], v[i]);
        double l = __dadd_rn(__dsub_rn(v[i + 1], h), v[i]);
        v[i + 1] = h;
        v[i] = l;
        gsci_sp_hc_sort_abs(v, i + 1, 5);
    }
    return v[4] + v[3] + v[2] + v[1] + v[0];
}

// glibc's clog.
__device__ gsci_c128 gsci_sp_hc_log(gsci_c128 z) {
    double x = z.re, y = z.im;
    if (x == 0.0 && y == 0.0) {
        double im = signbit(x) ? GSCI_SP_HC_PI : 0.0;
        return gsci_c128{-1.0 / fabs(x), copysign(im, y)};
    }
    if (isnan(x) || isnan(y)) {
        return gsci_c128{(isinf(x) || isinf(y)) ? GSCI_SP_HC_INF : GSCI_SP_HC_NAN, GSCI_SP_HC_NAN};
    }
    double ax = fabs(x), ay = fabs(y);
    if (ax < ay) {
        double t = ax;
        ax = ay;
        ay = t;
    }
    int sc = 0;
    if (ax > GSCI_SP_HC_DBL_MAX / 2.0) {
        sc = -1;
        ax = scalbn(ax, sc);
        ay = ay >= GSCI_SP_HC_DBL_MIN * 2.0 ? scalbn(ay, sc) : 0.0;
    } else if (ax < GSCI_SP_HC_DBL_MIN && ay < GSCI_SP_HC_DBL_MIN) {
        sc = 53;
        ax = scalbn(ax, sc);
        ay = scalbn(ay, sc);
    }
    double re;
    if (ax == 1.0 && sc == 0) {
        re = log1p(__dmul_rn(ay, ay)) / 2.0;
    } else if (ax > 1.0 && ax < 2.0 && ay < 1.0 && sc == 0) {
        double d2m1 = __dmul_rn(ax - 1.0, ax + 1.0);
        if (ay >= 2.220446049250313e-16) d2m1 = __dadd_rn(d2m1, __dmul_rn(ay, ay));
        re = log1p(d2m1) / 2.0;
    } else if (ax < 1.0 && ax >= 0.5 && ay < 2.220446049250313e-16 / 2.0 && sc == 0) {
        re = log1p(__dmul_rn(ax - 1.0, ax + 1.0)) / 2.0;
    } else if (ax < 1.0 && ax >= 0.5 && sc == 0 && __dadd_rn(__dmul_rn(ax, ax), __dmul_rn(ay, ay)) >= 0.5) {
        re = log1p(gsci_sp_hc_x2y2m1(ax, ay)) / 2.0;
    } else {
        re = __dsub_rn(log(hypot(ax, ay)), __dmul_rn((double)sc, 0.6931471805599453));
    }
    return gsci_c128{re, atan2(y, x)};
}

// libstdc++'s pow(complex<double>, double): the real power on the positive axis, else
// polar(exp(y Re log w), y Im log w).
__device__ gsci_c128 gsci_sp_hc_pow(gsci_c128 w, double y) {
    if (w.im == 0.0 && w.re > 0.0) return gsci_c128{pow(w.re, y), 0.0};
    gsci_c128 t = gsci_sp_hc_log(w);
    double rho = exp(y * t.re);
    double theta = y * t.im;
    double s, c;
    sincos(theta, &s, &c);
    return gsci_c128{rho * c, rho * s};
}

// Cephes's sinpi (xsf's).
__device__ double gsci_sp_hc_sinpi(double x) {
    double s = 1.0;
    if (x < 0.0) {
        x = -x;
        s = -1.0;
    }
    double r = fmod(x, 2.0);
    if (r < 0.5) return s * sin(GSCI_SP_HC_PI * r);
    if (r > 1.5) return s * sin(GSCI_SP_HC_PI * (r - 2.0));
    return -s * sin(GSCI_SP_HC_PI * (r - 1.0));
}

__constant__ double gsci_sp_hc_gam_p[7] = {1.60119522476751861407E-4, 1.19135147006586384913E-3,
                                           1.04213797561761569935E-2, 4.76367800457137231464E-2,
                                           2.07448227648435975150E-1, 4.94214826801497100753E-1,
                                           9.99999999999999996796E-1};
__constant__ double gsci_sp_hc_gam_q[8] = {-2.31581873324120129819E-5, 5.39605580493303397842E-4,
                                           -4.45641913851797240494E-3, 1.18139785222060435552E-2,
                                           3.58236398605498653373E-2,  -2.34591795718243348568E-1,
                                           7.14304917030273074085E-2,  1.00000000000000000320E0};
__constant__ double gsci_sp_hc_gam_stir[5] = {7.87311395793093628397E-4, -2.29549961613378126380E-4,
                                              -2.68132617805781232825E-3, 3.47222221605458667310E-3,
                                              8.33333333333482257126E-2};

__device__ double gsci_sp_hc_polevl(double x, const double* c, int n) {
    double r = c[0];
    for (int i = 1; i <= n; i++) r = __dadd_rn(__dmul_rn(r, x), c[i]);
    return r;
}

__device__ double gsci_sp_hc_stirf(double x) {
    if (x >= 171.624376956302725) return GSCI_SP_HC_INF;
    double w = 1.0 / x;
    w = __dadd_rn(1.0, __dmul_rn(w, gsci_sp_hc_polevl(w, gsci_sp_hc_gam_stir, 4)));
    double y = exp(x);
    if (x > 143.01608) {
        double v = pow(x, 0.5 * x - 0.25);
        y = v * (v / y);
    } else {
        y = pow(x, x - 0.5) / y;
    }
    return 2.50662827463100050242E0 * y * w;
}

// Cephes's Gamma (xsf's gamma(double), which SciPy's _hyp0f1_cmplx calls).
__device__ __noinline__ double gsci_sp_hc_cephes_gamma(double x) {
    if (!isfinite(x)) return x > 0.0 ? x : GSCI_SP_HC_NAN;
    if (x == 0.0) return copysign(GSCI_SP_HC_INF, x);
    double q = fabs(x), p, z;
    if (q > 33.0) {
        if (x < 0.0) {
            p = floor(q);
            if (p == q) return GSCI_SP_HC_NAN;
            double sg = (((long long)p) & 1) == 0 ? -1.0 : 1.0;
            z = q - p;
            if (z > 0.5) {
                p += 1.0;
                z = q - p;
            }
            z = q * gsci_sp_hc_sinpi(z);
            if (z == 0.0) return sg * GSCI_SP_HC_INF;
            z = fabs(z);
            return sg * (GSCI_SP_HC_PI / (z * gsci_sp_hc_stirf(q)));
        }
        return gsci_sp_hc_stirf(x);
    }
    z = 1.0;
    while (x >= 3.0) {
        x -= 1.0;
        z *= x;
    }
    while (x < 0.0) {
        if (x > -1.0e-9) goto small;
        z /= x;
        x += 1.0;
    }
    while (x < 2.0) {
        if (x < 1.0e-9) goto small;
        z /= x;
        x += 1.0;
    }
    if (x == 2.0) return z;
    x -= 2.0;
    return z * gsci_sp_hc_polevl(x, gsci_sp_hc_gam_p, 6) / gsci_sp_hc_polevl(x, gsci_sp_hc_gam_q, 7);
small:
    if (x == 0.0) return GSCI_SP_HC_NAN;
    return z / (__dmul_rn(__dadd_rn(1.0, __dmul_rn(0.5772156649015329, x)), x));
}

// NumPy's naive complex product (npymath's cmul).
__device__ __forceinline__ gsci_c128 gsci_sp_hc_nmul(gsci_c128 p, gsci_c128 q) {
    return gsci_c128{__dsub_rn(__dmul_rn(p.re, q.re), __dmul_rn(p.im, q.im)),
                     __dadd_rn(__dmul_rn(p.re, q.im), __dmul_rn(p.im, q.re))};
}

// NumPy's npy_cpow(a, b) for a real b: repeated products for an integer |b| < 100, else glibc's
// cpow, cexp(b log a).
__device__ gsci_c128 gsci_sp_hc_npy_cpow(gsci_c128 a, double br) {
    if (br == 0.0) return gsci_c128{1.0, 0.0};
    if (a.re == 0.0 && a.im == 0.0) {
        if (br > 0.0) return gsci_c128{0.0, 0.0};
        return gsci_c128{GSCI_SP_HC_NAN, GSCI_SP_HC_NAN};
    }
    if (br > -100.0 && br < 100.0 && trunc(br) == br) {
        long long n = (long long)br;
        if (n == 1) return a;
        if (n == 2) return gsci_sp_hc_nmul(a, a);
        if (n == 3) return gsci_sp_hc_nmul(a, gsci_sp_hc_nmul(a, a));
        if (n < 0) n = -n;
        gsci_c128 aa = gsci_c128{1.0, 0.0}, p = a;
        long long mask = 1;
        while (true) {
            if (n & mask) aa = gsci_sp_hc_nmul(aa, p);
            mask <<= 1;
            if (n < mask) break;
            p = gsci_sp_hc_nmul(p, p);
        }
        if (br < 0.0) {
            double xr = aa.re, xi = aa.im, abr = fabs(xr), abi = fabs(xi);
            if (abr >= abi) {
                if (abr == 0.0 && abi == 0.0) return gsci_c128{1.0 / abr, 0.0 / abi};
                double rat = xi / xr;
                double scl = 1.0 / __dadd_rn(xr, __dmul_rn(xi, rat));
                return gsci_c128{__dmul_rn(__dadd_rn(1.0, __dmul_rn(0.0, rat)), scl), __dmul_rn(0.0 - rat, scl)};
            }
            double rat = xr / xi;
            double scl = 1.0 / __dadd_rn(xi, __dmul_rn(xr, rat));
            return gsci_c128{__dmul_rn(rat + 0.0, scl), __dmul_rn(__dsub_rn(__dmul_rn(0.0, rat), 1.0), scl)};
        }
        return aa;
    }
    return gsci_sp_hc_exp(gsci_sp_h2c_mul(gsci_c128{br, 0.0}, gsci_sp_hc_log(a)));
}

__constant__ double gsci_sp_hc_cgama_a[10] = {
    8.333333333333333e-02,  -2.777777777777778e-03, 7.936507936507937e-04,
    -5.952380952380952e-04, 8.417508417508418e-04,  -1.917526917526918e-03,
    6.410256410256410e-03,  -2.955065359477124e-02, 1.796443723688307e-01,
    -1.392432216905900e+00};

// Zhang & Jin's CGAMA with kf = 0: ln Gamma(x + iy) ((1e300, 0) at the poles).
__device__ __noinline__ gsci_c128 gsci_sp_hc_cgama_ln(gsci_c128 z) {
    const double pi = GSCI_SP_HC_PI;
    double xx = z.re, yy = z.im;
    gsci_c128 z1, zz = z;
    if (yy == 0.0 && xx <= 0.0 && xx == (double)gsci_sp_hc_int(xx)) {
        return gsci_c128{1e300, 0.0};
    } else if (xx < 0.0) {
        z1 = zz;
        zz = gsci_sp_hc_neg(zz);
        xx = -xx;
        yy = -yy;
    } else {
        z1 = gsci_c128{xx, 0.0};
    }
    double x0 = xx;
    int na = 0;
    if (xx <= 7.0) {
        na = gsci_sp_hc_int(7.0 - xx);
        x0 = xx + na;
    }
    double az0 = hypot(x0, yy);
    double th = atan(yy / x0);
    double gr = __dadd_rn(__dsub_rn(__dsub_rn(__dmul_rn(x0 - 0.5, log(az0)), __dmul_rn(th, yy)), x0),
                          __dmul_rn(0.5, log(2.0 * pi)));
    double gi = __dsub_rn(__dadd_rn(__dmul_rn(th, x0 - 0.5), __dmul_rn(yy, log(az0))), yy);
    for (int k = 1; k < 11; k++) {
        double t = pow(az0, (double)(1 - 2 * k));
        gr = __dadd_rn(gr, __dmul_rn(__dmul_rn(gsci_sp_hc_cgama_a[k - 1], t), cos(__dmul_rn(2.0 * k - 1.0, th))));
        gi = __dadd_rn(gi, __dmul_rn(__dmul_rn(-gsci_sp_hc_cgama_a[k - 1], t), sin(__dmul_rn(2.0 * k - 1.0, th))));
    }
    if (xx <= 7.0) {
        double gr1 = 0.0, gi1 = 0.0;
        for (int j = 0; j < na; j++) {
            gr1 = __dadd_rn(gr1, 0.5 * log(__dadd_rn(pow(xx + j, 2.0), __dmul_rn(yy, yy))));
            gi1 += atan(yy / (xx + j));
        }
        gr -= gr1;
        gi -= gi1;
    }
    if (z1.re < 0.0) {
        double az = gsci_sp_h2c_abs(zz);
        double th1 = atan(yy / xx);
        double sr = __dmul_rn(-sin(pi * xx), cosh(pi * yy));
        double si = __dmul_rn(-cos(pi * xx), sinh(pi * yy));
        double az1 = hypot(sr, si);
        double th2 = atan(si / sr);
        if (sr < 0.0) th2 += pi;
        gr = log(pi / __dmul_rn(az, az1)) - gr;
        gi = -th1 - th2 - gi;
    }
    return gsci_c128{gr, gi};
}

// Zhang & Jin's CHGM for a complex argument (xsf's specfun::cchg); 1e300 flags a pole.
__device__ __noinline__ gsci_c128 gsci_sp_hc_cchg(double a, double b, gsci_c128 z) {
    const double pi = GSCI_SP_HC_PI;
    double a0 = a;
    gsci_c128 cy0 = gsci_c128{0.0, 0.0}, cy1 = gsci_c128{0.0, 0.0};
    if (b == 0.0 || b == (double)(int)(0u - (unsigned)gsci_sp_hc_int(fabs(b)))) return gsci_c128{1e300, 0.0};
    if (a == 0.0 || (z.re == 0.0 && z.im == 0.0)) return gsci_c128{1.0, 0.0};
    if (a == -1.0) {
        gsci_c128 q = gsci_sp_hc_rdiv(z, b);
        return gsci_c128{-q.re + 1.0, -q.im};
    }
    if (a == b) return gsci_sp_hc_exp(z);
    if (a - b == 1.0) return gsci_sp_h2c_mul(gsci_sp_hc_radd(1.0, gsci_sp_hc_rdiv(z, b)), gsci_sp_hc_exp(z));
    if (a == 1.0 && b == 2.0) {
        gsci_c128 e = gsci_sp_hc_exp(z);
        return gsci_sp_h2c_div(gsci_c128{e.re - 1.0, e.im}, z);
    }
    gsci_c128 chg;
    if (a == (double)gsci_sp_hc_int(a) && a < 0.0) {
        int m = gsci_sp_hc_int(-a);
        gsci_c128 cr = gsci_c128{1.0, 0.0};
        chg = gsci_c128{1.0, 0.0};
        int mp1 = (int)((unsigned)m + 1u);
        for (int k = 1; k < mp1; k++) {
            cr = gsci_sp_h2c_mul(
                gsci_sp_hc_rdiv(gsci_sp_hc_rdiv(gsci_sp_hc_rscale(a + k - 1.0, cr), (double)k), b + k - 1.0), z);
            chg = gsci_sp_h2c_add(chg, cr);
        }
        return chg;
    }
    double x0 = z.re;
    if (x0 < 0.0) {
        a = b - a;
        a0 = a;
        z = gsci_sp_hc_neg(z);
    }
    int nl = 0, la = 0;
    if (a >= 2.0) {
        nl = 1;
        la = gsci_sp_hc_int(a);
        a -= (double)(int)((unsigned)la + 1u);
    }
    int ns = 0;
    chg = gsci_c128{0.0, 0.0};
    for (int n = 0; n < nl + 1; n++) {
        if (a0 >= 2.0) a += 1.0;
        if (gsci_sp_h2c_abs(z) < 20.0 + fabs(b) || a < 0.0) {
            chg = gsci_c128{1.0, 0.0};
            gsci_c128 chw = gsci_c128{0.0, 0.0}, crg = gsci_c128{1.0, 0.0};
            for (int j = 1; j < 501; j++) {
                crg = gsci_sp_h2c_mul(
                    gsci_sp_hc_rdiv(gsci_sp_hc_rscale(a + j - 1.0, crg), __dmul_rn((double)j, b + j - 1.0)), z);
                chg = gsci_sp_h2c_add(chg, crg);
                if (gsci_sp_h2c_abs(gsci_sp_h2c_div(gsci_sp_hc_sub(chg, chw), chg)) < 1e-15) break;
                chw = chg;
            }
        } else {
            gsci_c128 cg1 = gsci_sp_hc_cgama_ln(gsci_c128{a, 0.0});
            gsci_c128 cg2 = gsci_sp_hc_cgama_ln(gsci_c128{b, 0.0});
            gsci_c128 cg3 = gsci_sp_hc_cgama_ln(gsci_c128{b - a, 0.0});
            gsci_c128 cs1 = gsci_c128{1.0, 0.0}, cs2 = gsci_c128{1.0, 0.0};
            gsci_c128 cr1 = gsci_c128{1.0, 0.0}, cr2 = gsci_c128{1.0, 0.0};
            for (int i = 1; i <= 8; i++) {
                double fi = (double)i;
                cr1 = gsci_sp_h2c_div(gsci_sp_hc_rscale(a - b + fi, gsci_sp_hc_rscale(a + fi - 1.0, gsci_sp_hc_neg(cr1))),
                                      gsci_sp_hc_rscale(fi, z));
                cr2 = gsci_sp_h2c_div(gsci_sp_hc_rscale(fi - a, gsci_sp_hc_rscale(b - a + fi - 1.0, cr2)),
                                      gsci_sp_hc_rscale(fi, z));
                cs1 = gsci_sp_h2c_add(cs1, cr1);
                cs2 = gsci_sp_h2c_add(cs2, cr2);
            }
            double x = z.re, y = z.im, phi;
            if (x == 0.0 && y >= 0.0) {
                phi = 0.5 * pi;
            } else if (x == 0.0 && y <= 0.0) {
                phi = -0.5 * pi;
            } else {
                phi = atan(y / x);
            }
            if (phi > -0.5 * pi && phi < 1.5 * pi) ns = 1;
            if (phi > -1.5 * pi && phi <= -0.5 * pi) ns = -1;
            double fns = (double)ns;
            gsci_c128 cfac = gsci_sp_hc_exp(gsci_c128{__dmul_rn(__dmul_rn(fns * 0.0, pi), a), __dmul_rn(__dmul_rn(fns * 1.0, pi), a)});
            if (y == 0.0) cfac = gsci_c128{cos(pi * a), 0.0};
            gsci_c128 chg1 = gsci_sp_h2c_mul(
                gsci_sp_h2c_mul(gsci_sp_h2c_mul(gsci_sp_hc_exp(gsci_sp_hc_sub(cg2, cg3)), gsci_sp_hc_pow(z, -a)), cfac), cs1);
            gsci_c128 chg2 = gsci_sp_h2c_mul(
                gsci_sp_h2c_mul(gsci_sp_hc_exp(gsci_sp_h2c_add(gsci_sp_hc_sub(cg2, cg1), z)), gsci_sp_hc_pow(z, a - b)), cs2);
            chg = gsci_sp_h2c_add(chg1, chg2);
        }
        if (n == 0) cy0 = chg;
        if (n == 1) cy1 = chg;
    }
    if (a0 >= 2.0) {
        for (int i = 1; i < la; i++) {
            gsci_c128 t = gsci_sp_h2c_add(gsci_sp_h2c_mul(gsci_sp_hc_radd(2.0 * a - b, z), cy1), gsci_sp_hc_rscale(b - a, cy0));
            chg = gsci_sp_hc_rdiv(t, a);
            cy0 = cy1;
            cy1 = chg;
            a += 1.0;
        }
    }
    if (x0 < 0.0) chg = gsci_sp_h2c_mul(chg, gsci_sp_hc_exp(gsci_sp_hc_neg(z)));
    return chg;
}

// 1F1(a; b; z) of a complex z: SciPy's ddD->D loop (xsf's hyp1f1: inf + 0i at the poles).
__device__ gsci_c128 gsci_sp_hyp1f1_c(double a, double b, gsci_c128 z) {
    gsci_c128 out = gsci_sp_hc_cchg(a, b, z);
    if (out.re == 1e300) out.re = GSCI_SP_HC_INF;
    return out;
}

// 0F1(; v; z) of a complex z: SciPy's dD->D loop (_hyp0f1_cmplx, in Cython's complex arithmetic:
// naive products, a real operand promoted to (x, 0), quotients by a real componentwise).
__device__ gsci_c128 gsci_sp_hyp0f1_c(double v, gsci_c128 z) {
    if (v <= 0.0 && v == floor(v)) return gsci_c128{GSCI_SP_HC_NAN, 0.0};
    if (z.re == 0.0 && z.im == 0.0 && v != 0.0) return gsci_c128{1.0, 0.0};
    if (gsci_sp_h2c_abs(z) < 1e-6 * (1.0 + fabs(v))) {
        gsci_c128 q = gsci_sp_hc_rdiv(z, v);
        gsci_c128 t1 = gsci_c128{1.0 + q.re, 0.0 + q.im};
        gsci_c128 t2 = gsci_sp_hc_rdiv(gsci_sp_hc_nmul(z, z), __dmul_rn(2.0 * v, v + 1.0));
        return gsci_sp_h2c_add(t1, t2);
    }
    const gsci_c128 two = gsci_c128{2.0, 0.0};
    gsci_c128 arg, r;
    if (z.re > 0.0) {
        arg = gsci_sp_hc_sqrt(z);
        r = gsci_sp_iv_c(v - 1.0, gsci_sp_hc_nmul(two, arg));
    } else {
        arg = gsci_sp_hc_sqrt(gsci_sp_hc_neg(z));
        r = gsci_sp_jv_c(v - 1.0, gsci_sp_hc_nmul(two, arg));
    }
    gsci_c128 g = gsci_c128{gsci_sp_hc_cephes_gamma(v), 0.0};
    return gsci_sp_hc_nmul(gsci_sp_hc_nmul(r, g), gsci_sp_hc_npy_cpow(arg, 1.0 - v));
}
