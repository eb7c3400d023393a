import { describe, expect, it } from "vitest";
import { buildLeaveReportCsv } from "./leave-report-csv";

const headers = {
  name: "Név",
  department: "Szervezeti egység",
  entitlement: "Keret",
  taken: "Kivett",
  pending: "Függő",
  remaining: "Maradék",
  sickDays: "Betegszabadság",
  problem: "Megjegyzés",
};

describe("leave report CSV", () => {
  it("writes one line per employee with Hungarian decimals and a BOM", () => {
    const csv = buildLeaveReportCsv(
      [
        {
          employeeId: 1,
          name: "Kovács Anna",
          department: "HR; bér",
          entitlement: 27,
          taken: 10.5,
          pending: 2,
          remaining: 14.5,
          sickDays: 0,
          problem: null,
        },
      ],
      headers,
    );
    expect(csv).toBe(
      "\uFEFFNév;Szervezeti egység;Keret;Kivett;Függő;Maradék;Betegszabadság;Megjegyzés\r\n" +
        'Kovács Anna;"HR; bér";27;10,5;2;14,5;0;\r\n',
    );
  });
});
