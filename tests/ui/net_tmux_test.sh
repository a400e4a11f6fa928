#!/usr/bin/env bash
# The terminal table at a network seat (issue 39 part B), in tmux: a host, a person at seat 1 in a terminal
# (`cardtable join` without --serve) and a headless client at seat 2 play a whole game of Blast to its results; the
# terminal client is killed mid-game (SIGKILL) and joins again with the same code, finding its log and hand as they
# were; the table says whom the game waits for. A host sitting at its own seat (no --headless), joined from the main
# menu's "Join a table" (a malformed code refused there), stopping the table when it leaves. A few Smash Up decisions at
# a network seat, then a whole Smash Up game to its results; a whole three-seat Smash Up game with a terminal client,
# a headless one and a bot. The menu's "Host a table" up to the join command shown. A malformed code on the command line is refused before any connection.
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
check "its log opens as a local table's does, worded for Ann" wait_for ann "Round 1: 15 cards each, 14 unseen; (You lead|Bob leads)" 5
check "it says whom the game waits for" wait_for ann "Waiting for Bob to come back" 5
# Seat 1's hand as seed 11 deals it (Bob leads): the menu's Host a table deals it again below from its Seed row.
dealt=$(screen ann | grep -A2 "Your hand" | tr -s ' ' | tr -d '[]▲' | tail -1)

# headless_seat <name> <address> <code>: a headless client (join --serve) answering each of its seat's questions
# with the first option, until the game ends; touches $tmp/<name>.over when it saw the game end.
headless_seat() {
  mkfifo "$tmp/$1.in" "$tmp/$1.reply"
  "$bin" join "$2" "$3" --serve <"$tmp/$1.in" >"$tmp/$1.reply" 2>"$tmp/$1.err" &
  (
    exec 3>"$tmp/$1.in" 4<"$tmp/$1.reply"
    while true; do
      echo '{"cmd":"wait"}' >&3; read -r -t 120 reply <&4 || break
      [[ $reply == *'"over":true'* ]] && { touch "$tmp/$1.over"; break; }
      [[ $reply =~ \"actions\":\[\"([^\"]*)\" ]] || break
      echo "{\"cmd\":\"apply\",\"action\":\"${BASH_REMATCH[1]}\"}" >&3; read -r -t 120 reply <&4 || break
    done
    echo '{"cmd":"quit"}' >&3; read -r -t 10 reply <&4
  ) &
}
# Bob: a headless seat.
headless_seat bob "$address" "$bob"
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
    if grep -q "Press Enter to go on" <<<"$now"; then
      # A round's summary, as at a local table: noted, then read.
      grep -oE "Round [0-9]+ is over" <<<"$now" >>"$tmp/$window.summaries"
      grep -oE "(You|Bob) emptied (your|their) hand first" <<<"$now" >>"$tmp/$window.summaries"
      keys "$window" Enter; sleep 0.2
    elif grep -q "Hint from the host" <<<"$now"; then
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
summed_up() { cat "$tmp"/ann*.summaries 2>/dev/null | grep -qE "(You emptied your|Bob emptied their) hand first"; }
check "each round's end was summed up at the network seat, worded for Ann" summed_up
keys ann2 q
check "leaving ends the client cleanly" wait_for ann2 "EXITED 0" 10
wait "$bob_loop" 2>/dev/null
for _ in $(seq 100); do kill -0 "$host_pid" 2>/dev/null || break; sleep 0.05; done
check "the host stops once the game is over and everyone left" wait "$host_pid"

# The host at a seat of its own (no --headless): its terminal opens on the others' join commands, then the same table;
# Di joins from the main menu's "Join a table".
start host 100x32 -- host blast --bots 0 --first 2 --seed 4 --names Cy,Di --listen 127.0.0.1:0
check "the host's table opens on the others' join commands" wait_for host "Seat 2, Di: cardtable join 127.0.0.1:" 20
di_address=$(screen host | grep -oE "Seat 2, Di: cardtable join [^ ]*" | awk '{print $6}')
di_code=$(screen host | grep -A1 "Seat 2, Di:" | tail -1 | grep -oE "[A-Za-z0-9_-]{72}")
check "each code is whole on its own line" test ${#di_code} -eq 72
keys host Enter
check "then shows the table at its own seat" wait_for host "BLAST · round" 10
check "the join codes head its log" wait_for host "Send each person their command" 5
check "Di leads and is not there yet: the status line says the game waits for her" wait_for host "Waiting for Di to come back" 5

start di 100x32 --
check "the main menu offers Join a table" wait_for di "Join a table" 10
click_text di "Join a table"
check "it asks for the host's address" wait_for di "The host's address" 5
keys di "$di_address" Enter
check "then for the code" wait_for di "Your seat's code" 5
keys di "abc" Enter
check "a malformed code is refused before connecting, saying why" wait_for di "Not a join code" 5
keys di BSpace BSpace BSpace "$di_code" Enter
check "the right code sits Di at the table" wait_for di "BLAST · round" 20
check "the host's table no longer waits for her" wait_for host "Di is deciding" 10
keys host q
check "leaving the host's table asks first: it stops the table for everyone" wait_for host "leaving stops the table for everyone" 5
keys host y
check "the host says how to go on" wait_for host "cardtable host --resume blast-net-" 10
check "and exits cleanly" wait_for host "EXITED 0" 10
check "Di's table says the host closed the table" wait_for di "The host is gone" 10
keys di Enter
check "a key takes her back to the main menu" wait_for di "Join a table" 5
check "on the Join a table row she left from" wait_for di "(▸|>) Join a table" 5
keys di q
check "and q quits" wait_for di "EXITED 0" 5

# Smash Up at a network seat: the board from the seat's view, a minion played, the turn ended, the bot's turn seen,
# then the whole game to its results.
"$bin" host smashup --players 2 --bots 1 --bot-level random --factions aliens+dinosaurs,ninjas+robots --seed 3 \
  --names Eve --listen 127.0.0.1:0 --headless >"$tmp/su.out" 2>"$tmp/su.err" &
su_pid=$!
for _ in $(seq 200); do grep -q "seat 1, Eve: cardtable join" "$tmp/su.out" 2>/dev/null && break; sleep 0.05; done
su_join=$(grep "seat 1, Eve:" "$tmp/su.out" | grep -o "cardtable join .*" | awk '{print $3, $4}')
start eve 100x32 -- join $su_join
check "the Smash Up table opens at the seat" wait_for eve "Smash Up · Turn [0-9]+ · You to play" 20
check "its log opens on the players and their factions" wait_for eve "Smash Up for 2: You \\(" 5
check "the other seat's hand is a count only" wait_for eve "Bot 2 +Ninjas\+Robots +VP 0/15 +hand [0-9]+" 5
keys eve Enter; sleep 0.3; keys eve Enter
check "a minion played from the hand is in the log" wait_for eve "You played [A-Za-z ]+ on " 10
turn=$(screen eve | grep -oE "Turn [0-9]+" | head -1 | awk '{print $2}')
keys eve 1
check "done with an action still playable asks first, as at a local table" wait_for eve "End turn\? You can still play an action" 5
keys eve Enter
check "done ends the turn; after the bot's, what it did is recapped, as at a local table" \
  wait_for eve "Since your last turn \([0-9]+/[0-9]+\)" 20
check "worded for Eve's seat" wait_for eve "(▸|>) .*(You|Bot 2) [a-z]+" 5
keys eve Escape
check "then Eve's next turn is shown" wait_for eve "Turn $((turn + 2)) · You to play" 10
# Then the whole game: each of Eve's decisions is the host's bot's hint for her seat (H, then Enter gives it; the
# normal bot takes some 30 ms), against the random bot, so the game ends in a few dozen turns (no VP goal is changed:
# 15 VP, as the rules say). Each summary is read (Enter), each recap skipped (Esc).
play_eve() {
  local w="${1:-eve}" now i
  for ((i = 0; i < 4000; i++)); do
    now=$(screen "$w")
    grep -q "Game over" <<<"$now" && return 0
    if grep -q "Press Enter to go on" <<<"$now"; then
      grep -qE "scored" <<<"$now" && touch "$tmp/$w.scored"
      keys "$w" Enter; sleep 0.15
    elif grep -q "Since your last turn" <<<"$now"; then
      keys "$w" Escape; sleep 0.15
    elif grep -qE "End turn\?" <<<"$now"; then
      keys "$w" Enter; sleep 0.15
    elif grep -q "Hint from the host" <<<"$now"; then
      keys "$w" Enter; sleep 0.2
    elif grep -qE "is thinking|Asking the host" <<<"$now" ||
      { grep -qE "· (Fay|Bot [0-9]) to play" <<<"$now" && ! grep -qE "^ *You · " <<<"$now"; }; then
      sleep 0.1
    else
      keys "$w" H; sleep 0.15
    fi
  done
}
play_eve
check "the Smash Up game reaches its results at the network seat" wait_for eve "Game over" 10
check "a base's scoring was summed up on the way" test -e "$tmp/eve.scored"
check "the results give the VP each base gave, as the local results do" wait_for eve "from [A-Z][A-Za-z' ]+ [0-9]+" 5
check "and the game is in Eve's record against the bot" wait_for eve "Your record against random: [0-9]+ won" 5
keys eve q
check "Eve leaves cleanly" wait_for eve "EXITED 0" 10

# The Smash Up host stops by itself once its game is over and Eve has left.
for _ in $(seq 100); do kill -0 "$su_pid" 2>/dev/null || break; sleep 0.1; done
gone() { ! kill -0 "$1" 2>/dev/null; }
check "the Smash Up host stops by itself once the game is over and Eve has left" gone "$su_pid"
kill -TERM "$su_pid" 2>/dev/null; wait "$su_pid"

# Smash Up with a terminal client and a headless one at the same table, and a bot: Eve plays by the host's hints,
# Fay's client answers with its first option each time, the random bot plays the third seat; the whole game, to the
# results at both clients.
"$bin" host smashup --players 3 --bots 1 --bot-level random --factions aliens+dinosaurs,pirates+wizards,ninjas+robots \
  --seed 5 --names Eve,Fay --listen 127.0.0.1:0 --headless >"$tmp/su3.out" 2>"$tmp/su3.err" &
su3_pid=$!
for _ in $(seq 200); do grep -q "seat 2, Fay: cardtable join" "$tmp/su3.out" 2>/dev/null && break; sleep 0.05; done
su3_join() { grep "seat $1," "$tmp/su3.out" | grep -o "cardtable join .*" | awk '{print $3, $4}'; }
start eve3 100x32 -- join $(su3_join 1)
headless_seat fay $(su3_join 2)
fay_loop=$!
check "the three-seat Smash Up table opens at Eve's seat" wait_for eve3 "Smash Up · Turn [0-9]+" 20
check "Fay's seat is a hand count at Eve's table" wait_for eve3 "Fay +Pirates\+Wizards +VP [0-9]+/15 +hand [0-9]+" 5
play_eve eve3
check "the game with a headless client reaches its results at the terminal" wait_for eve3 "Game over" 10
wait "$fay_loop" 2>/dev/null
check "and the headless client saw it end" test -e "$tmp/fay.over"
keys eve3 q
check "Eve leaves the three-seat table cleanly" wait_for eve3 "EXITED 0" 10
for _ in $(seq 100); do kill -0 "$su3_pid" 2>/dev/null || break; sleep 0.1; done
check "that host stops too once its game is over and both left" gone "$su3_pid"
kill -TERM "$su3_pid" 2>/dev/null; wait "$su3_pid"
# The menu's "Host a table": the game set up on its own New game form (its Seed row too), then the address; a bad
# address and a port in use (another host listening) are refused on the spot, the game kept; then the host sits at the
# first seat, shows the others' commands, and its table is dealt from the seed typed.
"$bin" host blast --bots 1 --listen 127.0.0.1:0 --headless >"$tmp/busy.out" 2>"$tmp/busy.err" &
busy_pid=$!
for _ in $(seq 200); do grep -q "seat 1, .*: cardtable join" "$tmp/busy.out" 2>/dev/null && break; sleep 0.05; done
busy=$(grep -m1 -o "cardtable join [^ ]*" "$tmp/busy.out" | awk '{print $3}')
start hm 100x32 --
check "the main menu offers Host a table" wait_for hm "Host a table" 10
click_text hm "Host a table"
check "it lists the games' setups" wait_for hm "Host a table: the game" 5
click_text hm "Blast, two players..."
check "the game's own form sets it up" wait_for hm "Player 2" 5
# Player 2 leads, and the deal's seed typed on the Seed row (a letter there refused, saying why, the digits kept).
keys hm Down Down Right Right Down
check "the form has a Seed row, random when empty" wait_for hm "Seed +< random \\(type digits\\) >" 5
keys hm 1 x
check "a letter on the Seed row is refused, saying why" wait_for hm "'x' is not a digit: a seed is digits only" 5
keys hm 1
check "the digits typed are kept" wait_for hm "Seed +< 11_ >" 5
keys hm Enter; sleep 0.2; keys hm Enter
check "then the address to listen on is asked" wait_for hm "Listen on" 5
for _ in $(seq 14); do keys hm BSpace; done
keys hm "not-an-address" Enter
check "a bad address is refused on the form, saying why" wait_for hm "Not hosted: listen on an IP address" 10
check "the address typed is kept to be changed" wait_for hm "not-an-address" 5
for _ in $(seq 14); do keys hm BSpace; done
keys hm "$busy" Enter
check "a port in use is refused too" wait_for hm "Not hosted: cannot listen on 127.0.0.1:[0-9]+" 10
for _ in $(seq 24); do keys hm BSpace; done
keys hm "127.0.0.1:0" Enter
check "the host sits at the first seat and shows the join command for the other" \
  wait_for hm "Seat 2, Player 2: cardtable join 127.0.0.1:[0-9]+" 20
check "the join commands are in the log file too" \
  grep -qE "host: Seat 2, Player 2: cardtable join 127.0.0.1:[0-9]+" "$XDG_STATE_HOME/cardtable/cardtable.log"
keys hm Enter
check "then the table at its own seat" wait_for hm "BLAST · round" 10
check "dealt from the Seed row's 11: seat 1's hand is the one host blast --seed 11 dealt Ann" \
  test "$(screen hm | grep -A2 "Your hand" | tr -s ' ' | tr -d '[]▲' | tail -1)" = "$dealt"
keys hm q; sleep 0.3; keys hm y
check "leaving it comes back to the menu" wait_for hm "Host a table" 10
check "on the Host a table row, not New game" wait_for hm "(▸|>) Host a table" 5
keys hm q
check "and q quits" wait_for hm "EXITED 0" 5
kill -TERM "$busy_pid"; wait "$busy_pid"

# A malformed code is refused before connecting.
"$bin" join 127.0.0.1:9 not-a-code >"$tmp/bad.out" 2>"$tmp/bad.err"
check "a malformed code exits 2" test $? -eq 2
check "and says what is wrong with it" grep -qi "code" "$tmp/bad.err"
check "no screen was cut inside a word" no_cut_words
finish
