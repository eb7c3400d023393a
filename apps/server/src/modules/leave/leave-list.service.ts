import { daysInMonth, formatIsoDate, toDateParts, type IsoDate } from "@office/shared/hu/iso-date";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { badRequest, forbidden } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { loadEmployee } from "./leave-balance.service.ts";
import { canDecideNow, canSeeLeaveOf, toLeaveDto } from "./leave-dto.ts";
import { viewFor } from "./leave-requests.service.ts";
import * as repo from "./leave.repository.ts";

const today = () => new Date().toISOString().slice(0, 10);
const END_BEFORE_START = "A vége nem lehet korábbi a kezdeténél.";

/**
 * The calendar month of `day` as an inclusive ISO range: `{ start: "YYYY-MM-01", end: <last day> }`,
 * the last day being 28–31 (leap years included), never an invalid date like `2026-02-31`.
 */
export function monthRange(day: IsoDate): { start: IsoDate; end: IsoDate } {
  const { year, month } = toDateParts(day);
  return {
    start: formatIsoDate({ year, month, day: 1 }),
    end: formatIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** SPEC `GET /api/employee/{id}/leave?start=&end=`: the employee's requests overlapping the range. */
export async function listEmployeeLeave(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  start: string,
  end: string,
): Promise<LeaveRequest[]> {
  const auth = authOf(ctx);
  if (end < start) throw badRequest(END_BEFORE_START);
  return p.database.withTenant(ctx.tenant.id, async (tx) => {
    const employee = await loadEmployee(tx, ctx.tenant.id, employeeId);
    if (!canSeeLeaveOf(auth, employee)) throw forbidden();
    const rows = await repo.listForEmployee(tx, ctx.tenant.id, employeeId, start, end);
    const view = await viewFor(
      tx,
      ctx.tenant.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toLeaveDto(r, auth, view));
  });
}

/**
 * `GET /api/leave?scope=`: `mine` — own requests (default: this year); `approvals` — what the caller may
 * decide now (issue 22 §2): pending requests whose current step is theirs (hr: every step of everyone
 * but themselves; the resolved approver — manager, stand-in, a manager higher up; the employee's own
 * manager) and approved ones with a pending cancellation; `team` — approved and
 * pending absences of everyone in the range (default: this calendar month, UTC date), where only the
 * employee, their manager and hr see sick leave's type and the notes (`toLeaveDto`). 400 when end < start.
 */
export async function listLeave(
  p: Platform,
  ctx: RequestContext,
  scope: "mine" | "approvals" | "team",
  start?: string,
  end?: string,
): Promise<LeaveRequest[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const now = today();
  return p.database.withTenant(tenantId, async (tx) => {
    let rows: repo.LeaveRowWithNames[];
    if (scope === "mine") {
      rows = await repo.listForEmployee(
        tx,
        tenantId,
        auth.employeeId,
        start ?? `${now.slice(0, 4)}-01-01`,
        end ?? `${now.slice(0, 4)}-12-31`,
      );
    } else if (scope === "approvals") {
      const open = await repo.listDecidable(tx, tenantId);
      const world = (await viewFor(tx, tenantId, [])).world;
      rows = open.filter((r) => canDecideNow(auth, r, { types: new Map(), world }));
    } else {
      const month = monthRange(now);
      const s = start ?? month.start;
      const e = end ?? month.end;
      if (e < s) throw badRequest(END_BEFORE_START);
      rows = await repo.listInRange(tx, tenantId, s, e, ["approved", "pending"]);
    }
    const view = await viewFor(
      tx,
      tenantId,
      rows
        .filter(
          (r) => canSeeLeaveOf(auth, { id: r.employeeId, managerId: r.managerId }) || scope === "approvals",
        )
        .map((r) => r.id),
    );
    return rows.map((r) => toLeaveDto(r, auth, view));
  });
}
