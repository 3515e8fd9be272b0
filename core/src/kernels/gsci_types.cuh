// gsci's element types and NumPy casting for generated kernels. Prepended to every kernel source.
// Casting goes through a "wide" value (bool, long long, unsigned long long, double, gsci_c128) exactly
// as the CPU backend goes through `Scalar`, so both backends round once and agree bit for bit.
#pragma once

struct gsci_f16 { unsigned short bits; };
struct gsci_bf16 { unsigned short bits; };
struct __align__(8) gsci_c64 { float re, im; };
struct __align__(16) gsci_c128 { double re, im; };

__device__ __forceinline__ float gsci_f16_to_float(gsci_f16 h) {
    float f; asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h.bits)); return f;
}
__device__ __forceinline__ gsci_f16 gsci_f16_from_float(float f) {
    gsci_f16 h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h.bits) : "f"(f)); return h;
}
__device__ __forceinline__ gsci_f16 gsci_f16_from_double(double d) {
    gsci_f16 h; asm("cvt.rn.f16.f64 %0, %1;" : "=h"(h.bits) : "d"(d)); return h;
}
__device__ __forceinline__ float gsci_bf16_to_float(gsci_bf16 b) {
    return __uint_as_float(((unsigned int)b.bits) << 16);
}
__device__ __forceinline__ gsci_bf16 gsci_bf16_from_float(float f) {
    gsci_bf16 b; asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(b.bits) : "f"(f)); return b;
}

// ---- to_wide: every element type to its exact wide representative ----
__device__ __forceinline__ bool gsci_wide(bool x) { return x; }
__device__ __forceinline__ long long gsci_wide(signed char x) { return x; }
__device__ __forceinline__ long long gsci_wide(short x) { return x; }
__device__ __forceinline__ long long gsci_wide(int x) { return x; }
__device__ __forceinline__ long long gsci_wide(long long x) { return x; }
__device__ __forceinline__ unsigned long long gsci_wide(unsigned char x) { return x; }
__device__ __forceinline__ unsigned long long gsci_wide(unsigned short x) { return x; }
__device__ __forceinline__ unsigned long long gsci_wide(unsigned int x) { return x; }
__device__ __forceinline__ unsigned long long gsci_wide(unsigned long long x) { return x; }
__device__ __forceinline__ double gsci_wide(float x) { return x; }
__device__ __forceinline__ double gsci_wide(double x) { return x; }
__device__ __forceinline__ double gsci_wide(gsci_f16 x) { return gsci_f16_to_float(x); }
__device__ __forceinline__ double gsci_wide(gsci_bf16 x) { return gsci_bf16_to_float(x); }
__device__ __forceinline__ gsci_c128 gsci_wide(gsci_c64 x) { return gsci_c128{x.re, x.im}; }
__device__ __forceinline__ gsci_c128 gsci_wide(gsci_c128 x) { return x; }

// ---- from_wide: the wide value to each element type, with NumPy's astype semantics ----
// Floats to integers truncate toward zero (saturating, NaN -> 0, as Rust's `as`); types narrower
// than 32 bits go through int and wrap, uint32 goes through long long (NumPy on x86-64).
template <typename T> struct gsci_from_wide;

template <> struct gsci_from_wide<bool> {
    static __device__ __forceinline__ bool f(bool x) { return x; }
    static __device__ __forceinline__ bool f(long long x) { return x != 0; }
    static __device__ __forceinline__ bool f(unsigned long long x) { return x != 0; }
    static __device__ __forceinline__ bool f(double x) { return x != 0.0; }
    static __device__ __forceinline__ bool f(gsci_c128 x) { return x.re != 0.0 || x.im != 0.0; }
};

// Double to the integer type VIA as Rust's `as`: truncation toward zero, saturated, NaN -> 0. The
// checks are explicit: C++ leaves NaN and out-of-range conversions undefined, and the hardware
// conversion does not give 0 for NaN (H200: float32 NaN cast to int32 came out INT_MIN).
template <typename I> __device__ __forceinline__ I gsci_f2i(double x);
template <> __device__ __forceinline__ int gsci_f2i<int>(double x) {
    if (x != x) return 0;
    if (x <= -2147483648.0) return -2147483647 - 1;
    if (x >= 2147483647.0) return 2147483647;
    return (int)x;
}
template <> __device__ __forceinline__ long long gsci_f2i<long long>(double x) {
    if (x != x) return 0;
    if (x <= -9223372036854775808.0) return -9223372036854775807LL - 1;
    if (x >= 9223372036854775808.0) return 9223372036854775807LL;
    return (long long)x;
}
template <> __device__ __forceinline__ unsigned long long gsci_f2i<unsigned long long>(double x) {
    if (x != x || x <= 0.0) return 0ULL;
    if (x >= 18446744073709551616.0) return 18446744073709551615ULL;
    return (unsigned long long)x;
}

#define GSCI_INT_FROM_WIDE(T, VIA)                                                          \
    template <> struct gsci_from_wide<T> {                                                  \
        static __device__ __forceinline__ T f(bool x) { return (T)(x ? 1 : 0); }            \
        static __device__ __forceinline__ T f(long long x) { return (T)x; }                 \
        static __device__ __forceinline__ T f(unsigned long long x) { return (T)x; }        \
        static __device__ __forceinline__ T f(double x) { return (T)gsci_f2i<VIA>(x); }     \
        static __device__ __forceinline__ T f(gsci_c128 x) { return (T)gsci_f2i<VIA>(x.re); } \
    };
GSCI_INT_FROM_WIDE(signed char, int)
GSCI_INT_FROM_WIDE(short, int)
GSCI_INT_FROM_WIDE(int, int)
GSCI_INT_FROM_WIDE(long long, long long)
GSCI_INT_FROM_WIDE(unsigned char, int)
GSCI_INT_FROM_WIDE(unsigned short, int)
GSCI_INT_FROM_WIDE(unsigned int, long long)
GSCI_INT_FROM_WIDE(unsigned long long, unsigned long long)
#undef GSCI_INT_FROM_WIDE

#define GSCI_FLOAT_FROM_WIDE(T)                                                             \
    template <> struct gsci_from_wide<T> {                                                  \
        static __device__ __forceinline__ T f(bool x) { return x ? (T)1 : (T)0; }           \
        static __device__ __forceinline__ T f(long long x) { return (T)x; }                 \
        static __device__ __forceinline__ T f(unsigned long long x) { return (T)x; }        \
        static __device__ __forceinline__ T f(double x) { return (T)x; }                    \
        static __device__ __forceinline__ T f(gsci_c128 x) { return (T)x.re; }              \
    };
GSCI_FLOAT_FROM_WIDE(float)
GSCI_FLOAT_FROM_WIDE(double)
#undef GSCI_FLOAT_FROM_WIDE

template <> struct gsci_from_wide<gsci_f16> {
    static __device__ __forceinline__ gsci_f16 f(bool x) { return gsci_f16_from_float(x ? 1.f : 0.f); }
    static __device__ __forceinline__ gsci_f16 f(long long x) { return gsci_f16_from_float((float)x); }
    static __device__ __forceinline__ gsci_f16 f(unsigned long long x) { return gsci_f16_from_float((float)x); }
    static __device__ __forceinline__ gsci_f16 f(double x) { return gsci_f16_from_double(x); }
    static __device__ __forceinline__ gsci_f16 f(gsci_c128 x) { return gsci_f16_from_double(x.re); }
};
template <> struct gsci_from_wide<gsci_bf16> {
    static __device__ __forceinline__ gsci_bf16 f(bool x) { return gsci_bf16_from_float(x ? 1.f : 0.f); }
    static __device__ __forceinline__ gsci_bf16 f(long long x) { return gsci_bf16_from_float((float)x); }
    static __device__ __forceinline__ gsci_bf16 f(unsigned long long x) { return gsci_bf16_from_float((float)x); }
    static __device__ __forceinline__ gsci_bf16 f(double x) { return gsci_bf16_from_float((float)x); }
    static __device__ __forceinline__ gsci_bf16 f(gsci_c128 x) { return gsci_bf16_from_float((float)x.re); }
};

#define GSCI_COMPLEX_FROM_WIDE(T, R)                                                         \
    template <> struct gsci_from_wide<T> {                                                   \
        static __device__ __forceinline__ T f(bool x) { return T{x ? (R)1 : (R)0, (R)0}; }   \
        static __device__ __forceinline__ T f(long long x) { return T{(R)x, (R)0}; }         \
        static __device__ __forceinline__ T f(unsigned long long x) { return T{(R)x, (R)0}; }\
        static __device__ __forceinline__ T f(double x) { return T{(R)x, (R)0}; }            \
        static __device__ __forceinline__ T f(gsci_c128 x) { return T{(R)x.re, (R)x.im}; }  \
    };
GSCI_COMPLEX_FROM_WIDE(gsci_c64, float)
GSCI_COMPLEX_FROM_WIDE(gsci_c128, double)
#undef GSCI_COMPLEX_FROM_WIDE

template <typename To, typename From>
__device__ __forceinline__ To gsci_cast(From x) { return gsci_from_wide<To>::f(gsci_wide(x)); }
