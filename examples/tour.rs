//! The gsci tour: what gsci sees on this machine, then one round trip through the default device.
//!
//! ```text
//! cargo run --release --example tour
//! GSCI_DEVICE=cpu cargo run --release --example tour   # force the CPU backend
//! ```
//! It runs on any machine: without an NVIDIA GPU (or its driver) the default device is the CPU.
//! The tour grows as the crates land.

use gsci::core::kernel_cache;
use gsci::{Array, Device};

fn main() -> gsci::Result<()> {
    // What gsci finds here: device, driver, and which CUDA libraries load (like cupy.show_config()).
    println!("{}", gsci::info());

    // GSCI_DEVICE=cpu|cuda|cuda:N picks the device; otherwise the first GPU, else the CPU.
    if let Err(e) = Device::try_default() {
        eprintln!("note: GSCI_DEVICE is set but unusable ({e}); using the default instead");
    }
    let device = Device::default();
    println!("default device: {device}\n");

    // Move data to the device: a 3x4 f32 matrix from a Vec (C order).
    let host: Vec<f32> = (0..12).map(|i| 0.25 * i as f32 - 1.0).collect();
    let a = Array::from_vec(host.clone(), &[3, 4], &device)?;
    println!("a = Array<{}> on {}:\n{a}\n", a.dtype(), a.device());

    // Views cost nothing: the transpose shares a's memory, with swapped strides.
    let t = a.transpose()?;
    println!(
        "t = a.transpose(): shape {:?}, strides {:?}, shares a's memory: {}",
        t.shape(),
        t.strides(),
        t.shares_storage(&a)
    );

    // Compute on the device: cast the strided view to f64 (NumPy's astype), then a deep copy. On a
    // GPU both run as kernels that gsci compiled with NVRTC on first use and cached on disk.
    let c = t.astype::<f64>()?.copy()?;
    println!(
        "c = t.astype::<f64>().copy(): Array<{}> of shape {:?} on {}, C-contiguous: {}",
        c.dtype(),
        c.shape(),
        c.device(),
        c.is_c_contiguous()
    );

    // Bring the result back to the CPU and check it.
    let back = c.to_device(&Device::cpu())?;
    println!("\nc, back on the CPU:\n{back}\n");
    let expected: Vec<f64> = (0..12)
        .map(|k| f64::from(host[(k % 3) * 4 + k / 3]))
        .collect();
    assert_eq!(
        back.to_vec()?,
        expected,
        "the round trip must give back a.T"
    );
    println!("round trip {device} -> cpu: ok ({} bytes)", back.nbytes());

    if device.is_cuda() {
        let stats = kernel_cache::cache_stats();
        println!(
            "kernel cache: {} compiled, {} loaded from disk ({}), {} reused in memory",
            stats.compiles,
            stats.disk_hits,
            kernel_cache::cache_dir()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|| "disk cache off".into()),
            stats.memory_hits
        );
    }
    Ok(())
}
