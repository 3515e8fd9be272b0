//! The gsci tour: the product's main jobs, end to end, on the default device.
//!
//! ```text
//! cargo run --release --example tour
//! GSCI_DEVICE=cpu cargo run --release --example tour   # force the CPU backend
//! ```
//! It runs on any machine: without an NVIDIA GPU (or its driver) the default device is the CPU,
//! where the whole tour takes a few seconds. It prints each step, its time and the device, and
//! writes its pictures to `tour-output/`:
//!
//! 1. **Sparse**: a 2-D Poisson problem (5-point Laplacian on a 256×256 grid) assembled as a CSR
//!    matrix, solved with `cg` (a callback records the residual history and prints progress) and
//!    with the direct `spsolve`; the two answers are compared. Pictures: the solution as a heat
//!    map, the residual history on a log scale.
//! 2. **Images**: a synthetic 512×512 image, Gaussian noise from `random`'s `Generator`, then
//!    `ndimage`'s Gaussian and median filters, Sobel edges, connected-component labels of the
//!    bright shapes, and `fft`'s 2-D spectrum (log magnitude, fftshift). One picture per stage.
//! 3. **Dense**: a least-squares polynomial fit (`linalg::lstsq`) and a symmetric
//!    eigendecomposition (`linalg::eigh`), each checked (normal equations, `A v = w v`).
//! 4. **Signals**: a Butterworth low-pass (`signal::butter`, second-order sections) run forwards
//!    and backwards (`sosfiltfilt`) over a noisy sine.
//!
//! Titles and axis labels need a TrueType font: the tour looks for DejaVu Sans or Liberation Sans
//! (Linux), Arial (macOS, Windows), or the file named by `GSCI_TOUR_FONT`; without one it still
//! writes every picture, without text.

use std::path::{Path, PathBuf};
use std::time::Instant;

use gsci::core::ufunc;
use gsci::fft::{FftnOptions, fft2, fftshift};
use gsci::linalg::{EighOptions, eigh, lstsq, matmul};
use gsci::ndimage::{GaussianFilterOptions, RankFilterOptions, SobelOptions};
use gsci::random::default_rng_on;
use gsci::signal::{FilterOutput, IirOptions, SosfiltfiltOptions, butter, sosfiltfilt};
use gsci::sparse::CsrMatrix;
use gsci::sparse::linalg::{CgOptions, cg, spsolve};
use gsci::{Array, Device, Error};
use plotters::prelude::*;

const OUT_DIR: &str = "tour-output";

fn main() -> gsci::Result<()> {
    // What gsci finds here: device, driver, and which CUDA libraries load (like cupy.show_config()).
    println!("{}", gsci::info());
    // GSCI_DEVICE=cpu|cuda|cuda:N picks the device; otherwise the first GPU, else the CPU.
    if let Err(e) = Device::try_default() {
        eprintln!("note: GSCI_DEVICE is set but unusable ({e}); using the default instead");
    }
    let device = Device::default();
    println!("the tour runs on: {device}");

    std::fs::create_dir_all(OUT_DIR)?;
    let mut tour = Tour {
        device: device.clone(),
        out: PathBuf::from(OUT_DIR),
        font: register_font(),
        steps: Vec::new(),
        pictures: Vec::new(),
    };
    match &tour.font {
        Some(p) => println!("labels drawn with the font {}", p.display()),
        None => println!(
            "note: no TrueType font found (set GSCI_TOUR_FONT=/path/to/font.ttf): pictures without text"
        ),
    }

    let start = Instant::now();
    poisson(&mut tour)?;
    image_pipeline(&mut tour)?;
    dense(&mut tour)?;
    signal(&mut tour)?;

    println!("\n== summary ({device}) ==");
    for (name, s) in &tour.steps {
        println!("  {:<58} {:>9.1} ms", name, s * 1e3);
    }
    let gsci_total: f64 = tour.steps.iter().map(|(_, s)| s).sum();
    println!(
        "  gsci work: {:.2} s of the tour's {:.2} s (the rest: building inputs on the host, pictures)",
        gsci_total,
        start.elapsed().as_secs_f64()
    );
    let dir = std::fs::canonicalize(&tour.out).unwrap_or_else(|_| tour.out.clone());
    println!("\n{} pictures in {}:", tour.pictures.len(), dir.display());
    for p in &tour.pictures {
        println!("  {}", p.display());
    }
    Ok(())
}

/// The tour's state: the device, where pictures go, and the timings of the gsci steps.
struct Tour {
    device: Device,
    out: PathBuf,
    font: Option<PathBuf>,
    steps: Vec<(String, f64)>,
    pictures: Vec<PathBuf>,
}

impl Tour {
    /// Runs one gsci step, waits for the device, prints and records its time.
    fn step<R>(&mut self, name: &str, f: impl FnOnce() -> gsci::Result<R>) -> gsci::Result<R> {
        let t = Instant::now();
        let r = f()?;
        self.device.synchronize()?;
        let s = t.elapsed().as_secs_f64();
        println!("  {name:<58} {:>9.1} ms", s * 1e3);
        self.steps.push((name.to_string(), s));
        Ok(r)
    }

    fn picture(&mut self, name: &str) -> PathBuf {
        let p = self.out.join(name);
        self.pictures.push(p.clone());
        p
    }

    fn text(&self) -> bool {
        self.font.is_some()
    }
}

// ---------------------------------------------------------------------------------------------
// 1. Sparse: a 2-D Poisson problem.

/// `-Δu = f` on the unit square with `u = 0` on the boundary, on an `n × n` grid of interior
/// points (spacing `h = 1 / (n + 1)`): the 5-point Laplacian `A` (4 on the diagonal, -1 for each
/// neighbour) and `b = h² f`, unknown `k = i n + j` at `x = (j + 1) h`, `y = (i + 1) h`.
fn poisson(tour: &mut Tour) -> gsci::Result<()> {
    const N: usize = 256;
    let dev = tour.device.clone();
    println!("\n== 1. sparse: 2-D Poisson problem, {N}x{N} grid, 5-point Laplacian ==");
    let h = 1.0 / (N + 1) as f64;
    // A hot source and a cold sink.
    let f = |x: f64, y: f64| {
        let g = |x0: f64, y0: f64, w: f64| (-((x - x0).powi(2) + (y - y0).powi(2)) / w).exp();
        400.0 * g(0.3, 0.65, 0.004) - 250.0 * g(0.7, 0.3, 0.01)
    };
    let bh: Vec<f64> = (0..N * N)
        .map(|k| h * h * f((k % N + 1) as f64 * h, (k / N + 1) as f64 * h))
        .collect();

    let a = tour.step("assemble the CSR matrix (from triplets)", || {
        let mut rows = Vec::with_capacity(5 * N * N);
        let mut cols = Vec::with_capacity(5 * N * N);
        let mut vals = Vec::with_capacity(5 * N * N);
        for i in 0..N {
            for j in 0..N {
                let k = i * N + j;
                let mut push = |c: usize, v: f64| {
                    rows.push(k);
                    cols.push(c);
                    vals.push(v);
                };
                push(k, 4.0);
                if i > 0 {
                    push(k - N, -1.0);
                }
                if i + 1 < N {
                    push(k + N, -1.0);
                }
                if j > 0 {
                    push(k - 1, -1.0);
                }
                if j + 1 < N {
                    push(k + 1, -1.0);
                }
            }
        }
        CsrMatrix::<f64>::from_triplets(&rows, &cols, &vals, (N * N, N * N), &dev)
    })?;
    println!(
        "    A: {}x{} CSR, {} nonzeros, on {}",
        N * N,
        N * N,
        a.nnz(),
        dev
    );
    let b = Array::from_vec(bh.clone(), &[N * N], &dev)?;
    let bnorm = norm(&bh);

    // CG with a callback: SciPy's callback(xk) receives the iterate; the tour computes the
    // relative residual from it (on a GPU the callback reads x back every iteration).
    let mut history = vec![1.0]; // x0 = 0: the residual is b
    let rtol = 1e-10;
    let (x_cg, info) = tour.step("cg, rtol 1e-10, with a progress callback", || {
        let callback = |x: &[f64]| {
            let r = stencil_residual(N, x, &bh) / bnorm;
            history.push(r);
            let it = history.len() - 1;
            if it % 50 == 0 {
                println!("    cg iteration {it:4}: |b - A x| / |b| = {r:.3e}");
            }
        };
        cg(
            &a,
            &b,
            CgOptions {
                rtol,
                callback: Some(Box::new(callback)),
                ..Default::default()
            },
        )
    })?;
    let iters = history.len() - 1;
    println!(
        "    cg: info = {info} ({}), {iters} iterations, final |b - A x| / |b| = {:.3e}",
        if info == 0 {
            "converged"
        } else {
            "NOT converged"
        },
        history[iters]
    );
    let (_, info2) = tour.step("cg again, without the callback", || {
        cg(
            &a,
            &b,
            CgOptions {
                rtol,
                ..Default::default()
            },
        )
    })?;
    println!("    cg without the callback: info = {info2}");

    let x_sp = tour.step("spsolve (sparse LU)", || spsolve(&a, &b))?;
    let (ucg, usp) = (x_cg.to_vec()?, x_sp.to_vec()?);
    let max_diff = ucg
        .iter()
        .zip(&usp)
        .map(|(p, q)| (p - q).abs())
        .fold(0.0, f64::max);
    let umax = usp.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let rel_res = |x: &Array<f64>| -> gsci::Result<f64> {
        let ax = a.dot(x)?.to_vec()?;
        Ok(norm(&ax.iter().zip(&bh).map(|(p, q)| q - p).collect::<Vec<_>>()) / bnorm)
    };
    println!(
        "    |b - A x| / |b|: cg {:.2e}, spsolve {:.2e} (both by A.dot on {dev})",
        rel_res(&x_cg)?,
        rel_res(&x_sp)?
    );
    println!(
        "    cg vs spsolve: max |x_cg - x_spsolve| = {max_diff:.2e} (max |u| = {umax:.3}, relative {:.1e})",
        max_diff / umax
    );

    let p = tour.picture("1-poisson-solution.png");
    heat_figure(
        &p,
        tour.text(),
        &Heat {
            title: &format!("Poisson solution u, -Δu = f on {N}x{N} (spsolve)"),
            data: &usp,
            shape: (N, N),
            extent: [h, 1.0 - h, h, 1.0 - h],
            y_up: true,
            axes: ("x", "y"),
            cmap: Cmap::Viridis,
            bar: Some("u"),
        },
    )?;
    let p = tour.picture("1-cg-residuals.png");
    residual_plot(&p, tour.text(), &history, rtol, N)?;
    Ok(())
}

fn norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// `|b - A x|` for the 5-point Laplacian, computed on the host from the stencil (independent of
/// the CSR matrix).
fn stencil_residual(n: usize, x: &[f64], b: &[f64]) -> f64 {
    let mut s = 0.0;
    for i in 0..n {
        for j in 0..n {
            let k = i * n + j;
            let mut ax = 4.0 * x[k];
            if i > 0 {
                ax -= x[k - n];
            }
            if i + 1 < n {
                ax -= x[k + n];
            }
            if j > 0 {
                ax -= x[k - 1];
            }
            if j + 1 < n {
                ax -= x[k + 1];
            }
            s += (b[k] - ax).powi(2);
        }
    }
    s.sqrt()
}

// ---------------------------------------------------------------------------------------------
// 2. Images: noise, filters, edges, labels, spectrum.

/// The number of bright shapes [`synthetic_image`] draws.
const SHAPES: usize = 6;

/// A 512×512 test picture in [0, 1]: a gradient background, a sinusoidal grating (it shows as
/// peaks in the spectrum) and `SHAPES` bright, separated shapes (discs, a square, a ring).
fn synthetic_image(h: usize, w: usize) -> Vec<f64> {
    let mut img = vec![0.0; h * w];
    for r in 0..h {
        for c in 0..w {
            let (x, y) = (c as f64 / (w - 1) as f64, r as f64 / (h - 1) as f64);
            let mut v = 0.1 + 0.25 * x + 0.05 * y;
            if (300..480).contains(&r) && (30..230).contains(&c) {
                v += 0.1 * (2.0 * std::f64::consts::PI * (0.08 * c as f64 + 0.03 * r as f64)).sin();
            }
            let d = |r0: f64, c0: f64| ((r as f64 - r0).powi(2) + (c as f64 - c0).powi(2)).sqrt();
            let inside = d(120.0, 110.0) < 60.0
                || d(100.0, 330.0) < 35.0
                || d(390.0, 400.0) < 70.0
                || d(200.0, 45.0) < 15.0
                || ((220..280).contains(&r) && (200..300).contains(&c))
                || (25.0..40.0).contains(&d(230.0, 430.0));
            if inside {
                v = 0.95;
            }
            img[r * w + c] = v;
        }
    }
    img
}

fn image_pipeline(tour: &mut Tour) -> gsci::Result<()> {
    const H: usize = 512;
    const W: usize = 512;
    let dev = tour.device.clone();
    println!(
        "\n== 2. images: {H}x{W} synthetic image -> noise -> filters -> edges -> labels -> spectrum =="
    );
    let clean = tour.step("upload the synthetic image", || {
        Array::from_vec(synthetic_image(H, W), &[H, W], &dev)
    })?;
    let noisy = tour.step("add Gaussian noise (Generator.normal, sigma 0.15)", || {
        let mut rng = default_rng_on(2024, &dev);
        let noise = rng.normal(0.0, 0.15, &[H, W])?;
        &clean + &noise
    })?;
    let smooth = tour.step("gaussian_filter, sigma 2", || {
        gsci::ndimage::gaussian_filter(&noisy, &[2.0], &GaussianFilterOptions::default())
    })?;
    let median = tour.step("median_filter, 5x5", || {
        gsci::ndimage::median_filter(
            &noisy,
            &RankFilterOptions {
                size: Some(vec![5]),
                ..Default::default()
            },
        )
    })?;
    let edges = tour.step("sobel along both axes, magnitude (hypot)", || {
        let sy = gsci::ndimage::sobel(
            &smooth,
            &SobelOptions {
                axis: 0,
                ..Default::default()
            },
        )?;
        let sx = gsci::ndimage::sobel(
            &smooth,
            &SobelOptions {
                axis: 1,
                ..Default::default()
            },
        )?;
        ufunc::hypot::<f64>(&sx, &sy)
    })?;
    let (labels, count) = tour.step("label the blobs of (smoothed > 0.7)", || {
        let mask: Array<bool> = ufunc::greater(&smooth, 0.7)?;
        gsci::ndimage::label(&mask, None)
    })?;
    println!(
        "    label found {count} blobs; the picture has {SHAPES} shapes: {}",
        if count == SHAPES { "ok" } else { "MISMATCH" }
    );
    let spectrum = tour.step("fft2, fftshift, log(1 + |F|)", || {
        let f = fft2(&noisy, &FftnOptions::default())?;
        let f = fftshift(&f, None)?;
        ufunc::log1p::<f64>(&ufunc::absolute::<f64>(&f)?)
    })?;

    let noise_rms = |img: &Array<f64>| -> gsci::Result<f64> {
        let (a, c) = (img.to_vec()?, clean.to_vec()?);
        Ok((a.iter().zip(&c).map(|(p, q)| (p - q).powi(2)).sum::<f64>() / a.len() as f64).sqrt())
    };
    println!(
        "    rms error vs the clean image: noisy {:.3}, gaussian {:.3}, median {:.3}",
        noise_rms(&noisy)?,
        noise_rms(&smooth)?,
        noise_rms(&median)?
    );

    let ext = [0.0, W as f64, 0.0, H as f64];
    let stages: [(&str, &str, &Array<f64>, &str); 6] = [
        ("2-1-clean.png", "1. synthetic image", &clean, "intensity"),
        (
            "2-2-noisy.png",
            "2. + Gaussian noise (sigma 0.15)",
            &noisy,
            "intensity",
        ),
        (
            "2-3-gaussian.png",
            "3. gaussian_filter (sigma 2)",
            &smooth,
            "intensity",
        ),
        (
            "2-4-median.png",
            "4. median_filter (5x5)",
            &median,
            "intensity",
        ),
        (
            "2-5-sobel.png",
            "5. Sobel edge magnitude (of 3)",
            &edges,
            "|grad|",
        ),
        (
            "2-7-spectrum.png",
            "7. spectrum of 2: log(1 + |fft2|), fftshift",
            &spectrum,
            "log(1+|F|)",
        ),
    ];
    for (file, title, arr, bar) in stages {
        let p = tour.picture(file);
        let data = arr.to_vec()?;
        heat_figure(
            &p,
            tour.text(),
            &Heat {
                title,
                data: &data,
                shape: (H, W),
                extent: if file.contains("spectrum") {
                    [
                        -(W as f64) / 2.0,
                        W as f64 / 2.0,
                        -(H as f64) / 2.0,
                        H as f64 / 2.0,
                    ]
                } else {
                    ext
                },
                y_up: false,
                axes: if file.contains("spectrum") {
                    ("frequency (cycles/image), x", "frequency, y")
                } else {
                    ("column", "row")
                },
                cmap: Cmap::Gray,
                bar: Some(bar),
            },
        )?;
    }
    let lab: Vec<f64> = labels.to_vec()?.into_iter().map(f64::from).collect();
    let p = tour.picture("2-6-labels.png");
    heat_figure(
        &p,
        tour.text(),
        &Heat {
            title: &format!("6. label(gaussian > 0.7): {count} blobs"),
            data: &lab,
            shape: (H, W),
            extent: ext,
            y_up: false,
            axes: ("column", "row"),
            cmap: Cmap::Labels,
            bar: None,
        },
    )?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// 3. Dense: least squares and a symmetric eigendecomposition, each checked.

fn dense(tour: &mut Tour) -> gsci::Result<()> {
    const M: usize = 2000;
    const TRUE: [f64; 6] = [0.5, -1.0, 0.3, 2.0, 0.2, -1.5]; // c0 + c1 x + ... + c5 x^5
    const SIGMA: f64 = 0.1;
    let dev = tour.device.clone();
    let deg = TRUE.len() - 1;
    println!(
        "\n== 3. dense: least-squares fit of a degree-{deg} polynomial to {M} noisy samples; eigh =="
    );
    let xs: Vec<f64> = (0..M)
        .map(|i| -1.0 + 2.0 * i as f64 / (M - 1) as f64)
        .collect();
    let poly = |c: &[f64], x: f64| c.iter().rev().fold(0.0, |acc, ci| acc * x + ci);
    let vand: Vec<f64> = xs
        .iter()
        .flat_map(|&x| (0..=deg).map(move |p| x.powi(p as i32)))
        .collect();
    let a = Array::from_vec(vand.clone(), &[M, deg + 1], &dev)?;
    let y = tour.step("noisy samples (Generator.normal)", || {
        let mut rng = default_rng_on(7, &dev);
        let clean = Array::from_vec(xs.iter().map(|&x| poly(&TRUE, x)).collect(), &[M], &dev)?;
        &clean + &rng.normal(0.0, SIGMA, &[M])?
    })?;
    let fit = tour.step("lstsq (SVD)", || lstsq(&a, &y, None))?;
    let c = fit.x.to_vec()?;
    let yv = y.to_vec()?;
    // Check: the normal equations A^T (y - A c) = 0, relative to |A| |y|.
    let r: Vec<f64> = (0..M).map(|i| yv[i] - poly(&c, xs[i])).collect();
    let atr = (0..=deg)
        .map(|p| {
            (0..M)
                .map(|i| vand[i * (deg + 1) + p] * r[i])
                .sum::<f64>()
                .abs()
        })
        .fold(0.0, f64::max);
    let anorm = norm(&vand);
    println!(
        "    rank {}, singular values {:.3?}",
        fit.rank,
        fit.s.to_vec()?
    );
    println!("    fitted c = {c:.4?}");
    println!("    true   c = {TRUE:.4?}");
    println!(
        "    check: max |A^T (y - A c)| / (|A| |y|) = {:.1e}; residual rms {:.4} (noise sigma {SIGMA}); \
         lstsq's residuals {:.4} = |y - A c|^2 {:.4}",
        atr / (anorm * norm(&yv)),
        (r.iter().map(|v| v * v).sum::<f64>() / M as f64).sqrt(),
        fit.residuals.to_vec()?[0],
        r.iter().map(|v| v * v).sum::<f64>()
    );
    let p = tour.picture("3-lstsq-fit.png");
    fit_plot(&p, tour.text(), &xs, &yv, &c, &TRUE)?;

    const N: usize = 800;
    let g = {
        let mut rng = default_rng_on(11, &dev);
        rng.standard_normal::<f64>(&[N, N])?
    };
    let s = tour.step(&format!("symmetric {N}x{N}: (G + G^T) / 2"), || {
        &(&g + &g.transpose()?)? * 0.5
    })?;
    let (w, v) = tour.step(&format!("eigh, {N}x{N}"), || {
        eigh(&s, &EighOptions::default())
    })?;
    let (av_err, orth_err) = tour.step("check A V = V diag(w) and V^T V = I (matmul)", || {
        let av = matmul(&s, &v)?;
        let vw = (&v * &w)?; // column j scaled by w[j]
        let d = (&av - &vw)?.to_vec()?;
        let vtv = matmul(&v.transpose()?.to_contiguous()?, &v)?.to_vec()?;
        let orth = (0..N * N)
            .map(|k| (vtv[k] - if k / N == k % N { 1.0 } else { 0.0 }).abs())
            .fold(0.0, f64::max);
        Ok((d.iter().fold(0.0f64, |m, x| m.max(x.abs())), orth))
    })?;
    let wv = w.to_vec()?;
    let wmax = wv.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    println!(
        "    eigenvalues {:.3} .. {:.3} (ascending: {})",
        wv[0],
        wv[N - 1],
        wv.windows(2).all(|p| p[0] <= p[1])
    );
    println!(
        "    check: max |A V - V diag(w)| / max|w| = {:.1e}, max |V^T V - I| = {:.1e}",
        av_err / wmax,
        orth_err
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// 4. Signals: zero-phase Butterworth low-pass.

fn signal(tour: &mut Tour) -> gsci::Result<()> {
    const FS: f64 = 1000.0;
    const LEN: usize = 100_000;
    let dev = tour.device.clone();
    println!("\n== 4. signal: butter(4, 20 Hz) low-pass, sosfiltfilt over {LEN} noisy samples ==");
    let t: Vec<f64> = (0..LEN).map(|i| i as f64 / FS).collect();
    let tone = |t: f64| (2.0 * std::f64::consts::PI * 5.0 * t).sin();
    let noisy = {
        let mut rng = default_rng_on(3, &dev);
        let clean = Array::from_vec(t.iter().map(|&t| tone(t)).collect(), &[LEN], &dev)?;
        (&clean + &rng.normal(0.0, 0.4, &[LEN])?)?
    };
    let sos = tour.step("butter(4, 20 Hz, fs 1000, output sos)", || {
        let f = butter(
            4,
            &[20.0],
            &IirOptions {
                output: FilterOutput::Sos,
                fs: Some(FS),
                ..Default::default()
            },
        )?;
        f.into_sos()?.to_device(&dev)
    })?;
    let filtered = tour.step("sosfiltfilt", || {
        sosfiltfilt(&sos, &noisy, &SosfiltfiltOptions::default())
    })?;
    let (yn, yf) = (noisy.to_vec()?, filtered.to_vec()?);
    let err = |y: &[f64]| {
        (y.iter()
            .zip(&t)
            .map(|(v, &t)| (v - tone(t)).powi(2))
            .sum::<f64>()
            / LEN as f64)
            .sqrt()
    };
    println!(
        "    rms error vs the clean 5 Hz sine: noisy {:.3}, filtered {:.4}",
        err(&yn),
        err(&yf)
    );
    let p = tour.picture("4-sosfiltfilt.png");
    signal_plot(&p, tour.text(), &t, &yn, &yf, tone)?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Pictures (plotters draws into an RGB buffer; image writes it as PNG).

fn plot_err(e: impl std::fmt::Display) -> Error {
    Error::Io(std::io::Error::other(format!("drawing a picture: {e}")))
}

/// Looks for a TrueType font for titles and labels and registers it with plotters.
fn register_font() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = std::env::var_os("GSCI_TOUR_FONT")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    candidates.extend(
        [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans.ttf",
            "/usr/share/fonts/TTF/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
            "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
            "/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf",
            "/System/Library/Fonts/Supplemental/Arial.ttf",
            "/Library/Fonts/Arial.ttf",
            "C:\\Windows\\Fonts\\arial.ttf",
        ]
        .map(PathBuf::from),
    );
    for path in candidates {
        if let Ok(bytes) = std::fs::read(&path) {
            let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
            if plotters::style::register_font("sans-serif", FontStyle::Normal, bytes).is_ok() {
                return Some(path);
            }
        }
    }
    None
}

/// Draws into a `w × h` RGB canvas and saves it as PNG.
fn save_png(
    path: &Path,
    (w, h): (u32, u32),
    draw: impl FnOnce(&DrawingArea<BitMapBackend<'_>, plotters::coord::Shift>) -> gsci::Result<()>,
) -> gsci::Result<()> {
    let mut buf = vec![255u8; (w * h * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buf, (w, h)).into_drawing_area();
        root.fill(&WHITE).map_err(plot_err)?;
        draw(&root)?;
        root.present().map_err(plot_err)?;
    }
    let img = image::RgbImage::from_raw(w, h, buf)
        .ok_or_else(|| plot_err("the canvas has the wrong size"))?;
    img.save(path).map_err(|e| {
        Error::Io(std::io::Error::other(format!(
            "writing {}: {e}",
            path.display()
        )))
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Cmap {
    Gray,
    Viridis,
    /// 0 black, every label its own colour.
    Labels,
}

impl Cmap {
    fn color(self, t: f64, raw: f64) -> RGBColor {
        match self {
            Cmap::Gray => {
                let g = (t.clamp(0.0, 1.0) * 255.0).round() as u8;
                RGBColor(g, g, g)
            }
            Cmap::Viridis => {
                const V: [(f64, [f64; 3]); 5] = [
                    (0.0, [68.0, 1.0, 84.0]),
                    (0.25, [59.0, 82.0, 139.0]),
                    (0.5, [33.0, 145.0, 140.0]),
                    (0.75, [94.0, 201.0, 98.0]),
                    (1.0, [253.0, 231.0, 37.0]),
                ];
                let t = t.clamp(0.0, 1.0);
                let k = ((t * 4.0) as usize).min(3);
                let s = (t - V[k].0) / 0.25;
                let c = |i: usize| (V[k].1[i] + s * (V[k + 1].1[i] - V[k].1[i])).round() as u8;
                RGBColor(c(0), c(1), c(2))
            }
            Cmap::Labels => {
                let l = raw as usize;
                if l == 0 {
                    return RGBColor(0, 0, 0);
                }
                const P: [RGBColor; 8] = [
                    RGBColor(230, 25, 75),
                    RGBColor(60, 180, 75),
                    RGBColor(255, 225, 25),
                    RGBColor(0, 130, 200),
                    RGBColor(245, 130, 48),
                    RGBColor(145, 30, 180),
                    RGBColor(70, 240, 240),
                    RGBColor(240, 50, 230),
                ];
                P[(l - 1) % P.len()]
            }
        }
    }
}

/// A 2-D array shown as an image with axes, a title and a colour bar.
struct Heat<'a> {
    title: &'a str,
    data: &'a [f64],
    /// (rows, columns)
    shape: (usize, usize),
    /// x from, x to, y from, y to (row 0 is at `y from`)
    extent: [f64; 4],
    /// Row 0 at the bottom (a y axis pointing up) instead of the top.
    y_up: bool,
    axes: (&'a str, &'a str),
    cmap: Cmap,
    bar: Option<&'a str>,
}

fn heat_figure(path: &Path, text: bool, fig: &Heat<'_>) -> gsci::Result<()> {
    let (rows, cols) = fig.shape;
    let (lo, hi) = fig
        .data
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| {
            (a.min(v), b.max(v))
        });
    let span = if hi > lo { hi - lo } else { 1.0 };
    let [x0, x1, y0, y1] = fig.extent;
    save_png(path, (760, 640), |root| {
        let (main, bar) = root.split_horizontally(650);
        let mut cb = ChartBuilder::on(&main);
        cb.margin(12);
        if text {
            cb.caption(fig.title, ("sans-serif", 22))
                .x_label_area_size(45)
                .y_label_area_size(60);
        }
        // Image rows run down the screen unless y_up.
        let (ya, yb) = if fig.y_up { (y0, y1) } else { (y1, y0) };
        let mut chart = cb.build_cartesian_2d(x0..x1, ya..yb).map_err(plot_err)?;
        {
            let area = chart.plotting_area().strip_coord_spec();
            let (pw, ph) = area.dim_in_pixel();
            for py in 0..ph {
                // Screen row py shows data row r.
                let r = (py as usize * rows / ph as usize).min(rows - 1);
                let r = if fig.y_up { rows - 1 - r } else { r };
                for px in 0..pw {
                    let c = (px as usize * cols / pw as usize).min(cols - 1);
                    let v = fig.data[r * cols + c];
                    let color = fig.cmap.color((v - lo) / span, v);
                    area.draw_pixel((px as i32, py as i32), &color)
                        .map_err(plot_err)?;
                }
            }
        }
        // Pixel axes get whole numbers, the unit square one decimal.
        let digits = if (x1 - x0).abs() > 10.0 { 0 } else { 1 };
        if text {
            chart
                .configure_mesh()
                .disable_mesh()
                .x_label_formatter(&|v| format!("{v:.digits$}"))
                .y_label_formatter(&|v| format!("{v:.digits$}"))
                .x_desc(fig.axes.0)
                .y_desc(fig.axes.1)
                .label_style(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        if let Some(label) = fig.bar {
            let mut cb = ChartBuilder::on(&bar);
            cb.margin_top(if text { 45 } else { 12 })
                .margin_bottom(if text { 57 } else { 12 })
                .margin_right(8);
            if text {
                cb.y_label_area_size(70);
            }
            let mut c = cb
                .build_cartesian_2d(0.0..1.0, lo..lo + span)
                .map_err(plot_err)?;
            const STEPS: usize = 256;
            c.draw_series((0..STEPS).map(|k| {
                let a = lo + span * k as f64 / STEPS as f64;
                let b = lo + span * (k + 1) as f64 / STEPS as f64;
                let t = (k as f64 + 0.5) / STEPS as f64;
                Rectangle::new([(0.0, a), (1.0, b)], fig.cmap.color(t, a).filled())
            }))
            .map_err(plot_err)?;
            if text {
                c.configure_mesh()
                    .disable_mesh()
                    .disable_x_axis()
                    .y_desc(label)
                    .y_labels(6)
                    .label_style(("sans-serif", 13))
                    .y_label_formatter(&|v| format!("{v:.3}"))
                    .draw()
                    .map_err(plot_err)?;
            }
        }
        Ok(())
    })
}

fn residual_plot(
    path: &Path,
    text: bool,
    history: &[f64],
    rtol: f64,
    n: usize,
) -> gsci::Result<()> {
    let lo = history
        .iter()
        .cloned()
        .fold(f64::INFINITY, f64::min)
        .min(rtol)
        / 3.0;
    save_png(path, (800, 520), |root| {
        let mut cb = ChartBuilder::on(root);
        cb.margin(15);
        if text {
            cb.caption(
                format!("CG residual history, {n}x{n} Poisson problem"),
                ("sans-serif", 22),
            )
            .x_label_area_size(45)
            .y_label_area_size(75);
        }
        let mut chart = cb
            .build_cartesian_2d(
                0.0..(history.len() - 1).max(1) as f64,
                (lo..2.0).log_scale(),
            )
            .map_err(plot_err)?;
        if text {
            chart
                .configure_mesh()
                .x_desc("iteration")
                .y_desc("|b - A x| / |b|  (log scale)")
                .y_label_formatter(&|v| format!("{v:.0e}"))
                .label_style(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        // Series labels are kept in any case; the legend is drawn only with a font.
        chart
            .draw_series(LineSeries::new(
                history.iter().enumerate().map(|(i, &r)| (i as f64, r)),
                BLUE.stroke_width(2),
            ))
            .map_err(plot_err)?
            .label("cg (callback: relative residual)")
            .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], BLUE.stroke_width(2)));
        chart
            .draw_series(LineSeries::new(
                [(0.0, rtol), ((history.len() - 1) as f64, rtol)],
                RED.stroke_width(1),
            ))
            .map_err(plot_err)?
            .label(format!("rtol = {rtol:.0e}"))
            .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED));
        if text {
            chart
                .configure_series_labels()
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .label_font(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        Ok(())
    })
}

fn fit_plot(
    path: &Path,
    text: bool,
    xs: &[f64],
    ys: &[f64],
    c: &[f64],
    truth: &[f64],
) -> gsci::Result<()> {
    let poly = |c: &[f64], x: f64| c.iter().rev().fold(0.0, |acc, ci| acc * x + ci);
    let (lo, hi) = ys
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| {
            (a.min(v), b.max(v))
        });
    save_png(path, (800, 520), |root| {
        let mut cb = ChartBuilder::on(root);
        cb.margin(15);
        if text {
            cb.caption(
                format!(
                    "lstsq: degree-{} polynomial fit to {} noisy samples",
                    c.len() - 1,
                    xs.len()
                ),
                ("sans-serif", 22),
            )
            .x_label_area_size(45)
            .y_label_area_size(60);
        }
        let mut chart = cb
            .build_cartesian_2d(-1.0..1.0, (lo - 0.1)..(hi + 0.1))
            .map_err(plot_err)?;
        if text {
            chart
                .configure_mesh()
                .x_desc("x")
                .y_desc("y")
                .label_style(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        chart
            .draw_series(
                xs.iter()
                    .zip(ys)
                    .step_by(4)
                    .map(|(&x, &y)| Circle::new((x, y), 2, RGBColor(150, 150, 150).filled())),
            )
            .map_err(plot_err)?
            .label("samples (every 4th)")
            .legend(|(x, y)| Circle::new((x + 10, y), 3, RGBColor(150, 150, 150).filled()));
        let grid = |f: &dyn Fn(f64) -> f64| -> Vec<(f64, f64)> {
            (0..=400)
                .map(|i| -1.0 + i as f64 / 200.0)
                .map(|x| (x, f(x)))
                .collect()
        };
        chart
            .draw_series(LineSeries::new(grid(&|x| poly(c, x)), BLUE.stroke_width(3)))
            .map_err(plot_err)?
            .label("least-squares fit")
            .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], BLUE.stroke_width(3)));
        chart
            .draw_series(LineSeries::new(
                grid(&|x| poly(truth, x)),
                RED.stroke_width(1),
            ))
            .map_err(plot_err)?
            .label("true polynomial")
            .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED));
        if text {
            chart
                .configure_series_labels()
                .position(SeriesLabelPosition::UpperLeft)
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .label_font(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        Ok(())
    })
}

fn signal_plot(
    path: &Path,
    text: bool,
    t: &[f64],
    noisy: &[f64],
    filtered: &[f64],
    tone: impl Fn(f64) -> f64,
) -> gsci::Result<()> {
    // The first second only: a picture of 100 000 samples shows nothing.
    let shown = t.iter().take_while(|&&s| s <= 1.0).count();
    save_png(path, (800, 520), |root| {
        let mut cb = ChartBuilder::on(root);
        cb.margin(15);
        if text {
            cb.caption(
                "sosfiltfilt: butter(4, 20 Hz) low-pass of a noisy 5 Hz sine",
                ("sans-serif", 22),
            )
            .x_label_area_size(45)
            .y_label_area_size(60);
        }
        let mut chart = cb
            .build_cartesian_2d(0.0..1.0, -2.5..2.5)
            .map_err(plot_err)?;
        if text {
            chart
                .configure_mesh()
                .x_desc("time (s), first second shown")
                .y_desc("amplitude")
                .label_style(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        let series = [
            (noisy, RGBColor(180, 180, 180), 1, "noisy input (sigma 0.4)"),
            (filtered, BLUE, 3, "sosfiltfilt output"),
        ];
        for (y, color, width, name) in series {
            let s = chart
                .draw_series(LineSeries::new(
                    t[..shown].iter().cloned().zip(y[..shown].iter().cloned()),
                    color.stroke_width(width),
                ))
                .map_err(plot_err)?;
            if text {
                s.label(name).legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 20, y)], color.stroke_width(width))
                });
            }
        }
        let s = chart
            .draw_series(LineSeries::new(
                t[..shown].iter().map(|&s| (s, tone(s))),
                RED.stroke_width(1),
            ))
            .map_err(plot_err)?;
        if text {
            s.label("clean sine")
                .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED));
            chart
                .configure_series_labels()
                .position(SeriesLabelPosition::LowerRight)
                .background_style(WHITE.mix(0.8))
                .border_style(BLACK)
                .label_font(("sans-serif", 14))
                .draw()
                .map_err(plot_err)?;
        }
        Ok(())
    })
}
