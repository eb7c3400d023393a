import { z } from "zod";

/** A validator that returns a Hungarian error message, or null when the value is valid. */
export type Validator = (value: string) => string | null;

/**
 * A zod string schema that first normalises the value (`overwrite`: same type, so it still converts to
 * JSON Schema for the Fastify routes) and then reports the validator's Hungarian message, if any.
 */
export function createValidatorSchema(normalize: (value: string) => string, validate: Validator) {
  return z
    .string()
    .overwrite(normalize)
    .superRefine((value, ctx) => {
      const message = validate(value);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    });
}

/** The digits of a string of digits, as numbers (`"123"` → `[1, 2, 3]`). */
export function toDigits(value: string): number[] {
  return [...value].map(Number);
}

/** Σ digit × weight, with `weights` repeated as often as needed. */
export function weightedSum(digits: readonly number[], weights: readonly number[]): number {
  return digits.reduce((sum, digit, i) => sum + digit * (weights[i % weights.length] ?? 0), 0);
}
