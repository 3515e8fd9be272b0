// gsci-special: spherical Bessel functions j_n, y_n, i_n, k_n and their derivatives (integer
// order, real argument). The twin of src/scalar/bessel2.rs (one algorithm: SciPy's xsf
// sph_bessel.h and the reflection of scipy.special._spherical_bessel). Needs bessel.cuh
// (gsci_sp_jv, gsci_sp_iv, gsci_sp_kv) and error.cuh (gsci_sp_polevl, gsci_sp_p1evl).
// Also airy/airye of real x (Cephes airy.c; tables as bessel2.rs's, checked by tests/bessel2.rs).

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

// ---- Airy functions (Cephes airy.c; the twin of bessel2.rs's airy_any) ----
// tables begin
__constant__ double gsci_sp_AIRY_AN[8] = {
    0.346538101525629,
    12.007595273964581,
    76.27960536152345,
    168.08922493463058,
    159.75639135016442,
    70.53609068404442,
    14.026469116338967,
    1.0,
};
__constant__ double gsci_sp_AIRY_AD[8] = {
    0.5675945326387702,
    14.75625625848472,
    84.51389701414746,
    177.31808814540045,
    164.2346928715297,
    71.47784008255756,
    14.095913560783403,
    1.0,
};
__constant__ double gsci_sp_AIRY_APN[8] = {
    0.6137591848140358,
    14.745467078775532,
    82.0584123476061,
    171.1847813609764,
    159.3178471371418,
    69.97785993301031,
    13.947085698048157,
    1.0,
};
__constant__ double gsci_sp_AIRY_APD[8] = {
    0.33420367774973697,
    11.181029730615816,
    71.172735214786,
    158.77808437283832,
    153.20642747580922,
    68.67523045927804,
    13.849863475825945,
    1.0,
};
__constant__ double gsci_sp_AIRY_BN16[5] = {
    -0.25324079586936415,
    0.5752851673324674,
    -0.32990703687322537,
    0.06444040689482,
    -0.0038251954664133675,
};
__constant__ double gsci_sp_AIRY_BD16[5] = {
    -7.156850950540353,
    10.603958071566469,
    -5.232466364712515,
    0.9573958643783839,
    -0.05508281471635496,
};
__constant__ double gsci_sp_AIRY_BPPN[5] = {
    0.4654611627746516,
    -1.0899217380049393,
    0.638800117371828,
    -0.12684434955310292,
    0.007624878443421098,
};
__constant__ double gsci_sp_AIRY_BPPD[5] = {
    -8.70622787633159,
    13.899316270455321,
    -7.141161446164312,
    1.340085959606805,
    -0.0784273211323342,
};
__constant__ double gsci_sp_AIRY_AFN[9] = {
    -0.1316963234183318,
    -0.6264565444319123,
    -0.6931580360369335,
    -0.2797799815451191,
    -0.04919001326095003,
    -0.004062659235948854,
    -0.0001592764962392621,
    -2.776491081552329e-06,
    -1.6778769848911465e-08,
};
__constant__ double gsci_sp_AIRY_AFD[9] = {
    13.356042070655324,
    32.682503279522464,
    26.736704094149957,
    9.187074029072596,
    1.4752914677166642,
    0.11568717379518804,
    0.004402916416152112,
    7.547203482874142e-05,
    4.5185009297058035e-07,
};
__constant__ double gsci_sp_AIRY_AGN[11] = {
    0.01973399320916857,
    0.39110302961568827,
    1.0657989759959559,
    0.9391692298166502,
    0.35146565610554764,
    0.06338889196289255,
    0.005858041130483885,
    0.000282851600836737,
    6.98793669997261e-06,
    8.117892395543892e-08,
    3.415517847659236e-10,
};
__constant__ double gsci_sp_AIRY_AGD[10] = {
    9.30892908077442,
    19.835292871831214,
    15.564662893286462,
    5.476860694229755,
    0.9542936116189619,
    0.08645808263523921,
    0.004126565238242226,
    0.00010125908511650914,
    1.1716673321441352e-06,
    4.9183457006293e-09,
};
__constant__ double gsci_sp_AIRY_APFN[9] = {
    0.18536562402253556,
    0.8867121880525841,
    0.9873919817473985,
    0.40124108231800376,
    0.07103049262896312,
    0.005906186579956618,
    0.0002330514094017768,
    4.087187782890355e-06,
    2.4837993290044246e-08,
};
__constant__ double gsci_sp_AIRY_APFD[9] = {
    14.734585468750254,
    37.54239334354896,
    31.46577512030464,
    10.996912520729877,
    1.788850547669994,
    0.14173327575366262,
    0.00544066067017226,
    9.394212906545112e-05,
    5.65978713036027e-07,
};
__constant__ double gsci_sp_AIRY_APGN[11] = {
    -0.03556154290330823,
    -0.6373115181294355,
    -1.7085673888431236,
    -1.5022187211731663,
    -0.5636066658221027,
    -0.10210103112021689,
    -0.009483966959614452,
    -0.00046032530748678097,
    -1.1430083648451737e-05,
    -1.3341551868554742e-07,
    -5.638038339588935e-10,
};
__constant__ double gsci_sp_AIRY_APGD[10] = {
    9.858658016961304,
    21.640186735658595,
    17.31307763897494,
    6.178721752808288,
    1.088486943963215,
    0.09950055434408885,
    0.0047846819968388665,
    0.00011815963332283862,
    1.3748067355421944e-06,
    5.799125149291476e-09,
};
// tables end

#define GSCI_SP_AIRY_C1 0.3550280538878172
#define GSCI_SP_AIRY_C2 0.2588194037928068
#define GSCI_SP_SQRT1OPI 0.5641895835477563
#define GSCI_SP_SQRT3 1.7320508075688772
#define GSCI_SP_AIRY_MACHEP 1.1102230246251565e-16
#define GSCI_SP_AIRY_LIMIT 1048575.9996744784
#define GSCI_SP_AIRY_AI_ZERO 103.09682650112123
#define GSCI_SP_AIRY_AIP_ZERO 103.09684998811503
#define GSCI_SP_AIRY_BI_NAN 103.28277994600522

__device__ void gsci_sp_airy_series(double x, double* ai, double* aip, double* bi, double* bip) {
    double f = 1.0, g = x, t = 1.0, uf = 1.0, ug = x, k = 1.0;
    double z = __dmul_rn(__dmul_rn(x, x), x);
    while (t > GSCI_SP_AIRY_MACHEP) {
        uf = __dmul_rn(uf, z);
        k += 1.0;
        uf = uf / k;
        ug = __dmul_rn(ug, z);
        k += 1.0;
        ug = ug / k;
        uf = uf / k;
        f = __dadd_rn(f, uf);
        k += 1.0;
        ug = ug / k;
        g = __dadd_rn(g, ug);
        t = fabs(uf / f);
    }
    double uf0 = __dmul_rn(GSCI_SP_AIRY_C1, f), ug0 = __dmul_rn(GSCI_SP_AIRY_C2, g);
    *ai = __dsub_rn(uf0, ug0);
    *bi = __dmul_rn(GSCI_SP_SQRT3, __dadd_rn(uf0, ug0));
    k = 4.0;
    uf = __dmul_rn(x, x) / 2.0;
    ug = z / 3.0;
    f = uf;
    g = __dadd_rn(1.0, ug);
    uf = uf / 3.0;
    t = 1.0;
    while (t > GSCI_SP_AIRY_MACHEP) {
        uf = __dmul_rn(uf, z);
        ug = ug / k;
        k += 1.0;
        ug = __dmul_rn(ug, z);
        uf = uf / k;
        f = __dadd_rn(f, uf);
        k += 1.0;
        ug = ug / k;
        uf = uf / k;
        g = __dadd_rn(g, ug);
        k += 1.0;
        t = fabs(ug / g);
    }
    double uf1 = __dmul_rn(GSCI_SP_AIRY_C1, f), ug1 = __dmul_rn(GSCI_SP_AIRY_C2, g);
    *aip = __dsub_rn(uf1, ug1);
    *bip = __dmul_rn(GSCI_SP_SQRT3, __dadd_rn(uf1, ug1));
}

__device__ void gsci_sp_airy_any(double x, bool scaled, double* ai, double* aip, double* bi, double* bip) {
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    if (isnan(x) || isinf(x) || fabs(x) >= GSCI_SP_AIRY_LIMIT) {
        *ai = nan; *aip = nan; *bi = nan; *bip = nan;
        return;
    }
    if (x < -2.09) {
        double t = sqrt(-x);
        double zeta = __dmul_rn(-2.0 * x, t) / 3.0;
        t = sqrt(t);
        double k = GSCI_SP_SQRT1OPI / t;
        double z = 1.0 / zeta, zz = __dmul_rn(z, z);
        double uf = __dadd_rn(1.0, __dmul_rn(zz, gsci_sp_polevl(zz, gsci_sp_AIRY_AFN, 9)) / gsci_sp_p1evl(zz, gsci_sp_AIRY_AFD, 9));
        double ug = __dmul_rn(z, gsci_sp_polevl(zz, gsci_sp_AIRY_AGN, 11)) / gsci_sp_p1evl(zz, gsci_sp_AIRY_AGD, 10);
        double theta = __dadd_rn(zeta, 0.25 * 3.141592653589793);
        double f, g;
        sincos(theta, &f, &g);
        double a = __dmul_rn(k, __dsub_rn(__dmul_rn(f, uf), __dmul_rn(g, ug)));
        double b = __dmul_rn(k, __dadd_rn(__dmul_rn(g, uf), __dmul_rn(f, ug)));
        uf = __dadd_rn(1.0, __dmul_rn(zz, gsci_sp_polevl(zz, gsci_sp_AIRY_APFN, 9)) / gsci_sp_p1evl(zz, gsci_sp_AIRY_APFD, 9));
        ug = __dmul_rn(z, gsci_sp_polevl(zz, gsci_sp_AIRY_APGN, 11)) / gsci_sp_p1evl(zz, gsci_sp_AIRY_APGD, 10);
        k = __dmul_rn(GSCI_SP_SQRT1OPI, t);
        double ap = __dmul_rn(-k, __dadd_rn(__dmul_rn(g, uf), __dmul_rn(f, ug)));
        double bp = __dmul_rn(k, __dsub_rn(__dmul_rn(f, uf), __dmul_rn(g, ug)));
        *ai = scaled ? nan : a;
        *aip = scaled ? nan : ap;
        *bi = b;
        *bip = bp;
        return;
    }
    if (x < 2.09) {
        double a, ap, b, bp;
        gsci_sp_airy_series(x, &a, &ap, &b, &bp);
        if (!scaled) { *ai = a; *aip = ap; *bi = b; *bip = bp; return; }
        if (x < 0.0) { *ai = nan; *aip = nan; *bi = b; *bip = bp; return; }
        double zeta = __dmul_rn(2.0 * x, sqrt(x)) / 3.0;
        double ep = exp(zeta), em = exp(-zeta);
        *ai = __dmul_rn(a, ep); *aip = __dmul_rn(ap, ep); *bi = __dmul_rn(b, em); *bip = __dmul_rn(bp, em);
        return;
    }
    double t = sqrt(x);
    double zeta = __dmul_rn(2.0 * x, t) / 3.0;
    double g = exp(zeta);
    t = sqrt(t);
    double z = 1.0 / zeta;
    double fa = gsci_sp_polevl(z, gsci_sp_AIRY_AN, 8) / gsci_sp_polevl(z, gsci_sp_AIRY_AD, 8);
    double fap = gsci_sp_polevl(z, gsci_sp_AIRY_APN, 8) / gsci_sp_polevl(z, gsci_sp_AIRY_APD, 8);
    double a = __dmul_rn(GSCI_SP_SQRT1OPI, fa) / __dmul_rn(2.0 * t, g);
    double ap = __dmul_rn(fap, __dmul_rn(-0.5 * GSCI_SP_SQRT1OPI, t) / g);
    double ea = __dmul_rn(GSCI_SP_SQRT1OPI, fa) / (2.0 * t);
    double eap = __dmul_rn(fap, __dmul_rn(-0.5 * GSCI_SP_SQRT1OPI, t));
    double b, bp, eb, ebp;
    if (x > 8.3203353) {
        double fb = __dmul_rn(z, gsci_sp_polevl(z, gsci_sp_AIRY_BN16, 5)) / gsci_sp_p1evl(z, gsci_sp_AIRY_BD16, 5);
        double fbp = __dmul_rn(z, gsci_sp_polevl(z, gsci_sp_AIRY_BPPN, 5)) / gsci_sp_p1evl(z, gsci_sp_AIRY_BPPD, 5);
        double k = __dmul_rn(GSCI_SP_SQRT1OPI, g);
        b = __dmul_rn(k, __dadd_rn(1.0, fb)) / t;
        bp = __dmul_rn(__dmul_rn(k, t), __dadd_rn(1.0, fbp));
        eb = __dmul_rn(GSCI_SP_SQRT1OPI, __dadd_rn(1.0, fb)) / t;
        ebp = __dmul_rn(__dmul_rn(GSCI_SP_SQRT1OPI, t), __dadd_rn(1.0, fbp));
    } else {
        double s0, s1, s2, s3;
        gsci_sp_airy_series(x, &s0, &s1, &s2, &s3);
        double em = exp(-zeta);
        b = s2; bp = s3; eb = __dmul_rn(b, em); ebp = __dmul_rn(bp, em);
    }
    if (scaled) { *ai = ea; *aip = eap; *bi = eb; *bip = ebp; return; }
    *ai = x >= GSCI_SP_AIRY_AI_ZERO ? 0.0 : a;
    *aip = x >= GSCI_SP_AIRY_AIP_ZERO ? 0.0 : ap;
    *bi = x >= GSCI_SP_AIRY_BI_NAN ? nan : b;
    *bip = x >= GSCI_SP_AIRY_BI_NAN ? nan : bp;
}

__device__ void gsci_sp_airy(double x, double* ai, double* aip, double* bi, double* bip) {
    gsci_sp_airy_any(x, false, ai, aip, bi, bip);
}
__device__ void gsci_sp_airye(double x, double* ai, double* aip, double* bi, double* bip) {
    gsci_sp_airy_any(x, true, ai, aip, bi, bip);
}
