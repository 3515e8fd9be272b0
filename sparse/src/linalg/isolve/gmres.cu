// Restarted GMRES on the device (real f32/f64 values, int32/int64 CSR indices), appended to the CG
// module (it uses cg_row_dot and cg_block_add).
//
// The Krylov basis is a dense n x (m+1) block `V` (vector k at V + k n). One restart cycle is a
// fixed sequence of launches (captured once into a CUDA graph and replayed):
//   gm_reset, gm_start (V0 = M r, |V0|^2), gm_init (beta, g = beta e1), gm_scale (V0 /= beta),
//   for c in 0..m:  gm_spmv (V[c+1] = M A V[c]), gm_dots (h[k] = V[k].V[c+1], |V[c+1]|^2),
//                   gm_orth (V[c+1] -= sum h[k] V[k], |V[c+1]|^2), gm_givens (one thread: the
//                   Hessenberg column, the rotations, the residual estimate, the stop flag),
//                   gm_scale (V[c+1] /= h[c+1])
//   gm_solve (one thread: back substitution), gm_xupdate (x += V y), gm_residual (r = b - A x).
// Once gm_givens raises the stop flag (converged estimate or breakdown) the remaining inner
// launches of the cycle return at once. The host reads the scalars back once per cycle.
//
// Scalars `s` (doubles): the header below, then hacc[m+1], g[m+1], cs[m], sn[m], y[m], hist[m] and
// the Hessenberg matrix H (column c at c (m+1)).

#define GM_PTOL 0
#define GM_PRESID 1
#define GM_DONE 2
#define GM_BREAKDOWN 3
#define GM_COL 4
#define GM_RNORM2 5
#define GM_BETA2 6
#define GM_SCALE 7
#define GM_H0SQ 8
#define GM_H1SQ 9
#define GM_HEADER 16

__device__ __forceinline__ double* gm_hacc(double* s) { return s + GM_HEADER; }
__device__ __forceinline__ double* gm_g(double* s, int m) { return s + GM_HEADER + (m + 1); }
__device__ __forceinline__ double* gm_cs(double* s, int m) { return s + GM_HEADER + 2 * (m + 1); }
__device__ __forceinline__ double* gm_sn(double* s, int m) { return gm_cs(s, m) + m; }
__device__ __forceinline__ double* gm_y(double* s, int m) { return gm_cs(s, m) + 2 * m; }
__device__ __forceinline__ double* gm_hist(double* s, int m) { return gm_cs(s, m) + 3 * m; }
__device__ __forceinline__ double* gm_h(double* s, int m) { return gm_cs(s, m) + 4 * m; }

// Zeroes the accumulators and flags of a cycle.
__device__ void gm_reset(double* s, int m) {
    if (blockIdx.x != 0 || threadIdx.x != 0) return;
    s[GM_DONE] = 0.0;
    s[GM_BREAKDOWN] = 0.0;
    s[GM_COL] = 0.0;
    s[GM_RNORM2] = 0.0;
    s[GM_BETA2] = 0.0;
    s[GM_H0SQ] = 0.0;
    s[GM_H1SQ] = 0.0;
    double* hacc = gm_hacc(s);
    for (int k = 0; k <= m; ++k) hacc[k] = 0.0;
}

// V0 = M r (M = diag(dinv), or the identity when dinv is null); s[BETA2] += |V0|^2.
template <typename T>
__device__ void gm_start(long long n, const T* __restrict__ r, const T* __restrict__ dinv,
                         T* __restrict__ v0, double* s) {
    double acc = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const T z = dinv ? dinv[i] * r[i] : r[i];
        v0[i] = z;
        acc += (double)z * (double)z;
    }
    cg_block_add(acc, &s[GM_BETA2]);
}

// beta = |V0|; g = beta e1; the scale 1 / beta. A zero beta (M r = 0) is a breakdown.
__device__ void gm_init(double* s, int m) {
    if (blockIdx.x != 0 || threadIdx.x != 0) return;
    const double beta = sqrt(s[GM_BETA2]);
    double* g = gm_g(s, m);
    for (int k = 0; k <= m; ++k) g[k] = 0.0;
    g[0] = beta;
    if (beta > 0.0) {
        s[GM_SCALE] = 1.0 / beta;
    } else {
        s[GM_SCALE] = 1.0;
        s[GM_DONE] = 1.0;
        s[GM_BREAKDOWN] = 1.0;
    }
}

// v *= s[SCALE], unless the cycle has stopped (`always` for V0, scaled before any stop).
template <typename T>
__device__ void gm_scale(long long n, T* __restrict__ v, const double* s, int always) {
    if (!always && s[GM_DONE] != 0.0) return;
    const T f = (T)s[GM_SCALE];
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        v[i] *= f;
    }
}

// w = M (A v).
template <typename T, typename I>
__device__ void gm_spmv(long long n, const I* __restrict__ indptr, const I* __restrict__ indices,
                        const T* __restrict__ data, const T* __restrict__ dinv,
                        const T* __restrict__ v, T* __restrict__ w, const double* s) {
    if (s[GM_DONE] != 0.0) return;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const T a = cg_row_dot(i, indptr, indices, data, v);
        w[i] = dinv ? dinv[i] * a : a;
    }
}

// Classical Gram-Schmidt dots: block row y = k <= c adds V[k].w into hacc[k]; y = c + 1 adds
// |w|^2 into s[H0SQ] (w = V[c+1]).
template <typename T>
__device__ void gm_dots(long long n, const T* __restrict__ basis, int c, double* s) {
    if (s[GM_DONE] != 0.0) return;
    const int k = blockIdx.y;
    const T* __restrict__ vk = basis + (long long)k * n;
    const T* __restrict__ w = basis + (long long)(c + 1) * n;
    double acc = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        acc += (double)vk[i] * (double)w[i];
    }
    cg_block_add(acc, k == c + 1 ? &s[GM_H0SQ] : &gm_hacc(s)[k]);
}

// w -= sum_{k <= c} hacc[k] V[k]; s[H1SQ] += |w|^2.
template <typename T>
__device__ void gm_orth(long long n, T* basis, int c, double* s) {
    if (s[GM_DONE] != 0.0) return;
    const double* hacc = gm_hacc(s);
    T* w = basis + (long long)(c + 1) * n;
    double acc = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        T v = w[i];
        for (int k = 0; k <= c; ++k) v -= (T)hacc[k] * basis[(long long)k * n + i];
        w[i] = v;
        acc += (double)v * (double)v;
    }
    cg_block_add(acc, &s[GM_H1SQ]);
}

// LAPACK's real lartg: [c s; -s c] [f; g] = [r; 0].
__device__ __forceinline__ void gm_lartg(double f, double g, double* c, double* sn, double* r) {
    if (g == 0.0) {
        *c = 1.0;
        *sn = 0.0;
        *r = f;
    } else if (f == 0.0) {
        *c = 0.0;
        *sn = g > 0.0 ? 1.0 : -1.0;
        *r = fabs(g);
    } else {
        const double d = hypot(fabs(f), fabs(g));
        const double sign_f = f > 0.0 ? 1.0 : -1.0;
        *c = fabs(f) / d;
        *r = sign_f * d;
        *sn = g * sign_f / d;
    }
}

// One thread: Hessenberg column c, earlier rotations applied, the new rotation, the residual
// estimate; raises the stop flag on convergence of the estimate or breakdown; zeroes the
// accumulators for the next column.
__device__ void gm_givens(double* s, int m, int c, double eps) {
    if (blockIdx.x != 0 || threadIdx.x != 0) return;
    if (s[GM_DONE] != 0.0) return;
    double* hacc = gm_hacc(s);
    double* g = gm_g(s, m);
    double* cs = gm_cs(s, m);
    double* sn = gm_sn(s, m);
    double* h = gm_h(s, m) + (long long)c * (m + 1);
    for (int k = 0; k <= c; ++k) h[k] = hacc[k];
    const double h0 = sqrt(s[GM_H0SQ]);
    const double h1 = sqrt(s[GM_H1SQ]);
    bool breakdown = false;
    h[c + 1] = h1;
    if (h1 <= eps * h0) {
        h[c + 1] = 0.0;
        breakdown = true;
        s[GM_SCALE] = 1.0;
    } else {
        s[GM_SCALE] = 1.0 / h1;
    }
    for (int k = 0; k < c; ++k) {
        const double n0 = h[k], n1 = h[k + 1];
        h[k] = cs[k] * n0 + sn[k] * n1;
        h[k + 1] = -sn[k] * n0 + cs[k] * n1;
    }
    double cg, sg, mag;
    gm_lartg(h[c], h[c + 1], &cg, &sg, &mag);
    cs[c] = cg;
    sn[c] = sg;
    h[c] = mag;
    h[c + 1] = 0.0;
    const double tmp = -sg * g[c];
    g[c] = cg * g[c];
    g[c + 1] = tmp;
    const double presid = fabs(tmp);
    s[GM_PRESID] = presid;
    gm_hist(s, m)[c] = presid;
    s[GM_COL] = (double)c;
    if (presid <= s[GM_PTOL] || breakdown) s[GM_DONE] = 1.0;
    if (breakdown) s[GM_BREAKDOWN] = 1.0;
    for (int k = 0; k <= c; ++k) hacc[k] = 0.0;
    s[GM_H0SQ] = 0.0;
    s[GM_H1SQ] = 0.0;
}

// One thread: y = H[0..col, 0..col]^-1 g (upper triangular after the rotations).
__device__ void gm_solve(double* s, int m) {
    if (blockIdx.x != 0 || threadIdx.x != 0) return;
    const int col = (int)s[GM_COL];
    const double* h = gm_h(s, m);
    double* g = gm_g(s, m);
    double* y = gm_y(s, m);
#define GM_H(c, k) h[(long long)(c) * (m + 1) + (k)]
    if (GM_H(col, col) == 0.0) g[col] = 0.0;
    for (int k = 0; k < m; ++k) y[k] = k <= col ? g[k] : 0.0;
    for (int k = col; k >= 1; --k) {
        if (y[k] != 0.0) {
            y[k] /= GM_H(k, k);
            const double t = y[k];
            for (int i = 0; i < k; ++i) y[i] -= t * GM_H(k, i);
        }
    }
    if (y[0] != 0.0) y[0] /= GM_H(0, 0);
#undef GM_H
}

// x += sum_{k <= col} y[k] V[k].
template <typename T>
__device__ void gm_xupdate(long long n, T* __restrict__ x, const T* __restrict__ basis, double* s,
                           int m) {
    const int col = (int)s[GM_COL];
    const double* y = gm_y(s, m);
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        T v = x[i];
        for (int k = 0; k <= col; ++k) v += (T)y[k] * basis[(long long)k * n + i];
        x[i] = v;
    }
}

// r = b - A x; s[RNORM2] += |r|^2.
template <typename T, typename I>
__device__ void gm_residual(long long n, const I* __restrict__ indptr,
                            const I* __restrict__ indices, const T* __restrict__ data,
                            const T* __restrict__ x, const T* __restrict__ b, T* __restrict__ r,
                            double* s) {
    double acc = 0.0;
    for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {
        const T ri = b[i] - cg_row_dot(i, indptr, indices, data, x);
        r[i] = ri;
        acc += (double)ri * (double)ri;
    }
    cg_block_add(acc, &s[GM_RNORM2]);
}
