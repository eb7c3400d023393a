import { z } from "zod";

export { hasPermission } from "./permissions.ts";

/**
 * Role names carried in the token's `role` list (DESIGN §5). SPEC §6: a permission check is true when
 * the list contains the requested name; `companyAdmin` is not a wildcard in the SPA (SPEC gates menu
 * items on the exact name), the server treats it as "everything in the tenant" (DESIGN §5).
 */
export const roleSchema = z.enum([
  "companyAdmin",
  "hr",
  "employeeWages2",
  "projectManager",
  "fleetManager",
  "assetManager",
]);
export type Role = z.infer<typeof roleSchema>;
export const ALL_ROLES: readonly Role[] = roleSchema.options;
