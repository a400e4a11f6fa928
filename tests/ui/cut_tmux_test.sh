#!/usr/bin/env bash
# End to end in a real terminal (tmux), issue 37 item 8: every screen of both games at 80x24 (and the menu's lists at
# 120x40) is walked: the menu and its lists, the setup forms, How to play, the card browser, the Blast and Smash Up
# tables with every window over them (keys and marks, rules, the whole log, discard piles, cards, the save prompt,
# the quit question, hints, the end-turn question, "since your last turn", a scoring summary, the results), four
# players, hot-seat hand-overs and a draft. The canvas writes to the log every text it had to cut ("screen text cut
# inside a word at row 23: '... q qui' | 't'"); the test fails on any such line. Usage: cut_tmux_test.sh path/to/cardtable
set -uo pipefail
bin="$1"
source "$(cd "$(dirname "$0")" && pwd)/tmux_harness.sh"

# visit <name> <key>...: each key in turn, the screen given a moment to be drawn after each.
visit() {
  local name="$1" k
  shift
  for k in "$@"; do
    keys "$name" "$k"
    sleep 0.12
  done
}
# type_text <name> <text>: literal characters.
type_text() { keys "$1" -l "$2"; sleep 0.15; }
# the_bar_ends <name> <text>: the key bar (the last row) ends with the text, whole.
the_bar_ends() {
  local bar
  bar=$(screen "$1" | tail -1 | sed 's/ *$//')
  [[ "$bar" == *"$2" ]] && return 0
  echo "--- the key bar of $1 does not end with '$2': '$bar'"
  return 1
}
leave() { keys "$1" q; wait_for "$1" "Leave the table\?" 5 >/dev/null && keys "$1" y; }
# play_phase <name>: waits for the person's play phase, answering on the way whatever a bot's card asks of them.
play_phase() {
  local name="$1" i s
  for ((i = 0; i < 400; i++)); do
    s=$(screen "$name")
    if grep -q "Since your last turn" <<<"$s"; then keys "$name" Enter; sleep 0.3; continue; fi
    grep -q "^ You: play a card" <<<"$s" && return 0
    grep -q "EXITED" <<<"$s" && return 1
    if grep -q "Press Enter to go on" <<<"$s"; then keys "$name" Enter; sleep 0.3; fi
    if grep -Eq "^ You( ·|:) " <<<"$s"; then keys "$name" Enter; sleep 0.3; fi
    sleep 0.1
  done
  echo "--- no play phase; the screen was:"; screen "$name"
  return 1
}
serve_save() {
  local file="$1"; shift
  printf '%s\n' "$@" "{\"cmd\":\"save\",\"path\":\"$file\"}" | "$bin" serve >/dev/null
}

# 1. The menu: its lists, the setup forms, How to play, the card browser.
start menu 80x24 LANG=C.UTF-8 --
check "the menu opens" wait_for menu "Main menu"
check "the menu's key bar is whole" the_bar_ends menu "q quit"
visit menu '?' x Enter
check "New game lists the games" wait_for menu "Blast vs the bot, easy"
visit menu Down Down Down Down Enter
check "Smash Up's setup form opens" wait_for menu "New game: Smash Up"
visit menu Down Down Down Right Down Right Right Down Down Escape
sleep 0.3
visit menu Up Enter
check "Blast's two-player form opens" wait_for menu "New game: Blast"
visit menu Down Down Down Escape
sleep 0.3
visit menu Escape
sleep 0.3
visit menu Down Down Down Enter Enter
check "How to play opens" wait_for menu "How to play: "
visit menu Right Right Right Right Right Escape Down Enter Right Right Right Right Right Escape
sleep 0.3
visit menu Escape
sleep 0.3
visit menu Down Enter
check "Cards opens the card browser" wait_for menu "Cards: Aliens \(1/16\)"
visit menu Right End PageUp
type_text menu "inv"
visit menu Escape Escape
sleep 0.3
keys menu q
wait_for menu "EXITED" 5 >/dev/null

# 2. Blast against the bot: the table and every window over it.
start blast 80x24 LANG=C.UTF-8 -- blast --bot easy --seed 7
check "the Blast table opens" wait_for blast "BLAST · round 1"
check "Blast's key bar is whole" the_bar_ends blast "q quit"
visit blast '?' End x L Escape s Escape
sleep 0.3
visit blast q n
visit blast H
wait_for blast "Hint from the normal bot" 60 >/dev/null
visit blast Enter Enter Right space Enter p
leave blast

start blasthot 80x24 LANG=C.UTF-8 -- blast --hotseat --names Alexandrina,Bartholomew --seed 5
check "Blast's hand-over opens" wait_for blasthot "Alexandrina, it is your turn"
visit blasthot Enter 1 Enter
leave blasthot

# 3. Smash Up against a bot at 80x24: the board and every window over it.
start su 80x24 LANG=C.UTF-8 -- smashup --cards core --players 2 --bots 1 --bot-level random --factions dinosaurs+aliens,ninjas+robots --seed 9
check "the Smash Up table opens" wait_for su "Smash Up · Turn"
check "the person's play phase comes" play_phase su
check "Smash Up's key bar is whole" the_bar_ends su "q quit"
visit su '?' End x r Right Right Right Right Right Escape L i x Escape
sleep 0.3
visit su d Down i x Right x c
type_text su "sc"
visit su Escape Escape v Tab Right Right Right i x v Escape
sleep 0.3
visit su Home Enter Escape End Enter Escape H
wait_for su "Hint from the normal bot" 60 >/dev/null
visit su s Escape
sleep 0.3
visit su q n End Enter Enter
check "the person's next turn, after the bot's" play_phase su
leave su

# 4. Four players at 80x24, the compact view and long names in hot-seat.
start four 80x24 LANG=C.UTF-8 -- smashup --players 4 --bots 3 --bot-level random --seed 5
check "the 4-player board opens" wait_for four "Smash Up · Turn"
check "the person's play phase comes" play_phase four
visit four Tab Right Right Right Right Right Right Right Right v Right Right v d Right Right x c Right Escape
leave four
start names 80x24 LANG=C.UTF-8 -- smashup --players 2 --bots 0 --names Alexandrina,Bartholomew --seed 5
check "the hot-seat hand-over opens" wait_for names "Pass the keyboard"
visit names Enter End Enter Escape
leave names

# 5. A casual draft: the pick and a faction's card list.
start draft 80x24 LANG=C.UTF-8 -- smashup --cards core --players 2 --bots 1 --bot-level random --factions casual --seed 3
check "the draft asks for a faction" wait_for draft "pick your first faction"
visit draft i End x Enter
leave draft

# 6. A scoring summary and the results: the person (14 VP) scores The Mothership and wins.
end='{"seats":[{"factions":["aliens","dinosaurs"],"vp":14,"hand":["beam-up"],"deck":["beam-up","beam-up"]},{"factions":["ninjas","robots"],"hand":["beam-up"],"deck":["beam-up","beam-up"]}],"bases":[{"base":"the-mothership","minions":[{"card":"supreme-overlord","controller":0},{"card":"supreme-overlord","controller":0},{"card":"invader","controller":0},{"card":"supreme-overlord","controller":1},{"card":"collector","controller":1}]},{"base":"the-homeworld"}],"base_deck":["tortuga"],"turn":{"active":0,"phase":"play","number":3,"minion_used":true,"action_used":true}}'
serve_save "$tmp/end.save" "{\"cmd\":\"new\",\"game\":\"smashup\",\"scenario\":$end,\"seats\":[{\"name\":\"You\"},{\"bot\":\"easy\",\"seed\":3}]}"
start end 80x24 LANG=C.UTF-8 -- load "$tmp/end.save"
check "the scoring position opens" wait_for end "You: play a card"
visit end 1
check "the scoring summary opens" wait_for end "The Mothership scored"
visit end Enter
wait_for end "The Mothership: you may return" 5 >/dev/null && visit end 1
check "the results open" wait_for end "Game over"
visit end Escape Enter q
wait_for end "EXITED" 5 >/dev/null

# 7. The Load list at 80x24 and 120x40, with the saves the games above left.
for size in 80x24 120x40; do
  start "load$size" "$size" LANG=C.UTF-8 --
  check "the menu opens at $size" wait_for "load$size" "Main menu"
  visit "load$size" Down Down Enter
  check "Load lists the saves at $size" wait_for "load$size" "Load a saved game"
  visit "load$size" Down Down Escape
  sleep 0.3
  keys "load$size" q
done

check "no text on any screen was cut inside a word" no_cut_words
finish
