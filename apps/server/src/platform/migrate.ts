import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { APP_ROLE, type Database } from "./db.ts";

/** Where the committed SQL migrations are: beside the bundle in dist, or in src/db/migrations. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // dist/ (the server), dist/modules/<module>/ (a bench bundle) or src/platform/ (tests, tsx).
  const candidates = [
    path.join(here, "migrations"),
    path.join(here, "../../migrations"),
    path.join(here, "../db/migrations"),
  ];
  const found = candidates.find((c) => existsSync(path.join(c, "meta/_journal.json")));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** The `when` (ms since the epoch) of the newest migration this build ships (drizzle's `meta/_journal.json`). */
export function headMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * The `created_at` (ms since the epoch, the journal's `when`) of the newest migration drizzle recorded in
 * `database`, 0 when none is. Throws when the database has no migration table (never migrated).
 */
export async function appliedMigrationMillis(database: Database): Promise<number> {
  const [row] = await rowsOf<{ at: string | number | null }>(
    database.db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
  );
  return Number(row?.at ?? 0);
}

/**
 * Applies pending migrations (drizzle's migrator, as the connecting owner role), then grants the app
 * role its table rights. The audit log is append-only for the app role (no UPDATE/DELETE).
 */
export async function migrate(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(database.db as never, { migrationsFolder: folder });
  }
  // The rights, in one transaction under an advisory lock: instances starting at once on one database
  // would otherwise GRANT on the same catalog rows together ("tuple concurrently updated").
  const profileColumns = [
    "name",
    "logo_src",
    "logo_height",
    "header_color",
    "tax_number",
    "postal_code",
    "city",
    "address",
    "default_weekly_hours",
    "updated_at",
  ].join(", ");
  const rights = [
    `GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`,
    `REVOKE UPDATE, DELETE ON audit_log FROM ${APP_ROLE}`,
    `REVOKE INSERT, UPDATE, DELETE ON tenants FROM ${APP_ROLE}`,
    // Reference data (issue 22 §4) is loaded by the operator's CLI and applied by jobs, both as the owner.
    `REVOKE INSERT, UPDATE, DELETE ON reference_data, reference_data_log FROM ${APP_ROLE}`,
    // The company profile (/ceg) is the only part of a tenant row the app may change.
    `GRANT UPDATE (${profileColumns}) ON tenants TO ${APP_ROLE}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`,
  ];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('office-migrate'))`);
    for (const statement of rights) await tx.execute(sql.raw(statement));
  });
}

type RlsRow = {
  relname: string;
  relrowsecurity: boolean;
  relforcerowsecurity: boolean;
  policies: number;
  owner: string;
};

/**
 * Refuses to run unless tenant isolation holds (DESIGN §3): the app role exists and is neither
 * superuser nor BYPASSRLS, owns no table, and every public table with a `tenant_id` column has RLS
 * ENABLEd and FORCEd with at least one policy. Throws an Error naming what is wrong.
 */
export async function assertTenantIsolation(database: Database): Promise<void> {
  const roleRes = await rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(
    database.db.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`),
  );
  const role = roleRes[0];
  const problems: string[] = [];
  if (!role) problems.push(`role ${APP_ROLE} does not exist`);
  else {
    if (role.rolsuper) problems.push(`role ${APP_ROLE} is a superuser`);
    if (role.rolbypassrls) problems.push(`role ${APP_ROLE} has BYPASSRLS`);
  }
  const tables = await rowsOf<RlsRow>(
    database.db.execute(sql`
    select c.relname, c.relrowsecurity, c.relforcerowsecurity, pg_get_userbyid(c.relowner) as owner,
      (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r'`),
  );
  for (const t of tables) {
    if (!t.relrowsecurity) problems.push(`${t.relname}: row-level security not enabled`);
    if (!t.relforcerowsecurity) problems.push(`${t.relname}: row-level security not forced`);
    if (t.policies < 1) problems.push(`${t.relname}: no policy`);
    if (t.owner === APP_ROLE) problems.push(`${t.relname}: owned by ${APP_ROLE}`);
  }
  if (problems.length > 0) {
    throw new Error(`Tenant isolation check failed, refusing to start:\n  ${problems.join("\n  ")}`);
  }
}

/** The rows of a raw `execute()` (both drivers answer `{ rows }`). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
