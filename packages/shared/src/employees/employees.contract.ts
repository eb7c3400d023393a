import { z } from "zod";
import { bankAccountSchema } from "../hu/bank-account.ts";
import { tajNumberSchema, taxIdSchema, validateTaxId } from "../hu/identifiers.ts";
import {
  idParamsSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";

/** Work schedule: `general` = általános munkarend (Mon–Fri, NGM swap days apply), `other` = egyéb. */
export const workScheduleSchema = z.enum(["general", "other"]);
export type WorkSchedule = z.infer<typeof workScheduleSchema>;

/** Default `employeeEducations` of `GET /api/appConfig` (SPEC §3 App config). */
export const EMPLOYEE_EDUCATIONS = [
  "Általános iskola",
  "Szakmunkásképző / szakiskola",
  "Érettségi",
  "Felsőfokú szakképzés",
  "Főiskola / BSc",
  "Egyetem / MSc",
  "Doktori fokozat (PhD)",
] as const;

export const childSchema = z.object({
  name: textSchema(200).nullable().optional(),
  birthDate: isoDateSchema,
  disabled: z.boolean().default(false),
});
export type Child = z.infer<typeof childSchema>;

/**
 * The directory view of an employee (any signed-in user; `GET /api/employee`, `GET /api/employee/{id}`
 * for others). `profilePicture` is the stored file name (SPEC §3 "Employee profile read"), null when
 * none. `view` says which DTO this is.
 */
export const employeeSchema = z.object({
  view: z.enum(["directory", "full"]),
  id: z.number().int(),
  employeeNumber: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  /** The code of the employee's cost centre (`/api/costCenter`), kept for older clients; null when none. */
  costCenter: z.string().nullable(),
  /** The employee's cost centre (`/api/costCenter` id); null when none. */
  costCenterId: z.number().int().nullable(),
  employmentStart: z.string().nullable(),
  employmentEnd: z.string().nullable(),
  workSchedule: workScheduleSchema,
  weeklyHours: z.number(),
  profilePicture: z.string().nullable(),
  active: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;

/**
 * The full HR record: directory fields plus the sensitive ones, returned only to the employee
 * themself, `hr` and `companyAdmin` (DESIGN §5). Wages are separate (`/wages`, `employeeWages2`).
 */
export const employeeDetailSchema = employeeSchema.extend({
  view: z.literal("full"),
  birthName: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  mothersName: z.string().nullable(),
  taxId: z.string().nullable(),
  tajNumber: z.string().nullable(),
  address: z.string().nullable(),
  bankAccount: z.string().nullable(),
  education: z.string().nullable(),
  disability: z.boolean(),
  children: z.array(childSchema),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** `GET /api/employee/{id}` answers one of the two views, by who asks. */
export const employeeViewSchema = z.union([employeeDetailSchema, employeeSchema]);

export const listEmployeesQuerySchema = z.object({
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export const employeeIdParamsSchema = idParamsSchema;

export { PROFILE_PICTURE_MAX_BYTES, profilePictureUrl } from "./profile-picture.ts";

/** An optional identifier: empty → null, otherwise normalised and checked with its checksum (DESIGN §9). */
const optionalIdentifier = (schema: z.ZodType<string>) =>
  z
    .union([z.literal("").transform(() => null), schema])
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * `POST /api/employee` and `PUT /api/employee/{id}` body: the whole HR record. Tax id (adóazonosító
 * jel), TAJ and bank account are checked with their checksums and normalised; dates are `YYYY-MM-DD`.
 * The cost centre is `costCenterId`, or for older clients the `costCenter` code (`costCenterId` wins);
 * neither → no cost centre.
 */
export const employeeInputBaseSchema = z.object({
  employeeNumber: optionalTextSchema(20),
  name: textSchema(200, { min: 1, minMessage: "Add meg a nevet." }),
  birthName: optionalTextSchema(200),
  birthDate: isoDateSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  birthPlace: optionalTextSchema(100),
  mothersName: optionalTextSchema(200),
  taxId: optionalIdentifier(taxIdSchema),
  tajNumber: optionalIdentifier(tajNumberSchema),
  address: optionalTextSchema(300),
  phone: optionalTextSchema(40),
  email: z
    .email("Adj meg egy érvényes e-mail címet.")
    .max(320)
    .nullable()
    .optional()
    .or(z.literal("").transform(() => null))
    .transform((v) => v ?? null),
  bankAccount: optionalIdentifier(bankAccountSchema),
  education: optionalTextSchema(100),
  position: optionalTextSchema(100),
  department: optionalTextSchema(100),
  managerId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /**
   * The cost centre by code (older clients, the `.xlsx` import); used only when `costCenterId` is absent.
   * An unknown code → 400.
   */
  costCenter: optionalTextSchema(40),
  /** The cost centre (`/api/costCenter` id; null = none). Wins over `costCenter`; unknown id → 400. */
  costCenterId: idSchema.nullable().optional(),
  employmentStart: isoDateSchema,
  employmentEnd: isoDateSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  workSchedule: workScheduleSchema.default("general"),
  weeklyHours: z
    .number()
    .min(1, "A heti óraszám legalább 1.")
    .max(60, "A heti óraszám legfeljebb 60.")
    .default(40),
  disability: z.boolean().default(false),
  children: z.array(childSchema).max(20).default([]),
  active: z.boolean().default(true),
});

/** The input with its cross-field rules: employment end ≥ start, tax id ↔ birth date, children born. */
export const employeeInputSchema = employeeInputBaseSchema.superRefine((v, ctx) => {
  if (v.employmentEnd && v.employmentEnd < v.employmentStart) {
    ctx.addIssue({
      code: "custom",
      path: ["employmentEnd"],
      message: "A munkaviszony vége nem lehet korábbi a kezdeténél.",
    });
  }
  if (v.taxId && v.birthDate) {
    const message = validateTaxId(v.taxId, { birthDate: v.birthDate });
    if (message) ctx.addIssue({ code: "custom", path: ["taxId"], message });
  }
  if (v.birthDate && v.birthDate >= v.employmentStart) {
    ctx.addIssue({
      code: "custom",
      path: ["birthDate"],
      message: "A születési dátum nem lehet a munkaviszony kezdete utáni.",
    });
  }
});
export type EmployeeInput = z.output<typeof employeeInputSchema>;

/** One field-level change (SPEC `GET /employee/{id}/history` → `history`). Times are ISO UTC. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  area: z.string(),
  field: z.string(),
  fieldLabel: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const employeeHistorySchema = z.object({ history: z.array(historyEntrySchema) });

/** `GET /api/resource/employee/{id}`: the employee as a plannable resource (resource planner, reports). */
export const employeeResourceSchema = z.object({
  resourceId: z.number().int(),
  resourceType: z.literal("employee"),
  employeeId: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  weeklyHours: z.number(),
  /** Hours a day by the work schedule (weekly hours / 5). */
  dailyHours: z.number(),
  active: z.boolean(),
});
export type EmployeeResource = z.infer<typeof employeeResourceSchema>;

/** `GET /api/appConfig` (SPEC §3 App config). */
export const appConfigSchema = z.object({ employeeEducations: z.array(z.string()) });

/** `GET /api/employee/newEmployee`: the new-employee form's starting values (name still empty). */
export const newEmployeeTemplateSchema = employeeInputBaseSchema.extend({ name: z.string() });
export type NewEmployeeTemplate = z.output<typeof newEmployeeTemplateSchema>;
