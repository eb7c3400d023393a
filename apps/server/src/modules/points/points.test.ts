import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import {
  giftReportSchema,
  leaderboardSchema,
  pointsBalanceSchema,
  type GiftReport,
  type Leaderboard,
  type PointsBalance,
  type PointsGift,
  type ReciprocalPair,
} from "@office/shared/points/points.contract";
import {
  productSchema,
  redemptionSchema,
  type Product,
  type Redemption,
} from "@office/shared/points/products.contract";
import { notificationListSchema } from "@office/shared/notifications/notifications.contract";
import {
  PNG_1X1,
  authed,
  backends,
  createTestApp,
  login,
  multipart,
  type TestApp,
} from "../../test/harness.ts";
import { GIFT_XLSX_HEADERS } from "./gift-report-xlsx.ts";

describe.each(backends)("points game on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let pm: string;
  let hr: string;
  let admin: string;
  let betaAdmin: string;
  let userEmp: number;
  let pmEmp: number;
  let hrEmp: number;
  let betaEmp: number;
  let betaProductId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [user, pm, hr, admin, betaAdmin] = await Promise.all([
      login(t, "demo", "user"),
      login(t, "demo", "pm"),
      login(t, "demo", "hr"),
      login(t, "demo", "admin"),
      login(t, "beta", "admin"),
    ]);
    userEmp = decodeJwt(user).employeeId as number;
    pmEmp = decodeJwt(pm).employeeId as number;
    hrEmp = decodeJwt(hr).employeeId as number;
    betaEmp = decodeJwt(betaAdmin).employeeId as number;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/product",
      headers: authed("beta", betaAdmin),
      payload: { name: "Béta bögre", description: null, pricePoints: 5, stock: 3, active: true },
    });
    expect(res.statusCode).toBe(200);
    betaProductId = (res.json() as Product).id;
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", token), ...(payload ? { payload } : {}) });
  const balanceOf = async (token: string) =>
    (await call("GET", "/api/points/balance", token)).json() as PointsBalance;

  it("balance: the demo user has points to spend and a whole allowance this month", async () => {
    const res = await call("GET", "/api/points/balance", user);
    expect(res.statusCode).toBe(200);
    const b = pointsBalanceSchema.parse(res.json());
    expect(b.balance).toBeGreaterThan(0);
    expect(b.earned).toBeGreaterThanOrEqual(b.balance - 1_000_000);
    expect(b.allowanceLeft).toBe(100);
    expect(b.monthlyAllowance).toBe(100);
  });

  it("give: validation 400 (reason < 10, 0 points, to oneself), 404 other tenant, 409 cap and allowance", async () => {
    expect(
      (await call("POST", "/api/points", user, { toEmployeeId: pmEmp, points: 5, reason: "rövid" }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call("POST", "/api/points", user, {
          toEmployeeId: pmEmp,
          points: 0,
          reason: "Köszönöm szépen!!",
        })
      ).statusCode,
    ).toBe(400);
    const self = await call("POST", "/api/points", user, {
      toEmployeeId: userEmp,
      points: 5,
      reason: "Magamnak adnék",
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/Magadnak/);
    expect(
      (
        await call("POST", "/api/points", user, {
          toEmployeeId: betaEmp,
          points: 5,
          reason: "Másik cégnek adnék",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", "/api/points", user, {
          toEmployeeId: 2_000_000,
          points: 5,
          reason: "Nem létező munkatárs",
        })
      ).statusCode,
    ).toBe(404);

    const before = await balanceOf(pm);
    const ok = await call("POST", "/api/points", user, {
      toEmployeeId: pmEmp,
      points: 40,
      reason: "Köszönöm a segítséget!",
    });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as PointsGift).toName).toBeTruthy();
    const cap = await call("POST", "/api/points", user, {
      toEmployeeId: pmEmp,
      points: 11,
      reason: "Még egyszer köszönöm!",
    });
    expect(cap.statusCode).toBe(409);
    expect(cap.json().message).toMatch(/legfeljebb 50/);
    expect(
      (
        await call("POST", "/api/points", user, {
          toEmployeeId: hrEmp,
          points: 50,
          reason: "Köszönöm a gyors választ!",
        })
      ).statusCode,
    ).toBe(200);
    const over = await call("POST", "/api/points", user, {
      toEmployeeId: decodeJwt(admin).employeeId as number,
      points: 11,
      reason: "Köszönöm a támogatást!",
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/már csak 10 pontot/);
    expect((await balanceOf(user)).allowanceLeft).toBe(10);
    const after = await balanceOf(pm);
    expect(after.balance - before.balance).toBe(40);
    expect(after.earned - before.earned).toBe(40);

    const notes = notificationListSchema.parse((await call("GET", "/api/notification", pm)).json());
    expect(notes.some((n) => n.title === "Pontot kaptál" && n.description.includes("40 pontot"))).toBe(true);
    const feed = (await call("GET", "/api/points?limit=5", pm)).json() as PointsGift[];
    expect(feed[0]?.reason).toBe("Köszönöm a gyors választ!");
    expect((await call("GET", "/api/points?limit=500", pm)).statusCode).toBe(400);
  });

  it("leaderboard: month/year/all, 400 for an unknown period, the caller's rank", async () => {
    for (const period of ["month", "year", "all"]) {
      const res = await call("GET", `/api/points/leaderboard?period=${period}`, pm);
      expect(res.statusCode).toBe(200);
      const board: Leaderboard = leaderboardSchema.parse(res.json());
      expect(board.entries.length).toBeGreaterThan(0);
      expect(board.entries[0]?.rank).toBe(1);
      expect(board.me.earned).toBeGreaterThanOrEqual(period === "all" ? 40 : 0);
    }
    expect((await call("GET", "/api/points/leaderboard?period=week", pm)).statusCode).toBe(400);
  });

  it("products: 403 for user, 400 invalid, 404 other tenant, CRUD, picture, 409 delete redeemed", async () => {
    const input = {
      name: "Teszt termék",
      description: "Leírás",
      pricePoints: 10,
      stock: 2,
      active: true,
      valueHuf: 5000,
    };
    expect((await call("POST", "/api/product", user, input)).statusCode).toBe(403);
    expect((await call("POST", "/api/product", hr, { ...input, pricePoints: 0 })).statusCode).toBe(400);
    expect((await call("POST", "/api/product", hr, { ...input, stock: -1 })).statusCode).toBe(400);
    const created = await call("POST", "/api/product", hr, input);
    expect(created.statusCode).toBe(200);
    const product = productSchema.parse(created.json());
    expect((await call("GET", `/api/product/${betaProductId}`, hr)).statusCode).toBe(404);
    expect((await call("PUT", `/api/product/${betaProductId}`, hr, input)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/product/${betaProductId}`, admin)).statusCode).toBe(404);
    expect((await call("POST", `/api/product/${betaProductId}/redeem`, user)).statusCode).toBe(404);
    expect((await call("PUT", `/api/product/${product.id}`, user, input)).statusCode).toBe(403);
    const updated = await call("PUT", `/api/product/${product.id}`, hr, { ...input, stock: 1 });
    expect((updated.json() as Product).stock).toBe(1);

    const upload = multipart("file", "kep.png", PNG_1X1, "image/png");
    const pic = await t.app.inject({
      method: "PUT",
      url: `/api/product/${product.id}/picture`,
      headers: { ...authed("demo", hr), ...upload.headers },
      payload: upload.payload,
    });
    expect(pic.statusCode).toBe(200);
    const url = (pic.json() as Product).pictureUrl ?? "";
    expect(url).toMatch(/^\/storage\/demo\/products\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: "GET", url, headers: { host: "demo.localhost" } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect((await t.app.inject({ method: "GET", url, headers: { host: "beta.localhost" } })).statusCode).toBe(
      404,
    );
    const html = multipart("file", "x.png", Buffer.from("<html></html>"), "image/png");
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/product/${product.id}/picture`,
      headers: { ...authed("demo", hr), ...html.headers },
      payload: html.payload,
    });
    expect(bad.statusCode).toBe(400);

    const r = await call("POST", `/api/product/${product.id}/redeem`, user);
    expect(r.statusCode).toBe(200);
    const out = await call("POST", `/api/product/${product.id}/redeem`, pm);
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toMatch(/elfogyott/);
    expect((await call("DELETE", `/api/product/${product.id}`, hr)).statusCode).toBe(409);
    const spare = productSchema.parse((await call("POST", "/api/product", hr, input)).json());
    expect((await call("DELETE", `/api/product/${spare.id}`, user)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/product/${spare.id}`, hr)).statusCode).toBe(200);
    expect((await call("GET", `/api/product/${spare.id}`, hr)).statusCode).toBe(404);
    // inactive products are hidden from players
    await call("PUT", `/api/product/${product.id}`, hr, { ...input, active: false });
    expect((await call("GET", `/api/product/${product.id}`, user)).statusCode).toBe(404);
    expect((await call("GET", `/api/product/${product.id}`, hr)).statusCode).toBe(200);
    const list = (await call("GET", "/api/product?active=false", user)).json() as Product[];
    expect(list.every((p) => p.active)).toBe(true);
  });

  it("redeem → fulfil / reject (refund) / cancel (refund); 403, 404, 409", async () => {
    const product = productSchema.parse(
      (
        await call("POST", "/api/product", admin, {
          name: "Kávé",
          pricePoints: 15,
          stock: 5,
          active: true,
          valueHuf: 1500,
        })
      ).json(),
    );
    const start = (await balanceOf(user)).balance;
    const first = redemptionSchema.parse(
      (await call("POST", `/api/product/${product.id}/redeem`, user)).json(),
    );
    expect(first.status).toBe("pending");
    expect((await balanceOf(user)).balance).toBe(start - 15);
    expect((await call("PUT", `/api/redemption/${first.id}/fulfil`, user, {})).statusCode).toBe(403);
    const fulfilled = await call("PUT", `/api/redemption/${first.id}/fulfil`, admin, {});
    expect(fulfilled.statusCode).toBe(200);
    expect((fulfilled.json() as Redemption).status).toBe("fulfilled");
    expect((await call("PUT", `/api/redemption/${first.id}/reject`, admin, {})).statusCode).toBe(409);
    expect((await call("PUT", `/api/redemption/999999/reject`, admin, {})).statusCode).toBe(404);

    const second = (await call("POST", `/api/product/${product.id}/redeem`, user)).json() as Redemption;
    const rejected = await call("PUT", `/api/redemption/${second.id}/reject`, hr, {
      note: "Elfogyott a beszállítónál.",
    });
    expect(rejected.statusCode).toBe(200);
    expect((await balanceOf(user)).balance).toBe(start - 15);
    const third = (await call("POST", `/api/product/${product.id}/redeem`, user)).json() as Redemption;
    expect((await call("PUT", `/api/redemption/${third.id}/cancel`, pm)).statusCode).toBe(404);
    expect((await call("PUT", `/api/redemption/${third.id}/cancel`, user)).statusCode).toBe(200);
    expect((await balanceOf(user)).balance).toBe(start - 15);
    expect(((await call("GET", `/api/product/${product.id}`, user)).json() as Product).stock).toBe(4);

    const notes = notificationListSchema.parse((await call("GET", "/api/notification", user)).json());
    expect(notes.some((n) => n.title === "Beváltás teljesítve")).toBe(true);
    expect(notes.some((n) => n.title === "Beváltás elutasítva" && n.description.includes("Elfogyott"))).toBe(
      true,
    );

    const mine = (await call("GET", "/api/redemption", user)).json() as Redemption[];
    expect(mine.every((r) => r.employeeId === userEmp)).toBe(true);
    const all = (await call("GET", "/api/redemption?status=pending", hr)).json() as Redemption[];
    expect(all.some((r) => r.employeeId !== hrEmp)).toBe(true);
    expect((await call("GET", "/api/redemption?status=bogus", hr)).statusCode).toBe(400);
    const betaR = await t.app.inject({
      method: "POST",
      url: `/api/product/${betaProductId}/redeem`,
      headers: authed("beta", betaAdmin),
    });
    expect(betaR.statusCode).toBe(409); // no points in beta
    const expensive = productSchema.parse(
      (
        await call("POST", "/api/product", admin, {
          name: "Drága",
          pricePoints: 1_000_000,
          stock: 5,
          active: true,
        })
      ).json(),
    );
    const poor = await call("POST", `/api/product/${expensive.id}/redeem`, user);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toMatch(/Nincs elég pontod/);
  });

  it("award and adjust (hr only); adjustments never below zero", async () => {
    const payload = { employeeId: pmEmp, kind: "award", points: 30, reason: "Projekt sikeres átadása" };
    expect((await call("POST", "/api/points/award", user, payload)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/points/award", hr, { ...payload, employeeId: betaEmp })).statusCode,
    ).toBe(404);
    expect((await call("POST", "/api/points/award", hr, { ...payload, points: -5 })).statusCode).toBe(400);
    expect((await call("POST", "/api/points/award", hr, payload)).statusCode).toBe(200);
    const b = await balanceOf(pm);
    const neg = await call("POST", "/api/points/award", hr, {
      ...payload,
      kind: "adjust",
      points: -(b.balance + 1),
    });
    expect(neg.statusCode).toBe(409);
  });

  it("the ledger is append-only", async () => {
    const demoId = (await t.platform.tenants.findBySlug("demo"))?.id ?? 0;
    await expect(
      t.platform.database.withTenant(demoId, (tx) =>
        tx.execute(sql`update points_ledger set points = points + 1`),
      ),
    ).rejects.toThrow();
    await expect(
      t.platform.database.withTenant(demoId, (tx) => tx.execute(sql`delete from points_ledger`)),
    ).rejects.toThrow();
  });

  it("settings: everyone reads, companyAdmin writes; the allowance follows", async () => {
    expect((await call("GET", "/api/points/settings", user)).json()).toEqual({
      monthlyAllowance: 100,
      perRecipientMonthlyCap: 50,
    });
    expect(
      (await call("PUT", "/api/points/settings", hr, { monthlyAllowance: 200, perRecipientMonthlyCap: 60 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("PUT", "/api/points/settings", admin, { monthlyAllowance: -1, perRecipientMonthlyCap: 60 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call("PUT", "/api/points/settings", admin, {
          monthlyAllowance: 200,
          perRecipientMonthlyCap: 60,
        })
      ).statusCode,
    ).toBe(200);
    expect((await balanceOf(user)).allowanceLeft).toBe(110);
    await call("PUT", "/api/points/settings", admin, { monthlyAllowance: 100, perRecipientMonthlyCap: 50 });
  });

  it("pairs who mostly give to each other are flagged to hr only", async () => {
    expect((await call("GET", "/api/points/pairs", user)).statusCode).toBe(403);
    const pairs = (await call("GET", "/api/points/pairs", hr)).json() as ReciprocalPair[];
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs[0]?.aShare).toBeGreaterThanOrEqual(0.6);
  });

  it("gift report: JSON and .xlsx for hr, small gifts counted, 400 for an unloaded year", async () => {
    const year = new Date().getFullYear();
    expect((await call("GET", `/api/points/giftReport?year=${year}`, user)).statusCode).toBe(403);
    expect((await call("GET", "/api/points/giftReport?year=1999", hr)).statusCode).toBe(400);
    expect((await call("GET", "/api/points/giftReport?year=abc", hr)).statusCode).toBe(400);
    const res = await call("GET", `/api/points/giftReport?year=${year}`, hr);
    expect(res.statusCode).toBe(200);
    const report: GiftReport = giftReportSchema.parse(res.json());
    const mine = report.rows.find((r) => r.employeeId === userEmp);
    expect(mine?.smallGiftCount).toBeGreaterThan(0);
    expect(mine?.smallGiftCount).toBeLessThanOrEqual(3);
    const xlsx = await call("GET", `/report/points/gifts?year=${year}`, hr);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(3).values).toEqual([undefined, ...GIFT_XLSX_HEADERS]);
    expect(String(sheet?.getRow(1).getCell(1).value)).toMatch(/70\. § \(2\)/);
  });
});
