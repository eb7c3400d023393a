import { describe, expect, it } from "vitest";
import { employerCost, type EmployerCostInput } from "./employer-cost.ts";
import { PayrollRatesNotLoadedError } from "./payroll-rates.ts";

const open = { start: null, end: null };
const jan2025 = (over: Partial<EmployerCostInput> = {}): EmployerCostInput => ({
  start: "2025-01-01",
  end: "2025-01-31",
  employment: open,
  wages: [{ effectiveFrom: "2024-01-01", monthlyGross: 440_000 }],
  ...over,
});

/** Hand-computed: January 2025 has 22 working days (Jan 1 is a holiday), so 440,000 Ft is 20,000 Ft a day. */
describe("employer cost from the wage history (issue 9 §2)", () => {
  it("a whole year of one wage: 12 × gross, × 1.13", () => {
    const cost = employerCost({
      start: "2025-01-01",
      end: "2025-12-31",
      employment: open,
      wages: [{ effectiveFrom: "2024-01-01", monthlyGross: 500_000 }],
    });
    expect(cost.grossHuf).toBe(6_000_000);
    expect(cost.employerCostHuf).toBe(6_780_000);
    expect(cost.byMonth).toHaveLength(12);
    expect(cost.byMonth.every((m) => m.grossHuf === 500_000 && m.employerCostHuf === 565_000)).toBe(true);
    // 261 weekdays − 9 weekday holidays − 3 decree rest days + 3 swapped Saturdays.
    expect(cost.paidDays).toBe(252);
  });

  it("a raise counts from its day: 10 days at 400,000 and 12 at 484,000 of 22", () => {
    const cost = employerCost(
      jan2025({
        wages: [
          { effectiveFrom: "2025-01-16", monthlyGross: 484_000 },
          { effectiveFrom: "2023-05-01", monthlyGross: 400_000 },
        ],
      }),
    );
    expect(cost.grossHuf).toBe(445_818); // 9,808,000 / 22 = 445,818.18
    expect(cost.employerCostHuf).toBe(503_774); // 445,818 × 1.13 = 503,774.34
  });

  it("a partial month earns its working days; nothing before the employment or the first wage", () => {
    const joined = employerCost(
      jan2025({
        employment: { start: "2025-01-16", end: null },
        wages: [{ effectiveFrom: "2025-01-16", monthlyGross: 484_000 }],
      }),
    );
    expect([joined.grossHuf, joined.employerCostHuf, joined.paidDays]).toEqual([264_000, 298_320, 12]);
    const noWage = employerCost(jan2025({ wages: [{ effectiveFrom: "2025-02-01", monthlyGross: 484_000 }] }));
    expect([noWage.grossHuf, noWage.paidDays]).toEqual([0, 0]);
  });

  it("leaving on Fri 2025-12-12: 10 of December's 21 working days (the swapped Saturday 13th is after)", () => {
    const cost = employerCost({
      start: "2025-12-01",
      end: "2025-12-31",
      employment: { start: "2020-01-01", end: "2025-12-12" },
      wages: [{ effectiveFrom: "2020-01-01", monthlyGross: 420_000 }],
    });
    expect(cost.grossHuf).toBe(200_000);
  });

  it("unpaid leave earns nothing", () => {
    const absences = new Map([
      ["2025-01-06", "unpaid" as const],
      ["2025-01-07", "unpaid" as const],
    ]);
    expect(employerCost(jan2025({ absences })).grossHuf).toBe(400_000);
  });

  it("betegszabadság: the 15th sick day of the year at 70 %, later ones are táppénz (not the employer's)", () => {
    const absences = new Map([
      ["2025-01-06", "sick" as const],
      ["2025-01-07", "sick" as const],
      ["2025-01-08", "sick" as const],
    ]);
    const cost = employerCost(jan2025({ absences, sickDaysBefore: 14 }));
    expect(cost.grossHuf).toBe(19 * 20_000 + 14_000);
    expect(cost.paidDays).toBe(20);
    // Without earlier sick days all three are betegszabadság.
    expect(employerCost(jan2025({ absences })).grossHuf).toBe(19 * 20_000 + 3 * 14_000);
  });

  it("the sick-day count starts again on January 1", () => {
    const cost = employerCost({
      start: "2025-12-01",
      end: "2026-01-31",
      employment: open,
      wages: [{ effectiveFrom: "2020-01-01", monthlyGross: 420_000 }],
      absences: new Map([
        ["2025-12-01", "sick" as const],
        ["2026-01-05", "sick" as const],
      ]),
      sickDaysBefore: 15,
    });
    const [dec, jan] = cost.byMonth;
    expect(dec?.grossHuf).toBe(400_000); // Dec 1 is táppénz
    // January 2026: 22 weekdays − Jan 1 (holiday) − Fri Jan 2 (rest day) + Sat Jan 10 = 21 → 20,000 a day.
    expect(jan?.grossHuf).toBe(20 * 20_000 + 0.7 * 20_000);
  });

  it("refuses an end before the start and a year without payroll rates", () => {
    expect(() => employerCost(jan2025({ end: "2024-12-31" }))).toThrow(RangeError);
    expect(() =>
      employerCost({ start: "2027-01-04", end: "2027-01-04", employment: open, wages: jan2025().wages }),
    ).toThrow();
    expect(() => employerCost(jan2025({ start: "2023-12-01", end: "2023-12-31" }))).toThrow(
      PayrollRatesNotLoadedError,
    );
  });
});
