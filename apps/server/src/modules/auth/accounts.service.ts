import {
  ROLE_LABELS,
  sortRoles,
  type EmployeeAccount,
  type EmployeeRolesInput,
} from "@office/shared/auth/account.contract";
import { roleSchema, type Role } from "@office/shared/auth/roles";
import type { Platform } from "../../platform/platform.ts";
import { conflict } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertHistory } from "../employees/employees.repository.ts";
import { findEmployeeOr404 } from "../employees/employees.service.ts";
import * as repo from "./auth.repository.ts";

const knownRoles = (roles: readonly string[]): Role[] =>
  sortRoles(roles.flatMap((role) => (roleSchema.safeParse(role).success ? [role as Role] : [])));
const roleList = (roles: readonly Role[]) => roles.map((role) => ROLE_LABELS[role]).join(", ") || null;

/**
 * `GET /api/employee/{id}/account` (hr, companyAdmin): the employee's account (the oldest, when there are
 * several), or `hasAccount: false`. Errors: 404 unknown employee or another tenant's.
 */
export async function getEmployeeAccount(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
): Promise<EmployeeAccount> {
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, employeeId);
    const account = (await repo.findUsersOfEmployee(tx, tenantId, employeeId))[0];
    if (!account) return { hasAccount: false, username: null, active: null, roles: [] };
    return {
      hasAccount: true,
      username: account.username,
      active: account.active,
      roles: knownRoles(account.roles),
    };
  });
}

/**
 * `PUT /api/employee/{id}/roles` (companyAdmin): sets the roles of the employee's account. The change goes
 * to the employee's history (Jogosultságok, old → new) and the audit log, and ends the account's sessions
 * so that the new roles apply at once (DESIGN §4). Answers the account. Errors: 404; 409 when the
 * employee has no account yet, or a company admin would take the companyAdmin role from themself.
 */
export async function setEmployeeRoles(
  p: Platform,
  ctx: RequestContext,
  employeeId: number,
  input: EmployeeRolesInput,
): Promise<EmployeeAccount> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const roles = sortRoles(input.roles);
  const result = await p.database.withTenant(tenantId, async (tx) => {
    await findEmployeeOr404(tx, tenantId, employeeId);
    const account = (await repo.findUsersOfEmployee(tx, tenantId, employeeId))[0];
    if (!account) {
      throw conflict("A munkatársnak még nincs fiókja: előbb küldj neki belépési linket.");
    }
    if (
      account.id === auth.userId &&
      account.roles.includes("companyAdmin") &&
      !roles.includes("companyAdmin")
    ) {
      throw conflict("Saját magadtól nem veheted el a cégadminisztrátori jogot.");
    }
    const before = knownRoles(account.roles);
    const changed = roleList(before) !== roleList(roles);
    if (changed) {
      await repo.updateUserRoles(tx, tenantId, account.id, roles);
      await repo.revokeUserSessions(tx, tenantId, account.id);
      await insertHistory(tx, [
        {
          tenantId,
          employeeId,
          userId: auth.userId,
          userName: auth.displayName,
          area: "role",
          field: "roles",
          oldValue: roleList(before),
          newValue: roleList(roles),
        },
      ]);
      await appendAudit(tx, {
        tenantId,
        userId: auth.userId,
        username: auth.username,
        ip: ctx.ip,
        action: "auth.roles.changed",
        target: `user:${account.id}`,
        details: { employeeId, from: before, to: roles },
      });
    }
    return {
      changed,
      account: { hasAccount: true, username: account.username, active: account.active, roles },
    };
  });
  return result.account;
}
