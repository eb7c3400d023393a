import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { Tx } from "../../platform/db.ts";
import { hasAnyRole, type AuthContext } from "../../platform/request-context.ts";
import { users } from "../auth/auth.table.ts";
import { employees } from "../employees/employees.table.ts";
import { absenceTypes, leaveRequests } from "./leave.table.ts";
import { absenceTypeOfLeave } from "./leave.repository.ts";

/**
 * Who decides a request's current step (issue 22 §2, "approval that never stalls").
 *
 * A `manager` step starts at the request's base — the employee's manager, or, once the request was
 * escalated, the manager it was escalated to (`approver_employee_id`) — and walks: the base decides
 * when they are available today; else their stand-in (`employees.deputy_id`) when available; else the
 * base's own manager, with the same rule; when the chain ends (or loops), hr decides. Available =
 * an active employee with an active account who is not away today (an approved request covering the
 * day, home office excepted) and who is not the requester. An `hr` step is decided by any hr user.
 * Resolved on every read, so a manager back from leave gets their requests back the next morning.
 */

/** `approver_employee_id` of a request escalated past the top of the chain: hr decides it. */
export const HR_APPROVER = 0;

/** The current step's approver: an employee (with how they were reached) or hr. */
export type ResolvedApprover =
  | { kind: "employee"; employeeId: number; name: string; via: "manager" | "deputy" | "upper" }
  | { kind: "hr" };

type Person = {
  id: number;
  name: string;
  managerId: number | null;
  deputyId: number | null;
  active: boolean;
};

/** What approver resolution reads, loaded once per request (`loadApprovalWorld`). */
export type ApprovalWorld = {
  people: Map<number, Person>;
  /** Employees away today (approved absence other than home office covering the day). */
  away: Set<number>;
  /** Employees with an active account. */
  withAccount: Set<number>;
  today: string;
};

/** Loads the people, today's absences and the accounts of the tenant (`today`: Budapest date). */
export async function loadApprovalWorld(
  tx: Tx,
  tenantId: number,
  today = budapestDate(Date.now()),
): Promise<ApprovalWorld> {
  const people = await tx
    .select({
      id: employees.id,
      name: employees.name,
      managerId: employees.managerId,
      deputyId: employees.deputyId,
      active: employees.active,
    })
    .from(employees)
    .where(eq(employees.tenantId, tenantId));
  const awayRows = await tx
    .selectDistinct({ employeeId: leaveRequests.employeeId })
    .from(leaveRequests)
    .leftJoin(absenceTypes, absenceTypeOfLeave())
    .where(
      and(
        eq(leaveRequests.tenantId, tenantId),
        eq(leaveRequests.status, "approved"),
        lte(leaveRequests.startDate, today),
        gte(leaveRequests.endDate, today),
        sql`coalesce(${absenceTypes.attendanceCode}, '') <> 'homeOffice'`,
        sql`${leaveRequests.leaveType} <> 'home_office'`,
      ),
    );
  const accounts = await tx
    .selectDistinct({ employeeId: users.employeeId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.active, true)));
  return {
    people: new Map(people.map((p) => [p.id, p])),
    away: new Set(awayRows.map((r) => r.employeeId)),
    withAccount: new Set(accounts.flatMap((a) => (a.employeeId === null ? [] : [a.employeeId]))),
    today,
  };
}

/** The fields of a request that approver resolution reads. */
export type ChainRequest = {
  employeeId: number;
  approvalSteps: string[];
  currentStep: number;
  approverEmployeeId: number | null;
};

/** The kind of the current step (`manager` when the steps are somehow empty). */
export function currentStepKind(r: ChainRequest): "manager" | "hr" {
  return r.approvalSteps[r.currentStep] === "hr" ? "hr" : "manager";
}

/**
 * The step that decides an employee's request to cancel an approved absence (issue 22 §2): the first
 * step of the request's type, at its start (the manager chain, or hr for a type hr approves).
 */
export function cancellationStep<T extends ChainRequest>(r: T): T {
  return { ...r, currentStep: 0, approvalSteps: [r.approvalSteps[0] ?? "manager"], approverEmployeeId: null };
}

/** Whether `id` can decide today: active, with an account, not away, not the requester. */
function available(world: ApprovalWorld, id: number, requester: number): boolean {
  const p = world.people.get(id);
  return !!p && p.active && id !== requester && world.withAccount.has(id) && !world.away.has(id);
}

/** Who decides the current step of `r` today (see the module comment for the walk). */
export function resolveApprover(world: ApprovalWorld, r: ChainRequest): ResolvedApprover {
  if (currentStepKind(r) === "hr" || r.approverEmployeeId === HR_APPROVER) return { kind: "hr" };
  const requester = world.people.get(r.employeeId);
  let base = r.approverEmployeeId ?? requester?.managerId ?? null;
  let via: "manager" | "upper" = r.approverEmployeeId === null ? "manager" : "upper";
  const seen = new Set<number>();
  while (base !== null && !seen.has(base)) {
    seen.add(base);
    const person = world.people.get(base);
    if (!person) break;
    if (available(world, base, r.employeeId)) {
      return { kind: "employee", employeeId: base, name: person.name, via };
    }
    const deputy = person.deputyId;
    if (deputy !== null && available(world, deputy, r.employeeId)) {
      return {
        kind: "employee",
        employeeId: deputy,
        name: world.people.get(deputy)?.name ?? "",
        via: "deputy",
      };
    }
    base = person.managerId;
    via = "upper";
  }
  return { kind: "hr" };
}

/**
 * One level up from the current approver, for a request waiting too long: the manager of the
 * resolved approver (or of the base when hr was already deciding it), or null when there is no one
 * higher — the request then stays with hr.
 */
export function escalationTarget(world: ApprovalWorld, r: ChainRequest): number | null {
  const resolved = resolveApprover(world, r);
  if (resolved.kind === "hr") return null;
  const up = world.people.get(resolved.employeeId)?.managerId ?? null;
  return up !== null && up !== r.employeeId ? up : null;
}

/**
 * Whether `auth` may decide the current step of `r` (whose employee's manager is `managerId`): never
 * the requester; hr at any step (hr's approval completes every remaining step); at a `manager` step
 * also the resolved approver and the employee's own manager.
 */
export function canDecideStep(
  auth: AuthContext,
  r: ChainRequest & { managerId: number | null },
  resolved: ResolvedApprover,
): boolean {
  if (r.employeeId === auth.employeeId) return false;
  if (hasAnyRole(auth.roles, ["hr"])) return true;
  if (currentStepKind(r) === "hr") return false;
  return (
    (resolved.kind === "employee" && resolved.employeeId === auth.employeeId) ||
    (r.managerId !== null && r.managerId === auth.employeeId)
  );
}

/** Active accounts of hr users (who decide an `hr` step, and the end of every chain). */
export async function listHrUserIds(tx: Tx, tenantId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(users.active, true), sql`${users.roles} @> array['hr']::text[]`),
    );
  return rows.map((r) => r.id);
}

/** The accounts to notify about the current step of `r`: the resolved approver's, or every hr user's. */
export async function approverUserIds(
  tx: Tx,
  tenantId: number,
  resolved: ResolvedApprover,
): Promise<number[]> {
  if (resolved.kind === "hr") return listHrUserIds(tx, tenantId);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.active, true),
        inArray(users.employeeId, [resolved.employeeId]),
      ),
    );
  return rows.map((r) => r.id);
}
