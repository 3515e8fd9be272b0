// gsci-ndimage label: union-find connected components (Playne & Hawick style, atomicMin union so
// that every root is the smallest linear index of its component = its first pixel in raster
// order), then roots numbered 1..n in raster order by a block-wise scan: SciPy's numbering.

#define GSCI_ND_MAX_DIMS 8
struct gsci_lbl_dims { long long v[GSCI_ND_MAX_DIMS]; };

__device__ __forceinline__ int gsci_lbl_find(const int* parent, int x) {
    int p = ((volatile const int*)parent)[x];
    while (p != x) { x = p; p = ((volatile const int*)parent)[x]; }
    return x;
}

__device__ __forceinline__ void gsci_lbl_union(int* parent, int a, int b) {
    for (;;) {
        a = gsci_lbl_find(parent, a);
        b = gsci_lbl_find(parent, b);
        if (a == b) return;
        if (a < b) { int t = a; a = b; b = t; }
        // link the larger root a under the smaller root b
        int old = atomicMin(&parent[a], b);
        if (old == a) return;
        a = old;
    }
}

// parent[i] = i for foreground, -1 for background.
extern "C" __global__ void gsci_lbl_init(const unsigned char* in, int* parent, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        parent[i] = in[i] ? (int)i : -1;
}

// Union every foreground pixel with its foreground neighbours that precede it in raster order
// (offs: nnz * ndim per-axis offsets, lin: their linear offsets).
extern "C" __global__ void gsci_lbl_merge(
    int* parent, gsci_lbl_dims shape, int ndim, long long rows,
    const long long* __restrict__ offs, const long long* __restrict__ lin, int nnz)
{
    const long long last = shape.v[ndim - 1];
    for (long long row = blockIdx.y; row < rows; row += gridDim.y) {
        long long c[GSCI_ND_MAX_DIMS];
        long long r = row;
        for (int d = ndim - 2; d >= 0; --d) { c[d] = r % shape.v[d]; r /= shape.v[d]; }
        for (long long x = (long long)blockIdx.x * blockDim.x + threadIdx.x; x < last;
             x += (long long)gridDim.x * blockDim.x) {
            const long long i = row * last + x;
            if (parent[i] < 0) continue;
            for (int k = 0; k < nnz; ++k) {
                const long long* o = offs + (long long)k * ndim;
                bool inside = true;
                for (int d = 0; d < ndim - 1; ++d) {
                    long long q = c[d] + o[d];
                    if (q < 0 || q >= shape.v[d]) { inside = false; break; }
                }
                long long q = x + o[ndim - 1];
                if (q < 0 || q >= last) inside = false;
                if (!inside) continue;
                long long j = i + lin[k];
                if (((volatile int*)parent)[j] >= 0) gsci_lbl_union(parent, (int)i, (int)j);
            }
        }
    }
}

// Full path compression: parent[i] = root(i).
extern "C" __global__ void gsci_lbl_flatten(int* parent, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        int p = parent[i];
        if (p >= 0 && p != (int)i) parent[i] = gsci_lbl_find(parent, p);
    }
}

// Roots per block of 1024 elements (blockDim.x == 1024, one element per thread).
extern "C" __global__ void gsci_lbl_count_roots(const int* parent, int* counts, long long n) {
    long long i = (long long)blockIdx.x * 1024 + threadIdx.x;
    int is_root = (i < n) && parent[i] == (int)i;
    int c = __syncthreads_count(is_root);
    if (threadIdx.x == 0) counts[blockIdx.x] = c;
}

// Exclusive scan of `counts` (nblocks entries) in place by one block of 1024 threads; the total
// goes to *total.
extern "C" __global__ void gsci_lbl_scan(int* counts, long long nblocks, int* total) {
    __shared__ int s[1024];
    int carry = 0;
    for (long long base = 0; base < nblocks; base += 1024) {
        long long i = base + threadIdx.x;
        int v = i < nblocks ? counts[i] : 0;
        s[threadIdx.x] = v;
        __syncthreads();
        for (int off = 1; off < 1024; off <<= 1) {
            int t = threadIdx.x >= off ? s[threadIdx.x - off] : 0;
            __syncthreads();
            s[threadIdx.x] += t;
            __syncthreads();
        }
        if (i < nblocks) counts[i] = carry + s[threadIdx.x] - v;
        int block_total = s[1023];
        __syncthreads();
        carry += block_total;
    }
    if (threadIdx.x == 0) *total = carry;
}

// Roots get 1 + (roots before them); written into out at the root's own position.
extern "C" __global__ void gsci_lbl_number_roots(const int* parent, const int* offsets, int* out, long long n) {
    __shared__ int warp_counts[32];
    long long i = (long long)blockIdx.x * 1024 + threadIdx.x;
    int is_root = (i < n) && parent[i] == (int)i;
    unsigned int ballot = __ballot_sync(0xffffffffu, is_root);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) warp_counts[warp] = __popc(ballot);
    __syncthreads();
    int before = 0;
    for (int w = 0; w < warp; ++w) before += warp_counts[w];
    before += __popc(ballot & ((1u << lane) - 1u));
    if (is_root) out[i] = offsets[blockIdx.x] + before + 1;
}

// Every other pixel takes its root's number (0 for background).
extern "C" __global__ void gsci_lbl_assign(const int* parent, int* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        int p = parent[i];
        if (p < 0) out[i] = 0;
        else if (p != (int)i) out[i] = out[p];
    }
}

// Per-label sums for sum_labels / mean / variance. slot(label): mode 0 every element -> 0,
// mode 1 label > 0 -> 0, mode 2 table[label - lo] for lo <= label < lo + span (-1: skipped).
// With `mean` (per slot) the squared deviations are summed instead of the values. Up to
// GSCI_LBLSTAT_SHARED slots accumulate in shared memory first, then once per block in global.
#define GSCI_LBLSTAT_SHARED 512
template <typename T>
__device__ void gsci_lblstat_body(
    const T* __restrict__ v, const long long* __restrict__ lab, long long n, int mode, long long lo,
    long long span, const int* __restrict__ table, int nslots, const double* __restrict__ mean,
    double* acc, unsigned long long* cnt)
{
    __shared__ double s_acc[GSCI_LBLSTAT_SHARED];
    __shared__ unsigned long long s_cnt[GSCI_LBLSTAT_SHARED];
    const bool priv = nslots <= GSCI_LBLSTAT_SHARED;
    if (priv) {
        for (int s = threadIdx.x; s < nslots; s += blockDim.x) { s_acc[s] = 0.0; s_cnt[s] = 0ull; }
        __syncthreads();
    }
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        int s;
        if (mode == 0) s = 0;
        else if (mode == 1) s = lab[i] > 0 ? 0 : -1;
        else { long long k = lab[i] - lo; s = (k >= 0 && k < span) ? table[k] : -1; }
        if (s < 0) continue;
        double x = (double)gsci_wide(v[i]);
        if (mean != nullptr) { x -= mean[s]; x *= x; }
        if (priv) { atomicAdd(&s_acc[s], x); atomicAdd(&s_cnt[s], 1ull); }
        else { atomicAdd(&acc[s], x); atomicAdd(&cnt[s], 1ull); }
    }
    if (priv) {
        __syncthreads();
        for (int s = threadIdx.x; s < nslots; s += blockDim.x) {
            if (s_cnt[s] != 0ull) { atomicAdd(&acc[s], s_acc[s]); atomicAdd(&cnt[s], s_cnt[s]); }
        }
    }
}
