import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Employee } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";

export const employeeKeys = {
  all: ["employees"] as const,
  detail: (id: number) => ["employees", "detail", id] as const,
};

/** `GET /api/employee/{id}` (SPEC §7). */
export function getEmployee(id: number, signal?: AbortSignal): Promise<Employee> {
  return api.get<Employee>(`/employee/${id}`, signal ? { signal } : {});
}

export function employeeQueryOptions(id: number) {
  return queryOptions({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => getEmployee(id, signal),
  });
}

/** One employee; disabled while `id` is 0 (no employee behind the signed-in user). */
export function useEmployee(id: number) {
  return useQuery({ ...employeeQueryOptions(id), enabled: id > 0 });
}
