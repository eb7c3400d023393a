import { z } from "zod";
import { halfDaySchema, leaveTypeSchema } from "../leave/leave.contract.ts";
import { referenceDataKindSchema } from "../reference-data/reference-data.contract.ts";

/**
 * The home page `/` Kezdőlap (issue 11 §4, DESIGN §7): one small call per card, each answering exactly
 * what its card shows. `GET /api/home/absences`, `GET /api/home/approvals`, `GET /api/home/points`,
 * `GET /api/home/myAssets` (everyone signed in, about the caller) and `GET /api/home/hrCharts` (hr).
 * The leave balance and the programme events cards use the existing `GET /api/employee/{id}/leaveDay`
 * and `GET /api/event`.
 */

/** Most rows a home card lists; the counts tell how many there are in all. */
export const HOME_LIST_LIMIT = 5;

/** One approved absence: `leaveType` null when the caller may not see the type (sick leave, GDPR art. 9). */
export const homeAbsenceSchema = z.object({
  leaveId: z.number().int(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  leaveType: leaveTypeSchema.nullable(),
  /** The type's name as the caller may see it (colleagues: „Távol” for sick leave, issue 22 §1). */
  typeName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  halfDay: halfDaySchema.nullable(),
});
export type HomeAbsence = z.infer<typeof homeAbsenceSchema>;

/**
 * `GET /api/home/absences`: approved absences of the tenant's employees; `today` those covering today
 * (Europe/Budapest), `laterThisWeek` those starting after today up to this week's Sunday. Both ordered by
 * start, then name.
 */
export const homeAbsencesSchema = z.object({
  today: z.string(),
  weekEnd: z.string(),
  todayAbsences: z.array(homeAbsenceSchema),
  laterThisWeek: z.array(homeAbsenceSchema),
});
export type HomeAbsences = z.infer<typeof homeAbsencesSchema>;

export const homeLeaveApprovalSchema = z.object({
  id: z.number().int(),
  employeeName: z.string(),
  leaveType: leaveTypeSchema,
  typeName: z.string(),
  /** True for an approved absence whose cancellation the employee asked for (issue 22 §2). */
  cancellationRequested: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  workingDays: z.number(),
});
export const homeHandoverSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  fromName: z.string().nullable(),
  itemCount: z.number().int(),
});

/**
 * `GET /api/home/approvals`: pending leave requests the caller decides (hr: everyone's but their own;
 * a manager: their reports') and asset handover protocols sent to the caller to accept; each the count
 * and the first {@link HOME_LIST_LIMIT} (leave by start date, handovers by date).
 */
export const homeApprovalsSchema = z.object({
  leave: z.object({ count: z.number().int(), items: z.array(homeLeaveApprovalSchema) }),
  handovers: z.object({ count: z.number().int(), items: z.array(homeHandoverSchema) }),
});
export type HomeApprovals = z.infer<typeof homeApprovalsSchema>;

/**
 * `GET /api/home/points`: spendable balance, points left to give this month (of `monthlyAllowance`),
 * and this month's place on the leaderboard (`rank` null when nothing earned this month; `players` the
 * number of employees who earned points this month).
 */
export const homePointsSchema = z.object({
  balance: z.number().int(),
  allowanceLeft: z.number().int(),
  monthlyAllowance: z.number().int(),
  rank: z.number().int().nullable(),
  earnedThisMonth: z.number().int(),
  players: z.number().int(),
});
export type HomePoints = z.infer<typeof homePointsSchema>;

export const homeAssetSchema = z.object({
  id: z.number().int(),
  inventoryNumber: z.string(),
  name: z.string(),
  category: z.string(),
  heldSince: z.string().nullable(),
});
export const homeCarSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  make: z.string(),
  model: z.string(),
  odometerKm: z.number().int(),
});

/** `GET /api/home/myAssets`: assets held by the caller and active cars whose driver the caller is. */
export const homeMyAssetsSchema = z.object({
  assetCount: z.number().int(),
  assets: z.array(homeAssetSchema),
  cars: z.array(homeCarSchema),
});
export type HomeMyAssets = z.infer<typeof homeMyAssetsSchema>;

/**
 * `GET /api/home/hrCharts` (hr, companyAdmin): the last 12 calendar months (oldest first, `YYYY-MM`)
 * with the headcount on each month's last day (employment started on or before, not ended before) and
 * the approved leave working days starting in that month, split into szabadság, betegszabadság and the
 * other types.
 */
export const homeHrChartsSchema = z.object({
  months: z.array(z.string()),
  headcount: z.array(z.number().int()),
  leaveDays: z.object({
    szabadsag: z.array(z.number()),
    betegszabadsag: z.array(z.number()),
    other: z.array(z.number()),
  }),
});
export type HomeHrCharts = z.infer<typeof homeHrChartsSchema>;

/** One missing reference period (issue 22 §4): the table, the period and the Hungarian warning with the fallback. */
export const homeReferenceWarningSchema = z.object({
  kind: referenceDataKindSchema,
  period: z.string(),
  message: z.string(),
});

/**
 * `GET /api/home/referenceData` (hr, companyAdmin): the current or next periods of the reference tables that
 * are not loaded (see `expectedPeriods`), each with its warning; empty when everything is loaded.
 */
export const homeReferenceDataSchema = z.object({ warnings: z.array(homeReferenceWarningSchema) });
export type HomeReferenceData = z.infer<typeof homeReferenceDataSchema>;
