#!/usr/bin/env bash
# The save commands through the real program: listing, deleting, bad files (exit 3, one line), and save/load in serve.
set -uo pipefail
bin="$1"
source "$(dirname "$0")/../cli/harness.sh"

out=$("$bin" saves); rc=$?
check "saves with no saves exits 0" test $rc -eq 0
check "saves with no saves says so" grep -q "No saves in $XDG_DATA_HOME/cardtable/saves" <<<"$out"

saves="$XDG_DATA_HOME/cardtable/saves"
out=$(printf '%s\n' '{"cmd":"new","game":"blast","seed":3}' \
        "{\"cmd\":\"save\",\"path\":\"$saves/first.save\"}" '{"cmd":"new","game":"blast","seed":4}' \
        "{\"cmd\":\"load\",\"path\":\"$saves/first.save\"}" "{\"cmd\":\"load\",\"path\":\"$tmp/none.save\"}" | "$bin" serve)
check "serve saves" grep -q '"path":"'"$saves"'/first.save"' <<<"$out"
check "serve loads" grep -q '"loaded":"'"$saves"'/first.save"' <<<"$out"
check "serve refuses a missing file" grep -q '"error":"'"$tmp"'/none.save: no such save file"' <<<"$out"
check "the save file exists" test -s "$saves/first.save"

out=$("$bin" saves)
check "saves lists the save" grep -q "^first .*blast.*Blast · round 1" <<<"$out"

printf 'cardtable save\nformat 1\n' >"$saves/broken.save"
cp "$saves/broken.save" "$tmp/broken.copy"
out=$("$bin" saves)
check "saves marks a damaged file" grep -q "^broken .*cannot be loaded" <<<"$out"
err=$("$bin" load "$saves/broken.save" 2>&1 >/dev/null); rc=$?
check "load of a damaged file exits 3" test $rc -eq 3
check "load of a damaged file says why in one line" test "$err" = "cardtable: $saves/broken.save: truncated in the header"
check "load leaves the damaged file untouched" cmp -s "$saves/broken.save" "$tmp/broken.copy"
"$bin" load "$tmp/missing.save" >/dev/null 2>&1; rc=$?
check "load of a missing file exits 3" test $rc -eq 3
"$bin" resume nothing >/dev/null 2>&1; rc=$?
check "resume of an unknown name exits 3" test $rc -eq 3
"$bin" load >/dev/null 2>&1; rc=$?
check "load without a path exits 2" test $rc -eq 2

"$bin" saves --delete broken >/dev/null; rc=$?
check "saves --delete exits 0" test $rc -eq 0
check "saves --delete removes the file" test ! -e "$saves/broken.save"
check "saves --delete keeps the others" test -e "$saves/first.save"

finish
