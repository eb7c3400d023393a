import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { navFuelPrice, computeReimbursement } from "@office/shared/fleet/nav-rates";
import { countWorkingDaysDetailed, getDayInfo, isCalendarYearLoaded } from "@office/shared/hu/calendar";
import { getPayrollRates } from "@office/shared/hu/payroll-rates";
import { homeReferenceDataSchema } from "@office/shared/home/home.contract";
import { referenceDataOverviewSchema } from "@office/shared/reference-data/reference-data.contract";
import type { RequestContext } from "../../platform/request-context.ts";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { getReferenceWarnings } from "../home/reference-warnings.service.ts";
import { runReferenceDataCommand } from "./reference-data.cli.ts";
import {
  applyPendingReferenceData,
  onReferenceDataLoaded,
  refreshReferenceData,
} from "./reference-data.jobs.ts";
import { applyToRegistries } from "./reference-data.registry.ts";
import { getReferenceDataOverview, loadReferenceData } from "./reference-data.service.ts";

const rowsOf = async <T>(q: Promise<unknown>): Promise<T[]> => ((await q) as { rows: T[] }).rows;

/**
 * Issue 22 §4: loading reference data (CLI and service), idempotency and replacement with a log, the
 * refresh into the shared tables, the once-only hook, the read-only API (companyAdmin) and the home
 * warning (hr, companyAdmin). The 2027 decree used here is a TEST decree with invented swaps, never the real
 * one: it only shows that a loaded year takes effect.
 */
describe.each(backends)("reference data on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let user: string;
  const dir = mkdtempSync(path.join(tmpdir(), "office-refdata-"));
  const file = (name: string, value: unknown) => {
    const p = path.join(dir, name);
    writeFileSync(p, JSON.stringify(value));
    return p;
  };
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runReferenceDataCommand(args, t.platform.database, (l) => lines.push(l));
    return { code, output: lines.join("\n") };
  };
  const testDecree = {
    decree: "1/2099. (I. 1.) TESZT rendelet a 2027. évi munkaszüneti napok körüli munkarendről",
    swaps: [{ workday: "2027-03-20", restDay: "2027-03-16" }],
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, hr, user] = await Promise.all([
      login(t, "demo", "admin"),
      login(t, "demo", "hr"),
      login(t, "demo", "user"),
    ]);
  });
  afterEach(() => applyToRegistries([]));
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists built-in periods and the missing 2027 ones, then loads a decree once (idempotent)", async () => {
    const before = await cli("list");
    expect(before.code).toBe(0);
    expect(before.output).toContain("10/2025. (IV. 30.) NGM rendelet");
    expect(before.output).toMatch(/workScheduleDecree[\s\S]*MISSING: 2027/);

    const decreeFile = file("decree.json", testDecree);
    const first = await cli(
      "load",
      "workScheduleDecree",
      "2027",
      decreeFile,
      "--source",
      "TESZT forrás",
      "--by",
      "ops",
    );
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain("loaded");
    const again = await cli(
      "load",
      "workScheduleDecree",
      "2027",
      decreeFile,
      "--source",
      "más forrás",
      "--by",
      "ops",
    );
    expect(again.code).toBe(0);
    expect(again.output).toContain("nothing changed");
    const rows = await rowsOf<{ source: string }>(
      t.platform.database.db.execute(
        sql`select source from reference_data where kind = 'workScheduleDecree'`,
      ),
    );
    expect(rows).toEqual([{ source: "TESZT forrás" }]);

    const after = await cli("list");
    expect(after.output).toMatch(/2027\s+loaded .* by ops — TESZT forrás/);
  });

  it("refuses bad values with Hungarian messages and writes nothing", async () => {
    const saturdayRest = file("bad-decree.json", {
      decree: testDecree.decree.replace("2027", "2028"),
      swaps: [{ workday: "2028-03-16", restDay: "2028-03-18" }],
    });
    const res = await cli("load", "workScheduleDecree", "2028", saturdayRest, "--source", "TESZT forrás");
    expect(res.code).toBe(1);
    expect(res.output).toContain("2028-03-16: az áthelyezett munkanap szombat legyen.");
    expect(res.output).toContain("2028-03-18: az áthelyezett pihenőnap hétköznap legyen.");
    const badPrice = await cli(
      "load",
      "navFuelPrices",
      "2026-13",
      file("p.json", { petrol: 600 }),
      "--source",
      "NAV közlemény",
    );
    expect(badPrice.code).toBe(1);
    expect(badPrice.output).toContain("Az időszak egy hónap legyen");
    const noSource = await cli("load", "kmAllowance", "2027", file("k.json", { amortisationHufPerKm: 15 }));
    expect(noSource.code).toBe(1);
    await expect(
      loadReferenceData(t.platform.database, {
        kind: "payrollRates",
        period: "2027",
        values: {
          szochoRate: 13,
          szjaRate: 0.15,
          tbJarulekRate: 0.185,
          minimumWageHuf: 1,
          guaranteedWageMinimumHuf: 1,
        },
        source: "teszt forrás",
        loadedBy: "ops",
      }),
    ).rejects.toThrow("Szocho: törtként add meg");
    const [count] = await rowsOf<{ n: string | number }>(
      t.platform.database.db.execute(
        sql`select count(*) as n from reference_data where period like '2028%' or kind <> 'workScheduleDecree'`,
      ),
    );
    expect(Number(count?.n)).toBe(0);
  });

  it("replaces different values, logs the old row, and the hook runs once per loaded version", async () => {
    const seen: string[] = [];
    const off = onReferenceDataLoaded(
      async (_db, e) => void seen.push(`${e.kind} ${e.period} ${JSON.stringify(e.values)}`),
    );
    try {
      const prices = { petrol: 600, diesel: 610, mixture: 650, lpg: 330 };
      const load = (values: object) =>
        loadReferenceData(t.platform.database, {
          kind: "navFuelPrices",
          period: "2026-11",
          values,
          source: "NAV közlemény 2026. november",
          loadedBy: "ops",
        });
      expect((await load(prices)).outcome).toBe("inserted");
      expect(await applyPendingReferenceData(t.platform.database)).toBeGreaterThanOrEqual(1);
      expect(await applyPendingReferenceData(t.platform.database)).toBe(0);
      expect(seen.filter((s) => s.startsWith("navFuelPrices"))).toHaveLength(1);

      const replaced = await load({ ...prices, petrol: 605 });
      expect(replaced.outcome).toBe("replaced");
      const log = await rowsOf<{ values: { petrol: number }; replaced_by: string }>(
        t.platform.database.db.execute(
          sql`select values, replaced_by from reference_data_log where period = '2026-11'`,
        ),
      );
      expect(log).toEqual([{ values: prices, replaced_by: "ops" }]);
      expect(await applyPendingReferenceData(t.platform.database)).toBe(1);
      expect(seen.filter((s) => s.startsWith("navFuelPrices"))).toHaveLength(2);
      expect(seen.at(-1)).toContain('"petrol":605');
      // The pass refreshed this instance: the loaded month is used by the reimbursement.
      expect(navFuelPrice("petrol", "2026-11")).toBe(605);
      expect(computeReimbursement("2026-11", 100, "petrol", 1199).fuelPriceBasis).toBe("nav");
    } finally {
      off();
    }
  });

  it("a failing handler leaves the row pending for the next pass", async () => {
    await loadReferenceData(t.platform.database, {
      kind: "kmAllowance",
      period: "2027",
      values: { amortisationHufPerKm: 15 },
      source: "Szja tv. 3. sz. melléklet (teszt)",
      loadedBy: "ops",
    });
    let calls = 0;
    const off = onReferenceDataLoaded(async (_db, e) => {
      if (e.kind !== "kmAllowance") return;
      calls += 1;
      if (calls === 1) throw new Error("recount failed");
    });
    try {
      await expect(applyPendingReferenceData(t.platform.database)).rejects.toThrow(
        "kmAllowance 2027: recount failed",
      );
      expect(await applyPendingReferenceData(t.platform.database)).toBe(1);
      expect(calls).toBe(2);
    } finally {
      off();
    }
  });

  it("refresh puts loaded periods into the shared tables; the built-in baseline comes back without them", async () => {
    await refreshReferenceData(t.platform.database, { force: true });
    expect(isCalendarYearLoaded(2027)).toBe(true);
    expect(getDayInfo("2027-03-16").kind).toBe("restDay");
    expect(countWorkingDaysDetailed("2027-01-01", "2027-12-31", { provisional: "allow" }).provisional).toBe(
      false,
    );
    expect((await refreshReferenceData(t.platform.database)).refreshed).toBe(false);
    applyToRegistries([]);
    expect(isCalendarYearLoaded(2027)).toBe(false);
    expect(getPayrollRates(2026).minimumWageHuf).toBe(322_800);
  });

  it("a year with a loaded decree but no payroll rates: the annual cost report runs, flagged IDEIGLENES", async () => {
    await refreshReferenceData(t.platform.database, { force: true });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/report/annual?year=2027",
      headers: authed("demo", admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provisionalCalendar: false, provisionalCalendarNote: null });
    expect(res.json().rateSource).toMatch(
      /^IDEIGLENES: a 2027\. év kulcsai még nincsenek betöltve, a 2026\. év kulcsaival számolva — Szocho/,
    );
    applyToRegistries([]);
    const before = await t.app.inject({
      method: "GET",
      url: "/api/report/annual?year=2027",
      headers: authed("demo", admin),
    });
    // Without the decree the year is counted provisionally and said so (issue 22 §4), never refused.
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ provisionalCalendar: true });
  });

  it("GET /api/referenceData: companyAdmin reads it; hr and user get 403", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/referenceData",
      headers: authed("demo", admin),
    });
    expect(res.statusCode).toBe(200);
    const body = referenceDataOverviewSchema.parse(res.json());
    const decrees = body.tables.find((x) => x.kind === "workScheduleDecree");
    expect(decrees?.entries.find((e) => e.period === "2026")).toMatchObject({ origin: "builtIn" });
    expect(decrees?.entries.find((e) => e.period === "2027")).toMatchObject({
      origin: "database",
      loadedBy: "ops",
    });
    for (const token of [hr, user]) {
      const denied = await t.app.inject({
        method: "GET",
        url: "/api/referenceData",
        headers: authed("demo", token),
      });
      expect(denied.statusCode).toBe(403);
    }
  });

  it("overview and home warning name the missing current / next periods (25 November 2026)", async () => {
    const overview = await getReferenceDataOverview(t.platform.database, "2026-11-25");
    const missing = Object.fromEntries(overview.tables.map((x) => [x.kind, x.missing]));
    expect(missing).toEqual({
      workScheduleDecree: [], // 2026 built in, 2027 loaded above
      navFuelPrices: ["2026-12"], // 2026-11 loaded above; December is due from the 25th
      kmAllowance: [], // 2026 built in, 2027 loaded above
      payrollRates: ["2027"],
    });
    const hrContext = {
      tenant: { id: 1, slug: "demo" },
      auth: { roles: ["hr"] },
    } as unknown as RequestContext;
    const home = await getReferenceWarnings(t.platform, hrContext, Date.parse("2026-11-25T10:00:00Z"));
    expect(home.warnings.map((w) => `${w.kind} ${w.period}`)).toEqual([
      "navFuelPrices 2026-12",
      "payrollRates 2027",
    ]);
    expect(home.warnings[1]?.message).toContain(
      "A 2027. év bérjárulék-kulcsai és minimálbére még nincsenek betöltve",
    );

    const api = await t.app.inject({
      method: "GET",
      url: "/api/home/referenceData",
      headers: authed("demo", hr),
    });
    expect(api.statusCode).toBe(200);
    expect(homeReferenceDataSchema.parse(api.json()).warnings.length).toBeGreaterThan(0);
    const forUser = await t.app.inject({
      method: "GET",
      url: "/api/home/referenceData",
      headers: authed("demo", user),
    });
    expect(forUser.statusCode).toBe(403);
  });
});
