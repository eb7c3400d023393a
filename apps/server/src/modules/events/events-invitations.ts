import { EVENT_RECURRENCE_LABELS, type EventRecurrence } from "@office/shared/events/events.contract";
import { formatDateHu } from "@office/shared/hu/format";
import type { Tx } from "../../platform/db.ts";
import type { MailMessage } from "../../platform/mail.ts";
import {
  deliveryOf,
  storedSettingsOf,
  unsubscribeUrlFor,
} from "../notifications/notification-settings.service.ts";
import { mailLinkBase } from "../../platform/mail-links.ts";
import type { Platform } from "../../platform/platform.ts";
import type { RequestContext } from "../../platform/request-context.ts";
import { formatWhen } from "./events-dto.ts";
import { entriesOf } from "./events-feed.service.ts";
import { buildInvitation, type IcsEntry, type IcsOverride } from "./events-ics.ts";
import type { AttendeeRow } from "./events.repository.ts";
import * as repo from "./events.repository.ts";

/**
 * E-mail invitations of the programme calendar (issue 23 §3, RFC 6047 iMIP): every attendee with an
 * e-mail (the organiser excepted) gets a Hungarian mail (plain text and HTML, a link to
 * `<base>/naptar?event=<id>` when the tenant's link base is configured) with an iCalendar part:
 * - `invite` — a new event or a newly added attendee: METHOD:REQUEST;
 * - `update` — a change of time, place, title…: METHOD:REQUEST, same UID, the raised SEQUENCE;
 * - `occurrence` — one occurrence changed on its own: METHOD:REQUEST with that RECURRENCE-ID;
 * - `occurrenceCancel` — one occurrence cancelled on its own: METHOD:CANCEL with that RECURRENCE-ID
 *   (the series stays);
 * - `cancel` — the event cancelled, or an attendee removed: METHOD:CANCEL, STATUS:CANCELLED.
 * The mails are built inside the transaction (so they see its data) and sent by {@link sendMails}
 * after it commits. The RSVP in Office stays the source of truth: answers mailed back are not read.
 */

export type InvitationKind = "invite" | "update" | "occurrence" | "occurrenceCancel" | "cancel" | "removed";

const CANCELS: ReadonlySet<InvitationKind> = new Set(["cancel", "removed", "occurrenceCancel"]);

/** Who gets what: employee ids for REQUESTs (current attendees), attendee rows for CANCELs. */
export type InvitationPlan = {
  eventId: number;
  kind: InvitationKind;
  /** Current attendees (employee ids) to send the REQUEST (or, for `cancel`, the CANCEL) to. */
  to: number[];
  /** Attendees removed from the event (rows read before the change) to send a CANCEL to. */
  removed?: AttendeeRow[];
  /** For `occurrence` / `occurrenceCancel`: the changed or cancelled occurrence. */
  override?: IcsOverride;
};

const SUBJECTS: Record<InvitationKind, string> = {
  invite: "Meghívó",
  update: "Módosult program",
  occurrence: "Módosult egy alkalom",
  occurrenceCancel: "Elmarad egy alkalom",
  cancel: "Elmarad",
  removed: "Lekerültél a résztvevők közül",
};

const INTROS: Record<InvitationKind, string> = {
  invite: "Meghívást kaptál egy programra.",
  update: "Módosult egy program, amelyre meghívtak.",
  occurrence: "Módosult egy ismétlődő program egy alkalma.",
  occurrenceCancel: "Elmarad egy ismétlődő program egy alkalma; a többi alkalom változatlan.",
  cancel: "Elmarad egy program, amelyre meghívtak.",
  removed: "Lekerültél egy program résztvevői közül.",
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** The bare address of a `Name <address>` or `address` sender. */
function bareAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The Hungarian text lines of a mail (subject line excluded). */
function bodyLines(entry: IcsEntry, kind: InvitationKind, override?: IcsOverride): string[] {
  const { row } = entry;
  const title = override?.title ?? row.title;
  const location = override ? override.location : row.location;
  const start = (override?.startsAt ?? row.startsAt).getTime();
  const end = (override?.endsAt ?? row.endsAt).getTime();
  const lines = [INTROS[kind], "", title, `Időpont: ${formatWhen(row.allDay, start, end)}`];
  if (row.recurrence !== "none" && !override) {
    const label = EVENT_RECURRENCE_LABELS[row.recurrence as EventRecurrence] ?? row.recurrence;
    lines.push(
      `Ismétlődés: ${label.toLowerCase()}${row.recurrenceUntil ? `, ${formatDateHu(row.recurrenceUntil)}-ig` : ""}`,
    );
  }
  if (location) lines.push(`Helyszín: ${location}`);
  if (row.organizerName) lines.push(`Szervező: ${row.organizerName}`);
  const description = override ? override.description : row.description;
  if (description && !CANCELS.has(kind)) lines.push("", description);
  return lines;
}

/** One mail of a plan: subject, text, HTML and the iCalendar part. */
function mailOf(
  tenantId: number,
  to: string,
  entry: IcsEntry,
  tenantSlug: string,
  kind: InvitationKind,
  link: string | null,
  unsubscribeUrl: string | null,
  override?: IcsOverride,
): MailMessage {
  const method = CANCELS.has(kind) ? "CANCEL" : "REQUEST";
  const lines = bodyLines(entry, kind, override);
  const title = override?.title ?? entry.row.title;
  const when = formatWhen(
    entry.row.allDay,
    (override?.startsAt ?? entry.row.startsAt).getTime(),
    (override?.endsAt ?? entry.row.endsAt).getTime(),
  );
  const answer =
    method === "REQUEST" ? "A részvételedet az Office-ban jelezd vissza:" : "A program az Office-ban:";
  const unsubscribe = unsubscribeUrl
    ? ["", `Leiratkozás a programmeghívók e-mailjeiről: ${unsubscribeUrl}`]
    : [];
  const text = [...lines, ...(link ? ["", answer, link] : []), ...unsubscribe].join("\n");
  const html = [
    ...lines.map((l, i) =>
      l === "" ? "" : i === 2 ? `<p><strong>${escapeHtml(l)}</strong></p>` : `<p>${escapeHtml(l)}</p>`,
    ),
    ...(link ? [`<p>${escapeHtml(answer)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    ...(unsubscribeUrl
      ? [
          `<p style="font-size:12px;color:#57606a"><a href="${escapeHtml(unsubscribeUrl)}">Leiratkozás</a> a programmeghívók e-mailjeiről.</p>`,
        ]
      : []),
  ]
    .filter((l) => l !== "")
    .join("\n");
  return {
    tenantId,
    to,
    subject: `${SUBJECTS[kind]}: ${title} (${when})`,
    text,
    html: `<!doctype html>\n<html lang="hu"><body>\n${html}\n</body></html>`,
    // RFC 2369 / RFC 8058 one-click unsubscribe of the `event` type, as the notification mails have.
    ...(unsubscribeUrl
      ? {
          headers: {
            "List-Unsubscribe": `<${unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
    icalEvent: { method, content: buildInvitation(entry, tenantSlug, method, override) },
  };
}

/**
 * The employees among `employeeIds` whose accounts turned calendar e-mail off (issue 23 §1: the
 * `event` type's setting is `off`); an employee with several accounts is out when every one is.
 */
async function optedOutOfEventMail(
  tx: Tx,
  tenantId: number,
  employeeIds: number[],
): Promise<{ optedOut: Set<number>; accountOf: Map<number, number> }> {
  const accounts = await repo.listUsersOfEmployees(tx, tenantId, [...new Set(employeeIds)]);
  const settings = await storedSettingsOf(
    tx,
    tenantId,
    accounts.map((a) => a.userId),
  );
  const wants = new Set(
    accounts.filter((a) => deliveryOf(settings.get(a.userId), "event") !== "off").map((a) => a.employeeId),
  );
  const accountOf = new Map<number, number>();
  for (const a of accounts) {
    const wantsThis = deliveryOf(settings.get(a.userId), "event") !== "off";
    if (!accountOf.has(a.employeeId) || wantsThis) accountOf.set(a.employeeId, a.userId);
  }
  return {
    optedOut: new Set(accounts.map((a) => a.employeeId).filter((id) => !wants.has(id))),
    accountOf,
  };
}

/**
 * The mails of `plan` for the event as it is now in `tx` (after the change): REQUESTs (or the CANCEL
 * of a cancelled event) to `plan.to`, CANCELs to `plan.removed`. Attendees without an e-mail and the
 * organiser's own employee get none, nor those who turned calendar e-mail off. ORGANIZER is the organiser's account e-mail, else MAIL_FROM.
 * Each mail carries the recipient account's one-click unsubscribe of the `event` type (List-Unsubscribe,
 * List-Unsubscribe-Post; issue 23 §1) when the tenant has a link base.
 */
export async function invitationMails(
  tx: Tx,
  p: Platform,
  ctx: RequestContext,
  plan: InvitationPlan,
): Promise<MailMessage[]> {
  const tenantId = ctx.tenant.id;
  const row = await repo.findEvent(tx, tenantId, plan.eventId);
  if (!row) return [];
  const [entry] = await entriesOf(tx, tenantId, [row]);
  if (!entry) return [];
  const organizer = row.organizerUserId ? await repo.findUser(tx, tenantId, row.organizerUserId) : null;
  const full: IcsEntry = { ...entry, organizerEmail: entry.organizerEmail ?? bareAddress(p.config.mailFrom) };
  const base = mailLinkBase(p.config, ctx);
  const link = base ? `${base}/naptar?event=${row.id}` : null;
  const { optedOut, accountOf } = await optedOutOfEventMail(tx, tenantId, [
    ...full.attendees.map((a) => a.employeeId),
    ...(plan.removed ?? []).map((a) => a.employeeId),
  ]);
  const unsubscribeOf = (employeeId: number) => {
    const userId = accountOf.get(employeeId);
    return userId === undefined ? null : unsubscribeUrlFor(p, base, tenantId, userId)("event");
  };
  const skip = (employeeId: number) => organizer?.employeeId === employeeId || optedOut.has(employeeId);
  const mails: MailMessage[] = [];
  const wanted = new Set(plan.to);
  for (const a of full.attendees) {
    if (!wanted.has(a.employeeId) || !a.email || skip(a.employeeId)) continue;
    const unsubscribe = unsubscribeOf(a.employeeId);
    mails.push(mailOf(tenantId, a.email, full, ctx.tenant.slug, plan.kind, link, unsubscribe, plan.override));
  }
  for (const a of plan.removed ?? []) {
    if (!a.email || skip(a.employeeId)) continue;
    // The CANCEL to a removed attendee names only them (RFC 5546 §3.2.5).
    const entry = { ...full, attendees: [a] };
    mails.push(
      mailOf(tenantId, a.email, entry, ctx.tenant.slug, "removed", link, unsubscribeOf(a.employeeId)),
    );
  }
  return mails;
}

/**
 * Sends mails after the transaction that made them committed; a failure is logged and never thrown
 * (the change is saved whatever the mail does).
 */
export async function sendMails(
  p: Platform,
  mails: MailMessage[],
  log?: { error: (o: object, msg: string) => void },
): Promise<void> {
  for (const mail of mails) {
    try {
      await p.mailer.send(mail);
    } catch (err) {
      log?.error({ err: err instanceof Error ? err.message : String(err) }, "event invitation mail failed");
    }
  }
}
