import { hasPermission } from "@office/shared/auth/permissions";
import type { RoutePrefetch } from "../../../lib/query/route-prefetch";
import { employeesQueryOptions } from "../../employees/api/list-employees";
import { assetsQueryOptions } from "./assets";

/**
 * `/eszkozok`: the whole register (the page always reads it for the filters' options; it is also the
 * list when the URL sets no filter) and, for assetManager and companyAdmin, the active employees.
 */
export const prefetchAssets: RoutePrefetch = ({ prefetch, authUser }) => {
  prefetch(assetsQueryOptions({}));
  const { role } = authUser;
  if (hasPermission(role, "assetManager") || hasPermission(role, "companyAdmin")) {
    prefetch(employeesQueryOptions(true));
  }
};
