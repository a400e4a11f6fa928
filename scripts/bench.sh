#!/usr/bin/env bash
# Builds in Release and runs every benchmark, printing its figures (nothing here is asserted).
# Bot strength runs the arena; BENCH_GAMES (default 1000) and BENCH_THREADS (default: all cores) make it shorter or
# wider, e.g. BENCH_GAMES=100 scripts/bench.sh. BENCH_POSITIONS (default 40) sets the bot timing sample.
# BENCH_SMASHUP_GAMES (default 200) sets the Smash Up arena runs (longer games, slower bots); their records are named
# by the card edition the factions are dealt from (smashup-cards2-...: the core set and Awesome Level 9000).
# Arena runs are recorded game by game in bench/results/ (BENCH_RECORDS changes the folder): stopped part way
# (Ctrl-C), the next run of this script carries on where it left off, with the results one unbroken run would give.
# The records there are the ones behind the README's strength table.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build-release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-release -j"$(nproc)" --target blast_engine_bench save_bench blast_bot_bench smashup_engine_bench smashup_bot_bench cardtable >/dev/null
build-release/bench/blast_engine_bench
build-release/bench/save_bench
build-release/bench/smashup_engine_bench
build-release/bench/blast_bot_bench "${BENCH_POSITIONS:-40}"
records="${BENCH_RECORDS:-bench/results}"
mkdir -p "$records"
games="${BENCH_GAMES:-1000}"
threads="${BENCH_THREADS:-$(nproc)}"
echo "blast bot strength (arena, ${games} games each, ${threads} threads; seats swapped every other game)"
# The last pair measures normal against the PIMC yardstick (issue 40); records made by earlier levels are kept under
# their budgets' names (docs/ai.md).
for pair in "bot:normal random" "bot:normal heuristic" "bot:hard bot:normal" "bot:normal pimc"; do
  set -- $pair
  build-release/app/cardtable --log-file build-release/bench.log arena blast --p0 "$1" --p1 "$2" \
    --games "$games" --seed 2026 --jobs "$threads" --record "$records/blast-${1/:/-}-${2/:/-}.record"
done
build-release/bench/smashup_bot_bench "${BENCH_POSITIONS:-40}"
su_games="${BENCH_SMASHUP_GAMES:-200}"
cards=$(sed -nE 's/.*kCardEdition = ([0-9]+);.*/\1/p' games/smashup/state.hpp)
echo "smashup bot strength (arena, ${su_games} games each, ${threads} threads; seats rotated every game)"
for seats in "bot:normal random" "bot:normal heuristic" "bot:normal random random random" "bot:normal@1500 bot:normal@600"; do
  set -- $seats
  args=(); i=0
  for spec in "$@"; do args+=(--p$i "$spec"); i=$((i + 1)); done
  record="$records/smashup-cards$cards-$(IFS=-; echo "$*" | tr ':' '-').record"
  build-release/app/cardtable --log-file build-release/bench.log arena smashup --players $# "${args[@]}" \
    --games "$su_games" --seed 2026 --jobs "$threads" --record "$record"
done
