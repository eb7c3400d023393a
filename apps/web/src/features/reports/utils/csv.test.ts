import { describe, expect, it } from "vitest";
import { CSV_BOM, buildCsv, csvBlob, formatCsvCell } from "./csv";

describe("CSV builder (Hungarian Excel)", () => {
  it("starts with the UTF-8 BOM, separates with ';' and ends lines with CRLF", () => {
    const csv = buildCsv(["Név", "Maradt"], [["Kovács Anna", 12.5]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Név;Maradt\r\nKovács Anna;12,5\r\n`);
  });

  it("quotes separators, quotes and line breaks, and keeps accents", () => {
    expect(formatCsvCell('Kiss "Pisti"; Péter')).toBe('"Kiss ""Pisti""; Péter"');
    expect(formatCsvCell("két\nsor")).toBe('"két\nsor"');
    expect(formatCsvCell("Őze Árpád")).toBe("Őze Árpád");
  });

  it("writes empty cells for null and undefined, numbers with a decimal comma", () => {
    expect(formatCsvCell(null)).toBe("");
    expect(formatCsvCell(undefined)).toBe("");
    expect(formatCsvCell(-2.5)).toBe("-2,5");
    expect(formatCsvCell(20)).toBe("20");
  });

  it("defuses text that a spreadsheet would run as a formula", () => {
    expect(formatCsvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(formatCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("makes a text/csv blob", () => {
    const blob = csvBlob(buildCsv(["a"], []));
    expect(blob.type).toBe("text/csv;charset=utf-8");
  });
});
