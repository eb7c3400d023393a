import { reportApi } from "../../../lib/http/api";

/** `GET /report/leave?year=` (hr): every employee's leave balance of the year as `.xlsx`, with totals. */
export function downloadLeaveReport(year: number): Promise<Blob> {
  return reportApi.get("/leave", { query: { year } });
}
