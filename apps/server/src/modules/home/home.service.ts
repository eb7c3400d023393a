import {
  HOME_LIST_LIMIT,
  type HomeAbsence,
  type HomeAbsences,
  type HomeApprovals,
  type HomeMyAssets,
  type HomePoints,
} from "@office/shared/home/home.contract";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { addDays, getIsoWeekday } from "@office/shared/hu/iso-date";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import type { AbsenceTypeRow } from "../leave/absence-types.repository.ts";
import { typesByCode } from "../leave/absence-types.repository.ts";
import {
  canDecideNow,
  canSeeLeaveOf,
  colleagueLabelOf,
  isHiddenType,
  typeNameOf,
} from "../leave/leave-dto.ts";
import { viewFor } from "../leave/leave-requests.service.ts";
import * as leaveRepo from "../leave/leave.repository.ts";
import { periodStart } from "../points/points-period.ts";
import * as pointsRepo from "../points/points.repository.ts";
import { readSettings } from "../points/points.service.ts";
import * as repo from "./home.repository.ts";

/**
 * The home page cards about the caller (issue 11 §4): each function is one card's call, one tenant
 * transaction. Everyone signed in may call them; each answers only what the caller may see.
 */

/** Today in Budapest and that week's Sunday (ISO weeks start on Monday), `YYYY-MM-DD`. */
export function thisWeek(nowMs: number = Date.now()): { today: string; weekEnd: string } {
  const today = budapestDate(nowMs);
  return { today, weekEnd: addDays(today, 7 - getIsoWeekday(today)) };
}

function toAbsence(row: repo.AbsenceRow, auth: AuthContext, types: Map<string, AbsenceTypeRow>): HomeAbsence {
  const full = canSeeLeaveOf(auth, { id: row.employee_id, managerId: row.manager_id });
  // Health data (GDPR art. 9): only the employee, their manager and hr see a hidden type (issue 22 §1).
  const hidden = !full && isHiddenType(types, row.leave_type);
  return {
    leaveId: Number(row.leave_id),
    employeeId: Number(row.employee_id),
    employeeName: row.employee_name,
    leaveType: hidden ? null : row.leave_type,
    typeName: hidden ? colleagueLabelOf(types, row.leave_type) : typeNameOf(types, row.leave_type),
    startDate: row.start_date,
    endDate: row.end_date,
    halfDay: row.half_day === "morning" || row.half_day === "afternoon" ? row.half_day : null,
  };
}

/**
 * `GET /api/home/absences`: who is away today and later this week (approved leave of every employee,
 * as on the team calendar of `/szabadsagok`; issue 7 §5: colleagues see that someone is away, sick
 * leave's type only the employee, their manager and hr).
 */
export async function getAbsences(
  p: Platform,
  ctx: RequestContext,
  nowMs = Date.now(),
): Promise<HomeAbsences> {
  const auth = authOf(ctx);
  const { today, weekEnd } = thisWeek(nowMs);
  const { rows, types } = await p.database.withTenant(ctx.tenant.id, async (tx) => ({
    rows: await repo.listApprovedAbsences(tx, ctx.tenant.id, today, weekEnd),
    types: await typesByCode(tx, ctx.tenant.id),
  }));
  const absences = rows.map((r) => toAbsence(r, auth, types));
  return {
    today,
    weekEnd,
    todayAbsences: absences.filter((a) => a.startDate <= today),
    laterThisWeek: absences.filter((a) => a.startDate > today),
  };
}

/**
 * `GET /api/home/approvals`: leave requests waiting for the caller's decision — the same ones as
 * `GET /api/leave?scope=approvals` (issue 22 §2: the current step is theirs, or a cancellation is
 * pending) — and handover protocols sent to the caller to accept (issue 10 §2). Counts plus the first
 * {@link HOME_LIST_LIMIT} of each.
 */
export async function getApprovals(p: Platform, ctx: RequestContext): Promise<HomeApprovals> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const view = await viewFor(tx, tenantId, []);
    const leave = (await leaveRepo.listDecidable(tx, tenantId)).filter((r) => canDecideNow(auth, r, view));
    const handovers =
      auth.employeeId > 0
        ? await repo.listHandoversToAccept(tx, tenantId, auth.employeeId, HOME_LIST_LIMIT)
        : [];
    return {
      leave: {
        count: leave.length,
        items: leave.slice(0, HOME_LIST_LIMIT).map((r) => ({
          id: r.id,
          employeeName: r.employeeName,
          leaveType: r.leaveType,
          typeName: typeNameOf(view.types, r.leaveType),
          cancellationRequested: r.status === "approved",
          startDate: r.startDate,
          endDate: r.endDate,
          workingDays: r.workingDays,
        })),
      },
      handovers: {
        count: Number(handovers[0]?.total ?? 0),
        items: handovers.map((r) => ({
          id: Number(r.id),
          date: r.date,
          fromName: r.from_name,
          itemCount: Number(r.item_count),
        })),
      },
    };
  });
}

/**
 * `GET /api/home/points`: the caller's spendable balance, allowance left this Budapest month (the same
 * figures as `GET /api/points/balance`) and this month's leaderboard place (competition ranking, as
 * `GET /api/points/leaderboard?period=month`). A caller without an employee record gets zeros.
 */
export async function getPoints(p: Platform, ctx: RequestContext): Promise<HomePoints> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const since = periodStart("month") ?? new Date(0);
  return p.database.withTenant(tenantId, async (tx) => {
    const settings = await readSettings(tx, tenantId);
    const players = await repo.countEarners(tx, tenantId, since);
    if (!auth.employeeId) {
      const { monthlyAllowance } = settings;
      return { balance: 0, allowanceLeft: 0, monthlyAllowance, rank: null, earnedThisMonth: 0, players };
    }
    const { balance } = await pointsRepo.sumBalance(tx, tenantId, auth.employeeId);
    const given = await pointsRepo.sumGivenSince(tx, tenantId, auth.employeeId, since, 0);
    const ranked = await pointsRepo.rankEarners(tx, tenantId, since, 0, auth.employeeId);
    const mine = ranked.find((r) => r.employeeId === auth.employeeId);
    return {
      balance,
      allowanceLeft: Math.max(0, settings.monthlyAllowance - given.total),
      monthlyAllowance: settings.monthlyAllowance,
      rank: mine?.rank ?? null,
      earnedThisMonth: mine?.earned ?? 0,
      players,
    };
  });
}

/**
 * `GET /api/home/myAssets`: the assets the caller holds (not retired or lost; the first
 * {@link HOME_LIST_LIMIT} by inventory number, `assetCount` all of them) and the active cars whose
 * driver they are.
 */
export async function getMyAssets(p: Platform, ctx: RequestContext): Promise<HomeMyAssets> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  if (!auth.employeeId) return { assetCount: 0, assets: [], cars: [] };
  return p.database.withTenant(tenantId, async (tx) => {
    const held = await repo.listHeldAssets(tx, tenantId, auth.employeeId, HOME_LIST_LIMIT);
    const cars = await repo.listDrivenCars(tx, tenantId, auth.employeeId);
    return {
      assetCount: Number(held[0]?.total ?? 0),
      assets: held.map((a) => ({
        id: Number(a.id),
        inventoryNumber: a.inventory_number,
        name: a.name,
        category: a.category,
        heldSince: a.held_since,
      })),
      cars: cars.map((c) => ({
        id: Number(c.id),
        plate: c.plate,
        make: c.make,
        model: c.model,
        odometerKm: Number(c.odometer_km),
      })),
    };
  });
}
