#!/usr/bin/env bash
# Measures the ladder: each level of `plot4 levels` against the one below it with `plot4 match`
# (random openings, both colours), then prints the table BENCHMARKS.md shows and writes the
# ratings the program shows (src/ai/ladder_ratings.txt): Elo steps from each pair's score, added
# up from Random = 0 and rounded to 10.
#
#   scripts/ladder.sh            # every adjacent pair, then the table
#   scripts/ladder.sh mid high   # only the pairs between these two levels, then the table
#
# Settings from the environment: PLOT4 (the binary; a release build, default
# target/release/plot4), GAMES (a pair, default 240), PLIES (random opening moves, default 3),
# SEED (default 1), JOBS (matches at once, default 2), OUT (where each match's games go, default
# target/ladder). A pair whose file already holds a finished match of GAMES games is not played
# again, so an interrupted run goes on where it stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
PLOT4=${PLOT4:-target/release/plot4}
GAMES=${GAMES:-240}
PLIES=${PLIES:-3}
SEED=${SEED:-1}
JOBS=${JOBS:-2}
OUT=${OUT:-target/ladder}
mkdir -p "$OUT"

mapfile -t levels < <("$PLOT4" levels | cut -d' ' -f1)
from=${1:-${levels[0]}}
to=${2:-${levels[-1]}}

finished() { # file: true if it ends with the tally of GAMES games
    [[ -f $1 ]] && awk -v g="$GAMES" '/^red [0-9]+ yellow [0-9]+ draws [0-9]+$/ {n = $2 + $4 + $6}
        END {exit !(n == g)}' "$1"
}

pairs=()
inside=false
for ((i = 1; i < ${#levels[@]}; i++)); do
    weaker=${levels[i - 1]} stronger=${levels[i]}
    [[ $weaker == "$from" ]] && inside=true
    if $inside && ! finished "$OUT/$stronger-$weaker.txt"; then
        pairs+=("$stronger $weaker")
    fi
    [[ $stronger == "$to" ]] && inside=false
done

play() { # stronger weaker
    "$PLOT4" match --red "$1" --yellow "$2" --games "$GAMES" --opening-plies "$PLIES" \
        --swap-colours --seed "$SEED" >"$OUT/$1-$2.txt" 2>"$OUT/$1-$2.err"
}
export -f play
export PLOT4 GAMES PLIES SEED OUT
if ((${#pairs[@]})); then
    printf '%s\n' "${pairs[@]}" | xargs -P "$JOBS" -L 1 bash -c 'play "$0" "$1"'
fi

# The table, from every pair that has a finished match; the ratings only if all have one.
ratings=$(mktemp)
echo '| level | below it | games | W–L–D | wins | score | Elo step | rating |'
echo '|---|---|---|---|---|---|---|---|'
echo "| ${levels[0]^} | — | | | | | | 0 |"
echo "${levels[0]} 0" >"$ratings"
total=0
complete=true
for ((i = 1; i < ${#levels[@]}; i++)); do
    weaker=${levels[i - 1]} stronger=${levels[i]}
    file=$OUT/$stronger-$weaker.txt
    if ! finished "$file"; then
        echo "| ${stronger^} | ${weaker^} | not measured | | | | | |"
        complete=false
        continue
    fi
    # The swapped tally: "<stronger> W <weaker> L draws D".
    row=$(awk -v s="$stronger" -v total="$total" '
        $1 == s && $5 == "draws" {
            w = $2; l = $4; d = $6; g = w + l + d
            score = (w + d / 2) / g
            # A clean sweep has no finite step: count it as half a game short of one.
            if (score >= 1) score = (g - 0.5) / g
            if (score <= 0) score = 0.5 / g
            step = 400 * log(score / (1 - score)) / log(10)
            total += step
            printf "%d %d %d %d %.1f%% %.3f %+d %.4f\n", g, w, l, d, 100 * w / g, score, step, total
        }' "$file")
    read -r g w l d wins score step total <<<"$row"
    rating=$(awk -v t="$total" 'BEGIN {r = t / 10; printf "%d", (r < 0 ? -int(-r + 0.5) : int(r + 0.5)) * 10}')
    echo "| ${stronger^} | ${weaker^} | $g | $w–$l–$d | $wins | $score | $step | $rating |"
    echo "$stronger $rating" >>"$ratings"
done
if $complete; then
    mv "$ratings" src/ai/ladder_ratings.txt
    echo
    echo "ratings written to src/ai/ladder_ratings.txt (rebuild to show them)"
else
    rm -f "$ratings"
    echo
    echo "not every pair has a finished match of $GAMES games: ratings left as they were" >&2
fi
