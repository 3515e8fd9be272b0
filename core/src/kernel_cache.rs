//! The kernel cache: the one place in gsci that calls NVRTC.
//!
//! A kernel is compiled to a CUBIN for the device's architecture. The cache key is
//! `sha256(source, options, arch, NVRTC version)`; compiled images live in memory per device (see
//! [`crate::cuda::CudaBackend::function`]) and on disk under `$GSCI_CACHE_DIR` (default
//! `~/.cache/gsci`), written atomically, so a second process compiles nothing it compiled before.
//! Set `GSCI_CACHE_DIR=off` to disable the disk cache.

use crate::error::{Error, Result};
use cudarc::nvrtc::sys as nvrtc;
use sha2::{Digest, Sha256};
use std::ffi::{CStr, CString};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The header every generated kernel source starts with: element types and NumPy casts.
pub const TYPES_HEADER: &str = include_str!("kernels/gsci_types.cuh");

static COMPILES: AtomicU64 = AtomicU64::new(0);
static DISK_HITS: AtomicU64 = AtomicU64::new(0);
static MEMORY_HITS: AtomicU64 = AtomicU64::new(0);

/// How often the kernel cache compiled, hit the disk, or hit memory, in this process.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// NVRTC compilations performed.
    pub compiles: u64,
    /// Kernels loaded from the on-disk cache.
    pub disk_hits: u64,
    /// Kernel lookups answered from the in-memory cache.
    pub memory_hits: u64,
}

/// The counters of this process's kernel cache.
pub fn cache_stats() -> CacheStats {
    CacheStats {
        compiles: COMPILES.load(Ordering::Relaxed),
        disk_hits: DISK_HITS.load(Ordering::Relaxed),
        memory_hits: MEMORY_HITS.load(Ordering::Relaxed),
    }
}

pub(crate) fn count_memory_hit() {
    MEMORY_HITS.fetch_add(1, Ordering::Relaxed);
}

/// Whether NVRTC can be loaded on this machine.
pub fn nvrtc_available() -> bool {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    // SAFETY: is_culib_present only tries to dlopen the library; it does not call into it.
    *PRESENT.get_or_init(|| unsafe { nvrtc::is_culib_present() })
}

/// NVRTC's version (major, minor).
///
/// # Errors
/// [`Error::LibraryNotFound`] if NVRTC cannot be loaded.
pub fn nvrtc_version() -> Result<(i32, i32)> {
    if !nvrtc_available() {
        return Err(Error::LibraryNotFound(
            "NVRTC (libnvrtc.so): put its folder on LD_LIBRARY_PATH".into(),
        ));
    }
    let (mut major, mut minor) = (0, 0);
    // SAFETY: the library is present (checked above); both pointers are valid for writes.
    let r = unsafe { nvrtc::nvrtcVersion(&mut major, &mut minor) };
    nvrtc_check(r, "nvrtcVersion")?;
    Ok((major, minor))
}

fn nvrtc_check(r: nvrtc::nvrtcResult, call: &'static str) -> Result<()> {
    if r == nvrtc::nvrtcResult::NVRTC_SUCCESS {
        Ok(())
    } else {
        Err(Error::Cuda {
            code: format!("{r:?}"),
            call,
        })
    }
}

/// The options gsci compiles every kernel with, besides the architecture.
pub const DEFAULT_OPTIONS: &[&str] = &["-std=c++17", "--device-as-default-execution-space"];

/// The on-disk cache folder, or `None` when disabled.
pub fn cache_dir() -> Option<PathBuf> {
    match std::env::var_os("GSCI_CACHE_DIR") {
        Some(v) if v == "off" => None,
        Some(v) if !v.is_empty() => Some(PathBuf::from(v)),
        _ => std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache").join("gsci")),
    }
}

/// The cache key of a kernel: sha256 over source, options, architecture and NVRTC version.
pub fn cache_key(source: &str, options: &[&str], arch: &str, nvrtc: (i32, i32)) -> String {
    let mut h = Sha256::new();
    h.update(source.as_bytes());
    for o in options {
        h.update([0u8]);
        h.update(o.as_bytes());
    }
    h.update([1u8]);
    h.update(arch.as_bytes());
    h.update(format!("nvrtc{}.{}", nvrtc.0, nvrtc.1).as_bytes());
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Compiles `source` with NVRTC for `arch` (e.g. `"sm_90"`) and returns the CUBIN image. Needs no
/// GPU, only NVRTC. Does not look at any cache.
///
/// # Errors
/// [`Error::LibraryNotFound`] without NVRTC; [`Error::Compile`] with NVRTC's log and a source excerpt.
pub fn compile_cubin(source: &str, name: &str, arch: &str, options: &[&str]) -> Result<Vec<u8>> {
    Ok(compile_with_names(source, name, arch, options, &[])?.0)
}

/// [`compile_cubin`] that also registers C++ name expressions (`"my_kernel<float>"`) with NVRTC
/// (`nvrtcAddNameExpression`) and returns their lowered (mangled) names in the same order
/// (`nvrtcGetLoweredName`): how templated kernels are instantiated and found.
///
/// # Errors
/// As [`compile_cubin`]; [`Error::InvalidArgument`] for a name expression with a NUL byte.
pub fn compile_with_names(
    source: &str,
    name: &str,
    arch: &str,
    options: &[&str],
    name_expressions: &[&str],
) -> Result<(Vec<u8>, Vec<String>)> {
    let (prog, lowered) = compile_program(source, name, arch, options, name_expressions)?;
    let mut size = 0usize;
    // SAFETY: `prog` compiled successfully for a real architecture, so it has a CUBIN.
    unsafe {
        nvrtc_check(
            nvrtc::nvrtcGetCUBINSize(prog.0, &mut size),
            "nvrtcGetCUBINSize",
        )?
    };
    let mut cubin = vec![0u8; size];
    // SAFETY: the buffer holds exactly `size` bytes.
    unsafe {
        nvrtc_check(
            nvrtc::nvrtcGetCUBIN(prog.0, cubin.as_mut_ptr() as *mut _),
            "nvrtcGetCUBIN",
        )?
    };
    Ok((cubin, lowered))
}

/// Compiles `source` with NVRTC to PTX for a virtual architecture (e.g. `"compute_90"`): the
/// front end and NVVM's optimiser, without `ptxas`. A check that a source compiles at a fraction
/// of [`compile_cubin`]'s cost when its kernels share large device functions (`ptxas` compiles
/// the call graph again for every kernel). Needs no GPU, only NVRTC. Does not look at any cache.
///
/// # Errors
/// [`Error::LibraryNotFound`] without NVRTC; [`Error::Compile`] with NVRTC's log and a source
/// excerpt; [`Error::InvalidArgument`] naming `compile_ptx` for a real architecture (`sm_*`).
pub fn compile_ptx(source: &str, name: &str, arch: &str, options: &[&str]) -> Result<String> {
    if !arch.starts_with("compute_") {
        return Err(Error::invalid(
            "compile_ptx",
            format!("arch must be a virtual architecture (compute_XX), got {arch:?}"),
        ));
    }
    let (prog, _) = compile_program(source, name, arch, options, &[])?;
    let mut size = 0usize;
    // SAFETY: `prog` compiled successfully, so it has PTX.
    unsafe { nvrtc_check(nvrtc::nvrtcGetPTXSize(prog.0, &mut size), "nvrtcGetPTXSize")? };
    let mut ptx = vec![0u8; size];
    // SAFETY: the buffer holds exactly `size` bytes.
    unsafe {
        nvrtc_check(
            nvrtc::nvrtcGetPTX(prog.0, ptx.as_mut_ptr() as *mut _),
            "nvrtcGetPTX",
        )?
    };
    Ok(CStr::from_bytes_until_nul(&ptx)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default())
}

/// An NVRTC program, destroyed on drop.
struct Program(nvrtc::nvrtcProgram);

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: the program was created by `compile_program` and is destroyed once.
        unsafe {
            let _ = nvrtc::nvrtcDestroyProgram(&mut self.0);
        }
    }
}

/// Creates and compiles an NVRTC program; the lowered names of `name_expressions` in order.
fn compile_program(
    source: &str,
    name: &str,
    arch: &str,
    options: &[&str],
    name_expressions: &[&str],
) -> Result<(Program, Vec<String>)> {
    nvrtc_version()?;
    let c_src =
        CString::new(source).map_err(|_| Error::invalid("compile_cubin", "source has NUL"))?;
    let c_name = CString::new(format!("{name}.cu"))
        .map_err(|_| Error::invalid("compile_cubin", "name has NUL"))?;
    let mut opts: Vec<CString> = options
        .iter()
        .map(|o| CString::new(*o).expect("option strings are ours and have no NUL"))
        .collect();
    opts.push(CString::new(format!("--gpu-architecture={arch}")).expect("arch has no NUL"));
    let opt_ptrs: Vec<*const std::ffi::c_char> = opts.iter().map(|o| o.as_ptr()).collect();
    let mut prog: nvrtc::nvrtcProgram = std::ptr::null_mut();
    // SAFETY: NVRTC is present; pointers come from live CStrings; no headers are passed.
    unsafe {
        nvrtc_check(
            nvrtc::nvrtcCreateProgram(
                &mut prog,
                c_src.as_ptr(),
                c_name.as_ptr(),
                0,
                std::ptr::null(),
                std::ptr::null(),
            ),
            "nvrtcCreateProgram",
        )?;
    }
    let guard = Program(prog);
    let c_names: Vec<CString> = name_expressions
        .iter()
        .map(|n| {
            CString::new(*n)
                .map_err(|_| Error::invalid("compile_with_names", "name expression has NUL"))
        })
        .collect::<Result<_>>()?;
    for n in &c_names {
        // SAFETY: `prog` is live and not yet compiled; the string outlives the call.
        nvrtc_check(
            unsafe { nvrtc::nvrtcAddNameExpression(guard.0, n.as_ptr()) },
            "nvrtcAddNameExpression",
        )?;
    }
    COMPILES.fetch_add(1, Ordering::Relaxed);
    // SAFETY: `prog` is live; the option array outlives the call.
    let r =
        unsafe { nvrtc::nvrtcCompileProgram(guard.0, opt_ptrs.len() as i32, opt_ptrs.as_ptr()) };
    if r != nvrtc::nvrtcResult::NVRTC_SUCCESS {
        let log = program_log(guard.0);
        return Err(Error::Compile {
            name: name.to_string(),
            log,
            source_excerpt: excerpt(source),
        });
    }
    let mut lowered = Vec::with_capacity(c_names.len());
    for n in &c_names {
        let mut p: *const std::ffi::c_char = std::ptr::null();
        // SAFETY: the program compiled with this name expression added; NVRTC owns the returned
        // string until the program is destroyed, and it is copied before that.
        unsafe {
            nvrtc_check(
                nvrtc::nvrtcGetLoweredName(guard.0, n.as_ptr(), &mut p),
                "nvrtcGetLoweredName",
            )?;
            lowered.push(CStr::from_ptr(p).to_string_lossy().into_owned());
        }
    }
    Ok((guard, lowered))
}

fn program_log(prog: nvrtc::nvrtcProgram) -> String {
    let mut size = 0usize;
    // SAFETY: prog is live; the buffer is sized from NVRTC's answer.
    unsafe {
        if nvrtc::nvrtcGetProgramLogSize(prog, &mut size) != nvrtc::nvrtcResult::NVRTC_SUCCESS
            || size == 0
        {
            return String::new();
        }
        let mut buf = vec![0u8; size];
        if nvrtc::nvrtcGetProgramLog(prog, buf.as_mut_ptr() as *mut _)
            != nvrtc::nvrtcResult::NVRTC_SUCCESS
        {
            return String::new();
        }
        CStr::from_bytes_until_nul(&buf)
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// The generated part of a source (after the shared header), numbered, at most 60 lines.
fn excerpt(source: &str) -> String {
    let body = source.strip_prefix(TYPES_HEADER).unwrap_or(source);
    let offset = source.len() - body.len();
    let first_line = source[..offset].lines().count();
    body.lines()
        .enumerate()
        .take(60)
        .map(|(i, l)| format!("{:5} | {l}\n", first_line + i + 1))
        .collect()
}

/// Returns the CUBIN for `source`, from the disk cache when present, else compiled (and stored).
pub fn load_or_compile(source: &str, name: &str, arch: &str, options: &[&str]) -> Result<Vec<u8>> {
    let version = nvrtc_version()?;
    let key = cache_key(source, options, arch, version);
    let path = cache_dir().map(|d| d.join(format!("{key}.cubin")));
    if let Some(p) = &path {
        if let Ok(bytes) = std::fs::read(p) {
            if !bytes.is_empty() {
                DISK_HITS.fetch_add(1, Ordering::Relaxed);
                return Ok(bytes);
            }
        }
    }
    let cubin = compile_cubin(source, name, arch, options)?;
    if let Some(p) = &path {
        // A cache that cannot be written only costs a recompilation next time.
        let _ = write_atomic(p, &cubin);
    }
    Ok(cubin)
}

/// [`load_or_compile`] with C++ name expressions (see [`compile_with_names`]): the CUBIN and the
/// lowered names, from the disk cache (a `.names` file beside the CUBIN) when present.
///
/// # Errors
/// As [`compile_with_names`].
pub fn load_or_compile_with_names(
    source: &str,
    name: &str,
    arch: &str,
    options: &[&str],
    name_expressions: &[&str],
) -> Result<(Vec<u8>, Vec<String>)> {
    if name_expressions.is_empty() {
        return Ok((load_or_compile(source, name, arch, options)?, Vec::new()));
    }
    let version = nvrtc_version()?;
    let mut opts: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    opts.extend(
        name_expressions
            .iter()
            .map(|n| format!("--name-expression={n}")),
    );
    let opt_refs: Vec<&str> = opts.iter().map(|o| o.as_str()).collect();
    let key = cache_key(source, &opt_refs, arch, version);
    let dir = cache_dir();
    if let Some(d) = &dir {
        if let (Ok(bytes), Ok(names)) = (
            std::fs::read(d.join(format!("{key}.cubin"))),
            std::fs::read_to_string(d.join(format!("{key}.names"))),
        ) {
            let names: Vec<String> = names.lines().map(|l| l.to_string()).collect();
            if !bytes.is_empty() && names.len() == name_expressions.len() {
                DISK_HITS.fetch_add(1, Ordering::Relaxed);
                return Ok((bytes, names));
            }
        }
    }
    let (cubin, lowered) = compile_with_names(source, name, arch, options, name_expressions)?;
    if let Some(d) = &dir {
        // The names first: a CUBIN without its names is never read back.
        let _ = write_atomic(
            &d.join(format!("{key}.names")),
            lowered.join("\n").as_bytes(),
        )
        .and_then(|_| write_atomic(&d.join(format!("{key}.cubin")), &cubin));
    }
    Ok((cubin, lowered))
}

fn write_atomic(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().expect("cache paths have a parent");
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        path.file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("kernel"),
        std::process::id()
    ));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_depends_on_every_input() {
        let k = cache_key("a", &["-x"], "sm_90", (13, 0));
        assert_ne!(k, cache_key("b", &["-x"], "sm_90", (13, 0)));
        assert_ne!(k, cache_key("a", &["-y"], "sm_90", (13, 0)));
        assert_ne!(k, cache_key("a", &["-x"], "sm_80", (13, 0)));
        assert_ne!(k, cache_key("a", &["-x"], "sm_90", (12, 9)));
        assert_eq!(k, cache_key("a", &["-x"], "sm_90", (13, 0)));
        assert_eq!(k.len(), 64);
    }
}
