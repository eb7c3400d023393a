import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { appliedMigrationMillis, headMigrationMillis } from "../platform/migrate.ts";
import type { Platform } from "../platform/platform.ts";

/** One readiness check's outcome; never a version, host or error text (the answer is public). */
export type CheckResult = "ok" | "failing";
/** `GET /api/ready`'s body. */
export type Readiness = { status: "ok" | "unavailable"; checks: Record<string, CheckResult> };

/** `GET /api/ready`'s answer once the server is closing. */
const SHUTTING_DOWN: Readiness = { status: "unavailable", checks: { shutdown: "failing" } };

/** A check that has not answered in this time fails (a hung database must not hang the probe). */
const CHECK_TIMEOUT_MS = 2_000;

/** Runs `check` with {@link CHECK_TIMEOUT_MS}; `ok` when it resolves true in time, else `failing`. */
async function run(check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check().catch(() => false), timeout])) ? "ok" : "failing";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The checks of `GET /api/ready` (issue 20 §4), side by side: `database` (a `select 1` answers),
 * `migrations` (the newest migration drizzle recorded is this build's newest — an instance of a newer
 * build is not ready until `npm run cli -- migrate` ran), `storage` (the file store answers).
 */
export async function checkReadiness(p: Platform, head = headMigrationMillis()): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    run(async () => {
      await p.database.db.execute(sql`select 1`);
      return true;
    }),
    run(async () => (await appliedMigrationMillis(p.database)) >= head),
    run(async () => {
      await p.storage.get("health/ready-probe.txt");
      return true;
    }),
  ]);
  const checks = { database, migrations, storage };
  const isReady = Object.values(checks).every((c) => c === "ok");
  return { status: isReady ? "ok" : "unavailable", checks };
}

/**
 * Liveness and readiness for a load balancer (issue 20 §4), without tenant and sign-in:
 * - `GET /api/health` → 200 `{ "status": "ok" }`, touching nothing (the process answers);
 * - `GET /api/ready` → 200 `{ "status": "ok", "checks": { … } }` when {@link checkReadiness} passes, else
 *   503 `{ "status": "unavailable", "checks": { … } }`; from the moment the server starts closing
 *   (SIGTERM, `preClose`) 503 with `{ "shutdown": "failing" }`, so a load balancer stops sending at once
 *   (Fastify also answers 503 to new requests on open connections, `return503OnClosing`).
 */
export function registerHealthRoutes(app: FastifyInstance, platform: Platform): void {
  const head = headMigrationMillis();
  let isClosing = false;
  app.addHook("preClose", (done) => {
    isClosing = true;
    done();
  });
  // A request that finishes while the server closes ends its connection: otherwise the keep-alive socket
  // would hold the close open for Fastify's keep-alive timeout (72 s).
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (isClosing) reply.header("connection", "close");
    done(null, payload);
  });
  app.get("/api/health", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/api/ready", { schema: { hide: true } }, async (_req, reply) => {
    const checked = isClosing ? null : await checkReadiness(platform, head);
    // A probe answered after the close began (even one that started before it) says unavailable.
    const readiness = isClosing || !checked ? SHUTTING_DOWN : checked;
    return reply
      .code(readiness.status === "ok" ? 200 : 503)
      .header("cache-control", "no-store")
      .send(readiness);
  });
}
