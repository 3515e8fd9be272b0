// Scans (cumsum, cumprod, and the exclusive scans behind the radix sort and unique): a three-phase
// block scan over C-contiguous rows (rows x n), tiles of GSCI_SCAN_TILE elements.
//
//   1. reduce: the total of each tile            (skipped when a row is one tile)
//   2. tiles:  an exclusive scan of the tile totals, one block per row
//   3. apply:  each tile scanned again, offset by its tile's prefix, and stored
//
// Tin is the input element, Tout the output element, W the type the scan computes in (64-bit
// integers, float for f16/bf16/f32, double, complex). As NumPy, inputs are first cast to Tout (so
// `dtype=` takes effect before accumulating), then widened to W. OP 0 is +, OP 1 is *.

#define GSCI_SCAN_BLOCK 256
#define GSCI_SCAN_ITEMS 8
#define GSCI_SCAN_TILE (GSCI_SCAN_BLOCK * GSCI_SCAN_ITEMS)
// Shared-memory index of tile element j: one pad slot per 32, so that both the coalesced loads
// (32 consecutive j per warp) and the per-thread runs (thread t at 8t..8t+7) are free of bank
// conflicts.
#define GSCI_SC_PAD(j) ((j) + ((j) >> 5))
#define GSCI_SCAN_SMEM (GSCI_SCAN_TILE + GSCI_SCAN_TILE / 32)

__device__ __forceinline__ long long gsci_sc_add(long long a, long long b) { return (long long)((unsigned long long)a + (unsigned long long)b); }
__device__ __forceinline__ long long gsci_sc_mul(long long a, long long b) { return (long long)((unsigned long long)a * (unsigned long long)b); }
__device__ __forceinline__ unsigned long long gsci_sc_add(unsigned long long a, unsigned long long b) { return a + b; }
__device__ __forceinline__ unsigned long long gsci_sc_mul(unsigned long long a, unsigned long long b) { return a * b; }
__device__ __forceinline__ float gsci_sc_add(float a, float b) { return a + b; }
__device__ __forceinline__ float gsci_sc_mul(float a, float b) { return a * b; }
__device__ __forceinline__ double gsci_sc_add(double a, double b) { return a + b; }
__device__ __forceinline__ double gsci_sc_mul(double a, double b) { return a * b; }
__device__ __forceinline__ gsci_c64 gsci_sc_add(gsci_c64 a, gsci_c64 b) { return gsci_c64{a.re + b.re, a.im + b.im}; }
__device__ __forceinline__ gsci_c64 gsci_sc_mul(gsci_c64 a, gsci_c64 b) {
    return gsci_c64{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__device__ __forceinline__ gsci_c128 gsci_sc_add(gsci_c128 a, gsci_c128 b) { return gsci_c128{a.re + b.re, a.im + b.im}; }
__device__ __forceinline__ gsci_c128 gsci_sc_mul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

// Work-value shuffles and differences for the look-back scan.
__device__ __forceinline__ long long gsci_sc_shfl_up(long long v, int d) { return __shfl_up_sync(0xFFFFFFFFu, v, d); }
__device__ __forceinline__ unsigned long long gsci_sc_shfl_up(unsigned long long v, int d) { return __shfl_up_sync(0xFFFFFFFFu, v, d); }
__device__ __forceinline__ float gsci_sc_shfl_up(float v, int d) { return __shfl_up_sync(0xFFFFFFFFu, v, d); }
__device__ __forceinline__ double gsci_sc_shfl_up(double v, int d) { return __shfl_up_sync(0xFFFFFFFFu, v, d); }
__device__ __forceinline__ gsci_c64 gsci_sc_shfl_up(gsci_c64 v, int d) {
    return gsci_c64{__shfl_up_sync(0xFFFFFFFFu, v.re, d), __shfl_up_sync(0xFFFFFFFFu, v.im, d)};
}
__device__ __forceinline__ gsci_c128 gsci_sc_shfl_up(gsci_c128 v, int d) {
    return gsci_c128{__shfl_up_sync(0xFFFFFFFFu, v.re, d), __shfl_up_sync(0xFFFFFFFFu, v.im, d)};
}

template <typename W, int OP>
__device__ __forceinline__ W gsci_sc_apply(W a, W b) {
    return OP == 0 ? gsci_sc_add(a, b) : gsci_sc_mul(a, b);
}
template <typename W, int OP>
__device__ __forceinline__ W gsci_sc_identity() {
    return gsci_cast<W>(OP == 0 ? 0LL : 1LL);
}

// Loads tile `tile` of row `row` into s (identity past the row's end), coalesced.
template <typename Tin, typename Tout, typename W, int OP>
__device__ __forceinline__ void gsci_sc_load(W* s, const Tin* __restrict__ in, long long row, long long n, long long tile) {
    const long long base = row * n + tile * GSCI_SCAN_TILE;
    const long long end = row * n + n;
#pragma unroll
    for (int k = 0; k < GSCI_SCAN_ITEMS; ++k) {
        const int j = k * GSCI_SCAN_BLOCK + threadIdx.x;
        s[GSCI_SC_PAD(j)] = base + j < end ? gsci_cast<W>(gsci_cast<Tout>(in[base + j])) : gsci_sc_identity<W, OP>();
    }
    __syncthreads();
}

// Inclusive scan of the tile in s, in place; returns the tile's total. `partial` has one slot per
// thread. Thread t owns s[t*ITEMS .. t*ITEMS + ITEMS).
template <typename W, int OP>
__device__ __forceinline__ W gsci_sc_block_scan(W* s, W* partial) {
    const int t = threadIdx.x;
    W acc = gsci_sc_identity<W, OP>();
#pragma unroll
    for (int k = 0; k < GSCI_SCAN_ITEMS; ++k) {
        acc = gsci_sc_apply<W, OP>(acc, s[GSCI_SC_PAD(t * GSCI_SCAN_ITEMS + k)]);
        s[GSCI_SC_PAD(t * GSCI_SCAN_ITEMS + k)] = acc;
    }
    partial[t] = acc;
    __syncthreads();
    for (int off = 1; off < GSCI_SCAN_BLOCK; off <<= 1) {
        W v = t >= off ? partial[t - off] : gsci_sc_identity<W, OP>();
        __syncthreads();
        if (t >= off) partial[t] = gsci_sc_apply<W, OP>(v, partial[t]);
        __syncthreads();
    }
    if (t > 0) {
        const W prefix = partial[t - 1];
#pragma unroll
        for (int k = 0; k < GSCI_SCAN_ITEMS; ++k)
            s[GSCI_SC_PAD(t * GSCI_SCAN_ITEMS + k)] = gsci_sc_apply<W, OP>(prefix, s[GSCI_SC_PAD(t * GSCI_SCAN_ITEMS + k)]);
    }
    const W total = partial[GSCI_SCAN_BLOCK - 1];
    __syncthreads();
    return total;
}

// Phase 1: agg[block] = total of tile (block % tpr) of row (block / tpr).
template <typename Tin, typename Tout, typename W, int OP>
__device__ __forceinline__ void gsci_scan_reduce_body(const Tin* __restrict__ in, W* __restrict__ agg, long long n, long long tpr) {
    __shared__ W s[GSCI_SCAN_SMEM];
    __shared__ W partial[GSCI_SCAN_BLOCK];
    const long long b = blockIdx.x;
    gsci_sc_load<Tin, Tout, W, OP>(s, in, b / tpr, n, b % tpr);
    const W total = gsci_sc_block_scan<W, OP>(s, partial);
    if (threadIdx.x == 0) agg[b] = total;
}

// Phase 2: exclusive scan of each row's tpr tile totals, in place; one block per row.
template <typename W, int OP>
__device__ __forceinline__ void gsci_scan_tiles_body(W* __restrict__ agg, long long tpr) {
    __shared__ W s[GSCI_SCAN_SMEM];
    __shared__ W partial[GSCI_SCAN_BLOCK];
    W* row = agg + (long long)blockIdx.x * tpr;
    W carry = gsci_sc_identity<W, OP>();
    for (long long base = 0; base < tpr; base += GSCI_SCAN_TILE) {
#pragma unroll
        for (int k = 0; k < GSCI_SCAN_ITEMS; ++k) {
            const int j = k * GSCI_SCAN_BLOCK + threadIdx.x;
            s[GSCI_SC_PAD(j)] = base + j < tpr ? row[base + j] : gsci_sc_identity<W, OP>();
        }
        __syncthreads();
        const W total = gsci_sc_block_scan<W, OP>(s, partial);
#pragma unroll
        for (int k = 0; k < GSCI_SCAN_ITEMS; ++k) {
            const int j = k * GSCI_SCAN_BLOCK + threadIdx.x;
            if (base + j < tpr) row[base + j] = gsci_sc_apply<W, OP>(carry, j == 0 ? gsci_sc_identity<W, OP>() : s[GSCI_SC_PAD(j - 1)]);
        }
        carry = gsci_sc_apply<W, OP>(carry, total);
        __syncthreads();
    }
}

// Phase 3: each tile scanned and offset by its prefix (agg, when tpr > 1); EXCL stores the
// exclusive scan.
template <typename Tin, typename Tout, typename W, int OP, int EXCL>
__device__ __forceinline__ void gsci_scan_apply_body(const Tin* __restrict__ in, Tout* __restrict__ out, const W* __restrict__ agg,
                                                     long long n, long long tpr) {
    __shared__ W s[GSCI_SCAN_SMEM];
    __shared__ W partial[GSCI_SCAN_BLOCK];
    const long long b = blockIdx.x;
    const long long row = b / tpr, tile = b % tpr;
    gsci_sc_load<Tin, Tout, W, OP>(s, in, row, n, tile);
    gsci_sc_block_scan<W, OP>(s, partial);
    const W prefix = tpr > 1 ? agg[b] : gsci_sc_identity<W, OP>();
    const long long base = row * n + tile * GSCI_SCAN_TILE;
    const long long end = row * n + n;
#pragma unroll
    for (int k = 0; k < GSCI_SCAN_ITEMS; ++k) {
        const int j = k * GSCI_SCAN_BLOCK + threadIdx.x;
        if (base + j < end) {
            W v;
            if (EXCL) v = j == 0 ? prefix : gsci_sc_apply<W, OP>(prefix, s[GSCI_SC_PAD(j - 1)]);
            else v = gsci_sc_apply<W, OP>(prefix, s[GSCI_SC_PAD(j)]);
            out[base + j] = gsci_cast<Tout>(v);
        }
    }
}

// Single-pass sums with decoupled look-back (rows x n, tpr tiles per row). Each block takes the
// next tile from an atomic counter (every tile it waits on belongs to a block that already runs,
// so it cannot deadlock), scans it, and publishes its total: agg[b] (flag 1) at once, inc[b]
// (flag 2, the inclusive prefix of the row) once known. Values are written before a
// __threadfence and their flag after it; readers poll the flags (volatile), fence, then read the
// values through L2. The first warp looks back 32 tiles at a time until a flag 2 or the row's
// start. flags (blocks) and counter are zeroed before the launch.
template <typename W> __device__ __forceinline__ W gsci_sc_load_cg(const W* p) {
    W r;
    const unsigned int* s = (const unsigned int*)p;
    unsigned int* d = (unsigned int*)&r;
#pragma unroll
    for (int k = 0; k < (int)(sizeof(W) / 4); ++k) d[k] = __ldcg(s + k);
    return r;
}

// Items per thread of a look-back tile (tile = GSCI_SCAN_BLOCK * items): 16 KiB of work values.
template <typename W> struct gsci_sc_lb_items { static const int V = sizeof(W) <= 4 ? 16 : (sizeof(W) <= 8 ? 8 : 4); };

// The tile is loaded coalesced (consecutive threads on consecutive elements), transposed through
// shared memory so that thread t holds elements [t * items, (t + 1) * items), scanned in
// registers (each thread in order, then the threads' totals across the warp by shuffles and
// across the 8 warps), offset by the tile's prefix, and transposed back for a coalesced store.
template <typename Tin, typename Tout, typename W, int EXCL>
__device__ __forceinline__ void gsci_scan_lb_body(const Tin* __restrict__ in, Tout* __restrict__ out, long long n, long long tpr,
                                                  unsigned int* flags, W* agg, W* inc, unsigned int* counter) {
    const int ITEMS = gsci_sc_lb_items<W>::V;
    const int TILE = GSCI_SCAN_BLOCK * ITEMS;
    __shared__ W s[TILE + TILE / 32];
    __shared__ W s_warp[GSCI_SCAN_BLOCK / 32];
    __shared__ W win[32];
    __shared__ W s_prefix;
    __shared__ unsigned int s_b;
    const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
    if (t == 0) s_b = atomicAdd(counter, 1u);
    __syncthreads();
    const long long b = s_b;
    const long long row = b / tpr, tile = b % tpr;
    const long long base = row * n + tile * TILE;
    const long long end = row * n + n;
    const W zero = gsci_sc_identity<W, 0>();
    if (base + TILE <= end) {
#pragma unroll
        for (int k = 0; k < ITEMS; ++k) {
            const int j = k * GSCI_SCAN_BLOCK + t;
            s[GSCI_SC_PAD(j)] = gsci_cast<W>(gsci_cast<Tout>(in[base + j]));
        }
    } else {
#pragma unroll
        for (int k = 0; k < ITEMS; ++k) {
            const int j = k * GSCI_SCAN_BLOCK + t;
            s[GSCI_SC_PAD(j)] = base + j < end ? gsci_cast<W>(gsci_cast<Tout>(in[base + j])) : zero;
        }
    }
    __syncthreads();
    W x[gsci_sc_lb_items<W>::V];
    W acc = zero;
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        acc = gsci_sc_add(acc, s[GSCI_SC_PAD(t * ITEMS + k)]);
        x[k] = acc;
    }
    // Inclusive scan of the threads' totals over the warp, then over the warps.
    W wsum = acc;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        const W y = gsci_sc_shfl_up(wsum, off);
        if (lane >= off) wsum = gsci_sc_add(y, wsum);
    }
    if (lane == 31) s_warp[warp] = wsum;
    __syncthreads();
    W before = zero, total = zero;
#pragma unroll
    for (int w = 0; w < GSCI_SCAN_BLOCK / 32; ++w) {
        if (w < warp) before = gsci_sc_add(before, s_warp[w]);
        total = gsci_sc_add(total, s_warp[w]);
    }
    // This thread's exclusive offset inside the tile.
    const W wexcl = gsci_sc_shfl_up(wsum, 1);
    const W texcl = lane == 0 ? before : gsci_sc_add(before, wexcl);
    if (warp == 0) {
        W prefix = zero;
        if (tile == 0) {
            if (lane == 0) {
                inc[b] = total;
                __threadfence();
                *(volatile unsigned int*)(flags + b) = 2u;
            }
        } else {
            if (lane == 0) {
                agg[b] = total;
                __threadfence();
                *(volatile unsigned int*)(flags + b) = 1u;
            }
            const long long rs = row * tpr;
            long long j = b - 1;
            while (true) {
                const long long idx = j - lane;
                unsigned int f;
                do {
                    f = idx >= rs ? *(const volatile unsigned int*)(flags + idx) : 2u;
                } while (__any_sync(0xFFFFFFFFu, f == 0u));
                __threadfence();
                const unsigned int incm = __ballot_sync(0xFFFFFFFFu, f == 2u);
                const int stop = incm ? __ffs(incm) - 1 : 31;
                W v = zero;
                if (lane <= stop && idx >= rs) v = f == 2u ? gsci_sc_load_cg(inc + idx) : gsci_sc_load_cg(agg + idx);
                win[lane] = v;
                __syncwarp();
                if (lane == 0) {
                    W w = zero;
                    for (int l = stop; l >= 0; --l) w = gsci_sc_add(w, win[l]);
                    prefix = gsci_sc_add(w, prefix);
                }
                __syncwarp();
                if (incm) break;
                j -= 32;
            }
            if (lane == 0) {
                inc[b] = gsci_sc_add(prefix, total);
                __threadfence();
                *(volatile unsigned int*)(flags + b) = 2u;
            }
        }
        if (lane == 0) s_prefix = prefix;
    }
    __syncthreads();
    const W off = gsci_sc_add(s_prefix, texcl);
#pragma unroll
    for (int k = 0; k < ITEMS; ++k) {
        const W v = EXCL ? (k == 0 ? off : gsci_sc_add(off, x[k - 1])) : gsci_sc_add(off, x[k]);
        s[GSCI_SC_PAD(t * ITEMS + k)] = v;
    }
    __syncthreads();
    if (base + TILE <= end) {
#pragma unroll
        for (int k = 0; k < ITEMS; ++k) {
            const int j = k * GSCI_SCAN_BLOCK + t;
            out[base + j] = gsci_cast<Tout>(s[GSCI_SC_PAD(j)]);
        }
    } else {
#pragma unroll
        for (int k = 0; k < ITEMS; ++k) {
            const int j = k * GSCI_SCAN_BLOCK + t;
            if (base + j < end) out[base + j] = gsci_cast<Tout>(s[GSCI_SC_PAD(j)]);
        }
    }
}

// Complex products in NumPy's order: out[k] = out[k - 1] * in[k], one thread per row. Complex
// multiplication is not associative once an infinity or a NaN appears (and 1 * z is not z when z
// holds a NaN), so the tree order of the scan above would change which results are NaN.
template <typename Tin, typename Tout, typename W>
__device__ __forceinline__ void gsci_scan_seq_prod_body(const Tin* __restrict__ in, Tout* __restrict__ out, long long rows, long long n) {
    for (long long r = (long long)blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += (long long)gridDim.x * blockDim.x) {
        const Tin* x = in + r * n;
        Tout* y = out + r * n;
        W acc = gsci_cast<W>(gsci_cast<Tout>(x[0]));
        y[0] = gsci_cast<Tout>(acc);
        for (long long k = 1; k < n; ++k) {
            acc = gsci_sc_mul(acc, gsci_cast<W>(gsci_cast<Tout>(x[k])));
            y[k] = gsci_cast<Tout>(acc);
        }
    }
}
