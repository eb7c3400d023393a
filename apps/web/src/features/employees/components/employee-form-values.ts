import type { z } from "zod";
import type {
  EmployeeDetail,
  NewEmployeeTemplate,
  employeeInputSchema,
} from "@office/shared/employees/employees.contract";

/** The form's values: the input side of `employeeInputSchema` (what the resolver reads). */
export type EmployeeFormValues = z.input<typeof employeeInputSchema>;

/** `""` → null for optional fields (an emptied date or select means "not given"). */
export function emptyToNull(value: unknown): unknown {
  return value === "" ? null : value;
}

/** The editable fields of a saved record or of the new-employee template, as form values. */
export function toEmployeeFormValues(source: EmployeeDetail | NewEmployeeTemplate): EmployeeFormValues {
  return {
    employeeNumber: source.employeeNumber,
    name: source.name,
    birthName: source.birthName,
    birthDate: source.birthDate,
    birthPlace: source.birthPlace,
    mothersName: source.mothersName,
    taxId: source.taxId,
    tajNumber: source.tajNumber,
    address: source.address,
    phone: source.phone,
    email: source.email,
    bankAccount: source.bankAccount,
    education: source.education,
    position: source.position,
    department: source.department,
    managerId: source.managerId,
    costCenterId: source.costCenterId ?? null,
    employmentStart: source.employmentStart ?? "",
    employmentEnd: source.employmentEnd,
    workSchedule: source.workSchedule,
    weeklyHours: source.weeklyHours,
    disability: source.disability,
    children: source.children.map((child) => ({
      name: child.name ?? null,
      birthDate: child.birthDate,
      disabled: child.disabled,
    })),
    active: source.active,
  };
}
