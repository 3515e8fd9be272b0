// gsci-special: orthogonal-polynomial device functions (gsci_sp_eval_hermite,
// gsci_sp_eval_hermitenorm), the GPU twins of special/src/scalar/orthogonal.rs: the same
// algorithm, step for step (SciPy's orthogonal_eval.pxd recurrence). The recurrence's products
// are __dmul_rn and its differences __dsub_rn (never contracted into an FMA), so both backends
// round alike. No tables.

__device__ double gsci_sp_eval_hermitenorm(long long n, double x) {
    if (isnan(x)) return x;
    if (n < 0) return __longlong_as_double(0x7ff8000000000000LL);
    if (n == 0) return 1.0;
    if (n == 1) return x;
    double y3 = 0.0, y2 = 1.0;
    for (long long k = n; k > 1; --k) {
        double y1 = __dsub_rn(__dmul_rn(x, y2), __dmul_rn((double)k, y3));
        y3 = y2;
        y2 = y1;
    }
    return __dsub_rn(__dmul_rn(x, y2), y3);
}

__device__ double gsci_sp_eval_hermite(long long n, double x) {
    if (n < 0) return __longlong_as_double(0x7ff8000000000000LL);
    return __dmul_rn(gsci_sp_eval_hermitenorm(n, __dmul_rn(1.4142135623730951, x)), pow(2.0, (double)n / 2.0));
}
