import { z } from "zod";
import { idParamSchema, isoDateSchema, textSchema } from "../http/common.contract.ts";
import { allocationSchema, resourceTypeSchema, weeklyLoadSchema } from "./allocations.contract.ts";

/**
 * `GET /api/resourcePlanner?start=&end=&projectId=&department=&search=` — everything the Erőforrás-tervező
 * (`/eroforras-naptar`, issue 9 §1) draws for a range in one answer: the calendar days, the resources
 * (employees grouped by department, then external resources) with their leave, the allocations with their
 * conflicts, and the projects that can be planned. `projectManager` (companyAdmin passes) sees everyone;
 * any other signed-in user sees only themself. The range is at most `ALLOCATION_QUERY_MAX_DAYS` days.
 */
export const plannerQuerySchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  projectId: idParamSchema.optional(),
  department: textSchema(120).optional(),
  search: textSchema(120).optional(),
});
export type PlannerQuery = z.infer<typeof plannerQuerySchema>;

/** A calendar day of the range (general work schedule with the tenant's company rest days). */
export const plannerDaySchema = z.object({
  date: z.string(),
  kind: z.enum(["workday", "weekend", "holiday", "restDay", "swappedWorkday", "companyRestDay"]),
  isWorkingDay: z.boolean(),
  /** Hungarian name of a holiday / swap / company rest day, else null. */
  name: z.string().nullable(),
});
export type PlannerDay = z.infer<typeof plannerDaySchema>;

/** One leave day of a resource: approved leave, approved sick leave, or a pending request. */
export const plannerLeaveDaySchema = z.object({
  date: z.string(),
  state: z.enum(["approved", "sick", "pending"]),
  /** The leave type code (`szabadsag`, `betegszabadsag`, …). */
  leaveType: z.string(),
  halfDay: z.boolean(),
});

export const plannerResourceSchema = z.object({
  resourceType: resourceTypeSchema,
  resourceId: z.number().int(),
  name: z.string(),
  /** Employees: their department; external resources: their company. */
  department: z.string().nullable(),
  position: z.string().nullable(),
  /** Contracted weekly hours (external resources: 40). Daily capacity = weeklyHours / 5 on a working day. */
  weeklyHours: z.number(),
  workSchedule: z.enum(["general", "other"]),
  /** Employment (employees) or contract (external resources) dates; null = open. */
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  leave: z.array(plannerLeaveDaySchema),
});
export type PlannerResource = z.infer<typeof plannerResourceSchema>;

export const plannerProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(["planned", "active", "onHold", "closed"]),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** HUF; null when not set. */
  budget: z.number().nullable(),
  /**
   * Cost of the project's allocations up to the range end, HUF (employees: planned hours × the hourly employer
   * cost of their wage that month; external resources: their hourly rate, or daily rate / 8). Null for callers
   * without `projectManager` or `employeeWages2`, and when withheld (`costWithheld`).
   * Issue 18 §1: without `employeeWages2` the employees' hours are priced at the company's average hourly
   * cost of each year instead (`costBasis` `averageRate`), and a cost built from 1 or 2 employees is withheld.
   */
  costToDateHuf: z.number().nullable(),
  /** How `costToDateHuf` was computed; null when the caller gets no cost. */
  costBasis: z.enum(["exact", "averageRate"]).nullable(),
  /** True when the cost is withheld: fewer than 3 people's data (`WAGE_FIGURE_WITHHELD_MESSAGE`). */
  costWithheld: z.boolean(),
  /**
   * Budget burn from the time records (issue 21 §4), HUF up to the range end: hours booked to the project ×
   * the same hourly cost as `costToDateHuf` (`costBasis`), plus external resources' planned cost (they keep no
   * time records). Null like `costToDateHuf`; withheld (`actualCostWithheld`) from fewer than 3 people.
   */
  actualCostHuf: z.number().nullable(),
  actualCostWithheld: z.boolean(),
  /** Hours booked to the project up to the range end (null for callers who get no cost). */
  bookedHours: z.number().nullable(),
});
export type PlannerProject = z.infer<typeof plannerProjectSchema>;

export const plannerSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.array(plannerDaySchema),
  resources: z.array(plannerResourceSchema),
  allocations: z.array(allocationSchema),
  projects: z.array(plannerProjectSchema),
  /** Planned against actual hours per employee and ISO week of the range (issue 21 §4, as `/resourceAllocation/load`). */
  weeklyLoad: z.array(weeklyLoadSchema),
  /** True when the caller may create and change allocations (projectManager). */
  canEdit: z.boolean(),
});
export type Planner = z.infer<typeof plannerSchema>;
