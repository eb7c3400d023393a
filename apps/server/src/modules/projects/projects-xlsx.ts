import ExcelJS from "exceljs";
import {
  PROJECT_HEALTH_LABELS,
  PROJECT_STATUS_LABELS,
  type Project,
} from "@office/shared/projects/projects.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { safeRow } from "../reports/xlsx-cells.ts";

type Column = { header: string; width: number; value: (p: Project) => ExcelJS.CellValue; numFmt?: string };

const isoToDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** Columns of the project export (the `/projektek` list's columns and a few more). */
const COLUMNS: readonly Column[] = [
  { header: "Kód", width: 14, value: (p) => p.code },
  { header: "Név", width: 36, value: (p) => p.name },
  { header: "Partner", width: 30, value: (p) => p.partner?.name ?? null },
  { header: "Állapot", width: 14, value: (p) => PROJECT_STATUS_LABELS[p.status] },
  { header: "Kezdés", width: 12, value: (p) => isoToDate(p.startDate), numFmt: "yyyy.mm.dd." },
  { header: "Befejezés", width: 12, value: (p) => isoToDate(p.endDate), numFmt: "yyyy.mm.dd." },
  { header: "Költségvetés (Ft)", width: 18, value: (p) => p.budget, numFmt: "#,##0" },
  {
    header: "Költséghely",
    width: 26,
    value: (p) => (p.costCenter ? `${p.costCenter.code} – ${p.costCenter.name}` : null),
  },
  { header: "Projektvezető", width: 22, value: (p) => p.manager?.name ?? null },
  { header: "Tagok", width: 40, value: (p) => p.members.map((m) => m.name).join(", ") },
  { header: "Külső erőforrások", width: 30, value: (p) => p.externalResources.map((r) => r.name).join(", ") },
  { header: "Állapotjelző", width: 14, value: (p) => PROJECT_HEALTH_LABELS[p.health] },
  { header: "Készültség (%)", width: 14, value: (p) => p.progress },
  { header: "Archivált", width: 10, value: (p) => (p.archived ? "igen" : "nem") },
];

export const PROJECT_XLSX_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);

/**
 * The listed projects as a one-sheet `.xlsx` (Hungarian headers, dates as dates, budget in HUF as a
 * number, frozen header row, autofilter). A list of a few thousand rows at most, built in memory.
 */
export async function projectsXlsx(projects: readonly Project[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Office";
  const sheet = workbook.addWorksheet("Projektek", {
    views: [{ state: "frozen", ySplit: 1, topLeftCell: "A2", activeCell: "A2" }],
  });
  sheet.columns = COLUMNS.map((c) => ({
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const header = sheet.addRow(safeRow([...PROJECT_XLSX_HEADERS]));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  for (const p of projects) sheet.addRow(safeRow(COLUMNS.map((c) => c.value(p))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
