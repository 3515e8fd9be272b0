// gsci-ndimage filter kernels. Templates over the input type T, the output type O, the
// accumulator A (float for float32 to float32, double otherwise, as SciPy computes in double),
// and the flat index type I (unsigned int when every offset fits, else long long).
// The boundary is resolved while a tile and its halo are loaded (gsci_nd_map); the inner loops
// read shared memory without branches.

#define GSCI_ND_MAX_DIMS 8

// SciPy's filter modes: 0 reflect, 1 constant, 2 nearest, 3 mirror, 4 wrap. Returns the index
// inside [0, n) or -1 for cval.
__device__ __forceinline__ int gsci_nd_map(int i, int n, int mode) {
    if (i >= 0 && i < n) return i;
    switch (mode) {
    case 1: return -1;
    case 2: return i < 0 ? 0 : n - 1;
    case 4: { int k = i % n; return k < 0 ? k + n : k; }
    case 3: {
        if (n == 1) return 0;
        int p = 2 * n - 2; int k = i % p; if (k < 0) k += p;
        return k < n ? k : p - k;
    }
    default: {
        int p = 2 * n; int k = i % p; if (k < 0) k += p;
        return k < n ? k : p - 1 - k;
    }
    }
}

// SciPy's C cast of the double result to the output type (CUDA's conversions saturate, so
// integers go through long long first and then wrap, like the CPU backend).
template <typename O> struct gsci_nd_out {
    template <typename A> static __device__ __forceinline__ O cast(A x) {
        return (O)(long long)x;
    }
};
template <> struct gsci_nd_out<float> {
    template <typename A> static __device__ __forceinline__ float cast(A x) { return (float)x; }
};
template <> struct gsci_nd_out<double> {
    template <typename A> static __device__ __forceinline__ double cast(A x) { return (double)x; }
};
#define GSCI_ND_UNSIGNED_OUT(U)                                                              \
    template <> struct gsci_nd_out<U> {                                                     \
        template <typename A> static __device__ __forceinline__ U cast(A x) {               \
            return x < (A)0 ? (U)(long long)x : (U)(unsigned long long)x;                   \
        }                                                                                   \
    };
GSCI_ND_UNSIGNED_OUT(unsigned char)
GSCI_ND_UNSIGNED_OUT(unsigned short)
GSCI_ND_UNSIGNED_OUT(unsigned int)
GSCI_ND_UNSIGNED_OUT(unsigned long long)

// acc + w * x with the product and the sum each rounded (no FMA contraction), as SciPy's C code
// computes on x86-64: the GPU's results then match SciPy's (and the CPU backend's) bit for bit.
__device__ __forceinline__ double gsci_nd_madd(double acc, double w, double x) { return __dadd_rn(acc, __dmul_rn(w, x)); }
__device__ __forceinline__ float gsci_nd_madd(float acc, float w, float x) { return __fadd_rn(acc, __fmul_rn(w, x)); }
__device__ __forceinline__ double gsci_nd_mul(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ float gsci_nd_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double gsci_nd_add(double a, double b) { return __dadd_rn(a, b); }
__device__ __forceinline__ float gsci_nd_add(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double gsci_nd_sub(double a, double b) { return __dsub_rn(a, b); }
__device__ __forceinline__ float gsci_nd_sub(float a, float b) { return __fsub_rn(a, b); }

// SciPy's symmetry test of odd-length weights (NI_Correlate1D): 1 symmetric, -1 antisymmetric.
template <typename A>
__device__ __forceinline__ int gsci_nd_symmetry(const A* __restrict__ w, int size) {
    if (size % 2 == 0 || size < 3) return 0;
    const int c = size / 2;
    bool sym = true, anti = true;
    for (int j = 1; j <= c; ++j) {
        sym = sym && fabs((double)w[c + j] - (double)w[c - j]) <= 2.220446049250313e-16;
        anti = anti && fabs((double)w[c + j] + (double)w[c - j]) <= 2.220446049250313e-16;
    }
    return sym ? 1 : (anti ? -1 : 0);
}

// gsci_nd_symmetry of the weights converted to A (read from global memory).
template <typename A>
__device__ __forceinline__ int gsci_nd_symmetry_of(const double* __restrict__ weights, int size) {
    if (size % 2 == 0 || size < 3) return 0;
    const int c = size / 2;
    bool sym = true, anti = true;
    for (int j = 1; j <= c; ++j) {
        const double r = (double)(A)weights[c + j], l = (double)(A)weights[c - j];
        sym = sym && fabs(r - l) <= 2.220446049250313e-16;
        anti = anti && fabs(r + l) <= 2.220446049250313e-16;
    }
    return sym ? 1 : (anti ? -1 : 0);
}

// Line operations: 0 correlate with weights, 1 minimum, 2 maximum, 3 mean of the window.
// Correlation follows SciPy's NI_Correlate1D order: the centre tap first, then (symmetric or
// antisymmetric weights) pairs of taps from the outside in, else the left taps from the outside
// in and then the right taps from the inside out.
template <typename A, typename B, int OP>
__device__ __forceinline__ A gsci_nd_line_op(const B* __restrict__ xb, int stride, const A* __restrict__ w, int size, int sym) {
    // The buffer holds exact copies of the values (B is float only for float32 data with a
    // float-representable cval), read as A.
    struct Rd { const B* p; __device__ __forceinline__ A operator[](int k) const { return (A)p[k]; } };
    const Rd x{xb};
    if (OP == 0) {
        const int s1 = size / 2, s2 = size - s1 - 1;
        const Rd c{xb + s1 * stride};
        A t = gsci_nd_mul(c[0], w[s1]);
        if (sym == 1) {
            for (int j = s1; j >= 1; --j) t = gsci_nd_madd(t, gsci_nd_add(c[-j * stride], c[j * stride]), w[s1 - j]);
        } else if (sym == -1) {
            for (int j = s1; j >= 1; --j) t = gsci_nd_madd(t, gsci_nd_sub(c[-j * stride], c[j * stride]), w[s1 - j]);
        } else {
            for (int j = s1; j >= 1; --j) t = gsci_nd_madd(t, c[-j * stride], w[s1 - j]);
            for (int j = 1; j <= s2; ++j) t = gsci_nd_madd(t, c[j * stride], w[s1 + j]);
        }
        return t;
    } else if (OP == 1) {
        A m = x[0];
        for (int k = 1; k < size; ++k) { A v = x[k * stride]; m = v < m ? v : m; }
        return m;
    } else if (OP == 2) {
        A m = x[0];
        for (int k = 1; k < size; ++k) { A v = x[k * stride]; m = v > m ? v : m; }
        return m;
    } else {
        A acc = (A)0;
        for (int k = 0; k < size; ++k) acc += x[k * stride];
        return acc / (A)size;
    }
}

#define GSCI_ND_ROW_THREADS 256
#define GSCI_ND_ROW_TILE 1024

// A pass along the last axis: rows of length n. Block: GSCI_ND_ROW_THREADS threads handling
// GSCI_ND_ROW_TILE outputs of one row; grid (tiles per row, rows, grid-stride over rows).
// Shared: size weights + (tile + size - 1) inputs, all of type A.
template <typename T, typename O, typename A, typename B, typename I, int OP>
__device__ void gsci_nd_line_rows(const T* __restrict__ in, O* __restrict__ out,
                                  const double* __restrict__ weights, int n, int rows, int size,
                                  int before, int mode, A cval, unsigned char* __restrict__ flags) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    A* w = reinterpret_cast<A*>(gsci_nd_smem);
    B* buf = reinterpret_cast<B*>(w + size);
    if (OP == 0)
        for (int k = threadIdx.x; k < size; k += blockDim.x) w[k] = (A)weights[k];
    // The symmetry of the weights (SciPy's test, on the accumulator-type weights), once.
    const int sym = OP == 0 ? gsci_nd_symmetry_of<A>(weights, size) : 0;
    const int start = blockIdx.x * GSCI_ND_ROW_TILE;
    const int len = min(GSCI_ND_ROW_TILE, n - start);
    const int buflen = len + size - 1;
    for (int row = blockIdx.y; row < rows; row += gridDim.y) {
        const T* src = in + (I)row * (I)n;
        for (int k = threadIdx.x; k < buflen; k += blockDim.x) {
            int j = gsci_nd_map(start + k - before, n, mode);
            buf[k] = j < 0 ? (B)cval : (B)src[j];
            if (OP == 3 && flags != nullptr && j >= 0 && !isfinite((double)buf[k])) flags[row] = 1;
        }
        __syncthreads();
        O* dst = out + (I)row * (I)n + start;
        for (int i = threadIdx.x; i < len; i += blockDim.x)
            dst[i] = gsci_nd_out<O>::cast(gsci_nd_line_op<A, B, OP>(buf + i, 1, w, size, sym));
        __syncthreads();
    }
}

#define GSCI_ND_COL_X 32
#define GSCI_ND_COL_Y 8
#define GSCI_ND_COL_TILE 64

// A pass along an inner axis: the array is (outer, n, inner) with inner > 1. Block 32 x 8:
// 32 neighbouring columns (coalesced) by GSCI_ND_COL_TILE positions along the axis; grid
// (column blocks, tiles along the axis, grid-stride over outer).
// Shared: size weights + (tile + size - 1) x 32 inputs.
template <typename T, typename O, typename A, typename B, typename I, int OP>
__device__ void gsci_nd_line_cols(const T* __restrict__ in, O* __restrict__ out,
                                  const double* __restrict__ weights, int outer, int n, int inner,
                                  int size, int before, int mode, A cval, unsigned char* __restrict__ flags) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    A* w = reinterpret_cast<A*>(gsci_nd_smem);
    B* buf = reinterpret_cast<B*>(w + size);
    const int tid = threadIdx.y * GSCI_ND_COL_X + threadIdx.x;
    if (OP == 0)
        for (int k = tid; k < size; k += GSCI_ND_COL_X * GSCI_ND_COL_Y) w[k] = (A)weights[k];
    const int sym = OP == 0 ? gsci_nd_symmetry_of<A>(weights, size) : 0;
    const int col = blockIdx.x * GSCI_ND_COL_X + threadIdx.x;
    const int start = blockIdx.y * GSCI_ND_COL_TILE;
    const int len = min(GSCI_ND_COL_TILE, n - start);
    const int buflen = len + size - 1;
    for (int o = blockIdx.z; o < outer; o += gridDim.z) {
        const I base = (I)o * (I)n * (I)inner;
        for (int k = threadIdx.y; k < buflen; k += GSCI_ND_COL_Y) {
            int j = gsci_nd_map(start + k - before, n, mode);
            B v = (B)cval;
            if (col < inner && j >= 0) {
                v = (B)in[base + (I)j * (I)inner + col];
                if (OP == 3 && flags != nullptr && !isfinite((double)v)) flags[(I)o * (I)inner + col] = 1;
            }
            buf[k * GSCI_ND_COL_X + threadIdx.x] = v;
        }
        __syncthreads();
        if (col < inner)
            for (int i = threadIdx.y; i < len; i += GSCI_ND_COL_Y)
                out[base + (I)(start + i) * (I)inner + col] = gsci_nd_out<O>::cast(
                    gsci_nd_line_op<A, B, OP>(buf + i * GSCI_ND_COL_X + threadIdx.x, GSCI_ND_COL_X, w, size, sym));
        __syncthreads();
    }
}

// A pass along any axis for windows too large for the shared tiles: one output per thread,
// reading global memory (weights from global too). Grid-stride over all outputs.
template <typename T, typename O, typename A, typename I, int OP>
__device__ void gsci_nd_line_direct(const T* __restrict__ in, O* __restrict__ out,
                                    const double* __restrict__ weights, I total, int n, int inner,
                                    int size, int before, int mode, A cval, unsigned char* __restrict__ flags) {
    for (I e = (I)blockIdx.x * blockDim.x + threadIdx.x; e < total; e += (I)gridDim.x * blockDim.x) {
        const I j = e % (I)inner;
        const I rest = e / (I)inner;
        const int i = (int)(rest % (I)n);
        const I base = (rest / (I)n) * (I)n * (I)inner + j;
        A acc = (A)0;
        bool first = true;
        if (OP == 0) {
            // SciPy's NI_Correlate1D order, as gsci_nd_line_op.
            auto tap = [&](int k) -> A {
                const int m = gsci_nd_map(i + k - before, n, mode);
                return m < 0 ? cval : (A)in[base + (I)m * (I)inner];
            };
            const int s1 = size / 2, s2 = size - s1 - 1;
            const int sym = gsci_nd_symmetry(weights, size);
            acc = gsci_nd_mul(tap(s1), (A)weights[s1]);
            if (sym == 1) {
                for (int j = s1; j >= 1; --j) acc = gsci_nd_madd(acc, gsci_nd_add(tap(s1 - j), tap(s1 + j)), (A)weights[s1 - j]);
            } else if (sym == -1) {
                for (int j = s1; j >= 1; --j) acc = gsci_nd_madd(acc, gsci_nd_sub(tap(s1 - j), tap(s1 + j)), (A)weights[s1 - j]);
            } else {
                for (int j = s1; j >= 1; --j) acc = gsci_nd_madd(acc, tap(s1 - j), (A)weights[s1 - j]);
                for (int j = 1; j <= s2; ++j) acc = gsci_nd_madd(acc, tap(s1 + j), (A)weights[s1 + j]);
            }
            out[e] = gsci_nd_out<O>::cast(acc);
            continue;
        }
        for (int k = 0; k < size; ++k) {
            int m = gsci_nd_map(i + k - before, n, mode);
            A v = m < 0 ? cval : (A)in[base + (I)m * (I)inner];
            if (OP == 3 && flags != nullptr && m >= 0 && !isfinite((double)v)) flags[(rest / (I)n) * (I)inner + j] = 1;
            if (OP == 3) acc += v;
            else if (first) acc = v;
            else if (OP == 1) acc = v < acc ? v : acc;
            else acc = v > acc ? v : acc;
            first = false;
        }
        if (OP == 3) acc /= (A)size;
        out[e] = gsci_nd_out<O>::cast(acc);
    }
}

// SciPy's running mean along lines (NI_UniformFilter1D): one thread per line of the
// (outer, n, inner) array; `t` keeps the running sum, `t += new - old` per step, each rounded, so
// a non-finite value makes the rest of the line non-finite exactly as in SciPy. Runs only the
// lines whose flag the fast pass set (every line when `flags` is null).
template <typename T, typename O, typename I>
__device__ void gsci_nd_uniform_lines(const T* __restrict__ in, O* __restrict__ out,
                                      const unsigned char* __restrict__ flags, I lines, int n,
                                      int inner, int size, int before, int mode, double cval) {
    for (I l = (I)blockIdx.x * blockDim.x + threadIdx.x; l < lines; l += (I)gridDim.x * blockDim.x) {
        if (flags != nullptr && flags[l] == 0) continue;
        const I o = l / (I)inner, j = l % (I)inner;
        const I base = o * (I)n * (I)inner + j;
        auto ext = [&](int k) -> double {
            const int m = gsci_nd_map(k - before, n, mode);
            return m < 0 ? cval : (double)in[base + (I)m * (I)inner];
        };
        const double fs = (double)size;
        double t = 0.0;
        for (int k = 0; k < size; ++k) t = __dadd_rn(t, ext(k));
        out[base] = gsci_nd_out<O>::cast(__ddiv_rn(t, fs));
        for (int i = 1; i < n; ++i) {
            t = __dadd_rn(t, __dsub_rn(ext(i + size - 1), ext(i - 1)));
            out[base + (I)i * (I)inner] = gsci_nd_out<O>::cast(__ddiv_rn(t, fs));
        }
    }
}

// The shape of a C-contiguous array and, per axis, the interior range of coordinates whose whole
// window lies inside (lo <= c <= hi), for the n-d kernels.
struct gsci_nd_geom {
    int shape[GSCI_ND_MAX_DIMS];
    int lo[GSCI_ND_MAX_DIMS];
    int hi[GSCI_ND_MAX_DIMS];
};

// Loads the value of tap t at coordinate c (flat position e): a flat offset when inside, else the
// mode's per-axis mapping.
template <typename T, typename A, typename I, int NDIM>
__device__ __forceinline__ A gsci_nd_tap(const T* __restrict__ in, const gsci_nd_geom& g, const int* c,
                                         bool inside, I e, const int* __restrict__ off,
                                         const long long* __restrict__ flat, int t, int mode, A cval) {
    if (inside) return (A)in[(I)((long long)e + flat[t])];
    I idx = 0;
    for (int a = 0; a < NDIM; ++a) {
        int m = gsci_nd_map(c[a] + off[t * NDIM + a], g.shape[a], mode);
        if (m < 0) return cval;
        idx = idx * (I)g.shape[a] + (I)m;
    }
    return (A)in[idx];
}

template <int NDIM, typename I>
__device__ __forceinline__ bool gsci_nd_coords(I e, const gsci_nd_geom& g, int* c) {
    bool inside = true;
    for (int a = NDIM - 1; a >= 0; --a) {
        c[a] = (int)(e % (I)g.shape[a]);
        e /= (I)g.shape[a];
        inside = inside && c[a] >= g.lo[a] && c[a] <= g.hi[a];
    }
    return inside;
}

// Correlation with n-d weights given as taps (per-axis offsets, flat offsets, weights), staged in
// shared memory. One output per thread, grid-stride.
template <typename T, typename O, typename A, typename I, int NDIM>
__device__ void gsci_nd_correlate(const T* __restrict__ in, O* __restrict__ out, I total, gsci_nd_geom g,
                                  const int* __restrict__ offsets, const long long* __restrict__ flat_g,
                                  const double* __restrict__ weights, int ntaps, int mode, A cval) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    long long* flat = reinterpret_cast<long long*>(gsci_nd_smem);
    A* w = reinterpret_cast<A*>(flat + ntaps);
    int* off = reinterpret_cast<int*>(w + ntaps);
    for (int k = threadIdx.x; k < ntaps; k += blockDim.x) {
        flat[k] = flat_g[k];
        w[k] = (A)weights[k];
    }
    for (int k = threadIdx.x; k < ntaps * NDIM; k += blockDim.x) off[k] = offsets[k];
    __syncthreads();
    for (I e = (I)blockIdx.x * blockDim.x + threadIdx.x; e < total; e += (I)gridDim.x * blockDim.x) {
        int c[NDIM];
        bool inside = gsci_nd_coords<NDIM, I>(e, g, c);
        A acc = (A)0;
        for (int t = 0; t < ntaps; ++t)
            acc = gsci_nd_madd(acc, w[t], gsci_nd_tap<T, A, I, NDIM>(in, g, c, inside, e, off, flat, t, mode, cval));
        out[e] = gsci_nd_out<O>::cast(acc);
    }
}

#define GSCI_ND_TILE2 32

// Correlation with weights spanning the last two axes (kh x kw dense, zeros skipped like SciPy's
// footprint of non-zero weights): a 32 x 32 output tile per block (32 x 8 threads, 4 rows each)
// over a shared input tile with its halo loaded through the mode's mapping; leading axes form a
// batch (grid z, grid-stride). (my, mx): offset of the window's first row/column.
template <typename T, typename O, typename A, typename I>
__device__ void gsci_nd_correlate2d(const T* __restrict__ in, O* __restrict__ out,
                                    const double* __restrict__ weights, int batch, int H, int W,
                                    int kh, int kw, int my, int mx, int mode, A cval) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    A* w = reinterpret_cast<A*>(gsci_nd_smem);
    A* tile = w + kh * kw;
    const int pitch = GSCI_ND_TILE2 + kw - 1;
    const int rows = GSCI_ND_TILE2 + kh - 1;
    const int tid = threadIdx.y * GSCI_ND_TILE2 + threadIdx.x;
    const int nthreads = GSCI_ND_TILE2 * blockDim.y;
    for (int k = tid; k < kh * kw; k += nthreads) w[k] = (A)weights[k];
    const int x0 = blockIdx.x * GSCI_ND_TILE2;
    const int y0 = blockIdx.y * GSCI_ND_TILE2;
    for (int b = blockIdx.z; b < batch; b += gridDim.z) {
        const I base = (I)b * (I)H * (I)W;
        for (int k = tid; k < rows * pitch; k += nthreads) {
            const int r = k / pitch;
            const int c = k - r * pitch;
            const int yy = gsci_nd_map(y0 + my + r, H, mode);
            const int xx = gsci_nd_map(x0 + mx + c, W, mode);
            tile[k] = (yy < 0 || xx < 0) ? cval : (A)in[base + (I)yy * (I)W + xx];
        }
        __syncthreads();
        const int x = x0 + threadIdx.x;
        for (int i = threadIdx.y; i < GSCI_ND_TILE2; i += blockDim.y) {
            const int y = y0 + i;
            if (y < H && x < W) {
                A acc = (A)0;
                for (int r = 0; r < kh; ++r) {
                    const A* row = tile + (i + r) * pitch + threadIdx.x;
                    const A* wr = w + r * kw;
                    for (int c = 0; c < kw; ++c) {
                        const A wv = wr[c];
                        if (wv != (A)0) acc = gsci_nd_madd(acc, wv, row[c]);
                    }
                }
                out[base + (I)y * (I)W + x] = gsci_nd_out<O>::cast(acc);
            }
        }
        __syncthreads();
    }
}

// Compare-exchange selection: after step s, v[s] holds the (s+1)-th extreme value. From the
// bottom when rank is in the lower half, else from the top. UNROLL keeps small windows in
// registers (every index static); large windows live in local memory.
template <typename A, int CAP, bool UNROLL>
__device__ __forceinline__ A gsci_nd_select(A* v, int ntaps, int steps, bool low) {
    if constexpr (UNROLL) {
#pragma unroll
        for (int s = 0; s < CAP; ++s) {
            if (s <= steps) {
#pragma unroll
                for (int t = s + 1; t < CAP; ++t) {
                    if (t < ntaps) {
                        A a = v[s], b = v[t];
                        bool swap = low ? (b < a) : (b > a);
                        v[s] = swap ? b : a;
                        v[t] = swap ? a : b;
                    }
                }
            }
        }
        A r = v[0];
#pragma unroll
        for (int s = 1; s < CAP; ++s) if (s == steps) r = v[s];
        return r;
    } else {
#pragma unroll 1
        for (int s = 0; s <= steps; ++s) {
#pragma unroll 1
            for (int t = s + 1; t < ntaps; ++t) {
                A a = v[s], b = v[t];
                bool swap = low ? (b < a) : (b > a);
                v[s] = swap ? b : a;
                v[t] = swap ? a : b;
            }
        }
        return v[steps];
    }
}

// The rank-th smallest value over the taps (at most CAP) of every point. One output per thread,
// grid-stride; tap offsets staged in shared memory.
template <typename T, typename O, typename A, typename I, int NDIM, int CAP>
__device__ void gsci_nd_rank(const T* __restrict__ in, O* __restrict__ out, I total, gsci_nd_geom g,
                             const int* __restrict__ offsets, const long long* __restrict__ flat_g,
                             int ntaps, int rank, int mode, A cval) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    long long* flat = reinterpret_cast<long long*>(gsci_nd_smem);
    int* off = reinterpret_cast<int*>(flat + ntaps);
    for (int k = threadIdx.x; k < ntaps; k += blockDim.x) flat[k] = flat_g[k];
    for (int k = threadIdx.x; k < ntaps * NDIM; k += blockDim.x) off[k] = offsets[k];
    __syncthreads();
    const bool low = 2 * rank < ntaps;
    const int steps = low ? rank : ntaps - 1 - rank;
    constexpr bool UNROLL = CAP <= 32;
    for (I e = (I)blockIdx.x * blockDim.x + threadIdx.x; e < total; e += (I)gridDim.x * blockDim.x) {
        int c[NDIM];
        bool inside = gsci_nd_coords<NDIM, I>(e, g, c);
        A v[CAP];
        if constexpr (UNROLL) {
#pragma unroll
            for (int t = 0; t < CAP; ++t)
                v[t] = t < ntaps ? gsci_nd_tap<T, A, I, NDIM>(in, g, c, inside, e, off, flat, t, mode, cval) : cval;
        } else {
            for (int t = 0; t < ntaps; ++t)
                v[t] = gsci_nd_tap<T, A, I, NDIM>(in, g, c, inside, e, off, flat, t, mode, cval);
        }
        out[e] = gsci_nd_out<O>::cast(gsci_nd_select<A, CAP, UNROLL>(v, ntaps, steps, low));
    }
}

// NumPy's in-place arithmetic in the output type: integers wrap (computed modulo 2^64).
template <typename O> struct gsci_nd_arith {
    static __device__ __forceinline__ O add(O a, O b) {
        return (O)((unsigned long long)(long long)a + (unsigned long long)(long long)b);
    }
    static __device__ __forceinline__ O mul(O a, O b) {
        return (O)((unsigned long long)(long long)a * (unsigned long long)(long long)b);
    }
};
template <> struct gsci_nd_arith<float> {
    static __device__ __forceinline__ float add(float a, float b) { return a + b; }
    static __device__ __forceinline__ float mul(float a, float b) { return a * b; }
};
template <> struct gsci_nd_arith<double> {
    static __device__ __forceinline__ double add(double a, double b) { return a + b; }
    static __device__ __forceinline__ double mul(double a, double b) { return a * b; }
};

// out = combine(out, other): 0 out + other, 1 out * out, 2 out + other * other, 3 sqrt(out)
// (truncated for integers, like np.sqrt(out, out, casting='unsafe')).
template <typename O, typename I>
__device__ void gsci_nd_combine(O* __restrict__ out, const O* __restrict__ other, I total, int op) {
    for (I e = (I)blockIdx.x * blockDim.x + threadIdx.x; e < total; e += (I)gridDim.x * blockDim.x) {
        O a = out[e];
        O r;
        if (op == 0) r = gsci_nd_arith<O>::add(a, other[e]);
        else if (op == 1) r = gsci_nd_arith<O>::mul(a, a);
        else if (op == 2) r = gsci_nd_arith<O>::add(a, gsci_nd_arith<O>::mul(other[e], other[e]));
        else r = gsci_nd_out<O>::cast(sqrt((double)a));
        out[e] = r;
    }
}

// generic_filter: the window's values (at most CAP) gathered in a local array and passed to the
// user's function F (a functor calling the user's device function). One output per thread.
template <typename T, typename O, typename I, int NDIM, int CAP, typename F>
__device__ void gsci_nd_generic(const T* __restrict__ in, O* __restrict__ out, I total, gsci_nd_geom g,
                                const int* __restrict__ offsets, const long long* __restrict__ flat_g,
                                int ntaps, int mode, double cval, F f) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    long long* flat = reinterpret_cast<long long*>(gsci_nd_smem);
    int* off = reinterpret_cast<int*>(flat + ntaps);
    for (int k = threadIdx.x; k < ntaps; k += blockDim.x) flat[k] = flat_g[k];
    for (int k = threadIdx.x; k < ntaps * NDIM; k += blockDim.x) off[k] = offsets[k];
    __syncthreads();
    for (I e = (I)blockIdx.x * blockDim.x + threadIdx.x; e < total; e += (I)gridDim.x * blockDim.x) {
        int c[NDIM];
        bool inside = gsci_nd_coords<NDIM, I>(e, g, c);
        double v[CAP];
        for (int t = 0; t < ntaps; ++t)
            v[t] = gsci_nd_tap<T, double, I, NDIM>(in, g, c, inside, e, off, flat, t, mode, cval);
        out[e] = gsci_nd_out<O>::cast(f(v, ntaps));
    }
}

// generic_filter1d: one thread per line of the (outer, n, inner) array; the extended line and the
// output line live in the scratch buffers (buflen and n doubles per line).
template <typename T, typename O, typename I, typename F>
__device__ void gsci_nd_generic_line(const T* __restrict__ in, O* __restrict__ out,
                                     double* __restrict__ scratch_in, double* __restrict__ scratch_out,
                                     I lines, int n, int inner, int size, int before, int mode,
                                     double cval, F f) {
    const int buflen = n + size - 1;
    for (I l = (I)blockIdx.x * blockDim.x + threadIdx.x; l < lines; l += (I)gridDim.x * blockDim.x) {
        const I o = l / (I)inner, j = l % (I)inner;
        const I base = o * (I)n * (I)inner + j;
        double* buf = scratch_in + (long long)l * buflen;
        double* line = scratch_out + (long long)l * n;
        for (int k = 0; k < buflen; ++k) {
            const int m = gsci_nd_map(k - before, n, mode);
            buf[k] = m < 0 ? cval : (double)in[base + (I)m * (I)inner];
        }
        for (int i = 0; i < n; ++i) line[i] = 0.0;
        f(buf, buflen, line, n);
        for (int i = 0; i < n; ++i) out[base + (I)i * (I)inner] = gsci_nd_out<O>::cast(line[i]);
    }
}

// Rank filter with a window over the last two axes (kh x kw, at most 32 taps): a 32 x 32 output
// tile per block (32 x 8 threads, 4 rows each) over a shared input tile with its halo loaded
// through the mode's mapping, the taps' tile offsets in shared memory, and the same
// compare-exchange selection in registers as gsci_nd_rank (same values in the same order, so the
// same results). S: the selection type (float for float32 data, else the accumulator type).
// taps_g: (dy, dx) of every tap from the window's first row and column, footprint order.
template <typename T, typename O, typename S, typename I, int CAP>
__device__ void gsci_nd_rank2d(const T* __restrict__ in, O* __restrict__ out,
                               const int* __restrict__ taps_g, int ntaps, int rank, int batch,
                               int H, int W, int kh, int kw, int my, int mx, int mode, S cval) {
    extern __shared__ __align__(16) unsigned char gsci_nd_smem[];
    const int pitch = GSCI_ND_TILE2 + kw - 1;
    const int rows = GSCI_ND_TILE2 + kh - 1;
    S* tile = reinterpret_cast<S*>(gsci_nd_smem);
    int* toff = reinterpret_cast<int*>(tile + rows * pitch);
    const int tid = threadIdx.y * GSCI_ND_TILE2 + threadIdx.x;
    const int nthreads = GSCI_ND_TILE2 * blockDim.y;
    for (int k = tid; k < ntaps; k += nthreads) toff[k] = taps_g[2 * k] * pitch + taps_g[2 * k + 1];
    const bool low = 2 * rank < ntaps;
    const int steps = low ? rank : ntaps - 1 - rank;
    const int x0 = blockIdx.x * GSCI_ND_TILE2;
    const int y0 = blockIdx.y * GSCI_ND_TILE2;
    for (int b = blockIdx.z; b < batch; b += gridDim.z) {
        const I base = (I)b * (I)H * (I)W;
        for (int k = tid; k < rows * pitch; k += nthreads) {
            const int r = k / pitch;
            const int c = k - r * pitch;
            const int yy = gsci_nd_map(y0 + my + r, H, mode);
            const int xx = gsci_nd_map(x0 + mx + c, W, mode);
            tile[k] = (yy < 0 || xx < 0) ? cval : (S)in[base + (I)yy * (I)W + xx];
        }
        __syncthreads();
        const int x = x0 + threadIdx.x;
        for (int i = threadIdx.y; i < GSCI_ND_TILE2; i += blockDim.y) {
            const int y = y0 + i;
            if (y < H && x < W) {
                const S* p = tile + i * pitch + threadIdx.x;
                S v[CAP];
#pragma unroll
                for (int t = 0; t < CAP; ++t) v[t] = t < ntaps ? p[toff[t]] : cval;
                out[base + (I)y * (I)W + x] = gsci_nd_out<O>::cast(gsci_nd_select<S, CAP, true>(v, ntaps, steps, low));
            }
        }
        __syncthreads();
    }
}
