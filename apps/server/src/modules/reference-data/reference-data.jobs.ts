import type { FastifyInstance } from "fastify";
import type { ReferenceDataKind } from "@office/shared/reference-data/reference-data.contract";
import type { Database } from "../../platform/db.ts";
import { registerPeriodicJob, runExclusively } from "../../platform/periodic-job.ts";
import * as repo from "./reference-data.repository.ts";
import { applyToRegistries } from "./reference-data.registry.ts";

/**
 * Keeping every instance's tables current, and the once-only hook (issue 22 §4).
 *
 * Refresh (every instance, not exclusive): at start, and then every {@link REFRESH_EVERY_MS}, one aggregate
 * query (`count(*)`, `max(loaded_at)` of `reference_data`) tells whether anything was loaded since the last
 * look; only then are the rows read and put into the shared tables (`applyToRegistries`). So a period loaded
 * with the CLI is used by every instance within a minute, without a restart or a release.
 *
 * Hook (one instance at a time, `runExclusively`): every {@link REFRESH_EVERY_MS} the rows with `applied_at`
 * null (newly loaded or reloaded with other values) are handed to the `onReferenceDataLoaded` handlers, then
 * marked applied. The instance running the pass refreshes its own tables first, so a handler already
 * computes with the new values.
 */

/** How often each instance looks for newly loaded reference data, and the hook pass runs, ms. */
export const REFRESH_EVERY_MS = 60_000;

/** What a handler is told: the kind and period that were loaded, with their values and source. */
export type ReferenceDataLoadedEvent = {
  kind: ReferenceDataKind;
  period: string;
  values: Record<string, unknown>;
  source: string;
};

/**
 * A handler of newly loaded reference data (e.g. the leave module recounting the requests of a year whose
 * decree arrived). It gets the `Database` (open tenant transactions with `database.withTenant` per tenant)
 * and the event. It must be idempotent: it runs once per loaded period across all instances in normal
 * operation, but again if it (or another handler of the same row) throws, or the instance dies before the
 * row is marked applied.
 */
export type ReferenceDataLoadedHandler = (
  database: Database,
  event: ReferenceDataLoadedEvent,
) => Promise<void>;

const handlers = new Set<ReferenceDataLoadedHandler>();

/**
 * Registers `handler` for every newly loaded or reloaded period (see {@link ReferenceDataLoadedHandler});
 * returns the function that unregisters it. Register at module load or in a route plugin; the handlers are
 * process-wide.
 */
export function onReferenceDataLoaded(handler: ReferenceDataLoadedHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

const seen = new WeakMap<Database, string>();

/**
 * Brings this process's shared tables in line with `reference_data` when it changed since the last call for
 * `database` (or always, with `force`). Returns whether it re-applied the rows; rows that fail the contract
 * are skipped (the answer names them) and the built-in value stays in force for them.
 */
export async function refreshReferenceData(
  database: Database,
  opts: { force?: boolean } = {},
): Promise<{ refreshed: boolean; skipped: string[] }> {
  const signature = await repo.readSignature(database.db);
  if (!opts.force && seen.get(database) === signature) return { refreshed: false, skipped: [] };
  const rows = await repo.listRows(database.db);
  const { skipped } = applyToRegistries(rows);
  seen.set(database, signature);
  return { refreshed: true, skipped };
}

/**
 * One pass of the hook, on one instance at a time (`runExclusively`, PostgreSQL advisory lock; PGlite is one
 * process): refreshes this instance's tables, then for each row with `applied_at` null runs every handler
 * and marks the row applied (unless it was reloaded meanwhile: then the next pass runs it for the new
 * values). A row whose handler throws stays pending; the other rows go on, and the pass then throws with
 * the failures (logged by the job, retried a minute later). Answers how many rows were applied (0 when
 * another instance was running the pass).
 */
export async function applyPendingReferenceData(database: Database): Promise<number> {
  const outcome = await runExclusively(database, "reference data loaded", async () => {
    await refreshReferenceData(database);
    const failures: string[] = [];
    let applied = 0;
    for (const row of await repo.listPending(database.db)) {
      const event: ReferenceDataLoadedEvent = {
        kind: row.kind as ReferenceDataKind,
        period: row.period,
        values: row.values,
        source: row.source,
      };
      try {
        for (const handler of handlers) await handler(database, event);
      } catch (err) {
        failures.push(`${row.kind} ${row.period}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      if (await repo.markApplied(database.db, row.id, row.loadedAt)) applied += 1;
    }
    if (failures.length) throw new Error(`reference data handlers failed: ${failures.join("; ")}`);
    return applied;
  });
  return outcome.ran ? outcome.result : 0;
}

/**
 * Loads the reference data into this process when `app` is ready (so the first request already computes
 * with it), then starts the two jobs of the module comment: the refresh on every instance and the hook pass
 * on one at a time, each every {@link REFRESH_EVERY_MS}. In tests (`nodeEnv` "test") only the load at
 * ready happens; the suites run the passes themselves.
 */
export function registerReferenceDataJobs(app: FastifyInstance, database: Database, nodeEnv: string): void {
  app.addHook("onReady", async () => {
    const { skipped } = await refreshReferenceData(database, { force: true });
    if (skipped.length) app.log.error({ skipped }, "reference data rows failing the contract were skipped");
  });
  if (nodeEnv === "test") return;
  registerPeriodicJob(app, {
    name: "reference data refresh",
    firstRunMs: REFRESH_EVERY_MS,
    everyMs: REFRESH_EVERY_MS,
    run: async () => (await refreshReferenceData(database)).refreshed,
    done: (refreshed) => refreshed,
  });
  registerPeriodicJob(app, {
    name: "reference data loaded",
    firstRunMs: 5_000,
    everyMs: REFRESH_EVERY_MS,
    run: () => applyPendingReferenceData(database),
  });
}
