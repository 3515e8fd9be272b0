// gsci-ndimage morphology: binary erosion over a structuring-element offset list, grey min/max
// over a footprint with boundary modes, and small elementwise helpers.

#define GSCI_ND_MAX_DIMS 8

struct gsci_nd_dims { long long v[GSCI_ND_MAX_DIMS]; };

// Mode codes (after Mode::for_filter): 0 reflect, 1 constant, 2 nearest, 3 mirror, 4 wrap.
// Returns the index inside 0..n, or -1 for cval. Same mapping as Mode::map_index.
__device__ __forceinline__ long long gsci_nd_map_index(int mode, long long i, long long n) {
    if (i >= 0 && i < n) return i;
    switch (mode) {
    case 1: return -1;
    case 2: return i < 0 ? 0 : n - 1;
    case 4: { long long k = i % n; return k < 0 ? k + n : k; }
    case 3: {
        if (n == 1) return 0;
        long long p = 2 * n - 2; long long k = i % p; if (k < 0) k += p;
        return k < n ? k : p - k;
    }
    default: {
        long long p = 2 * n; long long k = i % p; if (k < 0) k += p;
        return k < n ? k : p - 1 - k;
    }
    }
}

// Coordinates of row `row` over the leading ndim-1 axes.
__device__ __forceinline__ void gsci_nd_row_coords(long long row, const gsci_nd_dims& shape, int ndim, long long* c) {
    for (int d = ndim - 2; d >= 0; --d) { c[d] = row % shape.v[d]; row /= shape.v[d]; }
}

// One binary erosion pass over a C-contiguous byte image. invert = 0: AND over the offsets
// (erosion); invert = 1: OR (dilation with the reflected structure, prepared on the host).
// Outside the array a neighbour reads `border`. Where mask is 0 the input is copied.
extern "C" __global__ void gsci_nd_binary_erode(
    const unsigned char* __restrict__ in, const unsigned char* __restrict__ mask,
    unsigned char* __restrict__ out, gsci_nd_dims shape, int ndim, long long rows,
    const long long* __restrict__ offs, const long long* __restrict__ lin, int nnz,
    int border, int invert, int* changed)
{
    const long long last = shape.v[ndim - 1];
    int any_change = 0;
    for (long long row = blockIdx.y; row < rows; row += gridDim.y) {
        long long c[GSCI_ND_MAX_DIMS];
        gsci_nd_row_coords(row, shape, ndim, c);
        for (long long x = (long long)blockIdx.x * blockDim.x + threadIdx.x; x < last;
             x += (long long)gridDim.x * blockDim.x) {
            const long long i = row * last + x;
            const unsigned char v = in[i] != 0;
            unsigned char r;
            if (mask != nullptr && !mask[i]) {
                r = v;
            } else {
                int acc = invert ? 0 : 1;
                for (int k = 0; k < nnz; ++k) {
                    const long long* o = offs + (long long)k * ndim;
                    bool inside = true;
                    for (int d = 0; d < ndim - 1; ++d) {
                        long long q = c[d] + o[d];
                        if (q < 0 || q >= shape.v[d]) { inside = false; break; }
                    }
                    long long q = x + o[ndim - 1];
                    if (q < 0 || q >= last) inside = false;
                    int nv = inside ? (in[i + lin[k]] != 0) : border;
                    if (invert) { if (nv) { acc = 1; break; } }
                    else if (!nv) { acc = 0; break; }
                }
                r = (unsigned char)acc;
            }
            out[i] = r;
            any_change |= (r != v);
        }
    }
    if (changed != nullptr && __syncthreads_or(any_change) && threadIdx.x == 0 && threadIdx.y == 0)
        atomicOr(changed, 1);
}

// 2-D binary erosion with a shared-memory tile: each block loads its tile plus the halo once
// (bytes, border value outside), then every thread combines its neighbourhood from shared memory.
// Block 32 x 8, tile 32 x 8 outputs; the halo is at most GSCI_ND_HALO on each side.
#define GSCI_ND_TX 64
#define GSCI_ND_TY 16
#define GSCI_ND_HALO 4
extern "C" __global__ void gsci_nd_binary_erode_2d(
    const unsigned char* __restrict__ in, const unsigned char* __restrict__ mask,
    unsigned char* __restrict__ out, long long h, long long w,
    const int* __restrict__ offs, int nnz, int border, int invert, int* changed)
{
    __shared__ unsigned char tile[GSCI_ND_TY + 2 * GSCI_ND_HALO][GSCI_ND_TX + 2 * GSCI_ND_HALO];
    const long long y0 = (long long)blockIdx.y * GSCI_ND_TY;
    const long long x0 = (long long)blockIdx.x * GSCI_ND_TX;
    const int th = GSCI_ND_TY + 2 * GSCI_ND_HALO, tw = GSCI_ND_TX + 2 * GSCI_ND_HALO;
    const int tid = threadIdx.y * blockDim.x + threadIdx.x;
    const int nthreads = blockDim.x * blockDim.y;
    for (int k = tid; k < th * tw; k += nthreads) {
        int ty = k / tw, tx = k % tw;
        long long y = y0 + ty - GSCI_ND_HALO, x = x0 + tx - GSCI_ND_HALO;
        tile[ty][tx] = (y >= 0 && y < h && x >= 0 && x < w) ? (in[y * w + x] != 0) : (unsigned char)border;
    }
    __syncthreads();
    int any_change = 0;
    for (int ly = threadIdx.y; ly < GSCI_ND_TY; ly += blockDim.y) {
        for (int lx = threadIdx.x; lx < GSCI_ND_TX; lx += blockDim.x) {
            long long y = y0 + ly, x = x0 + lx;
            if (y >= h || x >= w) continue;
            const unsigned char v = tile[ly + GSCI_ND_HALO][lx + GSCI_ND_HALO];
            unsigned char r;
            if (mask != nullptr && !mask[y * w + x]) {
                r = v;
            } else {
                int acc = invert ? 0 : 1;
                for (int k = 0; k < nnz; ++k) {
                    int nv = tile[ly + GSCI_ND_HALO + offs[2 * k]][lx + GSCI_ND_HALO + offs[2 * k + 1]];
                    if (invert) { if (nv) { acc = 1; break; } }
                    else if (!nv) { acc = 0; break; }
                }
                r = (unsigned char)acc;
            }
            out[y * w + x] = r;
            any_change |= (r != v);
        }
    }
    if (changed != nullptr && __syncthreads_or(any_change) && tid == 0) atomicOr(changed, 1);
}

// Grey min (minimum = 1) or max over the neighbourhood, each candidate held in T as SciPy does,
// structure values (nullable) subtracted for min and added for max.
template <typename T>
__device__ void gsci_nd_grey_body(
    const T* __restrict__ in, T* __restrict__ out, const gsci_nd_dims& shape, int ndim, long long rows,
    const long long* __restrict__ offs, const double* __restrict__ sval, int nnz, int mode,
    double cval, int minimum)
{
    const long long last = shape.v[ndim - 1];
    for (long long row = blockIdx.y; row < rows; row += gridDim.y) {
        long long c[GSCI_ND_MAX_DIMS];
        gsci_nd_row_coords(row, shape, ndim, c);
        for (long long x = (long long)blockIdx.x * blockDim.x + threadIdx.x; x < last;
             x += (long long)gridDim.x * blockDim.x) {
            double acc = 0.0;
            for (int k = 0; k < nnz; ++k) {
                const long long* o = offs + (long long)k * ndim;
                long long base = 0;
                bool inside = true;
                for (int d = 0; d < ndim - 1; ++d) {
                    long long m = gsci_nd_map_index(mode, c[d] + o[d], shape.v[d]);
                    if (m < 0) { inside = false; break; }
                    base = base * shape.v[d] + m;
                }
                double v = cval;
                if (inside) {
                    long long m = gsci_nd_map_index(mode, x + o[ndim - 1], last);
                    if (m >= 0) v = (double)gsci_wide(in[base * last + m]);
                }
                if (sval != nullptr) v = minimum ? v - sval[k] : v + sval[k];
                // SciPy holds every candidate but the first in T (integers wrap); the first stays
                // a double until the output cast.
                if (k > 0) v = (double)gsci_wide(gsci_from_wide<T>::f(v));
                if (k == 0 || (minimum && v < acc) || (!minimum && v > acc)) acc = v;
            }
            out[row * last + x] = gsci_from_wide<T>::f(acc);
        }
    }
}

// out = a & !b
extern "C" __global__ void gsci_nd_and_not(const unsigned char* a, const unsigned char* b, unsigned char* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = (a[i] != 0) && !(b[i] != 0);
}

// out = !a
extern "C" __global__ void gsci_nd_not(const unsigned char* a, unsigned char* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = !(a[i] != 0);
}

// laplace = 0: out = a - b; laplace = 1: out = a + b - c - c (wrapping in T for integers).
template <typename T>
__device__ void gsci_nd_combine_body(const T* a, const T* b, const T* c, T* out, long long n, int laplace) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        T r;
        if (laplace) { r = (T)(a[i] + b[i]); r = (T)(r - c[i]); r = (T)(r - c[i]); }
        else r = (T)(a[i] - b[i]);
        out[i] = r;
    }
}
