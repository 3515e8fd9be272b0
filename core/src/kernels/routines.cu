// Kernels of the array routines (core/src/routines): index validation, gather (take,
// take_along_axis), scatter (put, scatter_add), where, clip, and the count / scan / compact trio
// behind nonzero, argwhere, compress and boolean masks.
//
// Every kernel walks a C-ordered iteration space of NDIM axes (collapsed on the host) and derives
// one element offset per operand from NS stride sets. I is the type of the flat index and of the
// divisions that decompose it (unsigned int when the space has fewer than 2^31 elements); element
// offsets are always 64-bit, and strides may be negative or zero (views, broadcasts).

template <int NDIM, int NS> struct gsci_rt_layout {
    long long shape[NDIM];
    long long stride[NS][NDIM];
};

template <int NDIM, int NS, typename I>
__device__ __forceinline__ void gsci_rt_offsets(I i, const gsci_rt_layout<NDIM, NS>& L, long long (&off)[NS]) {
#pragma unroll
    for (int s = 0; s < NS; ++s) off[s] = 0;
    I rem = i;
#pragma unroll
    for (int d = NDIM - 1; d >= 0; --d) {
        const I extent = (I)L.shape[d];
        const I idx = rem % extent;
        rem /= extent;
#pragma unroll
        for (int s = 0; s < NS; ++s) off[s] += (long long)idx * L.stride[s][d];
    }
}

// An index in [-len, len) mapped to [0, len); -1 when out of range.
__device__ __forceinline__ long long gsci_rt_wrap_index(long long k, long long len) {
    if (k < 0) k += len;
    return (k < 0 || k >= len) ? -1 : k;
}

// ---------------------------------------------------------------- index validation
// first_bad starts at ~0ull; it ends holding the lowest flat (C-order) position of an index outside
// [-bound, bound), so the host reports the same index NumPy names.
template <int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_index_check_body(const long long* __restrict__ ind, I n,
                                                         const gsci_rt_layout<NDIM, 1>& L, long long bound,
                                                         unsigned long long* __restrict__ first_bad) {
    const I step = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        long long off[1];
        gsci_rt_offsets<NDIM, 1, I>(i, L, off);
        const long long k = ind[off[0]];
        if (k < -bound || k >= bound) atomicMin(first_bad, (unsigned long long)i);
    }
}

// ---------------------------------------------------------------- gather
// out[i] = src[off_src(i) + wrap(ind[off_ind(i)]) * axis_stride]; out is C-contiguous. Stride set 0
// walks src over the axes other than the indexed one (zero on index axes), set 1 walks ind.
// Indices were validated before the launch; an invalid one is skipped, never dereferenced.
template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_gather_body(const T* __restrict__ src, const long long* __restrict__ ind,
                                                    T* __restrict__ out, I n, const gsci_rt_layout<NDIM, 2>& L,
                                                    long long axis_len, long long axis_stride) {
    const I step = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        long long off[2];
        gsci_rt_offsets<NDIM, 2, I>(i, L, off);
        const long long k = gsci_rt_wrap_index(ind[off[1]], axis_len);
        if (k >= 0) out[i] = src[off[0] + k * axis_stride];
    }
}

// ---------------------------------------------------------------- put
// dst (C-contiguous, `bound` elements) [wrap(ind[i])] = vals[i % nv], vals C-contiguous.
template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_put_body(T* __restrict__ dst, const long long* __restrict__ ind,
                                                 const T* __restrict__ vals, I n, const gsci_rt_layout<NDIM, 1>& L,
                                                 long long nv, long long bound) {
    const I step = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        long long off[1];
        gsci_rt_offsets<NDIM, 1, I>(i, L, off);
        const long long k = gsci_rt_wrap_index(ind[off[0]], bound);
        if (k >= 0) dst[k] = vals[(long long)i % nv];
    }
}

// ---------------------------------------------------------------- atomic add for every dtype
template <typename T> __device__ __forceinline__ T gsci_rt_plus(T a, T b) { return (T)(a + b); }
template <> __device__ __forceinline__ gsci_f16 gsci_rt_plus(gsci_f16 a, gsci_f16 b) {
    return gsci_f16_from_float(gsci_f16_to_float(a) + gsci_f16_to_float(b));
}
template <> __device__ __forceinline__ gsci_bf16 gsci_rt_plus(gsci_bf16 a, gsci_bf16 b) {
    return gsci_bf16_from_float(gsci_bf16_to_float(a) + gsci_bf16_to_float(b));
}

// 8- and 16-bit types: compare-and-swap on the aligned 32-bit word holding the element. Device
// allocations are 256-byte aligned, so that word never leaves the allocation's pages.
template <typename T>
__device__ __forceinline__ void gsci_rt_atomic_add_subword(T* p, T v) {
    static_assert(sizeof(T) == 1 || sizeof(T) == 2, "sub-word atomics are for 8- and 16-bit types");
    const unsigned long long addr = (unsigned long long)p;
    unsigned int* word = (unsigned int*)(addr & ~3ull);
    const unsigned int shift = (unsigned int)(addr & 3ull) * 8u;
    const unsigned int ones = sizeof(T) == 1 ? 0xFFu : 0xFFFFu;
    const unsigned int mask = ones << shift;
    unsigned int old = *word, assumed;
    do {
        assumed = old;
        const unsigned int cur_bits = (assumed & mask) >> shift;
        T cur;
        if (sizeof(T) == 1) {
            const unsigned char b = (unsigned char)cur_bits;
            memcpy(&cur, &b, 1);
        } else {
            const unsigned short b = (unsigned short)cur_bits;
            memcpy(&cur, &b, 2);
        }
        const T next = gsci_rt_plus<T>(cur, v);
        unsigned int next_bits;
        if (sizeof(T) == 1) {
            unsigned char b;
            memcpy(&b, &next, 1);
            next_bits = b;
        } else {
            unsigned short b;
            memcpy(&b, &next, 2);
            next_bits = b;
        }
        old = atomicCAS(word, assumed, (assumed & ~mask) | (next_bits << shift));
    } while (assumed != old);
}

__device__ __forceinline__ void gsci_rt_atomic_add(bool* p, bool v) {
    // NumPy's add on bool is logical or: every writer stores the same `true`.
    if (v) *(volatile bool*)p = true;
}
__device__ __forceinline__ void gsci_rt_atomic_add(signed char* p, signed char v) { gsci_rt_atomic_add_subword(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(unsigned char* p, unsigned char v) { gsci_rt_atomic_add_subword(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(short* p, short v) { gsci_rt_atomic_add_subword(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(unsigned short* p, unsigned short v) { gsci_rt_atomic_add_subword(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(gsci_f16* p, gsci_f16 v) { gsci_rt_atomic_add_subword(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(gsci_bf16* p, gsci_bf16 v) { gsci_rt_atomic_add_subword(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(int* p, int v) { atomicAdd(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(unsigned int* p, unsigned int v) { atomicAdd(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(long long* p, long long v) {
    // Two's complement: the unsigned sum has the same bits as the wrapping signed sum.
    atomicAdd((unsigned long long*)p, (unsigned long long)v);
}
__device__ __forceinline__ void gsci_rt_atomic_add(unsigned long long* p, unsigned long long v) { atomicAdd(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(float* p, float v) { atomicAdd(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(double* p, double v) { atomicAdd(p, v); }
__device__ __forceinline__ void gsci_rt_atomic_add(gsci_c64* p, gsci_c64 v) {
    atomicAdd(&p->re, v.re);
    atomicAdd(&p->im, v.im);
}
__device__ __forceinline__ void gsci_rt_atomic_add(gsci_c128* p, gsci_c128 v) {
    atomicAdd(&p->re, v.re);
    atomicAdd(&p->im, v.im);
}

// ---------------------------------------------------------------- scatter_add
// dst[off_dst(i) + wrap(ind[off_ind(i)]) * axis_stride] += vals[off_vals(i)], atomically.
template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_scatter_add_body(T* __restrict__ dst, const long long* __restrict__ ind,
                                                         const T* __restrict__ vals, I n,
                                                         const gsci_rt_layout<NDIM, 3>& L, long long axis_len,
                                                         long long axis_stride) {
    const I step = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        long long off[3];
        gsci_rt_offsets<NDIM, 3, I>(i, L, off);
        const long long k = gsci_rt_wrap_index(ind[off[1]], axis_len);
        if (k >= 0) gsci_rt_atomic_add(dst + off[0] + k * axis_stride, vals[off[2]]);
    }
}

// ---------------------------------------------------------------- where
// out[i] = cond ? x : y over broadcast strided operands; out C-contiguous.
template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_where_body(const bool* __restrict__ cond, const T* __restrict__ x,
                                                   const T* __restrict__ y, T* __restrict__ out, I n,
                                                   const gsci_rt_layout<NDIM, 3>& L) {
    const I step = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        long long off[3];
        gsci_rt_offsets<NDIM, 3, I>(i, L, off);
        out[i] = cond[off[0]] ? x[off[1]] : y[off[2]];
    }
}

// ---------------------------------------------------------------- clip
// NumPy's clip: minimum(maximum(x, lo), hi), each propagating NaN (a NaN operand wins). The result
// is always one of x, lo, hi, so no rounding happens. Compared in the wide type of gsci_types.cuh.
template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_clip_body(const T* __restrict__ src, T* __restrict__ out, I n,
                                                  const gsci_rt_layout<NDIM, 1>& L, T lo, T hi, int has_lo,
                                                  int has_hi) {
    const I step = (I)gridDim.x * blockDim.x;
    for (I i = (I)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        long long off[1];
        gsci_rt_offsets<NDIM, 1, I>(i, L, off);
        T x = src[off[0]];
        auto w = gsci_wide(x);
        if (has_lo) {
            const auto lw = gsci_wide(lo);
            if (!(w != w) && ((lw != lw) || w < lw)) {
                x = lo;
                w = lw;
            }
        }
        if (has_hi) {
            const auto hw = gsci_wide(hi);
            if (!(w != w) && ((hw != hw) || w > hw)) x = hi;
        }
        out[i] = x;
    }
}

// ---------------------------------------------------------------- count / scan / compact
// A tile of GSCI_RT_NZ_BLOCK threads x GSCI_RT_NZ_ITEMS consecutive elements per thread. Pass 1
// counts the truthy elements of each tile, pass 2 (one block) turns the counts into exclusive
// offsets and the total, pass 3 recounts each tile and writes every truthy element's position in
// C order.
#define GSCI_RT_NZ_BLOCK 256
#define GSCI_RT_NZ_ITEMS 8
#define GSCI_RT_NZ_TILE (GSCI_RT_NZ_BLOCK * GSCI_RT_NZ_ITEMS)

// Exclusive scan of one value per thread across the block; `total` gets the block's sum. Every
// thread of the block must call it; blockDim.x must be a multiple of 32, at most 1024.
template <typename U>
__device__ __forceinline__ U gsci_rt_block_exclusive_scan(U v, U& total) {
    __shared__ U warp_sums[32];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
    U x = v;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        const U y = __shfl_up_sync(0xffffffffu, x, o);
        if (lane >= o) x += y;
    }
    if (lane == 31) warp_sums[warp] = x;
    __syncthreads();
    if (warp == 0) {
        U s = lane < nwarps ? warp_sums[lane] : (U)0;
#pragma unroll
        for (int o = 1; o < 32; o <<= 1) {
            const U y = __shfl_up_sync(0xffffffffu, s, o);
            if (lane >= o) s += y;
        }
        warp_sums[lane] = s;
    }
    __syncthreads();
    const U prefix = (warp > 0 ? warp_sums[warp - 1] : (U)0) + x - v;
    total = warp_sums[nwarps - 1];
    __syncthreads();  // warp_sums may be reused by the caller's next scan
    return prefix;
}

template <typename T, int NDIM, typename I>
__device__ __forceinline__ bool gsci_rt_truthy(const T* src, long long i, const gsci_rt_layout<NDIM, 1>& L) {
    long long off[1];
    gsci_rt_offsets<NDIM, 1, I>((I)i, L, off);
    return gsci_cast<bool>(src[off[0]]);
}

template <typename T, int NDIM, typename I>
__device__ __forceinline__ void gsci_rt_nz_count_body(const T* __restrict__ src, I n, const gsci_rt_layout<NDIM, 1>& L,
                                                      unsigned long long* __restrict__ tile_counts) {
    const long long base = (long long)blockIdx.x * GSCI_RT_NZ_TILE + (long long)threadIdx.x * GSCI_RT_NZ_ITEMS;
    unsigned int c = 0;
#pragma unroll
    for (int k = 0; k < GSCI_RT_NZ_ITEMS; ++k) {
        const long long i = base + k;
        if (i < (long long)n && gsci_rt_truthy<T, NDIM, I>(src, i, L)) ++c;
    }
    unsigned int total;
    gsci_rt_block_exclusive_scan<unsigned int>(c, total);
    if (threadIdx.x == 0) tile_counts[blockIdx.x] = total;
}

// One block: tile counts -> exclusive tile offsets (in place), and the grand total.
__device__ __forceinline__ void gsci_rt_nz_scan_body(unsigned long long* __restrict__ counts, long long ntiles,
                                                     unsigned long long* __restrict__ total) {
    unsigned long long carry = 0;
    for (long long start = 0; start < ntiles; start += blockDim.x) {
        const long long j = start + threadIdx.x;
        const unsigned long long v = j < ntiles ? counts[j] : 0ull;
        unsigned long long chunk;
        const unsigned long long ex = gsci_rt_block_exclusive_scan<unsigned long long>(v, chunk);
        if (j < ntiles) counts[j] = carry + ex;
        carry += chunk;
    }
    if (threadIdx.x == 0) *total = carry;
}

// MODE 0: out[pos * row_stride + d * col_stride] = coordinate d of element i (L is not collapsed,
// so its shape is the array's). MODE 1: out[pos] = i (the flat C-order position).
template <typename T, int NDIM, typename I, int MODE>
__device__ __forceinline__ void gsci_rt_nz_write_body(const T* __restrict__ src, I n, const gsci_rt_layout<NDIM, 1>& L,
                                                      const unsigned long long* __restrict__ tile_offsets,
                                                      long long* __restrict__ out, long long row_stride,
                                                      long long col_stride) {
    const long long base = (long long)blockIdx.x * GSCI_RT_NZ_TILE + (long long)threadIdx.x * GSCI_RT_NZ_ITEMS;
    unsigned int flags = 0, c = 0;
#pragma unroll
    for (int k = 0; k < GSCI_RT_NZ_ITEMS; ++k) {
        const long long i = base + k;
        if (i < (long long)n && gsci_rt_truthy<T, NDIM, I>(src, i, L)) {
            flags |= 1u << k;
            ++c;
        }
    }
    unsigned int total;
    const unsigned int prefix = gsci_rt_block_exclusive_scan<unsigned int>(c, total);
    long long pos = (long long)(tile_offsets[blockIdx.x] + prefix);
    for (int k = 0; k < GSCI_RT_NZ_ITEMS; ++k) {
        if (!((flags >> k) & 1u)) continue;
        const long long i = base + k;
        if (MODE == 0) {
            I rem = (I)i;
            for (int d = NDIM - 1; d >= 0; --d) {
                const I extent = (I)L.shape[d];
                out[pos * row_stride + (long long)d * col_stride] = (long long)(rem % extent);
                rem /= extent;
            }
        } else {
            out[pos] = i;
        }
        ++pos;
    }
}
