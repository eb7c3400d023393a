import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { monthsInRange } from "../attendance/attendance-calendar.ts";
import { syntheticAttendanceSource } from "./attendance-xlsx-bench.ts";
import { writeAttendanceXlsx } from "./attendance-xlsx.ts";
import { ExportAbortedError } from "./xlsx-stream.ts";

const collect = (stream: PassThrough) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });

describe("attendance .xlsx streaming writer", () => {
  it("splits a range into month spans clipped to the range", () => {
    expect(monthsInRange("2025-12-15", "2026-02-03")).toEqual([
      { year: 2025, month: 12, start: "2025-12-15", end: "2025-12-31" },
      { year: 2026, month: 1, start: "2026-01-01", end: "2026-01-31" },
      { year: 2026, month: 2, start: "2026-02-01", end: "2026-02-03" },
    ]);
    expect(monthsInRange("2024-02-01", "2024-02-29")).toHaveLength(1);
  });

  it("streams 300 employees × 3 months while the event loop keeps running", async () => {
    const out = new PassThrough();
    const file = collect(out);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const stats = await writeAttendanceXlsx(
      syntheticAttendanceSource(300),
      { start: "2026-01-01", end: "2026-03-31" },
      out,
    );
    clearInterval(timer);
    expect(stats).toEqual({ sheets: 3, rows: 900 });
    expect(ticks).toBeGreaterThan(10);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => [s.name, s.actualRowCount])).toEqual([
      ["2026-01", 301],
      ["2026-02", 301],
      ["2026-03", 301],
      ["Jelmagyarázat", 17],
    ]);
    const march = workbook.getWorksheet("2026-03");
    // Munkatárs 0007: a week of leave from 10 March (Tue–Fri, Mon 16 March); 15 March is a holiday (Sunday).
    const row = (march?.getRow(8).values as ExcelJS.CellValue[]).slice(1);
    expect(row[0]).toBe("Munkatárs 0007");
    expect(row.slice(3 + 9, 3 + 16)).toEqual(["SZ", "SZ", "SZ", "SZ", undefined, undefined, "SZ"]);
  });

  it("stops with ExportAbortedError when the client goes away", async () => {
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
        out.destroy();
      },
    });
    await expect(
      writeAttendanceXlsx(syntheticAttendanceSource(300), { start: "2026-01-01", end: "2026-12-31" }, out),
    ).rejects.toBeInstanceOf(ExportAbortedError);
  });
});
