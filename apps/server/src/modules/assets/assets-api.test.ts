import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeJwt } from "jose";
import ExcelJS from "exceljs";
import {
  assetHistoryEntrySchema,
  assetListItemSchema,
  assetSchema,
  type Asset,
  type AssetListItem,
} from "@office/shared/assets/assets.contract";
import { assetHandoverSchema, type AssetHandover } from "@office/shared/assets/asset-handovers.contract";
import {
  inventoryDetailSchema,
  type InventoryDetail,
  type ScanResult,
} from "@office/shared/assets/inventory.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { serviceUnavailable } from "../../platform/errors.ts";
import { pdfText } from "./pdf-text.test-util.ts";
import { remindPendingHandovers } from "./handover-reminders.ts";
import { toAssetDto } from "./asset-dto.ts";
import * as repo from "./assets.repository.ts";
import * as handoverRepo from "./asset-handovers.repository.ts";
import { countAttachmentsByOwner } from "../attachments/attachments.repository.ts";
import {
  ISO_DATE_IN_TEXT,
  expectExcelDate,
  expectNoIsoDateText,
  expectNumberCell,
  spaced,
} from "../reports/xlsx-test-support.ts";
import { EXCEL_DATE_TIME_FORMAT } from "../reports/xlsx-dates.ts";

/** Issue 10 §2/§4: the asset register, handover protocols and stocktaking over HTTP on a real database. */
describe.each(backends)("assets API on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let pm: string;
  let betaAdmin: string;
  let userEmp: number;
  let pmEmp: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, user, pm, betaAdmin] = [
      await login(t, "demo", "admin"),
      await login(t, "demo", "user"),
      await login(t, "demo", "pm"),
      await login(t, "beta", "admin"),
    ];
    userEmp = decodeJwt(user).employeeId as number;
    pmEmp = decodeJwt(pm).employeeId as number;
  });
  afterAll(async () => t?.close());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    payload?: object,
    tenant = "demo",
  ) => t.app.inject({ method, url, headers: authed(tenant, token), ...(payload ? { payload } : {}) });
  let seq = 0;
  const newAsset = async (over: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await call("POST", "/api/asset", admin, {
      inventoryNumber: `TST-${backend}-${seq}`,
      name: "Teszt laptop",
      category: "Laptop",
      serialNumber: `SN${seq}`,
      valueHuf: 400_000,
      location: "Budapest, raktár",
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return assetSchema.strict().parse(res.json());
  };

  it("creates, reads, updates with history, and refuses bad input, duplicates, other roles and tenants", async () => {
    const a = await newAsset({
      purchaseDate: "2026-01-10",
      warrantyExpiry: "2028-01-10",
      supplier: "Alza.hu Kft.",
    });
    expect(a.status).toBe("inStock");
    const dup = await call("POST", "/api/asset", admin, {
      inventoryNumber: a.inventoryNumber,
      name: "x",
      category: "Laptop",
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Ezzel a leltári számmal már van eszköz.");
    const bad = await call("POST", "/api/asset", admin, {
      inventoryNumber: "",
      name: "",
      category: "Laptop",
      status: "assigned",
      valueHuf: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["inventoryNumber", "name", "valueHuf"]),
    );
    expect(
      (
        await call("POST", "/api/asset", admin, {
          inventoryNumber: "X1",
          name: "x",
          category: "y",
          holderId: 999_999,
          status: "assigned",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call("POST", "/api/asset", user, { inventoryNumber: "X2", name: "x", category: "y" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", "/api/asset", pm, { inventoryNumber: "X2", name: "x", category: "y" })).statusCode,
    ).toBe(403);

    const put = await call("PUT", `/api/asset/${a.id}`, admin, {
      ...a,
      name: "Átnevezett laptop",
      location: "Vác, iroda",
      holderId: null,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as Asset).name).toBe("Átnevezett laptop");
    const history = (await call("GET", `/api/asset/${a.id}/history`, admin)).json() as unknown[];
    const entries = history.map((h) => assetHistoryEntrySchema.strict().parse(h));
    expect(entries.map((e) => e.action)).toEqual(["updated", "created"]);
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", from: "Teszt laptop", to: "Átnevezett laptop" },
        { field: "location", from: "Budapest, raktár", to: "Vác, iroda" },
      ]),
    );
    expect((await call("PUT", `/api/asset/${a.id}`, user, { ...a, holderId: null })).statusCode).toBe(403);
    expect((await call("GET", `/api/asset/${a.id}`, user)).statusCode).toBe(403);
    expect((await call("GET", `/api/asset/${a.id}/history`, user)).statusCode).toBe(403);
    expect((await call("GET", `/api/asset/${a.id}`, betaAdmin, undefined, "beta")).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/asset/${a.id}`, betaAdmin, { ...a, holderId: null }, "beta")).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/asset/${a.id}`, betaAdmin, undefined, "beta")).statusCode).toBe(404);
    expect((await call("GET", "/api/asset/999999", admin)).statusCode).toBe(404);
    expect((await call("GET", "/api/asset/abc", admin)).statusCode).toBe(400);
    expect((await call("GET", "/api/asset?status=broken", admin)).statusCode).toBe(400);
    expect((await call("DELETE", `/api/asset/${a.id}`, user)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/asset/${a.id}`, admin)).statusCode).toBe(200);
    expect((await call("GET", `/api/asset/${a.id}`, admin)).statusCode).toBe(404);
  });

  it("lists with filters; a plain user sees only what they hold; the .xlsx export", async () => {
    const all = (await call("GET", "/api/asset", admin)).json() as Asset[];
    expect(all.length).toBeGreaterThan(200);
    const laptops = (
      await call("GET", "/api/asset?category=Laptop&status=assigned", admin)
    ).json() as Asset[];
    expect(laptops.length).toBeGreaterThan(0);
    expect(laptops.every((a) => a.category === "Laptop" && a.status === "assigned")).toBe(true);
    const mine = (await call("GET", `/api/asset?holderId=${pmEmp}`, user)).json() as Asset[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.holderId === userEmp)).toBe(true);
    const own = mine[0];
    if (own) expect((await call("GET", `/api/asset/${own.id}/history`, user)).statusCode).toBe(200);
    const xlsx = await call("GET", "/report/asset?category=Laptop", admin);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet("Eszközök")?.getRow(1).getCell(1).value).toBe("Leltári szám");
    // Issue 19 §1: purchase and warranty dates are Excel dates (yyyy.mm.dd.), the value a number.
    const sheet = wb.getWorksheet("Eszközök");
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => headers.indexOf(name) + 1;
    let datedRows = 0;
    sheet?.eachRow((row, n) => {
      if (n === 1) return;
      const bought = row.getCell(col("Beszerzés"));
      if (bought.value !== null) {
        expectExcelDate(bought);
        datedRows += 1;
      }
      const warranty = row.getCell(col("Garancia vége"));
      if (warranty.value !== null) expectExcelDate(warranty);
      if (row.getCell(col("Érték (Ft)")).value !== null) expectNumberCell(row.getCell(col("Érték (Ft)")));
    });
    expect(datedRows).toBeGreaterThan(0);
    expectNoIsoDateText(wb);
  });

  it("a handover moves the asset only on acceptance; rejection keeps it; PDF stored and served identically", async () => {
    const a = await newAsset();
    const b = await newAsset();
    const body = {
      toEmployeeId: userEmp,
      assetIds: [a.id],
      conditions: { [a.id]: "Karcos fedlap" },
      date: "2026-11-20",
    };
    expect((await call("POST", "/api/assetHandover", user, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/assetHandover", admin, { ...body, assetIds: [] })).statusCode).toBe(400);
    expect(
      (await call("POST", "/api/assetHandover", admin, { ...body, toEmployeeId: 999_999 })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/assetHandover", admin, { ...body, assetIds: [999_999] })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/assetHandover", admin, { ...body, fromEmployeeId: pmEmp })).statusCode,
    ).toBe(409);
    const created = await call("POST", "/api/assetHandover", admin, body);
    expect(created.statusCode, created.body).toBe(200);
    const h = assetHandoverSchema.strict().parse(created.json());
    expect(h.status).toBe("sent");
    expect(h.items[0]?.condition).toBe("Karcos fedlap");
    const second = await call("POST", "/api/assetHandover", admin, { ...body, toEmployeeId: pmEmp });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain("folyamatban lévő átadás");

    const toAccept = (await call("GET", "/api/assetHandover?scope=toAccept", user)).json() as AssetHandover[];
    expect(toAccept.map((x) => x.id)).toContain(h.id);
    const notes = (await call("GET", "/api/notification", user)).json() as {
      eventId: number;
      title: string;
      description: string;
    }[];
    const note = notes.find((n) => n.eventId === h.id && n.title.startsWith("Eszközátadás"));
    expect(note).toBeDefined();
    expect(note?.description).not.toMatch(/autó/);
    expect((await call("GET", `/api/asset/${a.id}`, admin)).json().pendingHandoverId).toBe(h.id);

    expect((await call("PUT", `/api/assetHandover/${h.id}/accept`, pm)).statusCode).toBe(403);
    expect((await call("PUT", `/api/assetHandover/${h.id}/accept`, admin)).statusCode).toBe(403);
    expect((await call("GET", `/api/assetHandover/${h.id}`, pm)).statusCode).toBe(403);
    expect(
      (await call("PUT", `/api/assetHandover/${h.id}/accept`, betaAdmin, undefined, "beta")).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/assetHandover/999999", admin)).statusCode).toBe(404);
    const accepted = await call("PUT", `/api/assetHandover/${h.id}/accept`, user);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as AssetHandover).status).toBe("accepted");
    expect((await call("PUT", `/api/assetHandover/${h.id}/accept`, user)).statusCode).toBe(409);
    const moved = (await call("GET", `/api/asset/${a.id}`, user)).json() as Asset;
    expect([moved.holderId, moved.status, moved.heldSince]).toEqual([userEmp, "assigned", "2026-11-20"]);
    const onProfile = (await call("GET", `/api/employee/${userEmp}/asset?active=true`, user)).json() as {
      id: number;
    }[];
    expect(onProfile.map((x) => x.id)).toContain(a.id);

    const pdf1 = await call("GET", `/report/assetHandover/${h.id}/pdf`, user);
    expect(pdf1.statusCode).toBe(200);
    expect(pdf1.headers["content-type"]).toContain("application/pdf");
    const pdf2 = await call("GET", `/report/assetHandover/${h.id}/pdf`, admin);
    expect(Buffer.compare(pdf1.rawPayload, pdf2.rawPayload)).toBe(0);
    const text = await pdfText(pdf1.rawPayload);
    expect(text).toContain(a.inventoryNumber);
    expect(text).toContain("SN");
    expect(text).toContain("Karcos fedlap");
    expect(text).toContain("Mt.");
    expect(text).toMatch(/megőrz/i);
    expect(text).toContain("elfogadta");
    // Issue 19 §1: the protocol's date in Hungarian ("Kelt: 2026. 11. 20."), no ISO date.
    expect(text).toContain("Kelt: 2026. 11. 20.");
    expect(text).not.toMatch(ISO_DATE_IN_TEXT);
    expect((await call("GET", `/report/assetHandover/${h.id}/pdf`, pm)).statusCode).toBe(403);

    const r = assetHandoverSchema.parse(
      (
        await call("POST", "/api/assetHandover", admin, {
          toEmployeeId: pmEmp,
          assetIds: [b.id],
          date: "2026-11-21",
        })
      ).json(),
    );
    expect((await call("PUT", `/api/assetHandover/${r.id}/reject`, pm, { reason: "" })).statusCode).toBe(400);
    expect(
      (await call("PUT", `/api/assetHandover/${r.id}/reject`, user, { reason: "Nem kérem" })).statusCode,
    ).toBe(403);
    const rejected = await call("PUT", `/api/assetHandover/${r.id}/reject`, pm, {
      reason: "Nem kértem ilyet.",
    });
    expect(rejected.statusCode).toBe(200);
    expect((rejected.json() as AssetHandover).status).toBe("rejected");
    const stays = (await call("GET", `/api/asset/${b.id}`, admin)).json() as Asset;
    expect([stays.holderId, stays.status, stays.pendingHandoverId]).toEqual([null, "inStock", null]);
    expect((await call("PUT", `/api/assetHandover/${r.id}/accept`, pm)).statusCode).toBe(409);
  });

  it("an acceptance stands when its PDF cannot be stored then; the first download renders and stores it", async () => {
    const a = await newAsset();
    const h = assetHandoverSchema.parse(
      (
        await call("POST", "/api/assetHandover", admin, {
          toEmployeeId: userEmp,
          assetIds: [a.id],
          date: "2026-11-23",
        })
      ).json(),
    );
    // The file store is down (or the PDF pool full) just as the receiver accepts.
    const put = vi
      .spyOn(t.platform.storage, "put")
      .mockRejectedValueOnce(serviceUnavailable("A fájltár most nem érhető el."));
    try {
      const accepted = await call("PUT", `/api/assetHandover/${h.id}/accept`, user);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json() as AssetHandover).status).toBe("accepted");
      expect(put).toHaveBeenCalledTimes(1);
    } finally {
      put.mockRestore();
    }
    const moved = (await call("GET", `/api/asset/${a.id}`, admin)).json() as Asset;
    expect([moved.holderId, moved.status]).toEqual([userEmp, "assigned"]);
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    const pdfKeyOf = () =>
      t.platform.database.withTenant(
        demoId,
        async (tx) => (await handoverRepo.findHandover(tx, demoId, h.id))?.pdfKey ?? null,
      );
    expect(await pdfKeyOf()).toBeNull();

    const first = await call("GET", `/report/assetHandover/${h.id}/pdf`, user);
    expect(first.statusCode).toBe(200);
    expect(await pdfText(first.rawPayload)).toContain("elfogadta");
    const key = await pdfKeyOf();
    expect(key).toMatch(new RegExp(`^demo/asset-handovers/${h.id}/`));
    const again = await call("GET", `/report/assetHandover/${h.id}/pdf`, admin);
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    expect(await pdfKeyOf()).toBe(key);
  });

  it("a check-in cancels a pending acceptance; drafts are sent; the reminder comes once", async () => {
    const a = await newAsset();
    const draft = assetHandoverSchema.parse(
      (
        await call("POST", "/api/assetHandover", admin, {
          toEmployeeId: userEmp,
          assetIds: [a.id],
          date: "2026-11-22",
          send: false,
        })
      ).json(),
    );
    expect(draft.status).toBe("draft");
    expect((await call("PUT", `/api/assetHandover/${draft.id}/accept`, user)).statusCode).toBe(409);
    expect((await call("PUT", `/api/assetHandover/${draft.id}/send`, user)).statusCode).toBe(403);
    expect((await call("PUT", `/api/assetHandover/${draft.id}/send`, admin)).statusCode).toBe(200);
    expect((await call("PUT", `/api/assetHandover/${draft.id}/send`, admin)).statusCode).toBe(409);

    const later = new Date(Date.now() + 4 * 24 * 60 * 60 * 1000);
    const first = await remindPendingHandovers(t.platform.database, later);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await remindPendingHandovers(t.platform.database, later)).toBe(0);
    const reminders = (
      (await call("GET", "/api/notification", user)).json() as { eventId: number; title: string }[]
    ).filter((n) => n.eventId === draft.id && n.title.startsWith("Emlékeztető"));
    expect(reminders).toHaveLength(1);

    expect((await call("POST", `/api/asset/${a.id}/checkIn`, user, {})).statusCode).toBe(403);
    expect((await call("POST", "/api/asset/999999/checkIn", admin, {})).statusCode).toBe(404);
    const back = await call("POST", `/api/asset/${a.id}/checkIn`, admin, { note: "Visszahozta" });
    expect(back.statusCode, back.body).toBe(200);
    expect(
      ((await call("GET", `/api/assetHandover/${draft.id}`, admin)).json() as AssetHandover).status,
    ).toBe("cancelled");
    expect((await call("PUT", `/api/assetHandover/${draft.id}/accept`, user)).statusCode).toBe(409);
    expect((await call("POST", `/api/asset/${a.id}/checkIn`, admin, {})).statusCode).toBe(409);
    expect((await call("DELETE", `/api/asset/${a.id}`, admin)).statusCode).toBe(409);
    const actions = (
      (await call("GET", `/api/asset/${a.id}/history`, admin)).json() as { action: string }[]
    ).map((h) => h.action);
    expect(actions).toEqual(expect.arrayContaining(["checkIn", "handoverCancelled", "created"]));
  });

  it("stocktaking: scope, scans (found / unexpected / wrong location / unknown), close writes to the assets, reports", async () => {
    const loc = `Leltárteszt ${backend}`;
    const a = await newAsset({ location: loc });
    const b = await newAsset({ location: loc });
    const c = await newAsset({ location: "Máshol" });
    expect((await call("POST", "/api/inventory", user, { name: "x" })).statusCode).toBe(403);
    expect((await call("POST", "/api/inventory", admin, { name: "" })).statusCode).toBe(400);
    const created = await call("POST", "/api/inventory", admin, { name: "Teszt leltár", location: loc });
    expect(created.statusCode, created.body).toBe(200);
    const inv = inventoryDetailSchema.strict().parse(created.json());
    expect(inv.lines.map((l) => l.inventoryNumber).sort()).toEqual(
      [a.inventoryNumber, b.inventoryNumber].sort(),
    );
    const scan = (n: string) => call("POST", `/api/inventory/${inv.id}/scan`, admin, { inventoryNumber: n });
    const s1 = (await scan(` ${a.inventoryNumber.toLowerCase()} `)).json() as ScanResult;
    expect([s1.line.result, s1.alreadyCounted]).toEqual(["found", false]);
    expect(((await scan(a.inventoryNumber)).json() as ScanResult).alreadyCounted).toBe(true);
    expect(((await scan(c.inventoryNumber)).json() as ScanResult).line.result).toBe("wrongLocation");
    expect(((await scan("NINCS-ILYEN-1")).json() as ScanResult).line.result).toBe("unexpected");
    expect(
      (await call("POST", `/api/inventory/${inv.id}/scan`, admin, { inventoryNumber: "" })).statusCode,
    ).toBe(400);
    expect(
      (await call("POST", `/api/inventory/${inv.id}/scan`, user, { inventoryNumber: "x" })).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", "/api/inventory/999999/scan", admin, { inventoryNumber: "x" })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/inventory/${inv.id}`, betaAdmin, undefined, "beta")).statusCode).toBe(
      404,
    );

    const closed = await call("PUT", `/api/inventory/${inv.id}/close`, admin);
    expect(closed.statusCode, closed.body).toBe(200);
    const done = closed.json() as InventoryDetail;
    expect(done.summary).toMatchObject({
      found: 1,
      missing: 1,
      wrongLocation: 1,
      unexpected: 1,
      shortageHuf: 400_000,
    });
    expect((await call("PUT", `/api/inventory/${inv.id}/close`, admin)).statusCode).toBe(409);
    expect((await scan(b.inventoryNumber)).statusCode).toBe(409);
    const [ra, rb, rc] = await Promise.all(
      [a, b, c].map(async (x) => (await call("GET", `/api/asset/${x.id}`, admin)).json() as Asset),
    );
    expect(ra?.lastCountedAt).not.toBeNull();
    expect(rb?.status).toBe("lost");
    expect(rc?.location).toBe(loc);
    expect(
      ((await call("GET", "/api/inventory", admin)).json() as { id: number }[]).map((x) => x.id),
    ).toContain(inv.id);

    const xlsx = await call("GET", `/report/inventory/${inv.id}?format=xlsx`, admin);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const items = wb.getWorksheet("Tételek");
    const numbers: unknown[] = [];
    items?.eachRow((row) => numbers.push(row.getCell(1).value));
    expect(numbers).toEqual(expect.arrayContaining([a.inventoryNumber, b.inventoryNumber, "NINCS-ILYEN-1"]));
    // Issue 19 §1: the closing time is an Excel date-time (Budapest time), counts and forints numbers.
    const summary = wb.getWorksheet("Összesítő");
    const summaryRow = (label: string) => {
      let found: ExcelJS.Row | undefined;
      summary?.eachRow((row) => {
        if (row.getCell(1).value === label) found = row;
      });
      return found;
    };
    expectExcelDate(summaryRow("Lezárva")?.getCell(2), undefined, EXCEL_DATE_TIME_FORMAT);
    expectNumberCell(summaryRow("Hiány könyv szerinti értéke (Ft)")?.getCell(2));
    expectNoIsoDateText(wb);
    const pdf = await call("GET", `/report/inventory/${inv.id}?format=pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(b.inventoryNumber);
    expect(text).toContain("Hiány");
    expect(text).toContain("69. §");
    expect(text).toMatch(/lezárva \(\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}\)/);
    expect(spaced(text)).toContain("400 000 Ft");
    expect(text).not.toMatch(ISO_DATE_IN_TEXT);
    expect((await call("GET", `/report/inventory/${inv.id}?format=doc`, admin)).statusCode).toBe(400);
    expect((await call("GET", `/report/inventory/${inv.id}`, user)).statusCode).toBe(403);
  });

  it("the demo has a protocol waiting for user and a closed stocktaking with findings", async () => {
    const waiting = (await call("GET", "/api/assetHandover?scope=toAccept", user)).json() as AssetHandover[];
    expect(waiting.some((h) => h.fromEmployeeId === null && h.status === "sent")).toBe(true);
    const sessions = (await call("GET", "/api/inventory", admin)).json() as {
      status: string;
      summary: { missing: number };
    }[];
    expect(sessions.some((s) => s.status === "closed" && s.summary.missing > 0)).toBe(true);
    expect((await call("GET", "/api/assetHandover?scope=all", user)).statusCode).toBe(403);
  });

  it("GET /api/asset sends the database's JSON text: exactly toAssetDto of every row, in order, for each filter", async () => {
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    // A closed stocktaking set lastCountedAt on some demo assets; a demo protocol waits for user (pending).
    for (const query of [{}, { status: "assigned" as const }, { search: "lap" }, { holderId: userEmp }]) {
      const url = `/api/asset?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
      const res = await call("GET", url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      const listed = res.json() as AssetListItem[];
      const [rows, counts] = await t.platform.database.withTenant(demoId, async (tx) => [
        await repo.listAssets(tx, demoId, query),
        await countAttachmentsByOwner(tx, demoId, "asset"),
      ]);
      const withCount = (r: (typeof rows)[number]) => ({
        ...toAssetDto(r),
        attachmentCount: counts.get(r.id) ?? 0,
      });
      expect(listed).toEqual(rows.map(withCount));
      for (const a of listed) assetListItemSchema.strict().parse(a);
      if (Object.keys(query).length === 0) {
        expect(listed.length).toBeGreaterThan(200);
        expect(listed.some((a) => a.lastCountedAt !== null)).toBe(true);
        expect(listed.some((a) => a.pendingHandoverId !== null)).toBe(true);
        const [firstRow] = rows;
        if (!firstRow) throw new Error("no demo assets");
        expect(Object.keys(listed[0] ?? {})).toEqual(Object.keys(withCount(firstRow)));
      }
    }
    // A plain user gets only what they hold, whatever holderId says.
    const mine = (await call("GET", `/api/asset?holderId=${pmEmp}`, user)).json() as Asset[];
    expect(mine.every((a) => a.holderId === userEmp)).toBe(true);
  });
});
