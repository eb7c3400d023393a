import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { eq, sql } from "drizzle-orm";
import { accessFor } from "./access-matrix.ts";
import { appendAudit } from "../modules/audit/audit.repository.ts";
import { employees } from "../modules/employees/employees.table.ts";
import type { Tx } from "../platform/db.ts";
import { sqlStateOf } from "../platform/db-errors.ts";
import {
  SESSION_ENDED,
  SESSION_ENDED_SQLSTATE,
  requireSessionSql,
  runWithSessionCheck,
  type SessionCheck,
  type SessionClaims,
} from "../platform/live-session.ts";
import { authed, allBackends, createTestApp, login, type TestApp } from "../test/harness.ts";

// The round-trip counter is read when the database opens (issue 7 §6); this file's worker only.
process.env.OFFICE_COUNT_QUERIES = "1";

/** A URL for a registered route pattern: every path parameter becomes 1 (a tenant one "demo"). */
const urlOf = (pattern: string) =>
  pattern
    .replace(/:tenant\b/, "demo")
    .replace(/:(\w+)/g, (_, name: string) => (name === "file" ? "x.png" : "1"));

const kindOf = (access: ReturnType<typeof accessFor>) => (Array.isArray(access) ? "roles" : String(access));

describe.each(allBackends)("authenticated requests on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  const exec = (query: ReturnType<typeof sql>) => t.platform.database.db.execute(query);
  const get = (url: string, token: string, tenant = "demo") =>
    t.app.inject({ method: "GET", url, headers: authed(tenant, token) });
  const sessionOf = (token: string) => decodeJwt(token).sid as string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
  });
  afterAll(async () => t?.close());

  // PostgreSQL: BEGIN + settings + session check, the query and COMMIT leave as one write (pipelined,
  // the COMMIT riding behind the read) and are answered together: one round trip (issue 20 §6).
  // PGlite (one in-process connection, nothing to pipeline): the opening message, the query, COMMIT.
  const employeeRoundTrips = backend === "postgres" ? 1 : 3;
  it(`GET /api/employee/{id} costs ${employeeRoundTrips} round trips`, async () => {
    const token = await login(t, "demo", "user");
    expect((await get("/api/employee/1", token)).statusCode).toBe(200); // warm the tenant cache
    const before = t.platform.database.roundTrips();
    expect(before).not.toBeNull();
    const res = await get("/api/employee/1", token);
    expect(res.statusCode).toBe(200);
    expect((t.platform.database.roundTrips() ?? 0) - (before ?? 0)).toBe(employeeRoundTrips);
  });

  /** The pending session check of `token` as the access hook builds it, for a GET (pipelined) or not. */
  const checkOf = async (token: string, pipelined: boolean): Promise<SessionCheck> => {
    const c = decodeJwt(token);
    const tenant = await t.platform.tenants.findBySlug("demo");
    if (!tenant) throw new Error("no demo tenant");
    return {
      state: "pending",
      pipelined,
      claims: {
        tenantId: tenant.id,
        sessionId: String(c.sid),
        userId: Number(c.uid),
        username: String(c.username),
        employeeId: Number(c.employeeId),
        roles: c.role as string[],
      },
    };
  };
  /** Runs `withTenant` inside `check`'s scope with `fn`; answers its result or the error it threw. */
  const inScope = (check: SessionCheck, fn: (tx: Tx) => Promise<unknown>) =>
    new Promise<{ ok: boolean; value: unknown }>((resolve) =>
      runWithSessionCheck(check, () => {
        t.platform.database.withTenant(check.claims.tenantId, fn).then(
          (value) => resolve({ ok: true, value }),
          (value: unknown) => resolve({ ok: false, value }),
        );
      }),
    );
  const auditCount = async (action: string) => {
    const res = await exec(sql`select count(*)::int as n from audit_log where action = ${action}`);
    return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it.each([true, false])(
    "a write sent with an ended session's check (pipelined: %s) changes nothing and answers 401",
    async (pipelined) => {
      const token = await login(t, "demo", "user");
      const check = await checkOf(token, pipelined);
      const action = `session-test.${backend}.${pipelined}`;
      const write = (tx: Tx) =>
        appendAudit(tx, { tenantId: check.claims.tenantId, userId: null, username: "x", ip: null, action });
      // a live session: the write lands and the check is confirmed
      expect(await inScope(check, write)).toMatchObject({ ok: true });
      expect(check.state).toBe("live");
      expect(await auditCount(action)).toBe(1);
      // the same session ended: the write issued at once (before any answer) is rolled back with the check
      await exec(sql`update sessions set revoked_at = now() where id = ${check.claims.sessionId}`);
      const ended = { ...check, state: "pending" as const };
      const res = await inScope(ended, write);
      expect(res.ok).toBe(false);
      expect(res.value).toMatchObject({ statusCode: 401, message: SESSION_ENDED });
      expect(ended.state).toBe("dead");
      expect(await auditCount(action)).toBe(1);
    },
  );

  it("the check's texts are SQL literals: quotes and backslashes in a username cannot break out", async () => {
    const token = await login(t, "demo", "user");
    const { claims } = await checkOf(token, false);
    const run = (c: SessionClaims) =>
      t.platform.database.withTenant(claims.tenantId, (tx) => tx.execute(sql.raw(requireSessionSql(c))));
    await expect(run(claims)).resolves.toBeDefined();
    for (const username of ["user'", "user\\", "x' or true or '", "\\'); select 1; --", "ü'ö\\"]) {
      const err = await run({ ...claims, username }).catch((e: unknown) => e);
      expect(sqlStateOf(err), username).toBe(SESSION_ENDED_SQLSTATE);
    }
    await expect(run({ ...claims, roles: ["user", "companyAdmin"] })).rejects.toBeDefined();
  });

  it("a route that reads nothing still checks the session (check and COMMIT: one round trip on PostgreSQL)", async () => {
    const token = await login(t, "demo", "user");
    expect((await get("/api/appConfig", token)).statusCode).toBe(200);
    const before = t.platform.database.roundTrips() ?? 0;
    expect((await get("/api/appConfig", token)).statusCode).toBe(200);
    expect((t.platform.database.roundTrips() ?? 0) - before).toBe(backend === "postgres" ? 1 : 2);
  });

  describe("a GET's COMMIT riding behind its reads (issue 20 §6)", () => {
    const readEmployee = (tx: Tx, id = 1) =>
      tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
    /** Runs `fn` as the first transaction of a GET whose session check is pending; round trips it cost. */
    const asGet = async (fn: (tx: Tx) => Promise<unknown>) => {
      const check = await checkOf(await login(t, "demo", "user"), true);
      const before = t.platform.database.roundTrips() ?? 0;
      const res = await inScope(check, fn);
      return { ...res, trips: (t.platform.database.roundTrips() ?? 0) - before, check };
    };

    it("reads in turn cost at most one round trip each on PostgreSQL, and answer what one transaction would", async () => {
      const res = await asGet(async (tx) => [await readEmployee(tx, 1), await readEmployee(tx, 2)]);
      expect(res).toMatchObject({ ok: true, value: [[{ id: 1 }], [{ id: 2 }]] });
      expect(res.check.state).toBe("live");
      // PostgreSQL: 2, or 1 when the second read went out before the first COMMIT's answer was read (it
      // then rides along with it, as the counter sees it).
      if (backend === "postgres") expect(res.trips).toBeLessThanOrEqual(2);
      else expect(res.trips).toBe(4);
    });

    it("reads issued together share one round trip with BEGIN and COMMIT", async () => {
      const res = await asGet((tx) =>
        Promise.all([readEmployee(tx, 1), readEmployee(tx, 2), readEmployee(tx, 3)]),
      );
      expect(res).toMatchObject({ ok: true, value: [[{ id: 1 }], [{ id: 2 }], [{ id: 3 }]] });
      expect(res.trips).toBe(backend === "postgres" ? 1 : 5);
    });

    it("a write after reads is one ordinary transaction: it lands on success and rolls back on an error", async () => {
      const action = `early-commit.${backend}`;
      const write = (tx: Tx) =>
        appendAudit(tx, { tenantId: 1, userId: null, username: "x", ip: null, action });
      const landed = await asGet(async (tx) => {
        await readEmployee(tx);
        await write(tx);
        return readEmployee(tx, 2);
      });
      expect(landed).toMatchObject({ ok: true, value: [{ id: 2 }] });
      expect(await auditCount(action)).toBe(1);
      const failed = await asGet(async (tx) => {
        await readEmployee(tx);
        await write(tx);
        await readEmployee(tx, 2);
        throw new Error("after the write");
      });
      expect(failed).toMatchObject({ ok: false, value: { message: "after the write" } });
      expect(await auditCount(action)).toBe(1);
    });

    it("a read whose error the handler swallows still fails the transaction", async () => {
      const res = await asGet(async (tx) => {
        await tx
          .select({ id: employees.id })
          .from(employees)
          .where(sql`${employees.id} = 1 / (${employees.id} - ${employees.id})`)
          .catch(() => undefined);
        return "swallowed";
      });
      expect(res.ok).toBe(false);
    });

    it("a lock taken after reads is held until the handler ends (PostgreSQL)", async () => {
      if (backend !== "postgres") return; // PGlite has one connection: nothing else could look meanwhile
      const lockKey = 987_654;
      const heldElsewhere = async () => {
        const res = await exec(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${lockKey}`,
        );
        return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      const res = await asGet(async (tx) => {
        await readEmployee(tx);
        await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
        await readEmployee(tx, 2);
        return heldElsewhere();
      });
      expect(res).toMatchObject({ ok: true, value: 1 });
      expect(await heldElsewhere()).toBe(0);
    });

    it("an ended session's GET reads nothing, with the COMMIT riding along: 401", async () => {
      const token = await login(t, "demo", "user");
      const check = await checkOf(token, true);
      await exec(sql`update sessions set revoked_at = now() where id = ${check.claims.sessionId}`);
      const res = await inScope(check, (tx) => Promise.all([readEmployee(tx, 1), readEmployee(tx, 2)]));
      expect(res).toMatchObject({ ok: false, value: { statusCode: 401, message: SESSION_ENDED } });
      expect(check.state).toBe("dead");
    });
  });

  const deadCases: [string, (token: string) => Promise<unknown>][] = [
    ["revoked", (token) => exec(sql`update sessions set revoked_at = now() where id = ${sessionOf(token)}`)],
    [
      "expired",
      (token) =>
        exec(
          sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionOf(token)}`,
        ),
    ],
    [
      "of a deactivated user",
      async (token) => {
        await exec(sql`update users set active = false where username = 'pm'`);
        await exec(sql`update sessions set revoked_at = now() where id = ${sessionOf(token)}`);
      },
    ],
    [
      "of a user inactive but not revoked",
      () => exec(sql`update users set active = false where username = 'pm'`),
    ],
    [
      "whose roles changed without a revocation",
      () => exec(sql`update users set roles = array['hr']::text[] where username = 'pm'`),
    ],
  ];
  it.each(deadCases)(
    "a session %s answers 401 on routes that read the database and on those that do not",
    async (_, kill) => {
      await exec(sql`update users set active = true, roles = '{}'::text[] where username = 'pm'`);
      const token = await login(t, "demo", "pm");
      expect((await get("/api/employee/1", token)).statusCode).toBe(200);
      expect((await get("/api/appConfig", token)).statusCode).toBe(200);
      await kill(token);
      for (const url of ["/api/employee/1", "/api/notification", "/api/appConfig"]) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().message).toBe("A munkamenet lejárt vagy megszűnt. Jelentkezz be újra.");
      }
      const put = await t.app.inject({
        method: "PUT",
        url: "/api/notification/1/seen",
        headers: authed("demo", token),
      });
      expect(put.statusCode).toBe(401);
      await exec(sql`update users set active = true, roles = '{}'::text[] where username = 'pm'`);
    },
  );

  it("a token of another tenant answers 401 on both kinds of route", async () => {
    const beta = await login(t, "beta", "admin");
    for (const url of ["/api/employee/1", "/api/appConfig"]) {
      expect((await get(url, beta, "demo")).statusCode).toBe(401);
    }
  });

  it("a token without the uid claim (issued before it existed) answers 401", async () => {
    const token = await login(t, "demo", "user");
    const claims = decodeJwt(token);
    const { uid: _uid, exp: _exp, iss: _iss, aud: _aud, iat: _iat, ...rest } = claims;
    const old = await (t.platform.tokens.sign as (c: object, ttl: number) => Promise<string>)(rest, 3600);
    expect((await get("/api/appConfig", old)).statusCode).toBe(401);
    expect((await get("/api/appConfig", token)).statusCode).toBe(200);
  });

  it("a dead session gets no 2xx or 3xx from any authenticated GET route", async () => {
    const token = await login(t, "demo", "admin");
    await exec(sql`update sessions set revoked_at = now() where id = ${sessionOf(token)}`);
    const routes = t.app.registeredRoutes.filter(
      (r) => r.method === "GET" && ["user", "roles"].includes(kindOf(accessFor(r.method, r.url))),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await get(urlOf(route.url), token);
      expect(res.statusCode >= 200 && res.statusCode < 400, `${route.url} → ${res.statusCode}`).toBe(false);
    }
    expect((await get("/api/employee/1", admin)).statusCode).toBe(200);
  });

  it("row-level security still holds inside the checked transaction: another tenant's rows are invisible", async () => {
    const rows = await t.platform.database.withTenant(1, async (tx) => {
      const res = await tx.execute(sql`select distinct tenant_id from employees`);
      return (res as unknown as { rows: { tenant_id: number }[] }).rows;
    });
    expect(rows.map((r) => r.tenant_id)).toEqual([1]);
  });
});
