import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { PlannerDay } from "@office/shared/resource-planning/planner.contract";
import { loadStatus, weekSpans } from "../utils/weekly-load";
import { bookedText } from "./planner-rows";
import { WeekLoadStrip, WeekLoadSummary } from "./week-load-strip";
import { useTranslation } from "react-i18next";
import "../i18n";

function BookedProbe() {
  const { t } = useTranslation("resource-planning");
  return <span>{bookedText(t, { bookedHours: 32, plannedHours: 40 })}</span>;
}

const days: PlannerDay[] = [
  "2026-10-08",
  "2026-10-09",
  "2026-10-10",
  "2026-10-11",
  "2026-10-12",
  "2026-10-13",
].map((date) => ({ date, kind: "workday", isWorkingDay: true, name: null }));
const row = (weekStart: string, plannedHours: number, actualHours: number) => ({
  employeeId: 1,
  weekStart,
  isoWeek: weekStart === "2026-10-05" ? "2026-W41" : "2026-W42",
  plannedHours,
  actualHours,
});

describe("planned against actual hours in the planner (issue 21 §4)", () => {
  it("colours a week over its plan, and an ended week well below it", () => {
    expect(loadStatus(row("2026-10-05", 40, 41), "2026-10-20")).toBe("over");
    expect(loadStatus(row("2026-10-05", 40, 19), "2026-10-20")).toBe("under");
    expect(loadStatus(row("2026-10-05", 40, 30), "2026-10-20")).toBe("even");
    // a running week is not judged "under" yet
    expect(loadStatus(row("2026-10-12", 40, 8), "2026-10-14")).toBe("pending");
  });

  it("places each week over its days in view", () => {
    expect(weekSpans(days, [row("2026-10-05", 40, 14), row("2026-10-12", 40, 10)])).toEqual([
      { firstColumn: 0, lastColumn: 3, load: row("2026-10-05", 40, 14) },
      { firstColumn: 4, lastColumn: 5, load: row("2026-10-12", 40, 10) },
    ]);
  });

  it("labels the strip and the allocation in Hungarian", () => {
    const { container } = render(
      <WeekLoadStrip
        days={days}
        load={[row("2026-10-05", 40, 44)]}
        firstColumn={0}
        lastColumn={5}
        columnWidth={30}
        left={240}
        top={30}
        today="2026-10-20"
      />,
    );
    const strip = container.querySelector(".planner-week-load");
    expect(strip).toHaveTextContent("44 / 40 ó");
    expect(strip).toHaveAttribute("title", "2026-W41: tényleges 44 / tervezett 40 óra – több a tervezettnél");
    expect(strip).toHaveClass("load-over");
    render(<WeekLoadSummary load={[row("2026-10-05", 40, 44)]} today="2026-10-20" />);
    expect(screen.getByText("2026-W41: tényleges 44 / tervezett 40 óra – több a tervezettnél")).toHaveClass(
      "visually-hidden",
    );
    render(<BookedProbe />);
    expect(screen.getByText("lekönyvelt / tervezett: 32 / 40 óra")).toBeInTheDocument();
  });
});
