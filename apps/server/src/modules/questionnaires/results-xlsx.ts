import ExcelJS from "exceljs";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { NO_LABEL, YES_LABEL } from "./results-aggregate.ts";
import type { ResultsBundle } from "./results.service.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_DATE_FORMAT, EXCEL_DATE_TIME_FORMAT, excelDate, excelInstant } from "../reports/xlsx-dates.ts";

const collator = new Intl.Collator("hu");

/** An answer as a spreadsheet cell (lists joined by "; ", yesNo as Igen/Nem). */
export function answerCell(value: AnswerValue | undefined): ExcelJS.CellValue {
  if (value === undefined || value === null) return "";
  if (typeof value === "boolean") return value ? YES_LABEL : NO_LABEL;
  if (Array.isArray(value)) return value.join("; ");
  return value;
}

/** Gives every Date cell of `row` the day format, and column `timeColumn` (1-based) the date-time one. */
function formatDateCells(row: ExcelJS.Row, timeColumn?: number): ExcelJS.Row {
  row.eachCell((cell, column) => {
    if (cell.value instanceof Date)
      cell.numFmt = column === timeColumn ? EXCEL_DATE_TIME_FORMAT : EXCEL_DATE_FORMAT;
  });
  return row;
}

/**
 * The results as `.xlsx` (issue 11 §2): sheet "Összesítés" (response rate, then per question the counts
 * per option, the scale mean, grouped dates) and sheet "Válaszok" (one row per response, one column per
 * question). Anonymous: no name or time column, and rows sorted by their answers, so the order links
 * to nobody; below the threshold only the notice. Non-anonymous: name and time first. The deadline, the
 * date answers and the submission time are Excel dates (`yyyy.mm.dd.`; the time in Budapest time).
 */
export async function buildResultsXlsx({ results, questions, responses }: ResultsBundle): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const summary = workbook.addWorksheet("Összesítés");
  summary.columns = [{ width: 60 }, { width: 14 }, { width: 14 }];
  summary.addRow(safeRow([results.title])).font = { bold: true, size: 14 };
  summary.addRow(safeRow([results.anonymous ? "Névtelen kérdőív" : "Nem névtelen kérdőív"]));
  summary.addRow(safeRow(["Határidő", excelDate(results.deadline) ?? results.deadline])).getCell(2).numFmt =
    EXCEL_DATE_FORMAT;
  summary.addRow(safeRow(["Címzettek", results.recipients]));
  summary.addRow(safeRow(["Kitöltések", results.responses]));
  summary.addRow(safeRow(["Kitöltési arány", results.responseRate])).getCell(2).numFmt = "0.0%";
  if (results.notice) summary.addRow(safeRow([results.notice])).font = { italic: true };
  for (const q of results.questions) {
    summary.addRow([]);
    summary.addRow(safeRow([q.text, "Válaszok", q.answered])).font = HEADER_FONT;
    for (const c of q.counts) summary.addRow(safeRow([c.option, c.count]));
    if (q.average !== null) summary.addRow(safeRow(["Átlag", q.average]));
    for (const d of q.dates)
      summary.addRow(safeRow([excelDate(d.date) ?? d.date, d.count])).getCell(1).numFmt = EXCEL_DATE_FORMAT;
    for (const t of q.texts) summary.addRow(safeRow([t]));
  }
  if (results.suppressed) return Buffer.from(await workbook.xlsx.writeBuffer());

  const sheet = workbook.addWorksheet("Válaszok", { views: [{ state: "frozen", ySplit: 1 }] });
  const named = !results.anonymous;
  const header = sheet.addRow(
    safeRow([...(named ? ["Munkatárs", "Kitöltve"] : []), ...questions.map((q) => q.text)]),
  );
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  sheet.columns = [...(named ? [{ width: 28 }, { width: 20 }] : []), ...questions.map(() => ({ width: 30 }))];
  const rows = responses.map((r) => questions.map((q) => answerCell(r.answers.get(q.id))));
  // A date question's answer (`YYYY-MM-DD`) becomes an Excel date; other answers stay as they are.
  const typed = (cells: ExcelJS.CellValue[]) =>
    cells.map((cell, c) =>
      questions[c]?.type === "date" && typeof cell === "string" ? (excelDate(cell) ?? cell) : cell,
    );
  if (named) {
    responses.forEach((r, i) =>
      formatDateCells(
        sheet.addRow(safeRow([r.name ?? "", excelInstant(r.submittedAt) ?? "", ...typed(rows[i] ?? [])])),
        2,
      ),
    );
  } else {
    rows
      .map((cells) => ({ cells, key: cells.map(String).join("\u0001") }))
      .sort((a, b) => collator.compare(a.key, b.key))
      .forEach((r) => formatDateCells(sheet.addRow(safeRow(typed(r.cells)))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
