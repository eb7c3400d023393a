import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { extract as createExtract, pack as createPack, type Pack } from "tar-stream";
import type { Digest } from "./storage-migration.ts";

/** One entry to write: its name, the bytes (read when written, as a stream) and their expected digest. */
export type ArchiveSource = Digest & { name: string; open: () => Iterable<Buffer> | AsyncIterable<Buffer> };

/**
 * Writes the tar `file` (created or replaced): `first` (a small buffer, the manifest) and then each of
 * `sources` in order, streamed. Each source is hashed again as it is written and must still have the
 * size and SHA-256 it was listed with; a file that changed in between fails the write ("changed while
 * it was being backed up"). Entries get `mtime`; `mode` 0600 for every entry (the archive holds secrets).
 */
export async function writeArchive(
  file: string,
  first: { name: string; data: Buffer },
  sources: ArchiveSource[],
  mtime: Date,
): Promise<void> {
  const pack = createPack();
  const written = pipeline(pack, createWriteStream(file, { mode: 0o600 }));
  // A write error (a full disk) ends `written` early: an entry waiting for room must hear of it.
  const failed = written.then(() => new Promise<never>(() => {}));
  failed.catch(() => {});
  try {
    const header = { name: first.name, size: first.data.length, mode: 0o600, mtime };
    await writeEntry(pack, header, [first.data], failed);
    for (const source of sources) {
      const header = { name: source.name, size: source.size, mode: 0o600, mtime };
      const digest = await writeEntry(pack, header, source.open(), failed);
      if (digest.sha256 !== source.sha256) throw changedWhileWritten(source.name);
    }
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
  await written;
}

/**
 * Streams `source` into a new entry of `pack`; answers what it wrote. Rejects on a size mismatch, or
 * with `failed`'s error when the archive cannot be written.
 */
async function writeEntry(
  pack: Pack,
  header: { name: string; size: number; mode: number; mtime: Date },
  source: Iterable<Buffer> | AsyncIterable<Buffer>,
  failed: Promise<never>,
): Promise<Digest> {
  let settle: (err?: Error | null) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  done.catch(() => {}); // awaited below; a failure meanwhile must not count as unhandled
  const sink = pack.entry(header, (err) => settle(err));
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > header.size) throw changedWhileWritten(header.name);
    hash.update(chunk);
    if (!sink.write(chunk)) await Promise.race([once(sink, "drain"), done, failed]);
  }
  if (size !== header.size) throw changedWhileWritten(header.name);
  sink.end(null); // streamx's types want an argument; null ends without writing more
  await Promise.race([done, failed]);
  return { size, sha256: hash.digest("hex") };
}

function changedWhileWritten(name: string): Error {
  return new Error(`${name} changed while it was being backed up; stop the server and run again.`);
}

/**
 * Reads the tar `file` entry by entry, handing each (its name and its bytes as a stream, which the
 * callback must consume) to `onEntry` in archive order. Throws `onEntry`'s error, or a readable one when
 * the file is no tar or ends early (cut off).
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = createExtract();
  let failure: unknown = null;
  // The extractor fails when the file ends early; that must end the loop below, not hang or go unhandled.
  const feeding = pipeline(createReadStream(file), extract).catch((err: unknown) => {
    failure = err;
    extract.destroy(err as Error);
  });
  try {
    for await (const entry of extract) {
      if (entry.header.type !== "file")
        throw new Error(`unexpected ${entry.header.type} entry ${entry.header.name}`);
      // streamx types an entry's chunks as unknown; tar-stream yields Buffers.
      await onEntry(entry.header.name, entry as AsyncIterable<Buffer>);
    }
  } catch (err) {
    extract.destroy(err as Error);
    await feeding;
    // A cut-off file destroys the entry being read too: the tar's own error is the one to tell.
    throw tarError(file, isTarError(failure) ? failure : err);
  }
  await feeding;
  if (failure) throw tarError(file, failure);
}

/** True for tar-stream's own errors: a broken header, or the data ending early. */
function isTarError(err: unknown): err is Error {
  return (
    err instanceof Error && /Invalid tar header|Unexpected end of data|Invalid .* header/i.test(err.message)
  );
}

/** tar-stream's own errors told in terms of the archive; any other error as it is. */
function tarError(file: string, err: unknown): unknown {
  if (!isTarError(err)) return err;
  return new Error(`${file} is not a whole Office backup archive (${err.message}); nothing was restored.`);
}
