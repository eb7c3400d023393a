import { and, eq } from "drizzle-orm";
import type { Tx } from "../platform/db.ts";
import { employees } from "../modules/employees/employees.table.ts";
import { pointsLedger, products, redemptions } from "../modules/points/points.table.ts";
import { createRandom } from "./names.ts";

/** The demo shop: ten products (price in points, stock, HUF value for the payroll gift report). */
const DEMO_PRODUCTS = [
  { name: "Mozijegy két főre", pricePoints: 60, stock: 20, valueHuf: 6_400, active: true },
  { name: "Kávézói utalvány", pricePoints: 30, stock: 40, valueHuf: 3_000, active: true },
  { name: "Céges bögre", pricePoints: 20, stock: 35, valueHuf: 2_500, active: true },
  { name: "Könyvutalvány 10 000 Ft", pricePoints: 120, stock: 15, valueHuf: 10_000, active: true },
  { name: "Fél nap szabadnap", pricePoints: 200, stock: 10, valueHuf: null, active: true },
  { name: "Wellness hétvége", pricePoints: 900, stock: 2, valueHuf: 85_000, active: true },
  { name: "Bluetooth hangszóró", pricePoints: 300, stock: 5, valueHuf: 24_990, active: true },
  { name: "Ebéd a vezetővel", pricePoints: 150, stock: 6, valueHuf: 12_000, active: true },
  { name: "Sportbelépő (10 alkalom)", pricePoints: 250, stock: 8, valueHuf: 30_000, active: true },
  { name: "Céges pulóver (régi kollekció)", pricePoints: 80, stock: 0, valueHuf: 9_000, active: false },
] as const;

const REASONS = [
  "Köszönöm a segítséget a határidős leadásnál!",
  "Remek prezentáció volt a partnertalálkozón.",
  "Hétvégén is segítettél a hibajavításban, köszönöm!",
  "Nagyon alapos volt a tervdokumentáció átnézése.",
  "Köszönöm, hogy betanítottad az új kollégát.",
  "Gyorsan megoldottad az ügyfél panaszát.",
  "Kiváló csapatmunka a projekt lezárásánál.",
  "Köszi, hogy átvetted a helyszíni bejárást.",
  "Nagyszerű ötlet volt a folyamat egyszerűsítése.",
  "Köszönöm a türelmet és a részletes magyarázatot.",
] as const;

const DAY = 86_400_000;

/**
 * Demo data of the points game (issue 11 §5): twelve past months of thanks between colleagues
 * (each active employee gives 0–3 times a month, 5–25 points, always within the default allowance
 * of 100 and 50 per colleague), one pair who mostly thank each other (flagged to hr), awards, ten
 * products and redemptions in every state (pending, fulfilled, rejected, cancelled; the refunds
 * and stock follow). The demo `user` gets enough to shop and keeps this month's allowance whole.
 * Deterministic for a given `now`.
 */
export async function seedPoints(
  tx: Tx,
  tenantId: number,
  accounts: { userEmployeeId: number; hrUserId: number; adminUserId: number },
  now = new Date(),
): Promise<void> {
  const random = createRandom(11_2026);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const staff = (
    await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.active, true)))
      .orderBy(employees.id)
  ).map((e) => e.id);
  if (staff.length < 4) return;
  const balance = new Map<number, number>();
  const ledger: (typeof pointsLedger.$inferInsert)[] = [];
  const add = (row: typeof pointsLedger.$inferInsert) => {
    ledger.push(row);
    balance.set(row.employeeId, (balance.get(row.employeeId) ?? 0) + row.points);
  };
  const monthStart = (back: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
  const pairA = staff[5] ?? staff[0] ?? 0;
  const pairB = staff[6] ?? staff[1] ?? 0;

  for (let back = 12; back >= 1; back -= 1) {
    const start = monthStart(back);
    for (const from of staff) {
      const gives = from === pairA || from === pairB ? 2 : int(0, 3);
      for (let g = 0; g < gives; g += 1) {
        let to = random.pick(staff);
        if (from === pairA) to = pairB;
        else if (from === pairB) to = pairA;
        else if (g === 0 && back % 3 === 0 && from !== accounts.userEmployeeId) to = accounts.userEmployeeId;
        if (to === from) continue;
        add({
          tenantId,
          kind: "give",
          employeeId: to,
          fromEmployeeId: from,
          points: from === pairA || from === pairB ? 25 : int(1, 5) * 5,
          reason: random.pick(REASONS),
          createdAt: new Date(start + int(1, 26) * DAY + int(8, 17) * 3_600_000),
        });
      }
    }
  }
  // This month: a few thanks (never from the demo user, whose allowance stays whole).
  for (let i = 0; i < 12; i += 1) {
    const from = random.pick(staff);
    const to = random.pick(staff);
    if (from === to || from === accounts.userEmployeeId) continue;
    add({
      tenantId,
      kind: "give",
      employeeId: to,
      fromEmployeeId: from,
      points: 10,
      reason: random.pick(REASONS),
      createdAt: new Date(Math.max(monthStart(0), now.getTime() - int(1, 48) * 3_600_000)),
    });
  }
  add({
    tenantId,
    kind: "award",
    employeeId: accounts.userEmployeeId,
    points: 150,
    reason: "Az év kollégája díj – kiemelkedő munkáért.",
    createdByUserId: accounts.adminUserId,
    createdAt: new Date(monthStart(2) + 10 * DAY),
  });

  const productIds: number[] = [];
  for (const p of DEMO_PRODUCTS) {
    const [row] = await tx
      .insert(products)
      .values({ tenantId, ...p, description: `${p.name} – a Játék pontjaiból beváltható jutalom.` })
      .returning({ id: products.id });
    if (row) productIds.push(row.id);
  }

  // Redemptions: by people who have the points at that time, in every state.
  const statuses = [
    "fulfilled",
    "fulfilled",
    "fulfilled",
    "rejected",
    "cancelled",
    "pending",
    "pending",
  ] as const;
  const stockTaken = new Map<number, number>();
  let made = 0;
  for (const employeeId of [accounts.userEmployeeId, ...staff]) {
    if (made >= 28) break;
    const productIndex = made % 5;
    const product = DEMO_PRODUCTS[productIndex];
    const productId = productIds[productIndex];
    if (!product || productId === undefined) continue;
    if ((balance.get(employeeId) ?? 0) < product.pricePoints) continue;
    const status = statuses[made % statuses.length] ?? "pending";
    const createdAt = new Date(now.getTime() - (28 - made) * 5 * DAY);
    const decided = status === "pending" ? null : new Date(createdAt.getTime() + 2 * DAY);
    const [r] = await tx
      .insert(redemptions)
      .values({
        tenantId,
        productId,
        employeeId,
        pricePoints: product.pricePoints,
        valueHuf: product.valueHuf,
        status,
        note: status === "rejected" ? "Jelenleg nem beszerezhető, a pontokat visszaadtuk." : null,
        createdAt,
        decidedAt: decided,
        decidedByUserId: status === "fulfilled" || status === "rejected" ? accounts.hrUserId : null,
      })
      .returning({ id: redemptions.id });
    if (!r) continue;
    add({
      tenantId,
      kind: "redeem",
      employeeId,
      points: -product.pricePoints,
      redemptionId: r.id,
      createdAt,
    });
    if (status === "rejected" || status === "cancelled") {
      add({
        tenantId,
        kind: "refund",
        employeeId,
        points: product.pricePoints,
        redemptionId: r.id,
        createdAt: decided ?? createdAt,
      });
    } else {
      stockTaken.set(productId, (stockTaken.get(productId) ?? 0) + 1);
    }
    made += 1;
  }
  for (const [productId, taken] of stockTaken) {
    const product = DEMO_PRODUCTS[productIds.indexOf(productId)];
    await tx
      .update(products)
      .set({ stock: Math.max(0, (product?.stock ?? 0) - taken) })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  }
  for (let i = 0; i < ledger.length; i += 1000)
    await tx.insert(pointsLedger).values(ledger.slice(i, i + 1000));
}
