/**
 * Reimbursement of a private car used for business (kiküldetési rendelvény / magánautó céges
 * használata), per km:
 *
 *   fuel norm (l/100 km, 60/1992. (IV. 1.) Korm. rendelet, by engine size and fuel)
 *     × the NAV fuel price of the month (Ft/l, published monthly under 1995. évi CXVII. tv. (Szja tv.)
 *       82. § (2))
 *   + the általános személygépkocsi-normaköltség, 15 Ft/km (Szja tv. 3. sz. melléklet).
 *
 * Hybrid cars use 70 % of the petrol/diesel norm; electric cars 3 l/100 km of the ESZ-95 petrol price
 * (NAV guidance). The fuel price is the NAV price of the month or, as the same annex allows, the price on
 * the fuel invoices (számla szerinti ár): a month whose NAV price is not loaded ({@link NAV_FUEL_PRICES}
 * built in, later months loaded at run time with {@link registerNavFuelPrice}) uses the
 * average invoice price of the car's fills that month when there are any, and is reported as missing
 * otherwise, never guessed.
 */

import { formatNumberHu } from "../hu/format.ts";
import type { FuelType } from "./cars.contract.ts";

/** Where the NAV fuel prices come from. */
export const NAV_FUEL_PRICE_SOURCE =
  "NAV: A fogyasztási norma szerinti üzemanyagköltség-elszámoláshoz alkalmazható üzemanyagárak " +
  "(Szja tv. 82. § (2)), https://nav.gov.hu/ugyfeliranytu/uzemanyag";

/** Where the per-km amortisation and the norms come from. */
export const REIMBURSEMENT_RULE_SOURCE =
  "1995. évi CXVII. tv. (Szja tv.) 3. sz. melléklet (15 Ft/km általános " +
  "személygépkocsi-normaköltség); 60/1992. (IV. 1.) Korm. rendelet (üzemanyag-fogyasztási normák)";

/** The általános személygépkocsi-normaköltség by year, Ft/km (Szja tv. 3. sz. melléklet). */
export const AMORTISATION_HUF_PER_KM: Readonly<Record<number, number>> = {
  2020: 15,
  2021: 15,
  2022: 15,
  2023: 15,
  2024: 15,
  2025: 15,
  2026: 15,
};

const loadedAmortisation = new Map<number, number>();

/**
 * The általános személygépkocsi-normaköltség of `year`, Ft/km: a value loaded at run time
 * ({@link registerKmAllowance}) over the built-in {@link AMORTISATION_HUF_PER_KM}; null when neither has it.
 */
export function amortisationHufPerKm(year: number): number | null {
  return loadedAmortisation.get(year) ?? AMORTISATION_HUF_PER_KM[year] ?? null;
}

/**
 * The normaköltség that applies to `year` (Ft/km, Szja tv. 3. sz. melléklet), with the year it comes
 * from: the year's own value when loaded or built in (`fromYear` = `year`); for a year after every loaded
 * one, the latest loaded year's value as a provisional figure (issue 22 §4: a missing table never stops
 * a user's work — the reimbursement says so, {@link computeReimbursement}); null for a year before every
 * loaded one (history is never guessed).
 */
export function kmAllowanceOrLatest(year: number): { hufPerKm: number; fromYear: number } | null {
  const own = amortisationHufPerKm(year);
  if (own !== null) return { hufPerKm: own, fromYear: year };
  const earlier = listKmAllowanceYears().filter((y) => y < year);
  const latest = earlier.at(-1);
  if (latest === undefined) return null;
  const value = amortisationHufPerKm(latest);
  return value === null ? null : { hufPerKm: value, fromYear: latest };
}

/**
 * Adds or replaces the normaköltség of `year` (Ft/km, Szja tv. 3. sz. melléklet) at run time, loaded from
 * the database by the reference-data module (issue 22 §4). The caller validates the value.
 */
export function registerKmAllowance(year: number, hufPerKm: number): void {
  loadedAmortisation.set(year, hufPerKm);
}

/** One month's NAV prices, Ft/l. */
export type NavFuelPrice = { petrol: number; diesel: number; mixture: number; lpg: number };

/**
 * NAV fuel prices by month `YYYY-MM`, Ft/l, as published on nav.gov.hu ("2024-ben alkalmazható
 * üzemanyagárak"). Add each new month from the NAV announcement.
 */
export const NAV_FUEL_PRICES: Readonly<Record<string, NavFuelPrice>> = {
  "2024-01": { petrol: 583, diesel: 614, mixture: 632, lpg: 317 },
  "2024-02": { petrol: 566, diesel: 606, mixture: 616, lpg: 320 },
  "2024-03": { petrol: 601, diesel: 638, mixture: 650, lpg: 332 },
  "2024-04": { petrol: 617, diesel: 652, mixture: 666, lpg: 342 },
  "2024-05": { petrol: 646, diesel: 653, mixture: 695, lpg: 345 },
  "2024-06": { petrol: 640, diesel: 629, mixture: 689, lpg: 352 },
  "2024-07": { petrol: 604, diesel: 610, mixture: 653, lpg: 351 },
  "2024-08": { petrol: 620, diesel: 634, mixture: 669, lpg: 352 },
  "2024-09": { petrol: 617, diesel: 625, mixture: 668, lpg: 352 },
  "2024-10": { petrol: 603, diesel: 609, mixture: 653, lpg: 363 },
  "2024-11": { petrol: 588, diesel: 593, mixture: 639, lpg: 363 },
};

const loadedFuelPrices = new Map<string, NavFuelPrice>();

/**
 * Adds or replaces the NAV prices of `month` (`YYYY-MM`, Ft/l, the Szja tv. 82. § (2) announcement) at
 * run time, loaded from the database by the reference-data module (issue 22 §4); a loaded month wins over
 * the built-in {@link NAV_FUEL_PRICES}. The caller validates the prices.
 */
export function registerNavFuelPrice(month: string, prices: NavFuelPrice): void {
  loadedFuelPrices.set(month, prices);
}

/** Forgets every registered NAV month and normaköltség year: only the built-in tables remain. */
export function resetFleetRates(): void {
  loadedFuelPrices.clear();
  loadedAmortisation.clear();
}

/** The NAV prices of `month` (`YYYY-MM`): loaded at run time, else built in, else null. */
export function navFuelPrices(month: string): NavFuelPrice | null {
  return loadedFuelPrices.get(month) ?? NAV_FUEL_PRICES[month] ?? null;
}

/** The months with NAV prices, built in or loaded, ascending (`YYYY-MM`). */
export function listNavFuelPriceMonths(): string[] {
  return [...new Set([...Object.keys(NAV_FUEL_PRICES), ...loadedFuelPrices.keys()])].sort();
}

/** The years with a normaköltség, built in or loaded, ascending. */
export function listKmAllowanceYears(): number[] {
  const years = [...Object.keys(AMORTISATION_HUF_PER_KM).map(Number), ...loadedAmortisation.keys()];
  return [...new Set(years)].sort((a, b) => a - b);
}

/**
 * Fuel consumption norm, l/100 km (60/1992. (IV. 1.) Korm. rendelet 1. sz. melléklet), by engine
 * capacity in cm³. Petrol: ≤1000: 7.6; ≤1500: 8.6; ≤2000: 9.5; ≤3000: 11.4; above: 13.6. Diesel: ≤1500:
 * 5.7; ≤2000: 6.7; ≤3000: 7.6; above: 9.5. LPG uses the petrol norm × 1.2. Hybrid: 70 % of petrol.
 * Electric: 3 l/100 km of petrol. Null when the engine size is unknown (needed for combustion engines).
 */
export function fuelNormLitresPer100Km(fuelType: FuelType, engineCcm: number | null): number | null {
  if (fuelType === "electric") return 3;
  if (engineCcm === null) return null;
  const petrol =
    engineCcm <= 1000
      ? 7.6
      : engineCcm <= 1500
        ? 8.6
        : engineCcm <= 2000
          ? 9.5
          : engineCcm <= 3000
            ? 11.4
            : 13.6;
  if (fuelType === "petrol") return petrol;
  if (fuelType === "hybrid") return Math.round(petrol * 0.7 * 100) / 100;
  if (fuelType === "lpg") return Math.round(petrol * 1.2 * 100) / 100;
  return engineCcm <= 1500 ? 5.7 : engineCcm <= 2000 ? 6.7 : engineCcm <= 3000 ? 7.6 : 9.5;
}

/** The NAV price (Ft/l) that applies to `fuelType` in `month` (`YYYY-MM`), or null when not loaded. */
export function navFuelPrice(fuelType: FuelType, month: string): number | null {
  const prices = navFuelPrices(month);
  if (!prices) return null;
  if (fuelType === "diesel") return prices.diesel;
  if (fuelType === "lpg") return prices.lpg;
  return prices.petrol;
}

/** What a private car's business km of one month are reimbursed with. */
export type Reimbursement = {
  month: string;
  businessKm: number;
  normLitresPer100Km: number | null;
  navFuelPriceHufPerLitre: number | null;
  /** The Ft/l the rate uses: the NAV price, else the month's invoice price; null when neither is known. */
  fuelPriceHufPerLitre: number | null;
  /** Where `fuelPriceHufPerLitre` comes from: `nav` (published), `invoice` (the fills' invoices) or null. */
  fuelPriceBasis: "nav" | "invoice" | null;
  amortisationHufPerKm: number | null;
  /**
   * The year whose normaköltség `amortisationHufPerKm` was borrowed from when the month's own year is not
   * loaded (issue 22 §4, {@link kmAllowanceOrLatest}); null when it is the month's own year's value.
   */
  amortisationFromYear: number | null;
  /** Hungarian note of a provisional part ("Ideiglenes: …"), or null when every part is final. */
  provisional: string | null;
  /** Ft/km, rounded to 2 decimals; null when a part is missing. */
  rateHufPerKm: number | null;
  /** Whole Ft; null when a part is missing. */
  totalHuf: number | null;
  /** Hungarian explanation of a missing part, or null. */
  missing: string | null;
  source: string;
};

/**
 * The reimbursement for `businessKm` km driven in `month` (`YYYY-MM`) by a private car of `fuelType`
 * and `engineCcm` cm³: km × (norm × fuel price / 100 + amortisation). The fuel price is the NAV price of
 * the month, else `invoicePriceHufPerLitre` (the average Ft/l on the month's fuel invoices of the car, null
 * when it had no fills). Rule and sources in the module comment. A year whose normaköltség (Szja tv. 3. sz.
 * melléklet) is not loaded uses the latest loaded year's value, flagged in `amortisationFromYear` and
 * `provisional` (issue 22 §4). Missing fuel price, norm or amortisation (a year before every loaded one) →
 * `totalHuf` null with a Hungarian `missing` text.
 */
export function computeReimbursement(
  month: string,
  businessKm: number,
  fuelType: FuelType,
  engineCcm: number | null,
  invoicePriceHufPerLitre: number | null = null,
): Reimbursement {
  const norm = fuelNormLitresPer100Km(fuelType, engineCcm);
  const navPrice = navFuelPrice(fuelType, month);
  const invoicePrice =
    invoicePriceHufPerLitre !== null && invoicePriceHufPerLitre > 0
      ? Math.round(invoicePriceHufPerLitre * 100) / 100
      : null;
  const price = navPrice ?? invoicePrice;
  const year = Number(month.slice(0, 4));
  const allowance = kmAllowanceOrLatest(year);
  const amortisation = allowance?.hufPerKm ?? null;
  const borrowedFrom = allowance !== null && allowance.fromYear !== year ? allowance.fromYear : null;
  const missing =
    norm === null
      ? "A hengerűrtartalom nincs megadva, ezért a fogyasztási norma nem számolható."
      : price === null
        ? `A(z) ${month} hónap NAV üzemanyagára nincs betöltve, és az autónak nincs tankolási számlája a hónapban.`
        : amortisation === null
          ? `A(z) ${month.slice(0, 4)}. év normaköltsége nincs betöltve.`
          : null;
  const rate =
    norm !== null && price !== null && amortisation !== null
      ? Math.round(((norm * price) / 100 + amortisation) * 100) / 100
      : null;
  return {
    month,
    businessKm,
    normLitresPer100Km: norm,
    navFuelPriceHufPerLitre: navPrice,
    fuelPriceHufPerLitre: price,
    fuelPriceBasis: navPrice !== null ? "nav" : invoicePrice !== null ? "invoice" : null,
    amortisationHufPerKm: amortisation,
    amortisationFromYear: borrowedFrom,
    provisional:
      borrowedFrom === null || amortisation === null
        ? null
        : `Ideiglenes: a(z) ${year}. év normaköltsége (Szja tv. 3. sz. melléklet) még nincs betöltve, ` +
          `a(z) ${borrowedFrom}. évi ${formatNumberHu(amortisation, 2)} Ft/km-rel számolva.`,
    rateHufPerKm: rate,
    totalHuf: rate === null ? null : Math.round(rate * businessKm),
    missing,
    source: `${REIMBURSEMENT_RULE_SOURCE}; ${NAV_FUEL_PRICE_SOURCE}`,
  };
}
