#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test through ctest. Tests labelled `slow`
# (long random runs) are left to `ctest --test-dir build -L slow`, and the ASan + UBSan pass to scripts/sanitize.sh
# (a second whole build): together they took more than the 30 minutes this command may take on two cores. Debug
# information is line tables only (-g1): the build is a fifth shorter and stack traces keep file and line. The program's
# libraries are unity-built (CARDTABLE_UNITY, as play.sh builds them): about half their processor time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh -DCARDTABLE_WERROR=ON -DCARDTABLE_UNITY=ON "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
ctest --test-dir build --output-on-failure -j"$(nproc)" -LE slow
