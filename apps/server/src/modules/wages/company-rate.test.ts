import { describe, expect, it } from "vitest";
import { countWorkingDays } from "@office/shared/hu/calendar";
import { computeCompanyRates } from "./company-rate.ts";
import type { RateEmployee } from "./company-rate.repository.ts";

const person = (id: number, over: Partial<RateEmployee> = {}): RateEmployee => ({
  id,
  employmentStart: "2020-01-01",
  employmentEnd: null,
  weeklyHours: 40,
  workSchedule: "general",
  ...over,
});
const wagesOf = (entries: [number, number][]) =>
  new Map(entries.map(([id, gross]) => [id, [{ effectiveFrom: "2020-01-01", monthlyGross: gross }]]));

/** 2026 (10/2025. (IV. 30.) NGM decree): working days of the general schedule. */
const WORKING_DAYS_2026 = countWorkingDays("2026-01-01", "2026-12-31");

describe("the company's average hourly cost (issue 18 §1)", () => {
  it("is Σ contracted employer cost / Σ contracted hours of the year, to 100 Ft", () => {
    const rates = computeCompanyRates(
      {
        employees: [person(1), person(2), person(3)],
        wages: wagesOf([
          [1, 500_000],
          [2, 600_000],
          [3, 700_000],
        ]),
        companyRestDays: [],
      },
      [2026],
    );
    const exact = (1_800_000 * 12 * 1.13) / (3 * WORKING_DAYS_2026 * 8);
    expect(rates.get(2026)).toEqual({ year: 2026, people: 3, hourlyCostHuf: Math.round(exact / 100) * 100 });
  });

  it("is withheld with fewer than 3 people with a wage; people without one do not count", () => {
    const rates = computeCompanyRates(
      {
        employees: [person(1), person(2), person(3), person(4, { employmentEnd: "2025-12-31" })],
        wages: wagesOf([
          [1, 500_000],
          [2, 600_000],
          [4, 900_000],
        ]),
        companyRestDays: [],
      },
      [2026],
    );
    expect(rates.get(2026)).toEqual({ year: 2026, people: 2, hourlyCostHuf: null });
  });

  it("counts a partial year and a raise only for their days; never moves with allocations or absences", () => {
    const base = {
      employees: [person(1), person(2), person(3, { employmentStart: "2026-07-01" })],
      wages: new Map([
        [1, [{ effectiveFrom: "2020-01-01", monthlyGross: 600_000 }]],
        [
          2,
          [
            { effectiveFrom: "2026-07-01", monthlyGross: 900_000 },
            { effectiveFrom: "2020-01-01", monthlyGross: 600_000 },
          ],
        ],
        [3, [{ effectiveFrom: "2026-07-01", monthlyGross: 600_000 }]],
      ]),
      companyRestDays: [],
    };
    const firstHalf = countWorkingDays("2026-01-01", "2026-06-30");
    const secondHalf = WORKING_DAYS_2026 - firstHalf;
    const cost = (600_000 * 12 + 600_000 * 6 + 900_000 * 6 + 600_000 * 6) * 1.13;
    const hours = (WORKING_DAYS_2026 * 2 + secondHalf) * 8;
    expect(computeCompanyRates(base, [2026]).get(2026)?.hourlyCostHuf).toBe(
      Math.round(cost / hours / 100) * 100,
    );
    // a year without a decree or payroll rates does not fail (planner tolerance)
    expect(computeCompanyRates(base, [2031]).get(2031)?.hourlyCostHuf).toBeGreaterThan(0);
  });
});
