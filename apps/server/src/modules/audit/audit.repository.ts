import type { Tx } from "../../platform/db.ts";
import { auditLog } from "./audit.table.ts";

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
