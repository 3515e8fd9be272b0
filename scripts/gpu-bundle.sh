#!/usr/bin/env bash
# Builds the GPU bundle .gpu/bundle.tar.xz: every test binary of the workspace, the bench runner
# (gsci-bench) and the examples (the tour, gsci-core's gpu_check, ...), built here in release and
# stripped, with scripts/gpu-run.sh and the CuPy scripts.
# The binaries run unchanged on the lent H200 (docs/GPU.md), which has no Rust and no network.
#
# Usage: scripts/gpu-bundle.sh [--bench-features FEATURES] [--no-lib-tests]
#   --bench-features  cargo features of gsci-benches
#   --no-lib-tests    leave out gsci-core's own test binaries and examples (`--exclude
#                     gsci-core`; building them alone would also rebuild gsci-core with other
#                     features): its unit tests are the biggest release build of all
#   --skip REGEX      leave out the test binaries whose bundle name (package--target) matches the
#                     extended regex (repeatable); e.g. the CPU-only ones, to stay under 64 MiB
#   --only REGEX      keep only the test binaries that match (repeatable); the bench runner and
#                     the examples are always packed
# Then give the device tool's `run` carry [".gpu"] and the command CONTRIBUTING.md shows.
set -euo pipefail

BENCH_FEATURES="${GSCI_BENCH_FEATURES:-}"
NO_LIB_TESTS=0
SKIP=()
ONLY=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --bench-features) BENCH_FEATURES="${2:?--bench-features needs a value}"; shift 2 ;;
        --no-lib-tests) NO_LIB_TESTS=1; shift ;;
        --skip) SKIP+=("${2:?--skip needs a regex}"); shift 2 ;;
        --only) ONLY+=("${2:?--only needs a regex}"); shift 2 ;;
        -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
        *) echo "gpu-bundle.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

ROOT="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
cd "$ROOT"
LIMIT=$((64 << 20))   # what the device tool carries, working tree included
for tool in python3 xz; do
    command -v "$tool" >/dev/null || { echo "gpu-bundle.sh: needs $tool" >&2; exit 2; }
done
if command -v strip >/dev/null; then STRIP=(strip --strip-all)
elif command -v objcopy >/dev/null; then STRIP=(objcopy --strip-all)
else echo "gpu-bundle.sh: needs strip or objcopy (binutils)" >&2; exit 2
fi

STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
B="$STAGE/bundle"
mkdir -p "$B/tests" "$B/bin" "$B/benches" .gpu

# One cargo invocation builds the test binaries, the bench runner and the examples with one feature
# resolution (a separate `cargo build -p gsci-benches` would rebuild the dependencies).
echo "==> building every test binary, gsci-bench and the examples (release${BENCH_FEATURES:+; gsci-benches features: $BENCH_FEATURES})"
if ((NO_LIB_TESTS)); then
    cargo test --workspace --exclude gsci-core --release --no-run \
        ${BENCH_FEATURES:+--features "gsci-benches/$BENCH_FEATURES"} \
        --message-format=json-render-diagnostics >"$STAGE/cargo.jsonl"
else
    cargo test --workspace --release --no-run \
        ${BENCH_FEATURES:+--features "gsci-benches/$BENCH_FEATURES"} \
        --message-format=json-render-diagnostics >"$STAGE/cargo.jsonl"
fi

# One line per test binary: file name in the bundle, package folder (relative to the repo root),
# package name, target. gpu-run.sh runs each from its package folder, as cargo test does.
python3 - "$ROOT" "$STAGE/cargo.jsonl" "$STAGE/list.tsv" <<'PY'
import json, os, sys
root, cargo_json, out = sys.argv[1:4]
rows = []
def artifacts(path):
    for line in open(path):
        m = json.loads(line)
        if m.get("reason") == "compiler-artifact" and m.get("executable"):
            yield m
tools = {}
for m in artifacts(cargo_json):
    pkg_dir = os.path.relpath(os.path.dirname(m["manifest_path"]), root)
    pkg = m["package_id"].split("#")[-1].split("@")[0]
    if "/" in pkg or ":" in pkg:  # old-style ids: "name 0.1.0 (path+file://...)"
        pkg = m["package_id"].split()[0]
    kind = m["target"]["kind"][0]
    if not m["profile"]["test"]:
        # the examples (the tour first), and gsci-bench (built for its CLI test)
        if kind == "example" or m["target"]["name"] == "gsci-bench":
            role = "bench" if kind == "bin" else "example"
            tools[m["target"]["name"]] = (role, m["target"]["name"], m["executable"], pkg_dir, pkg,
                                          m["target"]["name"])
        continue
    name = f"{pkg}--{m['target']['name']}" + ("" if kind == "test" else f"--{kind}")
    rows.append(("test", name, m["executable"], pkg_dir, pkg, m["target"]["name"]))
for needed in ("gsci-bench", "tour"):
    if needed not in tools:
        sys.exit(f"gpu-bundle.sh: cargo did not report the {needed} executable")
rows += sorted(tools.values(), key=lambda r: (r[0], r[1] != "tour", r[1]))
names = [r[1] for r in rows]
if len(set(names)) != len(names):
    sys.exit(f"gpu-bundle.sh: duplicate binary names {names}")
with open(out, "w") as f:
    for r in rows:
        f.write("\t".join(r) + "\n")
PY

: >"$B/manifest.tsv"
: >"$B/examples.tsv"
while IFS=$'\t' read -r role name exe pkg_dir pkg target; do
    case "$role" in
        test)
            keep=1
            for re in "${SKIP[@]}"; do [[ $name =~ $re ]] && keep=0; done
            if ((${#ONLY[@]})); then
                keep=0
                for re in "${ONLY[@]}"; do [[ $name =~ $re ]] && keep=1; done
            fi
            ((keep)) || { echo "  (left out: $name)"; continue; }
            "${STRIP[@]}" -o "$B/tests/$name" "$exe"
            printf '%s\t%s\t%s\t%s\n' "$name" "$pkg_dir" "$pkg" "$target" >>"$B/manifest.tsv"
            ;;
        example)
            "${STRIP[@]}" -o "$B/bin/$name" "$exe"
            printf '%s\t%s\t%s\t%s\n' "$name" "$pkg_dir" "$pkg" "$target" >>"$B/examples.tsv"
            ;;
        *) "${STRIP[@]}" -o "$B/bin/$name" "$exe" ;;
    esac
done <"$STAGE/list.tsv"

cp scripts/gpu-run.sh "$B/gpu-run.sh"
cp benches/cupy_compare.py benches/combine.py "$B/benches/"
COMMIT="$(git rev-parse HEAD)"
if [[ -n "$(git status --porcelain --untracked-files=no)" ]]; then COMMIT="$COMMIT-dirty"; fi
echo "$COMMIT" >"$B/COMMIT"
{
    echo "commit:         $COMMIT"
    echo "built:          $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -n)"
    echo "rustc:          $(rustc --version)"
    echo "bench features: ${BENCH_FEATURES:-none}"
    echo "test binaries:  $(wc -l <"$B/manifest.tsv")"
    echo "examples:       $(cut -f1 "$B/examples.tsv" | tr '\n' ' ')"
} >"$B/BUILD_INFO"

echo "==> packing"
XZ_OPT="-9 -T0" tar -C "$B" -cJf .gpu/bundle.tar.xz .
SIZE=$(stat -c %s .gpu/bundle.tar.xz)
cat "$B/BUILD_INFO"
du -b "$B"/tests/* "$B"/bin/* | awk '{printf "  %6.1f MiB  %s\n", $1 / 1048576, $2}' | sed "s|$B/||"
awk -v s="$SIZE" 'BEGIN { printf ".gpu/bundle.tar.xz: %.1f MiB (limit for everything carried: 64 MiB)\n", s / 1048576 }'
if ((SIZE >= LIMIT * 7 / 8)); then
    echo "gpu-bundle.sh: the bundle is too big to carry with the working tree" >&2
    exit 1
fi
