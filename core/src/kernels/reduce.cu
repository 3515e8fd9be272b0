// Reductions. An operator is a struct with
//   in_t, acc_t, out_t, aux_t, HAS_AUX,
//   identity(), map(x, index, aux, p), combine(a, b), finish(acc, n, aux, p)
// (the CPU twins are in reduce/ops.rs). `index` is the element's C-order position among the reduced
// axes (argmin/argmax); `aux` a per-output value from an earlier pass (the mean for var, the maximum
// for logsumexp); `p` a scalar parameter (ddof, the norm order).
//
// Four kernel shapes, chosen on the host after collapsing axes (reduce/cuda.rs):
//   block:  one block per (output, split) over a contiguous or strided range; 16-byte vector loads
//           when contiguous; warp shuffles, one value per block (final, or a partial for pass 2);
//   warp:   one warp per output (short rows);
//   thread: one thread per output (very short reductions, or many outputs);
//   cols:   the kept innermost axis is contiguous: each thread owns V neighbouring outputs and walks
//           the reduced elements, coalesced across the warp; blockDim.y threads split the rows and
//           blocks split them further (partials for pass 2).
// Partials are combined by a second launch in a fixed order: no atomics, results are deterministic.

template <bool C, class A, class B> struct gsci_red_if { typedef A type; };
template <class A, class B> struct gsci_red_if<false, A, B> { typedef B type; };

struct gsci_red_noaux {};

// ---------------------------------------------------------------- accumulator arithmetic

template <class A> struct gsci_red_real { typedef A type; };
template <> struct gsci_red_real<gsci_c64> { typedef float type; };
template <> struct gsci_red_real<gsci_c128> { typedef double type; };

template <class A, class T> struct gsci_red_conv {
    static __device__ __forceinline__ A f(T x) { return gsci_cast<A>(x); }
};
template <class T> struct gsci_red_conv<T, T> {
    static __device__ __forceinline__ T f(T x) { return x; }
};
template <> struct gsci_red_conv<float, gsci_f16> {
    static __device__ __forceinline__ float f(gsci_f16 x) { return gsci_f16_to_float(x); }
};
template <> struct gsci_red_conv<float, gsci_bf16> {
    static __device__ __forceinline__ float f(gsci_bf16 x) { return gsci_bf16_to_float(x); }
};
template <> struct gsci_red_conv<double, float> {
    static __device__ __forceinline__ double f(float x) { return (double)x; }
};
template <class A, class T> __device__ __forceinline__ A gsci_red_to(T x) { return gsci_red_conv<A, T>::f(x); }

template <class A> __device__ __forceinline__ A gsci_red_zero() { return gsci_cast<A>((long long)0); }
template <class A> __device__ __forceinline__ A gsci_red_one() { return gsci_cast<A>((long long)1); }

__device__ __forceinline__ float gsci_red_add(float a, float b) { return a + b; }
__device__ __forceinline__ double gsci_red_add(double a, double b) { return a + b; }
__device__ __forceinline__ long long gsci_red_add(long long a, long long b) {
    return (long long)((unsigned long long)a + (unsigned long long)b);
}
__device__ __forceinline__ unsigned long long gsci_red_add(unsigned long long a, unsigned long long b) { return a + b; }
__device__ __forceinline__ gsci_c64 gsci_red_add(gsci_c64 a, gsci_c64 b) { return gsci_c64{a.re + b.re, a.im + b.im}; }
__device__ __forceinline__ gsci_c128 gsci_red_add(gsci_c128 a, gsci_c128 b) { return gsci_c128{a.re + b.re, a.im + b.im}; }

__device__ __forceinline__ float gsci_red_mul(float a, float b) { return a * b; }
__device__ __forceinline__ double gsci_red_mul(double a, double b) { return a * b; }
__device__ __forceinline__ long long gsci_red_mul(long long a, long long b) {
    return (long long)((unsigned long long)a * (unsigned long long)b);
}
__device__ __forceinline__ unsigned long long gsci_red_mul(unsigned long long a, unsigned long long b) { return a * b; }
__device__ __forceinline__ gsci_c64 gsci_red_mul(gsci_c64 a, gsci_c64 b) {
    return gsci_c64{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__device__ __forceinline__ gsci_c128 gsci_red_mul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

__device__ __forceinline__ float gsci_red_sub(float a, float b) { return a - b; }
__device__ __forceinline__ double gsci_red_sub(double a, double b) { return a - b; }
__device__ __forceinline__ gsci_c64 gsci_red_sub(gsci_c64 a, gsci_c64 b) { return gsci_c64{a.re - b.re, a.im - b.im}; }
__device__ __forceinline__ gsci_c128 gsci_red_sub(gsci_c128 a, gsci_c128 b) { return gsci_c128{a.re - b.re, a.im - b.im}; }

// Division by a count as NumPy rounds it (Smith's method for complex / (n + 0j)).
__device__ __forceinline__ float gsci_red_div_count(float a, float n) { return a / n; }
__device__ __forceinline__ double gsci_red_div_count(double a, double n) { return a / n; }
__device__ __forceinline__ gsci_c64 gsci_red_div_count(gsci_c64 a, float n) {
    const float rat = 0.0f / n, scl = 1.0f / (n + 0.0f * rat);
    return gsci_c64{(a.re + a.im * rat) * scl, (a.im - a.re * rat) * scl};
}
__device__ __forceinline__ gsci_c128 gsci_red_div_count(gsci_c128 a, double n) {
    const double rat = 0.0 / n, scl = 1.0 / (n + 0.0 * rat);
    return gsci_c128{(a.re + a.im * rat) * scl, (a.im - a.re * rat) * scl};
}

__device__ __forceinline__ float gsci_red_abs2(float a) { return a * a; }
__device__ __forceinline__ double gsci_red_abs2(double a) { return a * a; }
__device__ __forceinline__ float gsci_red_abs2(gsci_c64 a) { return a.re * a.re + a.im * a.im; }
__device__ __forceinline__ double gsci_red_abs2(gsci_c128 a) { return a.re * a.re + a.im * a.im; }
__device__ __forceinline__ float gsci_red_abs(float a) { return fabsf(a); }
__device__ __forceinline__ double gsci_red_abs(double a) { return fabs(a); }
__device__ __forceinline__ float gsci_red_abs(gsci_c64 a) { return hypotf(a.re, a.im); }
__device__ __forceinline__ double gsci_red_abs(gsci_c128 a) { return hypot(a.re, a.im); }
__device__ __forceinline__ float gsci_red_re(float a) { return a; }
__device__ __forceinline__ double gsci_red_re(double a) { return a; }
__device__ __forceinline__ float gsci_red_re(gsci_c64 a) { return a.re; }
__device__ __forceinline__ double gsci_red_re(gsci_c128 a) { return a.re; }

__device__ __forceinline__ float gsci_red_sqrt(float a) { return sqrtf(a); }
__device__ __forceinline__ double gsci_red_sqrt(double a) { return sqrt(a); }
__device__ __forceinline__ float gsci_red_pow(float a, float b) { return powf(a, b); }
__device__ __forceinline__ double gsci_red_pow(double a, double b) { return pow(a, b); }
__device__ __forceinline__ float gsci_red_exp(float a) { return expf(a); }
__device__ __forceinline__ double gsci_red_exp(double a) { return exp(a); }
__device__ __forceinline__ float gsci_red_log(float a) { return logf(a); }
__device__ __forceinline__ double gsci_red_log(double a) { return log(a); }
__device__ __forceinline__ float gsci_red_log1p(float a) { return log1pf(a); }
__device__ __forceinline__ double gsci_red_log1p(double a) { return log1p(a); }

// NaN tests on elements and accumulators (integers and bool have none).
template <class T> __device__ __forceinline__ bool gsci_red_isnan(T) { return false; }
__device__ __forceinline__ bool gsci_red_isnan(float x) { return x != x; }
__device__ __forceinline__ bool gsci_red_isnan(double x) { return x != x; }
__device__ __forceinline__ bool gsci_red_isnan(gsci_f16 x) { return gsci_red_isnan(gsci_f16_to_float(x)); }
__device__ __forceinline__ bool gsci_red_isnan(gsci_bf16 x) { return gsci_red_isnan(gsci_bf16_to_float(x)); }
__device__ __forceinline__ bool gsci_red_isnan(gsci_c64 x) { return x.re != x.re || x.im != x.im; }
__device__ __forceinline__ bool gsci_red_isnan(gsci_c128 x) { return x.re != x.re || x.im != x.im; }

template <class T> __device__ __forceinline__ bool gsci_red_nonzero(T x) { return x != (T)0; }
__device__ __forceinline__ bool gsci_red_nonzero(bool x) { return x; }
__device__ __forceinline__ bool gsci_red_nonzero(gsci_f16 x) { return gsci_f16_to_float(x) != 0.0f; }
__device__ __forceinline__ bool gsci_red_nonzero(gsci_bf16 x) { return gsci_bf16_to_float(x) != 0.0f; }
__device__ __forceinline__ bool gsci_red_nonzero(gsci_c64 x) { return x.re != 0.0f || x.im != 0.0f; }
__device__ __forceinline__ bool gsci_red_nonzero(gsci_c128 x) { return x.re != 0.0 || x.im != 0.0; }

// NumPy's ordering (lexicographic for complex); false when NaN is involved.
template <class A> __device__ __forceinline__ bool gsci_red_lt(A a, A b) { return a < b; }
__device__ __forceinline__ bool gsci_red_lt(bool a, bool b) { return !a && b; }
__device__ __forceinline__ bool gsci_red_lt(gsci_c64 a, gsci_c64 b) { return a.re < b.re || (a.re == b.re && a.im < b.im); }
__device__ __forceinline__ bool gsci_red_lt(gsci_c128 a, gsci_c128 b) { return a.re < b.re || (a.re == b.re && a.im < b.im); }

// NumPy's minimum/maximum (NaN propagates; the later operand on ties) and fmin/fmax (NaN ignored).
template <class A> __device__ __forceinline__ A gsci_red_min_nan(A a, A b) { return (gsci_red_isnan(a) || gsci_red_lt(a, b)) ? a : b; }
template <class A> __device__ __forceinline__ A gsci_red_max_nan(A a, A b) { return (gsci_red_isnan(a) || gsci_red_lt(b, a)) ? a : b; }
template <class A> __device__ __forceinline__ A gsci_red_fmin(A a, A b) {
    return (gsci_red_isnan(a) || (!gsci_red_isnan(b) && gsci_red_lt(b, a))) ? b : a;
}
template <class A> __device__ __forceinline__ A gsci_red_fmax(A a, A b) {
    return (gsci_red_isnan(a) || (!gsci_red_isnan(b) && gsci_red_lt(a, b))) ? b : a;
}

// `a - b`, wrapping for integers (ptp).
template <class A> __device__ __forceinline__ A gsci_red_diff(A a, A b) {
    return (A)((unsigned long long)a - (unsigned long long)b);
}
__device__ __forceinline__ float gsci_red_diff(float a, float b) { return a - b; }
__device__ __forceinline__ double gsci_red_diff(double a, double b) { return a - b; }
__device__ __forceinline__ gsci_c64 gsci_red_diff(gsci_c64 a, gsci_c64 b) { return gsci_red_sub(a, b); }
__device__ __forceinline__ gsci_c128 gsci_red_diff(gsci_c128 a, gsci_c128 b) { return gsci_red_sub(a, b); }

// Identities of min/max: hi() and lo(); nan_hi()/nan_lo() for nanmin/nanmax (NaN for floats).
template <class A> struct gsci_red_lim;
#define GSCI_RED_INT_LIM(T, LO, HI)                                                  \
    template <> struct gsci_red_lim<T> {                                             \
        static __device__ __forceinline__ T hi() { return HI; }                      \
        static __device__ __forceinline__ T lo() { return LO; }                      \
        static __device__ __forceinline__ T nan_hi() { return HI; }                  \
        static __device__ __forceinline__ T nan_lo() { return LO; }                  \
    };
GSCI_RED_INT_LIM(bool, false, true)
GSCI_RED_INT_LIM(signed char, (signed char)-128, (signed char)127)
GSCI_RED_INT_LIM(short, (short)-32768, (short)32767)
GSCI_RED_INT_LIM(int, (-2147483647 - 1), 2147483647)
GSCI_RED_INT_LIM(long long, (-9223372036854775807LL - 1), 9223372036854775807LL)
GSCI_RED_INT_LIM(unsigned char, (unsigned char)0, (unsigned char)255)
GSCI_RED_INT_LIM(unsigned short, (unsigned short)0, (unsigned short)65535)
GSCI_RED_INT_LIM(unsigned int, 0u, 4294967295u)
GSCI_RED_INT_LIM(unsigned long long, 0ull, 18446744073709551615ull)
#undef GSCI_RED_INT_LIM
template <> struct gsci_red_lim<float> {
    static __device__ __forceinline__ float hi() { return __int_as_float(0x7f800000); }
    static __device__ __forceinline__ float lo() { return __int_as_float((int)0xff800000u); }
    static __device__ __forceinline__ float nan_hi() { return __int_as_float(0x7fc00000); }
    static __device__ __forceinline__ float nan_lo() { return __int_as_float(0x7fc00000); }
};
template <> struct gsci_red_lim<double> {
    static __device__ __forceinline__ double hi() { return __longlong_as_double(0x7ff0000000000000LL); }
    static __device__ __forceinline__ double lo() { return __longlong_as_double((long long)0xfff0000000000000ULL); }
    static __device__ __forceinline__ double nan_hi() { return __longlong_as_double(0x7ff8000000000000LL); }
    static __device__ __forceinline__ double nan_lo() { return __longlong_as_double(0x7ff8000000000000LL); }
};
template <> struct gsci_red_lim<gsci_c64> {
    static __device__ __forceinline__ gsci_c64 hi() { return gsci_c64{gsci_red_lim<float>::hi(), gsci_red_lim<float>::hi()}; }
    static __device__ __forceinline__ gsci_c64 lo() { return gsci_c64{gsci_red_lim<float>::lo(), gsci_red_lim<float>::lo()}; }
    static __device__ __forceinline__ gsci_c64 nan_hi() { return gsci_c64{gsci_red_lim<float>::nan_hi(), gsci_red_lim<float>::nan_hi()}; }
    static __device__ __forceinline__ gsci_c64 nan_lo() { return nan_hi(); }
};
template <> struct gsci_red_lim<gsci_c128> {
    static __device__ __forceinline__ gsci_c128 hi() { return gsci_c128{gsci_red_lim<double>::hi(), gsci_red_lim<double>::hi()}; }
    static __device__ __forceinline__ gsci_c128 lo() { return gsci_c128{gsci_red_lim<double>::lo(), gsci_red_lim<double>::lo()}; }
    static __device__ __forceinline__ gsci_c128 nan_hi() { return gsci_c128{gsci_red_lim<double>::nan_hi(), gsci_red_lim<double>::nan_hi()}; }
    static __device__ __forceinline__ gsci_c128 nan_lo() { return nan_hi(); }
};

template <class A> struct gsci_red_arg_acc { A v; long long i; };
template <class A> struct gsci_red_pair { A a; A b; };
template <class A> struct gsci_red_count { A s; long long n; };

#define GSCI_RED_NOAUX                                                    \
    typedef gsci_red_noaux aux_t;                                         \
    static constexpr bool HAS_AUX = false;

// ---------------------------------------------------------------- operators

template <class T, class A, class O, int PROD, int NAN> struct gsci_red_sum {
    typedef T in_t; typedef A acc_t; typedef O out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ A identity() { return PROD ? gsci_red_one<A>() : gsci_red_zero<A>(); }
    static __device__ __forceinline__ A map(T x, long long, aux_t, double) {
        if (NAN && gsci_red_isnan(x)) return identity();
        return gsci_red_to<A>(x);
    }
    static __device__ __forceinline__ A combine(A a, A b) { return PROD ? gsci_red_mul(a, b) : gsci_red_add(a, b); }
    static __device__ __forceinline__ O finish(A a, long long, aux_t, double) { return gsci_cast<O>(a); }
};

template <class T, class A, class O> struct gsci_red_mean {
    typedef T in_t; typedef A acc_t; typedef O out_t; GSCI_RED_NOAUX
    typedef typename gsci_red_real<A>::type R;
    static __device__ __forceinline__ A identity() { return gsci_red_zero<A>(); }
    static __device__ __forceinline__ A map(T x, long long, aux_t, double) { return gsci_red_to<A>(x); }
    static __device__ __forceinline__ A combine(A a, A b) { return gsci_red_add(a, b); }
    static __device__ __forceinline__ O finish(A a, long long n, aux_t, double) {
        return gsci_cast<O>(gsci_red_div_count(a, (R)(double)n));
    }
};

template <class T, class A, class O> struct gsci_red_nanmean {
    typedef T in_t; typedef gsci_red_count<A> acc_t; typedef O out_t; GSCI_RED_NOAUX
    typedef typename gsci_red_real<A>::type R;
    static __device__ __forceinline__ acc_t identity() { return acc_t{gsci_red_zero<A>(), 0}; }
    static __device__ __forceinline__ acc_t map(T x, long long, aux_t, double) {
        if (gsci_red_isnan(x)) return identity();
        return acc_t{gsci_red_to<A>(x), 1};
    }
    static __device__ __forceinline__ acc_t combine(acc_t a, acc_t b) { return acc_t{gsci_red_add(a.s, b.s), a.n + b.n}; }
    static __device__ __forceinline__ O finish(acc_t a, long long, aux_t, double) {
        return gsci_cast<O>(gsci_red_div_count(a.s, (R)(double)a.n));
    }
};

// Second pass of var/std: |x - mean|^2 summed; aux = the mean (accumulator type A), p = ddof.
template <class T, class A, class O, int SQRT> struct gsci_red_var {
    typedef typename gsci_red_real<A>::type R;
    typedef T in_t; typedef R acc_t; typedef O out_t; typedef A aux_t;
    static constexpr bool HAS_AUX = true;
    static __device__ __forceinline__ R identity() { return (R)0; }
    static __device__ __forceinline__ R map(T x, long long, A m, double) { return gsci_red_abs2(gsci_red_sub(gsci_red_to<A>(x), m)); }
    static __device__ __forceinline__ R combine(R a, R b) { return a + b; }
    static __device__ __forceinline__ O finish(R a, long long n, A, double ddof) {
        const double dof = fmax((double)n - ddof, 0.0);
        const R v = a / (R)dof;
        return gsci_cast<O>(SQRT ? gsci_red_sqrt(v) : v);
    }
};

template <class T, class A, class O, int SQRT> struct gsci_red_nanvar {
    typedef typename gsci_red_real<A>::type R;
    typedef T in_t; typedef gsci_red_count<R> acc_t; typedef O out_t; typedef A aux_t;
    static constexpr bool HAS_AUX = true;
    static __device__ __forceinline__ acc_t identity() { return acc_t{(R)0, 0}; }
    static __device__ __forceinline__ acc_t map(T x, long long, A m, double) {
        if (gsci_red_isnan(x)) return identity();
        return acc_t{gsci_red_abs2(gsci_red_sub(gsci_red_to<A>(x), m)), 1};
    }
    static __device__ __forceinline__ acc_t combine(acc_t a, acc_t b) { return acc_t{a.s + b.s, a.n + b.n}; }
    static __device__ __forceinline__ O finish(acc_t a, long long, A, double ddof) {
        const double dof = (double)a.n - ddof;
        const R v = dof <= 0.0 ? gsci_red_lim<R>::nan_hi() : a.s / (R)dof;
        return gsci_cast<O>(SQRT ? gsci_red_sqrt(v) : v);
    }
};

template <class T, class A, class O, int MAX, int NAN> struct gsci_red_minmax {
    typedef T in_t; typedef A acc_t; typedef O out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ A identity() {
        return MAX ? (NAN ? gsci_red_lim<A>::nan_lo() : gsci_red_lim<A>::lo())
                   : (NAN ? gsci_red_lim<A>::nan_hi() : gsci_red_lim<A>::hi());
    }
    static __device__ __forceinline__ A map(T x, long long, aux_t, double) { return gsci_red_to<A>(x); }
    static __device__ __forceinline__ A combine(A a, A b) {
        return MAX ? (NAN ? gsci_red_fmax(a, b) : gsci_red_max_nan(a, b))
                   : (NAN ? gsci_red_fmin(a, b) : gsci_red_min_nan(a, b));
    }
    static __device__ __forceinline__ O finish(A a, long long, aux_t, double) { return gsci_cast<O>(a); }
};

// argmin/argmax: the first NaN wins (NAN = 0) or NaN is skipped (NAN = 1); ties go to the smaller
// index, so the combine is independent of operand order.
template <class T, class A, int MAX, int NAN> struct gsci_red_arg {
    typedef T in_t; typedef gsci_red_arg_acc<A> acc_t; typedef long long out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ acc_t identity() {
        return acc_t{MAX ? gsci_red_lim<A>::lo() : gsci_red_lim<A>::hi(), 9223372036854775807LL};
    }
    static __device__ __forceinline__ acc_t map(T x, long long i, aux_t, double) {
        const A v = gsci_red_to<A>(x);
        if (NAN && gsci_red_isnan(v)) return identity();
        return acc_t{v, i};
    }
    static __device__ __forceinline__ acc_t combine(acc_t a, acc_t b) {
        const bool an = gsci_red_isnan(a.v), bn = gsci_red_isnan(b.v);
        if (an || bn) return (an && bn) ? (a.i <= b.i ? a : b) : (an ? a : b);
        const bool a_better = MAX ? gsci_red_lt(b.v, a.v) : gsci_red_lt(a.v, b.v);
        const bool b_better = MAX ? gsci_red_lt(a.v, b.v) : gsci_red_lt(b.v, a.v);
        return (a_better || (!b_better && a.i <= b.i)) ? a : b;
    }
    static __device__ __forceinline__ long long finish(acc_t a, long long, aux_t, double) {
        return a.i == 9223372036854775807LL ? -1 : a.i;
    }
};

template <class T, class A, class O> struct gsci_red_ptp {
    typedef T in_t; typedef gsci_red_pair<A> acc_t; typedef O out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ acc_t identity() { return acc_t{gsci_red_lim<A>::hi(), gsci_red_lim<A>::lo()}; }
    static __device__ __forceinline__ acc_t map(T x, long long, aux_t, double) {
        const A v = gsci_red_to<A>(x);
        return acc_t{v, v};
    }
    static __device__ __forceinline__ acc_t combine(acc_t a, acc_t b) {
        return acc_t{gsci_red_min_nan(a.a, b.a), gsci_red_max_nan(a.b, b.b)};
    }
    static __device__ __forceinline__ O finish(acc_t a, long long, aux_t, double) { return gsci_cast<O>(gsci_red_diff(a.b, a.a)); }
};

template <class T, int ALL> struct gsci_red_anyall {
    typedef T in_t; typedef int acc_t; typedef bool out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ int identity() { return ALL; }
    static __device__ __forceinline__ int map(T x, long long, aux_t, double) { return gsci_red_nonzero(x) ? 1 : 0; }
    static __device__ __forceinline__ int combine(int a, int b) { return ALL ? (a & b) : (a | b); }
    static __device__ __forceinline__ bool finish(int a, long long, aux_t, double) { return a != 0; }
};

template <class T> struct gsci_red_count_nonzero {
    typedef T in_t; typedef long long acc_t; typedef long long out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ long long identity() { return 0; }
    static __device__ __forceinline__ long long map(T x, long long, aux_t, double) { return gsci_red_nonzero(x) ? 1 : 0; }
    static __device__ __forceinline__ long long combine(long long a, long long b) { return a + b; }
    static __device__ __forceinline__ long long finish(long long a, long long, aux_t, double) { return a; }
};

// Vector norms; MODE as reduce/ops.rs: 0 L2, 1 L1, 2 count of nonzeros, 3 p, 4 inf, 5 -inf.
template <class T, class A, class O, int MODE> struct gsci_red_norm {
    typedef typename gsci_red_real<A>::type R;
    typedef T in_t; typedef R acc_t; typedef O out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ R identity() { return MODE == 5 ? gsci_red_lim<R>::hi() : (R)0; }
    static __device__ __forceinline__ R map(T x, long long, aux_t, double p) {
        if (MODE == 0) return gsci_red_abs2(gsci_red_to<A>(x));
        if (MODE == 2) return gsci_red_nonzero(x) ? (R)1 : (R)0;
        if (MODE == 3) return gsci_red_pow(gsci_red_abs(gsci_red_to<A>(x)), (R)p);
        return gsci_red_abs(gsci_red_to<A>(x));
    }
    static __device__ __forceinline__ R combine(R a, R b) {
        if (MODE == 4) return gsci_red_max_nan(a, b);
        if (MODE == 5) return gsci_red_min_nan(a, b);
        return a + b;
    }
    static __device__ __forceinline__ O finish(R a, long long, aux_t, double p) {
        if (MODE == 0) return gsci_cast<O>(gsci_red_sqrt(a));
        if (MODE == 3) return gsci_cast<O>(gsci_red_pow(a, (R)1 / (R)p));
        return gsci_cast<O>(a);
    }
};

// logsumexp, pass 1: the NaN-propagating maximum in the real accumulator type A.
template <class T, class A> struct gsci_red_lse_max {
    typedef T in_t; typedef A acc_t; typedef A out_t; GSCI_RED_NOAUX
    static __device__ __forceinline__ A identity() { return gsci_red_lim<A>::lo(); }
    static __device__ __forceinline__ A map(T x, long long, aux_t, double) { return gsci_red_to<A>(x); }
    static __device__ __forceinline__ A combine(A a, A b) { return gsci_red_max_nan(a, b); }
    static __device__ __forceinline__ A finish(A a, long long, aux_t, double) { return a; }
};

// logsumexp, pass 2 (SciPy's): elements equal to the maximum m are counted (c), the others summed
// as exp(x - shift); the result is log1p(s / c) + log(c) + m.
template <class T, class A, class O> struct gsci_red_lse {
    typedef T in_t; typedef gsci_red_pair<A> acc_t; typedef O out_t; typedef A aux_t;
    static constexpr bool HAS_AUX = true;
    static __device__ __forceinline__ acc_t identity() { return acc_t{(A)0, (A)0}; }
    static __device__ __forceinline__ acc_t map(T x, long long, A m, double) {
        const A v = gsci_red_to<A>(x);
        if (v == m) return acc_t{(A)0, (A)1};
        const A shift = (m - m == (A)0) ? m : (A)0;
        return acc_t{gsci_red_exp(v - shift), (A)0};
    }
    static __device__ __forceinline__ acc_t combine(acc_t a, acc_t b) { return acc_t{a.a + b.a, a.b + b.b}; }
    static __device__ __forceinline__ O finish(acc_t a, long long, A m, double) {
        const A s = a.a == (A)0 ? a.a : a.a / a.b;
        return gsci_cast<O>(gsci_red_log1p(s) + gsci_red_log(a.b) + m);
    }
};

// ---------------------------------------------------------------- layouts and combining

// Kept axes (C order of the outputs) and reduced axes, as collapsed on the host. Zero-length arrays
// are not allowed, so K = 0 still carries one (unused) entry.
template <int K, int R> struct gsci_red_layout {
    long long kshape[K > 0 ? K : 1];
    long long kstride[K > 0 ? K : 1];
    long long rshape[R > 0 ? R : 1];
    long long rstride[R > 0 ? R : 1];
};

// Offset of output `o` over the first NK kept axes.
template <int NK, int K, int R, class I>
__device__ __forceinline__ I gsci_red_kept_offset(const gsci_red_layout<K, R>& L, I o) {
    I off = 0;
#pragma unroll
    for (int d = NK - 1; d > 0; --d) {
        const I n = (I)L.kshape[d];
        const I q = o / n;
        off += (o - q * n) * (I)L.kstride[d];
        o = q;
    }
    if (NK > 0) off += o * (I)L.kstride[0];
    return off;
}

// Offset of reduced element `r` (C order over the reduced axes).
template <int K, int R, class I>
__device__ __forceinline__ I gsci_red_roff(const gsci_red_layout<K, R>& L, I r) {
    I off = 0;
#pragma unroll
    for (int d = R - 1; d > 0; --d) {
        const I n = (I)L.rshape[d];
        const I q = r / n;
        off += (r - q * n) * (I)L.rstride[d];
        r = q;
    }
    return off + r * (I)L.rstride[0];
}

template <class A> __device__ __forceinline__ A gsci_red_shfl_down(A v, int delta) {
    constexpr int W = (int)((sizeof(A) + 3) / 4);
    union U { A a; unsigned int w[W]; };
    U u;
    u.a = v;
#pragma unroll
    for (int k = 0; k < W; ++k) u.w[k] = __shfl_down_sync(0xffffffffu, u.w[k], delta);
    return u.a;
}

template <class Op> __device__ __forceinline__ typename Op::acc_t gsci_red_warp_combine(typename Op::acc_t v) {
#pragma unroll
    for (int d = 16; d > 0; d >>= 1) v = Op::combine(v, gsci_red_shfl_down(v, d));
    return v;
}

// Combines one value per thread of a 1-D block; the result is valid in thread 0.
template <class Op> __device__ __forceinline__ typename Op::acc_t gsci_red_block_combine(typename Op::acc_t v) {
    typedef typename Op::acc_t A;
    __shared__ A warp_acc[32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
    v = gsci_red_warp_combine<Op>(v);
    if (lane == 0) warp_acc[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < nwarps ? warp_acc[lane] : Op::identity();
        v = gsci_red_warp_combine<Op>(v);
    }
    return v;
}

template <class T, int V> struct alignas(sizeof(T) * V) gsci_red_vec { T e[V]; };

template <class Op, bool MAP, class In>
__device__ __forceinline__ typename Op::acc_t gsci_red_load(In x, long long i, typename Op::aux_t aux, double p) {
    if constexpr (MAP) return Op::map(x, i, aux, p);
    else return x;
}

template <class Op> __device__ __forceinline__ typename Op::aux_t gsci_red_aux(const void* aux, long long o) {
    if constexpr (Op::HAS_AUX) return ((const typename Op::aux_t*)aux)[o];
    else return typename Op::aux_t{};
}

// Writes a final result (out[o]) or an accumulator (partials[slot]).
template <class Op, bool FINISH>
__device__ __forceinline__ void gsci_red_store(void* out, long long slot, long long o, typename Op::acc_t acc,
                                               long long ncount, typename Op::aux_t aux, double p) {
    if constexpr (FINISH) ((typename Op::out_t*)out)[o] = Op::finish(acc, ncount, aux, p);
    else ((typename Op::acc_t*)out)[slot] = acc;
}

// Reduces elements b..e of one output, thread t of nt, into `acc`. Contiguous input elements are
// read as 16-byte vectors after a scalar head that reaches 16-byte alignment, four loads in flight.
template <class Op, bool MAP, int K, int R, class I, bool CONTIG>
__device__ __forceinline__ typename Op::acc_t gsci_red_span(
    const typename gsci_red_if<MAP, typename Op::in_t, typename Op::acc_t>::type* __restrict__ base, I b, I e, I t, I nt,
    const gsci_red_layout<K, R>& L, typename Op::aux_t aux, double p, typename Op::acc_t acc) {
    typedef typename Op::acc_t A;
    typedef typename gsci_red_if<MAP, typename Op::in_t, A>::type In;
    constexpr int VEC = (MAP && CONTIG && sizeof(In) < 16 && 16 % sizeof(In) == 0) ? (int)(16 / sizeof(In)) : 1;
    if constexpr (!CONTIG) {
        for (I i = b + t; i < e; i += nt) acc = Op::combine(acc, gsci_red_load<Op, MAP>(base[gsci_red_roff(L, i)], i, aux, p));
        return acc;
    } else if constexpr (VEC == 1) {
        I i = b + t;
        for (; i + 3 * nt < e; i += 4 * nt) {
            const In x0 = base[i], x1 = base[i + nt], x2 = base[i + 2 * nt], x3 = base[i + 3 * nt];
            const A a01 = Op::combine(gsci_red_load<Op, MAP>(x0, i, aux, p), gsci_red_load<Op, MAP>(x1, i + nt, aux, p));
            const A a23 = Op::combine(gsci_red_load<Op, MAP>(x2, i + 2 * nt, aux, p), gsci_red_load<Op, MAP>(x3, i + 3 * nt, aux, p));
            acc = Op::combine(acc, Op::combine(a01, a23));
        }
        for (; i < e; i += nt) acc = Op::combine(acc, gsci_red_load<Op, MAP>(base[i], i, aux, p));
        return acc;
    } else {
        typedef gsci_red_vec<In, VEC> Vec;
        const unsigned long long addr = (unsigned long long)(base + b);
        I head = (I)(((16u - (unsigned)(addr & 15u)) & 15u) / (unsigned)sizeof(In));
        if (head > e - b) head = e - b;
        for (I i = b + t; i < b + head; i += nt) acc = Op::combine(acc, Op::map(base[i], i, aux, p));
        const I vb = b + head;
        const I nv = (e - vb) / VEC;
        const Vec* __restrict__ pv = (const Vec*)(base + vb);
        auto reduce_vec = [&](const Vec& v, I i0) {
            A s = Op::map(v.e[0], i0, aux, p);
#pragma unroll
            for (int k = 1; k < VEC; ++k) s = Op::combine(s, Op::map(v.e[k], i0 + k, aux, p));
            return s;
        };
        I j = t;
        for (; j + 3 * nt < nv; j += 4 * nt) {
            const Vec v0 = pv[j], v1 = pv[j + nt], v2 = pv[j + 2 * nt], v3 = pv[j + 3 * nt];
            const A a01 = Op::combine(reduce_vec(v0, vb + j * VEC), reduce_vec(v1, vb + (j + nt) * VEC));
            const A a23 = Op::combine(reduce_vec(v2, vb + (j + 2 * nt) * VEC), reduce_vec(v3, vb + (j + 3 * nt) * VEC));
            acc = Op::combine(acc, Op::combine(a01, a23));
        }
        for (; j < nv; j += nt) acc = Op::combine(acc, reduce_vec(pv[j], vb + j * VEC));
        for (I i = vb + nv * VEC + t; i < e; i += nt) acc = Op::combine(acc, Op::map(base[i], i, aux, p));
        return acc;
    }
}

#define GSCI_RED_PARAMS                                                                            \
    const void* __restrict__ xv, void* __restrict__ outv, const void* __restrict__ auxv, long long nout, \
        long long nloop, long long ncount, long long nsplit, long long chunk, long long inner, double p
#define GSCI_RED_ARGS xv, outv, auxv, nout, nloop, ncount, nsplit, chunk, inner, p

// ---------------------------------------------------------------- kernel bodies

// One block per (output, split): grid.x = nout * nsplit, partial slot = blockIdx.x.
template <class Op, bool MAP, bool FINISH, int K, int R, class I, bool CONTIG>
__device__ __forceinline__ void gsci_red_block_body(GSCI_RED_PARAMS, const gsci_red_layout<K, R>& L) {
    typedef typename gsci_red_if<MAP, typename Op::in_t, typename Op::acc_t>::type In;
    const I blk = (I)blockIdx.x;
    const I o = blk / (I)nsplit, s = blk - o * (I)nsplit;
    const In* base = (const In*)xv + gsci_red_kept_offset<K>(L, o);
    const typename Op::aux_t aux = gsci_red_aux<Op>(auxv, o);
    const I b = s * (I)chunk;
    const I e = (b + (I)chunk < (I)nloop) ? b + (I)chunk : (I)nloop;
    typename Op::acc_t acc = gsci_red_span<Op, MAP, K, R, I, CONTIG>(base, b, e, (I)threadIdx.x, (I)blockDim.x, L, aux, p, Op::identity());
    acc = gsci_red_block_combine<Op>(acc);
    if (threadIdx.x == 0) gsci_red_store<Op, FINISH>(outv, blk, o, acc, ncount, aux, p);
}

// One warp per output.
template <class Op, bool MAP, bool FINISH, int K, int R, class I, bool CONTIG>
__device__ __forceinline__ void gsci_red_warp_body(GSCI_RED_PARAMS, const gsci_red_layout<K, R>& L) {
    typedef typename gsci_red_if<MAP, typename Op::in_t, typename Op::acc_t>::type In;
    const I o = (I)blockIdx.x * (I)(blockDim.x >> 5) + (I)(threadIdx.x >> 5);
    if (o >= (I)nout) return;  // whole warps leave together
    const I lane = (I)(threadIdx.x & 31);
    const In* base = (const In*)xv + gsci_red_kept_offset<K>(L, o);
    const typename Op::aux_t aux = gsci_red_aux<Op>(auxv, o);
    typename Op::acc_t acc = gsci_red_span<Op, MAP, K, R, I, CONTIG>(base, (I)0, (I)nloop, lane, (I)32, L, aux, p, Op::identity());
    acc = gsci_red_warp_combine<Op>(acc);
    if (lane == 0) gsci_red_store<Op, FINISH>(outv, o, o, acc, ncount, aux, p);
}

// One thread per output (grid-stride over outputs).
template <class Op, bool MAP, bool FINISH, int K, int R, class I, bool CONTIG>
__device__ __forceinline__ void gsci_red_thread_body(GSCI_RED_PARAMS, const gsci_red_layout<K, R>& L) {
    typedef typename gsci_red_if<MAP, typename Op::in_t, typename Op::acc_t>::type In;
    const I stride = (I)gridDim.x * (I)blockDim.x;
    for (I o = (I)blockIdx.x * (I)blockDim.x + (I)threadIdx.x; o < (I)nout; o += stride) {
        const In* base = (const In*)xv + gsci_red_kept_offset<K>(L, o);
        const typename Op::aux_t aux = gsci_red_aux<Op>(auxv, o);
        typename Op::acc_t acc = gsci_red_span<Op, MAP, K, R, I, CONTIG>(base, (I)0, (I)nloop, (I)0, (I)1, L, aux, p, Op::identity());
        gsci_red_store<Op, FINISH>(outv, o, o, acc, ncount, aux, p);
    }
}

// The innermost kept axis is contiguous (`inner` outputs): thread (tx, ty) of a (bx, by) block owns
// outputs c0..c0+V of one tile and reduced elements ty, ty + by, ... of its split; grid.x =
// outer * tiles * nsplit. Partials are laid out [nsplit][nout].
template <class Op, bool MAP, bool FINISH, int K, int R, class I, int V>
__device__ __forceinline__ void gsci_red_cols_body(GSCI_RED_PARAMS, const gsci_red_layout<K, R>& L) {
    typedef typename Op::acc_t A;
    typedef typename gsci_red_if<MAP, typename Op::in_t, A>::type In;
    typedef gsci_red_vec<In, V> Vec;
    __shared__ A sm[256 * V];
    const I bx = (I)blockDim.x, by = (I)blockDim.y, tx = (I)threadIdx.x, ty = (I)threadIdx.y;
    const I tiles = ((I)inner + bx * V - 1) / (bx * V);
    I blk = (I)blockIdx.x;
    const I s = blk % (I)nsplit;
    blk /= (I)nsplit;
    const I q = blk / tiles, tile = blk - q * tiles;
    const I c0 = (tile * bx + tx) * V;
    const In* base = (const In*)xv + gsci_red_kept_offset<K - 1>(L, q) + c0;
    A acc[V];
    typename Op::aux_t aux[V];
#pragma unroll
    for (int v = 0; v < V; ++v) {
        acc[v] = Op::identity();
        aux[v] = c0 + v < (I)inner ? gsci_red_aux<Op>(auxv, q * (I)inner + c0 + v) : typename Op::aux_t{};
    }
    const I rb = s * (I)chunk;
    const I re = (rb + (I)chunk < (I)nloop) ? rb + (I)chunk : (I)nloop;
    if (c0 + V <= (I)inner) {
        I r = rb + ty;
        for (; r + 3 * by < re; r += 4 * by) {
            const Vec x0 = *(const Vec*)(base + gsci_red_roff(L, r));
            const Vec x1 = *(const Vec*)(base + gsci_red_roff(L, r + by));
            const Vec x2 = *(const Vec*)(base + gsci_red_roff(L, r + 2 * by));
            const Vec x3 = *(const Vec*)(base + gsci_red_roff(L, r + 3 * by));
#pragma unroll
            for (int v = 0; v < V; ++v) {
                const A a01 = Op::combine(gsci_red_load<Op, MAP>(x0.e[v], r, aux[v], p), gsci_red_load<Op, MAP>(x1.e[v], r + by, aux[v], p));
                const A a23 = Op::combine(gsci_red_load<Op, MAP>(x2.e[v], r + 2 * by, aux[v], p),
                                          gsci_red_load<Op, MAP>(x3.e[v], r + 3 * by, aux[v], p));
                acc[v] = Op::combine(acc[v], Op::combine(a01, a23));
            }
        }
        for (; r < re; r += by) {
            const Vec x0 = *(const Vec*)(base + gsci_red_roff(L, r));
#pragma unroll
            for (int v = 0; v < V; ++v) acc[v] = Op::combine(acc[v], gsci_red_load<Op, MAP>(x0.e[v], r, aux[v], p));
        }
    } else if (c0 < (I)inner) {
        for (I r = rb + ty; r < re; r += by) {
            const In* row = base + gsci_red_roff(L, r);
#pragma unroll
            for (int v = 0; v < V; ++v)
                if (c0 + v < (I)inner) acc[v] = Op::combine(acc[v], gsci_red_load<Op, MAP>(row[v], r, aux[v], p));
        }
    }
#pragma unroll
    for (int v = 0; v < V; ++v) sm[(ty * bx + tx) * V + v] = acc[v];
    __syncthreads();
    for (I h = by >> 1; h > 0; h >>= 1) {
        if (ty < h) {
#pragma unroll
            for (int v = 0; v < V; ++v)
                sm[(ty * bx + tx) * V + v] = Op::combine(sm[(ty * bx + tx) * V + v], sm[((ty + h) * bx + tx) * V + v]);
        }
        __syncthreads();
    }
    if (ty == 0) {
#pragma unroll
        for (int v = 0; v < V; ++v) {
            if (c0 + v < (I)inner) {
                const I o = q * (I)inner + c0 + v;
                gsci_red_store<Op, FINISH>(outv, s * (I)nout + o, o, sm[tx * V + v], ncount, aux[v], p);
            }
        }
    }
}
