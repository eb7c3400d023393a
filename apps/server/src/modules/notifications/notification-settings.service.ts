import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  DIGEST_UNSUBSCRIBE_TYPE,
  type NotificationSettings,
  type NotificationSettingsInput,
} from "@office/shared/notifications/notification-settings.contract";
import {
  NOTIFICATION_TYPES,
  notificationTypeInfo,
  type EmailDelivery,
} from "@office/shared/notifications/notification-types";
import type { Tx } from "../../platform/db.ts";
import type { Platform } from "../../platform/platform.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import type { UnsubscribeUrl } from "./notification-mail.ts";
import { notificationSettings } from "./notification-settings.table.ts";

/** The digest hour of a user who never chose one (Budapest time). */
export const DEFAULT_DIGEST_HOUR = 8;

/** A user's stored choices (only what they changed) and digest hour. */
export type StoredSettings = { email: Record<string, EmailDelivery>; digestHour: number };

/** The delivery of `type` for a user with `stored` choices: theirs, else the catalogue's default. */
export function deliveryOf(stored: StoredSettings | undefined, type: string): EmailDelivery {
  return stored?.email[type] ?? notificationTypeInfo(type).defaultEmail;
}

/** Every catalogue type with its effective delivery (the API's answer). */
function effective(stored: StoredSettings | undefined): NotificationSettings {
  return {
    email: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.type, deliveryOf(stored, t.type)])),
    digestHour: stored?.digestHour ?? DEFAULT_DIGEST_HOUR,
  };
}

/** The stored settings of `userIds` (users who never saved any are absent from the map). */
export async function storedSettingsOf(
  tx: Tx,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, StoredSettings>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(notificationSettings)
    .where(
      and(eq(notificationSettings.tenantId, tenantId), inArray(notificationSettings.userId, [...userIds])),
    );
  return new Map(rows.map((r) => [r.userId, { email: r.email, digestHour: r.digestHour }]));
}

async function save(tx: Tx, tenantId: number, userId: number, next: StoredSettings): Promise<void> {
  await tx
    .insert(notificationSettings)
    .values({ tenantId, userId, email: next.email, digestHour: next.digestHour })
    .onConflictDoUpdate({
      target: [notificationSettings.tenantId, notificationSettings.userId],
      set: { email: next.email, digestHour: next.digestHour, updatedAt: sql`now()` },
    });
}

/** `GET /api/notificationSettings`: the caller's e-mail choice per type and digest hour. */
export async function getNotificationSettings(
  p: Platform,
  ctx: RequestContext,
): Promise<NotificationSettings> {
  const { userId } = authOf(ctx);
  const stored = await p.database.withTenant(ctx.tenant.id, (tx) =>
    storedSettingsOf(tx, ctx.tenant.id, [userId]),
  );
  return effective(stored.get(userId));
}

/**
 * `PUT /api/notificationSettings`: merges `input` into the caller's choices (types not named keep
 * theirs; a choice equal to the default is still stored, so a later change of defaults leaves it) and
 * answers the result. Audited.
 */
export async function putNotificationSettings(
  p: Platform,
  ctx: RequestContext,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  const next = await p.database.withTenant(tenantId, async (tx) => {
    const current = (await storedSettingsOf(tx, tenantId, [auth.userId])).get(auth.userId);
    const merged: StoredSettings = {
      email: { ...current?.email, ...input.email },
      digestHour: input.digestHour ?? current?.digestHour ?? DEFAULT_DIGEST_HOUR,
    };
    await save(tx, tenantId, auth.userId, merged);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "notificationSettings.update",
      target: `user:${auth.userId}`,
    });
    return merged;
  });
  return effective(next);
}

/** The payload the unsubscribe signature covers. */
const unsubscribePayload = (tenantId: number, userId: number, type: string) =>
  `unsubscribe:${tenantId}:${userId}:${type}`;

/** The signature of an unsubscribe link (HMAC-SHA256 with the token secret, base64url). */
export function unsubscribeSignature(p: Platform, tenantId: number, userId: number, type: string): string {
  return p.tokens.hmac(unsubscribePayload(tenantId, userId, type));
}

/**
 * The signed one-click unsubscribe links (issue 23 §1) of one recipient: `type` → the URL
 * `<base>/api/notificationSettings/unsubscribe?user=&type=&sig=`, or null without a link base. Used by
 * the notification mails and the calendar invitations (type `event`).
 */
export function unsubscribeUrlFor(
  p: Platform,
  base: string | null,
  tenantId: number,
  userId: number,
): UnsubscribeUrl {
  return (type) =>
    base === null
      ? null
      : `${base}/api/notificationSettings/unsubscribe?user=${userId}&type=${encodeURIComponent(type)}&sig=${unsubscribeSignature(p, tenantId, userId, type)}`;
}

/** True when `sig` is the signature of (tenant, user, type); constant-time comparison. */
export function isValidUnsubscribe(
  p: Platform,
  tenantId: number,
  userId: number,
  type: string,
  sig: string,
): boolean {
  const expected = Buffer.from(unsubscribeSignature(p, tenantId, userId, type));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The signed one-click unsubscribe (issue 23 §1, RFC 8058): turns `type` off for the user by e-mail
 * (in-app notifications stay); `digest` turns off every type the user now gets in the digest. Answers
 * the Hungarian label of what was turned off, or null when the link is not valid (wrong signature,
 * unknown type, no such active user). Audited.
 */
export async function unsubscribe(
  p: Platform,
  tenantId: number,
  query: { user: number; type: string; sig: string },
): Promise<string | null> {
  const { user: userId, type, sig } = query;
  const isDigest = type === DIGEST_UNSUBSCRIBE_TYPE;
  if (!isDigest && !NOTIFICATION_TYPES.some((t) => t.type === type)) return null;
  if (!isValidUnsubscribe(p, tenantId, userId, type, sig)) return null;
  return p.database.withTenant(tenantId, async (tx) => {
    const current = (await storedSettingsOf(tx, tenantId, [userId])).get(userId);
    const offTypes = isDigest
      ? NOTIFICATION_TYPES.filter((t) => deliveryOf(current, t.type) === "digest").map((t) => t.type)
      : [type];
    const merged: StoredSettings = {
      email: { ...current?.email, ...Object.fromEntries(offTypes.map((t) => [t, "off" as const])) },
      digestHour: current?.digestHour ?? DEFAULT_DIGEST_HOUR,
    };
    await save(tx, tenantId, userId, merged);
    await appendAudit(tx, {
      tenantId,
      userId,
      username: null,
      ip: null,
      action: "notificationSettings.unsubscribe",
      target: `user:${userId}:${type}`,
    });
    return isDigest ? "a napi összesítő" : notificationTypeInfo(type).label;
  });
}
