import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../../platform/migrate.ts";

describe.each(backends)("auth on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const audit = (action: string) =>
    rowsOf<{ username: string; ip: string; at: Date }>(
      t.platform.database.db.execute(
        sql`select username, ip, at from audit_log where action = ${action} order by id`,
      ),
    );

  it("POST /api/login2 returns a JWT whose payload is the SPEC §3 auth user plus a session id", async () => {
    const token = await login(t, "demo", "admin");
    const p = decodeJwt(token);
    expect(p).toMatchObject({
      aud: "office",
      iss: "office",
      username: "admin",
      tenantId: "demo",
      company: "Dunakanyar Mérnökiroda Kft.",
      displayName: "Horváth Katalin",
      appVersion: "0.1.0",
    });
    expect(p.role).toEqual(expect.arrayContaining(["companyAdmin", "hr", "employeeWages2"]));
    expect(typeof p.employeeId).toBe("number");
    expect(p.resourceId).toBe(p.employeeId);
    expect(typeof p.sid).toBe("string");
    expect((p.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(6.9 * 24 * 3600);
    expect((await audit("auth.login.succeeded")).some((r) => r.username === "admin")).toBe(true);
  });

  it("answers 401 with a Hungarian message for a bad password or unknown user, and audits it", async () => {
    for (const payload of [
      { username: "pm", password: "wrong-password" },
      { username: "nobody", password: "whatever1" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/login2", headers: host("demo"), payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Hibás felhasználónév vagy jelszó." });
    }
    const failed = await audit("auth.login.failed");
    expect(failed.map((r) => r.username)).toEqual(expect.arrayContaining(["pm", "nobody"]));
    expect(failed[0]?.ip).toBeTruthy();
  });

  it("validates the body with Hungarian field messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      payload: { username: "" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors.username).toBe("Add meg a felhasználónevet.");
    expect(body.fieldErrors.password).toBeTruthy();
    expect(body.message).toMatch(/^Hibás adatok/);
  });

  it("rate-limits an account from one IP after 5 failures in 15 minutes with 429, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login2",
        headers: host("demo"),
        payload: { username: "hr", password: `bad-${i}-password` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      payload: { username: "hr", password: "demo1234" },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Túl sok sikertelen bejelentkezési kísérlet/);
    expect((await audit("auth.login.blocked")).length).toBeGreaterThan(0);
    // The owner from another address is not locked out (per account + IP, issue 7 §5).
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      remoteAddress: "198.51.100.7",
      payload: { username: "hr", password: "demo1234" },
    });
    expect(elsewhere.statusCode).toBe(200);
    await t.platform.database.db.execute(sql`delete from auth_throttle where subject = 'hr'`);
  });

  it("a token issued on beta is refused on demo with 401", async () => {
    const beta = await login(t, "beta", "admin");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/notification",
      headers: authed("demo", beta),
    });
    expect(res.statusCode).toBe(401);
    const ok = await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("beta", beta) });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a tampered, foreign-secret or missing token with 401", async () => {
    const token = await login(t, "demo", "user");
    const [h, p] = token.split(".");
    const forged = `${h}.${p}.${"A".repeat(43)}`;
    for (const headers of [authed("demo", forged), authed("demo", "garbage"), host("demo")]) {
      const res = await t.app.inject({ method: "GET", url: "/api/notification", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("GET /api/tokenRefresh issues a new token for the same live session", async () => {
    const token = await login(t, "demo", "user");
    await new Promise((r) => setTimeout(r, 1100));
    const res = await t.app.inject({
      method: "GET",
      url: "/api/tokenRefresh",
      headers: authed("demo", token),
    });
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { access_token: string }).access_token;
    expect(fresh).not.toBe(token);
    expect(decodeJwt(fresh).sid).toBe(decodeJwt(token).sid);
    expect(decodeJwt(fresh).exp ?? 0).toBeGreaterThan(decodeJwt(token).exp ?? 0);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("POST /api/logout ends the server session: the token stops working at once", async () => {
    const token = await login(t, "demo", "user");
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: authed("demo", token) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/notification",
      headers: authed("demo", token),
    });
    expect(after.statusCode).toBe(401);
  });

  it("password change: checks the current password, applies the policy, ends the other sessions", async () => {
    const current = await login(t, "demo", "pm");
    const other = await login(t, "demo", "pm");
    const change = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/passwordChange", headers: authed("demo", current), payload });

    const wrong = await change({ oldPassword: "nope-nope", newPassword: "Új-Jelszó-2026!" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("A jelenlegi jelszó nem megfelelő.");
    expect((await change({ oldPassword: "demo1234", newPassword: "short" })).statusCode).toBe(400);
    const common = await change({ oldPassword: "demo1234", newPassword: "password123" });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/túl gyakori/);

    const ok = await change({ oldPassword: "demo1234", newPassword: "Új-Jelszó-2026!" });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("demo", current) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("demo", other) }))
        .statusCode,
    ).toBe(401);
    await login(t, "demo", "pm", "Új-Jelszó-2026!");
  });

  it("forgotten password: same answer for known and unknown addresses; the mailed link works once", async () => {
    const ask = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/forgotPassword", headers: host("demo"), payload: { email } });
    const unknown = await ask("senki@example.hu");
    const known = await ask("user@demo.example.hu");
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mails).toHaveLength(1);
    const mail = t.mails[0];
    expect(mail?.to).toBe("user@demo.example.hu");
    const link = /http:\/\/demo\.localhost\/jelszo-visszaallitas\?token=([\w-]+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const token = link?.[1] ?? "";
    const session = await login(t, "demo", "user");

    const reset = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/passwordReset",
        headers: host("demo"),
        payload: { token, password },
      });
    const weak = await reset("12345678");
    expect(weak.statusCode).toBe(400);
    const ok = await reset("Tavaszi-Szél-Vizet-Áraszt");
    expect(ok.statusCode).toBe(200);
    expect((await reset("Tavaszi-Szél-Vizet-Áraszt-2")).json().message).toMatch(/érvénytelen vagy lejárt/);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notification", headers: authed("demo", session) }))
        .statusCode,
    ).toBe(401);
    await login(t, "demo", "user", "Tavaszi-Szél-Vizet-Áraszt");
    // the link is tenant-bound: it does nothing on beta
    expect((await ask("user@demo.example.hu")).statusCode).toBe(200);
    const betaToken = /token=([\w-]+)/.exec(t.mails[1]?.text ?? "")?.[1] ?? "";
    const cross = await t.app.inject({
      method: "POST",
      url: "/api/passwordReset",
      headers: host("beta"),
      payload: { token: betaToken, password: "Tavaszi-Szél-Vizet-Áraszt-3" },
    });
    expect(cross.statusCode).toBe(400);
  });
});
