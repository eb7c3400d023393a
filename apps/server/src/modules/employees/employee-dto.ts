import type { Employee, EmployeeDetail } from "@office/shared/employees/employees.contract";
import type { ChildRow, EmployeeRowWithManager } from "./employees.repository.ts";

/** The directory view (any signed-in user of the tenant). */
export function toDirectoryDto(row: EmployeeRowWithManager): Employee {
  return {
    view: "directory",
    id: row.id,
    employeeNumber: row.employeeNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    department: row.department,
    managerId: row.managerId,
    managerName: row.managerName,
    costCenter: row.costCenterCode,
    costCenterId: row.costCenterId,
    employmentStart: row.employmentStart,
    employmentEnd: row.employmentEnd,
    workSchedule: row.workSchedule === "other" ? "other" : "general",
    weeklyHours: row.weeklyHours,
    profilePicture: row.profilePicture,
    active: row.active,
  };
}

/** The full HR record (the employee themself, `hr`, `companyAdmin`: DESIGN §5). */
export function toDetailDto(row: EmployeeRowWithManager, children: ChildRow[]): EmployeeDetail {
  return {
    ...toDirectoryDto(row),
    view: "full",
    birthName: row.birthName,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    mothersName: row.mothersName,
    taxId: row.taxId,
    tajNumber: row.tajNumber,
    address: row.address,
    bankAccount: row.bankAccount,
    education: row.education,
    disability: row.disability,
    children: children.map((c) => ({ name: c.name, birthDate: c.birthDate, disabled: c.disabled })),
  };
}

/** Hungarian labels of the recorded fields (history tab, audit). */
export const EMPLOYEE_FIELD_LABELS: Readonly<Record<string, string>> = {
  created: "Felvétel",
  employeeNumber: "Törzsszám",
  name: "Név",
  birthName: "Születési név",
  birthDate: "Születési dátum",
  birthPlace: "Születési hely",
  mothersName: "Anyja neve",
  taxId: "Adóazonosító jel",
  tajNumber: "TAJ szám",
  address: "Lakcím",
  phone: "Telefon",
  email: "E-mail",
  bankAccount: "Bankszámlaszám",
  education: "Végzettség",
  position: "Munkakör",
  department: "Szervezeti egység",
  managerId: "Közvetlen vezető",
  costCenter: "Költséghely",
  employmentStart: "Munkaviszony kezdete",
  employmentEnd: "Munkaviszony vége",
  workSchedule: "Munkarend",
  weeklyHours: "Heti óraszám",
  disability: "Megváltozott munkaképesség",
  children: "Gyermekek",
  active: "Aktív",
  profilePicture: "Profilkép",
  roles: "Jogosultságok",
};
