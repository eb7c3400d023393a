import { setImmediate as nextTurn } from "node:timers/promises";
import type { Column, Content, TableCell } from "pdfmake/interfaces";
import { formatDateHu, formatMonthHu, formatNumberHu } from "@office/shared/hu/format";
import { renderPdf } from "../assets/pdf.ts";
import type { PdfDocument, PdfTableLayoutName } from "../assets/pdf-document.ts";
import type { ComputedRecord } from "../working-time/working-time-record.ts";
import {
  absenceLine,
  closureLabel,
  dayRowsOf,
  formatHoursHu,
  hoursOf,
  reportTitle,
  scheduleLabel,
  totalsOf,
  warningLines,
  yearOvertimeLine,
  type TimesheetReport,
} from "./timesheet-report-model.ts";

/** Labels of the signature block (a test reads them back). */
export const SIGNATURE_LABELS = {
  employee: "Munkavállaló aláírása",
  employer: "Munkáltató / vezető aláírása",
  dated: "Kelt:",
} as const;

const HEADERS = [
  "Dátum",
  "Nap",
  "Napfajta",
  "Munkaidő (kezdés–befejezés)",
  "Készenlét (kezdés–befejezés)",
  "Szünet\n(perc)",
  "Beosztás\n(óra)",
  "Ledolgozott\n(óra)",
  "Rendkívüli\nmunkaidő (óra)",
  "Készenlét\n(óra)",
  "Távollét",
  "Megjegyzés",
];
const WIDTHS = [44, 38, 120, 100, 70, 26, 34, 42, 52, 36, 70, "*"];
const NUMBER_COLUMNS = new Set([5, 6, 7, 8, 9]);
const GREY = "#eeeeee";

/** A day figure: "7,5", empty for 0 (the totals row shows zeros). */
const figure = (n: number) => (n === 0 ? "" : formatNumberHu(n, 2));

function tableOf(record: ComputedRecord): Content {
  const head: TableCell[] = HEADERS.map((text, i) => ({
    text,
    bold: true,
    fillColor: GREY,
    alignment: NUMBER_COLUMNS.has(i) ? "right" : "left",
  }));
  const body: TableCell[][] = [head];
  const rows = dayRowsOf(record);
  rows.forEach((d, i) => {
    const day = record.days[i];
    const fill = day && day.scheduledMinutes === 0 ? "#f5f5f5" : undefined;
    const cells: string[] = [
      formatDateHu(d.date),
      d.weekday,
      d.dayKind,
      d.work.join(", "),
      d.standby.join(", "),
      figure(d.breakMinutes),
      figure(hoursOf(day?.scheduledMinutes ?? 0)),
      figure(d.workedHours),
      figure(d.overtimeHours),
      figure(d.standbyHours),
      d.absence ?? "",
      d.note,
    ];
    body.push(
      cells.map((text, c) => ({
        text,
        ...(fill ? { fillColor: fill } : {}),
        ...(NUMBER_COLUMNS.has(c) ? { alignment: "right" as const } : {}),
      })),
    );
  });
  const t = totalsOf(record);
  const totals = [
    "Összesen",
    "",
    "",
    "",
    "",
    formatNumberHu(t.breakMinutes, 0),
    formatHoursHu(t.scheduledHours),
    formatHoursHu(t.workedHours),
    formatHoursHu(t.overtimeHours),
    formatHoursHu(t.standbyHours),
    "",
    "",
  ];
  body.push(
    totals.map((text, c) => ({
      text,
      bold: true,
      fillColor: GREY,
      ...(NUMBER_COLUMNS.has(c) ? { alignment: "right" as const } : {}),
    })),
  );
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: WIDTHS, body },
    layout: "thinGrid" satisfies PdfTableLayoutName,
    margin: [0, 4, 0, 6],
  };
}

function signatureBlock(report: TimesheetReport): Content {
  const place = report.place ? `${report.place}, ` : "______________, ";
  const line = (label: string): Column => ({
    width: 200,
    stack: [
      { canvas: [{ type: "line", x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.6 }] },
      { text: label, margin: [0, 2, 0, 0] },
    ],
  });
  return {
    unbreakable: true,
    columns: [
      {
        width: "*",
        text: `${SIGNATURE_LABELS.dated} ${place}${formatDateHu(report.today)}`,
        margin: [0, -4, 0, 0],
      },
      line(SIGNATURE_LABELS.employee),
      line(SIGNATURE_LABELS.employer),
    ],
    columnGap: 40,
    margin: [0, 26, 0, 0],
  };
}

function personContent(report: TimesheetReport, record: ComputedRecord, first: boolean): Content[] {
  const e = record.employee;
  const companyLine = [
    report.company.name,
    report.company.seat && `Székhely: ${report.company.seat}`,
    report.company.taxNumber && `Adószám: ${report.company.taxNumber}`,
  ]
    .filter(Boolean)
    .join("   ·   ");
  const person = [
    `Munkavállaló: ${e.name}`,
    e.employeeNumber && `Törzsszám: ${e.employeeNumber}`,
    e.department && `Szervezeti egység: ${e.department}`,
  ]
    .filter(Boolean)
    .join("   ·   ");
  const t = totalsOf(record);
  const warnings = warningLines(record);
  return [
    {
      columns: [
        {
          width: "*",
          stack: [
            { text: companyLine, fontSize: 8, color: "#444444" },
            { text: `JELENLÉTI ÍV – ${formatMonthHu(report.month)}`, fontSize: 13, bold: true },
          ],
        },
        {
          width: "auto",
          text: closureLabel(report.closure),
          bold: true,
          fontSize: 9,
          color: report.closure ? "#000000" : "#b00000",
          margin: [0, 10, 0, 0],
        },
      ],
      ...(first ? {} : { pageBreak: "before" as const }),
    },
    { text: person, bold: true, margin: [0, 2, 0, 0] },
    { text: `Munkarend: ${scheduleLabel(record.schedule)}` },
    tableOf(record),
    {
      text: [
        `Távollét: ${absenceLine(t)}   ·   ${yearOvertimeLine(record, report)}`,
        report.limit.agreement ? `   ·   Megállapodás: ${report.limit.agreement}` : "",
      ].join(""),
    },
    ...(record.provisional
      ? [
          {
            text: "Az év munkarendi rendelete nincs betöltve: a napok fajtája a munkaszüneti napokból és a hétvégékből számolva.",
          },
        ]
      : []),
    warnings.length > 0
      ? { stack: [{ text: "Figyelmeztetések:", bold: true }, { ul: warnings }], margin: [0, 3, 0, 0] }
      : { text: "Figyelmeztetés: nincs" },
    signatureBlock(report),
  ];
}

/**
 * The report as a PDF a manager can sign (issue 21 §2): A4 landscape, one section per person starting
 * on a new page (a long month with split shifts runs on; the table header repeats) — company, month,
 * person, schedule (Mt. 134. § (3) days noted "beosztás szerint"), closed or "Nem lezárt hónap", the days
 * with every stretch of work and stand-by, break, hours, absence and note, the totals, the year's overtime
 * against the limit (Mt. 109. §), warnings with their paragraph, and "Kelt:" with the employee's and the
 * employer's signature lines. Numbers and dates in Hungarian ("7,5", "2026. 11. 25."), Roboto for ő/ű.
 * With no records, one page says so. Returns the PDF bytes.
 */
export async function buildTimesheetPdf(report: TimesheetReport): Promise<Buffer> {
  return renderPdf(await timesheetPdfDocument(report));
}

/** People whose content is built in one turn of the event loop (≈ 1 ms each). */
const PEOPLE_PER_TURN = 5;

/**
 * The document definition of {@link buildTimesheetPdf}, built {@link PEOPLE_PER_TURN} people a turn of
 * the event loop so that the whole company's month does not hold it for seconds.
 */
export async function timesheetPdfDocument(report: TimesheetReport): Promise<PdfDocument> {
  const title = reportTitle(report);
  const content: Content[] = [];
  for (const [i, record] of report.records.entries()) {
    if (i > 0 && i % PEOPLE_PER_TURN === 0) await nextTurn();
    content.push(...personContent(report, record, i === 0));
  }
  if (report.records.length === 0)
    content.push(
      { text: report.company.name, fontSize: 8 },
      { text: title, fontSize: 13, bold: true },
      { text: "A hónapra nincs megjeleníthető munkatárs." },
    );
  return {
    pageOrientation: "landscape",
    pageMargins: [28, 24, 28, 28],
    info: { title, author: report.company.name, creator: "Office" },
    defaultStyle: { font: "Roboto", fontSize: 7.5 },
    footer: {
      text: [
        `${report.company.name} · ${title} · `,
        { pageNumber: "current" },
        ". oldal / ",
        { pageNumber: "count" },
      ],
      fontSize: 7,
      color: "#666666",
      alignment: "center",
      margin: [0, 8, 0, 0],
    },
    content,
  };
}
