import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import {
  MAIL_OUTBOX_PAGE_SIZE,
  type MailOutboxItem,
  type MailOutboxList,
  type MailOutboxQuery,
  type MailStatus,
} from "@office/shared/mail/mail-outbox.contract";
import type { Tx } from "../../platform/db.ts";
import { conflict, notFound } from "../../platform/errors.ts";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { MAIL_RETRY_DAYS } from "./outbox.repository.ts";
import { mailOutbox } from "./outbox.table.ts";

/**
 * The outbox as the tenant's companyAdmin sees it (issue 23 §1): the envelope of every mail (recipient,
 * subject, times, attempts, SMTP's last refusal; never the body, which may hold a password-reset link),
 * and "send it now" for a mail that waits or failed. Access: companyAdmin (the access matrix).
 */

/** Within the retry window: `claimDue` still tries it ({@link MAIL_RETRY_DAYS} days after creation). */
// The days as a literal, not a parameter: the status expression is also the GROUP BY key, and PostgreSQL
// matches a grouped expression only when its text (parameters included) is the same.
const retryDays = sql.raw(String(Math.trunc(MAIL_RETRY_DAYS)));
const withinRetryWindow = sql`${mailOutbox.createdAt} > now() - make_interval(days => ${retryDays})`;
const outsideRetryWindow = sql`${mailOutbox.createdAt} <= now() - make_interval(days => ${retryDays})`;

/** The SQL condition of one status (see the contract for their meaning). */
function statusCondition(status: MailStatus): SQL | undefined {
  switch (status) {
    case "sent":
      return isNotNull(mailOutbox.sentAt);
    case "waiting":
      return and(isNull(mailOutbox.sentAt), eq(mailOutbox.attempts, 0), withinRetryWindow);
    case "failed":
      return and(isNull(mailOutbox.sentAt), sql`${mailOutbox.attempts} > 0`, withinRetryWindow);
    case "expired":
      return and(isNull(mailOutbox.sentAt), outsideRetryWindow);
  }
}

const statusExpr = sql<MailStatus>`case
  when ${mailOutbox.sentAt} is not null then 'sent'
  when ${outsideRetryWindow} then 'expired'
  when ${mailOutbox.attempts} > 0 then 'failed'
  else 'waiting' end`;

const itemColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: statusExpr,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  icalMethod: mailOutbox.icalMethod,
};

type ItemRow = {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  attempts: number;
  lastError: string | null;
  icalMethod: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function itemOf(row: ItemRow): MailOutboxItem {
  const isPending = row.status === "waiting" || row.status === "failed";
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    createdAt: iso(row.createdAt),
    sentAt: row.sentAt ? iso(row.sentAt) : null,
    nextAttemptAt: isPending ? iso(row.nextAttemptAt) : null,
    attempts: row.attempts,
    lastError: row.lastError,
    isInvitation: row.icalMethod !== null,
  };
}

/** `GET /api/mailOutbox`: one page (newest first) of the tenant's mail with `status`, and the counts. */
export async function listMailOutbox(
  p: Platform,
  ctx: RequestContext,
  query: MailOutboxQuery,
): Promise<MailOutboxList> {
  const tenantId = ctx.tenant.id;
  const page = query.page ?? 1;
  return p.database.withTenant(tenantId, async (tx) => {
    const own = eq(mailOutbox.tenantId, tenantId);
    const where = query.status ? and(own, statusCondition(query.status)) : own;
    const items = await tx
      .select(itemColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(MAIL_OUTBOX_PAGE_SIZE)
      .offset((page - 1) * MAIL_OUTBOX_PAGE_SIZE);
    const byStatus = await tx
      .select({ status: statusExpr, n: count() })
      .from(mailOutbox)
      .where(own)
      .groupBy(statusExpr);
    const counts = { sent: 0, waiting: 0, failed: 0, expired: 0 };
    for (const r of byStatus) counts[r.status] = Number(r.n);
    const total = query.status
      ? counts[query.status]
      : counts.sent + counts.waiting + counts.failed + counts.expired;
    return {
      items: items.map(itemOf),
      total,
      page,
      pageSize: MAIL_OUTBOX_PAGE_SIZE,
      counts,
      smtpConfigured: Boolean(p.config.smtpUrl),
    };
  });
}

async function loadItem(tx: Tx, tenantId: number, id: number): Promise<ItemRow> {
  const [row] = await tx
    .select(itemColumns)
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
  if (!row) throw notFound("A levél nem található.");
  return row;
}

/**
 * `POST /api/mailOutbox/{id}/retry`: a waiting or failed mail becomes due now (the delivery job, every
 * 15 s, sends it); audited. Errors: 404; 409 when it went out already or is past the retry window
 * (older than {@link MAIL_RETRY_DAYS} days: its links are likely stale, send it anew from its page).
 */
export async function retryMail(p: Platform, ctx: RequestContext, id: number): Promise<MailOutboxItem> {
  const tenantId = ctx.tenant.id;
  const auth = authOf(ctx);
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await loadItem(tx, tenantId, id);
    if (row.status === "sent") throw conflict("Ez a levél már elment.");
    if (row.status === "expired")
      throw conflict(
        `${MAIL_RETRY_DAYS} napnál régebbi levél nem küldhető újra; küldd el újra az oldaláról.`,
      );
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.id, id)));
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "mail.retry",
      target: `mailOutbox:${id}`,
      details: { to: row.to, subject: row.subject },
    });
    return itemOf(await loadItem(tx, tenantId, id));
  });
}
