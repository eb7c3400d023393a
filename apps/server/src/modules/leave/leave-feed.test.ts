import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { authed, backends, createTestApp, host, login, type TestApp } from "../../test/harness.ts";

/**
 * Issue 18 §3: the leave calendar feed (`/api/leave/feed/{userId}/{sig}.ics`) could not be revoked: a
 * leaked address worked until the server-wide secret changed. It now has what the event feed has, on
 * the same paths: `POST /api/leave/icsLink` issues a new address (the old one answers 404),
 * `DELETE /api/leave/icsLink` revokes it (404 until a new one is issued); `GET` keeps `{ url }`.
 */
type Link = { url: string | null };

describe.each(backends)("revocable leave calendar feed on %s", (backend) => {
  let t: TestApp;
  let user: string;
  let pm: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await login(t, "demo", "user");
    pm = await login(t, "demo", "pm");
  });
  afterAll(async () => t?.close());

  const call = (method: "GET" | "POST" | "DELETE", token: string) =>
    t.app.inject({ method, url: "/api/leave/icsLink", headers: authed("demo", token) });
  const feed = async (url: string, tenant = "demo") =>
    (await t.app.inject({ method: "GET", url: new URL(url).pathname, headers: host(tenant) })).statusCode;

  it("GET keeps the address issued so far; POST replaces it (old → 404); DELETE revokes (→ 404, url null)", async () => {
    const first = (await call("GET", user)).json() as Link;
    expect(first.url).toMatch(/\/api\/leave\/feed\/\d+\/[\w-]{32}\.ics$/);
    expect(await feed(first.url ?? "")).toBe(200);
    expect(await feed(first.url ?? "", "beta")).toBe(404);

    const issued = await call("POST", user);
    expect(issued.statusCode).toBe(200);
    const second = issued.json() as Link;
    expect(second.url).not.toBe(first.url);
    expect(await feed(first.url ?? "")).toBe(404);
    expect(await feed(second.url ?? "")).toBe(200);
    expect((await call("GET", user)).json()).toEqual(second);

    const revoked = await call("DELETE", user);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ url: null });
    expect(await feed(second.url ?? "")).toBe(404);
    expect(await feed(first.url ?? "")).toBe(404);
    expect((await call("GET", user)).json()).toEqual({ url: null });

    const third = (await call("POST", user)).json() as Link;
    expect(await feed(third.url ?? "")).toBe(200);
    expect(await feed(second.url ?? "")).toBe(404);
  });

  it("DELETE before any POST ends the address issued before links could be revoked; other users unaffected", async () => {
    const userLink = (await call("GET", user)).json() as Link;
    const old = (await call("GET", pm)).json() as Link;
    expect(await feed(old.url ?? "")).toBe(200);
    expect((await call("DELETE", pm)).statusCode).toBe(200);
    expect(await feed(old.url ?? "")).toBe(404);
    expect((await call("GET", pm)).json()).toEqual({ url: null });
    expect(await feed(userLink.url ?? "")).toBe(200);
    // audited
    const actions = await t.platform.database.withTenant(1, async (tx) => {
      const r = (await tx.execute(
        sql`select action from audit_log where action like 'leave.feed.%'`,
      )) as unknown as { rows: { action: string }[] } | { action: string }[];
      return (Array.isArray(r) ? r : r.rows).map((x) => x.action);
    });
    expect(actions).toEqual(expect.arrayContaining(["leave.feed.regenerate", "leave.feed.revoke"]));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("leave feed links under concurrency on PostgreSQL", () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    token = await login(t, "demo", "hr");
    userId = Number(decodeJwt(token).uid);
  });
  afterAll(async () => t?.close());

  it("parallel POSTs (lockFor): one live link, and exactly one of the issued addresses works", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: "POST", url: "/api/leave/icsLink", headers: authed("demo", token) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const urls = answers.map((a) => (a.json() as Link).url ?? "");
    const codes = await Promise.all(
      urls.map(
        async (u) =>
          (await t.app.inject({ method: "GET", url: new URL(u).pathname, headers: host("demo") })).statusCode,
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    const live = await t.platform.database.withTenant(1, async (tx) => {
      const r = (await tx.execute(
        sql`select count(*)::int as n from leave_feed_links where revoked_at is null and user_id = ${userId}`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows;
    });
    expect(live.map((row) => Number(row.n))).toEqual([1]);
  });
});
