import { z } from "zod";
import { isoDateSchema, textSchema } from "../http/common.contract.ts";
import { leaveCarryOverSummarySchema } from "../hu/leave-carry-over.ts";
import { leaveEntitlementSchema } from "../hu/leave-entitlement.ts";
import { LEAVE_STATUSES, LEAVE_TYPES } from "./leave-labels.ts";

export { LEAVE_STATUS_LABELS, LEAVE_STATUSES, LEAVE_TYPE_LABELS, LEAVE_TYPES } from "./leave-labels.ts";
export type { LeaveStatus, LeaveType } from "./leave-labels.ts";

/** Leave types (DESIGN §7, issue 3 §2); the list and its labels live in `leave-labels.ts` (no zod). */
export const leaveTypeSchema = z.enum(LEAVE_TYPES);
export const leaveStatusSchema = z.enum(LEAVE_STATUSES);

/** A half-day request covers the morning or the afternoon of a single working day (0.5 day). */
export const halfDaySchema = z.enum(["morning", "afternoon"]);

/** `POST /api/employee/{id}/leave` body. */
export const leaveRequestInputSchema = z
  .object({
    leaveType: leaveTypeSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    halfDay: halfDaySchema.nullable().default(null),
    note: textSchema(500, { maxMessage: "Legfeljebb 500 karakter." }).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "A vége nem lehet korábbi a kezdeténél." });
    }
    if (v.halfDay && v.startDate !== v.endDate) {
      ctx.addIssue({
        code: "custom",
        path: ["halfDay"],
        message: "Fél nap csak egynapos kérelemnél választható.",
      });
    }
  });
export type LeaveRequestInput = z.output<typeof leaveRequestInputSchema>;

/**
 * A leave request. `workingDays` counts working days of the general work schedule (Hungarian
 * calendar incl. NGM swap days and company rest days), 0.5 for a half day. For viewers who are not
 * the employee, hr or the manager, sick leave shows as `leaveType: null` (health data, GDPR art. 9)
 * and `note` and `decisionNote` are null (issue 7 §5).
 */
export const leaveRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  leaveType: leaveTypeSchema.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  halfDay: halfDaySchema.nullable(),
  workingDays: z.number(),
  status: leaveStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;
export const leaveRequestListSchema = z.array(leaveRequestSchema);

export const leaveRangeQuerySchema = z.object({ start: isoDateSchema, end: isoDateSchema });

/** `GET /api/leave`: `mine` (own), `approvals` (pending ones I may decide), `team` (approved leave of everyone). */
export const leaveListQuerySchema = z.object({
  scope: z.enum(["mine", "approvals", "team"]).default("mine"),
  start: isoDateSchema.optional(),
  end: isoDateSchema.optional(),
});

export const leaveDecisionInputSchema = z.object({
  note: textSchema(500, { maxMessage: "Legfeljebb 500 karakter." }).nullable().default(null),
});

export const yearQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/**
 * SPEC `GET /api/employee/{id}/leaveDay`: the year's entitlement line by line (Mt. 116–121. §, HR
 * adjustments, carry-over), what is taken (approved) and pending, and what remains, in working days.
 */
export const leaveDaySchema = z.object({
  employeeId: z.number().int(),
  year: z.number().int(),
  entitlement: leaveEntitlementSchema,
  taken: z.number(),
  pending: z.number(),
  remaining: z.number(),
  adjustmentDays: z.number(),
  adjustmentReason: z.string().nullable(),
  carryOverDays: z.number(),
  /** Father's leave used this year (own 10-day allowance, Mt. 118. § (4)). */
  fatherLeaveTaken: z.number(),
  /** Why the entitlement could not be computed (e.g. missing birth date), else null. */
  problem: z.string().nullable(),
  /**
   * Leave carried from the previous year by the year-end run (Mt. 123. §), with its deadline, what is used,
   * lapsed and left (issue 22 §3); its days and lapse are lines of `entitlement`. Null: nothing carried.
   */
  carryOver: leaveCarryOverSummarySchema.nullable(),
});
export type LeaveDay = z.infer<typeof leaveDaySchema>;

/** SPEC `PUT /api/employee/{id}/leaveDay` body (hr): the HR inputs of one year. */
export const leaveDayInputSchema = z
  .object({
    year: z.number().int().min(2012).max(2100),
    adjustmentDays: z.number().multipleOf(0.5, "Fél napra kerekített értéket adj meg.").min(-100).max(100),
    adjustmentReason: textSchema(200).nullable().default(null),
    carryOverDays: z.number().multipleOf(0.5, "Fél napra kerekített értéket adj meg.").min(0).max(100),
  })
  .refine((v) => v.adjustmentDays === 0 || (v.adjustmentReason ?? "").length > 0, {
    path: ["adjustmentReason"],
    message: "Add meg a korrekció okát.",
  });
export type LeaveDayInput = z.output<typeof leaveDayInputSchema>;

/** `GET /api/leaveReport?year=` (hr): one balance row per employee (`/leave-report`). */
export const leaveBalanceRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  entitlement: z.number(),
  taken: z.number(),
  pending: z.number(),
  remaining: z.number(),
  sickDays: z.number(),
  problem: z.string().nullable(),
});
export const leaveReportSchema = z.object({ year: z.number().int(), rows: z.array(leaveBalanceRowSchema) });
export type LeaveReport = z.infer<typeof leaveReportSchema>;

/**
 * `GET/POST/DELETE /api/leave/icsLink`: the user's private calendar feed address (approved absences);
 * `POST` issues a new one (the old one answers 404 at once), `DELETE` revokes it (`url: null` until a
 * new one is issued; issue 18 §3).
 */
export const icsLinkSchema = z.object({ url: z.string().nullable() });
export type IcsLink = z.infer<typeof icsLinkSchema>;
