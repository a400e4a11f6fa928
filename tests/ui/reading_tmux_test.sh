#!/usr/bin/env bash
# End to end in a real terminal (tmux): the table tells the whole story (issue 21 items 1-5, 9 and 11). At 80x24 and 120x40,
# a faction's card list (a long popup) wraps on words inside its frame and scrolls with the arrow and page keys,
# saying there is more; the key help wraps its explanations and explains the marks; the rules open from the table;
# the board wraps a base's ability instead of cutting it; without colour the cursor stands out; faction picks are
# logged; a scoring shows its summary; H gives a hint; the results rank the players and count the game in the record.
# Usage: reading_tmux_test.sh path/to/cardtable
set -uo pipefail
bin="$1"
source "$(cd "$(dirname "$0")" && pwd)/tmux_harness.sh"

# popup_text <name> <title>: the text inside the framed window of that title, its rows joined with single spaces (a wrapped
# sentence reads whole again), the frame and whatever of the board shows either side of it left out.
popup_text() {
  local LC_ALL=C.UTF-8 line col=-1 width=0 inner out=""
  while IFS= read -r line; do
    if [ "$col" -lt 0 ]; then
      [[ "$line" == *"┌─ $2 "* ]] || continue
      inner="${line#*┌─ $2 }"
      inner="─ $2 $inner"
      inner="${inner%%┐*}"
      col="${line%%┌*}"
      col=${#col}
      width=${#inner}
      continue
    fi
    [[ "${line:col:1}" == "└" ]] && break
    out+=" ${line:col+2:width-2}"
  done < <(screen "$1")
  tr -s ' ' <<<"$out" | sed 's/^ //; s/ $//'
}
# serve_save <file> <request lines...>: sends the protocol requests to `serve`, then saves the session to <file>.
serve_save() {
  local file="$1"; shift
  printf '%s\n' "$@" "{\"cmd\":\"save\",\"path\":\"$file\"}" | "$bin" serve >/dev/null
}
# popup_has <name> <title> <text>: the popup holds the text exactly, every word of it. Polled like wait_for, since a
# key's redraw (End scrolling the popup) may not be on the screen yet when the check starts.
popup_has() {
  local i
  for ((i = 0; i < 50; i++)); do
    popup_text "$1" "$2" | grep -qF -- "$3" && return 0
    sleep 0.1
  done
  echo "--- the popup '$2' on $1 does not hold '$3'; it reads:"; popup_text "$1" "$2"
  return 1
}

# Long card texts of the first faction offered (Aliens): each wraps over several rows at 80 columns.
overlord="1× Supreme Overlord (power 5): When you play it, you may pick any one minion in play and send it back to its owner's hand."
terraforming="1× Terraforming (action): Search the base deck for a base and swap it with a base in play (its minions stay; its actions are discarded; it goes into the base deck). Shuffle the base deck. Then you may play an extra minion on the new base."
help_click="mouse click choose a highlighted choice; on anything else: its full text"

# 1. 80x24: the faction pick's card list is taller than the screen.
start small 80x24 LANG=C.UTF-8 -- smashup --cards core --players 2 --bots 1 --bot-level random --factions casual --seed 3
check "the person is asked to pick a faction" wait_for small "You: pick your first faction"
keys small i
check "i opens the faction's card list" wait_for small "┌─ Aliens "
check "a card text wrapped over two rows reads whole" popup_has small "Aliens" "$overlord"
check "the popup says there is more below" wait_for small "more ↓ \(line 20/[0-9]+"
keys small End
check "End scrolls to the last page" wait_for small "more ↑ \(line ([0-9]+)/\1"
check "the last card's text, four rows long, reads whole" popup_has small "Aliens" "$terraforming"
keys small Up
check "Up scrolls back a row: more both ways" wait_for small "more ↓ more ↑"
keys small PageUp
check "PgUp scrolls back to the top" wait_for small "more ↓ \(line 20/"
keys small x
check "any other key closes it" wait_for small "At: Aliens"
check "and the pick is still asked" test "$(screen small | grep -c "┌─ Aliens")" -eq 0
keys small '?'
check "? opens the keys" wait_for small "┌─ Keys and marks "
check "a key's explanation wraps beside it and reads whole" popup_has small "Keys and marks" "$help_click"
keys small x
check "the keys close" wait_for small "At: Aliens"
check "before the pick, the opening names the players only" wait_for small "Smash Up for 2: You, Bot \(random\)\."
keys small Enter
check "the person's pick is logged" wait_for small "You picked Aliens\."
check "the bot's picks are logged" wait_for small "Bot picked [A-Z][a-z]+\."
keys small q
wait_for small "Leave the table\?" >/dev/null && keys small y

# 2. 120x40: the same list fits; nothing is cut and nothing says there is more.
start large 120x40 LANG=C.UTF-8 -- smashup --cards core --players 2 --bots 1 --bot-level random --factions casual --seed 3
check "the pick is asked at 120x40" wait_for large "You: pick your first faction"
keys large i
check "the card list opens at 120x40" wait_for large "┌─ Aliens "
check "the first long text reads whole at 120x40" popup_has large "Aliens" "$overlord"
check "the last long text reads whole at 120x40" popup_has large "Aliens" "$terraforming"
check "a list that fits does not scroll" test "$(screen large | grep -c "more ↓")" -eq 0
keys large x q
wait_for large "Leave the table\?" >/dev/null && keys large y

# 3. A game under way at 80x24 without colour: each base's ability is on the board in full, wrapped, never cut with
# "..."; the cursor and the choices differ without colour; ? explains the marks and opens the rules.
start board 80x24 LANG=C.UTF-8 NO_COLOR=1 -- smashup --cards core --players 2 --bots 1 --bot-level random --factions dinosaurs+aliens,ninjas+robots --seed 9
check "the board opens" wait_for board "You: play a card"
check "no base ability is cut short" test "$(screen board | grep -c '\.\.\.$')" -eq 0
check "a base's ability continues on the next row" wait_for board "^     [a-z].*(base|minion|player|VP|hand)"
hand_row=$(tmux -L "$socket" capture-pane -e -p -t board | grep "Your hand")
check "without colour the cursor is in reverse video" grep -Eq $'\e\\[[0-9;]*7m(\e\\[[0-9;]*m)*[A-Z]' <<<"$hand_row"
check "and the other choices are underlined" grep -Eq $'\e\\[[0-9;]*4m[A-Z]' <<<"$hand_row"
keys board '?'
check "? shows the keys and the marks" wait_for board "┌─ Keys and marks "
keys board End
check "the legend ends with why some cards are ruled as they are" popup_has board "Keys and marks" "Shinobi: only one Shinobi ability may be used per base that is scoring."
check "and the highlights without colour" popup_has board "Keys and marks" "Reverse video: the cursor"
keys board PageUp
check "the legend explains a changed power" popup_has board "Keys and marks" "Invader 5* (Al): a minion, its power now and its faction; * when the power differs from the printed power"
check "the legend names the factions' tags" popup_has board "Keys and marks" "Faction tags: Di Dinosaurs, Al Aliens, Ni Ninjas, Ro Robots."
keys board r
check "r opens Smash Up's rules from the table" wait_for board "How to play: Smash Up: the goal \(1/6\)"
keys board Right
check "their pages turn" wait_for board "How to play: Smash Up: a turn \(2/6\)"
keys board Escape
check "Esc goes back to the table" wait_for board "You: play a card"
keys board q
wait_for board "Leave the table\?" >/dev/null && keys board y

# 4. Blast at 80x24: the legend explains the notation of counted cards, and r opens Blast's rules.
start blast 80x24 LANG=C.UTF-8 -- blast --bot easy --seed 4
check "the Blast table opens" wait_for blast "Your hand"
keys blast '?'
check "? shows Blast's keys and marks" wait_for blast "┌─ Keys and marks "
keys blast End
check "S5- and C5=J are explained" popup_has blast "Keys and marks" "S5- is a Shrinker counted one lower; C5=J is a Changeling counted as a Junker"
keys blast r
check "r opens Blast's rules" wait_for blast "How to play: .*\(1/[0-9]+\)"
keys blast Escape
check "Esc goes back to the Blast table" wait_for blast "Your hand · 15 cards"
keys blast H
check "H asks the normal bot for a hint and says what it is" wait_for blast "Hint from the normal bot: .*Enter gives it\." 60
check "the hinted cards are selected" test "$(screen blast | grep -o "▲" | wc -l)" -ge 1
check "the log says why, from what the bot's search saw (issue 40)" \
  test -n "$(screen blast | tr '\n' ' ' | grep -E '\(Hint: .* Why: .*[0-9]+%')"
keys blast Enter
check "Enter plays the hint" wait_for blast "Your hand · 1[0-4] cards"
keys blast q
wait_for blast "Leave the table\?" >/dev/null && keys blast y

# 5. A base scores (a position set up through `serve`, saved, then loaded at the table, hot-seat; each player holds a
# card the turn can no longer play): the board marks it,
# and when Player 1 is done a summary (places, power, VP, the base's ability) waits for Enter; the log tells the
# scoring before the VP.
scenario='{"seats":[{"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["beam-up","beam-up"]},{"factions":["ninjas","robots"],"hand":["beam-up"],"deck":["beam-up","beam-up"]}],"bases":[{"base":"the-mothership","minions":[{"card":"supreme-overlord","controller":0},{"card":"supreme-overlord","controller":0},{"card":"invader","controller":0},{"card":"supreme-overlord","controller":1},{"card":"collector","controller":1}]},{"base":"the-homeworld"}],"base_deck":["tortuga"],"turn":{"active":0,"phase":"play","number":3,"minion_used":true,"action_used":true}}'
serve_save "$tmp/scoring.save" "{\"cmd\":\"new\",\"game\":\"smashup\",\"scenario\":$scenario}"
start scoring 80x24 LANG=C.UTF-8 -- load "$tmp/scoring.save"
check "the position opens at the hand-over" wait_for scoring "Pass the keyboard"
keys scoring Enter
check "a base at its breakpoint is marked, with each player's power there" wait_for scoring "The Mothership 20/20 scores · Player 1: 13 · Player 2: 7  VP 4-2-1"
keys scoring 1
check "the scoring summary opens" wait_for scoring "┌─ The Mothership scored "
check "it gives the places, power and VP" popup_has scoring "The Mothership scored" "The Mothership scores with 20 power. 1st Player 1 13 power +4 VP 2nd Player 2 7 power +2 VP"
check "and the base's ability" popup_has scoring "The Mothership scored" "Its ability: After this base scores, the winner may return one of their minions of power 3 or less from here to their hand."
check "and everyone's VP" popup_has scoring "The Mothership scored" "VP now: Player 1 4, Player 2 2."
keys scoring Enter
check "Enter acknowledges it" wait_for scoring "The Mothership: you may return"
keys scoring L
wait_for scoring "┌─ Log " >/dev/null
log_rows=$(screen scoring | grep -nE "scores with 20 power|gained 4 VP from The Mothership" | cut -d: -f1 | tr '\n' ' ')
check "the log tells the scoring, then the VP" test "$(wc -w <<<"$log_rows")" -eq 2 -a "${log_rows%% *}" -lt "$(echo $log_rows | cut -d' ' -f2)"
keys scoring Escape
keys scoring q
wait_for scoring "Leave the table\?" >/dev/null && keys scoring y

# 5b. Hot-seat, a decision during another player's turn: The Grey Opal scores and asks the runner-up, Player 2, in
# Player 1's turn; the hand-over says so instead of "it is your turn".
opal='{"seats":[{"factions":["aliens","dinosaurs"],"hand":["beam-up"],"deck":["beam-up","beam-up"]},{"factions":["ninjas","robots"],"hand":["beam-up"],"deck":["beam-up","beam-up"]}],"bases":[{"base":"the-grey-opal","minions":[{"card":"supreme-overlord","controller":0},{"card":"supreme-overlord","controller":0},{"card":"supreme-overlord","controller":0},{"card":"collector","controller":1}]},{"base":"the-homeworld"}],"base_deck":["tortuga"],"turn":{"active":0,"phase":"play","number":3,"minion_used":true,"action_used":true}}'
serve_save "$tmp/opal.save" "{\"cmd\":\"new\",\"game\":\"smashup\",\"scenario\":$opal}"
start opal 80x24 LANG=C.UTF-8 -- load "$tmp/opal.save"
check "the Grey Opal position opens at the hand-over" wait_for opal "Player 1, it is your turn\."
keys opal Enter
wait_for opal "Player 1: play a card" >/dev/null && keys opal 1
wait_for opal "Press Enter to go on" >/dev/null && keys opal Enter
check "the runner-up is handed the keyboard for a decision in Player 1's turn" wait_for opal "Player 2, you have a decision \(Player 1's turn\)\."
keys opal q
wait_for opal "Leave the table\?" >/dev/null && keys opal y

# 6. The end of a game against a bot: the person (14 VP) scores The Mothership and wins at the end of the turn. The
# results rank the players with the VP each base gave, the game counts in the record (`cardtable stats`), Esc shows
# the finished board and Enter the results again.
check "stats before any game says there is none" bash -c "HOME=$tmp XDG_DATA_HOME=$XDG_DATA_HOME '$bin' stats | grep -q 'No finished game against a bot yet'"
winning=${scenario/\[\{\"factions\":\[\"aliens\",\"dinosaurs\"\],/[{\"factions\":[\"aliens\",\"dinosaurs\"],\"vp\":14,}
serve_save "$tmp/winning.save" \
  "{\"cmd\":\"new\",\"game\":\"smashup\",\"seats\":[{\"name\":\"You\"},{\"bot\":\"easy\",\"seed\":3}],\"scenario\":$winning}"
start end 80x24 LANG=C.UTF-8 -- load "$tmp/winning.save"
check "the winning position opens" wait_for end "You: play a card"
keys end H
check "a hint in Smash Up points at its answer" wait_for end "Hint from the normal bot: Done playing cards\. Enter gives it\." 60
keys end Enter
check "the scoring summary comes first" wait_for end "┌─ The Mothership scored "
keys end Enter
wait_for end "The Mothership: you may return" >/dev/null && keys end 1
check "the game ends with the results" wait_for end "┌─ Game over "
check "the winner is named" popup_has end "Game over" "You win with 18 VP!"
check "players are ranked with the VP each base gave" popup_has end "Game over" "1st You 18 VP Aliens+Dinosaurs from The Mothership 4 2nd Bot (easy) 2 VP Ninjas+Robots from The Mothership 2"
check "the game is counted in the record" popup_has end "Game over" "Your record against easy: 1 won, 0 lost"
check "and the hints used are counted" popup_has end "Game over" "Hints used in this game: 1."
keys end Escape
check "Esc shows the finished board" wait_for end "The game is over: Enter shows the results, q leaves\."
check "with the results closed" test "$(screen end | grep -c "┌─ Game over")" -eq 0
keys end Enter
check "Enter shows the results again" wait_for end "┌─ Game over "
keys end Enter
check "Enter on the results deals no new game: it shows the board (issue 37 item 7)" \
  wait_for end "The game is over: Enter shows the results, q leaves\."
keys end Enter
check "and Enter brings the results back" wait_for end "┌─ Game over "
keys end q
check "q leaves from the results" wait_for end "EXITED 0"
check "stats prints the record" bash -c "HOME=$tmp XDG_DATA_HOME=$XDG_DATA_HOME '$bin' stats | grep -Eq 'Smash Up +easy +1 won +0 lost +100%'"

# 6b. Details during a choice: Terraforming offers bases from the base deck; i on one shows its breakpoint, VP and
# ability as for a base on the table.
terra='{"seats":[{"factions":["aliens","dinosaurs"],"hand":["terraforming"],"deck":["beam-up","beam-up"]},{"factions":["ninjas","robots"],"deck":["beam-up","beam-up"]}],"bases":[{"base":"jungle-oasis"},{"base":"the-homeworld"}],"base_deck":["tortuga","ninja-dojo"],"turn":{"active":0,"phase":"play","number":3}}'
serve_save "$tmp/terra.save" \
  "{\"cmd\":\"new\",\"game\":\"smashup\",\"seats\":[{\"name\":\"You\"},{\"bot\":\"random\"}],\"scenario\":$terra}"
start terra 80x24 LANG=C.UTF-8 -- load "$tmp/terra.save"
check "Terraforming is in hand" wait_for terra "Your hand \(1\): Terraforming"
keys terra Enter
check "the bases of the base deck are listed answers" wait_for terra "1 Ninja Dojo \(breakpoint 18\) +2 Tortuga \(breakpoint 21\)"
keys terra i
check "i on one shows the base" popup_has terra "Ninja Dojo (breakpoint 18)" "Ninjas base. Breakpoint 18. VP 2 / 3 / 2 (winner / second / third). After this base scores, the winner may destroy any one minion in play."
keys terra x q
wait_for terra "Leave the table\?" >/dev/null && keys terra y

# 7. Saves in the menu: Continue passes by a finished game for the newest one that goes on; Load deletes a save with x
# only after y. The saves are made through `serve`: an unfinished Blast game, then a finished Smash Up game (newer).
saves="$XDG_DATA_HOME/cardtable/saves"
mkdir -p "$saves"
rm -f "$saves"/*.save  # the games above autosaved here: only these two count
serve_save "$saves/going-on.save" '{"cmd":"new","game":"blast","seed":3}'
sleep 1.1  # a later second: the finished game is the newest save
serve_save "$saves/finished.save" "{\"cmd\":\"new\",\"game\":\"smashup\",\"scenario\":$winning}" \
  '{"cmd":"apply","action":"done"}' '{"cmd":"apply","action":"pass"}'
start menu 80x24 LANG=C.UTF-8 --
check "Continue passes by the finished game" wait_for menu "Continue +Blast · round 1"
keys menu Down Down Enter
check "Load lists both saves" wait_for menu "finished +Smash Up .* over"
check "and the one that goes on" wait_for menu "going-on +Blast"
check "the key bar offers x" wait_for menu "x delete"
keys menu x
check "x asks first" wait_for menu "Delete the save finished\? y deletes it, any other key keeps it\."
keys menu n
check "any other key keeps it" wait_for menu "Kept finished\."
check "and the file" test -s "$saves/finished.save"
keys menu x
wait_for menu "Delete the save finished\?" >/dev/null && keys menu y
check "y deletes it" wait_for menu "Deleted finished\."
check "the file is gone" test ! -e "$saves/finished.save"
check "the list is read again" bash -c "! tmux -L '$socket' capture-pane -p -t menu | grep -Eq 'finished +Smash Up'"
keys menu q
check "no text on any screen was cut inside a word" no_cut_words
finish
