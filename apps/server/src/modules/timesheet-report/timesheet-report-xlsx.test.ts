import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { fromBudapestParts } from "@office/shared/hu/budapest-time";
import { ExportAbortedError } from "../reports/xlsx-stream.ts";
import { expectExcelDate, expectNumberCell, loadWorkbook, spaced } from "../reports/xlsx-test-support.ts";
import { pdfText } from "../assets/pdf-text.test-util.ts";
import { buildTimesheetPdf } from "./timesheet-report-pdf.ts";
import { givenBreakMinutes } from "@office/shared/hu/working-time";
import { dayKindLabel, dayRowsOf, hoursOf, stretchText, totalsOf } from "./timesheet-report-model.ts";
import { fileSlug } from "@office/shared/hu/collate";
import { reportFileName } from "./timesheet-report.service.ts";
import { syntheticRecords, syntheticReport } from "./timesheet-report-fixture.test-util.ts";
import {
  PERSON_HEADER_ROW,
  SUMMARY_HEADER_ROW,
  SUMMARY_SHEET,
  personSheetNames,
  writeTimesheetXlsx,
} from "./timesheet-report-xlsx.ts";

const collect = (stream: PassThrough) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });

describe("timesheet report building blocks", () => {
  it("names sheets within Excel's rules: 31 characters, no : \\ / ? * [ ], unique regardless of case", () => {
    const long = "Dr. Kovácsné Szabó-Nagy Erzsébet Anna Mária";
    expect(personSheetNames([long, long, "a/b:c", "Összesítő", "KISS ÉVA", "Kiss Éva", ""])).toEqual([
      "Dr. Kovácsné Szabó-Nagy Erzsébe",
      "Dr. Kovácsné Szabó-Nagy Erz (2)",
      "a b c",
      "Összesítő (2)",
      "KISS ÉVA",
      "Kiss Éva (2)",
      "Munkatárs",
    ]);
    for (const n of personSheetNames([long, long])) expect(n.length).toBeLessThanOrEqual(31);
  });

  it("builds ASCII file names from Hungarian names", () => {
    expect(fileSlug("Kovács Anna")).toBe("kovacs-anna");
    expect(fileSlug("Őrző Űrös-Tükör")).toBe("orzo-uros-tukor");
    expect(reportFileName("2026-10", "xlsx")).toBe("jelenleti-iv-2026-10.xlsx");
    expect(
      reportFileName("2026-10", "pdf", {
        id: 7,
        name: "Жуков",
        employeeNumber: null,
        department: null,
        employmentStart: null,
        employmentEnd: null,
        workSchedule: "general",
      }),
    ).toBe("jelenleti-iv-2026-10-munkatars-7.pdf");
  });

  it("writes stretches, a night shift past midnight and day kinds the way the record reads", () => {
    const at = (day: number, hour: number) =>
      fromBudapestParts({ year: 2026, month: 10, day, hour, minute: 0, second: 0 });
    const base = { workDate: "2026-10-14", breakMinutes: 0, kind: "work" as const };
    expect(stretchText({ ...base, startsAt: at(14, 22), endsAt: at(15, 6) })).toBe("22:00–06:00 (+1)");
    expect(stretchText({ ...base, startsAt: at(14, 8), endsAt: null })).toBe("08:00–…");
    expect(dayKindLabel({ dayKind: "swappedWorkday", dayName: "x" })).toBe("áthelyezett munkanap");
    expect(dayKindLabel({ dayKind: "holiday", dayName: "Karácsony" })).toBe("munkaszüneti nap: Karácsony");
    expect(hoursOf(450)).toBe(7.5);
    expect(hoursOf(1234)).toBe(20.57);
  });
});

describe("the Szünet column of the sheet (Mt. 103. § (1) reading)", () => {
  const at = (day: number, hour: number, minute = 0) =>
    fromBudapestParts({ year: 2026, month: 10, day, hour, minute, second: 0 });

  it("counts the entered breaks plus the gaps between a split day's work stretches, stand-by aside", () => {
    const [split, plain] = syntheticRecords(2);
    if (!split || !plain) throw new Error("no records");
    // person 0 works 07–11 and 15–19, then stands by 19–23: the 4-hour gap is the break, stand-by is not
    const day = dayRowsOf(split).find((d) => d.date === "2026-10-12");
    expect(day?.breakMinutes).toBe(240);
    expect(dayRowsOf(plain).find((d) => d.date === "2026-10-12")?.breakMinutes).toBe(20);

    // entered breaks and a gap add up: 08:00–12:00 with 10 minutes, 13:00–17:00 with 5 → 75
    const record = structuredClone(plain);
    const oct14 = record.days.find((d) => d.date === "2026-10-14");
    if (!oct14) throw new Error("no day");
    oct14.stretches = [
      { workDate: "2026-10-14", startsAt: at(14, 13), endsAt: at(14, 17), breakMinutes: 5, kind: "work" },
      { workDate: "2026-10-14", startsAt: at(14, 8), endsAt: at(14, 12), breakMinutes: 10, kind: "work" },
    ];
    const row = dayRowsOf(record).find((d) => d.date === "2026-10-14");
    expect(row?.breakMinutes).toBe(75);
    // the same figure the Mt. 103. § warning checks, and the totals are the days' sum
    expect(row?.breakMinutes).toBe(givenBreakMinutes(oct14.stretches));
    expect(totalsOf(record).breakMinutes).toBe(dayRowsOf(record).reduce((sum, d) => sum + d.breakMinutes, 0));
  });

  it("writes that break into the person's sheet of the .xlsx", async () => {
    const [split] = syntheticRecords(1);
    if (!split) throw new Error("no records");
    const out = new PassThrough();
    const done = collect(out);
    await writeTimesheetXlsx(syntheticReport([split]), out);
    const workbook = await loadWorkbook(await done);
    const sheet = workbook.worksheets[1];
    expect(sheet?.getRow(PERSON_HEADER_ROW).getCell(6).value).toBe("Szünet (perc)");
    expect(sheet?.getRow(PERSON_HEADER_ROW + 12).getCell(6).value).toBe(240);
  });

  it("writes that break into the PDF's day rows and totals", async () => {
    const [split] = syntheticRecords(1);
    if (!split) throw new Error("no records");
    const text = spaced(await pdfText(await buildTimesheetPdf(syntheticReport([split]))));
    expect(text).toContain("2026. 10. 12. hétfő munkanap 07:00–11:00, 15:00–19:00 19:00–23:00 240 8 8");
    // 20 working days with the 4-hour gap each
    expect(text).toContain(`Összesen ${totalsOf(split).breakMinutes}`);
    expect(totalsOf(split).breakMinutes).toBe(20 * 240);
  });
});

describe("timesheet .xlsx streaming writer", () => {
  it("streams 150 people while the event loop keeps running", async () => {
    const out = new PassThrough();
    const file = collect(out);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await writeTimesheetXlsx(syntheticReport(syntheticRecords(150)), out);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(10);
    const workbook = await loadWorkbook(await file);
    expect(workbook.worksheets).toHaveLength(151);
    const summary = workbook.getWorksheet(SUMMARY_SHEET);
    expect(summary?.getRow(SUMMARY_HEADER_ROW + 1).getCell(1).value).toBe("Munkatárs 0001 Őrző Űrös");
    const totals = summary?.getRow(SUMMARY_HEADER_ROW + 151);
    expect(totals?.getCell(1).value).toBe("Összesen");
    expect(totals?.getCell(7).value).toBe(450); // 3 hours of Saturday overtime each
    const person = workbook.worksheets[1];
    expectExcelDate(person?.getRow(PERSON_HEADER_ROW + 1).getCell(1), "2026-10-01");
    expectNumberCell(person?.getRow(PERSON_HEADER_ROW + 1).getCell(6));
  });

  it("stops with ExportAbortedError when the client goes away", async () => {
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
        out.destroy();
      },
    });
    await expect(writeTimesheetXlsx(syntheticReport(syntheticRecords(300)), out)).rejects.toBeInstanceOf(
      ExportAbortedError,
    );
  });
});
