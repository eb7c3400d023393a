import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import {
  resourceCostReportSchema,
  resourceCostSeriesSchema,
  resourceReportSchema,
  type ResourceCostSeries,
} from "@office/shared/reports/resource-reports.contract";
import { plannerSchema } from "@office/shared/resource-planning/planner.contract";
import { WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import {
  authed,
  backends,
  createEmployeeViaApi,
  createTestApp,
  login,
  type TestApp,
  reopenDemoMonths,
} from "../../test/harness.ts";

/**
 * Issue 18 §1: no wage can be worked out from a cost figure by a caller without `employeeWages2`.
 * October 2026 has 21 working days (Oct 23 is a holiday) = 168 hours; September 2026 has 22 = 176 hours.
 * Each attack computes a wage the way the outside test did (cost × capacity hours / allocated hours / 1.13,
 * szocho 13 % in 2026) and expects it NOT to be the person's wage; `employeeWages2` still gets the exact one.
 */
const SZOCHO = 1.13;
/** Wages far from the demo company's average, so an average-rate figure can never match one by chance. */
const WAGES = {
  target: 2_643_000,
  colleague: 1_777_000,
  a: 2_111_000,
  b: 600_000,
  c: 650_000,
  d: 700_000,
  e: 2_934_000,
} as const;
type Person = keyof typeof WAGES;

/** The gross wage an attacker reads out of `costHuf` for `hours` of a month of `capacityHours`, to 1,000 Ft. */
const derivedWage = (costHuf: number, capacityHours: number, hours: number) =>
  Math.round((costHuf * capacityHours) / hours / SZOCHO / 1000) * 1000;

describe.each(backends)("wage privacy of cost figures (issue 18 §1) on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let hr: string;
  let pm: string;
  let user: string;
  let userEmployeeId: number;
  const ids = {} as Record<Person, number>;
  let p1: number; // the attack: one person
  let p2: number; // the plain user and one colleague
  let p3: number; // A, B, C in September, only A in October
  let p6: number; // B, C, D in October (E is added later)
  let centre: number;

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const ok = async (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) => {
    const res = await call(method, url, token, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json() as unknown;
  };
  const project = async (code: string, costCenterId: number | null = null) =>
    (
      (await ok("POST", "/api/project", pm, {
        code,
        name: `Bértitok ${code}`,
        status: "active",
        startDate: "2026-01-01",
        costCenterId,
      })) as { id: number }
    ).id;
  const allocate = (employeeId: number, projectId: number, start: string, end: string, hoursPerDay: number) =>
    ok("POST", "/api/resourceAllocation", pm, {
      resourceType: "employee",
      resourceId: employeeId,
      projectId,
      start,
      end,
      hoursPerDay,
      status: "confirmed",
    });
  const monthly = async (token: string): Promise<ResourceCostSeries> =>
    resourceCostSeriesSchema.parse(await ok("GET", "/api/report/resourceCostMonthly?year=2026", token));
  const plannerCost = async (token: string, start: string, end: string, projectId: number) => {
    const planner = plannerSchema.parse(
      await ok("GET", `/api/resourcePlanner?start=${start}&end=${end}`, token),
    );
    const line = planner.projects.find((x) => x.id === projectId);
    if (!line) throw new Error(`project ${projectId} not in the planner`);
    return line;
  };
  /** Capacity and allocated hours of an employee's month on a project (the PM reads them from Jelenléti Kimutatás). */
  const hoursOf = async (employeeId: number, projectId: number, month: "09" | "10") => {
    const last = month === "09" ? "30" : "31";
    const report = resourceReportSchema.parse(
      await ok("GET", `/api/report/resource?start=2026-${month}-01&end=2026-${month}-${last}`, pm),
    );
    const row = report.rows.find((r) => r.resourceType === "employee" && r.resourceId === employeeId);
    return {
      capacity: row?.capacityHours ?? 0,
      hours: row?.projects.find((x) => x.projectId === projectId)?.hours ?? 0,
    };
  };
  const line = (report: ResourceCostSeries, projectId: number) => {
    const found = report.projects.find((l) => l.id === projectId);
    if (!found) throw new Error(`project ${projectId} not in the report`);
    return found;
  };
  const OCT = 9;
  const SEP = 8;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await reopenDemoMonths(t);
    [admin, hr, pm, user] = await Promise.all([
      login(t, "demo", "admin"),
      login(t, "demo", "hr"),
      login(t, "demo", "pm"),
      login(t, "demo", "user"),
    ]);
    userEmployeeId = decodeJwt(user).employeeId as number;
    for (const person of Object.keys(WAGES) as Person[]) {
      ids[person] = await createEmployeeViaApi(t, hr, {
        name: `Titok ${person}`,
        employmentStart: "2026-01-01",
        weeklyHours: 40,
        workSchedule: "general",
      });
      await ok("PUT", `/api/employee/${ids[person]}/wages`, admin, {
        effectiveFrom: "2026-01-01",
        monthlyGross: WAGES[person],
        note: null,
      });
    }
    centre = (
      (await ok("POST", "/api/costCenter", admin, { code: "BT-KH", name: "Bértitok" })) as { id: number }
    ).id;
    p1 = await project("BT-1");
    p2 = await project("BT-2");
    p3 = await project("BT-3", centre);
    p6 = await project("BT-6", centre);
    // the attack of the issue: 16 working days × 8 h = 128 of October's 168 hours
    await allocate(ids.target, p1, "2026-10-01", "2026-10-22", 8);
    await allocate(userEmployeeId, p2, "2026-10-01", "2026-10-31", 2);
    await allocate(ids.colleague, p2, "2026-10-01", "2026-10-31", 4);
    for (const person of ["a", "b", "c"] as const)
      await allocate(ids[person], p3, "2026-09-01", "2026-09-30", 2);
    await allocate(ids.a, p3, "2026-10-01", "2026-10-31", 4);
    for (const person of ["b", "c", "d"] as const)
      await allocate(ids[person], p6, "2026-10-01", "2026-10-31", 3);
  });
  afterAll(async () => t?.close());

  it("the projectManager attack: one person on a new project gives no wage, the cell is withheld", async () => {
    const { capacity, hours } = await hoursOf(ids.target, p1, "10");
    expect([capacity, hours]).toEqual([168, 128]);
    const report = await monthly(pm);
    const october = line(report, p1).values[OCT] ?? 0;
    expect(derivedWage(october, capacity, hours)).not.toBe(WAGES.target);
    expect(line(report, p1).withheld[OCT]).toBe(true);
    expect(line(report, p1).totalWithheld).toBe(true);
    expect(report.basis).toBe("averageRate");
    expect(report.withheldReason).toBe(WAGE_FIGURE_WITHHELD_MESSAGE);
    expect(WAGE_FIGURE_WITHHELD_MESSAGE).toBe("kevesebb mint 3 fő adatából nem jeleníthető meg");
    // the yearly report and the planner's budget burn do not give it either
    const yearly = resourceCostSeriesSchema.parse(
      await ok("GET", "/api/report/resourceCostYearly?from=2026&to=2026", pm),
    );
    expect(derivedWage(line(yearly, p1).values[0] ?? 0, capacity, hours)).not.toBe(WAGES.target);
    const burn = await plannerCost(pm, "2026-10-01", "2026-10-31", p1);
    expect(derivedWage(burn.costToDateHuf ?? 0, capacity, hours)).not.toBe(WAGES.target);
    expect(burn.costToDateHuf).toBeNull();
    expect(burn.costWithheld).toBe(true);
    // nor does the .xlsx: the cell carries the reason
    const file = await call("GET", "/report/resourceCostMonthly?year=2026", pm);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Projektek");
    let row: ExcelJS.Row | undefined;
    sheet?.eachRow((r) => {
      if (String(r.getCell(1).value).startsWith("BT-1 ")) row = r;
    });
    expect(row?.getCell(OCT + 2).value).toBe(WAGE_FIGURE_WITHHELD_MESSAGE);
  });

  it("the two-person variant: a plain user who knows their own pay learns nothing of the colleague's", async () => {
    const exact = await monthly(admin);
    const truth = resourceCostReportSchema.parse(
      await ok("GET", "/api/report/resourceCost?start=2026-10-01&end=2026-10-31", admin),
    );
    const shareOf = (employeeId: number) =>
      truth.employees.find((e) => e.employeeId === employeeId)?.projects.find((x) => x.projectId === p2)
        ?.costHuf ?? 0;
    const ownShare = shareOf(userEmployeeId); // the user knows their pay, so this share too
    const colleagueShare = shareOf(ids.colleague);
    expect(line(exact, p2).values[OCT]).toBe(ownShare + colleagueShare);
    const { capacity, hours } = await hoursOf(ids.colleague, p2, "10");
    const seen = await monthly(user);
    const october = line(seen, p2).values[OCT] ?? 0;
    expect(october - ownShare).not.toBe(colleagueShare);
    expect(derivedWage(october - ownShare, capacity, hours)).not.toBe(WAGES.colleague);
    expect(line(seen, p2).withheld[OCT]).toBe(true);
    expect(line(seen, p2).totalWithheld).toBe(true);
    const numbers = (JSON.stringify(seen).match(/-?\d+/g) ?? []).map(Number);
    for (const n of numbers) expect(n - ownShare).not.toBe(colleagueShare);
  });

  it("differencing: filter against filter, before/after adding a person and month against year give only hours × the average rate", async () => {
    const report = await monthly(pm);
    const a = await hoursOf(ids.a, p3, "10");
    expect(a.hours).toBe(84);

    // filter against filter: the planner's range end (September against October) for BT-3 …
    const before = await plannerCost(pm, "2026-09-01", "2026-09-30", p3);
    const after = await plannerCost(pm, "2026-10-01", "2026-10-31", p3);
    const plannerDiff = (after.costToDateHuf ?? 0) - (before.costToDateHuf ?? 0);
    expect(derivedWage(plannerDiff, a.capacity, a.hours)).not.toBe(WAGES.a);
    // … and the cost centre against its other project (BT-6: B, C, D) in October
    const centreLine = report.costCenters.find((c) => c.id === centre);
    const l6 = line(report, p6);
    const centreDiff = (centreLine?.values[OCT] ?? 0) - (l6.values[OCT] ?? 0);
    expect(derivedWage(centreDiff, a.capacity, a.hours)).not.toBe(WAGES.a);

    // before and after adding a person: E joins BT-6 for October
    const burnBefore = await plannerCost(pm, "2026-10-01", "2026-10-31", p6);
    await allocate(ids.e, p6, "2026-10-01", "2026-10-31", 6);
    const e = await hoursOf(ids.e, p6, "10");
    const added = await monthly(pm);
    const burnAfter = await plannerCost(pm, "2026-10-01", "2026-10-31", p6);
    const addedDiffs = [
      (line(added, p6).values[OCT] ?? 0) - (l6.values[OCT] ?? 0),
      line(added, p6).totalHuf - l6.totalHuf,
      (burnAfter.costToDateHuf ?? 0) - (burnBefore.costToDateHuf ?? 0),
    ];
    for (const diff of addedDiffs) expect(derivedWage(diff, e.capacity, e.hours)).not.toBe(WAGES.e);

    // what every difference is instead: hours × the company's average rate of 2026
    const rate = report.averageRates.find((r) => r.year === 2026)?.hourlyCostHuf ?? 0;
    expect(rate).toBeGreaterThan(0);
    expect(rate % 100).toBe(0);
    expect(before.costBasis).toBe("averageRate");
    expect(plannerDiff).toBe(a.hours * rate);
    expect(centreLine?.withheld[OCT]).toBe(false);
    expect(l6.withheld[OCT]).toBe(false);
    expect(centreDiff).toBe(a.hours * rate);
    for (const diff of addedDiffs) expect(diff).toBe(e.hours * rate);
    // the month's total does not move (E's hours only leave "Nem allokált"), nor does the rate
    expect(added.totals[OCT]).toBe(report.totals[OCT]);
    expect(added.averageRates).toEqual(report.averageRates);

    // month against the year: BT-3's October (A alone) is withheld, its year (A, B, C) is not
    const l3 = line(report, p3);
    expect(l3.withheld[SEP]).toBe(false);
    expect(l3.withheld[OCT]).toBe(true);
    expect(l3.totalWithheld).toBe(false);
    const shownMonths = l3.values.reduce((s, v, i) => (l3.withheld[i] ? s : s + v), 0);
    const octoberOfA = l3.totalHuf - shownMonths;
    expect(derivedWage(octoberOfA, a.capacity, a.hours)).not.toBe(WAGES.a);
    expect(octoberOfA).toBe(a.hours * rate);
  });

  it("employeeWages2 still sees every exact figure", async () => {
    const report = await monthly(admin);
    expect(report.basis).toBe("exact");
    expect(report.withheldReason).toBeNull();
    for (const l of [...report.projects, ...report.costCenters]) {
      expect(l.withheld.every((w) => !w)).toBe(true);
      expect(l.totalWithheld).toBe(false);
    }
    const target = await hoursOf(ids.target, p1, "10");
    expect(derivedWage(line(report, p1).values[OCT] ?? 0, target.capacity, target.hours)).toBe(WAGES.target);
    const a = await hoursOf(ids.a, p3, "10");
    expect(derivedWage(line(report, p3).values[OCT] ?? 0, a.capacity, a.hours)).toBe(WAGES.a);
    const person = report.persons?.find((l) => l.kind === "employee" && l.id === ids.target);
    expect(person?.values[OCT]).toBe(Math.round(WAGES.target * SZOCHO));
    const burn = await plannerCost(admin, "2026-10-01", "2026-10-31", p1);
    expect(burn.costBasis).toBe("exact");
    expect(burn.costWithheld).toBe(false);
    expect(derivedWage(burn.costToDateHuf ?? 0, target.capacity, target.hours)).toBe(WAGES.target);
    const file = await call("GET", "/report/resourceCostMonthly?year=2026", admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    let row: ExcelJS.Row | undefined;
    book.getWorksheet("Projektek")?.eachRow((r) => {
      if (String(r.getCell(1).value).startsWith("BT-1 ")) row = r;
    });
    expect(row?.getCell(OCT + 2).value).toBe(line(report, p1).values[OCT]);
  });
});
