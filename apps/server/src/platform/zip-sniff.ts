import zlib from "node:zlib";

/** Most bytes the sniffer inflates from the one entry it reads (real `[Content_Types].xml`: ~1–3 KB). */
export const SNIFF_MAX_INFLATED_BYTES = 64 * 1024;
/** Most central-directory entries the sniffer walks before giving up (real documents: 10–200). */
const SNIFF_MAX_ENTRIES = 5000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** One central-directory record, as far as the sniffer needs it. */
type CentralEntry = { name: string; method: number; compressedSize: number; localOffset: number };

/** The central directory of `data` (entries in order), or null without a readable one (ZIP64 included). */
function centralDirectory(data: Buffer): CentralEntry[] | null {
  let eocd = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: CentralEntry[] = [];
  for (let n = 0; n < Math.min(count, SNIFF_MAX_ENTRIES); n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = data.readUInt16LE(at + 28);
    if (at + 46 + nameLength > data.length) return null;
    entries.push({
      name: data.toString("utf8", at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The bytes of one entry: stored as is, deflated inflated to at most {@link SNIFF_MAX_INFLATED_BYTES}
 * (`maxOutputLength` stops zlib there, whatever the entry declares); null when unreadable or larger.
 */
function readSmallEntry(data: Buffer, entry: CentralEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const raw = data.subarray(start, Math.min(data.length, start + entry.compressedSize));
  if (entry.method === 0) return raw.length <= SNIFF_MAX_INFLATED_BYTES ? raw : null;
  if (entry.method !== 8) return null;
  try {
    return zlib.inflateRawSync(raw, { maxOutputLength: SNIFF_MAX_INFLATED_BYTES });
  } catch {
    return null;
  }
}

/**
 * The MIME type a ZIP-based document declares, read the way file-type reads it but without trusting
 * the archive: the central directory is walked in order and the first telling entry decides
 * (`META-INF/MANIFEST.MF`, `META-INF/mozilla.rsa`, `classes*.dex` → `application/zip`, i.e. a
 * refused archive; `mimetype` → its text, the ODF type; `[Content_Types].xml` → the type before
 * `.main+xml"`, the OOXML type). Only that one entry is inflated, to at most 64 KiB, so a zip bomb
 * costs nothing. Null when `data` is no readable ZIP or the telling entry is unreadable or too big.
 */
export function officeZipType(data: Buffer): string | null {
  const entries = centralDirectory(data);
  if (!entries) return null;
  for (const entry of entries) {
    if (
      entry.name === "META-INF/MANIFEST.MF" ||
      entry.name === "META-INF/mozilla.rsa" ||
      /classes\d*\.dex/.test(entry.name)
    ) {
      return "application/zip";
    }
    if (entry.name === "mimetype") return readSmallEntry(data, entry)?.toString("utf8").trim() ?? null;
    if (entry.name === "[Content_Types].xml") {
      const xml = readSmallEntry(data, entry)?.toString("utf8");
      if (xml === undefined) return null;
      const end = xml.indexOf('.main+xml"');
      if (end < 0) return "application/zip";
      const head = xml.slice(0, end);
      return head.slice(head.lastIndexOf('"') + 1);
    }
  }
  return "application/zip";
}
