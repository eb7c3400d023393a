import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ApplicantDetail, JobOpening } from "@office/shared/applicants/applicants.contract";
import { createPlatform } from "../../app/bootstrap.ts";
import { loadConfig } from "../../platform/config.ts";
import { openDatabase } from "../../platform/db.ts";
import { rowsOf } from "../../platform/migrate.ts";
import { seedDemoData } from "../../demo/seed.ts";
import { authed, backends, createTestApp, login, seededPostgres, type TestApp } from "../../test/harness.ts";
import { ANONYMISED_NAME, runApplicantRetention } from "./applicant-retention.job.ts";

/**
 * Issue 11 §1 GDPR retention: hr is warned 14 days before, the record is erased and anonymised on the
 * date, a legal hold stops it, and the job is idempotent (run twice; two instances on one PostgreSQL).
 */
describe.each(backends)("applicant retention on %s", (backend) => {
  let t: TestApp;
  let hr: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    hr = await login(t, "demo", "hr");
  });
  afterAll(async () => t?.close());
  const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", hr), ...(payload ? { payload } : {}) });

  it("erases the two demo applicants past retention once and warns hr once about the one due soon", async () => {
    const rejected = (await call("GET", "/api/applicant?stage=rejected")).json() as ApplicantDetail[];
    const today = new Date().toISOString().slice(0, 10);
    const due = rejected.filter((a) => a.retentionUntil !== null && a.retentionUntil <= today);
    expect(due.length).toBe(2);
    const withCv = due.find((a) => a.hasCv);
    const notesBefore = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(sql`select count(*)::int as n from applicant_notes`),
    );

    const first = await runApplicantRetention(t.platform.database, t.platform.storage);
    expect(first).toEqual({ warned: 1, erased: 2 });
    const again = await runApplicantRetention(t.platform.database, t.platform.storage);
    expect(again).toEqual({ warned: 0, erased: 0 });

    for (const a of due) {
      const d = (await call("GET", `/api/applicant/${a.id}`)).json() as ApplicantDetail;
      expect(d).toMatchObject({
        name: ANONYMISED_NAME,
        email: null,
        phone: null,
        expectedSalaryHuf: null,
        rejectionReason: null,
        hasCv: false,
        anonymised: true,
        stage: "rejected",
        jobOpeningId: a.jobOpeningId,
      });
      expect(d.history.every((h) => h.reason === null)).toBe(true);
      expect((await call("GET", `/api/applicant/${a.id}/note`)).json()).toEqual([]);
      expect((await call("GET", `/api/applicant/${a.id}/cv`)).statusCode).toBe(404);
      expect((await call("PUT", `/api/applicant/${a.id}/stage`, { stage: "new" })).statusCode).toBe(409);
    }
    if (withCv) {
      const keys = await rowsOf<{ k: string | null }>(
        t.platform.database.db.execute(
          sql`select cv_storage_key as k from applicants where id = ${withCv.id}`,
        ),
      );
      expect(keys[0]?.k).toBe(null);
    }
    const notesAfter = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(sql`select count(*)::int as n from applicant_notes`),
    );
    expect(notesAfter[0]?.n).toBeLessThanOrEqual(notesBefore[0]?.n ?? 0);
    // anonymous statistics stay: the filled opening still counts 12 applicants
    const openings = (await call("GET", "/api/jobOpening")).json() as JobOpening[];
    expect(openings.find((o) => o.status === "filled")?.total).toBe(12);
    // one warning notification per hr/companyAdmin account, not repeated
    const notes = await rowsOf<{ n: number }>(
      t.platform.database.db.execute(
        sql`select count(*)::int as n from notifications where event_type = 'applicantRetention'`,
      ),
    );
    expect(notes[0]?.n).toBe(2); // admin and hr
  });

  it("a legal hold stops the erasure", async () => {
    const o = (await call("POST", "/api/jobOpening", { title: "Visszatartás" })).json() as JobOpening;
    const a = (
      await call("POST", "/api/applicant", { name: "Jogi Jenő", jobOpeningId: o.id })
    ).json() as ApplicantDetail;
    await call("PUT", `/api/applicant/${a.id}/stage`, { stage: "withdrawn" });
    await call("PUT", `/api/applicant/${a.id}`, { name: "Jogi Jenő", jobOpeningId: o.id, legalHold: true });
    await call("PUT", `/api/jobOpening/${o.id}`, { title: "Visszatartás", status: "closed" });
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect((await runApplicantRetention(t.platform.database, t.platform.storage, later)).erased).toBe(0);
    await call("PUT", `/api/applicant/${a.id}`, { name: "Jogi Jenő", jobOpeningId: o.id, legalHold: false });
    expect((await runApplicantRetention(t.platform.database, t.platform.storage, later)).erased).toBe(1);
    expect((await call("GET", `/api/applicant/${a.id}`)).json().name).toBe(ANONYMISED_NAME);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("applicant retention on two instances (postgres)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-retention-"));
  let url = "";
  let drop = async () => {};
  let seeded = false;
  beforeAll(async () => {
    ({ url, drop, seeded } = await seededPostgres(dataDir));
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("two instances running the job at once erase and warn exactly once", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, OFFICE_JWT_SECRET: "x".repeat(40) });
    const log = pino({ level: "silent" });
    const mailer = { send: async () => {} };
    const one = await createPlatform(config, log, {
      database: await openDatabase({ databaseUrl: url, dataDir }),
      mailer,
    });
    if (!seeded) await seedDemoData(one);
    const two = await createPlatform(config, log, {
      database: await openDatabase({ databaseUrl: url, dataDir }),
      mailer,
    });
    try {
      const runs = await Promise.all([
        runApplicantRetention(one.database, one.storage),
        runApplicantRetention(two.database, two.storage),
        runApplicantRetention(one.database, one.storage),
        runApplicantRetention(two.database, two.storage),
      ]);
      expect(runs.reduce((s, r) => s + r.erased, 0)).toBe(2);
      expect(runs.reduce((s, r) => s + r.warned, 0)).toBe(1);
      const n = await rowsOf<{ n: number }>(
        one.database.db.execute(
          sql`select count(*)::int as n from notifications where event_type = 'applicantRetention'`,
        ),
      );
      expect(n[0]?.n).toBe(2);
      const audits = await rowsOf<{ n: number }>(
        one.database.db.execute(
          sql`select count(*)::int as n from audit_log where action = 'applicant.anonymised'`,
        ),
      );
      expect(audits[0]?.n).toBe(2);
    } finally {
      await one.database.close();
      await two.database.close();
    }
  });
});
