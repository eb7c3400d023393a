import { z } from "zod";
import { isoDateSchema } from "../http/common.contract.ts";

/** `GET /api/calendarYear?year=`: the year (2000–2100). */
export const calendarYearQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Az évet számmal add meg." })
    .int("Az évet egész számmal add meg.")
    .min(2000, "Az év legalább 2000 legyen.")
    .max(2100, "Az év legfeljebb 2100 legyen."),
});
export type CalendarYearQuery = z.infer<typeof calendarYearQuerySchema>;

/**
 * `GET /api/calendarYear?year=` (every signed-in user; issue 22 §4): the year's decree of swapped working
 * days as the server's calendar knows it — built in or loaded later with the reference-data CLI. `loaded`
 * false: no decree yet, so the year counts provisionally from the holidays of Mt. 102. § (1) and the
 * weekends (`decree` null, `swaps` empty). `decree` is also null for a loaded year in which no day was
 * swapped (then `note` says so). The SPA registers a loaded year in its own calendar, so its previews
 * count like the server.
 */
export const calendarYearSchema = z.object({
  year: z.number().int(),
  loaded: z.boolean(),
  decree: z.string().nullable(),
  swaps: z.array(z.object({ workday: isoDateSchema, restDay: isoDateSchema })),
  note: z.string().nullable(),
});
export type CalendarYear = z.infer<typeof calendarYearSchema>;
