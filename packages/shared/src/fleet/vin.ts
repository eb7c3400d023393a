import { createValidatorSchema } from "../hu/validator-schema.ts";

/**
 * Vehicle identification number (alvázszám, ISO 3779): 17 characters of 0–9 and A–Z without I, O and Q.
 *
 * Check digit (position 9, 49 CFR 565.15 — the North-American rule): transliterate letters (A=1 … H=8,
 * J=1 … R=9, S=2 … Z=9), multiply by the weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2, sum, mod 11; 10 is `X`.
 *
 * Decision for a Hungarian fleet: ISO 3779 does not require a check digit, and most European makers
 * (VW, Suzuki Esztergom, Mercedes Kecskemét, Škoda, Renault…) put a letter or an arbitrary digit at
 * position 9. Refusing those would refuse most cars on Hungarian roads. So the check digit is enforced
 * only where it is mandatory — VINs made for North America (first character 1–5) and China (`L`,
 * GB 16735) — and elsewhere only the ISO 3779 structure is checked. `vinCheckDigitOk` tells the UI
 * whether the digit matched, for an informational hint.
 */

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Upper-cases a VIN and removes spaces and hyphens. */
export function normalizeVin(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/** The check digit (`0`–`9` or `X`) a 17-character VIN should carry at position 9; null if malformed. */
export function vinCheckDigit(vin: string): string | null {
  if (!VIN_SHAPE.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin.charAt(i);
    const value = /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? "X" : String(rest);
}

/** True when position 9 of `vin` holds its computed check digit. */
export function vinCheckDigitOk(vin: string): boolean {
  const digit = vinCheckDigit(normalizeVin(vin));
  return digit !== null && normalizeVin(vin).charAt(8) === digit;
}

/** True for VINs whose market requires the check digit (North America 1–5, China L). */
export function vinRequiresCheckDigit(vin: string): boolean {
  return /^[1-5L]/.test(normalizeVin(vin));
}

/**
 * Validates a VIN (see the module comment for the check-digit decision). Returns a Hungarian message
 * or null.
 */
export function validateVin(value: string): string | null {
  const vin = normalizeVin(value);
  if (vin.length !== 17) return "Az alvázszám (VIN) 17 karakter.";
  if (!VIN_SHAPE.test(vin)) return "Az alvázszám csak számokat és betűket tartalmazhat (I, O, Q nélkül).";
  if (vinRequiresCheckDigit(vin) && !vinCheckDigitOk(vin))
    return `Az alvázszám ellenőrző jegye (9. karakter) hibás: ${vinCheckDigit(vin) ?? "?"} kellene.`;
  return null;
}

/** Zod schema of a VIN (normalised; see `validateVin`). */
export const vinSchema = createValidatorSchema(normalizeVin, validateVin);
