#!/usr/bin/env bash
# Builds the Debian package of Cardtable with CPack from build/ (building the program alone first when it is missing
# or out of date), checks it with lintian (installed by `scripts/setup.sh package`), and says where it is:
# build/cardtable_<version>_<arch>.deb. Install it with `sudo apt install ./build/cardtable_*.deb`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh package
scripts/configure.sh >/dev/null
echo "Building the program..."
cmake --build build -j"$(nproc)" --target cardtable >/dev/null
echo "Making the package..."
(cd build && cpack -G DEB >/dev/null)
deb=$(ls -t build/cardtable_*.deb | head -1)
echo "Checking it with lintian..."
lintian --fail-on error "$deb"
echo "Package: $deb (lintian: no errors). Install it with: sudo apt install ./$deb"
