import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PoolClient } from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sqlStateOf } from "./db-errors.ts";
import {
  SESSION_ENDED_SQLSTATE,
  currentSessionCheck,
  isTenantId,
  requireSessionSql,
  sessionEnded,
} from "./live-session.ts";
import { pgTransactions, pgliteTransactions, socketOf, type RunTransaction } from "./transactions.ts";

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; every repository function takes one as its first argument. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The non-superuser, non-owner role that tenant transactions run as (DESIGN §3). */
export const APP_ROLE = "office_app";

/**
 * node-postgres pool size: 4 connections per core, at least 8, at most 32 (8 on this project's 2-core
 * machine, with PostgreSQL on the same cores). A request holds its connection for 2–3 round trips and
 * no CPU work of its own in between, so a few connections per core keep PostgreSQL busy while Node
 * runs; more only queue inside PostgreSQL and raise p99 (bench: 8 and 16 give the same req/s here).
 */
export const PG_POOL_MAX = Math.min(32, Math.max(8, 4 * availableParallelism()));

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Runs `fn` in one transaction as APP_ROLE with `app.tenant_id` set, so row-level security
   * admits only that tenant's rows. Both settings are transaction-local (`set_config(..., true)`).
   * BEGIN and the settings go to the database as one message. When the calling request's session
   * check is still pending (see `live-session.ts`) and is for this tenant, the same message checks
   * the session too; on PostgreSQL a GET's first statements travel right behind it (pipelined), and
   * COMMIT right behind its reads (`commitAfterReads`), so a GET that reads once costs one round trip. A
   * dead session aborts the transaction in that message, so nothing of `fn` takes effect, and throws
   * 401.
   */
  withTenant<T>(tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as APP_ROLE with no tenant: only global tables are readable. */
  withoutTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Round trips to the database (messages awaited: a query, BEGIN+settings, COMMIT, …) since the
   * database was opened, or null unless `OFFICE_COUNT_QUERIES=1` was set when it was opened. Only the
   * bench and the round-trip test read it.
   */
  roundTrips(): number | null;
  /**
   * PGlite only: the whole data directory as a tarball, uncompressed unless `"gzip"` is asked, for
   * `loadDataDir` ({@link openMemoryDatabase}; the test suites build their migrated templates with it,
   * `backup.ts` the embedded database's backup).
   */
  dumpDataDir?: (compression?: "none" | "gzip") => Promise<Blob>;
  /**
   * PostgreSQL only: the node-postgres pool now — connections open (`total`), of them `idle`, and
   * queries `waiting` for a connection (the metrics of issue 20 §4).
   */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/** A round-trip counter that is a no-op unless `OFFICE_COUNT_QUERIES=1` (read when a database opens). */
function createCounter() {
  const enabled = process.env.OFFICE_COUNT_QUERIES === "1";
  let n = 0;
  return {
    enabled,
    tick: enabled ? () => void n++ : undefined,
    read: () => (enabled ? n : null),
  };
}

/**
 * Opens the database: node-postgres pool ({@link PG_POOL_MAX} connections) when `databaseUrl` is set,
 * else embedded PGlite stored in `<dataDir>/pgdata` (created if missing). Call `migrate()` before use.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const counter = createCounter();
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // Pipeline mode: a query is written as soon as it is issued, not after the previous one's answer,
    // so a GET's first statement shares the round trip of BEGIN + settings + session check (db.ts
    // withTenant). Queries awaited one by one behave exactly as without it.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: PG_POOL_MAX, pipeline: true });
    // An idle pooled connection that the server ends (restart, failover, pg_terminate_backend, a test
    // database dropped WITH (FORCE)) emits 'error' on the pool; without a listener that would be an
    // uncaught exception. The pool has already discarded that client and opens a new one on demand,
    // and a query in flight gets its own error, so there is nothing else to do here.
    pool.on("error", () => {});
    pool.on("connect", batchWrites);
    const tick = counter.tick;
    if (tick) {
      // A round trip is a wait for the database: a query written while another is still unanswered on
      // the same connection (pipelined) rides along with it and is not counted again.
      pool.on("connect", (client) => {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        let inFlight = 0;
        (client as { query: unknown }).query = (...args: unknown[]) => {
          if (inFlight === 0) tick();
          inFlight++;
          const result = query(...args);
          if (result instanceof Promise) {
            result.then(
              () => inFlight--,
              () => inFlight--,
            );
          } else {
            inFlight--;
          }
          return result;
        };
      });
    }
    const db = drizzle({ client: pool }) as unknown as Db;
    const database = wrap("postgres", db, await pgTransactions(pool), counter.read, () => pool.end());
    return {
      ...database,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.resolve(opts.dataDir, "pgdata");
  mkdirSync(dir, { recursive: true });
  return openPglite(await PGlite.create(dir), counter);
}

/**
 * Makes a pooled node-postgres client write all it sends in one tick as one socket write: node-postgres
 * writes every protocol message (Parse, Bind, Describe, Execute, Sync, …) on its own, which is one
 * system call each; corking the socket from a query call until the next tick joins them, and with
 * pipeline mode also the messages of the queries issued together (BEGIN + settings + check and a GET's
 * first query), into one write and usually one TCP segment.
 */
function batchWrites(client: PoolClient): void {
  const stream = socketOf(client);
  if (!stream) return;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork();
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    if (!corked) {
      corked = true;
      stream.cork();
      process.nextTick(uncork);
    }
    return query(...args);
  };
}

/**
 * An in-memory PGlite database (tests): empty, or the data directory of `loadDataDir`, a tarball that
 * {@link Database.dumpDataDir} made (the test suites' migrated templates).
 */
export async function openMemoryDatabase(opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  return openPglite(client, createCounter());
}

async function openPglite(client: PGlite, counter: ReturnType<typeof createCounter>): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { guarded, run } = await pgliteTransactions(client, counter.tick);
  const db = drizzle({ client: guarded }) as unknown as Db;
  const database = wrap("pglite", db, run, counter.read, () => client.close());
  return { ...database, dumpDataDir: (compression = "none") => client.dumpDataDir(compression) };
}

const settingsSql = (tenantId: number | null) =>
  tenantId === null
    ? `select set_config('role', '${APP_ROLE}', true)`
    : `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)`;

function wrap(
  kind: Database["kind"],
  db: Db,
  run: RunTransaction,
  roundTrips: () => number | null,
  close: () => Promise<void>,
): Database {
  return {
    kind,
    db,
    withTenant(tenantId, fn) {
      if (!isTenantId(tenantId)) return Promise.reject(new Error(`invalid tenant id ${tenantId}`));
      const check = currentSessionCheck();
      if (check?.state === "dead") return Promise.reject(sessionEnded());
      const verify = check?.state === "pending" && check.claims.tenantId === tenantId ? check : undefined;
      const settings = settingsSql(tenantId);
      // A GET or HEAD of a signed-in user: COMMIT rides along with its reads (transactions.ts).
      const commitAfterReads = check?.pipelined ? { reopen: settings } : undefined;
      if (!verify) return run(settings, fn, { commitAfterReads });
      const setup = `${settings}; ${requireSessionSql(verify.claims)}`;
      return run(setup, fn, {
        commitAfterReads,
        pipelined: verify.pipelined,
        onOpened: () => {
          verify.state = "live";
        },
      }).catch((err: unknown) => {
        if (sqlStateOf(err) !== SESSION_ENDED_SQLSTATE) throw err;
        verify.state = "dead";
        throw sessionEnded();
      });
    },
    withoutTenant(fn) {
      if (currentSessionCheck()?.state === "dead") return Promise.reject(sessionEnded());
      return run(settingsSql(null), (tx) => fn(tx));
    },
    roundTrips,
    close,
  };
}
