import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, createTestApp, login, type TestApp } from "../../test/harness.ts";
import { eq } from "drizzle-orm";
import { employees } from "../employees/employees.table.ts";
import { timesheetClosures } from "./working-time.table.ts";

/**
 * Issue 21 §1–2 check-then-write rules under concurrent requests (the overlap check, the month close).
 * PostgreSQL only: PGlite runs one transaction at a time, which hides every race these tests look for.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("working time under concurrency on postgres", () => {
  let t: TestApp;
  let hr: string;
  let person: number;

  beforeAll(async () => {
    t = await createTestApp("postgres");
    hr = await login(t, "demo", "hr");
    const tenant = await t.platform.tenants.findBySlug("demo");
    if (!tenant) throw new Error("no demo tenant");
    const tenantId = tenant.id;
    person = await t.platform.database.withTenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({ tenantId, name: "Párhuzamos Péter", employmentStart: "2020-01-01" })
        .returning({ id: employees.id });
      if (!row) throw new Error("insert failed");
      await tx.delete(timesheetClosures).where(eq(timesheetClosures.tenantId, tenantId));
      return row.id;
    });
  });
  afterAll(async () => t?.close());

  const call = (method: "POST" | "GET", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: authed("demo", hr), ...(payload ? { payload } : {}) });
  const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

  it("10 concurrent overlapping entries of one person: exactly one is stored, nine get 409", async () => {
    // Each starts 10 minutes later than the one before, so every pair overlaps.
    const results = await times(10, (i) =>
      call("POST", "/api/timeEntry", {
        employeeId: person,
        date: "2026-06-01",
        start: `08:${String(i * 5).padStart(2, "0")}`,
        end: "12:00",
      }),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const record = (
      await call("GET", `/api/timeEntry?employeeId=${person}&from=2026-06-01&to=2026-06-01`)
    ).json();
    expect(record.entries).toHaveLength(1);
  });

  it("a month close racing entry writes: no entry of the month is stored after the close answered", async () => {
    const writes = times(12, (i) =>
      call("POST", "/api/timeEntry", {
        employeeId: person,
        date: `2026-05-${String(i + 4).padStart(2, "0")}`,
        start: "08:00",
        end: "12:00",
      }),
    );
    const close = call("POST", "/api/timesheet/close", { month: "2026-05" });
    const [results, closed] = await Promise.all([writes, close]);
    expect(closed.statusCode).toBe(200);
    const closedAt = Date.parse(closed.json().closedAt);
    const stored = results.filter((r) => r.statusCode === 200).map((r) => r.json().entry);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(stored.length + refused.length).toBe(12);
    // Every stored entry was written before the close took the month (its transaction committed first).
    for (const e of stored) expect(Date.parse(e.createdAt)).toBeLessThanOrEqual(closedAt);
    const after = await call("POST", "/api/timeEntry", {
      employeeId: person,
      date: "2026-05-29",
      start: "08:00",
      end: "09:00",
    });
    expect(after.statusCode).toBe(409);
  });
});
