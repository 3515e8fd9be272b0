// gsci-special: elliptic device functions (gsci_sp_elliprf, gsci_sp_elliprd, gsci_sp_elliprc,
// gsci_sp_elliprj, gsci_sp_elliprg, gsci_sp_ellipk, gsci_sp_ellipkm1, gsci_sp_ellipe,
// gsci_sp_ellipkinc, gsci_sp_ellipeinc, gsci_sp_ellipj), the GPU twins of
// special/src/scalar/elliptic.rs: the same algorithm, step for step (see that file's header for the
// literature). This family has no coefficient tables: its series coefficients are the rational
// literals written in both files' expressions.
// Every helper is prefixed gsci_sp_ellip_; requires gsci_types.cuh (nothing from it is used here).

#define GSCI_SP_ELLIP_NAN __longlong_as_double(0x7ff8000000000000LL)
#define GSCI_SP_ELLIP_INF __longlong_as_double(0x7ff0000000000000LL)
#define GSCI_SP_ELLIP_PI 3.141592653589793
#define GSCI_SP_ELLIP_PI_2 1.5707963267948966
#define GSCI_SP_ELLIP_EPS 2.220446049250313e-16
#define GSCI_SP_ELLIP_Q 340.0

__device__ double gsci_sp_ellip_rf_core(double x0, double y0, double z0) {
    double x = x0, y = y0, z = z0;
    const double a0 = (x + y + z) / 3.0;
    const double q = GSCI_SP_ELLIP_Q * fmax(fmax(fabs(a0 - x), fabs(a0 - y)), fabs(a0 - z));
    double a = a0, f = 1.0;
    int n = 0;
    while (q * f >= fabs(a) && n < 100) {
        const double sx = sqrt(x), sy = sqrt(y), sz = sqrt(z);
        const double lam = sx * sy + sy * sz + sz * sx;
        x = 0.25 * (x + lam);
        y = 0.25 * (y + lam);
        z = 0.25 * (z + lam);
        a = 0.25 * (a + lam);
        f *= 0.25;
        n += 1;
    }
    const double xx = (a0 - x0) * f / a;
    const double yy = (a0 - y0) * f / a;
    const double zz = -(xx + yy);
    const double e2 = xx * yy - zz * zz;
    const double e3 = xx * yy * zz;
    const double s = 1.0 - e2 / 10.0 + e3 / 14.0 + e2 * e2 / 24.0 - 3.0 * e2 * e3 / 44.0
        - 5.0 * e2 * e2 * e2 / 208.0 + 3.0 * e3 * e3 / 104.0 + e2 * e2 * e3 / 16.0;
    return s / sqrt(a);
}

// Carlson's RF(x, y, z); scipy.special.elliprf (real).
__device__ double gsci_sp_elliprf(double x, double y, double z) {
    if (isnan(x) || isnan(y) || isnan(z) || x < 0.0 || y < 0.0 || z < 0.0) return GSCI_SP_ELLIP_NAN;
    if (isinf(x) || isinf(y) || isinf(z)) return 0.0;
    const int zeros = (x == 0.0) + (y == 0.0) + (z == 0.0);
    if (zeros >= 2) return GSCI_SP_ELLIP_INF;
    return gsci_sp_ellip_rf_core(x, y, z);
}

__device__ double gsci_sp_ellip_rd_core(double x0, double y0, double z0) {
    double x = x0, y = y0, z = z0;
    const double a0 = (x + y + 3.0 * z) / 5.0;
    const double q = 1.2 * GSCI_SP_ELLIP_Q * fmax(fmax(fabs(a0 - x), fabs(a0 - y)), fabs(a0 - z));
    double a = a0, f = 1.0, sum = 0.0;
    int n = 0;
    while (q * f >= fabs(a) && n < 100) {
        const double sx = sqrt(x), sy = sqrt(y), sz = sqrt(z);
        const double lam = sx * sy + sy * sz + sz * sx;
        sum += f / (sz * (z + lam));
        x = 0.25 * (x + lam);
        y = 0.25 * (y + lam);
        z = 0.25 * (z + lam);
        a = 0.25 * (a + lam);
        f *= 0.25;
        n += 1;
    }
    const double xx = (a0 - x0) * f / a;
    const double yy = (a0 - y0) * f / a;
    const double zz = -(xx + yy) / 3.0;
    const double xy = xx * yy;
    const double z2 = zz * zz;
    const double e2 = xy - 6.0 * z2;
    const double e3 = (3.0 * xy - 8.0 * z2) * zz;
    const double e4 = 3.0 * (xy - z2) * z2;
    const double e5 = xy * z2 * zz;
    const double s = 1.0 - 3.0 * e2 / 14.0 + e3 / 6.0 + 9.0 * e2 * e2 / 88.0 - 3.0 * e4 / 22.0
        - 9.0 * e2 * e3 / 52.0 + 3.0 * e5 / 26.0;
    return f * s / (a * sqrt(a)) + 3.0 * sum;
}

// Carlson's RD(x, y, z); scipy.special.elliprd (real).
__device__ double gsci_sp_elliprd(double x, double y, double z) {
    if (isnan(x) || isnan(y) || isnan(z) || x < 0.0 || y < 0.0 || z < 0.0) return GSCI_SP_ELLIP_NAN;
    if (isinf(x) || isinf(y) || isinf(z)) return 0.0;
    if (z == 0.0 || (x == 0.0 && y == 0.0)) return GSCI_SP_ELLIP_INF;
    return gsci_sp_ellip_rd_core(x, y, z);
}

__device__ double gsci_sp_ellip_rc_core(double x, double y) {
    if (x < y) {
        return atan(sqrt((y - x) / x)) / sqrt(y - x);
    } else if (x > y) {
        const double d = x - y;
        if (d < 0.5 * x) return atanh(sqrt(d / x)) / sqrt(d);
        return log((sqrt(x) + sqrt(d)) / sqrt(y)) / sqrt(d);
    }
    return 1.0 / sqrt(x);
}

// Carlson's RC(x, y) (principal value for y < 0); scipy.special.elliprc (real).
__device__ double gsci_sp_elliprc(double x, double y) {
    if (isnan(x) || isnan(y) || x < 0.0 || y == 0.0) return GSCI_SP_ELLIP_NAN;
    if (isinf(x) || isinf(y)) return 0.0;
    if (x == 0.0) x = 0.0;  // -0 is 0, as SciPy
    if (y > 0.0) return gsci_sp_ellip_rc_core(x, y);
    if (x == 0.0) return 0.0;
    return sqrt(x / (x - y)) * gsci_sp_ellip_rc_core(x - y, -y);
}

__device__ double gsci_sp_ellip_rj_core(double x0, double y0, double z0, double p0) {
    double x = x0, y = y0, z = z0, p = p0;
    const double a0 = (x + y + z + 2.0 * p) / 5.0;
    const double q = 1.2 * GSCI_SP_ELLIP_Q
        * fmax(fmax(fabs(a0 - x), fabs(a0 - y)), fmax(fabs(a0 - z), fabs(a0 - p)));
    double a = a0, f = 1.0, sum = 0.0;
    int n = 0;
    while (q * f >= fabs(a) && n < 100) {
        const double sx = sqrt(x), sy = sqrt(y), sz = sqrt(z), sp = sqrt(p);
        const double lam = sx * sy + sy * sz + sz * sx;
        const double alpha = p * (sx + sy + sz) + sx * sy * sz;
        const double beta = sp * (p + lam);
        sum += f * gsci_sp_ellip_rc_core(alpha * alpha, beta * beta);
        x = 0.25 * (x + lam);
        y = 0.25 * (y + lam);
        z = 0.25 * (z + lam);
        p = 0.25 * (p + lam);
        a = 0.25 * (a + lam);
        f *= 0.25;
        n += 1;
    }
    const double xx = (a0 - x0) * f / a;
    const double yy = (a0 - y0) * f / a;
    const double zz = (a0 - z0) * f / a;
    const double pp = -(xx + yy + zz) / 2.0;
    const double xyz = xx * yy * zz;
    const double p2 = pp * pp;
    const double e2 = xx * yy + xx * zz + yy * zz - 3.0 * p2;
    const double e3 = xyz + 2.0 * e2 * pp + 4.0 * p2 * pp;
    const double e4 = (2.0 * xyz + e2 * pp + 3.0 * p2 * pp) * pp;
    const double e5 = xyz * p2;
    const double s = 1.0 - 3.0 * e2 / 14.0 + e3 / 6.0 + 9.0 * e2 * e2 / 88.0 - 3.0 * e4 / 22.0
        - 9.0 * e2 * e3 / 52.0 + 3.0 * e5 / 26.0;
    return f * s / (a * sqrt(a)) + 3.0 * sum;
}

// Carlson's RJ(x, y, z, p) (Cauchy principal value for p < 0); scipy.special.elliprj (real).
__device__ double gsci_sp_elliprj(double x, double y, double z, double p) {
    if (isnan(x) || isnan(y) || isnan(z) || isnan(p) || x < 0.0 || y < 0.0 || z < 0.0) {
        return GSCI_SP_ELLIP_NAN;
    }
    if (p == 0.0) return GSCI_SP_ELLIP_NAN;
    if (isinf(x) || isinf(y) || isinf(z) || isinf(p)) return 0.0;
    const int zeros = (x == 0.0) + (y == 0.0) + (z == 0.0);
    if (zeros >= 2) return GSCI_SP_ELLIP_INF;
    if (p > 0.0) return gsci_sp_ellip_rj_core(x, y, z, p);
    double t;
    if (x > y) { t = x; x = y; y = t; }
    if (y > z) { t = y; y = z; z = t; }
    if (x > y) { t = x; x = y; y = t; }
    const double q = -p;
    const double zq = z + q;
    const double pn = (z * (x + y + q) - x * y) / zq;
    const double pnz = -(z - x) * (z - y) / zq;
    const double xy = x * y;
    const double pq = pn * q;
    const double r = __dadd_rn(__dsub_rn(__dmul_rn(pnz, gsci_sp_ellip_rj_core(x, y, z, pn)),
                                         __dmul_rn(3.0, gsci_sp_ellip_rf_core(x, y, z))),
                               __dmul_rn(__dmul_rn(3.0, sqrt(xy * z / (xy + pq))),
                                         gsci_sp_ellip_rc_core(xy + pq, pq)));
    return r / zq;
}

// RG for lo <= mid <= hi, mid > 0 (DLMF 19.21.10 with z = mid).
__device__ double gsci_sp_ellip_rg_sorted(double lo, double mid, double hi) {
    const double t1 = mid * gsci_sp_ellip_rf_core(lo, hi, mid);
    const double t2 = (mid - lo) * (hi - mid) * gsci_sp_ellip_rd_core(lo, hi, mid) / 3.0;
    const double t3 = sqrt(lo * hi / mid);
    return 0.5 * (t1 + t2 + t3);
}

// Carlson's RG(x, y, z); scipy.special.elliprg (real).
__device__ double gsci_sp_elliprg(double x, double y, double z) {
    if (isnan(x) || isnan(y) || isnan(z) || x < 0.0 || y < 0.0 || z < 0.0) return GSCI_SP_ELLIP_NAN;
    if (isinf(x) || isinf(y) || isinf(z)) return GSCI_SP_ELLIP_INF;
    // sort ascending
    double lo = x, mid = y, hi = z, t;
    if (lo > mid) { t = lo; lo = mid; mid = t; }
    if (mid > hi) { t = mid; mid = hi; hi = t; }
    if (lo > mid) { t = lo; lo = mid; mid = t; }
    if (mid == 0.0) return 0.5 * sqrt(hi);
    return gsci_sp_ellip_rg_sorted(lo, mid, hi);
}

// AGM(1, b) for finite b > 0.
__device__ double gsci_sp_ellip_agm1(double b) {
    double a = 1.0;
    int n = 0;
    while (fabs(a - b) > 2.0 * GSCI_SP_ELLIP_EPS * a && n < 60) {
        const double t = 0.5 * (a + b);
        b = sqrt(a * b);
        a = t;
        n += 1;
    }
    return 0.5 * (a + b);
}

// K(m); scipy.special.ellipk.
__device__ double gsci_sp_ellipk(double m) {
    if (isnan(m) || m > 1.0) return GSCI_SP_ELLIP_NAN;
    if (m == 1.0) return GSCI_SP_ELLIP_INF;
    if (m == -GSCI_SP_ELLIP_INF) return 0.0;
    const double b = sqrt(1.0 - m);
    if (isinf(b)) return 0.0;
    return GSCI_SP_ELLIP_PI_2 / gsci_sp_ellip_agm1(b);
}

// K(1 - p); scipy.special.ellipkm1.
__device__ double gsci_sp_ellipkm1(double p) {
    if (isnan(p) || p < 0.0) return GSCI_SP_ELLIP_NAN;
    if (p == 0.0) return GSCI_SP_ELLIP_INF;
    if (p == GSCI_SP_ELLIP_INF) return 0.0;
    return GSCI_SP_ELLIP_PI_2 / gsci_sp_ellip_agm1(sqrt(p));
}

// E(m); scipy.special.ellipe.
__device__ double gsci_sp_ellipe(double m) {
    if (isnan(m) || m > 1.0) return GSCI_SP_ELLIP_NAN;
    if (m == 1.0) return 1.0;
    if (m == 0.0) return GSCI_SP_ELLIP_PI_2;
    if (m == -GSCI_SP_ELLIP_INF) return GSCI_SP_ELLIP_INF;
    const double y = 1.0 - m;
    if (isinf(y)) return GSCI_SP_ELLIP_INF;
    if (y < 1.0) return 2.0 * gsci_sp_ellip_rg_sorted(0.0, y, 1.0);
    return 2.0 * gsci_sp_ellip_rg_sorted(0.0, 1.0, y);
}

// phi = n pi + r: n, sin r = (-1)^n sin phi, |cos r| = |cos phi|.
__device__ double gsci_sp_ellip_reduce_pi(double phi, double* s, double* c) {
    const double n = round(phi / GSCI_SP_ELLIP_PI);
    double sp, cp;
    sincos(phi, &sp, &cp);
    const bool odd = floor(0.5 * n) * 2.0 != n;
    *s = odd ? -sp : sp;
    *c = fabs(cp);
    return n;
}

// F(phi, m); scipy.special.ellipkinc.
__device__ double gsci_sp_ellipkinc(double phi, double m) {
    if (isnan(phi) || isnan(m) || m > 1.0) return GSCI_SP_ELLIP_NAN;
    if (m == -GSCI_SP_ELLIP_INF) return 0.0;
    if (isinf(phi)) return phi;
    if (m == 0.0) return phi;
    if (phi == 0.0 && m > 0.0 && m < 1.0) return 0.0;
    double s, c;
    const double n = gsci_sp_ellip_reduce_pi(phi, &s, &c);
    if (m == 1.0) {
        if (n != 0.0 || fabs(phi) >= GSCI_SP_ELLIP_PI_2) {
            return GSCI_SP_ELLIP_INF;
        }
        return asinh(tan(phi));
    }
    const double f = s * gsci_sp_elliprf(c * c, c * c + (1.0 - m) * (s * s), 1.0);
    if (n == 0.0) return f;
    return 2.0 * n * gsci_sp_ellipk(m) + f;
}

// E(phi, m); scipy.special.ellipeinc.
__device__ double gsci_sp_ellipeinc(double phi, double m) {
    if (isnan(phi) || isnan(m) || m > 1.0) return GSCI_SP_ELLIP_NAN;
    if (m == -GSCI_SP_ELLIP_INF) return GSCI_SP_ELLIP_INF;
    if (isinf(phi)) return phi;
    if (m == 0.0) return phi;
    if (phi == 0.0) return 0.0;
    double s, c;
    const double n = gsci_sp_ellip_reduce_pi(phi, &s, &c);
    const double c2 = c * c;
    const double m1 = 1.0 - m;
    const double d = c2 + m1 * (s * s);
    double e;
    if (m == 1.0) {
        e = s;
    } else if (m < 0.0) {
        e = s * gsci_sp_elliprf(c2, d, 1.0) - m / 3.0 * (s * s * s) * gsci_sp_elliprd(c2, d, 1.0);
    } else {
        const double s3 = s * s * s;
        e = m1 * s * gsci_sp_elliprf(c2, d, 1.0) + m * m1 / 3.0 * s3 * gsci_sp_elliprd(c2, 1.0, d);
        if (d > 0.0) e += m * s * c / sqrt(d);
    }
    if (n == 0.0) return e;
    return 2.0 * n * gsci_sp_ellipe(m) + e;
}

// Jacobi elliptic functions; scipy.special.ellipj: (sn, cn, dn, ph).
__device__ void gsci_sp_ellipj(double u, double m, double* sn, double* cn, double* dn, double* ph) {
    if (isnan(u) || isnan(m) || !(m >= 0.0 && m <= 1.0) || isinf(u)) {
        *sn = GSCI_SP_ELLIP_NAN; *cn = GSCI_SP_ELLIP_NAN; *dn = GSCI_SP_ELLIP_NAN; *ph = GSCI_SP_ELLIP_NAN;
        return;
    }
    if (m < 1e-9) {
        double t, b;
        sincos(u, &t, &b);
        const double ai = 0.25 * m * (u - t * b);
        *sn = t - ai * b;
        *cn = b + ai * t;
        *dn = 1.0 - 0.5 * m * t * t;
        *ph = u - ai;
        return;
    }
    if (m == 1.0) {
        // sn = tanh, cn = dn = sech, am = gd(u); NaN where cosh(u) sinh(u) overflows, as
        // SciPy's expansion (see scalar/elliptic.rs).
        const double bb = cosh(u);
        if (isinf(__dmul_rn(bb, sinh(u)))) {
            *sn = GSCI_SP_ELLIP_NAN; *cn = GSCI_SP_ELLIP_NAN; *dn = GSCI_SP_ELLIP_NAN; *ph = GSCI_SP_ELLIP_NAN;
            return;
        }
        const double c = 1.0 / bb;
        *sn = tanh(u);
        *cn = c;
        *dn = c;
        *ph = atan(sinh(u));
        return;
    }
    double a[16], c[16];
    a[0] = 1.0;
    double b = sqrt(1.0 - m);
    c[0] = sqrt(m);
    double twon = 1.0;
    int i = 0;
    while (fabs(c[i] / a[i]) > GSCI_SP_ELLIP_EPS && i < 15) {
        const double ai = a[i];
        i += 1;
        c[i] = 0.5 * (ai - b);
        const double t = sqrt(ai * b);
        a[i] = 0.5 * (ai + b);
        b = t;
        twon *= 2.0;
    }
    double phi = twon * a[i] * u;
    double prev = phi;
    while (i > 0) {
        const double t = c[i] * sin(phi) / a[i];
        prev = phi;
        phi = 0.5 * (asin(t) + phi);
        i -= 1;
    }
    double s, co;
    sincos(phi, &s, &co);
    *sn = s;
    *cn = co;
    *dn = co / cos(phi - prev);
    *ph = phi;
}
