/**
 * Spreadsheet formula injection (OWASP "CSV injection", issue 18 §3). ExcelJS writes a string as text,
 * but a text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return becomes a live formula
 * as soon as someone edits the cell or saves the sheet as CSV and opens it again (`=HYPERLINK(…)`,
 * `=cmd|' /C calc'!A0`). Every export writes its rows through {@link safeRow}, which puts a leading `'`
 * before such a text. The quote is part of the value (ExcelJS cannot set Excel's invisible quote-prefix
 * style), so it also survives a save as CSV, where a style would be lost. Numbers, dates, booleans,
 * formulas the export itself computes (`{ formula }` objects) and empty cells pass unchanged.
 */

/** The first characters that make a spreadsheet read a text as a formula (or DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `value` with a leading `'` when it starts like a formula (see the module comment), else unchanged. */
export function safeCellText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The inverse for files read back (the employee import reads the export): a `'` followed by a formula's
 * first character is dropped, so an exported `'+36 30 123 4567` imports as `+36 30 123 4567`.
 */
export function unquoteCellText(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** {@link safeCellText} for a string cell value (also the `text` of a hyperlink cell); other values unchanged. */
export function safeCell<T>(value: T): T {
  if (typeof value === "string") return safeCellText(value) as T;
  if (value && typeof value === "object" && "text" in value && typeof value.text === "string")
    return { ...value, text: safeCellText(value.text) } as T;
  return value;
}

/** A row of cell values for `addRow`, each through {@link safeCell}: the one way exports write data rows. */
export function safeRow<T extends readonly unknown[]>(values: T): T {
  return values.map((v) => safeCell(v)) as unknown as T;
}
