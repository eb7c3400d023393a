import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import {
  consumptionBetweenFullFills,
  type FuelFill,
  type FuelFillSaved,
  type FuelInput,
  type FuelList,
} from "@office/shared/fleet/fuel.contract";
import { maskCardNumber } from "@office/shared/fleet/fuel-cards.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { carForRead } from "./fleet-access.ts";
import { auditFleet } from "./fleet-refs.ts";
import { notifyFleetAnomaly } from "./fleet-notify.ts";
import { fuelCards, fuelFills } from "./fleet.table.ts";
import { checkReading } from "./odometer.ts";
import { tripsAgainstReading } from "./trips.service.ts";
import { formatDateHu, formatKm } from "@office/shared/hu/format";

/**
 * Fuel fills (issue 10 §1): `GET/POST /api/car/{id}/fuel`, `DELETE /api/car/{id}/fuel/{fuelId}`. A fill's
 * odometer reading is checked against the trip log and the other fills (409 naming the one in the way);
 * consumption is l/100 km between full fills; a fill over the card's monthly limit, or whose consumption
 * is more than {@link CONSUMPTION_DEVIATION} off the car's average, is saved with a warning (the latter
 * also notifies the fleet managers).
 */

export const FILL_NOT_FOUND = "A tankolás nem található.";
/** Relative deviation from the car's average consumption that counts as unusual (30 %). */
export const CONSUMPTION_DEVIATION = 0.3;

type FillRow = typeof fuelFills.$inferSelect & { last4: string | null };

async function loadFills(tx: Tx, tenantId: number, carId: number): Promise<FillRow[]> {
  const rows = await tx
    .select({ fill: fuelFills, last4: fuelCards.cardLast4 })
    .from(fuelFills)
    .leftJoin(
      fuelCards,
      and(eq(fuelCards.tenantId, fuelFills.tenantId), eq(fuelCards.id, fuelFills.fuelCardId)),
    )
    .where(and(eq(fuelFills.tenantId, tenantId), eq(fuelFills.carId, carId)))
    .orderBy(asc(fuelFills.odometerKm), asc(fuelFills.date), asc(fuelFills.id));
  return rows.map((r) => ({ ...r.fill, last4: r.last4 }));
}

function toList(rows: FillRow[]): FuelList {
  const consumption = consumptionBetweenFullFills(rows);
  const values = [...consumption.values()];
  const average =
    values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
  const fills: FuelFill[] = rows
    .map((r) => ({
      id: r.id,
      carId: r.carId,
      date: r.date,
      liters: r.liters,
      totalHuf: r.totalHuf,
      odometerKm: r.odometerKm,
      fuelCardId: r.fuelCardId,
      fuelCardMasked: r.last4 ? maskCardNumber(r.last4) : null,
      full: r.full,
      consumption: consumption.get(r.id) ?? null,
    }))
    .reverse();
  return { fills, averageConsumption: average };
}

/** `GET /api/car/{id}/fuel`: newest first, with consumption and the car's average. Errors: 403, 404. */
export async function listFuel(p: Platform, ctx: RequestContext, carId: number): Promise<FuelList> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await carForRead(tx, tenantId, auth, carId);
    return toList(await loadFills(tx, tenantId, carId));
  });
}

const monthRange = (date: string) => {
  const [y, m] = date.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { from: `${date.slice(0, 7)}-01`, to: next };
};

/**
 * `POST /api/car/{id}/fuel`: fleet managers and the car's driver. A `clientId` already saved on this car
 * answers that fill with no warnings (an offline entry sent again, issue 19 §5). Errors: 400 (contract, unknown card),
 * 403, 404, 409 (odometer reading against the trip log or another fill; a blocked or expired card).
 */
export async function createFuel(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  input: FuelInput,
): Promise<FuelFillSaved> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "carOdometer", tenantId, carId);
    const { car } = await carForRead(tx, tenantId, auth, carId);
    if (input.clientId) {
      const [replayed] = await tx
        .select({ id: fuelFills.id })
        .from(fuelFills)
        .where(
          and(
            eq(fuelFills.tenantId, tenantId),
            eq(fuelFills.carId, carId),
            eq(fuelFills.clientId, input.clientId),
          ),
        );
      const saved =
        replayed && toList(await loadFills(tx, tenantId, carId)).fills.find((f) => f.id === replayed.id);
      if (saved) return { ...saved, warnings: [] };
    }
    const warnings: string[] = [];
    const tripProblem = checkReading(
      await tripsAgainstReading(tx, tenantId, carId, input.date, input.odometerKm),
      input.date,
      input.odometerKm,
    );
    if (tripProblem) throw conflict(tripProblem);
    const existing = await loadFills(tx, tenantId, carId);
    for (const f of existing) {
      if (
        (f.date < input.date && f.odometerKm > input.odometerKm) ||
        (f.date > input.date && f.odometerKm < input.odometerKm)
      )
        throw conflict(
          `A km-óra állás (${formatKm(input.odometerKm)}) ellentmond a(z) ${formatDateHu(f.date)} tankolás állásának (${formatKm(f.odometerKm)}).`,
        );
    }
    if (input.fuelCardId !== null) {
      const [card] = await tx
        .select()
        .from(fuelCards)
        .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.id, input.fuelCardId)));
      if (!card) throw badRequest("A kártya nem található.", { fuelCardId: "A kártya nem található." });
      if (card.status !== "active")
        throw conflict(`A(z) ${maskCardNumber(card.cardLast4)} kártya nem aktív.`);
      if (card.monthlyLimitHuf !== null) {
        const range = monthRange(input.date);
        const [spent] = await tx
          .select({ total: sql<number>`coalesce(sum(${fuelFills.totalHuf}), 0)::int` })
          .from(fuelFills)
          .where(
            and(
              eq(fuelFills.tenantId, tenantId),
              eq(fuelFills.fuelCardId, card.id),
              gte(fuelFills.date, range.from),
              lt(fuelFills.date, range.to),
            ),
          );
        const total = (spent?.total ?? 0) + input.totalHuf;
        if (total > card.monthlyLimitHuf)
          warnings.push(
            `A(z) ${maskCardNumber(card.cardLast4)} kártya havi limitje (${card.monthlyLimitHuf} Ft) túllépve: ${total} Ft.`,
          );
      }
    }
    const [row] = await tx
      .insert(fuelFills)
      .values({ tenantId, carId, ...input, clientId: input.clientId ?? null, createdByUserId: auth.userId })
      .returning({ id: fuelFills.id });
    const id = row?.id ?? 0;
    const list = toList(await loadFills(tx, tenantId, carId));
    const saved = list.fills.find((f) => f.id === id);
    if (!saved) throw new Error("saved fill not found");
    const others = list.fills
      .filter((f) => f.id !== id && f.consumption !== null)
      .map((f) => f.consumption ?? 0);
    if (saved.consumption !== null && others.length >= 2) {
      const avg = others.reduce((a, b) => a + b, 0) / others.length;
      if (Math.abs(saved.consumption - avg) > avg * CONSUMPTION_DEVIATION) {
        const text = `Szokatlan fogyasztás: ${saved.consumption} l/100 km (átlag ${avg.toFixed(1)} l/100 km).`;
        warnings.push(text);
        await notifyFleetAnomaly(tx, tenantId, car, {
          title: `Szokatlan fogyasztás – ${car.plate}`,
          description: `A(z) ${car.plate} rendszámú autó ${formatDateHu(input.date)} tankolása: ${text}`,
        });
      }
    }
    await auditFleet(tx, ctx, auth, "fuel.created", `car:${carId}/fuel:${id}`);
    return { ...saved, warnings };
  });
}

/** `DELETE /api/car/{id}/fuel/{fuelId}`: fleet managers, or the driver who recorded it. Errors: 403, 404. */
export async function deleteFuel(
  p: Platform,
  ctx: RequestContext,
  carId: number,
  fuelId: number,
): Promise<{ ok: true }> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "carOdometer", tenantId, carId);
    const { isManager } = await carForRead(tx, tenantId, auth, carId);
    const [fill] = await tx
      .select()
      .from(fuelFills)
      .where(and(eq(fuelFills.tenantId, tenantId), eq(fuelFills.carId, carId), eq(fuelFills.id, fuelId)));
    if (!fill) throw notFound(FILL_NOT_FOUND);
    if (!isManager && fill.createdByUserId !== auth.userId)
      throw forbidden("Csak a saját tankolásodat törölheted.");
    await tx.delete(fuelFills).where(and(eq(fuelFills.tenantId, tenantId), eq(fuelFills.id, fuelId)));
    await auditFleet(tx, ctx, auth, "fuel.deleted", `car:${carId}/fuel:${fuelId}`);
    return { ok: true as const };
  });
}
