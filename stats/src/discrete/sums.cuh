// Device functions of gsci-stats' discrete distributions whose cdf is a finite sum (hypergeom,
// betabinom). The same algorithm, operations and order as sums.rs (the CPU's); see there.

__constant__ double gsci_st_sferr_halves[31] = {
    0.0,
    1.5342640972002735e-1,
    8.1061466795327258e-2,
    5.4814121051917654e-2,
    4.1340695955409294e-2,
    3.3162873519936287e-2,
    2.7677925684998339e-2,
    2.3746163656297496e-2,
    2.0790672103765093e-2,
    1.8488450532673185e-2,
    1.6644691189821192e-2,
    1.5134973221917379e-2,
    1.3876128823070748e-2,
    1.2810465242920227e-2,
    1.189670994589177e-2,
    1.1104559758206917e-2,
    1.0411265261972096e-2,
    9.7994161261588033e-3,
    9.2554621827127329e-3,
    8.7687001341393855e-3,
    8.3305634333628713e-3,
    7.9341145643140205e-3,
    7.5736754879518408e-3,
    7.2445543013203832e-3,
    6.9428401072095299e-3,
    6.6652470327076824e-3,
    6.4089941880042071e-3,
    6.1717122630394576e-3,
    5.9513701127588477e-3,
    5.7462165130101157e-3,
    5.5547335519628014e-3
};

__device__ double gsci_st_stirlerr(double n) {
    const double S0 = 1.0 / 12.0, S1 = 1.0 / 360.0, S2 = 1.0 / 1260.0, S3 = 1.0 / 1680.0,
                 S4 = 1.0 / 1188.0;
    if (n <= 15.0) return gsci_st_sferr_halves[(int)(n + n)];
    double nn = n * n;
    if (n > 500.0) return (S0 - S1 / nn) / n;
    if (n > 80.0) return (S0 - (S1 - S2 / nn) / nn) / n;
    if (n > 35.0) return (S0 - (S1 - (S2 - S3 / nn) / nn) / nn) / n;
    return (S0 - (S1 - (S2 - (S3 - S4 / nn) / nn) / nn) / nn) / n;
}

__device__ double gsci_st_bd0(double x, double np) {
    if (fabs(x - np) < 0.1 * (x + np)) {
        double v = (x - np) / (x + np);
        double s = (x - np) * v;
        double ej = 2.0 * x * v;
        double v2 = v * v;
        for (double j = 1.0; j < 1000.0; j += 1.0) {
            ej *= v2;
            double s1 = s + ej / (2.0 * j + 1.0);
            if (s1 == s) return s1;
            s = s1;
        }
        return s;
    }
    return x * log(x / np) + np - x;
}

__device__ double gsci_st_dbinom_raw(double x, double n, double p, double q) {
    const double LN_2PI = 1.8378770664093455;
    if (p == 0.0) return x == 0.0 ? 1.0 : 0.0;
    if (q == 0.0) return x == n ? 1.0 : 0.0;
    if (x == 0.0) {
        if (n == 0.0) return 1.0;
        double lc = p < 0.1 ? -gsci_st_bd0(n, n * q) - n * p : n * log(q);
        return exp(lc);
    }
    if (x == n) {
        double lc = q < 0.1 ? -gsci_st_bd0(n, n * p) - n * q : n * log(p);
        return exp(lc);
    }
    if (x < 0.0 || x > n) return 0.0;
    double lc = gsci_st_stirlerr(n) - gsci_st_stirlerr(x) - gsci_st_stirlerr(n - x)
        - gsci_st_bd0(x, n * p) - gsci_st_bd0(n - x, n * q);
    double lf = LN_2PI + log(x) + log1p(-x / n);
    return exp(lc - 0.5 * lf);
}

__device__ double gsci_st_hyp_pmf(double k, double m, double n, double nd) {
    if (isnan(k) || isnan(m) || isnan(n) || isnan(nd)) return nan("");
    double lo = fmax(nd - (m - n), 0.0);
    double hi = fmin(n, nd);
    if (k < lo || k > hi || k != floor(k)) return 0.0;
    if (nd == 0.0 || nd == m) return 1.0;
    double p = nd / m;
    double q = (m - nd) / m;
    double p1 = gsci_st_dbinom_raw(k, n, p, q);
    double p2 = gsci_st_dbinom_raw(nd - k, m - n, p, q);
    double p3 = gsci_st_dbinom_raw(nd, m, p, q);
    return p1 * p2 / p3;
}

__device__ double gsci_st_hyp_tail(double k, double m, double n, double nd, bool lower) {
    double lo = fmax(nd - (m - n), 0.0);
    double hi = fmin(n, nd);
    double b = m - n;
    if (lower) {
        double j = k;
        double t = gsci_st_hyp_pmf(j, m, n, nd);
        double s = t;
        while (j > lo) {
            t *= j * (b - nd + j) / ((n - j + 1.0) * (nd - j + 1.0));
            j -= 1.0;
            double s1 = s + t;
            if (s1 == s) break;
            s = s1;
        }
        return s;
    }
    double j = k + 1.0;
    double t = gsci_st_hyp_pmf(j, m, n, nd);
    double s = t;
    while (j < hi) {
        t *= (n - j) * (nd - j) / ((j + 1.0) * (b - nd + j + 1.0));
        j += 1.0;
        double s1 = s + t;
        if (s1 == s) break;
        s = s1;
    }
    return s;
}

__device__ double gsci_st_hyp_cdf(double k, double m, double n, double nd) {
    if (isnan(k) || k != floor(k)) return nan("");
    double mode = floor((n + 1.0) * (nd + 1.0) / (m + 2.0));
    if (k <= mode) return gsci_st_hyp_tail(k, m, n, nd, true);
    return 1.0 - gsci_st_hyp_tail(k, m, n, nd, false);
}

__device__ double gsci_st_hyp_sf(double k, double m, double n, double nd) {
    if (isnan(k) || k != floor(k)) return nan("");
    double mode = floor((n + 1.0) * (nd + 1.0) / (m + 2.0));
    if (k >= mode) return gsci_st_hyp_tail(k, m, n, nd, false);
    return 1.0 - gsci_st_hyp_tail(k, m, n, nd, true);
}

__device__ double gsci_st_bb_sum(double k, double n, double a, double b, bool upper) {
    if (isnan(k) || isnan(n) || isnan(a) || isnan(b)) return nan("");
    double l = 0.0;
    for (double i = 0.0; i < n; i += 1.0) l += log1p(-a / (a + b + i));
    double from = upper ? k + 1.0 : 0.0;
    double to = upper ? n : k;
    double mx = __longlong_as_double(0xfff0000000000000ULL); // -inf
    double s = 0.0;
    for (double j = 0.0; j <= to; j += 1.0) {
        if (j >= from) {
            if (l > mx) {
                s = s * exp(mx - l) + 1.0;
                mx = l;
            } else {
                s += exp(l - mx);
            }
        }
        l += log((n - j) / (j + 1.0)) + log((j + a) / (n - j - 1.0 + b));
    }
    return s == 0.0 ? 0.0 : exp(mx + log(s));
}

__device__ double gsci_st_bb_cdf(double k, double n, double a, double b) {
    return gsci_st_bb_sum(k, n, a, b, false);
}

__device__ double gsci_st_bb_sf(double k, double n, double a, double b) {
    return gsci_st_bb_sum(k, n, a, b, true);
}

__device__ double gsci_st_logser_sf(double k, double p) {
    if (isnan(k) || isnan(p)) return nan("");
    double l = -log1p(-p);
    double t;
    if ((k + 1.0) * (1.0 - p) <= 1.0) {
        double s = 0.0, pw = 1.0;
        for (double j = 1.0; j <= k; j += 1.0) {
            pw *= p;
            s += pw / j;
        }
        t = l - s;
    } else {
        double a = k + 1.0;
        double pw = pow(p, a);
        double s = 0.0;
        for (double m = 0.0;; m += 1.0) {
            double term = pw / (a + m);
            double s1 = s + term;
            if (s1 == s || term == 0.0) break;
            s = s1;
            pw *= p;
        }
        t = s;
    }
    return t / l;
}
