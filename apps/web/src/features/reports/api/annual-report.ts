import { useQuery } from "@tanstack/react-query";
import type { AnnualReport } from "@office/shared/reports/annual-report.contract";
import { api, reportApi } from "../../../lib/http/api";

/** `GET /api/report/annual?year=` (hr, employeeWages2): Éves Kimutatás, one row per employee. */
export function getAnnualReport(year: number, signal?: AbortSignal): Promise<AnnualReport> {
  return api.get<AnnualReport>("/report/annual", { query: { year }, ...(signal ? { signal } : {}) });
}

export function useAnnualReport(year: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ["reports", "annual", year],
    queryFn: ({ signal }) => getAnnualReport(year, signal),
    enabled: isEnabled,
  });
}

/** `GET /report/annual?year=`: the same report as `.xlsx` (wage columns only for employeeWages2). */
export function downloadAnnualReport(year: number): Promise<Blob> {
  return reportApi.get("/annual", { query: { year } });
}
