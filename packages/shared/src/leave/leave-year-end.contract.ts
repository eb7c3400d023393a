import { z } from "zod";
import { carryOverPartSchema, yearEndOutcomeSchema } from "../hu/leave-carry-over.ts";

const yearSchema = z.number().int().min(2012, "2012 előtti év nem adható meg.").max(2100);

/** `GET /api/leaveYearEnd?year=` query: the year whose year-end is asked (the run of `year` → `year + 1`). */
export const leaveYearEndQuerySchema = z.object({ year: z.coerce.number().pipe(yearSchema) });

/** `POST /api/leaveYearEnd/run` body (hr): runs the year-end of an ended year (idempotent). */
export const leaveYearEndRunInputSchema = z.object({ year: yearSchema });
export type LeaveYearEndRunInput = z.output<typeof leaveYearEndRunInputSchema>;

/**
 * The employer's standing decisions a run applies (Mt. 123. § (5)–(6)); `PUT /api/leaveYearEnd/settings`
 * (hr) body and `GET` answer. They affect runs started after the change, never a finished run.
 */
export const leaveYearEndSettingsSchema = z.object({
  /** 123. § (5): the collective agreement lets one quarter of the leave carry until 31 March (economic reason). */
  collectiveAgreementQuarter: z.boolean(),
  /** 123. § (6): the age-based extra (Mt. 117. §) is given by the end of the next year, as agreed for the year. */
  ageExtraAgreement: z.boolean(),
});
export const leaveYearEndSettingsInputSchema = leaveYearEndSettingsSchema;
export type LeaveYearEndSettings = z.infer<typeof leaveYearEndSettingsSchema>;

/** One employee's year-end: working days unused, carried (with deadline and rule), lapsed and paid out. */
export const leaveYearEndRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  outcome: yearEndOutcomeSchema,
  unusedDays: z.number(),
  carried: z.array(carryOverPartSchema.extend({ ruleText: z.string() })),
  /** Not carried under Mt. 123. § (1) (due in the year); listed so that hr can act on it. */
  lapsedDays: z.number(),
  /** Paid out on termination (pénzbeli megváltás, Mt. 125. §). */
  paidOutDays: z.number(),
  explanation: z.string(),
  /** HR's own carry-over typed into the next year's `leaveDay` (added on top of the run's), else 0. */
  manualCarryOverDays: z.number(),
  /** Why the balance could not be computed (then nothing is carried), else null. */
  problem: z.string().nullable(),
});
export type LeaveYearEndRow = z.infer<typeof leaveYearEndRowSchema>;

/** A finished (or running) year-end run of a tenant. */
export const leaveYearEndRunSchema = z.object({
  year: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** `null`: the background job of 1 January; else who started it. */
  startedByName: z.string().nullable(),
  settings: leaveYearEndSettingsSchema,
  rows: z.array(leaveYearEndRowSchema),
});
export type LeaveYearEndRun = z.infer<typeof leaveYearEndRunSchema>;

/** Carried leave whose deadline is within 30 days (or past, with days left unused), for hr. */
export const leaveLapseSoonRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  fromYear: z.number().int(),
  rule: carryOverPartSchema.shape.rule,
  ruleText: z.string(),
  deadline: z.string(),
  days: z.number(),
  usedDays: z.number(),
  remainingDays: z.number(),
});
export type LeaveLapseSoonRow = z.infer<typeof leaveLapseSoonRowSchema>;
export const leaveLapseSoonSchema = z.array(leaveLapseSoonRowSchema);

/** `GET /api/leaveYearEnd?year=` (hr, companyAdmin): the run of that year (null before it ran) and what lapses soon. */
export const leaveYearEndSchema = z.object({
  year: z.number().int(),
  run: leaveYearEndRunSchema.nullable(),
  lapseSoon: leaveLapseSoonSchema,
});
export type LeaveYearEnd = z.infer<typeof leaveYearEndSchema>;

/** Days before a deadline when hr is notified and the carried part shows in the lapse-soon list. */
export const LAPSE_WARNING_DAYS = 30;
