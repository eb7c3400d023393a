import { createHash, randomUUID } from "node:crypto";
import type { EventIcsLink } from "@office/shared/events/events.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { notFound, unauthorized } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { buildCalendar, icsFileName, type IcsEntry } from "./events-ics.ts";
import * as repo from "./events.repository.ts";
import { listOccurrenceRsvps } from "./event-occurrence-rsvps.repository.ts";

const NO_FEED = "A naptár nem található.";
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The feed token of a token row: an HMAC (token secret) of tenant, user and row id, so the address can
 * be shown again while only its SHA-256 is stored; a new row (regenerate) gives a new token, revoking
 * the row (or rotating the secret) kills it.
 */
function feedToken(p: Platform, tenantSlug: string, userId: number, rowId: number): string {
  return p.tokens.hmac(`event-feed:${tenantSlug}:${userId}:${rowId}`);
}

const feedUrl = (ctx: RequestContext, token: string) =>
  `${ctx.origin}/api/event/calendar.ics?token=${encodeURIComponent(token)}`;

/** `GET /api/event/icsLink`: the caller's live personal feed address, or `{ url: null }` when none. */
export async function getIcsLink(p: Platform, ctx: RequestContext): Promise<EventIcsLink> {
  const auth = authOf(ctx);
  const row = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.findLiveFeedToken(tx, ctx.tenant.id, auth.userId),
  );
  if (!row) return { url: null, createdAt: null };
  return {
    url: feedUrl(ctx, feedToken(p, ctx.tenant.slug, auth.userId, row.id)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `POST /api/event/icsLink`: a new address; the old one stops working at once. */
export async function regenerateIcsLink(p: Platform, ctx: RequestContext): Promise<EventIcsLink> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await repo.revokeFeedTokens(tx, tenantId, auth.userId);
    const row = await repo.insertFeedToken(tx, tenantId, auth.userId, sha256(randomUUID()));
    const token = feedToken(p, ctx.tenant.slug, auth.userId, row.id);
    await repo.setFeedTokenHash(tx, tenantId, row.id, sha256(token));
    await audit(tx, ctx, "event.feed.regenerate", auth.userId, auth.username);
    return { url: feedUrl(ctx, token), createdAt: row.createdAt.toISOString() };
  });
}

/** `DELETE /api/event/icsLink`: revokes the caller's address (the feed then answers 404). */
export async function revokeIcsLink(p: Platform, ctx: RequestContext): Promise<EventIcsLink> {
  const auth = authOf(ctx);
  await p.database.withTenant(ctx.tenant.id, async (tx) => {
    await repo.revokeFeedTokens(tx, ctx.tenant.id, auth.userId);
    await audit(tx, ctx, "event.feed.revoke", auth.userId, auth.username);
  });
  return { url: null, createdAt: null };
}

async function audit(tx: Tx, ctx: RequestContext, action: string, userId: number, username: string) {
  await appendAudit(tx, {
    tenantId: ctx.tenant.id,
    userId,
    username,
    ip: ctx.ip,
    action,
    target: `user:${userId}`,
  });
}

/**
 * The iCalendar entries of event rows: attendees (with e-mails), the organiser's account e-mail, the
 * exceptions of recurring events and the attendees' answers for single occurrences (issue 23 §3).
 */
export async function entriesOf(
  tx: Tx,
  tenantId: number,
  rows: repo.EventRowWithOrganizer[],
): Promise<IcsEntry[]> {
  const ids = rows.map((r) => r.id);
  const attendees = await repo.listAttendees(tx, tenantId, ids);
  const overrides = await repo.listOverrides(
    tx,
    tenantId,
    rows.filter((r) => r.recurrence !== "none").map((r) => r.id),
  );
  const recurring = rows.filter((r) => r.recurrence !== "none").map((r) => r.id);
  const answers = await listOccurrenceRsvps(tx, tenantId, recurring);
  const emails = new Map<number, string | null>();
  for (const r of rows) {
    if (r.organizerUserId !== null && !emails.has(r.organizerUserId)) {
      emails.set(r.organizerUserId, (await repo.findUser(tx, tenantId, r.organizerUserId))?.email ?? null);
    }
  }
  return rows.map((row) => ({
    row,
    attendees: attendees.filter((a) => a.eventId === row.id),
    organizerEmail: row.organizerUserId === null ? null : (emails.get(row.organizerUserId) ?? null),
    overrides: overrides.filter((o) => o.eventId === row.id),
    occurrenceRsvps: answers.filter((a) => a.eventId === row.id),
  }));
}

/**
 * `GET /api/event/calendar.ics?token=`: the token owner's events (attended or organised; single events
 * from a year back, recurring ones all), cancelled ones as STATUS:CANCELLED. No token → 401; an unknown
 * or revoked token → 404. The tenant comes from the Host.
 */
export async function calendarFeed(
  p: Platform,
  ctx: RequestContext,
  token: string | undefined,
): Promise<string> {
  if (!token) throw unauthorized("A naptár címéből hiányzik a token.");
  const tenantId = ctx.tenant.id;
  const entries = await p.database.withTenant(tenantId, async (tx) => {
    const userId = await repo.findUserByFeedHash(tx, tenantId, sha256(token));
    if (userId === null) throw notFound(NO_FEED);
    const user = await repo.findUser(tx, tenantId, userId);
    if (!user) throw notFound(NO_FEED);
    const since = new Date(Date.now() - 365 * 86_400_000);
    const rows = await repo.listForFeed(tx, tenantId, userId, user.employeeId, since);
    return entriesOf(tx, tenantId, rows);
  });
  return buildCalendar(entries, ctx.tenant.slug, "Programnaptár");
}

/** `GET /api/event/{id}/ics`: one event as an `.ics` file (any signed-in user; 404 for others' ids). */
export async function eventIcs(
  p: Platform,
  ctx: RequestContext,
  id: number,
): Promise<{ body: string; fileName: string }> {
  authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const row = await repo.findEvent(tx, tenantId, id);
    if (!row) throw notFound("A program nem található.");
    const entries = await entriesOf(tx, tenantId, [row]);
    return { body: buildCalendar(entries, ctx.tenant.slug, row.title), fileName: icsFileName(row) };
  });
}
