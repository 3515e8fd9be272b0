// gsci-ndimage interpolation: SciPy's B-spline prefilter (chunked causal and anti-causal
// passes, out of place) and the resampling of map_coordinates / affine_transform / zoom / shift /
// rotate (one thread per output element, spline weights in registers, coefficients read through
// the read-only cache).
// A port of scipy/ndimage/src/ni_splines.c and ni_interpolation.c; the extern "C" wrappers are
// generated per (input type, output type, rank, order) by interpolation/cuda.rs.

// SciPy's NI_ExtendMode codes (_ni_support._extend_mode_to_code).
#define GSCI_NI_NEAREST 0
#define GSCI_NI_WRAP 1
#define GSCI_NI_REFLECT 2
#define GSCI_NI_MIRROR 3
#define GSCI_NI_CONSTANT 4
#define GSCI_NI_GRID_WRAP 5
#define GSCI_NI_GRID_CONSTANT 6
#define GSCI_NI_MAXDIM 8

// The mapping, passed by value (layout mirrored by `ResampleParams` in cuda.rs).
struct GsciNiParams {
    long long idims[GSCI_NI_MAXDIM];   // input (coefficient) shape, padded by 2 * npad
    long long odims[GSCI_NI_MAXDIM];   // output shape (orank entries)
    double matrix[GSCI_NI_MAXDIM * GSCI_NI_MAXDIM]; // affine: rank x orank, row-major
    double shift[GSCI_NI_MAXDIM];      // affine offset, or zoom/shift's shift
    double zoom[GSCI_NI_MAXDIM];       // zoom/shift's zoom (1 without)
    double cval;
    long long n_local;                 // output elements per batch entry
    long long batch;                   // independent leading planes (rotate of n-d input)
    int orank;
    int kind;                          // 0 coordinates, 1 affine, 2 zoom/shift
    int mode;
    int npad;
    int grid_mode;
    int pad_;
};

// ni_interpolation.c's map_coordinate: a coordinate outside [0, len-1] mapped inside (-1 for
// 'constant').
__device__ double gsci_ni_map(double in, long long len, int mode) {
    if (in < 0) {
        switch (mode) {
        case GSCI_NI_MIRROR:
            if (len <= 1) {
                in = 0;
            } else {
                long long sz2 = 2 * len - 2;
                in = (double)(sz2 * (long long)(-in / sz2)) + in;
                in = in <= 1 - len ? in + sz2 : -in;
            }
            break;
        case GSCI_NI_REFLECT:
            if (len <= 1) {
                in = 0;
            } else {
                long long sz2 = 2 * len;
                if (in < -sz2) in = (double)(sz2 * (long long)(-in / sz2)) + in;
                in = in < -len ? in + sz2 : (in > -1e-15 ? 1e-15 : -in) - 1;
            }
            break;
        case GSCI_NI_WRAP:
            if (len <= 1) {
                in = 0;
            } else {
                long long sz = len - 1;
                in += (double)(sz * ((long long)(-in / sz) + 1));
            }
            break;
        case GSCI_NI_GRID_WRAP:
            if (len <= 1) {
                in = 0;
            } else {
                in += (double)(len * ((long long)((-1 - in) / len) + 1));
            }
            break;
        case GSCI_NI_NEAREST: in = 0; break;
        case GSCI_NI_CONSTANT: in = -1; break;
        }
    } else if (in > len - 1) {
        switch (mode) {
        case GSCI_NI_MIRROR:
            if (len <= 1) {
                in = 0;
            } else {
                long long sz2 = 2 * len - 2;
                in -= (double)(sz2 * (long long)(in / sz2));
                if (in >= len) in = sz2 - in;
            }
            break;
        case GSCI_NI_REFLECT:
            if (len <= 1) {
                in = 0;
            } else {
                long long sz2 = 2 * len;
                in -= (double)(sz2 * (long long)(in / sz2));
                if (in >= len) in = sz2 - in - 1;
            }
            break;
        case GSCI_NI_WRAP:
            if (len <= 1) {
                in = 0;
            } else {
                long long sz = len - 1;
                in -= (double)(sz * (long long)(in / sz));
            }
            break;
        case GSCI_NI_GRID_WRAP:
            if (len <= 1) {
                in = 0;
            } else {
                in -= (double)(len * (long long)(in / len));
            }
            break;
        case GSCI_NI_NEAREST: in = (double)(len - 1); break;
        case GSCI_NI_CONSTANT: in = -1; break;
        }
    }
    return in;
}

// ni_splines.c's get_spline_interpolation_weights.
template <int ORDER>
__device__ __forceinline__ void gsci_ni_weights(double x, double* w) {
    x -= floor((ORDER & 1) ? x : x + 0.5);
    double y = x, z = 1.0 - x, t;
    if (ORDER == 1) {
        w[0] = 1.0 - x;
    } else if (ORDER == 2) {
        w[1] = 0.75 - x * x;
        y = 0.5 - x;
        w[0] = 0.5 * y * y;
    } else if (ORDER == 3) {
        w[1] = (y * y * (y - 2.0) * 3.0 + 4.0) / 6.0;
        w[2] = (z * z * (z - 2.0) * 3.0 + 4.0) / 6.0;
        w[0] = z * z * z / 6.0;
    } else if (ORDER == 4) {
        t = x * x;
        w[2] = t * (t * 0.25 - 0.625) + 115.0 / 192.0;
        y = 1.0 + x;
        w[1] = y * (y * (y * (5.0 - y) / 6.0 - 1.25) + 5.0 / 24.0) + 55.0 / 96.0;
        w[3] = z * (z * (z * (5.0 - z) / 6.0 - 1.25) + 5.0 / 24.0) + 55.0 / 96.0;
        y = 0.5 - x;
        t = y * y;
        w[0] = t * t / 24.0;
    } else if (ORDER == 5) {
        t = y * y;
        w[2] = t * (t * (0.25 - y / 12.0) - 0.5) + 0.55;
        t = z * z;
        w[3] = t * (t * (0.25 - z / 12.0) - 0.5) + 0.55;
        y += 1.0;
        w[1] = y * (y * (y * (y * (y / 24.0 - 0.375) + 1.25) - 1.75) + 0.625) + 0.425;
        z += 1.0;
        w[4] = z * (z * (z * (z * (z / 24.0 - 0.375) + 1.25) - 1.75) + 0.625) + 0.425;
        y = 1.0 - x;
        t = y * y;
        w[0] = y * t * t / 120.0;
    }
    w[ORDER] = 1.0;
#pragma unroll
    for (int i = 0; i < ORDER; ++i) w[ORDER] -= w[i];
}

// SciPy's output conversion (CASE_INTERP_OUT*): floats cast, integers rounded half away from
// zero and clamped to the type's range.
__device__ __forceinline__ void gsci_ni_store(float* o, double t) { *o = (float)t; }
__device__ __forceinline__ void gsci_ni_store(double* o, double t) { *o = t; }
template <typename U>
__device__ __forceinline__ void gsci_ni_store_uint(U* o, double t, double maxv) {
    t = t > 0 ? t + 0.5 : 0;
    t = t > maxv ? maxv : t;
    t = t < 0 ? 0 : t;
    *o = (U)t;
}
template <typename S>
__device__ __forceinline__ void gsci_ni_store_int(S* o, double t, double minv, double maxv) {
    t = t > 0 ? t + 0.5 : t - 0.5;
    t = t > maxv ? maxv : t;
    t = t < minv ? minv : t;
    *o = (S)t;
}
__device__ __forceinline__ void gsci_ni_store(unsigned char* o, double t) { gsci_ni_store_uint(o, t, 255.0); }
__device__ __forceinline__ void gsci_ni_store(unsigned short* o, double t) { gsci_ni_store_uint(o, t, 65535.0); }
__device__ __forceinline__ void gsci_ni_store(unsigned int* o, double t) { gsci_ni_store_uint(o, t, 4294967295.0); }
__device__ __forceinline__ void gsci_ni_store(unsigned long long* o, double t) { gsci_ni_store_uint(o, t, 18446744073709551615.0); }
__device__ __forceinline__ void gsci_ni_store(signed char* o, double t) { gsci_ni_store_int(o, t, -128.0, 127.0); }
__device__ __forceinline__ void gsci_ni_store(short* o, double t) { gsci_ni_store_int(o, t, -32768.0, 32767.0); }
__device__ __forceinline__ void gsci_ni_store(int* o, double t) { gsci_ni_store_int(o, t, -2147483648.0, 2147483647.0); }
__device__ __forceinline__ void gsci_ni_store(long long* o, double t) { gsci_ni_store_int(o, t, -9223372036854775808.0, 9223372036854775807.0); }

__host__ __device__ constexpr int gsci_ni_footprint(int order, int rank) {
    return rank == 0 ? 1 : (order + 1) * gsci_ni_footprint(order, rank - 1);
}

// Sum over the (ORDER+1)^RANK footprint, axis D and below, unrolled at compile time.
template <typename TI, int ORDER, int RANK, int D>
struct GsciNiSum {
    static __device__ __forceinline__ void run(const TI* __restrict__ in, const long long (&off)[RANK][ORDER + 1],
                                               const double (&w)[RANK][ORDER + 1], const unsigned (&outside)[RANK],
                                               long long base, double wp, bool is_cval, double cval, double& t) {
#pragma unroll
        for (int f = 0; f <= ORDER; ++f) {
            GsciNiSum<TI, ORDER, RANK, D + 1>::run(in, off, w, outside, base + off[D][f],
                                                   ORDER > 0 ? wp * w[D][f] : wp,
                                                   is_cval || ((outside[D] >> f) & 1u), cval, t);
        }
    }
};
template <typename TI, int ORDER, int RANK>
struct GsciNiSum<TI, ORDER, RANK, RANK> {
    static __device__ __forceinline__ void run(const TI* __restrict__ in, const long long (&)[RANK][ORDER + 1],
                                               const double (&)[RANK][ORDER + 1], const unsigned (&)[RANK],
                                               long long base, double wp, bool is_cval, double cval, double& t) {
        const double c = is_cval ? cval : (double)__ldg(in + base);
        t += c * wp;
    }
};

// One output element per thread (grid-stride): its input coordinates, per-axis spline weights
// and (boundary-mapped) offsets, then the footprint sum. `coords` is (RANK, n_local) for kind 0.
template <typename TI, typename TO, int RANK, int ORDER>
__device__ __forceinline__ void gsci_ni_resample(const TI* __restrict__ in, TO* __restrict__ out,
                                                 const double* __restrict__ coords, const GsciNiParams& p) {
    const long long total = p.n_local * p.batch;
    long long in_size = 1;
#pragma unroll
    for (int h = 0; h < RANK; ++h) in_size *= p.idims[h];
    const int spline_mode = (p.mode == GSCI_NI_CONSTANT || p.mode == GSCI_NI_WRAP) ? GSCI_NI_MIRROR : p.mode;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        const long long b = i / p.n_local;
        const long long k = i - b * p.n_local;
        const TI* src = in + b * in_size;
        double icoor[RANK];
        if (p.kind == 0) {
#pragma unroll
            for (int h = 0; h < RANK; ++h) icoor[h] = coords[h * p.n_local + k];
        } else {
            long long oc[GSCI_NI_MAXDIM];
            long long rem = k;
            for (int d = p.orank - 1; d >= 0; --d) {
                oc[d] = rem % p.odims[d];
                rem /= p.odims[d];
            }
            if (p.kind == 1) {
#pragma unroll
                for (int h = 0; h < RANK; ++h) {
                    double tmp = p.shift[h];
                    for (int l = 0; l < p.orank; ++l)
                        tmp = __dadd_rn(tmp, __dmul_rn((double)oc[l], p.matrix[h * p.orank + l]));
                    icoor[h] = tmp;
                }
            } else {
#pragma unroll
                for (int h = 0; h < RANK; ++h) {
                    double cc = __dadd_rn((double)oc[h], p.shift[h]);
                    if (p.grid_mode) {
                        cc = __dsub_rn(__dmul_rn(__dadd_rn(cc, 0.5), p.zoom[h]), 0.5);
                    } else {
                        cc = __dmul_rn(cc, p.zoom[h]);
                    }
                    icoor[h] = cc;
                }
            }
        }
        long long off[RANK][ORDER + 1];
        double w[RANK][ORDER + 1];
        unsigned outside[RANK];
        bool constant = false;
        long long stride = 1;
#pragma unroll
        for (int h = RANK - 1; h >= 0; --h) {
            const long long len = p.idims[h];
            double cc = icoor[h] + (double)p.npad;
            if (p.mode != GSCI_NI_GRID_CONSTANT && p.mode != GSCI_NI_NEAREST) cc = gsci_ni_map(cc, len, p.mode);
            if (cc > -1.0 || p.mode == GSCI_NI_GRID_CONSTANT || p.mode == GSCI_NI_NEAREST) {
                const long long start = (ORDER & 1) ? (long long)floor(cc) - ORDER / 2
                                                   : (long long)floor(cc + 0.5) - ORDER / 2;
                unsigned o = 0;
                const bool edge = start < 0 || start + ORDER >= len;
#pragma unroll
                for (int l = 0; l <= ORDER; ++l) {
                    long long idx = start + l;
                    if (p.mode == GSCI_NI_GRID_CONSTANT) {
                        if (idx < 0 || idx >= len) {
                            o |= 1u << l;
                            idx = 0;
                        }
                    } else if (edge) {
                        idx = (long long)gsci_ni_map((double)idx, len, spline_mode);
                    }
                    off[h][l] = idx * stride;
                }
                outside[h] = o;
                if (ORDER > 0) gsci_ni_weights<ORDER>(cc, w[h]);
            } else {
                constant = true;
            }
            stride *= len;
        }
        double t = p.cval;
        if (!constant) {
            t = 0.0;
            if constexpr (gsci_ni_footprint(ORDER, RANK) <= 64) {
                GsciNiSum<TI, ORDER, RANK, 0>::run(src, off, w, outside, 0, 1.0, false, p.cval, t);
            } else {
                // Large footprints (rank 3 from order 4, rank 4 from order 2) as a loop, which
                // keeps their compile time small.
                int f[RANK];
#pragma unroll
                for (int h = 0; h < RANK; ++h) f[h] = 0;
#pragma unroll 1
                for (int n = 0; n < gsci_ni_footprint(ORDER, RANK); ++n) {
                    long long idx = 0;
                    double wp = 1.0;
                    bool is_cval = false;
#pragma unroll
                    for (int h = 0; h < RANK; ++h) {
                        idx += off[h][f[h]];
                        if (ORDER > 0) wp *= w[h][f[h]];
                        is_cval = is_cval || ((outside[h] >> f[h]) & 1u);
                    }
                    t += (is_cval ? p.cval : (double)__ldg(src + idx)) * wp;
#pragma unroll
                    for (int h = RANK - 1; h >= 0; --h) {
                        if (++f[h] <= ORDER) break;
                        f[h] = 0;
                    }
                }
            }
        }
        gsci_ni_store(out + i, t);
    }
}

#define GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, ORDER)                                            \
    extern "C" __global__ void __launch_bounds__(256) NAME##_o##ORDER(const TI* __restrict__ in, TO* __restrict__ out, \
                                                           const double* __restrict__ coords, const GsciNiParams p) { \
        gsci_ni_resample<TI, TO, RANK, ORDER>(in, out, coords, p);                                 \
    }

// The six spline orders of one (input type, output type, rank): NAME_o0 .. NAME_o5.
#define GSCI_NI_RESAMPLE(NAME, TI, TO, RANK)                                                        \
    GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, 0)                                                    \
    GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, 1)                                                    \
    GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, 2)                                                    \
    GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, 3)                                                    \
    GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, 4)                                                    \
    GSCI_NI_RESAMPLE_ONE(NAME, TI, TO, RANK, 5)

// ---------------------------------------------------------------- the spline prefilter (ni_splines.c)
//
// Chunked and out of place: per pole, one causal pass (in -> out) and one anti-causal pass
// (out -> in), one thread per chunk of `chunk` elements of a line. A chunk's recursion starts
// `warm` elements before it (causal) / after it (anti-causal) from 0: |z|^warm < 1e-20, so the
// state it reaches is the sequential one to far below double rounding. The chunk holding the
// line's first (causal) or last (anti-causal) element, or whose warm-up would reach it, starts
// from SciPy's initial condition instead, whose O(n) sums stop after `warm` terms (exact for
// lines of at most `warm` + 1 elements; z^n and z^(n-1) are kept exact). Every step is rounded to
// C as SciPy's in-place line in C would be. Lines are `inner` elements apart in memory; thread t
// takes inner position t % inner (consecutive threads, consecutive addresses for inner > 1),
// then chunk, then outer index. A CPU mirror of these loops is tested in cuda.rs.

// One input element, times the gain (1 after the first causal pass), rounded to C.
template <typename C>
__device__ __forceinline__ double gsci_ni_ld(const C* __restrict__ x, long long i, double gain) {
    return (double)(C)((double)x[i] * gain);
}

// ni_splines.c's causal initialisation of the gain-scaled line x (stride s), rounded to C.
template <typename C>
__device__ double gsci_ni_causal_init(const C* __restrict__ x, long long n, long long s, double z, int bc,
                                      double gain, long long warm) {
    double r;
    if (bc == 0) { // mirror
        double z_i = z;
        const double z_n_1 = pow(z, (double)(n - 1));
        double c0 = gsci_ni_ld(x, 0, gain) + z_n_1 * gsci_ni_ld(x, (n - 1) * s, gain);
        const long long m = n - 1 < warm ? n - 1 : warm;
        for (long long i = 1; i < m; ++i) {
            c0 += z_i * (gsci_ni_ld(x, i * s, gain) + z_n_1 * gsci_ni_ld(x, (n - 1 - i) * s, gain));
            z_i *= z;
        }
        r = c0 / (1 - z_n_1 * z_n_1);
    } else if (bc == 1) { // grid-wrap
        double z_i = z;
        double c0 = gsci_ni_ld(x, 0, gain);
        const long long m = n < warm ? n : warm;
        for (long long i = 1; i < m; ++i) {
            c0 += z_i * gsci_ni_ld(x, (n - i) * s, gain);
            z_i *= z;
        }
        const double z_n = n <= warm ? z_i : pow(z, (double)n);
        r = c0 / (1 - z_n);
    } else { // reflect
        // SciPy 1.17.1 reads its running sum as c[n - 1 - i] at i = n - 1 (see cpu.rs).
        double z_i = z;
        const double z_n = pow(z, (double)n);
        const double c0 = gsci_ni_ld(x, 0, gain);
        double acc = c0 + z_n * gsci_ni_ld(x, (n - 1) * s, gain);
        const long long m = n < warm ? n : warm;
        for (long long i = 1; i < m; ++i) {
            const double mirrored = i == n - 1 ? acc : gsci_ni_ld(x, (n - 1 - i) * s, gain);
            acc += z_i * (gsci_ni_ld(x, i * s, gain) + z_n * mirrored);
            z_i *= z;
        }
        r = acc * (z / (1 - z_n * z_n)) + c0;
    }
    return (double)(C)r;
}

// ni_splines.c's anti-causal initialisation from the causal result y (stride s), rounded to C.
template <typename C>
__device__ double gsci_ni_anticausal_init(const C* __restrict__ y, long long n, long long s, double z, int bc,
                                          long long warm) {
    const long long last = (n - 1) * s;
    double r;
    if (bc == 0) {
        r = (z * (double)y[last - s] + (double)y[last]) * z / (z * z - 1);
    } else if (bc == 1) {
        double z_i = z;
        double cl = (double)y[last];
        const long long m = n - 1 < warm ? n - 1 : warm;
        for (long long i = 0; i < m; ++i) {
            cl += z_i * (double)y[i * s];
            z_i *= z;
        }
        const double z_n = n - 1 <= warm ? z_i : pow(z, (double)n);
        r = cl * (z / (z_n - 1));
    } else {
        r = (double)y[last] * (z / (z - 1));
    }
    return (double)(C)r;
}

// The causal pass of pole z: out[i] = in[i] * gain + z * out[i - 1] over `outer` x `inner` lines
// of `len` elements, in chunks of `chunk` (`nchunks` per line).
template <typename C>
__device__ void gsci_ni_causal_chunks(const C* __restrict__ in, C* __restrict__ out, long long len,
                                      long long inner, long long outer, long long chunk, long long nchunks,
                                      long long warm, double z, double gain, int bc) {
    const long long total = outer * nchunks * inner;
    for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (long long)gridDim.x * blockDim.x) {
        const long long j = t % inner;
        const long long r = t / inner;
        const long long k = r % nchunks;
        const long long o = r / nchunks;
        const long long s = inner;
        const C* __restrict__ x = in + o * len * inner + j;
        C* __restrict__ y = out + o * len * inner + j;
        const long long begin = k * chunk;
        const long long end = begin + chunk < len ? begin + chunk : len;
        double prev;
        long long i;
        if (begin <= warm) {
            prev = gsci_ni_causal_init(x, len, s, z, bc, gain, warm);
            if (begin == 0) y[0] = (C)prev;
            i = 1;
        } else {
            prev = 0.0;
            i = begin - warm;
        }
#pragma unroll 4
        for (; i < begin; ++i) prev = (double)(C)(gsci_ni_ld(x, i * s, gain) + z * prev);
#pragma unroll 4
        for (; i < end; ++i) {
            const double v = gsci_ni_ld(x, i * s, gain) + z * prev;
            y[i * s] = (C)v;
            prev = (double)(C)v;
        }
    }
}

// The anti-causal pass of pole z: out[i] = z * (out[i + 1] - in[i]), chunked as above.
template <typename C>
__device__ void gsci_ni_anticausal_chunks(const C* __restrict__ in, C* __restrict__ out, long long len,
                                          long long inner, long long outer, long long chunk, long long nchunks,
                                          long long warm, double z, int bc) {
    const long long total = outer * nchunks * inner;
    for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (long long)gridDim.x * blockDim.x) {
        const long long j = t % inner;
        const long long r = t / inner;
        const long long k = r % nchunks;
        const long long o = r / nchunks;
        const long long s = inner;
        const C* __restrict__ y = in + o * len * inner + j;
        C* __restrict__ c = out + o * len * inner + j;
        const long long begin = k * chunk;
        const long long end = begin + chunk < len ? begin + chunk : len;
        double next;
        long long i;
        if (end + warm >= len) {
            next = gsci_ni_anticausal_init(y, len, s, z, bc, warm);
            if (end == len) c[(len - 1) * s] = (C)next;
            i = len - 2;
        } else {
            next = 0.0;
            i = end - 1 + warm;
        }
#pragma unroll 4
        for (; i >= end; --i) next = (double)(C)(z * (next - (double)y[i * s]));
#pragma unroll 4
        for (; i >= begin; --i) {
            const double v = z * (next - (double)y[i * s]);
            c[i * s] = (C)v;
            next = (double)(C)v;
        }
    }
}

#define GSCI_NI_SPLINE(SUFFIX, C)                                                                    \
    extern "C" __global__ void __launch_bounds__(256) gsci_ni_spline_causal_##SUFFIX(                 \
        const C* __restrict__ in, C* __restrict__ out, long long len, long long inner, long long outer, \
        long long chunk, long long nchunks, long long warm, double z, double gain, int bc) {         \
        gsci_ni_causal_chunks<C>(in, out, len, inner, outer, chunk, nchunks, warm, z, gain, bc);     \
    }                                                                                                \
    extern "C" __global__ void __launch_bounds__(256) gsci_ni_spline_anticausal_##SUFFIX(             \
        const C* __restrict__ in, C* __restrict__ out, long long len, long long inner, long long outer, \
        long long chunk, long long nchunks, long long warm, double z, int bc) {                      \
        gsci_ni_anticausal_chunks<C>(in, out, len, inner, outer, chunk, nchunks, warm, z, bc);       \
    }

GSCI_NI_SPLINE(f32, float)
GSCI_NI_SPLINE(f64, double)

// ---------------------------------------------------------------- padding / conversion to coefficients

// out (padded shape odims) from the C-contiguous in (shape idims): pad[d] elements each side,
// filled as np.pad mode 'edge' (fill = 0) or 'constant' with cval (fill = 1).
template <typename TI, typename C>
__device__ void gsci_ni_pad(const TI* __restrict__ in, C* __restrict__ out, const GsciNiParams p, int rank,
                            long long n_out, int fill) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n_out;
         i += (long long)gridDim.x * blockDim.x) {
        long long rem = i, src = 0, stride = 1;
        bool is_cval = false;
        for (int d = rank - 1; d >= 0; --d) {
            const long long o = rem % p.odims[d];
            rem /= p.odims[d];
            long long j = o - p.npad * (long long)(p.idims[d] != p.odims[d]);
            if (j < 0 || j >= p.idims[d]) {
                is_cval = true;
                j = j < 0 ? 0 : p.idims[d] - 1;
            }
            src += j * stride;
            stride *= p.idims[d];
        }
        out[i] = (is_cval && fill == 1) ? (C)p.cval : (C)(double)in[src];
    }
}

#define GSCI_NI_PAD(NAME, TI, C)                                                                     \
    extern "C" __global__ void NAME(const TI* __restrict__ in, C* __restrict__ out, const GsciNiParams p, int rank, \
                                    long long n_out, int fill) {                                      \
        gsci_ni_pad<TI, C>(in, out, p, rank, n_out, fill);                                           \
    }
