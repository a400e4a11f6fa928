# Sourced by the command-line test scripts: a private state/data folder and a `check` that counts results.
# Usage: source harness.sh; check "<description>" <command...>; ...; finish
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" XDG_DATA_HOME="$tmp/data"
failures=0
pass=0
check() {  # check <description> <command...>: the command must succeed
  local what="$1"; shift
  if "$@"; then pass=$((pass + 1)); else echo "FAILED: $what"; failures=$((failures + 1)); fi
}
finish() {
  echo "$pass passed, $failures failed"
  [ "$failures" -eq 0 ]
}
