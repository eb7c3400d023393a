import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshPostgres } from "../../test/harness.ts";
import { openDatabase, type Database } from "../../platform/db.ts";
import { migrate } from "../../platform/migrate.ts";
import { applyPendingReferenceData, onReferenceDataLoaded } from "./reference-data.jobs.ts";
import { applyToRegistries } from "./reference-data.registry.ts";
import { loadReferenceData } from "./reference-data.service.ts";

const rowsOf = async <T>(q: Promise<unknown>): Promise<T[]> => ((await q) as { rows: T[] }).rows;

/**
 * Issue 22 §4 on PostgreSQL, two instances (two pools on one database): the `onReferenceDataLoaded` hook
 * runs once for a loaded period even when both instances run the pass at the same moment, and two loads
 * of one period at once end in one row and a consistent log.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("reference data from two instances on PostgreSQL", () => {
  let pgdb: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let a: Database;
  let b: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-refdata-pg-"));
  const prices = (petrol: number) => ({ petrol, diesel: 610, mixture: 650, lpg: 330 });

  beforeAll(async () => {
    pgdb = await freshPostgres();
    a = await openDatabase({ databaseUrl: pgdb.url, dataDir });
    await migrate(a);
    b = await openDatabase({ databaseUrl: pgdb.url, dataDir });
  });
  afterEach(() => applyToRegistries([]));
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs the hook once for a period when two passes start together", async () => {
    await loadReferenceData(a, {
      kind: "navFuelPrices",
      period: "2026-12",
      values: prices(600),
      source: "NAV közlemény (teszt)",
      loadedBy: "ops",
    });
    let calls = 0;
    const off = onReferenceDataLoaded(async () => {
      calls += 1;
      // Long enough for the other pass to arrive while this one holds the job.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    try {
      const results = await Promise.all([applyPendingReferenceData(a), applyPendingReferenceData(b)]);
      expect(calls).toBe(1);
      expect(results.sort()).toEqual([0, 1]);
      expect(await Promise.all([applyPendingReferenceData(a), applyPendingReferenceData(b)])).toEqual([0, 0]);
      expect(calls).toBe(1);
    } finally {
      off();
    }
  });

  it("two loads of one period at once: one row, the other values logged or unchanged", async () => {
    const load = (db: Database, petrol: number) =>
      loadReferenceData(db, {
        kind: "navFuelPrices",
        period: "2027-01",
        values: prices(petrol),
        source: "NAV közlemény (teszt)",
        loadedBy: `ops-${petrol}`,
      });
    const outcomes = (await Promise.all([load(a, 601), load(b, 602)])).map((o) => o.outcome).sort();
    expect(outcomes).toEqual(["inserted", "replaced"]);
    const rows = await rowsOf<{ petrol: number }>(
      a.db.execute(
        sql`select (values->>'petrol')::int as petrol from reference_data where period = '2027-01'`,
      ),
    );
    const log = await rowsOf<{ petrol: number }>(
      a.db.execute(
        sql`select (values->>'petrol')::int as petrol from reference_data_log where period = '2027-01'`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(log).toHaveLength(1);
    expect([rows[0]?.petrol, log[0]?.petrol].sort()).toEqual([601, 602]);
  });

  it("the app role cannot write the tables (only the CLI and the jobs, as the owner)", async () => {
    const err = await a
      .withoutTenant((tx) =>
        tx.execute(
          sql`insert into reference_data (kind, period, values, source, loaded_by) values ('kmAllowance', '2030', '{}', 'x', 'x')`,
        ),
      )
      .then(
        () => null,
        (e: unknown) => e as { cause?: unknown },
      );
    expect(String(err?.cause)).toMatch(/permission denied for table reference_data/);
    const read = await a.withoutTenant((tx) =>
      rowsOf<{ n: string }>(tx.execute(sql`select count(*) as n from reference_data`)),
    );
    expect(Number(read[0]?.n)).toBeGreaterThan(0);
  });
});
