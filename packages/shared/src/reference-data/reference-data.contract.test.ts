import { afterEach, describe, expect, it } from "vitest";
import {
  amortisationHufPerKm,
  computeReimbursement,
  listNavFuelPriceMonths,
  navFuelPrice,
  registerKmAllowance,
  registerNavFuelPrice,
  resetFleetRates,
} from "../fleet/nav-rates.ts";
import {
  getPayrollRates,
  getPayrollRatesOrLatest,
  getPayrollRatesOrNearest,
  isBuiltInPayrollYear,
  provisionalRateNote,
  registerPayrollRates,
  resetPayrollRates,
} from "../hu/payroll-rates.ts";
import { parseReferenceDataValues } from "./reference-data.contract.ts";
import { expectedPeriods, missingPeriodMessage } from "./reference-periods.ts";

/**
 * Issue 22 §4: each kind's values are checked (Hungarian messages) against its period — the decree's swaps
 * against Mt. 102. § (1) and (5) — and the run-time registries add to / override the built-in tables.
 */
afterEach(() => {
  resetFleetRates();
  resetPayrollRates();
});

const decree2027 = "teszt rendelet a 2027. évi munkaszüneti napok körüli munkarendről";

describe("parseReferenceDataValues", () => {
  it("accepts a well-formed decree (test dates) and a year without swaps", () => {
    const ok = parseReferenceDataValues("workScheduleDecree", "2027", {
      decree: decree2027,
      swaps: [{ workday: "2027-03-20", restDay: "2027-03-16" }],
    });
    expect(ok.ok).toBe(true);
    expect(parseReferenceDataValues("workScheduleDecree", "2027", { decree: null, swaps: [] }).ok).toBe(true);
  });

  it.each([
    [
      { decree: decree2027, swaps: [{ workday: "2027-03-19", restDay: "2027-03-16" }] },
      "2027-03-19: az áthelyezett munkanap szombat legyen.",
    ],
    [
      { decree: decree2027, swaps: [{ workday: "2027-03-20", restDay: "2027-03-21" }] },
      "2027-03-21: az áthelyezett pihenőnap hétköznap legyen.",
    ],
    [
      { decree: decree2027, swaps: [{ workday: "2027-03-20", restDay: "2027-03-15" }] },
      "2027-03-15: munkaszüneti nap, nem lehet áthelyezett pihenőnap.",
    ],
    [
      { decree: decree2027, swaps: [{ workday: "2026-12-12", restDay: "2027-03-16" }] },
      "2026-12-12: nem a(z) 2027. évre esik.",
    ],
    [
      { decree: null, swaps: [{ workday: "2027-03-20", restDay: "2027-03-16" }] },
      "Áthelyezett napok csak rendelettel együtt adhatók meg.",
    ],
    [{ decree: decree2027.replace("2027", "2028"), swaps: [] }, "A rendelet nevében szerepeljen"],
    [{ decree: decree2027, swaps: [{ workday: "2027-02-30", restDay: "2027-03-16" }] }, "Érvénytelen dátum"],
    [{ decree: decree2027, swaps: [], extra: 1 }, "extra"],
  ])("refuses a bad decree: %j", (values, message) => {
    const result = parseReferenceDataValues("workScheduleDecree", "2027", values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(" ")).toContain(message);
  });

  it("checks the period format per kind", () => {
    const prices = { petrol: 600, diesel: 610, mixture: 650, lpg: 330 };
    expect(parseReferenceDataValues("navFuelPrices", "2027-01", prices).ok).toBe(true);
    for (const period of ["2027", "2027-1", "2027-13"]) {
      const bad = parseReferenceDataValues("navFuelPrices", period, prices);
      expect(bad).toEqual({
        ok: false,
        problems: ["Az időszak egy hónap legyen (ÉÉÉÉ-HH, például 2027-01)."],
      });
    }
    expect(parseReferenceDataValues("kmAllowance", "2027-01", { amortisationHufPerKm: 15 })).toEqual({
      ok: false,
      problems: ["Az időszak egy év legyen (ÉÉÉÉ, például 2027)."],
    });
    expect(parseReferenceDataValues("kmAllowance", "2016", { amortisationHufPerKm: 15 }).ok).toBe(false);
  });

  it("checks prices, km allowance and payroll rates", () => {
    const nav = parseReferenceDataValues("navFuelPrices", "2027-01", {
      petrol: -1,
      diesel: 610,
      mixture: 650,
    });
    expect(nav.ok).toBe(false);
    if (!nav.ok) {
      expect(nav.problems).toContain("petrol: Benzin: pozitív szám legyen.");
      expect(nav.problems.some((p) => p.startsWith("lpg: LPG: számot adj meg"))).toBe(true);
    }
    expect(parseReferenceDataValues("kmAllowance", "2027", { amortisationHufPerKm: 0 }).ok).toBe(false);
    const rates = {
      szochoRate: 0.13,
      szjaRate: 0.15,
      tbJarulekRate: 0.185,
      minimumWageHuf: 300_000,
      guaranteedWageMinimumHuf: 350_000,
    };
    expect(parseReferenceDataValues("payrollRates", "2027", rates).ok).toBe(true);
    const low = parseReferenceDataValues("payrollRates", "2027", {
      ...rates,
      guaranteedWageMinimumHuf: 299_999,
    });
    expect(low).toEqual({
      ok: false,
      problems: ["guaranteedWageMinimumHuf: A garantált bérminimum nem lehet kisebb a minimálbérnél."],
    });
    const percent = parseReferenceDataValues("payrollRates", "2027", { ...rates, szochoRate: 13 });
    expect(percent.ok ? [] : percent.problems).toEqual([
      "szochoRate: Szocho: törtként add meg (például 0.13 a 13 %-hoz).",
    ]);
  });
});

describe("run-time registries", () => {
  it("a loaded NAV month and normaköltség are used by the reimbursement; reset forgets them", () => {
    expect(navFuelPrice("diesel", "2027-01")).toBeNull();
    expect(computeReimbursement("2027-01", 100, "diesel", 1597).missing).toContain(
      "NAV üzemanyagára nincs betöltve",
    );
    registerNavFuelPrice("2027-01", { petrol: 600, diesel: 620, mixture: 650, lpg: 330 });
    registerKmAllowance(2027, 15);
    const r = computeReimbursement("2027-01", 100, "diesel", 1597);
    expect(r).toMatchObject({ fuelPriceBasis: "nav", fuelPriceHufPerLitre: 620, amortisationHufPerKm: 15 });
    expect(r.rateHufPerKm).toBe(56.54); // 6.7 l/100 km (diesel ≤ 2000 cm³) × 620 Ft/l / 100 + 15 Ft/km
    expect(listNavFuelPriceMonths().at(-1)).toBe("2027-01");
    registerNavFuelPrice("2024-05", { petrol: 700, diesel: 653, mixture: 695, lpg: 345 });
    expect(navFuelPrice("petrol", "2024-05")).toBe(700);
    resetFleetRates();
    expect(navFuelPrice("petrol", "2024-05")).toBe(646);
    expect(amortisationHufPerKm(2027)).toBeNull();
  });

  it("registered payroll rates add a year; the nearest-year fallback says where its figures come from", () => {
    expect(getPayrollRatesOrNearest(2027)).toMatchObject({ fallbackFromYear: 2026, rates: { year: 2026 } });
    expect(getPayrollRatesOrNearest(2020)).toMatchObject({ fallbackFromYear: 2024, rates: { year: 2024 } });
    expect(getPayrollRatesOrNearest(2025).fallbackFromYear).toBeNull();
    registerPayrollRates({
      year: 2027,
      szochoRate: 0.13,
      szjaRate: 0.15,
      tbJarulekRate: 0.185,
      minimumWageHuf: 300_000,
      guaranteedWageMinimumHuf: 350_000,
      source: "teszt",
    });
    expect(getPayrollRates(2027).minimumWageHuf).toBe(300_000);
    expect(isBuiltInPayrollYear(2027)).toBe(false);
    expect(isBuiltInPayrollYear(2026)).toBe(true);
    expect(getPayrollRatesOrNearest(2028).fallbackFromYear).toBe(2027);
  });

  it("a report year after the loaded ones borrows the latest rates; a year before them is refused", () => {
    expect(getPayrollRatesOrLatest(2027)).toMatchObject({
      fallbackFromYear: 2026,
      rates: { szochoRate: 0.13 },
    });
    expect(() => getPayrollRatesOrLatest(2023)).toThrow(
      "A(z) 2023. év bérjárulék-kulcsai nincsenek betöltve",
    );
    expect(provisionalRateNote(2027, 2026)).toBe(
      "IDEIGLENES: a 2027. év kulcsai még nincsenek betöltve, a 2026. év kulcsaival számolva",
    );
  });
});

describe("expected periods and warnings", () => {
  it("expects the current and next year, and the next NAV month only from the 25th", () => {
    expect(expectedPeriods("workScheduleDecree", "2026-11-25")).toEqual(["2026", "2027"]);
    expect(expectedPeriods("navFuelPrices", "2026-11-24")).toEqual(["2026-11"]);
    expect(expectedPeriods("navFuelPrices", "2026-12-25")).toEqual(["2026-12", "2027-01"]);
    expect(missingPeriodMessage("workScheduleDecree", "2027")).toBe(
      "A 2027. év munkarendje (áthelyezett munkanapok) még nincs betöltve: a munkanapok számítása addig csak a törvényes ünnepnapokkal számol.",
    );
  });
});
