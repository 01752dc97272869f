#!/usr/bin/env bash
# Writes scripts/hot-code.txt: the functions of the plot4 binary that the command line runs when
# it solves (start-up, argument parsing, the solver on 7x6, 9x5 and 10x6, one and two threads,
# the per-position bench), one symbol name a line: those the command itself runs first. build.rs hands
# the list to the linker (hashes left open), which lays those functions out first and together:
# the kernel maps a program's code in runs of 64-128 KiB around each page it touches, so a few
# hundred functions spread over the whole 4 MiB of code kept most of it resident during a solve
# (BENCHMARKS.md, "Memory against c4").
#
#   scripts/hot-code.sh      # after `cargo build --release`; needs valgrind
#
# The names carry hashes that change when a dependency, a feature or the profile does; build.rs
# matches them with the hashes left open, and a name that matches nothing is skipped, so a stale
# list only costs memory. The script ends by saying how many functions it listed.
set -euo pipefail
cd "$(dirname "$0")/.."
PLOT4=${PLOT4:-target/release/plot4}
out=scripts/hot-code.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each command is profiled twice: whole, and from the moment the command line hands over to
# the command (`cli::run`). main gives back the program's read-only pages at that moment
# (src/cli/start_up_memory.rs), so what counts at a solve's peak is only the code that runs
# after it: those functions go first, the start-up's after them. A thread the command starts
# (a second search thread) runs outside `cli::run`'s calls, so its start is collected as well:
# otherwise its functions would lie among the start-up's, and the pages the kernel maps around
# them would bring the start-up's code back.
run() {
  local name=$1 input=$2
  shift 2
  printf '%s' "$input" | valgrind --tool=callgrind --demangle=no \
    --callgrind-out-file="$work/$name.out" "$@" >/dev/null 2>&1
  printf '%s' "$input" | valgrind --tool=callgrind --demangle=no --collect-atstart=no \
    --toggle-collect='_ZN5plot43cli3run17h*' --toggle-collect='*thread_start*' \
    --callgrind-out-file="$work/$name.command.out" \
    "$@" >/dev/null 2>&1
}
position=$'4444433221\n'
run version '' "$PLOT4" --version
run solve "$position" "$PLOT4" solve --stats
run threads "$position" "$PLOT4" solve --stats --threads 2
run weak "$position" "$PLOT4" solve --weak
run bench9x5 '' "$PLOT4" bench --size 9x5 --dir benches/sets --set Random_9x5 --limit 2 --tsv
run bench10x6 '' "$PLOT4" bench --size 10x6 --table-mib 64 --dir benches/sets --set Random_10x6 \
  --limit 1 --tsv
run pons '' "$PLOT4" bench --set Test_L3_R1 --limit 20 --tsv
# A callgrind profile names each function once as "fn=(id) name" and later as "fn=(id)". Keep
# the functions the binary itself defines: valgrind cannot always name the binary as the object
# of its code once the linker script has moved the hot functions (it says "???"), so the object
# lines are not used.
nm --defined-only "$PLOT4" | awk '{print $NF}' | sort -u >"$work/defined"
profiles="solve threads weak bench9x5 bench10x6 pons"
for name in $(printf '%s.command ' $profiles) $profiles version; do
  awk '
    /^c?fn=/ {
      id = $1; sub(/^c?fn=/, "", id)
      if (NF > 1) { line = $0; sub(/^[^ ]* /, "", line); function_name[id] = line }
      if ($0 ~ /^fn=/) {
        f = function_name[id]; sub(/\x27.*/, "", f)
        if (f !~ /^0x/ && f != "(below main)") print f
      }
    }' "$work/$name.out"
done | awk 'NR == FNR { defined[$0] = 1; next } defined[$0] && !seen[$0]++' "$work/defined" - >"$out"
echo "$out: $(wc -l <"$out") functions of $PLOT4"
