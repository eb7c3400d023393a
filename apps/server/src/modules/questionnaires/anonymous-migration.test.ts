import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder, rowsOf } from "../../platform/migrate.ts";
import { allBackends } from "../../test/harness.ts";
import { freshDatabase, migrationsBefore, runMigrations } from "../../test/migrations.ts";

/**
 * Issue 18 §2, data already stored: anonymous responses written before migration 0016 carry the
 * linkable order (one transaction each, right after the mark, in answer order). 0016 rewrites them in
 * one transaction in the order of their random UUIDs. Migrated here from 0015 with such rows in place.
 */

describe.each(allBackends)(
  "migration 0016 rewrites the anonymous responses stored before on %s",
  (backend) => {
    it("one transaction id for them all, physical order by random UUID, answers kept", async () => {
      const { database, drop } = await freshDatabase(backend);
      const before = migrationsBefore("0016_anonymous_response_batches");
      try {
        await runMigrations(database, before.folder);
        const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db.execute(query));
        await q(sql`insert into tenants (slug, name) values ('m', 'M Kft.')`);
        const [tenant] = await q<{ id: number }>(sql`select id from tenants where slug = 'm'`);
        const tenantId = Number(tenant?.id);
        await q(sql`insert into questionnaire_templates (tenant_id) values (${tenantId})`);
        const [template] = await q<{ id: number }>(sql`select id from questionnaire_templates`);
        await q(
          sql`insert into questionnaire_template_versions (tenant_id, template_id, version, name, questions)
            values (${tenantId}, ${template?.id}, 1, 'T', '[]'::jsonb)`,
        );
        await q(
          sql`insert into questionnaires (tenant_id, template_id, template_version, title, anonymous, deadline)
            values (${tenantId}, ${template?.id}, 1, 'Névtelen', true, '2030-01-01')`,
        );
        const [questionnaire] = await q<{ id: number }>(sql`select id from questionnaires`);
        // answered in the order c, a, b: one transaction each, as the old code wrote them
        const ids = [
          "cccccccc-0000-4000-8000-000000000000",
          "aaaaaaaa-0000-4000-8000-000000000000",
          "bbbbbbbb-0000-4000-8000-000000000000",
        ];
        for (const [i, id] of ids.entries()) {
          await q(
            sql`insert into questionnaire_responses (tenant_id, id, questionnaire_id) values (${tenantId}, ${id}, ${questionnaire?.id})`,
          );
          await q(
            sql`insert into questionnaire_answers (tenant_id, response_id, question_id, value)
              values (${tenantId}, ${id}, 'mood', ${JSON.stringify(i + 1)}::jsonb)`,
          );
        }
        const xminsBefore = await q<{ x: string }>(sql`select xmin::text as x from questionnaire_responses`);
        expect(new Set(xminsBefore.map((r) => r.x)).size).toBe(3);

        await runMigrations(database, migrationsFolder());
        const after = await q<{ id: string; x: string; ctid: string; mood: number }>(
          sql`select r.id::text as id, r.xmin::text as x, r.ctid::text as ctid, (a.value #>> '{}')::int as mood
            from questionnaire_responses r join questionnaire_answers a on a.tenant_id = r.tenant_id and a.response_id = r.id`,
        );
        expect(new Set(after.map((r) => r.x)).size).toBe(1);
        const page = (ctid: string) => ctid.replace(/[()]/g, "").split(",").map(Number) as [number, number];
        const byCtid = [...after].sort((a, b) => {
          const [pa, ia] = page(a.ctid);
          const [pb, ib] = page(b.ctid);
          return pa - pb || ia - ib;
        });
        expect(byCtid.map((r) => r.id)).toEqual([...ids].sort());
        expect(Object.fromEntries(after.map((r) => [r.id, r.mood]))).toEqual({
          [ids[0] ?? ""]: 1,
          [ids[1] ?? ""]: 2,
          [ids[2] ?? ""]: 3,
        });
        // row-level security is forced again
        const forced = await q<{ relforcerowsecurity: boolean }>(
          sql`select relforcerowsecurity from pg_class where relname in ('questionnaire_responses', 'questionnaire_answers')`,
        );
        expect(forced.map((r) => r.relforcerowsecurity)).toEqual([true, true]);
      } finally {
        before.remove();
        await drop();
      }
    });
  },
);
