import type { FastifyCompressOptions } from "@fastify/compress";

/** Responses smaller than this (bytes) go out as they are: headers would eat what compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Options of @fastify/compress for the whole app (issue 7 §7): brotli or gzip, as the client accepts,
 * for JSON, text and SVG bodies of at least {@link COMPRESS_THRESHOLD_BYTES} (API JSON above all).
 * - A response that already sets `content-encoding` (the directory endpoint gzips itself; the SPA's
 *   pre-compressed files, spa.ts) is left alone by the plugin.
 * - Binary types (xlsx exports, PDFs, images under /storage) do not match `customTypes`, so streamed
 *   downloads pass through untouched.
 * - Request bodies are never inflated (`globalDecompression: false`): an upload that says
 *   `content-encoding: gzip` must not turn into a decompression bomb.
 * Register it before the routes (`app.register(compress, COMPRESS_OPTIONS)`): it hooks each route as
 * it is added.
 */
export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: COMPRESS_THRESHOLD_BYTES,
  encodings: ["br", "gzip"],
  customTypes:
    /^(application\/(json|problem\+json|javascript)|text\/(plain|csv|html|css|javascript|calendar)|image\/svg\+xml)\s*(;|$)/,
};
