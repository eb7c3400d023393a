import { createValidatorSchema, toDigits, weightedSum } from "./validator-schema.ts";

/**
 * EU VAT identification numbers (közösségi adószám) by their country format, as the European
 * Commission's VIES lists them: a two-letter prefix (Greece writes `EL`, not `GR`) and the national
 * part. Only the format is checked, except for Hungary, where the 8-digit törzsszám also carries the
 * NAV check digit (`validateTaxNumber`). Pure functions, no I/O: VIES itself is not queried.
 */

/** National part of each member state's VAT number (after the prefix), upper case, no separators. */
export const EU_VAT_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^U\d{8}$/, example: "ATU12345678" },
  BE: { pattern: /^[01]\d{9}$/, example: "BE0123456789" },
  BG: { pattern: /^\d{9,10}$/, example: "BG123456789" },
  CY: { pattern: /^\d{8}[A-Z]$/, example: "CY12345678X" },
  CZ: { pattern: /^\d{8,10}$/, example: "CZ12345678" },
  DE: { pattern: /^\d{9}$/, example: "DE123456789" },
  DK: { pattern: /^\d{8}$/, example: "DK12345678" },
  EE: { pattern: /^\d{9}$/, example: "EE123456789" },
  EL: { pattern: /^\d{9}$/, example: "EL123456789" },
  ES: { pattern: /^(?=.*[A-Z])[A-Z0-9]\d{7}[A-Z0-9]$/, example: "ESX1234567X" },
  FI: { pattern: /^\d{8}$/, example: "FI12345678" },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: "FR12345678901" },
  HR: { pattern: /^\d{11}$/, example: "HR12345678901" },
  HU: { pattern: /^\d{8}$/, example: "HU12345676" },
  IE: { pattern: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567WA" },
  IT: { pattern: /^\d{11}$/, example: "IT12345678901" },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { pattern: /^\d{8}$/, example: "LU12345678" },
  LV: { pattern: /^\d{11}$/, example: "LV12345678901" },
  MT: { pattern: /^\d{8}$/, example: "MT12345678" },
  NL: { pattern: /^\d{9}B\d{2}$/, example: "NL123456789B01" },
  PL: { pattern: /^\d{10}$/, example: "PL1234567890" },
  PT: { pattern: /^\d{9}$/, example: "PT123456789" },
  RO: { pattern: /^[1-9]\d{1,9}$/, example: "RO1234567890" },
  SE: { pattern: /^\d{10}01$/, example: "SE123456789001" },
  SI: { pattern: /^\d{8}$/, example: "SI12345678" },
  SK: { pattern: /^\d{10}$/, example: "SK1234567890" },
};

/** Upper case without spaces, dots and hyphens: `"hu 1234-5676"` → `"HU12345676"`. */
export function normalizeEuVatNumber(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, "");
}

/** The 8-digit Hungarian törzsszám of a `HU…` VAT number, else null (`"HU12345676"` → `"12345676"`). */
export function huVatBase(value: string): string | null {
  const vat = normalizeEuVatNumber(value);
  return /^HU\d{8}$/.test(vat) ? vat.slice(2) : null;
}

/**
 * Validates an EU VAT number (prefix + national format of `EU_VAT_FORMATS`; for `HU` also the NAV
 * check digit of the törzsszám: (9,7,3,1,9,7,3,1)-weighted sum divisible by 10). Returns a Hungarian
 * message or null.
 */
export function validateEuVatNumber(value: string): string | null {
  const vat = normalizeEuVatNumber(value);
  const prefix = vat.slice(0, 2);
  if (prefix === "GR") return "Görögország uniós adószáma EL előtaggal kezdődik.";
  const format = EU_VAT_FORMATS[prefix];
  if (!/^[A-Z]{2}/.test(vat) || !format) {
    return "A közösségi adószám egy uniós országkóddal kezdődik (pl. HU12345676, ATU12345678).";
  }
  if (!format.pattern.test(vat.slice(2))) {
    return `A(z) ${prefix} közösségi adószám formátuma hibás (minta: ${format.example}).`;
  }
  if (prefix === "HU" && weightedSum(toDigits(vat.slice(2)), [9, 7, 3, 1]) % 10 !== 0) {
    return "A közösségi adószám ellenőrző számjegye hibás.";
  }
  return null;
}

/** Zod schema for an EU VAT number (normalised to `HU12345676`); see `validateEuVatNumber`. */
export const euVatNumberSchema = createValidatorSchema(normalizeEuVatNumber, validateEuVatNumber);
