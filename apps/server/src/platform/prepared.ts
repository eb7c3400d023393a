import type { Tx } from "./db.ts";

/** What Drizzle's `.prepare(name)` answers, as far as this module uses it. */
type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** The driver session behind a Drizzle transaction (Drizzle keeps it on `session`, its client on `client`). */
type SessionLike = { client: unknown; constructor: object };

/**
 * A Drizzle query that is built once per process and driver, then run in any transaction with new
 * placeholder values. Building a query (`getSQL` + `sqlToQuery`: walking every selected column) is
 * about a fifth of the server's CPU for a single-row read (issue 7 §6 profile), and a hot query's
 * text never changes; its values travel as `sql.placeholder(name)`.
 *
 * `build(tx)` must answer the same query for every transaction, with placeholders for every value
 * that varies (no `Date.now()`, no ids of the caller built in). The statement is named `name` on
 * node-postgres, so each pooled connection parses and plans it once; names must be unique (use the
 * `office_q_` prefix). Row-level security and the transaction's settings apply as for any query: the
 * prepared query only carries the SQL text and the result mapping, and runs on the client of the
 * transaction it is given.
 *
 * Answers `(tx, values) => rows`, typed as the query's own result.
 */
export function reusableQuery<R>(
  name: string,
  build: (tx: Tx) => { prepare(name: string): Prepared<R> },
): (tx: Tx, values: Record<string, unknown>) => Promise<R> {
  // One built query per driver: a process (a test run) may use PGlite and node-postgres side by side.
  const byDriver = new Map<object, Prepared<R> & { client: unknown }>();
  return (tx, values) => {
    const session = (tx as unknown as { session: SessionLike }).session;
    let built = byDriver.get(session.constructor);
    if (!built) {
      built = build(tx).prepare(name) as Prepared<R> & { client: unknown };
      byDriver.set(session.constructor, built);
    }
    // The same prepared query, run on this transaction's connection.
    const bound = Object.create(built) as Prepared<R> & { client: unknown };
    bound.client = session.client;
    return bound.execute(values);
  };
}
