import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";

/** True for `assetManager` (companyAdmin passes, as on the server): writes assets, protocols, stocktaking. */
export function useCanManageAssets(): boolean {
  return useAuthStore(
    (s) => hasPermission(s.authUser.role, "assetManager") || hasPermission(s.authUser.role, "companyAdmin"),
  );
}
