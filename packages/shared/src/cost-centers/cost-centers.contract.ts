import { z } from "zod";
import { idParamsSchema, textSchema } from "../http/common.contract.ts";

/**
 * Cost centres (költséghelyek, issue 8; DESIGN §7 `/cost-center`). Employees and projects refer to one by
 * id. Everyone signed in reads them; only `companyAdmin` writes (SPEC §6 Beállítások).
 */

/** `GET /api/costCenter` item and the answer of every write: `employeeCount`/`projectCount` = rows using it. */
export const costCenterSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  employeeCount: z.number().int(),
  projectCount: z.number().int(),
});
export type CostCenter = z.infer<typeof costCenterSchema>;

/** A cost centre code: 1–40 characters, letters, digits, `-`, `_`, `.` and `/` (e.g. `FEJ-01`). */
export const costCenterCodeSchema = textSchema(40, {
  min: 1,
  minMessage: "Add meg a költséghely kódját.",
  maxMessage: "A kód legfeljebb 40 karakter lehet.",
}).regex(/^[\p{L}\p{N}._/-]+$/u, "A kód csak betűt, számot és - _ . / jelet tartalmazhat.");

/** `POST /api/costCenter` and `PUT /api/costCenter/{id}` body. */
export const costCenterInputSchema = z.object({
  code: costCenterCodeSchema,
  name: textSchema(200, {
    min: 1,
    minMessage: "Add meg a költséghely nevét.",
    maxMessage: "A név legfeljebb 200 karakter lehet.",
  }),
  active: z.boolean().default(true),
});
export type CostCenterInput = z.output<typeof costCenterInputSchema>;
export type CostCenterFormValues = z.input<typeof costCenterInputSchema>;

/** `GET /api/costCenter?search=&active=`: `search` matches code or name (case-insensitive, contains). */
export const listCostCentersQuerySchema = z.object({
  search: textSchema(100).optional(),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export const costCenterIdParamsSchema = idParamsSchema;

/**
 * What `DELETE /api/costCenter/{id}` did: an unused cost centre is deleted (204, header
 * `x-office-outcome: deleted`); one used by employees or projects is deactivated instead (200 with the
 * cost centre, `active: false`, header `x-office-outcome: deactivated`).
 */
export type CostCenterDeleteOutcome = "deleted" | "deactivated";
