//! Every generated kernel of every registered function compiles with NVRTC for sm_90 (no GPU
//! needed), and so does a user's own kernel built on `gsci_special::cuda_preamble().unwrap()`.
//! Run with `LD_LIBRARY_PATH=<nvrtc lib> GSCI_REQUIRE_NVRTC=1` to make a missing NVRTC fail.

use gsci_core::kernel_cache::{DEFAULT_OPTIONS, TYPES_HEADER, compile_cubin, nvrtc_available};

fn nvrtc() -> bool {
    if !nvrtc_available() {
        assert!(
            std::env::var("GSCI_REQUIRE_NVRTC").as_deref() != Ok("1"),
            "GSCI_REQUIRE_NVRTC=1 but NVRTC does not load"
        );
        eprintln!("skipped: NVRTC not found");
        return false;
    }
    true
}

#[test]
fn generated_ufunc_kernels_compile() {
    if !nvrtc() {
        return;
    }
    let srcs = gsci_special::generated_sources();
    assert!(!srcs.is_empty());
    // The modules are independent NVRTC programs, each minutes long with the series of the
    // hypergeometric and orthogonal families: two at a time (CI's two cores).
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((name, src)) = srcs.get(i) else {
                        break;
                    };
                    compile_cubin(src, name, "sm_90", DEFAULT_OPTIONS)
                        .unwrap_or_else(|e| panic!("{name}: {e}"));
                }
            });
        }
    });
}

#[test]
fn user_kernel_with_the_preamble_compiles() {
    if !nvrtc() {
        return;
    }
    let src = format!(
        "{TYPES_HEADER}\n{}\nextern \"C\" __global__ void my_kernel(const double* x, double* y, int n) {{\n\
         int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
         if (i < n) y[i] = gsci_sp_expit(x[i]) * gsci_sp_sindg(x[i]) + gsci_sp_xlogy(x[i], 2.0);\n}}\n",
        gsci_special::cuda_preamble().unwrap()
    );
    compile_cubin(&src, "my_kernel", "sm_90", DEFAULT_OPTIONS).unwrap();
}
