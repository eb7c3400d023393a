import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays } from "@office/shared/hu/iso-date";
import { budapestDate } from "@office/shared/hu/budapest-time";
import type { ExpiriesList, HomeExpiries } from "@office/shared/reminders/reminders.contract";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { users } from "../auth/auth.table.ts";
import { multipartForm, MINIMAL_PDF } from "../employee-documents/multipart-form.test-util.ts";
import { monthEnd } from "./my-expiries.ts";

/** `GET /api/expiries?horizon=&kind=` (issue 23 §2, the page `/lejaratok`): the full list. */
describe.each(backends)("the full list of expiries on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let userEmployeeId: number;
  const today = budapestDate(Date.now());
  const get = (url: string, token: string, tenant = "beta") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const list = async (query: string, token = user) => {
    const res = await get(`/api/expiries${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ExpiriesList;
  };
  const upload = async (name: string, validUntil: string) => {
    const form = multipartForm([
      { field: "name", value: name },
      { field: "documentType", value: "egyéb" },
      { field: "validUntil", value: validUntil },
      { field: "file", fileName: "igazolas.pdf", data: MINIMAL_PDF },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/employee/${userEmployeeId}/document`,
      headers: { ...authed("beta", admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, user] = await Promise.all([login(t, "beta", "admin"), login(t, "beta", "user")]);
    const tenantId = (await t.platform.tenants.findBySlug("beta"))?.id ?? 0;
    const [row] = await t.platform.database.withTenant(tenantId, (tx) =>
      tx.select({ employeeId: users.employeeId }).from(users).where(eq(users.username, "user")),
    );
    userEmployeeId = row?.employeeId ?? 0;
    await upload("Lista tíz nap", addDays(today, 10));
    await upload("Lista hatvan nap", addDays(today, 60));
    await upload("Lista lejárt", addDays(today, -5));
  });
  afterAll(async () => t?.close());

  const titles = (l: ExpiriesList) => l.items.map((i) => i.title).filter((n) => n.startsWith("Lista "));

  it("each horizon: 30 and 90 days ahead, this month, already expired; soonest first", async () => {
    const in30 = await list("");
    expect(in30).toMatchObject({ horizon: "30", from: today, until: addDays(today, 30) });
    expect(titles(in30)).toEqual(["Lista tíz nap"]);
    const in90 = await list("?horizon=90");
    expect(titles(in90)).toEqual(["Lista tíz nap", "Lista hatvan nap"]);
    expect(in90.count).toBe(in90.items.length);
    const dates = in90.items.map((i) => i.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(in90.items.find((i) => i.title === "Lista hatvan nap")).toMatchObject({
      kind: "document",
      daysLeft: 60,
      path: `/munkatarsak/${userEmployeeId}?tab=dokumentumok`,
    });
    const month = await list("?horizon=month");
    expect(month.until).toBe(monthEnd(today));
    expect(titles(month)).toEqual(addDays(today, 10) <= monthEnd(today) ? ["Lista tíz nap"] : []);
    const expired = await list("?horizon=expired");
    expect(expired.from).toBeNull();
    expect(titles(expired)).toEqual(["Lista lejárt"]);
    expect(expired.items.every((i) => i.daysLeft < 0)).toBe(true);
  });

  it("filters by kind; the caller sees only what they own or manage", async () => {
    expect(titles(await list("?horizon=90&kind=document"))).toHaveLength(2);
    expect(await list("?horizon=90&kind=contract")).toMatchObject({ count: 0, items: [] });
    const adminAll = await list("?horizon=90", admin);
    expect(titles(adminAll)).toEqual(["Lista tíz nap", "Lista hatvan nap"]);
    const demoAdmin = await login(t, "demo", "admin");
    const demo = (await get("/api/expiries?horizon=90", demoAdmin, "demo")).json() as ExpiriesList;
    expect(titles(demo)).toEqual([]);
  });

  it("bad parameters: a Hungarian 400; the home card's answer is unchanged", async () => {
    for (const q of ["?horizon=7", "?horizon=", "?kind=car", "?kind=document&horizon=year"]) {
      const res = await get(`/api/expiries${q}`, user);
      expect(res.statusCode, q).toBe(400);
      expect(res.body).toMatch(/lehet/);
    }
    const home = (await get("/api/home/expiries", user)).json() as HomeExpiries;
    expect(Object.keys(home).sort()).toEqual(["count", "items"]);
    expect(home.items.map((i) => i.title)).toContain("Lista tíz nap");
    expect((await t.app.inject({ method: "GET", url: "/api/expiries" })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });
});
