import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../platform/config.ts";
import { openDatabase, type Database } from "../platform/db.ts";
import { createMailer, type Mailer } from "../platform/mail.ts";
import { assertTenantIsolation, migrate } from "../platform/migrate.ts";
import { createLocalStorage, type FileStorage } from "../platform/storage.ts";
import { createS3Client, createS3Storage } from "../platform/storage-s3.ts";
import { createTenantDirectory } from "../platform/tenancy.ts";
import { createTokenService, resolveJwtSecret } from "../platform/tokens.ts";
import type { Platform } from "../platform/platform.ts";
import { createMailOutbox } from "../modules/mail/outbox.repository.ts";
import { findTenantBySlug } from "../modules/tenants/tenants.repository.ts";

/** The version put into tokens; bumped with releases. */
export const APP_VERSION = "0.1.0";

/**
 * Wires the platform for `config`: opens (or takes) the database, migrates it, checks tenant
 * isolation (throws and refuses to start when RLS does not hold), and builds the services.
 */
export async function createPlatform(
  config: Config,
  log: FastifyBaseLogger,
  overrides: { database?: Database; mailer?: Mailer } = {},
): Promise<Platform> {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database);
  exposeRoundTrips(database);
  await assertTenantIsolation(database);
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  return {
    config,
    database,
    tenants: createTenantDirectory((slug) => findTenantBySlug(database, slug)),
    tokens: createTokenService({ secret, issuer: config.jwtIssuer }),
    mailer:
      overrides.mailer ??
      createMailer({
        outbox: createMailOutbox(database),
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log,
        logBodies: config.nodeEnv !== "production",
      }),
    storage: createFileStorage(config),
    appVersion: APP_VERSION,
  };
}

/** The bucket named by `S3_BUCKET` when set (issue 20 §1), else the local disk under `DATA_DIR/files`. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3
    ? createS3Storage(createS3Client(config.s3), config.s3.bucket)
    : createLocalStorage(path.resolve(config.dataDir, "files"));
}

/**
 * For `npm run bench` only: with `OFFICE_COUNT_QUERIES=1` and an IPC channel (the bench spawns the
 * server with one), answers the message `"office:roundTrips"` with `{ roundTrips }`, the database
 * round trips so far. Nothing is exposed otherwise (no route, no header).
 */
function exposeRoundTrips(database: Database): void {
  const send = process.send?.bind(process);
  if (process.env.OFFICE_COUNT_QUERIES !== "1" || !send) return;
  process.on("message", (message) => {
    if (message === "office:roundTrips") send({ roundTrips: database.roundTrips() });
  });
}
