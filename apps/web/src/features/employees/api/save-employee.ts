import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmployeeDetail, EmployeeInput } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/employee` (hr): creates the record; answers the full record with its new id. */
export function createEmployee(input: EmployeeInput): Promise<EmployeeDetail> {
  return api.post<EmployeeDetail>("/employee", input, {
    successMessage: successText("employees", "created"),
  });
}

/** `PUT /api/employee/{id}` (hr): replaces the whole record; answers the saved record. */
export function updateEmployee(id: number, input: EmployeeInput): Promise<EmployeeDetail> {
  return api.put<EmployeeDetail>(`/employee/${id}`, input, {
    successMessage: successText("employees", "updated"),
  });
}

/** Caches the saved record and refreshes the directory and the history. */
function useEmployeeSaved() {
  const queryClient = useQueryClient();
  return async (employee: EmployeeDetail) => {
    queryClient.setQueryData(employeeKeys.detail(employee.id), employee);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: employeeKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: employeeKeys.history(employee.id) }),
    ]);
  };
}

export function useCreateEmployee() {
  const onSaved = useEmployeeSaved();
  return useMutation({ mutationFn: createEmployee, onSuccess: onSaved });
}

export function useUpdateEmployee(id: number) {
  const onSaved = useEmployeeSaved();
  return useMutation({ mutationFn: (input: EmployeeInput) => updateEmployee(id, input), onSuccess: onSaved });
}
