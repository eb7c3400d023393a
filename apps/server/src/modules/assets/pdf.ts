import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { setImmediate as nextTurn } from "node:timers/promises";
import { serialize } from "node:v8";
import { Piscina } from "piscina";
import { serviceUnavailable } from "../../platform/errors.ts";
import type { PdfDocument, PdfRenderTask } from "./pdf-document.ts";

/**
 * Every PDF of the server (handover protocol, stocktaking, trip log, timesheet) is laid out and written by
 * pdfmake in a worker thread, so a large one (the whole company's month: seconds of pdfmake's synchronous
 * layout) does not stop the event loop. The pool is piscina's: created on the first PDF, at most
 * {@link PDF_THREADS} threads, none kept once idle for {@link PDF_IDLE_MS}, and at most
 * {@link PDF_QUEUE} documents waiting (each queued definition holds memory). The main thread still builds
 * the definition and serialises it, in slices between turns of the event loop: its longest stall while a
 * timesheet PDF was made, measured on the shared 2-core machine under load (≈ 8–10), was 17 ms for 100
 * people, 0.16–0.32 s for 500 and 0.52 s for 2,000 (not profiled further; garbage collection of the large
 * definition and a starved core are the likely part), against the whole render (8 s, 39–84 s, 147 s
 * there) when pdfmake ran on the main thread.
 */

/**
 * Threads that render at once: two (one on a single core), so that a small PDF — a handover protocol,
 * rendered as its acceptance is answered — need not wait behind a timesheet of hundreds of pages.
 * Two timesheets at the cap take ≈ 1.4 GiB together (timesheet-report.service.ts).
 */
export const PDF_THREADS = Math.min(2, availableParallelism());
/** ms a thread is kept without work before it ends (its pdfmake and fonts, ≈ 40 MB, are freed). */
export const PDF_IDLE_MS = 30_000;
/** Documents that may wait for a free thread; more → 503. */
export const PDF_QUEUE = 16;
/**
 * Old-generation heap of a render thread in MiB. A document that needs more ends that thread alone
 * (ERR_WORKER_OUT_OF_MEMORY → 503), not the server; the largest document, the timesheet at
 * `TIMESHEET_PDF_MAX_PEOPLE`, fits in it (measured figures in timesheet-report.service.ts).
 */
export const PDF_WORKER_HEAP_MIB = 2048;

/**
 * Content items serialised in one turn of the event loop. A timesheet person is 7–8 items (≈ 1 ms to
 * serialise), so a slice blocks for some ms however large the document.
 */
export const PDF_SLICE_ITEMS = 32;

/** The Hungarian 503 message of a PDF that could not be made (thread crashed, out of memory, queue full). */
export const PDF_UNAVAILABLE_MESSAGE = "A PDF most nem készíthető el, próbáld újra később.";

/** Options of a {@link PdfRenderer}: the defaults above, or smaller ones in tests. */
export type PdfRendererOptions = { threads: number; idleMs: number; queue: number; heapMiB: number };

/** A pool of render threads: `render` a document, `close` the threads (waits for running renders). */
export type PdfRenderer = {
  render: (doc: PdfDocument) => Promise<Buffer>;
  close: () => Promise<void>;
};

/**
 * The worker's entry: dist/pdf-render-worker.js beside the built bundle (the bundle of this file is
 * dist/server.js, dist/cli.js or a bench entry in a subfolder, so the folders up from it are tried), or,
 * from the TypeScript sources, pdf-render-worker.dev.mjs, which loads the .ts through tsx.
 */
function workerFile(): string {
  const here = import.meta.url;
  if (here.endsWith(".ts")) return fileURLToPath(new URL("./pdf-render-worker.dev.mjs", here));
  for (let dir = new URL("./", here), up = 0; up < 4; dir = new URL("../", dir), up += 1) {
    const file = fileURLToPath(new URL("pdf-render-worker.js", dir));
    if (existsSync(file)) return file;
  }
  throw new Error(`pdf-render-worker.js not found beside ${here}`);
}

/**
 * The worker's task of `doc`: its content in slices of {@link PDF_SLICE_ITEMS} items, each serialised on a
 * turn of its own (`v8.serialize` is the structured clone of `postMessage`; a function in the content
 * throws "… could not be cloned"), each into a buffer of its own so that it is transferred, not copied.
 */
async function taskOf(doc: PdfDocument): Promise<PdfRenderTask> {
  const { content, ...rest } = doc;
  const items = Array.isArray(content) ? content : [content];
  const contentSlices: ArrayBuffer[] = [];
  for (let i = 0; i < items.length; i += PDF_SLICE_ITEMS) {
    if (i > 0) await nextTurn();
    const bytes = serialize(items.slice(i, i + PDF_SLICE_ITEMS));
    const { buffer } = bytes;
    const whole =
      buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
    contentSlices.push(whole ? buffer : new Uint8Array(bytes).buffer);
  }
  return { doc: rest, contentSlices };
}

/**
 * A render pool with `options`. `render(doc)` resolves with the PDF bytes; errors: the document holds a
 * function (a programming error: the serialiser's or `DataCloneError`, thrown as it is, so a 500); a full
 * queue (checked before the document is serialised), a thread crash, out-of-memory end or pdfmake error →
 * 503 `AppError` with {@link PDF_UNAVAILABLE_MESSAGE} and the cause (the error handler logs 5xx with it).
 */
export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  let pool: Piscina | undefined;
  const poolOf = () =>
    (pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: options.idleMs,
      maxQueue: options.queue,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMiB },
    }));
  return {
    async render(doc) {
      if (pool && pool.queueSize >= options.queue) {
        throw serviceUnavailable(PDF_UNAVAILABLE_MESSAGE, new Error("PDF render queue is full"));
      }
      const task = await taskOf(doc);
      try {
        const bytes: Uint8Array = await poolOf().run(task, {
          transferList: task.contentSlices,
        });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (err instanceof Error && err.name === "DataCloneError") throw err;
        throw serviceUnavailable(PDF_UNAVAILABLE_MESSAGE, err);
      }
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.close();
    },
  };
}

const defaultRenderer = createPdfRenderer({
  threads: PDF_THREADS,
  idleMs: PDF_IDLE_MS,
  queue: PDF_QUEUE,
  heapMiB: PDF_WORKER_HEAP_MIB,
});

/**
 * Renders a document (A4, margins 40/40/40/50 pt, Roboto 10 pt unless it says otherwise) to PDF bytes in
 * the shared render pool, off the event loop. Errors as {@link createPdfRenderer}'s `render`: 503 when the
 * PDF cannot be made now.
 */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return defaultRenderer.render(doc);
}

/** Content type of PDF answers. */
export const PDF_CONTENT_TYPE = "application/pdf";

/** `12 345 Ft` (hu-HU grouping with a no-break space) for PDF and xlsx texts; null → "–". */
export function formatHuf(value: number | null): string {
  if (value === null) return "–";
  return `${new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 0 }).format(value)} Ft`;
}
