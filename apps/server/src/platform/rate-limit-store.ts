import { createRequire } from "node:module";
import { Redis } from "ioredis";

/**
 * The counters of `@fastify/rate-limit` shared by every instance (issue 20 §2): the plugin's own Redis
 * store (one Lua INCR + PEXPIRE per call, keys `<prefix><route>-<ip>`) on `REDIS_URL`, and, while Redis
 * cannot be reached, the plugin's own in-memory store of this instance — the limit then holds per
 * instance, sign-in keeps working, and the log says so once per outage (warn) and again when Redis is
 * back (info). Nothing is home-made but the switch between the two.
 */

/** What `@fastify/rate-limit` calls on a store (its `store/*.js` files; they ship no types). */
type Counter = { current: number; ttl: number };
type Callback = (err: Error | null, res: Counter | null) => void;
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
interface PluginStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions & { routeInfo: { method: string; url: string } }): PluginStore;
}
type StoreConstructor<A extends unknown[]> = new (...args: A) => PluginStore;
/** The two log calls the store makes (a pino or Fastify logger). */
type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

const requireCjs = createRequire(import.meta.url);
const RedisStore = requireCjs("@fastify/rate-limit/store/RedisStore.js") as StoreConstructor<
  [boolean | undefined, boolean | undefined, Redis, string]
>;
const LocalStore = requireCjs("@fastify/rate-limit/store/LocalStore.js") as StoreConstructor<
  [boolean | undefined, boolean | undefined, number | undefined]
>;

/**
 * A Redis client for the rate limit, connected (or given up on) when this resolves, at most
 * `connectTimeout` (2 s) after the call: commands fail at once while disconnected (no offline queue, one
 * try), so a call falls back to memory without waiting; it reconnects on its own. Its `error` events
 * are dropped here (the store logs the outage), never thrown.
 */
export async function connectRateLimitRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // ioredis emits `error` on every failed reconnect; without a listener Node would crash the process.
  redis.on("error", () => undefined);
  // Down at start: the first calls count in memory and ioredis keeps trying in the background.
  await redis.connect().catch(() => undefined);
  return redis;
}

/**
 * The store class to pass as `@fastify/rate-limit`'s `store` option: counts in `redis` under `prefix`
 * (for example `office:rate-limit:`), falls back to memory while `redis` fails. `log` gets one warning
 * when the fallback starts and one info line when Redis answers again.
 */
export function sharedRateLimitStore(redis: Redis, prefix: string, log: Log) {
  let isDown = false;
  const onRedis = (cb: Callback, fallback: () => void): Callback => {
    return (err, res) => {
      if (!err) {
        if (isDown) {
          isDown = false;
          log.info("Redis is reachable again: the rate limits count across instances again");
        }
        cb(null, res);
        return;
      }
      if (!isDown) {
        isDown = true;
        log.warn(
          { err: err.message },
          "Redis is unreachable: the rate limits count in this instance's memory until it is back",
        );
      }
      fallback();
    };
  };

  class FallbackStore implements PluginStore {
    constructor(
      private readonly shared: PluginStore,
      private readonly local: PluginStore,
    ) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.incr(
        key,
        onRedis(cb, () => this.local.incr(key, cb, timeWindow, max)),
        timeWindow,
        max,
      );
    }
    read(key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.read(
        key,
        onRedis(cb, () => this.local.read(key, cb, timeWindow, max)),
        timeWindow,
        max,
      );
    }
    child(routeOptions: RouteOptions & { routeInfo: { method: string; url: string } }): PluginStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** Built once by the plugin with its global options. */
  return class SharedRateLimitStore extends FallbackStore {
    constructor(options: RouteOptions) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, prefix),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
      );
    }
  };
}
