// gsci-random: Philox4x64-10, our correctly-rounded-primitive math and the samplers, the same
// code as math.rs / sampler.rs / philox.rs. Every double operation is an explicit __d*_rn
// intrinsic so that NVRTC cannot contract a*b+c into an FMA: the GPU then rounds exactly as
// the CPU does and both give the same bits.

#define RA(a, b) __dadd_rn((a), (b))
#define RS(a, b) __dsub_rn((a), (b))
#define RM(a, b) __dmul_rn((a), (b))
#define RD(a, b) __ddiv_rn((a), (b))
#define RQ(a) __dsqrt_rn(a)

typedef unsigned long long u64;

struct gsci_rnd_ctx {
    u64 key[2];
    u64 serial;
    u64 s2;
    u64 s3;
    double p[4];
    u64 ip[2];
};

struct gsci_rnd_raw {
    u64 ctr[4];
    u64 key[2];
    u64 pre[8];
    u64 npre;
    double p[2];
};

__device__ __forceinline__ void gsci_philox4x64_10(u64 c[4], u64 k0, u64 k1) {
    const u64 M0 = 0xD2E7470EE14C6C93ULL, M1 = 0xCA5A826395121157ULL;
    const u64 W0 = 0x9E3779B97F4A7C15ULL, W1 = 0xBB67AE8584CAA73BULL;
#pragma unroll
    for (int r = 0; r < 10; ++r) {
        if (r > 0) { k0 += W0; k1 += W1; }
        u64 hi0 = __umul64hi(M0, c[0]), lo0 = M0 * c[0];
        u64 hi1 = __umul64hi(M1, c[2]), lo1 = M1 * c[2];
        u64 n0 = hi1 ^ c[1] ^ k0, n2 = hi0 ^ c[3] ^ k1;
        c[0] = n0; c[1] = lo1; c[2] = n2; c[3] = lo0;
    }
}

// ---------------------------------------------------------------- math (math.rs)
__device__ __forceinline__ double gsci_rnd_pow2(long long k) {
    return __longlong_as_double((long long)((u64)(k + 1023) << 52));
}

__device__ double gsci_rnd_log(double x) {
    const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;
    const double LG1 = 6.666666666666735130e-01, LG2 = 3.999999999940941908e-01,
                 LG3 = 2.857142874366239149e-01, LG4 = 2.222219843214978396e-01,
                 LG5 = 1.818357216161805012e-01, LG6 = 1.531383769920937332e-01,
                 LG7 = 1.479819860511658591e-01;
    if (x != x || x < 0.0) return __longlong_as_double(0x7ff8000000000000LL);
    if (x == 0.0) return -__longlong_as_double(0x7ff0000000000000LL);
    if (x == __longlong_as_double(0x7ff0000000000000LL)) return x;
    u64 bits = (u64)__double_as_longlong(x);
    long long k = 0;
    if (bits < (1ULL << 52)) {
        bits = (u64)__double_as_longlong(RM(x, 18014398509481984.0));
        k = -54;
    }
    k += (long long)(bits >> 52) - 1023;
    u64 mant = bits & 0x000fffffffffffffULL;
    double m = __longlong_as_double((long long)(mant | 0x3ff0000000000000ULL));
    if (m > 1.4142135623730951) {
        m = __longlong_as_double((long long)(mant | 0x3fe0000000000000ULL));
        k += 1;
    }
    double f = RS(m, 1.0);
    double s = RD(f, RA(2.0, f));
    double dk = (double)k;
    double z = RM(s, s);
    double w = RM(z, z);
    double t1 = RM(w, RA(LG2, RM(w, RA(LG4, RM(w, LG6)))));
    double t2 = RM(z, RA(LG1, RM(w, RA(LG3, RM(w, RA(LG5, RM(w, LG7)))))));
    double r = RA(t2, t1);
    double hfsq = RM(RM(0.5, f), f);
    return RS(RM(dk, LN2_HI), RS(RS(hfsq, RA(RM(s, RA(hfsq, r)), RM(dk, LN2_LO))), f));
}

__device__ double gsci_rnd_exp(double x) {
    const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;
    const double INVLN2 = 1.44269504088896338700e+00;
    const double P1 = 1.66666666666666019037e-01, P2 = -2.77777777770155933842e-03,
                 P3 = 6.61375632143793436117e-05, P4 = -1.65339022054652515390e-06,
                 P5 = 4.13813679705723846039e-08;
    if (x != x) return x;
    if (x > 7.09782712893383973096e+02) return __longlong_as_double(0x7ff0000000000000LL);
    if (x < -7.45133219101941108420e+02) return 0.0;
    double ax = fabs(x);
    double hi, lo, r;
    long long k;
    if (ax > 0.34657359027997265) {
        double half = x < 0.0 ? -0.5 : 0.5;
        k = (long long)RA(RM(INVLN2, x), half);
        double dk = (double)k;
        hi = RS(x, RM(dk, LN2_HI));
        lo = RM(dk, LN2_LO);
        r = RS(hi, lo);
    } else if (ax < 3.725290298461914e-9) {
        return RA(1.0, x);
    } else {
        k = 0; hi = x; lo = 0.0; r = x;
    }
    double t = RM(r, r);
    double c = RS(r, RM(t, RA(P1, RM(t, RA(P2, RM(t, RA(P3, RM(t, RA(P4, RM(t, P5))))))))));
    if (k == 0) return RS(1.0, RS(RD(RM(r, c), RS(c, 2.0)), r));
    double y = RS(1.0, RS(RS(lo, RD(RM(r, c), RS(2.0, c))), hi));
    if (k >= -1021) {
        if (k == 1024) return RM(RM(y, 2.0), gsci_rnd_pow2(1023));
        return RM(y, gsci_rnd_pow2(k));
    }
    return RM(RM(y, gsci_rnd_pow2(k + 1000)), gsci_rnd_pow2(-1000));
}

__device__ double gsci_rnd_log1p(double x) {
    double u = RA(1.0, x);
    if (u == 1.0) return x;
    if (u == __longlong_as_double(0x7ff0000000000000LL)) return u;
    return RM(gsci_rnd_log(u), RD(x, RS(u, 1.0)));
}

__device__ double gsci_rnd_expm1(double x) {
    double u = gsci_rnd_exp(x);
    if (u == 1.0) return x;
    double um1 = RS(u, 1.0);
    if (um1 == -1.0) return -1.0;
    if (u == __longlong_as_double(0x7ff0000000000000LL)) return u;
    return RM(um1, RD(x, gsci_rnd_log(u)));
}

__device__ __forceinline__ double gsci_rnd_ksin(double x) {
    const double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03,
                 S3 = -1.98412698298579493134e-04, S4 = 2.75573137070700676789e-06,
                 S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;
    double z = RM(x, x);
    double v = RM(z, x);
    double r = RA(S2, RM(z, RA(S3, RM(z, RA(S4, RM(z, RA(S5, RM(z, S6))))))));
    return RA(x, RM(v, RA(S1, RM(z, r))));
}

__device__ __forceinline__ double gsci_rnd_kcos(double x) {
    const double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03,
                 C3 = 2.48015872894767294178e-05, C4 = -2.75573143513906633035e-07,
                 C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;
    double z = RM(x, x);
    double r = RM(z, RA(C1, RM(z, RA(C2, RM(z, RA(C3, RM(z, RA(C4, RM(z, RA(C5, RM(z, C6)))))))))));
    double hz = RM(0.5, z);
    double w = RS(1.0, hz);
    return RA(w, RA(RS(RS(1.0, w), hz), RM(z, r)));
}

__device__ __forceinline__ void gsci_rnd_sincos_2pi(double u, double* s_out, double* c_out) {
    double t = RM(4.0, u);
    double q = floor(RA(t, 0.5));
    double x = RM(RS(t, q), 1.5707963267948966);
    double s = gsci_rnd_ksin(x), c = gsci_rnd_kcos(x);
    switch (((long long)q) & 3) {
        case 0: *s_out = s; *c_out = c; break;
        case 1: *s_out = c; *c_out = -s; break;
        case 2: *s_out = -s; *c_out = -c; break;
        default: *s_out = -c; *c_out = s; break;
    }
}

__device__ double gsci_rnd_loggam(double x) {
    const double A[10] = {8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04,
                          -5.952380952380952e-04, 8.417508417508418e-04, -1.917526917526918e-03,
                          6.410256410256410e-03, -2.955065359477124e-02, 1.796443723688307e-01,
                          -1.39243221690590e+00};
    if (x == 1.0 || x == 2.0) return 0.0;
    long long n = x < 7.0 ? (long long)RS(7.0, x) : 0;
    double x0 = RA(x, (double)n);
    double x2 = RM(RD(1.0, x0), RD(1.0, x0));
    double gl0 = A[9];
    for (int k = 8; k >= 0; --k) {
        gl0 = RM(gl0, x2);
        gl0 = RA(gl0, A[k]);
    }
    double gl = RS(RA(RA(RD(gl0, x0), RM(0.5, 1.8378770664093453)), RM(RS(x0, 0.5), gsci_rnd_log(x0))), x0);
    if (x < 7.0) {
        for (long long k = 1; k <= n; ++k) {
            gl = RS(gl, gsci_rnd_log(RS(x0, 1.0)));
            x0 = RS(x0, 1.0);
        }
    }
    return gl;
}

// ---------------------------------------------------------------- streams (sampler.rs)
__device__ __forceinline__ void gsci_rnd_block(const gsci_rnd_ctx& ctx, u64 c0, unsigned attempt, u64 out[4]) {
    out[0] = c0; out[1] = ctx.serial; out[2] = ctx.s2; out[3] = ctx.s3 | (u64)attempt;
    gsci_philox4x64_10(out, ctx.key[0], ctx.key[1]);
}

#define GSCI_TWO_M53 (1.0 / 9007199254740992.0)
#define GSCI_TWO_M52 (1.0 / 4503599627370496.0)
__device__ __forceinline__ double gsci_u_co(u64 x) { return RM((double)(x >> 11), GSCI_TWO_M53); }
__device__ __forceinline__ double gsci_u_oc(u64 x) { return RM((double)((x >> 11) + 1), GSCI_TWO_M53); }
__device__ __forceinline__ double gsci_u_oo(u64 x) { return RM(RA((double)(x >> 12), 0.5), GSCI_TWO_M52); }

struct gsci_rnd_stream {
    const gsci_rnd_ctx* ctx;
    u64 i;
    unsigned attempt;
    int pos;
    u64 buf[4];
    __device__ __forceinline__ gsci_rnd_stream(const gsci_rnd_ctx* c, u64 idx) : ctx(c), i(idx), attempt(0), pos(4) {}
    // sampler.rs's ElemStream::primed: `first`, then the element's own blocks from attempt 1.
    __device__ __forceinline__ void prime(u64 first) { buf[3] = first; pos = 3; }
    __device__ __forceinline__ u64 next() {
        if (pos == 4) {
            attempt += 1;
            gsci_rnd_block(*ctx, i, attempt, buf);
            pos = 0;
        }
        u64 v = buf[0];
        if (pos == 1) v = buf[1];
        if (pos == 2) v = buf[2];
        if (pos == 3) v = buf[3];
        pos += 1;
        return v;
    }
    __device__ __forceinline__ double co() { return gsci_u_co(next()); }
    __device__ __forceinline__ double oc() { return gsci_u_oc(next()); }
    __device__ __forceinline__ double normal();
};

// NumPy's random_standard_normal (sampler.rs's ziggurat): the 256-layer ziggurat whose tables
// (GSCI_ZIG_*) kernels.rs writes from ziggurat.rs; rejections (about 1.2 %) draw from s.
__device__ __noinline__ double gsci_rnd_ziggurat(u64 r, gsci_rnd_stream* s) {
    for (;;) {
        int idx = (int)(r & 0xff);
        r >>= 8;
        u64 sign = r & 1;
        u64 rabs = (r >> 1) & 0x000fffffffffffffULL;
        double x = RM((double)rabs, GSCI_ZIG_WI[idx]);
        if (sign == 1) x = -x;
        if (rabs < GSCI_ZIG_KI[idx]) return x;
        if (idx == 0) {
            for (;;) {
                double xx = RM(-GSCI_ZIG_INV_R, gsci_rnd_log1p(-s->co()));
                double yy = -gsci_rnd_log1p(-s->co());
                if (RA(yy, yy) > RM(xx, xx)) return ((rabs >> 8) & 1) == 1 ? -RA(GSCI_ZIG_R, xx) : RA(GSCI_ZIG_R, xx);
            }
        }
        double fl = GSCI_ZIG_FI[idx - 1], fh = GSCI_ZIG_FI[idx];
        if (RA(RM(RS(fl, fh), s->co()), fh) < gsci_rnd_exp(RM(RM(-0.5, x), x))) return x;
        r = s->next();
    }
}

// The fast path inline: 99 % of draws end at the first comparison.
__device__ __forceinline__ double gsci_rnd_zig(u64 r, gsci_rnd_stream* s) {
    int idx = (int)(r & 0xff);
    u64 rabs = (r >> 9) & 0x000fffffffffffffULL;
    if (rabs < GSCI_ZIG_KI[idx]) {
        double x = RM((double)rabs, GSCI_ZIG_WI[idx]);
        return ((r >> 8) & 1) == 1 ? -x : x;
    }
    return gsci_rnd_ziggurat(r, s);
}

__device__ __forceinline__ double gsci_rnd_stream::normal() {
    u64 w = next();
    return gsci_rnd_zig(w, this);
}

__device__ u64 gsci_rnd_lemire(u64 x, u64 range, const gsci_rnd_ctx* ctx, u64 i) {
    if (range == 0) return x;
    u64 hi = __umul64hi(x, range), l = x * range;
    if (l < range) {
        u64 t = (0ULL - range) % range;
        gsci_rnd_stream s(ctx, i);
        while (l < t) {
            u64 y = s.next();
            hi = __umul64hi(y, range);
            l = y * range;
        }
    }
    return hi;
}

// Block-shared distributions (codes < 20). Floats in *f, integers in *iv.
__device__ void gsci_rnd_lane(unsigned d, const gsci_rnd_ctx* ctx, const u64 b[4], int lane, u64 i, double* f, u64* iv) {
    const double* p = ctx->p;
    u64 x = b[lane];
    *iv = 0;
    switch (d) {
        case 0: case 2: {
            int pair = lane & ~1;
            double r = RQ(RM(-2.0, gsci_rnd_log(gsci_u_oc(b[pair]))));
            double s, c;
            gsci_rnd_sincos_2pi(gsci_u_co(b[pair + 1]), &s, &c);
            double z = (lane & 1) == 0 ? RM(r, c) : RM(r, s);
            double v = RA(p[0], RM(p[1], z));
            *f = d == 2 ? gsci_rnd_exp(v) : v;
            return;
        }
        case 1: *f = RM(p[0], -gsci_rnd_log(gsci_u_oc(x))); return;
        case 3: {
            double u = gsci_u_oo(x);
            if (u >= 0.5) *f = RS(p[0], RM(p[1], gsci_rnd_log(RS(2.0, RM(2.0, u)))));
            else *f = RA(p[0], RM(p[1], gsci_rnd_log(RM(2.0, u))));
            return;
        }
        case 4: {
            double u = gsci_u_oo(x);
            *f = RA(p[0], RM(p[1], gsci_rnd_log(RD(u, RS(1.0, u)))));
            return;
        }
        case 5: *f = RS(p[0], RM(p[1], gsci_rnd_log(-gsci_rnd_log(gsci_u_oo(x))))); return;
        case 6: *f = RM(p[0], RQ(RM(-2.0, gsci_rnd_log(gsci_u_oc(x))))); return;
        case 7: *f = p[0] == 0.0 ? 0.0 : gsci_rnd_exp(RD(gsci_rnd_log(-gsci_rnd_log(gsci_u_oo(x))), p[0])); return;
        case 8: *f = gsci_rnd_expm1(RD(-gsci_rnd_log(gsci_u_oc(x)), p[0])); return;
        case 9: *f = gsci_rnd_exp(RD(gsci_rnd_log(gsci_u_oc(x)), p[0])); return;
        case 10: {
            double s, c;
            gsci_rnd_sincos_2pi(gsci_u_oo(x), &s, &c);
            *f = RD(c, s);
            return;
        }
        case 11: {
            double left = p[0], mode = p[1], right = p[2];
            double base = RS(right, left);
            double leftbase = RS(mode, left);
            double ratio = RD(leftbase, base);
            double leftprod = RM(leftbase, base);
            double rightprod = RM(RS(right, mode), base);
            double u = gsci_u_co(x);
            if (u <= ratio) *f = RA(left, RQ(RM(u, leftprod)));
            else *f = RS(right, RQ(RM(RS(1.0, u), rightprod)));
            return;
        }
        case 12: {
            *f = 0.0;
            if (p[0] == 1.0) { *iv = 1; return; }
            double v = ceil(RD(gsci_rnd_log(gsci_u_oo(x)), gsci_rnd_log1p(-p[0])));
            *iv = v >= 9.2e18 ? (u64)0x7fffffffffffffffLL : (u64)(long long)v;
            return;
        }
        case 13: *f = 0.0; *iv = ctx->ip[0] + gsci_rnd_lemire(x, ctx->ip[1], ctx, i); return;
        case 14: *f = 0.0; *iv = x; return;
        default: *f = __longlong_as_double(0x7ff8000000000000LL); return;
    }
}

__device__ double gsci_rnd_gamma_mt(double a, gsci_rnd_stream& s) {
    double d = RS(a, RD(1.0, 3.0));
    double c = RD(1.0, RQ(RM(9.0, d)));
    for (;;) {
        double x = s.normal();
        double v = RA(1.0, RM(c, x));
        double u = s.oc();
        if (v <= 0.0) continue;
        v = RM(RM(v, v), v);
        double x2 = RM(x, x);
        if (u < RS(1.0, RM(0.0331, RM(x2, x2)))) return RM(d, v);
        if (gsci_rnd_log(u) < RA(RM(0.5, x2), RM(d, RA(RS(1.0, v), gsci_rnd_log(v))))) return RM(d, v);
    }
}

__device__ double gsci_rnd_std_gamma(double a, gsci_rnd_stream& s) {
    if (a == 0.0) return 0.0;
    if (a < 1.0) {
        double g = gsci_rnd_gamma_mt(RA(a, 1.0), s);
        double u = s.oc();
        return RM(g, gsci_rnd_exp(RD(gsci_rnd_log(u), a)));
    }
    return gsci_rnd_gamma_mt(a, s);
}

__device__ double gsci_rnd_stirling_tail(double k) {
    const double T[10] = {0.08106146679532726, 0.0413406959554093, 0.02767792568499834,
                          0.020790672103765093, 0.016644691189821193, 0.013876128823070748,
                          0.01189670994589177, 0.010411265261972096, 0.009255462182712733,
                          0.00833056343336287};
    if (k <= 9.0) return T[(int)k];
    double kp1sq = RM(RA(k, 1.0), RA(k, 1.0));
    return RD(RS(RD(1.0, 12.0), RD(RS(RD(1.0, 360.0), RD(RD(1.0, 1260.0), kp1sq)), kp1sq)), RA(k, 1.0));
}

__device__ u64 gsci_rnd_poisson(double lam, double enlam, gsci_rnd_stream& s) {
    if (lam == 0.0) return 0;
    if (lam < 10.0) {
        for (;;) {
            double u = s.co();
            u64 k = 0;
            double pk = enlam, cdf = pk;
            while (u > cdf && k < 200) {
                k += 1;
                pk = RD(RM(pk, lam), (double)k);
                cdf = RA(cdf, pk);
            }
            if (k < 200) return k;
        }
    }
    double slam = RQ(lam);
    double loglam = gsci_rnd_log(lam);
    double b = RA(0.931, RM(2.53, slam));
    double a = RA(-0.059, RM(0.02483, b));
    double invalpha = RA(1.1239, RD(1.1328, RS(b, 3.4)));
    double vr = RS(0.9277, RD(3.6224, RS(b, 2.0)));
    for (;;) {
        double u = RS(s.co(), 0.5);
        double v = s.co();
        double us = RS(0.5, fabs(u));
        double k = floor(RA(RA(RM(RA(RD(RM(2.0, a), us), b), u), lam), 0.43));
        if (us >= 0.07 && v <= vr) return (u64)k;
        if (k < 0.0 || (us < 0.013 && v > us)) continue;
        double lhs = RS(RA(gsci_rnd_log(v), gsci_rnd_log(invalpha)), gsci_rnd_log(RA(RD(a, RM(us, us)), b)));
        double rhs = RS(RA(-lam, RM(k, loglam)), gsci_rnd_loggam(RA(k, 1.0)));
        if (lhs <= rhs) return (u64)k;
    }
}

__device__ u64 gsci_rnd_binomial_low(u64 n, double p, double qn, double bound, gsci_rnd_stream& s) {
    double nf = (double)n;
    double q = RS(1.0, p);
    if (RM(nf, p) < 10.0) {
        u64 x = 0;
        double px = qn;
        double u = s.co();
        while (u > px) {
            x += 1;
            if ((double)x > bound) {
                x = 0;
                px = qn;
                u = s.co();
            } else {
                u = RS(u, px);
                px = RD(RM(RM(RA(RS(nf, (double)x), 1.0), p), px), RM((double)x, q));
            }
        }
        return x;
    }
    double stddev = RQ(RM(RM(nf, p), q));
    double b = RA(1.15, RM(2.53, stddev));
    double a = RA(RA(-0.0873, RM(0.0248, b)), RM(0.01, p));
    double c = RA(RM(nf, p), 0.5);
    double vr = RS(0.92, RD(4.2, b));
    double r = RD(p, q);
    double alpha = RM(RA(2.83, RD(5.1, b)), stddev);
    double m = floor(RM(RA(nf, 1.0), p));
    for (;;) {
        double u = RS(s.co(), 0.5);
        double v = s.co();
        double us = RS(0.5, fabs(u));
        double k = floor(RA(RM(RA(RD(RM(2.0, a), us), b), u), c));
        if (us >= 0.07 && v <= vr) return (u64)k;
        if (k < 0.0 || k > nf) continue;
        v = gsci_rnd_log(RD(RM(v, alpha), RA(RD(a, RM(us, us)), b)));
        double t1 = RM(RA(m, 0.5), gsci_rnd_log(RD(RA(m, 1.0), RM(r, RA(RS(nf, m), 1.0)))));
        double t2 = RM(RA(nf, 1.0), gsci_rnd_log(RD(RA(RS(nf, m), 1.0), RA(RS(nf, k), 1.0))));
        double t3 = RM(RA(k, 0.5), gsci_rnd_log(RD(RM(r, RA(RS(nf, k), 1.0)), RA(k, 1.0))));
        double bound = RS(RS(RA(RA(RA(RA(t1, t2), t3), gsci_rnd_stirling_tail(m)), gsci_rnd_stirling_tail(RS(nf, m))),
                             gsci_rnd_stirling_tail(k)), gsci_rnd_stirling_tail(RS(nf, k)));
        if (v <= bound) return (u64)k;
    }
}

__device__ u64 gsci_rnd_binomial(u64 n, double p, double qn, double bound, gsci_rnd_stream& s) {
    if (n == 0 || p == 0.0) return 0;
    if (p == 1.0) return n;
    if (p <= 0.5) return gsci_rnd_binomial_low(n, p, qn, bound, s);
    return n - gsci_rnd_binomial_low(n, RS(1.0, p), qn, bound, s);
}

__device__ double gsci_rnd_beta(double a, double b, gsci_rnd_stream& s) {
    if (a <= 1.0 && b <= 1.0) {
        for (;;) {
            double u = s.co();
            double v = s.co();
            double x = gsci_rnd_exp(RD(gsci_rnd_log(u), a));
            double y = gsci_rnd_exp(RD(gsci_rnd_log(v), b));
            double xpy = RA(x, y);
            if (xpy <= 1.0 && RA(u, v) > 0.0) {
                if (xpy > 0.0) return RD(x, xpy);
                double logx = RD(gsci_rnd_log(u), a);
                double logy = RD(gsci_rnd_log(v), b);
                double logm = logx > logy ? logx : logy;
                logx = RS(logx, logm);
                logy = RS(logy, logm);
                return gsci_rnd_exp(RS(logx, gsci_rnd_log(RA(gsci_rnd_exp(logx), gsci_rnd_exp(logy)))));
            }
        }
    }
    double x = gsci_rnd_std_gamma(a, s);
    double y = gsci_rnd_std_gamma(b, s);
    return RD(x, RA(x, y));
}

__device__ double gsci_rnd_noncentral_chisquare(double df, double nonc, gsci_rnd_stream& s) {
    if (nonc == 0.0) return RM(2.0, gsci_rnd_std_gamma(RD(df, 2.0), s));
    if (1.0 < df) {
        double chi2 = RM(2.0, gsci_rnd_std_gamma(RD(RS(df, 1.0), 2.0), s));
        double n = RA(s.normal(), RQ(nonc));
        return RA(chi2, RM(n, n));
    }
    double lam = RD(nonc, 2.0);
    u64 i = gsci_rnd_poisson(lam, gsci_rnd_exp(-lam), s);
    return RM(2.0, gsci_rnd_std_gamma(RD(RA(df, RM(2.0, (double)i)), 2.0), s));
}

// An integer uniform on [0, range), range >= 1 (sampler.rs's ElemStream::below).
__device__ u64 gsci_rnd_below(gsci_rnd_stream& s, u64 range) {
    u64 x = s.next();
    u64 lo = x * range, hi = __umul64hi(x, range);
    if (lo < range) {
        u64 t = (0 - range) % range;
        while (lo < t) {
            x = s.next();
            lo = x * range;
            hi = __umul64hi(x, range);
        }
    }
    return hi;
}

__device__ u64 gsci_rnd_hypergeometric(u64 ngood, u64 nbad, u64 nsample, gsci_rnd_stream& s) {
    u64 total = ngood + nbad;
    u64 m = nsample > total / 2 ? total - nsample : nsample;
    double good = (double)ngood, left = (double)total;
    u64 k = 0;
    for (u64 j = 0; j < m; ++j) {
        if (RM(s.co(), left) < good) {
            k += 1;
            good = RS(good, 1.0);
        }
        left = RS(left, 1.0);
    }
    return m == nsample ? k : ngood - k;
}

// fdlibm's __ieee754_acos (math.rs's acos), rounded step by step as the CPU's.
__device__ double gsci_rnd_acos_r(double z) {
    double p = RM(z, RA(1.666666666666666574150e-01, RM(z, RA(-3.255658186224009154050e-01, RM(z, RA(2.012125321348629258810e-01, RM(z, RA(-4.005553450067941140270e-02, RM(z, RA(7.915349942898145321760e-04, RM(z, 3.479331075960211675700e-05)))))))))));
    double q = RA(1.0, RM(z, RA(-2.403394911734414218780e+00, RM(z, RA(2.020945760233505694710e+00, RM(z, RA(-6.882839716054532930300e-01, RM(z, 7.703815055590193527910e-02))))))));
    return RD(p, q);
}
__device__ double gsci_rnd_acos(double x) {
    const double pio2_hi = 1.57079632679489655800e+00, pio2_lo = 6.12323399573676603587e-17;
    const double pi_hi = 3.14159265358979311600e+00;
    double ax = fabs(x);
    if (ax >= 1.0) {
        if (x == 1.0) return 0.0;
        if (x == -1.0) return RA(pi_hi, RM(2.0, pio2_lo));
        return __longlong_as_double(0x7ff8000000000000LL);
    }
    if (ax < 0.5) {
        if (ax <= 6.938893903907228e-18) return RA(pio2_hi, pio2_lo);
        double r = gsci_rnd_acos_r(RM(x, x));
        return RS(pio2_hi, RS(x, RS(pio2_lo, RM(x, r))));
    } else if (x < 0.0) {
        double z = RM(RA(1.0, x), 0.5);
        double s = RQ(z);
        double w = RS(RM(gsci_rnd_acos_r(z), s), pio2_lo);
        return RS(pi_hi, RM(2.0, RA(s, w)));
    } else {
        double z = RM(RS(1.0, x), 0.5);
        double s = RQ(z);
        double df = __longlong_as_double(__double_as_longlong(s) & 0xffffffff00000000LL);
        double c = RD(RS(z, RM(df, df)), RA(s, df));
        double w = RA(RM(gsci_rnd_acos_r(z), s), c);
        return RM(2.0, RA(df, w));
    }
}

// NumPy's random_vonmises rejection loop (sampler.rs's vonmises); p = (mu, kappa, s).
__device__ double gsci_rnd_vonmises(double mu, double kappa, double s_, gsci_rnd_stream& s) {
    const double pi = 3.14159265358979311600e+00;
    if (isnan(kappa)) return __longlong_as_double(0x7ff8000000000000LL);
    if (kappa < 1e-8) return RM(pi, RS(RM(2.0, s.co()), 1.0));
    if (kappa > 1e6) {
        double result = RA(mu, RM(RQ(RD(1.0, kappa)), s.normal()));
        if (result < -pi) result = RA(result, RM(2.0, pi));
        if (result > pi) result = RS(result, RM(2.0, pi));
        return result;
    }
    double w;
    for (;;) {
        double u = s.co();
        double sn, z;
        gsci_rnd_sincos_2pi(RM(0.5, u), &sn, &z);
        w = RD(RA(1.0, RM(s_, z)), RA(s_, z));
        double y = RM(kappa, RS(s_, w));
        double v = s.co();
        if (RS(RM(y, RS(2.0, y)), v) >= 0.0 || RS(RA(gsci_rnd_log(RD(y, v)), 1.0), y) >= 0.0) break;
    }
    double u = s.co();
    double result = gsci_rnd_acos(w);
    if (u < 0.5) result = -result;
    result = RA(result, mu);
    bool neg = result < 0.0;
    double mod = fabs(result);
    mod = RS(fmod(RA(mod, pi), RM(2.0, pi)), pi);
    if (neg) mod = -mod;
    return mod;
}

// Per-element distributions (codes >= 20).
// Element i on the stream s (its own, or primed with its word of the shared block).
__device__ void gsci_rnd_elem_s(unsigned d, const gsci_rnd_ctx* ctx, gsci_rnd_stream& s, double* f, u64* iv) {
    const double* p = ctx->p;
    *iv = 0;
    *f = 0.0;
    switch (d) {
        case 20: *f = RM(p[1], gsci_rnd_std_gamma(p[0], s)); return;
        case 21: *f = gsci_rnd_beta(p[0], p[1], s); return;
        case 22: *iv = gsci_rnd_poisson(p[0], p[1], s); return;
        case 23: *iv = gsci_rnd_binomial(ctx->ip[0], p[0], p[1], p[2], s); return;
        case 24: *f = RM(2.0, gsci_rnd_std_gamma(RD(p[0], 2.0), s)); return;
        case 25: {
            double num = RM(2.0, gsci_rnd_std_gamma(RD(p[0], 2.0), s));
            double den = RM(2.0, gsci_rnd_std_gamma(RD(p[1], 2.0), s));
            *f = RD(RM(num, p[1]), RM(den, p[0]));
            return;
        }
        case 26: {
            double num = s.normal();
            double den = gsci_rnd_std_gamma(RD(p[0], 2.0), s);
            *f = RD(RM(RQ(RD(p[0], 2.0)), num), RQ(den));
            return;
        }
        case 27: {
            double y = RM(gsci_rnd_std_gamma(p[0], s), RD(RS(1.0, p[1]), p[1]));
            *iv = gsci_rnd_poisson(y, gsci_rnd_exp(-y), s);
            return;
        }
        case 28: {
            double mean = p[0], scale = p[1];
            double mu_2l = RD(mean, RM(2.0, scale));
            double y = s.normal();
            y = RM(RM(mean, y), y);
            double x = RA(mean, RM(mu_2l, RS(y, RQ(RA(RM(RM(4.0, scale), y), RM(y, y))))));
            double u = s.co();
            *f = u <= RD(mean, RA(mean, x)) ? x : RD(RM(mean, mean), x);
            return;
        }
        case 29: {
            double pp = p[0], r = p[1];
            for (;;) {
                double v = s.co();
                if (v >= pp) { *iv = 1; return; }
                double u = s.co();
                double q = -gsci_rnd_expm1(RM(r, u));
                if (v <= RM(q, q)) {
                    double result = floor(RA(1.0, RD(gsci_rnd_log(v), gsci_rnd_log(q))));
                    if (result < 1.0 || v == 0.0) continue;
                    *iv = (u64)(long long)result;
                    return;
                }
                *iv = v >= q ? 1 : 2;
                return;
            }
        }
        case 30: {
            if (p[0] >= 1025.0) { *iv = 1; return; }  // NumPy: b overflows; P(X > 1) < 3e-309
            double am1 = RS(p[0], 1.0), b = p[1];
            for (;;) {
                double u = RS(1.0, s.co());
                double v = s.co();
                double x = floor(gsci_rnd_exp(RM(gsci_rnd_log(u), RD(-1.0, am1))));
                if (!(x >= 1.0 && x <= 9.223372036854775e18)) continue;
                double t = gsci_rnd_exp(RM(am1, gsci_rnd_log1p(RD(1.0, x))));
                if (RD(RM(RM(v, x), RS(t, 1.0)), RS(b, 1.0)) <= RD(t, b)) {
                    *iv = (u64)(long long)x;
                    return;
                }
            }
        }
        case 31: *f = gsci_rnd_noncentral_chisquare(p[0], p[1], s); return;
        case 32: {
            double t = RM(gsci_rnd_noncentral_chisquare(p[0], p[2], s), p[1]);
            *f = RD(t, RM(RM(2.0, gsci_rnd_std_gamma(RD(p[1], 2.0), s)), p[0]));
            return;
        }
        case 33: *iv = gsci_rnd_hypergeometric(ctx->ip[0], ctx->ip[1], (u64)p[0], s); return;
        case 34: *f = gsci_rnd_vonmises(p[0], p[1], p[2], s); return;
        default: *f = __longlong_as_double(0x7ff8000000000000LL); return;
    }
}

__device__ void gsci_rnd_elem(unsigned d, const gsci_rnd_ctx* ctx, u64 i, double* f, u64* iv) {
    gsci_rnd_stream s(ctx, i);
    gsci_rnd_elem_s(d, ctx, s, f, iv);
}

// Binomial inversion constants (sampler.rs's binomial_consts).
__device__ void gsci_rnd_binomial_consts(u64 n, double p, double* qn, double* bound) {
    double nf = (double)n;
    double q = RS(1.0, p);
    double np = RM(nf, p);
    *qn = gsci_rnd_exp(RM(nf, gsci_rnd_log1p(-p)));
    double bd = RA(np, RM(10.0, RQ(RA(RM(np, q), 1.0))));
    *bound = nf < bd ? nf : bd;
}

// One thread per row of a vector-valued draw (sampler.rs's sample_row): D 40 Dirichlet
// (double out), 41 multinomial (long long out).
template <unsigned D, typename T>
__device__ void gsci_rnd_rows(T* out, u64 rows, u64 k, const double* v, gsci_rnd_ctx ctx) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < rows; i += (u64)gridDim.x * blockDim.x) {
        gsci_rnd_stream s(&ctx, i);
        T* o = out + i * k;
        if (D == 42 || D == 43) {
            // multivariate_hypergeometric (sampler.rs's mv_hypergeometric): v holds the colors'
            // counts as raw bits, ip[0] the items to draw, ip[1] the complement flag, p[0] the
            // bits of the total.
            u64 m = ctx.ip[0];
            u64 total = (u64)__double_as_longlong(ctx.p[0]);
            for (u64 j = 0; j < k; ++j) o[j] = 0;
            if (D == 42) {
                u64 num = m, remaining = total;
                for (u64 j = 0; num > 0 && j + 1 < k; ++j) {
                    u64 cj = (u64)__double_as_longlong(v[j]);
                    remaining -= cj;
                    u64 r = gsci_rnd_hypergeometric(cj, remaining, num, s);
                    o[j] = (T)r;
                    num -= r;
                }
                if (num > 0) o[k - 1] = (T)num;
            } else {
                u64 remaining = total;
                for (u64 q = 0; q < m; ++q) {
                    u64 r = gsci_rnd_below(s, remaining);
                    u64 j = 0;
                    while (r >= (u64)__double_as_longlong(v[j]) - (u64)o[j]) {
                        r -= (u64)__double_as_longlong(v[j]) - (u64)o[j];
                        ++j;
                    }
                    o[j] = (T)((u64)o[j] + 1);
                    remaining -= 1;
                }
            }
            if (ctx.ip[1] == 1)
                for (u64 j = 0; j < k; ++j) o[j] = (T)((u64)__double_as_longlong(v[j]) - (u64)o[j]);
        } else if (D == 40 && ctx.ip[0] == 1) {
            // Small alphas: stick breaking with beta variates (sampler.rs's sample_row).
            double c = 0.0;
            for (u64 j = k; j-- > 0;) {
                c = RA(c, v[j]);
                o[j] = (T)c;
            }
            if (c == 0.0) {
                for (u64 j = 0; j < k; ++j) o[j] = (T)0.0;
                continue;
            }
            double acc = 1.0;
            bool used_up = false;
            for (u64 j = 0; j + 1 < k; ++j) {
                double rest = (double)o[j + 1];
                double x = v[j] == 0.0 ? 0.0 : (rest == 0.0 ? 1.0 : gsci_rnd_beta(v[j], rest, s));
                o[j] = (T)RM(acc, x);
                acc = RM(acc, RS(1.0, x));
                if (rest == 0.0) {
                    for (u64 q = j + 1; q < k; ++q) o[q] = (T)0.0;
                    used_up = true;
                    break;
                }
            }
            if (!used_up) o[k - 1] = (T)acc;
        } else if (D == 40) {
            double sum = 0.0;
            for (u64 j = 0; j < k; ++j) {
                double g = gsci_rnd_std_gamma(v[j], s);
                sum = RA(sum, g);
                o[j] = (T)g;
            }
            for (u64 j = 0; j < k; ++j) o[j] = (T)RD((double)o[j], sum);
        } else {
            u64 dn = ctx.ip[0];
            double remaining_p = 1.0;
            for (u64 j = 0; j < k; ++j) o[j] = 0;
            bool done = false;
            for (u64 j = 0; j + 1 < k; ++j) {
                double pp = RD(v[j], remaining_p);
                if (pp > 1.0) pp = 1.0;
                if (pp < 0.0) pp = 0.0;
                double low = pp <= 0.5 ? pp : RS(1.0, pp);
                double qn, bound;
                gsci_rnd_binomial_consts(dn, low, &qn, &bound);
                u64 x = gsci_rnd_binomial(dn, pp, qn, bound, s);
                o[j] = (T)x;
                dn -= x;
                if (dn == 0) { done = true; break; }
                remaining_p = RS(remaining_p, v[j]);
            }
            if (!done) o[k - 1] = (T)dn;
        }
    }
}

template <typename T> __device__ __forceinline__ T gsci_rnd_cast(double f, u64 iv, bool integral) {
    return integral ? (T)(long long)iv : (T)f;
}
template <> __device__ __forceinline__ unsigned long long gsci_rnd_cast<unsigned long long>(double f, u64 iv, bool integral) {
    return integral ? iv : (unsigned long long)f;
}

// Four consecutive outputs: one aligned vector store when all four are in range and the
// address allows it (fresh arrays are aligned), else element by element.
template <typename T> struct alignas(4 * sizeof(T)) gsci_rnd_vec4 { T x[4]; };

template <typename T>
__device__ __forceinline__ void gsci_rnd_store4(T* out, u64 base, u64 n, const T v[4]) {
    T* p = out + base;
    if (base + 4 <= n && ((unsigned long long)p & (4 * sizeof(T) - 1)) == 0) {
        gsci_rnd_vec4<T> w;
        w.x[0] = v[0]; w.x[1] = v[1]; w.x[2] = v[2]; w.x[3] = v[3];
        *reinterpret_cast<gsci_rnd_vec4<T>*>(p) = w;
        return;
    }
#pragma unroll
    for (int l = 0; l < 4; ++l)
        if (base + l < n) p[l] = v[l];
}

// One thread per group of 4 elements: one block, four outputs.
template <unsigned d, typename T, bool INTEGRAL>
__device__ void gsci_rnd_lanes(T* out, u64 n, gsci_rnd_ctx ctx) {
    u64 groups = (n + 3) / 4;
    for (u64 g = (u64)blockIdx.x * blockDim.x + threadIdx.x; g < groups; g += (u64)gridDim.x * blockDim.x) {
        u64 b[4];
        gsci_rnd_block(ctx, g, 0u, b);
        u64 base = 4 * g;
        T v[4];
        if (d == 0 || d == 2) {
            // Box-Muller: each pair of words gives two outputs (sampler.rs computes the same
            // values lane by lane).
#pragma unroll
            for (int pair = 0; pair < 4; pair += 2) {
                double r = RQ(RM(-2.0, gsci_rnd_log(gsci_u_oc(b[pair]))));
                double sn, cs;
                gsci_rnd_sincos_2pi(gsci_u_co(b[pair + 1]), &sn, &cs);
                double v0 = RA(ctx.p[0], RM(ctx.p[1], RM(r, cs)));
                double v1 = RA(ctx.p[0], RM(ctx.p[1], RM(r, sn)));
                if (d == 2) { v0 = gsci_rnd_exp(v0); v1 = gsci_rnd_exp(v1); }
                v[pair] = (T)v0;
                v[pair + 1] = (T)v1;
            }
        } else {
#pragma unroll
            for (int lane = 0; lane < 4; ++lane) {
                double f = 0.0;
                u64 iv = 0;
                if (base + lane < n) {
                    if (d >= 20) {
                        gsci_rnd_stream s(&ctx, base + lane);
                        s.prime(b[lane]);
                        gsci_rnd_elem_s(d, &ctx, s, &f, &iv);
                    } else {
                        gsci_rnd_lane(d, &ctx, b, lane, base + lane, &f, &iv);
                    }
                }
                v[lane] = gsci_rnd_cast<T>(f, iv, INTEGRAL);
            }
        }
        gsci_rnd_store4(out, base, n, v);
    }
}

// One thread per element, each on its own sub-stream.
template <unsigned d, typename T, bool INTEGRAL>
__device__ void gsci_rnd_elems(T* out, u64 n, gsci_rnd_ctx ctx) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        double f;
        u64 iv;
        gsci_rnd_elem(d, &ctx, i, &f, &iv);
        out[i] = gsci_rnd_cast<T>(f, iv, INTEGRAL);
    }
}

// Block bi of NumPy's raw stream: Philox of the 256-bit counter ctr + 1 + bi (carries included).
__device__ __forceinline__ void gsci_rnd_raw_block(const gsci_rnd_raw& r, u64 bi, u64 c[4]) {
    c[0] = r.ctr[0] + 1 + bi;
    u64 carry = c[0] < r.ctr[0] ? 1 : 0;
    c[1] = r.ctr[1] + carry; carry = (carry && c[1] == 0) ? 1 : 0;
    c[2] = r.ctr[2] + carry; carry = (carry && c[2] == 0) ? 1 : 0;
    c[3] = r.ctr[3] + carry;
    gsci_philox4x64_10(c, r.key[0], r.key[1]);
}

// KIND 3 of gsci_rnd_raw_fill (random() f32): block b holds values npre + 8 b .. + 7. A warp
// takes 32 consecutive blocks (256 floats) and writes them through shared memory, so that each
// store instruction covers 512 contiguous bytes: two 16-byte stores per thread at a 32-byte
// stride (each filling half of every sector) ran at 0.71-0.74 ms for 2^28 floats on the H200,
// where the Philox work alone takes 0.37 ms.
template <typename T>
__device__ void gsci_rnd_raw_f32(T* out, u64 n, const gsci_rnd_raw& r) {
    u64 npre = r.npre;
    u64 rest = n > npre ? n - npre : 0;
    u64 blocks = (rest + 7) / 8;
    u64 whole = rest / 8;
    // Launched with 256 threads per block (cuda.rs's BLOCK); larger blocks take the plain path.
    __shared__ gsci_rnd_vec4<T> stage[2 * 256];
    unsigned lane = threadIdx.x & 31;
    gsci_rnd_vec4<T>* ws = stage + 2 * (threadIdx.x - lane);
    bool vec = blockDim.x <= 256 && (npre & 3) == 0 &&
               ((unsigned long long)(out + npre) & (4 * sizeof(T) - 1)) == 0;
    u64 warps = ((u64)gridDim.x * blockDim.x) / 32;
    u64 nw = (blocks + 31) / 32;
    for (u64 w = ((u64)blockIdx.x * blockDim.x + threadIdx.x) / 32; w < nw; w += warps) {
        u64 bi = 32 * w + lane;
        u64 c[4];
        gsci_rnd_raw_block(r, bi, c);
        T v[8];
#pragma unroll
        for (int k = 0; k < 8; ++k) {
            unsigned h = (k & 1) ? (unsigned)(c[k >> 1] >> 32) : (unsigned)c[k >> 1];
            v[k] = (T)__fmul_rn((float)(h >> 8), 1.0f / 16777216.0f);
        }
        if (vec && 32 * w + 32 <= whole) {
            // The whole warp is here (the loop and this test are uniform across it).
#pragma unroll
            for (int k = 0; k < 4; ++k) {
                ws[2 * lane].x[k] = v[k];
                ws[2 * lane + 1].x[k] = v[4 + k];
            }
            __syncwarp();
            gsci_rnd_vec4<T>* o = reinterpret_cast<gsci_rnd_vec4<T>*>(out + npre + 256 * w);
            o[lane] = ws[lane];
            o[32 + lane] = ws[32 + lane];
            __syncwarp();
        } else if (bi < blocks) {
            u64 base = npre + 8 * bi;
#pragma unroll
            for (int k = 0; k < 8; ++k)
                if (base + k < n) out[base + k] = v[k];
        }
    }
}

// NumPy's raw stream: word q is the buffered word pre[q] for q < npre, else word (q - npre) % 4
// of block ctr + 1 + (q - npre) / 4. KIND 0: random() f64; 1: raw u64; 2: uniform
// low + range * random(); 3: random() f32 from 32-bit halves (pre holds the 32-bit prefix).
template <int KIND, typename T>
__device__ void gsci_rnd_raw_fill(T* out, u64 n, gsci_rnd_raw r) {
    u64 npre = r.npre;
    u64 per = KIND == 3 ? 8 : 4;
    u64 rest = n > npre ? n - npre : 0;
    u64 blocks = (rest + per - 1) / per;
    u64 tid = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (tid == 0) {
        for (u64 q = 0; q < npre && q < n; ++q) {
            u64 x = r.pre[q];
            if (KIND == 0) out[q] = (T)gsci_u_co(x);
            else if (KIND == 1) out[q] = (T)x;
            else if (KIND == 2) out[q] = (T)RA(r.p[0], RM(r.p[1], gsci_u_co(x)));
            else out[q] = (T)__fmul_rn((float)((unsigned)x >> 8), 1.0f / 16777216.0f);
        }
    }
    if (KIND == 3) {
        gsci_rnd_raw_f32<T>(out, n, r);
        return;
    }
    for (u64 bi = tid; bi < blocks; bi += (u64)gridDim.x * blockDim.x) {
        u64 c[4];
        gsci_rnd_raw_block(r, bi, c);
        u64 base = npre + per * bi;
        if ((base & 3) == 0) {
            T v[4];
#pragma unroll
            for (int w = 0; w < 4; ++w) {
                u64 x = c[w];
                if (KIND == 0) v[w] = (T)gsci_u_co(x);
                else if (KIND == 1) v[w] = (T)x;
                else v[w] = (T)RA(r.p[0], RM(r.p[1], gsci_u_co(x)));
            }
            gsci_rnd_store4(out, base, n, v);
        } else {
#pragma unroll
            for (int w = 0; w < 4; ++w) {
                if (base + w < n) {
                    u64 x = c[w];
                    if (KIND == 0) out[base + w] = (T)gsci_u_co(x);
                    else if (KIND == 1) out[base + w] = (T)x;
                    else out[base + w] = (T)RA(r.p[0], RM(r.p[1], gsci_u_co(x)));
                }
            }
        }
    }
}

// cuRAND-word normals (sampler.rs's bm_words): pair k reads 32-bit words w[2k] (u1 in (0, 1])
// and w[2k + 1] (u2 in [0, 1)); outputs 2k and 2k + 1 are loc + scale * r cos, r sin (2 pi u2)
// with r = sqrt(-2 log u1), or their exp (LOGN).
template <typename T, bool LOGN>
__device__ void gsci_rnd_bm_words(T* out, u64 n, const unsigned* w, double loc, double scale) {
    u64 pairs = (n + 1) / 2;
    for (u64 k = (u64)blockIdx.x * blockDim.x + threadIdx.x; k < pairs; k += (u64)gridDim.x * blockDim.x) {
        const double INV32 = 2.3283064365386963e-10;
        double u1 = RM(RA((double)w[2 * k], 1.0), INV32);
        double u2 = RM((double)w[2 * k + 1], INV32);
        double r = RQ(RM(-2.0, gsci_rnd_log(u1)));
        double sn, cs;
        gsci_rnd_sincos_2pi(u2, &sn, &cs);
        double v0 = RA(loc, RM(scale, RM(r, cs)));
        double v1 = RA(loc, RM(scale, RM(r, sn)));
        if (LOGN) { v0 = gsci_rnd_exp(v0); v1 = gsci_rnd_exp(v1); }
        out[2 * k] = (T)v0;
        if (2 * k + 1 < n) out[2 * k + 1] = (T)v1;
    }
}

// Array parameters (cpu.rs's fill_dist_params): element i's real and integer parameters are
// P[4i..4i+4] and IP[2i..2i+2] (broadcast and checked on the host), the rest as above.
template <unsigned d, typename T, bool INTEGRAL>
__device__ void gsci_rnd_lanes_p(T* out, u64 n, gsci_rnd_ctx ctx, const double* P, const u64* IP) {
    u64 groups = (n + 3) / 4;
    for (u64 g = (u64)blockIdx.x * blockDim.x + threadIdx.x; g < groups; g += (u64)gridDim.x * blockDim.x) {
        u64 b[4];
        gsci_rnd_block(ctx, g, 0u, b);
        u64 base = 4 * g;
        for (int lane = 0; lane < 4; ++lane) {
            u64 i = base + lane;
            if (i >= n) break;
            gsci_rnd_ctx c = ctx;
            for (int q = 0; q < 4; ++q) c.p[q] = P[4 * i + q];
            c.ip[0] = IP[2 * i];
            c.ip[1] = IP[2 * i + 1];
            double f = 0.0;
            u64 iv = 0;
            if (d >= 20) {
                gsci_rnd_stream s(&c, i);
                s.prime(b[lane]);
                gsci_rnd_elem_s(d, &c, s, &f, &iv);
            } else {
                gsci_rnd_lane(d, &c, b, lane, i, &f, &iv);
            }
            out[i] = gsci_rnd_cast<T>(f, iv, INTEGRAL);
        }
    }
}

template <unsigned d, typename T, bool INTEGRAL>
__device__ void gsci_rnd_elems_p(T* out, u64 n, gsci_rnd_ctx ctx, const double* P, const u64* IP) {
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (u64)gridDim.x * blockDim.x) {
        gsci_rnd_ctx c = ctx;
        for (int q = 0; q < 4; ++q) c.p[q] = P[4 * i + q];
        c.ip[0] = IP[2 * i];
        c.ip[1] = IP[2 * i + 1];
        double f;
        u64 iv;
        gsci_rnd_elem(d, &c, i, &f, &iv);
        out[i] = gsci_rnd_cast<T>(f, iv, INTEGRAL);
    }
}

// Gamma (BETA false: ctx.p = [scale, d, c, -]) and beta (BETA true: [d_a, c_a, d_b, c_b]) when
// every gamma involved has shape >= 1 (Marsaglia and Tsang's method, d = shape - 1/3 and
// c = 1 / sqrt(9 d), computed on the host with the same operations). One attempt per turn of
// the loop: a lane whose attempt is rejected tries again while the others go on to their next
// element, so a warp no longer waits for its slowest lane's rejections at every element. Each
// element reads its own stream in the same order as gsci_rnd_gamma_mt / gsci_rnd_beta: the
// same bits as gsci_rnd_elems (and the CPU).
template <bool BETA, typename T>
__device__ void gsci_rnd_mt_flat(T* out, u64 n, gsci_rnd_ctx ctx) {
    u64 stride = (u64)gridDim.x * blockDim.x;
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    gsci_rnd_stream s(&ctx, i);
    const double d0 = BETA ? ctx.p[0] : ctx.p[1], c0 = BETA ? ctx.p[1] : ctx.p[2];
    const double d1 = ctx.p[2], c1 = ctx.p[3];
    bool second = false;
    double first = 0.0;
    for (;;) {
        double d = second ? d1 : d0, c = second ? c1 : c0;
        double x = s.normal();
        double v = RA(1.0, RM(c, x));
        double u = s.oc();
        bool acc = false;
        if (v > 0.0) {
            v = RM(RM(v, v), v);
            double x2 = RM(x, x);
            acc = u < RS(1.0, RM(0.0331, RM(x2, x2)));
            if (!acc) acc = gsci_rnd_log(u) < RA(RM(0.5, x2), RM(d, RA(RS(1.0, v), gsci_rnd_log(v))));
        }
        if (!acc) continue;
        double g = RM(d, v);
        if (BETA && !second) {
            first = g;
            second = true;
            continue;
        }
        out[i] = (T)(BETA ? RD(first, RA(first, g)) : RM(ctx.p[0], g));
        i += stride;
        if (i >= n) return;
        s = gsci_rnd_stream(&ctx, i);
        second = false;
    }
}
