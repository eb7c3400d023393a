import { and, asc, eq, isNull } from "drizzle-orm";
import type { ReminderKind } from "@office/shared/fleet/cars.contract";
import {
  REMINDER_KIND_LABELS,
  daysUntil,
  nextDueDate,
  type Reminder,
  type ReminderDoneInput,
} from "@office/shared/fleet/reminders.contract";
import type { Platform } from "../../platform/platform.ts";
import type { Tx } from "../../platform/db.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import { lockFor } from "../../platform/locks.ts";
import { authOf, type RequestContext } from "../../platform/request-context.ts";
import { assertFleetManager, carForRead } from "./fleet-access.ts";
import { auditFleet, todayInBudapest } from "./fleet-refs.ts";
import { cars, drivers, fleetReminders, fuelCards } from "./fleet.table.ts";
import { expiryKey, syncReminderRows, type Expiry } from "./reminder-rows.ts";

/**
 * Reminders (issue 10 §1): `GET /api/car/{id}/reminder`, `GET /api/fleetReminder?withinDays=`, `PUT
 * /api/fleetReminder/{id}/done`. Done computes the next due date (`nextDueDate` of the shared contract:
 * a MOT passed up to 30 days early keeps counting from the old expiry), writes it to the car / driver /
 * card, and opens the next reminder.
 */

export const REMINDER_NOT_FOUND = "Az emlékeztető nem található.";

type ReminderRow = typeof fleetReminders.$inferSelect;

function toDto(r: ReminderRow, e: Expiry | undefined, today: string): Reminder {
  const who = e && e.subjectType !== "car" && e.subjectName ? ` – ${e.subjectName}` : "";
  return {
    id: r.id,
    subjectType: r.subjectType as Reminder["subjectType"],
    subjectId: r.subjectId,
    carId: e?.carId ?? (r.subjectType === "car" ? r.subjectId : null),
    plate: e?.plate ?? null,
    kind: r.kind as ReminderKind,
    label: `${REMINDER_KIND_LABELS[r.kind as ReminderKind]}${who}`,
    dueDate: r.dueDate,
    daysLeft: daysUntil(today, r.dueDate),
    doneAt: r.doneAt ? r.doneAt.toISOString() : null,
    doneDate: r.doneDate,
    nextDueDate: r.nextDueDate,
  };
}

/** The current reminders (open ones matching today's expiries, plus done ones) of the tenant, by due date. */
async function readReminders(
  tx: Tx,
  tenantId: number,
): Promise<{ rows: ReminderRow[]; byKey: Map<string, Expiry> }> {
  const expiries = await syncReminderRows(tx, tenantId);
  const byKey = new Map(expiries.map((e) => [expiryKey(e), e]));
  const rows = await tx
    .select()
    .from(fleetReminders)
    .where(eq(fleetReminders.tenantId, tenantId))
    .orderBy(asc(fleetReminders.dueDate), asc(fleetReminders.id));
  return { rows: rows.filter((r) => r.doneAt !== null || byKey.has(expiryKey(r))), byKey };
}

/** `GET /api/car/{id}/reminder`: the car's, its driver's and its cards' reminders (open first). Errors: 403, 404. */
export async function listCarReminders(p: Platform, ctx: RequestContext, carId: number): Promise<Reminder[]> {
  const auth = authOf(ctx);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await carForRead(tx, tenantId, auth, carId);
    const today = todayInBudapest();
    const { rows, byKey } = await readReminders(tx, tenantId);
    const cardIds = new Set(
      (
        await tx
          .select({ id: fuelCards.id })
          .from(fuelCards)
          .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.carId, carId)))
      ).map((c) => c.id),
    );
    const [car] = await tx
      .select({ driverId: cars.driverId })
      .from(cars)
      .where(and(eq(cars.tenantId, tenantId), eq(cars.id, carId)));
    const mine = rows.filter(
      (r) =>
        (r.subjectType === "car" && r.subjectId === carId) ||
        (r.subjectType === "driver" && r.subjectId === car?.driverId) ||
        (r.subjectType === "fuelCard" && cardIds.has(r.subjectId)),
    );
    return mine
      .map((r) => toDto(r, byKey.get(expiryKey(r)), today))
      .sort(
        (a, b) => Number(a.doneAt !== null) - Number(b.doneAt !== null) || a.dueDate.localeCompare(b.dueDate),
      );
  });
}

/** `GET /api/fleetReminder?withinDays=60` (fleetManager): open reminders due within the window (overdue always). */
export async function listOpenReminders(
  p: Platform,
  ctx: RequestContext,
  withinDays = 60,
): Promise<Reminder[]> {
  assertFleetManager(authOf(ctx));
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    const today = todayInBudapest();
    const { rows, byKey } = await readReminders(tx, tenantId);
    return rows
      .filter((r) => r.doneAt === null)
      .map((r) => toDto(r, byKey.get(expiryKey(r)), today))
      .filter((r) => r.daysLeft <= withinDays);
  });
}

/** Writes the new expiry to the subject of a reminder. */
async function setExpiry(tx: Tx, tenantId: number, r: ReminderRow, date: string): Promise<void> {
  const kind = r.kind as ReminderKind;
  if (r.subjectType === "car") {
    const column =
      kind === "mot"
        ? { motExpiry: date }
        : kind === "mandatoryInsurance"
          ? { mandatoryInsuranceExpiry: date }
          : { cascoExpiry: date };
    await tx
      .update(cars)
      .set(column)
      .where(and(eq(cars.tenantId, tenantId), eq(cars.id, r.subjectId)));
  } else if (r.subjectType === "driver") {
    const column = kind === "licence" ? { licenceExpiry: date } : { medicalExpiry: date };
    await tx
      .update(drivers)
      .set(column)
      .where(and(eq(drivers.tenantId, tenantId), eq(drivers.id, r.subjectId)));
  } else {
    await tx
      .update(fuelCards)
      .set({ expiry: date })
      .where(and(eq(fuelCards.tenantId, tenantId), eq(fuelCards.id, r.subjectId)));
  }
}

/**
 * `PUT /api/fleetReminder/{id}/done` (fleetManager): marks the reminder done on `doneDate` and moves the
 * subject's expiry to the next due date — computed for MOT (2 years; from the old expiry when passed up to
 * 30 days early) and insurance/casco (yearly), given by `nextDueDate` for licence, medical and card.
 * Errors: 400 (missing or not later `nextDueDate`), 403, 404, 409 already done.
 */
export async function markReminderDone(
  p: Platform,
  ctx: RequestContext,
  id: number,
  input: ReminderDoneInput,
): Promise<Reminder> {
  const auth = authOf(ctx);
  assertFleetManager(auth);
  const tenantId = ctx.tenant.id;
  return p.database.withTenant(tenantId, async (tx) => {
    await lockFor(tx, "fleetReminders", tenantId, `reminder:${id}`);
    const [r] = await tx
      .select()
      .from(fleetReminders)
      .where(and(eq(fleetReminders.tenantId, tenantId), eq(fleetReminders.id, id)));
    if (!r) throw notFound(REMINDER_NOT_FOUND);
    if (r.doneAt) throw conflict("Ez az emlékeztető már el van végezve.");
    const next = nextDueDate(r.kind as ReminderKind, r.dueDate, input.doneDate) ?? input.nextDueDate;
    if (next === null)
      throw badRequest("Add meg az új lejárati dátumot.", { nextDueDate: "Add meg az új lejárati dátumot." });
    if (next <= r.dueDate)
      throw badRequest("Az új lejárat a régi után legyen.", {
        nextDueDate: "Az új lejárat a régi után legyen.",
      });
    const [done] = await tx
      .update(fleetReminders)
      .set({ doneAt: new Date(), doneDate: input.doneDate, nextDueDate: next, doneByUserId: auth.userId })
      .where(
        and(eq(fleetReminders.tenantId, tenantId), eq(fleetReminders.id, id), isNull(fleetReminders.doneAt)),
      )
      .returning();
    await setExpiry(tx, tenantId, r, next);
    const { byKey } = await readReminders(tx, tenantId);
    await auditFleet(tx, ctx, auth, "reminder.done", `reminder:${id}`);
    if (!done) throw conflict("Ez az emlékeztető már el van végezve.");
    return toDto(done, byKey.get(expiryKey({ ...r, dueDate: next })), todayInBudapest());
  });
}
