#!/usr/bin/env bash
# Installs what is missing, builds, and starts Cardtable (arguments go to the program, e.g. `blast --bot hard`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh >/dev/null
exec build/app/cardtable "$@"
