#!/usr/bin/env bash
# Installs the Debian packages Cardtable needs to build, test and run, and only those that are missing;
# `scripts/setup.sh fuzz` adds clang for the libFuzzer targets (scripts/fuzz.sh), `scripts/setup.sh package` lintian,
# Debian's package checker (scripts/package.sh).
# Quiet when everything is already there; safe to run any number of times.
set -euo pipefail

packages=(
  build-essential cmake
  libboost-program-options-dev libboost-serialization-dev
  libboost-system-dev libssl-dev  # network tables: Boost.Asio, TLS through OpenSSL
  libncurses-dev libspdlog-dev nlohmann-json3-dev catch2
  tmux                        # the end-to-end terminal tests
  file man-db                 # the package test: CPack reads the program's libraries, man -l reads its manual page
)
case "${1:-}" in
  fuzz) packages+=(clang libclang-rt-14-dev) ;;
  package) packages+=(lintian) ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
