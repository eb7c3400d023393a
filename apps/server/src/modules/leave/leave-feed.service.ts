import { timingSafeEqual } from "node:crypto";
import { createEvents, type EventAttributes } from "ics";
import { addDays, toDateParts } from "@office/shared/hu/iso-date";
import type { IcsLink } from "@office/shared/leave/leave.contract";
import { typesByCode, type AbsenceTypeRow } from "./absence-types.repository.ts";
import { typeNameOf } from "./leave-dto.ts";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import * as feedRepo from "./leave-feed.repository.ts";
import * as repo from "./leave.repository.ts";

const NO_FEED = "A naptár nem található.";

/**
 * The signature of a user's feed address: an HMAC (token secret) of tenant, user and link row id, cut
 * to 32 characters; `rowId` null for the address issued before links were rows (see `leave_feed_links`).
 */
function feedSignature(p: Platform, tenant: string, userId: number, rowId: number | null): string {
  const data = rowId === null ? `leave-feed:${tenant}:${userId}` : `leave-feed:${tenant}:${userId}:${rowId}`;
  return p.tokens.hmac(data).slice(0, 32);
}

const feedUrl = (p: Platform, ctx: RequestContext, userId: number, rowId: number | null) =>
  `${ctx.origin}/api/leave/feed/${userId}/${feedSignature(p, ctx.tenant.slug, userId, rowId)}.ics`;

/**
 * The row id the user's live address is signed with: the live link row's, null for the address from
 * before link rows (only while the user never had a row); undefined when there is no live address.
 */
async function liveSignatureRow(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<number | null | undefined> {
  const link = await feedRepo.findLeaveFeedLink(tx, tenantId, userId);
  if (link.live) return link.live.id;
  return link.any ? undefined : null;
}

/** `GET /api/leave/icsLink`: the caller's private, unguessable ICS feed address; `url: null` once revoked. */
export async function icsLink(p: Platform, ctx: RequestContext): Promise<IcsLink> {
  const auth = authOf(ctx);
  const rowId = await p.database.withTenant(ctx.tenant.id, (tx) =>
    liveSignatureRow(tx, ctx.tenant.id, auth.userId),
  );
  return { url: rowId === undefined ? null : feedUrl(p, ctx, auth.userId, rowId) };
}

/**
 * `POST /api/leave/icsLink`: a new address; every earlier one (also the one from before link rows)
 * answers 404 at once. Under the user's `leaveFeedLink` lock, so parallel calls leave one live link.
 */
export async function regenerateIcsLink(p: Platform, ctx: RequestContext): Promise<IcsLink> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const rowId = await p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "leaveFeedLink", tenantId, auth.userId);
    await feedRepo.revokeLeaveFeedLinks(tx, tenantId, auth.userId);
    const id = await feedRepo.insertLeaveFeedLink(tx, tenantId, auth.userId);
    await audit(tx, ctx, "leave.feed.regenerate");
    return id;
  });
  return { url: feedUrl(p, ctx, auth.userId, rowId) };
}

/**
 * `DELETE /api/leave/icsLink`: revokes the caller's address (the feed answers 404 until a new one is
 * issued). A user who never had a link row gets a revoked one, which ends the address from before.
 */
export async function revokeIcsLink(p: Platform, ctx: RequestContext): Promise<IcsLink> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  await p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "leaveFeedLink", tenantId, auth.userId);
    await feedRepo.revokeLeaveFeedLinks(tx, tenantId, auth.userId);
    if (!(await feedRepo.findLeaveFeedLink(tx, tenantId, auth.userId)).any)
      await feedRepo.insertLeaveFeedLink(tx, tenantId, auth.userId, true);
    await audit(tx, ctx, "leave.feed.revoke");
  });
  return { url: null };
}

async function audit(tx: Tx, ctx: RequestContext, action: string): Promise<void> {
  const auth = authOf(ctx);
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId: auth.userId,
    username: auth.username,
    ip: ctx.ip,
    action,
    target: `user:${auth.userId}`,
  });
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/**
 * `GET /api/leave/feed/{userId}/{signature}.ics`: the user's own approved absences (last and next year)
 * as an iCalendar feed of all-day events: type and working days, never the notes. A wrong, replaced or
 * revoked signature answers 404.
 */
export async function icsFeed(
  p: Platform,
  ctx: RequestContext,
  userId: number,
  file: string,
): Promise<string> {
  const tenantId = ctx.tenant.id;
  const year = new Date().getFullYear();
  let types = new Map<string, AbsenceTypeRow>();
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    const rowId = await liveSignatureRow(tx, tenantId, userId);
    if (rowId === undefined || !sameText(file, `${feedSignature(p, ctx.tenant.slug, userId, rowId)}.ics`))
      throw notFound(NO_FEED);
    const employeeId = await repo.findEmployeeIdOfUser(tx, tenantId, userId);
    if (!employeeId) throw notFound(NO_FEED);
    types = await typesByCode(tx, tenantId);
    return repo.listInRange(
      tx,
      tenantId,
      `${year - 1}-01-01`,
      `${year + 1}-12-31`,
      ["approved"],
      [employeeId],
    );
  });
  const parts = (d: string): [number, number, number] => {
    const { year: y, month, day } = toDateParts(d);
    return [y, month, day];
  };
  // All-day events: DTEND is exclusive (RFC 5545 §3.6.1), so the day after the last day.
  const events: EventAttributes[] = rows.map((r) => ({
    uid: `leave-${r.id}@${ctx.tenant.slug}.office`,
    title: typeNameOf(types, r.leaveType),
    start: parts(r.startDate),
    end: parts(addDays(r.endDate, 1)),
    description: r.halfDay ? "Fél nap" : `${r.workingDays} munkanap`,
    productId: "office/leave",
    calName: "Távollétek",
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw new AppError(500, "A naptár nem készíthető el.");
  return value;
}
