import { z } from "zod";
import { idParamSchema, isoDateSchema } from "../http/common.contract.ts";
import { reminderKindSchema, type ReminderKind } from "./cars.contract.ts";

/**
 * Expiry reminders (issue 10 §1): one row per subject (car, driver or fuel card), kind and due date.
 * `GET /api/car/{id}/reminder` (the car's, its driver's and its cards'), `GET /api/fleetReminder`
 * (every open one, fleetManager), `PUT /api/fleetReminder/{id}/done` (fleetManager: marks it done and
 * computes the next due date).
 */

export const reminderSubjectSchema = z.enum(["car", "driver", "fuelCard"]);
export type ReminderSubject = z.infer<typeof reminderSubjectSchema>;

export const reminderSchema = z.object({
  id: z.number().int(),
  subjectType: reminderSubjectSchema,
  subjectId: z.number().int(),
  carId: z.number().int().nullable(),
  plate: z.string().nullable(),
  kind: reminderKindSchema,
  label: z.string(),
  dueDate: z.string(),
  daysLeft: z.number().int(),
  doneAt: z.string().nullable(),
  doneDate: z.string().nullable(),
  nextDueDate: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const listRemindersQuerySchema = z.object({
  /** Only reminders due within this many days (default 60); overdue ones always. */
  withinDays: z.coerce.number().int().min(0).max(3650).optional(),
});

/** `PUT /api/fleetReminder/{id}/done` body. */
export const reminderDoneInputSchema = z.object({
  /** When it was done (the exam date, the renewal date). */
  doneDate: isoDateSchema,
  /** The new expiry; required for licence, medical and fuel card, computed for MOT and insurance. */
  nextDueDate: isoDateSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type ReminderDoneInput = z.output<typeof reminderDoneInputSchema>;

export const reminderParamsSchema = z.object({ id: idParamSchema });

/** Hungarian names of the reminder kinds (no `autó`: a driver's or card's reminder must not match SPEC §2's car rule unless it names a car). */
export const REMINDER_KIND_LABELS: Readonly<Record<ReminderKind, string>> = {
  mot: "műszaki vizsga",
  mandatoryInsurance: "kötelező biztosítás",
  casco: "casco",
  licence: "vezetői engedély",
  medical: "orvosi alkalmassági",
  fuelCard: "üzemanyagkártya",
};

/** Days before the due date when reminders go out: 30, 7 and on the day. */
export const REMINDER_STAGES = [30, 7, 0] as const;

/** MOT validity of a passenger car after a periodic exam, years (6/1990. (IV. 12.) KöHÉM rendelet). */
export const MOT_PERIOD_YEARS = 2;
/** A MOT passed this many days before the expiry keeps counting from the old expiry (issue 10 §1). */
export const MOT_EARLY_WINDOW_DAYS = 30;

const addYears = (iso: string, years: number): string => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // 29 Feb → 28 Feb in a non-leap year
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
};

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The next due date after a reminder of `kind` due on `dueDate` is done on `doneDate`:
 * - MOT: passed within 30 days before the expiry (or on it) → old expiry + 2 years (the next due date
 *   is never reset to the exam date); earlier or late → exam date + 2 years.
 * - kötelező / casco: yearly, from the old due date (the insurance anniversary).
 * - licence, medical, fuel card: no rule → null (the caller must give the new expiry).
 */
export function nextDueDate(kind: ReminderKind, dueDate: string, doneDate: string): string | null {
  if (kind === "mot") {
    const early = daysBetween(doneDate, dueDate);
    return early >= 0 && early <= MOT_EARLY_WINDOW_DAYS
      ? addYears(dueDate, MOT_PERIOD_YEARS)
      : addYears(doneDate, MOT_PERIOD_YEARS);
  }
  if (kind === "mandatoryInsurance" || kind === "casco") return addYears(dueDate, 1);
  return null;
}

/** Whole days from `today` to `due` (negative when overdue); both `YYYY-MM-DD`. */
export const daysUntil = (today: string, due: string): number => daysBetween(today, due);
