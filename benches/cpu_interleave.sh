#!/bin/bash
# Alternates, per workload, one criterion run of gsci's CPU bench and one run of its NumPy/SciPy twin,
# ROUNDS times, and prints one ratio row per round. On these noisy 2-core machines the load changes
# from minute to minute; timing both sides within the same few seconds keeps that out of the ratios.
#
#   cargo bench --no-run -p gsci-benches --bench cpu
#   benches/cpu_interleave.sh ROUNDS BENCH_ID...     (e.g. 4 matmul_f64_2048 solve_f64_2048x16)
#
# BENCH (env) names the criterion binary; default: the newest target/release/deps/cpu-*.
# PYTHON (env): an interpreter with the pinned NumPy/SciPy (default python3).
set -eu
cd "$(dirname "$0")"
rounds=$1
shift
bin=${BENCH:-$(ls -t ../target/release/deps/cpu-* | grep -v '\.d$' | head -1)}
export CRITERION_DIR=${CRITERION_DIR:-$PWD/target/criterion}
for id in "$@"; do
  for _ in $(seq "$rounds"); do
    "$bin" --bench "^${id}\$" > /dev/null 2>&1
    "${PYTHON:-python3}" cpu_compare.py --only "$id" | tail -n +2
  done
done
