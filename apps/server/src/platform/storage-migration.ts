import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, isPartialWrite } from "./storage.ts";
import { isMissingObject } from "./storage-s3.ts";

/** What happened to one local file: copied (and verified), skipped (already there, same bytes), failed. */
export type FileOutcome =
  | { key: string; outcome: "copied" | "skipped"; bytes: number }
  | { key: string; outcome: "failed"; reason: string };

/** The run's totals (file counts) and every failure with its reason. */
export type MigrationReport = {
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
};

/** Files copied at the same time (each is streamed, so memory stays small whatever their size). */
const PARALLEL_FILES = 4;

/**
 * `npm run cli -- migrate-files` (issue 20 §1): copies every file under `root` (`DATA_DIR/files`) to
 * `bucket` under the same key (its path below `root`, e.g. `demo/employees/7/documents/….pdf`), and
 * verifies each by reading it back from the bucket: the size in bytes and the SHA-256 of the bytes must
 * equal the local file's. An object already in the bucket with the same size and hash is skipped (read
 * back and compared the same way), so the run can be repeated; one that differs is copied over. A path
 * that is not an app storage key (`assertSafeKey`) or not a regular file is a failure and is not copied.
 * Never throws for one file's trouble: it lands in `failed` (the store's error name and message).
 * `onFile` hears each outcome as it happens (for progress output).
 */
export async function migrateFilesToBucket(options: {
  root: string;
  client: S3Client;
  bucket: string;
  onFile?: (outcome: FileOutcome) => void;
}): Promise<MigrationReport> {
  const { root, client, bucket } = options;
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [] };
  const files = listFiles(root);
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const outcome = await migrateOne(client, bucket, root, next.value);
      if (outcome.outcome === "failed") report.failed.push({ key: outcome.key, reason: outcome.reason });
      else report[outcome.outcome] += 1;
      options.onFile?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
  return report;
}

async function migrateOne(client: S3Client, bucket: string, root: string, key: string): Promise<FileOutcome> {
  try {
    assertSafeKey(key);
  } catch {
    return { key, outcome: "failed", reason: "not an app storage key; not copied" };
  }
  const file = path.join(root, key);
  try {
    const info = await lstat(file);
    if (!info.isFile()) return { key, outcome: "failed", reason: "not a regular file; not copied" };
    const local = await digestOf(createReadStream(file));
    if (await sameObject(client, bucket, key, local)) return { key, outcome: "skipped", bytes: local.size };
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: info.size,
      }),
    );
    const stored = await readBack(client, bucket, key);
    if (!stored) return { key, outcome: "failed", reason: "not found in the bucket after the copy" };
    if (stored.size !== local.size || stored.sha256 !== local.sha256) {
      return {
        key,
        outcome: "failed",
        reason: `verification failed: local ${local.size} B sha256 ${local.sha256}, bucket ${stored.size} B sha256 ${stored.sha256}`,
      };
    }
    return { key, outcome: "copied", bytes: local.size };
  } catch (err) {
    return { key, outcome: "failed", reason: describe(err) };
  }
}

/** A byte sequence's length in bytes and its SHA-256 (lower-case hex). */
export type Digest = { size: number; sha256: string };

/** True when `key` is in the bucket with the local file's size (HEAD) and, read back, its SHA-256. */
async function sameObject(client: S3Client, bucket: string, key: string, local: Digest): Promise<boolean> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    if (head.ContentLength !== local.size) return false;
  } catch (err) {
    if (isMissingObject(err)) return false;
    throw err;
  }
  const stored = await readBack(client, bucket, key);
  return stored !== null && stored.size === local.size && stored.sha256 === local.sha256;
}

/** The object's size and SHA-256, read as a stream from the bucket; null when there is no such object. */
async function readBack(client: S3Client, bucket: string, key: string): Promise<Digest | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!object.Body) return null;
    return await digestOf(object.Body as Readable);
  } catch (err) {
    if (isMissingObject(err)) return null;
    throw err;
  }
}

/** The size and SHA-256 of everything `stream` yields (read to its end; errors are the stream's). */
export async function digestOf(stream: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<Digest> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/**
 * Every file below `root` as a key (`/`-separated relative path), depth first, without the local store's
 * partial writes ({@link isPartialWrite}); nothing when `root` is missing.
 */
export async function* listFiles(root: string, prefix = ""): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT" && prefix === "") return;
    throw err;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* listFiles(root, key);
    else if (!isPartialWrite(entry.name)) yield key;
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return String(err);
}
