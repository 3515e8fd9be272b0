// gsci-linalg's small kernels: values assembled from factorisations (determinants from LU).
// Prepended by kernel_cache::TYPES_HEADER. Arithmetic is done in the wide type (double or
// gsci_c128), then cast back once.

__device__ __forceinline__ double gsci_la_mul(double a, double b) { return a * b; }
__device__ __forceinline__ gsci_c128 gsci_la_mul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__device__ __forceinline__ double gsci_la_abs(double a) { return fabs(a); }
__device__ __forceinline__ double gsci_la_abs(gsci_c128 a) { return hypot(a.re, a.im); }
__device__ __forceinline__ double gsci_la_unit(double a, double m) { return a / m; }
__device__ __forceinline__ gsci_c128 gsci_la_unit(gsci_c128 a, double m) {
    return gsci_c128{a.re / m, a.im / m};
}
__device__ __forceinline__ double gsci_la_neg(double a) { return -a; }
__device__ __forceinline__ gsci_c128 gsci_la_neg(gsci_c128 a) { return gsci_c128{-a.re, -a.im}; }
__device__ __forceinline__ bool gsci_la_isnan(double a) { return a != a; }
__device__ __forceinline__ bool gsci_la_isnan(gsci_c128 a) { return a.re != a.re || a.im != a.im; }

// One thread per matrix: det = (-1)^(#row swaps) * prod(diag(U)). `lu` holds `batch` column-major
// n x n factors `mat_stride` elements apart; `piv` the 1-based pivots (LAPACK convention).
template <typename T, typename W, typename P>
__device__ void gsci_lu_det_body(const T* lu, long long n, long long mat_stride, const P* piv,
                                 long long piv_stride, long long batch, T* det) {
    for (long long b = (long long)blockIdx.x * blockDim.x + threadIdx.x; b < batch;
         b += (long long)gridDim.x * blockDim.x) {
        const T* a = lu + b * mat_stride;
        const P* p = piv + b * piv_stride;
        W acc = gsci_wide(gsci_cast<T>(1.0));
        bool flip = false;
        for (long long i = 0; i < n; ++i) {
            acc = gsci_la_mul(acc, gsci_wide(a[i * n + i]));
            if ((long long)p[i] != i + 1) flip = !flip;
        }
        if (flip) acc = gsci_la_neg(acc);
        det[b] = gsci_cast<T>(acc);
    }
}

// One thread per matrix: sign and log|det| from the same factors. A zero pivot gives sign 0 and
// log|det| = -inf (NumPy's slogdet of a singular matrix); NaN propagates.
template <typename T, typename W, typename R, typename P>
__device__ void gsci_lu_slogdet_body(const T* lu, long long n, long long mat_stride, const P* piv,
                                     long long piv_stride, long long batch, T* sign, R* logabs) {
    for (long long b = (long long)blockIdx.x * blockDim.x + threadIdx.x; b < batch;
         b += (long long)gridDim.x * blockDim.x) {
        const T* a = lu + b * mat_stride;
        const P* p = piv + b * piv_stride;
        W s = gsci_wide(gsci_cast<T>(1.0));
        double l = 0.0;
        bool zero = false;
        bool nan = false;
        for (long long i = 0; i < n; ++i) {
            W d = gsci_wide(a[i * n + i]);
            double m = gsci_la_abs(d);
            if (gsci_la_isnan(d)) nan = true;
            if (m == 0.0) {
                zero = true;
            } else {
                s = gsci_la_mul(s, gsci_la_unit(d, m));
                l += log(m);
            }
            if ((long long)p[i] != i + 1) s = gsci_la_neg(s);
        }
        if (nan) {
            sign[b] = gsci_cast<T>(__longlong_as_double(0x7ff8000000000000LL));
            logabs[b] = (R)__longlong_as_double(0x7ff8000000000000LL);
        } else if (zero) {
            sign[b] = gsci_cast<T>(0.0);
            logabs[b] = (R)(-__longlong_as_double(0x7ff0000000000000LL));
        } else {
            sign[b] = gsci_cast<T>(s);
            logabs[b] = (R)l;
        }
    }
}

// Pointer arrays of the batched cuBLAS calls: out[i] = base + i * stride (bytes).
__device__ void gsci_la_ptr_array_body(unsigned long long* out, unsigned long long base, unsigned long long stride, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        out[i] = base + (unsigned long long)i * stride;
    }
}

// Pivot indices between conventions: out[i] = in[i] + shift (1-based LAPACK <-> 0-based SciPy),
// converting the integer type (cuSOLVER's 64-bit API uses long long, cuBLAS's batched LU int).
template <typename In, typename Out>
__device__ void gsci_piv_shift_body(const In* in, Out* out, long long n, long long shift) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        out[i] = (Out)((long long)in[i] + shift);
    }
}

// (d - e) split into real and imaginary parts.
__device__ __forceinline__ void gsci_la_split(double d, double e, double* re, double* im) {
    *re = d - e;
    *im = 0.0;
}
__device__ __forceinline__ void gsci_la_split(gsci_c128 d, gsci_c128 e, double* re, double* im) {
    *re = d.re - e.re;
    *im = d.im - e.im;
}
