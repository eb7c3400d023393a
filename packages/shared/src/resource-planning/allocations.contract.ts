import { z } from "zod";
import { idParamSchema, idSchema, isoDateSchema, optionalTextSchema } from "../http/common.contract.ts";
import type { AllocationConflict } from "./allocation-conflicts.ts";

/**
 * Resource allocations (Erőforrás-tervező, issue 9 §1). The paths and field names are a contract:
 * `GET /api/resourceAllocation?start=&end=&projectId=&resourceType=&resourceId=`, `POST /api/resourceAllocation`,
 * `PUT/DELETE /api/resourceAllocation/{id}` — `{ resourceType (employee|external), resourceId, projectId,
 * start, end (dates, inclusive), hoursPerDay (0.5–24), note }` plus `status` (tentative|confirmed).
 */
export const RESOURCE_TYPES = ["employee", "external"] as const;
export const resourceTypeSchema = z.enum(RESOURCE_TYPES, "Az erőforrás típusa employee vagy external lehet.");
export type ResourceType = z.infer<typeof resourceTypeSchema>;

export const ALLOCATION_STATUSES = ["tentative", "confirmed"] as const;
export const allocationStatusSchema = z.enum(
  ALLOCATION_STATUSES,
  "Az állapot tentative vagy confirmed lehet.",
);
export type AllocationStatus = z.infer<typeof allocationStatusSchema>;

/** Hungarian labels of the statuses. */
export const ALLOCATION_STATUS_LABELS: Readonly<Record<AllocationStatus, string>> = {
  tentative: "Tervezett",
  confirmed: "Megerősített",
};

/** Longest range one `GET /api/resourceAllocation` may ask for (a quarter and some: the planner's widest zoom). */
export const ALLOCATION_QUERY_MAX_DAYS = 190;

export const hoursPerDaySchema = z
  .number({ error: "Az óraszámot számmal add meg." })
  .min(0.5, "Napi legalább 0,5 óra tervezhető.")
  .max(24, "Napi legfeljebb 24 óra tervezhető.")
  .refine((h) => Number.isInteger(h * 2), "Az óraszám fél órára kerekítve adható meg.");

/** `POST /api/resourceAllocation` and `PUT /api/resourceAllocation/{id}` body. */
export const allocationInputSchema = z
  .object({
    resourceType: resourceTypeSchema,
    resourceId: idSchema,
    projectId: idSchema,
    start: isoDateSchema,
    end: isoDateSchema,
    hoursPerDay: hoursPerDaySchema,
    status: allocationStatusSchema.default("tentative"),
    note: optionalTextSchema(1000),
  })
  .refine((a) => a.end >= a.start, {
    path: ["end"],
    message: "A záró dátum nem lehet korábbi a kezdő dátumnál.",
  });
export type AllocationInput = z.output<typeof allocationInputSchema>;

/** `GET /api/resourceAllocation` query. */
export const allocationQuerySchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  projectId: idParamSchema.optional(),
  resourceType: resourceTypeSchema.optional(),
  resourceId: idParamSchema.optional(),
});
export type AllocationQuery = z.infer<typeof allocationQuerySchema>;

/** One conflict day of an allocation (see `allocation-conflicts.ts` for the kinds and severities). */
export const allocationConflictSchema = z.object({
  date: z.string(),
  kind: z.enum([
    "leave",
    "sickLeave",
    "pendingLeave",
    "holiday",
    "weekend",
    "restDay",
    "companyRestDay",
    "outsideProject",
    "outsideContract",
    "overAllocated",
  ]),
  severity: z.enum(["warning", "notice", "info"]),
  hours: z.number().optional(),
  capacity: z.number().optional(),
  name: z.string().optional(),
}) satisfies z.ZodType<AllocationConflict>;

/** An allocation as answered: the input fields plus names, planned hours and the conflicts on its days. */
export const allocationSchema = z.object({
  id: z.number().int(),
  resourceType: resourceTypeSchema,
  resourceId: z.number().int(),
  resourceName: z.string(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  start: z.string(),
  end: z.string(),
  hoursPerDay: z.number(),
  status: allocationStatusSchema,
  note: z.string().nullable(),
  /** Hours actually planned: hoursPerDay on each working day without approved leave. */
  plannedHours: z.number(),
  /**
   * Hours booked in the time records (issue 21 §4) by the allocation's employee to its project on the days of
   * the allocation ∩ the asked range (`GET` lists; the whole allocation for write answers): ended `work`
   * entries, minus breaks. 0 for external resources (they keep no time records).
   */
  bookedHours: z.number(),
  conflicts: z.array(allocationConflictSchema),
});
export type Allocation = z.infer<typeof allocationSchema>;

/** `PUT/DELETE /api/resourceAllocation/{id}` path. */
export const allocationIdParamsSchema = z.object({ id: idParamSchema });

/**
 * `POST /api/resourceAllocation/copyWeek` body: copy the allocations overlapping the week starting Monday
 * `from` into the week starting Monday `to` (clipped to the week, shifted); `projectId` narrows to one project.
 * Answers the created allocations.
 */
export const copyWeekInputSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  projectId: idSchema.optional(),
});
export type CopyWeekInput = z.infer<typeof copyWeekInputSchema>;

/** Longest allocation `GET /api/resourceAllocation/preview` checks (a year and a day), days. */
export const ALLOCATION_PREVIEW_MAX_DAYS = 367;

/**
 * `GET /api/resourceAllocation/preview?resourceType=&resourceId=&projectId=&start=&end=&hoursPerDay=&id=`
 * (issue 19 §4): the allocation as it stands in the editor, before saving — a read, nothing is written; `id`
 * is the allocation being changed (its stored hours do not count as "other" hours), absent for a new one.
 * `hoursPerDay` is a decimal with a point (`7.5`). Same field rules as `allocationInputSchema`.
 */
export const allocationPreviewQuerySchema = z
  .object({
    id: idParamSchema.optional(),
    resourceType: resourceTypeSchema,
    resourceId: idParamSchema,
    projectId: idParamSchema,
    start: isoDateSchema,
    end: isoDateSchema,
    hoursPerDay: z
      .string({ error: "Az óraszámot számmal add meg." })
      .regex(/^\d{1,2}(\.\d{1,2})?$/, "Az óraszámot számmal add meg.")
      .transform(Number)
      .pipe(hoursPerDaySchema),
  })
  .refine((a) => a.end >= a.start, {
    path: ["end"],
    message: "A záró dátum nem lehet korábbi a kezdő dátumnál.",
  });
export type AllocationPreviewQuery = z.output<typeof allocationPreviewQuerySchema>;

/**
 * The answer of a preview: the hours the allocation would plan (`plannedHours`, the rule of
 * `plannedHoursOnDay`: no hours on weekends, holidays, rest days and leave days), the plannable days they fall
 * on (`workingDays`, a half day of leave counts ½) and its conflicts (the same as the saved allocation would
 * carry).
 */
export const allocationPreviewSchema = z.object({
  plannedHours: z.number(),
  workingDays: z.number(),
  conflicts: z.array(allocationConflictSchema),
});
export type AllocationPreview = z.infer<typeof allocationPreviewSchema>;

/** `GET /api/resourceAllocation/load?start=&end=` query (issue 21 §4): at most `ALLOCATION_QUERY_MAX_DAYS` days. */
export const allocationLoadQuerySchema = z.object({ start: isoDateSchema, end: isoDateSchema });
export type AllocationLoadQuery = z.infer<typeof allocationLoadQuerySchema>;

/**
 * One employee's ISO week inside the asked range (issue 21 §4): `plannedHours` = the planned hours of all their
 * allocations on the week's days inside the range (`plannedHoursOnDay`), `actualHours` = hours worked in the
 * time records on those days (ended `work` entries minus breaks, any project or none). `weekStart` is the
 * week's Monday (may precede the range), `isoWeek` e.g. `2026-W10`. Only weeks with a figure are listed.
 */
export const weeklyLoadSchema = z.object({
  employeeId: z.number().int(),
  weekStart: z.string(),
  isoWeek: z.string(),
  plannedHours: z.number(),
  actualHours: z.number(),
});
export type WeeklyLoad = z.infer<typeof weeklyLoadSchema>;

/** `GET /api/resourceAllocation/load` answer: the rows by employee id, then week. */
export const allocationLoadSchema = z.object({
  start: z.string(),
  end: z.string(),
  rows: z.array(weeklyLoadSchema),
});
export type AllocationLoad = z.infer<typeof allocationLoadSchema>;
