//! Denoising an image with `scipy.ndimage`'s filters, then measuring what is in it: a synthetic
//! picture with Gaussian and salt-and-pepper noise, `median_filter` (removes the impulses),
//! `gaussian_filter` (smooths what is left), `label` of the thresholded result and the mean
//! brightness of each object (`mean` with labels) -- each stage checked against the clean picture.
//!
//! ```text
//! cargo run -p gsci-ndimage --example denoise
//! GSCI_DEVICE=cpu cargo run -p gsci-ndimage --example denoise   # force the CPU backend
//! ```
//!
//! SciPy's twin: `median_filter(noisy, size=3)`, `gaussian_filter(m, 1.0)`, `label(g > 0.5)`,
//! `mean(g, labels, index=[1, 2, 3, 4])`.

use std::time::Instant;

use gsci_ndimage::gsci_core::ufunc;
use gsci_ndimage::{
    Array, Device, Error, GaussianFilterOptions, Index, RankFilterOptions, Result, gaussian_filter,
    label, mean, median_filter,
};

const H: usize = 160;
const W: usize = 160;
const BACKGROUND: f64 = 0.2;
/// (row, column, radius, brightness) of the discs.
const DISCS: [(f64, f64, f64, f64); 4] = [
    (40.0, 45.0, 22.0, 0.9),
    (45.0, 120.0, 16.0, 0.8),
    (115.0, 50.0, 18.0, 0.75),
    (112.0, 118.0, 26.0, 0.7),
];

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");

    let clean = synthetic();
    let noisy = add_noise(&clean, 0.08, 0.05, 2024);
    let img = Array::from_vec(noisy.clone(), &[H, W], &dev)?;
    println!(
        "{H}x{W} picture: {} discs on {BACKGROUND}, Gaussian noise (sigma 0.08) and 5 % salt-and-pepper pixels",
        DISCS.len()
    );
    // Errors over the whole picture, and over its flat parts (more than 3 pixels from an edge),
    // where what is left after the median is the Gaussian noise that a Gaussian filter smooths.
    let flat = flat_mask();
    let report = |name: &str, v: &[f64], t: Option<Instant>| -> (f64, f64) {
        let (all, fl) = (rms(v, &clean, None), rms(v, &clean, Some(&flat)));
        let time = t
            .map(|t| format!("  ({:.1} ms)", ms(t)))
            .unwrap_or_default();
        println!("  {name:<40} rms error {all:.4}, in flat parts {fl:.4}{time}");
        (all, fl)
    };
    let (rms_noisy, flat_noisy) = report("noisy picture", &noisy, None);

    let t = Instant::now();
    let med = median_filter(
        &img,
        &RankFilterOptions {
            size: Some(vec![3]),
            ..Default::default()
        },
    )?;
    let med_v = med.to_vec()?;
    let (rms_med, flat_med) = report("median_filter(size=3)", &med_v, Some(t));

    let t = Instant::now();
    let smooth = gaussian_filter(&med, &[1.0], &GaussianFilterOptions::default())?;
    let smooth_v = smooth.to_vec()?;
    let (_, flat_smooth) = report("then gaussian_filter(sigma=1)", &smooth_v, Some(t));

    // The Gaussian alone smears the impulses instead of removing them.
    let t = Instant::now();
    let gauss_only = gaussian_filter(&img, &[1.0], &GaussianFilterOptions::default())?;
    let (rms_gauss, _) = report(
        "gaussian_filter alone, for comparison",
        &gauss_only.to_vec()?,
        Some(t),
    );

    // Objects: threshold, label, mean brightness per label.
    let t = Instant::now();
    let mask: Array<bool> = ufunc::greater(&smooth, 0.5)?;
    let (labels, count) = label(&mask, None)?;
    let ids: Vec<i64> = (1..=count as i64).collect();
    // The brightness of each object, measured on the median-filtered picture (the Gaussian
    // blurs the objects' rims).
    let means = mean(&med, Some(&labels), &Index::Labels(ids))?.to_vec()?;
    println!(
        "label(smoothed > 0.5): {count} objects ({:.1} ms); mean of the median-filtered picture per object:",
        ms(t)
    );
    // Labels are numbered in raster order; match each to the disc whose centre it covers.
    let lab = labels.to_vec()?;
    let mut worst = 0.0f64;
    let mut matched = 0;
    for (r, c, _, b) in DISCS {
        let l = lab[r as usize * W + c as usize];
        if l >= 1 {
            let m = means[l as usize - 1];
            println!("  label {l}: disc at ({r}, {c}), brightness {b}: mean {m:.4}");
            worst = worst.max((m - b).abs());
            matched += 1;
        }
    }
    println!("{}", ascii(&lab));

    let ok = rms_med < 0.5 * rms_noisy
        && rms_med < rms_gauss
        && flat_med < flat_noisy
        && flat_smooth < 0.7 * flat_med
        && count == DISCS.len()
        && matched == DISCS.len()
        && worst < 0.02;
    if !ok {
        return Err(Error::InvalidArgument {
            op: "examples/denoise",
            reason: "the denoised picture is not the expected one".into(),
        });
    }
    println!(
        "ok: the median cut the rms error {:.1}x, the gaussian the rest in flat parts {:.1}x; \
         {count} objects with their brightness within {worst:.3}",
        rms_noisy / rms_med,
        flat_med / flat_smooth
    );
    Ok(())
}

fn synthetic() -> Vec<f64> {
    let mut img = vec![BACKGROUND; H * W];
    for (k, v) in img.iter_mut().enumerate() {
        let (r, c) = ((k / W) as f64, (k % W) as f64);
        for (r0, c0, rad, b) in DISCS {
            if (r - r0).powi(2) + (c - c0).powi(2) < rad * rad {
                *v = b;
            }
        }
    }
    img
}

/// Gaussian noise of `sigma` plus salt-and-pepper on a fraction `p` of the pixels, from a seeded
/// SplitMix64 stream (gsci-random's `Generator` draws noise on the device: see the tour).
fn add_noise(clean: &[f64], sigma: f64, p: f64, seed: u64) -> Vec<f64> {
    let mut state = seed;
    let mut uniform = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    };
    clean
        .iter()
        .map(|&v| {
            let (u1, u2) = (uniform().max(f64::MIN_POSITIVE), uniform());
            let g = (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos();
            let impulse = uniform();
            if impulse < p / 2.0 {
                0.0
            } else if impulse < p {
                1.0
            } else {
                v + sigma * g
            }
        })
        .collect()
}

/// The root-mean-square difference, over the pixels where `mask` is true (all without a mask).
fn rms(a: &[f64], b: &[f64], mask: Option<&[bool]>) -> f64 {
    let (mut s, mut n) = (0.0, 0usize);
    for (k, (p, q)) in a.iter().zip(b).enumerate() {
        if mask.is_none_or(|m| m[k]) {
            s += (p - q).powi(2);
            n += 1;
        }
    }
    (s / n.max(1) as f64).sqrt()
}

/// Pixels more than 3 pixels away from every disc's rim.
fn flat_mask() -> Vec<bool> {
    (0..H * W)
        .map(|k| {
            let (r, c) = ((k / W) as f64, (k % W) as f64);
            DISCS.iter().all(|&(r0, c0, rad, _)| {
                (((r - r0).powi(2) + (c - c0).powi(2)).sqrt() - rad).abs() > 3.0
            })
        })
        .collect()
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// The labels as a 40x20 character picture (`.` background, `1`-`9` labels).
fn ascii(lab: &[i32]) -> String {
    let mut s = String::new();
    for r in (0..H).step_by(H / 20) {
        s.push_str("    ");
        for c in (0..W).step_by(W / 40) {
            let l = lab[r * W + c];
            s.push(if l == 0 {
                '.'
            } else {
                char::from_digit(l as u32 % 10, 10).unwrap_or('#')
            });
        }
        s.push('\n');
    }
    s.pop();
    s
}
