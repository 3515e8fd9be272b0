//! Device memory of the filter and resampling calls (issue 18: a call needs at most its output
//! plus O(blocks x order^2) scratch; stft of 2^26 samples fits in 4x its output), measured with
//! the pool's high-water mark on a GPU, each result also checked against the CPU backend.
//! On the CPU the pool statistics are refused (checked).
//!
//! Its own test binary, its tests one at a time (`SERIAL`): the pool's high-water mark counts
//! every allocation on the device, so no other test may run beside a measurement.

#[path = "filtering/common.rs"]
#[allow(dead_code, unused_imports)]
mod common;
#[path = "common/mod.rs"]
mod shared;

use common::{assert_close, rand_vec};
use gsci_signal::{
    Array, BType, DecimateOptions, Device, FilterOutput, FiltfiltOptions, IirOptions,
    LfilterOptions, SosfiltOptions, SosfiltfiltOptions, UpfirdnOptions, butter, decimate, filtfilt,
    lfilter, resample_poly, sosfilt, sosfiltfilt, upfirdn,
};
use gsci_tests::test_device;

/// Runs `f` on `d` and returns (its result, the device memory it allocated at its peak beyond
/// what was live before, minus the result's bytes).
fn scratch<T: gsci_signal::FilterElement>(
    d: &Device,
    f: impl FnOnce() -> Array<T>,
) -> (Array<T>, i64) {
    d.synchronize().unwrap();
    d.reset_peak_memory_stats().unwrap();
    let before = d.memory_stats().unwrap().used_bytes as i64;
    let y = f();
    d.synchronize().unwrap();
    let peak = d.memory_stats().unwrap().used_high_bytes as i64 - before;
    let out = (y.len() * std::mem::size_of::<T>()) as i64;
    (y, peak - out)
}

const MIB: i64 = 1 << 20;

/// Held by each test of this binary: one measurement at a time.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn filter_calls_need_their_output_plus_block_states() {
    let _one = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let d = test_device();
    if d == Device::cpu() {
        assert!(d.memory_stats().is_err() && d.reset_peak_memory_stats().is_err());
        return;
    }
    let cpu = Device::cpu();
    let n = 1usize << 22;
    let xv: Vec<f32> = rand_vec(501, n);
    let x = Array::from_vec(xv.clone(), &[n], &d).unwrap();
    let xc = Array::from_vec(xv, &[n], &cpu).unwrap();
    let sos_opts = IirOptions {
        output: FilterOutput::Sos,
        btype: BType::Lowpass,
        ..Default::default()
    };
    let sos64 = butter(8, &[0.2], &sos_opts).unwrap().into_sos().unwrap();
    let sos = sos64.astype::<f32>().unwrap();
    let (b4, a4) = butter(4, &[0.3], &IirOptions::default())
        .unwrap()
        .into_ba()
        .unwrap();
    let (b4, a4) = (b4.astype::<f32>().unwrap(), a4.astype::<f32>().unwrap());
    let fir63 = Array::full(&[63], 1.0f32 / 63.0, &cpu).unwrap();
    let one = Array::from_vec(vec![1.0f32], &[1], &cpu).unwrap();
    let taps64: Vec<f32> = rand_vec(502, 64);
    let h64 = Array::from_vec(taps64, &[64], &cpu).unwrap();
    // The scan's block states of an order-m filter over n samples in 64-sample blocks: n / 64
    // blocks of m states (and the superblock levels above them, 1/64 of that each).
    let states = |m: i64| (n as i64 / 64) * m * 4 * 2;
    type Call<'a> = (&'a str, Box<dyn Fn(&Array<f32>) -> Array<f32> + 'a>, i64);
    let calls: Vec<Call> = vec![
        (
            "lfilter iir order 4",
            Box::new(|x| {
                let (b, a) = (
                    b4.to_device(x.device()).unwrap(),
                    a4.to_device(x.device()).unwrap(),
                );
                lfilter(&b, &a, x, &LfilterOptions::default()).unwrap().y
            }),
            states(4) + MIB,
        ),
        (
            "lfilter fir 63",
            Box::new(|x| {
                let (b, a) = (
                    fir63.to_device(x.device()).unwrap(),
                    one.to_device(x.device()).unwrap(),
                );
                lfilter(&b, &a, x, &LfilterOptions::default()).unwrap().y
            }),
            MIB,
        ),
        (
            "sosfilt butter(8)",
            Box::new(|x| {
                let s = sos.to_device(x.device()).unwrap();
                sosfilt(&s, x, &SosfiltOptions::default()).unwrap().y
            }),
            states(8) + MIB,
        ),
        (
            "sosfiltfilt butter(8)",
            Box::new(|x| {
                let s = sos.to_device(x.device()).unwrap();
                sosfiltfilt(&s, x, &SosfiltfiltOptions::default()).unwrap()
            }),
            states(8) + MIB,
        ),
        (
            "filtfilt butter(4) ba",
            Box::new(|x| {
                let (b, a) = (
                    b4.to_device(x.device()).unwrap(),
                    a4.to_device(x.device()).unwrap(),
                );
                filtfilt(&b, &a, x, &FiltfiltOptions::default()).unwrap()
            }),
            states(4) + MIB,
        ),
        (
            "filtfilt fir 63 (windows of 2^20 samples)",
            Box::new(|x| {
                let (b, a) = (
                    fir63.to_device(x.device()).unwrap(),
                    one.to_device(x.device()).unwrap(),
                );
                filtfilt(&b, &a, x, &FiltfiltOptions::default()).unwrap()
            }),
            4 * MIB + MIB,
        ),
        (
            "upfirdn up 2 down 3, 64 taps",
            Box::new(|x| {
                let h = h64.to_device(x.device()).unwrap();
                let o = UpfirdnOptions {
                    up: 2,
                    down: 3,
                    ..Default::default()
                };
                upfirdn(&h, x, &o).unwrap()
            }),
            MIB,
        ),
        (
            "resample_poly 3 / 2",
            Box::new(|x| resample_poly(x, 3, 2, &Default::default()).unwrap()),
            MIB,
        ),
    ];
    for (name, call, bound) in &calls {
        let (y, extra) = scratch(&d, || call(&x));
        eprintln!(
            "{name}: output {} MiB, scratch {:.2} MiB (bound {:.2} MiB)",
            y.len() * 4 / MIB as usize,
            extra as f64 / MIB as f64,
            *bound as f64 / MIB as f64
        );
        assert!(
            extra <= *bound,
            "{name}: {extra} bytes of scratch beyond the output, bound {bound}"
        );
        let want = call(&xc).to_vec().unwrap();
        assert_close(&format!("{name}: GPU vs CPU"), &y, &want, 2e-5);
    }
    // decimate: the forward pass's block states and the backward pass's (the filtered signal
    // is never formed; the kept samples are its output)
    let (y, extra) = scratch(&d, || decimate(&x, 8, &DecimateOptions::default()).unwrap());
    eprintln!(
        "decimate q=8: output {} MiB, scratch {:.2} MiB",
        y.len() * 4 / MIB as usize,
        extra as f64 / MIB as f64
    );
    assert!(extra <= states(8) + MIB, "decimate: {extra}");
    let want = decimate(&xc, 8, &DecimateOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_close("decimate: GPU vs CPU", &y, &want, 2e-5);
}

#[test]
fn stft_of_2_26_samples_fits_in_four_times_its_output() {
    let _one = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let d = test_device();
    if d == Device::cpu() {
        assert!(d.memory_stats().is_err());
        return;
    }
    let n = 1usize << 26;
    let x = Array::from_vec(rand_vec::<f32>(503, n), &[n], &d).unwrap();
    d.synchronize().unwrap();
    d.reset_peak_memory_stats().unwrap();
    let before = d.memory_stats().unwrap().used_bytes as i64;
    let opts = gsci_signal::StftOptions {
        nperseg: 1024,
        ..Default::default()
    };
    let z = gsci_signal::stft(&x, &opts).unwrap().zxx;
    d.synchronize().unwrap();
    let peak = d.memory_stats().unwrap().used_high_bytes as i64 - before;
    let out = (z.len() * 8) as i64;
    eprintln!(
        "stft 2^26 nperseg 1024: output {:.1} MiB, peak {:.1} MiB ({:.2}x)",
        out as f64 / MIB as f64,
        peak as f64 / MIB as f64,
        peak as f64 / out as f64
    );
    assert!(peak <= 4 * out, "stft: peak {peak} > 4 x output {out}");
}
