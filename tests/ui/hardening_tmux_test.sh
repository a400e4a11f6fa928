#!/usr/bin/env bash
# End to end in tmux at 80x24 (issue 19): a failed autosave is shown in full and never called saved, the game can be
# saved to a file of the person's choice, and one game is never open in two programs (a copy is offered instead).
# Usage: hardening_tmux_test.sh path/to/cardtable
set -uo pipefail
bin="$1"
source "$(cd "$(dirname "$0")" && pwd)/tmux_harness.sh"

# 1. A file where the save folder should be: every autosave fails.
mkdir -p "$tmp/blocked"
echo "not a folder" >"$tmp/blocked/cardtable"
start failing 80x24 LANG=C.UTF-8 XDG_DATA_HOME=$tmp/blocked -- blast --seed 7 --bot easy
check "the failed autosave is announced" wait_for failing "Not saved"
check "its reason is shown in full, wrapped" wait_for failing "cannot save \(create folder"
check "the end of the reason is on screen too" wait_for failing "directory\)"
check "the way out is offered" wait_for failing "s: save to a file of your choice"
keys failing Enter
check "the table says it is not saved" wait_for failing "Not saved: s saves to a file of your choice"
keys failing q
check "the leave dialog does not claim a save" wait_for failing "The game is NOT saved"
check "the leave dialog says nothing is on disk" wait_for failing "Nothing of it is on disk"
keys failing y
check "leaving exits 0" wait_for failing "EXITED 0"
check "the goodbye line does not claim a save" bash -c "! tmux -L '$socket' capture-pane -p -t failing | grep -q 'The game is saved'"
check "the goodbye line says it is not saved" wait_for failing "^The game is NOT saved"

# 2. Saving to a file of one's own after the failure: later saves go there, and leaving says how to load it.
start rescued 80x24 LANG=C.UTF-8 XDG_DATA_HOME=$tmp/blocked -- blast --seed 8 --bot easy
check "the failure is announced again" wait_for rescued "Not saved"
keys rescued s
check "a file is asked for, in the home folder" wait_for rescued "Save to this file"
keys rescued Enter
check "the game is saved to that file" wait_for rescued "Saved to $tmp/blast-.*\.save"
saved=$(ls "$tmp"/blast-*.save 2>/dev/null | head -1)
check "the file exists" test -s "$saved"
keys rescued q
check "the leave dialog names the file" wait_for rescued "The game is saved in"
keys rescued y
check "the goodbye line says how to load it" wait_for rescued "cardtable load $tmp/blast-"

# 3. One game, two programs: the second is told and offered a copy.
start first 80x24 LANG=C.UTF-8 -- blast --seed 9 --bot easy --first you
check "the first table opens" wait_for first "BLAST · round 1"
# A new game is saved at its first decision: lead the card under the cursor.
wait_for first "Your lead" >/dev/null && keys first Enter
for ((i = 0; i < 50; i++)); do ls "$XDG_DATA_HOME"/cardtable/saves/*.save >/dev/null 2>&1 && break; sleep 0.1; done
name=$(basename "$(ls "$XDG_DATA_HOME"/cardtable/saves/*.save | head -1)" .save)
check "the game has a save" test -n "$name"
start second 80x24 LANG=C.UTF-8 -- resume "$name"
check "a second resume is told the game is open elsewhere" wait_for second "is open in another"
keys second c
check "it plays a copy under a new name" wait_for second "Playing a copy, saved as $name-copy"
check "the copy is saved" test -s "$XDG_DATA_HOME/cardtable/saves/$name-copy.save"
start third 80x24 LANG=C.UTF-8 -- resume "$name"
check "a third resume is told too" wait_for third "Open elsewhere"
keys third q
check "leaving instead opens nothing and says why" wait_for third "^Not opened: $name is open in another cardtable window"
keys first q
wait_for first "Leave the table\?" >/dev/null && keys first y
check "the first table leaves" wait_for first "EXITED 0"
start fourth 80x24 LANG=C.UTF-8 -- resume "$name"
check "once it is closed the game opens again" wait_for fourth "BLAST · round 1"
check "and not as a copy" bash -c "! tmux -L '$socket' capture-pane -p -t fourth | grep -q 'Open elsewhere'"

finish
