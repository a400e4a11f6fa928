#!/usr/bin/env bash
# cardtable arena: a tiny run's output shape, its determinism across thread counts, and its refusals (exit 2).
set -uo pipefail
bin="$1"
source "$(dirname "$0")/harness.sh"

out=$("$bin" arena blast --p0 random --p1 heuristic --games 4 --seed 3 2>"$tmp/err"); rc=$?
check "arena exits 0" test $rc -eq 0
check "arena names the run" grep -q "^arena blast: 4 games, seed 3" <<<"$out"
check "arena has a row for p0 random" grep -Eq "^p0 +random +[0-9.]+ +[0-9.]+% +\[[0-9.]+%, [0-9.]+%\] +[0-9.]+ ms +[0-9.]+ ms$" <<<"$out"
check "arena has a row for p1 heuristic" grep -Eq "^p1 +heuristic +[0-9.]+ +[0-9.]+% +\[" <<<"$out"
check "arena prints the average game" grep -Eq "^average game: [0-9.]+ decisions, [0-9.]+ rounds$" <<<"$out"
wins=$(awk '/^p[01] /{s+=$3} END{print s}' <<<"$out")
check "the wins add up to the games" test "$wins" = 4
check "no progress lines for fewer than 10 games off a terminal" test ! -s "$tmp/err"

threaded=$("$bin" arena blast --p0 random --p1 heuristic --games 4 --seed 3 --jobs 2 2>/dev/null)
strip() { sed -E 's/[0-9.]+ ms//g' <<<"$1"; }
check "the same seed gives the same results with 2 games at once" test "$(strip "$out")" = "$(strip "$threaded")"

# The program's --threads: searches that name no threads of their own search on that many; pimc is an agent too.
searching=$("$bin" --threads 2 arena blast --p0 bot:easy@40 --p1 pimc@40/1 --games 2 --seed 3 2>/dev/null); rc=$?
check "arena with --threads exits 0" test $rc -eq 0
check "a search without threads of its own takes --threads" grep -Eq "^p0 +bot:easy@40/2 " <<<"$searching"
check "a search naming its threads keeps them" grep -Eq "^p1 +pimc@40/1 " <<<"$searching"

"$bin" arena blast --p0 random --p1 heuristic --games 10 --seed 1 >/dev/null 2>"$tmp/err"
check "off a terminal, progress comes as lines on stderr" grep -q "^arena: 10/10 games  0:0[0-9] spent$" "$tmp/err"
check "progress lines say the time left" grep -q "^arena: 5/10 games  0:0[0-9] spent, about 0:0[0-9] left$" "$tmp/err"

if command -v script >/dev/null; then
  # script(1) gives the run a terminal: the progress bar is redrawn in place and ends full.
  bar=$(script -qc "'$bin' arena blast --p0 random --p1 heuristic --games 12 --seed 1 >/dev/null" /dev/null | tr '\r' '\n')
  check "on a terminal, progress is a bar" grep -q '^\[#*\.*\] 5/12' <<<"$bar"
  check "the bar ends full" grep -q '^\[##############################\] 12/12' <<<"$bar"
fi

# --record: a run stopped part way continues where it left off, with the results of one unbroken run.
whole=$("$bin" arena blast --p0 random --p1 heuristic --games 6 --seed 5 --record "$tmp/whole" 2>/dev/null)
check "a recorded run holds its header and one line per game" test "$(wc -l <"$tmp/whole")" -eq 11
check "a record names the deal its games come from" grep -qx 'deal {"players":2}' "$tmp/whole"
"$bin" arena blast --p0 random --p1 heuristic --games 3 --seed 5 --record "$tmp/parts" >/dev/null 2>&1
printf '4 2 0 17' >>"$tmp/parts"  # the program stopped while writing game 4's line
parts=$("$bin" arena blast --p0 random --p1 heuristic --games 6 --seed 5 --record "$tmp/parts" 2>"$tmp/err"); rc=$?
check "continuing a recorded run exits 0" test $rc -eq 0
check "continuing says how many games were already played" grep -q "^arena: 3 of 6 games already in " "$tmp/err"
check "a run in two sittings ends as one unbroken run" test "$(strip "$whole")" = "$(strip "$parts")"
check "the unfinished line was dropped and the file holds every game once" test "$(wc -l <"$tmp/parts")" -eq 11
check "every line of the continued record is whole" test "$(tail -c 1 "$tmp/parts" | od -An -c | tr -d ' ')" = '\n'
again=$("$bin" arena blast --p0 random --p1 heuristic --games 6 --seed 5 --record "$tmp/parts" 2>/dev/null)
check "a finished record plays nothing more and prints the same" test "$(strip "$again")" = "$(strip "$whole")"
check "a finished record gains no lines" test "$(wc -l <"$tmp/parts")" -eq 11
cp "$tmp/parts" "$tmp/before"
err=$("$bin" arena blast --p0 random --p1 heuristic --games 6 --seed 9 --record "$tmp/parts" 2>&1 >/dev/null); rc=$?
check "a record of another run is refused (exit 2)" test $rc -eq 2
check "the refusal names the file and the difference" grep -q "parts holds another run ('seed 5'" <<<"$err"
check "a refused record is left untouched" cmp -s "$tmp/parts" "$tmp/before"
sed '7s/.*/6 x 1/' "$tmp/before" >"$tmp/damaged"
err=$("$bin" arena blast --p0 random --p1 heuristic --games 6 --seed 5 --record "$tmp/damaged" 2>&1 >/dev/null); rc=$?
check "a damaged record is refused (exit 2)" test $rc -eq 2
check "the refusal names the damaged line" grep -q "damaged line 7 is damaged" <<<"$err"
echo "hello" >"$tmp/foreign"
err=$("$bin" arena blast --p0 random --p1 heuristic --games 2 --seed 5 --record "$tmp/foreign" 2>&1 >/dev/null); rc=$?
check "a file that is not a record is refused (exit 2)" test $rc -eq 2
check "and left alone" test "$(cat "$tmp/foreign")" = hello
# A Smash Up record names the card edition its factions were dealt from: a record of an older edition is not continued.
"$bin" arena smashup --p0 random --p1 random --games 2 --seed 5 --record "$tmp/su" >/dev/null 2>&1
check "a Smash Up record names its card edition" grep -Eqx 'deal \{"edition":[0-9]+,"players":2\}' "$tmp/su"
sed -E 's/^deal .*/deal {"edition":1,"players":2}/' "$tmp/su" >"$tmp/su-core"
err=$("$bin" arena smashup --p0 random --p1 random --games 2 --seed 5 --record "$tmp/su-core" 2>&1 >/dev/null); rc=$?
check "a record dealt from other cards is refused (exit 2)" test $rc -eq 2
check "the refusal shows both deals" grep -q 'holds another run (.deal {"edition":1' <<<"$err"

# Ctrl-C (SIGINT) or SIGTERM: the run stops, reports and keeps the games finished so far, and carries on later.
"$bin" arena blast --p0 random --p1 heuristic --games 1000000 --seed 8 --jobs 2 --record "$tmp/stopped" \
  >"$tmp/stopped.out" 2>"$tmp/stopped.err" &
runner=$!
recorded() { [ -f "$1" ] && wc -l <"$1" || echo 0; }
for ((i = 0; i < 100; i++)); do [ "$(recorded "$tmp/stopped")" -gt 20 ] && break; sleep 0.1; done
kill -INT "$runner"
wait "$runner"; rc=$?
check "a stopped run exits 130" test $rc -eq 130
finished=$(sed -nE 's/^arena: stopped after ([0-9]+) of 1000000 games; the record keeps them.*/\1/p' "$tmp/stopped.err")
check "a stopped run says how many games it finished" test -n "$finished"
check "it finished some" test "${finished:-0}" -gt 0
check "it reports them" grep -q "^arena blast: $finished games, seed 8" "$tmp/stopped.out"
check "the record holds exactly the finished games" test "$(wc -l <"$tmp/stopped")" -eq $((finished + 5))
more=$((finished + 3))
"$bin" arena blast --p0 random --p1 heuristic --games "$more" --seed 8 --record "$tmp/stopped" >/dev/null 2>"$tmp/err"
check "the same command carries on from the record" grep -q "^arena: $finished of $more games already in" "$tmp/err"
check "and records only the new games" test "$(wc -l <"$tmp/stopped")" -eq $((more + 5))
"$bin" arena blast --p0 random --p1 heuristic --games 1000000 --seed 8 --record "$tmp/termed" >/dev/null 2>"$tmp/err" &
runner=$!
for ((i = 0; i < 100; i++)); do [ "$(recorded "$tmp/termed")" -gt 20 ] && break; sleep 0.1; done
kill -TERM "$runner"
wait "$runner"; rc=$?
check "SIGTERM stops a run the same way" test $rc -eq 130
check "SIGTERM keeps the finished games" grep -q "^arena: stopped after [0-9]* of 1000000 games; the record keeps them" "$tmp/err"

for bad in "--p0 random" "--p0 random --p1 genius" "--p0 random --p1 random --games 0" \
           "--p0 random --p1 random --jobs 0" "--p0 random --p1 random --games many" "--p0 random --p1 random --bogus" \
           "--p0 random --p1 random --threads 0" "--p0 random --p1 bot:easy/0" "--p0 pimc@x --p1 random"; do
  err=$("$bin" arena blast $bad 2>&1 >/dev/null); rc=$?
  check "arena $bad exits 2" test $rc -eq 2
  check "arena $bad explains in one line plus the hint" test "$(wc -l <<<"$err")" -eq 2
done
err=$("$bin" arena chess --p0 random --p1 random 2>&1 >/dev/null); rc=$?
check "an unknown game exits 2" test $rc -eq 2
check "an unknown game is named" grep -q "chess" <<<"$err"
check "and the known games are listed" grep -q "known: blast, smashup" <<<"$err"

finish
