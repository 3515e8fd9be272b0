// Elementwise ufuncs: one generic kernel body (contiguous rank-1 with a 4-way unrolled grid-stride
// loop, or strided over up to 32 collapsed axes) and the device function of every op. The host
// generates a one-line `extern "C"` wrapper per (op, dtypes, rank, index width, operand kinds)
// whose body loads the operands, calls `gsci_uf_<op>` and stores the casts.
//
// Every function mirrors `ufunc/math.rs` on the CPU, formula for formula. Products that feed a sum
// go through gsci_mul/gsci_add (__fmul_rn, ...) so the compiler does not contract them into FMAs
// the CPU does not use: exact operations give the same bits on both backends.

#define GSCI_INF __longlong_as_double(0x7ff0000000000000LL)
#define GSCI_NAN __longlong_as_double(0x7ff8000000000000LL)

template <int NDIM, int NARG> struct gsci_uf_layout {
    long long shape[NDIM];
    long long strides[NARG][NDIM];
};

template <typename A> struct gsci_uf_in1 { A a; };
template <typename A, typename B> struct gsci_uf_in2 { A a; B b; };
template <typename A, typename B> struct gsci_uf_pair { A first; B second; };

// Contiguous (or uniform) operands over a flat index: loads of four elements are issued before
// any of their stores.
template <typename I, typename Load, typename Store>
__device__ __forceinline__ void gsci_uf_contig(I n, Load load, Store store) {
    const I stride = (I)gridDim.x * blockDim.x;
    I i = (I)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < n; i += 4 * stride) {
        auto v0 = load(i);
        auto v1 = load(i + stride);
        auto v2 = load(i + 2 * stride);
        auto v3 = load(i + 3 * stride);
        store(i, v0);
        store(i + stride, v1);
        store(i + 2 * stride, v2);
        store(i + 3 * stride, v3);
    }
    for (; i < n; i += stride) store(i, load(i));
}

// The same without unrolling, for ops whose arithmetic dominates (transcendental functions).
template <typename I, typename Load, typename Store>
__device__ __forceinline__ void gsci_uf_contig_simple(I n, Load load, Store store) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) store(i, load(i));
}

// Strided operands: the flat index is split into coordinates (C order) and every operand's element
// offset (signed, relative to its first element) is formed from its strides.
template <int NDIM, int NARG, typename I, typename OFF, typename Body>
__device__ __forceinline__ void gsci_uf_strided(I n, const gsci_uf_layout<NDIM, NARG>& L, Body body) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        I rem = i;
        OFF off[NARG];
#pragma unroll
        for (int k = 0; k < NARG; ++k) off[k] = 0;
#pragma unroll
        for (int d = NDIM - 1; d >= 0; --d) {
            const I extent = (I)L.shape[d];
            const I idx = rem % extent;
            rem /= extent;
#pragma unroll
            for (int k = 0; k < NARG; ++k) off[k] += (OFF)idx * (OFF)L.strides[k][d];
        }
        body(off);
    }
}

// ------------------------------------------------------------------ uncontracted float arithmetic
__device__ __forceinline__ float gsci_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double gsci_mul(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float gsci_add(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double gsci_add(double a, double b) { return __dadd_rn(a, b); }
__device__ __forceinline__ float gsci_sub(float a, float b) { return __fsub_rn(a, b); }
__device__ __forceinline__ double gsci_sub(double a, double b) { return __dsub_rn(a, b); }

// Rounds a float to the storage precision of a loop dtype L (identity unless L is half).
template <typename L> struct gsci_round_to {
    template <typename T> static __device__ __forceinline__ T f(T x) { return x; }
};
template <> struct gsci_round_to<gsci_f16> {
    static __device__ __forceinline__ float f(float x) { return gsci_f16_to_float(gsci_f16_from_float(x)); }
};
template <> struct gsci_round_to<gsci_bf16> {
    static __device__ __forceinline__ float f(float x) { return gsci_bf16_to_float(gsci_bf16_from_float(x)); }
};

// ------------------------------------------------------------------------------------------ bool
__device__ __forceinline__ bool gsci_uf_add(bool a, bool b) { return a || b; }
__device__ __forceinline__ bool gsci_uf_multiply(bool a, bool b) { return a && b; }
__device__ __forceinline__ bool gsci_uf_maximum(bool a, bool b) { return a || b; }
__device__ __forceinline__ bool gsci_uf_minimum(bool a, bool b) { return a && b; }
__device__ __forceinline__ bool gsci_uf_fmax(bool a, bool b) { return a || b; }
__device__ __forceinline__ bool gsci_uf_fmin(bool a, bool b) { return a && b; }
__device__ __forceinline__ bool gsci_uf_bitwise_and(bool a, bool b) { return a && b; }
__device__ __forceinline__ bool gsci_uf_bitwise_or(bool a, bool b) { return a || b; }
__device__ __forceinline__ bool gsci_uf_bitwise_xor(bool a, bool b) { return a != b; }
__device__ __forceinline__ bool gsci_uf_logical_and(bool a, bool b) { return a && b; }
__device__ __forceinline__ bool gsci_uf_logical_or(bool a, bool b) { return a || b; }
__device__ __forceinline__ bool gsci_uf_logical_xor(bool a, bool b) { return a != b; }
__device__ __forceinline__ bool gsci_uf_logical_not(bool a) { return !a; }
__device__ __forceinline__ bool gsci_uf_invert(bool a) { return !a; }
__device__ __forceinline__ bool gsci_uf_absolute(bool a) { return a; }
__device__ __forceinline__ bool gsci_uf_floor(bool a) { return a; }
__device__ __forceinline__ bool gsci_uf_ceil(bool a) { return a; }
__device__ __forceinline__ bool gsci_uf_trunc(bool a) { return a; }
__device__ __forceinline__ bool gsci_uf_real(bool a) { return a; }
__device__ __forceinline__ bool gsci_uf_imag(bool) { return false; }
__device__ __forceinline__ bool gsci_uf_isnan(bool) { return false; }
__device__ __forceinline__ bool gsci_uf_isinf(bool) { return false; }
__device__ __forceinline__ bool gsci_uf_isfinite(bool) { return true; }

// Comparisons of every real type (bool, integers, float, double).
template <typename T> __device__ __forceinline__ bool gsci_uf_equal(T a, T b) { return a == b; }
template <typename T> __device__ __forceinline__ bool gsci_uf_not_equal(T a, T b) { return a != b; }
template <typename T> __device__ __forceinline__ bool gsci_uf_less(T a, T b) { return a < b; }
template <typename T> __device__ __forceinline__ bool gsci_uf_less_equal(T a, T b) { return a <= b; }
template <typename T> __device__ __forceinline__ bool gsci_uf_greater(T a, T b) { return a > b; }
template <typename T> __device__ __forceinline__ bool gsci_uf_greater_equal(T a, T b) { return a >= b; }

// -------------------------------------------------------------------------------------- integers
// Wrapping arithmetic through an unsigned type W at least as wide as int (so promoted operands of
// narrow types cannot overflow a signed int); Python floor division and remainder (0 for a zero
// divisor); shifts by the width or more give 0 (-1 for negative values shifted right); a negative
// integer power gives the truncated 1 / x**-n. RECIP0 is NumPy's 1/0 on x86-64.
#define GSCI_INT_OPS(T, U, W, SIGNED, BITS, RECIP0)                                                       \
    __device__ __forceinline__ T gsci_uf_add(T a, T b) { return (T)((W)(U)a + (W)(U)b); }                   \
    __device__ __forceinline__ T gsci_uf_subtract(T a, T b) { return (T)((W)(U)a - (W)(U)b); }              \
    __device__ __forceinline__ T gsci_uf_multiply(T a, T b) { return (T)((W)(U)a * (W)(U)b); }              \
    __device__ __forceinline__ T gsci_uf_negative(T a) { return (T)((W)0 - (W)(U)a); }                   \
    __device__ __forceinline__ T gsci_uf_positive(T a) { return a; }                                  \
    __device__ __forceinline__ T gsci_uf_absolute(T a) { return (SIGNED && a < (T)0) ? (T)((W)0 - (W)(U)a) : a; } \
    __device__ __forceinline__ T gsci_uf_sign(T a) { return a > (T)0 ? (T)1 : (a < (T)0 ? (T)((W)0 - (W)1) : (T)0); } \
    __device__ __forceinline__ T gsci_uf_square(T a) { return (T)((W)(U)a * (W)(U)a); }                     \
    __device__ __forceinline__ T gsci_uf_reciprocal(T a) { return a == (T)0 ? (T)(RECIP0) : gsci_int_div<T, U>(1, a); } \
    __device__ __forceinline__ T gsci_uf_conjugate(T a) { return a; }                                 \
    __device__ __forceinline__ T gsci_uf_real(T a) { return a; }                                      \
    __device__ __forceinline__ T gsci_uf_imag(T) { return (T)0; }                                     \
    __device__ __forceinline__ T gsci_uf_floor(T a) { return a; }                                     \
    __device__ __forceinline__ T gsci_uf_ceil(T a) { return a; }                                      \
    __device__ __forceinline__ T gsci_uf_trunc(T a) { return a; }                                     \
    __device__ __forceinline__ bool gsci_uf_isnan(T) { return false; }                                \
    __device__ __forceinline__ bool gsci_uf_isinf(T) { return false; }                                \
    __device__ __forceinline__ bool gsci_uf_isfinite(T) { return true; }                              \
    __device__ __forceinline__ T gsci_uf_invert(T a) { return (T)(~(U)a); }                           \
    __device__ __forceinline__ T gsci_uf_bitwise_and(T a, T b) { return (T)((U)a & (U)b); }           \
    __device__ __forceinline__ T gsci_uf_bitwise_or(T a, T b) { return (T)((U)a | (U)b); }            \
    __device__ __forceinline__ T gsci_uf_bitwise_xor(T a, T b) { return (T)((U)a ^ (U)b); }           \
    __device__ __forceinline__ T gsci_uf_maximum(T a, T b) { return a >= b ? a : b; }                 \
    __device__ __forceinline__ T gsci_uf_minimum(T a, T b) { return a <= b ? a : b; }                 \
    __device__ __forceinline__ T gsci_uf_fmax(T a, T b) { return a >= b ? a : b; }                    \
    __device__ __forceinline__ T gsci_uf_fmin(T a, T b) { return a <= b ? a : b; }                    \
    __device__ __forceinline__ T gsci_uf_floor_divide(T a, T b) {                                     \
        if (b == (T)0) return (T)0;                                                                    \
        const T q = gsci_int_div<T, U>(a, b);                                                          \
        if (SIGNED && gsci_int_rem<T, U>(a, b) != (T)0 && ((a < (T)0) != (b < (T)0))) return (T)((W)(U)q - (W)1); \
        return q;                                                                                      \
    }                                                                                                  \
    __device__ __forceinline__ T gsci_uf_remainder(T a, T b) {                                        \
        if (b == (T)0) return (T)0;                                                                    \
        const T r = gsci_int_rem<T, U>(a, b);                                                          \
        if (SIGNED && r != (T)0 && ((r < (T)0) != (b < (T)0))) return (T)((W)(U)r + (W)(U)b);               \
        return r;                                                                                      \
    }                                                                                                  \
    __device__ __forceinline__ T gsci_uf_fmod(T a, T b) { return b == (T)0 ? (T)0 : gsci_int_rem<T, U>(a, b); } \
    __device__ __forceinline__ T gsci_uf_power(T a, T b) {                                            \
        if (SIGNED && b < (T)0) {                                                                      \
            if (a == (T)1) return (T)1;                                                                \
            if (SIGNED && a == (T)((W)0 - (W)1)) return ((U)b & 1u) ? a : (T)1;                       \
            return (T)0;                                                                               \
        }                                                                                              \
        W base = (W)(U)a, acc = 1; U e = (U)b;                                                              \
        while (e != 0) {                                                                               \
            if (e & 1u) acc = (W)(acc * base);                                                         \
            base = (W)(base * base);                                                                   \
            e >>= 1;                                                                                   \
        }                                                                                              \
        return (T)acc;                                                                                 \
    }                                                                                                  \
    __device__ __forceinline__ T gsci_uf_left_shift(T a, T b) {                                       \
        return ((unsigned long long)(U)b < (unsigned long long)(BITS)) ? (T)((W)(U)a << (U)b) : (T)0;    \
    }                                                                                                  \
    __device__ __forceinline__ T gsci_uf_right_shift(T a, T b) {                                      \
        if ((unsigned long long)(U)b < (unsigned long long)(BITS)) return (T)(a >> (U)b);             \
        return (SIGNED && a < (T)0) ? (T)((W)0 - (W)1) : (T)0;                                        \
    }

// Division and remainder that wrap (MIN / -1 = MIN, MIN % -1 = 0) instead of trapping.
template <typename T, typename U> __device__ __forceinline__ T gsci_int_div(T a, T b) {
    if ((T)(-1) < (T)0 && b == (T)(-1)) return (T)((U)0 - (U)a);
    return (T)(a / b);
}
template <typename T, typename U> __device__ __forceinline__ T gsci_int_rem(T a, T b) {
    if ((T)(-1) < (T)0 && b == (T)(-1)) return (T)0;
    return (T)(a % b);
}

GSCI_INT_OPS(signed char, unsigned char, unsigned int, true, 8, 0)
GSCI_INT_OPS(short, unsigned short, unsigned int, true, 16, 0)
GSCI_INT_OPS(int, unsigned int, unsigned int, true, 32, (-2147483647 - 1))
GSCI_INT_OPS(long long, unsigned long long, unsigned long long, true, 64, (-9223372036854775807LL - 1))
GSCI_INT_OPS(unsigned char, unsigned char, unsigned int, false, 8, 0)
GSCI_INT_OPS(unsigned short, unsigned short, unsigned int, false, 16, 0)
GSCI_INT_OPS(unsigned int, unsigned int, unsigned int, false, 32, 0)
GSCI_INT_OPS(unsigned long long, unsigned long long, unsigned long long, false, 64, 0)
#undef GSCI_INT_OPS

// ---------------------------------------------------------------------------------------- floats
// Templates for float and double (half loops compute in float).
template <typename F> __device__ __forceinline__ F gsci_uf_add(F a, F b) { return gsci_add(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_subtract(F a, F b) { return gsci_sub(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_multiply(F a, F b) { return gsci_mul(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_divide(F a, F b) { return a / b; }
template <typename F> __device__ __forceinline__ F gsci_uf_fmod(F a, F b) { return fmod(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_power(F a, F b) { return pow(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_arctan2(F a, F b) { return atan2(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_hypot(F a, F b) { return hypot(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_copysign(F a, F b) { return copysign(a, b); }
template <typename F> __device__ __forceinline__ F gsci_uf_maximum(F a, F b) {
    return isnan(a) ? a : (isnan(b) ? b : (a > b ? a : b));
}
template <typename F> __device__ __forceinline__ F gsci_uf_minimum(F a, F b) {
    return isnan(a) ? a : (isnan(b) ? b : (a < b ? a : b));
}
template <typename F> __device__ __forceinline__ F gsci_uf_fmax(F a, F b) {
    return isnan(b) ? a : (isnan(a) ? b : (a > b ? a : b));
}
template <typename F> __device__ __forceinline__ F gsci_uf_fmin(F a, F b) {
    return isnan(b) ? a : (isnan(a) ? b : (a < b ? a : b));
}

// NumPy's npy_divmod: Python floor division and remainder.
template <typename F> __device__ __forceinline__ gsci_uf_pair<F, F> gsci_divmod(F a, F b) {
    F m = fmod(a, b);
    if (b == (F)0) return {a / b, m};
    F div = (a - m) / b;
    if (m != (F)0) {
        if ((b < (F)0) != (m < (F)0)) {
            m = m + b;
            div = div - (F)1;
        }
    } else {
        m = copysign((F)0, b);
    }
    F fl;
    if (div != (F)0) {
        fl = floor(div);
        if (div - fl > (F)0.5) fl = fl + (F)1;
    } else {
        fl = copysign((F)0, a / b);
    }
    return {fl, m};
}
template <typename F> __device__ __forceinline__ F gsci_uf_floor_divide(F a, F b) {
    return b == (F)0 ? a / b : gsci_divmod(a, b).first;
}
template <typename F> __device__ __forceinline__ F gsci_uf_remainder(F a, F b) {
    return b == (F)0 ? fmod(a, b) : gsci_divmod(a, b).second;
}

// nextafter in the loop's storage format (half formats step in their own ulps).
__device__ __forceinline__ unsigned short gsci_nextafter_bits16(unsigned short x, unsigned short y, unsigned short exp_mask) {
    if ((x & 0x7fff) > exp_mask) return x;
    if ((y & 0x7fff) > exp_mask) return y;
    const unsigned short ax = x & 0x7fff, ay = y & 0x7fff;
    if ((ax == 0 && ay == 0) || x == y) return y;
    if (ax == 0) return (unsigned short)((y & 0x8000) | 1);
    const bool larger = ((x & 0x8000) == (y & 0x8000)) && ay > ax;
    return larger ? (unsigned short)(x + 1) : (unsigned short)(x - 1);
}
template <typename L, typename F> __device__ __forceinline__ F gsci_uf_nextafter(F a, F b) { return nextafter(a, b); }
template <> __device__ __forceinline__ float gsci_uf_nextafter<gsci_f16, float>(float a, float b) {
    gsci_f16 r{gsci_nextafter_bits16(gsci_f16_from_float(a).bits, gsci_f16_from_float(b).bits, 0x7c00)};
    return gsci_f16_to_float(r);
}
template <> __device__ __forceinline__ float gsci_uf_nextafter<gsci_bf16, float>(float a, float b) {
    gsci_bf16 r{gsci_nextafter_bits16(gsci_bf16_from_float(a).bits, gsci_bf16_from_float(b).bits, 0x7f80)};
    return gsci_bf16_to_float(r);
}

template <typename F> __device__ __forceinline__ F gsci_uf_ldexp(F a, long long e) {
    const int ei = e > 2147483647LL ? 2147483647 : (e < -2147483647LL - 1 ? (-2147483647 - 1) : (int)e);
    return ldexp(a, ei);
}

template <typename F> __device__ __forceinline__ F gsci_uf_negative(F a) { return -a; }
template <typename F> __device__ __forceinline__ F gsci_uf_positive(F a) { return a; }
template <typename F> __device__ __forceinline__ F gsci_uf_absolute(F a) { return fabs(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_sign(F a) {
    return a > (F)0 ? (F)1 : (a < (F)0 ? (F)-1 : (a == (F)0 ? (F)0 : a));
}
template <typename F> __device__ __forceinline__ F gsci_uf_exp(F a) { return exp(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_exp2(F a) { return exp2(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_expm1(F a) { return expm1(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_log(F a) { return log(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_log2(F a) { return log2(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_log10(F a) { return log10(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_log1p(F a) { return log1p(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_sqrt(F a) { return sqrt(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_cbrt(F a) { return cbrt(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_square(F a) { return gsci_mul(a, a); }
template <typename F> __device__ __forceinline__ F gsci_uf_reciprocal(F a) { return (F)1 / a; }
template <typename F> __device__ __forceinline__ F gsci_uf_sin(F a) { return sin(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_cos(F a) { return cos(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_tan(F a) { return tan(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_arcsin(F a) { return asin(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_arccos(F a) { return acos(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_arctan(F a) { return atan(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_sinh(F a) { return sinh(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_cosh(F a) { return cosh(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_tanh(F a) { return tanh(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_arcsinh(F a) { return asinh(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_arccosh(F a) { return acosh(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_arctanh(F a) { return atanh(a); }
// NumPy's constants: NPY_PIf / 180.0f for float, NPY_PI / 180.0 for double.
__device__ __forceinline__ float gsci_rad_per_deg(float) { return 3.14159265358979323846f / 180.0f; }
__device__ __forceinline__ double gsci_rad_per_deg(double) { return 3.14159265358979323846 / 180.0; }
__device__ __forceinline__ float gsci_deg_per_rad(float) { return 180.0f / 3.14159265358979323846f; }
__device__ __forceinline__ double gsci_deg_per_rad(double) { return 180.0 / 3.14159265358979323846; }
template <typename F> __device__ __forceinline__ F gsci_uf_deg2rad(F a) { return gsci_mul(a, gsci_rad_per_deg(a)); }
template <typename F> __device__ __forceinline__ F gsci_uf_rad2deg(F a) { return gsci_mul(a, gsci_deg_per_rad(a)); }
template <typename F> __device__ __forceinline__ F gsci_uf_floor(F a) { return floor(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_ceil(F a) { return ceil(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_trunc(F a) { return trunc(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_rint(F a) { return rint(a); }
template <typename F> __device__ __forceinline__ bool gsci_uf_isnan(F a) { return isnan(a); }
template <typename F> __device__ __forceinline__ bool gsci_uf_isinf(F a) { return isinf(a); }
template <typename F> __device__ __forceinline__ bool gsci_uf_isfinite(F a) { return isfinite(a); }
template <typename F> __device__ __forceinline__ bool gsci_uf_signbit(F a) { return signbit(a); }
template <typename F> __device__ __forceinline__ F gsci_uf_conjugate(F a) { return a; }
template <typename F> __device__ __forceinline__ F gsci_uf_real(F a) { return a; }
template <typename F> __device__ __forceinline__ F gsci_uf_imag(F) { return (F)0; }
template <typename F> __device__ __forceinline__ F gsci_uf_angle(F a) { return atan2((F)0, a); }
// numpy.angle(z, deg=True): the angle rounded to the loop dtype, times 180/pi in that dtype.
template <typename L, typename F> __device__ __forceinline__ F gsci_uf_angle_deg(F a) {
    const F k = gsci_round_to<L>::f((F)(180.0 / 3.14159265358979323846));
    return gsci_round_to<L>::f(gsci_mul(gsci_round_to<L>::f(atan2((F)0, a)), k));
}

// frexp / modf with NumPy's results for zeros, infinities and NaN.
template <typename F> __device__ __forceinline__ gsci_uf_pair<F, int> gsci_uf_frexp(F a) {
    if (a == (F)0 || !isfinite(a)) return {a, 0};
    int e;
    F m = frexp(a, &e);
    return {m, e};
}
template <typename F> __device__ __forceinline__ gsci_uf_pair<F, F> gsci_uf_modf(F a) {
    const F i = trunc(a);
    const F f = isinf(a) ? (F)0 : a - i;
    return {copysign(f, a), i};
}

// numpy.round: multiply (or divide) by a power of ten in the loop's precision, rint, and back.
template <typename L, typename F> __device__ __forceinline__ F gsci_round_real(F x, double p10, int mode) {
    const F p = gsci_round_to<L>::f((F)p10);
    if (mode == 0) return rint(x);
    if (mode > 0) return gsci_round_to<L>::f(gsci_round_to<L>::f(rint(gsci_round_to<L>::f(gsci_mul(x, p)))) / p);
    return gsci_round_to<L>::f(gsci_mul(gsci_round_to<L>::f(rint(gsci_round_to<L>::f(x / p))), p));
}
template <typename L, typename T> __device__ __forceinline__ T gsci_uf_round(T x, double p10, int mode) {
    // Integers: unchanged for decimals >= 0, else rounded in double and cast back.
    if (mode >= 0) return x;
    return gsci_cast<T>(gsci_round_real<double, double>((double)x, p10, mode));
}
template <> __device__ __forceinline__ float gsci_uf_round<float, float>(float x, double p, int m) { return gsci_round_real<float, float>(x, p, m); }
template <> __device__ __forceinline__ float gsci_uf_round<gsci_f16, float>(float x, double p, int m) { return gsci_round_real<gsci_f16, float>(x, p, m); }
template <> __device__ __forceinline__ float gsci_uf_round<gsci_bf16, float>(float x, double p, int m) { return gsci_round_real<gsci_bf16, float>(x, p, m); }
template <> __device__ __forceinline__ double gsci_uf_round<double, double>(double x, double p, int m) { return gsci_round_real<double, double>(x, p, m); }
template <> __device__ __forceinline__ gsci_c64 gsci_uf_round<gsci_c64, gsci_c64>(gsci_c64 z, double p, int m) {
    return gsci_c64{gsci_round_real<float, float>(z.re, p, m), gsci_round_real<float, float>(z.im, p, m)};
}
template <> __device__ __forceinline__ gsci_c128 gsci_uf_round<gsci_c128, gsci_c128>(gsci_c128 z, double p, int m) {
    return gsci_c128{gsci_round_real<double, double>(z.re, p, m), gsci_round_real<double, double>(z.im, p, m)};
}

// --------------------------------------------------------------------------------------- complex
template <typename C> struct gsci_real_of;
template <> struct gsci_real_of<gsci_c64> { typedef float type; };
template <> struct gsci_real_of<gsci_c128> { typedef double type; };

template <typename C> __device__ __forceinline__ C gsci_cmul(C a, C b) {
    return C{gsci_sub(gsci_mul(a.re, b.re), gsci_mul(a.im, b.im)), gsci_add(gsci_mul(a.re, b.im), gsci_mul(a.im, b.re))};
}
template <typename C> __device__ __forceinline__ C gsci_cdiv(C a, C b) {
    typedef typename gsci_real_of<C>::type R;
    const R br = fabs(b.re), bi = fabs(b.im);
    if (br >= bi) {
        if (br == (R)0 && bi == (R)0) return C{a.re / br, a.im / br};
        const R rat = b.im / b.re;
        const R scl = (R)1 / gsci_add(b.re, gsci_mul(b.im, rat));
        return C{gsci_mul(gsci_add(a.re, gsci_mul(a.im, rat)), scl), gsci_mul(gsci_sub(a.im, gsci_mul(a.re, rat)), scl)};
    }
    const R rat = b.re / b.im;
    const R scl = (R)1 / gsci_add(b.im, gsci_mul(b.re, rat));
    return C{gsci_mul(gsci_add(gsci_mul(a.re, rat), a.im), scl), gsci_mul(gsci_sub(gsci_mul(a.im, rat), a.re), scl)};
}
template <typename C> __device__ __forceinline__ C gsci_crecip(C z) {
    typedef typename gsci_real_of<C>::type R;
    if (fabs(z.im) <= fabs(z.re)) {
        const R r = z.im / z.re;
        const R d = gsci_add(z.re, gsci_mul(z.im, r));
        return C{(R)1 / d, -r / d};
    }
    const R r = z.re / z.im;
    const R d = gsci_add(gsci_mul(z.re, r), z.im);
    return C{r / d, (R)-1 / d};
}
template <typename C> __device__ __forceinline__ typename gsci_real_of<C>::type gsci_cabs(C z) { return hypot(z.re, z.im); }
template <typename C> __device__ __forceinline__ C gsci_csign(C z) {
    typedef typename gsci_real_of<C>::type R;
    const R a = gsci_cabs(z);
    const R nan = (R)GSCI_NAN;
    if (isnan(a)) return C{nan, nan};
    if (isinf(a)) {
        if (isinf(z.re)) {
            if (isinf(z.im)) return C{nan, nan};
            return C{z.re > (R)0 ? (R)1 : (R)-1, (R)0};
        }
        return C{(R)0, z.im > (R)0 ? (R)1 : (R)-1};
    }
    if (a == (R)0) return C{(R)0, (R)0};
    return C{z.re / a, z.im / a};
}
template <typename C> __device__ __forceinline__ C gsci_cexp(C z) {
    typedef typename gsci_real_of<C>::type R;
    if (z.im == (R)0) return C{exp(z.re), z.im};
    const R r = exp(z.re);
    return C{gsci_mul(r, cos(z.im)), gsci_mul(r, sin(z.im))};
}
// NumPy's npy_clog: near |z| = 1 the real part is log1p((a - 1)(a + 1) + b^2) / 2 (a >= b the
// absolute parts), accurate where log|z| cancels; near overflow |z| is halved first.
template <typename C> __device__ __forceinline__ C gsci_clog(C z) {
    typedef typename gsci_real_of<C>::type R;
    const R ax = fabs(z.re), ay = fabs(z.im);
    const R quarter_max = (sizeof(R) == 4 ? (R)3.40282347e+38f : (R)1.7976931348623157e+308) / (R)4;
    R rr;
    if (ax > quarter_max || ay > quarter_max) {
        rr = gsci_add(log(hypot(ax * (R)0.5, ay * (R)0.5)), (R)0.69314718055994530942);
    } else {
        const R h = hypot(ax, ay);
        if (h >= (R)0.71 && h <= (R)1.73) {
            const R am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
            rr = gsci_mul(log1p(gsci_add(gsci_mul(am - (R)1, am + (R)1), gsci_mul(an, an))), (R)0.5);
        } else {
            rr = log(h);
        }
    }
    return C{rr, atan2(z.im, z.re)};
}
template <typename C> __device__ __forceinline__ C gsci_csqrt(C z) {
    typedef typename gsci_real_of<C>::type R;
    const R a = z.re, b = z.im;
    if (a == (R)0 && b == (R)0) return C{(R)0, b};
    if (isinf(b)) return C{(R)GSCI_INF, b};
    if (isnan(a)) { const R t = (b - b) / (b - b); return C{a, t}; }
    if (isinf(a)) {
        if (signbit(a)) return C{fabs(b - b), copysign(fabs(a), b)};
        return C{a, copysign(b - b, b)};
    }
    const R thresh = (sizeof(R) == 4 ? (R)3.40282347e+38f : (R)1.7976931348623157e+308) / (R)4;
    const bool scaled = fabs(a) >= thresh || fabs(b) >= thresh;
    const R a2 = scaled ? a * (R)0.25 : a, b2 = scaled ? b * (R)0.25 : b;
    C r;
    if (a2 >= (R)0) {
        const R t = sqrt((a2 + hypot(a2, b2)) * (R)0.5);
        r = C{t, b2 / ((R)2 * t)};
    } else {
        const R t = sqrt((-a2 + hypot(a2, b2)) * (R)0.5);
        r = C{fabs(b2) / ((R)2 * t), copysign(t, b2)};
    }
    return scaled ? C{gsci_mul(r.re, (R)2), gsci_mul(r.im, (R)2)} : r;
}
template <typename C> __device__ __forceinline__ C gsci_cpow(C a, C b) {
    typedef typename gsci_real_of<C>::type R;
    if (b.re == (R)0 && b.im == (R)0) return C{(R)1, (R)0};
    if (a.re == (R)0 && a.im == (R)0) {
        if (b.re > (R)0 && b.im == (R)0) return C{(R)0, (R)0};
        return C{(R)GSCI_NAN, (R)GSCI_NAN};
    }
    if (b.im == (R)0 && trunc(b.re) == b.re && fabs(b.re) < (R)100) {
        const long long n = (long long)b.re;
        if (n == 1) return a;
        if (n == 2) return gsci_cmul(a, a);
        if (n == 3) return gsci_cmul(a, gsci_cmul(a, a));
        unsigned long long m = n < 0 ? (unsigned long long)(-n) : (unsigned long long)n;
        C p = a, acc = C{(R)1, (R)0};
        while (true) {
            if (m & 1ull) acc = gsci_cmul(acc, p);
            m >>= 1;
            if (m == 0) break;
            p = gsci_cmul(p, p);
        }
        return n < 0 ? gsci_cdiv(C{(R)1, (R)0}, acc) : acc;
    }
    return gsci_cexp(gsci_cmul(b, gsci_clog(a)));
}
template <typename C> __device__ __forceinline__ C gsci_cexpm1(C z) {
    typedef typename gsci_real_of<C>::type R;
    const R a = sin(z.im / (R)2);
    return C{gsci_sub(gsci_mul(expm1(z.re), cos(z.im)), gsci_mul(gsci_mul((R)2, a), a)), gsci_mul(exp(z.re), sin(z.im))};
}
// log(1 + z), accurate for small |z|: where |1 + z| is near 1 the real part is
// log1p(x (2 + x) + y^2) / 2, with no rounding of 1 + x in it.
template <typename C> __device__ __forceinline__ C gsci_clog1p(C z) {
    typedef typename gsci_real_of<C>::type R;
    const R x = z.re, y = z.im;
    const R re = x + (R)1;
    const R h = hypot(re, y);
    const R rr = (h >= (R)0.71 && h <= (R)1.73)
        ? gsci_mul(log1p(gsci_add(gsci_mul(x, (R)2 + x), gsci_mul(y, y))), (R)0.5)
        : log(h);
    return C{rr, atan2(y, re)};
}
template <typename C> __device__ __forceinline__ C gsci_cscale(C z, typename gsci_real_of<C>::type s) { return C{gsci_mul(z.re, s), gsci_mul(z.im, s)}; }
template <typename C> __device__ __forceinline__ C gsci_csin(C z) { return C{gsci_mul(sin(z.re), cosh(z.im)), gsci_mul(cos(z.re), sinh(z.im))}; }
template <typename C> __device__ __forceinline__ C gsci_ccos(C z) { return C{gsci_mul(cos(z.re), cosh(z.im)), -gsci_mul(sin(z.re), sinh(z.im))}; }
template <typename C> __device__ __forceinline__ C gsci_csinh(C z) { return C{gsci_mul(sinh(z.re), cos(z.im)), gsci_mul(cosh(z.re), sin(z.im))}; }
template <typename C> __device__ __forceinline__ C gsci_ccosh(C z) { return C{gsci_mul(cosh(z.re), cos(z.im)), gsci_mul(sinh(z.re), sin(z.im))}; }
template <typename C> __device__ __forceinline__ C gsci_ctanh(C z) {
    typedef typename gsci_real_of<C>::type R;
    const R x = z.re, y = z.im;
    if (!isfinite(x)) {
        if (isnan(x)) return C{x, y == (R)0 ? y : gsci_mul(x, y)};
        const R im = isfinite(y) ? sin(y) * cos(y) : y;
        return C{copysign((R)1, x), copysign((R)0, im)};
    }
    if (!isfinite(y)) return C{y - y, y - y};
    if (fabs(x) >= (R)22) {
        const R e = exp(-fabs(x));
        return C{copysign((R)1, x), gsci_mul((R)4 * sin(y) * cos(y) * e, e)};
    }
    const R t = tan(y);
    const R beta = gsci_add((R)1, gsci_mul(t, t));
    const R s = sinh(x);
    const R rho = sqrt(gsci_add((R)1, gsci_mul(s, s)));
    const R denom = gsci_add((R)1, gsci_mul(gsci_mul(beta, s), s));
    return C{beta * rho * s / denom, t / denom};
}
template <typename C> __device__ __forceinline__ C gsci_times_i(C z) { return C{-z.im, z.re}; }
template <typename C> __device__ __forceinline__ C gsci_times_neg_i(C z) { return C{z.im, -z.re}; }
template <typename C> __device__ __forceinline__ C gsci_ctan(C z) { return gsci_times_neg_i(gsci_ctanh(gsci_times_i(z))); }
template <typename C> __device__ __forceinline__ C gsci_casinh(C z) {
    typedef typename gsci_real_of<C>::type R;
    const bool neg = signbit(z.re);
    const C w = neg ? C{-z.re, -z.im} : z;
    const C w2 = gsci_cmul(w, w);
    const C s = gsci_csqrt(C{w2.re + (R)1, w2.im});
    C r;
    if (gsci_cabs(w) < (R)1) {
        // log1p(w + w^2 / (1 + sqrt(1 + w^2))): no cancellation for small w.
        const C t = gsci_cdiv(w2, C{(R)1 + s.re, s.im});
        r = gsci_clog1p(C{w.re + t.re, w.im + t.im});
    } else {
        r = gsci_clog(C{w.re + s.re, w.im + s.im});
    }
    return neg ? C{-r.re, -r.im} : r;
}
template <typename C> __device__ __forceinline__ C gsci_casin(C z) { return gsci_times_neg_i(gsci_casinh(gsci_times_i(z))); }
template <typename C> __device__ __forceinline__ C gsci_cacos(C z) {
    typedef typename gsci_real_of<C>::type R;
    const C s = gsci_casin(z);
    return C{(R)1.5707963267948966 - s.re, -s.im};
}
template <typename C> __device__ __forceinline__ C gsci_catanh(C z) {
    typedef typename gsci_real_of<C>::type R;
    const C a = gsci_clog1p(z);
    const C b = gsci_clog1p(C{-z.re, -z.im});
    return C{gsci_mul(a.re - b.re, (R)0.5), gsci_mul(a.im - b.im, (R)0.5)};
}
template <typename C> __device__ __forceinline__ C gsci_catan(C z) { return gsci_times_neg_i(gsci_catanh(gsci_times_i(z))); }
template <typename C> __device__ __forceinline__ C gsci_cacosh(C z) {
    typedef typename gsci_real_of<C>::type R;
    const C p = gsci_csqrt(C{z.re + (R)1, z.im});
    const C m = gsci_csqrt(C{z.re - (R)1, z.im});
    const C pm = gsci_cmul(p, m);
    return gsci_clog(C{z.re + pm.re, z.im + pm.im});
}
template <typename C> __device__ __forceinline__ bool gsci_cisnan(C z) { return isnan(z.re) || isnan(z.im); }
template <typename C> __device__ __forceinline__ bool gsci_clt(C a, C b) {
    return (a.re < b.re && !isnan(a.im) && !isnan(b.im)) || (a.re == b.re && a.im < b.im);
}
template <typename C> __device__ __forceinline__ bool gsci_cle(C a, C b) {
    return (a.re < b.re && !isnan(a.im) && !isnan(b.im)) || (a.re == b.re && a.im <= b.im);
}
template <typename C> __device__ __forceinline__ bool gsci_cgt(C a, C b) {
    return (a.re > b.re && !isnan(a.im) && !isnan(b.im)) || (a.re == b.re && a.im > b.im);
}
template <typename C> __device__ __forceinline__ bool gsci_cge(C a, C b) {
    return (a.re > b.re && !isnan(a.im) && !isnan(b.im)) || (a.re == b.re && a.im >= b.im);
}

#define GSCI_COMPLEX_OPS(C, R)                                                                        \
    __device__ __forceinline__ C gsci_uf_add(C a, C b) { return C{gsci_add(a.re, b.re), gsci_add(a.im, b.im)}; } \
    __device__ __forceinline__ C gsci_uf_subtract(C a, C b) { return C{gsci_sub(a.re, b.re), gsci_sub(a.im, b.im)}; } \
    __device__ __forceinline__ C gsci_uf_multiply(C a, C b) { return gsci_cmul(a, b); }               \
    __device__ __forceinline__ C gsci_uf_divide(C a, C b) { return gsci_cdiv(a, b); }                 \
    __device__ __forceinline__ C gsci_uf_power(C a, C b) { return gsci_cpow(a, b); }                  \
    __device__ __forceinline__ bool gsci_uf_equal(C a, C b) { return a.re == b.re && a.im == b.im; }  \
    __device__ __forceinline__ bool gsci_uf_not_equal(C a, C b) { return a.re != b.re || a.im != b.im; } \
    __device__ __forceinline__ bool gsci_uf_less(C a, C b) { return gsci_clt(a, b); }                 \
    __device__ __forceinline__ bool gsci_uf_less_equal(C a, C b) { return gsci_cle(a, b); }           \
    __device__ __forceinline__ bool gsci_uf_greater(C a, C b) { return gsci_cgt(a, b); }              \
    __device__ __forceinline__ bool gsci_uf_greater_equal(C a, C b) { return gsci_cge(a, b); }        \
    __device__ __forceinline__ C gsci_uf_maximum(C a, C b) { return (gsci_cisnan(a) || gsci_cge(a, b)) ? a : b; } \
    __device__ __forceinline__ C gsci_uf_minimum(C a, C b) { return (gsci_cisnan(a) || gsci_cle(a, b)) ? a : b; } \
    __device__ __forceinline__ C gsci_uf_fmax(C a, C b) { return (gsci_cisnan(b) || gsci_cge(a, b)) ? a : b; } \
    __device__ __forceinline__ C gsci_uf_fmin(C a, C b) { return (gsci_cisnan(b) || gsci_cle(a, b)) ? a : b; } \
    __device__ __forceinline__ C gsci_uf_negative(C z) { return C{-z.re, -z.im}; }                  \
    __device__ __forceinline__ C gsci_uf_positive(C z) { return z; }                                  \
    __device__ __forceinline__ C gsci_uf_conjugate(C z) { return C{z.re, -z.im}; }                   \
    __device__ __forceinline__ R gsci_uf_absolute(C z) { return gsci_cabs(z); }                       \
    __device__ __forceinline__ C gsci_uf_sign(C z) { return gsci_csign(z); }                          \
    __device__ __forceinline__ C gsci_uf_exp(C z) { return gsci_cexp(z); }                            \
    __device__ __forceinline__ C gsci_uf_exp2(C z) { return gsci_cexp(gsci_cscale(z, (R)0.69314718055994530942)); } \
    __device__ __forceinline__ C gsci_uf_expm1(C z) { return gsci_cexpm1(z); }                        \
    __device__ __forceinline__ C gsci_uf_log(C z) { return gsci_clog(z); }                            \
    __device__ __forceinline__ C gsci_uf_log2(C z) { return gsci_cscale(gsci_clog(z), (R)1.4426950408889634074); } \
    __device__ __forceinline__ C gsci_uf_log10(C z) { return gsci_cscale(gsci_clog(z), (R)0.43429448190325182765); } \
    __device__ __forceinline__ C gsci_uf_log1p(C z) { return gsci_clog1p(z); }                        \
    __device__ __forceinline__ C gsci_uf_sqrt(C z) { return gsci_csqrt(z); }                          \
    __device__ __forceinline__ C gsci_uf_square(C z) { return gsci_cmul(z, z); }                      \
    __device__ __forceinline__ C gsci_uf_reciprocal(C z) { return gsci_crecip(z); }                   \
    __device__ __forceinline__ C gsci_uf_sin(C z) { return gsci_csin(z); }                            \
    __device__ __forceinline__ C gsci_uf_cos(C z) { return gsci_ccos(z); }                            \
    __device__ __forceinline__ C gsci_uf_tan(C z) { return gsci_ctan(z); }                           \
    __device__ __forceinline__ C gsci_uf_arcsin(C z) { return gsci_casin(z); }                        \
    __device__ __forceinline__ C gsci_uf_arccos(C z) { return gsci_cacos(z); }                       \
    __device__ __forceinline__ C gsci_uf_arctan(C z) { return gsci_catan(z); }                        \
    __device__ __forceinline__ C gsci_uf_sinh(C z) { return gsci_csinh(z); }                          \
    __device__ __forceinline__ C gsci_uf_cosh(C z) { return gsci_ccosh(z); }                          \
    __device__ __forceinline__ C gsci_uf_tanh(C z) { return gsci_ctanh(z); }                          \
    __device__ __forceinline__ C gsci_uf_arcsinh(C z) { return gsci_casinh(z); }                      \
    __device__ __forceinline__ C gsci_uf_arccosh(C z) { return gsci_cacosh(z); }                      \
    __device__ __forceinline__ C gsci_uf_arctanh(C z) { return gsci_catanh(z); }                      \
    __device__ __forceinline__ C gsci_uf_rint(C z) { return C{rint(z.re), rint(z.im)}; }             \
    __device__ __forceinline__ bool gsci_uf_isnan(C z) { return gsci_cisnan(z); }                     \
    __device__ __forceinline__ bool gsci_uf_isinf(C z) { return isinf(z.re) || isinf(z.im); }         \
    __device__ __forceinline__ bool gsci_uf_isfinite(C z) { return isfinite(z.re) && isfinite(z.im); } \
    __device__ __forceinline__ R gsci_uf_real(C z) { return z.re; }                                   \
    __device__ __forceinline__ R gsci_uf_imag(C z) { return z.im; }                                   \
    __device__ __forceinline__ R gsci_uf_angle(C z) { return atan2(z.im, z.re); }
GSCI_COMPLEX_OPS(gsci_c64, float)
GSCI_COMPLEX_OPS(gsci_c128, double)
#undef GSCI_COMPLEX_OPS

// numpy.angle(z, deg=True) for complex z (no intermediate rounding: the loop is float/double).
__device__ __forceinline__ float gsci_uf_angle_deg_c(gsci_c64 z) { return gsci_mul(atan2(z.im, z.re), (float)(180.0 / 3.14159265358979323846)); }
__device__ __forceinline__ double gsci_uf_angle_deg_c(gsci_c128 z) { return gsci_mul(atan2(z.im, z.re), 180.0 / 3.14159265358979323846); }
