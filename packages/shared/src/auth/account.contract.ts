import { z } from "zod";
import { ALL_ROLES, roleSchema, type Role } from "./roles.ts";

/** Hungarian names of the roles (DESIGN §5), for the account card and the history. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  companyAdmin: "Cégadminisztrátor",
  hr: "HR",
  employeeWages2: "Béradatok",
  projectManager: "Projektmenedzser",
  fleetManager: "Flottakezelő",
  assetManager: "Eszközkezelő",
};

/**
 * `GET /api/employee/{id}/account` (hr, companyAdmin): the employee's sign-in account — none yet
 * (`hasAccount: false`, HR's login link creates one), or its username, whether it may sign in, its roles.
 */
export const employeeAccountSchema = z.object({
  hasAccount: z.boolean(),
  username: z.string().nullable(),
  active: z.boolean().nullable(),
  roles: z.array(roleSchema),
});
export type EmployeeAccount = z.infer<typeof employeeAccountSchema>;

/** `PUT /api/employee/{id}/roles` (companyAdmin) body: the account's complete role list (no duplicates). */
export const employeeRolesInputSchema = z.object({
  roles: z
    .array(roleSchema, { error: "Ismeretlen jogosultság." })
    .max(ALL_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, "Egy jogosultság csak egyszer szerepelhet."),
});
export type EmployeeRolesInput = z.infer<typeof employeeRolesInputSchema>;

/** `roles` in the canonical order of `ALL_ROLES`. */
export const sortRoles = (roles: readonly Role[]): Role[] => ALL_ROLES.filter((role) => roles.includes(role));
