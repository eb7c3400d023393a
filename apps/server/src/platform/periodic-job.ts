import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Database } from "./db.ts";
import { jobRuns } from "./metrics.ts";
import { rowsOf } from "./migrate.ts";

/** Where a job logs: pino's (and Fastify's) `info` / `error` shape. */
export type JobLog = {
  info: (o: object, msg: string) => void;
  error: (o: object, msg: string) => void;
};

/**
 * A background job: `run` does one pass and resolves to what it did (a count or an object of counts),
 * logged under `name` when `done` says there was work. Every instance schedules it; with `database` on
 * PostgreSQL one pass runs on one instance at a time ({@link runExclusively}), and the jobs also claim
 * their work by unique keys or row locks, so an effect (a reminder, an erasure) happens once.
 */
export type PeriodicJob<T> = {
  /** Log message stem and the job's identity across instances, e.g. "fleet reminders". */
  name: string;
  /** The database that coordinates the instances (omitted: the pass runs on every instance). */
  database?: Database;
  /** Delay of the first pass after start, ms. */
  firstRunMs: number;
  /** Interval of the later passes, ms. */
  everyMs: number;
  run: () => Promise<T>;
  /** Whether a pass did anything worth a log line (default: a number above 0). */
  done?: (result: T) => boolean;
};

/** A failed pass is tried again after this long (when the next regular pass is further away). */
export const JOB_RETRY_MS = 60_000;

/** How long stopping a job waits for its running pass to end (a shutdown's grace is 10 s too). */
export const JOB_STOP_WAIT_MS = 10_000;

/**
 * Runs `pass` unless another instance is running the pass of the job `name` right now (issue 20 §3). On
 * PostgreSQL the coordinator is a transaction-scoped advisory try-lock, `pg_try_advisory_xact_lock(
 * hashtext('office-job'), hashtext(name))`, held on one pooled connection for the whole pass and
 * released when it ends or fails (also when the instance dies: the connection closes). PGlite is one
 * process: the pass just runs. Answers `{ ran: true, result }`, or `{ ran: false }` when another
 * instance held the lock; rejects with the pass's error.
 */
export async function runExclusively<T>(
  database: Database,
  name: string,
  pass: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (database.kind !== "postgres") return { ran: true, result: await pass() };
  return database.db.transaction(async (tx) => {
    const [row] = await rowsOf<{ got: boolean }>(
      tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('office-job'), hashtext(${name})) as got`),
    );
    if (!row?.got) return { ran: false as const };
    return { ran: true as const, result: await pass() };
  });
}

/**
 * Starts `job` on this process: first pass after `firstRunMs`, then every `everyMs`; with `job.database`
 * each pass runs only where no other instance runs it at the same moment ({@link runExclusively}). A
 * failing pass is logged (`<name> failed`, the message only), never thrown, and tried again after
 * {@link JOB_RETRY_MS} unless the next regular pass comes sooner; the timers do not keep the process
 * alive. Returns the function that stops it: no pass starts after it is called, and the promise it
 * answers settles when the pass running at that moment (if any) has ended — at most
 * {@link JOB_STOP_WAIT_MS} later — so that a shutdown lets it finish before closing the database.
 */
export function startPeriodicJob<T>(job: PeriodicJob<T>, log: JobLog): () => Promise<void> {
  const done = job.done ?? ((r: T) => typeof r === "number" && r > 0);
  const retryMs = job.everyMs > JOB_RETRY_MS ? JOB_RETRY_MS : null;
  let retry: NodeJS.Timeout | undefined;
  let isStopped = false;
  let running: Promise<void> | undefined;
  const run = async (): Promise<{ ran: true; result: T } | { ran: false }> =>
    job.database ? runExclusively(job.database, job.name, job.run) : { ran: true, result: await job.run() };
  const pass = () => {
    if (isStopped) return;
    const current = run().then(
      (outcome) => {
        jobRuns.inc({ job: job.name, result: outcome.ran ? "ok" : "skipped" });
        if (outcome.ran && done(outcome.result)) {
          const result = outcome.result;
          log.info(typeof result === "object" && result ? result : { count: result }, job.name);
        }
      },
      (err: unknown) => {
        jobRuns.inc({ job: job.name, result: "failed" });
        const message = err instanceof Error ? err.message : String(err);
        log.error(
          retryMs === null ? { err: message } : { err: message, retryInMs: retryMs },
          `${job.name} failed`,
        );
        if (isStopped || retryMs === null) return;
        clearTimeout(retry);
        retry = setTimeout(pass, retryMs);
        retry.unref();
      },
    );
    running = current;
    void current.finally(() => {
      if (running === current) running = undefined;
    });
  };
  const first = setTimeout(pass, job.firstRunMs);
  const every = setInterval(pass, job.everyMs);
  first.unref();
  every.unref();
  return () => {
    isStopped = true;
    clearTimeout(first);
    clearInterval(every);
    clearTimeout(retry);
    if (!running) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, JOB_STOP_WAIT_MS);
      timer.unref();
    });
    return Promise.race([running, waited]).finally(() => clearTimeout(timer));
  };
}

/**
 * Starts `job` when `app` is ready and stops it when `app` closes (logging to the app's logger); the
 * close waits for a pass that is running then.
 */
export function registerPeriodicJob<T>(app: FastifyInstance, job: PeriodicJob<T>): void {
  let stop: () => Promise<void> = async () => {};
  app.addHook("onReady", async () => {
    stop = startPeriodicJob(job, app.log);
  });
  app.addHook("onClose", async () => stop());
}
