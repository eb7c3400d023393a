import { budapestDate } from "@office/shared/hu/budapest-time";
import { addDays } from "@office/shared/hu/iso-date";
import {
  CARRY_OVER_RULE_LABELS,
  allocateCarryOverUse,
  decideYearEnd,
  type CarryOverRule,
} from "@office/shared/hu/leave-carry-over";
import {
  LAPSE_WARNING_DAYS,
  leaveYearEndRunSchema,
  type LeaveLapseSoonRow,
  type LeaveYearEnd,
  type LeaveYearEndRow,
  type LeaveYearEndSettings,
} from "@office/shared/leave/leave-year-end.contract";
import type { Database, Tx } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as employeesRepo from "../employees/employees.repository.ts";
import { computeLeaveDay } from "./leave-balance.service.ts";
import * as leaveRepo from "./leave.repository.ts";
import * as repo from "./leave-year-end.repository.ts";

/**
 * Absence codes whose days are a reason on the employee's side (Mt. 123. § (3)): sick leave and
 * keresőképtelenség, szülési szabadság, unpaid leave (child care), parental leave. The codes of today's
 * leave types plus the statutory absence types' codes of issue 22 §1.
 */
export const EMPLOYEE_SIDE_ABSENCE_CODES = [
  "betegszabadsag",
  "tappenz",
  "szulesi",
  "fizetes_nelkuli",
  "szuloi",
] as const;

/**
 * The last day of the employee-side absence lasting into the end of `year` (Mt. 123. § (3)), following
 * absences that continue one another (gap of at most 3 calendar days, i.e. a weekend): an approved
 * absence of {@link EMPLOYEE_SIDE_ABSENCE_CODES} ending on or after 24 December. Null when there is none.
 */
async function employeeSideReasonEnd(tx: Tx, tenantId: number, employeeId: number, year: number) {
  const rows = await repo.listAbsencesAround(
    tx,
    tenantId,
    employeeId,
    EMPLOYEE_SIDE_ABSENCE_CODES,
    `${year}-12-24`,
    `${year + 2}-12-31`,
  );
  const first = rows.find((r) => r.startDate <= `${year}-12-31`);
  if (!first) return null;
  let end = first.endDate;
  for (const r of rows) if (r.startDate <= addDays(end, 4) && r.endDate > end) end = r.endDate;
  return end;
}

function employedIn(e: employeesRepo.EmployeeRowWithManager, year: number): boolean {
  return (
    (!e.employmentStart || e.employmentStart <= `${year}-12-31`) &&
    (!e.employmentEnd || e.employmentEnd >= `${year}-01-01`)
  );
}

/** The stored report of a run (JSON column). */
type StoredReport = { startedByName: string | null; settings: LeaveYearEndSettings; rows: LeaveYearEndRow[] };

/**
 * The year-end of `year` for one tenant (issue 22 §3): claims the run (unique (tenant, year)), then for
 * every employee employed in `year` decides the unused leave (`decideYearEnd`, Mt. 123. §, 125. §),
 * writes the carried parts into `leave_carry_overs` (which `computeLeaveDay` of `year + 1` adds, with
 * their lapse) and stores the report, all in one transaction. Unused = the year's balance `remaining`
 * (entitlement incl. carry-over from the year before, minus approved and pending szabadság) on the day
 * of the run. Answers `{ ran: false }` without doing anything when the year already has a run (also
 * one committed by a concurrent pass that this one waited for).
 */
export async function runYearEnd(
  database: Database,
  tenantId: number,
  year: number,
  by: { userId: number; name: string } | null = null,
): Promise<{ ran: boolean }> {
  return database.withTenant(tenantId, (tx) => runYearEndIn(tx, tenantId, year, by));
}

/** {@link runYearEnd} inside the caller's tenant transaction (the demo seed runs it in its own). */
export async function runYearEndIn(
  tx: Tx,
  tenantId: number,
  year: number,
  by: { userId: number; name: string } | null = null,
): Promise<{ ran: boolean }> {
  const run = await repo.claimRun(tx, tenantId, year, by?.userId ?? null);
  if (!run) return { ran: false };
  const settings = await repo.findSettings(tx, tenantId);
  const employees = (await employeesRepo.listEmployees(tx, tenantId)).filter((e) => employedIn(e, year));
  const manual = await leaveRepo.findAllowances(
    tx,
    tenantId,
    year + 1,
    employees.map((e) => e.id),
  );
  const rows: LeaveYearEndRow[] = [];
  for (const e of employees) {
    const day = await computeLeaveDay(tx, tenantId, e, year);
    const own = day.entitlement.lines.filter((l) => l.code !== "carryOver").reduce((s, l) => s + l.days, 0);
    const decision = decideYearEnd({
      year,
      employmentStart: e.employmentStart ?? `${year}-01-01`,
      employmentEnd: e.employmentEnd,
      unusedDays: day.problem ? 0 : day.remaining,
      entitlementDays: own,
      ageExtraDays: day.entitlement.lines.find((l) => l.code === "age")?.days ?? 0,
      employeeSideReasonEnd: await employeeSideReasonEnd(tx, tenantId, e.id, year),
      options: settings,
    });
    const carried = decision.carried.map((p) => ({ ...p, ruleText: CARRY_OVER_RULE_LABELS[p.rule] }));
    await repo.insertCarryOvers(
      tx,
      carried.map((p) => ({ tenantId, employeeId: e.id, fromYear: year, runId: run.id, ...p })),
    );
    rows.push({
      employeeId: e.id,
      name: e.name,
      department: e.department,
      outcome: decision.outcome,
      unusedDays: decision.unusedDays,
      carried,
      lapsedDays: decision.lapsedDays,
      paidOutDays: decision.paidOutDays,
      explanation: decision.explanation,
      manualCarryOverDays: manual.find((a) => a.employeeId === e.id)?.carryOverDays ?? 0,
      problem: day.problem,
    });
  }
  const report: StoredReport = { startedByName: by?.name ?? null, settings, rows };
  await repo.finishRun(tx, tenantId, run.id, report);
  return { ran: true };
}

/**
 * Carried parts whose deadline is within {@link LAPSE_WARNING_DAYS} days from `today` (inclusive) and
 * that still have days left, each with what is used and left (carried days used first, Mt. 123. §).
 */
export async function listLapseSoon(tx: Tx, tenantId: number, today: string): Promise<LeaveLapseSoonRow[]> {
  const due = await repo.listCarryOversDueBetween(tx, tenantId, today, addDays(today, LAPSE_WARNING_DAYS));
  if (due.length === 0) return [];
  const names = new Map((await employeesRepo.listEmployees(tx, tenantId)).map((e) => [e.id, e.name]));
  const out: LeaveLapseSoonRow[] = [];
  const groups = new Map<string, repo.CarryOverRow[]>();
  for (const row of due)
    groups.set(`${row.employeeId}:${row.fromYear}`, [
      ...(groups.get(`${row.employeeId}:${row.fromYear}`) ?? []),
      row,
    ]);
  for (const rowsOfGroup of groups.values()) {
    const first = rowsOfGroup[0];
    if (!first) continue;
    const { employeeId, fromYear } = first;
    const all = await repo.listCarryOvers(tx, tenantId, fromYear, [employeeId]);
    const taken = await repo.listLeaveTakenIn(tx, tenantId, fromYear + 1, [employeeId]);
    const uses = allocateCarryOverUse(
      all.map((r) => ({ rule: r.rule as CarryOverRule, days: Number(r.days), deadline: r.deadline })),
      taken,
      today,
    );
    for (const use of uses) {
      if (!rowsOfGroup.some((r) => r.rule === use.rule) || use.remainingDays <= 0) continue;
      out.push({
        employeeId,
        name: names.get(employeeId) ?? `#${employeeId}`,
        fromYear,
        rule: use.rule,
        ruleText: CARRY_OVER_RULE_LABELS[use.rule],
        deadline: use.deadline,
        days: use.days,
        usedDays: use.usedDays,
        remainingDays: use.remainingDays,
      });
    }
  }
  return out.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.name.localeCompare(b.name, "hu"));
}

/** `GET /api/leaveYearEnd?year=` (hr, companyAdmin): the run of `year` (null before it ran) and the lapse-soon list. */
export async function getYearEnd(p: Platform, ctx: RequestContext, year: number): Promise<LeaveYearEnd> {
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findRun(tx, tenantId, year);
    const stored = (row?.report ?? null) as StoredReport | null;
    const run = row
      ? leaveYearEndRunSchema.parse({
          year,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          startedByName: stored?.startedByName ?? null,
          settings: stored?.settings ?? (await repo.findSettings(tx, tenantId)),
          rows: stored?.rows ?? [],
        })
      : null;
    return { year, run, lapseSoon: await listLapseSoon(tx, tenantId, budapestDate(Date.now())) };
  });
}

/** `GET /api/leaveYearEnd/lapseSoon` (hr, companyAdmin): carried leave whose deadline is within 30 days. */
export async function getLapseSoon(p: Platform, ctx: RequestContext): Promise<LeaveLapseSoonRow[]> {
  return p.database.withTenant(ctx.tenant.id, (tx) =>
    listLapseSoon(tx, ctx.tenant.id, budapestDate(Date.now())),
  );
}

/**
 * `POST /api/leaveYearEnd/run` (hr): runs the year-end of `year` now unless it already ran (idempotent,
 * see {@link runYearEnd}) and answers the report. 400 for a year not yet ended (Budapest time).
 */
export async function runYearEndNow(p: Platform, ctx: RequestContext, year: number): Promise<LeaveYearEnd> {
  const auth = authOf(ctx);
  const currentYear = Number(budapestDate(Date.now()).slice(0, 4));
  if (year >= currentYear) {
    throw badRequest(`A(z) ${year}. év még nem ért véget: az évvége ${year + 1}. január 1-jétől futtatható.`);
  }
  const { ran } = await runYearEnd(p.database, ctx.tenant.id, year, {
    userId: auth.userId,
    name: auth.displayName,
  });
  if (ran) {
    await p.database.withTenant(ctx.tenant.id, (tx) =>
      appendAudit(tx, {
        tenantId: ctx.tenant.id,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "leave.year_end_run",
        target: `leaveYearEnd:${year}`,
        details: { year },
      }),
    );
  }
  return getYearEnd(p, ctx, year);
}

/** `GET /api/leaveYearEnd/settings` (hr, companyAdmin). */
export async function getYearEndSettings(p: Platform, ctx: RequestContext): Promise<LeaveYearEndSettings> {
  return p.database.withTenant(ctx.tenant.id, (tx) => repo.findSettings(tx, ctx.tenant.id));
}

/** `PUT /api/leaveYearEnd/settings` (hr): the employer's decisions of Mt. 123. § (5)–(6) for later runs; audited. */
export async function updateYearEndSettings(
  p: Platform,
  ctx: RequestContext,
  input: LeaveYearEndSettings,
): Promise<LeaveYearEndSettings> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await repo.upsertSettings(tx, tenantId, input);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "leave.year_end_settings_updated",
      target: "leaveYearEndSettings",
      details: input,
    });
    return repo.findSettings(tx, tenantId);
  });
}
