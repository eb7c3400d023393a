import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type {
  ResourceCostReport,
  ResourceCostSeries,
  ResourceReport,
} from "@office/shared/reports/resource-reports.contract";
import { HOURS_BASIS_LABELS } from "@office/shared/reports/resource-reports.contract";
import { describeAverageRates, WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import { breathe, HEADER_FONT, solidFill } from "./xlsx-stream.ts";
import { safeRow } from "./xlsx-cells.ts";
import { EXCEL_MONTH_FORMAT } from "./xlsx-dates.ts";

/**
 * `.xlsx` writers of the resource reports (issue 9 §2): Hungarian headers, hours as `0.0" ó"`, forints as
 * `#,##0" Ft"`, percentages as `0.0%`, a bold SUM totals row (values cached) per sheet, and — for the cost
 * reports — a footer line naming the payroll-rate source. A report counted on a provisional calendar (a year
 * without its decree of swapped working days, issue 22 §4) ends every sheet with its
 * `provisionalCalendarNote` ("Ideiglenes: …"), as the trip log does. Streamed (`WorkbookWriter`); each ends
 * `out`.
 */
type Format = "text" | "month" | "int" | "days" | "hours" | "huf" | "percent";
export type XlsxColumn<T> = {
  header: string;
  width: number;
  format: Format;
  value: (r: T) => ExcelJS.CellValue;
};

const STYLE: Readonly<Record<Format, Partial<ExcelJS.Style>>> = {
  text: {},
  month: { numFmt: EXCEL_MONTH_FORMAT },
  int: { numFmt: "0" },
  days: { numFmt: "0.0" },
  hours: { numFmt: '0.0" ó"' },
  huf: { numFmt: '#,##0" Ft"' },
  percent: { numFmt: "0.0%" },
};
const SUMMED: ReadonlySet<Format> = new Set(["days", "hours", "huf"]);

/** A cell's number for a cached SUM result (text such as a withheld reason counts 0, as in the spreadsheet). */
const numberOf = (value: ExcelJS.CellValue) => (typeof value === "number" ? value : 0);

async function writeSheet<T>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: Writable,
  name: string,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
  footer: string | readonly string[] | null,
  totalsRow?: readonly ExcelJS.CellValue[],
  pageHeader?: string,
): Promise<void> {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: "frozen", xSplit: 1, ySplit: 1, topLeftCell: "B2", activeCell: "B2" }],
    ...(pageHeader ? { headerFooter: { oddHeader: `&C${pageHeader.replace(/&/g, "&&")}` } } : {}),
  });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.addRow(safeRow(columns.map((c) => c.header)));
  header.font = HEADER_FONT;
  header.eachCell((cell) => (cell.fill = solidFill("FFEFEFEF")));
  header.commit();
  for (const [index, row] of rows.entries()) {
    const written = sheet.addRow(safeRow(columns.map((c) => c.value(row))));
    columns.forEach((c, i) => (written.getCell(i + 1).style = STYLE[c.format]));
    written.commit();
    if (index % 500 === 499) await breathe(out);
  }
  const last = rows.length + 1;
  const totals = sheet.addRow(
    safeRow(
      totalsRow ??
        columns.map((c, i) => {
          if (i === 0) return "Összesen";
          if (!SUMMED.has(c.format)) return null;
          const letter = columnLetter(i + 1);
          const result = rows.reduce((s, r) => s + numberOf(c.value(r)), 0);
          return rows.length === 0 ? 0 : { formula: `SUM(${letter}2:${letter}${last})`, result };
        }),
    ),
  );
  columns.forEach((c, i) => (totals.getCell(i + 1).style = { font: HEADER_FONT, ...STYLE[c.format] }));
  totals.commit();
  const notes = footer === null ? [] : typeof footer === "string" ? [footer] : footer;
  if (notes.length > 0) {
    sheet.addRow([]).commit();
    for (const note of notes) sheet.addRow(safeRow([note])).commit();
  }
  sheet.commit();
}

/**
 * The provisional-calendar note of a report as a footer line list: `["Ideiglenes: …"]` when the report was
 * counted from the holidays of Mt. 102. § (1) and the weekends only (no decree for a year of it), else `[]`.
 */
export function provisionalLines(report: {
  provisionalCalendar: boolean;
  provisionalCalendarNote: string | null;
}): string[] {
  return report.provisionalCalendar && report.provisionalCalendarNote ? [report.provisionalCalendarNote] : [];
}

const newWorkbook = (out: Writable) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = "Office";
  return workbook;
};

type ResourceRow = ResourceReport["rows"][number];
export const RESOURCE_COLUMNS: readonly XlsxColumn<ResourceRow>[] = [
  { header: "Név", width: 28, format: "text", value: (r) => r.name },
  {
    header: "Típus",
    width: 12,
    format: "text",
    value: (r) => (r.resourceType === "employee" ? "Munkavállaló" : "Külső"),
  },
  { header: "Szervezeti egység / cég", width: 22, format: "text", value: (r) => r.department },
  {
    header: "Hónap",
    width: 10,
    format: "month",
    value: (r) => new Date(Date.UTC(r.year, r.month - 1, 1)),
  },
  { header: "Munkanap (nap)", width: 14, format: "days", value: (r) => r.workingDays },
  { header: "Jelenlét (óra)", width: 14, format: "hours", value: (r) => r.presentHours },
  { header: "Szabadság (nap)", width: 14, format: "days", value: (r) => r.leaveDays },
  { header: "Betegség (nap)", width: 14, format: "days", value: (r) => r.sickDays },
  { header: "Kapacitás (óra)", width: 14, format: "hours", value: (r) => r.capacityHours },
  { header: "Allokált (óra)", width: 14, format: "hours", value: (r) => r.allocatedHours },
  { header: "Kihasználtság", width: 13, format: "percent", value: (r) => r.utilisation },
  {
    header: "Projektek (óra)",
    width: 40,
    format: "text",
    value: (r) => r.projects.map((p) => `${p.code}: ${p.hours}`).join("; "),
  },
];

/** Jelenléti Kimutatás: one sheet, a row per resource and month. */
export async function writeResourceReportXlsx(report: ResourceReport, out: Writable): Promise<void> {
  const workbook = newWorkbook(out);
  await writeSheet(workbook, out, "Jelenléti kimutatás", RESOURCE_COLUMNS, report.rows, [
    `Időszak: ${report.start} – ${report.end}`,
    ...provisionalLines(report),
  ]);
  await workbook.commit();
}

type EmployeeRow = ResourceCostReport["employees"][number];
type ExternalRow = ResourceCostReport["externals"][number];
type ProjectRow = ResourceCostReport["projects"][number];
type CentreRow = ResourceCostReport["costCenters"][number];
const projectSplit = (r: { projects: { code: string | null; name: string; costHuf: number }[] }) =>
  r.projects.map((p) => `${p.code ?? p.name}: ${p.costHuf.toLocaleString("hu-HU")} Ft`).join("; ");

export const COST_EMPLOYEE_COLUMNS: readonly XlsxColumn<EmployeeRow>[] = [
  { header: "Név", width: 28, format: "text", value: (r) => r.name },
  { header: "Törzsszám", width: 11, format: "text", value: (r) => r.employeeNumber },
  { header: "Szervezeti egység", width: 20, format: "text", value: (r) => r.department },
  { header: "Költséghely", width: 20, format: "text", value: (r) => r.costCenter },
  { header: "Bruttó bér (Ft)", width: 16, format: "huf", value: (r) => r.grossHuf },
  { header: "Szocho (Ft)", width: 14, format: "huf", value: (r) => r.szochoHuf },
  { header: "Munkáltatói költség (Ft)", width: 22, format: "huf", value: (r) => r.employerCostHuf },
  { header: "Allokált (óra)", width: 14, format: "hours", value: (r) => r.allocatedHours },
  {
    header: "Nem allokált (Ft)",
    width: 16,
    format: "huf",
    value: (r) => r.projects.find((p) => p.projectId === null)?.costHuf ?? 0,
  },
  { header: "Projektekre osztva", width: 50, format: "text", value: projectSplit },
];
export const COST_EXTERNAL_COLUMNS: readonly XlsxColumn<ExternalRow>[] = [
  { header: "Név", width: 28, format: "text", value: (r) => r.name },
  { header: "Cég", width: 22, format: "text", value: (r) => r.company },
  {
    header: "Díjtípus",
    width: 10,
    format: "text",
    value: (r) => (r.rateKind === "hourly" ? "óradíj" : r.rateKind === "daily" ? "napidíj" : "nincs"),
  },
  { header: "Díj (Ft)", width: 12, format: "huf", value: (r) => r.rateHuf },
  { header: "Allokált (óra)", width: 14, format: "hours", value: (r) => r.hours },
  { header: "Allokált (nap)", width: 14, format: "days", value: (r) => r.days },
  { header: "Költség (Ft)", width: 16, format: "huf", value: (r) => r.costHuf },
  { header: "Projektekre osztva", width: 50, format: "text", value: projectSplit },
];
export const COST_PROJECT_COLUMNS: readonly XlsxColumn<ProjectRow>[] = [
  { header: "Projekt", width: 32, format: "text", value: (r) => (r.code ? `${r.code} – ${r.name}` : r.name) },
  { header: "Költséghely", width: 22, format: "text", value: (r) => r.costCenter },
  { header: "Allokált (óra)", width: 14, format: "hours", value: (r) => r.hours },
  { header: "Munkavállalói költség (Ft)", width: 22, format: "huf", value: (r) => r.employeeCostHuf },
  { header: "Külső költség (Ft)", width: 18, format: "huf", value: (r) => r.externalCostHuf },
  { header: "Összes költség (Ft)", width: 18, format: "huf", value: (r) => r.totalHuf },
];
export const COST_CENTRE_COLUMNS: readonly XlsxColumn<CentreRow>[] = [
  {
    header: "Költséghely",
    width: 32,
    format: "text",
    value: (r) => (r.code ? `${r.code} – ${r.name}` : r.name),
  },
  { header: "Összes költség (Ft)", width: 18, format: "huf", value: (r) => r.totalHuf },
];

/**
 * The hours basis as the cost spreadsheets print it (issue 21 §4): the page header of every sheet and the
 * last note under it, e.g. "Óraalap: Tényleges — A teljes időszak lezárt, ezért a ledolgozott órák alapján."
 */
export function hoursBasisLine(report: Pick<ResourceCostReport, "hoursBasis" | "hoursBasisReason">): string {
  return `Óraalap: ${HOURS_BASIS_LABELS[report.hoursBasis]} — ${report.hoursBasisReason}`;
}

/**
 * Bérkimutatás: sheets Munkavállalók, Külső erőforrások, Projektek, Költséghelyek; rate source and the hours
 * basis under each, the hours basis in each page header.
 */
export async function writeResourceCostXlsx(report: ResourceCostReport, out: Writable): Promise<void> {
  const workbook = newWorkbook(out);
  const basis = hoursBasisLine(report);
  const footer = [report.rateSource, basis, ...provisionalLines(report)];
  const sheet = <T>(name: string, columns: readonly XlsxColumn<T>[], rows: readonly T[]) =>
    writeSheet(workbook, out, name, columns, rows, footer, undefined, basis);
  await sheet("Munkavállalók", COST_EMPLOYEE_COLUMNS, report.employees);
  await sheet("Külső erőforrások", COST_EXTERNAL_COLUMNS, report.externals);
  await sheet("Projektek", COST_PROJECT_COLUMNS, report.projects);
  await sheet("Költséghelyek", COST_CENTRE_COLUMNS, report.costCenters);
  await workbook.commit();
}

type Line = ResourceCostSeries["projects"][number];
/**
 * The columns of a series sheet: name, one HUF column per period, the total. A withheld value (issue 18 §1)
 * is written as `WAGE_FIGURE_WITHHELD_MESSAGE` instead of a number.
 */
export function seriesColumns(report: ResourceCostSeries, first: string): XlsxColumn<Line>[] {
  return [
    { header: first, width: 32, format: "text", value: (r) => (r.code ? `${r.code} – ${r.name}` : r.name) },
    ...report.periods.map((p, i): XlsxColumn<Line> => ({
      header: `${p.label} (Ft)`,
      width: 15,
      format: "huf",
      value: (r) => (r.withheld[i] ? WAGE_FIGURE_WITHHELD_MESSAGE : (r.values[i] ?? 0)),
    })),
    {
      header: "Összesen (Ft)",
      width: 17,
      format: "huf",
      value: (r) => (r.totalWithheld ? WAGE_FIGURE_WITHHELD_MESSAGE : r.totalHuf),
    },
  ];
}

/**
 * Month-by-month / year-by-year cost: sheets Projektek, Költséghelyek and (employeeWages2) Személyek. At the
 * average rate (issue 18 §1) the totals row holds the report's own totals (withheld values are in them, but
 * not in a SUM of the cells shown) and a note under each sheet says the figures are estimates.
 */
export async function writeResourceCostSeriesXlsx(report: ResourceCostSeries, out: Writable): Promise<void> {
  const workbook = newWorkbook(out);
  const averaged = report.basis === "averageRate";
  const basis = hoursBasisLine(report);
  const footer = averaged
    ? [
        describeAverageRates(report.averageRates),
        ...(report.withheldReason ? [`Ahol szöveg áll szám helyett: ${report.withheldReason}.`] : []),
        report.rateSource,
        basis,
        ...provisionalLines(report),
      ]
    : [report.rateSource, basis, ...provisionalLines(report)];
  const totalsRow = averaged
    ? [
        "Összesen",
        ...report.totals.map((v, i) => (report.totalsWithheld[i] ? WAGE_FIGURE_WITHHELD_MESSAGE : v)),
        report.totalWithheld ? WAGE_FIGURE_WITHHELD_MESSAGE : report.totalHuf,
      ]
    : undefined;
  await writeSheet(
    workbook,
    out,
    "Projektek",
    seriesColumns(report, "Projekt"),
    report.projects,
    footer,
    totalsRow,
    basis,
  );
  await writeSheet(
    workbook,
    out,
    "Költséghelyek",
    seriesColumns(report, "Költséghely"),
    report.costCenters,
    footer,
    totalsRow,
    basis,
  );
  if (report.persons) {
    const persons = seriesColumns(report, "Név");
    await writeSheet(workbook, out, "Személyek", persons, report.persons, footer, undefined, basis);
  }
  await workbook.commit();
}

/** Spreadsheet column letter of a 1-based index (1 → A, 27 → AA). */
function columnLetter(index: number): string {
  let n = index;
  let letters = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
