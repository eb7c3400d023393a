import { z } from "zod";
import { optionalTextSchema, textSchema } from "../http/common.contract.ts";
import { attendanceCodeSchema } from "../attendance/attendance.contract.ts";

/**
 * Absence types (távollét-típusok, issue 22 §1): what a leave request books. Every tenant starts with the
 * statutory types of `STATUTORY_ABSENCE_TYPES` (server side) and may add its own. `code` is the value of
 * a request's `leaveType`; the six codes of issue 3 (`szabadsag`, `betegszabadsag`, `apasagi`, `szuloi`,
 * `fizetes_nelkuli`, `home_office`) are statutory types, so old clients keep working.
 */

/** How a request of the type is measured: whole working days, half days allowed, or hours of one day. */
export const absenceUnitSchema = z.enum(["day", "halfDay", "hour"], "Ismeretlen mértékegység.");
export type AbsenceUnit = z.infer<typeof absenceUnitSchema>;

/**
 * The approval steps of a type: `manager` (the employee's manager, or who stands in for them),
 * `managerThenHr` (the manager, then hr), `hr` (hr only).
 */
export const absenceApprovalSchema = z.enum(
  ["manager", "managerThenHr", "hr"],
  "Ismeretlen jóváhagyási mód.",
);
export type AbsenceApproval = z.infer<typeof absenceApprovalSchema>;

/** The steps of each approval mode, in order. */
export const APPROVAL_STEPS: Readonly<Record<AbsenceApproval, readonly ("manager" | "hr")[]>> = {
  manager: ["manager"],
  managerThenHr: ["manager", "hr"],
  hr: ["hr"],
};

export const ABSENCE_UNIT_LABELS: Readonly<Record<AbsenceUnit, string>> = {
  day: "Egész nap",
  halfDay: "Fél nap is",
  hour: "Óra",
};
export const ABSENCE_APPROVAL_LABELS: Readonly<Record<AbsenceApproval, string>> = {
  manager: "Vezető",
  managerThenHr: "Vezető, majd HR",
  hr: "HR",
};

/** A type's code: lower-case ASCII letters, digits and `_`, 2–40 characters, starting with a letter. */
export const absenceTypeCodeSchema = z
  .string("Add meg a kódot.")
  .regex(/^[a-z][a-z0-9_]{1,39}$/, "A kód 2–40 karakter: kisbetű, számjegy és aláhúzás, betűvel kezdve.");

/** `POST /api/absenceType` and `PUT /api/absenceType/{id}` body (companyAdmin and hr). */
export const absenceTypeInputSchema = z.object({
  code: absenceTypeCodeSchema,
  name: textSchema(80, { min: 1, minMessage: "Add meg a nevet." }),
  description: optionalTextSchema(1000),
  paid: z.boolean("Add meg, hogy fizetett-e."),
  countsAgainstEntitlement: z.boolean("Add meg, hogy a szabadságkeretből fogy-e."),
  requiresCertificate: z.boolean("Add meg, hogy kell-e igazolás."),
  yearlyLimitDays: z
    .number("Számot adj meg.")
    .multipleOf(0.5, "Fél napra kerekített értéket adj meg.")
    .min(0.5, "Legalább fél nap.")
    .max(366, "Legfeljebb 366 nap.")
    .nullable()
    .default(null),
  unit: absenceUnitSchema,
  attendanceCode: attendanceCodeSchema,
  approval: absenceApprovalSchema,
  visibleToColleaguesAs: textSchema(80, { min: 1, minMessage: "Add meg, mit lássanak a munkatársak." }),
  active: z.boolean().default(true),
});
export type AbsenceTypeInput = z.output<typeof absenceTypeInputSchema>;

/**
 * An absence type as the API answers it. `statutory`: one of the law's types every tenant starts with
 * (its code cannot change and it cannot be deleted, only deactivated); `inUse`: requests refer to it
 * (then DELETE deactivates it instead). `visibleToColleaguesAs`: what colleagues who may not see the
 * type see instead (for health data, e.g. „Távol”); when it differs from `name`, such viewers get
 * `leaveType: null` on the request.
 */
export const absenceTypeSchema = absenceTypeInputSchema.extend({
  id: z.number().int(),
  description: z.string().nullable(),
  yearlyLimitDays: z.number().nullable(),
  statutory: z.boolean(),
  inUse: z.boolean(),
});
export type AbsenceType = z.infer<typeof absenceTypeSchema>;
export const absenceTypeListSchema = z.array(absenceTypeSchema);

/** `DELETE /api/absenceType/{id}`: `deleted` when it was unused, else it was deactivated. */
export const absenceTypeDeleteResultSchema = z.object({
  outcome: z.enum(["deleted", "deactivated"]),
  type: absenceTypeSchema.nullable(),
});
