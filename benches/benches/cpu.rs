//! CPU backend benchmarks (criterion) for the workloads the issues compare against NumPy/SciPy on
//! the same 2-core machine. `benches/cpu_compare.py` times the NumPy/SciPy twins (same sizes, same
//! names) and prints the ratio gsci/SciPy from criterion's estimates.
//!
//! Run: `cargo bench -p gsci-benches --bench cpu` then `python3 benches/cpu_compare.py`.
//! A filter selects workloads: `cargo bench -p gsci-benches --bench cpu -- sort`.

use criterion::{Criterion, criterion_group, criterion_main};
use gsci_benches::random_f32;
use gsci_core::reduce::{ReduceOptions, sum};
use gsci_core::sort::SortOptions;
use gsci_core::{Array, Complex32, Device, s, sort};
use gsci_fft::{FftOptions, FftnOptions, fft, rfft2};
use gsci_linalg::{CholeskyOptions, EighOptions, SvdOptions, cholesky, eigh, matmul, solve, svd};
use gsci_ndimage::{
    GaussianFilterOptions, RankFilterOptions, UniformFilterOptions, ZoomOptions, gaussian_filter,
    label, median_filter, uniform_filter, zoom,
};
use gsci_sparse::eigen::{EigshOptions, eigsh};
use gsci_sparse::linalg::{CgOptions, aslinearoperator, cg, spsolve};
use gsci_sparse::{CsrMatrix, diags, identity, kron};
use std::hint::black_box;
use std::time::Duration;

fn cpu() -> Device {
    Device::cpu()
}

fn f64s(n: usize, seed: u64) -> Vec<f64> {
    random_f32(n, seed).into_iter().map(f64::from).collect()
}

/// A random n×n matrix and `A Aᵀ + n I` (symmetric positive definite), as the SciPy twins use.
fn matrices(n: usize) -> (Array<f64>, Array<f64>) {
    let a = Array::from_vec(f64s(n * n, 1), &[n, n], &cpu()).unwrap();
    let s = matmul(&a, &a.transpose().unwrap().copy().unwrap()).unwrap();
    let s = (&s + &(Array::<f64>::eye(n, None, 0, &cpu()).unwrap() * n as f64).unwrap()).unwrap();
    (a, s)
}

/// The 5-point 2-D Poisson matrix on a `grid`² grid.
fn poisson(grid: usize) -> CsrMatrix<f64> {
    let t: CsrMatrix<f64> = diags(
        &[vec![-1.0; grid - 1], vec![2.0; grid], vec![-1.0; grid - 1]],
        &[-1, 0, 1],
        None,
        &cpu(),
    )
    .unwrap();
    let i: CsrMatrix<f64> = identity(grid, &cpu()).unwrap();
    kron(&i, &t).unwrap().add(&kron(&t, &i).unwrap()).unwrap()
}

fn engine(c: &mut Criterion) {
    let n = 1 << 24;
    let x = Array::from_vec(random_f32(n, 2), &[n], &cpu()).unwrap();
    let y = Array::from_vec(random_f32(n, 3), &[n], &cpu()).unwrap();
    c.bench_function("xy1_f32_2p24", |b| {
        b.iter(|| black_box(((&x * &y).unwrap() + 1.0).unwrap()))
    });
    c.bench_function("sum_f32_2p24", |b| {
        b.iter(|| black_box(sum(&x, &ReduceOptions::default()).unwrap()))
    });
    let s = Array::from_vec(random_f32(1 << 22, 4), &[1 << 22], &cpu()).unwrap();
    c.bench_function("sort_f32_2p22", |b| {
        b.iter(|| black_box(sort(&s, &SortOptions::default()).unwrap()))
    });
}

fn linalg(c: &mut Criterion) {
    let (a, s) = matrices(2048);
    c.bench_function("matmul_f64_2048", |b| {
        b.iter(|| black_box(matmul(&a, &a).unwrap()))
    });
    let rhs = a.slice(&s![.., ..16]).unwrap().copy().unwrap();
    c.bench_function("solve_f64_2048x16", |b| {
        b.iter(|| black_box(solve(&s, &rhs).unwrap()))
    });
    c.bench_function("cholesky_f64_2048", |b| {
        b.iter(|| black_box(cholesky(&s, &CholeskyOptions::default()).unwrap()))
    });
    let s1 = s.slice(&s![..1024, ..1024]).unwrap().copy().unwrap();
    c.bench_function("eigh_f64_1024", |b| {
        b.iter(|| black_box(eigh(&s1, &EighOptions::default()).unwrap()))
    });
    let a1 = a.slice(&s![..1024, ..1024]).unwrap().copy().unwrap();
    c.bench_function("svd_f64_1024", |b| {
        b.iter(|| black_box(svd(&a1, &SvdOptions::default()).unwrap()))
    });
}

fn fft_group(c: &mut Criterion) {
    let n = 1 << 20;
    let (re, im) = (random_f32(n, 5), random_f32(n, 6));
    let z: Vec<Complex32> = re
        .iter()
        .zip(&im)
        .map(|(&r, &i)| Complex32::new(r, i))
        .collect();
    let z = Array::from_vec(z, &[n], &cpu()).unwrap();
    c.bench_function("fft_c2c_c64_2p20", |b| {
        b.iter(|| black_box(fft(&z, &FftOptions::default()).unwrap()))
    });
    let img = Array::from_vec(random_f32(2048 * 2048, 7), &[2048, 2048], &cpu()).unwrap();
    c.bench_function("rfft2_f32_2048", |b| {
        b.iter(|| black_box(rfft2(&img, &FftnOptions::default()).unwrap()))
    });
}

fn ndimage(c: &mut Criterion) {
    let s = 2048;
    let h = random_f32(s * s, 8);
    let img = Array::from_slice(&h, &[s, s], &cpu()).unwrap();
    c.bench_function("gaussian_filter_f32_2048_s4", |b| {
        b.iter(|| {
            black_box(gaussian_filter(&img, &[4.0], &GaussianFilterOptions::default()).unwrap())
        })
    });
    let med = RankFilterOptions {
        size: Some(vec![3]),
        ..RankFilterOptions::default()
    };
    c.bench_function("median_filter_f32_2048_3x3", |b| {
        b.iter(|| black_box(median_filter(&img, &med).unwrap()))
    });
    let uni = UniformFilterOptions {
        size: vec![9],
        ..UniformFilterOptions::default()
    };
    c.bench_function("uniform_filter_f32_2048_9", |b| {
        b.iter(|| black_box(uniform_filter(&img, &uni).unwrap()))
    });
    // The SciPy twin labels `img > 0.5` of a standard normal image: about 31 % foreground; here |v| is uniform in [0.5, 1.5) with a random sign, and v > 0.88 gives the same 31 %.
    let mask: Vec<bool> = h.iter().map(|&v| v > 0.88).collect();
    let mask = Array::from_vec(mask, &[s, s], &cpu()).unwrap();
    c.bench_function("label_2048", |b| {
        b.iter(|| black_box(label(&mask, None).unwrap()))
    });
}

fn sparse(c: &mut Criterion) {
    let p = poisson(1024);
    let v = Array::from_vec(f64s(1024 * 1024, 9), &[1024 * 1024], &cpu()).unwrap();
    c.bench_function("spmv_f64_poisson_1024", |b| {
        b.iter(|| black_box(p.dot(&v).unwrap()))
    });
    let p2 = poisson(256);
    let b2 = Array::from_vec(f64s(256 * 256, 10), &[256 * 256], &cpu()).unwrap();
    let op = aslinearoperator(&p2);
    c.bench_function("cg_poisson_256_rtol1e-8", |b| {
        b.iter(|| {
            let opts = CgOptions {
                rtol: 1e-8,
                maxiter: Some(5000),
                ..CgOptions::default()
            };
            black_box(cg(&op, &b2, opts).unwrap())
        })
    });
}

fn more(c: &mut Criterion) {
    let s = 2048;
    let img = Array::from_vec(random_f32(s * s, 11), &[s, s], &cpu()).unwrap();
    let zo = ZoomOptions {
        order: 3,
        ..ZoomOptions::default()
    };
    c.bench_function("zoom_f32_2048_x0.5_o3", |b| {
        b.iter(|| black_box(zoom(&img, &[0.5], &zo).unwrap()))
    });
    let p = poisson(256);
    let rhs = Array::from_vec(f64s(256 * 256, 12), &[256 * 256], &cpu()).unwrap();
    c.bench_function("spsolve_poisson_256", |b| {
        b.iter(|| black_box(spsolve(&p, &rhs).unwrap()))
    });
}

fn sparse_eigen(c: &mut Criterion) {
    let p = poisson(128);
    c.bench_function("eigsh_k6_poisson_128", |b| {
        b.iter(|| black_box(eigsh(&p, 6, &EigshOptions::default()).unwrap()))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    targets = engine, linalg, fft_group, ndimage, sparse, more, sparse_eigen
}
criterion_main!(benches);
