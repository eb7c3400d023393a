import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appBackend, createTestApp, host, type TestApp } from "../test/harness.ts";
import { connectRateLimitRedis, sharedRateLimitStore } from "./rate-limit-store.ts";

/**
 * Issue 20 §2: the sign-in limit (`OFFICE_AUTH_RATE_LIMIT`) counts across instances in Redis, and falls
 * back to each instance's memory while Redis is down. The shared part runs on the Redis of
 * `TEST_REDIS_URL` (`.ci/run` sets the machine's, redis://127.0.0.1:6379); the fallback needs none.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
/** A port nothing listens on: Redis "down". */
const DOWN_URL = "redis://127.0.0.1:1";

const loginFrom = (t: TestApp, remoteAddress: string, password = "nem-ez-a-jelszo") =>
  t.app.inject({
    method: "POST",
    url: "/api/login2",
    headers: host("demo"),
    remoteAddress,
    payload: { username: "senki", password },
  });

describe.skipIf(!REDIS_URL)("the sign-in limit shared by two instances on Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A prefix of its own: parallel runs (and other suites) on the same Redis never share a counter.
    const env = {
      REDIS_URL: REDIS_URL ?? "",
      REDIS_KEY_PREFIX: `office-test-${randomUUID()}:`,
      OFFICE_AUTH_RATE_LIMIT: "3",
    };
    [a, b] = await Promise.all([createTestApp(appBackend, env), createTestApp(appBackend, env)]);
  });
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  it("three calls through either instance use up the minute of that IP on both", async () => {
    const ip = "198.51.100.7";
    expect((await loginFrom(a, ip)).statusCode).toBe(401);
    expect((await loginFrom(b, ip)).statusCode).toBe(401);
    expect((await loginFrom(a, ip)).statusCode).toBe(401);
    const refused = await loginFrom(b, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Túl sok kérés. Próbáld újra egy perc múlva." });
    expect((await loginFrom(a, ip)).statusCode).toBe(429);
    // Another address has its own count.
    expect((await loginFrom(b, "198.51.100.8")).statusCode).toBe(401);
  });
});

describe("the sign-in limit while Redis is down", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(appBackend, { REDIS_URL: DOWN_URL, OFFICE_AUTH_RATE_LIMIT: "3" });
  });
  afterAll(async () => t?.close());

  it("signs in, and still refuses the fourth call of a minute from this instance's memory", async () => {
    const ip = "198.51.100.20";
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login2",
      headers: host("demo"),
      remoteAddress: ip,
      payload: { username: "admin", password: "demo1234" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await loginFrom(t, ip)).statusCode).toBe(401);
    expect((await loginFrom(t, ip)).statusCode).toBe(401);
    expect((await loginFrom(t, ip)).statusCode).toBe(429);
  });
});

describe("the store's switch between Redis and memory", () => {
  it("counts in memory at once when Redis fails, and logs the outage once", async () => {
    const redis = await connectRateLimitRedis(DOWN_URL);
    const log = { warn: vi.fn(), info: vi.fn() };
    try {
      const Store = sharedRateLimitStore(redis, "office-test:", log);
      const store = new Store({});
      const incr = () =>
        new Promise<{ current: number; ttl: number } | null>((resolve, reject) =>
          store.incr("198.51.100.30", (err, res) => (err ? reject(err) : resolve(res)), 60_000, 3),
        );
      const started = performance.now();
      expect((await incr())?.current).toBe(1);
      expect((await incr())?.current).toBe(2);
      // No wait for a connection: the offline queue is off.
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]?.[1]).toContain("this instance's memory");
    } finally {
      redis.disconnect();
    }
  });

  it.skipIf(!REDIS_URL)("counts in Redis while it answers, and logs nothing", async () => {
    const redis = await connectRateLimitRedis(REDIS_URL ?? "");
    const log = { warn: vi.fn(), info: vi.fn() };
    try {
      expect(redis.status).toBe("ready");
      const prefix = `office-test-${randomUUID()}:`;
      const Store = sharedRateLimitStore(redis, prefix, log);
      const store = new Store({});
      const incr = () =>
        new Promise<{ current: number; ttl: number } | null>((resolve, reject) =>
          store.incr("198.51.100.31", (err, res) => (err ? reject(err) : resolve(res)), 60_000, 3),
        );
      expect((await incr())?.current).toBe(1);
      expect(await redis.get(`${prefix}198.51.100.31`)).toBe("1");
      expect(log.warn).not.toHaveBeenCalled();
      await redis.del(`${prefix}198.51.100.31`);
    } finally {
      redis.disconnect();
    }
  });
});
