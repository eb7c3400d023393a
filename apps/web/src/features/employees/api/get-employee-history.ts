import { useQuery } from "@tanstack/react-query";
import type { HistoryEntry } from "@office/shared/employees/employees.contract";
import { api } from "../../../lib/http/api";
import { employeeKeys } from "./get-employee";

/** `GET /api/employee/{id}/history` (hr): field-level changes (who, when, old → new), newest first. */
export async function getEmployeeHistory(id: number, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const answer = await api.get<{ history: HistoryEntry[] }>(
    `/employee/${id}/history`,
    signal ? { signal } : {},
  );
  return answer.history;
}

export function useEmployeeHistory(id: number) {
  return useQuery({
    queryKey: employeeKeys.history(id),
    queryFn: ({ signal }) => getEmployeeHistory(id, signal),
  });
}
