import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; every repository function takes one as its first argument. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The non-superuser, non-owner role that tenant transactions run as (DESIGN §3). */
export const APP_ROLE = "office_app";

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Runs `fn` in one transaction as APP_ROLE with `app.tenant_id` set, so row-level security
   * admits only that tenant's rows. Both settings are transaction-local (`set_config(..., true)`).
   */
  withTenant<T>(tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as APP_ROLE with no tenant: only global tables are readable. */
  withoutTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Opens the database: node-postgres pool when `databaseUrl` is set, else embedded PGlite stored in
 * `<dataDir>/pgdata` (created if missing). Call `migrate()` before use.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle({ client: pool }) as unknown as Db;
    return wrap("postgres", db, () => pool.end());
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = path.resolve(opts.dataDir, "pgdata");
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client }) as unknown as Db;
  return wrap("pglite", db, () => client.close());
}

/** An in-memory PGlite database (tests). */
export async function openMemoryDatabase(): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create();
  return wrap("pglite", drizzle({ client }) as unknown as Db, () => client.close());
}

function wrap(kind: Database["kind"], db: Db, close: () => Promise<void>): Database {
  return {
    kind,
    db,
    withTenant(tenantId, fn) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
        );
        return fn(tx);
      });
    },
    withoutTenant(fn) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
        return fn(tx);
      });
    },
    close,
  };
}
