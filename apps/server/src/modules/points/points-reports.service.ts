import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { GiftReport, GiftReportRow, ReciprocalPair } from "@office/shared/points/points.contract";
import { fromBudapestParts } from "@office/shared/hu/budapest-time";
import { PayrollRatesNotLoadedError } from "@office/shared/hu/payroll-rates";
import { SMALL_GIFT_SOURCE, classifySmallGifts, smallGiftLimitHuf } from "@office/shared/hu/small-gift";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { employees } from "../employees/employees.table.ts";
import * as repo from "./points.repository.ts";
import { redemptions } from "./points.table.ts";

/** Look-back of the reciprocal-pair check, days. */
export const PAIR_WINDOW_DAYS = 365;
/** A pair is flagged when each gave the other at least this share of everything they gave … */
export const PAIR_MIN_SHARE = 0.6;
/** … and at least this many points. */
export const PAIR_MIN_POINTS = 20;

/**
 * `GET /api/points/pairs` (hr): colleagues who mostly give to each other — in the last 365 days each
 * gave the other at least 60 % of all the points they gave, and at least 20 points (issue 11 §3,
 * "pairs who mostly give to each other are flagged to hr"). Largest exchange first.
 */
export async function listReciprocalPairs(p: Platform, ctx: RequestContext): Promise<ReciprocalPair[]> {
  authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const since = new Date(Date.now() - PAIR_WINDOW_DAYS * 86_400_000);
    const rows = await repo.sumGivesByPair(tx, tenantId, since);
    const totals = new Map<number, number>();
    const pair = new Map<string, number>();
    for (const r of rows) {
      totals.set(r.fromId, (totals.get(r.fromId) ?? 0) + r.points);
      pair.set(`${r.fromId}>${r.toId}`, r.points);
    }
    const found: Omit<ReciprocalPair, "aName" | "bName">[] = [];
    for (const r of rows) {
      if (r.fromId >= r.toId) continue;
      const aToB = r.points;
      const bToA = pair.get(`${r.toId}>${r.fromId}`) ?? 0;
      const aShare = aToB / (totals.get(r.fromId) ?? 1);
      const bShare = bToA / (totals.get(r.toId) ?? 1);
      if (aToB < PAIR_MIN_POINTS || bToA < PAIR_MIN_POINTS) continue;
      if (aShare < PAIR_MIN_SHARE || bShare < PAIR_MIN_SHARE) continue;
      found.push({ aId: r.fromId, bId: r.toId, aToB, bToA, aShare, bShare });
    }
    const names = await repo.employeeNames(
      tx,
      tenantId,
      found.flatMap((f) => [f.aId, f.bId]),
    );
    return found
      .sort((x, y) => y.aToB + y.bToA - (x.aToB + x.bToA))
      .map((f) => ({
        ...f,
        aName: names.get(f.aId) ?? "",
        bName: names.get(f.bId) ?? "",
        aShare: Math.round(f.aShare * 100) / 100,
        bShare: Math.round(f.bShare * 100) / 100,
      }));
  });
}

async function fulfilledInYear(tx: Tx, tenantId: number, year: number) {
  const start = new Date(fromBudapestParts({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 }));
  const end = new Date(
    fromBudapestParts({ year: year + 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 }),
  );
  return tx
    .select({
      employeeId: redemptions.employeeId,
      name: employees.name,
      valueHuf: redemptions.valueHuf,
    })
    .from(redemptions)
    .innerJoin(employees, and(eq(employees.tenantId, tenantId), eq(employees.id, redemptions.employeeId)))
    .where(
      and(
        eq(redemptions.tenantId, tenantId),
        eq(redemptions.status, "fulfilled"),
        gte(redemptions.decidedAt, start),
        lt(redemptions.decidedAt, end),
      ),
    )
    .orderBy(
      asc(employees.name),
      asc(redemptions.employeeId),
      asc(redemptions.decidedAt),
      asc(redemptions.id),
    );
}

/**
 * `GET /api/points/giftReport?year=` (hr), also the `.xlsx` at `/report/points/gifts?year=`: per
 * employee, the rewards handed over (fulfilled redemptions, by fulfilment date in Budapest) in
 * `year` with their HUF value, and which count as csekély értékű ajándék under Szja tv. 70. § (2)
 * (at most 3 a year, each at most 10 % of the year's minimálbér; see `hu/small-gift.ts`). Errors:
 * 400 for a year whose minimum wage is not loaded.
 */
export async function buildGiftReport(p: Platform, ctx: RequestContext, year: number): Promise<GiftReport> {
  authOf(ctx);
  let limit: number;
  try {
    limit = smallGiftLimitHuf(year);
  } catch (err) {
    if (err instanceof PayrollRatesNotLoadedError) throw badRequest(err.message);
    throw err;
  }
  const rows = await p.database.withTenant(ctx.tenant.id, (tx) => fulfilledInYear(tx, ctx.tenant.id, year));
  const byEmployee = new Map<number, { name: string; values: (number | null)[] }>();
  for (const r of rows) {
    const entry = byEmployee.get(r.employeeId) ?? { name: r.name, values: [] };
    entry.values.push(r.valueHuf);
    byEmployee.set(r.employeeId, entry);
  }
  const out: GiftReportRow[] = [];
  for (const [employeeId, { name, values }] of byEmployee) {
    const flags = classifySmallGifts(
      year,
      values.map((valueHuf) => ({ valueHuf })),
    );
    let total = 0;
    let small = 0;
    let smallCount = 0;
    let unknown = 0;
    values.forEach((v, i) => {
      if (v === null) unknown += 1;
      total += v ?? 0;
      if (flags[i]) {
        small += v ?? 0;
        smallCount += 1;
      }
    });
    out.push({
      employeeId,
      name,
      redemptions: values.length,
      totalValueHuf: total,
      smallGiftCount: smallCount,
      smallGiftValueHuf: small,
      otherValueHuf: total - small,
      unknownValueCount: unknown,
    });
  }
  return { year, smallGiftLimitHuf: limit, source: SMALL_GIFT_SOURCE, rows: out };
}
