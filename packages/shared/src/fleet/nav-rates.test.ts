import { afterEach, describe, expect, it } from "vitest";
import {
  computeReimbursement,
  fuelNormLitresPer100Km,
  kmAllowanceOrLatest,
  navFuelPrice,
  registerKmAllowance,
  resetFleetRates,
} from "./nav-rates.ts";
import { consumptionBetweenFullFills } from "./fuel.contract.ts";
import { nextDueDate } from "./reminders.contract.ts";

describe("NAV reimbursement of a private car (Szja tv. 3. sz. melléklet, 60/1992. Korm. r.)", () => {
  it("norms by engine size and fuel", () => {
    expect(fuelNormLitresPer100Km("petrol", 1199)).toBe(8.6);
    expect(fuelNormLitresPer100Km("diesel", 1597)).toBe(6.7);
    expect(fuelNormLitresPer100Km("hybrid", 1798)).toBe(6.65);
    expect(fuelNormLitresPer100Km("electric", null)).toBe(3);
    expect(fuelNormLitresPer100Km("petrol", null)).toBeNull();
  });
  it("km × (norm × NAV price / 100 + 15 Ft/km), NAV 2024-05 petrol 646 Ft/l", () => {
    expect(navFuelPrice("petrol", "2024-05")).toBe(646);
    const r = computeReimbursement("2024-05", 1000, "petrol", 1199);
    expect(r.rateHufPerKm).toBe(70.56); // 8.6 × 646 / 100 + 15
    expect(r.totalHuf).toBe(70560);
    expect(r.source).toContain("Szja tv.");
  });
  it("a month without a loaded NAV price is reported, not guessed", () => {
    const r = computeReimbursement("2026-10", 500, "diesel", 1597);
    expect(r.totalHuf).toBeNull();
    expect(r.missing).toBe(
      "A(z) 2026-10 hónap NAV üzemanyagára nincs betöltve, és az autónak nincs tankolási számlája a hónapban.",
    );
    expect(r.fuelPriceBasis).toBeNull();
  });
  describe("a year whose normaköltség is not loaded (issue 22 §4)", () => {
    afterEach(() => resetFleetRates());
    it("uses the latest loaded year's value, marked provisional, instead of reporting the month missing", () => {
      expect(kmAllowanceOrLatest(2026)).toEqual({ hufPerKm: 15, fromYear: 2026 });
      expect(kmAllowanceOrLatest(2027)).toEqual({ hufPerKm: 15, fromYear: 2026 });
      // 2027-01 has no NAV price: the invoice price carries the fuel part.
      const r = computeReimbursement("2027-01", 100, "diesel", 1597, 600);
      expect(r).toMatchObject({
        amortisationHufPerKm: 15,
        amortisationFromYear: 2026,
        rateHufPerKm: 55.2, // 6.7 × 600 / 100 + 15
        totalHuf: 5520,
        missing: null,
      });
      expect(r.provisional).toBe(
        "Ideiglenes: a(z) 2027. év normaköltsége (Szja tv. 3. sz. melléklet) még nincs betöltve, " +
          "a(z) 2026. évi 15 Ft/km-rel számolva.",
      );
    });
    it("a loaded year is final; a later year borrows the latest; a year before all is missing", () => {
      registerKmAllowance(2027, 16.5);
      const loaded = computeReimbursement("2027-01", 100, "diesel", 1597, 600);
      expect(loaded).toMatchObject({
        amortisationHufPerKm: 16.5,
        amortisationFromYear: null,
        provisional: null,
      });
      expect(computeReimbursement("2029-03", 100, "diesel", 1597, 600)).toMatchObject({
        amortisationHufPerKm: 16.5,
        amortisationFromYear: 2027,
      });
      expect(computeReimbursement("2029-03", 100, "diesel", 1597, 600).provisional).toContain("16,5 Ft/km");
      const before = computeReimbursement("2019-05", 100, "diesel", 1597, 600);
      expect(before).toMatchObject({ amortisationHufPerKm: null, totalHuf: null, provisional: null });
      expect(before.missing).toBe("A(z) 2019. év normaköltsége nincs betöltve.");
    });
  });
  it("without a NAV price the invoice price of the month's fills is used (számla szerinti ár)", () => {
    const r = computeReimbursement("2026-10", 500, "diesel", 1597, 598.456);
    expect(r.fuelPriceBasis).toBe("invoice");
    expect(r.fuelPriceHufPerLitre).toBe(598.46);
    expect(r.rateHufPerKm).toBe(55.1); // 6.7 × 598.46 / 100 + 15 = 55.097
    expect(r.totalHuf).toBe(27550);
    expect(r.missing).toBeNull();
    // A loaded NAV price wins over the invoices.
    const nav = computeReimbursement("2024-05", 100, "petrol", 1199, 700);
    expect(nav.fuelPriceBasis).toBe("nav");
    expect(nav.fuelPriceHufPerLitre).toBe(646);
  });
});

describe("consumption between full fills", () => {
  it("sums the litres since the previous full fill over the km between them", () => {
    const c = consumptionBetweenFullFills([
      { id: 1, odometerKm: 1000, liters: 40, full: true },
      { id: 2, odometerKm: 1300, liters: 10, full: false },
      { id: 3, odometerKm: 1500, liters: 20, full: true },
    ]);
    expect(c.get(1)).toBeUndefined();
    expect(c.get(3)).toBe(6);
  });
});

describe("next due dates", () => {
  it("MOT: within 30 days early keeps the old expiry, otherwise from the exam", () => {
    expect(nextDueDate("mot", "2027-03-10", "2027-02-08")).toBe("2029-03-10");
    expect(nextDueDate("mot", "2027-03-10", "2027-02-07")).toBe("2029-02-07");
    expect(nextDueDate("casco", "2027-03-10", "2027-01-01")).toBe("2028-03-10");
  });
});
