#!/usr/bin/env bash
# `cardtable host` and `cardtable join --serve` as programs (issue 39): a game played through them, a client killed
# with SIGKILL and its seat taken again with the same code, the host stopped by SIGTERM (it saves, tells the client,
# and says how to go on), reopened with --resume and the same codes, played to the end; a host killed outright (its
# client says so and ends); the usage errors. Ports are chosen by the system, so this runs beside other tests.
# Usage: net_cli_test.sh path/to/cardtable
set -uo pipefail
cardtable="$1"
source "$(dirname "$0")/../cli/harness.sh"

# start_host <log prefix> <host arguments...>: runs a host in the background; sets host_pid, address.
start_host() {
  local prefix="$1"; shift
  "$cardtable" host "$@" --listen 127.0.0.1:0 --headless >"$tmp/$prefix.out" 2>"$tmp/$prefix.err" &
  host_pid=$!
  for _ in $(seq 200); do grep -q "cardtable join" "$tmp/$prefix.out" 2>/dev/null && break; sleep 0.05; done
  address=$(grep -m1 -o "cardtable join [^ ]*" "$tmp/$prefix.out" | awk '{print $3}')
}
# code_of <log prefix> <seat> [<table, from 1>]: the code the host printed for that seat.
code_of() { grep "seat $2," "$tmp/$1.out" | grep -o "cardtable join .*" | awk '{print $4}' | sed -n "${3:-1}p"; }

# open_seat <name> <address> <code>: a headless seat on fifos; fd 3 writes its requests, fd 4 reads its replies.
open_seat() {
  rm -f "$tmp/$1.in" "$tmp/$1.reply"; mkfifo "$tmp/$1.in" "$tmp/$1.reply"
  "$cardtable" join "$2" "$3" --serve <"$tmp/$1.in" >"$tmp/$1.reply" 2>"$tmp/$1.err" &
  seat_pid=$!
  exec 3>"$tmp/$1.in" 4<"$tmp/$1.reply"
}
ask() { echo "$1" >&3; reply=""; read -r -t 60 reply <&4; }
# Read with bash's own matching: a game's hundreds of answers start no process each (the test stays short).
decision_of() { [[ $reply =~ \"decision\":([0-9]+) ]] && echo "${BASH_REMATCH[1]}"; }
# play <n>: up to n answers of this seat, each its first action (fewer when the game ends); sets over=1 at the end.
play() {
  over=0
  for ((i = 0; i < $1; ++i)); do
    ask '{"cmd":"wait"}'
    if [[ $reply == *'"over":true'* ]]; then over=1; return; fi
    [[ $reply =~ \"actions\":\[\"([^\"]*)\" ]] || { echo "no action to answer: $reply"; return 1; }
    ask "{\"cmd\":\"apply\",\"action\":\"${BASH_REMATCH[1]}\"}"
    [[ $reply == *'"ok":true'* ]] || { echo "apply refused: $reply"; return 1; }
  done
}

# --- a game, a killed client, a stopped host, a resumed game ---
start_host blast blast --bots 1 --bot-level random --seed 5 --names Ann
code=$(code_of blast 1)
check "the host prints a join command for the person's seat" test -n "$code"
check "the person's seat is named" grep -q "seat 1, Ann: cardtable join" "$tmp/blast.out"
check "the bot's seat gets no code" grep -q "seat 2, Bot (random): played by the host" "$tmp/blast.out"
name=$(grep -o "Table [^ ]*" "$tmp/blast.out" | awk '{print $2}')
check "the host's key is private" test "$(stat -c %a "$XDG_DATA_HOME/cardtable/host-key.pem")" = 600
check "the table's secrets are private" test "$(stat -c %a "$XDG_DATA_HOME/cardtable/saves/$name.seats")" = 600
check "the save exists before the first decision" test -f "$XDG_DATA_HOME/cardtable/saves/$name.save"

open_seat one "$address" "$code"
check "a seat plays through join --serve" play 6
kill -9 "$seat_pid"; wait "$seat_pid" 2>/dev/null; exec 3>&- 4<&-
for _ in $(seq 100); do grep -q "left seat 1" "$tmp/blast.err" && break; sleep 0.05; done
check "the host sees the killed client leave" grep -q "Ann left seat 1" "$tmp/blast.err"
check "its status lines name the players" grep -q "^cardtable host: table [0-9a-f]*: Ann " "$tmp/blast.err"

open_seat two "$address" "$code"
ask '{"cmd":"seats"}'
check "the same code sits down again" grep -q '"present":true' <<<"$reply"
check "and plays on" play 3
ask '{"cmd":"wait"}'
before_stop=$(decision_of)
kill -TERM "$host_pid"; wait "$host_pid"; host_exit=$?
check "a host stopped by SIGTERM exits with 130" test "$host_exit" -eq 130
check "it says how to go on" grep -q -- "--resume $name" "$tmp/blast.err"
wait "$seat_pid"; seat_exit=$?; exec 3>&- 4<&-
check "its client ends with 1" test "$seat_exit" -eq 1
check "and says the host closed the table" grep -q "the host closed the table: the host stopped" "$tmp/two.err"

start_host resumed --resume "$name"
check "--resume prints the same code" test "$(code_of resumed 1)" = "$code"
open_seat three "$address" "$code"
ask '{"cmd":"wait"}'
check "the resumed game is where it stopped" test "$(decision_of)" = "$before_stop"
check "the resumed game plays to its end" play 400
check "and ends" test "$over" -eq 1
echo '{"cmd":"quit"}' >&3; wait "$seat_pid"; seat_exit=$?; exec 3>&- 4<&-
check "a client that quits exits with 0" test "$seat_exit" -eq 0
wait "$host_pid"; host_exit=$?
check "the host ends with 0 once every game is over and its clients left" test "$host_exit" -eq 0

# --- two tables in one host, which vanishes ---
start_host vanishing smashup --players 2 --seed 9 --tables 2
check "--tables 2 hosts two tables" test "$(grep -c "^Table smashup-net-" "$tmp/vanishing.out")" -eq 2
check "each with its own codes" test "$(code_of vanishing 1 1)" != "$(code_of vanishing 1 2)"
open_seat four "$address" "$(code_of vanishing 1 2)"
ask '{"cmd":"observe"}'
check "a Smash Up seat observes its view" grep -q '"hand":\[' <<<"$reply"
kill -9 "$host_pid"; wait "$host_pid" 2>/dev/null
wait "$seat_pid"; seat_exit=$?; exec 3>&- 4<&-
check "a client whose host vanished ends with 1" test "$seat_exit" -eq 1
check "and says so" grep -q "cardtable join: the host closed the connection\|cardtable join: lost the host" "$tmp/four.err"

# --- usage ---
"$cardtable" join 127.0.0.1:1 "$code" >/dev/null 2>"$tmp/usage.err"
check "join without --serve and without a terminal exits with 2" test $? -eq 2
check "and says the table needs one (a program joins with --serve)" grep -q "the table needs a terminal.*--serve" "$tmp/usage.err"
"$cardtable" join 127.0.0.1:1 not-a-code --serve >/dev/null 2>&1
check "a code that cannot be read is a usage error" test $? -eq 2
"$cardtable" host chess >/dev/null 2>&1
check "an unknown game is a usage error" test $? -eq 2
"$cardtable" host blast --listen nowhere:1 >/dev/null 2>&1
check "a bad --listen is a usage error" test $? -eq 2
"$cardtable" host --resume "$name" --seed 3 >/dev/null 2>"$tmp/resume.err"
check "a setup option with --resume is a usage error" test $? -eq 2
check "that says which" grep -q -- "--seed does not apply" "$tmp/resume.err"
"$cardtable" host --resume "$name" --tables 2 >/dev/null 2>&1
check "and so is --tables" test $? -eq 2
"$cardtable" host --resume no-such-game >/dev/null 2>"$tmp/resume.err"
check "resuming a game with no save is refused like a missing save (3)" test $? -eq 3
cp "$XDG_DATA_HOME/cardtable/saves/$name.save" "$XDG_DATA_HOME/cardtable/saves/local-copy.save"
"$cardtable" host --resume local-copy >/dev/null 2>"$tmp/resume.err"
check "resuming a save that was never hosted says its codes are missing" grep -q "local-copy.seats: missing" "$tmp/resume.err"
finish
