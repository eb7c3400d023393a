import { z } from "zod";
import { idSchema, isoDateSchema, optionalTextSchema } from "../http/common.contract.ts";
import { parseClock } from "../hu/working-time.ts";

/**
 * Time records (issue 21 §1, Mt. 134. §): the pinned contract is `POST /api/timeEntry`
 * `{ date, start: "HH:MM", end: "HH:MM", breakMinutes, projectId?, taskId?, note? }`,
 * `PUT/DELETE /api/timeEntry/{id}` and `GET /api/timeEntry?employeeId=&from=&to=`.
 */

const CLOCK_MESSAGE = "Az időpontot ÓÓ:PP formában adj meg (00:00–23:59).";

/** `"HH:MM"`, 00:00–23:59. */
export const clockSchema = z
  .string({ error: CLOCK_MESSAGE })
  .refine((v) => parseClock(v) !== null && v.length === 5, CLOCK_MESSAGE);

/** `work` (munkaidő) or `standby` (készenlét, Mt. 134. § (1) b)). */
export const timeEntryKindSchema = z.enum(["work", "standby"], "Ismeretlen bejegyzésfajta.");
export type TimeEntryKind = z.infer<typeof timeEntryKindSchema>;

/** Longest break of one entry, minutes. */
export const BREAK_MAX_MINUTES = 720;

/**
 * `POST /api/timeEntry` body. `employeeId` (default: the caller) lets a manager or hr record for someone;
 * `crossesMidnight` must be true for an `end` at or before `start` (a night shift ending the next day).
 */
export const timeEntryInputSchema = z.object({
  employeeId: idSchema.optional(),
  date: isoDateSchema,
  start: clockSchema,
  end: clockSchema,
  crossesMidnight: z.boolean({ error: "Igen/nem értéket adj meg." }).optional().default(false),
  breakMinutes: z
    .number({ error: "A szünetet percben, egész számmal add meg." })
    .int("A szünetet percben, egész számmal add meg.")
    .min(0, "A szünet nem lehet negatív.")
    .max(BREAK_MAX_MINUTES, `A szünet legfeljebb ${BREAK_MAX_MINUTES} perc lehet.`)
    .optional()
    .default(0),
  kind: timeEntryKindSchema.optional().default("work"),
  projectId: idSchema.nullable().optional(),
  taskId: idSchema.nullable().optional(),
  note: optionalTextSchema(1000),
});
export type TimeEntryInput = z.output<typeof timeEntryInputSchema>;

/** `PUT /api/timeEntry/{id}` body: the whole entry again (its employee cannot change). */
export const timeEntryUpdateInputSchema = timeEntryInputSchema.omit({ employeeId: true });
export type TimeEntryUpdate = z.output<typeof timeEntryUpdateInputSchema>;

/** A rule the record breaks (Mt. 99., 103., 104., 109. §), shown as a warning, never a refusal. */
export const workingTimeWarningSchema = z.object({
  code: z.enum([
    "breakTooShort",
    "dailyRestTooShort",
    "dailyMaximum",
    "weeklyMaximum",
    "yearlyOvertimeLimit",
  ]),
  date: z.string(),
  message: z.string(),
  rule: z.string(),
});
export type WorkingTimeWarningDto = z.infer<typeof workingTimeWarningSchema>;

/** One stored entry. `end` is null while a clock runs; `workedMinutes` = span − break. */
export const timeEntrySchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  date: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  crossesMidnight: z.boolean(),
  breakMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  kind: timeEntryKindSchema,
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  taskId: z.number().int().nullable(),
  taskTitle: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(["manual", "clock"]),
  /** True when someone other than the employee created or changed it, or it was changed after creation. */
  corrected: z.boolean(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** `POST` / `PUT` answer: the entry and the warnings of its day, week and year. */
export const timeEntryResultSchema = z.object({
  entry: timeEntrySchema,
  warnings: z.array(workingTimeWarningSchema),
});
export type TimeEntryResult = z.infer<typeof timeEntryResultSchema>;

/** Leave or another absence on a day (from approved leave and the attendance sheet). */
export const dayAbsenceSchema = z
  .object({ code: z.string(), label: z.string(), halfDay: z.boolean() })
  .nullable();

/**
 * One day of a record: `scheduledMinutes`, `workedMinutes`, `overtimeMinutes` (Mt. 107. §),
 * `standbyMinutes`; `dayKind` from the Hungarian calendar; `closed` when its month is closed;
 * `fromSchedule` when the day is the written schedule (Mt. 134. § (3)) with nothing entered.
 */
export const timeDaySchema = z.object({
  date: z.string(),
  weekday: z.number().int(),
  dayKind: z.enum(["workday", "weekend", "holiday", "restDay", "swappedWorkday", "companyRestDay"]),
  dayName: z.string().nullable(),
  scheduledMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  standbyMinutes: z.number().int(),
  absence: dayAbsenceSchema,
  firstStart: z.string().nullable(),
  lastEnd: z.string().nullable(),
  fromSchedule: z.boolean(),
  closed: z.boolean(),
});
export type TimeDay = z.infer<typeof timeDaySchema>;

/** The schedule an answer used (`kind`, `dailyMinutes`, `recordMode`, …; see `work-schedule.contract`). */
export const scheduleSummarySchema = z.object({
  kind: z.enum(["general", "partTime", "flexible"]),
  dailyMinutes: z.number().int(),
  recordMode: z.enum(["entries", "schedule"]),
  dayStart: z.string(),
  breakMinutes: z.number().int(),
});

/** Longest range one `GET /api/timeEntry` may ask for, days. */
export const TIME_RANGE_MAX_DAYS = 92;

/** `GET /api/timeEntry?employeeId=&from=&to=` (employeeId default: the caller; at most 92 days). */
export const timeEntryQuerySchema = z
  .object({
    employeeId: z.coerce
      .number({ error: "Érvénytelen azonosító." })
      .int("Érvénytelen azonosító.")
      .min(1, "Érvénytelen azonosító.")
      .max(2_147_483_647, "Érvénytelen azonosító.")
      .optional(),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .refine((q) => q.to >= q.from, { message: "A záró dátum nem lehet korábbi a kezdőnél.", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < TIME_RANGE_MAX_DAYS, {
    message: `Egyszerre legfeljebb ${TIME_RANGE_MAX_DAYS} nap kérhető le.`,
    path: ["to"],
  });

/** `GET /api/timeEntry` answer. */
export const timeRecordSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  from: z.string(),
  to: z.string(),
  schedule: scheduleSummarySchema,
  entries: z.array(timeEntrySchema),
  days: z.array(timeDaySchema),
  warnings: z.array(workingTimeWarningSchema),
  /** True when a year in the range has no loaded swap decree (counted from holidays and weekends only). */
  provisionalCalendar: z.boolean(),
});
export type TimeRecord = z.infer<typeof timeRecordSchema>;

/** `POST /api/timeEntry/clock/start` body. */
export const clockStartInputSchema = z.object({
  projectId: idSchema.nullable().optional(),
  taskId: idSchema.nullable().optional(),
  note: optionalTextSchema(1000),
});
/** `POST /api/timeEntry/clock/stop` body. */
export const clockStopInputSchema = z.object({
  breakMinutes: z
    .number({ error: "A szünetet percben, egész számmal add meg." })
    .int("A szünetet percben, egész számmal add meg.")
    .min(0, "A szünet nem lehet negatív.")
    .max(BREAK_MAX_MINUTES, `A szünet legfeljebb ${BREAK_MAX_MINUTES} perc lehet.`)
    .optional()
    .default(0),
  note: optionalTextSchema(1000),
});
/** `GET /api/timeEntry/clock`: the caller's running entry (null when none) and today's worked minutes. */
export const clockStateSchema = z.object({
  running: timeEntrySchema.nullable(),
  todayWorkedMinutes: z.number().int(),
  suggestedBreakMinutes: z.number().int(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

/** One change of an entry (`GET /api/timeEntry/{id}/history`). */
export const timeEntryRevisionSchema = z.object({
  action: z.enum(["created", "updated", "deleted"]),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export const timeEntryHistorySchema = z.object({ revisions: z.array(timeEntryRevisionSchema) });
