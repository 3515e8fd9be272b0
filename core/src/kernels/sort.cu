// LSD radix sort, searchsorted and unique for core/src/sort (see sort/cuda.rs for the plan).
//
// Keys: each dtype maps to an unsigned key (unsigned int up to 32 bits, unsigned long long for
// 64) whose order is NumPy's: signed integers offset by their minimum, floats sign-magnitude
// flipped with every NaN mapped to the largest key (NaNs last) and, with `canon`, -0.0 mapped to
// 0.0 (equal in NumPy, so argsort keeps them in input order). BITS is the key's significant width:
// one 8-bit digit pass per byte.
//
// Below 2^30 keys a stage runs the OneSweep passes (gsci_os_*, further down); the classic passes
// serve larger arrays. A classic pass over digit `shift`: gsci_sort_hist counts each tile's
// digits (hist[digit * nblocks + tile]); an exclusive scan of hist gives every (digit, tile) its
// first output position; gsci_sort_scatter moves each tile's elements there, stably: round by
// round (256 elements, in order), __match_any_sync ranks equal digits inside a warp, and per-warp
// digit counts in shared memory order the warps.

#define GSCI_SORT_BLOCK 256
#define GSCI_SORT_WARPS (GSCI_SORT_BLOCK / 32)
#define GSCI_SORT_ITEMS 16
#define GSCI_SORT_TILE (GSCI_SORT_BLOCK * GSCI_SORT_ITEMS)

template <typename T> struct gsci_sk;

#define GSCI_SK_UNSIGNED(T, KT, B)                                                   \
    template <> struct gsci_sk<T> {                                                  \
        typedef KT K;                                                                \
        static const int BITS = B;                                                   \
        static __device__ __forceinline__ K enc(T x, int) { return (K)x; }           \
        static __device__ __forceinline__ T dec(K k) { return (T)k; }                \
    };
GSCI_SK_UNSIGNED(unsigned char, unsigned int, 8)
GSCI_SK_UNSIGNED(unsigned short, unsigned int, 16)
GSCI_SK_UNSIGNED(unsigned int, unsigned int, 32)
GSCI_SK_UNSIGNED(unsigned long long, unsigned long long, 64)
#undef GSCI_SK_UNSIGNED

template <> struct gsci_sk<bool> {
    typedef unsigned int K;
    static const int BITS = 8;
    static __device__ __forceinline__ K enc(bool x, int) { return x ? 1u : 0u; }
    static __device__ __forceinline__ bool dec(K k) { return k != 0; }
};

#define GSCI_SK_SIGNED(T, KT, B, OFF)                                                        \
    template <> struct gsci_sk<T> {                                                          \
        typedef KT K;                                                                        \
        static const int BITS = B;                                                           \
        static __device__ __forceinline__ K enc(T x, int) { return (K)((long long)x + (OFF)); } \
        static __device__ __forceinline__ T dec(K k) { return (T)((long long)k - (OFF)); }   \
    };
GSCI_SK_SIGNED(signed char, unsigned int, 8, 128LL)
GSCI_SK_SIGNED(short, unsigned int, 16, 32768LL)
GSCI_SK_SIGNED(int, unsigned int, 32, 2147483648LL)
#undef GSCI_SK_SIGNED

template <> struct gsci_sk<long long> {
    typedef unsigned long long K;
    static const int BITS = 64;
    static __device__ __forceinline__ K enc(long long x, int) { return (K)x ^ (1ULL << 63); }
    static __device__ __forceinline__ long long dec(K k) { return (long long)(k ^ (1ULL << 63)); }
};

template <> struct gsci_sk<float> {
    typedef unsigned int K;
    static const int BITS = 32;
    static __device__ __forceinline__ K enc(float x, int canon) {
        if (x != x) return 0xFFFFFFFFu;
        if (canon && x == 0.0f) x = 0.0f;
        const unsigned int u = __float_as_uint(x);
        return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
    }
    static __device__ __forceinline__ float dec(K k) {
        return __uint_as_float((k & 0x80000000u) ? (k ^ 0x80000000u) : ~k);
    }
};

template <> struct gsci_sk<double> {
    typedef unsigned long long K;
    static const int BITS = 64;
    static __device__ __forceinline__ K enc(double x, int canon) {
        if (x != x) return 0xFFFFFFFFFFFFFFFFull;
        if (canon && x == 0.0) x = 0.0;
        const unsigned long long u = (unsigned long long)__double_as_longlong(x);
        return (u >> 63) ? ~u : (u | (1ULL << 63));
    }
    static __device__ __forceinline__ double dec(K k) {
        return __longlong_as_double((long long)((k >> 63) ? (k ^ (1ULL << 63)) : ~k));
    }
};

// float16 / bfloat16 on their bits; NAN_MAG is the smallest NaN magnitude minus one (+inf).
template <typename H, unsigned int INF> struct gsci_sk_half {
    typedef unsigned int K;
    static const int BITS = 16;
    static __device__ __forceinline__ K enc(H x, int canon) {
        unsigned int b = x.bits;
        if ((b & 0x7FFFu) > INF) return 0xFFFFu;
        if (canon && (b & 0x7FFFu) == 0) b = 0;
        return (b & 0x8000u) ? (~b & 0xFFFFu) : (b | 0x8000u);
    }
    static __device__ __forceinline__ H dec(K k) {
        H h;
        h.bits = (unsigned short)((k & 0x8000u) ? (k ^ 0x8000u) : (~k & 0xFFFFu));
        return h;
    }
};
template <> struct gsci_sk<gsci_f16> : gsci_sk_half<gsci_f16, 0x7C00u> {};
template <> struct gsci_sk<gsci_bf16> : gsci_sk_half<gsci_bf16, 0x7F80u> {};

// Complex values are sorted in three stages of their own keys (see keygen below); the element
// itself is never a key.
template <typename C> struct gsci_complex_part;
template <> struct gsci_complex_part<gsci_c64> { typedef float R; };
template <> struct gsci_complex_part<gsci_c128> { typedef double R; };

// NumPy's order of two elements, as keys: (nan class, real key, imaginary key) for complex.
template <typename T>
__device__ __forceinline__ int gsci_sort_cmp(T a, T b) {
    const typename gsci_sk<T>::K ka = gsci_sk<T>::enc(a, 1), kb = gsci_sk<T>::enc(b, 1);
    return ka < kb ? -1 : (ka > kb ? 1 : 0);
}
template <typename C>
__device__ __forceinline__ int gsci_sort_cmp_complex(C a, C b) {
    typedef typename gsci_complex_part<C>::R R;
    const int ca = ((a.re != a.re) << 1) | (a.im != a.im), cb = ((b.re != b.re) << 1) | (b.im != b.im);
    if (ca != cb) return ca < cb ? -1 : 1;
    const int r = gsci_sort_cmp<R>(a.re, b.re);
    return r != 0 ? r : gsci_sort_cmp<R>(a.im, b.im);
}
template <> __device__ __forceinline__ int gsci_sort_cmp<gsci_c64>(gsci_c64 a, gsci_c64 b) { return gsci_sort_cmp_complex(a, b); }
template <> __device__ __forceinline__ int gsci_sort_cmp<gsci_c128>(gsci_c128 a, gsci_c128 b) { return gsci_sort_cmp_complex(a, b); }

// Whether an element is NaN (a complex value with a NaN part counts).
template <typename T> __device__ __forceinline__ bool gsci_sort_isnan(T) { return false; }
template <> __device__ __forceinline__ bool gsci_sort_isnan<float>(float x) { return x != x; }
template <> __device__ __forceinline__ bool gsci_sort_isnan<double>(double x) { return x != x; }
template <> __device__ __forceinline__ bool gsci_sort_isnan<gsci_f16>(gsci_f16 x) { return (x.bits & 0x7FFFu) > 0x7C00u; }
template <> __device__ __forceinline__ bool gsci_sort_isnan<gsci_bf16>(gsci_bf16 x) { return (x.bits & 0x7FFFu) > 0x7F80u; }
template <> __device__ __forceinline__ bool gsci_sort_isnan<gsci_c64>(gsci_c64 x) { return x.re != x.re || x.im != x.im; }
template <> __device__ __forceinline__ bool gsci_sort_isnan<gsci_c128>(gsci_c128 x) { return x.re != x.re || x.im != x.im; }

// ---------------------------------------------------------------- radix passes
// keys_in: T elements when in_raw (encoded on load), else keys. Tile b = [b*TILE, (b+1)*TILE).
template <typename T>
__device__ __forceinline__ typename gsci_sk<T>::K gsci_sort_load(const void* keys_in, unsigned int i, int in_raw, int canon) {
    typedef typename gsci_sk<T>::K K;
    return in_raw ? gsci_sk<T>::enc(((const T*)keys_in)[i], canon) : ((const K*)keys_in)[i];
}

template <typename T>
__device__ __forceinline__ void gsci_sort_hist_body(const void* keys_in, unsigned int n, int shift, unsigned int* hist,
                                                    unsigned int nblocks, int in_raw, int canon) {
    __shared__ unsigned int counts[256];
    counts[threadIdx.x] = 0;
    __syncthreads();
    const unsigned int base = blockIdx.x * GSCI_SORT_TILE;
#pragma unroll 4
    for (int r = 0; r < GSCI_SORT_ITEMS; ++r) {
        const unsigned int i = base + r * GSCI_SORT_BLOCK + threadIdx.x;
        if (i < n) {
            const unsigned int d = (unsigned int)(gsci_sort_load<T>(keys_in, i, in_raw, canon) >> shift) & 255u;
            atomicAdd(&counts[d], 1u);
        }
    }
    __syncthreads();
    hist[threadIdx.x * nblocks + blockIdx.x] = counts[threadIdx.x];
}

// offsets: the exclusive scan of hist. idx_in null with has_idx: the payload is the position.
// out_raw: keys_out receives decoded T elements. write_keys 0: keys are not stored.
template <typename T>
__device__ __forceinline__ void gsci_sort_scatter_body(const void* keys_in, const unsigned int* idx_in, void* keys_out,
                                                       unsigned int* idx_out, unsigned int n, int shift,
                                                       const unsigned int* offsets, unsigned int nblocks, int in_raw,
                                                       int out_raw, int canon, int has_idx, int write_keys) {
    typedef typename gsci_sk<T>::K K;
    __shared__ unsigned int base[256];
    __shared__ unsigned int wcount[GSCI_SORT_WARPS][256];
    const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
    base[t] = offsets[t * nblocks + blockIdx.x];
    const unsigned int tile = blockIdx.x * GSCI_SORT_TILE;
    for (int r = 0; r < GSCI_SORT_ITEMS; ++r) {
#pragma unroll
        for (int w = 0; w < GSCI_SORT_WARPS; ++w) wcount[w][t] = 0;
        __syncthreads();
        const unsigned int i = tile + r * GSCI_SORT_BLOCK + t;
        const bool valid = i < n;
        K k = 0;
        unsigned int d = 0xFFFFFFFFu;
        if (valid) {
            k = gsci_sort_load<T>(keys_in, i, in_raw, canon);
            d = (unsigned int)(k >> shift) & 255u;
        }
        const unsigned int peers = __match_any_sync(0xFFFFFFFFu, d);
        const unsigned int rank = __popc(peers & ((1u << lane) - 1u));
        if (valid && rank == 0) wcount[warp][d] = __popc(peers);
        __syncthreads();
        unsigned int run = base[t];
#pragma unroll
        for (int w = 0; w < GSCI_SORT_WARPS; ++w) {
            const unsigned int c = wcount[w][t];
            wcount[w][t] = run;
            run += c;
        }
        base[t] = run;
        __syncthreads();
        if (valid) {
            const unsigned int pos = wcount[warp][d] + rank;
            if (out_raw) ((T*)keys_out)[pos] = gsci_sk<T>::dec(k);
            else if (write_keys) ((K*)keys_out)[pos] = k;
            if (has_idx) idx_out[pos] = idx_in ? idx_in[i] : i;
        }
        __syncthreads();
    }
}

// ---------------------------------------------------------------- OneSweep radix passes
// A stage of P byte passes (n < 2^30): gsci_os_hist reads the keys once and counts every pass's
// digits (hist[p * 256 + d]); then one gsci_os_pass launch per pass. Each block takes the next
// tile from an atomic counter (so every tile it looks back on belongs to a block that already
// runs: no deadlock), ranks its keys stably in shared memory (warp-level multisplit with
// __match_any_sync: warp w owns keys [w * ITEMS * 32, (w + 1) * ITEMS * 32) of the tile, rounds of
// 32 consecutive keys), publishes each digit's tile count at once (status word = flag | count,
// 30-bit count, one 32-bit store, so flag and value can never be seen apart), looks back over
// the earlier tiles of the same digit (decoupled look-back) and publishes the inclusive count.
// The tile is then reordered by digit in shared memory and written out with consecutive threads
// on consecutive positions of each digit's run.

#define GSCI_OS_WARPS 8
#define GSCI_OS_AGG 0x40000000u
#define GSCI_OS_INC 0x80000000u
#define GSCI_OS_MASK 0x3FFFFFFFu

// Keys per thread of a pass (tile = 256 * items) and the pass kernel's minimum resident blocks
// per SM (its __launch_bounds__; with and without a payload). The host code defines them all
// (sort/cuda.rs `tune`) and sizes the tiles with the same values.
#ifndef GSCI_OS_ITEMS4
#define GSCI_OS_ITEMS4 16
#endif
#ifndef GSCI_OS_ITEMS8
#define GSCI_OS_ITEMS8 8
#endif
#ifndef GSCI_OS_MINB
#define GSCI_OS_MINB 4
#endif
#ifndef GSCI_OS_MINB_PAIRS
#define GSCI_OS_MINB_PAIRS 3
#endif
// Copies of each histogram bin (lane % parts): equal digits of one warp hit different words.
#ifndef GSCI_OS_HPARTS
#define GSCI_OS_HPARTS 1
#endif

template <typename K> struct gsci_os_items;
template <> struct gsci_os_items<unsigned int> { static const int V = GSCI_OS_ITEMS4; };
template <> struct gsci_os_items<unsigned long long> { static const int V = GSCI_OS_ITEMS8; };

// hist[p * 256 + d] += the number of keys whose byte p is d, p < passes (hist zeroed before).
// Each bin has GSCI_OS_HPARTS shared copies (consecutive words, so different banks), picked by
// lane: a byte that few digits share (the top byte of most data) does not serialise the warp.
template <typename T>
__device__ __forceinline__ void gsci_os_hist_body(const void* keys_in, unsigned int n, int passes, unsigned int* hist,
                                                  int in_raw, int canon) {
    typedef typename gsci_sk<T>::K K;
    __shared__ unsigned int sh[8 * 256 * GSCI_OS_HPARTS];
    for (int j = threadIdx.x; j < passes * 256 * GSCI_OS_HPARTS; j += blockDim.x) sh[j] = 0;
    __syncthreads();
    const unsigned int part = threadIdx.x % GSCI_OS_HPARTS;
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        const K k = gsci_sort_load<T>(keys_in, i, in_raw, canon);
        for (int p = 0; p < passes; ++p)
            atomicAdd(&sh[(p * 256 + ((unsigned int)(k >> (8 * p)) & 255u)) * GSCI_OS_HPARTS + part], 1u);
    }
    __syncthreads();
    for (int j = threadIdx.x; j < passes * 256; j += blockDim.x) {
        unsigned int c = 0;
#pragma unroll
        for (int q = 0; q < GSCI_OS_HPARTS; ++q) c += sh[j * GSCI_OS_HPARTS + q];
        if (c != 0) atomicAdd(&hist[j], c);
    }
}

// Exclusive scan of one value per thread over a block of 256 threads (tmp: 8 slots).
__device__ __forceinline__ unsigned int gsci_os_scan256(unsigned int v, unsigned int* tmp) {
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    unsigned int x = v;
#pragma unroll
    for (int off = 1; off < 32; off <<= 1) {
        const unsigned int y = __shfl_up_sync(0xFFFFFFFFu, x, off);
        if (lane >= off) x += y;
    }
    if (lane == 31) tmp[warp] = x;
    __syncthreads();
    unsigned int before = 0;
#pragma unroll
    for (int w = 0; w < GSCI_OS_WARPS; ++w)
        if (w < warp) before += tmp[w];
    __syncthreads();
    return before + x - v;
}

__device__ __forceinline__ unsigned int gsci_os_load_status(const unsigned int* p) {
    return *(const volatile unsigned int*)p;
}
__device__ __forceinline__ void gsci_os_store_status(unsigned int* p, unsigned int v) {
    *(volatile unsigned int*)p = v;
}

// One pass over digit `shift`. hist: this pass's 256 digit totals. status: ntiles * 256 words,
// counter: one word, both zeroed before the launch. PAIRS: a payload travels with the keys
// (idx_in null: the payload is the position). out_raw: keys_out receives decoded T elements;
// write_keys 0: keys are not stored. pos_out (pairs, last pass of an argsort): the payloads go
// there as int64 positions in their row (payload % row_len) instead of to idx_out.
//
// Ranking, per round of 32 consecutive keys of a warp (CUB's "atomic or" match): every lane sets
// its bit in its digit's word of the warp's match array; after a warp barrier each lane reads the
// word (the lanes of its digit), the group's last lane adds the group's size to the warp's digit
// count and clears the word, and the count's old value (shuffled to the group) plus the lane's
// place in the group is the key's rank among the warp's keys of that digit. FULL: every key of
// the tile is in range (no bounds checks).
template <typename T, bool PAIRS, bool FULL>
__device__ __forceinline__ void gsci_os_pass_tile(const void* keys_in, const unsigned int* idx_in, void* keys_out,
                                                  unsigned int* idx_out, unsigned int n, int shift,
                                                  const unsigned int* hist, unsigned int* status, unsigned int tile,
                                                  int in_raw, int out_raw, int canon, int write_keys,
                                                  long long* pos_out, unsigned int row_len,
                                                  typename gsci_sk<T>::K* s_keys, unsigned int* s_idx,
                                                  unsigned int (*s_wc)[256], unsigned int* s_global,
                                                  unsigned int* s_tmp) {
    typedef typename gsci_sk<T>::K K;
    const int ITEMS = gsci_os_items<K>::V;
    const int TILE = 256 * ITEMS;
    const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
    const unsigned int base = tile * (unsigned int)TILE;
    const unsigned int wbase = base + (unsigned int)(warp * ITEMS * 32);
    // The warp's match words live in the key buffer until the keys are placed there.
    unsigned int* s_match = (unsigned int*)s_keys + warp * 256;

    K k[gsci_os_items<K>::V];
    unsigned int pl[PAIRS ? gsci_os_items<K>::V : 1];
    unsigned int rk[gsci_os_items<K>::V];
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
        const unsigned int i = wbase + (unsigned int)(r * 32 + lane);
        k[r] = 0;
        if (PAIRS) pl[r] = 0;
        if (FULL || i < n) {
            k[r] = gsci_sort_load<T>(keys_in, i, in_raw, canon);
            if (PAIRS) pl[r] = idx_in ? idx_in[i] : i;
        }
    }
    const unsigned int me = 1u << lane;
    const unsigned int lt = me - 1u;
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
        const bool valid = FULL || wbase + (unsigned int)(r * 32 + lane) < n;
        const unsigned int d = (unsigned int)(k[r] >> shift) & 255u;
        unsigned int* m = s_match + d;
        if (valid) atomicOr(m, me);
        __syncwarp();
        const unsigned int peers = *(volatile unsigned int*)m;
        const int leader = 31 - __clz(peers);
        const bool lead = valid && lane == leader;
        unsigned int old = 0;
        if (lead) old = atomicAdd(&s_wc[warp][d], (unsigned int)__popc(peers));
        old = __shfl_sync(0xFFFFFFFFu, old, leader & 31);
        if (lead) *m = 0u;
        __syncwarp();
        rk[r] = old + __popc(peers & lt);
    }
    __syncthreads();

    // Thread t owns digit t: offsets of each warp's keys inside the tile's run of t.
    // (Column t of s_wc is thread t's alone until the barrier below: it becomes the warps'
    // exclusive offsets, in place.)
    unsigned int total = 0;
#pragma unroll
    for (int w = 0; w < GSCI_OS_WARPS; ++w) {
        const unsigned int c = s_wc[w][t];
        s_wc[w][t] = total;
        total += c;
    }
    unsigned int* st = status + (size_t)tile * 256u;
    unsigned int excl = 0;
    if (tile == 0) {
        gsci_os_store_status(st + t, GSCI_OS_INC | total);
    } else {
        gsci_os_store_status(st + t, GSCI_OS_AGG | total);
        unsigned int j = tile - 1;
        while (true) {
            const unsigned int v = gsci_os_load_status(status + (size_t)j * 256u + t);
            if ((v & (GSCI_OS_AGG | GSCI_OS_INC)) == 0u) continue;
            excl += v & GSCI_OS_MASK;
            if (v & GSCI_OS_INC) break;
            --j;
        }
        gsci_os_store_status(st + t, GSCI_OS_INC | (excl + total));
    }
    const unsigned int local = gsci_os_scan256(total, s_tmp);
    const unsigned int start = gsci_os_scan256(hist[t], s_tmp);
#pragma unroll
    for (int w = 0; w < GSCI_OS_WARPS; ++w) s_wc[w][t] += local;
    s_global[t] = start + excl - local;
    __syncthreads();

#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
        const unsigned int i = wbase + (unsigned int)(r * 32 + lane);
        if (FULL || i < n) {
            const unsigned int d = (unsigned int)(k[r] >> shift) & 255u;
            const unsigned int p = s_wc[warp][d] + rk[r];
            s_keys[p] = k[r];
            if (PAIRS) s_idx[p] = pl[r];
        }
    }
    __syncthreads();
    const unsigned int count = FULL ? (unsigned int)TILE : n - base;
#pragma unroll
    for (int q = 0; q < ITEMS; ++q) {
        const unsigned int j = (unsigned int)(q * 256 + t);
        if (FULL || j < count) {
            const K key = s_keys[j];
            const unsigned int d = (unsigned int)(key >> shift) & 255u;
            const unsigned int pos = s_global[d] + j;
            if (out_raw) ((T*)keys_out)[pos] = gsci_sk<T>::dec(key);
            else if (write_keys) ((K*)keys_out)[pos] = key;
            if (PAIRS) {
                if (pos_out) pos_out[pos] = (long long)(s_idx[j] % row_len);
                else idx_out[pos] = s_idx[j];
            }
        }
    }
}

template <typename T, bool PAIRS>
__device__ __forceinline__ void gsci_os_pass_body(const void* keys_in, const unsigned int* idx_in, void* keys_out,
                                                  unsigned int* idx_out, unsigned int n, int shift,
                                                  const unsigned int* hist, unsigned int* status, unsigned int* counter,
                                                  int in_raw, int out_raw, int canon, int write_keys,
                                                  long long* pos_out, unsigned int row_len) {
    typedef typename gsci_sk<T>::K K;
    const int TILE = 256 * gsci_os_items<K>::V;
    static_assert(TILE * sizeof(K) >= GSCI_OS_WARPS * 256 * sizeof(unsigned int), "match words fit the key buffer");
    __shared__ unsigned int s_tile;
    __shared__ unsigned int s_tmp[GSCI_OS_WARPS];
    __shared__ unsigned int s_wc[GSCI_OS_WARPS][256];
    __shared__ unsigned int s_global[256];
    __shared__ K s_keys[TILE];
    __shared__ unsigned int s_idx[PAIRS ? TILE : 1];
    const int t = threadIdx.x;
    if (t == 0) s_tile = atomicAdd(counter, 1u);
    unsigned int* s_match = (unsigned int*)s_keys;
#pragma unroll
    for (int w = 0; w < GSCI_OS_WARPS; ++w) {
        s_wc[w][t] = 0;
        s_match[w * 256 + t] = 0;
    }
    __syncthreads();
    const unsigned int tile = s_tile;
    if (tile * (unsigned long long)TILE + TILE <= n)
        gsci_os_pass_tile<T, PAIRS, true>(keys_in, idx_in, keys_out, idx_out, n, shift, hist, status, tile, in_raw,
                                          out_raw, canon, write_keys, pos_out, row_len, s_keys, s_idx, s_wc,
                                          s_global, s_tmp);
    else
        gsci_os_pass_tile<T, PAIRS, false>(keys_in, idx_in, keys_out, idx_out, n, shift, hist, status, tile,
                                           in_raw, out_raw, canon, write_keys, pos_out, row_len, s_keys, s_idx,
                                           s_wc, s_global, s_tmp);
}

// ---------------------------------------------------------------- keys of later stages
// Complex stages: keys[i] of element vals[idx[i]] (idx null: element i, and idx_out = i):
// mode 0 the real part's key, 1 the imaginary part's, 2 the NaN class.
template <typename C>
__device__ __forceinline__ void gsci_sort_keygen_complex_body(const C* vals, const unsigned int* idx, unsigned int* idx_out,
                                                              typename gsci_sk<typename gsci_complex_part<C>::R>::K* keys,
                                                              unsigned int n, int mode) {
    typedef typename gsci_complex_part<C>::R R;
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        const unsigned int j = idx ? idx[i] : i;
        if (!idx) idx_out[i] = i;
        const C v = vals[j];
        if (mode == 0) keys[i] = gsci_sk<R>::enc(v.re, 1);
        else if (mode == 1) keys[i] = gsci_sk<R>::enc(v.im, 1);
        else keys[i] = (unsigned int)(((v.re != v.re) << 1) | (v.im != v.im));
    }
}

// Row numbers as keys: keys[i] = idx[i] / row_len.
__device__ __forceinline__ void gsci_sort_rowkeys_body(const unsigned int* idx, unsigned int* keys, unsigned int n,
                                                       unsigned int row_len) {
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) keys[i] = idx[i] / row_len;
}

// out[i] = vals[idx[i]].
template <typename T>
__device__ __forceinline__ void gsci_sort_gather_body(const T* vals, const unsigned int* idx, T* out, unsigned int n) {
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) out[i] = vals[idx[i]];
}

// out[i] = idx[i] % row_len, as int64 (argsort along rows).
__device__ __forceinline__ void gsci_sort_positions_body(const unsigned int* idx, long long* out, unsigned int n,
                                                         unsigned int row_len) {
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) out[i] = (long long)(idx[i] % row_len);
}

// ---------------------------------------------------------------- searchsorted
// One binary search per query over a (n elements), through sorter when given (negative entries
// count from the end; validated on the host side).
template <typename T>
__device__ __forceinline__ void gsci_sort_search_body(const T* a, const long long* sorter, long long n, const T* v,
                                                      long long* out, long long m, int right) {
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long q = (long long)blockIdx.x * blockDim.x + threadIdx.x; q < m; q += step) {
        const T x = v[q];
        long long lo = 0, hi = n;
        while (lo < hi) {
            const long long mid = lo + ((hi - lo) >> 1);
            long long j = mid;
            if (sorter) {
                j = sorter[mid];
                if (j < 0) j += n;
            }
            const int c = gsci_sort_cmp<T>(a[j], x);
            if (right ? c <= 0 : c < 0) lo = mid + 1;
            else hi = mid;
        }
        out[q] = lo;
    }
}

// ---------------------------------------------------------------- unique
// flags[i] = 1 where sorted element i starts a new value.
template <typename T>
__device__ __forceinline__ void gsci_sort_unique_flags_body(const T* s, unsigned int* flags, unsigned int n, int equal_nan) {
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        unsigned int f = 1;
        if (i > 0) {
            const T a = s[i - 1], b = s[i];
            const bool na = gsci_sort_isnan<T>(a), nb = gsci_sort_isnan<T>(b);
            if (na || nb) f = (equal_nan && na && nb) ? 0 : 1;
            else f = gsci_sort_cmp<T>(a, b) != 0 ? 1 : 0;
        }
        flags[i] = f;
    }
}

// With run = the inclusive scan of flags (run[i] - 1 is element i's unique index):
// values, first indices (order = the stable argsort, may be null) and run starts.
template <typename T>
__device__ __forceinline__ void gsci_sort_unique_write_body(const T* s, const unsigned int* flags, const unsigned int* run,
                                                            const unsigned int* order, T* values, long long* first_index,
                                                            long long* starts, long long* inverse, unsigned int n) {
    const unsigned int step = gridDim.x * blockDim.x;
    for (unsigned int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += step) {
        const unsigned int u = run[i] - 1;
        if (flags[i]) {
            values[u] = s[i];
            if (first_index) first_index[u] = order[i];
            if (starts) starts[u] = i;
        }
        if (inverse) inverse[order[i]] = u;
    }
}

// counts[u] = starts[u + 1] - starts[u] (the last run ends at n).
__device__ __forceinline__ void gsci_sort_unique_counts_body(const long long* starts, long long* counts, long long m, long long n) {
    const long long step = (long long)gridDim.x * blockDim.x;
    for (long long u = (long long)blockIdx.x * blockDim.x + threadIdx.x; u < m; u += step)
        counts[u] = (u + 1 < m ? starts[u + 1] : n) - starts[u];
}
