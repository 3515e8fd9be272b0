// Strided copy with cast: the one kernel behind copy, astype, contiguous(), concatenate, stack, tile,
// flips, transposes and broadcasts. Host code collapses contiguous axes first, so most calls run
// `gsci_copy_contig` (rank 1) or the tiled transpose.

template <int NDIM> struct gsci_copy_layout {
    long long shape[NDIM];
    long long src_stride[NDIM];
    long long dst_stride[NDIM];
};

// Contiguous source and destination: four independent loads in flight per thread.
template <typename S, typename D, typename I>
__device__ __forceinline__ void gsci_copy_contig_body(const S* __restrict__ src, D* __restrict__ dst, I n) {
    const I stride = (I)gridDim.x * blockDim.x;
    I i = (I)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < n; i += 4 * stride) {
        S a = src[i], b = src[i + stride], c = src[i + 2 * stride], d = src[i + 3 * stride];
        dst[i] = gsci_cast<D>(a);
        dst[i + stride] = gsci_cast<D>(b);
        dst[i + 2 * stride] = gsci_cast<D>(c);
        dst[i + 3 * stride] = gsci_cast<D>(d);
    }
    for (; i < n; i += stride) dst[i] = gsci_cast<D>(src[i]);
}

template <typename S, typename D, int NDIM, typename I>
__device__ __forceinline__ void gsci_copy_strided_body(const S* __restrict__ src, D* __restrict__ dst, I n,
                                                       const gsci_copy_layout<NDIM>& L) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        I rem = i;
        long long so = 0, d_off = 0;
#pragma unroll
        for (int d = NDIM - 1; d >= 0; --d) {
            const I extent = (I)L.shape[d];
            const I idx = rem % extent;
            rem /= extent;
            so += (long long)idx * L.src_stride[d];
            d_off += (long long)idx * L.dst_stride[d];
        }
        dst[d_off] = gsci_cast<D>(src[so]);
    }
}

// Batched 2-D transpose-like copy: dst[b, r, c] = src[b, r, c] where the source is contiguous along r
// and the destination along c. A 32x32 tile goes through shared memory so both sides coalesce.
// Grid: x over column tiles, y over row tiles, z over the batch; block (32, 8): each thread moves
// four elements. Full tiles (all but the edges) issue their four loads before any store and skip
// the bounds checks; 64-bit index arithmetic happens once per thread, then only additions.
template <typename S, typename D>
__device__ __forceinline__ void gsci_copy_tiled_body(const S* __restrict__ src, D* __restrict__ dst,
                                                     long long rows, long long cols,
                                                     long long s_b, long long s_r, long long s_c,
                                                     long long d_b, long long d_r, long long d_c) {
    __shared__ S tile[32][33];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const long long b = blockIdx.z;
    const long long r0 = (long long)blockIdx.y * 32, c0 = (long long)blockIdx.x * 32;
    const S* sb = src + b * s_b;
    D* db = dst + b * d_b;
    if (r0 + 32 <= rows && c0 + 32 <= cols) {
        const S* sp = sb + (r0 + tx) * s_r + (c0 + ty) * s_c;
        D* dp = db + (r0 + ty) * d_r + (c0 + tx) * d_c;
        const long long sstep = 8 * s_c, dstep = 8 * d_r;
        S v[4];
#pragma unroll
        for (int k = 0; k < 4; ++k) v[k] = sp[k * sstep];
#pragma unroll
        for (int k = 0; k < 4; ++k) tile[ty + 8 * k][tx] = v[k];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < 4; ++k) dp[k * dstep] = gsci_cast<D>(tile[tx][ty + 8 * k]);
        return;
    }
    // Edge tiles. Read: threadIdx.x runs along r (the source's contiguous axis).
    for (int j = ty; j < 32; j += 8) {
        const long long r = r0 + tx, c = c0 + j;
        if (r < rows && c < cols) tile[j][tx] = sb[r * s_r + c * s_c];
    }
    __syncthreads();
    // Write: threadIdx.x runs along c (the destination's contiguous axis).
    for (int j = ty; j < 32; j += 8) {
        const long long r = r0 + j, c = c0 + tx;
        if (r < rows && c < cols) db[r * d_r + c * d_c] = gsci_cast<D>(tile[tx][j]);
    }
}

// Fill every element of a strided destination with one value.
template <typename D, int NDIM, typename I>
__device__ __forceinline__ void gsci_fill_strided_body(D* __restrict__ dst, D value, I n, const gsci_copy_layout<NDIM>& L) {
    const I stride = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
        I rem = i;
        long long d_off = 0;
#pragma unroll
        for (int d = NDIM - 1; d >= 0; --d) {
            const I extent = (I)L.shape[d];
            const I idx = rem % extent;
            rem /= extent;
            d_off += (long long)idx * L.dst_stride[d];
        }
        dst[d_off] = value;
    }
}
