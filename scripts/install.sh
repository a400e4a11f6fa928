#!/usr/bin/env bash
# Installs Cardtable for you alone, without root: builds the program (not the tests) and installs it under PREFIX
# (default ~/.local): bin/cardtable, the manual page cardtable(6), bash completion and the documentation.
# Usage: scripts/install.sh [PREFIX]. `scripts/install.sh /usr/local` (as root) installs it for everyone.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-$HOME/.local}
scripts/setup.sh
scripts/configure.sh >/dev/null
echo "Building the program (not the tests)..."
cmake --build build -j"$(nproc)" --target cardtable >/dev/null
echo "Installing into $prefix..."
cmake --install build --prefix "$prefix" --strip >/dev/null
echo "Installed: $prefix/bin/cardtable, its manual page (man 6 cardtable) and bash completion."
case ":$PATH:" in
  *":$prefix/bin:"*) echo "Start it with: cardtable" ;;
  *)
    if [ "$prefix" = "$HOME/.local" ]; then
      echo "$prefix/bin is on your PATH from your next login (Debian's ~/.profile adds it once it exists);" \
           "until then: export PATH=\"$prefix/bin:\$PATH\""
    else
      echo "$prefix/bin is not on your PATH: export PATH=\"$prefix/bin:\$PATH\""
    fi ;;
esac
