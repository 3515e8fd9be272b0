// gsci-special: error-function device functions (erf, erfc, erfcx, erfinv, erfcinv, ndtr, log_ndtr,
// ndtri, ndtri_exp), the GPU twins of special/src/scalar/error.rs: the same algorithm, step for step
// (see that file's header for the method and the sources of the coefficients).
//
// Tables: each table below is the Rust file's `const NAME: [f64; N]` as `gsci_sp_NAME[N]`, with the
// same literals token for token, between the markers "tables begin" and "tables end"; the test
// error::tables_match_cuda (special/tests/error.rs) compares the two files and fails on a difference.
//
// Rounding: products that feed a sum are written __dmul_rn/__dadd_rn (never contracted into an FMA),
// and the FMAs the Rust side makes explicitly (f64::mul_add) are fma() here, so both backends round
// alike; only the libraries' exp/log/expm1/log1p differ (each within 1 ULP).
// Every helper is prefixed gsci_sp_; requires gsci_types.cuh (nothing from it is used here).

// tables begin
// erfc(x) e^{x²} on [1, 8): numerator (Cephes ndtr.c P).
__constant__ double gsci_sp_NDTR_P[9] = {
    2.461969814735305e-10,
    0.5641895648310689,
    7.463210564422699,
    48.63719709856814,
    196.5208329560771,
    526.4451949954773,
    934.5285271719576,
    1027.5518868951572,
    557.5353353693994,
};
// erfc(x) e^{x²} on [1, 8): denominator without its leading 1.
__constant__ double gsci_sp_NDTR_Q[8] = {
    13.228195115474499,
    86.70721408859897,
    354.9377788878199,
    975.7085017432055,
    1823.9091668790973,
    2246.3376081871097,
    1656.6630919416134,
    557.5353408177277,
};
// erfc(x) e^{x²} on [8, ∞): numerator.
__constant__ double gsci_sp_NDTR_R[6] = {
    0.5641895835477551,
    1.275366707599781,
    5.019050422511805,
    6.160210979930536,
    7.4097426995044895,
    2.9788666537210022,
};
// erfc(x) e^{x²} on [8, ∞): denominator without its leading 1.
__constant__ double gsci_sp_NDTR_S[6] = {
    2.2605286322011726,
    9.396035249380015,
    12.048953980809666,
    17.08144507475659,
    9.608968090632859,
    3.369076451000815,
};
// erf(x)/x on |x| < 1 in x²: numerator.
__constant__ double gsci_sp_NDTR_T[5] = {
    9.604973739870516,
    90.02601972038427,
    2232.005345946843,
    7003.325141128051,
    55592.30130103949,
};
// erf(x)/x on |x| < 1 in x²: denominator without its leading 1.
__constant__ double gsci_sp_NDTR_U[5] = {
    33.56171416475031,
    521.3579497801527,
    4594.323829709801,
    22629.000061389095,
    49267.39426086359,
};
// ndtri central part, |p - 1/2| ≤ 1/2 - e^{-2}: numerator in (p - 1/2)².
__constant__ double gsci_sp_NDTRI_P0[5] = {
    -59.96335010141079,
    98.00107541859997,
    -56.67628574690703,
    13.931260938727968,
    -1.2391658386738125,
};
// ndtri central part: denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q0[8] = {
    1.9544885833814176,
    4.676279128988815,
    86.36024213908905,
    -225.46268785411937,
    200.26021238006066,
    -82.03722561683334,
    15.90562251262117,
    -1.1833162112133,
};
// ndtri tail, z = √(-2 log p) in [2, 8): numerator in 1/z.
__constant__ double gsci_sp_NDTRI_P1[9] = {
    4.0554489230596245,
    31.525109459989388,
    57.16281922464213,
    44.08050738932008,
    14.684956192885803,
    2.1866330685079025,
    -0.1402560791713545,
    -0.03504246268278482,
    -0.0008574567851546854,
};
// ndtri tail on [2, 8): denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q1[8] = {
    15.779988325646675,
    45.39076351288792,
    41.3172038254672,
    15.04253856929075,
    2.504649462083094,
    -0.14218292285478779,
    -0.03808064076915783,
    -0.0009332594808954574,
};
// ndtri tail, z ≥ 8: numerator in 1/z.
__constant__ double gsci_sp_NDTRI_P2[9] = {
    3.2377489177694603,
    6.915228890689842,
    3.9388102529247444,
    1.3330346081580755,
    0.20148538954917908,
    0.012371663481782003,
    0.00030158155350823543,
    2.6580697468673755e-06,
    6.239745391849833e-09,
};
// ndtri tail, z ≥ 8: denominator without its leading 1.
__constant__ double gsci_sp_NDTRI_Q2[8] = {
    6.02427039364742,
    3.6798356385616087,
    1.3770209948908132,
    0.21623699359449663,
    0.013420400608854318,
    0.00032801446468212774,
    2.8924786474538068e-06,
    6.790194080099813e-09,
};
// Fresnel integrals (Cephes fresnl.c sn).
__constant__ double gsci_sp_FRESNL_SN[6] = {
    -2991.8191940101983,
    708840.0452577386,
    -62974148.62058625,
    2548908805.7337637,
    -44297951805.96978,
    318016297876.5678,
};
// Fresnel integrals (Cephes fresnl.c sd).
__constant__ double gsci_sp_FRESNL_SD[6] = {
    281.3762688899943,
    45584.78108065326,
    5173438.887700964,
    419320245.8981112,
    22441179564.534092,
    607366389490.0846,
};
// Fresnel integrals (Cephes fresnl.c cn).
__constant__ double gsci_sp_FRESNL_CN[6] = {
    -4.9884311457357354e-08,
    9.504280628298596e-06,
    -0.0006451914356839651,
    0.018884331939670384,
    -0.20552590095501388,
    1.0,
};
// Fresnel integrals (Cephes fresnl.c cd).
__constant__ double gsci_sp_FRESNL_CD[7] = {
    3.99982968972496e-12,
    9.154392157746574e-10,
    1.2500186247959882e-07,
    1.2226278902417902e-05,
    0.0008680295429417843,
    0.04121420907221998,
    1.0,
};
// Fresnel integrals (Cephes fresnl.c fn).
__constant__ double gsci_sp_FRESNL_FN[10] = {
    0.4215435550436775,
    0.1434079197807589,
    0.011522095507358577,
    0.000345017939782574,
    4.6361374928786735e-06,
    3.055689837902576e-08,
    1.0230451416490724e-10,
    1.7201074326816183e-13,
    1.3428327623306275e-16,
    3.763297112699879e-20,
};
// Fresnel integrals (Cephes fresnl.c fd).
__constant__ double gsci_sp_FRESNL_FD[10] = {
    0.7515863983533789,
    0.11688892585919138,
    0.0064405152650885865,
    0.00015593440916415301,
    1.8462756734893055e-06,
    1.1269922476399903e-08,
    3.6014002958937136e-11,
    5.887545336215784e-14,
    4.5200143407412973e-17,
    1.2544323709001127e-20,
};
// Fresnel integrals (Cephes fresnl.c gn).
__constant__ double gsci_sp_FRESNL_GN[11] = {
    0.5044420736433832,
    0.1971028335255234,
    0.018764858409257526,
    0.0006840793809153931,
    1.1513882611188428e-05,
    9.828524436884223e-08,
    4.4534441586175015e-10,
    1.0826804113902088e-12,
    1.375554606332618e-15,
    8.363544356306774e-19,
    1.8695871016278324e-22,
};
// Fresnel integrals (Cephes fresnl.c gd).
__constant__ double gsci_sp_FRESNL_GD[11] = {
    1.4749575992512833,
    0.33774898912002,
    0.02536037414203388,
    0.0008146791071843061,
    1.2754507566772912e-05,
    1.0431458965757199e-07,
    4.6068072814652043e-10,
    1.1027321506624028e-12,
    1.3879653125957886e-15,
    8.391588162831187e-19,
    1.8695871016278324e-22,
};
// erf's float32 loop (gsci_sp_erf_f32): x P(x^2) on |x| < 1/2.
__constant__ double gsci_sp_ERF_F32_SMALL[10] = {
    1.1283791670955126,
    -0.3761263890318375,
    0.1128379167095487,
    -0.02686617064499972,
    0.0052239776220169365,
    -0.0008548326510724796,
    0.00012055286202005714,
    -1.4923003368152099e-05,
    1.637123442577e-06,
    -1.462091340945175e-07,
};
// erf's float32 loop: 14 pieces of 13 coefficients, coefficient i of piece k at 14 i + k (the
// lanes of a warp, in different pieces, read one cache line per coefficient); in global memory
// through the read-only cache (constant memory serializes lanes that read different words).
__device__ const double gsci_sp_ERF_F32_MID[182] = {
    0.623240882188418,
    0.7840750610598597,
    0.8883882317017078,
    0.9481700727820903,
    0.9784437332399837,
    0.9919900576701199,
    0.9973459706405177,
    0.9992170617821089,
    0.9997946242638588,
    0.9999521451602562,
    0.9999901032653747,
    0.9999981847185726,
    0.9999997048598075,
    0.999999957486056,
    0.7634995357606049,
    0.5247450452901482,
    0.3182739585007693,
    0.1703597736875156,
    0.08047225902251116,
    0.03354582842421608,
    0.012340820614333696,
    0.004006477861670219,
    0.0011478751258826748,
    0.000290228282862498,
    6.475868323471299e-05,
    1.275174079976511e-05,
    2.2159202846331196e-06,
    3.398223817809156e-07,
    -0.47718720985037805,
    -0.4591519146288797,
    -0.35805820331336546,
    -0.23424468882033395,
    -0.13076742091158064,
    -0.06289842829540514,
    -0.026224243805459103,
    -0.009515384921466771,
    -0.003013172205442022,
    -0.0008344063132296818,
    -0.00020237088510847805,
    -4.303712519920718e-05,
    -8.032711031795035e-06,
    -1.316811729401048e-06,
    -0.05567184114921896,
    0.09292360177012801,
    0.1624523329847717,
    0.1579377068561377,
    0.1148406196467083,
    0.06744109256118269,
    0.03303740518628846,
    0.013730533505099238,
    0.00489042631756299,
    0.0015025360060694898,
    0.00040001978289772456,
    9.25829514315897e-05,
    1.867374489861395e-05,
    3.2884895070253717e-06,
    0.176459853642588,
    0.1123965624351969,
    0.027973297133857565,
    -0.030500610523481967,
    -0.04971886315909143,
    -0.04225988151097526,
    -0.02636082840861216,
    -0.013133213563482644,
    -0.005414293806653689,
    -0.0018817600709815844,
    -0.000557573949074936,
    -0.00014188802214112946,
    -3.1168592284823824e-05,
    -5.9325111767270205e-06,
    -0.027413411061691043,
    -0.06721587738212743,
    -0.06132368360774556,
    -0.03060597627068895,
    -0.00213492484042858,
    0.011462583365752841,
    0.012495482591793543,
    0.008357392833647682,
    0.00421788060154194,
    0.0017132632797573321,
    0.0005769615014916136,
    0.0001637739444805414,
    3.959233535007346e-05,
    8.208845472006421e-06,
    -0.041344833666110865,
    -0.010367785747131035,
    0.015536835449309028,
    0.022161235263356446,
    0.014414781131532689,
    0.004105187133179265,
    -0.001821412593494177,
    -0.003114079043217469,
    -0.0022468338447001915,
    -0.0011400746241888868,
    -0.000452315177608304,
    -0.00014640888161779998,
    -3.952911393367193e-05,
    -9.021089088156317e-06,
    0.013910007726235652,
    0.018595726495997174,
    0.00960689468237338,
    -0.001419061973690616,
    -0.00618426155397986,
    -0.004928394100661886,
    -0.0018692573356977572,
    0.0001232696572042443,
    0.0006808681359574568,
    0.0005285700524698934,
    0.0002664810472948275,
    0.00010218619240658254,
    3.151412002857888e-05,
    8.03314728927301e-06,
    0.006686168395313666,
    -0.0018461465870203105,
    -0.006031260783511186,
    -0.0042610335518899435,
    -0.0005765255286444421,
    0.0014305016946735026,
    0.0013833456583395199,
    0.0005941113258768193,
    3.4644700142939484e-05,
    -0.0001356080190619943,
    -0.00011126364188641665,
    -5.484627092611875e-05,
    -2.0089147527603046e-05,
    -5.849020770883453e-06,
    -0.0036332601781697005,
    -0.0032568339752216367,
    -0.0003602407245228533,
    0.0015778699415789116,
    0.0014106891535859596,
    0.0003622769821585308,
    -0.0002897714363392008,
    -0.0003375309206565284,
    -0.0001526045426444633,
    -1.6140239214804837e-05,
    2.5451062488685827e-05,
    2.1265621981318463e-05,
    1.0055334820676358e-05,
    3.4746603161749737e-06,
    -0.0007344857943171419,
    0.0008981261711149112,
    0.0011532567303776113,
    0.0003236032750692533,
    -0.0003559687310079311,
    -0.00039015836036430517,
    -0.00012277616587852056,
    5.4704270070575526e-05,
    7.395683185827387e-05,
    3.338879688415909e-05,
    3.873716812142389e-06,
    -4.603618763720443e-06,
    -3.7186709440692154e-06,
    -1.6530523229012182e-06,
    0.0006729784054686272,
    0.0003885789995762027,
    -0.00017445589955318624,
    -0.00033698588286034905,
    -0.00012587609259645364,
    7.267725285468327e-05,
    9.442226098481918e-05,
    3.1766937264326596e-05,
    -1.0115621696515753e-05,
    -1.4751394663414937e-05,
    -6.386359064755835e-06,
    -6.782374392223531e-07,
    7.9753682181834e-07,
    5.958438633906106e-07,
    4.083565776443501e-05,
    -0.0001914957233125074,
    -0.0001410143475942587,
    2.807621306730481e-05,
    8.743247491784707e-05,
    3.61145575007309e-05,
    -1.4761705352636231e-05,
    -2.0715331900915115e-05,
    -6.721841312812088e-06,
    2.0002238930702958e-06,
    2.719550930642742e-06,
    1.0699849292788968e-06,
    8.036293703327369e-08,
    -1.334801117013047e-07,
};
// tables end

#define GSCI_SP_SQRT_HALF_PI 1.2533141373155003
#define GSCI_SP_SQRT_PI_2 0.886226925452758
#define GSCI_SP_FRAC_1_SQRT_PI 0.5641895835477563
#define GSCI_SP_FRAC_1_SQRT_2 0.7071067811865476
#define GSCI_SP_SQRT_2 1.4142135623730951
#define GSCI_SP_LN_2 0.6931471805599453
#define GSCI_SP_LN_2_LO 2.3190468138462996e-17
#define GSCI_SP_LN_2_SQRT_PI 1.2655121234846454
#define GSCI_SP_LN_SQRT_2PI 0.9189385332046728
#define GSCI_SP_EXP_M2 0.1353352832366127
#define GSCI_SP_LOG_1M_EXP_M2 -0.14541345786885906

// Horner's rule, coefficients from the highest power down (Cephes polevl).
__device__ __forceinline__ double gsci_sp_polevl(double x, const double* c, int n) {
    double r = c[0];
#pragma unroll
    for (int i = 1; i < n; ++i) r = __dadd_rn(__dmul_rn(r, x), c[i]);
    return r;
}
// Horner's rule with the leading coefficient 1 left out (Cephes p1evl).
__device__ __forceinline__ double gsci_sp_p1evl(double x, const double* c, int n) {
    double r = __dadd_rn(x, c[0]);
#pragma unroll
    for (int i = 1; i < n; ++i) r = __dadd_rn(__dmul_rn(r, x), c[i]);
    return r;
}
// Clenshaw's sum of a Chebyshev series in the Cephes convention (chbevl).
__device__ __forceinline__ double gsci_sp_chbevl(double x, const double* c, int n) {
    double b0 = c[0], b1 = 0.0, b2 = 0.0;
#pragma unroll
    for (int i = 1; i < n; ++i) {
        b2 = b1;
        b1 = b0;
        b0 = __dadd_rn(__dsub_rn(__dmul_rn(x, b1), b2), c[i]);
    }
    return 0.5 * (b0 - b2);
}
__device__ __forceinline__ double gsci_sp_copysign(double a, double s) { return copysign(a, s); }

// e^{-s x^2} (s = 1 or 1/2) with x^2 = h + l split exactly.
__device__ __forceinline__ double gsci_sp_exp_neg_sq(double x, double s) {
    double h = x * x;
    double l = fma(x, x, -h);
    return __dmul_rn(exp(-(s * h)), __dsub_rn(1.0, __dmul_rn(s, l)));
}
// erfc(x) e^{x^2} for finite x >= 1.
__device__ __forceinline__ double gsci_sp_erfcx_rational(double x) {
    if (x < 8.0) return gsci_sp_polevl(x, gsci_sp_NDTR_P, 9) / gsci_sp_p1evl(x, gsci_sp_NDTR_Q, 8);
    return gsci_sp_polevl(x, gsci_sp_NDTR_R, 6) / gsci_sp_p1evl(x, gsci_sp_NDTR_S, 6);
}
// erf(x) for |x| < 1.
__device__ __forceinline__ double gsci_sp_erf_small(double x) {
    double z = x * x;
    return x * gsci_sp_polevl(z, gsci_sp_NDTR_T, 5) / gsci_sp_p1evl(z, gsci_sp_NDTR_U, 5);
}

__device__ double gsci_sp_erf(double x) {
    double ax = fabs(x);
    if (ax < 1.0) return gsci_sp_erf_small(x);
    if (isnan(x)) return x;
    double r = ax > 6.0 ? 1.0 : __dsub_rn(1.0, __dmul_rn(gsci_sp_exp_neg_sq(ax, 1.0), gsci_sp_erfcx_rational(ax)));
    return copysign(r, x);
}

// erf's float32 loop (error.rs's erf_f32; tables ERF_F32_SMALL / ERF_F32_MID above): double
// polynomials on |x| < 4 with fused multiply-adds (the CPU rounds each product and sum: the
// doubles may differ in the last bits, the float32 results at about one input in 10^8), rounded;
// +-1 beyond.
__device__ float gsci_sp_erf_f32(float x) {
    double ax = fabs((double)x);
    if (!(ax < 4.0)) return isnan(x) ? x : copysignf(1.0f, x);
    double xd = (double)x;
    if (ax < 0.5) {
        double s = xd * xd;
        double p = gsci_sp_ERF_F32_SMALL[9];
#pragma unroll
        for (int i = 8; i >= 0; --i) p = fma(p, s, gsci_sp_ERF_F32_SMALL[i]);
        return (float)(xd * p);
    }
    int k = (int)((ax - 0.5) * 4.0);
    if (k > 13) k = 13;
    const double* q = gsci_sp_ERF_F32_MID + k;
    double u = ax - (0.625 + 0.25 * (double)k);
    double p = __ldg(&q[14 * 12]);
#pragma unroll
    for (int i = 11; i >= 0; --i) p = fma(p, u, __ldg(&q[14 * i]));
    return copysignf((float)p, x);
}

__device__ double gsci_sp_erfc(double x) {
    double ax = fabs(x);
    if (ax < 1.0) return 1.0 - gsci_sp_erf_small(x);
    if (isnan(x)) return x;
    double y = ax > 27.5 ? 0.0 : __dmul_rn(gsci_sp_exp_neg_sq(ax, 1.0), gsci_sp_erfcx_rational(ax));
    return x < 0.0 ? 2.0 - y : y;
}

// erfcx(x) for x >= 0.
__device__ __forceinline__ double gsci_sp_erfcx_pos(double x) {
    if (x < 1.0) {
        double h = x * x;
        double l = fma(x, x, -h);
        return __dmul_rn(__dmul_rn(exp(h), 1.0 + l), 1.0 - gsci_sp_erf_small(x));
    } else if (x < 50.0) {
        return gsci_sp_erfcx_rational(x);
    }
    double r = 1.0 / x;
    double t = 0.5 * (r * r);
    double s = __dsub_rn(1.0, __dmul_rn(t, __dsub_rn(1.0, __dmul_rn(t, __dsub_rn(3.0, __dmul_rn(t,
               __dsub_rn(15.0, __dmul_rn(t, __dsub_rn(105.0, __dmul_rn(t, 945.0)))))))))) ;
    return GSCI_SP_FRAC_1_SQRT_PI * r * s;
}

__device__ double gsci_sp_erfcx(double x) {
    if (x >= 0.0) return gsci_sp_erfcx_pos(x);
    if (isnan(x)) return x;
    if (x < -26.7) return __longlong_as_double(0x7ff0000000000000LL);
    double h = x * x;
    double l = fma(x, x, -h);
    return __dsub_rn(2.0 * __dmul_rn(exp(h), 1.0 + l), gsci_sp_erfcx_pos(-x));
}

__device__ double gsci_sp_ndtr(double a) {
    double x = a * GSCI_SP_FRAC_1_SQRT_2;
    double z = fabs(x);
    if (z < 1.0) return __dadd_rn(0.5, __dmul_rn(0.5, gsci_sp_erf_small(x)));
    if (isnan(a)) return a;
    double y = z > 27.5 ? 0.0 : 0.5 * gsci_sp_exp_neg_sq(a, 0.5) * gsci_sp_erfcx_rational(z);
    return a > 0.0 ? __dsub_rn(1.0, y) : y;
}

__device__ double gsci_sp_log_ndtr(double a) {
    if (a > 0.0) return log1p(-gsci_sp_ndtr(-a));
    double x = a * GSCI_SP_FRAC_1_SQRT_2;
    double z = -x;
    if (z < 1.0) return log(__dadd_rn(0.5, __dmul_rn(0.5, gsci_sp_erf_small(x))));
    if (isnan(a)) return a;
    if (z < 1e8) {
        double ha = 0.5 * a;
        double h = ha * a;
        double l = fma(ha, a, -h);
        return -h - l + log(0.5 * gsci_sp_erfcx_rational(z));
    }
    return -((0.5 * a) * a) - (log(z) + GSCI_SP_LN_2_SQRT_PI);
}

// ndtri's central part in u = 2p - 1: u (1 + y^2 P(y^2)/Q(y^2)), y = u/2.
__device__ __forceinline__ double gsci_sp_ndtri_central(double u) {
    double y2 = 0.25 * (u * u);
    return __dadd_rn(u, u * (y2 * gsci_sp_polevl(y2, gsci_sp_NDTRI_P0, 5) / gsci_sp_p1evl(y2, gsci_sp_NDTRI_Q0, 8)));
}
// ndtri's tail in w = -2 log p >= 4: returns -ndtri(p) > 0.
__device__ __forceinline__ double gsci_sp_ndtri_tail(double w) {
    double x = sqrt(w);
    double x0 = x - log(x) / x;
    double z = 1.0 / x;
    double x1 = x < 8.0 ? z * gsci_sp_polevl(z, gsci_sp_NDTRI_P1, 9) / gsci_sp_p1evl(z, gsci_sp_NDTRI_Q1, 8)
                        : z * gsci_sp_polevl(z, gsci_sp_NDTRI_P2, 9) / gsci_sp_p1evl(z, gsci_sp_NDTRI_Q2, 8);
    return x0 - x1;
}

__device__ double gsci_sp_ndtri(double p) {
    if (p > GSCI_SP_EXP_M2 && p < 1.0 - GSCI_SP_EXP_M2) return GSCI_SP_SQRT_HALF_PI * gsci_sp_ndtri_central(2.0 * p - 1.0);
    if (p > 0.0 && p < 1.0) return p < 0.5 ? -gsci_sp_ndtri_tail(-2.0 * log(p)) : gsci_sp_ndtri_tail(-2.0 * log(1.0 - p));
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    if (p == 0.0) return -inf;
    if (p == 1.0) return inf;
    return __longlong_as_double(0x7ff8000000000000LL);
}

__device__ double gsci_sp_ndtri_exp(double y) {
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    if (y < -2.0) {
        if (y >= -2048.0) return -gsci_sp_ndtri_tail(-2.0 * y);
        if (y == -inf) return y;
        double x = GSCI_SP_SQRT_2 * sqrt(-y);
        for (int i = 0; i < 4; ++i) {
            double r = 1.0 / (x * x);
            double s = __dsub_rn(1.0, __dmul_rn(r, __dsub_rn(1.0, __dmul_rn(r, __dsub_rn(3.0, __dmul_rn(15.0, r))))));
            x = GSCI_SP_SQRT_2 * sqrt(-y - log(x) - GSCI_SP_LN_SQRT_2PI + log(s));
        }
        return -x;
    }
    if (y < GSCI_SP_LOG_1M_EXP_M2) return GSCI_SP_SQRT_HALF_PI * gsci_sp_ndtri_central(expm1((y + GSCI_SP_LN_2) + GSCI_SP_LN_2_LO));
    if (y < 0.0) return gsci_sp_ndtri_tail(-2.0 * log(-expm1(y)));
    return y == 0.0 ? inf : __longlong_as_double(0x7ff8000000000000LL);
}

__device__ double gsci_sp_erfinv(double y) {
    double ay = fabs(y);
    if (ay <= 1.0 - 2.0 * GSCI_SP_EXP_M2) {
        if (y == 0.0) return 0.0;
        return GSCI_SP_SQRT_PI_2 * gsci_sp_ndtri_central(y);
    }
    if (ay < 1.0) return copysign(GSCI_SP_FRAC_1_SQRT_2 * gsci_sp_ndtri_tail(-2.0 * log(0.5 * (1.0 - ay))), y);
    if (ay == 1.0) return copysign(__longlong_as_double(0x7ff0000000000000LL), y);
    return __longlong_as_double(0x7ff8000000000000LL);
}

__device__ double gsci_sp_erfcinv(double y) {
    if (y > 2.0 * GSCI_SP_EXP_M2 && y < 2.0 - 2.0 * GSCI_SP_EXP_M2) return -(GSCI_SP_SQRT_PI_2 * gsci_sp_ndtri_central(y - 1.0));
    if (y > 0.0 && y < 2.0) {
        if (y < 1.0) {
            double lg = y < 1e-300 ? log(y) - GSCI_SP_LN_2 : log(0.5 * y);
            return GSCI_SP_FRAC_1_SQRT_2 * gsci_sp_ndtri_tail(-2.0 * lg);
        }
        return -(GSCI_SP_FRAC_1_SQRT_2 * gsci_sp_ndtri_tail(-2.0 * log(1.0 - 0.5 * y)));
    }
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    if (y == 0.0) return inf;
    if (y == 2.0) return -inf;
    return __longlong_as_double(0x7ff8000000000000LL);
}

// ---------------------------------------------------------------------------------------------
// The Faddeeva function w(z) = e^{-z^2} erfc(-iz) and what is built on it (see error.rs).

#define GSCI_SP_FRAC_2_SQRT_PI 1.1283791670955126
#define GSCI_SP_WOFZ_XA 6.3
#define GSCI_SP_WOFZ_YA 4.4
#define GSCI_SP_WOFZ_EXTRA_N 15
#define GSCI_SP_WOFZ_EXTRA_NU 20
#define GSCI_SP_WOFZ_OUTER_NU 20

// w(x + iy) for y >= 0 (finite), real part to *re, imaginary part to *im.
__device__ void gsci_sp_faddeeva_upper(double x, double y, double* re, double* im) {
    double ax = fabs(x);
    if (ax > 1e7 || y > 1e7) {
        double s = fmax(ax, y);
        double xs = ax / s, ys = y / s;
        double d = __dadd_rn(__dmul_rn(xs, xs), __dmul_rn(ys, ys));
        double ir = xs / d / s, ii = -ys / d / s;
        double z2r = __dsub_rn(__dmul_rn(ir, ir), __dmul_rn(ii, ii)), z2i = 2.0 * ir * ii;
        double cr = __dadd_rn(1.0, __dmul_rn(0.5, z2r)), ci = 0.5 * z2i;
        double pr = __dsub_rn(__dmul_rn(ir, cr), __dmul_rn(ii, ci));
        double pi = __dadd_rn(__dmul_rn(ir, ci), __dmul_rn(ii, cr));
        double wi = pr * GSCI_SP_FRAC_1_SQRT_PI;
        *re = -pi * GSCI_SP_FRAC_1_SQRT_PI;
        *im = x < 0.0 ? -wi : wi;
        return;
    }
    double q = __dadd_rn(__dmul_rn(ax / GSCI_SP_WOFZ_XA, ax / GSCI_SP_WOFZ_XA), __dmul_rn(y / GSCI_SP_WOFZ_YA, y / GSCI_SP_WOFZ_YA));
    double r1 = 0.0, r2 = 0.0, s1 = 0.0, s2 = 0.0, u, v;
    if (q < 1.0) {
        double s = (1.0 - y / GSCI_SP_WOFZ_YA) * sqrt(1.0 - q);
        double h = 1.6 * s;
        double h2 = 2.0 * h;
        int capn = (int)__dadd_rn(7.0, __dmul_rn(34.0, s)) + GSCI_SP_WOFZ_EXTRA_N;
        int nu = (int)__dadd_rn(16.0, __dmul_rn(26.0, s)) + GSCI_SP_WOFZ_EXTRA_NU;
        double lambda = 1.0;
        for (int i = 0; i < capn; ++i) lambda *= h2;
        for (int n = nu; n >= 0; --n) {
            double np1 = (double)(n + 1);
            double t1 = __dadd_rn(y + h, __dmul_rn(np1, r1));
            double t2 = __dsub_rn(ax, __dmul_rn(np1, r2));
            double c = 0.5 / __dadd_rn(__dmul_rn(t1, t1), __dmul_rn(t2, t2));
            r1 = c * t1;
            r2 = c * t2;
            if (n <= capn) {
                double t = lambda + s1;
                double ns1 = __dsub_rn(__dmul_rn(r1, t), __dmul_rn(r2, s2));
                s2 = __dadd_rn(__dmul_rn(r2, t), __dmul_rn(r1, s2));
                s1 = ns1;
                lambda /= h2;
            }
        }
        u = GSCI_SP_FRAC_2_SQRT_PI * s1;
        v = GSCI_SP_FRAC_2_SQRT_PI * s2;
    } else {
        int nn = (int)(3.0 + 1442.0 / __dadd_rn(__dmul_rn(26.0, sqrt(q)), 77.0)) + GSCI_SP_WOFZ_OUTER_NU;
        for (int n = nn; n >= 0; --n) {
            double np1 = (double)(n + 1);
            double t1 = __dadd_rn(y, __dmul_rn(np1, r1));
            double t2 = __dsub_rn(ax, __dmul_rn(np1, r2));
            double c = 0.5 / __dadd_rn(__dmul_rn(t1, t1), __dmul_rn(t2, t2));
            r1 = c * t1;
            r2 = c * t2;
        }
        u = GSCI_SP_FRAC_2_SQRT_PI * r1;
        v = GSCI_SP_FRAC_2_SQRT_PI * r2;
    }
    *re = y == 0.0 ? exp(-ax * ax) : u;
    *im = x < 0.0 ? -v : v;
}

// (a + ib)(c + id).
__device__ __forceinline__ gsci_c128 gsci_sp_cmul(gsci_c128 a, gsci_c128 b) {
    return gsci_c128{__dsub_rn(__dmul_rn(a.re, b.re), __dmul_rn(a.im, b.im)), __dadd_rn(__dmul_rn(a.re, b.im), __dmul_rn(a.im, b.re))};
}
// e^{-z^2} with y^2 - x^2 and -2xy carried in two parts (see error.rs).
__device__ __forceinline__ gsci_c128 gsci_sp_exp_neg_sq_c(gsci_c128 z) {
    double x = z.re, y = z.im;
    double hy = y * y, hx = x * x;
    double ly = fma(y, y, -hy), lx = fma(x, x, -hx);
    double p = hy - hx;
    double bb = p - hy;
    double err = (hy - (p - bb)) + (-hx - bb);
    double tail = err + (ly - lx);
    double r = exp(p) * (1.0 + tail);
    double th = (-2.0 * x) * y;
    if (th == 0.0) return gsci_c128{r, th};
    double tl = fma(-2.0 * x, y, -th);
    double sn, cs;
    sincos(th, &sn, &cs);
    return gsci_c128{r * __dsub_rn(cs, __dmul_rn(sn, tl)), r * __dadd_rn(sn, __dmul_rn(cs, tl))};
}

__device__ gsci_c128 gsci_sp_wofz_c(gsci_c128 z) {
    double x = z.re, y = z.im;
    if (x == 0.0) return gsci_c128{gsci_sp_erfcx(y), x};
    const double nan = __longlong_as_double(0x7ff8000000000000LL);
    if (!(isfinite(x) && isfinite(y))) {
        if (isnan(x) || isnan(y)) return gsci_c128{nan, nan};
        if (y >= 0.0) return gsci_c128{0.0, 0.0};
        if (x == 0.0) return gsci_c128{__longlong_as_double(0x7ff0000000000000LL), 0.0};
        return gsci_c128{nan, nan};
    }
    double a, b;
    if (y >= 0.0) {
        gsci_sp_faddeeva_upper(x, y, &a, &b);
        return gsci_c128{a, b};
    }
    gsci_sp_faddeeva_upper(-x, -y, &a, &b);
    gsci_c128 e = gsci_sp_exp_neg_sq_c(z);
    return gsci_c128{__dsub_rn(2.0 * e.re, a), __dsub_rn(2.0 * e.im, b)};
}

__device__ gsci_c128 gsci_sp_erf_series_c(gsci_c128 z) {
    gsci_c128 z2 = gsci_sp_cmul(z, z);
    gsci_c128 term = z, sum = z;
    for (int k = 1; k < 15; ++k) {
        gsci_c128 t = gsci_sp_cmul(term, z2);
        double kf = -(double)k;
        term = gsci_c128{t.re / kf, t.im / kf};
        double d = (double)(2 * k + 1);
        sum = gsci_c128{sum.re + term.re / d, sum.im + term.im / d};
    }
    return gsci_c128{GSCI_SP_FRAC_2_SQRT_PI * sum.re, GSCI_SP_FRAC_2_SQRT_PI * sum.im};
}

__device__ gsci_c128 gsci_sp_erfcx_c(gsci_c128 z) { return gsci_sp_wofz_c(gsci_c128{-z.im, z.re}); }

__device__ double gsci_sp_erfi(double x);

__device__ gsci_c128 gsci_sp_erfc_right(gsci_c128 z) {
    if (__dadd_rn(__dmul_rn(z.re, z.re), __dmul_rn(z.im, z.im)) < 0.25) {
        gsci_c128 e = gsci_sp_erf_series_c(z);
        return gsci_c128{1.0 - e.re, -e.im};
    }
    return gsci_sp_cmul(gsci_sp_exp_neg_sq_c(z), gsci_sp_erfcx_c(z));
}

__device__ gsci_c128 gsci_sp_erfc_c(gsci_c128 z) {
    if (z.im == 0.0) return gsci_c128{gsci_sp_erfc(z.re), -z.im};
    if (z.re == 0.0) return gsci_c128{1.0, -gsci_sp_erfi(z.im)};
    if (z.re < 0.0) {
        gsci_c128 e = gsci_sp_erfc_right(gsci_c128{-z.re, -z.im});
        return gsci_c128{2.0 - e.re, -e.im};
    }
    return gsci_sp_erfc_right(z);
}

__device__ double gsci_sp_dawsn(double x) {
    if (x == 0.0) return x;
    if (fabs(x) < 1.0) {
        double x2 = x * x, term = x, sum = x;
        for (int k = 1; k < 22; ++k) {
            term *= -2.0 * x2 / (double)(2 * k + 1);
            sum = __dadd_rn(sum, term);
        }
        return sum;
    }
    if (!isfinite(x)) return isnan(x) ? x : copysign(0.0, x);
    double a, b;
    gsci_sp_faddeeva_upper(x, 0.0, &a, &b);
    return GSCI_SP_SQRT_PI_2 * b;
}

__device__ double gsci_sp_erfi(double x) {
    if (isnan(x) || isinf(x)) return x;
    if (fabs(x) > 27.0) return copysign(__longlong_as_double(0x7ff0000000000000LL), x);  // overflow
    double h = x * x;
    double l = fma(x, x, -h);
    double e = exp(0.5 * h);
    return GSCI_SP_FRAC_2_SQRT_PI * (e * (e * ((1.0 + l) * gsci_sp_dawsn(x))));
}

__device__ gsci_c128 gsci_sp_erf_c(gsci_c128 z) {
    if (z.im == 0.0) return gsci_c128{gsci_sp_erf(z.re), z.im};
    if (z.re == 0.0) return gsci_c128{z.re, gsci_sp_erfi(z.im)};
    if (__dadd_rn(__dmul_rn(z.re, z.re), __dmul_rn(z.im, z.im)) < 0.25) return gsci_sp_erf_series_c(z);
    bool neg = z.re < 0.0;
    gsci_c128 e = neg ? gsci_sp_erfc_right(gsci_c128{-z.re, -z.im}) : gsci_sp_erfc_right(z);
    double rr = 1.0 - e.re, ri = -e.im;
    return neg ? gsci_c128{-rr, -ri} : gsci_c128{rr, ri};
}

__device__ gsci_c128 gsci_sp_erfi_c(gsci_c128 z) {
    gsci_c128 e = gsci_sp_erf_c(gsci_c128{-z.im, z.re});
    return gsci_c128{e.im, -e.re};
}

__device__ gsci_c128 gsci_sp_dawsn_c(gsci_c128 z) {
    if (z.im == 0.0) return gsci_c128{gsci_sp_dawsn(z.re), z.im};
    if (z.re == 0.0) {
        double y = z.im;
        if (isinf(y)) return gsci_c128{z.re, y};
        double h = y * y;
        double l = fma(y, y, -h);
        double e = exp(0.5 * h);
        return gsci_c128{z.re, GSCI_SP_SQRT_PI_2 * (e * (e * ((1.0 + l) * gsci_sp_erf(y))))};
    }
    if (__dadd_rn(__dmul_rn(z.re, z.re), __dmul_rn(z.im, z.im)) < 0.25) {
        gsci_c128 z2 = gsci_sp_cmul(z, z);
        gsci_c128 term = z, sum = z;
        for (int k = 1; k < 15; ++k) {
            gsci_c128 t = gsci_sp_cmul(term, z2);
            double c = -2.0 / (double)(2 * k + 1);
            term = gsci_c128{t.re * c, t.im * c};
            sum = gsci_c128{__dadd_rn(sum.re, term.re), __dadd_rn(sum.im, term.im)};
        }
        return sum;
    }
    gsci_c128 e = gsci_sp_exp_neg_sq_c(z);
    gsci_c128 w = gsci_sp_wofz_c(z);
    double dr = e.re - w.re, di = e.im - w.im;
    return gsci_c128{-di * GSCI_SP_SQRT_PI_2, dr * GSCI_SP_SQRT_PI_2};
}

// sin(pi t), cos(pi t) with t reduced exactly.
__device__ __forceinline__ void gsci_sp_sincospi(double t, double* s, double* c) {
    t = fmod(t, 2.0);
    double q = round(2.0 * t);
    double r = t - 0.5 * q;
    double sr, cr;
    sincos(3.141592653589793 * r, &sr, &cr);
    long long k = ((long long)q % 4 + 4) % 4;
    if (k == 0) { *s = sr; *c = cr; }
    else if (k == 1) { *s = cr; *c = -sr; }
    else if (k == 2) { *s = -sr; *c = -cr; }
    else { *s = -cr; *c = sr; }
}

__device__ void gsci_sp_fresnel(double x, double* ss, double* cc) {
    if (isinf(x)) { *ss = copysign(0.5, x); *cc = copysign(0.5, x); return; }
    double ax = fabs(x);
    double x2 = ax * ax;
    double s, c;
    if (ax >= 9007199254740992.0) {
        s = 0.5 - 1.0 / (3.141592653589793 * ax);
        c = 0.5;
    } else if (x2 < 2.5625) {
        double t = x2 * x2;
        s = ax * x2 * gsci_sp_polevl(t, gsci_sp_FRESNL_SN, 6) / gsci_sp_p1evl(t, gsci_sp_FRESNL_SD, 6);
        c = ax * gsci_sp_polevl(t, gsci_sp_FRESNL_CN, 6) / gsci_sp_polevl(t, gsci_sp_FRESNL_CD, 7);
    } else if (isnan(ax)) {
        s = x; c = x;
    } else {
        double l = fma(ax, ax, -x2);
        double sn, cs;
        gsci_sp_sincospi(fmod(0.5 * x2, 2.0) + 0.5 * l, &sn, &cs);
        double pix = 3.141592653589793 * ax;
        double t = 3.141592653589793 * x2;
        double u = 1.0 / (t * t);
        t = 1.0 / t;
        double f = 1.0 - u * gsci_sp_polevl(u, gsci_sp_FRESNL_FN, 10) / gsci_sp_p1evl(u, gsci_sp_FRESNL_FD, 10);
        double g = t * gsci_sp_polevl(u, gsci_sp_FRESNL_GN, 11) / gsci_sp_p1evl(u, gsci_sp_FRESNL_GD, 11);
        s = 0.5 - __dadd_rn(__dmul_rn(f, cs), __dmul_rn(g, sn)) / pix;
        c = 0.5 + __dsub_rn(__dmul_rn(f, sn), __dmul_rn(g, cs)) / pix;
    }
    *ss = x < 0.0 ? -s : s;
    *cc = x < 0.0 ? -c : c;
}

__device__ double gsci_sp_voigt_profile(double x, double sigma, double gamma) {
    const double sqrt_2pi = 2.5066282746310002;
    if (sigma == 0.0) {
        if (gamma == 0.0) {
            if (isnan(x)) return x;
            return x == 0.0 ? __longlong_as_double(0x7ff0000000000000LL) : 0.0;
        }
        return gamma / 3.141592653589793 / __dadd_rn(__dmul_rn(x, x), __dmul_rn(gamma, gamma));
    }
    if (gamma == 0.0) {
        double t = x / sigma;
        return 1.0 / sqrt_2pi / sigma * exp(-(t * t) / 2.0);
    }
    gsci_c128 z{x / sigma * GSCI_SP_FRAC_1_SQRT_2, gamma / sigma * GSCI_SP_FRAC_1_SQRT_2};
    return gsci_sp_wofz_c(z).re / sigma / sqrt_2pi;
}
