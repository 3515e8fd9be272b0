// gsci-fft's own kernels: everything around cuFFT that is not an FFT. Appended to gsci_types.cuh
// (element types, gsci_cast); the Rust side adds one `extern "C"` wrapper per instantiation.
//
// Index types: `Idx` counts destination elements (unsigned int when they fit, else long long);
// source offsets are always computed in long long, since strides may be negative.

// ------------------------------------------------------------------ value conversion
// gsci_fft_conv<Out>::f(x, scale, conj, zero_imag): the input value cast to the compute type Out
// (float, double, gsci_c64, gsci_c128), multiplied by `scale` (in Out's precision), conjugated
// when `conj`, with its imaginary part cleared when `zero_imag`.
template <typename Out> struct gsci_fft_conv;
template <> struct gsci_fft_conv<float> {
    template <typename In>
    static __device__ __forceinline__ float f(In x, double scale, int, bool) {
        return gsci_cast<float>(x) * (float)scale;
    }
};
template <> struct gsci_fft_conv<double> {
    template <typename In>
    static __device__ __forceinline__ double f(In x, double scale, int, bool) {
        return gsci_cast<double>(x) * scale;
    }
};
template <> struct gsci_fft_conv<gsci_c64> {
    template <typename In>
    static __device__ __forceinline__ gsci_c64 f(In x, double scale, int conj, bool zero_imag) {
        gsci_c64 c = gsci_cast<gsci_c64>(x);
        float s = (float)scale;
        float im = zero_imag ? 0.f : (conj ? -c.im : c.im) * s;
        return gsci_c64{c.re * s, im};
    }
};
template <> struct gsci_fft_conv<gsci_c128> {
    template <typename In>
    static __device__ __forceinline__ gsci_c128 f(In x, double scale, int conj, bool zero_imag) {
        gsci_c128 c = gsci_cast<gsci_c128>(x);
        double im = zero_imag ? 0.0 : (conj ? -c.im : c.im) * scale;
        return gsci_c128{c.re * scale, im};
    }
};

template <typename T> __device__ __forceinline__ T gsci_fft_zero();
template <> __device__ __forceinline__ float gsci_fft_zero<float>() { return 0.f; }
template <> __device__ __forceinline__ double gsci_fft_zero<double>() { return 0.0; }
template <> __device__ __forceinline__ gsci_c64 gsci_fft_zero<gsci_c64>() { return gsci_c64{0.f, 0.f}; }
template <> __device__ __forceinline__ gsci_c128 gsci_fft_zero<gsci_c128>() { return gsci_c128{0.0, 0.0}; }

// ------------------------------------------------------------------ gather
// dst (C-ordered, `shape`) <- src: destination multi-index c reads src[sum c[d] * stride[d]] when
// c[d] < extent[d] on every axis (crop), else writes zero (pad). Axis `zero_axis` (or -1) marks
// the halved axis of a C2R input: there, indices 0 and `nyquist` (or -1) lose their imaginary part.
template <int N> struct gsci_fft_gather_layout {
    long long shape[N];
    long long extent[N];
    long long stride[N];
};

template <typename In, typename Out, int N, typename Idx>
__device__ __forceinline__ void gsci_fft_gather_body(const In* __restrict__ src, Out* __restrict__ dst,
                                                     Idx n, gsci_fft_gather_layout<N> L, double scale,
                                                     int conj, int zero_axis, long long nyquist) {
    for (Idx i = (Idx)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (Idx)gridDim.x * blockDim.x) {
        Idx rem = i;
        long long off = 0;
        bool inside = true;
        bool zero_imag = false;
#pragma unroll
        for (int d = N - 1; d >= 0; --d) {
            Idx c = rem % (Idx)L.shape[d];
            rem /= (Idx)L.shape[d];
            inside = inside && ((long long)c < L.extent[d]);
            off += (long long)c * L.stride[d];
            if (d == zero_axis && ((long long)c == 0 || (long long)c == nyquist)) zero_imag = true;
        }
        dst[i] = inside ? gsci_fft_conv<Out>::f(src[off], scale, conj, zero_imag) : gsci_fft_zero<Out>();
    }
}

// ------------------------------------------------------------------ scale (in place, contiguous)
__device__ __forceinline__ void gsci_fft_scale_one(float& x, double s, int) { x *= (float)s; }
__device__ __forceinline__ void gsci_fft_scale_one(double& x, double s, int) { x *= s; }
__device__ __forceinline__ void gsci_fft_scale_one(gsci_c64& x, double s, int conj) {
    float f = (float)s;
    x.re *= f;
    x.im = (conj ? -x.im : x.im) * f;
}
__device__ __forceinline__ void gsci_fft_scale_one(gsci_c128& x, double s, int conj) {
    x.re *= s;
    x.im = (conj ? -x.im : x.im) * s;
}

template <typename T, typename Idx>
__device__ __forceinline__ void gsci_fft_scale_body(T* x, Idx n, double scale, int conj) {
    for (Idx i = (Idx)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (Idx)gridDim.x * blockDim.x) {
        gsci_fft_scale_one(x[i], scale, conj);
    }
}

// ------------------------------------------------------------------ zero imaginary parts
// For a C-ordered complex buffer seen as (outer, m, inner): clears the imaginary part at index 0
// and at `nyquist` (when >= 0) along the middle axis. Runs before a C2R pass, as pocketfft ignores
// those parts.
template <typename C>
__device__ __forceinline__ void gsci_fft_zero_imag_body(C* x, long long outer, long long m, long long inner,
                                                        long long nyquist) {
    long long total = outer * inner * 2;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        long long which = i & 1;
        long long rest = i >> 1;
        long long o = rest / inner;
        long long j = rest - o * inner;
        if (which == 1 && nyquist < 0) continue;
        long long k = which == 1 ? nyquist : 0;
        x[(o * m + k) * inner + j].im = 0;
    }
}

// ------------------------------------------------------------------ roll (fftshift)
// dst (C-ordered, `shape`) at multi-index c <- src at ((c[d] + shift[d]) mod shape[d]).
template <int N> struct gsci_fft_roll_layout {
    long long shape[N];
    long long shift[N];
    long long stride[N];
};

template <typename T, int N, typename Idx>
__device__ __forceinline__ void gsci_fft_roll_body(const T* __restrict__ src, T* __restrict__ dst, Idx n,
                                                   gsci_fft_roll_layout<N> L) {
    for (Idx i = (Idx)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (Idx)gridDim.x * blockDim.x) {
        Idx rem = i;
        long long off = 0;
#pragma unroll
        for (int d = N - 1; d >= 0; --d) {
            Idx c = rem % (Idx)L.shape[d];
            rem /= (Idx)L.shape[d];
            long long s = (long long)c + L.shift[d];
            if (s >= L.shape[d]) s -= L.shape[d];
            off += s * L.stride[d];
        }
        dst[i] = src[off];
    }
}

// ------------------------------------------------------------------ DCT / DST around a real FFT
// One pass transforms the lanes along one axis. Lanes are enumerated in C order over the other
// axes; `gsci_dct_lanes<N>` maps a lane to its source offset. The transform length is `n`; the
// source holds `extent` values along the axis (crop when extent > n, zeros beyond it).
//
// variant 1: type I   (cosine: real FFT of the even extension, length 2(n-1);
//                      sine: real FFT of the odd extension, length 2(n+1))
// variant 2: type II  (Makhoul: real FFT of the even/odd reordering, length n)
// variant 3: type III (Makhoul inverse: C2R of a twiddled half spectrum, length n)
// variant 4: type IV  (complex FFT of length 2n of the twiddled, zero-padded input)
// Sine transforms reuse the cosine ones: DST-II(x)[k] = DCT-II((-1)^j x_j)[n-1-k],
// DST-III(x)[k] = (-1)^k DCT-III(reversed x)[k], DST-IV(x)[k] = (-1)^k DCT-IV(reversed x)[k].
template <int N> struct gsci_dct_lanes {
    long long shape[N];
    long long stride[N];
};

template <int N>
__device__ __forceinline__ long long gsci_dct_lane_offset(const gsci_dct_lanes<N>& L, long long lane) {
    long long off = 0;
#pragma unroll
    for (int d = N - 1; d >= 0; --d) {
        long long c = lane % L.shape[d];
        lane /= L.shape[d];
        off += c * L.stride[d];
    }
    return off;
}

__device__ __forceinline__ void gsci_sincospi(float x, float* s, float* c) { sincospif(x, s, c); }
__device__ __forceinline__ void gsci_sincospi(double x, double* s, double* c) { sincospi(x, s, c); }

template <typename In, typename R>
__device__ __forceinline__ R gsci_dct_load(const In* src, long long base, long long j, long long extent,
                                           long long stride) {
    return j < extent ? gsci_cast<R>(src[base + j * stride]) : (R)0;
}

// Real FFT input (variants 1 and 2): dst is (lanes, m) row-major.
template <typename In, typename R, int N>
__device__ __forceinline__ void gsci_dct_pre_real_body(const In* __restrict__ src, R* __restrict__ dst,
                                                       gsci_dct_lanes<N> L, long long lanes, long long n,
                                                       long long m, long long astride, long long extent,
                                                       int variant, int sine, int ortho) {
    const R sqrt2 = (R)1.41421356237309504880;
    long long total = lanes * m;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        long long lane = i / m;
        long long q = i - lane * m;
        long long base = gsci_dct_lane_offset<N>(L, lane);
        R v;
        if (variant == 2) {
            long long j = 2 * q < n ? 2 * q : 2 * (n - 1 - q) + 1;
            v = gsci_dct_load<In, R>(src, base, j, extent, astride);
            if (sine && (j & 1)) v = -v;
        } else if (!sine) {  // DCT-I, m = 2(n-1)
            long long j = q < n ? q : m - q;
            v = gsci_dct_load<In, R>(src, base, j, extent, astride);
            if (ortho && (j == 0 || j == n - 1)) v *= sqrt2;
        } else {  // DST-I, m = 2(n+1)
            if (q == 0 || q == n + 1) {
                v = (R)0;
            } else if (q <= n) {
                v = gsci_dct_load<In, R>(src, base, q - 1, extent, astride);
            } else {
                v = -gsci_dct_load<In, R>(src, base, m - q - 1, extent, astride);
            }
        }
        dst[i] = v;
    }
}

// Complex FFT input (variants 3 and 4): dst is (lanes, m) row-major complex, as (re, im) pairs.
template <typename In, typename R, int N>
__device__ __forceinline__ void gsci_dct_pre_complex_body(const In* __restrict__ src, R* __restrict__ dst,
                                                          gsci_dct_lanes<N> L, long long lanes, long long n,
                                                          long long m, long long astride, long long extent,
                                                          int variant, int sine, int ortho) {
    const R sqrt2 = (R)1.41421356237309504880;
    long long total = lanes * m;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        long long lane = i / m;
        long long q = i - lane * m;
        long long base = gsci_dct_lane_offset<N>(L, lane);
        R re, im;
        if (variant == 3) {  // m = n/2 + 1: W[q] = e^{i pi q/(2n)} (a[q] - i a[n-q]), a[n] = 0
            long long jq = sine ? n - 1 - q : q;
            R aq = gsci_dct_load<In, R>(src, base, jq, extent, astride);
            if (ortho && q == 0) aq *= sqrt2;
            R anq = (R)0;
            if (q > 0) {
                long long jn = sine ? q - 1 : n - q;
                anq = gsci_dct_load<In, R>(src, base, jn, extent, astride);
            }
            R s, c;
            gsci_sincospi((R)q / (R)(2 * n), &s, &c);
            re = aq * c + anq * s;
            im = aq * s - anq * c;
        } else {  // variant 4, m = 2n: z[q] = a[q] e^{-i pi q/(2n)} for q < n, else 0
            if (q < n) {
                long long j = sine ? n - 1 - q : q;
                R a = gsci_dct_load<In, R>(src, base, j, extent, astride);
                R s, c;
                gsci_sincospi((R)q / (R)(2 * n), &s, &c);
                re = a * c;
                im = -a * s;
            } else {
                re = (R)0;
                im = (R)0;
            }
        }
        dst[2 * i] = re;
        dst[2 * i + 1] = im;
    }
}

// FFT output -> real result. `f` is the FFT output as reals: (lanes, m) complex values (re, im) for
// variants 1, 2, 4, or (lanes, n) reals for variant 3. dst is C-ordered with the transformed axis
// of length n between `outer` and `inner` (lane = o * inner + j).
template <typename R>
__device__ __forceinline__ void gsci_dct_post_body(const R* __restrict__ f, R* __restrict__ dst, long long lanes,
                                                   long long inner, long long n, long long m, int variant,
                                                   int sine, int ortho, double scale) {
    const R rsqrt2 = (R)0.70710678118654752440;
    long long total = lanes * n;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        long long lane = i / n;
        long long k = i - lane * n;
        const R* row = f + (variant == 3 ? lane * n : 2 * lane * m);
        R y;
        if (variant == 2) {
            long long kk = sine ? n - 1 - k : k;
            R a, b;
            if (2 * kk <= n) {
                a = row[2 * kk];
                b = row[2 * kk + 1];
            } else {
                a = row[2 * (n - kk)];
                b = -row[2 * (n - kk) + 1];
            }
            R s, c;
            gsci_sincospi((R)kk / (R)(2 * n), &s, &c);
            y = (R)2 * (a * c + b * s);
            if (ortho && ((!sine && k == 0) || (sine && k == n - 1))) y *= rsqrt2;
        } else if (variant == 3) {
            y = (k & 1) ? row[n - 1 - (k - 1) / 2] : row[k / 2];
            if (sine && (k & 1)) y = -y;
        } else if (variant == 1) {
            if (!sine) {
                y = row[2 * k];
                if (ortho && (k == 0 || k == n - 1)) y *= rsqrt2;
            } else {
                y = -row[2 * (k + 1) + 1];
            }
        } else {  // variant 4
            R s, c;
            gsci_sincospi((R)(2 * k + 1) / (R)(4 * n), &s, &c);
            y = (R)2 * (row[2 * k] * c + row[2 * k + 1] * s);
            if (sine && (k & 1)) y = -y;
        }
        long long o = lane / inner;
        long long j = lane - o * inner;
        dst[(o * n + k) * inner + j] = y * (R)scale;
    }
}

// ------------------------------------------------------------------ two real FFTs in one
// z = FFT along one axis of x[..., 2j] + i x[..., 2j+1] (a real array read as complex pairs along
// its last axis). The real FFTs are X_even = (Z[k] + conj(Z[-k])) / 2 and
// X_odd = (Z[k] - conj(Z[-k])) / 2i. z is C-ordered (pre, n, mid, half); out is C-ordered
// (pre, n/2 + 1, mid, 2 half); the result is scaled and, when `conj`, conjugated.
template <typename C, typename R>
__device__ __forceinline__ void gsci_fft_unpair_body(const C* __restrict__ z, C* __restrict__ out, long long pre,
                                                     long long n, long long mid, long long half, double scale,
                                                     int conj) {
    long long kk = n / 2 + 1;
    long long m2 = 2 * half;
    long long total = pre * kk * mid * m2;
    R s = (R)scale;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total;
         i += (long long)gridDim.x * blockDim.x) {
        long long c = i % m2;
        long long r = i / m2;
        long long mm = r % mid;
        r /= mid;
        long long k = r % kk;
        long long p = r / kk;
        long long j = c >> 1;
        long long nk = k == 0 ? 0 : n - k;
        C a = z[((p * n + k) * mid + mm) * half + j];
        C b = z[((p * n + nk) * mid + mm) * half + j];
        R re, im;
        if ((c & 1) == 0) {
            re = (a.re + b.re) * (R)0.5;
            im = (a.im - b.im) * (R)0.5;
        } else {
            re = (a.im + b.im) * (R)0.5;
            im = (b.re - a.re) * (R)0.5;
        }
        out[i] = C{re * s, (conj ? -im : im) * s};
    }
}
