import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Employee, EmployeeDetail } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";

/** Query keys of the employees domain (directory, records and their sub-resources). */
export const employeeKeys = {
  all: ["employees"] as const,
  lists: () => ["employees", "list"] as const,
  list: (active: boolean | undefined) => ["employees", "list", { active: active ?? null }] as const,
  detail: (id: number) => ["employees", "detail", id] as const,
  history: (id: number) => ["employees", "detail", id, "history"] as const,
  documents: (id: number) => ["employees", "detail", id, "documents"] as const,
  files: (id: number) => ["employees", "detail", id, "files"] as const,
  wages: (id: number) => ["employees", "detail", id, "wages"] as const,
  newTemplate: () => ["employees", "new-template"] as const,
  appConfig: () => ["employees", "app-config"] as const,
};

/** `GET /api/employee/{id}` (SPEC §7): the full record (`view: "full"`) or the directory view. */
export function getEmployee(id: number, signal?: AbortSignal): Promise<Employee | EmployeeDetail> {
  return api.get<Employee | EmployeeDetail>(`/employee/${id}`, signal ? { signal } : {});
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

/** Narrows an answer of `GET /api/employee/{id}` to the full HR record. */
export function isEmployeeDetail(
  employee: Employee | EmployeeDetail | undefined,
): employee is EmployeeDetail {
  return employee?.view === "full";
}
