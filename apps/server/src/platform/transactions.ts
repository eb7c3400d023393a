import type { PGlite } from "@electric-sql/pglite";
import type { Socket } from "node:net";
import type { Pool, PoolClient } from "pg";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Tx } from "./db.ts";

/** How {@link RunTransaction} runs `fn` against the opening message. */
export type RunOptions = {
  /**
   * Start `fn` at once: its first statements go out behind the opening message on the same connection
   * before that message's answer (pipelined, one round trip for both; node-postgres in pipeline mode).
   * Used only when the opening message can itself abort the transaction (the session check raises), so
   * that nothing `fn` sends can take effect when it fails. PGlite has one connection and ignores it.
   */
  pipelined?: boolean;
  /** Called once the opening message has succeeded, before `fn`'s result or error is reported. */
  onOpened?: () => void;
  /**
   * A read request's transaction (GET or HEAD; node-postgres only, PGlite ignores it): while `fn` has
   * sent only plain reads ({@link isPlainRead}), COMMIT goes out right behind them, in the same round
   * trip, instead of after their answers — so a GET that reads once costs one round trip. A statement
   * `fn` sends after such a COMMIT runs in a new transaction opened with `reopen` (the role and tenant
   * settings; the session was confirmed by then), and from the first statement that is not a plain
   * read on, the transaction is an ordinary one, committed when `fn` resolves. Under READ COMMITTED
   * each statement reads its own snapshot anyway, and a plain read takes no lock that the COMMIT would
   * release early, so the reads mean the same as in one transaction.
   */
  commitAfterReads?: { reopen: string };
};

/**
 * Runs `fn` in one transaction whose first round trip is the simple-query message `BEGIN; <setup>`
 * (`setup`: one or more statements built only from validated literals, see db.ts). `fn` gets the
 * Drizzle transaction. COMMIT when `fn` resolves, ROLLBACK when it throws (the error is rethrown).
 * When the opening message fails, its error is the one thrown, also when `fn` (pipelined) failed
 * because of it. A COMMIT that the database answers with ROLLBACK (the transaction had failed and the
 * error was swallowed) throws instead of reporting success.
 */
export type RunTransaction = <T>(setup: string, fn: (tx: Tx) => Promise<T>, opts?: RunOptions) => Promise<T>;

const ABORTED = "transaction was aborted; COMMIT rolled it back";

/** How many distinct statement texts get a prepared-statement name (per process; the rest run unnamed). */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * Gives each distinct Drizzle statement text a name, so that node-postgres prepares it once per
 * connection and later only binds and executes it: PostgreSQL skips parsing and planning, which is
 * most of its work for the small queries of a request. Names are unique per text; after
 * {@link MAX_NAMED_STATEMENTS} texts (statements built with varying shapes), new ones run unnamed.
 * Plans stay correct under row-level security: PostgreSQL re-plans when the role changes and
 * `current_setting('app.tenant_id')` is evaluated at execution.
 */
function createStatementNamer() {
  const names = new Map<string, string>();
  return (config: unknown): unknown => {
    if (!config || typeof config !== "object") return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (typeof text !== "string" || name) return config;
    let assigned = names.get(text);
    if (!assigned) {
      if (names.size >= MAX_NAMED_STATEMENTS) return config;
      assigned = `office_${names.size}`;
      names.set(text, assigned);
    }
    return { ...config, name: assigned };
  };
}

/**
 * The socket under a node-postgres client (its `connection.stream`), or undefined when the client
 * has none (a different driver build): writes can then only go out one by one.
 */
export function socketOf(client: PoolClient): Socket | undefined {
  const stream = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  return stream && typeof stream.cork === "function" ? stream : undefined;
}

/**
 * True for a statement that only reads and locks nothing: a Drizzle query-builder `select` (sent with
 * `rowMode: "array"`; raw `tx.execute` statements, such as the advisory locks of `locks.ts`, never
 * count) without a row-locking clause (`FOR UPDATE`, `FOR NO KEY UPDATE`, `FOR SHARE`, `FOR KEY SHARE`).
 */
export function isPlainRead(config: unknown): boolean {
  if (!config || typeof config !== "object") return false;
  const { text, rowMode } = config as { text?: unknown; rowMode?: unknown };
  return (
    rowMode === "array" &&
    typeof text === "string" &&
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(?:update|no\s+key\s+update|share|key\s+share)\b/i.test(text)
  );
}

/**
 * Transactions on a node-postgres pool (whose clients should run in pipeline mode, see db.ts): one
 * pooled connection per transaction; Drizzle's own transaction object is built over it, so
 * repositories use `tx` exactly as with `db.transaction` (savepoints through `tx.transaction`
 * included). Drizzle's statements are prepared per connection (see createStatementNamer). A
 * connection whose ROLLBACK fails is destroyed.
 */
export async function pgTransactions(pool: Pool): Promise<RunTransaction> {
  const { NodePgSession, NodePgTransaction } = await import("drizzle-orm/node-postgres");
  const dialect = new PgDialect();
  const named = createStatementNamer();
  return async (setup, fn, opts = {}) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // The opening messages in the order sent: the first one (with the session check, when there is
    // one), then one per transaction reopened after an early COMMIT (commitAfterReads).
    const openings: Promise<void>[] = [];
    const begin = (statements: string, onOpened?: () => void) => {
      const opening = client.query(`begin; ${statements}`).then(() => onOpened?.());
      // Awaited below on every path; this only keeps a failure that arrives first from counting as unhandled.
      opening.catch(() => undefined);
      openings.push(opening);
    };
    const openingsSettled = async () => {
      for (const opening of openings) await opening; // a failed opening (an ended session) is the error to report
    };
    let open = true; // a transaction is open on the connection
    let readsOnly = opts.commitAfterReads !== undefined;
    let earlyCommit: NodeJS.Immediate | undefined;
    const commits: Promise<{ command: string }>[] = [];
    // While reads may still be followed by an early COMMIT, the socket is held corked, so that the
    // opening message, the reads and the COMMIT leave in one write (one system call, one segment).
    const socket = socketOf(client);
    let held = false;
    const hold = () => {
      if (held || !socket) return;
      held = true;
      socket.cork();
    };
    const flush = () => {
      if (!held || !socket) return;
      held = false;
      socket.uncork();
    };
    const commit = () => {
      earlyCommit = undefined;
      open = false;
      const answer = client.query("commit");
      answer.catch(() => undefined);
      commits.push(answer);
      flush();
    };
    const stopEarlyCommit = () => {
      if (earlyCommit) clearImmediate(earlyCommit);
      earlyCommit = undefined;
    };
    const prepared = {
      query: (config: unknown, values?: unknown[]) => {
        const read = readsOnly && isPlainRead(config);
        if (read) hold();
        else if (readsOnly) {
          readsOnly = false;
          stopEarlyCommit();
        }
        if (!open && opts.commitAfterReads) {
          begin(opts.commitAfterReads.reopen);
          open = true;
        }
        const answer = client.query(named(config) as string, values);
        // After every statement issued in this turn of the event loop (a Promise.all of reads joins
        // in), before any answer can be read: the COMMIT rides in the reads' round trip.
        if (read) earlyCommit ??= setImmediate(commit);
        else flush();
        return answer;
      },
    };
    if (opts.pipelined && readsOnly) hold();
    begin(setup, opts.onOpened);
    try {
      if (!opts.pipelined) await openingsSettled();
      const session = new NodePgSession(prepared as unknown as typeof client, dialect, undefined);
      const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
      let out;
      try {
        out = await fn(tx);
      } catch (err) {
        stopEarlyCommit();
        flush();
        await openingsSettled();
        throw err;
      }
      stopEarlyCommit();
      if (open) commit();
      flush();
      await openingsSettled();
      for (const answer of commits) if ((await answer).command === "ROLLBACK") throw new Error(ABORTED);
      return out;
    } catch (err) {
      stopEarlyCommit();
      flush();
      if (open) {
        await client.query("rollback").catch((e: unknown) => {
          broken = e instanceof Error ? e : new Error(String(e));
        });
      }
      await Promise.allSettled(commits);
      throw err;
    } finally {
      client.release(broken);
    }
  };
}

/** A promise-chain mutex: `run` calls wait for each other, in order. */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      const result = tail.then(fn);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/**
 * Transactions on PGlite (one connection). PGlite's own `transaction()` would send BEGIN alone, so
 * transactions here hold a mutex of their own instead, and `guarded` — the client Drizzle's
 * top-level `db` uses — takes the same mutex for each call, so nothing runs inside another's
 * transaction. (As with PGlite's lock, using the top-level `db` inside a transaction waits forever.)
 * `tick` counts round trips (calls into PGlite) when given.
 */
export async function pgliteTransactions(
  client: PGlite,
  tick: (() => void) | undefined,
): Promise<{ guarded: PGlite; run: RunTransaction }> {
  const { PgliteSession, PgliteTransaction } = await import("drizzle-orm/pglite");
  const dialect = new PgDialect();
  const mutex = createMutex();
  const count = <T>(p: () => Promise<T>): Promise<T> => (tick?.(), p());
  const inside = {
    query: (...args: Parameters<PGlite["query"]>) => count(() => client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => count(() => client.exec(...args)),
    transaction: () => Promise.reject(new Error("PGlite: no nested transaction here (use tx.transaction)")),
  } as unknown as PGlite;
  const guarded = {
    query: (...args: Parameters<PGlite["query"]>) => mutex.run(() => count(() => client.query(...args))),
    exec: (...args: Parameters<PGlite["exec"]>) => mutex.run(() => count(() => client.exec(...args))),
    transaction: (cb: Parameters<PGlite["transaction"]>[0]) =>
      mutex.run(() => count(() => client.transaction(cb))),
  } as unknown as PGlite;
  const run: RunTransaction = (setup, fn, opts = {}) =>
    mutex.run(async () => {
      try {
        await count(() => client.exec(`BEGIN; ${setup}`));
        opts.onOpened?.();
        const session = new PgliteSession(inside, dialect, undefined);
        const tx = new PgliteTransaction(dialect, session, undefined) as unknown as Tx;
        const out = await fn(tx);
        const [commit] = await count(() => client.exec("COMMIT"));
        if (commit?.command === "ROLLBACK") throw new Error(ABORTED);
        return out;
      } catch (err) {
        await count(() => client.exec("ROLLBACK")).catch(() => undefined);
        throw err;
      }
    });
  return { guarded, run };
}
