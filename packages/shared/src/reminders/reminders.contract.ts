import { z } from "zod";

/**
 * Expiry reminders (issue 23 §2): employee documents with a validity date, external resources'
 * contracts, asset warranties and cars' next service remind their owner and the domain's manager a
 * configurable number of days before (`reminderDays`, per tenant; default 30 and 7 days). The fleet's
 * own papers (MOT, insurance, licence, medical) follow the same days.
 */

/** The days before an expiry on which a reminder goes out when the tenant has set nothing. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [30, 7];

/** Most thresholds a tenant may set. */
export const REMINDER_DAYS_MAX_COUNT = 5;

/** `GET /api/reminderSettings` and the answer of the PUT: the thresholds, largest first (days). */
export const reminderSettingsSchema = z.object({ reminderDays: z.array(z.number().int()) });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

const DAY_MESSAGE = "A napok száma 1 és 365 közötti egész szám legyen.";

/**
 * `PUT /api/reminderSettings` body (companyAdmin, hr): 1–5 whole numbers of days, each 1–365;
 * duplicates are dropped and the list is sorted largest first.
 */
export const reminderSettingsInputSchema = z.object({
  reminderDays: z
    .array(z.number({ error: DAY_MESSAGE }).int(DAY_MESSAGE).min(1, DAY_MESSAGE).max(365, DAY_MESSAGE), {
      error: "Adj meg legalább egy napot.",
    })
    .min(1, "Adj meg legalább egy napot.")
    .max(REMINDER_DAYS_MAX_COUNT, `Legfeljebb ${REMINDER_DAYS_MAX_COUNT} időpont adható meg.`)
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
});
export type ReminderSettingsInput = z.output<typeof reminderSettingsInputSchema>;

/**
 * The threshold a reminder `daysLeft` days before its date belongs to: the smallest of `days` that is
 * at least `daysLeft` (so a job that was down on the 30th day sends the 30-day reminder late, once, and
 * the 7-day one on time); null when the date is further away than every threshold or already passed.
 */
export function thresholdOf(daysLeft: number, days: readonly number[]): number | null {
  if (daysLeft < 0) return null;
  let best: number | null = null;
  for (const d of days) if (daysLeft <= d && (best === null || d < best)) best = d;
  return best;
}

/** What an expiring item is. */
export const EXPIRY_KINDS = ["document", "contract", "warranty", "carService", "carPaper"] as const;
export const expiryKindSchema = z.enum(EXPIRY_KINDS);
export type ExpiryKind = z.infer<typeof expiryKindSchema>;

/**
 * One item of the home page's „Lejáró határidők” list: `title` what expires (document name, contract,
 * warranty, service), `subject` whose or what (employee, contractor, asset, car), `dueDate`
 * `YYYY-MM-DD`, `daysLeft` from today in Budapest (negative: expired), `path` the SPA page to open.
 */
export const homeExpirySchema = z.object({
  kind: expiryKindSchema,
  title: z.string(),
  subject: z.string(),
  dueDate: z.string(),
  daysLeft: z.number().int(),
  path: z.string(),
});
export type HomeExpiry = z.infer<typeof homeExpirySchema>;

/**
 * `GET /api/home/expiries`: what the caller owns or is responsible for that expires by the end of this
 * month or within the tenant's largest reminder threshold, plus what already expired and was not
 * renewed; what is ahead first (soonest first), then the expired (latest first); at most
 * `HOME_EXPIRIES_LIMIT` items, `count` all of them.
 */
export const homeExpiriesSchema = z.object({
  count: z.number().int(),
  items: z.array(homeExpirySchema),
});
export type HomeExpiries = z.infer<typeof homeExpiriesSchema>;

/** Most items the home list answers. */
export const HOME_EXPIRIES_LIMIT = 6;

/**
 * The horizons of the full list `/lejaratok`: `month` to the end of this month, `30` and `90` days
 * ahead (today included), `expired` what already expired and is still unresolved.
 */
export const EXPIRY_HORIZONS = ["month", "30", "90", "expired"] as const;
export type ExpiryHorizon = (typeof EXPIRY_HORIZONS)[number];

/**
 * `GET /api/expiries?horizon=&kind=` query: `horizon` one of {@link EXPIRY_HORIZONS} (default `30`),
 * `kind` optionally one of {@link EXPIRY_KINDS}. Hungarian 400 for anything else.
 */
export const expiriesQuerySchema = z.object({
  horizon: z
    .enum(EXPIRY_HORIZONS, { error: "Az időszak „month”, „30”, „90” vagy „expired” lehet." })
    .default("30"),
  kind: z
    .enum(EXPIRY_KINDS, {
      error: "A fajta „document”, „contract”, „warranty”, „carService” vagy „carPaper” lehet.",
    })
    .optional(),
});
export type ExpiriesQuery = z.output<typeof expiriesQuerySchema>;

/**
 * `GET /api/expiries`: every item the caller owns or manages that expires from `from` to `until`
 * (`YYYY-MM-DD`, Budapest; for `expired` the items before today), soonest first, all of them.
 */
export const expiriesListSchema = z.object({
  horizon: z.enum(EXPIRY_HORIZONS),
  from: z.string().nullable(),
  until: z.string(),
  count: z.number().int(),
  items: z.array(homeExpirySchema),
});
export type ExpiriesList = z.infer<typeof expiriesListSchema>;
