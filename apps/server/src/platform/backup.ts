import { createReadStream, existsSync } from "node:fs";
import { lstat, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeArchive, type ArchiveSource } from "./backup-archive.ts";
import {
  FILES_PREFIX,
  MANIFEST_NAME,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  SECRET_ENTRY,
  type BackupManifest,
} from "./backup-manifest.ts";
import { dumpPostgres } from "./backup-postgres.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db.ts";
import { appliedMigrationMillis } from "./migrate.ts";
import { digestOf, listFiles } from "./storage-migration.ts";

/** The settings a backup or restore reads (the server's own configuration). */
export type BackupConfig = Pick<Config, "databaseUrl" | "dataDir" | "s3">;

/** What a backup wrote. */
export type BackupReport = {
  /** The archive, an absolute path, and its size in bytes. */
  archive: string;
  bytes: number;
  database: "pglite" | "postgres";
  /** Files of `DATA_DIR/files` in the archive (0 with S3_BUCKET) and their total size in bytes. */
  files: number;
  fileBytes: number;
  /** True when S3_BUCKET is set: the stored files are in the bucket, not in the archive. */
  filesInBucket: boolean;
};

/**
 * `npm run cli -- backup --out FILE` (issue 20 §7): writes one archive (see `backup-manifest.ts`) of the
 * database, `DATA_DIR/jwt-secret` when there is one, and every file of `DATA_DIR/files` (unless S3_BUCKET
 * is set: the bucket is left to the store's own versioning or replication), each listed in the manifest
 * with its size and SHA-256. The database is dumped first and the files after, so every file a dumped row
 * names is in the archive (unless deleted meanwhile).
 *
 * - Embedded PGlite (DATABASE_URL unset): PGlite's `dumpDataDir` of `DATA_DIR/pgdata`, held in memory
 *   while written (gzip). PGlite is single-process: no server may have that DATA_DIR open; throws when
 *   `pgdata/postmaster.pid` says one does.
 * - PostgreSQL: `pg_dump --format=custom` into a temporary file beside `out`; servers may keep running.
 *
 * Files are streamed (read twice: hashed for the manifest, then hashed again while written; a file that
 * changed in between fails the backup). The archive is written to `<out>.partial` and renamed to `out`
 * at the end, so a failed backup leaves no archive. Throws when `out` exists, when there is no database
 * to back up, or on any read, dump or write error.
 */
export async function backupDataDir(options: {
  config: BackupConfig;
  out: string;
  appVersion: string;
}): Promise<BackupReport> {
  const { config } = options;
  const out = path.resolve(options.out);
  const dataDir = path.resolve(config.dataDir);
  const filesRoot = path.join(dataDir, "files");
  if (existsSync(out)) throw new Error(`${out} already exists: a backup never overwrites a file.`);
  if (!config.s3 && isInside(out, filesRoot)) {
    throw new Error(`${out} is inside DATA_DIR/files, which is backed up: write the archive elsewhere.`);
  }
  const partial = `${out}.partial`;
  const pgDump = `${out}.pg_dump.partial`;
  try {
    const createdAt = new Date();
    const database = config.databaseUrl
      ? await dumpPostgresSource(config.databaseUrl, pgDump, dataDir)
      : await dumpPgliteSource(dataDir);
    const secret = await secretSource(dataDir);
    const files = config.s3 ? [] : await fileSources(filesRoot);
    const sources = [database.source, ...(secret ? [secret] : []), ...files];
    const manifest: BackupManifest = {
      format: "office-backup",
      formatVersion: 1,
      appVersion: options.appVersion,
      migrationHead: database.migrationHead,
      createdAt: createdAt.toISOString(),
      database: { kind: database.kind, entry: database.source.name },
      storage: config.s3 ? "s3" : "local",
      entries: sources.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
    };
    const first = { name: MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 2)) };
    await writeArchive(partial, first, sources, createdAt);
    await rename(partial, out);
    return {
      archive: out,
      bytes: (await stat(out)).size,
      database: database.kind,
      files: files.length,
      fileBytes: files.reduce((sum, f) => sum + f.size, 0),
      filesInBucket: config.s3 !== undefined,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(pgDump, { force: true });
  }
}

type DatabaseSource = { kind: "pglite" | "postgres"; migrationHead: number; source: ArchiveSource };

/** The embedded database's dump (gzip tarball, in memory) and its migration head; throws when it is open. */
async function dumpPgliteSource(dataDir: string): Promise<DatabaseSource> {
  const pgdata = path.join(dataDir, "pgdata");
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${pgdata}: nothing to back up (is DATA_DIR right?).`);
  }
  if (existsSync(path.join(pgdata, "postmaster.pid"))) {
    throw new Error(
      `${path.join(pgdata, "postmaster.pid")} exists: a server (or another process) has the embedded database ` +
        "open, and PGlite allows one process at a time. Stop the server and run the backup again. If none is " +
        "running (it was killed), start and stop it once, which clears the file.",
    );
  }
  const database = await openDatabase({ dataDir });
  try {
    const migrationHead = await migrationHeadOf(database);
    const dump = await database.dumpDataDir?.("gzip");
    if (!dump) throw new Error("the embedded database cannot dump its data directory");
    const data = Buffer.from(await dump.arrayBuffer());
    const digest = await digestOf([data]);
    return { kind: "pglite", migrationHead, source: { name: PGLITE_ENTRY, ...digest, open: () => [data] } };
  } finally {
    await database.close();
  }
}

/** `pg_dump` of the database into the file `dump` and its migration head. */
async function dumpPostgresSource(
  databaseUrl: string,
  dump: string,
  dataDir: string,
): Promise<DatabaseSource> {
  const database = await openDatabase({ databaseUrl, dataDir });
  let migrationHead: number;
  try {
    migrationHead = await migrationHeadOf(database);
  } finally {
    await database.close();
  }
  await dumpPostgres(databaseUrl, dump);
  const digest = await digestOf(createReadStream(dump));
  return {
    kind: "postgres",
    migrationHead,
    source: { name: POSTGRES_ENTRY, ...digest, open: () => createReadStream(dump) },
  };
}

async function migrationHeadOf(database: Database): Promise<number> {
  try {
    return await appliedMigrationMillis(database);
  } catch {
    throw new Error("The database has no Office migrations (never migrated?): nothing to back up.");
  }
}

/** `DATA_DIR/jwt-secret` (the generated token secret) when there is one. */
async function secretSource(dataDir: string): Promise<ArchiveSource | null> {
  const file = path.join(dataDir, "jwt-secret");
  if (!existsSync(file)) return null;
  const data = await readFile(file);
  return { name: SECRET_ENTRY, ...(await digestOf([data])), open: () => [data] };
}

/** Every regular file below `root` (`DATA_DIR/files`) with its size and SHA-256; none when it is missing. */
async function fileSources(root: string): Promise<ArchiveSource[]> {
  const sources: ArchiveSource[] = [];
  for await (const key of listFiles(root)) {
    const file = path.join(root, key);
    if (!(await lstat(file)).isFile())
      throw new Error(`${file} is not a regular file; it cannot be backed up.`);
    const digest = await digestOf(createReadStream(file));
    sources.push({ name: `${FILES_PREFIX}${key}`, ...digest, open: () => createReadStream(file) });
  }
  return sources;
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
