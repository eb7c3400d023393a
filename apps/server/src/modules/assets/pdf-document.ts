import { deserialize } from "node:v8";
import type { Content, CustomTableLayout, Margins, TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * What crosses from a request to the PDF render worker (pdf.ts → pdf-render-worker.ts): a pdfmake document
 * definition that survives the structured clone of `postMessage`, so no functions in it. pdfmake's
 * function-valued fields are described by data here and turned back into the same functions in the
 * worker by {@link toPdfmakeDocument}:
 *
 * - `footer: (currentPage, pageCount) => …` → {@link PdfPageFooter} (text parts with page-number slots);
 * - a table's `layout: { hLineWidth: () => …, … }` → the name of a layout in {@link PDF_TABLE_LAYOUTS}
 *   (or one of pdfmake's own: `noBorders`, `headerLineOnly`, `lightHorizontalLines`).
 *
 * This module imports nothing but pdfmake's types: the worker loads it without the rest of the server.
 */

/** A slot in a footer's text filled with the page's number (`current`, from 1) or the page count. */
export type PdfPageNumber = { pageNumber: "current" | "count" };

/**
 * A footer repeated on every page: its text is the parts joined, page-number slots filled in; the style
 * fields are pdfmake's (fontSize in pt, margin in pt as [left, top, right, bottom]).
 */
export type PdfPageFooter = {
  text: readonly (string | PdfPageNumber)[];
  fontSize?: number;
  color?: string;
  alignment?: "left" | "center" | "right";
  margin?: Margins;
};

/**
 * Table layouts the worker registers with pdfmake by name (pdfmake's `addTableLayouts`); a table names
 * one as `layout: "thinGrid"`. Widths and paddings in pt.
 */
export const PDF_TABLE_LAYOUTS = {
  /** Every cell boxed in a 0.4 pt grey (#999999) line, 1 pt above and below the text, 2 pt beside it. */
  thinGrid: {
    hLineWidth: () => 0.4,
    vLineWidth: () => 0.4,
    hLineColor: () => "#999999",
    vLineColor: () => "#999999",
    paddingTop: () => 1,
    paddingBottom: () => 1,
    paddingLeft: () => 2,
    paddingRight: () => 2,
  },
} satisfies Record<string, CustomTableLayout>;

/** Name of a table layout of {@link PDF_TABLE_LAYOUTS}. */
export type PdfTableLayoutName = keyof typeof PDF_TABLE_LAYOUTS;

/**
 * A document for `renderPdf`: pdfmake's definition without its function-valued page callbacks (`header`,
 * `footer`, `background`, `pageBreakBefore`), with a {@link PdfPageFooter} instead. Tables name their
 * layout (a string) rather than pass an object of functions: a function anywhere fails the clone
 * (`DataCloneError`).
 */
export type PdfDocument = Omit<
  TDocumentDefinitions,
  "header" | "footer" | "background" | "pageBreakBefore"
> & {
  footer?: PdfPageFooter;
};

/**
 * A {@link PdfDocument} as posted to the worker: the definition without `content`, and the content's
 * items in slices, each serialised by `v8.serialize` (the structured clone `postMessage` does) on its
 * own turn of the event loop, so a document of thousands of pages is not cloned in one blocking piece.
 */
export type PdfRenderTask = { doc: Omit<PdfDocument, "content">; contentSlices: ArrayBuffer[] };

/** The document of a {@link PdfRenderTask} again: its content slices deserialised and joined in order. */
export function documentOfTask(task: PdfRenderTask): PdfDocument {
  const content = task.contentSlices.flatMap((slice) => deserialize(new Uint8Array(slice)) as Content[]);
  return { ...task.doc, content };
}

/** Defaults of every PDF: A4 portrait, margins 40/40/40/50 pt, Roboto 10 pt; the document overrides them. */
const DEFAULTS = {
  pageSize: "A4",
  pageMargins: [40, 40, 40, 50],
  defaultStyle: { font: "Roboto", fontSize: 10 },
} satisfies Partial<TDocumentDefinitions>;

/**
 * The pdfmake definition of `doc` (run in the worker): the defaults under it, and its footer description
 * as pdfmake's `footer(currentPage, pageCount)` function, which returns the same text pdfmake would have
 * got from a hand-written footer function.
 */
export function toPdfmakeDocument(doc: PdfDocument): TDocumentDefinitions {
  const { footer, ...rest } = doc;
  const definition: TDocumentDefinitions = { ...DEFAULTS, ...rest };
  if (footer) {
    const { text, ...style } = footer;
    definition.footer = (currentPage, pageCount) => ({
      ...style,
      text: text
        .map((part) =>
          typeof part === "string" ? part : String(part.pageNumber === "current" ? currentPage : pageCount),
        )
        .join(""),
    });
  }
  return definition;
}
