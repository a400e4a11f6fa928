#!/usr/bin/env bash
# Configures build/ for the program (play.sh, install.sh, package.sh): a new build/ gets the `play` preset (-O2 without
# debug information, unity build: the shortest first build, README "first start"); a build/ already configured keeps
# its settings (the test command's, a developer's), so playing after testing rebuilds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f build/CMakeCache.txt ]; then
  exec cmake -S . -B build
fi
exec cmake --preset play
