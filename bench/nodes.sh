#!/usr/bin/env bash
# `npm run bench:nodes -- bench|bench:web [arguments…]`: the same bench on the machine's Node, then
# on Node 24 (scripts/node-version.sh), each report headed by the Node it ran on. Each run seeds
# its own database unless `--database FILE` is given (bench only). Exits non-zero if either fails.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
case "${1:-}" in
  bench | bench:web) script="$1" && shift ;;
  *) echo "usage: npm run bench:nodes -- bench|bench:web [arguments…]" >&2 && exit 2 ;;
esac
status=0
for line in machine 24; do
  run=()
  [[ $line == machine ]] || run=("$root/scripts/node-version.sh" "$line")
  echo "=== npm run $script on Node $("${run[@]}" node --version) ==="
  "${run[@]}" npm run --silent "$script" -- "$@" || status=1
  echo
done
exit "$status"
