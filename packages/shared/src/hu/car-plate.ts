import { createValidatorSchema } from "./validator-schema.ts";

const OLD_FORMAT = /^([A-Z]{3})[\s-]*(\d{3})$/;
const EU_FORMAT = /^([A-Z]{2})[\s-]*([A-Z]{2})[\s-]*(\d{3})$/;

/**
 * Upper-cases a Hungarian plate and writes it with hyphens: `abc 123` → `ABC-123`, `aa bc-123` →
 * `AA-BC-123`. A value of neither shape is returned upper-cased and trimmed.
 */
export function normalizeCarPlate(value: string): string {
  const plate = value.trim().toUpperCase();
  const old = OLD_FORMAT.exec(plate);
  if (old) return `${old[1]}-${old[2]}`;
  const eu = EU_FORMAT.exec(plate);
  if (eu) return `${eu[1]}-${eu[2]}-${eu[3]}`;
  return plate;
}

/**
 * Validates a Hungarian number plate in the two general formats of DESIGN §9: the old `ABC-123` and the
 * EU-style `AA-BC-123` issued since 2022 (letters A–Z, no accents). Case and separators (space/hyphen) are
 * ignored. Returns a Hungarian message or null.
 */
export function validateCarPlate(value: string): string | null {
  const plate = normalizeCarPlate(value);
  if (/^[A-Z]{3}-\d{3}$/.test(plate) || /^[A-Z]{2}-[A-Z]{2}-\d{3}$/.test(plate)) return null;
  return "A rendszám formátuma ABC-123 vagy AA-BC-123 lehet.";
}

/** Zod schema for a plate (normalised to upper case with hyphens); see `validateCarPlate`. */
export const carPlateSchema = createValidatorSchema(normalizeCarPlate, validateCarPlate);
