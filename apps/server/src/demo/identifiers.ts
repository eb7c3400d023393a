import { toDigits, weightedSum } from "@office/shared/hu/validator-schema";

/** Days from 1867-01-01 to `birthDate` (the adóazonosító jel's digits 2–6). */
function daysSince1867(birthDate: string): number {
  return Math.round((Date.parse(`${birthDate}T00:00:00Z`) - Date.parse("1867-01-01T00:00:00Z")) / 86_400_000);
}

/**
 * A valid adóazonosító jel for `birthDate` with serial `serial` (0–999): 8, the day count, the serial,
 * and the check digit Σ dᵢ·i mod 11 (serials whose remainder is 10 are skipped to the next one).
 */
export function makeTaxId(birthDate: string, serial: number): string {
  for (let s = serial; s < serial + 20; s++) {
    const first9 = `8${String(daysSince1867(birthDate)).padStart(5, "0")}${String(s % 1000).padStart(3, "0")}`;
    const check = weightedSum(toDigits(first9), [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11;
    if (check < 10) return `${first9}${check}`;
  }
  throw new Error("no valid tax id serial");
}

/** A valid TAJ number from 8 digits: check digit = Σ (3,7,3,7,…)·dᵢ mod 10. */
export function makeTajNumber(first8: number): string {
  const body = String(first8 % 100_000_000).padStart(8, "0");
  return `${body}${weightedSum(toDigits(body), [3, 7]) % 10}`;
}

/** One 8-digit block whose last digit makes Σ (9,7,3,1,…)·dᵢ ≡ 0 mod 10. */
function block(first7: string): string {
  const sum = weightedSum(toDigits(first7), [9, 7, 3, 1]);
  return `${first7}${(10 - (sum % 10)) % 10}`;
}

/**
 * A valid adószám `NNNNNNNC-V-AA` from a 7-digit törzsszám prefix: C is the NAV check digit (the same
 * 9,7,3,1 weighting as a bank account block), V the ÁFA-kód (1–5), AA the territorial code.
 */
export function makeTaxNumber(prefix7: string, vatCode: number, area: string): string {
  return `${block(prefix7)}-${vatCode}-${area}`;
}

/** A valid 3×8 bank account number (pénzforgalmi jelzőszám) at bank branch `bank7`, account number `n`. */
export function makeBankAccount(bank7: string, n: number): string {
  const account15 = String(n).padStart(15, "0");
  const check = (10 - (weightedSum(toDigits(account15), [9, 7, 3, 1]) % 10)) % 10;
  return `${block(bank7)}-${account15.slice(0, 8)}-${account15.slice(8)}${check}`;
}
