import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgres } from "../test/harness.ts";
import { openDatabase, type Database } from "./db.ts";
import { runExclusively, startPeriodicJob } from "./periodic-job.ts";

/**
 * Issue 20 §3: a job's pass runs on one instance at a time, PostgreSQL coordinating. Two instances are two
 * pools on one database. (That each effect happens once besides is proven per job: fleet-concurrency.test
 * and applicant-retention.test run the real passes from two instances at once.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("job passes from two instances on one PostgreSQL", () => {
  let pgdb: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  let a: Database;
  let b: Database;
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-jobs-"));

  beforeAll(async () => {
    pgdb = await freshPostgres();
    a = await openDatabase({ databaseUrl: pgdb.url, dataDir });
    b = await openDatabase({ databaseUrl: pgdb.url, dataDir });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("while one instance runs a pass the other skips it; another job and a later pass run", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    const first = runExclusively(a, "reminders", async () => {
      started();
      await gate;
      return 7;
    });
    await isRunning;
    expect(await runExclusively(b, "reminders", async () => 1)).toEqual({ ran: false });
    expect(await runExclusively(b, "other job", async () => 2)).toEqual({ ran: true, result: 2 });
    release();
    expect(await first).toEqual({ ran: true, result: 7 });
    expect(await runExclusively(b, "reminders", async () => 3)).toEqual({ ran: true, result: 3 });
  });

  it("a failed pass frees the job for the next one", async () => {
    await expect(
      runExclusively(a, "retention", async () => {
        throw new Error("storage down");
      }),
    ).rejects.toThrow("storage down");
    expect(await runExclusively(b, "retention", async () => 1)).toEqual({ ran: true, result: 1 });
  });

  it("both instances' timers fire together: the pass runs once", async () => {
    let passes = 0;
    const job = {
      name: "cluster test job",
      firstRunMs: 0,
      everyMs: 3_600_000,
      run: async () => {
        passes += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 1;
      },
    };
    const log = { info: () => {}, error: () => {} };
    const stops = [
      startPeriodicJob({ ...job, database: a }, log),
      startPeriodicJob({ ...job, database: b }, log),
    ];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(passes).toBe(1);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
