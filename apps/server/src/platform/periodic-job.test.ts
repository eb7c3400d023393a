import { afterEach, describe, expect, it, vi } from "vitest";
import { JOB_RETRY_MS, JOB_STOP_WAIT_MS, startPeriodicJob } from "./periodic-job.ts";

afterEach(() => vi.useRealTimers());

function recordingLog() {
  const lines: [string, string, object][] = [];
  return {
    lines,
    log: {
      info: (o: object, msg: string) => lines.push(["info", msg, o]),
      error: (o: object, msg: string) => lines.push(["error", msg, o]),
    },
  };
}

describe("startPeriodicJob", () => {
  it("runs after the first delay and then every interval; logs passes with work; stop ends it", async () => {
    vi.useFakeTimers();
    const results = [0, 2, 1];
    const run = vi.fn(async () => results.shift() ?? 0);
    const { lines, log } = recordingLog();
    const stop = startPeriodicJob({ name: "test job", firstRunMs: 1000, everyMs: 10_000, run }, log);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(3);
    // the pass with nothing to do (0) logs nothing
    expect(lines).toEqual([
      ["info", "test job", { count: 2 }],
      ["info", "test job", { count: 1 }],
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("logs a failing pass with its message only and keeps running; `done` decides about object results", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection refused");
      return { warned: 0, erased: calls };
    };
    const { lines, log } = recordingLog();
    const stop = startPeriodicJob(
      { name: "retention", firstRunMs: 0, everyMs: 1000, run, done: (r) => r.erased > 0 },
      log,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toEqual([
      ["error", "retention failed", { err: "connection refused" }],
      ["info", "retention", { warned: 0, erased: 2 }],
    ]);
    stop();
  });

  it("tries a failed pass of a daily job again after a minute, not only the next day", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection refused");
      return 1;
    });
    const { lines, log } = recordingLog();
    const stop = startPeriodicJob({ name: "daily", firstRunMs: 0, everyMs: 86_400_000, run }, log);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([
      ["error", "daily failed", { err: "connection refused", retryInMs: JOB_RETRY_MS }],
      ["info", "daily", { count: 1 }],
    ]);
    stop();
  });

  it("stop waits for the pass running at that moment (a shutdown closes the database after it), at most JOB_STOP_WAIT_MS", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const { log } = recordingLog();
    const stop = startPeriodicJob({ name: "slow job", firstRunMs: 0, everyMs: 10_000, run }, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    void stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);

    // a pass that never ends holds the stop for JOB_STOP_WAIT_MS only
    const hung = startPeriodicJob(
      { name: "hung job", firstRunMs: 0, everyMs: 10_000, run: () => new Promise<number>(() => {}) },
      log,
    );
    await vi.advanceTimersByTimeAsync(0);
    let hungStopped = false;
    void hung().then(() => (hungStopped = true));
    await vi.advanceTimersByTimeAsync(JOB_STOP_WAIT_MS - 1);
    expect(hungStopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(hungStopped).toBe(true);
    // stopping with nothing running settles at once
    await expect(stop()).resolves.toBeUndefined();
  });
});
