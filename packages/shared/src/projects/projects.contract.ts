import { z } from "zod";
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";

/**
 * Projects (issue 8): client work for a partner with a budget (whole HUF), a cost centre, a manager,
 * members (employees) and external resources (contractors), a comment thread and an activity log.
 * Paths: `GET/POST /api/project`, `GET/PUT/DELETE /api/project/{id}`, `GET /api/project/options`,
 * `GET /api/project/similar`, `GET /api/project/{id}/activity`, `GET/POST /api/project/{id}/comment`,
 * `PUT/DELETE /api/project/{id}/comment/{commentId}`, `GET /api/project/{id}/mentionable`.
 */

export const PROJECT_STATUSES = ["planned", "active", "onHold", "closed"] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES, {
  error: "Válassz állapotot: tervezett, aktív, felfüggesztett vagy lezárt.",
});
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planned: "Tervezett",
  active: "Aktív",
  onHold: "Felfüggesztett",
  closed: "Lezárt",
};

export const PROJECT_HEALTHS = ["onTrack", "atRisk", "offTrack"] as const;
export const projectHealthSchema = z.enum(PROJECT_HEALTHS, {
  error: "Válassz állapotjelzőt: rendben, veszélyben vagy csúszik.",
});
export type ProjectHealth = z.infer<typeof projectHealthSchema>;
export const PROJECT_HEALTH_LABELS: Record<ProjectHealth, string> = {
  onTrack: "Rendben",
  atRisk: "Veszélyben",
  offTrack: "Csúszik",
};

/** Largest budget the contract accepts: 10^13 HUF (ten thousand billion), well inside a bigint. */
export const BUDGET_MAX_HUF = 10_000_000_000_000;
/** Most members / external resources on one project. */
export const PROJECT_MEMBERS_MAX = 200;

const idListSchema = z
  .array(idSchema)
  .max(PROJECT_MEMBERS_MAX, `Legfeljebb ${PROJECT_MEMBERS_MAX} elemet adhatsz meg.`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** What the form sends (`POST /api/project`, `PUT /api/project/{id}`); end ≥ start is checked here too. */
export const projectInputSchema = z
  .object({
    code: textSchema(30, { min: 1, minMessage: "Add meg a projekt kódját." }),
    name: textSchema(200, { min: 1, minMessage: "Add meg a projekt nevét." }),
    partnerId: idSchema.nullable().optional().default(null),
    status: projectStatusSchema.default("planned"),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().optional().default(null),
    budget: z
      .number({ error: "A költségvetés egész forintösszeg." })
      .int("A költségvetés egész forintösszeg.")
      .min(0, "A költségvetés nem lehet negatív.")
      .max(BUDGET_MAX_HUF, "A költségvetés túl nagy.")
      .nullable()
      .optional()
      .default(null),
    costCenterId: idSchema.nullable().optional().default(null),
    /**
     * The project manager (an employee id). Absent on `POST` = the creator (issue 19 §4: a new project's
     * creator is its manager unless another is chosen); `null` = no manager; absent on `PUT` = none.
     */
    managerId: idSchema.nullable().optional(),
    memberIds: idListSchema,
    externalResourceIds: idListSchema,
    description: optionalTextSchema(10_000),
    health: projectHealthSchema.default("onTrack"),
    progress: z
      .number({ error: "A készültség 0 és 100 közötti egész szám." })
      .int("A készültség 0 és 100 közötti egész szám.")
      .min(0, "A készültség 0 és 100 közötti egész szám.")
      .max(100, "A készültség 0 és 100 közötti egész szám.")
      .default(0),
  })
  .refine((p) => !p.endDate || p.endDate >= p.startDate, {
    message: "A befejezés nem lehet korábbi a kezdésnél.",
    path: ["endDate"],
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectInputParsed = z.output<typeof projectInputSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const projectMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** A project as the client sees it. `budget` in whole HUF; timestamps ISO-8601 UTC. */
export const projectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  partnerId: z.number().int().nullable(),
  partner: refSchema.nullable(),
  status: projectStatusSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  budget: z.number().int().nullable(),
  costCenterId: z.number().int().nullable(),
  costCenter: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  managerId: z.number().int().nullable(),
  manager: refSchema.nullable(),
  memberIds: z.array(z.number().int()),
  members: z.array(projectMemberSchema),
  externalResourceIds: z.array(z.number().int()),
  externalResources: z.array(
    z.object({ id: z.number().int(), name: z.string(), company: z.string().nullable() }),
  ),
  description: z.string().nullable(),
  health: projectHealthSchema,
  progress: z.number().int(),
  archived: z.boolean(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
/** A row of `GET /api/project`: the project and how many attachments it has (issue 23 §4). */
export const projectListItemSchema = projectSchema.extend({ attachmentCount: z.number().int() });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export const projectListSchema = z.array(projectListItemSchema);

const boolParam = z.enum(["true", "false"], { error: "Értéke true vagy false lehet." });

/** `GET /api/project` filters. `archived`: false (default) hides archived ones, true shows only them. */
export const projectListQuerySchema = z.object({
  search: textSchema(200).optional(),
  status: projectStatusSchema.optional(),
  partnerId: idParamSchema.optional(),
  managerId: idParamSchema.optional(),
  costCenterId: idParamSchema.optional(),
  mine: boolParam.optional(),
  archived: boolParam.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectIdParamsSchema = z.object({ id: idParamSchema });
export const projectCommentParamsSchema = z.object({ id: idParamSchema, commentId: idParamSchema });

/** `GET /api/project/similar?name=&excludeId=`: projects whose name is close to `name`. */
export const similarProjectsQuerySchema = z.object({
  name: textSchema(200, { min: 1, minMessage: "Add meg a nevet." }),
  excludeId: idParamSchema.optional(),
});
export const similarProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  archived: z.boolean(),
});
export type SimilarProject = z.infer<typeof similarProjectSchema>;

/** `GET /api/project/options`: what the project form's pickers need (active rows, by name). */
export const projectOptionsSchema = z.object({
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() })),
  costCenters: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  externalResources: z.array(
    z.object({ id: z.number().int(), name: z.string(), company: z.string().nullable() }),
  ),
  employees: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.string().nullable(),
      /** Department and e-mail tell namesakes apart in the person picker. */
      department: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
    }),
  ),
});
export type ProjectOptions = z.infer<typeof projectOptionsSchema>;

/** One entry of the activity log. `action`: created | updated | statusChanged | memberAdded | … */
export const PROJECT_ACTIVITY_ACTIONS = [
  "created",
  "updated",
  "statusChanged",
  "memberAdded",
  "memberRemoved",
  "externalResourceAdded",
  "externalResourceRemoved",
  "archived",
] as const;
export const projectActivitySchema = z.object({
  id: z.number().int(),
  action: z.enum(PROJECT_ACTIVITY_ACTIONS),
  actor: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  createdAt: z.string(),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

/** Comment text: plain, trimmed, 1–5,000 characters, line breaks kept. */
export const COMMENT_MAX = 5000;
export const projectCommentInputSchema = z.object({
  text: textSchema(COMMENT_MAX, {
    min: 1,
    minMessage: "A hozzászólás nem lehet üres.",
    maxMessage: `A hozzászólás legfeljebb ${COMMENT_MAX} karakter lehet.`,
  }),
});
export type ProjectCommentInput = z.infer<typeof projectCommentInputSchema>;

export const projectCommentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.object({
    userId: z.number().int(),
    employeeId: z.number().int().nullable(),
    name: z.string(),
    profilePicture: z.string().nullable(),
  }),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /**
   * The colleagues the text mentions (issue 19 §4), resolved by the server within the tenant: the
   * `@[Név](id)` tokens and plain `@Teljes Név` of an employee (see mentions.ts), by name.
   */
  mentions: z.array(z.object({ employeeId: z.number().int(), name: z.string() })),
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;

/**
 * `GET /api/project/{id}/mentionable`: who the comment box's `@` list offers — the active colleagues who
 * can open the project (its members, its manager, and project managers), by name (Hungarian collation).
 */
export const mentionableSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
});
export type Mentionable = z.infer<typeof mentionableSchema>;

/** The title of a comment notification (SPEC §2 drawer rule: opens `/projektek/{eventId}`). */
export const PROJECT_COMMENT_NOTIFICATION_TITLE = "Új hozzászólás";
/** The title of the notification of a person mentioned in a comment (routes like a comment's). */
export const PROJECT_MENTION_NOTIFICATION_TITLE = "Új hozzászólás: megemlítettek";
