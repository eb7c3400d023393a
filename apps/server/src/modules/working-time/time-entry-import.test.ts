import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { backends, createTestApp, type TestApp } from "../../test/harness.ts";
import { AppError } from "../../platform/errors.ts";
import { employees } from "../employees/employees.table.ts";
import { projectTasks } from "../project-tasks/project-tasks.table.ts";
import { importTimeEntries, type ImportRow } from "./time-entry-import.ts";
import { timeEntries, timeEntryRevisions, timesheetClosures } from "./working-time.table.ts";

/** `importTimeEntries` obeys the rules of `POST /api/timeEntry`, all or nothing (issue 21 §1, the demo year). */
describe.each(backends)("time entry import on %s", (backend) => {
  let t: TestApp;
  let tenantId: number;
  let person: number;
  let task: { id: number; projectId: number };
  const author = { userId: 1, name: "Import" };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const tenant = await t.platform.tenants.findBySlug("demo");
    if (!tenant) throw new Error("no demo tenant");
    tenantId = tenant.id;
    await t.platform.database.withTenant(tenantId, async (tx) => {
      await tx.delete(timesheetClosures).where(eq(timesheetClosures.tenantId, tenantId));
      await tx.insert(timesheetClosures).values({ tenantId, month: "2026-03-01", closedByName: "HR" });
      const [row] = await tx
        .insert(employees)
        .values({ tenantId, name: "Import Ilona", employmentStart: "2026-01-01" })
        .returning({ id: employees.id });
      if (!row) throw new Error("insert failed");
      person = row.id;
      const [first] = await tx
        .select({ id: projectTasks.id, projectId: projectTasks.projectId })
        .from(projectTasks)
        .where(eq(projectTasks.tenantId, tenantId))
        .limit(1);
      if (!first) throw new Error("the demo has no task");
      task = first;
    });
  });
  afterAll(async () => t?.close());

  const run = (rows: ImportRow[]) =>
    t.platform.database.withTenant(tenantId, (tx) =>
      importTimeEntries(tx, tenantId, author, rows, "2026-11-26"),
    );
  const refusal = async (rows: ImportRow[]) => {
    try {
      await run(rows);
    } catch (err) {
      if (err instanceof AppError) return { status: err.statusCode, message: err.message };
      throw err;
    }
    throw new Error("the import was accepted");
  };
  const row = (date: string, start: string, end: string, extra: Partial<ImportRow> = {}): ImportRow => ({
    employeeId: person,
    date,
    start,
    end,
    breakMinutes: 0,
    ...extra,
  });
  const stored = () =>
    t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .select({ id: timeEntries.id, taskId: timeEntries.taskId })
        .from(timeEntries)
        .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.employeeId, person))),
    );

  it("refuses the whole batch for one bad row, naming it", async () => {
    const ok = row("2026-05-04", "08:00", "12:00");
    expect(await refusal([ok, row("2026-05-04", "11:00", "13:00")])).toMatchObject({
      status: 409,
      message: /2\. sor/,
    });
    expect(await refusal([ok, row("2026-03-02", "08:00", "12:00")])).toMatchObject({
      status: 409,
      message: /március/,
    });
    expect(await refusal([ok, row("2025-12-31", "08:00", "12:00")])).toMatchObject({ status: 400 });
    expect(await refusal([ok, row("2026-12-01", "08:00", "12:00")])).toMatchObject({ status: 400 });
    expect(await refusal([row("2026-05-05", "12:00", "08:00")])).toMatchObject({ status: 400 });
    expect(await refusal([row("2026-05-05", "08:00", "09:00", { breakMinutes: 60 })])).toMatchObject({
      status: 400,
    });
    expect(await refusal([row("2026-05-05", "08:00", "09:00", { taskId: task.id })])).toMatchObject({
      status: 400,
    });
    expect(await stored()).toEqual([]);
  });

  it("stores valid rows with their task and a 'created' revision each", async () => {
    const n = await run([
      row("2026-05-04", "08:00", "12:00", { projectId: task.projectId, taskId: task.id }),
      row("2026-05-04", "12:30", "16:30"),
      row("2026-05-05", "22:00", "06:00", { crossesMidnight: true, breakMinutes: 30 }),
    ]);
    expect(n).toBe(3);
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.taskId === task.id)).toHaveLength(1);
    const revisions = await t.platform.database.withTenant(tenantId, (tx) =>
      tx
        .select({ action: timeEntryRevisions.action, after: timeEntryRevisions.after })
        .from(timeEntryRevisions)
        .where(and(eq(timeEntryRevisions.tenantId, tenantId), eq(timeEntryRevisions.employeeId, person))),
    );
    expect(revisions).toHaveLength(3);
    expect(revisions.map((r) => r.action)).toEqual(["created", "created", "created"]);
    expect(revisions.map((r) => (r.after as { start: string }).start).sort()).toEqual([
      "08:00",
      "12:30",
      "22:00",
    ]);
    // Against stored entries too.
    expect(await refusal([row("2026-05-06", "05:00", "07:00")])).toMatchObject({ status: 409 });
  });
});
