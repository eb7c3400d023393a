import { createEvents, type EventAttributes } from "ics";
import { addDays, toDateParts } from "@office/shared/hu/iso-date";
import { LEAVE_TYPE_LABELS } from "@office/shared/leave/leave.contract";
import type { Platform } from "../../platform/platform.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import * as repo from "./leave.repository.ts";

const NO_FEED = "A naptár nem található.";

/** The signature of a user's ICS feed address (HMAC with the token secret; revoked by rotating it). */
function feedSignature(p: Platform, tenant: string, userId: number): string {
  return p.tokens.hmac(`leave-feed:${tenant}:${userId}`).slice(0, 32);
}

/** `GET /api/leave/icsLink`: the caller's private, unguessable ICS feed address. */
export function icsLink(p: Platform, ctx: RequestContext): { url: string } {
  const auth = authOf(ctx);
  return {
    url: `${ctx.origin}/api/leave/feed/${auth.userId}/${feedSignature(p, ctx.tenant.slug, auth.userId)}.ics`,
  };
}

/**
 * `GET /api/leave/feed/{userId}/{signature}.ics`: the user's own approved absences (last and next year)
 * as an iCalendar feed of all-day events: type and working days, never the notes. A wrong signature
 * answers 404.
 */
export async function icsFeed(
  p: Platform,
  ctx: RequestContext,
  userId: number,
  file: string,
): Promise<string> {
  const tenantId = ctx.tenant.id;
  if (file !== `${feedSignature(p, ctx.tenant.slug, userId)}.ics`) throw notFound(NO_FEED);
  const year = new Date().getFullYear();
  const rows = await p.database.withTenant(tenantId, async (tx) => {
    const employeeId = await repo.findEmployeeIdOfUser(tx, tenantId, userId);
    if (!employeeId) throw notFound(NO_FEED);
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
    title: LEAVE_TYPE_LABELS[r.leaveType as keyof typeof LEAVE_TYPE_LABELS] ?? "Távollét",
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
