// gsci-linalg's kernels for stacks of small matrices (n <= GSCI_SMALL_MAX): one thread per matrix,
// the matrix staged through shared memory with coalesced loads, factored in place there, then
// solved / inverted / reduced to its determinant in the same kernel. Prepended by
// kernel_cache::TYPES_HEADER and kernels.cu (for gsci_la_mul & co. in the wide type).
//
// LU follows LAPACK's getrf: partial pivoting on the first largest |a| (|re| + |im| for complex, as
// izamax and faer), rows scaled by the reciprocal of the pivot unless it is below the smallest
// normal number (then divided), no swap and no scaling for a zero column. Triangular solves divide
// by the diagonal (as trsm). Cholesky follows potf2: a diagonal that is <= 0 or NaN stops it.
//
// Failures (zero pivot of a solve/inverse, non-positive diagonal of a Cholesky factor) are
// reported in one 64-bit word, atomicMin of (matrix index << 8 | 1-based order), initialised to
// all ones by the host: the host reads 8 bytes back, once, and names the first failing matrix.
// Matrices holding NaN or infinity give NaN results and never report a failure (NumPy's LAPACK).

#define GSCI_SMALL_MAX 16

__device__ __forceinline__ float gsci_sm_abs1(float a) { return fabsf(a); }
__device__ __forceinline__ double gsci_sm_abs1(double a) { return fabs(a); }
__device__ __forceinline__ float gsci_sm_abs1(gsci_c64 a) { return fabsf(a.re) + fabsf(a.im); }
__device__ __forceinline__ double gsci_sm_abs1(gsci_c128 a) { return fabs(a.re) + fabs(a.im); }

__device__ __forceinline__ float gsci_sm_abs(float a) { return fabsf(a); }
__device__ __forceinline__ double gsci_sm_abs(double a) { return fabs(a); }
__device__ __forceinline__ float gsci_sm_abs(gsci_c64 a) { return hypotf(a.re, a.im); }
__device__ __forceinline__ double gsci_sm_abs(gsci_c128 a) { return hypot(a.re, a.im); }

__device__ __forceinline__ bool gsci_sm_finite(float a) { return isfinite(a); }
__device__ __forceinline__ bool gsci_sm_finite(double a) { return isfinite(a); }
__device__ __forceinline__ bool gsci_sm_finite(gsci_c64 a) { return isfinite(a.re) && isfinite(a.im); }
__device__ __forceinline__ bool gsci_sm_finite(gsci_c128 a) { return isfinite(a.re) && isfinite(a.im); }

__device__ __forceinline__ float gsci_sm_mul(float a, float b) { return a * b; }
__device__ __forceinline__ double gsci_sm_mul(double a, double b) { return a * b; }
__device__ __forceinline__ gsci_c64 gsci_sm_mul(gsci_c64 a, gsci_c64 b) {
    return gsci_c64{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__device__ __forceinline__ gsci_c128 gsci_sm_mul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

// a - b * c
__device__ __forceinline__ float gsci_sm_fms(float a, float b, float c) { return a - b * c; }
__device__ __forceinline__ double gsci_sm_fms(double a, double b, double c) { return a - b * c; }
__device__ __forceinline__ gsci_c64 gsci_sm_fms(gsci_c64 a, gsci_c64 b, gsci_c64 c) {
    gsci_c64 p = gsci_sm_mul(b, c);
    return gsci_c64{a.re - p.re, a.im - p.im};
}
__device__ __forceinline__ gsci_c128 gsci_sm_fms(gsci_c128 a, gsci_c128 b, gsci_c128 c) {
    gsci_c128 p = gsci_sm_mul(b, c);
    return gsci_c128{a.re - p.re, a.im - p.im};
}

// a / b (Smith's algorithm for complex b).
__device__ __forceinline__ float gsci_sm_div(float a, float b) { return a / b; }
__device__ __forceinline__ double gsci_sm_div(double a, double b) { return a / b; }
template <typename C, typename R>
__device__ __forceinline__ C gsci_sm_cdiv(C a, C b) {
    if (fabs((double)b.re) >= fabs((double)b.im)) {
        R r = b.im / b.re;
        R d = b.re + b.im * r;
        return C{(a.re + a.im * r) / d, (a.im - a.re * r) / d};
    }
    R r = b.re / b.im;
    R d = b.im + b.re * r;
    return C{(a.re * r + a.im) / d, (a.im * r - a.re) / d};
}
__device__ __forceinline__ gsci_c64 gsci_sm_div(gsci_c64 a, gsci_c64 b) {
    return gsci_sm_cdiv<gsci_c64, float>(a, b);
}
__device__ __forceinline__ gsci_c128 gsci_sm_div(gsci_c128 a, gsci_c128 b) {
    return gsci_sm_cdiv<gsci_c128, double>(a, b);
}

// Smallest normal number of the real type (LAPACK's sfmin).
__device__ __forceinline__ double gsci_sm_sfmin(float) { return 1.1754943508222875e-38; }
__device__ __forceinline__ double gsci_sm_sfmin(double) { return 2.2250738585072014e-308; }
__device__ __forceinline__ double gsci_sm_sfmin(gsci_c64) { return 1.1754943508222875e-38; }
__device__ __forceinline__ double gsci_sm_sfmin(gsci_c128) { return 2.2250738585072014e-308; }

// Real part and conjugate (for the Hermitian Cholesky factor).
__device__ __forceinline__ double gsci_sm_re(float a) { return a; }
__device__ __forceinline__ double gsci_sm_re(double a) { return a; }
__device__ __forceinline__ double gsci_sm_re(gsci_c64 a) { return a.re; }
__device__ __forceinline__ double gsci_sm_re(gsci_c128 a) { return a.re; }
__device__ __forceinline__ float gsci_sm_conj(float a) { return a; }
__device__ __forceinline__ double gsci_sm_conj(double a) { return a; }
__device__ __forceinline__ gsci_c64 gsci_sm_conj(gsci_c64 a) { return gsci_c64{a.re, -a.im}; }
__device__ __forceinline__ gsci_c128 gsci_sm_conj(gsci_c128 a) { return gsci_c128{a.re, -a.im}; }

__device__ __forceinline__ double gsci_sm_nan() { return __longlong_as_double(0x7ff8000000000000LL); }

// Per-thread shared memory, in elements: the matrix and an n-vector, an odd stride so that the
// threads of a warp touching the same (i, j) fall in different banks.
__device__ __forceinline__ long long gsci_sm_stride(long long n) { return n * n + n + 1; }

// Coalesced load of the block's `cnt` matrices (n x n, contiguous from `a`) into shared memory.
template <typename T>
__device__ __forceinline__ void gsci_sm_load(T* sm, const T* a, long long n, long long cnt) {
    const long long nn = n * n;
    const long long stride = gsci_sm_stride(n);
    for (long long e = threadIdx.x; e < cnt * nn; e += blockDim.x) {
        long long q = e / nn;
        sm[q * stride + (e - q * nn)] = a[e];
    }
}

// Modes of gsci_small_lu_body.
#define GSCI_SM_SOLVE 0
#define GSCI_SM_INV 1
#define GSCI_SM_DET 2
#define GSCI_SM_SLOGDET 3

// Forward and back substitution of v (already permuted) with the packed factors in `m`.
template <typename T>
__device__ __forceinline__ void gsci_sm_lu_subst(const T* m, T* v, long long n) {
    for (long long i = 1; i < n; ++i) {
        T s = v[i];
        for (long long j = 0; j < i; ++j) s = gsci_sm_fms(s, m[i * n + j], v[j]);
        v[i] = s;
    }
    for (long long i = n - 1; i >= 0; --i) {
        T s = v[i];
        for (long long j = i + 1; j < n; ++j) s = gsci_sm_fms(s, m[i * n + j], v[j]);
        v[i] = gsci_sm_div(s, m[i * n + i]);
    }
}

// `a` (batch, n, n) row-major, contiguous. Mode SOLVE: `b` (batch, n, k) -> `out` (batch, n, k);
// INV: `out` (batch, n, n); DET: `out` (batch); SLOGDET: sign `out` (batch), `logabs` (batch).
template <typename T, typename W, typename R>
__device__ void gsci_small_lu_body(const T* a, const T* b, long long n, long long k,
                                   long long batch, int mode, T* out, R* logabs,
                                   unsigned long long* fail) {
    extern __shared__ __align__(16) unsigned char gsci_sm_raw[];
    T* sm = reinterpret_cast<T*>(gsci_sm_raw);
    const long long nn = n * n;
    const long long stride = gsci_sm_stride(n);
    const T nan = gsci_cast<T>(gsci_c128{gsci_sm_nan(), gsci_sm_nan()});
    for (long long m0 = (long long)blockIdx.x * blockDim.x; m0 < batch;
         m0 += (long long)gridDim.x * blockDim.x) {
        const long long cnt = min((long long)blockDim.x, batch - m0);
        __syncthreads();
        gsci_sm_load(sm, a + m0 * nn, n, cnt);
        __syncthreads();
        if ((long long)threadIdx.x >= cnt) continue;
        const long long mi = m0 + threadIdx.x;
        T* m = sm + threadIdx.x * stride;
        T* v = m + nn;
        bool finite = true;
        for (long long e = 0; e < nn; ++e) finite = finite && gsci_sm_finite(m[e]);
        if (!finite) {
            if (mode == GSCI_SM_SOLVE) {
                for (long long e = 0; e < n * k; ++e) out[mi * n * k + e] = nan;
            } else if (mode == GSCI_SM_INV) {
                for (long long e = 0; e < nn; ++e) out[mi * nn + e] = nan;
            } else {
                out[mi] = nan;
                if (mode == GSCI_SM_SLOGDET) logabs[mi] = (R)gsci_sm_nan();
            }
            continue;
        }
        int piv[GSCI_SMALL_MAX];
        long long zero_at = -1;
        for (long long j = 0; j < n; ++j) {
            long long p = j;
            double best = gsci_sm_abs1(m[j * n + j]);
            for (long long i = j + 1; i < n; ++i) {
                double x = gsci_sm_abs1(m[i * n + j]);
                if (x > best) {
                    best = x;
                    p = i;
                }
            }
            piv[j] = (int)p;
            if (best != 0.0) {
                if (p != j) {
                    for (long long c = 0; c < n; ++c) {
                        T t = m[j * n + c];
                        m[j * n + c] = m[p * n + c];
                        m[p * n + c] = t;
                    }
                }
                const T d = m[j * n + j];
                if (gsci_sm_abs(d) >= gsci_sm_sfmin(d)) {
                    const T r = gsci_sm_div(gsci_cast<T>(1.0), d);
                    for (long long i = j + 1; i < n; ++i) m[i * n + j] = gsci_sm_mul(m[i * n + j], r);
                } else {
                    for (long long i = j + 1; i < n; ++i) m[i * n + j] = gsci_sm_div(m[i * n + j], d);
                }
            } else if (zero_at < 0) {
                zero_at = j;
            }
            for (long long i = j + 1; i < n; ++i) {
                const T l = m[i * n + j];
                for (long long c = j + 1; c < n; ++c) m[i * n + c] = gsci_sm_fms(m[i * n + c], l, m[j * n + c]);
            }
        }
        if (mode == GSCI_SM_DET || mode == GSCI_SM_SLOGDET) {
            W s = gsci_wide(gsci_cast<T>(1.0));
            double l = 0.0;
            bool zero = false;
            for (long long i = 0; i < n; ++i) {
                W d = gsci_wide(m[i * n + i]);
                if (mode == GSCI_SM_DET) {
                    s = gsci_la_mul(s, d);
                } else {
                    double am = gsci_la_abs(d);
                    if (am == 0.0) {
                        zero = true;
                    } else {
                        s = gsci_la_mul(s, gsci_la_unit(d, am));
                        l += log(am);
                    }
                }
                if (piv[i] != i) s = gsci_la_neg(s);
            }
            if (mode == GSCI_SM_DET) {
                out[mi] = gsci_cast<T>(s);
            } else if (zero) {
                out[mi] = gsci_cast<T>(0.0);
                logabs[mi] = (R)(-__longlong_as_double(0x7ff0000000000000LL));
            } else {
                out[mi] = gsci_cast<T>(s);
                logabs[mi] = (R)l;
            }
            continue;
        }
        if (zero_at >= 0) {
            atomicMin(fail, ((unsigned long long)mi << 8) | (unsigned long long)(zero_at + 1));
            continue;
        }
        const long long cols = mode == GSCI_SM_SOLVE ? k : n;
        for (long long c = 0; c < cols; ++c) {
            if (mode == GSCI_SM_SOLVE) {
                for (long long i = 0; i < n; ++i) v[i] = b[(mi * n + i) * k + c];
            } else {
                for (long long i = 0; i < n; ++i) v[i] = gsci_cast<T>(i == c ? 1.0 : 0.0);
            }
            for (long long j = 0; j < n; ++j) {
                if (piv[j] != j) {
                    T t = v[j];
                    v[j] = v[piv[j]];
                    v[piv[j]] = t;
                }
            }
            gsci_sm_lu_subst(m, v, n);
            for (long long i = 0; i < n; ++i) out[(mi * n + i) * cols + c] = v[i];
        }
    }
}

// Cholesky of every matrix of `a` (batch, n, n), row-major, contiguous: `lower` gives A = L L^H
// from the lower triangle, else A = U^H U from the upper one (U = L^H). The factor goes to its
// triangle of `out`; the other triangle is zero when `clean`, else A's values (LAPACK, SciPy's
// cho_factor). Only the factor's triangle of A is read, as LAPACK does.
template <typename T>
__device__ void gsci_small_potrf_body(const T* a, long long n, long long batch, int lower,
                                      int clean, T* out, unsigned long long* fail) {
    extern __shared__ __align__(16) unsigned char gsci_sm_raw[];
    T* sm = reinterpret_cast<T*>(gsci_sm_raw);
    const long long nn = n * n;
    const long long stride = gsci_sm_stride(n);
    for (long long m0 = (long long)blockIdx.x * blockDim.x; m0 < batch;
         m0 += (long long)gridDim.x * blockDim.x) {
        const long long cnt = min((long long)blockDim.x, batch - m0);
        __syncthreads();
        gsci_sm_load(sm, a + m0 * nn, n, cnt);
        __syncthreads();
        if ((long long)threadIdx.x < cnt) {
            const long long mi = m0 + threadIdx.x;
            T* m = sm + threadIdx.x * stride;
            // Work on L in the lower triangle: for `upper`, L(i, j) = conj(A(j, i)).
            if (!lower) {
                for (long long i = 0; i < n; ++i)
                    for (long long j = 0; j < i; ++j) m[i * n + j] = gsci_sm_conj(m[j * n + i]);
            }
            long long failed = -1;
            for (long long j = 0; j < n && failed < 0; ++j) {
                double ajj = gsci_sm_re(m[j * n + j]);
                for (long long c = 0; c < j; ++c) {
                    const T x = m[j * n + c];
                    ajj -= gsci_sm_re(gsci_sm_mul(x, gsci_sm_conj(x)));
                }
                if (!(ajj > 0.0)) {
                    failed = j;
                    break;
                }
                const double r = sqrt(ajj);
                m[j * n + j] = gsci_cast<T>(r);
                for (long long i = j + 1; i < n; ++i) {
                    T s = m[i * n + j];
                    for (long long c = 0; c < j; ++c) s = gsci_sm_fms(s, m[i * n + c], gsci_sm_conj(m[j * n + c]));
                    m[i * n + j] = gsci_sm_div(s, gsci_cast<T>(r));
                }
            }
            if (failed >= 0) {
                atomicMin(fail, ((unsigned long long)mi << 8) | (unsigned long long)(failed + 1));
            } else {
                const T zero = gsci_cast<T>(0.0);
                T* o = out + mi * nn;
                const T* src = a + mi * nn;
                for (long long i = 0; i < n; ++i) {
                    for (long long j = 0; j < n; ++j) {
                        T val;
                        if (lower) {
                            val = j <= i ? m[i * n + j] : (clean ? zero : src[i * n + j]);
                        } else {
                            val = j >= i ? gsci_sm_conj(m[j * n + i]) : (clean ? zero : src[i * n + j]);
                        }
                        o[i * n + j] = val;
                    }
                }
            }
        }
    }
}
