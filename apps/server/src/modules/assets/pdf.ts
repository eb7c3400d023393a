import { createRequire } from "node:module";
import path from "node:path";
import pdfMake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

let fontsReady = false;

/**
 * Registers pdfmake's bundled Roboto TTFs (node_modules/pdfmake/fonts/Roboto) once: they carry the
 * Hungarian ő and ű that the 14 standard PDF fonts lack. Only these four files may be read from disk.
 */
function ensureFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
  const file = (name: string) => path.join(dir, name);
  pdfMake.setFonts({
    Roboto: {
      normal: file("Roboto-Regular.ttf"),
      bold: file("Roboto-Medium.ttf"),
      italics: file("Roboto-Italic.ttf"),
      bolditalics: file("Roboto-MediumItalic.ttf"),
    },
  });
  const allowed = new Set(
    ["Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Italic.ttf", "Roboto-MediumItalic.ttf"].map(file),
  );
  pdfMake.setLocalAccessPolicy((p) => allowed.has(p));
  pdfMake.setUrlAccessPolicy(() => false);
  fontsReady = true;
}

/** Renders a pdfmake document (A4, Roboto 10 pt unless the definition says otherwise) to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  ensureFonts();
  const pdf = pdfMake.createPdf({
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: "Roboto", fontSize: 10 },
    ...doc,
  });
  return pdf.getBuffer();
}

/** Content type of PDF answers. */
export const PDF_CONTENT_TYPE = "application/pdf";

/** `12 345 Ft` (hu-HU grouping with a no-break space) for PDF and xlsx texts; null → "–". */
export function formatHuf(value: number | null): string {
  if (value === null) return "–";
  return `${new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 0 }).format(value)} Ft`;
}
