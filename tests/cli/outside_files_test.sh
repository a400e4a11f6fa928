#!/usr/bin/env bash
# Issue 35 through the real program: no file outside the game is ever touched. Every writer (serve's save, the
# arena's record, the log) refuses a device node, a FIFO, a folder or a symbolic link and leaves it as it was; the log
# is private; names are one file each and text only; an unreadable save folder says so; the smaller findings.
# Usage: outside_files_test.sh CARDTABLE
set -uo pipefail
bin=$(realpath "$1")
source "$(dirname "$0")/harness.sh"
saves="$XDG_DATA_HOME/cardtable/saves"
mkdir -p "$saves" "$tmp/special"
export HOME="$tmp/home"
mkdir -p "$HOME"

# Special files made here: a FIFO, a folder, a link to someone's file, and (root only) a null-like device node.
victim="$tmp/victim.txt"
echo "someone else's file" >"$victim"
mkfifo "$tmp/special/fifo"
mkdir "$tmp/special/folder"
ln -s "$victim" "$tmp/special/link"
targets=(fifo folder link)
if mknod "$tmp/special/null" c 1 3 2>/dev/null; then
  targets+=(null)
else
  echo "note: no device node made here (mknod needs root): the device case is left to a root run"
fi
sight() { stat -c '%F %t:%T %N' "$1"; }
declare -A before
for t in "${targets[@]}"; do before[$t]=$(sight "$tmp/special/$t"); done
intact() {
  for t in "${targets[@]}"; do [ "$(sight "$tmp/special/$t")" = "${before[$t]}" ] || return 1; done
  [ "$(cat "$victim")" = "someone else's file" ]
}

# serve's save (the same write_save as the autosave, the checkpoint and "save to a file of your choice").
for t in "${targets[@]}"; do
  out=$(printf '%s\n' '{"cmd":"new","game":"blast","seed":3}' "{\"cmd\":\"save\",\"path\":\"$tmp/special/$t\"}" |
        timeout 20 "$bin" serve)
  check "serve's save onto a $t is refused" grep -q '"error":".*cannot save (.*left as it is)","ok":false' <<<"$out"
done
check "serve's save left every special file as it was" intact

# The arena's record.
for t in "${targets[@]}"; do
  err=$(timeout 20 "$bin" arena blast --p0 random --p1 random --games 1 --record "$tmp/special/$t" 2>&1); rc=$?
  check "arena --record onto a $t exits 2" test $rc -eq 2
  check "arena --record onto a $t says why" grep -q "is not a regular file" <<<"$err"
done
check "the arena left every special file as it was" intact

# The log.
for t in "${targets[@]}"; do
  err=$(timeout 20 "$bin" games --log-file "$tmp/special/$t" 2>&1); rc=$?
  check "--log-file onto a $t exits 2" test $rc -eq 2
done
check "the log left every special file as it was" intact
printf '%s\n' '{"cmd":"new","game":"blast","seed":4}' "{\"cmd\":\"save\",\"path\":\"$tmp/a.save\"}" | "$bin" serve >/dev/null
cp "$tmp/a.save" "$tmp/a.copy"
err=$("$bin" games --log-file "$tmp/a.save" 2>&1); rc=$?
check "--log-file naming a save exits 2" test $rc -eq 2
check "--log-file naming a save says so" grep -q "is a save file, not a log" <<<"$err"
check "the save is left as it was" cmp -s "$tmp/a.save" "$tmp/a.copy"
printf 'my notes\n' >"$tmp/notes.txt"
err=$("$bin" games --log-file "$tmp/notes.txt" 2>&1); rc=$?
check "--log-file naming another file exits 2" test $rc -eq 2
check "--log-file naming another file says so" grep -q "is not a cardtable log" <<<"$err"
check "the other file is left as it was" test "$(cat "$tmp/notes.txt")" = "my notes"
"$bin" games --log-file "$tmp/new.log" >/dev/null; rc=$?
check "--log-file naming a new file is taken" test $rc -eq 0
"$bin" games --log-file "$tmp/new.log" >/dev/null; rc=$?
check "--log-file naming one of our logs is taken again" test $rc -eq 0
check "the log is written twice" test "$(grep -c 'log opened' "$tmp/new.log")" -eq 2
check "a new log is private" test "$(stat -c %a "$tmp/new.log")" = 600

# The default log: a link planted where it goes is not followed; a relative XDG_STATE_HOME is not used.
mkdir -p "$XDG_STATE_HOME/cardtable"
rm -f "$XDG_STATE_HOME/cardtable/cardtable.log"
ln -s "$victim" "$XDG_STATE_HOME/cardtable/cardtable.log"
err=$("$bin" games 2>&1 >/dev/null); rc=$?
check "a planted link does not stop the program" test $rc -eq 0
check "a planted link is named" grep -q "is a symbolic link, which the log is never written through" <<<"$err"
check "the file the link points to is untouched" test "$(cat "$victim")" = "someone else's file"
rm "$XDG_STATE_HOME/cardtable/cardtable.log"
(cd "$tmp" && XDG_STATE_HOME=relative/state "$bin" games >/dev/null 2>&1)
check "a relative XDG_STATE_HOME is not used" test ! -e "$tmp/relative"
check "the log goes to the home folder instead" test -s "$HOME/.local/state/cardtable/cardtable.log"
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
  # No HOME at all: the account's home from the password database (nobody's does not exist), never TMPDIR.
  chmod 755 "$tmp"
  mkdir -p "$tmp/shared" && chmod 777 "$tmp/shared"
  err=$(cd / && env -u HOME -u XDG_STATE_HOME TMPDIR="$tmp/shared" XDG_DATA_HOME="$tmp/shared/data" \
        setpriv --reuid=65534 --regid=65534 --clear-groups "$bin" games 2>&1 >/dev/null); rc=$?
  check "with no home the program still runs" test $rc -eq 0
  check "with no home the log is not put in the shared temporary folder" test ! -e "$tmp/shared/cardtable"
  check "with no home the log is said to be off" grep -q "logging is off" <<<"$err"
else
  echo "note: not root (or no setpriv): the run with no home at all is left to a root run"
fi

# One name, one file: a copy of the golden Blast save (it records the name blast-2026) under other file names.
data="$(cd "$(dirname "$0")/../data" && pwd)"
cp "$data/blast-format-8.save" "$saves/backup.save"
cp "$data/blast-format-8.save" "$saves/friend.save"
out=$("$bin" saves)
check "saves lists a copy by its own file name" grep -q "^backup .*(recorded as blast-2026)" <<<"$out"
err=$("$bin" resume blast-2026 2>&1); rc=$?
check "resume of a name no file has exits 3" test $rc -eq 3
check "resume lists the files recording that name" grep -q "saves recorded as 'blast-2026' are in the files called backup, friend: name one of them\|called friend, backup: name one" <<<"$err"
err=$("$bin" saves --delete blast-2026 2>&1); rc=$?
check "saves --delete of a name no file has exits 3" test $rc -eq 3
check "saves --delete of a name no file has deletes nothing" test -e "$saves/backup.save" -a -e "$saves/friend.save"
rm "$saves/friend.save"
"$bin" saves --delete backup >/dev/null; rc=$?
check "saves --delete of the file's own name deletes it" test $rc -eq 0 -a ! -e "$saves/backup.save"
check "and leaves no lock file" test -z "$(ls -A "$saves" | grep lock)"

# Names are text: a crafted save's names reach the terminal as text only.
printf '%s\n' '{"cmd":"new","game":"blast","seed":6,"seats":[{"name":"\u001b]0;owned\u0007"},{"bot":"easy"}]}' |
  "$bin" serve >"$tmp/out.txt"
check "serve refuses a seat name with control characters" grep -q 'must be text, without control characters' "$tmp/out.txt"
err=$("$bin" blast --hotseat --names "$(printf 'A\033[31m'),B" 2>&1 </dev/null); rc=$?
check "--names with control characters is refused" grep -q "holds control characters" <<<"$err"
check "and the refusal prints none" bash -c "! grep -q $'\033' <<<\"\$1\"" _ "$err"

# An unreadable save folder is said to be one, not an empty one.
mv "$saves" "$tmp/saves-away"
echo "not a folder" >"$saves"
err=$("$bin" saves 2>&1); rc=$?
check "saves with a folder that cannot be read exits 3" test $rc -eq 3
check "saves says the folder cannot be read" grep -q "the save folder cannot be read" <<<"$err"
err=$("$bin" resume 2>&1); rc=$?
check "resume says the folder cannot be read" grep -q "the save folder cannot be read" <<<"$err"
rm "$saves"
mv "$tmp/saves-away" "$saves"

# stats refuses absurd numbers.
echo '{"games": {"blast": {"normal": {"won": 1e300, "lost": 0}}}}' >"$XDG_DATA_HOME/cardtable/record.json"
err=$("$bin" stats 2>&1); rc=$?
check "stats with an absurd count exits 3" test $rc -eq 3
check "stats says the count is out of range" grep -q "must be a whole number from 0 to 1000000000" <<<"$err"
rm "$XDG_DATA_HOME/cardtable/record.json"

# The arena's record says when it stopped (a file-size limit stands in for a full disk).
err=$( (ulimit -f 1; timeout 120 "$bin" arena blast --p0 random --p1 random --games 40 --threads 1 --record "$tmp/arena.rec") 2>&1); rc=$?
check "a record that stops taking games does not stop the run" test $rc -eq 0
check "the record says when it stopped" grep -q "arena: the record $tmp/arena.rec stopped at game" <<<"$err"
check "the results are still printed" grep -q "arena blast: 40 games" <<<"$err"

# A protocol save records the time its game was created.
printf '%s\n' '{"cmd":"new","game":"blast","seed":7}' "{\"cmd\":\"save\",\"path\":\"$tmp/dated.save\"}" | "$bin" serve >/dev/null
created=$(sed -n 's/^created //p' "$tmp/dated.save")
check "a protocol save records its creation time" test "${created:-0}" -gt 1700000000

finish
