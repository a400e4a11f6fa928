#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh -DCARDTABLE_WERROR=ON
ctest --test-dir build --output-on-failure -j"$(nproc)"
