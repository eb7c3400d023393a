import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Employee } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";

/** The directory's active filter: `?active=true`, `?active=false`, or no filter. */
export type ActiveFilter = "active" | "inactive" | "all";

/** The directory's filters, in the order the select lists them. */
export const ACTIVE_FILTERS: readonly ActiveFilter[] = ["active", "inactive", "all"];

/** The filter a `?active=` URL value names; `active` when it names none. */
export function readActiveFilter(value: string | null): ActiveFilter {
  return ACTIVE_FILTERS.find((filter) => filter === value) ?? "active";
}

/** The `active` query value of a filter (undefined = every employee). */
export function activeQueryValue(filter: ActiveFilter): boolean | undefined {
  if (filter === "all") return undefined;
  return filter === "active";
}

/** `GET /api/employee?active=` (SPEC §7): the directory view of the tenant's employees, by name. */
export function listEmployees(active: boolean | undefined, signal?: AbortSignal): Promise<Employee[]> {
  return api.get<Employee[]>("/employee", { query: { active }, ...(signal ? { signal } : {}) });
}

export function employeesQueryOptions(active: boolean | undefined) {
  return queryOptions({
    queryKey: employeeKeys.list(active),
    queryFn: ({ signal }) => listEmployees(active, signal),
  });
}

/** The directory for a filter. */
export function useEmployees(filter: ActiveFilter, isEnabled = true) {
  return useQuery({ ...employeesQueryOptions(activeQueryValue(filter)), enabled: isEnabled });
}
