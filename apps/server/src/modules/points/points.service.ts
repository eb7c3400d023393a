import type {
  AwardPointsInput,
  GivePointsInput,
  LedgerEntry,
  Leaderboard,
  LeaderboardPeriod,
  ListPointsQuery,
  PointsBalance,
  PointsGift,
  PointsSettings,
} from "@office/shared/points/points.contract";
import {
  DEFAULT_MONTHLY_ALLOWANCE,
  DEFAULT_PER_RECIPIENT_MONTHLY_CAP,
  LEADERBOARD_SIZE,
} from "@office/shared/points/points.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type AuthContext, type RequestContext } from "../../platform/request-context.ts";
import { appendAudit } from "../audit/audit.repository.ts";
import { insertNotifications } from "../notifications/notifications.repository.ts";
import { periodStart } from "./points-period.ts";
import * as repo from "./points.repository.ts";

/**
 * The points game (issue 11 §3): balances, giving thanks, the feed, the leaderboard and the tenant's
 * giving rules. Everyone signed in plays; awards, adjustments and the settings need hr/companyAdmin
 * (access matrix). Redemptions live in `redemptions.service.ts`.
 */

export const EMPLOYEE_NOT_FOUND = "A munkatárs nem található.";
export const NO_EMPLOYEE_RECORD =
  "A fiókodhoz nem tartozik munkatársi adatlap, ezért nem vehetsz részt a játékban.";

/** The caller's employee id; 400 when the account has none (e.g. a technical account). */
export function playerOf(auth: AuthContext): number {
  if (!auth.employeeId) throw badRequest(NO_EMPLOYEE_RECORD);
  return auth.employeeId;
}

/** The tenant's giving rules (defaults: 100 a month, 50 to one colleague a month). */
export async function readSettings(tx: Tx, tenantId: number): Promise<PointsSettings> {
  const row = await repo.findSettings(tx, tenantId);
  return {
    monthlyAllowance: row?.monthlyAllowance ?? DEFAULT_MONTHLY_ALLOWANCE,
    perRecipientMonthlyCap: row?.perRecipientMonthlyCap ?? DEFAULT_PER_RECIPIENT_MONTHLY_CAP,
  };
}

/** `GET /api/points/settings` (any signed-in user). */
export async function getSettings(p: Platform, ctx: RequestContext): Promise<PointsSettings> {
  authOf(ctx);
  return p.database.withTenant(ctx.tenant.id, (tx) => readSettings(tx, ctx.tenant.id));
}

/** `PUT /api/points/settings` (companyAdmin): stores the tenant's giving rules; audited. */
export async function updateSettings(
  p: Platform,
  ctx: RequestContext,
  input: PointsSettings,
): Promise<PointsSettings> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const before = await readSettings(tx, tenantId);
    await repo.upsertSettings(tx, tenantId, input);
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: "points.settings_updated",
      target: `tenant:${ctx.tenant.slug}`,
      details: { old: before, new: input },
    });
    return input;
  });
}

/**
 * `GET /api/points/balance`: the caller's spendable `balance` (sum of the ledger), `earned` (received
 * and awarded, all time) and `allowanceLeft` this Budapest calendar month (no carry-over).
 */
export async function getBalance(p: Platform, ctx: RequestContext): Promise<PointsBalance> {
  const employeeId = playerOf(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const settings = await readSettings(tx, tenantId);
    const { balance, earned } = await repo.sumBalance(tx, tenantId, employeeId);
    const since = periodStart("month") ?? new Date(0);
    const given = await repo.sumGivenSince(tx, tenantId, employeeId, since, 0);
    return {
      balance,
      earned,
      allowanceLeft: Math.max(0, settings.monthlyAllowance - given.total),
      ...settings,
    };
  });
}

const toGiftDto = (r: Awaited<ReturnType<typeof repo.listGifts>>[number]): PointsGift => ({
  ...r,
  reason: r.reason ?? "",
  createdAt: r.createdAt.toISOString(),
});

/** `GET /api/points?employeeId=&limit=` (any signed-in user): the newest thanks, newest first. */
export async function listGifts(
  p: Platform,
  ctx: RequestContext,
  query: ListPointsQuery,
): Promise<PointsGift[]> {
  authOf(ctx);
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.listGifts(tx, ctx.tenant.id, {
      limit: query.limit,
      ...(query.employeeId === undefined ? {} : { employeeId: query.employeeId }),
    }),
  );
  return rows.map(toGiftDto);
}

/**
 * `POST /api/points`: the caller thanks `toEmployeeId` with `points` from their monthly allowance.
 * Rules (issue 11 §3): not to oneself (400), the recipient an active employee of the tenant (404
 * otherwise, also for another tenant's id), at most the allowance left this month and at most the
 * per-recipient cap to one colleague this month (409). Checked and written under
 * `lockFor("pointsAllowance", tenant, giver)`, so parallel gives never overspend. The recipient's
 * accounts get a notification.
 */
export async function givePoints(
  p: Platform,
  ctx: RequestContext,
  input: GivePointsInput,
): Promise<PointsGift> {
  const auth = authOf(ctx);
  const from = playerOf(auth);
  const tenantId = ctx.tenant.id;
  if (input.toEmployeeId === from)
    throw badRequest("Magadnak nem adhatsz pontot.", { toEmployeeId: "Magadnak nem adhatsz pontot." });
  return p.database.withTenant(tenantId, async (tx) => {
    const recipient = await repo.findActiveEmployee(tx, tenantId, input.toEmployeeId);
    if (!recipient) throw notFound(EMPLOYEE_NOT_FOUND);
    if (!recipient.active) throw conflict("Kilépett munkatársnak nem adhatsz pontot.");
    await lockFor(tx, "pointsAllowance", tenantId, from);
    const settings = await readSettings(tx, tenantId);
    const since = periodStart("month") ?? new Date(0);
    const given = await repo.sumGivenSince(tx, tenantId, from, since, input.toEmployeeId);
    const left = settings.monthlyAllowance - given.total;
    if (input.points > left) {
      throw conflict(`Ebben a hónapban már csak ${Math.max(0, left)} pontot adhatsz.`);
    }
    const capLeft = settings.perRecipientMonthlyCap - given.toRecipient;
    if (input.points > capLeft) {
      throw conflict(
        `Egy munkatársnak havonta legfeljebb ${settings.perRecipientMonthlyCap} pontot adhatsz; neki ebben a hónapban még ${Math.max(0, capLeft)} pontot.`,
      );
    }
    const row = await repo.appendLedger(tx, {
      tenantId,
      kind: "give",
      employeeId: input.toEmployeeId,
      fromEmployeeId: from,
      points: input.points,
      reason: input.reason,
      createdByUserId: auth.userId,
    });
    const fromName = (await repo.employeeNames(tx, tenantId, [from])).get(from) ?? auth.displayName;
    await insertNotifications(tx, tenantId, await repo.userIdsOfEmployee(tx, tenantId, input.toEmployeeId), {
      eventType: "points",
      eventId: row.id,
      title: "Pontot kaptál",
      description: `${fromName} ${input.points} pontot adott neked.\n${input.reason}`,
    });
    return toGiftDto({
      id: row.id,
      fromEmployeeId: from,
      fromName,
      toEmployeeId: recipient.id,
      toName: recipient.name,
      points: row.points,
      reason: row.reason,
      createdAt: row.createdAt,
    });
  });
}

/**
 * `POST /api/points/award` (hr): `award` adds earned and spendable points; `adjust` corrects the
 * spendable balance (±), never below zero (409; under `lockFor("pointsBalance", tenant, employee)`).
 * The employee is notified; audited. Errors: 404 unknown employee.
 */
export async function awardPoints(
  p: Platform,
  ctx: RequestContext,
  input: AwardPointsInput,
): Promise<LedgerEntry> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  if (input.kind === "award" && input.points < 0)
    throw badRequest("Jutalomként csak pozitív pontszám adható.", {
      points: "Jutalomként csak pozitív pontszám adható.",
    });
  return p.database.withTenant(tenantId, async (tx) => {
    const employee = await repo.findActiveEmployee(tx, tenantId, input.employeeId);
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    await lockFor(tx, "pointsBalance", tenantId, input.employeeId);
    const { balance } = await repo.sumBalance(tx, tenantId, input.employeeId);
    if (balance + input.points < 0)
      throw conflict(`A pontegyenleg nem mehet nulla alá (jelenleg ${balance} pont).`);
    const row = await repo.appendLedger(tx, {
      tenantId,
      kind: input.kind,
      employeeId: input.employeeId,
      points: input.points,
      reason: input.reason,
      createdByUserId: auth.userId,
    });
    await appendAudit(tx, {
      tenantId,
      userId: auth.userId,
      username: auth.username,
      ip: ctx.ip,
      action: `points.${input.kind}`,
      target: `employee:${input.employeeId}`,
      details: { points: input.points, reason: input.reason },
    });
    await insertNotifications(tx, tenantId, await repo.userIdsOfEmployee(tx, tenantId, input.employeeId), {
      eventType: "points",
      eventId: row.id,
      title: input.kind === "award" ? "Jutalompontot kaptál" : "Pontegyenleged módosult",
      description: `${input.points > 0 ? "+" : ""}${input.points} pont.\n${input.reason}`,
    });
    return {
      id: row.id,
      kind: input.kind,
      employeeId: row.employeeId,
      points: row.points,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/**
 * `GET /api/points/leaderboard?period=month|year|all` (any signed-in user): earned points (received
 * and awarded) in the Budapest calendar month / year / all time, top 50 by competition ranking,
 * plus the caller's own rank. One query.
 */
export async function getLeaderboard(
  p: Platform,
  ctx: RequestContext,
  period: LeaderboardPeriod,
): Promise<Leaderboard> {
  const auth = authOf(ctx);
  const since = periodStart(period);
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) =>
    repo.rankEarners(tx, ctx.tenant.id, since, LEADERBOARD_SIZE, auth.employeeId),
  );
  const mine = rows.find((r) => r.employeeId === auth.employeeId);
  return {
    period,
    since: since ? since.toISOString() : null,
    entries: rows
      .filter((r) => r.rank <= LEADERBOARD_SIZE)
      .slice(0, LEADERBOARD_SIZE)
      .map((r) => ({ ...r })),
    me: { rank: mine?.rank ?? null, earned: mine?.earned ?? 0 },
  };
}
