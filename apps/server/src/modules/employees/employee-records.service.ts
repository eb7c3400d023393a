import type { EmployeeDetail, EmployeeInput } from "@office/shared/employees/employees.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import {
  applyEmailChange,
  assertCoversAccounts,
  sendEmailChangeNotices,
  setEmployeeAccountsActive,
  type EmailChangeNotice,
} from "../auth/account-guard.ts";
import { toDetailDto } from "./employee-dto.ts";
import { loadCostCenterRefs, resolveCostCenterId, type CostCenterRefs } from "./employee-cost-center.ts";
import * as repo from "./employees.repository.ts";

/**
 * Writing employee records: create (one or a batch), update with field history, deactivate or delete,
 * with the role-coverage rule of the accounts behind them (issue 7 §1). Split from `employees.service.ts`.
 */

const NOT_FOUND = "A munkatárs nem található.";

/** A write whose cost centre is resolved to an id (see `resolveCostCenterId`). */
export type ResolvedEmployeeInput = EmployeeInput & { costCenterId: number | null };

type Columns = Omit<EmployeeInput, "children" | "costCenter" | "costCenterId"> & {
  costCenterId: number | null;
};

/** The table columns of a write (the cost centre by id; the code of older clients is resolved to it). */
function columnsOf(input: ResolvedEmployeeInput): Columns {
  const { children: _children, costCenter: _code, ...columns } = input;
  return columns;
}

/**
 * Checks the manager (exists, not the employee themself) and resolves the cost centre (id, or code for
 * older clients; see `resolveCostCenterId`). Answers the input with its cost centre id and the tenant's
 * cost centres. Errors: 400 with a Hungarian field message.
 */
async function resolveReferences(
  tx: Tx,
  tenantId: number,
  input: EmployeeInput,
  before: { id: number; costCenterId: number | null } | null,
): Promise<{ resolved: ResolvedEmployeeInput; refs: CostCenterRefs }> {
  if (input.managerId !== null) {
    if (input.managerId === before?.id)
      throw badRequest("Senki sem lehet a saját vezetője.", {
        managerId: "Senki sem lehet a saját vezetője.",
      });
    if (!(await repo.findEmployee(tx, tenantId, input.managerId))) {
      throw badRequest("A megadott vezető nem található.", { managerId: "A megadott vezető nem található." });
    }
  }
  const refs = await loadCostCenterRefs(tx, tenantId);
  const costCenter = resolveCostCenterId(refs, input, before?.costCenterId ?? null);
  if ("error" in costCenter) throw badRequest(costCenter.error, { costCenterId: costCenter.error });
  return { resolved: { ...input, costCenterId: costCenter.id }, refs };
}

/**
 * Inserts a new record inside `tx` (manager checked, children, a "Felvétel" history line, audit) and
 * answers its id. Errors: 400 bad manager or cost centre; a duplicate employee number fails as a unique violation.
 */
export async function insertEmployeeRecord(
  tx: Tx,
  ctx: RequestContext,
  input: EmployeeInput,
): Promise<number> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const { resolved } = await resolveReferences(tx, tenantId, input, null);
  const row = await repo.insertEmployee(tx, { tenantId, ...columnsOf(resolved) });
  await repo.replaceChildren(tx, tenantId, row.id, input.children);
  await repo.insertHistory(tx, [
    {
      tenantId,
      employeeId: row.id,
      userId: auth.userId,
      userName: auth.displayName,
      area: "employee",
      field: "created",
      oldValue: null,
      newValue: input.name,
    },
  ]);
  await appendAudit(tx, {
    tenantId,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action: "employee.created",
    target: `employee:${row.id}`,
  });
  return row.id;
}

/**
 * Inserts many new records inside `tx` in a few statements (employees, children, "Felvétel" history
 * lines), for the import; answers their ids in input order. Managers and cost centres must already be
 * resolved to existing ids of the tenant (the import checks them; the foreign keys refuse others). The caller
 * writes the audit entry. A duplicate employee number fails as a unique violation.
 */
export async function insertEmployeeRecords(
  tx: Tx,
  ctx: RequestContext,
  inputs: readonly ResolvedEmployeeInput[],
): Promise<number[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const ids = await repo.insertEmployees(
    tx,
    inputs.map((input) => ({ tenantId, ...columnsOf(input) })),
  );
  await repo.insertChildren(
    tx,
    inputs.flatMap((input, i) =>
      input.children.map((c) => ({
        tenantId,
        employeeId: ids[i] ?? 0,
        name: c.name ?? null,
        birthDate: c.birthDate,
        disabled: c.disabled,
      })),
    ),
  );
  await repo.insertHistory(
    tx,
    inputs.map((input, i) => ({
      tenantId,
      employeeId: ids[i] ?? 0,
      userId: auth.userId,
      userName: auth.displayName,
      area: "employee",
      field: "created",
      oldValue: null,
      newValue: input.name,
    })),
  );
  return ids;
}

/** `POST /api/employee` (hr): creates the record; history gets a "Felvétel" line. Errors: 400, 409 duplicate number. */
export async function createEmployee(
  p: Platform,
  ctx: RequestContext,
  input: EmployeeInput,
): Promise<EmployeeDetail> {
  const tenantId = ctx.tenant.id;
  try {
    return await p.database.withTenant(tenantId, async (tx) => {
      const id = await insertEmployeeRecord(tx, ctx, input);
      const full = await repo.findEmployee(tx, tenantId, id);
      if (!full) throw notFound(NOT_FOUND);
      return toDetailDto(full, await repo.listChildren(tx, tenantId, id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("Ez a törzsszám már foglalt.");
    throw err;
  }
}

const display = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : typeof v === "boolean"
      ? v
        ? "igen"
        : "nem"
      : typeof v === "object"
        ? JSON.stringify(v)
        : String(v);

/**
 * The history lines of saving `input` over `before` (whose children are `beforeChildren`): one per
 * changed column and one for the children, old → new as displayed ("igen"/"nem", dates as stored,
 * the cost centre by its code through `codeOf`), by `auth`. Empty when nothing changes.
 */
export function employeeChanges(
  tenantId: number,
  auth: AuthContext,
  before: repo.EmployeeRow,
  beforeChildren: readonly repo.ChildRow[],
  input: ResolvedEmployeeInput,
  codeOf: (costCenterId: number | null) => string | null,
): repo.NewHistory[] {
  const line = (field: string, oldValue: string | null, newValue: string | null): repo.NewHistory => ({
    tenantId,
    employeeId: before.id,
    userId: auth.userId,
    userName: auth.displayName,
    area: "employee",
    field,
    oldValue,
    newValue,
  });
  const changes: repo.NewHistory[] = [];
  for (const [field, value] of Object.entries(columnsOf(input))) {
    if (field === "costCenterId") {
      if (before.costCenterId !== input.costCenterId)
        changes.push(line("costCenter", codeOf(before.costCenterId), codeOf(input.costCenterId)));
      continue;
    }
    const old = display(before[field as keyof Columns]);
    if (old !== display(value)) changes.push(line(field, old, display(value)));
  }
  const childKey = (c: { birthDate: string; disabled: boolean; name?: string | null }) =>
    `${c.birthDate}${c.disabled ? " (fogyatékos)" : ""}${c.name ? ` ${c.name}` : ""}`;
  const oldChildren = beforeChildren.map(childKey).join(", ");
  const newChildren = [...input.children]
    .sort((a, b) => a.birthDate.localeCompare(b.birthDate))
    .map(childKey)
    .join(", ");
  if (oldChildren !== newChildren) changes.push(line("children", oldChildren || null, newChildren || null));
  return changes;
}

/**
 * Saves `input` over employee `id` inside `tx`: every changed field goes to the history (see
 * {@link employeeChanges}), audit. Changing the e-mail or deactivating needs the caller to hold every
 * role of the employee's account (`assertCoversAccounts`, 403 otherwise). Deactivating disables the
 * account and ends its sessions, reactivating enables it; an e-mail change moves the account's address,
 * ends its sessions and answers a notice for the old address. Send `notices` after the
 * transaction (`sendEmailChangeNotices`). Errors: 400 bad
 * manager or cost centre, 403, 404; a duplicate employee number fails as a unique violation.
 */
export async function saveEmployeeRecord(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  input: EmployeeInput,
): Promise<{ notices: EmailChangeNotice[] }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const before = await repo.findEmployee(tx, tenantId, id);
  if (!before) throw notFound(NOT_FOUND);
  const deactivated = before.active && !input.active;
  const emailChanged = !sameEmail(before.email, input.email);
  const accounts =
    deactivated || emailChanged
      ? await assertCoversAccounts(tx, auth, tenantId, id, deactivated ? "deactivate" : "email")
      : [];
  const { resolved, refs } = await resolveReferences(tx, tenantId, input, before);
  const beforeChildren = await repo.listChildren(tx, tenantId, id);
  const changes = employeeChanges(tenantId, auth, before, beforeChildren, resolved, refs.codeOf);
  if (changes.some((c) => c.field === "children")) {
    await repo.replaceChildren(tx, tenantId, id, input.children);
  }
  await repo.updateEmployee(tx, tenantId, id, columnsOf(resolved));
  await repo.insertHistory(tx, changes);
  if (before.active !== input.active) await setEmployeeAccountsActive(tx, tenantId, id, input.active);
  const notices = emailChanged
    ? await applyEmailChange(tx, tenantId, accounts, before.email, input.email, auth)
    : [];
  await appendAudit(tx, {
    tenantId,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action: "employee.updated",
    target: `employee:${id}`,
    details: { fields: changes.map((c) => c.field) },
  });
  return { notices };
}

/** True when two e-mail values are equal apart from case and surrounding spaces (both empty: equal). */
const sameEmail = (a: string | null, b: string | null) =>
  (a?.trim().toLowerCase() || null) === (b?.trim().toLowerCase() || null);

/**
 * `PUT /api/employee/{id}` (hr): saves the record; every changed field goes to the history with old →
 * new value, who and when. Deactivating disables the employee's account and ends its sessions;
 * reactivating enables it; an e-mail change ends the account's sessions and notifies the old address
 * (see `saveEmployeeRecord`). Errors: 400, 403 (account with roles the caller lacks), 404, 409.
 */
export async function updateEmployee(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: EmployeeInput,
): Promise<EmployeeDetail> {
  const tenantId = ctx.tenant.id;
  try {
    const { saved, notices } = await p.database.withTenant(tenantId, async (tx) => {
      const outcome = await saveEmployeeRecord(tx, ctx, id, input);
      const after = await repo.findEmployee(tx, tenantId, id);
      if (!after) throw notFound(NOT_FOUND);
      return { saved: toDetailDto(after, await repo.listChildren(tx, tenantId, id)), ...outcome };
    });
    await sendEmailChangeNotices(p, ctx, notices);
    return saved;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("Ez a törzsszám már foglalt.");
    throw err;
  }
}

/**
 * `DELETE /api/employee/{id}` (hr): an employee nothing refers to is deleted; one with an account,
 * reports, documents or history is deactivated instead (employment end set to today when empty),
 * so no data is lost, and their account is disabled (sessions end). Answers which of the two happened.
 * Errors: 403 own record or an account with roles the caller lacks (`assertCoversAccounts`), 404.
 */
export async function deleteEmployee(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<"deleted" | "deactivated"> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  if (auth.employeeId === id) throw forbidden("Saját magadat nem törölheted.");
  const outcome = await p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findEmployee(tx, tenantId, id);
    if (!row) throw notFound(NOT_FOUND);
    await assertCoversAccounts(tx, auth, tenantId, id, "delete");
    const audit = (action: string) =>
      appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action,
        target: `employee:${id}`,
      });
    if (!(await repo.hasDependentData(tx, tenantId, id))) {
      await repo.deleteEmployee(tx, tenantId, id);
      await audit("employee.deleted");
      return "deleted" as const;
    }
    const today = new Date().toISOString().slice(0, 10);
    const changes: repo.NewHistory[] = [];
    if (row.active)
      changes.push({
        tenantId,
        employeeId: id,
        userId: auth.userId,
        userName: auth.displayName,
        area: "employee",
        field: "active",
        oldValue: "igen",
        newValue: "nem",
      });
    if (!row.employmentEnd)
      changes.push({
        tenantId,
        employeeId: id,
        userId: auth.userId,
        userName: auth.displayName,
        area: "employee",
        field: "employmentEnd",
        oldValue: null,
        newValue: today,
      });
    await repo.updateEmployee(tx, tenantId, id, { active: false, employmentEnd: row.employmentEnd ?? today });
    await repo.insertHistory(tx, changes);
    await setEmployeeAccountsActive(tx, tenantId, id, false);
    await audit("employee.deactivated");
    return "deactivated" as const;
  });
  return outcome;
}
