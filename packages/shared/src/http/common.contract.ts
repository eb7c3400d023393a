import { z } from "zod";
import { parseIsoDate } from "../hu/iso-date.ts";

/**
 * The building blocks every contract uses for ids, text and dates (issue 7 §3), so that no input the
 * database cannot hold gets past validation: a later domain that builds on these answers 400 with a
 * Hungarian message instead of letting PostgreSQL fail with a 500.
 */

/** Largest value of a PostgreSQL `integer` (int4, 2^31 − 1); every id column is one. */
export const ID_MAX = 2_147_483_647;
const ID_MESSAGE = `Érvénytelen azonosító: 1 és ${ID_MAX} közötti egész számot adj meg.`;

/** An id in a JSON body: a whole number 1 … 2^31 − 1 (no strings, no fractions). */
export const idSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(ID_MAX, ID_MESSAGE);

/** The only spelling of an id in a path or query: decimal digits, no sign, no leading zero, ≤ 10 digits. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * An id in a path or query string: decimal digits only (`"12"` → 12), 1 … 2^31 − 1. Every other
 * spelling that `Number()` would read as the same number (`0x1e`, `3e1`, ` 30`, `+30`, `030`, `30.0`,
 * issue 18 §3) is refused, as are `abc`, `1.5`, `0`, `-1` and anything past 2^31 − 1, so one resource
 * has one address.
 */
export const idParamSchema = z
  .string({ error: ID_MESSAGE })
  .regex(ID_TEXT, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(ID_MAX, ID_MESSAGE));

/** Path params of a route with one id, `/…/:id`. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** The message of text that PostgreSQL cannot store. */
export const UNSTORABLE_TEXT_MESSAGE =
  "A szöveg nem tartalmazhat vezérlő (NUL) vagy hibásan kódolt karaktert.";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a PostgreSQL `text` column (UTF-8) can store `value` as it is: no NUL (U+0000, which
 * `text` refuses) and no unpaired UTF-16 surrogate (not encodable in UTF-8; drivers fail or alter it).
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** Options of `textSchema`; messages default to Hungarian ones. */
export type TextOptions = {
  /** Fewest characters (after trimming); omitted = may be empty. */
  min?: number;
  minMessage?: string;
  maxMessage?: string;
  /** Trim white space first (default true); passwords and names looked up verbatim keep it. */
  trim?: boolean;
};

/**
 * A string that the database can store: optionally trimmed, at most `max` characters (UTF-16 units,
 * as zod counts), at least `opts.min`, without NUL or unpaired surrogates. Still a `ZodString`, so it
 * chains (`.nullable()`, `.regex()`, …) and converts to JSON Schema for the OpenAPI document.
 */
export function textSchema(max: number, opts: TextOptions = {}) {
  const base = opts.trim === false ? z.string() : z.string().trim();
  const checked = base
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .max(max, opts.maxMessage ?? `Legfeljebb ${max} karakter lehet.`);
  return opts.min === undefined ? checked : checked.min(opts.min, opts.minMessage);
}

/** Optional free text: trimmed, ≤ `max` characters, storable; `undefined`, `null` and `""` → null. */
export function optionalTextSchema(max: number, maxMessage?: string) {
  return textSchema(max, maxMessage === undefined ? {} : { maxMessage })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

/** Earliest and latest calendar date any contract accepts (PostgreSQL `date` holds far more). */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2199-12-31";
/** The message of a string that is not a real `YYYY-MM-DD` date. */
export const DATE_FORMAT_MESSAGE = "Dátumot ÉÉÉÉ-HH-NN formában adj meg.";
const DATE_RANGE_MESSAGE = `A dátum ${DATE_MIN} és ${DATE_MAX} között lehet.`;

/**
 * A real calendar date written `YYYY-MM-DD` (`2026-02-30` and `99999-01-01` refused) between
 * `DATE_MIN` and `DATE_MAX` (`0000-01-01` refused). JSON Schema: `format: date`.
 */
export const isoDateSchema = z.iso.date(DATE_FORMAT_MESSAGE).refine((value) => {
  const parts = parseIsoDate(value);
  return !parts || (parts.year >= 1900 && parts.year <= 2199);
}, DATE_RANGE_MESSAGE);
