#!/usr/bin/env bash
# End to end in a real terminal (tmux): play Blast against the bot at 80x24, save, leave, resume onto the same
# screen, play to the end of the round and read the round summary; then the "too small" message at 60x15 and the
# plain ASCII, colourless table under NO_COLOR=1 LANG=C. Usage: blast_tmux_test.sh path/to/cardtable [bot level]
set -uo pipefail
bin="$1"
level="${2:-easy}"
source "$(cd "$(dirname "$0")" && pwd)/tmux_harness.sh"

# The pid of the cardtable process in a window (read from /proc: no procps needed).
program_in() {
  local shell status pid
  shell=$(tmux -L "$socket" list-panes -t "$1" -F '#{pane_pid}')
  for status in /proc/[0-9]*/status; do
    pid=${status#/proc/}; pid=${pid%/status}
    grep -q "^PPid:[[:space:]]*$shell$" "$status" 2>/dev/null && grep -q "^Name:[[:space:]]*cardtable$" "$status" 2>/dev/null &&
      { echo "$pid"; return 0; }
  done
  return 1
}
# Waits until the table asks the person something (or shows a summary), and says which.
my_turn() {
  local name="$1" i s
  for ((i = 0; i < 300; i++)); do
    s=$(screen "$name")
    case "$s" in
      *"Press Enter to go on"*) echo summary; return 0 ;;
      *"Your lead:"*) echo lead; return 0 ;;
      *"Beat "*"or pass (p)"*|*"can beat "*": pass (p)"*) echo follow; return 0 ;;
      *"Exchange: you are"*) echo give; return 0 ;;
      *"Junker: you won"*) echo discard; return 0 ;;
      *"EXITED"*|*"Game over"*) echo over; return 0 ;;
    esac
    sleep 0.1
  done
  echo timeout
}
# One decision of real play: lead the card under the cursor on Zamepra, answer with the highest card when the trick
# is on Zamepra (else pass), give cards from the left until the gift is legal, discard the card under the cursor.
act() {
  local name="$1" turn i
  turn=$(my_turn "$name")
  case "$turn" in
    lead) keys "$name" 1 Enter ;;
    follow)
      if screen "$name" | grep -q "Beat [0-9]* on Zamepra"; then
        keys "$name" End Enter
        sleep 0.3
        screen "$name" | grep -q "Not legal" && keys "$name" p
      else
        keys "$name" p
      fi ;;
    give)
      for ((i = 0; i < 15; i++)); do
        screen "$name" | grep -q "Enter gives them" && break
        keys "$name" Space Right
        sleep 0.1
      done
      keys "$name" Enter ;;
    discard) keys "$name" Enter ;;
  esac
  sleep 0.3
  echo "$turn"
}

# 1. Real play at 80x24, a few decisions in.
start play 80x24 LANG=C.UTF-8 -- blast --seed 7 --bot "$level"
check "the table opens" wait_for play "BLAST · round 1"
check "the planets and their requirements are shown" wait_for play "Thora III +run, 3 factions"
check "the hand is shown" wait_for play "Your hand · 1[0-9] cards"
played=0
for ((n = 0; n < 6; n++)); do
  turn=$(act play)
  [ "$turn" = lead ] || [ "$turn" = follow ] || [ "$turn" = give ] || [ "$turn" = discard ] && played=$((played + 1))
  [ "$turn" = summary ] || [ "$turn" = over ] || [ "$turn" = timeout ] && break
done
check "six decisions were played" test "$played" -eq 6
check "the log shows a trick won" wait_for play "won the trick"
# The key bar keeps "? help" and "q quit" whole at 80 columns and leaves L out; ? names it.
check "the key bar ends with the quit key, whole" bash -c "tmux -L '$socket' capture-pane -p -t play | tail -1 | grep -q 'q quit *$'"
keys play '?'
check "the keys window names the whole log" wait_for play "the whole log"
keys play Escape

# The whole log on its own screen (L): it opens at the newest line, says where it is, scrolls, and Esc closes it.
keys play L
check "L opens the whole log" wait_for play "Log \(line ([0-9]+)/\1\)"
check "the log screen shows the game's sentences" wait_for play "won the trick"
keys play Home
check "Home goes to the first line" wait_for play "Log \(line [0-9]+/[0-9]+\)"
check "the first line is the deal" bash -c "tmux -L '$socket' capture-pane -p -t play | sed -n 2p | grep -q 'Round 1'"
keys play Escape
check "Esc closes it" wait_for play "Your hand · "

# This round (r): the round's tricks in the game's own sentences over the table; Esc closes it with nothing played.
turn=$(my_turn play)
sleep 0.3
before=$(screen play)
keys play r
check "r opens This round" wait_for play "This round: round 1"
check "This round tells a trick won" wait_for play "· (You|Bot) won the trick on"
check "This round counts the cards out of sight" wait_for play "Out of your sight: [0-9]+ cards"
keys play Escape
sleep 0.3
check "Esc closes This round" wait_for play "Your hand · "
check "closing This round leaves the table as it was" test "$before" = "$(screen play)"

# 2. Save a copy (a checkpoint) under a name on the person's turn, leave, resume: the same position is on the screen.
turn=$(my_turn play)
check "it is the person's turn before saving" test "$turn" = lead -o "$turn" = follow -o "$turn" = give -o "$turn" = discard
keys play s
check "the save prompt opens" wait_for play "Save a copy of this game \(a checkpoint\) as:"
keys play C-u
for ((i = 0; i < 40; i++)); do keys play BSpace; done
keys play -l "e2e-save"
keys play Enter
check "the copy is saved under the name" wait_for play "Copy saved: cardtable resume e2e-save"
# The message (two rows at 80 columns, over the card note's) goes with the next key: ? and Esc leave the table as it
# was.
keys play '?'
check "the keys window opens" wait_for play "Keys and marks"
keys play Escape
sleep 0.3
before=$(screen play | sed '22d')
keys play q
check "leaving asks first" wait_for play "Leave the table\?"
keys play y
check "leaving says where the game goes on being saved" wait_for play "saved as blast-[0-9-]+\. Continue it with: cardtable resume"
check "leaving exits 0" wait_for play "EXITED 0"
check "the save file exists" test -s "$XDG_DATA_HOME/cardtable/saves/e2e-save.save"

start resumed 80x24 LANG=C.UTF-8 -- resume
check "resume opens the table" wait_for resumed "BLAST · round 1"
sleep 0.5
after=$(screen resumed | sed '22d')
if [ "$before" != "$after" ]; then
  echo "--- before leaving:"; echo "$before"; echo "--- after resume:"; echo "$after"
fi
check "resume shows the same position" test "$before" = "$after"

# 3. Play on to the end of the round and read the summary.
for ((n = 0; n < 120; n++)); do
  turn=$(act resumed)
  [ "$turn" = summary ] || [ "$turn" = over ] || [ "$turn" = timeout ] && break
done
check "the round ends with a summary" test "$turn" = summary
summary=$(screen resumed)
check "the summary names the round" grep -q "Round 1 is over" <<<"$summary"
check "the summary says who emptied their hand and took a star" grep -Eq "(You|Bot) emptied (your|its) hand first and took a star" <<<"$summary"
check "the summary gives the winner's points with the new star" grep -Eq "(Bot \(easy\)|You): [0-9]+ points? \(1 star" <<<"$summary"
check "the summary gives both players' points" test "$(grep -Ec "(Bot \(easy\)|You): [0-9]+ points? \([0-9] stars?, [0-9] planets?\)" <<<"$summary")" -eq 2
keys resumed Enter
check "round 2 follows" wait_for resumed "BLAST · round 2"
keys resumed q
wait_for resumed "Leave the table\?" >/dev/null && keys resumed y
check "leaving after the round exits 0" wait_for resumed "EXITED 0"

# 4. The main menu: Continue offers the newest save, Smash Up opens its setup screen, How to play pages.
start menu 80x24 LANG=C.UTF-8 --
check "cardtable with no command opens the main menu" wait_for menu "Main menu"
check "Continue names the newest save" wait_for menu "Continue +Blast · round 2 · [0-9]+–[0-9]+ · You vs Bot \(easy\)"
keys menu Enter
check "New game lists Blast against the bot" wait_for menu "Blast vs the bot, easy"
keys menu Down Down Down Down Enter
check "Smash Up opens its setup screen" wait_for menu "New game: Smash Up"
keys menu Escape
sleep 0.3
keys menu Escape
sleep 0.3  # a key right after Esc would read as an Alt sequence
keys menu Down Down Down Enter
check "How to play offers Blast and Smash Up" wait_for menu "Smash Up +2-4 players"
keys menu Enter
check "How to play opens on the first page" wait_for menu "How to play: Blast: the goal \(1/6\)"
keys menu Right
check "How to play turns the page" wait_for menu "How to play: The cards \(2/6\)"
keys menu Escape
sleep 0.3
keys menu Escape
sleep 0.3
keys menu Up Up Enter
check "Continue opens the saved game" wait_for menu "BLAST · round 2"
keys menu C-c
check "Ctrl-C asks before leaving" wait_for menu "Leave the table\?"
keys menu n
sleep 0.3
check "n stays at the table" bash -c '! tmux -L "$1" capture-pane -p -t menu | grep -q "Leave the table"' _ "$socket"
keys menu q y
check "leaving a game opened from the menu goes back to the menu" wait_for menu "Main menu"
keys menu q
check "q in the main menu quits" wait_for menu "EXITED 0"

# 5. Hot-seat: the hands stay hidden while the keyboard changes hands.
start hot 80x24 LANG=C.UTF-8 -- blast --hotseat --seed 5 --first you
check "hot-seat opens on the hand-over screen" wait_for hot "Player 1, it is your turn"
check "no hand is shown before Player 1 is ready" wait_for hot "\(hand hidden\)"
keys hot Enter
check "Player 1 sees their hand" wait_for hot "^ +\[[CGJS][0-9]+\]"
keys hot 1 Enter
check "after Player 1's move the keyboard goes to Player 2" wait_for hot "Player 2, it is your turn"
check "Player 1's hand is hidden from Player 2" bash -c '! tmux -L "$1" capture-pane -p -t hot | grep -Eq "\[[CGJS][0-9]+\]"' _ "$socket"
keys hot Enter
check "Player 2 sees the lead and their hand" wait_for hot "P1   [CGJS][0-9]+ .*Beat [0-9]+ on Zamepra|Beat [0-9]+ on Zamepra"
# Hot-seat undo (issue 37 item 11) takes back the others' decisions too: everyone at the keyboard agrees first.
keys hot p
check "Player 2 passes; Player 1 leads again" wait_for hot "Player 1, it is your turn"
keys hot Enter
check "Player 1 has the keyboard" wait_for hot "^ +\[[CGJS][0-9]+\]"
keys hot u
check "undo asks everyone at the keyboard" wait_for hot "keyboard should agree"
keys hot n
sleep 0.3
check "any other key plays on" bash -c '! tmux -L "$1" capture-pane -p -t hot | grep -q "should agree"' _ "$socket"
keys hot u
wait_for hot "keyboard should agree" 5 >/dev/null
keys hot y
check "y undoes back to Player 1's earlier decision" wait_for hot "Undone: your decision again\."
keys hot q y
check "hot-seat leaves cleanly" wait_for hot "EXITED 0"

# The menu's hot-seat form names the players; the hand-over screen then calls them by name.
start namedhot 80x24 LANG=C.UTF-8 --
check "the main menu opens for a named hot-seat game" wait_for namedhot "Main menu"
keys namedhot Enter
check "New game offers Blast for two" wait_for namedhot "Blast, two players\.\.\."
keys namedhot Down Down Down Enter
check "the hot-seat form opens" wait_for namedhot "New game: Blast, two players"
keys namedhot n A d a Enter
check "the typed name shows on the form" wait_for namedhot "Person: Ada"
keys namedhot Down Down Right
check "First offers the named player" wait_for namedhot "< Ada leads >"
keys namedhot Enter Enter
check "the hand-over calls the first player by name" wait_for namedhot "Ada, it is your turn"
keys namedhot q y
check "back in the main menu after the named game" wait_for namedhot "Main menu"
keys namedhot q
check "the named hot-seat menu quits" wait_for namedhot "EXITED 0"

# 6. Too small: a message instead of a broken table.
start small 60x15 LANG=C.UTF-8 -- blast --seed 7 --bot "$level"
check "60x15 asks for a larger terminal" wait_for small "Please enlarge it to at least 80×24 \(it is 60×15\)"
tmux -L "$socket" resize-window -t small -x 80 -y 24
check "enlarged to 80x24, the table is drawn" wait_for small "BLAST · round 1"
tmux -L "$socket" resize-window -t small -x 70 -y 24
check "narrowed again, the message comes back" wait_for small "at least 80×24 \(it is 70×24\)"
keys small q
check "q leaves the small terminal" wait_for small "EXITED 0"

# 7. NO_COLOR=1 and LANG=C: plain ASCII frames and no colour.
start plain 80x24 NO_COLOR=1 LANG=C -- blast --seed 7 --bot "$level"
check "the ASCII table opens" wait_for plain "BLAST - round 1"
plain=$(screen plain)
check "ASCII frames are drawn" grep -q "^+- Planets -" <<<"$plain"
check "nothing but ASCII is drawn" bash -c '! LC_ALL=C grep -q "[^ -~]" <<<"$1"' _ "$plain"
check "NO_COLOR draws no colours" bash -c '! tmux -L "$1" capture-pane -e -p -t plain | grep -Eq $'"'"'\e\\[[0-9;]*(3[0-7]|4[0-7]|38;5|48;5)[;m]'"'"'' _ "$socket"
start plainmenu 80x24 NO_COLOR=1 LANG=C --
check "the ASCII menu opens" wait_for plainmenu "Main menu"
check "the saves' own words are folded to ASCII in the menu" wait_for plainmenu "Continue +Blast - round [0-9]+ - [0-9]+-[0-9]+ - "
check "nothing but ASCII in the menu" bash -c '! LC_ALL=C grep -q "[^ -~]" <<<"$1"' _ "$(screen plainmenu)"
keys plainmenu q
check "the ASCII menu quits" wait_for plainmenu "EXITED 0"

# SIGTERM: the terminal is restored and the program says where the game is saved.
program=$(program_in plain)
kill -TERM "$program"
# The bot may or may not have made its first move by then (a loaded machine is slower to get here): either way the
# program says what became of the game.
check "SIGTERM leaves cleanly and says whether the game was kept" \
  wait_for plain "^Stopped. (Nothing was played yet, so no save is kept.|The game is saved as )"
check "SIGTERM leaves the terminal usable" wait_for plain "EXITED 0"

# A menu list longer than its box says so on the frame: 20 more saves make the Load list scroll at 80x24.
for ((i = 10; i < 30; i++)); do cp "$(dirname "$0")/../data/blast-format-11.save" "$XDG_DATA_HOME/cardtable/saves/many-$i.save"; done
start many 80x24 LANG=C.UTF-8 --
check "the menu opens with many saves" wait_for many "Main menu"
keys many Down Down Enter
check "Load lists the saves" wait_for many "Load a saved game"
check "rows below the box are said on its frame" wait_for many "└─+ more below ─+┘"
keys many End
check "at the end, rows above are said instead" wait_for many "┌─ Load a saved game ─+ more above ─+┐"
check "and nothing more below" bash -c '! tmux -L "$1" capture-pane -p -t many | grep -q "more below"' _ "$socket"
keys many Escape
sleep 0.3
keys many q
check "the menu with many saves quits" wait_for many "EXITED 0"

# 8. Bad options: one line and exit 2, before any terminal is opened.
err=$("$bin" blast --bot champion 2>&1 >/dev/null); rc=$?
check "an unknown bot level exits 2" test $rc -eq 2
check "an unknown bot level is named" grep -q "must be easy, normal or hard, not 'champion'" <<<"$err"
"$bin" blast --frobnicate >/dev/null 2>&1; rc=$?
check "an unknown option of blast exits 2" test $rc -eq 2
out=$("$bin" blast --help); rc=$?
check "blast --help lists its options" grep -q -- "--hotseat" <<<"$out"

check "no text on any screen was cut inside a word" no_cut_words
finish
