import path from "node:path";
import { z } from "zod";
import { assertSafeKey } from "./storage.ts";

/**
 * The archive of `npm run cli -- backup` (issue 20 §7): one uncompressed tar whose first entry is
 * `manifest.json` ({@link BackupManifest}), then every entry the manifest lists, in its order:
 *
 * - `database/pgdata.tar.gz` — the embedded PGlite database: PGlite's own `dumpDataDir("gzip")`;
 * - `database/postgres.dump` — PostgreSQL: `pg_dump --format=custom` (compressed by pg_dump);
 * - `jwt-secret` — `DATA_DIR/jwt-secret`, when the server generated its secret there (OFFICE_JWT_SECRET
 *   unset): the anonymous questionnaire answers are sealed with a key derived from it;
 * - `files/<storage key>` — every file of `DATA_DIR/files` (none when S3_BUCKET is set).
 */
export const MANIFEST_NAME = "manifest.json";
export const PGLITE_ENTRY = "database/pgdata.tar.gz";
export const POSTGRES_ENTRY = "database/postgres.dump";
export const SECRET_ENTRY = "jwt-secret";
export const FILES_PREFIX = "files/";

const entrySchema = z.object({
  name: z.string().min(1),
  /** Bytes. */
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** One archive entry after the manifest: its name, size in bytes and SHA-256 (lower-case hex). */
export type ManifestEntry = z.infer<typeof entrySchema>;

export const manifestSchema = z.object({
  format: z.literal("office-backup"),
  formatVersion: z.literal(1),
  /** The `APP_VERSION` of the build that made the backup. */
  appVersion: z.string(),
  /** The newest migration applied to the backed-up database: its journal `when`, ms since the epoch. */
  migrationHead: z.number().int().min(0),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), entry: z.string() }),
  /** `local`: the files are in the archive; `s3`: they stayed in the bucket (not archived). */
  storage: z.enum(["local", "s3"]),
  entries: z.array(entrySchema),
});

/** The parsed `manifest.json`. */
export type BackupManifest = z.infer<typeof manifestSchema>;

/**
 * Where restore writes the entry `name` of an archive, below `dataDir` (the database dump goes to
 * `scratch`, the restore's own temporary folder). Throws on a name that is none of the archive's kinds
 * or a file whose key is not an app storage key (`assertSafeKey`), so no entry can write outside.
 */
export function restoredPathOf(name: string, dataDir: string, scratch: string): string {
  if (name === PGLITE_ENTRY || name === POSTGRES_ENTRY) return path.join(scratch, "database");
  if (name === SECRET_ENTRY) return path.join(dataDir, "jwt-secret");
  if (name.startsWith(FILES_PREFIX)) {
    const key = name.slice(FILES_PREFIX.length);
    assertSafeKey(key);
    return path.join(dataDir, "files", key);
  }
  throw new Error(`unexpected archive entry ${name}`);
}
