#!/usr/bin/env bash
# Fuzzes the save loader with libFuzzer (clang, the `fuzz` preset, in build-fuzz/) for SECONDS (default 60),
# starting from the golden saves and the seed corpus in tests/fuzz/corpus/. New inputs go to build-fuzz/corpus/,
# crashes to build-fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)"
mkdir -p build-fuzz/corpus build-fuzz/crashes
build-fuzz/tests/saves/fuzz/saves_load_fuzz -max_total_time="$seconds" -max_len=8192 \
  -artifact_prefix=build-fuzz/crashes/ build-fuzz/corpus tests/data tests/fuzz/corpus
