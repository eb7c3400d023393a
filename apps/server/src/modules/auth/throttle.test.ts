import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../platform/migrate.ts";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";

/** Issue 7 §5 and §2: login throttling per account + IP, the account-wide delay, the other limits. */
describe.each(backends)("sign-in throttling on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const attempt = (username: string, password: string, remoteAddress = "203.0.113.10") =>
    t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      remoteAddress,
      payload: { username, password },
    });
  const forgot = (email: string, remoteAddress = "203.0.113.99") =>
    t.app.inject({
      method: "POST",
      url: "/api/forgotPassword",
      headers: host("demo"),
      remoteAddress,
      payload: { email },
    });

  it("5 failures from one IP refuse that IP for the account; the owner signs in from another IP", async () => {
    // A success clears the IP's counter: 4 failures, a success, 4 more failures are all still checked.
    for (let i = 0; i < 4; i++) expect((await attempt("hr", `rossz-${i}-jelszo`)).statusCode).toBe(401);
    expect((await attempt("hr", "demo1234")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("hr", `rossz-${i}-jelszo`)).statusCode).toBe(401);

    const blocked = await attempt("hr", "demo1234");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      "Túl sok sikertelen bejelentkezési kísérlet. Próbáld újra 15 perc múlva.",
    );
    // RFC 9110 Retry-After: the seconds until the IP's 15-minute block ends.
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect((await attempt("hr", "demo1234", "198.51.100.20")).statusCode).toBe(200);
    // Other accounts from the blocked IP are not affected.
    expect((await attempt("user", "demo1234")).statusCode).toBe(200);
  });

  it("a password reset clears every counter of the account", async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt("pm", `rossz-${i}-jelszo`, "203.0.113.30")).statusCode).toBe(401);
    expect((await attempt("pm", "demo1234", "203.0.113.30")).statusCode).toBe(429);
    const before = t.mails.length;
    expect((await forgot("pm@demo.example.hu")).statusCode).toBe(200);
    const token = /token=([\w-]+)/.exec(t.mails[before]?.text ?? "")?.[1];
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/passwordReset",
      headers: host("demo"),
      payload: { token, password: "Visszaállított-Jelszó-7" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt("pm", "Visszaállított-Jelszó-7", "203.0.113.30")).statusCode).toBe(200);
  });

  it("after 10 failures from all sources new addresses wait a growing delay; known addresses do not", async () => {
    // admin signed in from these addresses before: known addresses, which the delay does not hold up,
    // so the 12 failures below are all checked (4 per address, under the per-address limit of 5).
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.50"]) {
      expect((await attempt("admin", "demo1234", ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < 12; i++) {
      expect((await attempt("admin", `talalgatas-${i}`, `192.0.2.${(i % 3) + 1}`)).statusCode).toBe(401);
    }
    // 10th failure → 1 s, 11th → 2 s, 12th → 4 s delay for addresses without a success.
    const delayed = await attempt("admin", "demo1234", "198.51.100.77");
    expect(delayed.statusCode).toBe(429);
    expect(Number(delayed.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(delayed.headers["retry-after"])).toBeLessThanOrEqual(4);
    expect(delayed.json().message).toMatch(
      /^Ehhez a fiókhoz túl sok sikertelen bejelentkezési kísérlet érkezett\. Próbáld újra [1-4] másodperc múlva\.$/,
    );
    expect((await attempt("admin", "demo1234", "192.0.2.50")).statusCode).toBe(200);
    // The owner from a fresh address gets in once the (at most 30 s, here 4 s) delay has passed.
    const [row] = await rowsOf<{ until: Date }>(
      t.platform.database.db.execute(
        sql`select blocked_until as until from auth_throttle where kind = 'login' and subject = 'admin' and source = '*'`,
      ),
    );
    const waitMs = new Date(row?.until ?? 0).getTime() - Date.now();
    expect(waitMs).toBeLessThanOrEqual(4000);
    await new Promise((r) => setTimeout(r, Math.max(0, waitMs) + 50));
    expect((await attempt("admin", "demo1234", "198.51.100.77")).statusCode).toBe(200);
  });

  it("POST /api/passwordChange: 5 wrong current passwords → 429, also for the right one afterwards", async () => {
    const token = await login(t, "demo", "user");
    const change = (oldPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/passwordChange",
        headers: authed("demo", token),
        payload: { oldPassword, newPassword: "Nagyon-Új-Jelszó-2026" },
      });
    for (let i = 0; i < 5; i++) expect((await change(`rossz-${i}-jelszo`)).statusCode).toBe(400);
    const blocked = await change("demo1234");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe("Túl sok hibás jelenlegi jelszó. Próbáld újra 15 perc múlva.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
  });

  it("POST /api/forgotPassword: at most 3 mails per address per hour, same answer every time", async () => {
    const before = t.mails.length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot("user@demo.example.hu", `203.0.113.${40 + i}`));
    for (let i = 0; i < 5; i++) answers.push(await forgot("senki.sem@example.hu", `203.0.113.${50 + i}`));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(t.mails.slice(before).map((m) => m.to)).toEqual(Array(3).fill("user@demo.example.hu"));
  });

  it.skipIf(backend !== "postgres")(
    "30 parallel wrong passwords on PostgreSQL check at most 5 passwords (locked counter)",
    async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attempt("user", `parhuzamos-${i}-jelszo`, "203.0.113.200")),
      );
      const checked = results.filter((r) => r.statusCode === 401).length;
      expect(results.filter((r) => r.statusCode === 429).length).toBe(30 - checked);
      expect(checked).toBe(5);
      const [row] = await rowsOf<{ failures: number }>(
        t.platform.database.db.execute(
          sql`select failures from auth_throttle where kind = 'login' and subject = 'user' and source = '203.0.113.200'`,
        ),
      );
      expect(row?.failures).toBe(5);
    },
  );
});
