// gsci-ndimage exact Euclidean distance transform: Felzenszwalb & Huttenlocher's separable lower
// envelope of parabolas, one pass per axis, one thread per line, carrying the nearest feature's
// linear index for return_indices.

#define GSCI_EDT_INF 1.0e300

// f = 0 and feat = i on features (input == 0), f = INF and feat = -1 elsewhere.
extern "C" __global__ void gsci_edt_init(const unsigned char* in, double* f, long long* feat, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        bool fg = in[i] != 0;
        f[i] = fg ? GSCI_EDT_INF : 0.0;
        feat[i] = fg ? -1 : i;
    }
}

// One axis of length len (elements `inner` apart); lines = n / len. Scratch v (lines * len) and
// z (lines * (len + 1)) are interleaved by line so that neighbouring threads touch neighbouring
// words. w = sampling^2 along the axis.
extern "C" __global__ void gsci_edt_pass(
    const double* __restrict__ fin, const long long* __restrict__ featin,
    double* __restrict__ fout, long long* __restrict__ featout,
    long long len, long long inner, long long lines, double w,
    long long* __restrict__ vs, double* __restrict__ zs, int track)
{
    for (long long line = (long long)blockIdx.x * blockDim.x + threadIdx.x; line < lines;
         line += (long long)gridDim.x * blockDim.x) {
        const long long outer = line / inner, in_idx = line % inner;
        const long long base = outer * len * inner + in_idx;
        long long k = -1;
        for (long long q = 0; q < len; ++q) {
            const double fq = fin[base + q * inner];
            if (fq >= GSCI_EDT_INF) continue;
            double s = -GSCI_EDT_INF;
            while (k >= 0) {
                const long long p = vs[k * lines + line];
                const double fp = fin[base + p * inner];
                s = ((fq + w * (double)q * (double)q) - (fp + w * (double)p * (double)p)) / (2.0 * w * (double)(q - p));
                if (s <= zs[k * lines + line]) { --k; s = -GSCI_EDT_INF; } else break;
            }
            ++k;
            vs[k * lines + line] = q;
            zs[k * lines + line] = k == 0 ? -GSCI_EDT_INF : s;
            zs[(k + 1) * lines + line] = GSCI_EDT_INF;
        }
        if (k < 0) {
            for (long long q = 0; q < len; ++q) {
                fout[base + q * inner] = GSCI_EDT_INF;
                if (track) featout[base + q * inner] = -1;
            }
            continue;
        }
        long long j = 0;
        for (long long q = 0; q < len; ++q) {
            while (zs[(j + 1) * lines + line] < (double)q) ++j;
            const long long p = vs[j * lines + line];
            const double d = (double)(q - p);
            fout[base + q * inner] = w * d * d + fin[base + p * inner];
            if (track) featout[base + q * inner] = featin[base + p * inner];
        }
    }
}

// dist = sqrt(f) (INF stays INF).
extern "C" __global__ void gsci_edt_sqrt(const double* f, double* dist, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        double v = f[i];
        dist[i] = v >= GSCI_EDT_INF ? __longlong_as_double(0x7ff0000000000000LL) : sqrt(v);
    }
}

// indices[d * n + i] = coordinate d of feat[i] (-1 without a feature); shape in `dims` (ndim <= 8).
struct gsci_edt_dims { long long v[8]; };
extern "C" __global__ void gsci_edt_indices(const long long* feat, int* out, gsci_edt_dims shape, int ndim, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        long long f = feat[i];
        for (int d = ndim - 1; d >= 0; --d) {
            out[(long long)d * n + i] = f < 0 ? -1 : (int)(f % shape.v[d]);
            if (f >= 0) f /= shape.v[d];
        }
    }
}
