import type { Writable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Fill, Font } from "exceljs";

/** Thrown by `breathe` when the client went away; the export stops quietly. */
export class ExportAbortedError extends Error {
  constructor() {
    super("export aborted: the output stream was closed");
    this.name = "ExportAbortedError";
  }
}

/**
 * Lets the event loop run (one `setImmediate` turn) between chunks of a large export, waits while
 * the output is over its high-water mark, and throws `ExportAbortedError` once it is closed.
 */
export async function breathe(out: Writable): Promise<void> {
  await nextTurn();
  if (out.destroyed) throw new ExportAbortedError();
  if (out.writableNeedDrain) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        resolve();
      };
      out.on("drain", done);
      out.on("close", done);
    });
    if (out.destroyed) throw new ExportAbortedError();
  }
}

/** Bold header font. */
export const HEADER_FONT: Partial<Font> = { bold: true };

/** A solid background fill of an ARGB colour. */
export const solidFill = (argb: string): Fill => ({
  type: "pattern",
  pattern: "solid",
  fgColor: { argb },
});

/** `.xlsx` MIME type. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `Content-Disposition` of a download (ASCII file names only). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
