#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test through ctest; then builds and runs
# the whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer (scripts/sanitize.sh). Tests labelled
# `slow` (long random runs) are left to `ctest --test-dir build -L slow`, so this command stays under 30 minutes on
# two cores.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh -DCARDTABLE_WERROR=ON
ctest --test-dir build --output-on-failure -j"$(nproc)" -LE slow
scripts/sanitize.sh -LE slow
