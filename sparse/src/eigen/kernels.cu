// Thick-restart Lanczos kernels: the Krylov basis V is `slots` vectors of length n stored one
// after another (slot j at V + j * n). Values are float, double, gsci_c64 or gsci_c128; every
// sum is accumulated in double (complex as two doubles) and coefficients live in device memory
// as (re, im) pairs of doubles, so a Lanczos step never waits for the host.
//
// One step j (w = OP v_j):
//   eig_project   h[c]  = <v_c, w>  for c <= j      (into column j of the coefficient buffer)
//   eig_subtract  w    -= sum_c v_c h[c]
//   eig_project   h2[c] = <v_c, w>                  (second Gram-Schmidt pass, into scratch;
//                                                    also zeroes the norm accumulator)
//   eig_subtract  w    -= sum_c v_c h2[c]; nrm = |w|^2
//   eig_normalize v_{j+1} = w / sqrt(nrm); column j += h2; h2 = 0; entry j+1 of column j = beta

#define EIG_BLOCK 256

__device__ __forceinline__ double2 eig_w(float x) { return make_double2((double)x, 0.0); }
__device__ __forceinline__ double2 eig_w(double x) { return make_double2(x, 0.0); }
__device__ __forceinline__ double2 eig_w(gsci_c64 x) { return make_double2((double)x.re, (double)x.im); }
__device__ __forceinline__ double2 eig_w(gsci_c128 x) { return make_double2(x.re, x.im); }

template <typename T> struct eig_from;
template <> struct eig_from<float> {
    static __device__ __forceinline__ float f(double2 v) { return (float)v.x; }
};
template <> struct eig_from<double> {
    static __device__ __forceinline__ double f(double2 v) { return v.x; }
};
template <> struct eig_from<gsci_c64> {
    static __device__ __forceinline__ gsci_c64 f(double2 v) { return gsci_c64{(float)v.x, (float)v.y}; }
};
template <> struct eig_from<gsci_c128> {
    static __device__ __forceinline__ gsci_c128 f(double2 v) { return gsci_c128{v.x, v.y}; }
};

__device__ __forceinline__ double2 eig_mul(double2 a, double2 b) {
    return make_double2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
// conj(a) * b
__device__ __forceinline__ double2 eig_cmul(double2 a, double2 b) {
    return make_double2(a.x * b.x + a.y * b.y, a.x * b.y - a.y * b.x);
}

// Adds (v.x, v.y) over the block and once per block into target[0], target[1].
__device__ __forceinline__ void eig_block_add2(double2 v, double* target) {
    __shared__ double partial[2][EIG_BLOCK / 32];
    for (int o = 16; o > 0; o >>= 1) {
        v.x += __shfl_down_sync(0xffffffffu, v.x, o);
        v.y += __shfl_down_sync(0xffffffffu, v.y, o);
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) {
        partial[0][warp] = v.x;
        partial[1][warp] = v.y;
    }
    __syncthreads();
    if (warp == 0) {
        v.x = lane < EIG_BLOCK / 32 ? partial[0][lane] : 0.0;
        v.y = lane < EIG_BLOCK / 32 ? partial[1][lane] : 0.0;
        for (int o = 16; o > 0; o >>= 1) {
            v.x += __shfl_down_sync(0xffffffffu, v.x, o);
            v.y += __shfl_down_sync(0xffffffffu, v.y, o);
        }
        if (lane == 0) {
            if (v.x != 0.0) atomicAdd(&target[0], v.x);
            if (v.y != 0.0) atomicAdd(&target[1], v.y);
        }
    }
}

// y = A x for a CSR matrix, one thread per row.
template <typename T, typename I>
__device__ void eig_spmv(long long n, const I* __restrict__ indptr, const I* __restrict__ indices,
                         const T* __restrict__ data, const T* __restrict__ x, T* __restrict__ y) {
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        double2 acc = make_double2(0.0, 0.0);
        const long long e = (long long)indptr[i + 1];
        for (long long k = (long long)indptr[i]; k < e; ++k) {
            const double2 p = eig_mul(eig_w(data[k]), eig_w(x[indices[k]]));
            acc.x += p.x;
            acc.y += p.y;
        }
        y[i] = eig_from<T>::f(acc);
    }
}

// h[2c], h[2c+1] += <v_c, w> for c = blockIdx.y; blocks along x split the rows. Block (0, 0)
// also zeroes `*zero` when it is not null (the norm accumulator of the following subtraction).
template <typename T>
__device__ void eig_project(long long n, const T* __restrict__ v, const T* __restrict__ w,
                            double* __restrict__ h, double* zero) {
    const long long c = blockIdx.y;
    if (zero && blockIdx.x == 0 && c == 0 && threadIdx.x == 0) *zero = 0.0;
    const T* vc = v + c * n;
    double2 acc = make_double2(0.0, 0.0);
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const double2 p = eig_cmul(eig_w(vc[i]), eig_w(w[i]));
        acc.x += p.x;
        acc.y += p.y;
    }
    eig_block_add2(acc, &h[2 * c]);
}

// w -= sum_{c < ncols} v_c h[c]; when `nrm` is not null, nrm += |w|^2 (after the update).
template <typename T>
__device__ void eig_subtract(long long n, const T* __restrict__ v, long long ncols,
                             const double* __restrict__ h, T* __restrict__ w, double* nrm) {
    double2 acc = make_double2(0.0, 0.0);
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        double2 s = eig_w(w[i]);
        for (long long c = 0; c < ncols; ++c) {
            const double2 p = eig_mul(eig_w(v[c * n + i]), make_double2(h[2 * c], h[2 * c + 1]));
            s.x -= p.x;
            s.y -= p.y;
        }
        const T out = eig_from<T>::f(s);
        w[i] = out;
        const double2 o = eig_w(out);
        acc.x += o.x * o.x + o.y * o.y;
    }
    if (nrm) eig_block_add2(acc, nrm);
}

// vout = w / sqrt(nrm) (zeros when nrm is 0). Block 0 also folds the second-pass coefficients
// `h2` (ncols pairs) into `hcol`, clears `h2`, and stores beta as entry `ncols` of `hcol`.
// `w` and `vout` may be the same vector.
template <typename T>
__device__ void eig_normalize(long long n, const T* w, const double* __restrict__ nrm, T* vout,
                              double* __restrict__ hcol, double* __restrict__ h2, long long ncols) {
    const double beta = sqrt(fmax(*nrm, 0.0));
    const double inv = beta > 0.0 ? 1.0 / beta : 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const double2 s = eig_w(w[i]);
        vout[i] = eig_from<T>::f(make_double2(s.x * inv, s.y * inv));
    }
    if (blockIdx.x == 0 && hcol) {
        for (long long c = threadIdx.x; c < ncols; c += blockDim.x) {
            hcol[2 * c] += h2[2 * c];
            hcol[2 * c + 1] += h2[2 * c + 1];
            h2[2 * c] = 0.0;
            h2[2 * c + 1] = 0.0;
        }
        if (threadIdx.x == 0) {
            hcol[2 * ncols] = beta;
            hcol[2 * ncols + 1] = 0.0;
        }
    }
}

// vout[c] = sum_{j < m} v[j] y[j + c m] for c < keep (y: m x keep column-major (re, im) pairs).
template <typename T>
__device__ void eig_rotate(long long n, const T* __restrict__ v, long long m,
                           const double* __restrict__ y, long long keep, T* __restrict__ vout) {
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        for (long long c = 0; c < keep; ++c) {
            double2 s = make_double2(0.0, 0.0);
            for (long long j = 0; j < m; ++j) {
                const double2 p = eig_mul(eig_w(v[j * n + i]),
                                          make_double2(y[2 * (j + c * m)], y[2 * (j + c * m) + 1]));
                s.x += p.x;
                s.y += p.y;
            }
            vout[c * n + i] = eig_from<T>::f(s);
        }
    }
}
