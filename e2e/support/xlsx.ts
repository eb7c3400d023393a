import ExcelJS from "exceljs";

/** A cell as the tests compare it: text, number, or null for an empty cell. */
export type CellValue = string | number | boolean | null;

function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return plain(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return JSON.stringify(value);
}

/** A sheet as rows of its first `width` cells (1-based columns → 0-based array), header row first. */
export type SheetRows = { name: string; rows: CellValue[][] };

/** Reads an `.xlsx` file (ExcelJS) into plain rows, sheet by sheet in workbook order. */
export async function readXlsx(path: string): Promise<SheetRows[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets.map((sheet) => {
    const rows: CellValue[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => plain(row.getCell(i + 1).value)));
    });
    return { name: sheet.name, rows };
  });
}
