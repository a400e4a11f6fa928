#!/usr/bin/env bash
# The program against hostile input (issue 19): each case from the report is refused with one line and the right exit
# code (2: arguments, 3: files), nothing crashes, and no file the person has is changed.
# Usage: hardening_test.sh CARDTABLE MAKE_HOSTILE_SAVE
set -uo pipefail
bin=$(realpath "$1")
make_hostile=$(realpath "$2")
source "$(dirname "$0")/harness.sh"
saves="$XDG_DATA_HOME/cardtable/saves"
mkdir -p "$saves"

# 1. Nesting: a request 200,000 deep is answered, and serve goes on.
out=$( { printf '{"cmd":"new","game":"blast","x":'; head -c 200000 /dev/zero | tr '\0' '['; head -c 200000 /dev/zero | tr '\0' ']';
         printf '}\n{"cmd":"games"}\n'; } | "$bin" serve); rc=$?
check "serve survives a request nested 200,000 deep" test $rc -eq 0
check "the deep request gets a one-line refusal" grep -q '"error":"request refused: nested deeper than 64 levels","ok":false' <<<"$out"
check "the next request is answered" grep -q '"games":\[' <<<"$out"

# ... and the same nesting in a save with a valid checksum.
"$make_hostile" "$saves/hostile.save" 150000
cp "$saves/hostile.save" "$tmp/hostile.copy"
err=$("$bin" load "$saves/hostile.save" 2>&1 >/dev/null); rc=$?
check "load of a hostile save exits 3" test $rc -eq 3
check "load of a hostile save says why in one line" test "$err" = "cardtable: $saves/hostile.save: damaged setup: nested deeper than 64 levels"
check "load leaves the hostile save untouched" cmp -s "$saves/hostile.save" "$tmp/hostile.copy"
out=$("$bin" saves); rc=$?
check "saves lists the hostile save as damaged" grep -q "^hostile .*cannot be loaded: damaged setup" <<<"$out"
err=$("$bin" resume 2>&1 >/dev/null); rc=$?
check "resume passes the hostile save by, saying so" grep -q "passing by hostile, which cannot be loaded" <<<"$err"
check "resume with only a damaged save exits 3" test $rc -eq 3
rm "$saves/hostile.save"

# 4. Absurd sizes.
out=$(printf '%s\n' '{"cmd":"new","game":"blast","players":2147483647}' '{"cmd":"new","game":"smashup","players":4294967298}' | timeout 10 "$bin" serve); rc=$?
check "huge player counts are refused at once" test $rc -eq 0
check "2147483647 players are refused" grep -q '"error":"\\"players\\" must be a whole number from 2 to 2 for blast"' <<<"$out"
check "4294967298 players are not read as 2" grep -q '"error":"\\"players\\" must be a whole number from 2 to 4 for smashup"' <<<"$out"
err=$(timeout 10 "$bin" arena blast --p0 random --p1 random --games 2 --record /dev/full 2>&1); rc=$?
check "arena --record /dev/full exits 2 at once" test $rc -eq 2
check "arena --record /dev/full says why" grep -q "record /dev/full is not a regular file" <<<"$err"

# 5. The smaller ones.
err=$("$bin" blast --seed -1 2>&1); rc=$?
check "--seed -1 exits 2" test $rc -eq 2
check "--seed -1 is refused, not wrapped" grep -q "the argument ('-1') for option '--seed' is invalid" <<<"$err"
err=$("$bin" games --log-file "$tmp/no/such/folder/log" 2>&1); rc=$?
check "--log-file in a missing folder exits 2" test $rc -eq 2
check "--log-file creates no folder" test ! -e "$tmp/no"
check "--log-file in a missing folder says why" grep -q "cannot write the log file $tmp/no/such/folder/log (no folder" <<<"$err"
err=$("$bin" games --log-file /dev/full 2>&1); rc=$?
check "--log-file /dev/full exits 2 instead of losing every line" test $rc -eq 2
check "--log-file /dev/full says why" grep -q "cannot write the log file /dev/full" <<<"$err"
err=$("$bin" load /proc/self/mem 2>&1); rc=$?
check "load /proc/self/mem exits 3" test $rc -eq 3
check "load /proc/self/mem names the file" grep -q "^cardtable: /proc/self/mem: cannot read" <<<"$err"
out=$(printf '{"cmd":"fo\\u0000o"}\n' | "$bin" serve)
check "an error quoting a NUL is not cut there" grep -q "unknown command 'fo\\\\\\\\x00o' (known:" <<<"$out"

# SIGXFSZ: a save past the file-size limit is an error reply, not a killed program.
out=$(printf '%s\n' '{"cmd":"new","game":"blast"}' "{\"cmd\":\"save\",\"path\":\"$tmp/big.save\"}" '{"cmd":"games"}' |
      (ulimit -f 0; exec "$bin" serve --log-level off)); rc=$?
check "serve under a file-size limit is not killed" test $rc -eq 0
check "the save past the limit is refused" grep -q "big.save: cannot save (write: File too large)" <<<"$out"
check "serve goes on after it" grep -q '"games":\[' <<<"$out"
check "no temporary file is left" test -z "$(ls -A "$tmp" | grep '^\.big')"

# Temporary files of interrupted saves are removed when the program starts; fresh ones (a save in progress) stay.
touch -d '2 hours ago' "$saves/.old.save.Ab12Cd"
touch "$saves/.new.save.Ef34Gh"
"$bin" saves >/dev/null
check "a stale temporary save is removed at start" test ! -e "$saves/.old.save.Ab12Cd"
check "a fresh temporary save is kept" test -e "$saves/.new.save.Ef34Gh"

# With no HOME, saves are looked for in the account's home folder, never in the current folder.
cd "$tmp"
out=$(env -u HOME -u XDG_DATA_HOME "$bin" saves 2>&1); rc=$?
check "saves with no HOME exits 0" test $rc -eq 0
check "saves with no HOME uses an absolute folder" grep -Eq "^(No saves in /|[^ ])" <<<"$out"
check "saves with no HOME creates nothing in the current folder" test ! -e "$tmp/.local"

# A game open in another program cannot be deleted under it.
printf '%s\n' '{"cmd":"new","game":"blast","seed":3}' "{\"cmd\":\"save\",\"path\":\"$saves/open.save\"}" | "$bin" serve >/dev/null
flock -n "$saves/.open.save.lock" sleep 3 &
sleep 0.5
err=$("$bin" saves --delete open 2>&1); rc=$?
check "deleting a game open elsewhere exits 3" test $rc -eq 3
check "deleting a game open elsewhere says so" grep -q "the game is open in a cardtable window" <<<"$err"
check "the open game is kept" test -e "$saves/open.save"
wait
"$bin" saves --delete open >/dev/null; rc=$?
check "once closed it can be deleted" test $rc -eq 0

finish
