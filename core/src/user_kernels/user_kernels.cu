// Helpers of the generated user kernels (user_kernels/cuda.rs): the element index object `_ind`
// and the offsets of broadcast, strided operands.

struct gsci_uk_index {
    long long n;
    __device__ __forceinline__ long long size() const { return n; }
};

template <int NDIM, int NARG> struct gsci_uk_layout {
    long long shape[NDIM];
    long long strides[NARG][NDIM];
};

template <int KD, int RD, int NARG> struct gsci_uk_rlayout {
    long long kshape[KD];
    long long rshape[RD];
    long long kstr[NARG][KD];
    long long rstr[NARG][RD];
};

// Element offsets of every operand for the flat index `i` (C order over the broadcast shape).
template <int NDIM, int NARG>
__device__ __forceinline__ void gsci_uk_offsets(const gsci_uk_layout<NDIM, NARG>& L, long long i, long long* off) {
#pragma unroll
    for (int k = 0; k < NARG; ++k) off[k] = 0;
#pragma unroll
    for (int d = NDIM - 1; d >= 0; --d) {
        const long long idx = i % L.shape[d];
        i /= L.shape[d];
#pragma unroll
        for (int k = 0; k < NARG; ++k) off[k] += idx * L.strides[k][d];
    }
}

// Element offsets for output `o` (C order over the kept axes) and reduced index `r`.
template <int KD, int RD, int NARG>
__device__ __forceinline__ void gsci_uk_roffsets(const gsci_uk_rlayout<KD, RD, NARG>& L, long long o, long long r, long long* off) {
#pragma unroll
    for (int k = 0; k < NARG; ++k) off[k] = 0;
#pragma unroll
    for (int d = KD - 1; d >= 0; --d) {
        const long long idx = o % L.kshape[d];
        o /= L.kshape[d];
#pragma unroll
        for (int k = 0; k < NARG; ++k) off[k] += idx * L.kstr[k][d];
    }
#pragma unroll
    for (int d = RD - 1; d >= 0; --d) {
        const long long idx = r % L.rshape[d];
        r /= L.rshape[d];
#pragma unroll
        for (int k = 0; k < NARG; ++k) off[k] += idx * L.rstr[k][d];
    }
}
