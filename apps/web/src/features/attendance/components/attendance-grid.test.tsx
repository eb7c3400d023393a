import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AttendanceDay, AttendanceRow } from "@office/shared/attendance/attendance.contract";
import { cellClasses, cellText, formatTotal } from "./attendance-codes";
import { AttendanceGrid } from "./attendance-grid";
import { AttendanceLegend } from "./attendance-legend";

const days: AttendanceDay[] = [
  { date: "2026-12-23", day: 23, weekday: 3, kind: "workday", isWorkingDay: true, name: null },
  {
    date: "2026-12-24",
    day: 24,
    weekday: 4,
    kind: "restDay",
    isWorkingDay: false,
    name: "Áthelyezett pihenőnap (ledolgozva: 2026. 12. 12.)",
  },
  { date: "2026-12-25", day: 25, weekday: 5, kind: "holiday", isWorkingDay: false, name: "Karácsony" },
  { date: "2026-12-28", day: 28, weekday: 1, kind: "workday", isWorkingDay: true, name: null },
];

const row: AttendanceRow = {
  employeeId: 7,
  name: "Kovács Anna",
  employeeNumber: "E0007",
  department: "HR",
  cells: [
    { code: "present", source: "default", halfDay: false, note: null },
    { code: null, source: null, halfDay: false, note: null },
    { code: null, source: null, halfDay: false, note: null },
    { code: "leave", source: "manual", halfDay: true, note: "Délután orvos" },
  ],
  totals: {
    workingDays: 20,
    present: 18.5,
    homeOffice: 0,
    leave: 0.5,
    sick: 1,
    sickPay: 0,
    maternity: 0,
    exemption: 0,
    unpaid: 0,
    paternity: 0,
    parental: 0,
    other: 0,
  },
};

describe("attendance cells", () => {
  it("writes the short code, ½ for a half day, and colours by code", () => {
    expect(cellText({ code: "present", source: "default", halfDay: false, note: null })).toBe("J");
    expect(cellText({ code: "leave", source: "leave", halfDay: true, note: null })).toBe("½SZ");
    expect(cellText({ code: null, source: null, halfDay: false, note: null })).toBe("");
    expect(cellClasses({ code: "sick", source: "manual", halfDay: false, note: null })).toBe(
      "app-att-cell app-att-sick is-manual",
    );
    expect(formatTotal(0)).toBe("");
    expect(formatTotal(18.5)).toBe("18,5");
  });
});

describe("attendance grid", () => {
  it("marks day kinds, colours cells and shows the totals", () => {
    render(<AttendanceGrid title="2026. december" days={days} rows={[row]} />);
    const header24 = screen.getByRole("columnheader", { name: "24" });
    expect(header24).toHaveClass("is-restDay");
    expect(header24).toHaveAttribute(
      "title",
      "2026. 12. 24. – Áthelyezett pihenőnap (ledolgozva: 2026. 12. 12.)",
    );
    expect(screen.getByRole("columnheader", { name: "25" })).toHaveClass("is-holiday");

    const tableRow = screen.getByTestId("attendance-row-7");
    expect(within(tableRow).getByRole("rowheader")).toHaveTextContent("Kovács Anna");
    const half = within(tableRow).getByText("½SZ");
    expect(half).toHaveClass("app-att-cell", "app-att-leave", "is-half", "is-manual");
    expect(half).toHaveAttribute("title", expect.stringContaining("kézzel módosítva – Délután orvos"));
    expect(within(tableRow).getByText("J")).toHaveClass("app-att-present");

    expect(screen.getByTestId("total-7-workingDays")).toHaveTextContent("20");
    expect(screen.getByTestId("total-7-present")).toHaveTextContent("18,5");
    expect(screen.getByTestId("total-7-leave")).toHaveTextContent("0,5");
    expect(screen.getByTestId("total-7-sick")).toHaveTextContent("1");
    expect(screen.getByTestId("total-7-homeOffice")).toHaveTextContent("");
    expect(screen.getByRole("columnheader", { name: "SZÜ" })).toHaveAttribute("title", "Szülői szabadság");
  });

  it("marks the days after a fixed today as still to come, and counts nothing there (issue 19 §3)", () => {
    const upcoming: AttendanceRow = {
      ...row,
      cells: [
        { code: "present", source: "default", halfDay: false, note: null },
        { code: null, source: null, halfDay: false, note: null },
        { code: null, source: null, halfDay: false, note: null },
        { code: null, source: null, halfDay: false, note: null },
      ],
    };
    render(<AttendanceGrid title="2026. december" today="2026-12-23" days={days} rows={[upcoming]} />);
    expect(screen.getByRole("columnheader", { name: "23" })).toHaveClass("is-today");
    expect(screen.getByRole("columnheader", { name: "23" })).not.toHaveClass("is-future");
    expect(screen.getByRole("columnheader", { name: "28" })).toHaveClass("is-future");
    const tableRow = screen.getByTestId("attendance-row-7");
    expect(within(tableRow).getAllByText("J")).toHaveLength(1);
    expect(within(tableRow).getByText(/2026\. 12\. 28\..*hátralévő nap/)).toBeInTheDocument();
  });

  it("lets hr open a cell, read-only otherwise", async () => {
    const onEditCell = vi.fn();
    const { unmount } = render(
      <AttendanceGrid title="2026. december" days={days} rows={[row]} onEditCell={onEditCell} />,
    );
    await userEvent.click(screen.getByRole("button", { name: /2026\. 12\. 28\..*Szabadság/ }));
    expect(onEditCell).toHaveBeenCalledWith(row, 3);
    unmount();
    render(<AttendanceGrid title="2026. december" days={days} rows={[row]} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });

  it("names each editable cell starting with the code it shows (WCAG 2.5.3 label in name)", () => {
    render(<AttendanceGrid title="2026. december" days={days} rows={[row]} onEditCell={vi.fn()} />);
    const cells = within(screen.getByTestId("attendance-row-7")).getAllByRole("button");
    const coded = cells.filter((cell) => cell.textContent !== "");
    expect(coded.length).toBeGreaterThan(0);
    for (const cell of coded) {
      expect(cell.getAttribute("aria-label")?.startsWith(`${cell.textContent ?? ""} – `)).toBe(true);
    }
  });
});

describe("attendance legend", () => {
  it("lists every code with its colour and the day kinds", () => {
    render(<AttendanceLegend />);
    const legend = screen.getByTestId("attendance-legend");
    for (const [short, label, className] of [
      ["J", "Jelen", "app-att-present"],
      ["HO", "Home office", "app-att-homeOffice"],
      ["SZ", "Szabadság", "app-att-leave"],
      ["B", "Betegszabadság", "app-att-sick"],
      ["FN", "Fizetés nélküli szabadság", "app-att-unpaid"],
      ["AP", "Apasági szabadság", "app-att-paternity"],
      ["SZÜ", "Szülői szabadság", "app-att-parental"],
      ["E", "Egyéb távollét", "app-att-other"],
    ] as const) {
      expect(within(legend).getByText(short)).toHaveClass(className);
      expect(legend).toHaveTextContent(label);
    }
    for (const kind of ["Hétvége", "Munkaszüneti nap", "Áthelyezett pihenőnap", "Áthelyezett munkanap"]) {
      expect(legend).toHaveTextContent(kind);
    }
  });
});
