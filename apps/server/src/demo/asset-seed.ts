import type { Tx } from "../platform/db.ts";
import { insertAssets } from "../modules/assets/assets.repository.ts";
import type { assets } from "../modules/assets/assets.table.ts";
import { listEmployees } from "../modules/employees/employees.repository.ts";
import { createRandom } from "./names.ts";

type NewAsset = typeof assets.$inferInsert;

const LAPTOPS = [
  { name: "Lenovo ThinkPad T14 Gen 4", valueHuf: 589_000 },
  { name: "Dell Latitude 5440", valueHuf: 512_000 },
  { name: "HP EliteBook 840 G10", valueHuf: 624_000 },
  { name: 'Apple MacBook Pro 14"', valueHuf: 899_000 },
] as const;
const PHONES = [
  { name: "Samsung Galaxy A55", valueHuf: 159_000 },
  { name: "Apple iPhone 15", valueHuf: 329_000 },
  { name: "Xiaomi Redmi Note 13", valueHuf: 89_000 },
] as const;
const MONITORS = [
  { name: 'Dell P2723DE 27" monitor', valueHuf: 139_000 },
  { name: 'LG 27UP850 27" monitor', valueHuf: 164_000 },
] as const;
const OFFICES = ["Budapest, 3. emelet", "Budapest, 4. emelet", "Vác, iroda", "Home office"] as const;
const SUPPLIERS = ["Extreme Digital Zrt.", "Alza.hu Kft.", "Senetic Kft.", "iPon Computer Kft."] as const;
const DOCKS = [{ name: "Lenovo ThinkPad USB-C Dock Gen 2", valueHuf: 89_000 }] as const;
const TOOLS = [
  { name: "Leica DISTO X4 lézeres távolságmérő", valueHuf: 219_000, category: "Mérőeszköz" },
  { name: "Bosch GLL 3-80 C vonallézer", valueHuf: 289_000, category: "Mérőeszköz" },
  { name: "Makita DHP484 akkus fúró-csavarozó", valueHuf: 96_000, category: "Szerszám" },
] as const;
const FURNITURE = [
  { name: "Állítható magasságú íróasztal", valueHuf: 184_000 },
  { name: "Ergonomikus irodaszék", valueHuf: 126_000 },
] as const;
const PRINTERS = [{ name: "HP LaserJet Pro MFP 4102fdw", valueHuf: 249_000 }] as const;

/** Two years of warranty from the purchase date (`YYYY-MM-DD`). */
const warrantyOf = (purchase: string) => `${Number(purchase.slice(0, 4)) + 2}${purchase.slice(4)}`;

/**
 * Demo assets of the demo tenant (DESIGN §10, issue 10 §3: ~250): every active employee has a laptop, most
 * a phone, some a monitor or a dock, engineers measuring tools; former laptops of a few are retired;
 * furniture and printers at the offices; a handful wait in stock or at the repairer. Deterministic
 * (fixed seed); inventory numbers `LT-0001`, `MT-0001`, `MO-0001`, `DK-…`, `ME-…`, `BU-…`, `NY-…`.
 */
export async function seedAssets(tx: Tx, tenantId: number): Promise<void> {
  const random = createRandom(4_2026);
  const counters = { LT: 0, MT: 0, MO: 0, DK: 0, ME: 0, BU: 0, NY: 0 };
  const nextNumber = (prefix: keyof typeof counters) => {
    counters[prefix] += 1;
    return `${prefix}-${String(counters[prefix]).padStart(4, "0")}`;
  };
  const serial = () =>
    Math.floor(random.next() * 36 ** 8)
      .toString(36)
      .toUpperCase()
      .padStart(8, "0");
  const rows: NewAsset[] = [];
  for (const e of await listEmployees(tx, tenantId, true)) {
    const since = e.employmentStart && e.employmentStart > "2023-01-02" ? e.employmentStart : "2023-01-02";
    const location = random.pick(OFFICES);
    const laptop = random.pick(LAPTOPS);
    rows.push({
      tenantId,
      inventoryNumber: nextNumber("LT"),
      name: laptop.name,
      category: "Laptop",
      serialNumber: serial(),
      valueHuf: laptop.valueHuf,
      holderEmployeeId: e.id,
      location,
      status: "assigned",
      purchaseDate: since,
      heldSince: since,
    });
    if (random.next() < 0.7) {
      const phone = random.pick(PHONES);
      rows.push({
        tenantId,
        inventoryNumber: nextNumber("MT"),
        name: phone.name,
        category: "Mobiltelefon",
        serialNumber: serial(),
        valueHuf: phone.valueHuf,
        holderEmployeeId: e.id,
        location,
        status: "assigned",
        purchaseDate: since,
        heldSince: since,
      });
    }
    if (random.next() < 0.35) {
      const monitor = random.pick(MONITORS);
      rows.push({
        tenantId,
        inventoryNumber: nextNumber("MO"),
        name: monitor.name,
        category: "Monitor",
        serialNumber: serial(),
        valueHuf: monitor.valueHuf,
        holderEmployeeId: e.id,
        location,
        status: "assigned",
        purchaseDate: since,
        heldSince: since,
      });
    }
    if (random.next() < 0.3) {
      const dock = DOCKS[0];
      rows.push({
        tenantId,
        inventoryNumber: nextNumber("DK"),
        name: dock.name,
        category: "Dokkoló",
        serialNumber: serial(),
        valueHuf: dock.valueHuf,
        holderEmployeeId: e.id,
        location,
        status: "assigned",
        purchaseDate: since,
        heldSince: since,
      });
    }
    if (random.next() < 0.2) {
      const tool = random.pick(TOOLS);
      rows.push({
        tenantId,
        inventoryNumber: nextNumber("ME"),
        name: tool.name,
        category: tool.category,
        serialNumber: serial(),
        valueHuf: tool.valueHuf,
        holderEmployeeId: e.id,
        location,
        status: "assigned",
        purchaseDate: since,
        heldSince: since,
      });
    }
    if (random.next() < 0.15) {
      rows.push({
        tenantId,
        inventoryNumber: nextNumber("LT"),
        name: "Lenovo ThinkPad T480",
        category: "Laptop",
        serialNumber: serial(),
        valueHuf: 389_000,
        holderEmployeeId: e.id,
        location,
        status: "retired",
        purchaseDate: "2019-03-11",
        heldSince: "2019-03-11",
        note: "Selejtezve: akkumulátor és alaplap hiba.",
      });
    }
  }
  for (const [i, item] of [...LAPTOPS, ...PHONES].entries()) {
    rows.push({
      tenantId,
      inventoryNumber: nextNumber(i < LAPTOPS.length ? "LT" : "MT"),
      name: item.name,
      category: i < LAPTOPS.length ? "Laptop" : "Mobiltelefon",
      serialNumber: serial(),
      valueHuf: item.valueHuf,
      holderEmployeeId: null,
      location: "Budapest, raktár",
      status: i === 0 ? "inRepair" : "inStock",
      purchaseDate: "2026-09-01",
      heldSince: null,
    });
  }
  for (const [i, office] of OFFICES.slice(0, 3).entries()) {
    for (let n = 0; n < 8; n++) {
      const item = FURNITURE[n % FURNITURE.length] ?? FURNITURE[0];
      rows.push({
        tenantId,
        inventoryNumber: nextNumber("BU"),
        name: item.name,
        category: "Bútor",
        valueHuf: item.valueHuf,
        location: office,
        status: "inStock",
        purchaseDate: "2024-02-12",
      });
    }
    const printer = PRINTERS[0];
    rows.push({
      tenantId,
      inventoryNumber: nextNumber("NY"),
      name: printer.name,
      category: "Nyomtató",
      serialNumber: serial(),
      valueHuf: printer.valueHuf,
      location: office,
      status: i === 2 ? "inRepair" : "inStock",
      purchaseDate: "2025-05-20",
    });
  }
  for (const row of rows) {
    row.supplier ??= row.category === "Bútor" ? "Kika Bútoráruház Kft." : random.pick(SUPPLIERS);
    if (row.purchaseDate && row.category !== "Bútor") row.warrantyExpiry ??= warrantyOf(row.purchaseDate);
  }
  await insertAssets(tx, rows);
}
