#!/usr/bin/env bash
# lintian, Debian's package checker, on the .deb package_test.sh made in DEB_DIR: no error. Skipped (exit 77) when
# lintian is not installed; scripts/setup.sh package installs it. Usage: lintian_test.sh DEB_DIR
set -uo pipefail
command -v lintian >/dev/null || { echo "lintian is not installed (scripts/setup.sh package): skipped"; exit 77; }
deb=$(ls "$1"/cardtable_*.deb 2>/dev/null | head -1)
[ -s "$deb" ] || { echo "FAILED: no package in $1"; exit 1; }
lintian --fail-on error "$deb"
rc=$?
[ $rc -eq 0 ] && echo "lintian: no error in $(basename "$deb")" || echo "FAILED: lintian found errors"
exit $rc
