#!/usr/bin/env bash
# Fuzzes with libFuzzer (clang, the `fuzz` preset, in build-fuzz/) for SECONDS (default 60):
#   scripts/fuzz.sh [saves|protocol|host] [SECONDS]
# saves (the default): the save loader, from the golden saves and tests/fuzz/corpus/;
# protocol: the JSON line handler of `cardtable serve`, from tests/fuzz/protocol_corpus/;
# host: the line handler of `cardtable host` (network tables), from tests/fuzz/host_corpus/.
# New inputs go to build-fuzz/corpus/ (or protocol_corpus/, host_corpus/), crashes to build-fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
target=saves
case "${1:-}" in saves|protocol|host) target="$1"; shift ;; esac
seconds="${1:-60}"
scripts/setup.sh fuzz
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)"
mkdir -p build-fuzz/corpus build-fuzz/protocol_corpus build-fuzz/host_corpus build-fuzz/crashes
if [ "$target" = saves ]; then
  build-fuzz/tests/saves/fuzz/saves_load_fuzz -max_total_time="$seconds" -max_len=8192 \
    -artifact_prefix=build-fuzz/crashes/ build-fuzz/corpus tests/data tests/fuzz/corpus
elif [ "$target" = host ]; then
  build-fuzz/tests/saves/fuzz/host_line_fuzz -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix=build-fuzz/crashes/ build-fuzz/host_corpus tests/fuzz/host_corpus
else
  build-fuzz/tests/saves/fuzz/protocol_line_fuzz -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix=build-fuzz/crashes/ build-fuzz/protocol_corpus tests/fuzz/protocol_corpus
fi
