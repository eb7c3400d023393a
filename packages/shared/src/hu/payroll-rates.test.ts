import { describe, expect, it } from "vitest";
import {
  employerCostHuf,
  getPayrollRates,
  hourlyEmployerCostHuf,
  monthlyWorkingHours,
  PAYROLL_RATES,
  PayrollRatesNotLoadedError,
} from "./payroll-rates.ts";

describe("payroll rates by year", () => {
  it.each([
    [2024, 266_800, 326_000],
    [2025, 290_800, 348_800],
    [2026, 322_800, 373_200],
  ])(
    "%i: szocho 13 %%, SZJA 15 %%, TB járulék 18.5 %%, minimum wages %i / %i",
    (year, minimum, guaranteed) => {
      const r = getPayrollRates(year);
      expect([r.szochoRate, r.szjaRate, r.tbJarulekRate]).toEqual([0.13, 0.15, 0.185]);
      expect([r.minimumWageHuf, r.guaranteedWageMinimumHuf]).toEqual([minimum, guaranteed]);
      expect(r.source).toMatch(/2018\. évi LII\. tv\./);
    },
  );

  it("refuses a year that is not loaded, in Hungarian, instead of guessing", () => {
    expect(() => getPayrollRates(2023)).toThrow(PayrollRatesNotLoadedError);
    expect(() => getPayrollRates(2027)).toThrow("A(z) 2027. év bérjárulék-kulcsai nincsenek betöltve");
    expect(PAYROLL_RATES.map((r) => r.year)).toEqual([2024, 2025, 2026]);
  });
});

describe("employer cost", () => {
  it("is gross × 1.13, rounded to whole forints", () => {
    expect(employerCostHuf(500_000, 2025)).toBe(565_000);
    expect(employerCostHuf(322_800, 2026)).toBe(364_764);
    expect(employerCostHuf(333_333, 2026)).toBe(376_666); // 376,666.29
    expect(employerCostHuf(0, 2026)).toBe(0);
    expect(() => employerCostHuf(-1, 2026)).toThrow(RangeError);
  });
});

describe("monthly working hours and the hourly cost (hand-computed from the 2025 calendar)", () => {
  it.each([
    // January 2025: 23 weekdays − Jan 1 = 22 days.
    [2025, 1, 40, 176],
    // May 2025: 22 weekdays − May 1 − May 2 (rest day) + Sat May 17 (working) = 21 days.
    [2025, 5, 40, 168],
    // December 2025: 23 weekdays − Dec 25, 26 − Dec 24 (rest day) + Sat Dec 13 (working) = 21 days.
    [2025, 12, 40, 168],
    [2025, 12, 20, 84],
  ])("%i-%i at %i h/week: %i hours", (year, month, weekly, hours) => {
    expect(monthlyWorkingHours(year, month, weekly)).toBe(hours);
  });

  it("hourly cost = gross × (1 + szocho) / the month's hours", () => {
    expect(hourlyEmployerCostHuf(500_000, 2025, 1)).toBeCloseTo(565_000 / 176, 9);
    expect(hourlyEmployerCostHuf(500_000, 2025, 12, 20)).toBeCloseTo(565_000 / 84, 9);
    // A company rest day removes hours, so the hour costs more.
    expect(hourlyEmployerCostHuf(500_000, 2025, 1, 40, { companyRestDays: ["2025-01-02"] })).toBeCloseTo(
      565_000 / 168,
      9,
    );
  });
});
