import pino from "pino";
import { buildApp } from "./app/app.ts";
import { createPlatform } from "./app/bootstrap.ts";
import { loadConfig } from "./platform/config.ts";
import { startThrottleCleanup } from "./modules/auth/throttle-cleanup.ts";
import { startApplicantRetentionJob } from "./modules/applicants/applicant-retention.job.ts";
import { seedDemoData, DEMO_USERS, DEMO_PASSWORD } from "./demo/seed.ts";

/** How long a shutdown waits for the requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Log redaction: never tokens, passwords or cookies (issue 2 §2). */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.newPassword",
  "*.oldPassword",
  "*.token",
  "*.access_token",
];

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, redact: REDACT });
  const platform = await createPlatform(config, logger);
  if (config.demo) {
    const created = await seedDemoData(platform);
    if (created) logger.info("demo data created (tenants demo and beta)");
  }
  const app = await buildApp(platform, { loggerInstance: logger });
  const stopCleanup = startThrottleCleanup(platform.database, logger);
  const stopRetention = startApplicantRetentionJob(platform.database, platform.storage, logger);
  // SIGTERM / SIGINT (issue 20 §4): from now on every new request — the readiness probe too — gets 503
  // (Fastify's return503OnClosing), the listener stops accepting, requests in flight finish (at most
  // SHUTDOWN_GRACE_MS), then the database pool closes and the process exits 0.
  let isClosing = false;
  const close = async () => {
    if (isClosing) return;
    isClosing = true;
    logger.info("shutting down: finishing the requests in flight");
    // No new job pass starts; a pass running now ends before the database closes (below).
    const jobsStopped = Promise.all([stopCleanup(), stopRetention()]);
    const forced = setTimeout(() => {
      logger.warn(`requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
    } finally {
      clearTimeout(forced);
    }
    await jobsStopped;
    await platform.database.close();
    process.exit(0);
  };
  process.on("SIGINT", close);
  process.on("SIGTERM", close);
  await app.listen({ port: config.port, host: config.host });
  const port = config.port;
  const lines = [
    "",
    `  Office fut: http://demo.localhost:${port}  (http://localhost:${port} → ${config.defaultTenant})`,
    `  Adatbázis: ${config.databaseUrl ? "PostgreSQL" : `beágyazott PGlite (${config.dataDir})`}`,
  ];
  if (config.demo) {
    lines.push(
      `  Demó felhasználók (jelszó: ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.username).join(", ")}`,
    );
    lines.push(`  Második cég: http://beta.localhost:${port} (admin / ${DEMO_PASSWORD})`);
  }
  console.log(lines.join("\n") + "\n");
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
