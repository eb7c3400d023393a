import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { useHungarianZodMessages } from "@office/shared/http/zod-locale";
import { APP_VERSION, createPlatform } from "./app/bootstrap.ts";
import { backupDataDir } from "./platform/backup.ts";
import { restoreDataDir } from "./platform/backup-restore.ts";
import { loadConfig, type Config } from "./platform/config.ts";
import { passwordPolicyViolation } from "./platform/passwords.ts";
import { migrateFilesToBucket } from "./platform/storage-migration.ts";
import { createS3Client } from "./platform/storage-s3.ts";
import { seedDemoData } from "./demo/seed.ts";
import { createTenantWithAdmin } from "./modules/tenants/tenants.service.ts";
import {
  REFERENCE_DATA_USAGE,
  runReferenceDataCommand,
} from "./modules/reference-data/reference-data.cli.ts";

const USAGE = `Office CLI (same environment variables as the server)

  npm run cli -- migrate
      Applies pending migrations and checks tenant isolation.

  npm run cli -- seed-demo
      Migrates, then creates the demo data (tenants demo and beta, the demo users of README) unless the
      tenant demo already exists, as OFFICE_DEMO=1 does at start, and exits: a demo DATA_DIR made
      ready ahead of time (the Playwright suite seeds one and copies it for each of its servers).

  npm run cli -- create-tenant --slug acme --name "Acme Kft." --admin-username admin \\
      --admin-email admin@acme.hu --admin-name "Kovács Anna" --admin-password '…'
      Creates a tenant (reached at acme.<your domain>) and its first admin with every role.

  npm run cli -- migrate-files
      Copies the files of DATA_DIR/files to the S3_BUCKET bucket and verifies each (size and SHA-256
      read back from the bucket). Objects already there with the same bytes are skipped, so it can run
      again. Exits 1 if any file failed.

  npm run cli -- backup --out FILE
      Writes one archive of the database and the stored files: the embedded database (stop the server
      first: PGlite allows one process at a time) or, with DATABASE_URL, pg_dump's custom format (needs
      postgresql-client); the files of DATA_DIR/files (with S3_BUCKET they stay in the bucket) and the
      generated token secret; a manifest with each entry's size and SHA-256. Never overwrites FILE.

  npm run cli -- restore --from FILE
      Brings a backup back into an empty DATA_DIR (and, with DATABASE_URL, an empty database, through
      pg_restore), checks every file's SHA-256 against the manifest, migrates the database to this
      build's head and checks tenant isolation. Refuses a DATA_DIR that is not empty.

${REFERENCE_DATA_USAGE}`;

/**
 * Production operations: migrate, create a tenant with its first admin, copy the local files to the
 * bucket, back up and restore (README "Production"), list and load reference data (README "Reference data").
 */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  const log = pino({ level: "warn" });
  if (command === "migrate") {
    const platform = await createPlatform(config, log);
    await platform.database.close();
    console.log("Migrations applied; tenant isolation holds.");
    return;
  }
  if (command === "seed-demo") {
    const platform = await createPlatform(config, log);
    try {
      const created = await seedDemoData(platform);
      console.log(
        created
          ? "Demo data created (tenants demo and beta)."
          : "The tenant demo already exists: no demo data added.",
      );
    } finally {
      await platform.database.close();
    }
    return;
  }
  if (command === "create-tenant") {
    const { values } = parseArgs({
      args: rest,
      options: {
        slug: { type: "string" },
        name: { type: "string" },
        "admin-username": { type: "string", default: "admin" },
        "admin-email": { type: "string" },
        "admin-name": { type: "string" },
        "admin-password": { type: "string" },
      },
    });
    const { slug, name } = values;
    const email = values["admin-email"];
    const password = values["admin-password"];
    const username = values["admin-username"] ?? "admin";
    if (!slug || !name || !email || !password) throw new Error(`Missing arguments.\n\n${USAGE}`);
    const violation = passwordPolicyViolation(password, username);
    if (violation) throw new Error(violation);
    const platform = await createPlatform(config, log);
    try {
      const created = await createTenantWithAdmin(
        platform.database,
        { slug, name },
        {
          username,
          email,
          name: values["admin-name"] ?? username,
          password: { plain: password },
        },
      );
      console.log(`Tenant "${slug}" created (id ${created.tenantId}); admin "${username}" can sign in now.`);
    } finally {
      await platform.database.close();
    }
    return;
  }
  if (command === "reference-data") {
    useHungarianZodMessages();
    const platform = await createPlatform(config, log);
    try {
      process.exitCode = await runReferenceDataCommand(rest, platform.database);
    } finally {
      await platform.database.close();
    }
    return;
  }
  if (command === "migrate-files") {
    process.exitCode = await migrateFiles(config);
    return;
  }
  if (command === "backup") {
    const { values } = parseArgs({ args: rest, options: { out: { type: "string" } } });
    if (!values.out) throw new Error(`Missing --out FILE.\n\n${USAGE}`);
    await backup(config, values.out);
    return;
  }
  if (command === "restore") {
    const { values } = parseArgs({ args: rest, options: { from: { type: "string" } } });
    if (!values.from) throw new Error(`Missing --from FILE.\n\n${USAGE}`);
    await restore(config, values.from);
    return;
  }
  console.log(USAGE);
  if (command) process.exitCode = 1;
}

/**
 * `migrate-files`: DATA_DIR/files → S3_BUCKET (see `migrateFilesToBucket`); prints each failure and the
 * totals. Needs no database. Returns the exit code: 0 when every file is in the bucket, else 1.
 */
async function migrateFiles(config: Config): Promise<number> {
  if (!config.s3) throw new Error("S3_BUCKET is not set: there is no bucket to copy the files to.");
  const root = path.resolve(config.dataDir, "files");
  const client = createS3Client(config.s3);
  try {
    console.log(`Copying ${root} to the bucket "${config.s3.bucket}"…`);
    let seen = 0;
    const report = await migrateFilesToBucket({
      root,
      client,
      bucket: config.s3.bucket,
      onFile(file) {
        seen += 1;
        if (file.outcome === "failed") console.error(`failed  ${file.key}: ${file.reason}`);
        if (seen % 500 === 0) console.log(`… ${seen} files`);
      },
    });
    console.log(
      `copied ${report.copied}, skipped ${report.skipped} (already in the bucket), failed ${report.failed.length}`,
    );
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    client.destroy();
  }
}

/** `backup --out FILE` (see `backupDataDir`): prints what the archive holds. */
async function backup(config: Config, out: string): Promise<void> {
  const report = await backupDataDir({ config, out, appVersion: APP_VERSION });
  const database =
    report.database === "pglite" ? "the embedded database" : "the PostgreSQL database (pg_dump)";
  const files = report.filesInBucket ? "no files" : `${report.files} files (${megabytes(report.fileBytes)})`;
  console.log(`Backed up ${database} and ${files} to ${report.archive} (${megabytes(report.bytes)}).`);
  if (config.s3) {
    console.log(
      `The files in the bucket "${config.s3.bucket}" are not in the archive: back the bucket up with the store's ` +
        "own tools (versioning, replication).",
    );
  }
}

/** `restore --from FILE` (see `restoreDataDir`): prints what came back and what is left to the operator. */
async function restore(config: Config, from: string): Promise<void> {
  const report = await restoreDataDir({ config, from });
  const database = report.database === "pglite" ? "the embedded database" : "the PostgreSQL database";
  console.log(
    `Restored ${database} and ${report.files} files (${megabytes(report.fileBytes)}) of the backup made ` +
      `${report.createdAt} (app ${report.appVersion}) into ${path.resolve(config.dataDir)}; its migrations are ` +
      "at this build's head and tenant isolation holds.",
  );
  if (report.filesInBucket) {
    console.log("The backup was made with S3_BUCKET set: its files are in that bucket, not in the archive.");
  }
  if (config.s3 && report.files > 0) {
    console.log(
      "S3_BUCKET is set: copy the restored files to the bucket with `npm run cli -- migrate-files`.",
    );
  }
  if (!report.secretRestored && !config.jwtSecret) {
    console.log(
      "The archive holds no token secret (the backed-up server had OFFICE_JWT_SECRET set): start the server " +
        "with that same OFFICE_JWT_SECRET, else the sealed anonymous questionnaire answers cannot be opened.",
    );
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
