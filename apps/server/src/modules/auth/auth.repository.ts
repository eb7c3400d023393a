import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Tx } from "../../platform/db.ts";
import { employees } from "../employees/employees.table.ts";
import { passwordResets, sessions, users } from "./auth.table.ts";

export type UserRow = typeof users.$inferSelect;

/** The account with this username (case-insensitive) in the tenant, with its employee's name. */
export async function findUserByUsername(tx: Tx, tenantId: number, username: string) {
  const rows = await tx
    .select({ user: users, employeeName: employees.name })
    .from(users)
    .leftJoin(employees, and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username.toLowerCase())));
  return rows[0] ?? null;
}

export async function findUserById(tx: Tx, tenantId: number, userId: number) {
  const rows = await tx
    .select({ user: users, employeeName: employees.name })
    .from(users)
    .leftJoin(employees, and(eq(employees.tenantId, users.tenantId), eq(employees.id, users.employeeId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return rows[0] ?? null;
}

/** Active accounts with this e-mail address (case-insensitive). */
export async function findActiveUsersByEmail(tx: Tx, tenantId: number, email: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.active, true),
      ),
    );
}

/** The accounts that sign in as this employee, oldest first. */
export async function findUsersOfEmployee(tx: Tx, tenantId: number, employeeId: number): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeId, employeeId)))
    .orderBy(users.id);
}

/** Creates an account without a password (it is set through the emailed link). */
export async function insertUser(
  tx: Tx,
  row: { tenantId: number; username: string; email: string; employeeId: number },
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ ...row, username: row.username.toLowerCase(), passwordHash: null, roles: [] })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return user;
}

export async function insertSession(
  tx: Tx,
  row: {
    tenantId: number;
    id: string;
    userId: number;
    expiresAt: Date;
    ip: string;
    userAgent?: string | undefined;
  },
): Promise<void> {
  await tx.insert(sessions).values({ ...row, userAgent: row.userAgent ?? null });
}

/** The session's user when the session is live (not revoked, not expired) and the user is active. */
export async function findLiveSessionUser(tx: Tx, tenantId: number, sessionId: string) {
  const rows = await tx
    .select({ userId: users.id, roles: users.roles, employeeId: users.employeeId, username: users.username })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    );
  return rows[0] ?? null;
}

export async function extendSession(
  tx: Tx,
  tenantId: number,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
}

export async function revokeSession(tx: Tx, tenantId: number, sessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user except `keepSessionId` (all when undefined). */
export async function revokeUserSessions(tx: Tx, tenantId: number, userId: number, keepSessionId?: string) {
  const conditions = [
    eq(sessions.tenantId, tenantId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
  ];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

export async function updateUserRoles(tx: Tx, tenantId: number, userId: number, roles: string[]) {
  await tx
    .update(users)
    .set({ roles, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function updatePasswordHash(tx: Tx, tenantId: number, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function insertPasswordReset(
  tx: Tx,
  row: { tenantId: number; tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(row);
}

/** Marks the reset token used and returns its user id, or null when unknown, used or expired. */
export async function consumePasswordReset(
  tx: Tx,
  tenantId: number,
  tokenHash: string,
): Promise<number | null> {
  const rows = await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tenantId, tenantId),
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
}

/** Ends every live session of the accounts of an employee (deactivation, DESIGN §4). */
export async function revokeEmployeeSessions(tx: Tx, tenantId: number, employeeId: number): Promise<void> {
  await tx.execute(sql`
    update sessions set revoked_at = now()
    where tenant_id = ${tenantId} and revoked_at is null
      and user_id in (select id from users where tenant_id = ${tenantId} and employee_id = ${employeeId})`);
}

/** Sets the sign-in address of an account (it follows the employee record's e-mail). */
export async function updateUserEmail(tx: Tx, tenantId: number, userId: number, email: string | null) {
  await tx
    .update(users)
    .set({ email, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** Enables or disables every account of an employee (deactivation / reactivation, issue 7 §1). */
export async function setEmployeeUsersActive(tx: Tx, tenantId: number, employeeId: number, active: boolean) {
  await tx
    .update(users)
    .set({ active, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeId, employeeId)));
}

/**
 * The active accounts holding `role` or companyAdmin (who passes every role check): whom a domain's
 * reminders and requests go to (fleet managers, hr, the asset or project manager).
 */
export async function activeUserIdsWithRole(tx: Tx, tenantId: number, role: string): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.active, true),
        sql`${users.roles} && array[${role}, 'companyAdmin']::text[]`,
      ),
    );
  return rows.map((r) => r.id);
}
