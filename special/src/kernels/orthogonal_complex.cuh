// gsci-special: the orthogonal polynomials of real degree at a complex argument
// (gsci_sp_eval_<name>_c), the GPU twin of special/src/scalar/orthogonal_complex.rs: SciPy 1.17.1's
// orthogonal_eval.pxd at a double complex argument, step for step, in Cython's complex arithmetic
// (a real operand promoted to (x, 0) and multiplied naively, quotients by a real componentwise).
// Uses gamma.cuh (gsci_sp_binom), hyp2f1_complex.cuh (gsci_sp_hyp2f1_c) and hyp_complex.cuh
// (gsci_sp_hyp1f1_c, gsci_sp_hc_nmul, gsci_sp_hc_cephes_gamma), which precede this file. Private
// helpers are prefixed gsci_sp_oc_.

__device__ __forceinline__ gsci_c128 gsci_sp_oc_rmul(double r, gsci_c128 w) {
    return gsci_sp_hc_nmul(gsci_c128{r, 0.0}, w);
}
__device__ __forceinline__ gsci_c128 gsci_sp_oc_rsub(double r, gsci_c128 w) {
    return gsci_c128{r - w.re, 0.0 - w.im};
}
__device__ __forceinline__ gsci_c128 gsci_sp_oc_divr(gsci_c128 w, double r) {
    return gsci_c128{w.re / r, w.im / r};
}
// 2x - 1
__device__ __forceinline__ gsci_c128 gsci_sp_oc_shift(gsci_c128 x) {
    gsci_c128 t = gsci_sp_oc_rmul(2.0, x);
    return gsci_c128{t.re - 1.0, t.im - 0.0};
}

// One out-of-line copy of 2F1 and 1F1 for all the polynomials (NVRTC would inline 2F1 into each).
__device__ __noinline__ gsci_c128 gsci_sp_oc_hyp2f1(double a, double b, double c, gsci_c128 z) {
    return gsci_sp_hyp2f1_c(a, b, c, z);
}
__device__ __noinline__ gsci_c128 gsci_sp_oc_hyp1f1(double a, double b, gsci_c128 z) {
    return gsci_sp_hyp1f1_c(a, b, z);
}

__device__ gsci_c128 gsci_sp_eval_jacobi_c(double n, double alpha, double beta, gsci_c128 x) {
    double d = gsci_sp_binom(n + alpha, n);
    gsci_c128 g = gsci_sp_oc_rmul(0.5, gsci_sp_oc_rsub(1.0, x));
    return gsci_sp_oc_rmul(d, gsci_sp_oc_hyp2f1(-n, n + alpha + beta + 1.0, alpha + 1.0, g));
}

__device__ gsci_c128 gsci_sp_eval_sh_jacobi_c(double n, double p, double q, gsci_c128 x) {
    return gsci_sp_oc_divr(gsci_sp_eval_jacobi_c(n, p - q, q - 1.0, gsci_sp_oc_shift(x)),
                           gsci_sp_binom(2.0 * n + p - 1.0, n));
}

__device__ gsci_c128 gsci_sp_eval_gegenbauer_c(double n, double alpha, gsci_c128 x) {
    double d = gsci_sp_hc_cephes_gamma(n + 2.0 * alpha) / gsci_sp_hc_cephes_gamma(1.0 + n) /
               gsci_sp_hc_cephes_gamma(2.0 * alpha);
    gsci_c128 g = gsci_sp_oc_divr(gsci_sp_oc_rsub(1.0, x), 2.0);
    return gsci_sp_oc_rmul(d, gsci_sp_oc_hyp2f1(-n, n + 2.0 * alpha, alpha + 0.5, g));
}

__device__ gsci_c128 gsci_sp_eval_chebyt_c(double n, gsci_c128 x) {
    gsci_c128 g = gsci_sp_oc_rmul(0.5, gsci_sp_oc_rsub(1.0, x));
    return gsci_sp_oc_hyp2f1(-n, n, 0.5, g);
}

__device__ gsci_c128 gsci_sp_eval_chebyu_c(double n, gsci_c128 x) {
    gsci_c128 g = gsci_sp_oc_rmul(0.5, gsci_sp_oc_rsub(1.0, x));
    return gsci_sp_oc_rmul(n + 1.0, gsci_sp_oc_hyp2f1(-n, n + 2.0, 1.5, g));
}

__device__ gsci_c128 gsci_sp_eval_chebys_c(double n, gsci_c128 x) {
    return gsci_sp_eval_chebyu_c(n, gsci_sp_oc_rmul(0.5, x));
}

__device__ gsci_c128 gsci_sp_eval_chebyc_c(double n, gsci_c128 x) {
    return gsci_sp_oc_rmul(2.0, gsci_sp_eval_chebyt_c(n, gsci_sp_oc_rmul(0.5, x)));
}

__device__ gsci_c128 gsci_sp_eval_sh_chebyt_c(double n, gsci_c128 x) {
    return gsci_sp_eval_chebyt_c(n, gsci_sp_oc_shift(x));
}

__device__ gsci_c128 gsci_sp_eval_sh_chebyu_c(double n, gsci_c128 x) {
    return gsci_sp_eval_chebyu_c(n, gsci_sp_oc_shift(x));
}

__device__ gsci_c128 gsci_sp_eval_legendre_c(double n, gsci_c128 x) {
    gsci_c128 g = gsci_sp_oc_rmul(0.5, gsci_sp_oc_rsub(1.0, x));
    return gsci_sp_oc_rmul(1.0, gsci_sp_oc_hyp2f1(-n, n + 1.0, 1.0, g));
}

__device__ gsci_c128 gsci_sp_eval_sh_legendre_c(double n, gsci_c128 x) {
    return gsci_sp_eval_legendre_c(n, gsci_sp_oc_shift(x));
}

__device__ gsci_c128 gsci_sp_eval_genlaguerre_c(double n, double alpha, gsci_c128 x) {
    if (alpha <= -1.0) return gsci_c128{__longlong_as_double(0x7ff8000000000000ULL), 0.0};
    double d = gsci_sp_binom(n + alpha, n);
    return gsci_sp_oc_rmul(d, gsci_sp_oc_hyp1f1(-n, alpha + 1.0, x));
}

__device__ gsci_c128 gsci_sp_eval_laguerre_c(double n, gsci_c128 x) {
    return gsci_sp_eval_genlaguerre_c(n, 0.0, x);
}
