// Fused kernels. fusion/cuda.rs generates, per (expression, dtypes, layout), an `extern "C"`
// wrapper whose body evaluates the traced expression with the ufuncs' device functions
// (ufunc.cu) and either stores it through the elementwise bodies of ufunc.cu or feeds it to one
// of the reductions below (accumulator arithmetic from reduce.cu).
//
// A reduction operator is a struct with acc_t, out_t, identity(), combine(a, b), finish(acc, n).

template <int KD, int RD, int NIN> struct gsci_fu_rlayout {
    long long kshape[KD];
    long long rshape[RD];
    long long kstr[NIN][KD];
    long long rstr[NIN][RD];
};

// Element offsets of every operand for output `o` (C order over the kept axes) and reduced
// index `r` (C order over the reduced axes).
template <int KD, int RD, int NIN, typename I>
__device__ __forceinline__ void gsci_fu_offsets(const gsci_fu_rlayout<KD, RD, NIN>& L, I o, I r, long long* off) {
#pragma unroll
    for (int k = 0; k < NIN; ++k) off[k] = 0;
#pragma unroll
    for (int d = KD - 1; d >= 0; --d) {
        const long long idx = (long long)(o % (I)L.kshape[d]);
        o /= (I)L.kshape[d];
#pragma unroll
        for (int k = 0; k < NIN; ++k) off[k] += idx * L.kstr[k][d];
    }
#pragma unroll
    for (int d = RD - 1; d >= 0; --d) {
        const long long idx = (long long)(r % (I)L.rshape[d]);
        r /= (I)L.rshape[d];
#pragma unroll
        for (int k = 0; k < NIN; ++k) off[k] += idx * L.rstr[k][d];
    }
}

// Loads a value written by another block of this launch (through L2, bypassing L1).
template <class A> __device__ __forceinline__ A gsci_fu_load_cg(const A* p) {
    A r;
    const unsigned int* s = (const unsigned int*)p;
    unsigned int* d = (unsigned int*)&r;
#pragma unroll
    for (int k = 0; k < (int)(sizeof(A) / 4); ++k) d[k] = __ldcg(s + k);
    return r;
}

// Tree combination over the block (blockDim.x a power of two, at most 256), in a fixed order.
template <class Op>
__device__ __forceinline__ typename Op::acc_t gsci_fu_block_reduce(typename Op::acc_t v, typename Op::acc_t* sh) {
    sh[threadIdx.x] = v;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sh[threadIdx.x] = Op::combine(sh[threadIdx.x], sh[threadIdx.x + s]);
        __syncthreads();
    }
    typename Op::acc_t r = sh[0];
    __syncthreads();
    return r;
}

// Every element to one result in one launch: a grid-stride loop (unrolled four ways) per thread,
// a tree per block, partials per block; the last block to finish combines the partials in block
// order (deterministic) and resets the counter.
template <class Op, typename I, typename Val>
__device__ __forceinline__ void gsci_fu_reduce_all(I n, typename Op::out_t* out, typename Op::acc_t* partial,
                                                   unsigned int* counter, Val val) {
    typedef typename Op::acc_t A;
    __shared__ A sh[256];
    __shared__ bool last;
    A acc = Op::identity();
    const I stride = (I)gridDim.x * blockDim.x;
    I i = (I)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + 3 * stride < n; i += 4 * stride) {
        const A v0 = val(i);
        const A v1 = val(i + stride);
        const A v2 = val(i + 2 * stride);
        const A v3 = val(i + 3 * stride);
        acc = Op::combine(acc, Op::combine(Op::combine(v0, v1), Op::combine(v2, v3)));
    }
    for (; i < n; i += stride) acc = Op::combine(acc, val(i));
    const A b = gsci_fu_block_reduce<Op>(acc, sh);
    if (gridDim.x == 1) {
        if (threadIdx.x == 0) out[0] = Op::finish(b, n);
        return;
    }
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = b;
        __threadfence();
        const unsigned int done = atomicAdd(counter, 1u);
        last = (done == gridDim.x - 1);
    }
    __syncthreads();
    if (!last) return;
    __threadfence();
    A c = Op::identity();
    for (unsigned int k = threadIdx.x; k < gridDim.x; k += blockDim.x) c = Op::combine(c, gsci_fu_load_cg(partial + k));
    const A t = gsci_fu_block_reduce<Op>(c, sh);
    if (threadIdx.x == 0) {
        out[0] = Op::finish(t, n);
        *counter = 0u;
    }
}

// One block per output (grid-stride over outputs), its threads over the reduced elements.
template <class Op, typename I, typename Val>
__device__ __forceinline__ void gsci_fu_reduce_rows(I nout, I nred, typename Op::out_t* out, Val val) {
    typedef typename Op::acc_t A;
    __shared__ A sh[256];
    for (I o = blockIdx.x; o < nout; o += gridDim.x) {
        A acc = Op::identity();
        for (I r = threadIdx.x; r < nred; r += blockDim.x) acc = Op::combine(acc, val(o, r));
        const A b = gsci_fu_block_reduce<Op>(acc, sh);
        if (threadIdx.x == 0) out[o] = Op::finish(b, nred);
    }
}
