import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";

/** True for hr and companyAdmin: they manage products and fulfil redemptions (as the server checks). */
export function useIsShopKeeper(): boolean {
  return useAuthStore(
    (s) => hasPermission(s.authUser.role, "hr") || hasPermission(s.authUser.role, "companyAdmin"),
  );
}
