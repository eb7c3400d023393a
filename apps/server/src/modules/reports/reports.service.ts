import { PassThrough, type Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import QRCode from "qrcode";
import type { Employee, EmployeeDetail } from "@office/shared/employees/employees.contract";
import { profilePictureUrl } from "@office/shared/employees/employees.contract";
import { getWorkScheduleDecree } from "@office/shared/hu/calendar";
import { diffInDays } from "@office/shared/hu/iso-date";
import {
  ATTENDANCE_XLSX_MAX_DAYS,
  type AttendanceDownloadQuery,
  type ResourceCard,
} from "@office/shared/reports/reports.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { calendarOr400, monthsInRange, provisionalFor } from "../attendance/attendance-calendar.ts";
import type { SheetPeriod } from "../attendance/attendance.service.ts";
import { toDetailDto, toDirectoryDto } from "../employees/employee-dto.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { assertHr, canSeeFullRecord } from "../employees/employees.service.ts";
import {
  databaseAttendanceSource,
  writeAttendanceXlsx,
  type AttendanceXlsxSource,
} from "./attendance-xlsx.ts";
import { writeEmployeesXlsx } from "./employees-xlsx.ts";
import { writeLeaveReportXlsx } from "./leave-report-xlsx.ts";
import { leaveReport } from "../leave/leave-balance.service.ts";
import { listChildrenByEmployee } from "./reports.repository.ts";
import { ExportAbortedError } from "./xlsx-stream.ts";

/** A file to send: its download name and a stream that is being written. */
export type FileStream = { fileName: string; stream: Readable };

/** Pipes a background writer into a stream; an early client disconnect ends it quietly. */
function streamFrom(write: (out: PassThrough) => Promise<unknown>): Readable {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    if (!(err instanceof ExportAbortedError))
      out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/**
 * Checks an attendance download range: start ≤ end, at most 366 days, every year's calendar loaded
 * (2020–2026 now). Errors: 400 with a Hungarian message.
 */
export function checkAttendanceRange(query: AttendanceDownloadQuery): { start: string; end: string } {
  const length = diffInDays(query.start, query.end) + 1;
  if (length < 1) {
    throw badRequest("A kezdő dátum nem lehet későbbi a záró dátumnál.", {
      end: "A záró dátum nem lehet korábbi a kezdő dátumnál.",
    });
  }
  if (length > ATTENDANCE_XLSX_MAX_DAYS) {
    throw badRequest(`Legfeljebb ${ATTENDANCE_XLSX_MAX_DAYS} napos időszak tölthető le egyszerre.`, {
      end: `Legfeljebb ${ATTENDANCE_XLSX_MAX_DAYS} nap.`,
    });
  }
  for (let year = Number(query.start.slice(0, 4)); year <= Number(query.end.slice(0, 4)); year += 1) {
    if (provisionalFor(year) === "refuse") calendarOr400(() => getWorkScheduleDecree(year));
  }
  return { start: query.start, end: query.end };
}

/**
 * `GET /report/attendance/download?start=&end=` (hr): the attendance `.xlsx` of the range
 * (`writeAttendanceXlsx`), streamed. The first month is loaded before answering, so a failure there
 * is still a JSON error. Errors: 400 (range), 403.
 */
export async function exportAttendanceXlsx(
  p: Platform,
  ctx: RequestContext,
  query: AttendanceDownloadQuery,
): Promise<FileStream> {
  assertHr(authOf(ctx));
  const range = checkAttendanceRange(query);
  const source = databaseAttendanceSource(p.database, ctx.tenant.id);
  const [firstSpan] = monthsInRange(range.start, range.end);
  let first: SheetPeriod | undefined = firstSpan ? await source(firstSpan) : undefined;
  const prefetched: AttendanceXlsxSource = async (span) => {
    if (first && span.start === first.span.start) {
      const period = first;
      first = undefined;
      return period;
    }
    return source(span);
  };
  return {
    fileName: `jelenleti-iv-${range.start}_${range.end}.xlsx`,
    stream: streamFrom((out) => writeAttendanceXlsx(prefetched, range, out)),
  };
}

/** The tenant's employees among `ids`, in the order of `ids` (duplicates once; other tenants' ids skipped). */
async function listEmployeesInOrder(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<employeesRepo.EmployeeRowWithManager[]> {
  const byId = new Map((await employeesRepo.listEmployees(tx, tenantId)).map((r) => [r.id, r]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * `POST /report/employee/all` (hr; body: employee ids): `munkatarsak.xlsx` of those employees with
 * the fields the caller may see (`canSeeFullRecord` → the full HR record, else the directory view;
 * wages are not included). Ids of other tenants or unknown ids are skipped. The export is audited
 * (`report.employees.exported` with the exported ids, issue 7 §5). Errors: 403.
 */
export async function exportEmployeesXlsx(
  p: Platform,
  ctx: RequestContext,
  ids: readonly number[],
): Promise<FileStream> {
  assertHr(authOf(ctx));
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const dtos = await p.database.withTenant(tenantId, async (tx) => {
    const rows = await listEmployeesInOrder(tx, tenantId, ids);
    const fullIds = rows.filter((r) => canSeeFullRecord(auth, r.id)).map((r) => r.id);
    const children = await listChildrenByEmployee(tx, tenantId, fullIds);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "report.employees.exported",
      target: "employee:*",
      details: { employeeIds: rows.map((r) => r.id), fullRecords: fullIds.length },
    });
    return rows.map((r): Employee | EmployeeDetail =>
      canSeeFullRecord(auth, r.id) ? toDetailDto(r, children.get(r.id) ?? []) : toDirectoryDto(r),
    );
  });
  return { fileName: "munkatarsak.xlsx", stream: streamFrom((out) => writeEmployeesXlsx(dtos, out)) };
}

/** QR code of a card: medium error correction, 240 px PNG, a one-module quiet zone. */
export const CARD_QR_OPTIONS = { errorCorrectionLevel: "M", margin: 1, width: 240 } as const;

/** The address a card's QR code points at: the employee's page in the SPA. */
export const employeePageUrl = (origin: string, employeeId: number) => `${origin}/munkatarsak/${employeeId}`;

/**
 * `POST /report/employee/all/CardData` (hr; body: employee ids): one printable card per employee
 * of the tenant among `ids`, in that order — directory fields, the profile picture path, and a QR
 * code (PNG data URL) of `<origin>/munkatarsak/<id>`. Errors: 403.
 */
export async function getCardData(
  p: Platform,
  ctx: RequestContext,
  ids: readonly number[],
): Promise<ResourceCard[]> {
  assertHr(authOf(ctx));
  const tenantId = ctx.tenant.id;
  const rows = await p.database.withTenant(tenantId, (tx) => listEmployeesInOrder(tx, tenantId, ids));
  const cards: ResourceCard[] = [];
  for (const [i, row] of rows.entries()) {
    cards.push({
      employeeId: row.id,
      name: row.name,
      position: row.position,
      department: row.department,
      employeeNumber: row.employeeNumber,
      photoUrl: row.profilePicture ? profilePictureUrl(ctx.tenant.slug, row.id, row.profilePicture) : null,
      qrDataUrl: await QRCode.toDataURL(employeePageUrl(ctx.origin, row.id), CARD_QR_OPTIONS),
    });
    if ((i + 1) % 20 === 0) await nextTurn();
  }
  return cards;
}

/**
 * `GET /report/leave?year=` (hr): `szabadsagok-{year}.xlsx`, the `/leave-report` balances of every
 * employee employed in the year (entitlement, taken, pending, remaining, sick days, problem) with totals.
 * Errors: 403 for others.
 */
export async function exportLeaveReportXlsx(
  p: Platform,
  ctx: RequestContext,
  year: number,
): Promise<FileStream> {
  assertHr(authOf(ctx));
  const report = await leaveReport(p, ctx, year);
  return {
    fileName: `szabadsagok-${year}.xlsx`,
    stream: streamFrom((out) => writeLeaveReportXlsx(report, out)),
  };
}
