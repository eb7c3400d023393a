import ExcelJS from "exceljs";
import { expect } from "vitest";
import { EXCEL_DATE_FORMAT } from "./xlsx-dates.ts";

/**
 * Assertions of the tests that read exported files back (issue 19 §1): a date is a real Excel date with
 * the Hungarian number format, a number is a number, and no text carries an ISO date.
 */

/** A workbook loaded from an `inject()` answer's raw payload. */
export async function loadWorkbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** `cell` holds an Excel date shown as `yyyy.mm.dd.` (or `format`); with `day`, that `YYYY-MM-DD` day. */
export function expectExcelDate(cell: ExcelJS.Cell | undefined, day?: string, format = EXCEL_DATE_FORMAT) {
  expect(cell?.type, `${cell?.address} is a date`).toBe(ExcelJS.ValueType.Date);
  expect(cell?.numFmt).toBe(format);
  if (day !== undefined) expect((cell?.value as Date).toISOString().slice(0, 10)).toBe(day);
}

/** `cell` holds a number (not a text with a unit). */
export function expectNumberCell(cell: ExcelJS.Cell | undefined) {
  expect(cell?.type, `${cell?.address} is a number`).toBe(ExcelJS.ValueType.Number);
}

/** An ISO calendar date inside a text (`2026-11-25`), not part of a longer code such as `PRJ-2026-11`. */
export const ISO_DATE_IN_TEXT = /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/;

/** No text cell of `workbook` carries an ISO date. */
export function expectNoIsoDateText(workbook: ExcelJS.Workbook) {
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === "string") expect(cell.value, cell.address).not.toMatch(ISO_DATE_IN_TEXT);
      }),
    ),
  );
}

/** A PDF's text with the non-breaking spaces of Hungarian numbers as plain spaces. */
export const spaced = (text: string) => text.replaceAll("\u00a0", " ");
