import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PNG_1X1,
  authed,
  backends,
  createTestApp,
  host,
  login,
  multipart,
  type TestApp,
} from "../../test/harness.ts";

describe.each(backends)("client config and company profile on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
  });
  afterAll(async () => t?.close());

  it("GET /api/clientConfig answers each tenant's own branding, without signing in", async () => {
    const demo = (
      await t.app.inject({ method: "GET", url: "/api/clientConfig?tenant=demo", headers: host("demo") })
    ).json();
    const beta = (
      await t.app.inject({ method: "GET", url: "/api/clientConfig?tenant=beta", headers: host("beta") })
    ).json();
    expect(demo).toEqual({
      name: "Dunakanyar Mérnökiroda Kft.",
      logoSrc: "/brand/demo-logo.svg",
      logoHeight: "30px",
      headerColor: "#1d4d34",
    });
    expect(beta.name).toBe("Béta Logisztika Zrt.");
    expect(beta.headerColor).not.toBe(demo.headerColor);
  });

  it("the name falls back to the host label when the tenant has none (SPEC §1)", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: authed("demo", admin),
      payload: { name: "  ", logoHeight: "30px", headerColor: "#123456" },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors.name).toBe("Add meg a cég nevét.");
    const b = await login(t, "beta", "admin");
    const { db } = t.platform.database;
    const { sql } = await import("drizzle-orm");
    await db.execute(sql`update tenants set name = '' where slug = 'beta'`);
    t.platform.tenants.invalidate("beta");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/clientConfig?tenant=beta",
      headers: host("beta"),
    });
    expect(res.json().name).toBe("beta");
    expect(b).toBeTruthy();
  });

  it("PUT /api/company saves name, logo height and colour (companyAdmin), audited; invalid values → 400", async () => {
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: authed("demo", admin),
      payload: { name: "X", logoHeight: "huge", headerColor: "red" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(["headerColor", "logoHeight"]);
    const ok = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: authed("demo", admin),
      payload: { name: "Dunakanyar Kft.", logoHeight: "40px", headerColor: "#224466" },
    });
    expect(ok.statusCode).toBe(200);
    const cfg = (
      await t.app.inject({ method: "GET", url: "/api/clientConfig", headers: host("demo") })
    ).json();
    expect(cfg).toMatchObject({ name: "Dunakanyar Kft.", logoHeight: "40px", headerColor: "#224466" });
    const get = await t.app.inject({ method: "GET", url: "/api/company", headers: authed("demo", admin) });
    expect(get.json()).toMatchObject({ slug: "demo", name: "Dunakanyar Kft." });
  });

  it("keeps the tax number, seat address and default weekly hours (issue 19 §4); a new employee starts with them", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/company", headers: authed("demo", admin), payload });
    const brand = { name: "Dunakanyar Mérnökiroda Kft.", logoHeight: "30px", headerColor: "#1d4d34" };
    const seeded = (
      await t.app.inject({ method: "GET", url: "/api/company", headers: authed("demo", admin) })
    ).json();
    expect(seeded).toMatchObject({
      taxNumber: "24638173-2-13",
      postalCode: "2600",
      city: "Vác",
      defaultWeeklyHours: 40,
    });
    const bad = await put({ ...brand, taxNumber: "12345678-1-11", postalCode: "26", defaultWeeklyHours: 60 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      "defaultWeeklyHours",
      "postalCode",
      "taxNumber",
    ]);
    const ok = await put({
      ...brand,
      taxNumber: "24638173213",
      postalCode: "1051",
      city: "Budapest",
      address: "Október 6. utca 7.",
      defaultWeeklyHours: 36,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      taxNumber: "24638173-2-13",
      postalCode: "1051",
      city: "Budapest",
      address: "Október 6. utca 7.",
      defaultWeeklyHours: 36,
    });
    // Fields left out keep their value; "" clears a text.
    const kept = await put({ ...brand, address: "" });
    expect(kept.json()).toMatchObject({ city: "Budapest", address: null, defaultWeeklyHours: 36 });
    const template = await t.app.inject({
      method: "GET",
      url: "/api/employee/newEmployee",
      headers: authed("demo", admin),
    });
    expect(template.json().weeklyHours).toBe(36);
    const user = await login(t, "demo", "user");
    const forbidden = await t.app.inject({
      method: "PUT",
      url: "/api/company",
      headers: authed("demo", user),
      payload: { ...brand, defaultWeeklyHours: 20 },
    });
    expect(forbidden.statusCode).toBe(403);
    await put({ ...brand, defaultWeeklyHours: 40 });
  });

  it("PUT /api/company/logo accepts a real image and serves it; refuses disguised or oversized files", async () => {
    const up = multipart("file", "logo.png", PNG_1X1, "image/png");
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/company/logo",
      headers: { ...authed("demo", admin), ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode).toBe(200);
    const logoSrc = res.json().logoSrc as string;
    expect(logoSrc).toMatch(/^\/storage\/demo\/company\/[0-9a-f-]{36}\.png$/);
    const img = await t.app.inject({ method: "GET", url: logoSrc, headers: host("demo") });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect((await t.app.inject({ method: "GET", url: logoSrc, headers: host("beta") })).statusCode).toBe(404);

    const html = multipart(
      "file",
      "logo.png",
      Buffer.from("<html><script>alert(1)</script></html>"),
      "image/png",
    );
    const r1 = await t.app.inject({
      method: "PUT",
      url: "/api/company/logo",
      headers: { ...authed("demo", admin), ...html.headers },
      payload: html.payload,
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe("Csak PNG, JPEG vagy WebP kép tölthető fel.");
    const svg = multipart(
      "file",
      "logo.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/svg+xml",
    );
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/company/logo",
          headers: { ...authed("demo", admin), ...svg.headers },
          payload: svg.payload,
        })
      ).statusCode,
    ).toBe(400);
    const big = multipart(
      "file",
      "big.png",
      Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 + 10)]),
      "image/png",
    );
    const r3 = await t.app.inject({
      method: "PUT",
      url: "/api/company/logo",
      headers: { ...authed("demo", admin), ...big.headers },
      payload: big.payload,
    });
    expect(r3.statusCode).toBe(413);
    expect(r3.json().message).toMatch(/túl nagy/);
  });
});
