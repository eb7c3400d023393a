import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { maskCardNumber, type FuelCard, type FuelCardInput } from "@office/shared/fleet/fuel-cards.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { employees } from "../employees/employees.table.ts";
import { assertFleetManager, driverIdOf, isFleetManager } from "./fleet-access.ts";
import { assertRef, auditFleet, todayInBudapest } from "./fleet-refs.ts";
import { cars, drivers, fuelCards, fuelFills } from "./fleet.table.ts";
import { syncReminderRows } from "./reminder-rows.ts";

/**
 * Fuel cards (issue 10 §1): `GET/POST /api/fuelCard`, `GET/PUT/DELETE /api/fuelCard/{id}`. Only the last
 * four digits of a card number are stored; answers carry `•••• 1234`. Fleet managers read and write;
 * the card's driver reads it.
 */

export const CARD_NOT_FOUND = "Az üzemanyagkártya nem található.";

async function selectCards(tx: Tx, tenantId: number, id?: number): Promise<FuelCard[]> {
  const where = [eq(fuelCards.tenantId, tenantId)];
  if (id !== undefined) where.push(eq(fuelCards.id, id));
  const today = todayInBudapest();
  const from = `${today.slice(0, 7)}-01`;
  const [y, m] = today.split("-").map(Number) as [number, number];
  const to = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  const spent = tx
    .select({ cardId: fuelFills.fuelCardId, total: sql<number>`sum(${fuelFills.totalHuf})::int`.as("total") })
    .from(fuelFills)
    .where(and(eq(fuelFills.tenantId, tenantId), gte(fuelFills.date, from), lt(fuelFills.date, to)))
    .groupBy(fuelFills.fuelCardId)
    .as("spent");
  const rows = await tx
    .select({ k: fuelCards, plate: cars.plate, driverName: employees.name, spent: spent.total })
    .from(fuelCards)
    .leftJoin(cars, and(eq(cars.tenantId, fuelCards.tenantId), eq(cars.id, fuelCards.carId)))
    .leftJoin(drivers, and(eq(drivers.tenantId, fuelCards.tenantId), eq(drivers.id, fuelCards.driverId)))
    .leftJoin(employees, and(eq(employees.tenantId, drivers.tenantId), eq(employees.id, drivers.employeeId)))
    .leftJoin(spent, eq(spent.cardId, fuelCards.id))
    .where(and(...where))
    .orderBy(asc(fuelCards.provider), asc(fuelCards.id));
  return rows.map(({ k, plate, driverName, spent: total }) => ({
    id: k.id,
    provider: k.provider,
    cardNumber: maskCardNumber(k.cardLast4),
    monthlyLimitHuf: k.monthlyLimitHuf,
    expiry: k.expiry,
    carId: k.carId,
    carPlate: plate,
    driverId: k.driverId,
    driverName,
    status: k.status as FuelCard["status"],
    spentThisMonthHuf: total ?? 0,
  }));
}

/** `GET /api/fuelCard` (fleetManager). */
export async function listFuelCards(p: Platform, ctx: RequestContext): Promise<FuelCard[]> {
  assertFleetManager(authOf(ctx));
  return p.database.withTenant(ctx.tenant.id, (tx) => selectCards(tx, ctx.tenant.id));
}

async function readCard(tx: Tx, tenantId: number, id: number): Promise<FuelCard> {
  const [card] = await selectCards(tx, tenantId, id);
  if (!card) throw notFound(CARD_NOT_FOUND);
  return card;
}

/** `GET /api/fuelCard/{id}`: fleet managers and the card's driver. Errors: 403, 404. */
export async function getFuelCard(p: Platform, ctx: RequestContext, id: number): Promise<FuelCard> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const card = await readCard(tx, tenantId, id);
    if (
      !isFleetManager(auth) &&
      (card.driverId === null || card.driverId !== (await driverIdOf(tx, tenantId, auth)))
    )
      throw forbidden();
    return card;
  });
}

/** The last four digits of a typed card number; the masked value keeps `keep`. */
function last4Of(cardNumber: string, keep: string | null): string {
  const digits = cardNumber.replace(/\D/g, "");
  if (cardNumber.startsWith("•")) {
    if (keep === null)
      throw badRequest("Add meg a teljes kártyaszámot.", { cardNumber: "Add meg a teljes kártyaszámot." });
    return keep;
  }
  return digits.slice(-4);
}

async function saveCard(
  p: Platform,
  ctx: RequestContext,
  id: number | null,
  input: FuelCardInput,
): Promise<FuelCard> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    let keep: string | null = null;
    if (id !== null) {
      const [row] = await tx
        .select({ last4: fuelCards.cardLast4 })
        .from(fuelCards)
        .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.id, id)));
      if (!row) throw notFound(CARD_NOT_FOUND);
      keep = row.last4;
    }
    await assertRef(tx, tenantId, cars, input.carId, "carId", "Az autó nem található.");
    await assertRef(tx, tenantId, drivers, input.driverId, "driverId", "A sofőr nem található.");
    const { cardNumber, ...rest } = input;
    const values = { ...rest, cardLast4: last4Of(cardNumber, keep) };
    let cardId = id;
    if (cardId === null) {
      const [row] = await tx
        .insert(fuelCards)
        .values({ tenantId, ...values })
        .returning({ id: fuelCards.id });
      cardId = row?.id ?? 0;
    } else {
      await tx
        .update(fuelCards)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.id, cardId)));
    }
    await syncReminderRows(tx, tenantId);
    await auditFleet(
      tx,
      ctx,
      auth,
      id === null ? "fuelCard.created" : "fuelCard.updated",
      `fuelCard:${cardId}`,
    );
    return readCard(tx, tenantId, cardId);
  });
}

/** `POST /api/fuelCard` (fleetManager). Errors: 400 (card number, unknown car/driver), 403. */
export const createFuelCard = (p: Platform, ctx: RequestContext, input: FuelCardInput) =>
  saveCard(p, ctx, null, input);
/** `PUT /api/fuelCard/{id}` (fleetManager); a masked `cardNumber` keeps the stored digits. Errors: 400, 403, 404. */
export const updateFuelCard = (p: Platform, ctx: RequestContext, id: number, input: FuelCardInput) =>
  saveCard(p, ctx, id, input);

/** `DELETE /api/fuelCard/{id}` (fleetManager): fills keep their amounts, losing the card link. Errors: 403, 404. */
export async function deleteFuelCard(p: Platform, ctx: RequestContext, id: number): Promise<{ ok: true }> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await readCard(tx, tenantId, id);
    await tx.delete(fuelCards).where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.id, id)));
    await auditFleet(tx, ctx, auth, "fuelCard.deleted", `fuelCard:${id}`);
    return { ok: true as const };
  });
}
