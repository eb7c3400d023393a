import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "../platform/migrate.ts";
import { openDatabase, openMemoryDatabase, type Database } from "../platform/db.ts";
import { freshPostgres } from "./harness.ts";
import { adminQuery, dropPostgresDatabase, urlOfDatabase } from "./templates.ts";

/**
 * Helpers of the data-migration suites: a database migrated up to just before one migration, rows put in
 * the shape the old code wrote, then the rest of the migrations applied.
 */

/**
 * A copy of the migrations folder whose journal stops before `tag` (drizzle's migrator then applies only
 * those); `remove()` deletes the copy. Throws when `tag` is not in the journal.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "office-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Applies the migrations of `folder` that `database` lacks (drizzle's migrator, as the owner role). */
export async function runMigrations(database: Database, folder: string): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

/** An empty, unmigrated database of `backend` (PostgreSQL: its own, dropped with its folder by `drop`). */
export async function freshDatabase(
  backend: "pglite" | "postgres",
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (backend === "pglite") return { database: await openMemoryDatabase(), drop: async () => {} };
  const pgdb = await freshPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-m-"));
  const database = await openDatabase({ databaseUrl: pgdb.url, dataDir });
  return {
    database,
    drop: async () => {
      await database.close();
      await pgdb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty PostgreSQL database on the TEST_DATABASE_URL server owned by a role of its own that logs in
 * and may create roles but is not a superuser — the owner README's Production step 2 asks for. Forced
 * row-level security applies to such an owner (a superuser bypasses it), so a migration's data update
 * that does not lift it changes no row. `drop()` removes the database and the role.
 */
export async function ownerRoleDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL not set");
  const name = `office_owner_${process.pid}_${Date.now()}`;
  const admin = (statement: string) => adminQuery(base, statement);
  // A password of its own too, for servers that ask for one (this machine's trusts local connections).
  const password = randomUUID();
  await admin(`CREATE ROLE ${name} LOGIN PASSWORD '${password}' CREATEROLE NOSUPERUSER NOBYPASSRLS`);
  await admin(`CREATE DATABASE ${name} OWNER ${name}`);
  const url = new URL(urlOfDatabase(base, name));
  url.username = name;
  url.password = password;
  const dataDir = mkdtempSync(path.join(tmpdir(), "office-owner-"));
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    drop: async () => {
      await database.close();
      await dropPostgresDatabase(base, name);
      await admin(`DROP ROLE IF EXISTS ${name}`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
