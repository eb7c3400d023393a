import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tenants } from "../tenants/tenants.table.ts";

/**
 * Abuse counters of the unauthenticated and password calls (login throttling, wrong current
 * passwords, reset mails; see `throttle.ts` for the rules and numbers). One row per
 * (`kind`, `subject`, `source`): e.g. `login` / username / IP, `login` / username / `*` (all sources),
 * `login-ip` / IP / `*`, `password-change` / user id / `*`, `reset-mail` / e-mail address / `*`.
 * Updated only under `lockFor(tx, …)` or by an atomic upsert, so concurrent attempts are counted exactly.
 */
export const authThrottle = pgTable(
  "auth_throttle",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    source: text("source").notNull(),
    /** Failures (or mails) counted since `windowStartedAt`. */
    failures: integer("failures").notNull().default(0),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Attempts are refused (429) until then. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
    /** Last successful sign-in from this source (a known address skips the account-wide delay). */
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.subject, t.source] }),
    index("auth_throttle_tenant_updated_idx").on(t.tenantId, t.updatedAt),
  ],
);
