#!/usr/bin/env bash
# High's move time as a new user meets it (issue 14): `plot4 move --level high` in a fresh
# process for each position (one search thread, no budget), then median, p95 and max of the
# time it reports, per band of plies.
#
#   benches/high_fresh.sh [PLOT4 [FILE [MOVE OPTIONS...]]]
#   e.g. benches/high_fresh.sh target/release/plot4 tests/data/high_positions.txt --book old.p4b
set -euo pipefail
bin=${1:-target/release/plot4}
file=${2:-tests/data/high_positions.txt}
shift $(($# < 2 ? $# : 2))
grep -v '^#' "$file" | while read -r position _; do
  millis=$("$bin" move --level high --seed 1 "$@" "$position" | sed -n 2p)
  echo "${#position} $millis"
  echo "$position $millis" >&2
done | python3 -c '
import sys
bands = [(1, 5), (6, 7), (8, 9), (10, 13), (14, 20), (21, 27), (28, 34), (1, 34)]
times = [tuple(map(float, line.split())) for line in sys.stdin]
def pct(sorted_ms, q):
    return sorted_ms[min(len(sorted_ms) - 1, int(q * len(sorted_ms)))]
print("plies  positions  median_ms  p95_ms  max_ms")
for low, high in bands:
    ms = sorted(t for ply, t in times if low <= ply <= high)
    if ms:
        print(f"{low}-{high}  {len(ms)}  {ms[(len(ms) - 1) // 2]:.1f}  {pct(ms, 0.95):.1f}  {ms[-1]:.1f}")
'
