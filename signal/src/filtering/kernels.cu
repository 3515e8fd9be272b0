// gsci-signal filtering kernels: the linear recurrence of lfilter/sosfilt (direct form II
// transposed, as SciPy) parallel along the signal and the FIR path.
//
// Layout: signals are rows of a C-contiguous [rows, n] array (the filtered axis last). The
// coefficients are one buffer [b_0..b_M, a_0..a_M] (a normalised: a_0 = 1), M the filter order.
// `reverse` runs a row from its end to its start (the backward pass of filtfilt); y is written
// where x was read, so a reversed pass needs no flipped copies.
//
// Blocked recurrence (lengths L, nb = ceil(n / L) blocks per row):
//   gsf_states: each block filters from zero state; its end state s_k (M values) is stored.
//   gsf_scan:   per row, Z_0 = zi, Z_{k+1} = P Z_k + s_k with P = A^L (A the state-transition
//               matrix, computed on the host); Z_k overwrites s_k.
//   gsf_apply:  each block filters again from its true initial state Z_k and writes y; the last
//               block writes zf.

// Explicitly rounded operations: no FMA contraction, so the GPU rounds each product and sum
// as SciPy's C loops and the CPU backend do (a contracted recurrence drifts on ill-conditioned
// filters such as a 16th-order Butterworth in ba form).
__device__ __forceinline__ float gsf_add(float a, float b) { return __fadd_rn(a, b); }
__device__ __forceinline__ double gsf_add(double a, double b) { return __dadd_rn(a, b); }
__device__ __forceinline__ gsci_c64 gsf_add(gsci_c64 a, gsci_c64 b) { return gsci_c64{__fadd_rn(a.re, b.re), __fadd_rn(a.im, b.im)}; }
__device__ __forceinline__ gsci_c128 gsf_add(gsci_c128 a, gsci_c128 b) { return gsci_c128{__dadd_rn(a.re, b.re), __dadd_rn(a.im, b.im)}; }
__device__ __forceinline__ float gsf_sub(float a, float b) { return __fsub_rn(a, b); }
__device__ __forceinline__ double gsf_sub(double a, double b) { return __dsub_rn(a, b); }
__device__ __forceinline__ gsci_c64 gsf_sub(gsci_c64 a, gsci_c64 b) { return gsci_c64{__fsub_rn(a.re, b.re), __fsub_rn(a.im, b.im)}; }
__device__ __forceinline__ gsci_c128 gsf_sub(gsci_c128 a, gsci_c128 b) { return gsci_c128{__dsub_rn(a.re, b.re), __dsub_rn(a.im, b.im)}; }
__device__ __forceinline__ float gsf_mul(float a, float b) { return __fmul_rn(a, b); }
__device__ __forceinline__ double gsf_mul(double a, double b) { return __dmul_rn(a, b); }
__device__ __forceinline__ gsci_c64 gsf_mul(gsci_c64 a, gsci_c64 b) {
    return gsci_c64{__fsub_rn(__fmul_rn(a.re, b.re), __fmul_rn(a.im, b.im)),
                    __fadd_rn(__fmul_rn(a.re, b.im), __fmul_rn(a.im, b.re))};
}
__device__ __forceinline__ gsci_c128 gsf_mul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{__dsub_rn(__dmul_rn(a.re, b.re), __dmul_rn(a.im, b.im)),
                     __dadd_rn(__dmul_rn(a.re, b.im), __dmul_rn(a.im, b.re))};
}
__device__ __forceinline__ void gsf_set_real(float& v, double r) { v = (float)r; }
__device__ __forceinline__ void gsf_set_real(double& v, double r) { v = r; }
__device__ __forceinline__ void gsf_set_real(gsci_c64& v, double r) { v.re = (float)r; v.im = 0.0f; }
__device__ __forceinline__ void gsf_set_real(gsci_c128& v, double r) { v.re = r; v.im = 0.0; }
template <typename T> __device__ __forceinline__ T gsf_zero() { return T{}; }
template <> __device__ __forceinline__ float gsf_zero<float>() { return 0.0f; }
template <> __device__ __forceinline__ double gsf_zero<double>() { return 0.0; }
template <> __device__ __forceinline__ gsci_c64 gsf_zero<gsci_c64>() { return gsci_c64{0.0f, 0.0f}; }
template <> __device__ __forceinline__ gsci_c128 gsf_zero<gsci_c128>() { return gsci_c128{0.0, 0.0}; }

// The filter a thread runs. SOS = false: a transfer function of order M (direct form II
// transposed, lfilter's order of operations z1 + x b1 - y a1; coef = [b_0..b_M, a_0..a_M]).
// SOS = true: a cascade of M / 2 second-order sections (sosfilt's order of operations
// b1 x - a1 y + z1; coef = the (M/2, 6) sos array; state z[2s], z[2s+1] of section s).
template <typename T, int M, bool SOS> struct GsfFilter;

template <typename T, int M> struct GsfFilter<T, M, false> {
    T b[M + 1], a[M + 1];
    __device__ __forceinline__ void load(const T* __restrict__ coef) {
#pragma unroll
        for (int i = 0; i <= M; ++i) {
            b[i] = coef[i];
            a[i] = coef[M + 1 + i];
        }
    }
    __device__ __forceinline__ T step(T (&z)[M], T x) const {
        T y = gsf_add(z[0], gsf_mul(b[0], x));
#pragma unroll
        for (int i = 0; i < M - 1; ++i)
            z[i] = gsf_sub(gsf_add(z[i + 1], gsf_mul(x, b[i + 1])), gsf_mul(y, a[i + 1]));
        z[M - 1] = gsf_sub(gsf_mul(x, b[M]), gsf_mul(y, a[M]));
        return y;
    }
};

template <typename T, int M> struct GsfFilter<T, M, true> {
    T c[3 * M];
    __device__ __forceinline__ void load(const T* __restrict__ coef) {
#pragma unroll
        for (int i = 0; i < 3 * M; ++i) c[i] = coef[i];
    }
    __device__ __forceinline__ T step(T (&z)[M], T x) const {
#pragma unroll
        for (int s = 0; s < M / 2; ++s) {
            const T* q = c + 6 * s;
            T y = gsf_add(gsf_mul(q[0], x), z[2 * s]);
            z[2 * s] = gsf_add(gsf_sub(gsf_mul(q[1], x), gsf_mul(q[4], y)), z[2 * s + 1]);
            z[2 * s + 1] = gsf_sub(gsf_mul(q[2], x), gsf_mul(q[5], y));
            x = y;
        }
        return x;
    }
};

// End state of every block but the last, filtered from zero state.
template <typename T, int M, bool SOS>
__device__ void gsf_states(const T* __restrict__ x, T* __restrict__ st, const T* __restrict__ coef,
                           long long rows, long long n, long long L, long long nb, int reverse) {
    GsfFilter<T, M, SOS> f;
    f.load(coef);
    long long total = rows * nb;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / nb, k = g - r * nb;
        if (k == nb - 1) continue;
        T z[M];
#pragma unroll
        for (int i = 0; i < M; ++i) z[i] = gsf_zero<T>();
        const T* xr = x + r * n;
        long long t0 = k * L, t1 = t0 + L < n ? t0 + L : n;
        for (long long t = t0; t < t1; ++t) {
            long long idx = reverse ? n - 1 - t : t;
            f.step(z, xr[idx]);
        }
        T* s = st + g * M;
#pragma unroll
        for (int i = 0; i < M; ++i) s[i] = z[i];
    }
}

// Per row: initial state of every block. init_mode 0: zero; 1: zi[r*M + i]; 2: base[i] * scale[r].
template <typename T, int M>
__device__ void gsf_scan(T* __restrict__ st, const T* __restrict__ P, long long rows, long long nb,
                         int init_mode, const T* __restrict__ zi, const T* __restrict__ base,
                         const T* __restrict__ scale) {
    for (long long r = (long long)blockIdx.x * blockDim.x + threadIdx.x; r < rows;
         r += (long long)gridDim.x * blockDim.x) {
        T z[M];
#pragma unroll
        for (int i = 0; i < M; ++i) {
            if (init_mode == 1) z[i] = zi[r * M + i];
            else if (init_mode == 2) z[i] = gsf_mul(base[i], scale[r]);
            else z[i] = gsf_zero<T>();
        }
        T* s = st + r * nb * M;
        // the next entry is loaded before this one's product (its load latency, not the
        // chain of products, bounds a sequential scan otherwise)
        T nxt[M];
#pragma unroll
        for (int i = 0; i < M; ++i) nxt[i] = s[i];
        for (long long k = 0; k < nb; ++k) {
            T loc[M];
#pragma unroll
            for (int i = 0; i < M; ++i) loc[i] = nxt[i];
            if (k + 1 < nb) {
#pragma unroll
                for (int i = 0; i < M; ++i) nxt[i] = s[(k + 1) * M + i];
            }
#pragma unroll
            for (int i = 0; i < M; ++i) s[k * M + i] = z[i];
            if (k == nb - 1) break;
            T nz[M];
#pragma unroll
            for (int i = 0; i < M; ++i) {
                T acc = loc[i];
#pragma unroll
                for (int j = 0; j < M; ++j) acc = gsf_add(acc, gsf_mul(P[i * M + j], z[j]));
                nz[i] = acc;
            }
#pragma unroll
            for (int i = 0; i < M; ++i) z[i] = nz[i];
        }
    }
}

// Multi-level scan for many blocks per row: blocks are grouped in superblocks of G.
// gsf_sup_states gives each superblock's end state from zero state,
// S_j = sum_i P^(G-1-i) s_(jG+i) (all but the last superblock); the superblocks' initial states
// come from a scan over S with P^G (gsf_scan, or again superblocks of superblocks while a level
// has more than 4 G entries), and gsf_sup_apply expands them into every block's initial state
// (overwriting s_k).
template <typename T, int M>
__device__ __forceinline__ void gsf_matvec_acc(const T* __restrict__ P, const T (&z)[M], T (&acc)[M]) {
#pragma unroll
    for (int i = 0; i < M; ++i) {
        T a = acc[i];
#pragma unroll
        for (int j = 0; j < M; ++j) a = gsf_add(a, gsf_mul(P[i * M + j], z[j]));
        acc[i] = a;
    }
}

template <typename T, int M>
__device__ void gsf_sup_states(const T* __restrict__ st, T* __restrict__ sup, const T* __restrict__ P,
                               long long rows, long long nb, long long G, long long nsb) {
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < rows * nsb;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / nsb, j = g - r * nsb;
        if (j == nsb - 1) continue;
        T z[M];
#pragma unroll
        for (int i = 0; i < M; ++i) z[i] = gsf_zero<T>();
        const T* s = st + (r * nb + j * G) * M;
        T nxt[M];
#pragma unroll
        for (int i = 0; i < M; ++i) nxt[i] = s[i];
        for (long long b = 0; b < G; ++b) {
            T acc[M];
#pragma unroll
            for (int i = 0; i < M; ++i) acc[i] = nxt[i];
            if (b + 1 < G) {
#pragma unroll
                for (int i = 0; i < M; ++i) nxt[i] = s[(b + 1) * M + i];
            }
            gsf_matvec_acc<T, M>(P, z, acc);
#pragma unroll
            for (int i = 0; i < M; ++i) z[i] = acc[i];
        }
#pragma unroll
        for (int i = 0; i < M; ++i) sup[g * M + i] = z[i];
    }
}

template <typename T, int M>
__device__ void gsf_sup_apply(T* __restrict__ st, const T* __restrict__ sup, const T* __restrict__ P,
                              long long rows, long long nb, long long G, long long nsb) {
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < rows * nsb;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / nsb, j = g - r * nsb;
        T z[M];
#pragma unroll
        for (int i = 0; i < M; ++i) z[i] = sup[g * M + i];
        T* s = st + r * nb * M;
        long long k0 = j * G, k1 = k0 + G < nb ? k0 + G : nb;
        T nxt[M];
#pragma unroll
        for (int i = 0; i < M; ++i) nxt[i] = s[k0 * M + i];
        for (long long k = k0; k < k1; ++k) {
            T acc[M];
#pragma unroll
            for (int i = 0; i < M; ++i) acc[i] = nxt[i];
            if (k + 1 < k1) {
#pragma unroll
                for (int i = 0; i < M; ++i) nxt[i] = s[(k + 1) * M + i];
            }
#pragma unroll
            for (int i = 0; i < M; ++i) s[k * M + i] = z[i];
            gsf_matvec_acc<T, M>(P, z, acc);
#pragma unroll
            for (int i = 0; i < M; ++i) z[i] = acc[i];
        }
    }
}

// Filters every block from its initial state st[(r*nb + k)*M ..]; writes y and, from the last
// block of each row, zf (when zf is not null). y may be x (filtfilt's passes in place): a
// thread reads each of its samples before writing its output there, and no other thread reads
// them (x and y are not restrict-qualified for that).
template <typename T, int M, bool SOS>
__device__ void gsf_apply(const T* x, T* y, const T* __restrict__ st,
                          T* __restrict__ zf, const T* __restrict__ coef, long long rows, long long n,
                          long long L, long long nb, int reverse) {
    GsfFilter<T, M, SOS> f;
    f.load(coef);
    long long total = rows * nb;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / nb, k = g - r * nb;
        T z[M];
        const T* s = st + g * M;
#pragma unroll
        for (int i = 0; i < M; ++i) z[i] = s[i];
        const T* xr = x + r * n;
        T* yr = y + r * n;
        long long t0 = k * L, t1 = t0 + L < n ? t0 + L : n;
        for (long long t = t0; t < t1; ++t) {
            long long idx = reverse ? n - 1 - t : t;
            yr[idx] = f.step(z, xr[idx]);
        }
        if (zf != nullptr && k == nb - 1) {
#pragma unroll
            for (int i = 0; i < M; ++i) zf[r * M + i] = z[i];
        }
    }
}

// filtfilt keeping every q-th sample (decimate) without the forward output: the forward pass
// over x stops at its blocks' initial states stf (gsf_states + the scan), and each thread of
// the two kernels below recomputes its block's forward output from stf[g] in chunks of C
// samples (the forward state at each chunk's start checkpointed in a first run over the
// block, each chunk's output stashed) and runs the backward filter over the stash from the
// chunk's end to its start. Blocks are the forward pass's (block k covers [k L, k L + len));
// the backward pass meets them in run order kb = nb - 1 - k, and every block but the last
// (kb = 0, the row's end, len <= L, entered from zb) has L samples, so the backward scan's
// transition is A^L throughout. Shared memory per thread: ceil(L / C) M checkpoint values and
// C stashed outputs, element i of thread t at sh[i * blockDim.x + t].
template <typename T, int M, bool SOS, bool APPLY>
__device__ void gsf_fb_block(const T* __restrict__ x, const T* __restrict__ stf,
                             T* __restrict__ stb, const T* __restrict__ zb,
                             T* __restrict__ out, const T* __restrict__ coef, long long rows,
                             long long n, long long L, long long nb, long long C, long long q,
                             long long nout) {
    extern __shared__ unsigned char gsf_fb_smem[];
    T* sh = reinterpret_cast<T*>(gsf_fb_smem);
    const long long tb = blockDim.x, tid = threadIdx.x;
    const long long ncpmax = (L + C - 1) / C;
    GsfFilter<T, M, SOS> f;
    f.load(coef);
    long long total = rows * nb;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / nb, k = g - r * nb, kb = nb - 1 - k;
        // the states kernel's convention: the last block in run order has no end state
        if (!APPLY && kb == nb - 1) continue;
        long long t0 = k * L, len = t0 + L < n ? L : n - t0;
        long long ncp = (len + C - 1) / C;
        const T* xr = x + r * n + t0;
        T z[M];
#pragma unroll
        for (int i = 0; i < M; ++i) z[i] = stf[g * M + i];
        for (long long j = 0; j < ncp; ++j) {
#pragma unroll
            for (int i = 0; i < M; ++i) sh[(j * M + i) * tb + tid] = z[i];
            long long c1 = (j + 1) * C < len ? (j + 1) * C : len;
            for (long long t = j * C; t < c1; ++t) f.step(z, xr[t]);
        }
        T w[M];
        if (kb == 0) {
#pragma unroll
            for (int i = 0; i < M; ++i) w[i] = zb[r * M + i];
        } else if (APPLY) {
#pragma unroll
            for (int i = 0; i < M; ++i) w[i] = stb[(r * nb + kb) * M + i];
        } else {
#pragma unroll
            for (int i = 0; i < M; ++i) w[i] = gsf_zero<T>();
        }
        T* stash = sh + ncpmax * M * tb;
        for (long long j = ncp - 1; j >= 0; --j) {
#pragma unroll
            for (int i = 0; i < M; ++i) z[i] = sh[(j * M + i) * tb + tid];
            long long c0 = j * C, c1 = c0 + C < len ? c0 + C : len;
            for (long long t = c0; t < c1; ++t) stash[(t - c0) * tb + tid] = f.step(z, xr[t]);
            for (long long t = c1 - 1; t >= c0; --t) {
                T v = f.step(w, stash[(t - c0) * tb + tid]);
                if (APPLY) {
                    long long a = t0 + t;
                    if (a % q == 0) out[r * nout + a / q] = v;
                }
            }
        }
        if (!APPLY) {
#pragma unroll
            for (int i = 0; i < M; ++i) stb[(r * nb + kb) * M + i] = w[i];
        }
    }
}

// FIR (all a_i = 0 for i >= 1): out_full[t] = sum_j b_j x[t - j] + (t < M ? z0_t : 0) for
// t < n + M; t < n is y[t], t >= n is zf[t - n]. One thread per output; z0 as in gsf_scan's
// init_mode. ncoef = M + 1 taps. x indices run backwards when `reverse`.
// Output t (t < n: y's sample at run position t; t >= n: zf[t - n]) of row r of a FIR run.
template <typename T>
__device__ __forceinline__ T gsf_fir_at(const T* __restrict__ xr, const T* __restrict__ b,
                                        long long r, long long t, long long n, int M, int reverse,
                                        int init_mode, const T* __restrict__ zi,
                                        const T* __restrict__ base,
                                        const T* __restrict__ scale) {
    T acc = gsf_zero<T>();
    long long jlo = t - (n - 1) > 0 ? t - (n - 1) : 0;
    long long jhi = t < M ? t : M;
    for (long long j = jlo; j <= jhi; ++j) {
        long long s = t - j;
        long long idx = reverse ? n - 1 - s : s;
        acc = gsf_add(acc, gsf_mul(b[j], xr[idx]));
    }
    if (t < M) {
        if (init_mode == 1) acc = gsf_add(acc, zi[r * M + t]);
        else if (init_mode == 2) acc = gsf_add(acc, gsf_mul(base[t], scale[r]));
    }
    return acc;
}

template <typename T>
__device__ void gsf_fir(const T* __restrict__ x, T* __restrict__ y, T* __restrict__ zf,
                        const T* __restrict__ b, long long rows, long long n, int M, int reverse,
                        int init_mode, const T* __restrict__ zi, const T* __restrict__ base,
                        const T* __restrict__ scale) {
    long long width = n + (zf != nullptr ? M : 0);
    long long total = rows * width;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / width, t = g - r * width;
        T acc = gsf_fir_at(x + r * n, b, r, t, n, M, reverse, init_mode, zi, base, scale);
        if (t < n) {
            long long idx = reverse ? n - 1 - t : t;
            y[r * n + idx] = acc;
        } else {
            zf[r * M + (t - n)] = acc;
        }
    }
}

// gsf_fir over a window: the outputs at positions t0 .. t0 + cnt of each row's run (positions
// from n on are zf's, as gsf_fir's), into out[r * cnt + slot] with slot in sample order (a
// reversed run's window written backwards), so that a window of y can be copied over x's
// samples once its inputs are read (filtfilt's FIR passes in place).
template <typename T>
__device__ void gsf_fir_window(const T* __restrict__ x, T* __restrict__ out,
                               const T* __restrict__ b, long long rows, long long n, int M,
                               int reverse, int init_mode, const T* __restrict__ zi,
                               const T* __restrict__ base, const T* __restrict__ scale,
                               long long t0, long long cnt) {
    long long total = rows * cnt;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / cnt, u = g - r * cnt, t = t0 + u;
        T acc = gsf_fir_at(x + r * n, b, r, t, n, M, reverse, init_mode, zi, base, scale);
        long long slot = (reverse && t < n) ? cnt - 1 - u : u;
        out[r * cnt + slot] = acc;
    }
}

// dst[r, a0 .. a0 + cnt] = src[r, 0 .. cnt] for rows of length n (dst) and cnt (src).
template <typename T>
__device__ void gsf_copy_window(const T* __restrict__ src, T* __restrict__ dst, long long rows,
                                long long n, long long a0, long long cnt) {
    long long total = rows * cnt;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = g / cnt, u = g - r * cnt;
        dst[r * n + a0 + u] = src[g];
    }
}

// Direct n-D convolution (up to 8 dimensions): one thread per output element o,
//   out[o] = sum_i in2[i] * in1_ext[o + start - i],
// in1_ext the boundary extension of in1 per axis: mode 0 fill (fillvalue), 1 wrap, 2 symm
// (reflection repeating the edge: x[-1] = x[0]), 3 mirror (x[-1] = x[1]), 4 nearest. Shapes are C-contiguous; `nd` <= 8.
struct gsf_conv_shape { long long s[8]; };

__device__ __forceinline__ long long gsf_map(long long j, long long n, int mode) {
    if (j >= 0 && j < n) return j;
    if (mode == 0) return -1;
    if (mode == 1) {
        long long r = j % n;
        return r < 0 ? r + n : r;
    }
    if (mode == 3) {  // mirror (d c b | a b c d | c b a)
        if (n == 1) return 0;
        long long p = 2 * n - 2;
        long long r = j % p;
        if (r < 0) r += p;
        return r < n ? r : p - r;
    }
    if (mode == 4) return j < 0 ? 0 : n - 1;  // nearest
    long long p = 2 * n;
    long long r = j % p;
    if (r < 0) r += p;
    return r < n ? r : p - 1 - r;
}

template <typename T>
__device__ void gsf_conv(const T* __restrict__ in1, const T* __restrict__ in2, T* __restrict__ out,
                         int nd, gsf_conv_shape s1, gsf_conv_shape s2, gsf_conv_shape so,
                         gsf_conv_shape start, long long total_out, long long total2, int mode,
                         T fill) {
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total_out;
         g += (long long)gridDim.x * blockDim.x) {
        long long pos[8];
        long long rem = g;
        for (int d = nd - 1; d >= 0; --d) {
            pos[d] = rem % so.s[d] + start.s[d];
            rem /= so.s[d];
        }
        long long idx[8];
        for (int d = 0; d < nd; ++d) idx[d] = 0;
        T acc = gsf_zero<T>();
        for (long long i = 0; i < total2; ++i) {
            long long off = 0;
            bool inside = true;
            for (int d = 0; d < nd; ++d) {
                long long j = gsf_map(pos[d] - idx[d], s1.s[d], mode);
                if (j < 0) { inside = false; break; }
                off = off * s1.s[d] + j;
            }
            T v = inside ? in1[off] : fill;
            acc = gsf_add(acc, gsf_mul(in2[i], v));
            for (int d = nd - 1; d >= 0; --d) {
                if (++idx[d] < s2.s[d]) break;
                idx[d] = 0;
            }
        }
        out[g] = acc;
    }
}

// The direct convolution of each row of a C-contiguous [rows, n1] in1 with k taps in2 (the
// n-D kernel above when in2 and the output span only the last axis):
//   out[r, o] = sum_i in2[i] * in1_ext[r, o + start - i],  0 <= o < no,
// summed in the same order as gsf_conv. One block per tile of GSF_ROWS_E * blockDim.x outputs of
// one row; the taps and the tile's input window (boundary-extended) are staged in dynamic shared
// memory of (2 k - 1 + tile) elements.
#define GSF_ROWS_E 4
template <typename T>
__device__ void gsf_conv_rows(const T* __restrict__ in1, const T* __restrict__ in2,
                              T* __restrict__ out, long long rows, long long n1, long long k,
                              long long no, long long start, int mode, T fill) {
    extern __shared__ unsigned char gsf_rows_smem[];
    T* taps = reinterpret_cast<T*>(gsf_rows_smem);
    T* win = taps + k;
    const long long tile = (long long)blockDim.x * GSF_ROWS_E;
    const long long tiles = (no + tile - 1) / tile;
    for (long long b = blockIdx.x; b < rows * tiles; b += gridDim.x) {
        const long long r = b / tiles;
        const long long o0 = (b - r * tiles) * tile;
        const T* row = in1 + r * n1;
        const long long base = o0 + start - (k - 1);
        __syncthreads();
        for (long long i = threadIdx.x; i < k; i += blockDim.x) taps[i] = in2[i];
        for (long long i = threadIdx.x; i < tile + k - 1; i += blockDim.x) {
            long long j = gsf_map(base + i, n1, mode);
            win[i] = j < 0 ? fill : row[j];
        }
        __syncthreads();
        T acc[GSF_ROWS_E];
#pragma unroll
        for (int e = 0; e < GSF_ROWS_E; ++e) acc[e] = gsf_zero<T>();
        const T* w0 = win + threadIdx.x + (k - 1);
        for (long long i = 0; i < k; ++i) {
            const T c = taps[i];
#pragma unroll
            for (int e = 0; e < GSF_ROWS_E; ++e)
                acc[e] = gsf_add(acc[e], gsf_mul(c, w0[e * (long long)blockDim.x - i]));
        }
        T* orow = out + r * no;
#pragma unroll
        for (int e = 0; e < GSF_ROWS_E; ++e) {
            long long o = o0 + threadIdx.x + e * (long long)blockDim.x;
            if (o < no) orow[o] = acc[e];
        }
    }
}

// lombscargle's fit (SciPy 1.17's generalized algorithm), one block per frequency (grid-stride):
// pass 1 sums w cos^2(f x), w cos sin (and w cos, w sin with a floating mean) to the phase tau;
// pass 2 sums wy cos(f x - tau), wy sin, w cos^2 (and w cos, w sin) to the fit's YC, YS, CC,
// SS (SS = 1 - CC before the floating-mean terms, as SciPy). Block sums in a fixed tree order.
// `w` is normalised to sum 1; `ymean` is sum(wy) (one element on the device).
#define GSF_LS_THREADS 256
template <typename T>
__device__ __forceinline__ void gsf_ls_reduce(T (*sh)[GSF_LS_THREADS], T* v, int k) {
    for (int j = 0; j < k; ++j) sh[j][threadIdx.x] = v[j];
    __syncthreads();
    for (int h = GSF_LS_THREADS / 2; h > 0; h >>= 1) {
        if ((int)threadIdx.x < h)
            for (int j = 0; j < k; ++j) sh[j][threadIdx.x] += sh[j][threadIdx.x + h];
        __syncthreads();
    }
    for (int j = 0; j < k; ++j) v[j] = sh[j][0];
    __syncthreads();
}

template <typename T>  // T = double (a template, so that modules without the wrapper skip it)
__device__ void gsf_lombscargle(const T* __restrict__ x, const T* __restrict__ w,
                                const T* __restrict__ wy, const T* __restrict__ freqs,
                                const T* __restrict__ ymean, long long n, long long nf,
                                int floating, T* __restrict__ tau_out, T* __restrict__ yc_out,
                                T* __restrict__ ys_out, T* __restrict__ cc_out,
                                T* __restrict__ ss_out) {
    __shared__ double sh[5][GSF_LS_THREADS];
    const int k1 = floating ? 4 : 2;
    const int k2 = floating ? 5 : 3;
    for (long long q = blockIdx.x; q < nf; q += gridDim.x) {
        const double f = freqs[q];
        double v[5] = {0.0, 0.0, 0.0, 0.0, 0.0};
        for (long long i = threadIdx.x; i < n; i += GSF_LS_THREADS) {
            double s, c;
            sincos(f * x[i], &s, &c);
            const double wi = w[i];
            v[0] += wi * (c * c);
            v[1] += wi * (c * s);
            v[2] += wi * c;
            v[3] += wi * s;
        }
        gsf_ls_reduce(sh, v, k1);
        double cc = v[0], cs = v[1];
        double ss = 1.0 - cc;
        if (floating) {
            cc = cc - v[2] * v[2];
            ss = ss - v[3] * v[3];
            cs = cs - v[2] * v[3];
        }
        const double tau = atan2(cs * 2.0, cc - ss) * 0.5;
        for (int j = 0; j < 5; ++j) v[j] = 0.0;
        for (long long i = threadIdx.x; i < n; i += GSF_LS_THREADS) {
            double s, c;
            sincos(f * x[i] - tau, &s, &c);
            const double wi = w[i], wyi = wy[i];
            v[0] += wyi * c;
            v[1] += wyi * s;
            v[2] += wi * (c * c);
            v[3] += wi * c;
            v[4] += wi * s;
        }
        gsf_ls_reduce(sh, v, k2);
        if (threadIdx.x == 0) {
            double yc = v[0], ys = v[1], c2 = v[2];
            double s2 = 1.0 - c2;
            if (floating) {
                const double ym = ymean[0];
                yc = yc - ym * v[3];
                ys = ys - ym * v[4];
                c2 = c2 - v[3] * v[3];
                s2 = s2 - v[4] * v[4];
            }
            tau_out[q] = tau;
            yc_out[q] = yc;
            ys_out[q] = ys;
            cc_out[q] = c2;
            ss_out[q] = s2;
        }
    }
}

// detrend: one block per (row, segment) of a [rows, n] array; segment s is [bp[s], bp[s+1]).
// kind 0: subtract the mean; kind 1: subtract the least-squares line a t + c, t = (1..m) / m,
// through the projection on tc = t - mean(t): x - mean(x) - (sum tc x / sum tc^2) tc.
template <typename T>
__device__ void gsf_detrend(const T* __restrict__ x, T* __restrict__ y, long long rows, long long n,
                            const long long* __restrict__ bp, long long nseg, int kind) {
    __shared__ T s0[256];
    __shared__ T s1[256];
    for (long long g = blockIdx.x; g < rows * nseg; g += gridDim.x) {
        long long r = g / nseg, s = g - r * nseg;
        long long lo = bp[s], hi = bp[s + 1], m = hi - lo;
        const T* xr = x + r * n + lo;
        T* yr = y + r * n + lo;
        double tmean = 0.5 * (double)(m + 1) / (double)m;
        T a0 = gsf_zero<T>(), a1 = gsf_zero<T>();
        for (long long i = threadIdx.x; i < m; i += blockDim.x) {
            T v = xr[i];
            a0 = gsf_add(a0, v);
            T tc = gsf_zero<T>();
            gsf_set_real(tc, (double)(i + 1) / (double)m - tmean);
            a1 = gsf_add(a1, gsf_mul(tc, v));
        }
        s0[threadIdx.x] = a0;
        s1[threadIdx.x] = a1;
        __syncthreads();
        for (int w = blockDim.x / 2; w > 0; w >>= 1) {
            if ((int)threadIdx.x < w) {
                s0[threadIdx.x] = gsf_add(s0[threadIdx.x], s0[threadIdx.x + w]);
                s1[threadIdx.x] = gsf_add(s1[threadIdx.x], s1[threadIdx.x + w]);
            }
            __syncthreads();
        }
        T mean = s0[0];
        T inv = gsf_zero<T>();
        gsf_set_real(inv, 1.0 / (double)m);
        mean = gsf_mul(mean, inv);
        // sum of tc^2 over t = (1..m)/m: (m^2 - 1) / (12 m)
        double stt = ((double)m * (double)m - 1.0) / (12.0 * (double)m);
        T slope = gsf_zero<T>();
        if (kind == 1 && stt > 0.0) {
            T is = gsf_zero<T>();
            gsf_set_real(is, 1.0 / stt);
            slope = gsf_mul(s1[0], is);
        }
        __syncthreads();
        for (long long i = threadIdx.x; i < m; i += blockDim.x) {
            T v = gsf_sub(xr[i], mean);
            if (kind == 1) {
                T tc = gsf_zero<T>();
                gsf_set_real(tc, (double)(i + 1) / (double)m - tmean);
                v = gsf_sub(v, gsf_mul(slope, tc));
            }
            yr[i] = v;
        }
        __syncthreads();
    }
}

// upfirdn's signal extension beyond [0, n) (SciPy's _extend_left / _extend_right; modes as
// its MODE enum: 0 constant, 1 symmetric, 2 edge, 3 smooth, 4 wrap, 5 reflect, 6 antisymmetric,
// 7 antireflect, 8 line). idx < 0 or idx >= n; the host rejects n < 2 for smooth, reflect and
// antireflect (SciPy reads outside x or divides by zero there).
__device__ __forceinline__ float gsf_neg(float a) { return -a; }
__device__ __forceinline__ double gsf_neg(double a) { return -a; }
__device__ __forceinline__ gsci_c64 gsf_neg(gsci_c64 a) { return gsci_c64{-a.re, -a.im}; }
__device__ __forceinline__ gsci_c128 gsf_neg(gsci_c128 a) { return gsci_c128{-a.re, -a.im}; }
__device__ __forceinline__ float gsf_divr(float a, double d) { return __fdiv_rn(a, (float)d); }
__device__ __forceinline__ double gsf_divr(double a, double d) { return __ddiv_rn(a, d); }
__device__ __forceinline__ gsci_c64 gsf_divr(gsci_c64 a, double d) { return gsci_c64{__fdiv_rn(a.re, (float)d), __fdiv_rn(a.im, (float)d)}; }
__device__ __forceinline__ gsci_c128 gsf_divr(gsci_c128 a, double d) { return gsci_c128{__ddiv_rn(a.re, d), __ddiv_rn(a.im, d)}; }
// k * v with k an integer converted to T (Cython's promotion of the index)
template <typename T> __device__ __forceinline__ T gsf_kmul(long long k, T v) {
    T kk;
    gsf_set_real(kk, (double)k);
    return gsf_mul(kk, v);
}

template <typename T>
__device__ T gsf_extend(const T* __restrict__ x, long long idx, long long n, int mode, T cval) {
    if (idx < 0) {
        switch (mode) {
            case 1: {
                if (-idx < n) return x[-idx - 1];
                long long j = (-idx - 1) % (2 * n);
                return j < n ? x[j] : x[n - 1 - (j - n)];
            }
            case 5: {
                if (-idx < n - 1) return x[-idx];
                long long j = (-idx - 1) % (2 * (n - 1));
                return j < n - 1 ? x[j + 1] : x[n - 2 - (j - (n - 1))];
            }
            case 4: {
                long long j = (-idx - 1) % n;
                return x[n - j - 1];
            }
            case 3: return gsf_add(x[0], gsf_kmul(idx, gsf_sub(x[1], x[0])));
            case 8: return gsf_add(x[0], gsf_kmul(idx, gsf_divr(gsf_sub(x[n - 1], x[0]), (double)(n - 1))));
            case 6: {
                if (-idx < n) return gsf_neg(x[-idx - 1]);
                long long j = (-idx - 1) % (2 * n);
                return j < n ? gsf_neg(x[j]) : x[n - 1 - (j - n)];
            }
            case 7: {
                if (-idx < n) return gsf_sub(x[0], gsf_sub(x[-idx], x[0]));
                T le = gsf_add(x[0], gsf_kmul((-idx - 1) / (n - 1), gsf_sub(x[0], x[n - 1])));
                long long j = (-idx - 1) % (2 * (n - 1));
                return j < n - 1 ? gsf_sub(le, gsf_sub(x[j + 1], x[0]))
                                 : gsf_sub(le, gsf_sub(x[n - 1], x[n - 2 - (j - (n - 1))]));
            }
            case 2: return x[0];
            default: return cval;
        }
    }
    switch (mode) {
        case 1: {
            if (idx < 2 * n) return x[n - 1 - (idx - n)];
            long long j = idx % (2 * n);
            return j < n ? x[j] : x[n - 1 - (j - n)];
        }
        case 5: {
            if (idx < 2 * n - 1) return x[n - 2 - (idx - n)];
            long long j = idx % (2 * (n - 1));
            return j < n - 1 ? x[j] : x[n - 1 - (j - (n - 1))];
        }
        case 4: return x[idx % n];
        case 3: return gsf_add(x[n - 1], gsf_kmul(idx - n + 1, gsf_sub(x[n - 1], x[n - 2])));
        case 8: return gsf_add(x[n - 1], gsf_kmul(idx - n + 1, gsf_divr(gsf_sub(x[n - 1], x[0]), (double)(n - 1))));
        case 2: return x[n - 1];
        case 6: {
            if (idx < 2 * n) return gsf_neg(x[n - 1 - (idx - n)]);
            long long j = idx % (2 * n);
            return j < n ? x[j] : gsf_neg(x[n - 1 - (j - n)]);
        }
        case 7: {
            if (idx < 2 * n - 1) return gsf_sub(x[n - 1], gsf_sub(x[n - 2 - (idx - n)], x[n - 1]));
            T re = gsf_add(x[n - 1], gsf_kmul(idx / (n - 1) - 1, gsf_sub(x[n - 1], x[0])));
            long long j = idx % (2 * (n - 1));
            return j < n - 1 ? gsf_add(re, gsf_sub(x[j], x[0]))
                             : gsf_add(re, gsf_sub(x[n - 1], x[n - 1 - (j - (n - 1))]));
        }
        default: return cval;
    }
}

// upfirdn: y[i] = sum_m x_ext[m] h[p - m up] (p = (i + i0) down) over the m with
// 0 <= p - m up < nh, for the nout outputs from i0 on (resample_poly keeps a window of the full
// output); zpad (constant mode with cval 0) skips the extension, else x_ext is gsf_extend beyond
// [0, n). One thread per output (grid-stride).
template <typename T>
__device__ void gsf_upfirdn(const T* __restrict__ x, T* __restrict__ y, const T* __restrict__ h,
                            long long rows, long long n, long long nout, long long nh, long long up,
                            long long down, int mode, T cval, int zpad, long long i0) {
    long long total = rows * nout;
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long r = rows == 1 ? 0 : g / nout, i = g - r * nout;
        long long p = (i + i0) * down;
        // k = p - m up for the input indices m with 0 <= k < nh (32-bit division where p fits)
        bool small = p < 2147483647LL && up < 2147483647LL;
        long long mhi = small ? (long long)((unsigned)p / (unsigned)up) : p / up;
        long long mlo;
        if (zpad) {
            long long lo = p - (nh - 1);
            mlo = lo <= 0 ? 0
                  : small ? (long long)((unsigned)(lo + up - 1) / (unsigned)up)
                          : (lo + up - 1) / up;
            if (mhi > n - 1) mhi = n - 1;
        } else {
            // SciPy's window of ceil(nh / up) inputs per output, the filter zero-padded to a
            // multiple of up: a zero tap times an infinite or NaN extension is NaN, as SciPy's
            mlo = mhi - (nh + up - 1) / up + 1;
        }
        T acc = gsf_zero<T>();
        const T* xr = x + r * n;
        if (zpad && small && mhi - mlo < 2147483647LL) {
            // Every m in [mlo, mhi] is inside x and every tap k = p - m up inside h: walk both
            // with strides (the same terms in the same order as the general loop).
            int cnt = (int)(mhi - mlo + 1);
            const T* xp = xr + mhi;
            const T* hp = h + (p - mhi * up);
            int st = (int)up;
            for (int j = 0; j < cnt; ++j) acc = gsf_add(acc, gsf_mul(hp[(long long)j * st], xp[-j]));
        } else {
            for (long long m = mhi; m >= mlo; --m) {
                T xv = (m >= 0 && m < n) ? xr[m] : gsf_extend<T>(xr, m, n, mode, cval);
                long long k = p - m * up;
                acc = gsf_add(acc, gsf_mul(k < nh ? h[k] : gsf_zero<T>(), xv));
            }
        }
        y[g] = acc;
    }
}

// medfilt: the median of the zero-padded window of odd extents k (up to 8 dimensions, W points)
// around each element; K <= GSF_MED_MAX values gathered per thread, selected by quickselect.
#define GSF_MED_MAX 225
// order_filter: only window points where mask is nonzero are gathered (K of them), and the
// element of rank `want` is selected (medfilt: a full mask, want = K / 2).
template <typename T>
__device__ void gsf_medfilt(const T* __restrict__ x, T* __restrict__ y, int nd, gsf_conv_shape s,
                            gsf_conv_shape k, long long total, long long W,
                            const unsigned char* __restrict__ mask, long long want) {
    T buf[GSF_MED_MAX];
    for (long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x; g < total;
         g += (long long)gridDim.x * blockDim.x) {
        long long pos[8];
        long long rem = g;
        for (int d = nd - 1; d >= 0; --d) {
            pos[d] = rem % s.s[d];
            rem /= s.s[d];
        }
        long long idx[8];
        for (int d = 0; d < nd; ++d) idx[d] = 0;
        long long K = 0;
        for (long long i = 0; i < W; ++i) {
            long long off = 0;
            bool inside = true;
            for (int d = 0; d < nd; ++d) {
                long long j = pos[d] + idx[d] - k.s[d] / 2;
                if (j < 0 || j >= s.s[d]) { inside = false; break; }
                off = off * s.s[d] + j;
            }
            if (mask[i]) buf[K++] = inside ? x[off] : (T)0;
            for (int d = nd - 1; d >= 0; --d) {
                if (++idx[d] < k.s[d]) break;
                idx[d] = 0;
            }
        }
        // quickselect of the element of rank `want` (< K)
        long long lo = 0, hi = K - 1;
        while (lo < hi) {
            T pivot = buf[(lo + hi) / 2];
            long long i = lo, j = hi;
            while (i <= j) {
                while (buf[i] < pivot) ++i;
                while (pivot < buf[j]) --j;
                if (i <= j) {
                    T t = buf[i]; buf[i] = buf[j]; buf[j] = t;
                    ++i; --j;
                }
            }
            if (want <= j) hi = j;
            else if (want >= i) lo = i;
            else break;
        }
        y[g] = buf[want];
    }
}
