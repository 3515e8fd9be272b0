// Fused conjugate-gradient kernels (real f32/f64 values, int32/int64 CSR indices).
//
// Scalars stay on the device in `s`, 9 doubles: rho[3] at 0, pq[3] at 3, rr[3] at 6, indexed by
// the iteration modulo 3 (`slot`), so that consecutive iterations never read a slot another one
// is accumulating into, and a CUDA graph of three iterations replays with fixed arguments.
// Iteration `it` (slot k = it % 3, next = (it + 1) % 3):
//   cg_spmv_pq:    q = A p;               pq[k] = p.q;   zero rho/pq/rr[next]
//   cg_update:     a = rho[k] / pq[k];    x += a p;  r -= a q;  z = dinv r;
//                                         rho[next] = r.z;  rr[next] = r.r
//   cg_direction:  b = rho[next] / rho[k]; p = z + b p

#define CG_BLOCK 256

// Adds `v` over the block and once per block into `*target`.
__device__ __forceinline__ void cg_block_add(double v, double* target) {
    __shared__ double partial[CG_BLOCK / 32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < CG_BLOCK / 32 ? partial[lane] : 0.0;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (lane == 0) atomicAdd(target, v);
    }
}

// Two sums over the block at once.
__device__ __forceinline__ void cg_block_add2(double v, double w, double* tv, double* tw) {
    __shared__ double partial[2][CG_BLOCK / 32];
    for (int o = 16; o > 0; o >>= 1) {
        v += __shfl_down_sync(0xffffffffu, v, o);
        w += __shfl_down_sync(0xffffffffu, w, o);
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) {
        partial[0][warp] = v;
        partial[1][warp] = w;
    }
    __syncthreads();
    if (warp == 0) {
        v = lane < CG_BLOCK / 32 ? partial[0][lane] : 0.0;
        w = lane < CG_BLOCK / 32 ? partial[1][lane] : 0.0;
        for (int o = 16; o > 0; o >>= 1) {
            v += __shfl_down_sync(0xffffffffu, v, o);
            w += __shfl_down_sync(0xffffffffu, w, o);
        }
        if (lane == 0) {
            atomicAdd(tv, v);
            atomicAdd(tw, w);
        }
    }
}

template <typename T, typename I>
__device__ __forceinline__ T cg_row_dot(long long i, const I* __restrict__ indptr,
                                        const I* __restrict__ indices, const T* __restrict__ data,
                                        const T* __restrict__ v) {
    T acc = T(0);
    const long long e = (long long)indptr[i + 1];
    for (long long k = (long long)indptr[i]; k < e; ++k) acc += data[k] * v[indices[k]];
    return acc;
}

// r = b - A x.
template <typename T, typename I>
__device__ void cg_residual(long long n, const I* __restrict__ indptr, const I* __restrict__ indices,
                            const T* __restrict__ data, const T* __restrict__ x,
                            const T* __restrict__ b, T* __restrict__ r) {
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        r[i] = b[i] - cg_row_dot(i, indptr, indices, data, x);
    }
}

// z = dinv r (z aliases r without a preconditioner); p = z; rho[0] = r.z; rr[0] = r.r.
// `s` must be zero on entry.
template <typename T>
__device__ void cg_start(long long n, const T* __restrict__ r, const T* __restrict__ dinv, T* z,
                         T* __restrict__ p, double* s) {
    double rz = 0.0, rr = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const T ri = r[i];
        const T zi = dinv ? dinv[i] * ri : ri;
        if (dinv) z[i] = zi;
        p[i] = zi;
        rz += (double)ri * (double)zi;
        rr += (double)ri * (double)ri;
    }
    cg_block_add2(rz, rr, &s[0], &s[6]);
}

template <typename T, typename I>
__device__ void cg_spmv_pq(long long n, const I* __restrict__ indptr, const I* __restrict__ indices,
                           const T* __restrict__ data, const T* __restrict__ p, T* __restrict__ q,
                           double* s, int slot) {
    const int next = (slot + 1) % 3;
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        s[next] = 0.0;
        s[3 + next] = 0.0;
        s[6 + next] = 0.0;
    }
    double acc = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const T qi = cg_row_dot(i, indptr, indices, data, p);
        q[i] = qi;
        acc += (double)p[i] * (double)qi;
    }
    cg_block_add(acc, &s[3 + slot]);
}

// Warp-per-row variants, for matrices whose rows are long (many entries per row): the 32 lanes
// of a warp share a row and combine their partial sums with shuffles.
template <typename T, typename I>
__device__ __forceinline__ T cg_row_dot_warp(long long i, const I* __restrict__ indptr,
                                             const I* __restrict__ indices,
                                             const T* __restrict__ data,
                                             const T* __restrict__ v, int lane) {
    T acc = T(0);
    const long long e = (long long)indptr[i + 1];
    for (long long k = (long long)indptr[i] + lane; k < e; k += 32) acc += data[k] * v[indices[k]];
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
    return acc;  // complete in lane 0
}

template <typename T, typename I>
__device__ void cg_residual_warp(long long n, const I* __restrict__ indptr,
                                 const I* __restrict__ indices, const T* __restrict__ data,
                                 const T* __restrict__ x, const T* __restrict__ b,
                                 T* __restrict__ r) {
    const int lane = threadIdx.x & 31;
    const long long warps = (long long)gridDim.x * (blockDim.x >> 5);
    for (long long i = blockIdx.x * (long long)(blockDim.x >> 5) + (threadIdx.x >> 5); i < n;
         i += warps) {
        const T d = cg_row_dot_warp(i, indptr, indices, data, x, lane);
        if (lane == 0) r[i] = b[i] - d;
    }
}

template <typename T, typename I>
__device__ void cg_spmv_pq_warp(long long n, const I* __restrict__ indptr,
                                const I* __restrict__ indices, const T* __restrict__ data,
                                const T* __restrict__ p, T* __restrict__ q, double* s, int slot) {
    const int next = (slot + 1) % 3;
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        s[next] = 0.0;
        s[3 + next] = 0.0;
        s[6 + next] = 0.0;
    }
    const int lane = threadIdx.x & 31;
    const long long warps = (long long)gridDim.x * (blockDim.x >> 5);
    double acc = 0.0;
    for (long long i = blockIdx.x * (long long)(blockDim.x >> 5) + (threadIdx.x >> 5); i < n;
         i += warps) {
        const T qi = cg_row_dot_warp(i, indptr, indices, data, p, lane);
        if (lane == 0) {
            q[i] = qi;
            acc += (double)p[i] * (double)qi;
        }
    }
    cg_block_add(acc, &s[3 + slot]);
}

template <typename T>
__device__ void cg_update(long long n, T* __restrict__ x, T* r, const T* __restrict__ p,
                          const T* __restrict__ q, const T* __restrict__ dinv, T* z, double* s,
                          int slot) {
    const int next = (slot + 1) % 3;
    const T alpha = (T)(s[slot] / s[3 + slot]);
    double rz = 0.0, rr = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        x[i] += alpha * p[i];
        const T ri = r[i] - alpha * q[i];
        r[i] = ri;
        const T zi = dinv ? dinv[i] * ri : ri;
        if (dinv) z[i] = zi;
        rz += (double)ri * (double)zi;
        rr += (double)ri * (double)ri;
    }
    cg_block_add2(rz, rr, &s[next], &s[6 + next]);
}

template <typename T>
__device__ void cg_direction(long long n, T* __restrict__ p, const T* __restrict__ z,
                             const double* s, int slot) {
    const int next = (slot + 1) % 3;
    const T beta = (T)(s[next] / s[slot]);
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        p[i] = z[i] + beta * p[i];
    }
}
