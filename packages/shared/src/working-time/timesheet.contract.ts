import { z } from "zod";
import { textSchema } from "../http/common.contract.ts";
import {
  scheduleSummarySchema,
  timeDaySchema,
  timeEntrySchema,
  workingTimeWarningSchema,
} from "./time-entry.contract.ts";

/** Timesheets and month close (issue 21 §2). */

const MONTH_MESSAGE = "A hónapot ÉÉÉÉ-HH formában adj meg.";

/** `YYYY-MM`, 1900-01 … 2199-12. */
export const monthKeySchema = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, MONTH_MESSAGE);

/** `GET /api/timesheet/{employeeId}?month=YYYY-MM`. */
export const timesheetQuerySchema = z.object({ month: monthKeySchema });

/** Absence days of a month by type (a half day counts 0.5). */
export const absenceTotalSchema = z.object({ code: z.string(), label: z.string(), days: z.number() });

/** Who closed a month and when. */
export const monthClosureSchema = z.object({
  month: z.string(),
  closedAt: z.string(),
  closedByName: z.string(),
});
export type MonthClosure = z.infer<typeof monthClosureSchema>;

/** A leave's days inside a closed month (clipped to the month) and its type's label. */
export const closedMonthLeaveSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  label: z.string(),
});

/**
 * What a closed month's close stored for one person (issue 21 §2: the figures payroll got, never changed
 * afterwards), the leave approved for the month since and the leave cancelled since: the sheet compares
 * them with the live figures.
 */
export const closedFiguresSchema = z.object({
  scheduledMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  standbyMinutes: z.number().int(),
  /** Leave of this person approved after the close whose days fall into the month. */
  leavesSinceClose: z.array(closedMonthLeaveSchema),
  /** Leave of this person approved at the close and cancelled since (its days are no absence any more). */
  leavesCancelledSinceClose: z.array(closedMonthLeaveSchema),
});
export type ClosedFigures = z.infer<typeof closedFiguresSchema>;

/**
 * `GET /api/timesheet/{employeeId}?month=` answer: each day with its entries, the month's totals, and the
 * overtime of the year up to the month's end against the limit (Mt. 109. §).
 */
export const timesheetSchema = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  month: z.string(),
  schedule: scheduleSummarySchema,
  closure: monthClosureSchema.nullable(),
  /** For a closed month, what its close stored for the person (null when open or nothing was stored). */
  closedFigures: closedFiguresSchema.nullable(),
  days: z.array(timeDaySchema.extend({ entries: z.array(timeEntrySchema) })),
  totals: z.object({
    scheduledMinutes: z.number().int(),
    workedMinutes: z.number().int(),
    overtimeMinutes: z.number().int(),
    standbyMinutes: z.number().int(),
    workingDays: z.number().int(),
    absences: z.array(absenceTotalSchema),
  }),
  yearOvertime: z.object({
    usedMinutes: z.number().int(),
    limitMinutes: z.number().int(),
    limitHours: z.number().int(),
    agreement: z.string().nullable(),
  }),
  warnings: z.array(workingTimeWarningSchema),
  provisionalCalendar: z.boolean(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/** `POST /api/timesheet/close` / `reopen` body. */
export const monthInputSchema = z.object({ month: monthKeySchema });
/** `GET /api/timesheet/closure?year=`: the closed months of a year. */
export const closureQuerySchema = z.object({
  year: z.coerce.number().int().min(1900, "Érvénytelen év.").max(2199, "Érvénytelen év."),
});
export const closureListSchema = z.object({ closures: z.array(monthClosureSchema) });

/** `GET/PUT /api/workingTimeSettings` (hr): the yearly overtime limit and the agreement behind it. */
export const workingTimeSettingsSchema = z.object({
  yearlyOvertimeLimitHours: z
    .number({ error: "Az éves keretet órában, egész számmal add meg." })
    .int("Az éves keretet órában, egész számmal add meg.")
    .min(0, "Az éves keret nem lehet negatív.")
    .max(400, "Az éves keret legfeljebb 400 óra lehet (Mt. 109. § (1)–(2))."),
  overtimeAgreement: textSchema(300).nullable().optional().default(null),
});
export type WorkingTimeSettings = z.output<typeof workingTimeSettingsSchema>;

/** `GET/PUT /api/workSchedule/{employeeId}` (hr writes): an employee's schedule. */
export const workScheduleInputSchema = z.object({
  kind: z.enum(["general", "partTime", "flexible"], "Ismeretlen munkarend."),
  dailyMinutes: z
    .number({ error: "A napi munkaidőt percben, egész számmal add meg." })
    .int("A napi munkaidőt percben, egész számmal add meg.")
    .min(60, "A napi munkaidő legalább 60 perc.")
    .max(720, "A napi munkaidő legfeljebb 12 óra (Mt. 99. § (2) a))."),
  recordMode: z.enum(["entries", "schedule"], "Ismeretlen nyilvántartási mód."),
  dayStart: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Az időpontot ÓÓ:PP formában adj meg."),
  breakMinutes: z
    .number({ error: "A szünetet percben, egész számmal add meg." })
    .int("A szünetet percben, egész számmal add meg.")
    .min(0, "A szünet nem lehet negatív.")
    .max(180, "A szünet legfeljebb 180 perc lehet."),
});
export type WorkScheduleInput = z.output<typeof workScheduleInputSchema>;
export const workScheduleSchema = workScheduleInputSchema.extend({
  employeeId: z.number().int(),
  stored: z.boolean(),
});

/** `GET /api/timesheet?month=`: one row per employee the caller may see (hr: all, manager: reports, else self). */
export const timesheetOverviewRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  scheduledMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  standbyMinutes: z.number().int(),
  absenceDays: z.number(),
  yearOvertimeMinutes: z.number().int(),
  yearOvertimeLimitMinutes: z.number().int(),
  warningCount: z.number().int(),
});
export type TimesheetOverviewRow = z.infer<typeof timesheetOverviewRowSchema>;
export const timesheetOverviewSchema = z.object({
  month: z.string(),
  closure: monthClosureSchema.nullable(),
  employees: z.array(timesheetOverviewRowSchema),
});
export type TimesheetOverview = z.infer<typeof timesheetOverviewSchema>;
