import { reportApi } from "../../../lib/http/api";

/** `GET /report/attendance/download?start=&end=` (hr): the attendance sheet `.xlsx`, one sheet per month. */
export function downloadAttendance(start: string, end: string): Promise<Blob> {
  return reportApi.get("/attendance/download", { query: { start, end } });
}
