//! Every generated kernel of every registered function compiles with NVRTC (to PTX for
//! compute_90; the first module also through `ptxas` to an sm_90 CUBIN), and so does a user's
//! own kernel built on `gsci_special::cuda_preamble().unwrap()` (no GPU needed).
//! Run with `LD_LIBRARY_PATH=<nvrtc lib> GSCI_REQUIRE_NVRTC=1` to make a missing NVRTC fail.

use gsci_core::kernel_cache::{
    DEFAULT_OPTIONS, TYPES_HEADER, compile_cubin, compile_ptx, nvrtc_available,
};

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
    // The modules are independent NVRTC programs, two at a time (CI's two cores). `ptxas`
    // compiles a large device function again for each of the three kernels of each loop, which
    // made a module's CUBIN take minutes; PTX checks the source (front end and NVVM) in seconds,
    // and the first module also goes through `ptxas` (the GPU suites load every kernel).
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some((name, src)) = srcs.get(i) else {
                        break;
                    };
                    if i == 0 {
                        compile_cubin(src, name, "sm_90", DEFAULT_OPTIONS)
                            .unwrap_or_else(|e| panic!("{name}: {e}"));
                    } else {
                        let ptx = compile_ptx(src, name, "compute_90", DEFAULT_OPTIONS)
                            .unwrap_or_else(|e| panic!("{name}: {e}"));
                        assert!(ptx.contains(".entry"), "{name}: no kernel in the PTX");
                    }
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
