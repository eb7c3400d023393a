import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../platform/migrate.ts";
import { backends, createTestApp, host, type TestApp } from "../../test/harness.ts";
import { pruneAuthThrottle } from "./throttle-cleanup.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Issue 7 follow-up: `auth_throttle` rows no rule can read any more are pruned; live ones stay. */
describe.each(backends)("auth_throttle clean-up on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const attempt = (tenant: string, username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host(tenant),
      remoteAddress,
      payload: { username, password },
    });
  const rows = () =>
    rowsOf<{ subject: string; source: string }>(
      t.platform.database.db.execute(sql`select subject, source from auth_throttle order by subject, source`),
    );

  it("deletes rows untouched for 30 days with no running block and no recent success, in every tenant", async () => {
    expect((await attempt("demo", "hr", "rossz-jelszo", "203.0.113.1")).statusCode).toBe(401);
    expect((await attempt("demo", "pm", "demo1234", "203.0.113.2")).statusCode).toBe(200);
    expect((await attempt("beta", "admin", "rossz-jelszo", "203.0.113.3")).statusCode).toBe(401);
    const before = await rows();
    expect(before.length).toBeGreaterThanOrEqual(3);

    // Nothing is old yet.
    expect(await pruneAuthThrottle(t.platform.database)).toBe(0);

    // 31 days later: the failures of hr (demo) and admin (beta) are gone; pm's success is 31 days old too.
    const later = new Date(Date.now() + 31 * DAY);
    const deleted = await pruneAuthThrottle(t.platform.database, later);
    expect(deleted).toBe(before.length);
    expect(await rows()).toEqual([]);
  });

  it("keeps a row whose block still runs or whose success is recent", async () => {
    expect((await attempt("demo", "user", "demo1234", "198.51.100.9")).statusCode).toBe(200);
    await t.platform.database.db.execute(
      sql`update auth_throttle set updated_at = now() - interval '40 days', blocked_until = now() + interval '1 hour'
          where subject = 'user' and source = '*'`,
    );
    await t.platform.database.db.execute(
      sql`update auth_throttle set updated_at = now() - interval '40 days', last_success_at = now() - interval '2 days'
          where subject = 'user' and source <> '*'`,
    );
    expect(await pruneAuthThrottle(t.platform.database)).toBe(0);
    expect((await rows()).length).toBeGreaterThan(0);
  });
});
