import { createValidatorSchema, toDigits, weightedSum } from "./validator-schema.ts";

const CDV_WEIGHTS = [9, 7, 3, 1] as const;

/**
 * Writes a pénzforgalmi jelzőszám as 8-digit groups joined by hyphens (`11773016-11111018` or
 * `11773016-11111018-00000000`) when it has 16 or 24 digits (spaces/hyphens ignored); else trims it.
 */
export function normalizeBankAccount(value: string): string {
  const digits = value.trim().replace(/[\s-]/g, "");
  if (!/^(\d{16}|\d{24})$/.test(digits)) return value.trim();
  return (digits.match(/\d{8}/g) ?? []).join("-");
}

/**
 * Validates a Hungarian bank account number (pénzforgalmi jelzőszám, 35/2017. (XII. 14.) MNB rendelet
 * 1. melléklet, earlier 18/2009. (VIII. 6.) MNB rendelet): 2×8 or 3×8 digits; the first 8 digits (bank and
 * branch) and the rest (8 or 16 digits, the account) each pass the CDV check — digits weighted 9, 7, 3, 1
 * repeating, sum mod 10 = 0. Returns a Hungarian message or null.
 */
export function validateBankAccount(value: string): string | null {
  const normalized = normalizeBankAccount(value);
  if (!/^\d{8}-\d{8}(-\d{8})?$/.test(normalized)) {
    return "A bankszámlaszám 2×8 vagy 3×8 számjegyből áll.";
  }
  const digits = toDigits(normalized.replace(/-/g, ""));
  if (weightedSum(digits.slice(0, 8), CDV_WEIGHTS) % 10 !== 0) {
    return "A bankszámlaszám első nyolc számjegyének ellenőrző számjegye hibás.";
  }
  if (weightedSum(digits.slice(8), CDV_WEIGHTS) % 10 !== 0) {
    return "A bankszámlaszám ellenőrző számjegye hibás.";
  }
  return null;
}

/** Zod schema for a bank account number (normalised to hyphenated 8-digit groups); see `validateBankAccount`. */
export const bankAccountSchema = createValidatorSchema(normalizeBankAccount, validateBankAccount);

/** Upper-cases an IBAN and removes its spaces (electronic form: `HU42117730161111101800000000`). */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

/** ISO 7064 mod 97-10 remainder of an IBAN (letters A=10 … Z=35, first four characters moved to the end). */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[A-Z]/.test(char) ? char.charCodeAt(0) - 55 : Number(char);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/**
 * Validates a Hungarian IBAN (ISO 13616): "HU", 2 check digits, 24 digits (28 characters, spaces allowed);
 * the whole passes mod 97 = 1, and the 24 digits are a valid bank account (`validateBankAccount`).
 * Returns a Hungarian message or null.
 */
export function validateHungarianIban(value: string): string | null {
  const iban = normalizeIban(value);
  if (!/^HU\d{26}$/.test(iban)) return "A magyar IBAN a HU betűkkel kezdődik, utána 26 számjegy következik.";
  if (ibanRemainder(iban) !== 1) return "Az IBAN ellenőrző számjegyei hibásak.";
  if (validateBankAccount(iban.slice(4)) !== null) {
    return "Az IBAN-ban szereplő bankszámlaszám ellenőrző számjegye hibás.";
  }
  return null;
}

/** Zod schema for a Hungarian IBAN (normalised to its electronic form); see `validateHungarianIban`. */
export const hungarianIbanSchema = createValidatorSchema(normalizeIban, validateHungarianIban);

/**
 * The IBAN of a valid Hungarian bank account (16-digit accounts are padded with 8 zeros), electronic form.
 * Throws `RangeError` (Hungarian message) when the account number is invalid.
 */
export function toHungarianIban(bankAccount: string): string {
  const error = validateBankAccount(bankAccount);
  if (error !== null) throw new RangeError(error);
  const bban = normalizeBankAccount(bankAccount).replace(/-/g, "").padEnd(24, "0");
  const check = 98 - ibanRemainder(`HU00${bban}`);
  return `HU${String(check).padStart(2, "0")}${bban}`;
}
