#!/usr/bin/env bash
# The solver as wasm in Node against the native build, on Pons' Test_L2_R2 and on the hint
# positions (each column's exact score, as a hint asks): builds both, then runs them
# alternately (native, wasm, wasm, native, ...) ROUNDS times and prints each run's mean time a
# position and the medians' ratio. Node counts must agree (the same search) and every score match.
#
#   benches/wasm/run.sh [ROUNDS]        (default 4; from anywhere in the repository)
#   PLOT4=path/to/plot4 WASM=path/to/plot4_solver_wasm.wasm benches/wasm/run.sh   (no build)
# Pons' sets are looked for in $PLOT4_BENCH_DIR, else ../shared/solver-bench.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-4}
sets=${PLOT4_BENCH_DIR:-../shared/solver-bench}
if [ -z "${PLOT4:-}" ]; then
  cargo build --release --bin plot4
  PLOT4=target/release/plot4
fi
if [ -z "${WASM:-}" ]; then
  (cd benches/wasm && cargo build --release --target wasm32-unknown-unknown)
  WASM=benches/wasm/target/wasm32-unknown-unknown/release/plot4_solver_wasm.wasm
fi
native_l2r2() { "$PLOT4" bench --tsv --dir "$sets" --set Test_L2_R2; }
wasm_l2r2() { node benches/wasm/bench.js "$WASM" "$sets/Test_L2_R2"; }
native_hints() { "$PLOT4" bench --tsv --analyze --dir tests/data --set hint_positions.txt; }
wasm_hints() { node benches/wasm/bench.js "$WASM" tests/data/hint_positions.txt --analyze; }
# Each run's last line: set positions mismatches mean_us median_us max_us mean_nodes ...
for set in l2r2 hints; do
  for round in $(seq 1 "$rounds"); do
    if (( round % 2 )); then order="native wasm"; else order="wasm native"; fi
    for build in $order; do
      printf '%s\t%s\t%s\n' "$set" "$build" "$("${build}_${set}" | tail -1)"
    done
  done
done | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    set_, build, name, positions, mismatches, mean, median, most, nodes = line.split("\t")[:9]
    print(f"{name:18} {build:6} mean {float(mean)/1000:9.3f} ms  mismatches {mismatches}  mean nodes {nodes.strip()}")
    runs.setdefault(name, {}).setdefault(build, []).append((float(mean), int(mismatches), nodes.strip()))
for name, builds in runs.items():
    native = statistics.median(m for m, _, _ in builds["native"])
    wasm = statistics.median(m for m, _, _ in builds["wasm"])
    nodes = {n for b in builds.values() for _, _, n in b}
    bad = sum(x for b in builds.values() for _, x, _ in b)
    agree = "agree" if len(nodes) == 1 else "DIFFER"
    print(f"{name}: native {native/1000:.3f} ms, wasm {wasm/1000:.3f} ms a position (medians): wasm / native {wasm/native:.2f}; mismatches {bad}; node counts {agree}")
'
