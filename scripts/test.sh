#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test through ctest; then builds and runs
# the whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer (scripts/sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh -DCARDTABLE_WERROR=ON
ctest --test-dir build --output-on-failure -j"$(nproc)"
scripts/sanitize.sh
