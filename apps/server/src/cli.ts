import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { createPlatform } from "./app/bootstrap.ts";
import { loadConfig, type Config } from "./platform/config.ts";
import { passwordPolicyViolation } from "./platform/passwords.ts";
import { migrateFilesToBucket } from "./platform/storage-migration.ts";
import { createS3Client } from "./platform/storage-s3.ts";
import { createTenantWithAdmin } from "./modules/tenants/tenants.service.ts";

const USAGE = `Office CLI (same environment variables as the server)

  npm run cli -- migrate
      Applies pending migrations and checks tenant isolation.

  npm run cli -- create-tenant --slug acme --name "Acme Kft." --admin-username admin \\
      --admin-email admin@acme.hu --admin-name "Kovács Anna" --admin-password '…'
      Creates a tenant (reached at acme.<your domain>) and its first admin with every role.

  npm run cli -- migrate-files
      Copies the files of DATA_DIR/files to the S3_BUCKET bucket and verifies each (size and SHA-256
      read back from the bucket). Objects already there with the same bytes are skipped, so it can run
      again. Exits 1 if any file failed.
`;

/**
 * Production operations: migrate, create a tenant with its first admin, copy the local files to the
 * bucket (README "Production").
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
  if (command === "migrate-files") {
    process.exitCode = await migrateFiles(config);
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

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
