import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { sql } from "drizzle-orm";
import { UNSTORABLE_TEXT_MESSAGE } from "@office/shared/http/common.contract";
import { authed, allBackends, createTestApp, host, login, type TestApp } from "../test/harness.ts";
import { buildApp } from "./app.ts";
import { installErrorHandler } from "./error-handler.ts";

/** A pino logger writing into `lines` (one JSON line per entry): the log as production writes it. */
function capturingLogger(lines: string[]): FastifyBaseLogger {
  return pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
}

describe.each(allBackends)("bad input and database errors on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it("answers database errors that input causes with 400 and a Hungarian message, never SQL", async () => {
    const lines: string[] = [];
    const app = Fastify({ loggerInstance: capturingLogger(lines) });
    installErrorHandler(app);
    app.post("/cast", async (req) => {
      const { value, type } = req.body as { value: unknown; type: string };
      await t.platform.database.withTenant(1, (tx) => tx.execute(sql`select ${value}::${sql.raw(type)}`));
      return { ok: true };
    });
    const cases: [unknown, string, RegExp][] = [
      ["Titkos\u0000Tibor", "text", /NUL/],
      [2147483648, "integer", /szám túl nagy/],
      ["0000-01-01", "date", /dátum/],
      ["Titkos Tibor", "integer", /formátuma/],
    ];
    for (const [value, type, message] of cases) {
      const res = await app.inject({ method: "POST", url: "/cast", payload: { value, type } });
      expect(res.statusCode, `${String(value)}::${type}`).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.body).not.toMatch(/select|Failed query|params/i);
    }
    const log = lines.join("");
    expect(log).toContain('"code":"22');
    expect(log).toContain("select $1::");
    expect(log).not.toContain("Titkos");
    await app.close();
  });

  it("refuses NUL in the body, query and path before the handler, also unauthenticated on login2", async () => {
    const login2 = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      payload: { username: "admin\u0000", password: "demo1234" },
    });
    expect(login2.statusCode).toBe(400);
    expect(login2.json()).toEqual({
      message: `Hibás adatok: ${UNSTORABLE_TEXT_MESSAGE}`,
      fieldErrors: { username: UNSTORABLE_TEXT_MESSAGE },
    });
    const token = await login(t, "demo", "admin");
    const headers = authed("demo", token);
    const bulk = await t.app.inject({
      method: "PUT",
      url: "/api/attendance/bulk",
      headers,
      payload: { cells: [{ employeeId: 1, day: "2026-03-02", code: "present", note: "a\u0000" }] },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().fieldErrors).toEqual({ "cells.0.note": UNSTORABLE_TEXT_MESSAGE });
    for (const url of ["/api/employee?active=%00", "/api/employee?%00=1", "/api/employee/1/files/a%00"]) {
      const res = await t.app.inject({ method: url.includes("files") ? "DELETE" : "GET", url, headers });
      expect(res.statusCode, url).toBe(400);
    }
    // Unauthenticated callers still get 401 first: the guard runs after the access check.
    const anonymous = await t.app.inject({
      method: "GET",
      url: "/api/employee?x=%00",
      headers: host("demo"),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("logs a failed query with its class, SQLSTATE and statement, never its parameters", async () => {
    const { db } = t.platform.database;
    await db.execute(sql`
      create function test_refuse_address() returns trigger language plpgsql as $$
      begin
        if new.address = 'Titkos utca 13.' then raise exception 'refused: %', new.address; end if;
        return new;
      end $$`);
    await db.execute(sql`create trigger test_refuse_address before update on employees
      for each row execute function test_refuse_address()`);
    await db.execute(sql`alter table employees
      add constraint test_no_secret_address check (address is distinct from 'Tilos köz 7.')`);
    const lines: string[] = [];
    const app = await buildApp(t.platform, { loggerInstance: capturingLogger(lines) });
    await app.ready();
    try {
      const headers = authed("demo", await login(t, "demo", "admin"));
      const record = (await app.inject({ method: "GET", url: "/api/employee/2", headers })).json();
      const { taxId, mothersName } = record as { taxId: string; mothersName: string };
      expect(taxId).toMatch(/^\d{10}$/);
      const put = (address: string) =>
        app.inject({ method: "PUT", url: "/api/employee/2", headers, payload: { ...record, address } });

      const failed = await put("Titkos utca 13.");
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: "Váratlan hiba történt. Próbáld újra később." });
      const refused = await put("Tilos köz 7.");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Hibás adatok/);

      const log = lines.join("");
      expect(log).toContain('"code":"P0001"');
      expect(log).toContain('"code":"23514"');
      expect(log).toContain('"constraint":"test_no_secret_address"');
      expect(log).toMatch(/"statement":"update \\"employees\\" set/);
      for (const secret of ["Titkos utca", "Tilos köz", taxId, mothersName])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
