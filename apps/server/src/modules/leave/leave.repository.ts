import { and, asc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { users } from "../auth/auth.table.ts";
import {
  absenceTypes,
  companyRestDays,
  leaveAllowances,
  leaveRequestEvents,
  leaveRequests,
} from "./leave.table.ts";

/** The join condition of a leave request's absence type (`absence_types` by tenant and `code`). */
export function absenceTypeOfLeave(): SQL {
  return sql`${absenceTypes.tenantId} = ${leaveRequests.tenantId} and ${absenceTypes.code} = ${leaveRequests.leaveType}`;
}

/**
 * Approved leave of `employeeId` overlapping `from`..`to` that also meets `also`, as spans by start date
 * (the year-end's absences of some types, a closed month's leave approved since its close).
 */
export function listApprovedSpans(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  from: string,
  to: string,
  also: SQL,
): Promise<{ startDate: string; endDate: string }[]> {
  return tx
    .select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        leaveOfEmployeeOverlapping(tenantId, employeeId, from, to),
        eq(leaveRequests.status, "approved"),
        also,
      ),
    )
    .orderBy(asc(leaveRequests.startDate));
}

/** The condition "a leave request of `employeeId` overlapping `from`..`to`" (`YYYY-MM-DD`, both ends inclusive). */
export function leaveOfEmployeeOverlapping(
  tenantId: number,
  employeeId: number,
  from: string,
  to: string,
): SQL {
  const overlapping = and(
    eq(leaveRequests.tenantId, tenantId),
    eq(leaveRequests.employeeId, employeeId),
    lte(leaveRequests.startDate, to),
    gte(leaveRequests.endDate, from),
  );
  return overlapping ?? sql`true`;
}

export type LeaveRow = typeof leaveRequests.$inferSelect;
export type LeaveRowWithNames = LeaveRow & {
  employeeName: string;
  managerId: number | null;
  department: string | null;
  decidedByName: string | null;
};
export type AllowanceRow = typeof leaveAllowances.$inferSelect;
/** One event of a request's history, with the actor's name (null: the system). */
export type LeaveEventRow = {
  requestId: number;
  step: number | null;
  action: string;
  note: string | null;
  createdAt: Date;
  actorName: string | null;
};

const decider = sql<
  string | null
>`(select coalesce(e.name, u.username) from users u left join employees e on e.tenant_id = u.tenant_id and e.id = u.employee_id where u.tenant_id = ${leaveRequests.tenantId} and u.id = ${leaveRequests.decidedBy})`;

function selectWithNames(tx: Tx) {
  return tx
    .select({
      ...getTableColumns(leaveRequests),
      employeeName: employees.name,
      managerId: employees.managerId,
      department: employees.department,
      decidedByName: decider,
    })
    .from(leaveRequests)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, leaveRequests.tenantId), eq(employees.id, leaveRequests.employeeId)),
    );
}

/** Requests of one employee overlapping [start, end], by start date. */
export async function listForEmployee(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  start: string,
  end: string,
) {
  return selectWithNames(tx)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.employeeId, employeeId),
        lte(leaveRequests.startDate, end),
        gte(leaveRequests.endDate, start),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

/** Requests overlapping [start, end] with the given statuses, optionally only of some employees. */
export async function listInRange(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
  statuses: string[],
  employeeIds?: number[],
) {
  const where = [
    eq(leaveRequests.tenantId, tenantId),
    lte(leaveRequests.startDate, end),
    gte(leaveRequests.endDate, start),
    inArray(leaveRequests.status, statuses),
  ];
  if (employeeIds) where.push(inArray(leaveRequests.employeeId, employeeIds.length > 0 ? employeeIds : [-1]));
  return selectWithNames(tx)
    .where(and(...where))
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

export async function findRequest(tx: Tx, tenantId: number, id: number): Promise<LeaveRowWithNames | null> {
  const rows = await selectWithNames(tx).where(
    and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.id, id)),
  );
  return rows[0] ?? null;
}

/**
 * True when a pending, returned or approved request of the employee overlaps [start, end], not
 * counting request `exceptId` (the one being edited).
 */
export async function hasOverlap(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  start: string,
  end: string,
  exceptId = -1,
): Promise<boolean> {
  const rows = await tx
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, ["pending", "returned", "approved"]),
        lte(leaveRequests.startDate, end),
        gte(leaveRequests.endDate, start),
        sql`${leaveRequests.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Changes the columns given of request `id` (the services keep the state machine). */
export async function updateRequest(
  tx: Tx,
  tenantId: number,
  id: number,
  values: PgUpdateSetSource<typeof leaveRequests>,
): Promise<void> {
  await tx
    .update(leaveRequests)
    .set(values)
    .where(and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.id, id)));
}

/** Appends an event to request `requestId`'s history (`actorUserId` null: the system). */
export async function insertEvent(
  tx: Tx,
  values: {
    tenantId: number;
    requestId: number;
    step: number | null;
    action: string;
    actorUserId: number | null;
    note: string | null;
  },
): Promise<void> {
  await tx.insert(leaveRequestEvents).values(values);
}

/** The history of the given requests, oldest first, grouped by request id. */
export async function listEvents(
  tx: Tx,
  tenantId: number,
  requestIds: number[],
): Promise<Map<number, LeaveEventRow[]>> {
  const out = new Map<number, LeaveEventRow[]>();
  if (requestIds.length === 0) return out;
  const rows = await tx
    .select({
      requestId: leaveRequestEvents.requestId,
      step: leaveRequestEvents.step,
      action: leaveRequestEvents.action,
      note: leaveRequestEvents.note,
      createdAt: leaveRequestEvents.createdAt,
      actorName: sql<
        string | null
      >`(select coalesce(e.name, u.username) from users u left join employees e on e.tenant_id = u.tenant_id and e.id = u.employee_id where u.tenant_id = leave_request_events.tenant_id and u.id = leave_request_events.actor_user_id)`,
    })
    .from(leaveRequestEvents)
    .where(and(eq(leaveRequestEvents.tenantId, tenantId), inArray(leaveRequestEvents.requestId, requestIds)))
    .orderBy(asc(leaveRequestEvents.id));
  for (const r of rows) {
    const list = out.get(r.requestId) ?? [];
    list.push(r);
    out.set(r.requestId, list);
  }
  return out;
}

/** Pending requests (any step) and approved ones with a pending cancellation, oldest first. */
export async function listDecidable(tx: Tx, tenantId: number) {
  return selectWithNames(tx)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        sql`(${leaveRequests.status} = 'pending' or (${leaveRequests.status} = 'approved' and ${leaveRequests.cancelRequestedAt} is not null))`,
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

export async function insertRequest(tx: Tx, values: typeof leaveRequests.$inferInsert): Promise<number> {
  const [row] = await tx.insert(leaveRequests).values(values).returning({ id: leaveRequests.id });
  if (!row) throw new Error("leave insert returned nothing");
  return row.id;
}

export async function setStatus(
  tx: Tx,
  tenantId: number,
  id: number,
  status: string,
  decidedBy: number | null,
  decisionNote: string | null,
) {
  await tx
    .update(leaveRequests)
    .set({ status, decidedBy, decidedAt: sql`now()`, decisionNote })
    .where(and(eq(leaveRequests.tenantId, tenantId), eq(leaveRequests.id, id)));
}

/** Σ working days per (employee, type, status) of requests starting in `year`. */
export async function sumDaysByEmployee(tx: Tx, tenantId: number, year: number, employeeIds?: number[]) {
  const where = [
    eq(leaveRequests.tenantId, tenantId),
    gte(leaveRequests.startDate, `${year}-01-01`),
    lte(leaveRequests.startDate, `${year}-12-31`),
    inArray(leaveRequests.status, ["pending", "approved"]),
  ];
  if (employeeIds) where.push(inArray(leaveRequests.employeeId, employeeIds.length > 0 ? employeeIds : [-1]));
  return tx
    .select({
      employeeId: leaveRequests.employeeId,
      leaveType: leaveRequests.leaveType,
      status: leaveRequests.status,
      days: sql<number>`sum(${leaveRequests.workingDays})::float8`,
    })
    .from(leaveRequests)
    .where(and(...where))
    .groupBy(leaveRequests.employeeId, leaveRequests.leaveType, leaveRequests.status);
}

/** Σ working days of the employee's pending and approved requests of type `code` starting in `year`. */
export async function sumDaysOfType(
  tx: Tx,
  tenantId: number,
  employeeId: number,
  year: number,
  code: string,
): Promise<number> {
  const [row] = await tx
    .select({ days: sql<number>`coalesce(sum(${leaveRequests.workingDays}), 0)::float8` })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.leaveType, code),
        gte(leaveRequests.startDate, `${year}-01-01`),
        lte(leaveRequests.startDate, `${year}-12-31`),
        inArray(leaveRequests.status, ["pending", "approved"]),
      ),
    );
  return Number(row?.days ?? 0);
}

export async function findAllowances(
  tx: Tx,
  tenantId: number,
  year: number,
  employeeIds?: number[],
): Promise<AllowanceRow[]> {
  const where = [eq(leaveAllowances.tenantId, tenantId), eq(leaveAllowances.year, year)];
  if (employeeIds)
    where.push(inArray(leaveAllowances.employeeId, employeeIds.length > 0 ? employeeIds : [-1]));
  return tx
    .select()
    .from(leaveAllowances)
    .where(and(...where));
}

export async function upsertAllowance(tx: Tx, row: typeof leaveAllowances.$inferInsert): Promise<void> {
  await tx
    .insert(leaveAllowances)
    .values(row)
    .onConflictDoUpdate({
      target: [leaveAllowances.tenantId, leaveAllowances.employeeId, leaveAllowances.year],
      set: {
        adjustmentDays: row.adjustmentDays,
        adjustmentReason: row.adjustmentReason,
        carryOverDays: row.carryOverDays,
        updatedAt: sql`now()`,
      },
    });
}

/** The tenant's company rest days in [start, end] (ISO dates). */
export async function listCompanyRestDays(
  tx: Tx,
  tenantId: number,
  start: string,
  end: string,
): Promise<string[]> {
  const rows = await tx
    .select({ day: companyRestDays.day })
    .from(companyRestDays)
    .where(
      and(
        eq(companyRestDays.tenantId, tenantId),
        gte(companyRestDays.day, start),
        lte(companyRestDays.day, end),
      ),
    );
  return rows.map((r) => r.day);
}

/** The active accounts of an employee. */
export async function listUserIdsOfEmployee(tx: Tx, tenantId: number, employeeId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeId, employeeId), eq(users.active, true)));
  return rows.map((r) => r.id);
}

/** The employee of an active account, or null. */
export async function findEmployeeIdOfUser(tx: Tx, tenantId: number, userId: number): Promise<number | null> {
  const rows = await tx
    .select({ employeeId: users.employeeId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.active, true)));
  return rows[0]?.employeeId ?? null;
}
