/**
 * A tiny one-page PDF writer for the demo documents (DESIGN §10): the demo employees' contracts, job
 * descriptions and medical certificates must be real files that download and open, but they are
 * demo data only, so a PDF library (and its weight in the server bundle) is not worth it. The page is
 * A4, text only, in the standard Helvetica fonts (not embedded, every viewer has them), laid out top
 * down with fixed line heights.
 *
 * Hungarian letters: the fonts use WinAnsiEncoding, which has á é í ó ö ú ü but not ő ű Ő Ű; a
 * `/Differences` array puts the glyphs /Ohungarumlaut, /Uhungarumlaut, /ohungarumlaut and
 * /uhungarumlaut (present in the standard Helvetica) on codes 213, 219, 245 and 251 (Õ Û õ û, unused
 * in Hungarian). Text is written as bytes of that encoding in octal escapes, so the file is ASCII and
 * the cross-reference offsets are plain string lengths.
 */

/** One line of the page: a heading, a `label: value` row, a wrapped paragraph, space, or signature lines. */
export type DemoPdfLine =
  | { heading: string }
  | { label: string; value: string }
  | { text: string }
  | { gap: number }
  | { signatures: readonly [string, string] };

export type DemoPdf = {
  /** Document title: shown large under the header and as the file's title (viewer tab). */
  title: string;
  /** Small bold line at the top, e.g. the company name. */
  header: string;
  lines: readonly DemoPdfLine[];
};

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY_SIZE = 10.5;
/** Characters per wrapped line at BODY_SIZE (Helvetica averages ~0.5 em a character in Hungarian text). */
const WRAP_AT = 86;
const VALUE_X = 220;

const EXTRA_CODES: Readonly<Record<string, number>> = {
  Ő: 0xd5,
  Ű: 0xdb,
  ő: 0xf5,
  ű: 0xfb,
  "€": 0x80,
  "„": 0x84,
  "…": 0x85,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
};
const REPLACED = new Set(["Õ", "Û", "õ", "û"]);

/** `text` as a PDF string literal in the fonts' encoding. Throws for a character it cannot show. */
function pdfString(text: string): string {
  let out = "(";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const code = EXTRA_CODES[ch] ?? (cp >= 0x20 && cp <= 0xff && !REPLACED.has(ch) ? cp : undefined);
    if (code === undefined || (code > 0x7e && code < 0xa0 && !(ch in EXTRA_CODES))) {
      throw new Error(`demo PDF: cannot encode ${JSON.stringify(ch)}`);
    }
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else out += code > 0x7e ? `\\${code.toString(8)}` : ch;
  }
  return `${out})`;
}

/** Splits a paragraph into lines of at most WRAP_AT characters at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > WRAP_AT) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(doc: DemoPdf): string {
  const { margin, width, height } = PAGE;
  const ops: string[] = [];
  const text = (font: "F1" | "F2", size: number, x: number, y: number, s: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(s)} Tj ET`);
  let y = height - margin;
  text("F2", 10, margin, y, doc.header);
  ops.push(`0.5 w ${margin} ${y - 8} m ${width - margin} ${y - 8} l S`);
  y -= 44;
  text("F2", 17, margin, y, doc.title);
  y -= 30;
  const step = BODY_SIZE * 1.5;
  for (const line of doc.lines) {
    if ("heading" in line) {
      y -= 6;
      text("F2", 11.5, margin, y, line.heading);
      y -= step + 2;
    } else if ("label" in line) {
      text("F2", BODY_SIZE, margin, y, line.label);
      text("F1", BODY_SIZE, VALUE_X, y, line.value);
      y -= step;
    } else if ("text" in line) {
      for (const part of wrap(line.text)) {
        text("F1", BODY_SIZE, margin, y, part);
        y -= step;
      }
    } else if ("gap" in line) {
      y -= line.gap;
    } else {
      y -= 36;
      const columns = [margin, width / 2 + 20];
      for (const [i, caption] of line.signatures.entries()) {
        const x = columns[i] ?? margin;
        ops.push(`0.5 w ${x} ${y.toFixed(1)} m ${x + 200} ${y.toFixed(1)} l S`);
        text("F1", 9, x + 4, y - 13, caption);
      }
      y -= 24;
    }
    if (y < margin) throw new Error(`demo PDF "${doc.title}": the lines do not fit on one page`);
  }
  return ops.join("\n");
}

/** UTF-16BE hex string with BOM, for the document information dictionary. */
function pdfTextString(text: string): string {
  const utf16 = Buffer.from(text, "utf16le").swap16();
  return `<FEFF${utf16.toString("hex").toUpperCase()}>`;
}

/**
 * Renders `doc` as a valid one-page PDF 1.4 (A4, uncompressed, correct cross-reference offsets).
 * Throws when a character is outside WinAnsi + ő ű Ő Ű, or the lines overflow the page.
 */
export function createDemoPdf(doc: DemoPdf): Buffer {
  const content = contentStream(doc);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R ` +
      "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 7 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 7 0 R >>",
    "<< /Type /Encoding /BaseEncoding /WinAnsiEncoding " +
      "/Differences [213 /Ohungarumlaut 219 /Uhungarumlaut 245 /ohungarumlaut 251 /uhungarumlaut] >>",
    `<< /Title ${pdfTextString(doc.title)} /Producer (Office demo) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "ascii");
}
