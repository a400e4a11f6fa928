#!/usr/bin/env bash
# The .deb CPack makes from the build in BUILD_DIR, into OUT_DIR (kept for lintian_test.sh), unpacked into a scratch
# root with dpkg -x (nothing is installed on the system): the files are where Debian puts them, the program runs from
# there, man -l reads its page without a warning, and bash completion offers commands, options, factions and saves.
# Usage: package_test.sh BUILD_DIR OUT_DIR
set -uo pipefail
build="$1" out="$2"
source "$(cd "$(dirname "$0")" && pwd)/../cli/harness.sh"

rm -rf "$out"
mkdir -p "$out"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out" >"$out/cpack.log" 2>&1 || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/cardtable_*.deb 2>/dev/null | head -1)
check "CPack made a .deb" test -s "$deb"
[ -s "$deb" ] || { finish; exit 1; }
fields=$(dpkg-deb -f "$deb" Package Section Depends Maintainer)
check "the package is cardtable, in games" grep -q "^Section: games" <<<"$fields"
check "it depends on curses, which the program links" grep -Eq "^Depends: .*libncursesw" <<<"$fields"
check "it depends on Boost, which the program links" grep -Eq "^Depends: .*libboost-program-options" <<<"$fields"
listing=$(dpkg-deb -c "$deb")
for file in ./usr/games/cardtable ./usr/share/man/man6/cardtable.6.gz ./usr/share/bash-completion/completions/cardtable \
            ./usr/share/doc/cardtable/copyright ./usr/share/doc/cardtable/changelog.gz ./usr/share/doc/cardtable/README.md \
            ./usr/share/doc/cardtable/docs/ui.md; do
  check "the package holds $file" grep -q " $file\$" <<<"$listing"
done
check "every file and folder belongs to root" test -z "$(grep -v " root/root " <<<"$listing")"

root="$tmp/root"
dpkg -x "$deb" "$root"
check "the installed program says its version" test "$("$root/usr/games/cardtable" --version)" = "cardtable 0.1.0"
check "the installed program is stripped" bash -c "! file '$root/usr/games/cardtable' | grep -q 'not stripped'"
page=$(MANWIDTH=80 man -l "$root/usr/share/man/man6/cardtable.6.gz" 2>"$tmp/man.err")
check "man -l reads the installed page" grep -q "cardtable - Blast and Smash Up card games at the terminal" <<<"$page"
for section in SYNOPSIS COMMANDS KEYS FILES ENVIRONMENT "EXIT STATUS"; do
  check "the page has its $section section" grep -q "^$section" <<<"$page"
done
warnings=$(MANWIDTH=80 man --warnings -l "$root/usr/share/man/man6/cardtable.6.gz" 2>&1 >/dev/null)
check "the page reads without a groff warning" test -z "$warnings"
[ -z "$warnings" ] || echo "$warnings"

# Bash completion, as bash runs it: COMP_WORDS and COMP_CWORD set, the function called, COMPREPLY read.
mkdir -p "$XDG_DATA_HOME/cardtable/saves"
printf '%s\n' '{"cmd":"new","game":"blast"}' "{\"cmd\":\"save\",\"path\":\"$XDG_DATA_HOME/cardtable/saves/duel-7.save\"}" |
  "$root/usr/games/cardtable" serve >/dev/null
complete_words() {  # complete_words WORD...: the completions of the last word, sorted, on one line
  PATH="$root/usr/games:$PATH" bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1));
    _cardtable; printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "' _ \
    "$root/usr/share/bash-completion/completions/cardtable" "$@"
}
check "completion offers the commands" test "$(complete_words cardtable s)" = "saves serve smashup stats "
check "completion offers a command's options" grep -q -- "--factions" <<<"$(complete_words cardtable smashup --fa)"
check "completion offers the faction names" test "$(complete_words cardtable smashup --factions gho)" = "ghosts "
check "completion offers the second faction of a pair" \
  test "$(complete_words cardtable smashup --factions ghosts+st)" = "ghosts+steampunks "
check "completion offers a faction after a comma" \
  grep -q "ghosts+steampunks,aliens" <<<"$(complete_words cardtable smashup --factions ghosts+steampunks,a)"
check "completion offers the save names to resume" test "$(complete_words cardtable resume du)" = "duel-7 "
check "completion offers the save names to delete" test "$(complete_words cardtable saves --delete "")" = "duel-7 "
check "completion offers the bot levels" grep -q "hard" <<<"$(complete_words cardtable blast --bot h)"
check "the hidden list command is not in --help" bash -c "! '$root/usr/games/cardtable' --help | grep -q complete"
finish
