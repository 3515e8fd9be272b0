// gsci-special: zeta device functions (gsci_sp_zeta, gsci_sp_riemann_zeta, gsci_sp_zetac).
//
// The GPU twins of special/src/scalar/zeta.rs: the same algorithm step for step (see that file's
// header for the literature). The tables below are the Rust `const` tables of zeta.rs, copied with
// the same literals in the same order (gsci_sp_<NAME> here for <NAME> there);
// special/tests/zeta.rs (cuda_tables_match_rust) checks that they are textually equal.

// tables begin
__constant__ double gsci_sp_ZETA_EM_BERN[20] = {
    0.08333333333333333, -0.001388888888888889, 3.306878306878307e-05, -8.267195767195768e-07,
    2.08767569878681e-08, -5.284190138687493e-10, 1.3382536530684679e-11, -3.3896802963225827e-13,
    8.586062056277845e-15, -2.174868698558062e-16, 5.5090028283602295e-18, -1.3954464685812522e-19,
    3.534707039629467e-21, -8.953517427037546e-23, 2.267952452337683e-24, -5.744790668872202e-26,
    1.455172475614865e-27, -3.6859949406653103e-29, 9.336734257095045e-31, -2.36502241570063e-32,
};
__constant__ double gsci_sp_ZETA_STIELTJES[24] = {
    0.5772156649015329, 0.07281584548367673, -0.00484518159643616, -0.00034230573671722433,
    9.689041939447084e-05, -6.6110318108421895e-06, -3.316240908752772e-07, 1.0462094584479188e-07,
    -8.733218100273798e-09, 9.47827778276236e-11, 5.658421927608708e-11, -6.768689863513697e-12,
    3.4921159366720317e-13, 4.4104247417577536e-15, -2.3997862217709992e-15, 2.1677312200726828e-16,
    -9.544466076366965e-18, -7.387676660538637e-20, 4.800850782488065e-20, -4.139956737713306e-21,
    1.9168201593991233e-22, -2.0441543122262165e-24, -4.818498501107353e-25, 4.8118570515125666e-26,
};
__constant__ double gsci_sp_ZETA_STIRLING[8] = {
    0.08333333333333333, -0.002777777777777778, 0.0007936507936507937, -0.0005952380952380953,
    0.0008417508417508417, -0.0019175269175269176, 0.00641025641025641, -0.029550653594771242,
};
__constant__ double gsci_sp_ZETA_LN_2PI_E[2] = {
    2.8378770664093453, 1.4447872176368647e-16,
};
// tables end

// Euler-Maclaurin sum of (q + k)^-x, k >= 0, for q >= 0 and finite x > 1 (fixed N = 6, 20 terms).
__device__ double gsci_sp_zeta_hurwitz_pos(double x, double q) {
    const double a = q + 6.0;
    const double c = pow(a, 1.0 - x);
    const double b = c / a;
    double s = c / (x - 1.0);
    if (b != 0.0) {
        const double inv_a = 1.0 / a;
        const double inv_a2 = inv_a * inv_a;
        double f = x * inv_a;
        double sb = gsci_sp_ZETA_EM_BERN[0] * f;
#pragma unroll
        for (int j = 1; j < 20; ++j) {
            const double k = (double)(2 * j);
            f *= (x + (k - 1.0)) * (x + k) * inv_a2;
            sb += gsci_sp_ZETA_EM_BERN[j] * f;
        }
        s += b * (0.5 + sb);
    }
#pragma unroll
    for (int k = 5; k >= 0; --k) {
        s += pow(q + (double)k, -x);
    }
    return s;
}

// zeta(inf, q) as SciPy gives it.
__device__ double gsci_sp_zeta_x_inf(double q) {
    if (q > 1.0) {
        return q > 1e8 ? 0.0 : __longlong_as_double(0x7ff8000000000000LL);
    }
    double s = 0.0;
    while (q < 1.0) {
        s += pow(fabs(q), (-__longlong_as_double(0x7ff0000000000000LL)));
        q += 1.0;
    }
    if (q == 1.0) {
        s += 1.0;
    }
    return s;
}

// Hurwitz zeta function; scipy.special.zeta(x, q).
__device__ double gsci_sp_zeta(double x, double q) {
    if (isnan(x) || isnan(q)) return __longlong_as_double(0x7ff8000000000000LL);
    if (x == 1.0) return __longlong_as_double(0x7ff0000000000000LL);
    if (x < 1.0) return __longlong_as_double(0x7ff8000000000000LL);
    if (q <= 0.0) {
        if (q == floor(q)) return __longlong_as_double(0x7ff0000000000000LL);
        if (x != floor(x)) return __longlong_as_double(0x7ff8000000000000LL);
    }
    if (x == __longlong_as_double(0x7ff0000000000000LL)) return gsci_sp_zeta_x_inf(q);
    if (q == __longlong_as_double(0x7ff0000000000000LL)) return 0.0;
    double s = 0.0;
    while (q < 0.0) {
        s += pow(q, -x);
        q += 1.0;
    }
    return s + gsci_sp_zeta_hurwitz_pos(x, q);
}

// sin(pi y) with exact zeros at the integers.
__device__ double gsci_sp_zeta_sinpi(double y) {
    double r = y - 2.0 * round(0.5 * y);
    if (r > 0.5) {
        r = 1.0 - r;
    } else if (r < -0.5) {
        r = -1.0 - r;
    }
    return sin(3.141592653589793 * r);
}

// Gamma(s) (2 pi)^-s = f * h * h for s >= 2 (Stirling at t = s + n >= 10).
__device__ void gsci_sp_zeta_gamma_2pi_pow(double s, double* f, double* h) {
    double t = s;
    double p = 1.0;
    while (t < 10.0) {
        p *= t * (1.0 / (2.0 * 3.141592653589793));
        t += 1.0;
    }
    const double r = 1.0 / t;
    const double r2 = r * r;
    double ser = gsci_sp_ZETA_STIRLING[7];
#pragma unroll
    for (int k = 6; k >= 0; --k) {
        ser = ser * r2 + gsci_sp_ZETA_STIRLING[k];
    }
    ser *= r;
    const double e = t - 0.5;
    const double pr = e * gsci_sp_ZETA_LN_2PI_E[0];
    const double perr = fma(e, gsci_sp_ZETA_LN_2PI_E[0], -pr) + e * gsci_sp_ZETA_LN_2PI_E[1];
    *h = pow(t, 0.5 * e) * exp(-0.5 * pr) * (1.0 - 0.5 * perr);
    *f = exp(ser - 0.5) / p;
}

// Riemann zeta function; scipy.special.zeta(x).
__device__ double gsci_sp_riemann_zeta(double x) {
    if (isnan(x) || x == (-__longlong_as_double(0x7ff0000000000000LL))) return __longlong_as_double(0x7ff8000000000000LL);
    if (x >= 1.0) return gsci_sp_zeta(x, 1.0);
    if (x >= -1.0) {
        const double t = x - 1.0;
        double p = gsci_sp_ZETA_STIELTJES[23];
        for (int k = 22; k >= 0; --k) {
            p = p * t + gsci_sp_ZETA_STIELTJES[k];
        }
        return 1.0 / t + p;
    }
    const double sn = gsci_sp_zeta_sinpi(0.5 * x);
    if (sn == 0.0) return 0.0;
    const double s = 1.0 - x;
    double f, h;
    gsci_sp_zeta_gamma_2pi_pow(s, &f, &h);
    double r = (2.0 * sn * gsci_sp_zeta(s, 1.0) * f * h) * h;
    // Far down the axis Gamma(s) (2 pi)^-s overflows as inf * 0 inside h: +-inf, as SciPy.
    return isnan(r) ? copysign(__longlong_as_double(0x7ff0000000000000LL), sn) : r;
}

// Riemann zeta minus one; scipy.special.zetac(x).
__device__ double gsci_sp_zetac(double x) {
    if (isnan(x) || x == (-__longlong_as_double(0x7ff0000000000000LL))) return __longlong_as_double(0x7ff8000000000000LL);
    if (x == 1.0) return __longlong_as_double(0x7ff0000000000000LL);
    if (x == __longlong_as_double(0x7ff0000000000000LL)) return 0.0;
    if (x > 1.0) return gsci_sp_zeta(x, 2.0);
    return gsci_sp_riemann_zeta(x) - 1.0;
}
