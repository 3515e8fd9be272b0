// Assembly of general eigendecompositions from cuSOLVER Xgeev's output. Prepended by
// kernel_cache::TYPES_HEADER. Column arithmetic is done in double.

// Real input: W = [wr (n), wi (n)] per matrix, VR LAPACK's packed real vectors (column-major,
// ld n): a pair wi[j] > 0, wi[j+1] < 0 stores v_j = VR[:, j] + i VR[:, j+1] and
// v_{j+1} = conj(v_j). One thread per (matrix, column): w[b, j] = wr + i wi, and (vectors) the
// complex column into v, row-major (batch, n, n), not yet normalised.
template <typename R, typename C>
__device__ void gsci_eig_unpack_real_body(const R* vr, const R* wri, long long n, long long batch,
                                          int vectors, C* w, C* v) {
    long long total = batch * n;
    for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (long long)gridDim.x * blockDim.x) {
        long long b = t / n, j = t % n;
        const R* wr = wri + b * 2 * n;
        const R* wi = wr + n;
        R im = wi[j];
        C wv;
        wv.re = wr[j];
        wv.im = im;
        w[t] = wv;
        if (!vectors) continue;
        const R* m = vr + b * n * n;
        long long cre = j, cim = -1;
        R sign = (R)1;
        if (im > (R)0 && j + 1 < n) {
            cim = j + 1;
        } else if (im < (R)0 && j > 0) {
            cre = j - 1;
            cim = j;
            sign = (R)-1;
        }
        C* out = v + b * n * n;
        for (long long i = 0; i < n; ++i) {
            C x;
            x.re = m[cre * n + i];
            x.im = cim >= 0 ? sign * m[cim * n + i] : (R)0;
            out[i * n + j] = x;
        }
    }
}

// Complex columns scaled to unit 2-norm with their largest-modulus entry (the first one) real
// and positive. Input element (i, j) of matrix b at in[b*n*n + i*rs + j*cs]; output row-major
// (batch, n, n). One thread per (matrix, column); in may equal out only when rs == n, cs == 1.
template <typename C>
__device__ void gsci_eig_normalize_body(const C* in, long long rs, long long cs, long long n,
                                        long long batch, C* out) {
    long long total = batch * n;
    for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < total;
         t += (long long)gridDim.x * blockDim.x) {
        long long b = t / n, j = t % n;
        const C* m = in + b * n * n + j * cs;
        double ss = 0.0, best = -1.0, pre = 1.0, pim = 0.0;
        for (long long i = 0; i < n; ++i) {
            double re = (double)m[i * rs].re, im = (double)m[i * rs].im;
            double a2 = re * re + im * im;
            ss += a2;
            if (a2 > best) {
                best = a2;
                pre = re;
                pim = im;
            }
        }
        double nrm = sqrt(ss);
        double pm = sqrt(pre * pre + pim * pim);
        // factor = conj(p) / |p| / ||v||
        double fre = 1.0, fim = 0.0;
        if (pm > 0.0) {
            fre = pre / pm;
            fim = -pim / pm;
        }
        if (nrm > 0.0) {
            fre /= nrm;
            fim /= nrm;
        }
        C* o = out + b * n * n + j;
        for (long long i = 0; i < n; ++i) {
            double re = (double)m[i * rs].re, im = (double)m[i * rs].im;
            C x;
            x.re = re * fre - im * fim;
            x.im = re * fim + im * fre;
            o[i * n] = x;
        }
    }
}
