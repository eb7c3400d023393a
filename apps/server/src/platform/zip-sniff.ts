import yauzl, { type Entry, type ZipFile } from "yauzl";

/** Most bytes the sniffer inflates from the one entry it reads (real `[Content_Types].xml`: ~1–3 KB). */
export const SNIFF_MAX_INFLATED_BYTES = 64 * 1024;
/** Most central-directory entries the sniffer walks before giving up (real documents: 10–200). */
const SNIFF_MAX_ENTRIES = 5000;

/** Opens `data` as a ZIP with yauzl (central directory read, nothing inflated yet); null when unreadable. */
function openZip(data: Buffer): Promise<ZipFile | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => resolve(err || !zip ? null : zip),
    );
  });
}

/**
 * The bytes of `entry`, inflated by yauzl's stream and cut off at {@link SNIFF_MAX_INFLATED_BYTES}:
 * the stream is destroyed as soon as more arrives, so a bomb costs at most that much. Null when the
 * entry is unreadable or larger than the cap.
 */
function readSmallEntry(zip: ZipFile, entry: Entry): Promise<Buffer | null> {
  return new Promise((resolve) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return resolve(null);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > SNIFF_MAX_INFLATED_BYTES) {
          stream.destroy();
          resolve(null);
        } else chunks.push(chunk);
      });
      stream.on("error", () => resolve(null));
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Walks the central directory in order; `decide` answers a result for an entry or undefined to go on. */
async function walkEntries<T>(
  zip: ZipFile,
  decide: (entry: Entry) => Promise<T | undefined>,
  fallback: T,
): Promise<T> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (value: T) => {
      zip.close();
      resolve(value);
    };
    zip.on("entry", (entry: Entry) => {
      if (++seen > SNIFF_MAX_ENTRIES) return finish(fallback);
      decide(entry).then(
        (value) => (value === undefined ? zip.readEntry() : finish(value)),
        () => finish(fallback),
      );
    });
    zip.on("end", () => finish(fallback));
    zip.on("error", () => finish(fallback));
    zip.readEntry();
  });
}

/**
 * The MIME type a ZIP-based document declares, read the way file-type reads it but without trusting
 * the archive (yauzl reads the central directory; entry sizes are checked against what inflates): the
 * entries are walked in order and the first telling one decides (`META-INF/MANIFEST.MF`,
 * `META-INF/mozilla.rsa`, `classes*.dex` → `application/zip`, i.e. a refused archive; `mimetype` → its
 * text, the ODF type; `[Content_Types].xml` → the type before `.main+xml"`, the OOXML type). Only that
 * one entry is inflated, to at most 64 KiB, so a zip bomb costs nothing. Null when `data` is no
 * readable ZIP or the telling entry is unreadable or too big.
 */
export async function officeZipType(data: Buffer): Promise<string | null> {
  const zip = await openZip(data);
  if (!zip) return null;
  return walkEntries<string | null>(
    zip,
    async (entry) => {
      const name = entry.fileName;
      if (name === "META-INF/MANIFEST.MF" || name === "META-INF/mozilla.rsa" || /classes\d*\.dex/.test(name))
        return "application/zip";
      if (name === "mimetype") return (await readSmallEntry(zip, entry))?.toString("utf8").trim() ?? null;
      if (name === "[Content_Types].xml") {
        const xml = (await readSmallEntry(zip, entry))?.toString("utf8");
        if (xml === undefined) return null;
        const end = xml.indexOf('.main+xml"');
        if (end < 0) return "application/zip";
        const head = xml.slice(0, end);
        return head.slice(head.lastIndexOf('"') + 1);
      }
      return undefined;
    },
    "application/zip",
  );
}
