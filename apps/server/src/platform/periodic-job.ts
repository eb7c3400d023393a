import type { FastifyInstance } from "fastify";

/** Where a job logs: pino's (and Fastify's) `info` / `error` shape. */
export type JobLog = {
  info: (o: object, msg: string) => void;
  error: (o: object, msg: string) => void;
};

/**
 * A background job that runs on every instance: `run` does one pass and resolves to what it did (a count
 * or an object of counts), logged under `name` when `done` says there was work; it must be idempotent and
 * safe on several instances at once (the jobs claim their work by unique keys or row locks).
 */
export type PeriodicJob<T> = {
  /** Log message stem, e.g. "fleet reminders". */
  name: string;
  /** Delay of the first pass after start, ms. */
  firstRunMs: number;
  /** Interval of the later passes, ms. */
  everyMs: number;
  run: () => Promise<T>;
  /** Whether a pass did anything worth a log line (default: a number above 0). */
  done?: (result: T) => boolean;
};

/**
 * Starts `job` on this process: first pass after `firstRunMs`, then every `everyMs`. A failing pass is
 * logged (`<name> failed`, the message only) and never thrown; the timers do not keep the process alive.
 * Returns the function that stops it.
 */
export function startPeriodicJob<T>(job: PeriodicJob<T>, log: JobLog): () => void {
  const done = job.done ?? ((r: T) => typeof r === "number" && r > 0);
  const pass = () => {
    job.run().then(
      (result) => {
        if (done(result)) {
          log.info(typeof result === "object" && result ? result : { count: result }, job.name);
        }
      },
      (err: unknown) =>
        log.error({ err: err instanceof Error ? err.message : String(err) }, `${job.name} failed`),
    );
  };
  const first = setTimeout(pass, job.firstRunMs);
  const every = setInterval(pass, job.everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** Starts `job` when `app` is ready and stops it when `app` closes (logging to the app's logger). */
export function registerPeriodicJob<T>(app: FastifyInstance, job: PeriodicJob<T>): void {
  let stop = () => {};
  app.addHook("onReady", async () => {
    stop = startPeriodicJob(job, app.log);
  });
  app.addHook("onClose", async () => stop());
}
