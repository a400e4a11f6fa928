#!/usr/bin/env bash
# Builds in Release and runs every benchmark, printing its figures (nothing here is asserted).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-release -j"$(nproc)" --target blast_engine_bench save_bench smashup_engine_bench >/dev/null
build-release/bench/blast_engine_bench
build-release/bench/save_bench
build-release/bench/smashup_engine_bench
