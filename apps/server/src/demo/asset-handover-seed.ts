import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Tx } from "../platform/db.ts";
import { insertHandover } from "../modules/assets/asset-handovers.repository.ts";
import { insertHistory } from "../modules/assets/assets.repository.ts";
import { assets } from "../modules/assets/assets.table.ts";
import { insertInventory, listLines } from "../modules/assets/inventory.repository.ts";
import { closeInventoryTx, scanTx } from "../modules/assets/inventory.service.ts";

type Account = { userId: number; username: string; name: string; employeeId: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Handover protocols and a stocktaking of the demo tenant (issue 10 §3), after {@link seedAssets}:
 * accepted protocols for the first ten assigned laptops (from the store, on their handover dates), one
 * sent yesterday from the store to `user` (waiting for `user` to accept), one waiting five days for
 * someone else (the daily reminder picks it up), one rejected; one closed stocktaking of
 * "Vác, iroda" with findings (two missing, one at another location, one unknown number); and one open
 * stocktaking of "Budapest, 3. emelet" two thirds counted, as an asset manager finds it mid-count.
 */
export async function seedAssetRecords(
  tx: Tx,
  tenantId: number,
  accounts: { admin: Account; user: Account },
  now = new Date(),
): Promise<void> {
  const { admin, user } = accounts;
  const creator = { createdByUserId: admin.userId, createdByName: admin.name };
  const assigned = await tx
    .select()
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.status, "assigned"), eq(assets.category, "Laptop")))
    .orderBy(asc(assets.inventoryNumber))
    .limit(10);
  for (const a of assigned) {
    if (a.holderEmployeeId === null || a.heldSince === null) continue;
    const decidedAt = new Date(`${a.heldSince}T09:30:00Z`);
    const id = await insertHandover(
      tx,
      tenantId,
      {
        ...creator,
        fromEmployeeId: null,
        toEmployeeId: a.holderEmployeeId,
        date: a.heldSince,
        status: "accepted",
        sentAt: decidedAt,
        decidedAt,
        decidedIp: "10.20.0.15",
        remindedAt: null,
      },
      [
        {
          assetId: a.id,
          position: 0,
          inventoryNumber: a.inventoryNumber,
          name: a.name,
          serialNumber: a.serialNumber,
          valueHuf: a.valueHuf,
          condition: "Új",
        },
      ],
    );
    await insertHistory(tx, tenantId, [
      {
        assetId: a.id,
        userId: admin.userId,
        username: admin.username,
        action: "handover",
        changes: [{ field: "status", from: "inStock", to: "assigned" }],
        note: `Átadás-átvételi jegyzőkönyv #${id} elfogadva.`,
        handoverId: id,
      },
    ]);
  }

  const inStock = await tx
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        eq(assets.status, "inStock"),
        isNull(assets.holderEmployeeId),
        isNotNull(assets.serialNumber),
      ),
    )
    .orderBy(asc(assets.inventoryNumber));
  const laptop = inStock.find((a) => a.category === "Laptop");
  const phones = inStock.filter((a) => a.category === "Mobiltelefon");
  const other = assigned[1]?.holderEmployeeId ?? null;
  const item = (a: (typeof inStock)[number], condition: string) => ({
    assetId: a.id,
    position: 0,
    inventoryNumber: a.inventoryNumber,
    name: a.name,
    serialNumber: a.serialNumber,
    valueHuf: a.valueHuf,
    condition,
  });
  const today = now.toISOString().slice(0, 10);
  if (laptop) {
    await insertHandover(
      tx,
      tenantId,
      {
        ...creator,
        fromEmployeeId: null,
        toEmployeeId: user.employeeId,
        date: today,
        status: "sent",
        sentAt: new Date(now.getTime() - DAY_MS),
        note: "Új fejlesztői gép a régi helyett.",
      },
      [item(laptop, "Új, bontatlan csomagolásban, töltővel")],
    );
  }
  const [phoneA, phoneB] = phones;
  if (phoneA && other !== null) {
    await insertHandover(
      tx,
      tenantId,
      {
        ...creator,
        fromEmployeeId: null,
        toEmployeeId: other,
        date: today,
        status: "sent",
        sentAt: new Date(now.getTime() - 5 * DAY_MS),
      },
      [item(phoneA, "Új")],
    );
  }
  if (phoneB) {
    const decidedAt = new Date(now.getTime() - 10 * DAY_MS);
    await insertHandover(
      tx,
      tenantId,
      {
        ...creator,
        fromEmployeeId: null,
        toEmployeeId: user.employeeId,
        date: decidedAt.toISOString().slice(0, 10),
        status: "rejected",
        sentAt: new Date(decidedAt.getTime() - DAY_MS),
        decidedAt,
        decidedIp: "10.20.0.31",
        rejectReason: "Már van céges telefonom.",
      },
      [item(phoneB, "Használt, karcos hátlap")],
    );
  }

  const inventoryId = await insertInventory(tx, tenantId, {
    name: "Vác, iroda – éves leltár",
    location: "Vác, iroda",
    category: null,
    createdByUserId: admin.userId,
    createdByName: admin.name,
  });
  const lines = await listLines(tx, tenantId, [inventoryId]);
  for (const l of lines.slice(2))
    await scanTx(tx, tenantId, inventoryId, { inventoryNumber: l.inventoryNumber, holderId: null });
  const elsewhere = await tx
    .select({ inventoryNumber: assets.inventoryNumber })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        eq(assets.location, "Budapest, 3. emelet"),
        eq(assets.status, "assigned"),
      ),
    )
    .orderBy(asc(assets.inventoryNumber))
    .limit(1);
  for (const e of elsewhere)
    await scanTx(tx, tenantId, inventoryId, { inventoryNumber: e.inventoryNumber, holderId: null });
  await scanTx(tx, tenantId, inventoryId, { inventoryNumber: "LT-9999", holderId: null });
  await closeInventoryTx(tx, tenantId, { userId: admin.userId, username: admin.username }, inventoryId);

  const openId = await insertInventory(tx, tenantId, {
    name: "Budapest, 3. emelet – negyedéves leltár",
    location: "Budapest, 3. emelet",
    category: null,
    createdByUserId: admin.userId,
    createdByName: admin.name,
  });
  const openLines = await listLines(tx, tenantId, [openId]);
  for (const l of openLines.slice(0, Math.ceil((openLines.length * 2) / 3)))
    await scanTx(tx, tenantId, openId, { inventoryNumber: l.inventoryNumber, holderId: null });
}
