//! Kernels of recursive device functions need more than CUDA's default 1 KiB stack per thread:
//! every function whose device code reaches Cephes' recursive `gsci_sp_hyp2f1` asks for a larger
//! stack (`ElementwiseFn::stack_size`), found here from the preamble's call graph so that a new
//! caller cannot be forgotten. On the GPU (GSCI_TEST_DEVICE=cuda) such a kernel runs on
//! arguments that take the deepest measured recursion.

use std::collections::{HashMap, HashSet};

/// `name -> called gsci_sp_ functions` for every function defined in the preamble.
fn call_graph(src: &str) -> HashMap<String, HashSet<String>> {
    let bytes = src.as_bytes();
    let mut defs: HashMap<String, HashSet<String>> = HashMap::new();
    let mut i = 0;
    while let Some(off) = src[i..].find("gsci_sp_") {
        let start = i + off;
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
            end += 1;
        }
        let name = &src[start..end];
        i = end;
        // A definition: `name(...)` followed by `{` (not `;`), at file level (the line starts
        // with `__device__`).
        let line_start = src[..start].rfind('\n').map_or(0, |p| p + 1);
        if !src[line_start..start]
            .trim_start()
            .starts_with("__device__")
        {
            continue;
        }
        if bytes.get(end) != Some(&b'(') {
            continue;
        }
        let Some(close) = src[end..].find(')').map(|p| end + p) else {
            continue;
        };
        let after = src[close + 1..].trim_start();
        if !after.starts_with('{') {
            continue;
        }
        let body_start = close + 1 + (src[close + 1..].len() - after.len());
        let mut depth = 0usize;
        let mut j = body_start;
        while j < bytes.len() {
            match bytes[j] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        let body = &src[body_start..j];
        let entry = defs.entry(name.to_string()).or_default();
        let mut k = 0;
        while let Some(o) = body[k..].find("gsci_sp_") {
            let s = k + o;
            let mut e = s;
            let b = body.as_bytes();
            while e < b.len() && (b[e].is_ascii_alphanumeric() || b[e] == b'_') {
                e += 1;
            }
            if b.get(e) == Some(&b'(') {
                entry.insert(body[s..e].to_string());
            }
            k = e;
        }
        i = j;
    }
    defs
}

fn reaches(g: &HashMap<String, HashSet<String>>, from: &str, target: &str) -> bool {
    let mut seen = HashSet::new();
    let mut stack = vec![from.to_string()];
    while let Some(v) = stack.pop() {
        if v == target {
            return true;
        }
        if !seen.insert(v.clone()) {
            continue;
        }
        if let Some(cs) = g.get(&v) {
            stack.extend(cs.iter().cloned());
        }
    }
    false
}

#[test]
fn callers_of_recursive_hyp2f1_ask_for_a_deep_stack() {
    let src = gsci_special::cuda_preamble().unwrap();
    let g = call_graph(src);
    // The graph is the real one: hyp2f1 calls itself, and hyp1f1 does not reach it.
    assert!(g["gsci_sp_hyp2f1"].contains("gsci_sp_hyp2f1"));
    assert!(!reaches(&g, "gsci_sp_hyp1f1", "gsci_sp_hyp2f1"));
    let mut deep = Vec::new();
    for f in gsci_special::registry().unwrap() {
        let needs = f
            .loops()
            .iter()
            .any(|l| reaches(&g, &l.cuda, "gsci_sp_hyp2f1"));
        if needs {
            deep.push(f.name().to_string());
        }
        assert_eq!(
            needs,
            f.stack_size() >= 4096,
            "{}: reaches hyp2f1 = {needs}, stack {} bytes",
            f.name(),
            f.stack_size()
        );
    }
    assert!(deep.len() >= 12, "{deep:?}");
}

/// hyp2f1 and a Jacobi polynomial on the arguments of the deepest recursion measured (x < -2 with
/// a non-integer b - a, then d = c - a - b <= -1 in the transformed call) run on the device under
/// test and agree with the CPU.
#[test]
fn deep_recursion_runs_on_the_device() {
    use gsci_special::{Array, Device};
    let dev = gsci_tests::test_device();
    let n = 4096;
    let a: Vec<f64> = (0..n).map(|i| -7.5 + 0.01 * (i % 300) as f64).collect();
    let b: Vec<f64> = (0..n).map(|i| 2.25 + 0.003 * (i % 97) as f64).collect();
    let c: Vec<f64> = (0..n).map(|i| -3.7 + 0.02 * (i % 41) as f64).collect();
    let x: Vec<f64> = (0..n).map(|i| -25.0 + 0.006 * i as f64).collect();
    let run = |d: &Device| -> Vec<f64> {
        let arr = |v: &Vec<f64>| Array::from_vec(v.clone(), &[n], d).unwrap();
        gsci_special::hyp2f1::<f64>(&arr(&a), &arr(&b), &arr(&c), &arr(&x))
            .unwrap()
            .to_vec()
            .unwrap()
    };
    let got = run(&dev);
    let want = run(&Device::cpu());
    let mut finite = 0;
    for i in 0..n {
        let (g, w) = (got[i], want[i]);
        if w.is_finite() {
            finite += 1;
        }
        let ok = (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= 1e-9 * w.abs();
        assert!(
            ok,
            "hyp2f1({}, {}, {}, {}): device {g}, cpu {w}",
            a[i], b[i], c[i], x[i]
        );
    }
    assert!(finite > n / 2, "only {finite} finite values");
}
