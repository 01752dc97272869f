#!/usr/bin/env bash
# Plot 4 beside the reference solvers, one process at a time, alternating (A B, then B A next
# round): the empty 7x6 board on one and two threads against c4, every per-position set against
# c4 (benches/sets) or Pons (Pons' sets), with each process's peak resident memory. Prints one
# line a run, then the medians and ratios. The references are built outside the repository by
# ../shared/anchors/build.sh (`build.sh PONS C4 ANCHORS 9x5 10x6`).
#
#   benches/side_by_side.sh PLOT4 ANCHORS [ROUNDS] [WHAT]
#   WHAT: all (default), empty, sets or pons.
# Both solvers get the same table bytes against c4: 64 MiB, or 1 GiB on 10x6, which c4 needs.
set -euo pipefail
plot4=$(realpath "$1"); anchors=$(realpath "$2"); rounds=${3:-2}; what=${4:-all}
cd "$(dirname "$0")/.."
pons_dir=${PLOT4_BENCH_DIR:-../shared/solver-bench}
# `time -f` writes "<wall seconds> <peak KiB>" as the last line of standard error.
timed() { /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; }
timed_out() { /usr/bin/time -o /tmp/side_by_side.$$ -f "%e %M" "$@"; tail -1 /tmp/side_by_side.$$; }
run_empty() { # program threads
  case $1 in
    plot4) timed bash -c "echo '' | '$plot4' solve --stats --threads $2" ;;
    c4) timed "$anchors/c4_t$2" ;;
  esac
}
# A set run prints: mean_us mismatches peak_kib
run_set() { # program set size mib [limit]
  local program=$1 set=$2 size=$3 mib=$4 limit=${5:-} dir=benches/sets out
  case $set in Test_*) dir=$pons_dir ;; esac
  case $program in
    plot4) out=$(timed_out "$plot4" bench --tsv --size "$size" --table-mib "$mib" --dir "$dir" \
        --set "$set" ${limit:+--limit $limit})
      echo "$(sed -n 2p <<<"$out" | cut -f4) $(sed -n 2p <<<"$out" | cut -f3) $(tail -1 <<<"$out" | cut -d' ' -f2)" ;;
    c4|pons)
      local bin=$anchors/c4bench
      [ "$program" = pons ] && bin=$anchors/pons_bench
      [ "$program" = c4 ] && [ "$size" != 7x6 ] && bin=$anchors/c4bench_$size
      out=$(timed_out "$bin" "$dir/$set" ${limit:-0})
      echo "$(grep -o 'mean_us=[^ ]*' <<<"$out" | cut -d= -f2) $(grep -o 'mismatches=[^ ]*' <<<"$out" | cut -d= -f2) $(tail -1 <<<"$out" | cut -d' ' -f2)" ;;
  esac
}
# set:size:table MiB:limit:reference, and which WHAT runs it.
sets="Random_7x6:7x6:64::c4 Random_9x5:9x5:64::c4 Random_10x6:10x6:1024::c4
  Endgame_7x6:7x6:64::c4 Endgame_9x5:9x5:64::c4 Endgame_10x6:10x6:1024::c4
  Test_L3_R1:7x6:64::pons Test_L2_R1:7x6:64::pons Test_L1_R1:7x6:64::pons
  Test_L2_R2:7x6:64::pons Test_L1_R2:7x6:64:50:pons"
{
for round in $(seq 1 "$rounds"); do
  # The reference first in even rounds.
  order() { if (( round % 2 )); then echo "plot4 $1"; else echo "$1 plot4"; fi; }
  if [ "$what" = all ] || [ "$what" = empty ]; then
    for threads in 1 2; do
      for program in $(order c4); do
        echo "empty_t$threads $program $(run_empty "$program" "$threads")"
      done
    done
  fi
  for entry in $sets; do
    IFS=: read -r set size mib limit reference <<<"$entry"
    case $what:$reference in all:* | sets:c4 | pons:pons) ;; *) continue ;; esac
    for program in $(order "$reference"); do
      echo "$set $program $(run_set "$program" "$set" "$size" "$mib" "$limit")"
    done
  done
done
} | tee /dev/stderr | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    name, program, *fields = line.split()
    runs.setdefault(name, {}).setdefault("plot4" if program == "plot4" else "ref", []).append(fields)
print("what\tplot4\treference\tplot4/reference (medians)\tper-round ratios\tmismatches\tpeak KiB plot4\tpeak KiB reference")
for name, by in runs.items():
    p, r = by["plot4"], by["ref"]
    if name.startswith("empty"):
        pv, rv = [float(x[0]) for x in p], [float(x[0]) for x in r]
        unit, mism, pk, rk = "s", "-", [x[1] for x in p], [x[1] for x in r]
    else:
        pv, rv = [float(x[0]) for x in p], [float(x[0]) for x in r]
        unit, mism = "us", sum(int(x[1]) for x in p + r)
        pk, rk = [x[2] for x in p], [x[2] for x in r]
    ratios = ", ".join(f"{a / b:.3f}" for a, b in zip(pv, rv))
    pm, rm = statistics.median(pv), statistics.median(rv)
    print(f"{name}\t{pm:.4g} {unit}\t{rm:.4g} {unit}\t{pm / rm:.3f}\t{ratios}\t{mism}\t{min(pk)}-{max(pk)}\t{min(rk)}-{max(rk)}")
'
rm -f /tmp/side_by_side.$$
