#!/usr/bin/env bash
# Runs a command on another Node.js line without touching the system's Node.
#
#   scripts/node-version.sh 24                 installs it (once) and prints its directory
#   scripts/node-version.sh 24 npm run bench   runs the command with that Node first on PATH
#
# Node's own binary and headers come from the registry's `node-linux-<arch>@<version>` package,
# installed into a cache (LEDGERLINE_NODE_CACHE, default ~/.cache/ledgerline-node). better-sqlite3
# is native, so the checkout's node_modules (built for the machine's Node) cannot load it there: the
# locked better-sqlite3 is built once against that Node's headers into the cache, and
# scripts/node-addon-hook.mjs (preloaded through NODE_OPTIONS) makes `better-sqlite3` resolve to
# it. Everything else (pure JS, or per-platform binaries such as esbuild's) is shared.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
case "${1:-}" in
  22) version=22.23.3 ;;
  24) version=24.9.0 ;;
  *)
    echo "usage: $0 22|24 [command…]" >&2
    exit 2
    ;;
esac
shift

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "node-version: no packaged Node for $(uname -m)" >&2 && exit 1 ;;
esac

cache="${LEDGERLINE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ledgerline-node}/$version"
home="$cache/node/node_modules/node-linux-$arch"
sqlite_version="$(node -p "require('$root/package-lock.json').packages['node_modules/better-sqlite3'].version")"
sqlite="$cache/better-sqlite3-$sqlite_version/node_modules/better-sqlite3"
quiet=(--no-save --no-package-lock --no-audit --no-fund --loglevel=error)

if [[ ! -x "$home/bin/node" ]]; then
  echo "node-version: installing Node $version into $cache" >&2
  npm install "${quiet[@]}" --prefix "$cache/node" "node-linux-$arch@$version" >&2
fi
if [[ ! -f "$sqlite/build/Release/better_sqlite3.node" ]]; then
  echo "node-version: building better-sqlite3 $sqlite_version for Node $version" >&2
  PATH="$home/bin:$PATH" npm_config_nodedir="$home" npm_config_build_from_source=true \
    npm install "${quiet[@]}" --prefix "$(dirname "$(dirname "$sqlite")")" \
    "better-sqlite3@$sqlite_version" >&2
fi

if (($# == 0)); then
  echo "$home"
  exit 0
fi
export PATH="$home/bin:$PATH" npm_config_nodedir="$home" LEDGERLINE_BETTER_SQLITE3="$sqlite"
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--import=$root/scripts/node-addon-hook.mjs"
exec "$@"
