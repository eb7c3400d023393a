import ExcelJS from "exceljs";
import { EMPLOYEE_IMPORT_MAX_ROWS } from "@office/shared/employees/employees-import.contract";
import { employeeInputBaseSchema } from "@office/shared/employees/employees.contract";
import { badRequest } from "../../platform/errors.ts";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { EMPLOYEE_FIELD_LABELS } from "./employee-dto.ts";
import { storedZip, unpackXlsx } from "./employees-import-zip.ts";
import { safeRow, unquoteCellText } from "../reports/xlsx-cells.ts";

/**
 * An employee field the import reads: every field of the `POST /api/employee` body but `costCenterId`
 * (the file names the cost centre by its code, column „Költséghely”).
 */
export type ImportField = Exclude<keyof typeof employeeInputBaseSchema.shape, "costCenterId">;

/**
 * The import's columns in the export's order, each with its Hungarian header (the export's and the
 * Előzmények tab's label). `managerId` holds the manager's name or employee number, `costCenter` the
 * cost centre's code.
 */
export const IMPORT_COLUMNS: readonly { field: ImportField; header: string }[] = (
  Object.keys(employeeInputBaseSchema.shape).filter((f) => f !== "costCenterId") as ImportField[]
).map((field) => ({ field, header: EMPLOYEE_FIELD_LABELS[field] ?? field }));

/** The Hungarian header of a field. */
export const headerOf = (field: ImportField): string =>
  IMPORT_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** Case-, accent- and punctuation-insensitive form of a header or name: `„Adóazonosító jel:”` → `adoazonosito jel`. */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const FIELD_BY_HEADER = new Map<string, ImportField>(
  IMPORT_COLUMNS.flatMap((c) => [
    [fold(c.header), c.field],
    [fold(c.field), c.field],
  ]),
);

/** A cell as the import reads it: trimmed text (never empty), number, boolean, date, an Excel error or null. */
export type Cell = string | number | boolean | Date | { error: string } | null;

/** One data row: its Excel row number and the cells of the recognised columns (absent column → no key). */
export type SheetRow = { row: number; cells: Partial<Record<ImportField, Cell>> };

/** The sheet read from an import file. */
export type ImportSheet = { columns: ImportField[]; ignoredColumns: string[]; rows: SheetRow[] };

function cellOf(value: ExcelJS.CellValue | ExcelJS.RichText[] | undefined): Cell {
  if (value === null || value === undefined) return null;
  // the export quotes texts that start like a formula (safeRow); read them back as they were
  if (typeof value === "string") return value.trim() === "" ? null : unquoteCellText(value.trim());
  if (typeof value === "number" || typeof value === "boolean" || value instanceof Date) return value;
  if (Array.isArray(value)) return cellOf(value.map((r) => r.text).join(""));
  if ("error" in value) return { error: value.error };
  if ("richText" in value) return cellOf(value.richText);
  if ("formula" in value || "sharedFormula" in value) return cellOf(value.result);
  if ("hyperlink" in value) return cellOf(value.text as ExcelJS.CellValue);
  return null;
}

/**
 * Reads the import sheet of an `.xlsx` (already checked to be one by content). The ZIP is first
 * unpacked under hard caps on the bytes actually inflated (`unpackXlsx`: 400/413 for bombs, lying
 * sizes, too many entries) and exceljs reads a stored-only copy of exactly those bytes. The sheet called
 * „Munkatársak” (as the export and the template name it), else the first one. Its first non-empty
 * row is the header; headers match the export's (`IMPORT_COLUMNS`) or the field names, ignoring
 * case, accents and punctuation; unknown ones are listed in `ignoredColumns`. Empty rows are
 * skipped. Errors (400, Hungarian): unreadable workbook, no known header (at least „Név” or
 * „Törzsszám”), a column twice, no data row, more than `EMPLOYEE_IMPORT_MAX_ROWS` rows.
 */
export async function readImportSheet(data: Buffer): Promise<ImportSheet> {
  const checked = await storedZip(await unpackXlsx(data));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(checked as unknown as ArrayBuffer);
  } catch {
    throw badRequest("A fájl nem olvasható .xlsx munkafüzet.");
  }
  const sheet =
    workbook.worksheets.find((s) => fold(s.name) === "munkatarsak") ?? workbook.worksheets[0] ?? null;
  if (!sheet) throw badRequest("A munkafüzetben nincs munkalap.");

  let headerRow = 0;
  const columnOf = new Map<number, ImportField>();
  const ignoredColumns: string[] = [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (headerRow === 0) {
      headerRow = rowNumber;
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        const text = cellOf(cell.value);
        if (text === null || typeof text === "object") return;
        const field = FIELD_BY_HEADER.get(fold(String(text)));
        if (!field) ignoredColumns.push(String(text));
        else if ([...columnOf.values()].includes(field)) {
          throw badRequest(`A(z) „${headerOf(field)}” oszlop kétszer szerepel a fejlécben.`);
        } else columnOf.set(col, field);
      });
      return;
    }
    const cells: Partial<Record<ImportField, Cell>> = {};
    let isEmpty = true;
    for (const [col, field] of columnOf) {
      const cell = cellOf(row.getCell(col).value);
      cells[field] = cell;
      if (cell !== null) isEmpty = false;
    }
    if (isEmpty) return;
    if (rows.length >= EMPLOYEE_IMPORT_MAX_ROWS) {
      throw badRequest(`Egy fájlban legfeljebb ${EMPLOYEE_IMPORT_MAX_ROWS} munkatárs importálható.`);
    }
    rows.push({ row: rowNumber, cells });
  });
  const columns = [...columnOf.values()];
  if (!columns.includes("name") && !columns.includes("employeeNumber")) {
    throw badRequest(
      "Nem található a fejléc: az első sorban legyenek az oszlopnevek (legalább „Név” vagy „Törzsszám”), ahogy a sablonban.",
    );
  }
  if (rows.length === 0) throw badRequest("A fájlban nincs importálható sor.");
  return { columns, ignoredColumns, rows };
}

/** Name of the template's (and the export's) data sheet. */
const SHEET_NAME = "Munkatársak";
const TEXT_COLUMNS: ReadonlySet<ImportField> = new Set(["employeeNumber", "taxId", "tajNumber", "phone"]);
const DATE_COLUMNS: ReadonlySet<ImportField> = new Set(["birthDate", "employmentStart", "employmentEnd"]);

/** What the template's „Útmutató” sheet says about each column. */
const GUIDE: Readonly<Partial<Record<ImportField, string>>> = {
  employeeNumber:
    "Ha már létezik, a munkatárs adatai frissülnek; üresen vagy új számmal új munkatárs jön létre.",
  name: "Kötelező.",
  birthDate: "Dátum (ÉÉÉÉ-HH-NN vagy ÉÉÉÉ.HH.NN.).",
  taxId: "10 számjegy, ellenőrző számjeggyel; egyeznie kell a születési dátummal.",
  tajNumber: "9 számjegy, ellenőrző számjeggyel.",
  bankAccount: "2×8 vagy 3×8 számjegy.",
  managerId: "A vezető neve vagy törzsszáma (lehet ebben a fájlban felvett munkatárs is).",
  costCenter: "A költséghely kódja (Beállítások → Költséghelyek), pl. FEJ-01; üresen: nincs.",
  employmentStart: "Kötelező dátum.",
  employmentEnd: "Dátum, nem lehet korábbi a kezdeténél.",
  workSchedule: "„általános” vagy „egyéb”; üresen: általános.",
  weeklyHours: "1–60; üresen: 40.",
  disability: "„igen” vagy „nem”.",
  children: "Születési dátumok vesszővel elválasztva, pl. „2018-09-01, 2020-03-15 (fogyatékos)”.",
  active: "„igen” vagy „nem”; üresen: igen.",
};

/**
 * The import template: sheet „Munkatársak” with the header row only (the export's headers, bold,
 * frozen; identifier columns formatted as text so Excel keeps leading zeros, date columns as dates),
 * and an „Útmutató” sheet describing each column. Answers the `.xlsx` bytes.
 */
export async function writeImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet(SHEET_NAME, {
    views: [{ state: "frozen", xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    width: Math.max(12, c.header.length + 4),
    style: TEXT_COLUMNS.has(c.field)
      ? { numFmt: "@" }
      : DATE_COLUMNS.has(c.field)
        ? { numFmt: "yyyy.mm.dd." }
        : {},
  }));
  const header = sheet.addRow(safeRow(IMPORT_COLUMNS.map((c) => c.header)));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  const guide = workbook.addWorksheet("Útmutató");
  guide.columns = [{ width: 28 }, { width: 90 }];
  guide.addRow(safeRow(["Oszlop", "Tudnivaló"])).font = HEADER_FONT;
  for (const c of IMPORT_COLUMNS) guide.addRow(safeRow([c.header, GUIDE[c.field] ?? ""]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
