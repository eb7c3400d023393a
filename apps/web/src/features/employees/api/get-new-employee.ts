import { useQuery } from "@tanstack/react-query";
import type { NewEmployeeTemplate } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";

/** `GET /api/employee/newEmployee` (hr): the new-employee form's starting values (next employee number). */
export function getNewEmployeeTemplate(signal?: AbortSignal): Promise<NewEmployeeTemplate> {
  return api.get<NewEmployeeTemplate>("/employee/newEmployee", signal ? { signal } : {});
}

/** A fresh template on every visit (the next free employee number changes as people are added). */
export function useNewEmployeeTemplate(isEnabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.newTemplate(),
    queryFn: ({ signal }) => getNewEmployeeTemplate(signal),
    staleTime: 0,
    gcTime: 0,
    enabled: isEnabled,
  });
}
