// gsci-special: spherical Bessel functions j_n, y_n, i_n, k_n and their derivatives (integer
// order, real argument). The twin of src/scalar/bessel2.rs (one algorithm: SciPy's xsf
// sph_bessel.h and the reflection of scipy.special._spherical_bessel). Needs bessel.cuh
// (gsci_sp_jv, gsci_sp_iv, gsci_sp_kv).

#define GSCI_SP_KN_NEG_LIMIT 697.873566072629

__device__ double gsci_sp_sph_j(long long n, double x) {
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    if (isnan(x)) return x;
    if (n < 0) return nan;
    if (x < 0.0) {
        double r = gsci_sp_sph_j(n, -x);
        return (n % 2 == 0) ? r : -r;
    }
    if (isinf(x)) return 0.0;
    if (x == 0.0) return n == 0 ? 1.0 : 0.0;
    if (n > 0 && (double)n >= x) return sqrt(1.5707963267948966 / x) * gsci_sp_jv((double)n + 0.5, x);
    double s0 = sin(x) / x;
    if (n == 0) return s0;
    double s1 = __dsub_rn(s0, cos(x)) / x;
    if (n == 1) return s1;
    double sn = 0.0;
    for (long long i = 0; i < n - 1; ++i) {
        sn = __dsub_rn(__dmul_rn((double)(2 * i + 3), s1) / x, s0);
        s0 = s1;
        s1 = sn;
        if (isinf(sn)) return sn;
    }
    return sn;
}

__device__ double gsci_sp_sph_y(long long n, double x) {
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    if (isnan(x)) return x;
    if (n < 0) return nan;
    if (x < 0.0) {
        double r = gsci_sp_sph_y(n, -x);
        return (n % 2 == 1) ? r : -r;
    }
    if (isinf(x)) return 0.0;
    if (x == 0.0) return -__longlong_as_double(0x7ff0000000000000LL);
    double s0 = -cos(x) / x;
    if (n == 0) return s0;
    double s1 = __dsub_rn(s0, sin(x)) / x;
    if (n == 1) return s1;
    double sn = 0.0;
    for (long long i = 0; i < n - 1; ++i) {
        sn = __dsub_rn(__dmul_rn((double)(2 * i + 3), s1) / x, s0);
        s0 = s1;
        s1 = sn;
        if (isinf(sn)) return sn;
    }
    return sn;
}

__device__ double gsci_sp_sph_i(long long n, double x) {
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    if (isnan(x)) return x;
    if (n < 0) return nan;
    if (x < 0.0) {
        double r = gsci_sp_sph_i(n, -x);
        return (n % 2 == 0) ? r : -r;
    }
    if (x == 0.0) return n == 0 ? 1.0 : 0.0;
    if (isinf(x)) return x;
    if (x < 1e-5) {
        // i_n(x) = x^n / (2n+1)!! (1 + x^2 / (2(2n + 3))), as bessel2.rs.
        double p = 1.0;
        for (long long k = 1; k <= n && p != 0.0; ++k) p *= x / (double)(2 * k + 1);
        return p * (1.0 + __dmul_rn(x, x) / (2.0 * (2.0 * (double)n + 3.0)));
    }
    return sqrt(1.5707963267948966 / x) * gsci_sp_iv((double)n + 0.5, x);
}

__device__ double gsci_sp_sph_k(long long n, double x) {
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    if (isnan(x)) return x;
    if (n < 0) return nan;
    if (x == 0.0) return __longlong_as_double(0x7ff0000000000000LL);
    if (x < 0.0) {
        if (isinf(x)) return x;
        if (x < -GSCI_SP_KN_NEG_LIMIT) return nan;
        double sign = (n % 2 == 0) ? 1.0 : -1.0;
        double r = -__dadd_rn(__dmul_rn(3.141592653589793, gsci_sp_sph_i(n, -x)), __dmul_rn(sign, gsci_sp_sph_k(n, -x)));
        return isfinite(r) ? r : nan;
    }
    if (isinf(x)) return 0.0;
    return sqrt(1.5707963267948966 / x) * gsci_sp_kv((double)n + 0.5, x);
}

__device__ double gsci_sp_sph_j_jac(long long n, double x) {
    if (n == 0) return -gsci_sp_sph_j(1, x);
    if (x == 0.0) return n == 1 ? 1.0 / 3.0 : 0.0;
    if (n < 0) return __longlong_as_double(0x7ff8000000000000LL);
    return __dsub_rn(gsci_sp_sph_j(n - 1, x), __dmul_rn(((double)n + 1.0), gsci_sp_sph_j(n, x)) / x);
}
__device__ double gsci_sp_sph_y_jac(long long n, double x) {
    if (n == 0) return -gsci_sp_sph_y(1, x);
    if (n < 0) return __longlong_as_double(0x7ff8000000000000LL);
    return __dsub_rn(gsci_sp_sph_y(n - 1, x), __dmul_rn(((double)n + 1.0), gsci_sp_sph_y(n, x)) / x);
}
__device__ double gsci_sp_sph_i_jac(long long n, double x) {
    if (n == 0) return gsci_sp_sph_i(1, x);
    if (x == 0.0) return n == 1 ? 1.0 / 3.0 : 0.0;
    if (n < 0) return __longlong_as_double(0x7ff8000000000000LL);
    if (x > 0.0 && x < 1e-5) {
        // d/dx of the small-x series (bessel2.rs: sph_i_jac).
        double p = 1.0 / 3.0;
        for (long long k = 2; k <= n && p != 0.0; ++k) p *= x / (double)(2 * k + 1);
        double nf = (double)n;
        return p * __dadd_rn(nf, __dmul_rn(nf + 2.0, __dmul_rn(x, x)) / (2.0 * (2.0 * nf + 3.0)));
    }
    return __dsub_rn(gsci_sp_sph_i(n - 1, x), __dmul_rn(((double)n + 1.0), gsci_sp_sph_i(n, x)) / x);
}
__device__ double gsci_sp_sph_k_jac(long long n, double x) {
    if (n == 0) return -gsci_sp_sph_k(1, x);
    if (n < 0) return __longlong_as_double(0x7ff8000000000000LL);
    return __dsub_rn(-gsci_sp_sph_k(n - 1, x), __dmul_rn(((double)n + 1.0), gsci_sp_sph_k(n, x)) / x);
}

// SciPy's Python-level reflection (use_reflection): f(n, -x) * sign for x < 0 or NaN.
__device__ __forceinline__ double gsci_sp_sph_sign(long long n, bool is_y, bool derivative) {
    double even = is_y ? -1.0 : 1.0;
    double s = (n % 2 == 0) ? even : -even;
    return derivative ? -s : s;
}
__device__ double gsci_sp_spherical_jn(long long n, double x) {
    return x >= 0.0 ? gsci_sp_sph_j(n, x) : gsci_sp_sph_j(n, -x) * gsci_sp_sph_sign(n, false, false);
}
__device__ double gsci_sp_spherical_jn_d(long long n, double x) {
    return x >= 0.0 ? gsci_sp_sph_j_jac(n, x) : gsci_sp_sph_j_jac(n, -x) * gsci_sp_sph_sign(n, false, true);
}
__device__ double gsci_sp_spherical_yn(long long n, double x) {
    return x >= 0.0 ? gsci_sp_sph_y(n, x) : gsci_sp_sph_y(n, -x) * gsci_sp_sph_sign(n, true, false);
}
__device__ double gsci_sp_spherical_yn_d(long long n, double x) {
    return x >= 0.0 ? gsci_sp_sph_y_jac(n, x) : gsci_sp_sph_y_jac(n, -x) * gsci_sp_sph_sign(n, true, true);
}
__device__ double gsci_sp_spherical_in(long long n, double x) {
    return x >= 0.0 ? gsci_sp_sph_i(n, x) : gsci_sp_sph_i(n, -x) * gsci_sp_sph_sign(n, false, false);
}
__device__ double gsci_sp_spherical_in_d(long long n, double x) {
    return x >= 0.0 ? gsci_sp_sph_i_jac(n, x) : gsci_sp_sph_i_jac(n, -x) * gsci_sp_sph_sign(n, false, true);
}
__device__ double gsci_sp_spherical_kn(long long n, double x) { return gsci_sp_sph_k(n, x); }
__device__ double gsci_sp_spherical_kn_d(long long n, double x) { return gsci_sp_sph_k_jac(n, x); }
