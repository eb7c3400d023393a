import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../platform/migrate.ts";
import { authed, backends, createTestApp, login, type TestApp } from "../../test/harness.ts";

/** Issue 7 §5: reading wages and exporting the employee list leave an audit row. */
describe.each(backends)("audited reads on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t, "demo", "admin");
    userId = decodeJwt(await login(t, "demo", "user")).employeeId as number;
  });
  afterAll(async () => t?.close());

  const auditRows = (action: string) =>
    rowsOf<{ username: string; ip: string; target: string; details: Record<string, unknown> | null }>(
      t.platform.database.db.execute(
        sql`select username, ip, target, details from audit_log where action = ${action} order by id`,
      ),
    );

  it("GET /api/employee/{id}/wages writes wage.read (who, whose, IP)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/employee/${userId}/wages`,
      headers: authed("demo", admin),
    });
    expect(res.statusCode).toBe(200);
    const rows = await auditRows("wage.read");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: "admin", target: `employee:${userId}` });
    expect(rows[0]?.ip).toBeTruthy();
  });

  it("POST /report/employee/all writes report.employees.exported with the exported ids", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/report/employee/all",
      headers: authed("demo", admin),
      payload: [userId, 1],
    });
    expect(res.statusCode).toBe(200);
    const rows = await auditRows("report.employees.exported");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: "admin", target: "employee:*" });
    expect(rows[0]?.details).toEqual({ employeeIds: [userId, 1], fullRecords: 2 });
  });
});
