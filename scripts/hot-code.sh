#!/usr/bin/env bash
# Writes scripts/hot-code.txt: the functions of the plot4 binary that the command line runs when
# it solves (start-up, argument parsing, the solver on 7x6, 9x5 and 10x6, one and two threads,
# the per-position bench), one symbol name a line, in the order they first ran. build.rs hands
# the list to the linker (hashes left open), which lays those functions out first and together:
# the kernel maps a program's code in runs of 64-128 KiB around each page it touches, so a few
# hundred functions spread over the whole 4 MiB of code kept most of it resident during a solve
# (BENCHMARKS.md, "Memory against c4").
#
#   scripts/hot-code.sh      # after `cargo build --release`; needs valgrind
#
# The names carry hashes that change when a dependency, a feature or the profile does; build.rs
# matches them with the hashes left open, and a name that matches nothing is skipped, so a stale
# list only costs memory. The script ends by saying how many of the listed names the binary holds.
set -euo pipefail
cd "$(dirname "$0")/.."
PLOT4=${PLOT4:-target/release/plot4}
out=scripts/hot-code.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() {
  local name=$1
  shift
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.out" "$@" \
    >/dev/null 2>&1
}
run version "$PLOT4" --version
printf '4444433221\n' | run solve "$PLOT4" solve --stats
printf '4444433221\n' | run threads "$PLOT4" solve --stats --threads 2
printf '4444433221\n' | run weak "$PLOT4" solve --weak
run bench9x5 "$PLOT4" bench --size 9x5 --dir benches/sets --set Random_9x5 --limit 2 --tsv
run bench10x6 "$PLOT4" bench --size 10x6 --table-mib 64 --dir benches/sets --set Random_10x6 \
  --limit 1 --tsv
run pons "$PLOT4" bench --set Test_L3_R1 --limit 20 --tsv
# A callgrind profile names each function once as "fn=(id) name" and later as "fn=(id)"; the
# object it belongs to is the last "ob=" line. Keep the functions of the binary itself.
binary=$(basename "$PLOT4")
for name in solve threads weak bench9x5 bench10x6 pons version; do
  awk -v binary="$binary" '
    /^c?ob=/ {
      id = $1; sub(/^c?ob=/, "", id)
      if (NF > 1) object[id] = $2
      if ($0 ~ /^ob=/) current = object[id]
    }
    /^c?fn=/ {
      id = $1; sub(/^c?fn=/, "", id)
      if (NF > 1) { line = $0; sub(/^[^ ]* /, "", line); function_name[id] = line }
      if ($0 ~ /^fn=/ && current ~ ("/" binary "$")) {
        f = function_name[id]; sub(/\x27.*/, "", f)
        if (f !~ /^0x/ && f != "(below main)") print f
      }
    }' "$work/$name.out"
done | awk '!seen[$0]++' >"$out"
listed=$(wc -l <"$out")
held=$(nm --defined-only "$PLOT4" | awk '{print $NF}' | sort -u | comm -12 - <(sort -u "$out") | wc -l)
echo "$out: $listed functions, $held of them in $PLOT4"
