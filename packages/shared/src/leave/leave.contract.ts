import { z } from "zod";
import { idSchema, isoDateSchema, textSchema } from "../http/common.contract.ts";
import { leaveCarryOverSummarySchema } from "../hu/leave-carry-over.ts";
import { leaveEntitlementSchema } from "../hu/leave-entitlement.ts";
import { absenceTypeCodeSchema, absenceUnitSchema } from "./absence-type.contract.ts";
import { LEAVE_STATUSES } from "./leave-labels.ts";

export { LEAVE_STATUS_LABELS, LEAVE_STATUSES, LEAVE_TYPE_LABELS, LEAVE_TYPES } from "./leave-labels.ts";
export type { LeaveStatus, LeaveType } from "./leave-labels.ts";

/**
 * A request's type: the `code` of one of the tenant's absence types (issue 22 §1; the six codes of issue
 * 3 are statutory types). Whether the code exists and is active is checked by the server (400).
 */
export const leaveTypeSchema = absenceTypeCodeSchema;
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
    /** Hours of one day, for a type measured in hours (véradás, orvosi vizsgálat); else omitted. */
    hours: z
      .number("Számot adj meg.")
      .multipleOf(0.25, "Negyedórára kerekített értéket adj meg.")
      .min(0.25, "Legalább negyed óra.")
      .max(24, "Legfeljebb 24 óra.")
      .nullable()
      .default(null),
    note: textSchema(500, { maxMessage: "Legfeljebb 500 karakter." }).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.hours !== null && v.startDate !== v.endDate) {
      ctx.addIssue({ code: "custom", path: ["hours"], message: "Órában csak egynapos kérelem adható meg." });
    }
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

/** One approval step of a request: whose it is, and where it stands. */
export const leaveApprovalStepSchema = z.object({
  kind: z.enum(["manager", "hr"]),
  state: z.enum(["done", "current", "waiting"]),
  /** Who decides the current step (the manager, their stand-in, the next manager up; "HR" for hr). */
  approverName: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type LeaveApprovalStep = z.infer<typeof leaveApprovalStepSchema>;

/**
 * A leave request. `workingDays` counts working days of the employee's work schedule (Hungarian
 * calendar incl. NGM swap days and company rest days), 0.5 for a half day, 0 for a type measured in
 * hours (`hours` then). `typeName` is the type's name as this viewer may see it. For viewers who are
 * not the employee, hr, the manager or the request's current approver, a type whose
 * `visibleToColleaguesAs` differs from its name (sick leave and the other health data, GDPR art. 9)
 * shows as `leaveType: null` with `typeName` = that label, and `note` and `decisionNote` are null
 * (issue 7 §5). `provisionalCalendar`: counted without the year's swapped working days (not loaded
 * yet; recounted when they are, issue 22 §4).
 */
export const leaveRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  leaveType: z.string().nullable(),
  typeName: z.string(),
  unit: absenceUnitSchema,
  startDate: z.string(),
  endDate: z.string(),
  halfDay: halfDaySchema.nullable(),
  hours: z.number().nullable(),
  workingDays: z.number(),
  status: leaveStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The steps of the type's approval (empty for viewers who see only the absence). */
  steps: z.array(leaveApprovalStepSchema),
  /** Index of the step being decided while `pending`, else null. */
  currentStep: z.number().int().nullable(),
  /** True when the caller may decide the current step (or the pending cancellation). */
  canDecide: z.boolean(),
  cancellationRequested: z.boolean(),
  cancellationReason: z.string().nullable(),
  provisionalCalendar: z.boolean(),
  certificateRequired: z.boolean(),
  /** The uploaded certificate, only for the employee and hr. */
  certificate: z.object({ fileName: z.string(), uploadedAt: z.string() }).nullable(),
  /**
   * Only in the answer of the approval that approves the request: the already closed working-time months
   * (`YYYY-MM`, issue 21 §2) its days fall into. Their stored figures, which payroll got, stay as they were.
   */
  closedMonths: z.array(z.string()).optional(),
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

/**
 * `PUT /api/leave/{id}/approve|reject|return` body. `step`: the step index the approver saw; when given
 * and the request has moved on meanwhile, the answer is 409 instead of deciding the next step.
 */
export const leaveDecisionInputSchema = z.object({
  note: textSchema(500, { maxMessage: "Legfeljebb 500 karakter." }).nullable().default(null),
  step: z.number().int().min(0).max(10).optional(),
});

/** `PUT /api/leave/{id}/cancel` body: hr's reason, or the employee's reason for a cancellation request. */
export const leaveCancelInputSchema = z.object({
  reason: textSchema(500, { maxMessage: "Legfeljebb 500 karakter." }).nullable().default(null),
});

/**
 * `GET/PUT /api/employee/{id}/deputy`: the employee's stand-in (helyettes), who decides the approvals
 * this employee would decide on the days the employee is on approved leave (issue 22 §2).
 */
export const deputySchema = z.object({
  deputyId: z.number().int().nullable(),
  deputyName: z.string().nullable(),
});
export type EmployeeDeputy = z.infer<typeof deputySchema>;
/** `PUT /api/employee/{id}/deputy` body: null clears it. */
export const deputyInputSchema = z.object({ deputyId: idSchema.nullable() });

/** `GET /api/leave/{id}/history`: every step of the request's life, oldest first. */
export const leaveHistoryEntrySchema = z.object({
  action: z.string(),
  actionLabel: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const leaveHistorySchema = z.array(leaveHistoryEntrySchema);

/**
 * `GET /api/leave/{id}/decisionContext` (whoever may decide it): who else of the team (same manager or
 * department) is away on those days, and the balance before and after approval — for a type that draws
 * on the entitlement the remaining szabadság, for a type with a yearly limit the days left of it.
 */
export const leaveDecisionContextSchema = z.object({
  teamAbsences: z.array(
    z.object({
      employeeId: z.number().int(),
      employeeName: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      typeName: z.string(),
      status: leaveStatusSchema,
    }),
  ),
  balance: z
    .object({ label: z.string(), before: z.number(), after: z.number(), unit: z.literal("munkanap") })
    .nullable(),
});
export type LeaveDecisionContext = z.infer<typeof leaveDecisionContextSchema>;

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
