#!/usr/bin/env bash
# The terminal table at a network seat (issue 39 part B), in tmux: a host, a person at seat 1 in a terminal
# (`cardtable join` without --serve) and a headless client at seat 2 play a whole game of Blast to its results; the
# terminal client is killed mid-game (SIGKILL) and joins again with the same code, finding the table as it was; the
# other seat is told that the game waits for it. A malformed code is refused before any connection.
# Usage: net_tmux_test.sh path/to/cardtable
set -uo pipefail
bin="$1"
source "$(dirname "$0")/tmux_harness.sh"

"$bin" host blast --bots 0 --first 2 --seed 11 --names Ann,Bob --listen 127.0.0.1:0 --headless >"$tmp/host.out" 2>"$tmp/host.err" &
host_pid=$!
for _ in $(seq 200); do grep -q "seat 2, Bob: cardtable join" "$tmp/host.out" 2>/dev/null && break; sleep 0.05; done
address=$(grep -m1 -o "cardtable join [^ ]*" "$tmp/host.out" | awk '{print $3}')
code_of() { grep "seat $1," "$tmp/host.out" | grep -o "cardtable join .*" | awk '{print $4}'; }
ann=$(code_of 1)
bob=$(code_of 2)
check "the host prints both codes" test -n "$ann" -a -n "$bob"

# Ann at the terminal table, before Bob's client has come: Bob leads (--first 2), so the table waits for him.
start ann 100x32 -- join "$address" "$ann"
check "the terminal client sits at the table" wait_for ann "BLAST · round" 20
check "it says whom the game waits for" wait_for ann "Waiting for Bob to come back" 5

# Bob: a headless seat answering each of its questions with its first option, until the game ends.
mkfifo "$tmp/bob.in" "$tmp/bob.reply"
"$bin" join "$address" "$bob" --serve <"$tmp/bob.in" >"$tmp/bob.reply" 2>"$tmp/bob.err" &
(
  exec 3>"$tmp/bob.in" 4<"$tmp/bob.reply"
  while true; do
    echo '{"cmd":"wait"}' >&3; read -r -t 120 reply <&4 || break
    [[ $reply == *'"over":true'* ]] && break
    [[ $reply =~ \"actions\":\[\"([^\"]*)\" ]] || break
    echo "{\"cmd\":\"apply\",\"action\":\"${BASH_REMATCH[1]}\"}" >&3; read -r -t 120 reply <&4 || break
  done
  echo '{"cmd":"quit"}' >&3; read -r -t 10 reply <&4
) &
bob_loop=$!
check "Bob's first play shows in Ann's log, worded for her" wait_for ann "Bob (played|passed)" 20

# play_ann <window> <answers> [hints]: up to that many of Ann's answers; returns early once the results show. With
# `hints`, each answer is the hint of the host's bot for her seat (H), given with Enter; without, she leads her card
# under the cursor on Zamepra (1, Enter), passes when following (p) and discards the card under the cursor after a
# Junker (Enter), taking the hint only for an exchange's gift.
play_ann() {
  local window="$1" n=0 i now
  for ((i = 0; i < 6000 && n < $2; i++)); do
    now=$(screen "$window")
    grep -q "Game over" <<<"$now" && return 0
    if grep -q "Hint from the host" <<<"$now"; then
      keys "$window" Enter; n=$((n + 1)); sleep 0.2
    elif grep -q "Asking the host" <<<"$now"; then
      sleep 0.1
    elif grep -qE "Exchange: you" <<<"$now" || { [ -n "${3:-}" ] && grep -qE "Your lead|Beat |Junker: you won|pass \(p\)" <<<"$now"; }; then
      keys "$window" H; sleep 0.2
    elif grep -qE "Your lead|Junker: you won" <<<"$now"; then
      keys "$window" 1 Enter; n=$((n + 1)); sleep 0.2
    elif grep -qE "Beat |pass \(p\)" <<<"$now"; then
      keys "$window" p; n=$((n + 1)); sleep 0.2
    else
      sleep 0.1
    fi
  done
}
play_ann ann 5 hints
check "Ann's answers reach the host" grep -qE "Ann (played|passed|discarded)" "$tmp/host.err"
sleep 0.5  # the last answer's update has come
# The log's last line as Ann's table words it (the host's status line names her, her table says You), and her hand.
hand=$(screen ann | grep -A2 "Your hand" | tr -s ' ' | tr -d '[]▲' | tail -1)
last=$(screen ann | grep -oE "(You|Bob) (played|passed|discarded)[^│|]*" | tail -1 | sed 's/ *$//')
check "Ann's table shows a log line" test -n "$last"

# SIGKILL the terminal client (the child of the window's shell), as a closed terminal or a crash would.
pane=$(tmux -L "$socket" display-message -p -t ann '#{pane_pid}')
client=$(pgrep -P "$pane")
kill -9 $client
for _ in $(seq 100); do grep -q "Ann left seat 1" "$tmp/host.err" && break; sleep 0.05; done
check "the host sees Ann's client go" grep -q "Ann left seat 1" "$tmp/host.err"

start ann2 100x32 -- join "$address" "$ann"
check "the same code sits Ann down again" wait_for ann2 "BLAST · round" 20
check "the table is as it was: the log ends as it did" wait_for ann2 "$(sed 's/[][().*+?^$|{}\\]/./g' <<<"$last")" 5
check "and Ann's hand is as it was" test "$(screen ann2 | grep -A2 "Your hand" | tr -s ' ' | tr -d '[]▲' | tail -1)" = "$hand"
play_ann ann2 400
check "the game reaches its results at the terminal table" wait_for ann2 "Game over" 60
check "the results say who won" wait_for ann2 "(You win|Bob wins), [0-9]+-[0-9]+" 5
keys ann2 q
check "leaving ends the client cleanly" wait_for ann2 "EXITED 0" 10
wait "$bob_loop" 2>/dev/null
for _ in $(seq 100); do kill -0 "$host_pid" 2>/dev/null || break; sleep 0.05; done
check "the host stops once the game is over and everyone left" wait "$host_pid"

# The host at a seat of its own (no --headless): its terminal opens on the others' join commands, then the same table.
start host 100x32 -- host blast --bots 0 --first 2 --seed 4 --names Cy,Di --listen 127.0.0.1:0
check "the host's table opens on the others' join commands" wait_for host "Seat 2, Di: cardtable join 127.0.0.1:" 20
keys host Enter
check "then shows the table at its own seat" wait_for host "BLAST · round" 10
check "the join codes head its log" wait_for host "Send each person their command" 5
check "Di leads and is not there yet: the status line says the game waits for her" wait_for host "Waiting for Di to come back" 5
keys host q
check "leaving asks first: it stops the table for everyone" wait_for host "leaving stops the table for everyone" 5
keys host y
check "the host says how to go on" wait_for host "cardtable host --resume blast-net-" 10
check "and exits cleanly" wait_for host "EXITED 0" 10

# A malformed code is refused before connecting.
"$bin" join 127.0.0.1:9 not-a-code >"$tmp/bad.out" 2>"$tmp/bad.err"
check "a malformed code exits 2" test $? -eq 2
check "and says what is wrong with it" grep -qi "code" "$tmp/bad.err"
check "no screen was cut inside a word" no_cut_words
finish
