import { addDays, type IsoDate } from "./iso-date.ts";
import { createValidatorSchema, toDigits, weightedSum } from "./validator-schema.ts";

const TAX_ID_EPOCH: IsoDate = "1867-01-01";

function stripSeparators(value: string): string {
  return value.trim().replace(/[\s-]/g, "");
}

// ---------------------------------------------------------------- adóazonosító jel (personal tax id) ---

/** Removes spaces and hyphens: `"83656 70003"` → `"8365670003"`. */
export function normalizeTaxId(value: string): string {
  return stripSeparators(value);
}

/**
 * The birth date encoded in a personal tax id (digits 2–6 = days since 1867-01-01; 1996. évi XX. törvény
 * 1. melléklet), or null when the value is not ten digits starting with 8.
 */
export function getBirthDateFromTaxId(value: string): IsoDate | null {
  const taxId = normalizeTaxId(value);
  if (!/^8\d{9}$/.test(taxId)) return null;
  return addDays(TAX_ID_EPOCH, Number(taxId.slice(1, 6)));
}

/**
 * Validates an adóazonosító jel (1996. évi XX. törvény 1. melléklet): 10 digits, the first is 8, digits
 * 2–6 are the days from 1867-01-01 to the birth date, and the 10th is Σ(digitᵢ × i, i = 1..9) mod 11; a
 * remainder of 10 is never issued, so such an id is invalid. With `birthDate` (`YYYY-MM-DD`) the encoded
 * date must match it. Returns a Hungarian error message, or null when valid.
 */
export function validateTaxId(value: string, options: { birthDate?: IsoDate } = {}): string | null {
  const taxId = normalizeTaxId(value);
  if (!/^\d{10}$/.test(taxId)) return "Az adóazonosító jel 10 számjegyből áll.";
  if (!taxId.startsWith("8")) return "Az adóazonosító jel 8-as számjeggyel kezdődik.";
  const digits = toDigits(taxId);
  const remainder = weightedSum(digits.slice(0, 9), [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11;
  if (remainder === 10 || remainder !== digits[9]) return "Az adóazonosító jel ellenőrző számjegye hibás.";
  if (options.birthDate !== undefined && getBirthDateFromTaxId(taxId) !== options.birthDate) {
    return "Az adóazonosító jel nem egyezik a születési dátummal.";
  }
  return null;
}

/** Zod schema for an adóazonosító jel (normalised to 10 digits); see `validateTaxId`. */
export const taxIdSchema = createValidatorSchema(normalizeTaxId, (v) => validateTaxId(v));

// ------------------------------------------------------------------------------------------ TAJ szám ---

/** Removes spaces and hyphens: `"123 456 788"` → `"123456788"`. */
export function normalizeTajNumber(value: string): string {
  return stripSeparators(value);
}

/**
 * Validates a TAJ szám (társadalombiztosítási azonosító jel, 1996. évi XX. törvény): 9 digits, the 9th is
 * (3×d1 + 7×d2 + 3×d3 + 7×d4 + 3×d5 + 7×d6 + 3×d7 + 7×d8) mod 10. Returns a Hungarian message or null.
 */
export function validateTajNumber(value: string): string | null {
  const taj = normalizeTajNumber(value);
  if (!/^\d{9}$/.test(taj)) return "A TAJ szám 9 számjegyből áll.";
  const digits = toDigits(taj);
  if (weightedSum(digits.slice(0, 8), [3, 7]) % 10 !== digits[8]) {
    return "A TAJ szám ellenőrző számjegye hibás.";
  }
  return null;
}

/** Zod schema for a TAJ szám (normalised to 9 digits); see `validateTajNumber`. */
export const tajNumberSchema = createValidatorSchema(normalizeTajNumber, validateTajNumber);

// ------------------------------------------------------------------------- adószám (company tax no.) ---

/**
 * Territorial codes (last two digits) of the adószám: the county tax directorates 02–20, 22, the Budapest
 * directorates 41–44 and 51 (as listed in DESIGN §9). Extend here if NAV issues a new code.
 */
export const TAX_NUMBER_AREA_CODES: ReadonlySet<string> = new Set([
  ...Array.from({ length: 19 }, (_, i) => String(i + 2).padStart(2, "0")),
  "22",
  "41",
  "42",
  "43",
  "44",
  "51",
]);

/** Writes an adószám as `12345678-1-42` when it has 11 digits (with any spaces/hyphens); else trims it. */
export function normalizeTaxNumber(value: string): string {
  const digits = stripSeparators(value);
  if (!/^\d{11}$/.test(digits)) return value.trim();
  return `${digits.slice(0, 8)}-${digits.slice(8, 9)}-${digits.slice(9)}`;
}

/**
 * Validates an adószám (8-1-2 digits, `12345678-1-42`): the 8th digit of the törzsszám is a check digit,
 * (9×d1 + 7×d2 + 3×d3 + 1×d4 + 9×d5 + 7×d6 + 3×d7 + d8) mod 10 = 0 (NAV CDV, the same rule the EU VIES
 * uses for HU VAT numbers); the 9th digit (ÁFA-kód) is 1–5; the last two are a territorial code
 * (`TAX_NUMBER_AREA_CODES`). Returns a Hungarian message or null.
 */
export function validateTaxNumber(value: string): string | null {
  const match = /^(\d{8})-(\d)-(\d{2})$/.exec(normalizeTaxNumber(value));
  if (!match) return "Az adószámot 12345678-1-42 formában add meg.";
  const [, base = "", vatCode = "", area = ""] = match;
  if (weightedSum(toDigits(base), [9, 7, 3, 1]) % 10 !== 0) {
    return "Az adószám törzsszámának ellenőrző számjegye hibás.";
  }
  if (!/^[1-5]$/.test(vatCode)) return "Az adószám 9. számjegye (ÁFA-kód) csak 1–5 lehet.";
  if (!TAX_NUMBER_AREA_CODES.has(area)) return "Az adószám utolsó két számjegye (területi kód) érvénytelen.";
  return null;
}

/** Zod schema for an adószám (normalised to `12345678-1-42`); see `validateTaxNumber`. */
export const taxNumberSchema = createValidatorSchema(normalizeTaxNumber, validateTaxNumber);
