import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder, rowsOf } from "../../platform/migrate.ts";
import { backends } from "../../test/harness.ts";
import { freshDatabase, migrationsBefore, runMigrations } from "../../test/migrations.ts";

/**
 * Issue 21 §3, data already stored: `taskAssigned` notifications made before 70cb45f hold the project's
 * id. Migration 0032 gives each the id of the one task its text names, and leaves the new ones and those
 * it cannot tell. Migrated here from 0031 with rows of both kinds in place, in two tenants. On the domain
 * suites' backend (harness `backends`): every test database is migrated through 0032 on both backends.
 */
describe.each(backends)(
  "migration 0032 points old taskAssigned notifications at their task on %s",
  (backend) => {
    it("old rows take their task's id; new, renamed, ambiguous and other rows stay", async () => {
      const { database, drop } = await freshDatabase(backend);
      const before = migrationsBefore("0032_task_assigned_task_ids");
      try {
        await runMigrations(database, before.folder);
        const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db.execute(query));
        const one = async (query: ReturnType<typeof sql>) => Number((await q<{ id: number }>(query))[0]?.id);

        const tenant = async (slug: string) => {
          const tenantId = await one(
            sql`insert into tenants (slug, name) values (${slug}, ${slug}) returning id`,
          );
          const userId = await one(
            sql`insert into users (tenant_id, username) values (${tenantId}, 'anna') returning id`,
          );
          return { tenantId, userId };
        };
        const project = (tenantId: number, code: string, name: string) =>
          one(sql`insert into projects (tenant_id, code, name, start_date)
          values (${tenantId}, ${code}, ${name}, '2026-01-01') returning id`);
        const task = (tenantId: number, projectId: number, title: string) =>
          one(sql`insert into project_tasks (tenant_id, project_id, title)
          values (${tenantId}, ${projectId}, ${title}) returning id`);
        const notification = (
          t: { tenantId: number; userId: number },
          eventType: string,
          eventId: number,
          description: string,
        ) =>
          one(sql`insert into notifications (tenant_id, user_id, event_type, event_id, title, description)
          values (${t.tenantId}, ${t.userId}, ${eventType}, ${eventId}, 'Feladatot kaptál', ${description})
          returning id`);

        const a = await tenant("a");
        const alfa = await project(a.tenantId, "P-001", "Alfa");
        const beta = await project(a.tenantId, "P-002", "Béta");
        const design = await task(a.tenantId, alfa, "Tervezés");
        const build = await task(a.tenantId, alfa, "Kivitelezés");
        const review = await task(a.tenantId, beta, "Átvétel");
        const dup1 = await task(a.tenantId, beta, "Ugyanaz");
        await task(a.tenantId, beta, "Ugyanaz");
        const b = await tenant("b");
        const gamma = await project(b.tenantId, "G-1", "Gamma");
        const gammaTask = await task(b.tenantId, gamma, "Mérés");
        // The ids the old rows hold must differ from the task ids they should get.
        expect(new Set([alfa, build]).size).toBe(2);
        expect(new Set([beta, review]).size).toBe(2);

        const rows = {
          oldWithDue: await notification(
            a,
            "taskAssigned",
            alfa,
            "P-001 Alfa: Kivitelezés\nHatáridő: 2026. 12. 01.",
          ),
          old: await notification(a, "taskAssigned", beta, "P-002 Béta: Átvétel"),
          new: await notification(a, "taskAssigned", build, "P-001 Alfa: Kivitelezés"),
          newSameAsOld: await notification(a, "taskAssigned", design, "P-001 Alfa: Tervezés"),
          renamed: await notification(a, "taskAssigned", alfa, "P-001 Alfa: Régi cím"),
          ambiguous: await notification(a, "taskAssigned", beta, "P-002 Béta: Ugyanaz"),
          otherType: await notification(a, "projectComment", alfa, "P-001 Alfa: Kivitelezés"),
          otherTenant: await notification(b, "taskAssigned", gamma, "G-1 Gamma: Mérés"),
        };
        expect(dup1).toBeGreaterThan(0);

        await runMigrations(database, migrationsFolder());
        const after = await q<{ id: number; event_id: number }>(sql`select id, event_id from notifications`);
        const eventIdOf = Object.fromEntries(after.map((r) => [Number(r.id), Number(r.event_id)]));
        expect(Object.fromEntries(Object.entries(rows).map(([k, id]) => [k, eventIdOf[id]]))).toEqual({
          oldWithDue: build,
          old: review,
          new: build,
          newSameAsOld: design,
          renamed: alfa,
          ambiguous: beta,
          otherType: alfa,
          otherTenant: gammaTask,
        });
        // row-level security is forced again
        const forced = await q<{ relname: string; relforcerowsecurity: boolean }>(
          sql`select relname, relforcerowsecurity from pg_class
          where relname in ('notifications', 'projects', 'project_tasks') order by relname`,
        );
        expect(forced.map((r) => [r.relname, r.relforcerowsecurity])).toEqual([
          ["notifications", true],
          ["project_tasks", true],
          ["projects", true],
        ]);
      } finally {
        before.remove();
        await drop();
      }
    });
  },
);
