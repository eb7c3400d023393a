import { createReadStream, existsSync, openAsBlob, readdirSync, statSync } from "node:fs";
import { mkdir, mkdtemp, open, rm } from "node:fs/promises";
import path from "node:path";
import { readArchive } from "./backup-archive.ts";
import {
  FILES_PREFIX,
  MANIFEST_NAME,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  SECRET_ENTRY,
  manifestSchema,
  restoredPathOf,
  type BackupManifest,
} from "./backup-manifest.ts";
import { assertEmptyPostgres, restorePostgres } from "./backup-postgres.ts";
import type { BackupConfig } from "./backup.ts";
import { openDatabase } from "./db.ts";
import { appliedMigrationMillis, assertTenantIsolation, headMigrationMillis, migrate } from "./migrate.ts";
import { digestOf } from "./storage-migration.ts";

/** What a restore brought back. */
export type RestoreReport = {
  database: "pglite" | "postgres";
  /** Files written to `DATA_DIR/files` and their total size in bytes. */
  files: number;
  fileBytes: number;
  /** True when the backup was made with S3_BUCKET set: its files are in the bucket, not in the archive. */
  filesInBucket: boolean;
  /** True when the archive held the generated token secret and it is back in `DATA_DIR/jwt-secret`. */
  secretRestored: boolean;
  /** When and by which app version the backup was made (the manifest's `createdAt`, `appVersion`). */
  createdAt: string;
  appVersion: string;
};

/**
 * `npm run cli -- restore --from FILE` (issue 20 §7): brings back an archive of `backupDataDir` into an
 * empty DATA_DIR — no `pgdata` (unless DATABASE_URL is set), no `files`, no `jwt-secret` there, and with
 * DATABASE_URL an empty database (`pg_restore` restores into it). Steps: reads the manifest (refuses an
 * archive of another database kind than configured, or of a newer build: its migration head is past
 * this build's), streams each entry to its place, reads every written file back and checks its size and
 * SHA-256 against the manifest, then loads the database (PGlite `loadDataDir` into `DATA_DIR/pgdata`, or
 * `pg_restore`), opens it, migrates it to this build's head (an older backup is brought up to date) and
 * checks tenant isolation. Files go to `DATA_DIR/files` even with S3_BUCKET set (copy them with
 * `migrate-files`).
 *
 * Throws a readable Error on every refusal and failure; whatever it wrote to DATA_DIR is removed again
 * then, so DATA_DIR is as empty as before (a PostgreSQL database that pg_restore filled before a later
 * failure stays filled: the message says so).
 */
export async function restoreDataDir(options: {
  config: BackupConfig;
  from: string;
}): Promise<RestoreReport> {
  const { config } = options;
  const from = path.resolve(options.from);
  const dataDir = path.resolve(config.dataDir);
  if (!existsSync(from)) throw new Error(`${from} does not exist.`);
  assertEmptyDataDir(dataDir, config.databaseUrl !== undefined);
  if (config.databaseUrl) await assertEmptyPostgres(config.databaseUrl);
  await mkdir(dataDir, { recursive: true });
  const scratch = await mkdtemp(path.join(dataDir, ".restore-"));
  let isPostgresFilled = false;
  try {
    const manifest = await extractArchive(from, dataDir, scratch, config);
    await verifyWritten(manifest, dataDir, scratch);
    const dump = path.join(scratch, "database");
    if (config.databaseUrl) {
      await restorePostgres(config.databaseUrl, dump);
      isPostgresFilled = true;
    } else {
      const { PGlite } = await import("@electric-sql/pglite");
      const pgdata = path.join(dataDir, "pgdata");
      await mkdir(pgdata, { recursive: true });
      const client = await PGlite.create(pgdata, { loadDataDir: await openAsBlob(dump) });
      await client.close();
    }
    await rm(scratch, { recursive: true, force: true });
    await verifyDatabase(config.databaseUrl, dataDir);
    const files = manifest.entries.filter((e) => e.name.startsWith(FILES_PREFIX));
    return {
      database: manifest.database.kind,
      files: files.length,
      fileBytes: files.reduce((sum, f) => sum + f.size, 0),
      filesInBucket: manifest.storage === "s3",
      secretRestored: manifest.entries.some((e) => e.name === SECRET_ENTRY),
      createdAt: manifest.createdAt,
      appVersion: manifest.appVersion,
    };
  } catch (err) {
    for (const name of ["pgdata", "files", "jwt-secret"]) {
      if (name !== "pgdata" || !config.databaseUrl)
        await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    if (!isPostgresFilled || !(err instanceof Error)) throw err;
    throw new Error(
      `${err.message}\npg_restore had already filled the database of DATABASE_URL: drop and create it again ` +
        "before another restore.",
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Throws unless DATA_DIR holds no database (`pgdata`, unless on PostgreSQL), no files and no secret. */
function assertEmptyDataDir(dataDir: string, isPostgres: boolean): void {
  const places = [...(isPostgres ? [] : ["pgdata"]), "files", "jwt-secret"];
  const taken = places.filter((name) => {
    const place = path.join(dataDir, name);
    if (!existsSync(place)) return false;
    return !statSync(place).isDirectory() || readdirSync(place).length > 0;
  });
  if (taken.length > 0) {
    throw new Error(
      `DATA_DIR (${dataDir}) is not empty: it already has ${taken.join(", ")}. A restore writes only into an ` +
        "empty DATA_DIR: point DATA_DIR at a new folder, or move those away first.",
    );
  }
}

/**
 * Streams every entry of the archive `from` to its place ({@link restoredPathOf}) after checking the
 * manifest, the first entry. Throws when the archive is no Office backup, does not fit `config`, lists
 * an entry twice, holds one its manifest does not list, or lacks one it lists (cut off).
 */
async function extractArchive(
  from: string,
  dataDir: string,
  scratch: string,
  config: BackupConfig,
): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const pending = new Set<string>();
  await readArchive(from, async (name, body) => {
    if (!manifest) {
      if (name !== MANIFEST_NAME)
        throw new Error(`${from} is not an Office backup: it does not begin with ${MANIFEST_NAME}.`);
      manifest = parseManifest(await bytesOf(body), from);
      assertRestorable(manifest, config, dataDir, scratch);
      for (const entry of manifest.entries) pending.add(entry.name);
      return;
    }
    if (!pending.delete(name)) {
      throw new Error(
        `The archive holds ${name}, which its manifest does not list (or twice): it is damaged.`,
      );
    }
    const target = restoredPathOf(name, dataDir, scratch);
    await mkdir(path.dirname(target), { recursive: true });
    // Written chunk by chunk through a handle that is closed before this returns, so that a failure
    // leaves no write in flight behind the clean-up.
    const handle = await open(target, "wx", name === SECRET_ENTRY ? 0o600 : 0o644);
    try {
      for await (const chunk of body) await handle.write(chunk);
    } finally {
      await handle.close();
    }
  });
  if (!manifest) throw new Error(`${from} is empty: it is not an Office backup.`);
  const [missing] = pending;
  if (missing !== undefined) {
    throw new Error(
      `The archive lacks ${missing} (and ${pending.size - 1} more), which its manifest lists: it was cut off.`,
    );
  }
  return manifest;
}

function parseManifest(data: Buffer, from: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(data.toString("utf8"));
  } catch {
    throw new Error(`${from} is not an Office backup: its ${MANIFEST_NAME} is not JSON.`);
  }
  const version = (json as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === "number" && version > 1) {
    throw new Error(
      `${from} has archive format ${version}, newer than this build's (1): restore it with a newer build.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${from} is not an Office backup: its ${MANIFEST_NAME} is not valid.`);
  return parsed.data;
}

/** Throws when the manifest's database kind is not the configured one, or its migrations are newer. */
function assertRestorable(
  manifest: BackupManifest,
  config: BackupConfig,
  dataDir: string,
  scratch: string,
): void {
  const { kind, entry } = manifest.database;
  if (kind === "pglite" && config.databaseUrl) {
    throw new Error(
      "This archive holds an embedded (PGlite) database, but DATABASE_URL is set: unset it to restore the " +
        "archive into DATA_DIR.",
    );
  }
  if (kind === "postgres" && !config.databaseUrl) {
    throw new Error(
      "This archive holds a PostgreSQL dump: set DATABASE_URL to an empty PostgreSQL database to restore it.",
    );
  }
  if (manifest.migrationHead > headMigrationMillis()) {
    throw new Error(
      `This archive was made by a newer build (app ${manifest.appVersion}) whose database has migrations this ` +
        "build does not know: restore it with that build or a later one.",
    );
  }
  const dumps = manifest.entries.filter((e) => e.name === PGLITE_ENTRY || e.name === POSTGRES_ENTRY);
  const expected = kind === "pglite" ? PGLITE_ENTRY : POSTGRES_ENTRY;
  if (entry !== expected || dumps.length !== 1 || dumps[0]?.name !== expected) {
    throw new Error("The archive's manifest does not list its one database dump: it is damaged.");
  }
  for (const e of manifest.entries) restoredPathOf(e.name, dataDir, scratch);
}

/** Reads every restored entry back from disk; throws on the first whose size or SHA-256 differs. */
async function verifyWritten(manifest: BackupManifest, dataDir: string, scratch: string): Promise<void> {
  for (const entry of manifest.entries) {
    const found = await digestOf(createReadStream(restoredPathOf(entry.name, dataDir, scratch)));
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new Error(
        `The archive is damaged: ${entry.name} has ${found.size} bytes with SHA-256 ${found.sha256}, its ` +
          `manifest says ${entry.size} bytes with SHA-256 ${entry.sha256}. Nothing was restored.`,
      );
    }
  }
}

/** Opens the restored database, migrates it to this build's head and checks tenant isolation. */
async function verifyDatabase(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(database);
    await assertTenantIsolation(database);
    if ((await appliedMigrationMillis(database)) < headMigrationMillis()) {
      throw new Error("The restored database's migrations are not at this build's head.");
    }
  } finally {
    await database.close();
  }
}

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
