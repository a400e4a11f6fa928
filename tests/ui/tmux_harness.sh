# Sourced by the end-to-end tests that drive the real program in tmux, on top of ../cli/harness.sh (a private state
# and data folder, `check`, `finish`): a private tmux server, windows running the program, keys, screen captures, and
# waiting for text. Usage: bin=path/to/cardtable; source tmux_harness.sh; start <name> <cols>x<rows> [ENV=value...] --
# [cardtable arguments...]; check "..." wait_for <name> <regex>; ...; finish
tmux_here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! command -v tmux >/dev/null; then
  "$tmux_here/../../scripts/setup.sh" || true
  command -v tmux >/dev/null || { echo "FAILED: tmux is not installed and scripts/setup.sh could not install it"; exit 1; }
fi
source "$tmux_here/../cli/harness.sh"
unset LC_ALL LC_CTYPE
socket="cardtable-$(basename "$0" .sh)-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
tmux -L "$socket" -f /dev/null start-server \; set -g exit-empty off

# start <name> <cols>x<rows> <env...> -- <cardtable args...>: a window running the program, then "EXITED <code>".
start() {
  local name="$1" size="$2"; shift 2
  local env=()
  while [ "$1" != "--" ]; do env+=("$1"); shift; done
  shift
  tmux -L "$socket" new-session -d -s "$name" -x "${size%x*}" -y "${size#*x}" \
    "env HOME=$tmp XDG_DATA_HOME=$XDG_DATA_HOME XDG_STATE_HOME=$XDG_STATE_HOME ${env[*]} $bin $*; echo EXITED \$?; sleep 600"
}
screen() { tmux -L "$socket" capture-pane -p -t "$1"; }
keys() { local name="$1"; shift; tmux -L "$socket" send-keys -t "$name" "$@"; }
# wait_for <name> <extended regex> [seconds]: polls the screen until the text shows up.
wait_for() {
  local name="$1" pattern="$2" limit="${3:-20}" i
  for ((i = 0; i < limit * 10; i++)); do
    screen "$name" | grep -Eq -- "$pattern" && return 0
    sleep 0.1
  done
  echo "--- waited ${limit}s for /$pattern/ on $name; the screen was:"; screen "$name"
  return 1
}
# click <name> <row> <col>: a left click on that cell (counted from 0), sent as an xterm sends it to the program once
# it asks for mouse events (X10 encoding: ESC [ M, then button, column and row each plus 32; press, then release).
click() {
  local name="$1" row="$2" col="$3" button
  for button in 0 3; do
    keys "$name" -H 1b 5b 4d "$(printf %02x $((32 + button)))" "$(printf %02x $((33 + col)))" "$(printf %02x $((33 + row)))"
  done
}
# click_text <name> <text>: clicks the second character of the first place the screen shows the text (the columns
# before it are counted in characters, so the line must be ASCII up to the text).
click_text() {
  local name="$1" text="$2" number line
  number=$(screen "$name" | grep -nF -- "$text" | head -1 | cut -d: -f1)
  if [ -z "$number" ]; then
    echo "--- '$text' is not on $name; the screen was:"; screen "$name"
    return 1
  fi
  line=$(screen "$name" | sed -n "${number}p")
  line=${line%%"$text"*}
  click "$name" $((number - 1)) $((${#line} + 1))
}
# no_cut_words: no screen of the programs started so far drew a text cut inside a word: the canvas logs each text it
# had to cut ("screen text cut inside a word at row 23: '... q qui' | 't'"); each one found is printed.
no_cut_words() {
  local cuts
  cuts=$(grep -a "cut inside a word" "$XDG_STATE_HOME/cardtable/cardtable.log" 2>/dev/null)
  [ -z "$cuts" ] && return 0
  echo "--- texts cut inside a word:"
  sed 's/^.*cut inside a word/ /' <<<"$cuts" | sort -u
  return 1
}
