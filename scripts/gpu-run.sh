#!/usr/bin/env bash
# Runs the GPU bundle made by scripts/gpu-bundle.sh on a machine with an NVIDIA GPU: every test
# binary with GSCI_TEST_DEVICE=cuda (after the examples: the tour, gpu_check), then the bench runner
# and its CuPy twin, then the combined table. Travels inside the bundle; run it from the repo root (tests that read data files find them
# there), e.g. with the device tool:
#
#   mkdir -p /tmp/gsci && tar xJf .gpu/bundle.tar.xz -C /tmp/gsci && bash /tmp/gsci/gpu-run.sh
#
# Usage: gpu-run.sh [all|tests|bench]   (default all)
# Writes under $OUT (default /tmp/gsci-out): env.txt, tests.log (every test's output and a summary
# of pass/fail counts), bench.log, gsci_bench.json, cupy_bench.json, bench_table.md.
# Environment: GSCI_TEST_TIMEOUT (s per test binary, default 540: a crate's integration tests are
# one binary), GSCI_BENCH_ARGS (extra gsci-bench arguments), GSCI_CUPY_TIMEOUT (s, default 240).
# Exit status: 0 when every test passed and every benchmark ran with the right output.
set -uo pipefail

B="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$PWD"
OUT="${OUT:-/tmp/gsci-out}"
WHAT="${1:-all}"
mkdir -p "$OUT"
export GSCI_COMMIT="$(cat "$B/COMMIT" 2>/dev/null || echo unknown)"
export GSCI_CACHE_DIR="${GSCI_CACHE_DIR:-/tmp/gsci-kernel-cache}"
export PYTHONUNBUFFERED=1
# The golden data of the tests/ crate, in this copy of the repository (the path compiled into the
# test binaries is the build machine's).
if [[ -z ${GSCI_GOLDEN_DIR:-} && -d $REPO/tests/golden/data ]]; then
    export GSCI_GOLDEN_DIR="$REPO/tests/golden/data"
fi
export RUST_BACKTRACE=1
FAILED=()
START=$(date +%s)
say() { printf '\n==> [%4ss] %s\n' "$(($(date +%s) - START))" "$*"; }

case "$WHAT" in all | tests | bench) ;; *) echo "usage: gpu-run.sh [all|tests|bench]" >&2; exit 2 ;; esac

say "environment"
{
    cat "$B/BUILD_INFO" 2>/dev/null
    echo "host:           $(uname -n) $(uname -r)"
    echo "repo root:      $REPO"
    nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv,noheader 2>&1 \
        | sed 's/^/gpu:            /'
    python3 -c 'import cupy; print("cupy:          ", cupy.__version__)' 2>&1 | tail -1
} | tee "$OUT/env.txt"

run_tests() {
    local log="$OUT/tests.log" tmp summary pass=0 fail=0 ign=0 nbin=0
    tmp="$(mktemp)"
    summary="$(mktemp)"
    : >"$log"
    # The examples first (the tour, gsci-core's gpu_check, ...): each must exit 0.
    while IFS=$'\t' read -r ex pkg_dir pkg _; do
        [[ -n $ex ]] || continue
        say "example $pkg::$ex"
        local t0=$SECONDS erc
        (cd "$REPO/$pkg_dir" 2>/dev/null || cd "$REPO"
            timeout "${GSCI_TEST_TIMEOUT:-540}" "$B/bin/$ex") </dev/null >"$tmp" 2>&1
        erc=$?
        { echo "===== example $pkg::$ex, exit $erc, $((SECONDS - t0)) s"; cat "$tmp"; echo; } >>"$log"
        if [[ $ex == tour ]]; then cat "$tmp"; else tail -5 "$tmp"; fi
        printf '%-44s %s\n' "example $pkg::$ex" \
            "$([[ $erc -eq 0 ]] && echo ok || echo "FAILED (exit $erc)")" | tee -a "$summary"
        [[ $erc -eq 0 ]] || FAILED+=("example $pkg::$ex: exit $erc")
    done <"$B/examples.tsv"
    say "tests: $(wc -l <"$B/manifest.tsv") binaries, GSCI_TEST_DEVICE=cuda, --test-threads=1"
    while IFS=$'\t' read -r bin pkg_dir pkg target; do
        [[ -n $bin ]] || continue
        nbin=$((nbin + 1))
        # cargo test runs a test binary from its package folder; do the same.
        local wd="$REPO/$pkg_dir"
        [[ -d $wd ]] || wd="$REPO"
        local t0=$SECONDS rc
        (cd "$wd" && CARGO_MANIFEST_DIR="$wd" GSCI_TEST_DEVICE=cuda GSCI_BENCH_EXE="$B/bin/gsci-bench" \
            timeout "${GSCI_TEST_TIMEOUT:-540}" "$B/tests/$bin" --test-threads=1) </dev/null >"$tmp" 2>&1
        rc=$?
        {
            echo "===== $pkg :: $target ($bin), exit $rc, $((SECONDS - t0)) s"
            cat "$tmp"
            echo
        } >>"$log"
        local counts p=0 f=0 i=0 verdict
        counts="$(grep -E '^test result:' "$tmp" | tail -1 |
            sed -E 's/.* ([0-9]+) passed; ([0-9]+) failed; ([0-9]+) ignored.*/\1 \2 \3/')"
        [[ -n $counts ]] && read -r p f i <<<"$counts"
        pass=$((pass + p)); fail=$((fail + f)); ign=$((ign + i))
        if [[ $rc -eq 0 && -n $counts ]]; then
            verdict=ok
        elif [[ $rc -eq 124 ]]; then
            verdict="TIMED OUT"
        elif [[ -z $counts ]]; then
            verdict="CRASHED (exit $rc)"
        else
            verdict="FAILED (exit $rc)"
        fi
        [[ $verdict == ok ]] || FAILED+=("tests $pkg::$target: $verdict")
        printf '%-44s %5s passed %4s failed %4s ignored %5ss  %s\n' \
            "$pkg::$target" "$p" "$f" "$i" "$((SECONDS - t0))" "$verdict" | tee -a "$summary"
    done <"$B/manifest.tsv"
    printf 'TOTAL (%s binaries)%*s %5s passed %4s failed %4s ignored\n' \
        "$nbin" 24 "" "$pass" "$fail" "$ign" | tee -a "$summary"
    { echo "===== summary"; cat "$summary"; } >>"$log"
    rm -f "$tmp" "$summary"
}

run_bench() {
    local log="$OUT/bench.log"
    : >"$log"
    say "gsci-bench -> $OUT/gsci_bench.json"
    # shellcheck disable=SC2086
    "$B/bin/gsci-bench" --json "$OUT/gsci_bench.json" ${GSCI_BENCH_ARGS:-} 2>&1 | tee -a "$log"
    local rc=${PIPESTATUS[0]}
    [[ $rc -eq 0 ]] || FAILED+=("gsci-bench exit $rc")
    say "CuPy: benches/cupy_compare.py -> $OUT/cupy_bench.json"
    timeout "${GSCI_CUPY_TIMEOUT:-240}" python3 "$B/benches/cupy_compare.py" \
        "$OUT/cupy_bench.json" 2>&1 | tee -a "$log"
    rc=${PIPESTATUS[0]}
    [[ $rc -eq 0 ]] || FAILED+=("cupy_compare.py exit $rc")
    say "combined table -> $OUT/bench_table.md"
    python3 "$B/benches/combine.py" "$OUT/gsci_bench.json" "$OUT/cupy_bench.json" \
        "$OUT/bench_table.md" || FAILED+=("combine.py")
}

[[ $WHAT == bench ]] || run_tests
[[ $WHAT == tests ]] || run_bench

say "done (commit $GSCI_COMMIT)"
if ((${#FAILED[@]})); then
    printf 'FAILED: %s\n' "${FAILED[@]}"
    exit 1
fi
echo "all passed"
