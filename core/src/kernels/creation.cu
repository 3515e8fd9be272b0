// Array creation: the generators behind arange and linspace/logspace, and the triangular masked
// copy behind tril, triu and tri. Host code plans every constant (NumPy's formulas); each thread
// evaluates element i of a C-contiguous output in a grid-stride loop.

// NumPy rounds `start + i*delta` twice; the explicit _rn intrinsics keep NVRTC from contracting
// the pair into one FMA, so the GPU agrees with NumPy (and the CPU backend) bit for bit.
__device__ __forceinline__ float gsci_creation_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double gsci_creation_mul(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float gsci_creation_add(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double gsci_creation_add(double a, double b) { return __dadd_rn(a, b); }

// NumPy's fill: the first two elements as stored, then first + (C)i * delta in precision C.
template <typename C, typename I>
__device__ __forceinline__ C gsci_arange_fill(I i, C first, C second, C delta) {
    if (i == 0) return first;
    if (i == 1) return second;
    return gsci_creation_add(first, gsci_creation_mul((C)i, delta));
}

// bool and integers: start + i*delta modulo 2^64, truncated (or tested != 0) to T.
template <typename T, typename I>
__device__ __forceinline__ void gsci_arange_int_body(T* __restrict__ dst, I n, unsigned long long start,
                                                     unsigned long long delta) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        dst[i] = gsci_from_wide<T>::f(start + (unsigned long long)i * delta);
}

// Real floats computed in C (double for float64, float for float32/float16/bfloat16).
template <typename T, typename C, typename I>
__device__ __forceinline__ void gsci_arange_real_body(T* __restrict__ dst, I n, C first, C second, C delta) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        dst[i] = gsci_cast<T>(gsci_arange_fill<C, I>(i, first, second, delta));
}

// Complex: the real fill per component, in the component type C.
template <typename T, typename C, typename I>
__device__ __forceinline__ void gsci_arange_complex_body(T* __restrict__ dst, I n, C first_re, C first_im,
                                                         C second_re, C second_im, C delta_re, C delta_im) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        dst[i] = T{gsci_arange_fill<C, I>(i, first_re, second_re, delta_re),
                   gsci_arange_fill<C, I>(i, first_im, second_im, delta_im)};
}

// linspace/logspace in float64, as NumPy 2: y = i*step + start, or (i/div)*delta + start when the
// step underflowed to zero; the last element set to stop; then base**y (logspace) or floor(y)
// (integer output); then the cast to T.
#define GSCI_LINSPACE_STEP_ZERO 1
#define GSCI_LINSPACE_SET_LAST 2
#define GSCI_LINSPACE_FLOOR 4
#define GSCI_LINSPACE_POWER 8
template <typename T, typename I>
__device__ __forceinline__ void gsci_linspace_body(T* __restrict__ dst, I n, double start, double stop,
                                                   double step, double delta, double div, double base,
                                                   int flags) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        const double x = (double)i;
        double y = (flags & GSCI_LINSPACE_STEP_ZERO) ? __dmul_rn(__ddiv_rn(x, div), delta) : __dmul_rn(x, step);
        y = __dadd_rn(y, start);
        if ((flags & GSCI_LINSPACE_SET_LAST) && i == n - 1) y = stop;
        if (flags & GSCI_LINSPACE_POWER) y = pow(base, y);
        if (flags & GSCI_LINSPACE_FLOOR) y = floor(y);
        dst[i] = gsci_cast<T>(y);
    }
}

// Shape and source strides (elements) of a triangular copy; the last two axes are (row, col).
template <int NDIM> struct gsci_tri_layout {
    long long shape[NDIM];
    long long stride[NDIM];
};

// dst (C-contiguous, L.shape) = src where col - row <= k (lower) or >= k (upper), else zero.
// src points at the source's first element; its strides may be negative or zero.
template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_tri_copy_body(const T* __restrict__ src, T* __restrict__ dst, I n,
                                                   const gsci_tri_layout<NDIM>& L, long long k, int upper) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        I rem = i;
        long long so = 0, row = 0, col = 0;
#pragma unroll
        for (int d = NDIM - 1; d >= 0; --d) {
            const I extent = (I)L.shape[d];
            const I idx = rem % extent;
            rem /= extent;
            so += (long long)idx * L.stride[d];
            if (d == NDIM - 1) col = (long long)idx;
            if (d == NDIM - 2) row = (long long)idx;
        }
        const long long diff = col - row;
        const bool keep = upper ? diff >= k : diff <= k;
        dst[i] = keep ? src[so] : T{};
    }
}
