import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";

/** True for users who may create and edit partners: `projectManager` (companyAdmin passes, as on the server). */
export function useCanWritePartners(): boolean {
  return useAuthStore(
    (s) => hasPermission(s.authUser.role, "projectManager") || hasPermission(s.authUser.role, "companyAdmin"),
  );
}
