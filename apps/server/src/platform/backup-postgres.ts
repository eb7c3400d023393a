import { spawn } from "node:child_process";
import type { Client } from "pg";
import { APP_ROLE } from "./db.ts";

/**
 * PostgreSQL's half of backup and restore (issue 20 §7): `pg_dump` and `pg_restore` are the operator's
 * tools; these functions only run them (from PATH) for `npm run cli -- backup / restore`.
 */

/**
 * `pg_dump --format=custom` of `databaseUrl`'s database into the file `out` (created or replaced).
 * Throws when pg_dump is not installed (the message says to install postgresql-client) or fails (its
 * exit code and the end of its stderr, e.g. a server newer than the client).
 */
export async function dumpPostgres(databaseUrl: string, out: string): Promise<void> {
  const target = libpqTarget(databaseUrl);
  await runTool(
    "pg_dump",
    ["--format=custom", "--no-password", "--file", out, "--dbname", target.dbname],
    target.env,
  );
}

/**
 * Restores a `pg_dump --format=custom` file into `databaseUrl`'s database, which must be empty
 * ({@link assertEmptyPostgres}): first the app role as migration 0001 makes it (roles belong to the
 * cluster, not to a dump), then `pg_restore --no-owner --exit-on-error --single-transaction`, so the
 * connecting role owns what it creates and a failure leaves the database as it was. Throws as
 * {@link dumpPostgres} does for pg_restore.
 */
export async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query(`DO $$ BEGIN
      CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    await client.query(`DO $$ BEGIN
      EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
    EXCEPTION WHEN others THEN NULL; END $$`);
  });
  const target = libpqTarget(databaseUrl);
  await runTool(
    "pg_restore",
    [
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      "--no-password",
      "--dbname",
      target.dbname,
      dump,
    ],
    target.env,
  );
}

/**
 * Throws unless `databaseUrl`'s database holds no table, view, sequence or the like outside the system
 * schemas and no `drizzle` schema (restore writes only into an empty database).
 */
export async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const found = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ relations: number; drizzle: boolean }>(`
      select
        (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%') as relations,
        exists (select 1 from pg_namespace where nspname = 'drizzle') as drizzle`);
    return rows[0];
  });
  if (found && (found.relations > 0 || found.drizzle)) {
    const name = new URL(databaseUrl).pathname.slice(1);
    throw new Error(
      `The database "${name}" of DATABASE_URL is not empty (${found.relations} relations): restore writes only ` +
        "into an empty database. Create a new one (createdb) and point DATABASE_URL at it.",
    );
  }
}

async function withClient<T>(databaseUrl: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The `--dbname` connection string for pg_dump/pg_restore without the password, which goes in the
 * child's PGPASSWORD instead (a command line is visible to every local user in `ps`).
 */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs `tool args` from PATH; resolves when it exits 0, else rejects with the end of its stderr. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on("error", (err: NodeJS.ErrnoException) => {
      reject(
        err.code === "ENOENT"
          ? new Error(
              `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version ` +
                "or newer (Debian/Ubuntu: apt-get install postgresql-client).",
            )
          : err,
      );
    });
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}
