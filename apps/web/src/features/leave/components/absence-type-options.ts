import type { AbsenceType, AbsenceUnit } from "@office/shared/leave/absence-type.contract";
import type { AttendanceCode } from "@office/shared/attendance/attendance.contract";

/** The groups of the request form's type list, in the order shown (szabadság first). */
export const ABSENCE_TYPE_GROUPS = [
  { key: "leave", label: "Szabadság", codes: ["leave"] },
  { key: "health", label: "Betegség, keresőképtelenség", codes: ["sick", "sickPay"] },
  { key: "family", label: "Gyermek, család", codes: ["maternity", "paternity", "parental"] },
  { key: "exemption", label: "Munkavégzés alóli mentesülés (Mt. 55. §)", codes: ["exemption"] },
  { key: "other", label: "Egyéb", codes: ["homeOffice", "unpaid", "present", "other"] },
] as const satisfies readonly { key: string; label: string; codes: readonly AttendanceCode[] }[];

export type AbsenceTypeGroup = { key: string; label: string; types: AbsenceType[] };

/**
 * The active types of `types` grouped for the request form by their attendance code: szabadság first
 * (the `szabadsag` type at the very top), then sickness, family, the Mt. 55. § exemptions and the rest;
 * within a group by Hungarian name. Empty groups are left out. `keepCode`: a type to keep even when it
 * is inactive (the type of a request being edited).
 */
export function groupAbsenceTypes(types: readonly AbsenceType[], keepCode?: string): AbsenceTypeGroup[] {
  const collator = new Intl.Collator("hu");
  const shown = types
    .filter((type) => type.active || type.code === keepCode)
    .sort((a, b) =>
      a.code === "szabadsag" ? -1 : b.code === "szabadsag" ? 1 : collator.compare(a.name, b.name),
    );
  return ABSENCE_TYPE_GROUPS.map((group) => ({
    key: group.key,
    label: group.label,
    types: shown.filter((type) => (group.codes as readonly AttendanceCode[]).includes(type.attendanceCode)),
  })).filter((group) => group.types.length > 0);
}

/**
 * What the form offers for a type's unit (issue 22 §1): a half day only for `halfDay` types and a single
 * day; for `hour` types an hours field and a single date (the end date follows the start).
 */
export function unitRules(unit: AbsenceUnit | undefined, isSingleDay: boolean) {
  return {
    allowsHalfDay: unit === "halfDay" && isSingleDay,
    needsHours: unit === "hour",
    isSingleDateOnly: unit === "hour",
  };
}
