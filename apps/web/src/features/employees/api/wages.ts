import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WageInput, Wages } from "@office/shared/employees/wages.contract";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";
import { successText } from "../../../lib/toast/success-text";

/** `GET /api/employee/{id}/wages` (`employeeWages2`): the current wage and the history, newest first. */
export function getWages(employeeId: number, signal?: AbortSignal): Promise<Wages> {
  return api.get<Wages>(`/employee/${employeeId}/wages`, signal ? { signal } : {});
}

export function useWages(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.wages(employeeId),
    queryFn: ({ signal }) => getWages(employeeId, signal),
  });
}

/** `PUT /api/employee/{id}/wages` (`employeeWages2`): a monthly gross wage (HUF) from a date. */
export function setWage(employeeId: number, input: WageInput): Promise<Wages> {
  return api.put<Wages>(`/employee/${employeeId}/wages`, input, {
    successMessage: successText("employees", "wagesSaved"),
  });
}

export function useSetWage(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WageInput) => setWage(employeeId, input),
    onSuccess: (wages) => {
      queryClient.setQueryData(employeeKeys.wages(employeeId), wages);
      return queryClient.invalidateQueries({ queryKey: employeeKeys.history(employeeId) });
    },
  });
}
