#!/usr/bin/env bash
# cardtable arena smashup: a tiny 3-player run's output shape (rows per agent, shares adding up to the games, turns),
# its determinism across thread counts, and its refusals (exit 2).
set -uo pipefail
bin="$1"
source "$(dirname "$0")/harness.sh"

out=$("$bin" arena smashup --players 3 --p0 heuristic --p1 random --p2 random --games 3 --seed 5 2>"$tmp/err"); rc=$?
check "smashup arena exits 0" test $rc -eq 0
check "smashup arena names the run" grep -q "^arena smashup: 3 games, seed 5, seats rotated every game" <<<"$out"
check "a row for p0 heuristic" grep -Eq "^p0 +heuristic +[0-9.]+ +[0-9.]+% +\[[0-9.]+%, [0-9.]+%\] +[0-9.]+ ms +[0-9.]+ ms$" <<<"$out"
check "a row for p1 random" grep -Eq "^p1 +random +[0-9.]+ +[0-9.]+% +\[" <<<"$out"
check "a row for p2 random" grep -Eq "^p2 +random +[0-9.]+ +[0-9.]+% +\[" <<<"$out"
check "the game length is in turns" grep -Eq "^average game: [0-9.]+ decisions, [0-9.]+ turns$" <<<"$out"
shares=$(awk '/^p[0-3] /{s+=$3} END{printf "%.3f", s}' <<<"$out")
check "the win shares add up to the games" test "$shares" = "3.000"

threaded=$("$bin" arena smashup --players 3 --p0 heuristic --p1 random --p2 random --games 3 --seed 5 --jobs 2 2>/dev/null)
strip() { sed -E 's/[0-9.]+ ms//g' <<<"$1"; }
check "the same seed gives the same results with 2 games at once" test "$(strip "$out")" = "$(strip "$threaded")"

two=$("$bin" arena smashup --p0 bot:easy --p1 random --games 2 --seed 1 2>/dev/null); rc=$?
check "two --pN give a 2-player run" test $rc -eq 0
check "the 2-player run swaps seats" grep -q "seats swapped every game" <<<"$two"

for bad in "--players 3 --p0 random --p1 random" "--players 5 --p0 random --p1 random" \
           "--players 2 --p0 random --p1 random --p2 random" "--p0 random --p1 bot:genius"; do
  err=$("$bin" arena smashup $bad 2>&1 >/dev/null); rc=$?
  check "arena smashup $bad exits 2" test $rc -eq 2
  check "arena smashup $bad explains in one line plus the hint" test "$(wc -l <<<"$err")" -eq 2
done
err=$("$bin" arena blast --p0 random --p1 random --p2 random 2>&1 >/dev/null); rc=$?
check "blast refuses a third seat" test $rc -eq 2
err=$("$bin" arena smashup --players 5 --p0 random --p1 random 2>&1 >/dev/null)
check "the player range comes from the game (Smash Up: 2 to 4)" grep -q "players must be between 2 and 4 for smashup" <<<"$err"
err=$("$bin" arena blast --players 3 --p0 random --p1 random 2>&1 >/dev/null)
check "the player range comes from the game (Blast: 2)" grep -q "players must be 2 for blast" <<<"$err"
finish
