import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { arrowTarget } from "../utils/grid-navigation";
import { WeekGrid, type GridRow } from "./week-grid";

const day = (date: string, weekday: number, extra: Partial<TimeDay> = {}): TimeDay => ({
  date,
  weekday,
  dayKind: weekday >= 6 ? "weekend" : "workday",
  dayName: null,
  scheduledMinutes: weekday >= 6 ? 0 : 480,
  workedMinutes: 0,
  overtimeMinutes: 0,
  standbyMinutes: 0,
  absence: null,
  firstStart: null,
  lastEnd: null,
  fromSchedule: false,
  closed: false,
  ...extra,
});

const days = [
  day("2026-11-23", 1),
  day("2026-11-24", 2),
  day("2026-11-25", 3, { closed: true }),
  day("2026-11-26", 4),
  day("2026-11-27", 5),
  day("2026-11-28", 6),
  day("2026-11-29", 7),
];
const rows: GridRow[] = [
  { key: "p1", projectId: 1, label: "Alfa" },
  { key: "none", projectId: null, label: "Projekt nélkül" },
];
const entry: TimeEntry = {
  id: 9,
  employeeId: 3,
  date: "2026-11-24",
  start: "08:00",
  end: "16:20",
  crossesMidnight: false,
  breakMinutes: 20,
  workedMinutes: 480,
  kind: "work",
  projectId: 1,
  projectName: "Alfa",
  taskId: null,
  taskTitle: null,
  note: null,
  source: "manual",
  corrected: false,
  updatedByName: null,
  createdAt: "2026-11-24T08:00:00Z",
  updatedAt: "2026-11-24T08:00:00Z",
};

function renderGrid(onCommit = vi.fn().mockResolvedValue(undefined)) {
  render(
    <WeekGrid days={days} rows={rows} entries={[entry]} isEditable onCommit={onCommit} onOpen={vi.fn()} />,
  );
  return onCommit;
}

const cell = (label: string) => screen.getByRole("textbox", { name: label });

describe("arrowTarget", () => {
  const size = { rows: 2, cols: 7 };
  it("moves up, down, left and right inside the grid", () => {
    expect(arrowTarget("ArrowDown", { row: 0, col: 3 }, size)).toEqual({ row: 1, col: 3 });
    expect(arrowTarget("ArrowUp", { row: 1, col: 3 }, size)).toEqual({ row: 0, col: 3 });
    expect(arrowTarget("ArrowLeft", { row: 0, col: 3 }, size)).toEqual({ row: 0, col: 2 });
    expect(arrowTarget("ArrowRight", { row: 0, col: 3 }, size)).toEqual({ row: 0, col: 4 });
  });
  it("stays at the edges, on other keys, and while the caret can move in the text", () => {
    expect(arrowTarget("ArrowUp", { row: 0, col: 0 }, size)).toBeNull();
    expect(arrowTarget("ArrowRight", { row: 0, col: 6 }, size)).toBeNull();
    expect(arrowTarget("Enter", { row: 0, col: 0 }, size)).toBeNull();
    expect(
      arrowTarget("ArrowLeft", { row: 0, col: 3 }, size, { caretAtStart: false, caretAtEnd: true }),
    ).toBeNull();
    expect(
      arrowTarget("ArrowRight", { row: 0, col: 3 }, size, { caretAtStart: true, caretAtEnd: false }),
    ).toBeNull();
  });
});

describe("WeekGrid keyboard", () => {
  it("moves the focus with the arrow keys and Tab", async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(cell("Alfa, 11. 23."));
    await user.keyboard("{ArrowRight}");
    expect(cell("Alfa, 11. 24.")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(cell("Projekt nélkül, 11. 24.")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(cell("Alfa, 11. 24.")).toHaveFocus();
    await user.tab();
    // 11. 25. is closed: read-only but still reachable
    expect(cell("Alfa, 11. 25.")).toHaveFocus();
    expect(cell("Alfa, 11. 25.")).toHaveAttribute("readonly");
    await user.tab({ shift: true });
    expect(cell("Alfa, 11. 24.")).toHaveFocus();
  });

  it("saves with Enter and restores with Escape", async () => {
    const user = userEvent.setup();
    const onCommit = renderGrid();
    await user.click(cell("Alfa, 11. 23."));
    await user.keyboard("7,5{Enter}");
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.calls[0]?.[2]).toEqual({ kind: "hours", minutes: 450 });
    expect(onCommit.mock.calls[0]?.[1]).toMatchObject({ date: "2026-11-23" });

    await user.click(cell("Alfa, 11. 24."));
    expect(cell("Alfa, 11. 24.")).toHaveValue("8:00");
    await user.keyboard("10{Escape}");
    expect(cell("Alfa, 11. 24.")).toHaveValue("8:00");
    await user.tab();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it("shows a Hungarian message for bad input and does not save", async () => {
    const user = userEvent.setup();
    const onCommit = renderGrid();
    await user.click(cell("Projekt nélkül, 11. 26."));
    await user.keyboard("abc{Enter}");
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Órát (7,5 vagy 7:30)");
  });
});
