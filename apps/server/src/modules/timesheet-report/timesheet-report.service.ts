import {
  TIMESHEET_PDF_MAX_PEOPLE,
  type TimesheetReportQuery,
} from "@office/shared/timesheet-report/timesheet-report.contract";
import { fileSlug } from "@office/shared/hu/collate";
import { formatMonthHu } from "@office/shared/hu/format";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import type { SheetEmployee } from "../attendance/attendance.repository.ts";
import { pdfCompanyOf } from "../assets/handover-pdf.ts";
import * as workingTimeRepo from "../working-time/working-time.repository.ts";
import {
  employeeForRecord,
  listVisibleEmployees,
  monthOf,
  monthStart,
  todayInHungary,
} from "../working-time/working-time-access.ts";
import { computeRecords, overtimeLimitOf } from "../working-time/working-time-record.ts";
import { lastDayOf } from "../other-reports/period.ts";
import type { TimesheetReport } from "./timesheet-report-model.ts";

/**
 * Loads the attendance report of a month (issue 21 §2) for `GET /report/timesheet/download`: who is in it
 * follows `getTimesheetOverview` (hr everyone employed in the month, a manager their direct reports and
 * themself, anyone else themself) or, with `employeeId`, one person by `employeeForRecord` (self, their
 * manager, hr); `department` keeps those of one organisational unit (the sheet its head signs). The
 * records come from one `computeRecords` call (a fixed number of queries whatever the head count) inside
 * one tenant transaction; the file is written after it, from memory.
 */

/** The report and the name of its file. */
export type LoadedTimesheetReport = { report: TimesheetReport; fileName: string };

/**
 * `jelenleti-iv-2026-10.xlsx`; `jelenleti-iv-2026-10-kovacs-anna.pdf` for one person;
 * `jelenleti-iv-2026-10-penzugy.xlsx` for one organisational unit (the person wins when both are given).
 */
export function reportFileName(
  month: string,
  format: "xlsx" | "pdf",
  person?: SheetEmployee,
  department?: string,
): string {
  const slug = person
    ? fileSlug(person.name) || `munkatars-${person.id}`
    : department !== undefined
      ? fileSlug(department) || "egyseg"
      : "";
  return slug ? `jelenleti-iv-${month}-${slug}.${format}` : `jelenleti-iv-${month}.${format}`;
}

/**
 * The report of `query.month` for the caller. Errors: 403 (someone else's record without being their
 * manager or hr), 404 (unknown employee or another tenant's), 400 when a PDF of everyone would hold more
 * than `TIMESHEET_PDF_MAX_PEOPLE` (500) people. The PDF is rendered in the worker pool of assets/pdf.ts,
 * so the event loop stays free however large it is, but pdfmake lays out the whole document in memory,
 * ≈ 1.2 MB and (on an idle core) ≈ 35 ms a person. Measured with the synthetic month of
 * timesheet-report-fixture.test-util.ts (500 also with the bench's records from the database) on the
 * shared 2-core machine under load (≈ 8–10), so the seconds are high; the process's peak resident set
 * counts every thread:
 *
 * | people | PDF | seconds | peak RSS over the process before it |
 * |---:|---:|---:|---:|
 * | 100 | 1.3 MB | 8 | +215 MiB |
 * | 500 | 5.8–6.2 MB | 39–84 | +566–703 MiB (0.9–1.2 GiB in all) |
 * | 2,000 | 24.6 MB | 147 with a 6 GiB heap | +2.4 GiB (2.8 GiB in all) |
 *
 * With the worker's 2 GiB heap (`PDF_WORKER_HEAP_MIB`) 2,000 people collect garbage without end (still
 * running after 15 minutes); a 3 GiB render per request (two threads: 6 GiB) is more than a server of
 * this app should hold, so the cap is 500: under 1 GiB, two renders at once under 2 GiB. `npm run bench`
 * measures the PDF at the cap (bench/bench.mjs, the timesheet part). The .xlsx streams (2,000 people:
 * ≈ 16 s, 7 MB, heap ≈ 33 MB over the records) and has no cap. A month without data gives zero hours,
 * not an error.
 */
export async function loadTimesheetReport(
  p: Platform,
  ctx: RequestContext,
  query: TimesheetReportQuery,
): Promise<LoadedTimesheetReport> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const from = monthStart(query.month);
  const to = lastDayOf(query.month);
  const today = todayInHungary();
  return p.database.withTenant(tenantId, async (tx) => {
    let people: SheetEmployee[];
    let person: SheetEmployee | undefined;
    if (query.employeeId !== undefined) {
      person = await employeeForRecord(tx, tenantId, auth, query.employeeId);
      people = [person];
    } else {
      people = await listVisibleEmployees(tx, tenantId, auth, from, to);
    }
    const { department } = query;
    if (department !== undefined) {
      people = people.filter((e) => e.department?.trim() === department);
      if (people.length === 0) {
        throw notFound(
          `Nincs olyan munkatárs a(z) „${department}” szervezeti egységben, akinek a jelenléti ívét ` +
            `(${formatMonthHu(query.month)}) megnézheted.`,
        );
      }
    }
    if (query.format === "pdf" && people.length > TIMESHEET_PDF_MAX_PEOPLE) {
      throw badRequest(
        `A PDF legfeljebb ${TIMESHEET_PDF_MAX_PEOPLE} munkatárs jelenléti ívét tartalmazhatja (most ` +
          `${people.length} lenne benne). Válassz ki egy szervezeti egységet vagy egy munkatársat, vagy ` +
          "töltsd le .xlsx formátumban.",
      );
    }
    const records = await computeRecords(tx, tenantId, people, from, to, today);
    const [closure] = await workingTimeRepo.listClosures(tx, tenantId, from, from);
    const limit = await overtimeLimitOf(tx, tenantId);
    return {
      report: {
        month: query.month,
        company: pdfCompanyOf(ctx.tenant),
        department: person ? null : (department ?? null),
        place: ctx.tenant.city || null,
        closure: closure
          ? {
              month: monthOf(closure.month),
              closedAt: closure.closedAt.toISOString(),
              closedByName: closure.closedByName,
            }
          : null,
        limit,
        records,
        today,
      },
      fileName: reportFileName(query.month, query.format, person, department),
    };
  });
}
