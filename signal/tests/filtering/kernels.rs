//! Every filtering kernel module compiles with NVRTC for sm_90 (no GPU needed). Runs when NVRTC
//! loads (put a libnvrtc.so.13 folder on LD_LIBRARY_PATH); without it the test fails if
//! `GSCI_REQUIRE_NVRTC=1`, else it reports the skip.

use gsci_core::kernel_cache::{DEFAULT_OPTIONS, compile_cubin, nvrtc_available};

#[test]
fn filtering_kernels_compile_for_sm90() {
    if !nvrtc_available() {
        assert!(
            std::env::var("GSCI_REQUIRE_NVRTC").as_deref() != Ok("1"),
            "GSCI_REQUIRE_NVRTC=1 but NVRTC does not load"
        );
        eprintln!("skipped: NVRTC not found (set LD_LIBRARY_PATH to a libnvrtc.so.13 folder)");
        return;
    }
    let sources = gsci_signal::filter_kernel_sources();
    assert!(sources.len() >= 4 * 19, "{} modules", sources.len());
    for chunk in sources.chunks(2) {
        std::thread::scope(|s| {
            for (name, source) in chunk {
                s.spawn(move || {
                    let cubin = compile_cubin(source, name, "sm_90", DEFAULT_OPTIONS)
                        .unwrap_or_else(|e| panic!("{name} failed to compile:\n{e}"));
                    assert!(cubin.len() > 100, "{name}: suspiciously small CUBIN");
                });
            }
        });
    }
    eprintln!(
        "compiled {} filtering kernel modules for sm_90",
        sources.len()
    );
}
