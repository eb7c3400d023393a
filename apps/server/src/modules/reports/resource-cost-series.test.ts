import { describe, expect, it } from "vitest";
import { WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import type { CompanyRate } from "../wages/company-rate.ts";
import { buildResourceCostSeries, type Pricing } from "./resource-cost-series.ts";
import type { EmployeeMonth, ExternalMonth, ResourceData } from "./resource-data.ts";

/**
 * The pricing of the series (issue 18 §1) on a hand-made October 2026 (168 capacity hours each):
 * SOLO (id 1) holds employee 1 alone for 100 h; TEAM (id 2) employees 2, 3 and 4 for 10 h each; EXT (id 3)
 * only an external resource (50,000 Ft). Cost centre 7 holds SOLO and TEAM. Exact costs: 1,000,000 Ft a month
 * for employee 1, 600,000 Ft for the others.
 */
const RATE = 5_000;
const month = (employeeId: number, hours: [number, number][], employerCostHuf: number): EmployeeMonth => {
  const costByProject = new Map(hours.map(([p, h]) => [p, Math.round((employerCostHuf * h) / 168)]));
  const split = [...costByProject.values()].reduce((s, v) => s + v, 0);
  return {
    employeeId,
    year: 2026,
    month: 10,
    workingDays: 21,
    presentDays: 21,
    leaveDays: 0,
    sickDays: 0,
    capacityHours: 168,
    hours: new Map(hours),
    grossHuf: Math.round(employerCostHuf / 1.13),
    employerCostHuf,
    costByProject,
    unallocatedHuf: employerCostHuf - split,
  };
};
const external: ExternalMonth = {
  externalResourceId: 9,
  year: 2026,
  month: 10,
  workingDays: 21,
  hours: new Map([[3, 10]]),
  days: new Map([[3, 2]]),
  costByProject: new Map([[3, 50_000]]),
};
const data: ResourceData = {
  months: [],
  employees: [1, 2, 3, 4].map((id) => ({
    id,
    name: `E${id}`,
    employeeNumber: null,
    department: null,
    costCenterId: null,
    dailyHours: 8,
  })),
  externals: [{ id: 9, name: "Külső", company: null, rateKind: "daily", rateHuf: 25_000 }],
  projects: new Map([
    [1, { id: 1, code: "SOLO", name: "Egyedül", costCenterId: 7 }],
    [2, { id: 2, code: "TEAM", name: "Csapat", costCenterId: 7 }],
    [3, { id: 3, code: "EXT", name: "Külsős", costCenterId: null }],
  ]),
  costCenters: new Map([[7, { id: 7, code: "KH7", name: "Hét" }]]),
  employeeMonths: [
    month(1, [[1, 100]], 1_000_000),
    month(2, [[2, 10]], 600_000),
    month(3, [[2, 10]], 600_000),
    month(4, [[2, 10]], 600_000),
  ],
  externalMonths: [external],
  provisionalCalendar: false,
  provisionalCalendarNote: null,
};
const averaged = (rate: number | null): Pricing => ({
  basis: "averageRate",
  rates: new Map<number, CompanyRate>([[2026, { year: 2026, hourlyCostHuf: rate, people: 4 }]]),
});
const OCT = 9;

describe("cost series pricing (issue 18 §1)", () => {
  it("at the average rate: hours × rate, values of 1–2 people withheld, externals alone shown", () => {
    const r = buildResourceCostSeries(data, "monthly", 2026, 2026, false, "src", averaged(RATE));
    const line = (code: string | null) => r.projects.find((l) => l.code === code);
    expect(r.basis).toBe("averageRate");
    expect(r.averageRates).toEqual([{ year: 2026, hourlyCostHuf: RATE }]);
    expect(line("SOLO")).toMatchObject({ totalHuf: 0, totalWithheld: true });
    expect(line("SOLO")?.withheld[OCT]).toBe(true);
    expect(line("SOLO")?.values[OCT]).toBe(0);
    expect(line("TEAM")?.values[OCT]).toBe(30 * RATE);
    expect(line("TEAM")?.withheld[OCT]).toBe(false);
    expect(line("EXT")?.values[OCT]).toBe(50_000);
    expect(line("EXT")?.withheld[OCT]).toBe(false);
    // "Nem allokált": (168 − 100) + 3 × (168 − 10) hours of four people, pooled
    expect(line(null)?.values[OCT]).toBe((68 + 3 * 158) * RATE);
    expect(r.costCenters.find((c) => c.code === "KH7")?.values[OCT]).toBe(130 * RATE);
    expect(r.costCenters.find((c) => c.name === "Nem allokált")?.values[OCT]).toBe((68 + 3 * 158) * RATE);
    // the month's total: every employee's capacity at the rate plus the external cost
    expect(r.totals[OCT]).toBe(4 * 168 * RATE + 50_000);
    expect(r.totalHuf).toBe(4 * 168 * RATE + 50_000);
    expect(r.withheldReason).toBe(WAGE_FIGURE_WITHHELD_MESSAGE);
    expect(JSON.stringify(r)).not.toMatch(/1000000|595238/);
  });

  it("a withheld rate withholds every value with employees in it, not the externals' own", () => {
    const r = buildResourceCostSeries(data, "yearly", 2026, 2026, false, "src", averaged(null));
    expect(r.projects.find((l) => l.code === "TEAM")?.withheld[0]).toBe(true);
    expect(r.projects.find((l) => l.code === "EXT")).toMatchObject({ values: [50_000], withheld: [false] });
    expect(r.totalsWithheld).toEqual([true]);
    expect(r.totalWithheld).toBe(true);
    expect(r.averageRates).toEqual([{ year: 2026, hourlyCostHuf: null }]);
  });

  it("exact (employeeWages2): each person's cost, nothing withheld, person lines", () => {
    const r = buildResourceCostSeries(data, "monthly", 2026, 2026, true, "src", { basis: "exact" });
    expect(r.basis).toBe("exact");
    expect(r.averageRates).toEqual([]);
    expect(r.withheldReason).toBeNull();
    expect(r.projects.find((l) => l.code === "SOLO")?.values[OCT]).toBe(Math.round((1_000_000 * 100) / 168));
    expect(
      [...r.projects, ...r.costCenters].every((l) => !l.totalWithheld && l.withheld.every((w) => !w)),
    ).toBe(true);
    expect(r.persons?.find((p) => p.kind === "employee" && p.id === 1)?.values[OCT]).toBe(1_000_000);
    expect(r.totalHuf).toBe(1_000_000 + 3 * 600_000 + 50_000);
  });
});
