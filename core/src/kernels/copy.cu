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
// and the destination along c. A TILE x TILE tile goes through shared memory so both sides coalesce;
// blocks are 32 x 8 threads, each thread moving TILE * TILE / 256 elements (16 for 4-byte types)
// with every load of a phase issued before the first store. Grid: x over column tiles, y over row
// tiles, z over the batch.
template <typename S>
struct gsci_tile_size { static constexpr int value = sizeof(S) > 8 ? 32 : 64; };

template <typename S, typename D>
__device__ __forceinline__ void gsci_copy_tiled_body(const S* __restrict__ src, D* __restrict__ dst,
                                                     long long rows, long long cols,
                                                     long long s_b, long long s_r, long long s_c,
                                                     long long d_b, long long d_r, long long d_c) {
    constexpr int TILE = gsci_tile_size<S>::value;
    constexpr int PER_X = TILE / 32, PER_Y = TILE / 8;
    __shared__ S tile[TILE][TILE + 1];
    const long long b = blockIdx.z;
    const long long r0 = (long long)blockIdx.y * TILE, c0 = (long long)blockIdx.x * TILE;
    const S* sb = src + b * s_b + r0 * s_r + c0 * s_c;
    D* db = dst + b * d_b + r0 * d_r + c0 * d_c;
    const int tx = threadIdx.x, ty = threadIdx.y;
    const bool full = r0 + TILE <= rows && c0 + TILE <= cols;
    // Read: threadIdx.x runs along r (the source's contiguous axis); tile[c][r].
    if (full) {
#pragma unroll
        for (int k = 0; k < PER_Y; ++k)
#pragma unroll
            for (int q = 0; q < PER_X; ++q) {
                const int r = tx + 32 * q, c = ty + 8 * k;
                tile[c][r] = sb[r * s_r + c * s_c];
            }
    } else {
        for (int k = 0; k < PER_Y; ++k)
            for (int q = 0; q < PER_X; ++q) {
                const int r = tx + 32 * q, c = ty + 8 * k;
                if (r0 + r < rows && c0 + c < cols) tile[c][r] = sb[r * s_r + c * s_c];
            }
    }
    __syncthreads();
    // Write: threadIdx.x runs along c (the destination's contiguous axis).
    if (full) {
#pragma unroll
        for (int k = 0; k < PER_Y; ++k)
#pragma unroll
            for (int q = 0; q < PER_X; ++q) {
                const int c = tx + 32 * q, r = ty + 8 * k;
                db[r * d_r + c * d_c] = gsci_cast<D>(tile[c][r]);
            }
    } else {
        for (int k = 0; k < PER_Y; ++k)
            for (int q = 0; q < PER_X; ++q) {
                const int c = tx + 32 * q, r = ty + 8 * k;
                if (r0 + r < rows && c0 + c < cols) db[r * d_r + c * d_c] = gsci_cast<D>(tile[c][r]);
            }
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
