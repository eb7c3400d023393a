/**
 * Test helper: the text of every page of a PDF, read back with pdfjs-dist (legacy build for Node), pages
 * joined by newlines, items by spaces.
 */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const text = content.items.map((it) => ("str" in it ? it.str + (it.hasEOL ? " " : "") : "")).join("");
    pages.push(text.replace(/\s+/g, " "));
  }
  await doc.destroy();
  return pages.join("\n");
}
