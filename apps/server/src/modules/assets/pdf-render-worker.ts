import { createRequire } from "node:module";
import path from "node:path";
import pdfMake from "pdfmake";
import { move } from "piscina";
import {
  documentOfTask,
  PDF_TABLE_LAYOUTS,
  toPdfmakeDocument,
  type PdfDocument,
  type PdfRenderTask,
} from "./pdf-document.ts";

/**
 * The PDF render worker (a piscina worker thread, started by `renderPdf` in pdf.ts): lays out one
 * {@link PdfDocument} with pdfmake and writes it. Built as its own entry, dist/pdf-render-worker.js
 * (build.mjs); under Vitest/tsx pdf-render-worker.dev.mjs loads this file through tsx. It imports only
 * pdfmake and pdf-document.ts, so a thread costs pdfmake and its fonts, not the server.
 */

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
const FONT_FILES = {
  normal: "Roboto-Regular.ttf",
  bold: "Roboto-Medium.ttf",
  italics: "Roboto-Italic.ttf",
  bolditalics: "Roboto-MediumItalic.ttf",
} as const;

// Once a thread: pdfmake's bundled Roboto TTFs (node_modules/pdfmake/fonts/Roboto; they carry the
// Hungarian ő and ű that the 14 standard PDF fonts lack), the named table layouts, and the access
// policies: only these four font files may be read from disk, no URL may be fetched.
pdfMake.setFonts({
  Roboto: {
    normal: path.join(fontDir, FONT_FILES.normal),
    bold: path.join(fontDir, FONT_FILES.bold),
    italics: path.join(fontDir, FONT_FILES.italics),
    bolditalics: path.join(fontDir, FONT_FILES.bolditalics),
  },
});
const allowed = new Set(Object.values(FONT_FILES).map((name) => path.join(fontDir, name)));
pdfMake.setLocalAccessPolicy((p) => allowed.has(p));
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.addTableLayouts(PDF_TABLE_LAYOUTS);

/**
 * Renders the task's {@link PdfDocument} (defaults and footer by `toPdfmakeDocument`) and hands its bytes
 * to the main thread without a copy (piscina's `move` transfers the buffer). Throws what pdfmake throws.
 */
export default async function renderPdfInWorker(task: PdfRenderTask): Promise<ReturnType<typeof move>> {
  const doc: PdfDocument = documentOfTask(task);
  const pdf: Buffer = await pdfMake.createPdf(toPdfmakeDocument(doc)).getBuffer();
  // A small Buffer is a view into Node's shared pool: only a buffer of its own may be transferred.
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(own);
}
