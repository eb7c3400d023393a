import type { LeaveReport } from "@office/shared/leave/leave.contract";
import { buildCsv } from "../../reports/utils/csv";

type LeaveReportRow = LeaveReport["rows"][number];

/** Column headers of the leave report CSV (Hungarian). */
export type LeaveReportHeaders = {
  name: string;
  department: string;
  entitlement: string;
  taken: string;
  pending: string;
  remaining: string;
  sickDays: string;
  problem: string;
};

/** The leave report as CSV for Hungarian Excel (one line per employee, working days with decimal comma). */
export function buildLeaveReportCsv(rows: readonly LeaveReportRow[], headers: LeaveReportHeaders): string {
  return buildCsv(
    [
      headers.name,
      headers.department,
      headers.entitlement,
      headers.taken,
      headers.pending,
      headers.remaining,
      headers.sickDays,
      headers.problem,
    ],
    rows.map((row) => [
      row.name,
      row.department,
      row.entitlement,
      row.taken,
      row.pending,
      row.remaining,
      row.sickDays,
      row.problem,
    ]),
  );
}
