import { useQuery } from "@tanstack/react-query";
import type { CardData } from "@office/shared/reports/reports.contract";
import { reportApi } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** `POST /report/employee/all` (hr): an `.xlsx` of these employees, rows in the given order. */
export function exportEmployees(employeeIds: readonly number[]): Promise<Blob> {
  return reportApi.post("/employee/all", employeeIds, {
    successMessage: successText("employees", "reportReady"),
  });
}

/** `POST /report/employee/all/CardData` (hr): the `cards.json` file of `/resource-card`, one card per id. */
export async function getCardData(employeeIds: readonly number[]): Promise<CardData> {
  const file = await reportApi.post("/employee/all/CardData", employeeIds, {
    successMessage: successText("employees", "reportReady"),
  });
  // The schema (and zod) load with the first card request, not with the directory page (issue 19 §6).
  const { cardDataSchema } = await import("@office/shared/reports/reports.contract");
  return cardDataSchema.parse(JSON.parse(await file.text()));
}

/** The cards of the given employees (loaded once per id list). */
export function useCardData(employeeIds: readonly number[]) {
  return useQuery({
    queryKey: ["employees", "cards", employeeIds] as const,
    queryFn: () => getCardData(employeeIds),
    enabled: employeeIds.length > 0,
    staleTime: Infinity,
  });
}
