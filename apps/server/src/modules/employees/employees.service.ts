import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type {
  Employee,
  EmployeeDetail,
  NewEmployeeTemplate,
  EmployeeInput,
  EmployeeResource,
  HistoryEntry,
} from "@office/shared/employees/employees.contract";
import type { Platform } from "../../app/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from "../../platform/errors.ts";
import { authOf, hasAnyRole, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import type { UploadedImage } from "../../platform/uploads.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import {
  applyEmailChange,
  assertCoversAccounts,
  sendEmailChangeNotices,
  setEmployeeAccountsActive,
  type EmailChangeNotice,
} from "../auth/account-guard.ts";
import { EMPLOYEE_FIELD_LABELS, toDetailDto, toDirectoryDto } from "./employee-dto.ts";
import * as repo from "./employees.repository.ts";

const NOT_FOUND = "A munkatárs nem található.";
const gzipAsync = promisify(gzip);

/**
 * The tenant's employee `id` with their manager's name; 404 "A munkatárs nem található." when the
 * tenant has none (also for another tenant's id). Runs in the caller's tenant transaction.
 */
export async function findEmployeeOr404(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<repo.EmployeeRowWithManager> {
  const row = await repo.findEmployee(tx, tenantId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** DESIGN §5: the full record goes to the employee themself, `hr` and `companyAdmin`. */
export function canSeeFullRecord(auth: AuthContext, employeeId: number): boolean {
  return auth.employeeId === employeeId || hasAnyRole(auth.roles, ["hr"]);
}

/** 403 unless `canSeeFullRecord`: the employee's own data (documents, files, picture) or hr's. */
export function assertCanSeeFullRecord(auth: AuthContext, employeeId: number): void {
  if (!canSeeFullRecord(auth, employeeId)) throw forbidden();
}

/** 403 unless the caller has `hr` (companyAdmin passes every role check; DESIGN §5). */
export function assertHr(auth: AuthContext): void {
  if (!hasAnyRole(auth.roles, ["hr"])) throw forbidden();
}

/** A directory as sent: the JSON array as UTF-8 bytes and, once a client asks for it, gzipped. */
export type DirectoryBody = { version: number; json: Buffer; gzipped: Promise<Buffer> | null };

/**
 * Per database (test apps sharing a process never mix): cached directories by tenant and filter, and the
 * ones being built by tenant, filter and version (concurrent misses share one build).
 */
type DirectoryCache = { entries: Map<string, DirectoryBody>; builds: Map<string, Promise<DirectoryBody>> };
const directoryCaches = new WeakMap<object, DirectoryCache>();
/** At most this many cached directories per database (2,000 employees ≈ 0.7 MB); oldest go first. */
const DIRECTORY_CACHE_ENTRIES = 48;

/**
 * `GET /api/employee?active=`: the directory (directory view of everyone, by name) as the JSON array the
 * database builds (`repo.directoryJson`; same objects as `toDirectoryDto`, checked by test), cached under
 * the tenant's directory version. A trigger raises the version with every employee row change in the
 * writing transaction, so a hit costs one small query and no instance serves a list older than the last
 * committed change (the version is read before the list, so a list is never older than its key).
 */
export async function getDirectory(
  p: Platform,
  ctx: RequestContext,
  active?: boolean,
): Promise<DirectoryBody> {
  const tenantId = ctx.tenant.id;
  let cache = directoryCaches.get(p.database);
  if (!cache) {
    cache = { entries: new Map(), builds: new Map() };
    directoryCaches.set(p.database, cache);
  }
  const { entries, builds } = cache;
  const key = `${tenantId}:${String(active)}`;
  return p.database.withTenant(tenantId, async (tx) => {
    const version = await repo.directoryVersion(tx, tenantId);
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    const buildKey = `${key}@${version}`;
    let build = builds.get(buildKey);
    if (!build) {
      build = repo
        .directoryJson(tx, tenantId, active)
        .then((json) => ({ version, json: Buffer.from(json), gzipped: null }));
      builds.set(buildKey, build);
      void build.finally(() => builds.delete(buildKey)).catch(() => undefined);
    }
    const body = await build;
    entries.delete(key);
    entries.set(key, body);
    if (entries.size > DIRECTORY_CACHE_ENTRIES) entries.delete(entries.keys().next().value ?? key);
    return body;
  });
}

/** The gzipped bytes of a directory, compressed once (off the event loop) and kept with it. */
export function gzippedDirectory(body: DirectoryBody): Promise<Buffer> {
  body.gzipped ??= gzipAsync(body.json);
  return body.gzipped;
}

/** `GET /api/employee/{id}`: full record for self/hr/companyAdmin, directory view for others; 404 otherwise. */
export async function getEmployee(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<Employee | EmployeeDetail> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findEmployee(tx, tenantId, id);
    if (!row) throw notFound(NOT_FOUND);
    if (!canSeeFullRecord(auth, id)) return toDirectoryDto(row);
    return toDetailDto(row, await repo.listChildren(tx, tenantId, id));
  });
}

/** `GET /api/employee/newEmployee`: a form template with the next free employee number (E0001 style). */
export async function newEmployeeTemplate(p: Platform, ctx: RequestContext): Promise<NewEmployeeTemplate> {
  const next = await p.database.withTenant(ctx.tenant.id, (tx) => repo.maxEmployeeNumber(tx, ctx.tenant.id));
  return {
    employeeNumber: `E${String(next + 1).padStart(4, "0")}`,
    name: "",
    birthName: null,
    birthDate: null,
    birthPlace: null,
    mothersName: null,
    taxId: null,
    tajNumber: null,
    address: null,
    phone: null,
    email: null,
    bankAccount: null,
    education: null,
    position: null,
    department: null,
    managerId: null,
    costCenter: null,
    employmentStart: new Date().toISOString().slice(0, 10),
    employmentEnd: null,
    workSchedule: "general",
    weeklyHours: 40,
    disability: false,
    children: [],
    active: true,
  };
}

type Columns = Omit<EmployeeInput, "children">;

function columnsOf(input: EmployeeInput): Columns {
  const { children: _children, ...columns } = input;
  return columns;
}

async function checkReferences(tx: Tx, tenantId: number, input: EmployeeInput, selfId?: number) {
  if (input.managerId !== null) {
    if (input.managerId === selfId)
      throw badRequest("Senki sem lehet a saját vezetője.", {
        managerId: "Senki sem lehet a saját vezetője.",
      });
    if (!(await repo.findEmployee(tx, tenantId, input.managerId))) {
      throw badRequest("A megadott vezető nem található.", { managerId: "A megadott vezető nem található." });
    }
  }
}

/**
 * Inserts a new record inside `tx` (manager checked, children, a "Felvétel" history line, audit) and
 * answers its id. Errors: 400 bad manager; a duplicate employee number fails as a unique violation.
 */
export async function insertEmployeeRecord(
  tx: Tx,
  ctx: RequestContext,
  input: EmployeeInput,
): Promise<number> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await checkReferences(tx, tenantId, input);
  const row = await repo.insertEmployee(tx, { tenantId, ...columnsOf(input) });
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
 * lines), for the import; answers their ids in input order. Managers must already be resolved to
 * existing ids of the tenant (the import checks them; the foreign key refuses others). The caller
 * writes the audit entry. A duplicate employee number fails as a unique violation.
 */
export async function insertEmployeeRecords(
  tx: Tx,
  ctx: RequestContext,
  inputs: readonly EmployeeInput[],
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
 * changed column and one for the children, old → new as displayed ("igen"/"nem", dates as stored),
 * by `auth`. Empty when nothing changes.
 */
export function employeeChanges(
  tenantId: number,
  auth: AuthContext,
  before: repo.EmployeeRow,
  beforeChildren: readonly repo.ChildRow[],
  input: EmployeeInput,
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
 * manager, 403, 404; a duplicate employee number fails as a unique violation.
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
  await checkReferences(tx, tenantId, input, id);
  const beforeChildren = await repo.listChildren(tx, tenantId, id);
  const changes = employeeChanges(tenantId, auth, before, beforeChildren, input);
  if (changes.some((c) => c.field === "children")) {
    await repo.replaceChildren(tx, tenantId, id, input.children);
  }
  await repo.updateEmployee(tx, tenantId, id, columnsOf(input));
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

/**
 * `PUT /api/employee/{id}/profilepicture`: the employee themself, `hr` or `companyAdmin` sets the
 * picture (already checked to be PNG/JPEG/WebP). The old file is removed. Errors: 403, 404.
 */
export async function setProfilePicture(
  p: Platform,
  ctx: RequestContext,
  id: number,
  image: UploadedImage,
): Promise<Employee> {
  const auth = authOf(ctx);
  assertCanSeeFullRecord(auth, id);
  const tenantId = ctx.tenant.id;
  const dir = `${ctx.tenant.slug}/employees/${id}`;
  const { before, after } = await p.database.withTenant(tenantId, async (tx) => {
    const existing = await repo.findEmployee(tx, tenantId, id);
    if (!existing) throw notFound(NOT_FOUND);
    await p.storage.put(`${dir}/${image.storedName}`, image.data);
    await repo.setProfilePicture(tx, tenantId, id, image.storedName);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "employee.profile_picture_updated",
      target: `employee:${id}`,
    });
    return { before: existing, after: { ...existing, profilePicture: image.storedName } };
  });
  if (before.profilePicture) await p.storage.delete(`${dir}/${before.profilePicture}`).catch(() => undefined);
  return toDirectoryDto(after);
}

/** `GET /api/employee/{id}/history` (hr): newest first; wage lines only with `employeeWages2`. */
export async function getEmployeeHistory(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<HistoryEntry[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const seesWages = hasAnyRole(auth.roles, ["employeeWages2"]);
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, id);
    return repo.listHistory(tx, tenantId, id);
  });
  return rows
    .filter((r) => seesWages || r.area !== "wage")
    .map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      userName: r.userName,
      area: r.area,
      field: r.field,
      fieldLabel: EMPLOYEE_FIELD_LABELS[r.field] ?? r.field,
      oldValue: r.oldValue,
      newValue: r.newValue,
    }));
}

/** `GET /api/resource/employee/{id}`: the employee as a resource (resource id = employee id). */
export async function getEmployeeResource(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<EmployeeResource> {
  const row = await p.database.withTenant(ctx.tenant.id, (tx) => repo.findEmployee(tx, ctx.tenant.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return {
    resourceId: row.id,
    resourceType: "employee",
    employeeId: row.id,
    name: row.name,
    position: row.position,
    department: row.department,
    weeklyHours: row.weeklyHours,
    dailyHours: Math.round((row.weeklyHours / 5) * 10) / 10,
    active: row.active,
  };
}
