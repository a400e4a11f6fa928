#!/usr/bin/env bash
# Installs what is missing, builds the program alone (the `cardtable` target: not the test programs, not the
# benchmarks), and starts Cardtable; arguments go to the program (`scripts/play.sh blast --bot hard`).
# Says what it is doing: the first build takes a few minutes, later starts rebuild only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Measured from a fresh clone on a 2-core machine (README, first lines): the first build's processor time, in minutes,
# spread over the cores this machine has.
first_build_core_minutes=5
cores=$(nproc)

say() { printf '%s\n' "$*" >&2; }

scripts/setup.sh

log=build/play-build.log
if [ ! -x build/app/cardtable ]; then
  minutes=$(( (first_build_core_minutes + cores - 1) / cores ))
  say "Building Cardtable, first time only: about $minutes minutes on $cores cores (later starts take a second)."
fi
mkdir -p build
if [ ! -f build/CMakeCache.txt ]; then
  say "Configuring the build in build/..."
fi
if ! scripts/configure.sh >"$log" 2>&1; then
  cat "$log" >&2
  say "play.sh: configuring failed (the whole output is above and in $log)."
  exit 1
fi

# The build's "[ 42%] Building CXX object ..." and "Linking" lines become one progress line on a terminal, and a line every tenth
# of the way otherwise; everything goes to the log, which is shown in full if the build fails.
progress() {
  local line pct last=-10 what
  while IFS= read -r line; do
    printf '%s\n' "$line" >>"$log"
    [[ $line =~ ^\[\ *([0-9]+)%\]\ ((Building|Linking).*)$ ]] || continue
    pct=${BASH_REMATCH[1]}
    what=${BASH_REMATCH[2]}
    what=${what##*/}
    if [ -t 2 ]; then
      printf '\r\033[K  building: %3d%%  %s' "$pct" "${what:0:60}" >&2
    elif ((pct >= last + 10)); then
      say "  building: $pct%"
      last=$pct
    fi
  done
  if [ -t 2 ]; then printf '\r\033[K' >&2; fi
}

if ! cmake --build build -j"$cores" --target cardtable 2>&1 | progress; then
  grep -E "error|Error" "$log" | head -40 >&2 || true
  say "play.sh: the build failed (the whole output is in $log)."
  exit 1
fi
exec build/app/cardtable "$@"
