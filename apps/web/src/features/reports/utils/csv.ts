/** A CSV cell: text, a number (written with a decimal comma), or empty. */
export type CsvCell = string | number | null | undefined;

/** UTF-8 byte order mark: Hungarian Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = "\uFEFF";
/** Hungarian Excel splits columns on `;` (the list separator of the hu-HU locale). */
export const CSV_SEPARATOR = ";";

const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;
/** Text a spreadsheet would run as a formula (CSV injection); such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: numbers with a decimal comma, formula-like text defused, quoted when needed. */
export function formatCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell).replace(".", ",") : "";
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document for Hungarian Excel (RFC 4180 quoting, `;` separator, CRLF line ends, UTF-8 BOM first):
 * a header line, then one line per row.
 */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(formatCsvCell).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}

/** The CSV text as a downloadable blob (`text/csv`, UTF-8). */
export function csvBlob(csv: string): Blob {
  return new Blob([csv], { type: "text/csv;charset=utf-8" });
}
