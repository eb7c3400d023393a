import { z } from "zod";
import { isValidIsoDate } from "./iso-date.ts";

/**
 * Zod schema for a `YYYY-MM-DD` calendar date, with a Hungarian message (domain rules), in a
 * module of its own so that `iso-date.ts` stays free of zod (the SPA uses it on its first render). Request
 * contracts use `isoDateSchema` of `http/common.contract.ts`, which also bounds the year (1900–2199).
 */
export const isoDateSchema = z
  .string()
  .refine(isValidIsoDate, { message: "Érvénytelen dátum (ÉÉÉÉ-HH-NN formátumban add meg)." });
