// Counting and order statistics for core/src/stats_ops: bincount, histogram, digitize, and the
// quantile / median step that follows a sort (see stats_ops/cuda.rs).

#define GSCI_ST_BLOCK 256

// The order-preserving key of a double (NaN largest, -0.0 equal to 0.0), as sort.cu's.
__device__ __forceinline__ unsigned long long gsci_st_dkey(double x) {
    if (x != x) return 0xFFFFFFFFFFFFFFFFull;
    if (x == 0.0) x = 0.0;
    const unsigned long long u = (unsigned long long)__double_as_longlong(x);
    return (u >> 63) ? ~u : (u | (1ULL << 63));
}

// mm[0] = min, mm[1] = max of the keys of x (mm starts at {~0, 0}). MODE 0: x is int64 and the
// key is its offset value; MODE 1: x is any real type and the key is gsci_st_dkey((double)x).
template <typename T, int MODE>
__device__ __forceinline__ void gsci_st_minmax_body(const T* __restrict__ x, long long n, unsigned long long* mm) {
    unsigned long long lo = ~0ULL, hi = 0;
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        unsigned long long k;
        if (MODE == 0) k = (unsigned long long)gsci_cast<long long>(x[i]) ^ (1ULL << 63);
        else k = gsci_st_dkey(gsci_cast<double>(x[i]));
        lo = k < lo ? k : lo;
        hi = k > hi ? k : hi;
    }
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) {
        const unsigned long long l = __shfl_down_sync(0xFFFFFFFFu, lo, off);
        const unsigned long long h = __shfl_down_sync(0xFFFFFFFFu, hi, off);
        lo = l < lo ? l : lo;
        hi = h > hi ? h : hi;
    }
    if ((threadIdx.x & 31) == 0) {
        atomicMin(&mm[0], lo);
        atomicMax(&mm[1], hi);
    }
}

// Adds 1 (or w[i]) to bin[x[i]], x validated non-negative and below len. With smem, a block-wide
// copy of the bins lives in dynamic shared memory and is flushed once per block.
template <int WEIGHTED>
__device__ __forceinline__ void gsci_st_bincount_body(const long long* __restrict__ x, const double* __restrict__ w,
                                                      long long n, void* out, long long len, int smem) {
    extern __shared__ unsigned long long gsci_st_bins[];
    if (smem) {
        for (long long b = threadIdx.x; b < len; b += blockDim.x) gsci_st_bins[b] = 0;
        __syncthreads();
    }
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        const long long b = x[i];
        if (WEIGHTED) {
            double* bins = smem ? (double*)gsci_st_bins : (double*)out;
            atomicAdd(&bins[b], w[i]);
        } else {
            unsigned long long* bins = smem ? gsci_st_bins : (unsigned long long*)out;
            atomicAdd(&bins[b], 1ULL);
        }
    }
    if (smem) {
        __syncthreads();
        for (long long b = threadIdx.x; b < len; b += blockDim.x) {
            if (WEIGHTED) {
                const double v = ((double*)gsci_st_bins)[b];
                if (v != 0.0) atomicAdd(&((double*)out)[b], v);
            } else {
                const unsigned long long v = gsci_st_bins[b];
                if (v != 0) atomicAdd(&((unsigned long long*)out)[b], v);
            }
        }
    }
}

// Counts x into the nb bins of edges (nb + 1 increasing doubles): bin i holds
// edges[i] <= v < edges[i + 1], the last bin also v == edges[nb]; values outside and NaN are
// dropped (NumPy's histogram).
template <typename T>
__device__ __forceinline__ void gsci_st_histogram_body(const T* __restrict__ x, long long n, const double* __restrict__ edges,
                                                       long long nb, unsigned long long* counts, int smem) {
    extern __shared__ unsigned long long gsci_st_hist[];
    if (smem) {
        for (long long b = threadIdx.x; b < nb; b += blockDim.x) gsci_st_hist[b] = 0;
        __syncthreads();
    }
    const double first = edges[0], last = edges[nb];
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        const double v = gsci_cast<double>(x[i]);
        if (!(v >= first && v <= last)) continue;
        long long lo = 0, hi = nb + 1;  // first edge greater than v
        while (lo < hi) {
            const long long mid = (lo + hi) >> 1;
            if (edges[mid] <= v) lo = mid + 1;
            else hi = mid;
        }
        long long b = lo - 1;
        if (b >= nb) b = nb - 1;
        atomicAdd(smem ? &gsci_st_hist[b] : &counts[b], 1ULL);
    }
    if (smem) {
        __syncthreads();
        for (long long b = threadIdx.x; b < nb; b += blockDim.x)
            if (gsci_st_hist[b] != 0) atomicAdd(&counts[b], gsci_st_hist[b]);
    }
}

// numpy.digitize: bins (nb doubles) increasing, or decreasing and passed reversed; `right` picks
// the closed side. NaN sorts last.
template <typename T>
__device__ __forceinline__ void gsci_st_digitize_body(const T* __restrict__ x, long long n, const double* __restrict__ bins,
                                                      long long nb, long long* out, int decreasing, int right) {
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        const unsigned long long kv = gsci_st_dkey(gsci_cast<double>(x[i]));
        long long lo = 0, hi = nb;
        while (lo < hi) {
            const long long mid = (lo + hi) >> 1;
            const unsigned long long kb = gsci_st_dkey(bins[mid]);
            // searchsorted side: 'left' when right, else 'right'
            if (right ? kb < kv : kb <= kv) lo = mid + 1;
            else hi = mid;
        }
        out[i] = decreasing ? nb - lo : lo;
    }
}

// ---------------------------------------------------------------- quantiles of sorted rows
// T: input, O: output, C: compute type (double, or float for float32/float16/bfloat16 results).
// b - a in the input's precision (NumPy subtracts the two neighbours in the array's dtype).
template <typename T> __device__ __forceinline__ double gsci_st_diff(T a, T b) { return gsci_cast<double>(b) - gsci_cast<double>(a); }
template <> __device__ __forceinline__ double gsci_st_diff<float>(float a, float b) { return (double)(b - a); }
template <> __device__ __forceinline__ double gsci_st_diff<gsci_f16>(gsci_f16 a, gsci_f16 b) {
    return gsci_f16_to_float(gsci_f16_from_float(gsci_f16_to_float(b) - gsci_f16_to_float(a)));
}
template <> __device__ __forceinline__ double gsci_st_diff<gsci_bf16>(gsci_bf16 a, gsci_bf16 b) {
    return gsci_bf16_to_float(gsci_bf16_from_float(gsci_bf16_to_float(b) - gsci_bf16_to_float(a)));
}

// Products and sums rounded one by one (no FMA contraction), as NumPy and the CPU backend do.
__device__ __forceinline__ float gsci_st_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double gsci_st_mul(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float gsci_st_add(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double gsci_st_add(double a, double b) { return __dadd_rn(a, b); }

// method: 0 linear, 4 midpoint, 5 median (q unused); the others take an element (below).
// out[qi * batch + r] for row r of `sorted` (batch rows of n > 0, NaNs last).
template <typename T, typename O, typename C>
__device__ __forceinline__ void gsci_st_quantile_body(const T* __restrict__ sorted, long long batch, long long n,
                                                      const double* __restrict__ q, long long nq, int method, O* out) {
    const long long total = batch * nq;
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += step) {
        const long long qi = i / batch, r = i % batch;
        const T* row = sorted + r * n;
        const double last = gsci_cast<double>(row[n - 1]);
        C res;
        if (method == 5) {
            const long long mid = n / 2;
            if (n & 1) res = gsci_cast<C>(row[mid]);
            else res = (gsci_cast<C>(row[mid - 1]) + gsci_cast<C>(row[mid])) / (C)2;
        } else {
            const double qq = q[qi];
            const double fl = floor((double)(n - 1) * qq), ce = ceil((double)(n - 1) * qq);
            {
                const double v = method == 0 ? (double)(n - 1) * qq : 0.5 * (fl + ce);
                long long prev = (long long)floor(v), next = prev + 1;
                double prev_g = (double)prev;
                if (v >= (double)(n - 1)) { prev = next = n - 1; prev_g = -1.0; }
                if (v < 0.0) { prev = next = 0; prev_g = 0.0; }
                double g = v - prev_g;
                if (method == 4) g = fmod(v, 1.0) == 0.0 ? 0.0 : 0.5;
                const T ta = row[prev], tb = row[next];
                const C a = gsci_cast<C>(ta), b = gsci_cast<C>(tb);
                const C d = (C)gsci_st_diff<T>(ta, tb);
                const C t = (C)g;
                if (g >= 0.5) res = gsci_st_add(b, -gsci_st_mul(d, (C)(1.0 - g)));
                else res = gsci_st_add(a, gsci_st_mul(d, t));
            }
        }
        if (last != last) res = (C)__longlong_as_double(0x7FF8000000000000LL);
        out[i] = gsci_cast<O>(res);
    }
}

// lower (1), higher (2), nearest (3): the element itself, in the input's dtype; a row with a NaN
// gives its last element (a NaN).
template <typename T>
__device__ __forceinline__ void gsci_st_quantile_take_body(const T* __restrict__ sorted, long long batch, long long n,
                                                           const double* __restrict__ q, long long nq, int method, T* out) {
    const long long total = batch * nq;
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += step) {
        const long long qi = i / batch, r = i % batch;
        const T* row = sorted + r * n;
        const double x = (double)(n - 1) * q[qi];
        const double v = method == 1 ? floor(x) : (method == 2 ? ceil(x) : rint(x));
        long long k = (long long)v;
        k = k < 0 ? 0 : (k > n - 1 ? n - 1 : k);
        const double last = gsci_cast<double>(row[n - 1]);
        out[i] = last != last ? row[n - 1] : row[k];
    }
}
