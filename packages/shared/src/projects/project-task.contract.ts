import { z } from "zod";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { PROJECT_TASK_STATUSES, TASK_ESTIMATE_MAX_HOURS, TASK_POSITION_MAX } from "./project-task-status.ts";

/**
 * Tasks inside a project (issue 21 §3): a board of three columns (`status`), an order inside each column
 * (`position`, 0 = top), an optional assignee, due date and estimate in hours, and the hours booked to the
 * task in time entries (`bookedHours`: work entries that have ended, minus their breaks).
 * Paths: `GET/POST /api/project/{id}/task`, `GET/PUT/DELETE /api/task/{id}`, `GET /api/task/mine`.
 */

export {
  isProjectTaskStatus,
  PROJECT_TASK_STATUS_LABELS,
  PROJECT_TASK_STATUSES,
  TASK_ESTIMATE_MAX_HOURS,
  TASK_POSITION_MAX,
  type ProjectTaskStatus,
} from "./project-task-status.ts";

export const projectTaskStatusSchema = z.enum(PROJECT_TASK_STATUSES, {
  error: "Válassz állapotot: teendő, folyamatban vagy kész.",
});

const ESTIMATE_MESSAGE = "A becsült idő 0 és 10 000 óra között lehet.";

/** Estimate in hours (fractions allowed, stored in whole minutes); null = no estimate. */
const estimateHoursSchema = z
  .number({ error: ESTIMATE_MESSAGE })
  .min(0, ESTIMATE_MESSAGE)
  .max(TASK_ESTIMATE_MAX_HOURS, ESTIMATE_MESSAGE)
  .nullable();

const titleSchema = textSchema(200, {
  min: 1,
  minMessage: "Add meg a feladat címét.",
  maxMessage: "A cím legfeljebb 200 karakter lehet.",
});
const DESCRIPTION_MAX_MESSAGE = "A leírás legfeljebb 10 000 karakter lehet.";
const dueDateSchema = isoDateSchema.nullable();
const assigneeIdSchema = idSchema.nullable();
const positionSchema = z
  .number({ error: "A sorrend nemnegatív egész szám." })
  .int("A sorrend nemnegatív egész szám.")
  .min(0, "A sorrend nemnegatív egész szám.")
  .max(TASK_POSITION_MAX, "A sorrend túl nagy.");

/** `POST /api/project/{id}/task`: a new task goes to the bottom of its column. */
export const projectTaskInputSchema = z.object({
  title: titleSchema,
  description: optionalTextSchema(10_000, DESCRIPTION_MAX_MESSAGE),
  assigneeId: assigneeIdSchema.optional().default(null),
  dueDate: dueDateSchema.optional().default(null),
  status: projectTaskStatusSchema.default("todo"),
  estimateHours: estimateHoursSchema.optional().default(null),
});
export type ProjectTaskInput = z.input<typeof projectTaskInputSchema>;
export type ProjectTaskInputParsed = z.output<typeof projectTaskInputSchema>;

/**
 * `PUT /api/task/{id}`: only the fields sent change. `status` and/or `position` move the task on the
 * board: `position` is its 0-based place in the (new) column after the move; a status change without a
 * position puts it at the bottom of the new column. The assignee (without manager rights) may send only
 * `status` and `position` (other fields only with their current values).
 */
export const projectTaskUpdateInputSchema = z.object({
  title: titleSchema.optional(),
  description: textSchema(10_000, { maxMessage: DESCRIPTION_MAX_MESSAGE })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  assigneeId: assigneeIdSchema.optional(),
  dueDate: dueDateSchema.optional(),
  status: projectTaskStatusSchema.optional(),
  position: positionSchema.optional(),
  estimateHours: estimateHoursSchema.optional(),
});
export type ProjectTaskUpdate = z.input<typeof projectTaskUpdateInputSchema>;
export type ProjectTaskUpdateParsed = z.output<typeof projectTaskUpdateInputSchema>;

/** A task as the client sees it. Hours are decimal (2.5 = 2 h 30 min); timestamps ISO-8601 UTC. */
export const projectTaskSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  projectCode: z.string(),
  projectName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: projectTaskStatusSchema,
  position: z.number().int(),
  estimateHours: z.number().nullable(),
  bookedHours: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectTask = z.infer<typeof projectTaskSchema>;
export const projectTaskListSchema = z.array(projectTaskSchema);

export const projectTaskIdParamsSchema = z.object({ id: idParamSchema });
