import { and, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../platform/db.ts";
import { startPeriodicJob, type JobLog } from "../../platform/periodic-job.ts";
import { tenants } from "../tenants/tenants.table.ts";
import { authThrottle } from "./throttle.table.ts";
import { KNOWN_SOURCE_MS } from "./throttle.ts";

/** How often the running server prunes `auth_throttle` (once an hour; the first run a minute after start). */
export const THROTTLE_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the `auth_throttle` rows that no rule of `throttle.ts` can read any more, in every tenant: not
 * touched for {@link KNOWN_SOURCE_MS} (30 days — the longest memory, "signed in successfully from this
 * address"), no block still running and no success within those 30 days. Counters, windows (15 minutes,
 * 1 hour) and blocks are all far shorter, so a deleted row would have read as empty anyway.
 * Returns the number of rows deleted. Runs per tenant (row-level security stays on).
 */
export async function pruneAuthThrottle(database: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KNOWN_SOURCE_MS);
  const tenantRows = await database.withoutTenant((tx) => tx.select({ id: tenants.id }).from(tenants));
  let deleted = 0;
  for (const { id } of tenantRows) {
    const rows = await database.withTenant(id, (tx) =>
      tx
        .delete(authThrottle)
        .where(
          and(
            lt(authThrottle.updatedAt, cutoff),
            or(isNull(authThrottle.blockedUntil), lt(authThrottle.blockedUntil, now)),
            or(isNull(authThrottle.lastSuccessAt), lt(authThrottle.lastSuccessAt, cutoff)),
          ),
        )
        .returning({ kind: authThrottle.kind }),
    );
    deleted += rows.length;
  }
  return deleted;
}

/**
 * Starts the hourly {@link pruneAuthThrottle} of a running server; failures are logged, never thrown.
 * Returns a stop function. The timer does not keep the process alive.
 */
export function startThrottleCleanup(database: Database, log: JobLog): () => Promise<void> {
  return startPeriodicJob(
    {
      name: "auth_throttle prune",
      database,
      firstRunMs: 60_000,
      everyMs: THROTTLE_CLEANUP_INTERVAL_MS,
      run: () => pruneAuthThrottle(database),
    },
    log,
  );
}
