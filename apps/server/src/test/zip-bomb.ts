import zlib from "node:zlib";

const MIB = 1024 * 1024;

/** One entry of a hand-built test ZIP. */
export type TestZipEntry = {
  name: string;
  /** The entry's bytes (deflated unless `stored`), or… */
  data?: Buffer;
  /** …this many MiB of zeros, deflated without ever holding them in memory (~1 KB per MiB). */
  zerosMiB?: number;
  /** Stored (method 0) instead of deflated; only with `data`. */
  stored?: boolean;
  /** The uncompressed size the headers declare (a lie when it differs from the real one). */
  declaredSize?: number;
};

/** `n` MiB of zeros as a raw deflate stream: one sync-flushed MiB repeated, then an empty final block. */
function deflatedZeros(n: number): { compressed: Buffer; crc: number; size: number } {
  const zeros = Buffer.alloc(MIB);
  const block = zlib.deflateRawSync(zeros, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  let crc = 0;
  for (let i = 0; i < n; i++) crc = zlib.crc32(zeros, crc);
  const compressed = Buffer.concat([...Array<Buffer>(n).fill(block), Buffer.from([0x03, 0x00])]);
  return { compressed, crc, size: n * MIB };
}

/**
 * A ZIP (local headers, data, central directory, end record) built by hand so tests can make zip
 * bombs that lie about their sizes: `[Content_Types].xml` of 300 MiB zeros is ~310 KB on the wire.
 */
export function buildZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const content =
      entry.zerosMiB !== undefined
        ? deflatedZeros(entry.zerosMiB)
        : {
            compressed: entry.stored
              ? (entry.data ?? Buffer.alloc(0))
              : zlib.deflateRawSync(entry.data ?? Buffer.alloc(0)),
            crc: zlib.crc32(entry.data ?? Buffer.alloc(0)),
            size: entry.data?.length ?? 0,
          };
    const method = entry.stored ? 0 : 8;
    const size = entry.declaredSize ?? content.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(content.crc, 14);
    local.writeUInt32LE(content.compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(content.crc, 16);
    central.writeUInt32LE(content.compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, content.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + content.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal `[Content_Types].xml` declaring a workbook (what sniffers look for in an `.xlsx`). */
export const XLSX_CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
);

/** What a probe of one request measured: status, wall time, RSS / arrayBuffers growth, worst event-loop stall. */
export type ResourceProbe = {
  status: number;
  ms: number;
  rssGrowthMiB: number;
  arrayBuffersGrowthMiB: number;
  maxLoopDelayMs: number;
};

/**
 * Runs `request` (answering an HTTP status) and measures it: wall time, the growth of the process's
 * peak RSS and `arrayBuffers` over the values before (sampled every 10 ms and at the end), and the
 * longest event-loop stall (the largest lateness of that 10 ms timer, including the final wait).
 */
export async function probeResources(request: () => Promise<number>): Promise<ResourceProbe> {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakArrayBuffers = before.arrayBuffers;
  let last = performance.now();
  let maxStall = 0;
  const tick = () => {
    const now = performance.now();
    maxStall = Math.max(maxStall, now - last - 10);
    last = now;
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakArrayBuffers = Math.max(peakArrayBuffers, usage.arrayBuffers);
  };
  const timer = setInterval(tick, 10);
  const started = performance.now();
  try {
    const status = await request();
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 15));
    tick();
    return {
      status,
      ms: Math.round(ms),
      rssGrowthMiB: Math.round((peakRss - before.rss) / MIB),
      arrayBuffersGrowthMiB: Math.round((peakArrayBuffers - before.arrayBuffers) / MIB),
      maxLoopDelayMs: Math.round(Math.max(0, maxStall)),
    };
  } finally {
    clearInterval(timer);
  }
}
