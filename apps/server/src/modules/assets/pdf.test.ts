import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import type { PdfDocument } from "./pdf-document.ts";
import { createPdfRenderer, PDF_UNAVAILABLE_MESSAGE, renderPdf } from "./pdf.ts";
import { pdfText } from "./pdf-text.test-util.ts";
import { timesheetPdfDocument } from "../timesheet-report/timesheet-report-pdf.ts";
import { syntheticRecords, syntheticReport } from "../timesheet-report/timesheet-report-fixture.test-util.ts";

/** Issue 21 leftover: every PDF is rendered in the worker pool of pdf.ts. */
describe("renderPdf", () => {
  const renderers: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(renderers.map((r) => r.close()));
  });

  it("renders in a worker thread: the event loop keeps ticking during a large document", async () => {
    const doc = await timesheetPdfDocument(syntheticReport(syntheticRecords(40)));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      const pdf = await renderPdf(doc);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      clearInterval(timer);
    }
    // pdfmake's layout of 40 people is one synchronous piece of ≈ 1 s: on the main thread no tick runs.
    expect(ticks).toBeGreaterThan(0);
  });

  it("fills a footer's page-number slots on every page", async () => {
    const doc: PdfDocument = {
      content: [{ text: "első" }, { text: "második", pageBreak: "before" }],
      footer: { text: ["Próba Kft. · ", { pageNumber: "current" }, ". oldal / ", { pageNumber: "count" }] },
    };
    const pages = (await pdfText(await renderPdf(doc))).split("\n");
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Próba Kft. · 1. oldal / 2");
    expect(pages[1]).toContain("Próba Kft. · 2. oldal / 2");
  });

  it("refuses a document holding a function (it cannot cross to the worker)", async () => {
    const doc = { content: [{ text: "x", layout: () => 1 }] } as unknown as PdfDocument;
    await expect(renderPdf(doc)).rejects.toThrow(/could not be cloned/);
  });

  it("answers 503 in Hungarian to documents beyond the queue, and renders the others", async () => {
    const one = createPdfRenderer({ threads: 1, idleMs: 1_000, queue: 1, heapMiB: 256 });
    renderers.push(one);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => one.render({ content: [{ text: `dokumentum ${i}` }] })),
    );
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(6);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ statusCode: 503, message: PDF_UNAVAILABLE_MESSAGE });
    }
  });

  it("answers 503 in Hungarian when the render thread dies (out of memory)", async () => {
    const small = createPdfRenderer({ threads: 1, idleMs: 1_000, queue: 1, heapMiB: 16 });
    renderers.push(small);
    const doc = await timesheetPdfDocument(syntheticReport(syntheticRecords(60)));
    const err: unknown = await small.render(doc).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 503, message: PDF_UNAVAILABLE_MESSAGE });
    expect((err as AppError).cause).toBeInstanceOf(Error);
    // The pool starts a new thread for the next document.
    const next = await small.render({ content: [{ text: "kicsi" }] });
    expect(next.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
