//! Scalar error functions: erf, erfc, erfcx, erfinv, erfcinv, ndtr, log_ndtr, ndtri, ndtri_exp.
//!
//! The CPU twins of the device functions in `kernels/error.cuh` (one algorithm, written twice).
//!
//! # Coefficient tables are written once
//! Every table is a `const NAME: [f64; N]` in this file, between the markers `tables begin` and
//! `tables end`. `kernels/error.cuh` holds the same tables as `__constant__ double gsci_sp_NAME[N]`
//! with the same literals, token for token; the test `error::tables_match_cuda` (tests/error.rs)
//! parses both files and fails on any difference. Edit a table here, then copy the literal list.
//!
//! # Arithmetic shared by both backends
//! Polynomials are evaluated with plain multiplies and adds (the CUDA side uses `__dmul_rn` and
//! `__dadd_rn`, which the compiler may not contract into FMAs), so both backends round the same way;
//! the only differences come from the libraries' `exp`/`log` (each within 1 ULP).
//!
//! # Algorithms
//! - erf, erfc: the rational approximations of Cephes (S. L. Moshier, `ndtr.c`): erf on |x| < 1 as
//!   x T(x²)/U(x²); erfc on 1 ≤ x < 8 as e^{-x²} P(x)/Q(x) and on x ≥ 8 as e^{-x²} R(x)/S(x).
//!   Unlike Cephes, e^{-x²} is computed from the exact split x² = h + l (FMA), so the relative
//!   error of erfc does not grow with x² in the far tail.
//! - erfcx: the same rational functions without the factor e^{-x²} (x ≥ 1), e^{x²} erfc(x) with the
//!   split x² below 1, 2e^{x²} - erfcx(-x) for x < 0, and the asymptotic series
//!   (1 - 1/(2x²) + 3/(4x⁴)) / (x√π) past x = 1000.
//! - ndtr, log_ndtr: through the same approximations with e^{-a²/2} from the exact split of a²/2;
//!   log_ndtr in the lower tail is -a²/2 + log(P/Q / 2), so it never underflows.
//! - ndtri: the rational approximations of Cephes `ndtri.c` (central part |p - 1/2| ≤ 1/2 - e^{-2};
//!   tails in z = √(-2 log p) on [2, 8) and [8, ∞)). erfinv, erfcinv and ndtri_exp reuse the two
//!   pieces with arguments formed exactly (u = 2p - 1 for the central part, log p given directly
//!   for ndtri_exp), so erfinv keeps full relative accuracy near 0 and ndtri_exp never underflows.

use std::f64::consts::{FRAC_1_SQRT_2, LN_2};

// tables begin
/// erfc(x) e^{x²} on [1, 8): numerator (Cephes ndtr.c P).
pub(crate) const NDTR_P: [f64; 9] = [
    2.461969814735305e-10,
    0.5641895648310689,
    7.463210564422699,
    48.63719709856814,
    196.5208329560771,
    526.4451949954773,
    934.5285271719576,
    1027.5518868951572,
    557.5353353693994,
];
/// erfc(x) e^{x²} on [1, 8): denominator without its leading 1.
pub(crate) const NDTR_Q: [f64; 8] = [
    13.228195115474499,
    86.70721408859897,
    354.9377788878199,
    975.7085017432055,
    1823.9091668790973,
    2246.3376081871097,
    1656.6630919416134,
    557.5353408177277,
];
/// erfc(x) e^{x²} on [8, ∞): numerator.
pub(crate) const NDTR_R: [f64; 6] = [
    0.5641895835477551,
    1.275366707599781,
    5.019050422511805,
    6.160210979930536,
    7.4097426995044895,
    2.9788666537210022,
];
/// erfc(x) e^{x²} on [8, ∞): denominator without its leading 1.
pub(crate) const NDTR_S: [f64; 6] = [
    2.2605286322011726,
    9.396035249380015,
    12.048953980809666,
    17.08144507475659,
    9.608968090632859,
    3.369076451000815,
];
/// erf(x)/x on |x| < 1 in x²: numerator.
pub(crate) const NDTR_T: [f64; 5] = [
    9.604973739870516,
    90.02601972038427,
    2232.005345946843,
    7003.325141128051,
    55592.30130103949,
];
/// erf(x)/x on |x| < 1 in x²: denominator without its leading 1.
pub(crate) const NDTR_U: [f64; 5] = [
    33.56171416475031,
    521.3579497801527,
    4594.323829709801,
    22629.000061389095,
    49267.39426086359,
];
/// ndtri central part, |p - 1/2| ≤ 1/2 - e^{-2}: numerator in (p - 1/2)².
pub(crate) const NDTRI_P0: [f64; 5] = [
    -59.96335010141079,
    98.00107541859997,
    -56.67628574690703,
    13.931260938727968,
    -1.2391658386738125,
];
/// ndtri central part: denominator without its leading 1.
pub(crate) const NDTRI_Q0: [f64; 8] = [
    1.9544885833814176,
    4.676279128988815,
    86.36024213908905,
    -225.46268785411937,
    200.26021238006066,
    -82.03722561683334,
    15.90562251262117,
    -1.1833162112133,
];
/// ndtri tail, z = √(-2 log p) in [2, 8): numerator in 1/z.
pub(crate) const NDTRI_P1: [f64; 9] = [
    4.0554489230596245,
    31.525109459989388,
    57.16281922464213,
    44.08050738932008,
    14.684956192885803,
    2.1866330685079025,
    -0.1402560791713545,
    -0.03504246268278482,
    -0.0008574567851546854,
];
/// ndtri tail on [2, 8): denominator without its leading 1.
pub(crate) const NDTRI_Q1: [f64; 8] = [
    15.779988325646675,
    45.39076351288792,
    41.3172038254672,
    15.04253856929075,
    2.504649462083094,
    -0.14218292285478779,
    -0.03808064076915783,
    -0.0009332594808954574,
];
/// ndtri tail, z ≥ 8: numerator in 1/z.
pub(crate) const NDTRI_P2: [f64; 9] = [
    3.2377489177694603,
    6.915228890689842,
    3.9388102529247444,
    1.3330346081580755,
    0.20148538954917908,
    0.012371663481782003,
    0.00030158155350823543,
    2.6580697468673755e-06,
    6.239745391849833e-09,
];
/// ndtri tail, z ≥ 8: denominator without its leading 1.
pub(crate) const NDTRI_Q2: [f64; 8] = [
    6.02427039364742,
    3.6798356385616087,
    1.3770209948908132,
    0.21623699359449663,
    0.013420400608854318,
    0.00032801446468212774,
    2.8924786474538068e-06,
    6.790194080099813e-09,
];
/// Fresnel integrals (Cephes fresnl.c sn).
pub(crate) const FRESNL_SN: [f64; 6] = [
    -2991.8191940101983,
    708840.0452577386,
    -62974148.62058625,
    2548908805.7337637,
    -44297951805.96978,
    318016297876.5678,
];
/// Fresnel integrals (Cephes fresnl.c sd).
pub(crate) const FRESNL_SD: [f64; 6] = [
    281.3762688899943,
    45584.78108065326,
    5173438.887700964,
    419320245.8981112,
    22441179564.534092,
    607366389490.0846,
];
/// Fresnel integrals (Cephes fresnl.c cn).
pub(crate) const FRESNL_CN: [f64; 6] = [
    -4.9884311457357354e-08,
    9.504280628298596e-06,
    -0.0006451914356839651,
    0.018884331939670384,
    -0.20552590095501388,
    1.0,
];
/// Fresnel integrals (Cephes fresnl.c cd).
pub(crate) const FRESNL_CD: [f64; 7] = [
    3.99982968972496e-12,
    9.154392157746574e-10,
    1.2500186247959882e-07,
    1.2226278902417902e-05,
    0.0008680295429417843,
    0.04121420907221998,
    1.0,
];
/// Fresnel integrals (Cephes fresnl.c fn).
pub(crate) const FRESNL_FN: [f64; 10] = [
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
];
/// Fresnel integrals (Cephes fresnl.c fd).
pub(crate) const FRESNL_FD: [f64; 10] = [
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
];
/// Fresnel integrals (Cephes fresnl.c gn).
pub(crate) const FRESNL_GN: [f64; 11] = [
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
];
/// Fresnel integrals (Cephes fresnl.c gd).
pub(crate) const FRESNL_GD: [f64; 11] = [
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
];
// erf's float32 loop (erf_f32; special/golden/gen_erf_f32_table.py): x P(x^2) on |x| < 1/2,
// ascending powers of x^2.
#[allow(clippy::approx_constant)] // 2 / sqrt(pi), written as the CUDA twin's token
pub(crate) const ERF_F32_SMALL: [f64; 10] = [
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
];
// erf's float32 loop: 14 pieces on [1/2 + k/4, 3/4 + k/4), 13 coefficients each (ascending
// powers of |x| - 5/8 - k/4); coefficient i of piece k at 14 i + k.
pub(crate) const ERF_F32_MID: [f64; 182] = [
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
];
// tables end

/// √(π/2).
const SQRT_HALF_PI: f64 = 1.253_314_137_315_500_3;
/// √π / 2.
const SQRT_PI_2: f64 = 0.886_226_925_452_758;
/// 1/√π.
pub(super) const FRAC_1_SQRT_PI: f64 = 0.564_189_583_547_756_3;
/// log(2√π).
const LN_2_SQRT_PI: f64 = 1.265_512_123_484_645_4;
/// log(2π)/2.
const LN_SQRT_2PI: f64 = 0.918_938_533_204_672_8;
/// log 2 - LN_2 (the part of log 2 below f64's precision).
const LN_2_LO: f64 = 2.319_046_813_846_299_6e-17;
/// e^{-2}.
const EXP_M2: f64 = 0.135_335_283_236_612_7;
/// log(1 - e^{-2}).
const LOG_1M_EXP_M2: f64 = -0.145_413_457_868_859_06;

/// Horner's rule, coefficients from the highest power down (Cephes `polevl`).
#[inline(always)]
pub(crate) fn polevl(x: f64, c: &[f64]) -> f64 {
    let mut r = c[0];
    for &a in &c[1..] {
        r = r * x + a;
    }
    r
}

/// Horner's rule for a polynomial whose leading coefficient 1 is left out (Cephes `p1evl`).
#[inline(always)]
pub(crate) fn p1evl(x: f64, c: &[f64]) -> f64 {
    let mut r = x + c[0];
    for &a in &c[1..] {
        r = r * x + a;
    }
    r
}

/// Clenshaw's sum of a Chebyshev series in the Cephes convention (`chbevl`): coefficients from
/// the highest order down, x already mapped to [-2, 2], the last coefficient counted half.
#[inline(always)]
pub(crate) fn chbevl(x: f64, c: &[f64]) -> f64 {
    let mut b0 = c[0];
    let mut b1 = 0.0;
    let mut b2 = 0.0;
    for &a in &c[1..] {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + a;
    }
    0.5 * (b0 - b2)
}

/// e^{-s x²} for s = 1 or 1/2, with x² split exactly into h + l so that the rounding of x² does
/// not enter the exponent. Valid while x² is finite.
#[inline(always)]
fn exp_neg_sq(x: f64, s: f64) -> f64 {
    let h = x * x;
    let l = x.mul_add(x, -h);
    (-(s * h)).exp() * (1.0 - s * l)
}

/// erfc(x) e^{x²} for x ≥ 1 (finite).
#[inline(always)]
fn erfcx_rational(x: f64) -> f64 {
    if x < 8.0 {
        polevl(x, &NDTR_P) / p1evl(x, &NDTR_Q)
    } else {
        polevl(x, &NDTR_R) / p1evl(x, &NDTR_S)
    }
}

/// erf(x) for |x| < 1.
#[inline(always)]
fn erf_small(x: f64) -> f64 {
    let z = x * x;
    x * polevl(z, &NDTR_T) / p1evl(z, &NDTR_U)
}

/// The error function. Equivalent to `scipy.special.erf`.
pub fn erf(x: f64) -> f64 {
    let ax = x.abs();
    if ax < 1.0 {
        return erf_small(x);
    }
    if x.is_nan() {
        return x;
    }
    let r = if ax > 6.0 {
        1.0
    } else {
        1.0 - exp_neg_sq(ax, 1.0) * erfcx_rational(ax)
    };
    r.copysign(x)
}

/// erf's float32 loop (SciPy's `f->f`, the double erf rounded to float32): on |x| < 4 double
/// polynomials whose error is below 6e-17 relative (`special/golden/gen_erf_f32_table.py`:
/// x P(x^2) on |x| < 1/2, then 14 pieces of width 1/4 in |x| - c_k), their value rounded; +-1
/// beyond (erfc(4) is below half of float32's ulp under 1). It equals `erf(x as f64) as f32`
/// but at inputs within about 3e-16 relative of a float32 rounding boundary (one in 10^8 or
/// so), with a dozen multiply-adds instead of an exponential and a division.
pub fn erf_f32(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    let ax = f64::from(x.abs());
    if ax >= 4.0 {
        return 1.0f32.copysign(x);
    }
    let xd = f64::from(x);
    if ax < 0.5 {
        // s = x^2 is exact (a float32 squared)
        let s = xd * xd;
        let (last, rest) = ERF_F32_SMALL.split_last().unwrap_or((&0.0, &[]));
        let p = rest.iter().rev().fold(*last, |p, c| p * s + c);
        return (xd * p) as f32;
    }
    // k = floor(4 (|x| - 1/2)) in 0..14, u = |x| - c_k: both exact
    let k = (((ax - 0.5) * 4.0) as usize).min(13);
    let u = ax - (0.625 + 0.25 * k as f64);
    // coefficient i of piece k at 14 i + k
    let p = (0..12).rev().fold(ERF_F32_MID[14 * 12 + k], |p, i| {
        p * u + ERF_F32_MID[14 * i + k]
    });
    (p as f32).copysign(x)
}

/// The complementary error function 1 - erf(x). Equivalent to `scipy.special.erfc`.
pub fn erfc(x: f64) -> f64 {
    let ax = x.abs();
    if ax < 1.0 {
        return 1.0 - erf_small(x);
    }
    if x.is_nan() {
        return x;
    }
    let y = if ax > 27.5 {
        0.0
    } else {
        exp_neg_sq(ax, 1.0) * erfcx_rational(ax)
    };
    if x < 0.0 { 2.0 - y } else { y }
}

/// erfcx(x) for x ≥ 0.
#[inline(always)]
fn erfcx_pos(x: f64) -> f64 {
    if x < 1.0 {
        let h = x * x;
        let l = x.mul_add(x, -h);
        h.exp() * (1.0 + l) * (1.0 - erf_small(x))
    } else if x < 50.0 {
        erfcx_rational(x)
    } else {
        // sum_k (-1)^k (2k-1)!! t^k with t = 1/(2x²) ≤ 2e-4: the next term is below 1e-18.
        let r = 1.0 / x;
        let t = 0.5 * (r * r);
        let s = 1.0 - t * (1.0 - t * (3.0 - t * (15.0 - t * (105.0 - t * 945.0))));
        FRAC_1_SQRT_PI * r * s
    }
}

/// The scaled complementary error function e^{x²} erfc(x). Equivalent to `scipy.special.erfcx`.
pub fn erfcx(x: f64) -> f64 {
    if x >= 0.0 {
        return erfcx_pos(x);
    }
    if x.is_nan() {
        return x;
    }
    if x < -26.7 {
        return f64::INFINITY;
    }
    let h = x * x;
    let l = x.mul_add(x, -h);
    2.0 * (h.exp() * (1.0 + l)) - erfcx_pos(-x)
}

/// The standard normal distribution function. Equivalent to `scipy.special.ndtr`.
pub fn ndtr(a: f64) -> f64 {
    let x = a * FRAC_1_SQRT_2;
    let z = x.abs();
    if z < 1.0 {
        return 0.5 + 0.5 * erf_small(x);
    }
    if a.is_nan() {
        return a;
    }
    let y = if z > 27.5 {
        0.0
    } else {
        0.5 * exp_neg_sq(a, 0.5) * erfcx_rational(z)
    };
    if a > 0.0 { 1.0 - y } else { y }
}

/// The logarithm of the standard normal distribution function. Equivalent to
/// `scipy.special.log_ndtr`.
pub fn log_ndtr(a: f64) -> f64 {
    if a > 0.0 {
        return (-ndtr(-a)).ln_1p();
    }
    let x = a * FRAC_1_SQRT_2;
    let z = -x;
    if z < 1.0 {
        return (0.5 + 0.5 * erf_small(x)).ln();
    }
    if a.is_nan() {
        return a;
    }
    if z < 1e8 {
        let ha = 0.5 * a;
        let h = ha * a;
        let l = ha.mul_add(a, -h);
        -h - l + (0.5 * erfcx_rational(z)).ln()
    } else {
        // erfcx(z) = 1/(z√π) (1 + O(z⁻²)).
        -((0.5 * a) * a) - (z.ln() + LN_2_SQRT_PI)
    }
}

/// ndtri's central part as a function of u = 2p - 1 (|u| ≤ 1 - 2e^{-2}): returns
/// u (1 + y² P(y²)/Q(y²)) with y = u/2, so that ndtri(p) = √(π/2) times it.
#[inline(always)]
fn ndtri_central(u: f64) -> f64 {
    let y2 = 0.25 * (u * u);
    u + u * (y2 * polevl(y2, &NDTRI_P0) / p1evl(y2, &NDTRI_Q0))
}

/// ndtri's tail as a function of w = -2 log p (w ≥ 4): returns -ndtri(p) > 0.
#[inline(always)]
fn ndtri_tail(w: f64) -> f64 {
    let x = w.sqrt();
    let x0 = x - x.ln() / x;
    let z = 1.0 / x;
    let x1 = if x < 8.0 {
        z * polevl(z, &NDTRI_P1) / p1evl(z, &NDTRI_Q1)
    } else {
        z * polevl(z, &NDTRI_P2) / p1evl(z, &NDTRI_Q2)
    };
    x0 - x1
}

/// The inverse of the standard normal distribution function. Equivalent to `scipy.special.ndtri`.
pub fn ndtri(p: f64) -> f64 {
    if p > EXP_M2 && p < 1.0 - EXP_M2 {
        return SQRT_HALF_PI * ndtri_central(2.0 * p - 1.0);
    }
    if p > 0.0 && p < 1.0 {
        return if p < 0.5 {
            -ndtri_tail(-2.0 * p.ln())
        } else {
            ndtri_tail(-2.0 * (1.0 - p).ln())
        };
    }
    if p == 0.0 {
        f64::NEG_INFINITY
    } else if p == 1.0 {
        f64::INFINITY
    } else {
        f64::NAN
    }
}

/// ndtri(e^y), accurate where e^y underflows or rounds to 1. Equivalent to
/// `scipy.special.ndtri_exp`.
pub fn ndtri_exp(y: f64) -> f64 {
    if y < -2.0 {
        if y >= -2048.0 {
            return -ndtri_tail(-2.0 * y);
        }
        if y == f64::NEG_INFINITY {
            return y;
        }
        // Past the tail fit (√(-2y) > 64): solve y = -x²/2 - log x - log(2π)/2 + log s(x), with
        // s = 1 - x⁻² + 3x⁻⁴ - 15x⁻⁶ (Mills' ratio), by the fixed point
        // x = √2 √(-y - log x - log(2π)/2 + log s); each step shrinks the relative error by
        // x⁻² ≤ 2.5e-4, and four steps from x = √(-2y) reach 1e-18.
        let mut x = std::f64::consts::SQRT_2 * (-y).sqrt();
        for _ in 0..4 {
            let r = 1.0 / (x * x);
            let s = 1.0 - r * (1.0 - r * (3.0 - 15.0 * r));
            x = std::f64::consts::SQRT_2 * (-y - x.ln() - LN_SQRT_2PI + s.ln()).sqrt();
        }
        return -x;
    }
    if y < LOG_1M_EXP_M2 {
        // u = 2e^y - 1 = expm1(y + log 2); y + LN_2 is exact where the result is near 0
        // (Sterbenz), and LN_2_LO carries the rest of log 2.
        return SQRT_HALF_PI * ndtri_central(((y + LN_2) + LN_2_LO).exp_m1());
    }
    if y < 0.0 {
        return ndtri_tail(-2.0 * (-y.exp_m1()).ln());
    }
    if y == 0.0 { f64::INFINITY } else { f64::NAN }
}

/// The inverse error function. Equivalent to `scipy.special.erfinv`.
pub fn erfinv(y: f64) -> f64 {
    let ay = y.abs();
    if ay <= 1.0 - 2.0 * EXP_M2 {
        if y == 0.0 {
            return 0.0;
        }
        return SQRT_PI_2 * ndtri_central(y);
    }
    if ay < 1.0 {
        let r = FRAC_1_SQRT_2 * ndtri_tail(-2.0 * (0.5 * (1.0 - ay)).ln());
        return r.copysign(y);
    }
    if ay == 1.0 {
        f64::INFINITY.copysign(y)
    } else {
        f64::NAN
    }
}

/// The inverse complementary error function. Equivalent to `scipy.special.erfcinv`.
pub fn erfcinv(y: f64) -> f64 {
    if y > 2.0 * EXP_M2 && y < 2.0 - 2.0 * EXP_M2 {
        return -(SQRT_PI_2 * ndtri_central(y - 1.0));
    }
    if y > 0.0 && y < 2.0 {
        if y < 1.0 {
            // log(y/2), without halving a subnormal y.
            let lg = if y < 1e-300 {
                y.ln() - LN_2
            } else {
                (0.5 * y).ln()
            };
            return FRAC_1_SQRT_2 * ndtri_tail(-2.0 * lg);
        }
        return -(FRAC_1_SQRT_2 * ndtri_tail(-2.0 * (1.0 - 0.5 * y).ln()));
    }
    if y == 0.0 {
        f64::INFINITY
    } else if y == 2.0 {
        f64::NEG_INFINITY
    } else {
        f64::NAN
    }
}

// ---------------------------------------------------------------------------------------------
// The Faddeeva function w(z) = e^{-z²} erfc(-iz) and what is built on it.

/// 2/√π.
const FRAC_2_SQRT_PI: f64 = std::f64::consts::FRAC_2_SQRT_PI;

/// w(z) for Im z ≥ 0, as (Re, Im), by Gautschi's method (W. Gautschi, "Efficient computation of
/// the complex error function", SIAM J. Numer. Anal. 7 (1970); constants raised as by Poppe and
/// Wijers, ACM TOMS 16 (1990), for double precision): inside the ellipse (x/5.33)² + (y/4.29)² < 1
/// a truncated Taylor series about z + ih, whose coefficients come from the Laplace continued
/// fraction run backwards; outside it the continued fraction alone. Far out, the asymptotic
/// i/(√π z) (1 + 1/(2z²)).
fn faddeeva_upper(x: f64, y: f64) -> (f64, f64) {
    let ax = x.abs();
    if ax > 1e7 || y > 1e7 {
        // i/(√π z) (1 + 1/(2z²) + 3/(4z⁴)); relative error below 1e-20 here. Scaled to stay finite.
        let s = ax.max(y);
        let (xs, ys) = (ax / s, y / s);
        let d = xs * xs + ys * ys;
        // 1/z = (x - iy)/|z|².
        let (ir, ii) = (xs / d / s, -ys / d / s);
        let (z2r, z2i) = (ir * ir - ii * ii, 2.0 * ir * ii);
        let (cr, ci) = (1.0 + 0.5 * z2r, 0.5 * z2i);
        // i/√π · (1/z) · c
        let (pr, pi) = (ir * cr - ii * ci, ir * ci + ii * cr);
        let (wr, wi) = (-pi * FRAC_1_SQRT_PI, pr * FRAC_1_SQRT_PI);
        return (wr, if x < 0.0 { -wi } else { wi });
    }
    let q = (ax / WOFZ_XA) * (ax / WOFZ_XA) + (y / WOFZ_YA) * (y / WOFZ_YA);
    let (mut r1, mut r2) = (0.0, 0.0);
    let (mut s1, mut s2) = (0.0, 0.0);
    let (u, v);
    if q < 1.0 {
        let s = (1.0 - y / WOFZ_YA) * (1.0 - q).sqrt();
        let h = 1.6 * s;
        let h2 = 2.0 * h;
        let capn = (7.0 + 34.0 * s) as i32 + WOFZ_EXTRA_N;
        let nu = (16.0 + 26.0 * s) as i32 + WOFZ_EXTRA_NU;
        let mut lambda = 1.0;
        for _ in 0..capn {
            lambda *= h2;
        }
        let mut n = nu;
        while n >= 0 {
            let np1 = (n + 1) as f64;
            let t1 = y + h + np1 * r1;
            let t2 = ax - np1 * r2;
            let c = 0.5 / (t1 * t1 + t2 * t2);
            r1 = c * t1;
            r2 = c * t2;
            if n <= capn {
                let t = lambda + s1;
                let ns1 = r1 * t - r2 * s2;
                s2 = r2 * t + r1 * s2;
                s1 = ns1;
                lambda /= h2;
            }
            n -= 1;
        }
        u = FRAC_2_SQRT_PI * s1;
        v = FRAC_2_SQRT_PI * s2;
    } else {
        let mut n = (3.0 + 1442.0 / (26.0 * q.sqrt() + 77.0)) as i32 + WOFZ_OUTER_NU;
        while n >= 0 {
            let np1 = (n + 1) as f64;
            let t1 = y + np1 * r1;
            let t2 = ax - np1 * r2;
            let c = 0.5 / (t1 * t1 + t2 * t2);
            r1 = c * t1;
            r2 = c * t2;
            n -= 1;
        }
        u = FRAC_2_SQRT_PI * r1;
        v = FRAC_2_SQRT_PI * r2;
    }
    let u = if y == 0.0 { (-ax * ax).exp() } else { u };
    (u, if x < 0.0 { -v } else { v })
}
const WOFZ_XA: f64 = 6.3;
const WOFZ_YA: f64 = 4.4;
const WOFZ_EXTRA_N: i32 = 15;
const WOFZ_EXTRA_NU: i32 = 20;
const WOFZ_OUTER_NU: i32 = 20;

/// The Faddeeva function w(z) = e^{-z²} erfc(-iz). Equivalent to `scipy.special.wofz`.
pub fn wofz_c(z: num_complex::Complex64) -> num_complex::Complex64 {
    let (x, y) = (z.re, z.im);
    if x == 0.0 {
        // w(iy) = erfcx(y), real.
        return num_complex::Complex64::new(erfcx(y), x);
    }
    if !(x.is_finite() && y.is_finite()) {
        // w → 0 towards infinity in the closed upper half plane; w(-i∞) = ∞; NaN elsewhere.
        return if x.is_nan() || y.is_nan() {
            num_complex::Complex64::new(f64::NAN, f64::NAN)
        } else if y >= 0.0 {
            num_complex::Complex64::new(0.0, 0.0)
        } else if x == 0.0 {
            num_complex::Complex64::new(f64::INFINITY, 0.0)
        } else {
            num_complex::Complex64::new(f64::NAN, f64::NAN)
        };
    }
    if y >= 0.0 {
        let (a, b) = faddeeva_upper(x, y);
        return num_complex::Complex64::new(a, b);
    }
    // w(z) = 2 e^{-z²} - w(-z) for Im z < 0.
    let (a, b) = faddeeva_upper(-x, -y);
    let e = exp_neg_sq_c((x, y));
    num_complex::Complex64::new(2.0 * e.0 - a, 2.0 * e.1 - b)
}

use num_complex::Complex64;

/// (a + ib)(c + id), with the roundings the CUDA twin makes.
#[inline(always)]
fn cmul(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// e^{-z²} = e^{y² - x²} (cos 2xy - i sin 2xy) for z = x + iy, with y² - x² and -2xy carried in
/// two parts (FMA splits and a two-sum) so that large exponents and angles lose nothing.
#[inline(always)]
fn exp_neg_sq_c(z: (f64, f64)) -> (f64, f64) {
    let (x, y) = z;
    let (hy, hx) = (y * y, x * x);
    let (ly, lx) = (y.mul_add(y, -hy), x.mul_add(x, -hx));
    // Two-sum of hy - hx.
    let p = hy - hx;
    let bb = p - hy;
    let err = (hy - (p - bb)) + (-hx - bb);
    let tail = err + (ly - lx);
    let r = p.exp() * (1.0 + tail);
    let th = (-2.0 * x) * y;
    if th == 0.0 {
        return (r, th);
    }
    let tl = (-2.0 * x).mul_add(y, -th);
    let (sn, cs) = th.sin_cos();
    (r * (cs - sn * tl), r * (sn + cs * tl))
}

/// erf(z) = 2/√π Σ (-1)^k z^{2k+1} / (k! (2k+1)) for |z| < 1/2 (terms below 2^-60 after 14).
fn erf_series_c(z: (f64, f64)) -> (f64, f64) {
    let z2 = cmul(z, z);
    let mut term = z;
    let mut sum = z;
    for k in 1..15 {
        let t = cmul(term, z2);
        let kf = -(k as f64);
        term = (t.0 / kf, t.1 / kf);
        let d = (2 * k + 1) as f64;
        sum = (sum.0 + term.0 / d, sum.1 + term.1 / d);
    }
    (FRAC_2_SQRT_PI * sum.0, FRAC_2_SQRT_PI * sum.1)
}

/// The scaled complementary error function e^{z²} erfc(z) = w(iz). Equivalent to
/// `scipy.special.erfcx` (complex).
pub fn erfcx_c(z: Complex64) -> Complex64 {
    wofz_c(Complex64::new(-z.im, z.re))
}

/// erfc(z) for Re z ≥ 0, z not real.
fn erfc_right(z: (f64, f64)) -> (f64, f64) {
    if z.0 * z.0 + z.1 * z.1 < 0.25 {
        let e = erf_series_c(z);
        return (1.0 - e.0, -e.1);
    }
    let w = erfcx_c(Complex64::new(z.0, z.1));
    cmul(exp_neg_sq_c(z), (w.re, w.im))
}

/// The complementary error function of a complex argument. Equivalent to `scipy.special.erfc`
/// (complex).
pub fn erfc_c(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        return Complex64::new(erfc(z.re), -z.im);
    }
    if z.re == 0.0 {
        // erfc(iy) = 1 - i erfi(y).
        return Complex64::new(1.0, -erfi(z.im));
    }
    if z.re < 0.0 {
        // erfc(z) = 2 - erfc(-z).
        let e = erfc_right((-z.re, -z.im));
        return Complex64::new(2.0 - e.0, -e.1);
    }
    let e = erfc_right((z.re, z.im));
    Complex64::new(e.0, e.1)
}

/// The error function of a complex argument. Equivalent to `scipy.special.erf` (complex).
pub fn erf_c(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        return Complex64::new(erf(z.re), z.im);
    }
    if z.re == 0.0 {
        // erf(iy) = i erfi(y).
        return Complex64::new(z.re, erfi(z.im));
    }
    if z.re * z.re + z.im * z.im < 0.25 {
        let e = erf_series_c((z.re, z.im));
        return Complex64::new(e.0, e.1);
    }
    // erf(z) = 1 - erfc(z), and erf(-z) = -erf(z).
    let neg = z.re < 0.0;
    let e = if neg {
        erfc_right((-z.re, -z.im))
    } else {
        erfc_right((z.re, z.im))
    };
    let r = (1.0 - e.0, -e.1);
    if neg {
        Complex64::new(-r.0, -r.1)
    } else {
        Complex64::new(r.0, r.1)
    }
}

/// The imaginary error function -i erf(iz) of a complex argument. Equivalent to
/// `scipy.special.erfi` (complex).
pub fn erfi_c(z: Complex64) -> Complex64 {
    let e = erf_c(Complex64::new(-z.im, z.re));
    Complex64::new(e.im, -e.re)
}

/// Dawson's integral of a complex argument, √π/2 · i (e^{-z²} - w(z)). Equivalent to
/// `scipy.special.dawsn` (complex).
pub fn dawsn_c(z: Complex64) -> Complex64 {
    if z.im == 0.0 {
        return Complex64::new(dawsn(z.re), z.im);
    }
    if z.re == 0.0 {
        // D(iy) = i √π/2 e^{y²} erf(y), with e^{y²} as in erfi.
        let y = z.im;
        if y.is_infinite() {
            return Complex64::new(z.re, y);
        }
        let h = y * y;
        let l = y.mul_add(y, -h);
        let e = (0.5 * h).exp();
        return Complex64::new(z.re, SQRT_PI_2 * (e * (e * ((1.0 + l) * erf(y)))));
    }
    if z.re * z.re + z.im * z.im < 0.25 {
        // z Σ (-2z²)^k / (2k+1)!!.
        let zz = (z.re, z.im);
        let z2 = cmul(zz, zz);
        let mut term = zz;
        let mut sum = zz;
        for k in 1..15 {
            let t = cmul(term, z2);
            let c = -2.0 / (2 * k + 1) as f64;
            term = (t.0 * c, t.1 * c);
            sum = (sum.0 + term.0, sum.1 + term.1);
        }
        return Complex64::new(sum.0, sum.1);
    }
    let e = exp_neg_sq_c((z.re, z.im));
    let w = wofz_c(z);
    let d = (e.0 - w.re, e.1 - w.im);
    Complex64::new(-d.1 * SQRT_PI_2, d.0 * SQRT_PI_2)
}

/// Dawson's integral e^{-x²} ∫₀ˣ e^{t²} dt = √π/2 Im w(x). Equivalent to `scipy.special.dawsn`.
pub fn dawsn(x: f64) -> f64 {
    if x == 0.0 {
        return x;
    }
    if x.abs() < 1.0 {
        // x Σ (-2x²)^k / (2k+1)!!: 22 terms reach 2^-60 at |x| = 1.
        let x2 = x * x;
        let mut term = x;
        let mut sum = x;
        for k in 1..22 {
            term *= -2.0 * x2 / (2 * k + 1) as f64;
            sum += term;
        }
        return sum;
    }
    if !x.is_finite() {
        // NaN stays NaN; D(±∞) = ±0.
        return if x.is_nan() { x } else { 0.0f64.copysign(x) };
    }
    SQRT_PI_2 * faddeeva_upper(x, 0.0).1
}

/// The imaginary error function -i erf(ix) = 2/√π e^{x²} D(x). Equivalent to
/// `scipy.special.erfi`.
pub fn erfi(x: f64) -> f64 {
    if x.is_nan() || x.is_infinite() {
        return x;
    }
    if x.abs() > 27.0 {
        // Overflows (e^{729} / (27 sqrt(pi)) > f64::MAX); beyond, x²'s rounding error l outgrows
        // 1 and 1 + l could change the sign.
        return f64::INFINITY.copysign(x);
    }
    // e^{x²} as e^{h/2} e^{h/2} (1 + l) with x² = h + l, so that the result overflows only when
    // erfi does.
    let h = x * x;
    let l = x.mul_add(x, -h);
    let e = (0.5 * h).exp();
    FRAC_2_SQRT_PI * (e * (e * ((1.0 + l) * dawsn(x))))
}

/// sin(πt) and cos(πt), with t reduced exactly to [-1/4, 1/4] plus a quadrant first.
pub(crate) fn sincospi(t: f64) -> (f64, f64) {
    // t mod 2 is exact; then the nearest half-integer.
    let t = t % 2.0;
    let q = (2.0 * t).round();
    let r = t - 0.5 * q;
    let (s, c) = (std::f64::consts::PI * r).sin_cos();
    match (q as i64).rem_euclid(4) {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

/// The Fresnel integrals (S(x), C(x)) = (∫₀ˣ sin(πt²/2) dt, ∫₀ˣ cos(πt²/2) dt). Equivalent to
/// `scipy.special.fresnel`.
///
/// Cephes `fresnl.c` (S. L. Moshier): rational functions in x⁴ for x² < 2.5625, else the
/// auxiliary functions f and g rational in 1/(πx²)². The phase πx²/2 is reduced from the exact
/// split x² = h + l, so S and C stay accurate for large x.
pub fn fresnel(x: f64) -> (f64, f64) {
    if x.is_infinite() {
        return (0.5f64.copysign(x), 0.5f64.copysign(x));
    }
    let ax = x.abs();
    let x2 = ax * ax;
    let (s, c) = if ax >= 9_007_199_254_740_992.0 {
        // x ≥ 2^53 is even, so x²/2 is an even integer: sin(πx²/2) = 0, cos(πx²/2) = 1.
        (0.5 - 1.0 / (std::f64::consts::PI * ax), 0.5)
    } else if x2 < 2.5625 {
        let t = x2 * x2;
        (
            ax * x2 * polevl(t, &FRESNL_SN) / p1evl(t, &FRESNL_SD),
            ax * polevl(t, &FRESNL_CN) / polevl(t, &FRESNL_CD),
        )
    } else if ax.is_nan() {
        (x, x)
    } else {
        // sin and cos of πx²/2 = π(h/2 + l/2) for x² = h + l: h/2 mod 2 is exact, and adding
        // l/2 (|l| ≤ ulp(h)/2) to it rounds at 2^-52, an error far below the 1/(πx) factor.
        let l = ax.mul_add(ax, -x2);
        let (sn, cs) = sincospi((0.5 * x2) % 2.0 + 0.5 * l);
        let pix = std::f64::consts::PI * ax;
        let t = std::f64::consts::PI * x2;
        let u = 1.0 / (t * t);
        let t = 1.0 / t;
        let f = 1.0 - u * polevl(u, &FRESNL_FN) / p1evl(u, &FRESNL_FD);
        let g = t * polevl(u, &FRESNL_GN) / p1evl(u, &FRESNL_GD);
        (0.5 - (f * cs + g * sn) / pix, 0.5 + (f * sn - g * cs) / pix)
    };
    if x < 0.0 { (-s, -c) } else { (s, c) }
}

/// The Voigt profile: the convolution of a normal density (standard deviation `sigma`) and a
/// Cauchy density (half width `gamma`), Re w((x + iγ)/(σ√2)) / (σ√(2π)). Equivalent to
/// `scipy.special.voigt_profile`.
pub fn voigt_profile(x: f64, sigma: f64, gamma: f64) -> f64 {
    const SQRT_2PI: f64 = 2.506_628_274_631_000_7;
    if sigma == 0.0 {
        if gamma == 0.0 {
            if x.is_nan() {
                return x;
            }
            return if x == 0.0 { f64::INFINITY } else { 0.0 };
        }
        return gamma / std::f64::consts::PI / (x * x + gamma * gamma);
    }
    if gamma == 0.0 {
        let t = x / sigma;
        return 1.0 / SQRT_2PI / sigma * (-(t * t) / 2.0).exp();
    }
    let z = Complex64::new(x / sigma * FRAC_1_SQRT_2, gamma / sigma * FRAC_1_SQRT_2);
    wofz_c(z).re / sigma / SQRT_2PI
}
