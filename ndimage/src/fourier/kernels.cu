// gsci-ndimage Fourier filter kernels: one elementwise pass. The per-axis tables (SciPy's
// NI_FourierFilter / NI_FourierShift tables, computed on the host) are concatenated in `tab`;
// axis a's entries start at g.off[a] (-1: no table, the factor is left out). Products and sums
// are rounded one by one in SciPy's order (no FMA contraction).

#define GSCI_NDF_MAX_DIMS 8

struct gsci_ndf_geom {
    int shape[GSCI_NDF_MAX_DIMS];
    int off[GSCI_NDF_MAX_DIMS];
};

// Input parts as doubles.
template <typename T> struct gsci_ndf_in {
    static __device__ __forceinline__ void load(const T& x, double& re, double& im) { re = (double)x; im = 0.0; }
};
template <> struct gsci_ndf_in<gsci_c64> {
    static __device__ __forceinline__ void load(const gsci_c64& x, double& re, double& im) { re = (double)x.re; im = (double)x.im; }
};
template <> struct gsci_ndf_in<gsci_c128> {
    static __device__ __forceinline__ void load(const gsci_c128& x, double& re, double& im) { re = x.re; im = x.im; }
};

// Output store of a (real, imaginary) pair (C's conversions: round to nearest).
template <typename O> struct gsci_ndf_out {
    static __device__ __forceinline__ O store(double re, double) { return (O)re; }
};
template <> struct gsci_ndf_out<gsci_c64> {
    static __device__ __forceinline__ gsci_c64 store(double re, double im) { gsci_c64 r; r.re = (float)re; r.im = (float)im; return r; }
};
template <> struct gsci_ndf_out<gsci_c128> {
    static __device__ __forceinline__ gsci_c128 store(double re, double im) { gsci_c128 r; r.re = re; r.im = im; return r; }
};

__device__ __forceinline__ double gsci_ndf_polevl(double x, const double* c, int n) {
    double a = c[0];
    for (int i = 1; i <= n; ++i) a = __dadd_rn(__dmul_rn(a, x), c[i]);
    return a;
}
__device__ __forceinline__ double gsci_ndf_p1evl(double x, const double* c, int n) {
    double a = __dadd_rn(x, c[0]);
    for (int i = 1; i < n; ++i) a = __dadd_rn(__dmul_rn(a, x), c[i]);
    return a;
}

// SciPy's _bessel_j1 (Cephes), for x >= 0.
__device__ double gsci_ndf_j1(double x) {
    const double RP[4] = {-8.99971225705559398224E8, 4.52228297998194034323E11,
                          -7.27494245221818276015E13, 3.68295732863852883286E15};
    const double RQ[8] = {6.20836478118054335476E2, 2.56987256757748830383E5,
                          8.35146791431949253037E7, 2.21511595479792499675E10,
                          4.74914122079991414898E12, 7.84369607876235854894E14,
                          8.95222336184627338078E16, 5.32278620332680085395E18};
    const double PP[7] = {7.62125616208173112003E-4, 7.31397056940917570436E-2,
                          1.12719608129684925192E0, 5.11207951146807644818E0,
                          8.42404590141772420927E0, 5.21451598682361504063E0,
                          1.00000000000000000254E0};
    const double PQ[7] = {5.71323128072548699714E-4, 6.88455908754495404082E-2,
                          1.10514232634061696926E0, 5.07386386128601488557E0,
                          8.39985554327604159757E0, 5.20982848682361821619E0,
                          9.99999999999999997461E-1};
    const double QP[8] = {5.10862594750176621635E-2, 4.98213872951233449420E0,
                          7.58238284132545283818E1, 3.66779609360150777800E2,
                          7.10856304998926107277E2, 5.97489612400613639965E2,
                          2.11688757100572135698E2, 2.52070205858023719784E1};
    const double QQ[7] = {7.42373277035675149943E1, 1.05644886038262816351E3,
                          4.98641058337653607651E3, 9.56231892404756170795E3,
                          7.99704160447350683650E3, 2.82619278517639096600E3,
                          3.36093607810698293419E2};
    const double Z1 = 1.46819706421238932572E1, Z2 = 4.92184563216946036703E1;
    const double THPIO4 = 2.35619449019234492885, SQ2OPI = .79788456080286535588;
    double w = fabs(x);
    if (w <= 5.0) {
        const double z = __dmul_rn(x, x);
        w = __ddiv_rn(gsci_ndf_polevl(z, RP, 3), gsci_ndf_p1evl(z, RQ, 8));
        return __dmul_rn(__dmul_rn(__dmul_rn(w, x), __dsub_rn(z, Z1)), __dsub_rn(z, Z2));
    }
    w = __ddiv_rn(5.0, x);
    const double z = __dmul_rn(w, w);
    double p = __ddiv_rn(gsci_ndf_polevl(z, PP, 6), gsci_ndf_polevl(z, PQ, 6));
    const double q = __ddiv_rn(gsci_ndf_polevl(z, QP, 7), gsci_ndf_p1evl(z, QQ, 7));
    const double xn = __dsub_rn(x, THPIO4);
    double s, c;
    sincos(xn, &s, &c);
    p = __dsub_rn(__dmul_rn(p, c), __dmul_rn(__dmul_rn(w, q), s));
    return __ddiv_rn(__dmul_rn(p, SQ2OPI), sqrt(x));
}

// KIND: 0 product of the entries (Gaussian, uniform), 1/2/3 ellipsoid in 1/2/3 dimensions,
// 4 shift (phase = sum of the entries). COMPLEX: the input is complex.
template <typename T, typename O, typename I, int KIND, bool COMPLEX>
__device__ void gsci_ndf_filter(const T* __restrict__ in, O* __restrict__ out, I total, int ndim,
                                gsci_ndf_geom g, const double* __restrict__ tab) {
    for (I e = (I)blockIdx.x * blockDim.x + threadIdx.x; e < total; e += (I)gridDim.x * blockDim.x) {
        int c[GSCI_NDF_MAX_DIMS];
        I rest = e;
#pragma unroll
        for (int a = GSCI_NDF_MAX_DIMS - 1; a >= 0; --a) {
            if (a < ndim) {
                c[a] = (int)(rest % (I)g.shape[a]);
                rest /= (I)g.shape[a];
            }
        }
        double t = KIND == 0 ? 1.0 : 0.0;
#pragma unroll
        for (int a = 0; a < GSCI_NDF_MAX_DIMS; ++a) {
            if (a < ndim && g.off[a] >= 0) {
                const double v = tab[g.off[a] + c[a]];
                t = KIND == 0 ? __dmul_rn(t, v) : __dadd_rn(t, v);
            }
        }
        double f = t;
        if (KIND == 1) {
            f = t != 0.0 ? __ddiv_rn(sin(t), t) : 1.0;
        } else if (KIND == 2) {
            const double r = sqrt(t);
            f = r > 0.0 ? __ddiv_rn(__dmul_rn(2.0, gsci_ndf_j1(r)), r) : 1.0;
        } else if (KIND == 3) {
            const double r = sqrt(t);
            if (r > 0.0) {
                double s, co;
                sincos(r, &s, &co);
                const double v = __dmul_rn(3.0, __dsub_rn(s, __dmul_rn(r, co)));
                f = __ddiv_rn(v, __dmul_rn(__dmul_rn(r, r), r));
            } else {
                f = 1.0;
            }
        }
        double re, im;
        gsci_ndf_in<T>::load(in[e], re, im);
        if (KIND == 4) {
            double s, co;
            sincos(f, &s, &co);
            if (COMPLEX)
                out[e] = gsci_ndf_out<O>::store(__dsub_rn(__dmul_rn(re, co), __dmul_rn(im, s)),
                                                __dadd_rn(__dmul_rn(re, s), __dmul_rn(im, co)));
            else
                out[e] = gsci_ndf_out<O>::store(__dmul_rn(re, co), __dmul_rn(re, s));
        } else if (COMPLEX) {
            out[e] = gsci_ndf_out<O>::store(__dmul_rn(re, f), __dmul_rn(im, f));
        } else {
            out[e] = gsci_ndf_out<O>::store(__dmul_rn(f, re), 0.0);
        }
    }
}
