import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";

/** True for `fleetManager` (companyAdmin passes, as on the server): cars, drivers, fuel cards. */
export function useCanManageFleet(): boolean {
  return useAuthStore(
    (s) => hasPermission(s.authUser.role, "fleetManager") || hasPermission(s.authUser.role, "companyAdmin"),
  );
}
