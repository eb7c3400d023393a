import type { Tx } from "../../platform/db.ts";
import { auditLog } from "./audit.table.ts";
import { and, count, eq, gt } from "drizzle-orm";

export type AuditEntry = {
  tenantId: number;
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  /** Dotted verb, e.g. `auth.login.failed`, `company.updated`. */
  action: string;
  /** What was acted on, e.g. `employee:12`. */
  target?: string | null;
  details?: Record<string, unknown> | null;
};

/** Appends one audit row (who, tenant, UTC time by the database, IP, action, target). Never logs secrets. */
export async function appendAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: entry.tenantId,
    userId: entry.userId ?? null,
    username: entry.username ?? null,
    ip: entry.ip ?? null,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
}

/** Number of `action` rows since `since` matching the username or the IP (login rate limiting). */
export async function countRecentAudit(
  tx: Tx,
  tenantId: number,
  action: string,
  since: Date,
  by: { username: string } | { ip: string },
): Promise<number> {
  const who = "username" in by ? eq(auditLog.username, by.username) : eq(auditLog.ip, by.ip);
  const rows = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action), gt(auditLog.at, since), who));
  return rows[0]?.n ?? 0;
}
