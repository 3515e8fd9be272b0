//! Bad input to gsci-linalg, gsci-fft, gsci-sparse and gsci-ndimage (see `bad_input.rs`).

use crate::bad_input::*;
use gsci_core::{Array, Device};
use gsci_fft::{DctOptions, FastLenOptions, FftOptions, FftnOptions};
use gsci_linalg as la;
use gsci_ndimage as nd;
use gsci_sparse::eigen::{EigshOptions, SvdsOptions};
use gsci_sparse::linalg as sla;
use gsci_sparse::{CooMatrix, CsrMatrix};

fn sq(d: &Device, v: &[f64]) -> Array<f64> {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let n = (v.len() as f64).sqrt() as usize;
    f(d, v, &[n, n])
}

fn singular(d: &Device) -> Array<f64> {
    sq(d, &[1.0, 2.0, 2.0, 4.0])
}

fn with_nan(d: &Device) -> Array<f64> {
    sq(d, &[1.0, NAN, 2.0, 3.0])
}

fn csr(d: &Device) -> CsrMatrix<f64> {
    CsrMatrix::from_triplets(
        &[0, 0, 1, 1, 2, 2],
        &[0, 1, 0, 1, 1, 2],
        &[4.0, 1.0, 1.0, 3.0, 1.0, 2.0],
        (3, 3),
        d,
    )
    .expect("setup: csr")
}

fn poisson(d: &Device, n: usize) -> CsrMatrix<f64> {
    let mut r = Vec::new();
    let mut c = Vec::new();
    let mut v = Vec::new();
    for k in 0..n {
        r.push(k);
        c.push(k);
        v.push(2.0);
        if k + 1 < n {
            r.extend([k, k + 1]);
            c.extend([k + 1, k]);
            v.extend([-1.0, -1.0]);
        }
    }
    CsrMatrix::from_triplets(&r, &c, &v, (n, n), d).expect("setup: poisson")
}

fn img(d: &Device) -> Array<f64> {
    ramp(d, &[4, 5])
}

fn fft_n(n: usize) -> FftOptions {
    FftOptions {
        n: Some(n),
        ..FftOptions::default()
    }
}

fn fft_axis(axis: isize) -> FftOptions {
    FftOptions {
        axis,
        ..FftOptions::default()
    }
}

fn linalg() -> Vec<Case> {
    vec![
        case(
            "solve: singular",
            err("solve"),
            "np.linalg.solve([[1.,2],[2,4]], [1.,1])",
            |d| la::solve(&singular(d), &f1(d, &[1.0, 1.0])),
        ),
        case(
            "solve: non-square",
            err("solve"),
            "np.linalg.solve(np.ones((2,3)), np.ones(2))",
            |d| la::solve(&ramp(d, &[2, 3]), &f1(d, &[1.0, 1.0])),
        ),
        case(
            "solve: b of 3 rows for 2",
            err("solve"),
            "np.linalg.solve(np.eye(2), np.ones(3))",
            |d| la::solve(&sq(d, &[2.0, 1.0, 1.0, 3.0]), &f1(d, &[1.0, 1.0, 1.0])),
        ),
        case(
            "solve: 1-D a",
            err("solve"),
            "np.linalg.solve(np.ones(2), np.ones(2))",
            |d| la::solve(&f1(d, &[1.0, 2.0]), &f1(d, &[1.0, 1.0])),
        ),
        case(
            "solve: 0 x 0",
            vals(&[]),
            "np.linalg.solve(np.zeros((0,0)), np.zeros(0))",
            |d| la::solve(&empty(d, &[0, 0]), &empty(d, &[0])),
        ),
        case(
            "inv: singular",
            err("inv"),
            "np.linalg.inv([[1.,2],[2,4]])",
            |d| la::inv(&singular(d)),
        ),
        case(
            "inv: non-square",
            err("inv"),
            "np.linalg.inv(np.ones((2,3)))",
            |d| la::inv(&ramp(d, &[2, 3])),
        ),
        case(
            "inv: 0-d",
            err("inv"),
            "np.linalg.inv(np.float64(2.))",
            |d| la::inv(&zero_d(d, 2.0)),
        ),
        case(
            "det: singular is 0",
            vals(&[0.0]),
            "np.linalg.det([[1.,2],[2,4]])",
            |d| la::det(&singular(d)),
        ),
        case(
            "det: 0 x 0 is 1",
            vals(&[1.0]),
            "np.linalg.det(np.zeros((0,0)))",
            |d| la::det(&empty(d, &[0, 0])),
        ),
        case(
            "det: non-square",
            err("det"),
            "np.linalg.det(np.ones((2,3)))",
            |d| la::det(&ramp(d, &[2, 3])),
        ),
        case(
            "det: NaN",
            Want::Nan,
            "np.linalg.det([[1.,np.nan],[2.,3.]])",
            |d| la::det(&with_nan(d)),
        ),
        case(
            "slogdet: singular",
            vals(&[0.0, f64::NEG_INFINITY]),
            "np.concatenate([np.linalg.slogdet([[1.,2],[2,4]])])",
            |d| la::slogdet(&singular(d)),
        ),
        case(
            "lu_factor: non-square",
            strict("lu_factor"),
            "scipy.linalg.lu_factor(np.ones((2,3)))",
            |d| la::lu_factor(&ramp(d, &[2, 3])),
        ),
        case(
            "lu_factor: NaN",
            err("lu_factor"),
            "scipy.linalg.lu_factor([[1.,np.nan],[2.,3.]])",
            |d| la::lu_factor(&with_nan(d)),
        ),
        case(
            "lu_solve: b of 3 rows for 2",
            err("lu_solve"),
            "scipy.linalg.lu_solve(scipy.linalg.lu_factor([[2.,1],[1,3]]), np.ones(3))",
            |d| {
                let (lu, piv) = la::lu_factor(&sq(d, &[2.0, 1.0, 1.0, 3.0]))?;
                la::lu_solve(
                    (&lu, &piv),
                    &f1(d, &[1.0, 1.0, 1.0]),
                    &la::LuSolveOptions::default(),
                )
            },
        ),
        case(
            "cholesky: not positive definite",
            err("cholesky"),
            "np.linalg.cholesky([[1.,2],[2,1]])",
            |d| {
                la::cholesky(
                    &sq(d, &[1.0, 2.0, 2.0, 1.0]),
                    &la::CholeskyOptions::default(),
                )
            },
        ),
        case(
            "cholesky: non-square",
            err("cholesky"),
            "np.linalg.cholesky(np.ones((2,3)))",
            |d| la::cholesky(&ramp(d, &[2, 3]), &la::CholeskyOptions::default()),
        ),
        case(
            "cho_factor: NaN",
            err("cho_factor"),
            "scipy.linalg.cho_factor([[1.,np.nan],[2.,3.]])",
            |d| la::cho_factor(&with_nan(d), &la::ChoFactorOptions::default()),
        ),
        case(
            "solve_triangular: zero on the diagonal",
            err("solve_triangular"),
            "scipy.linalg.solve_triangular([[1.,0],[2,0]], [1.,1], lower=True)",
            |d| {
                la::solve_triangular(
                    &sq(d, &[1.0, 0.0, 2.0, 0.0]),
                    &f1(d, &[1.0, 1.0]),
                    &la::SolveTriangularOptions {
                        lower: true,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "solve_triangular: NaN on the diagonal",
            err("solve_triangular"),
            "scipy.linalg.solve_triangular([[np.nan,0],[2,1]], [1.,1], lower=True)",
            |d| {
                la::solve_triangular(
                    &sq(d, &[NAN, 0.0, 2.0, 1.0]),
                    &f1(d, &[1.0, 1.0]),
                    &la::SolveTriangularOptions {
                        lower: true,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "solve_triangular: b of 3 for 2",
            err("solve_triangular"),
            "scipy.linalg.solve_triangular(np.eye(2), np.ones(3))",
            |d| {
                la::solve_triangular(
                    &sq(d, &[1.0, 0.0, 2.0, 1.0]),
                    &f1(d, &[1.0, 1.0, 1.0]),
                    &la::SolveTriangularOptions::default(),
                )
            },
        ),
        case(
            "svd: NaN",
            err("svd"),
            "np.linalg.svd([[1.,np.nan],[2.,3.]])",
            |d| la::svd(&with_nan(d), &la::SvdOptions::default()).map(|s| s.s),
        ),
        case(
            "svd: inf",
            err("svd"),
            "scipy.linalg.svd([[1.,np.inf],[2.,3.]])",
            |d| la::svd(&sq(d, &[1.0, INF, 2.0, 3.0]), &la::SvdOptions::default()).map(|s| s.s),
        ),
        case("svd: 1-D", err("svd"), "np.linalg.svd(np.ones(3))", |d| {
            la::svd(&f1(d, &[1.0, 2.0, 3.0]), &la::SvdOptions::default()).map(|s| s.s)
        }),
        case(
            "svdvals: NaN",
            err("svdvals"),
            "scipy.linalg.svdvals([[1.,np.nan],[2.,3.]])",
            |d| la::svdvals(&with_nan(d)),
        ),
        case(
            "lstsq: NaN",
            err("lstsq"),
            "np.linalg.lstsq([[1.,np.nan],[2.,3.]], [1.,1.])",
            |d| la::lstsq(&with_nan(d), &f1(d, &[1.0, 1.0]), None).map(|r| r.x),
        ),
        case(
            "lstsq: rows differ",
            err("lstsq"),
            "np.linalg.lstsq(np.ones((3,2)), np.ones(2))",
            |d| la::lstsq(&ramp(d, &[3, 2]), &f1(d, &[1.0, 1.0]), None).map(|r| r.x),
        ),
        case(
            "pinv: NaN",
            err("pinv"),
            "np.linalg.pinv([[1.,np.nan],[2.,3.]])",
            |d| la::pinv(&with_nan(d), &la::PinvOptions::default()),
        ),
        case(
            "eigh: non-square",
            err("eigh"),
            "np.linalg.eigh(np.ones((2,3)))",
            |d| la::eigh(&ramp(d, &[2, 3]), &la::EighOptions::default()),
        ),
        case(
            "eigh: NaN (NumPy: NaN results)",
            Want::Nan,
            "np.linalg.eigh([[1.,np.nan],[np.nan,3.]])[0]",
            |d| la::eigh(&sq(d, &[1.0, NAN, NAN, 3.0]), &la::EighOptions::default()).map(|r| r.0),
        ),
        case(
            "eigvalsh: inf (NumPy: NaN)",
            Want::Nan,
            "np.linalg.eigvalsh([[1.,np.inf],[np.inf,3.]])",
            |d| la::eigvalsh(&sq(d, &[1.0, INF, INF, 3.0]), &la::EighOptions::default()),
        ),
        case(
            "eig: NaN",
            err("eig"),
            "scipy.linalg.eig([[1.,np.nan],[2.,3.]])",
            |d| la::eig(&with_nan(d), &la::EigOptions::default()).map(|e| e.w),
        ),
        case(
            "eigvals: non-square",
            err("eigvals"),
            "np.linalg.eigvals(np.ones((2,3)))",
            |d| la::eigvals(&ramp(d, &[2, 3])),
        ),
        case(
            "eigh_generalized: b not positive definite",
            err("eigh"),
            "scipy.linalg.eigh(np.eye(2), [[1.,2],[2,1]])",
            |d| {
                la::eigh_generalized(
                    &sq(d, &[2.0, 1.0, 1.0, 3.0]),
                    &sq(d, &[1.0, 2.0, 2.0, 1.0]),
                    &la::GeneralizedEighOptions::default(),
                )
            },
        ),
        case(
            "qr: NaN (NumPy: a value)",
            Want::Value,
            "np.linalg.qr([[1.,np.nan],[2.,3.]])",
            |d| la::qr(&with_nan(d), &la::QrOptions::default()).map(|q| q.r),
        ),
        case(
            "expm: non-square",
            err("expm"),
            "scipy.linalg.expm(np.ones((2,3)))",
            |d| la::expm(&ramp(d, &[2, 3])),
        ),
        case(
            "expm: NaN",
            Want::Nan,
            "scipy.linalg.expm([[np.nan,np.nan],[np.nan,np.nan]])",
            |d| la::expm(&sq(d, &[NAN; 4])),
        ),
        case(
            "matmul: inner sizes differ",
            err("matmul"),
            "np.matmul(np.ones((2,3)), np.ones((2,3)))",
            |d| la::matmul(&ramp(d, &[2, 3]), &ramp(d, &[2, 3])),
        ),
        case(
            "matmul: 0-d",
            err("matmul"),
            "np.matmul(np.float64(1.), np.ones(2))",
            |d| la::matmul(&zero_d(d, 1.0), &ramp(d, &[2])),
        ),
        case(
            "matmul: empty inner",
            vals(&[0.0, 0.0, 0.0, 0.0]),
            "np.matmul(np.zeros((2,0)), np.zeros((0,2))).ravel()",
            |d| la::matmul(&empty(d, &[2, 0]), &empty(d, &[0, 2])),
        ),
        case(
            "dot: sizes differ",
            err("dot"),
            "np.dot(np.ones(2), np.ones(3))",
            |d| la::dot(&ramp(d, &[2]), &ramp(d, &[3])),
        ),
        case(
            "vdot: sizes differ",
            err("vdot"),
            "np.vdot(np.ones(2), np.ones(3))",
            |d| la::vdot(&ramp(d, &[2]), &ramp(d, &[3])),
        ),
        case(
            "inner: sizes differ",
            err("inner"),
            "np.inner(np.ones(2), np.ones(3))",
            |d| la::inner(&ramp(d, &[2]), &ramp(d, &[3])),
        ),
        case(
            "multi_dot: no arrays",
            err("multi_dot"),
            "np.linalg.multi_dot([])",
            |_| la::multi_dot::<f64>(&[]),
        ),
        case(
            "matrix_power: singular to -1",
            err("matrix_power"),
            "np.linalg.matrix_power([[1.,2],[2,4]], -1)",
            |d| la::matrix_power(&singular(d), -1),
        ),
        case(
            "matrix_power: non-square",
            err("matrix_power"),
            "np.linalg.matrix_power(np.ones((2,3)), 2)",
            |d| la::matrix_power(&ramp(d, &[2, 3]), 2),
        ),
        case(
            "matrix_power: i64::MIN",
            err("matrix_power"),
            "np.linalg.matrix_power([[1.,2],[2,4]], -2**63)",
            |d| la::matrix_power(&singular(d), i64::MIN),
        ),
        case(
            "tensordot: axes 5",
            err("tensordot"),
            "np.tensordot(np.ones((2,2)), np.ones((2,2)), 5)",
            |d| {
                la::tensordot(
                    &ramp(d, &[2, 2]),
                    &ramp(d, &[2, 2]),
                    &la::TensordotAxes::Count(5),
                )
            },
        ),
        case(
            "einsum: bad subscripts",
            err("einsum"),
            "np.einsum('ij,jk->q', np.ones((2,2)), np.ones((2,2)))",
            |d| la::einsum("ij,jk->q", &[&ramp(d, &[2, 2]), &ramp(d, &[2, 2])]),
        ),
        case(
            "einsum: operand count",
            err("einsum"),
            "np.einsum('ij,jk->ik', np.ones((2,2)))",
            |d| la::einsum("ij,jk->ik", &[&ramp(d, &[2, 2])]),
        ),
        case(
            "einsum: sizes differ",
            err("einsum"),
            "np.einsum('ij,jk->ik', np.ones((2,2)), np.ones((3,2)))",
            |d| la::einsum("ij,jk->ik", &[&ramp(d, &[2, 2]), &ramp(d, &[3, 2])]),
        ),
        case(
            "norm: axis 3",
            axis_err(),
            "np.linalg.norm(np.ones(3), axis=3)",
            |d| {
                la::norm(
                    &ramp(d, &[3]),
                    &la::NormOptions {
                        axis: Some(vec![3]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "norm: nuc of 1-D",
            err("norm"),
            "np.linalg.norm(np.ones(3), 'nuc')",
            |d| {
                la::norm(
                    &ramp(d, &[3]),
                    &la::NormOptions {
                        ord: Some(la::NormOrd::Nuc),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "norm: empty",
            vals(&[0.0]),
            "np.linalg.norm(np.zeros(0))",
            |d| la::norm(&empty(d, &[0]), &la::NormOptions::default()),
        ),
        case(
            "cond: singular",
            vals(&[f64::INFINITY]),
            "np.linalg.cond([[1.,2],[2,4]], 1)",
            |d| la::cond(&singular(d), Some(la::NormOrd::P(1.0))),
        ),
        case(
            "matrix_rank: NaN",
            err("matrix_rank"),
            "np.linalg.matrix_rank([[1.,np.nan],[2.,3.]])",
            |d| la::matrix_rank(&with_nan(d), &la::MatrixRankOptions::default()),
        ),
        case("trace: 1-D", err("trace"), "np.trace(np.ones(3))", |d| {
            la::trace(&ramp(d, &[3]))
        }),
        case(
            "hadamard: 3",
            err("hadamard"),
            "scipy.linalg.hadamard(3)",
            |d| la::hadamard::<f64>(3, d),
        ),
        case(
            "hadamard: 2^62",
            err("hadamard"),
            "scipy.linalg.hadamard(2**62)",
            |d| la::hadamard::<f64>(1 << 62, d),
        ),
        case(
            "hilbert: 2^40",
            err("hilbert"),
            "scipy.linalg.hilbert(2**40)",
            |d| la::hilbert::<f64>(1 << 40, d),
        ),
        case("dft: 2^40", err("dft"), "scipy.linalg.dft(2**40)", |d| {
            la::dft(1 << 40, la::DftScale::None, d)
        }),
        case(
            "companion: leading zero",
            err("companion"),
            "scipy.linalg.companion([0., 1., 2.])",
            |d| la::companion(&f1(d, &[0.0, 1.0, 2.0])),
        ),
        case(
            "companion: one coefficient",
            err("companion"),
            "scipy.linalg.companion([1.])",
            |d| la::companion(&f1(d, &[1.0])),
        ),
        case(
            "convolution_matrix: n 0",
            err("convolution_matrix"),
            "scipy.linalg.convolution_matrix([1.,2.], 0)",
            |d| la::convolution_matrix(&f1(d, &[1.0, 2.0]), 0, la::ConvolveMode::Full),
        ),
        case(
            "convolution_matrix: n 2^62",
            err("convolution_matrix"),
            "scipy.linalg.convolution_matrix([1.,2.], 2**62)",
            |d| la::convolution_matrix(&f1(d, &[1.0, 2.0]), 1 << 62, la::ConvolveMode::Full),
        ),
        case(
            "khatri_rao: columns differ",
            err("khatri_rao"),
            "scipy.linalg.khatri_rao(np.ones((2,2)), np.ones((2,3)))",
            |d| la::khatri_rao(&ramp(d, &[2, 2]), &ramp(d, &[2, 3])),
        ),
        case(
            "leslie: s too long",
            err("leslie"),
            "scipy.linalg.leslie([1.,2.], [1.,2.,3.])",
            |d| la::leslie(&f1(d, &[1.0, 2.0]), &f1(d, &[1.0, 2.0, 3.0])),
        ),
        case(
            "solve_banded: ab rows",
            err("solve_banded"),
            "scipy.linalg.solve_banded((1,1), np.ones((2,3)), np.ones(3))",
            |d| la::solve_banded((1, 1), &ramp(d, &[2, 3]), &ramp(d, &[3])),
        ),
        case(
            "tensorinv: ind 0",
            err("tensorinv"),
            "np.linalg.tensorinv(np.eye(4).reshape(4,2,2), ind=0)",
            |d| la::tensorinv(&ramp(d, &[4, 2, 2]), 0),
        ),
    ]
}

fn fft() -> Vec<Case> {
    vec![
        case(
            "fft: n 0",
            err("fft"),
            "scipy.fft.fft(np.ones(2), n=0)",
            |d| gsci_fft::fft(&ramp(d, &[2]), &fft_n(0)),
        ),
        case(
            "fft: n 2^61",
            err("fft"),
            "scipy.fft.fft(np.ones(2), n=2**61)",
            |d| gsci_fft::fft(&ramp(d, &[2]), &fft_n(HUGE)),
        ),
        case(
            "fft: n usize::MAX",
            err("fft"),
            "scipy.fft.fft(np.ones(2), n=2**64-1)",
            |d| gsci_fft::fft(&ramp(d, &[2]), &fft_n(usize::MAX)),
        ),
        case(
            "fft: empty",
            err("fft"),
            "scipy.fft.fft(np.zeros(0))",
            |d| gsci_fft::fft(&empty(d, &[0]), &FftOptions::default()),
        ),
        case(
            "fft: 0-d",
            axis_err(),
            "scipy.fft.fft(np.float64(1.))",
            |d| gsci_fft::fft(&zero_d(d, 1.0), &FftOptions::default()),
        ),
        case(
            "fft: axis 1 of 1-D",
            axis_err(),
            "scipy.fft.fft(np.ones(2), axis=1)",
            |d| gsci_fft::fft(&ramp(d, &[2]), &fft_axis(1)),
        ),
        case(
            "fft: axis isize::MIN",
            axis_err(),
            "scipy.fft.fft(np.ones(2), axis=-2**63)",
            |d| gsci_fft::fft(&ramp(d, &[2]), &fft_axis(isize::MIN)),
        ),
        case(
            "fft: NaN",
            vals(&[NAN, 0.0, NAN, 0.0]),
            "scipy.fft.fft([np.nan, 1.])",
            |d| gsci_fft::fft(&f1(d, &[NAN, 1.0]), &FftOptions::default()),
        ),
        case(
            "ifft: n 0",
            err("ifft"),
            "scipy.fft.ifft(np.ones(2), n=0)",
            |d| gsci_fft::ifft(&ramp(d, &[2]), &fft_n(0)),
        ),
        case(
            "rfft: n 0",
            err("rfft"),
            "scipy.fft.rfft(np.ones(2), n=0)",
            |d| gsci_fft::rfft(&ramp(d, &[2]), &fft_n(0)),
        ),
        case(
            "rfft: n 2^61",
            err("rfft"),
            "scipy.fft.rfft(np.ones(2), n=2**61)",
            |d| gsci_fft::rfft(&ramp(d, &[2]), &fft_n(HUGE)),
        ),
        case(
            "irfft: n 0",
            strict("irfft"),
            "scipy.fft.irfft(np.ones(2), n=0)",
            |d| gsci_fft::irfft(&ramp(d, &[2]), &fft_n(0)),
        ),
        case(
            "irfft: one input point",
            err("irfft"),
            "scipy.fft.irfft(np.ones(1))",
            |d| gsci_fft::irfft(&ramp(d, &[1]), &FftOptions::default()),
        ),
        case(
            "hfft: n 2^61",
            err("hfft"),
            "scipy.fft.hfft(np.ones(2), n=2**61)",
            |d| gsci_fft::hfft(&ramp(d, &[2]), &fft_n(HUGE)),
        ),
        case(
            "ihfft: empty",
            err("ihfft"),
            "scipy.fft.ihfft(np.zeros(0))",
            |d| gsci_fft::ihfft(&empty(d, &[0]), &FftOptions::default()),
        ),
        case(
            "fftn: s of 2^62",
            err("fftn"),
            "scipy.fft.fftn(np.ones((2,2)), s=(2**62, 2**62))",
            |d| {
                gsci_fft::fftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        s: Some(vec![1 << 62, 1 << 62]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "fftn: s of 0",
            err("fftn"),
            "scipy.fft.fftn(np.ones((2,2)), s=(0, 2))",
            |d| {
                gsci_fft::fftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        s: Some(vec![0, 2]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "fftn: s of -2",
            err("fftn"),
            "scipy.fft.fftn(np.ones((2,2)), s=(-2, 2))",
            |d| {
                gsci_fft::fftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        s: Some(vec![-2, 2]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "fftn: repeated axes",
            err("fftn"),
            "scipy.fft.fftn(np.ones((2,2)), axes=(0,0))",
            |d| {
                gsci_fft::fftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        axes: Some(vec![0, 0]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "fftn: s and axes lengths differ",
            err("fftn"),
            "scipy.fft.fftn(np.ones((2,2)), s=(2,), axes=(0,1))",
            |d| {
                gsci_fft::fftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        s: Some(vec![2]),
                        axes: Some(vec![0, 1]),
                        ..Default::default()
                    },
                )
            },
        ),
        case("fft2: 1-D", axis_err(), "scipy.fft.fft2(np.ones(3))", |d| {
            gsci_fft::fft2(&ramp(d, &[3]), &FftnOptions::default())
        }),
        case(
            "rfftn: axis 5",
            axis_err(),
            "scipy.fft.rfftn(np.ones((2,2)), axes=(5,))",
            |d| {
                gsci_fft::rfftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        axes: Some(vec![5]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "irfftn: s of 2^61",
            err("irfftn"),
            "scipy.fft.irfftn(np.ones((2,2)), s=(2, 2**61))",
            |d| {
                gsci_fft::irfftn(
                    &ramp(d, &[2, 2]),
                    &FftnOptions {
                        s: Some(vec![2, 1 << 61]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "dct: n 0",
            err("dct"),
            "scipy.fft.dct(np.ones(2), n=0)",
            |d| {
                gsci_fft::dct(
                    &ramp(d, &[2]),
                    &DctOptions {
                        n: Some(0),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "dct: type 1 of one point",
            err("dct"),
            "scipy.fft.dct(np.ones(1), type=1)",
            |d| {
                gsci_fft::dct(
                    &ramp(d, &[1]),
                    &DctOptions {
                        dct_type: gsci_fft::DctType::from_int(1)?,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "DctType: 5",
            err("dct"),
            "scipy.fft.dct(np.ones(2), type=5)",
            |_| gsci_fft::DctType::from_int(5).map(|_| ()),
        ),
        case(
            "dst: n 2^61",
            err("dst"),
            "scipy.fft.dst(np.ones(2), n=2**61)",
            |d| {
                gsci_fft::dst(
                    &ramp(d, &[2]),
                    &DctOptions {
                        n: Some(HUGE),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "fftfreq: n 0",
            err("fftfreq"),
            "scipy.fft.fftfreq(0)",
            |d| gsci_fft::fftfreq(0, 1.0, d),
        ),
        case(
            "fftfreq: n 2^61",
            err("fftfreq"),
            "scipy.fft.fftfreq(2**61)",
            |d| gsci_fft::fftfreq(HUGE, 1.0, d),
        ),
        case(
            "fftfreq: d 0",
            err("fftfreq"),
            "scipy.fft.fftfreq(4, 0.)",
            |d| gsci_fft::fftfreq(4, 0.0, d),
        ),
        case(
            "rfftfreq: n 2^61",
            err("rfftfreq"),
            "scipy.fft.rfftfreq(2**61)",
            |d| gsci_fft::rfftfreq(HUGE, 1.0, d),
        ),
        case(
            "fftshift: axis 3",
            axis_err(),
            "scipy.fft.fftshift(np.ones(3), axes=3)",
            |d| gsci_fft::fftshift(&ramp(d, &[3]), Some(&[3])),
        ),
        case(
            "next_fast_len: 0",
            vals(&[0.0]),
            "scipy.fft.next_fast_len(0)",
            |_| gsci_fft::next_fast_len(0, &FastLenOptions::default()),
        ),
        case(
            "next_fast_len: usize::MAX",
            err("next_fast_len"),
            "scipy.fft.next_fast_len(2**64-1)",
            |_| gsci_fft::next_fast_len(usize::MAX, &FastLenOptions::default()),
        ),
        case(
            "prev_fast_len: 0",
            vals(&[0.0]),
            "scipy.fft.prev_fast_len(0)",
            |_| gsci_fft::prev_fast_len(0, &FastLenOptions::default()),
        ),
        case(
            "fht: NaN dln",
            Want::Nan,
            "scipy.fft.fht(np.ones(4), np.nan, 0.)",
            |d| gsci_fft::fht(&ramp(d, &[4]), NAN, 0.0, &gsci_fft::FhtOptions::default()),
        ),
        case(
            "ifht: NaN mu",
            Want::Nan,
            "scipy.fft.ifht(np.ones(4), 0.1, np.nan)",
            |d| gsci_fft::ifht(&ramp(d, &[4]), 0.1, NAN, &gsci_fft::FhtOptions::default()),
        ),
        case(
            "fht: inf dln (SciPy: the input reversed, from 0 * inf)",
            strict("fht"),
            "scipy.fft.fht(np.ones(4), np.inf, 0.)",
            |d| {
                gsci_fft::fht(
                    &ramp(d, &[4]),
                    f64::INFINITY,
                    0.0,
                    &gsci_fft::FhtOptions::default(),
                )
            },
        ),
        case(
            "fht: empty",
            err("fht"),
            "scipy.fft.fht(np.zeros(0), 0.1, 0.)",
            |d| gsci_fft::fht(&empty(d, &[0]), 0.1, 0.0, &gsci_fft::FhtOptions::default()),
        ),
    ]
}

fn sparse() -> Vec<Case> {
    vec![
        case(
            "CsrMatrix::new: indptr too short",
            err("csr"),
            "scipy.sparse.csr_array(([1.],[0],[0]), shape=(2,2))",
            |d| {
                CsrMatrix::<f64>::new(f1(d, &[1.0]), i(d, &[0], &[1]), i(d, &[0], &[1]), (2, 2))
                    .map(|_| ())
            },
        ),
        case(
            "CsrMatrix::new: column 5 of 2",
            err("csr"),
            "scipy.sparse.csr_array(([1.],[5],[0,1,1]), shape=(2,2)).check_format()",
            |d| {
                CsrMatrix::<f64>::new(
                    f1(d, &[1.0]),
                    i(d, &[5], &[1]),
                    i(d, &[0, 1, 1], &[3]),
                    (2, 2),
                )
                .map(|_| ())
            },
        ),
        case(
            "CsrMatrix::new: negative column",
            err("csr"),
            "scipy.sparse.csr_array(([1.],[-1],[0,1,1]), shape=(2,2)).check_format()",
            |d| {
                CsrMatrix::<f64>::new(
                    f1(d, &[1.0]),
                    i(d, &[-1], &[1]),
                    i(d, &[0, 1, 1], &[3]),
                    (2, 2),
                )
                .map(|_| ())
            },
        ),
        case(
            "CsrMatrix::new: indptr decreasing",
            err("csr"),
            "scipy.sparse.csr_array(([1.,2.],[0,1],[0,2,1]), shape=(2,2)).check_format()",
            |d| {
                CsrMatrix::<f64>::new(
                    f1(d, &[1.0, 2.0]),
                    i(d, &[0, 1], &[2]),
                    i(d, &[0, 2, 1], &[3]),
                    (2, 2),
                )
                .map(|_| ())
            },
        ),
        case("CsrMatrix::new: index past i32", err("csr"), "", |d| {
            CsrMatrix::<f64>::new(
                f1(d, &[1.0]),
                i(d, &[1 << 40], &[1]),
                i(d, &[0, 1], &[2]),
                (1, 1 << 41),
            )
            .map(|_| ())
        }),
        case(
            "CooMatrix::new: row 3 of 2",
            err("coo"),
            "scipy.sparse.coo_array(([1.],([3],[0])), shape=(2,2))",
            |d| {
                CooMatrix::<f64>::new(f1(d, &[1.0]), i(d, &[3], &[1]), i(d, &[0], &[1]), (2, 2))
                    .map(|_| ())
            },
        ),
        case(
            "CooMatrix::new: lengths differ",
            err("coo"),
            "scipy.sparse.coo_array(([1.,2.],([0],[0])), shape=(2,2))",
            |d| {
                CooMatrix::<f64>::new(
                    f1(d, &[1.0, 2.0]),
                    i(d, &[0], &[1]),
                    i(d, &[0], &[1]),
                    (2, 2),
                )
                .map(|_| ())
            },
        ),
        case(
            "from_triplets: column 9 of 3",
            err("coo_array"),
            "scipy.sparse.csr_array(([1.],([0],[9])), shape=(3,3))",
            |d| CsrMatrix::<f64>::from_triplets(&[0], &[9], &[1.0], (3, 3), d).map(|_| ()),
        ),
        case(
            "from_triplets: lengths differ",
            err("coo_array"),
            "scipy.sparse.csr_array(([1.],([0,1],[0])), shape=(3,3))",
            |d| CsrMatrix::<f64>::from_triplets(&[0, 1], &[0], &[1.0], (3, 3), d).map(|_| ()),
        ),
        case(
            "from_dense: 1-D",
            err("csr_array"),
            "scipy.sparse.csr_array(np.ones((2,2,2)))",
            |d| CsrMatrix::<f64>::from_dense(&ramp(d, &[2, 2, 2])).map(|_| ()),
        ),
        case(
            "eye: k past the columns",
            Want::Value,
            "scipy.sparse.eye(2**20, k=2**19)",
            |d| gsci_sparse::eye::<f64, i64>(1 << 20, None, 1 << 19, d).map(|m| m.nnz()),
        ),
        case("eye: 2^40 rows in int32", err("eye"), "", |d| {
            gsci_sparse::eye::<f64, i32>(1 << 40, None, 0, d).map(|m| m.nnz())
        }),
        case(
            "diags: offsets and diagonals differ",
            err("diags"),
            "scipy.sparse.diags([[1.,2.]], [0, 1])",
            |d| {
                gsci_sparse::diags::<f64, i32>(&[vec![1.0, 2.0]], &[0, 1], None, d).map(|m| m.nnz())
            },
        ),
        case(
            "diags: repeated offset",
            err("diags"),
            "scipy.sparse.diags([[1.,2.],[1.,2.]], [0, 0])",
            |d| {
                gsci_sparse::diags::<f64, i32>(&[vec![1.0, 2.0], vec![1.0, 2.0]], &[0, 0], None, d)
                    .map(|m| m.nnz())
            },
        ),
        case(
            "random: density 1.5",
            err("random"),
            "scipy.sparse.random(3, 3, density=1.5)",
            |d| gsci_sparse::random::<f64, i32>(3, 3, 1.5, 1, d).map(|m| m.nnz()),
        ),
        case(
            "random: density NaN",
            err("random"),
            "scipy.sparse.random(3, 3, density=np.nan)",
            |d| gsci_sparse::random::<f64, i32>(3, 3, NAN, 1, d).map(|m| m.nnz()),
        ),
        case(
            "random: 2^40 x 2^40 at density 1",
            err("random"),
            "scipy.sparse.random(2**40, 2**40, density=1.)",
            |d| gsci_sparse::random::<f64, i64>(1 << 40, 1 << 40, 1.0, 1, d).map(|m| m.nnz()),
        ),
        case(
            "hstack: no blocks",
            err("hstack"),
            "scipy.sparse.hstack([])",
            |_| gsci_sparse::hstack::<f64, i32>(&[]).map(|m| m.nnz()),
        ),
        case(
            "vstack: columns differ",
            err("vstack"),
            "scipy.sparse.vstack([scipy.sparse.eye(2), scipy.sparse.eye(3)])",
            |d| {
                let a = gsci_sparse::eye::<f64, i32>(2, None, 0, d)?;
                let b = gsci_sparse::eye::<f64, i32>(3, None, 0, d)?;
                gsci_sparse::vstack(&[&a, &b]).map(|m| m.nnz())
            },
        ),
        case(
            "bmat: no blocks",
            err("bmat"),
            "scipy.sparse.bmat([])",
            |_| gsci_sparse::bmat::<f64, i32>(&[]).map(|m| m.nnz()),
        ),
        case(
            "spdiags: more offsets than rows of data",
            err("dia_array"),
            "scipy.sparse.spdiags(np.ones((1,3)), [0, 1], 3, 3)",
            |d| gsci_sparse::spdiags::<f64, i32>(&ramp(d, &[1, 3]), &[0, 1], 3, 3).map(|_| ()),
        ),
        case(
            "diagonal: k past the shape",
            vals(&[]),
            "scipy.sparse.csr_array(np.eye(3)).diagonal(k=5)",
            |d| csr(d).diagonal(5),
        ),
        case(
            "sum: axis 2",
            axis_err(),
            "scipy.sparse.csr_array(np.eye(3)).sum(axis=2)",
            |d| csr(d).sum(Some(2)),
        ),
        case(
            "spsolve: singular",
            strict("spsolve"),
            "scipy.sparse.linalg.spsolve(scipy.sparse.csc_array([[1.,2],[2,4]]), np.ones(2))",
            |d| {
                let a = CsrMatrix::<f64>::from_triplets(
                    &[0, 0, 1, 1],
                    &[0, 1, 0, 1],
                    &[1.0, 2.0, 2.0, 4.0],
                    (2, 2),
                    d,
                )?;
                sla::spsolve(&a, &f1(d, &[1.0, 1.0]))
            },
        ),
        case(
            "spsolve: b of 2 for 3",
            err("spsolve"),
            "scipy.sparse.linalg.spsolve(scipy.sparse.csc_array(np.eye(3)), np.ones(2))",
            |d| sla::spsolve(&csr(d), &f1(d, &[1.0, 1.0])),
        ),
        case(
            "spsolve: non-square",
            err("spsolve"),
            "scipy.sparse.linalg.spsolve(scipy.sparse.csc_array(np.ones((2,3))), np.ones(2))",
            |d| {
                let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 2], &[1.0, 1.0], (2, 3), d)?;
                sla::spsolve(&a, &f1(d, &[1.0, 1.0]))
            },
        ),
        case(
            "splu: singular",
            err("splu"),
            "scipy.sparse.linalg.splu(scipy.sparse.csc_array([[1.,2],[2,4]]))",
            |d| {
                let a = CsrMatrix::<f64>::from_triplets(
                    &[0, 0, 1, 1],
                    &[0, 1, 0, 1],
                    &[1.0, 2.0, 2.0, 4.0],
                    (2, 2),
                    d,
                )?;
                sla::splu(&a, sla::SpluOptions::default()).map(|_| ())
            },
        ),
        case(
            "cg: b of 2 for 3",
            err("cg"),
            "scipy.sparse.linalg.cg(np.eye(3), np.ones(2))",
            |d| sla::cg(&csr(d), &f1(d, &[1.0, 1.0]), sla::CgOptions::default()).map(|r| r.0),
        ),
        case(
            "cg: NaN in b",
            Want::Value,
            "scipy.sparse.linalg.cg(np.eye(3), [np.nan, 1., 1.])",
            |d| {
                sla::cg(
                    &poisson(d, 3),
                    &f1(d, &[NAN, 1.0, 1.0]),
                    sla::CgOptions::default(),
                )
                .map(|r| r.1)
            },
        ),
        case("cg: rtol negative", err("cg"), "", |d| {
            sla::cg(
                &poisson(d, 3),
                &f1(d, &[1.0, 2.0, 1.0]),
                sla::CgOptions {
                    rtol: -1.0,
                    ..Default::default()
                },
            )
            .map(|r| r.0)
        }),
        case(
            "gmres: restart 0",
            err("gmres"),
            "scipy.sparse.linalg.gmres(np.eye(3), np.ones(3), restart=0)",
            |d| {
                sla::gmres(
                    &poisson(d, 3),
                    &f1(d, &[1.0, 2.0, 1.0]),
                    sla::GmresOptions {
                        restart: Some(0),
                        ..Default::default()
                    },
                )
                .map(|r| r.0)
            },
        ),
        case(
            "gmres: restart 2^61",
            Want::Value,
            "scipy.sparse.linalg.gmres(np.eye(3), np.ones(3), restart=2**61)",
            |d| {
                sla::gmres(
                    &poisson(d, 3),
                    &f1(d, &[1.0, 2.0, 1.0]),
                    sla::GmresOptions {
                        restart: Some(HUGE),
                        ..Default::default()
                    },
                )
                .map(|r| r.1)
            },
        ),
        case(
            "bicgstab: non-square",
            err("bicgstab"),
            "scipy.sparse.linalg.bicgstab(np.ones((2,3)), np.ones(2))",
            |d| {
                let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 2], &[1.0, 1.0], (2, 3), d)?;
                sla::bicgstab(&a, &f1(d, &[1.0, 1.0]), sla::BicgstabOptions::default()).map(|r| r.0)
            },
        ),
        case(
            "minres: b 2-D of 3 x 2",
            err("minres"),
            "scipy.sparse.linalg.minres(np.eye(3), np.ones((3,2)))",
            |d| {
                sla::minres(
                    &poisson(d, 3),
                    &ramp(d, &[3, 2]),
                    sla::MinresOptions::default(),
                )
                .map(|r| r.0)
            },
        ),
        case(
            "lsqr: rows differ",
            err("lsqr"),
            "scipy.sparse.linalg.lsqr(np.eye(3), np.ones(2))",
            |d| sla::lsqr(&csr(d), &f1(d, &[1.0, 1.0]), sla::LsqrOptions::default()).map(|r| r.x),
        ),
        case(
            "eigsh: k 0",
            err("eigsh"),
            "scipy.sparse.linalg.eigsh(scipy.sparse.eye(5), k=0)",
            |d| {
                gsci_sparse::eigen::eigsh(&poisson(d, 5), 0, &EigshOptions::default())
                    .map(|r| r.eigenvalues)
            },
        ),
        case(
            "eigsh: k = n",
            err("eigsh"),
            "scipy.sparse.linalg.eigsh(scipy.sparse.eye(5), k=5)",
            |d| {
                gsci_sparse::eigen::eigsh(&poisson(d, 5), 5, &EigshOptions::default())
                    .map(|r| r.eigenvalues)
            },
        ),
        case(
            "eigsh: non-square",
            err("eigsh"),
            "scipy.sparse.linalg.eigsh(scipy.sparse.csr_array(np.ones((2,3))), k=1)",
            |d| {
                let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 2], &[1.0, 1.0], (2, 3), d)?;
                gsci_sparse::eigen::eigsh(&a, 1, &EigshOptions::default()).map(|r| r.eigenvalues)
            },
        ),
        case(
            "eigsh: ncv past n",
            strict("eigsh"),
            "scipy.sparse.linalg.eigsh(scipy.sparse.diags([1.,2,3,4,5]), k=2, ncv=9)",
            |d| {
                gsci_sparse::eigen::eigsh(
                    &poisson(d, 5),
                    2,
                    &EigshOptions {
                        ncv: Some(9),
                        ..Default::default()
                    },
                )
                .map(|r| r.eigenvalues)
            },
        ),
        case(
            "svds: k 0",
            err("svds"),
            "scipy.sparse.linalg.svds(scipy.sparse.eye(5), k=0)",
            |d| gsci_sparse::eigen::svds(&poisson(d, 5), 0, &SvdsOptions::default()).map(|r| r.s),
        ),
        case(
            "svds: k past min(shape)",
            err("svds"),
            "scipy.sparse.linalg.svds(scipy.sparse.eye(5), k=5)",
            |d| gsci_sparse::eigen::svds(&poisson(d, 5), 5, &SvdsOptions::default()).map(|r| r.s),
        ),
        case(
            "norm: axis 2",
            axis_err(),
            "scipy.sparse.linalg.norm(scipy.sparse.eye(3), axis=2)",
            |d| sla::norm(&csr(d), sla::NormOrd::Fro, Some(2)),
        ),
        case("kron: 2^20 x 2^20 blocks of int32", err("kron"), "", |d| {
            let a = gsci_sparse::eye::<f64, i32>(1 << 20, None, 0, d)?;
            gsci_sparse::kron(&a, &a).map(|m| m.nnz())
        }),
    ]
}

fn ndimage() -> Vec<Case> {
    use nd::Mode;
    vec![
        case(
            "gaussian_filter: sigma -1",
            Want::Value,
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), -1.)",
            |d| nd::gaussian_filter(&img(d), &[-1.0], &nd::GaussianFilterOptions::default()),
        ),
        case(
            "gaussian_filter: sigma NaN",
            Want::Value,
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), np.nan)",
            |d| nd::gaussian_filter(&img(d), &[NAN], &nd::GaussianFilterOptions::default()),
        ),
        case(
            "gaussian_filter: sigma inf",
            err("gaussian_filter"),
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), np.inf)",
            |d| nd::gaussian_filter(&img(d), &[INF], &nd::GaussianFilterOptions::default()),
        ),
        case(
            "gaussian_filter: sigma 1e15",
            err("gaussian_filter"),
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), 1e15)",
            |d| nd::gaussian_filter(&img(d), &[1e15], &nd::GaussianFilterOptions::default()),
        ),
        case(
            "gaussian_filter: 3 sigmas for 2 axes",
            err("gaussian_filter"),
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), [1.,1.,1.])",
            |d| {
                nd::gaussian_filter(
                    &img(d),
                    &[1.0, 1.0, 1.0],
                    &nd::GaussianFilterOptions::default(),
                )
            },
        ),
        case(
            "gaussian_filter: order 4",
            Want::Value,
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), 1., order=4)",
            |d| {
                nd::gaussian_filter(
                    &img(d),
                    &[1.0],
                    &nd::GaussianFilterOptions {
                        order: vec![4],
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "gaussian_filter: truncate -1",
            Want::Value,
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), 1., truncate=-1.)",
            |d| {
                nd::gaussian_filter(
                    &img(d),
                    &[1.0],
                    &nd::GaussianFilterOptions {
                        truncate: -1.0,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "gaussian_filter: radius 2^62",
            err("gaussian_filter"),
            "scipy.ndimage.gaussian_filter(np.ones((4,5)), 1., radius=2**62)",
            |d| {
                nd::gaussian_filter(
                    &img(d),
                    &[1.0],
                    &nd::GaussianFilterOptions {
                        radius: Some(vec![1 << 62]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "gaussian_filter: empty",
            vals(&[]),
            "scipy.ndimage.gaussian_filter(np.zeros((0,3)), 1.)",
            |d| {
                nd::gaussian_filter(
                    &empty(d, &[0, 3]),
                    &[1.0],
                    &nd::GaussianFilterOptions::default(),
                )
            },
        ),
        case(
            "gaussian_filter: 0-d",
            vals(&[2.5]),
            "scipy.ndimage.gaussian_filter(np.float64(2.5), 1.)",
            |d| nd::gaussian_filter(&zero_d(d, 2.5), &[], &nd::GaussianFilterOptions::default()),
        ),
        case(
            "gaussian_filter1d: axis 2",
            axis_err(),
            "scipy.ndimage.gaussian_filter1d(np.ones((4,5)), 1., axis=2)",
            |d| {
                nd::gaussian_filter1d(
                    &img(d),
                    1.0,
                    &nd::GaussianFilter1dOptions {
                        axis: 2,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "uniform_filter: size 0",
            strict("uniform_filter"),
            "scipy.ndimage.uniform_filter(np.ones((4,5)), 0)",
            |d| {
                nd::uniform_filter(
                    &img(d),
                    &nd::UniformFilterOptions {
                        size: vec![0],
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "uniform_filter: size 2^62",
            err("uniform_filter"),
            "scipy.ndimage.uniform_filter(np.ones((4,5)), 2**62)",
            |d| {
                nd::uniform_filter(
                    &img(d),
                    &nd::UniformFilterOptions {
                        size: vec![1 << 62],
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "uniform_filter1d: size 2^62",
            err("uniform_filter1d"),
            "scipy.ndimage.uniform_filter1d(np.ones((4,5)), 2**62)",
            |d| nd::uniform_filter1d(&img(d), 1 << 62, &nd::UniformFilter1dOptions::default()),
        ),
        case(
            "uniform_filter1d: origin past the size",
            err("uniform_filter1d"),
            "scipy.ndimage.uniform_filter1d(np.ones((4,5)), 3, origin=5)",
            |d| {
                nd::uniform_filter1d(
                    &img(d),
                    3,
                    &nd::UniformFilter1dOptions {
                        origin: 5,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "correlate1d: no weights",
            err("correlate1d"),
            "scipy.ndimage.correlate1d(np.ones(5), [])",
            |d| nd::correlate1d(&ramp(d, &[5]), &[], &nd::Correlate1dOptions::default()),
        ),
        case(
            "correlate1d: origin isize::MIN",
            err("correlate1d"),
            "scipy.ndimage.correlate1d(np.ones(5), [1.,2.], origin=-2**63)",
            |d| {
                nd::correlate1d(
                    &ramp(d, &[5]),
                    &[1.0, 2.0],
                    &nd::Correlate1dOptions {
                        origin: isize::MIN,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "correlate: weights of another rank",
            err("correlate"),
            "scipy.ndimage.correlate(np.ones((4,5)), np.ones(3))",
            |d| nd::correlate(&img(d), &ramp(d, &[3]), &nd::CorrelateOptions::default()),
        ),
        case(
            "convolve: empty weights",
            err("convolve"),
            "scipy.ndimage.convolve(np.ones((4,5)), np.ones((0,3)))",
            |d| {
                nd::convolve(
                    &img(d),
                    &empty(d, &[0, 3]),
                    &nd::CorrelateOptions::default(),
                )
            },
        ),
        case(
            "median_filter: size 0",
            err("median_filter"),
            "scipy.ndimage.median_filter(np.ones((4,5)), 0)",
            |d| {
                nd::median_filter(
                    &img(d),
                    &nd::RankFilterOptions {
                        size: Some(vec![0]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "maximum_filter: neither size nor footprint",
            err("maximum_filter"),
            "scipy.ndimage.maximum_filter(np.ones((4,5)))",
            |d| nd::maximum_filter(&img(d), &nd::RankFilterOptions::default()),
        ),
        case(
            "rank_filter: rank 9 of 9",
            err("rank_filter"),
            "scipy.ndimage.rank_filter(np.ones((4,5)), 9, size=3)",
            |d| {
                nd::rank_filter(
                    &img(d),
                    9,
                    &nd::RankFilterOptions {
                        size: Some(vec![3]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "rank_filter: rank -10 of 9",
            err("rank_filter"),
            "scipy.ndimage.rank_filter(np.ones((4,5)), -10, size=3)",
            |d| {
                nd::rank_filter(
                    &img(d),
                    -10,
                    &nd::RankFilterOptions {
                        size: Some(vec![3]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "percentile_filter: 101",
            err("percentile_filter"),
            "scipy.ndimage.percentile_filter(np.ones((4,5)), 101, size=3)",
            |d| {
                nd::percentile_filter(
                    &img(d),
                    101.0,
                    &nd::RankFilterOptions {
                        size: Some(vec![3]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "percentile_filter: NaN",
            err("percentile_filter"),
            "scipy.ndimage.percentile_filter(np.ones((4,5)), np.nan, size=3)",
            |d| {
                nd::percentile_filter(
                    &img(d),
                    NAN,
                    &nd::RankFilterOptions {
                        size: Some(vec![3]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "sobel: axis 2",
            axis_err(),
            "scipy.ndimage.sobel(np.ones((4,5)), axis=2)",
            |d| {
                nd::sobel(
                    &img(d),
                    &nd::SobelOptions {
                        axis: 2,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "zoom: factor 0",
            Want::Value,
            "scipy.ndimage.zoom(np.ones((4,5)), 0.)",
            |d| nd::zoom(&img(d), &[0.0], &nd::ZoomOptions::default()),
        ),
        case(
            "zoom: factor NaN",
            err("zoom"),
            "scipy.ndimage.zoom(np.ones((4,5)), np.nan)",
            |d| nd::zoom(&img(d), &[NAN], &nd::ZoomOptions::default()),
        ),
        case(
            "zoom: factor 1e18",
            err("zoom"),
            "scipy.ndimage.zoom(np.ones((4,5)), 1e18)",
            |d| nd::zoom(&img(d), &[1e18], &nd::ZoomOptions::default()),
        ),
        case(
            "zoom: factor -2",
            err("zoom"),
            "scipy.ndimage.zoom(np.ones((4,5)), -2.)",
            |d| nd::zoom(&img(d), &[-2.0], &nd::ZoomOptions::default()),
        ),
        case(
            "zoom: order 6",
            err("zoom"),
            "scipy.ndimage.zoom(np.ones((4,5)), 2., order=6)",
            |d| {
                nd::zoom(
                    &img(d),
                    &[2.0],
                    &nd::ZoomOptions {
                        order: 6,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "shift: NaN shift",
            Want::Value,
            "scipy.ndimage.shift(np.ones((4,5)), np.nan)",
            |d| nd::shift(&img(d), &[NAN], &nd::ShiftOptions::default()),
        ),
        case(
            "shift: order 6",
            err("shift"),
            "scipy.ndimage.shift(np.ones((4,5)), 1., order=6)",
            |d| {
                nd::shift(
                    &img(d),
                    &[1.0],
                    &nd::ShiftOptions {
                        order: 6,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "rotate: NaN angle",
            err("rotate"),
            "scipy.ndimage.rotate(np.ones((4,5)), np.nan)",
            |d| nd::rotate(&img(d), NAN, &nd::RotateOptions::default()),
        ),
        case(
            "rotate: inf angle",
            Want::Value,
            "scipy.ndimage.rotate(np.ones((4,5)), np.inf)",
            |d| nd::rotate(&img(d), INF, &nd::RotateOptions::default()),
        ),
        case(
            "rotate: same axes",
            strict("rotate"),
            "scipy.ndimage.rotate(np.ones((4,5)), 30., axes=(0,0))",
            |d| {
                nd::rotate(
                    &img(d),
                    30.0,
                    &nd::RotateOptions {
                        axes: [0, 0],
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "rotate: 1-D",
            err("rotate"),
            "scipy.ndimage.rotate(np.ones(5), 30.)",
            |d| nd::rotate(&ramp(d, &[5]), 30.0, &nd::RotateOptions::default()),
        ),
        case(
            "map_coordinates: wrong leading size",
            err("map_coordinates"),
            "scipy.ndimage.map_coordinates(np.ones((4,5)), np.ones((3,2)))",
            |d| {
                nd::map_coordinates(
                    &img(d),
                    &ramp(d, &[3, 2]),
                    &nd::MapCoordinatesOptions::default(),
                )
            },
        ),
        case(
            "map_coordinates: NaN coordinate",
            Want::Value,
            "scipy.ndimage.map_coordinates(np.ones((4,5)), [[np.nan],[1.]])",
            |d| {
                nd::map_coordinates(
                    &img(d),
                    &f(d, &[NAN, 1.0], &[2, 1]),
                    &nd::MapCoordinatesOptions::default(),
                )
            },
        ),
        case(
            "affine_transform: matrix 3 x 5",
            err("affine_transform"),
            "scipy.ndimage.affine_transform(np.ones((4,5)), np.ones((3,5)))",
            |d| {
                nd::affine_transform(
                    &img(d),
                    &ramp(d, &[3, 5]),
                    &nd::AffineTransformOptions::default(),
                )
            },
        ),
        case(
            "generate_binary_structure: rank 41",
            err("generate_binary_structure"),
            "scipy.ndimage.generate_binary_structure(41, 1)",
            |d| nd::generate_binary_structure(41, 1, d),
        ),
        case(
            "generate_binary_structure: rank 25",
            err("generate_binary_structure"),
            "scipy.ndimage.generate_binary_structure(25, 1)",
            |d| nd::generate_binary_structure(25, 1, d),
        ),
        case(
            "iterate_structure: 2^40 iterations",
            err("iterate_structure"),
            "scipy.ndimage.iterate_structure(np.ones((3,3), bool), 2**40)",
            |d| nd::iterate_structure(&b(d, &[true; 9], &[3, 3]), 1 << 40),
        ),
        case(
            "binary_erosion: structure of another rank",
            err("binary_erosion"),
            "scipy.ndimage.binary_erosion(np.ones((4,5)), np.ones(3, bool))",
            |d| {
                let s = b(d, &[true; 3], &[3]);
                nd::binary_erosion(
                    &img(d),
                    &nd::BinaryErosionOptions {
                        structure: Some(&s),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "binary_dilation: mask of another shape",
            err("binary_dilation"),
            "scipy.ndimage.binary_dilation(np.ones((4,5)), mask=np.ones((2,2), bool))",
            |d| {
                let m = b(d, &[true; 4], &[2, 2]);
                nd::binary_dilation(
                    &img(d),
                    &nd::BinaryErosionOptions {
                        mask: Some(&m),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "grey_erosion: no size or footprint",
            err("grey_erosion"),
            "scipy.ndimage.grey_erosion(np.ones((4,5)))",
            |d| nd::grey_erosion(&img(d), &nd::GreyOptions::default()),
        ),
        case(
            "label: asymmetric structure",
            err("label"),
            "scipy.ndimage.label(np.ones((4,5)), [[0,1,0],[0,1,1],[0,0,0]])",
            |d| {
                let s = b(
                    d,
                    &[false, true, false, false, true, true, false, false, false],
                    &[3, 3],
                );
                nd::label(&img(d), Some(&s))
            },
        ),
        case(
            "label: complex input",
            err("label"),
            "scipy.ndimage.label(np.ones(3, complex))",
            |d| nd::label(&c(d, &[(1.0, 1.0); 3], &[3]), None),
        ),
        case(
            "label: structure 2 x 2",
            err("label"),
            "scipy.ndimage.label(np.ones((4,5)), np.ones((2,2)))",
            |d| {
                let s = b(d, &[true; 4], &[2, 2]);
                nd::label(&img(d), Some(&s))
            },
        ),
        case(
            "find_objects: max_label 2^40",
            err("find_objects"),
            "len(scipy.ndimage.find_objects(np.array([1,0,2]), max_label=2**40))",
            |d| nd::find_objects(&i(d, &[1, 0, 2], &[3]), 1 << 40).map(|v| v.len()),
        ),
        case(
            "sum_labels: labels of another shape",
            err("sum_labels"),
            "scipy.ndimage.sum_labels(np.ones(3), np.ones(2, int))",
            |d| nd::sum_labels(&ramp(d, &[3]), Some(&i(d, &[1, 1], &[2])), &nd::Index::All),
        ),
        case(
            "mean: empty label",
            Want::Nan,
            "scipy.ndimage.mean(np.ones(3), np.ones(3, int), index=5)",
            |d| {
                nd::mean(
                    &ramp(d, &[3]),
                    Some(&i(d, &[1, 1, 1], &[3])),
                    &nd::Index::Label(5),
                )
            },
        ),
        case(
            "histogram: 0 bins",
            strict("histogram"),
            "scipy.ndimage.histogram(np.ones(3), 0., 1., 0)",
            |d| {
                nd::histogram::<f64, i64>(&ramp(d, &[3]), 0.0, 1.0, 0, None, &nd::Index::All)
                    .map(|v| v.into_iter().flatten().collect::<Vec<_>>())
            },
        ),
        case(
            "histogram: 2^61 bins",
            err("histogram"),
            "scipy.ndimage.histogram(np.ones(3), 0., 1., 2**61)",
            |d| {
                nd::histogram::<f64, i64>(&ramp(d, &[3]), 0.0, 1.0, HUGE, None, &nd::Index::All)
                    .map(|v| v.into_iter().flatten().collect::<Vec<_>>())
            },
        ),
        case(
            "distance_transform_edt: 2 samplings for 1 axis",
            err("distance_transform_edt"),
            "scipy.ndimage.distance_transform_edt(np.ones(3), sampling=[1.,1.])",
            |d| {
                nd::distance_transform_edt(
                    &ramp(d, &[3]),
                    &nd::EdtOptions {
                        sampling: Some(vec![1.0, 1.0]),
                        ..Default::default()
                    },
                )
                .map(|t| t.0)
            },
        ),
        case(
            "fourier_gaussian: 3 sigmas for 2 axes",
            err("fourier_gaussian"),
            "scipy.ndimage.fourier_gaussian(np.ones((4,5)), [1.,1.,1.])",
            |d| nd::fourier_gaussian(&img(d), &[1.0, 1.0, 1.0], &nd::FourierOptions::default()),
        ),
        case(
            "fourier_shift: n 5 for a complex input",
            Want::Value,
            "",
            |d| {
                nd::fourier_shift(
                    &c(d, &[(1.0, 0.5); 4], &[4]),
                    &[1.0],
                    &nd::FourierOptions {
                        n: 5,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "mode Mirror with cval NaN is a value",
            Want::Value,
            "scipy.ndimage.uniform_filter1d(np.ones(5), 3, mode='mirror', cval=np.nan)",
            |d| {
                nd::uniform_filter1d(
                    &ramp(d, &[5]),
                    3,
                    &nd::UniformFilter1dOptions {
                        mode: Mode::Mirror,
                        cval: NAN,
                        ..Default::default()
                    },
                )
            },
        ),
    ]
}

#[test]
fn table_of_linalg() {
    run_table("bad_input_domain::table_of_linalg", linalg);
}

#[test]
fn table_of_fft() {
    run_table("bad_input_domain::table_of_fft", fft);
}

#[test]
fn table_of_sparse() {
    run_table("bad_input_domain::table_of_sparse", sparse);
}

#[test]
fn table_of_ndimage() {
    run_table("bad_input_domain::table_of_ndimage", ndimage);
}
