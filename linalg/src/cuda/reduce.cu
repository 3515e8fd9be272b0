// gsci-linalg's reductions and small elementwise steps: matrix and vector norms, condition
// numbers and ranks from singular values, pinv's scaling, conjugation. Prepended by
// kernel_cache::TYPES_HEADER and kernels.cu (for gsci_la_abs). Everything accumulates in double.

#define GSCI_LA_BLOCK 256

__device__ __forceinline__ double gsci_la_max(double a, double b) {
    return (a != a || b != b) ? __longlong_as_double(0x7ff8000000000000LL) : fmax(a, b);
}
__device__ __forceinline__ double gsci_la_min(double a, double b) {
    return (a != a || b != b) ? __longlong_as_double(0x7ff8000000000000LL) : fmin(a, b);
}

// op 0 sum, 1 max, 2 min over the block; every thread gets the result.
__device__ double gsci_la_block_reduce(double v, int op, double* sh) {
    sh[threadIdx.x] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            double a = sh[threadIdx.x], b = sh[threadIdx.x + s];
            sh[threadIdx.x] = op == 0 ? a + b : (op == 1 ? gsci_la_max(a, b) : gsci_la_min(a, b));
        }
        __syncthreads();
    }
    double r = sh[0];
    __syncthreads();
    return r;
}

template <typename T>
__device__ __forceinline__ double gsci_la_absval(T x) { return gsci_la_abs(gsci_wide(x)); }

// One block per matrix of a contiguous (batch, rows, cols) array; out[b] (double):
//  0 sqrt(sum |x|^2)          1 max column |x|-sum     2 min column |x|-sum
//  3 max row |x|-sum          4 min row |x|-sum        5 max |x|      6 min |x|
//  7 count of x != 0          8 (sum |x|^p)^(1/p)      10 max|x| / min|x|   12 min|x| / max|x|
//  11 count |x| > p * max|x|  13 count |x| > p
template <typename T>
__device__ void gsci_la_norm_body(const T* a, long long batch, long long rows, long long cols,
                                  int mode, double p, double* out) {
    __shared__ double sh[GSCI_LA_BLOCK];
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    long long size = rows * cols;
    for (long long b = blockIdx.x; b < batch; b += gridDim.x) {
        const T* m = a + b * size;
        double r = 0.0;
        if (mode == 0 || mode == 8 || mode == 7) {
            double acc = 0.0;
            for (long long i = threadIdx.x; i < size; i += blockDim.x) {
                double v = gsci_la_absval(m[i]);
                acc += mode == 0 ? v * v : (mode == 7 ? (v != 0.0 ? 1.0 : 0.0) : pow(v, p));
            }
            acc = gsci_la_block_reduce(acc, 0, sh);
            r = mode == 0 ? sqrt(acc) : (mode == 7 ? acc : pow(acc, 1.0 / p));
        } else if (mode >= 1 && mode <= 4) {
            bool by_col = mode <= 2;
            bool take_max = mode == 1 || mode == 3;
            long long outer = by_col ? cols : rows, inner = by_col ? rows : cols;
            double acc = take_max ? -inf : inf;
            for (long long j = threadIdx.x; j < outer; j += blockDim.x) {
                double s = 0.0;
                for (long long i = 0; i < inner; ++i) {
                    s += gsci_la_absval(by_col ? m[i * cols + j] : m[j * cols + i]);
                }
                acc = take_max ? gsci_la_max(acc, s) : gsci_la_min(acc, s);
            }
            r = gsci_la_block_reduce(acc, take_max ? 1 : 2, sh);
        } else {
            double hi = -inf, lo = inf;
            for (long long i = threadIdx.x; i < size; i += blockDim.x) {
                double v = gsci_la_absval(m[i]);
                hi = gsci_la_max(hi, v);
                lo = gsci_la_min(lo, v);
            }
            hi = gsci_la_block_reduce(hi, 1, sh);
            lo = gsci_la_block_reduce(lo, 2, sh);
            if (mode == 5) r = hi;
            else if (mode == 6) r = lo;
            else if (mode == 10) r = hi / lo;
            else if (mode == 12) r = lo / hi;
            else {
                double tol = mode == 11 ? p * hi : p;
                double c = 0.0;
                for (long long i = threadIdx.x; i < size; i += blockDim.x) {
                    c += gsci_la_absval(m[i]) > tol ? 1.0 : 0.0;
                }
                r = gsci_la_block_reduce(c, 0, sh);
            }
        }
        if (threadIdx.x == 0) out[b] = r;
    }
}

// pinv's middle step, one block per matrix: u (batch, m, k) contiguous, s (batch, k) real;
// u[:, j] *= 1 / s[j] where s[j] > rcond * max(s), else 0.
template <typename T, typename R>
__device__ void gsci_la_scale_cols_body(T* u, const R* s, long long batch, long long m,
                                        long long k, double rcond) {
    __shared__ double sh[GSCI_LA_BLOCK];
    for (long long b = blockIdx.x; b < batch; b += gridDim.x) {
        const R* sb = s + b * k;
        double hi = 0.0;
        for (long long j = threadIdx.x; j < k; j += blockDim.x) hi = gsci_la_max(hi, (double)sb[j]);
        hi = gsci_la_block_reduce(hi, 1, sh);
        double cutoff = rcond * hi;
        T* ub = u + b * m * k;
        for (long long i = threadIdx.x; i < m * k; i += blockDim.x) {
            double sv = (double)sb[i % k];
            double f = sv > cutoff ? 1.0 / sv : 0.0;
            auto w = gsci_wide(ub[i]);
            ub[i] = gsci_cast<T>(gsci_la_mul(w, gsci_wide(gsci_cast<T>(f))));
        }
    }
}

// Complex conjugation in place over n elements.
template <typename T>
__device__ void gsci_la_conj_body(T* x, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        x[i].im = -x[i].im;
    }
}

// out[i] = a[i] * b[i] over doubles; NaN products from inf * 0 become inf (NumPy's cond turns
// NaN into inf unless the input had NaN, which the caller checks).
__device__ void gsci_la_mul_f64_body(const double* a, const double* b, double* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        out[i] = a[i] * b[i];
    }
}

// lstsq residuals: out[j] = sum_i |b[i, j] - ax[i, j]|^2 over (m, k) row-major arrays.
template <typename T>
__device__ void gsci_la_col_sq_diff_body(const T* b, const T* ax, long long m, long long k,
                                         double* out) {
    for (long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x; j < k;
         j += (long long)gridDim.x * blockDim.x) {
        double acc = 0.0;
        for (long long i = 0; i < m; ++i) {
            auto d = gsci_wide(b[i * k + j]);
            auto e = gsci_wide(ax[i * k + j]);
            double dr, di;
            gsci_la_split(d, e, &dr, &di);
            acc += dr * dr + di * di;
        }
        out[j] = acc;
    }
}
