#!/usr/bin/env bash
# The command line: help, version, games, exit codes for bad options, serve's clean stdout, logs in a file, stats.
set -uo pipefail
bin="$1"
source "$(dirname "$0")/harness.sh"

out=$("$bin" --help); rc=$?
check "--help exits 0" test $rc -eq 0
check "--help lists serve" grep -q "serve" <<<"$out"
check "--help lists --log-level" grep -q -- "--log-level" <<<"$out"

out=$("$bin" --version); rc=$?
check "--version exits 0" test $rc -eq 0
check "--version prints the version" grep -Eq '^cardtable [0-9]+\.[0-9]+\.[0-9]+$' <<<"$out"

out=$("$bin" games)
check "games lists blast" grep -q "^blast" <<<"$out"

err=$("$bin" --frobnicate 2>&1 >/dev/null); rc=$?
check "unknown option exits 2" test $rc -eq 2
check "unknown option names it" grep -q "frobnicate" <<<"$err"
check "unknown option gives a hint" grep -q "cardtable --help" <<<"$err"
check "unknown option error is two lines (error + hint)" test "$(wc -l <<<"$err")" -eq 2

"$bin" warp >/dev/null 2>&1; rc=$?
check "unknown command exits 2" test $rc -eq 2
"$bin" --log-level loud games >/dev/null 2>&1; rc=$?
check "bad --log-level exits 2" test $rc -eq 2
for bad in 0 65 many; do
  err=$("$bin" --threads "$bad" games 2>&1 >/dev/null); rc=$?
  check "--threads $bad exits 2" test $rc -eq 2
  check "--threads $bad says what it takes" grep -q -- "--threads" <<<"$err"
done
check "--help lists --threads" grep -q -- "--threads" <<<"$("$bin" --help)"
# Issue 40: serve's bot searches on the program's --threads, and says why it answers as it does.
out=$(printf '%s\n' '{"cmd":"new","game":"blast","seed":1}' '{"cmd":"bot","level":"easy"}' | "$bin" --threads 2 serve)
check "serve's bot on two threads answers, with a reason" grep -q '"why":"wins ' <<<"$out"
err=$("$bin" games --bogus 2>&1 >/dev/null); rc=$?
check "a command's unknown option exits 2" test $rc -eq 2
check "and points at that command's help" grep -q "Try 'cardtable games --help'" <<<"$err"

out=$(printf '%s\n' 'not json' '{"cmd":"new","game":"chess"}' | "$bin" serve)
check "serve explains malformed JSON in plain words" grep -q "that line is not valid JSON (reading stopped at character 2)" <<<"$out"
check "serve lists the games when one is unknown" grep -q "unknown game 'chess' (known: blast, smashup)" <<<"$out"

out=$(printf '%s\n' '{"cmd":"new","game":"blast","seed":1}' 'junk' '{"cmd":"quit"}' | "$bin" --log-level trace serve)
check "serve writes only JSON lines" test "$(grep -vc '^{.*}$' <<<"$out")" -eq 0
check "serve answers each line" test "$(wc -l <<<"$out")" -eq 3
check "the log goes to the state directory" test -s "$XDG_STATE_HOME/cardtable/cardtable.log"

"$bin" --log-file "$tmp/custom.log" --log-level debug games >/dev/null
check "--log-file chooses the file" test -s "$tmp/custom.log"

# The record against the bots: none yet, then a damaged record refused (exit 3, named) and left as it was.
out=$("$bin" stats); rc=$?
check "stats with no games exits 0" test $rc -eq 0
check "stats says there is no game yet" grep -q "No finished game against a bot yet" <<<"$out"
check "--help lists stats" grep -q "stats" <<<"$("$bin" --help)"
mkdir -p "$XDG_DATA_HOME/cardtable"
printf '{"games": {"blast": ' >"$XDG_DATA_HOME/cardtable/record.json"
err=$("$bin" stats 2>&1 >/dev/null); rc=$?
check "a damaged record exits 3" test $rc -eq 3
check "and names the file" grep -q "record.json: not a record of games" <<<"$err"
check "and leaves it as it was" test "$(cat "$XDG_DATA_HOME/cardtable/record.json")" = '{"games": {"blast": '
printf '{"games": {"blast": {"normal": {"won": 3, "lost": 1}}}}' >"$XDG_DATA_HOME/cardtable/record.json"
out=$("$bin" stats)
check "stats prints each game and level" grep -Eq "^  Blast +normal +3 won +1 lost +75%$" <<<"$out"

finish
