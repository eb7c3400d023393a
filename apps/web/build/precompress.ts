import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this size the headers of an encoded response outweigh what compression saves. */
const MIN_BYTES = 1024;

/** Every file under `dir` (recursively), skipping dot folders such as `.vite/`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each compressible file
 * of at least 1 KB in `dir`, when the result is smaller than the file; returns how many files it wrote.
 * The server sends them with @fastify/static's `preCompressed` (apps/server/src/app/spa.ts).
 */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    for (const [ext, bytes] of [
      ["br", br],
      ["gz", gz],
    ] as const) {
      if (bytes.length >= source.length) continue;
      writeFileSync(`${file}.${ext}`, bytes);
      written++;
    }
  }
  return written;
}

/** Vite build plugin: pre-compresses the finished build output (issue 7 §7), after public/ is copied. */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "office-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const count = precompressDir(outDir);
      this.info(`pre-compressed ${count} files (br, gz) in ${outDir}`);
    },
  };
}
