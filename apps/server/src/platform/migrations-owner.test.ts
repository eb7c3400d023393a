import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder, rowsOf } from "./migrate.ts";
import { migrationsBefore, ownerRoleDatabase, runMigrations } from "../test/migrations.ts";

/**
 * The migrations that change stored rows do so as a schema owner that is not a superuser (README
 * Production step 2). Row-level security is FORCEd on every tenant table, so such an owner sees no row
 * of one unless a migration lifts it for its update. Checked here with rows stored before each:
 * - 0006 disables the accounts of deactivated employees and ends their sessions;
 * - 0011 renames the asset statuses (a row left with an old name failed the new check constraint, and
 *   with it the upgrade);
 * - 0025 marks the notifications stored before it as not to be mailed (else the mail job would send every
 *   old notification at the upgrade);
 * - 0032 points old `taskAssigned` notifications at their task.
 * The suites of those migrations run as the superuser `postgres`, which row-level security never stops.
 * PostgreSQL only: PGlite runs as a superuser.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "data migrations as a schema owner that is not a superuser",
  () => {
    it("0006, 0011, 0025 and 0032 change the rows stored before them", async () => {
      const { database, drop } = await ownerRoleDatabase();
      const upTo = async (tag: string) => {
        const before = migrationsBefore(tag);
        try {
          await runMigrations(database, before.folder);
        } finally {
          before.remove();
        }
      };
      try {
        await upTo("0006_auth_throttle");
        const [tenant] = await rowsOf<{ id: number }>(
          database.db.execute(sql`insert into tenants (slug, name) values ('o', 'O Kft.') returning id`),
        );
        const tenantId = Number(tenant?.id);
        // As the app writes them: in a transaction of the tenant (the owner is held by the policies too).
        const inTenant = <T>(query: ReturnType<typeof sql>) =>
          database.db.transaction(async (tx) => {
            await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
            return rowsOf<T>(tx.execute(query));
          });
        const one = async (query: ReturnType<typeof sql>) =>
          Number((await inTenant<{ id: number }>(query))[0]?.id);
        const leaverId = await one(
          sql`insert into employees (tenant_id, name, active)
            values (${tenantId}, 'Kilépett Kata', false) returning id`,
        );
        const userId = await one(sql`insert into users (tenant_id, username, employee_id, active)
        values (${tenantId}, 'kata', ${leaverId}, true) returning id`);
        await inTenant(sql`insert into sessions (tenant_id, id, user_id, expires_at)
        values (${tenantId}, gen_random_uuid(), ${userId}, now() + interval '1 day')`);

        await upTo("0011_assets_handovers_inventory");
        await inTenant(sql`insert into assets (tenant_id, inventory_number, name, category, status)
        values (${tenantId}, 'E-1', 'Laptop', 'IT', 'in_use')`);

        await upTo("0025_notification_email");
        const projectId = await one(sql`insert into projects (tenant_id, code, name, start_date)
        values (${tenantId}, 'P-1', 'Alfa', '2026-01-01') returning id`);
        await one(sql`insert into project_tasks (tenant_id, project_id, title)
        values (${tenantId}, ${projectId}, 'Első') returning id`);
        const taskId = await one(sql`insert into project_tasks (tenant_id, project_id, title)
        values (${tenantId}, ${projectId}, 'Tervezés') returning id`);
        expect(taskId).not.toBe(projectId);
        await inTenant(sql`insert into notifications
            (tenant_id, user_id, event_type, event_id, title, description)
          values (${tenantId}, ${userId}, 'taskAssigned', ${projectId}, 'Feladatot kaptál',
            'P-1 Alfa: Tervezés')`);

        await runMigrations(database, migrationsFolder());
        const [user] = await inTenant<{ active: boolean }>(sql`select active from users`);
        const [session] = await inTenant<{ revoked: boolean }>(
          sql`select revoked_at is not null as revoked from sessions`,
        );
        const [asset] = await inTenant<{ status: string }>(sql`select status from assets`);
        const [notification] = await inTenant<{ email_state: string; event_id: number }>(
          sql`select email_state, event_id from notifications`,
        );
        expect({
          userActive: user?.active,
          sessionRevoked: session?.revoked,
          assetStatus: asset?.status,
          emailState: notification?.email_state,
          eventId: Number(notification?.event_id),
        }).toEqual({
          userActive: false,
          sessionRevoked: true,
          assetStatus: "assigned",
          emailState: "skipped",
          eventId: taskId,
        });
        const notForced = await rowsOf<{ relname: string }>(
          database.db.execute(sql`select c.relname from pg_class c
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and not c.relforcerowsecurity`),
        );
        expect(notForced).toEqual([]);
      } finally {
        await drop();
      }
    });
  },
);
