import ExcelJS from "exceljs";
import type { Content } from "pdfmake/interfaces";
import {
  INVENTORY_RESULT_LABELS,
  type InventoryDetail,
  type InventoryLine,
} from "@office/shared/assets/inventory.contract";
import { HEADER_FONT, solidFill } from "../reports/xlsx-stream.ts";
import { formatHuf, renderPdf } from "./pdf.ts";
import type { PdfDocument } from "./pdf-document.ts";
import { safeRow } from "../reports/xlsx-cells.ts";
import { EXCEL_DATE_TIME_FORMAT, excelInstant } from "../reports/xlsx-dates.ts";
import { formatInstantDateTimeHu, formatNumberHu } from "@office/shared/hu/format";

/** The legal basis printed on the stocktaking report. */
export const INVENTORY_LEGAL_NOTE =
  "A leltár a számvitelről szóló 2000. évi C. törvény 69. §-a szerinti mennyiségi felvétel; a hiány és a többlet könyv szerinti (bruttó beszerzési) értéken szerepel.";

const HEADERS = [
  "Leltári szám",
  "Megnevezés",
  "Kategória",
  "Könyv szerinti hely",
  "Birtokos",
  "Könyv szerinti érték (Ft)",
  "Eredmény",
];
const cells = (l: InventoryLine) => [
  l.inventoryNumber,
  l.name ?? "(nincs a nyilvántartásban)",
  l.category,
  l.bookLocation,
  l.bookHolderName,
  l.valueHuf,
  INVENTORY_RESULT_LABELS[l.result],
];

/**
 * The stocktaking as `.xlsx`: sheet "Összesítő" (scope, counts, shortage and surplus at book value in
 * HUF, the legal note; the closing time as an Excel date-time in Budapest time) and sheet "Tételek"
 * (every line with its result).
 */
export async function buildInventoryXlsx(inv: InventoryDetail, companyName: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Office";
  const sum = wb.addWorksheet("Összesítő");
  sum.columns = [{ width: 34 }, { width: 40 }];
  const s = inv.summary;
  const rows: [string, ExcelJS.CellValue][] = [
    ["Cég", companyName],
    ["Leltár", inv.name],
    ["Hely", inv.location ?? "minden hely"],
    ["Kategória", inv.category ?? "minden kategória"],
    ["Állapot", inv.status === "closed" ? "lezárva" : "folyamatban"],
    ["Lezárva", excelInstant(inv.closedAt)],
    ["Várt tételek", s.expected],
    ["Megszámolt tételek", s.counted],
    ["Megtalálva", s.found],
    ["Hiány (db)", s.missing],
    ["Többlet (db)", s.unexpected],
    ["Eltérő hely (db)", s.wrongLocation],
    ["Eltérő birtokos (db)", s.wrongHolder],
    ["Hiány könyv szerinti értéke (Ft)", s.shortageHuf],
    ["Többlet könyv szerinti értéke (Ft)", s.surplusHuf],
    ["Jogalap", INVENTORY_LEGAL_NOTE],
  ];
  for (const r of rows) {
    const row = sum.addRow(safeRow(r));
    row.getCell(1).font = HEADER_FONT;
    row.getCell(2).numFmt = r[1] instanceof Date ? EXCEL_DATE_TIME_FORMAT : "#,##0";
  }
  const items = wb.addWorksheet("Tételek", { views: [{ state: "frozen", ySplit: 1 }] });
  items.columns = [16, 36, 16, 24, 24, 18, 18].map((width) => ({ width }));
  const header = items.addRow(safeRow(HEADERS));
  header.font = HEADER_FONT;
  header.eachCell((c) => (c.fill = solidFill("FFEFEFEF")));
  items.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: HEADERS.length } };
  for (const l of inv.lines) items.addRow(safeRow(cells(l)));
  items.getColumn(6).numFmt = "#,##0";
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function table(lines: InventoryLine[]): Content {
  if (lines.length === 0) return { text: "Nincs ilyen tétel.", italics: true, margin: [0, 0, 0, 8] };
  return {
    table: {
      headerRows: 1,
      widths: [62, "*", 70, 80, 60, 56],
      body: [
        ["Leltári szám", "Megnevezés", "Könyv szerinti hely", "Birtokos", "Érték", "Eredmény"].map((t) => ({
          text: t,
          bold: true,
        })),
        ...lines.map((l) => [
          l.inventoryNumber,
          l.name ?? "(nincs a nyilvántartásban)",
          l.bookLocation ?? "–",
          l.bookHolderName ?? "–",
          { text: formatHuf(l.valueHuf), alignment: "right" as const },
          INVENTORY_RESULT_LABELS[l.result],
        ]),
      ],
    },
    layout: "lightHorizontalLines",
    fontSize: 8,
    margin: [0, 0, 0, 10],
  };
}

/**
 * The stocktaking report as PDF (A4): scope, counts, shortages (hiány) and surpluses (többlet) at book
 * value, the other discrepancies (wrong location or holder), the legal note and signature lines.
 */
export async function buildInventoryPdf(inv: InventoryDetail, companyName: string): Promise<Buffer> {
  const s = inv.summary;
  const of = (r: InventoryLine["result"]) => inv.lines.filter((l) => l.result === r);
  const doc: PdfDocument = {
    info: { title: `Leltárjegyzőkönyv – ${inv.name}`, author: companyName, creator: "Office" },
    content: [
      { text: companyName, color: "#444444" },
      { text: "LELTÁRJEGYZŐKÖNYV", fontSize: 16, bold: true, margin: [0, 6, 0, 4] },
      { text: `${inv.name} · hely: ${inv.location ?? "minden"} · kategória: ${inv.category ?? "minden"}` },
      {
        text: `Állapot: ${inv.status === "closed" ? `lezárva (${inv.closedAt ? formatInstantDateTimeHu(inv.closedAt) : ""})` : "folyamatban"}`,
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          widths: ["*", 90],
          body: [
            ["Várt tételek", formatNumberHu(s.expected)],
            ["Megszámolt tételek", formatNumberHu(s.counted)],
            ["Megtalálva", formatNumberHu(s.found)],
            ["Hiány", `${formatNumberHu(s.missing)} db · ${formatHuf(s.shortageHuf)}`],
            ["Többlet", `${formatNumberHu(s.unexpected)} db · ${formatHuf(s.surplusHuf)}`],
            [
              "Eltérő hely / birtokos",
              `${formatNumberHu(s.wrongLocation)} / ${formatNumberHu(s.wrongHolder)} db`,
            ],
          ],
        },
        layout: "lightHorizontalLines",
        margin: [0, 0, 0, 12],
      },
      { text: "Hiány", bold: true, margin: [0, 4, 0, 4] },
      table(of("missing")),
      { text: "Többlet", bold: true, margin: [0, 4, 0, 4] },
      table(of("unexpected")),
      { text: "Eltérő hely vagy birtokos", bold: true, margin: [0, 4, 0, 4] },
      table([...of("wrongLocation"), ...of("wrongHolder")]),
      { text: INVENTORY_LEGAL_NOTE, fontSize: 8, margin: [0, 10, 0, 0] },
      {
        columns: [
          { stack: ["\n\n______________________", "leltározó"] },
          { stack: ["\n\n______________________", "leltárellenőr"] },
        ],
        margin: [0, 20, 0, 0],
      },
    ],
  };
  return renderPdf(doc);
}
