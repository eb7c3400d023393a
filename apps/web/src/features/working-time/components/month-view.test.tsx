import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { Timesheet } from "@office/shared/working-time/timesheet.contract";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { closedMonthChanges } from "../utils/closed-month-changes";
import { MonthView } from "./month-view";

const day = {
  date: "2026-06-03",
  weekday: 3,
  dayKind: "workday" as const,
  dayName: null,
  scheduledMinutes: 480,
  workedMinutes: 480,
  overtimeMinutes: 480,
  standbyMinutes: 0,
  absence: { code: "leave", label: "Szabadság", halfDay: false },
  firstStart: "08:00",
  lastEnd: "16:20",
  fromSchedule: false,
  closed: true,
  entries: [],
};

/** June 2026, closed on 1 July with 480 worked and no overtime; leave approved on the 3rd since. */
const SHEET: Timesheet = {
  employeeId: 5,
  employeeName: "Ido Utólagos",
  month: "2026-06",
  schedule: {
    kind: "general",
    dailyMinutes: 480,
    recordMode: "entries",
    dayStart: "08:00",
    breakMinutes: 20,
  },
  closure: { month: "2026-06", closedAt: "2026-07-01T08:00:00.000Z", closedByName: "HR Hanna" },
  closedFigures: {
    scheduledMinutes: 480,
    workedMinutes: 480,
    overtimeMinutes: 0,
    standbyMinutes: 0,
    leavesSinceClose: [{ startDate: "2026-06-03", endDate: "2026-06-03", label: "Szabadság" }],
    leavesCancelledSinceClose: [],
  },
  days: [day],
  totals: {
    scheduledMinutes: 480,
    workedMinutes: 480,
    overtimeMinutes: 480,
    standbyMinutes: 0,
    workingDays: 1,
    absences: [{ code: "leave", label: "Szabadság", days: 1 }],
  },
  yearOvertime: { usedMinutes: 480, limitMinutes: 15000, limitHours: 250, agreement: null },
  warnings: [],
  provisionalCalendar: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("closedMonthChanges (issue 21 §2)", () => {
  it("lists the figures that differ from the stored ones and the leave approved since", () => {
    expect(closedMonthChanges(SHEET)).toEqual({
      figures: [{ figure: "overtime", stored: 0, live: 480 }],
      leaves: ["Szabadság: 2026. 06. 03."],
      cancelledLeaves: [],
    });
  });
  it("lists the leave cancelled since the close, even when no figure differs", () => {
    const cancelled = {
      ...SHEET,
      closedFigures: {
        ...SHEET.totals,
        leavesSinceClose: [],
        leavesCancelledSinceClose: [{ startDate: "2026-06-08", endDate: "2026-06-09", label: "Szabadság" }],
      },
    };
    expect(closedMonthChanges(cancelled)).toEqual({
      figures: [],
      leaves: [],
      cancelledLeaves: ["Szabadság: 2026. 06. 08. – 2026. 06. 09."],
    });
  });
  it("is null for an open month, a month without stored figures, or one that did not change", () => {
    expect(closedMonthChanges({ ...SHEET, closure: null })).toBeNull();
    expect(closedMonthChanges({ ...SHEET, closedFigures: null })).toBeNull();
    const same = {
      ...SHEET,
      closedFigures: { ...SHEET.totals, leavesSinceClose: [], leavesCancelledSinceClose: [] },
    };
    expect(closedMonthChanges(same)).toBeNull();
  });
});

describe("MonthView of a closed month", () => {
  const render = (sheet: Timesheet) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(sheet)),
    );
    renderWithProviders(<MonthView employeeId={5} month="2026-06" onMonthChange={() => {}} />);
  };

  it("says what changed since the close, that payroll got the stored figures, and how to reopen", async () => {
    render(SHEET);
    const notice = await screen.findByTestId("closed-month-changed");
    expect(notice).toHaveTextContent(
      "A hónap lezárása óta változott: Túlóra 0:00 → 8:00; jóváhagyott távollét (Szabadság: 2026. 06. 03.); a bérszámfejtés a lezáráskori adatokat kapta.",
    );
    expect(notice).toHaveTextContent(/Újranyitás: a HR a Munkaidő-nyilvántartás oldalon újranyitja/);
    expect(screen.getByRole("link", { name: "A hónap a Munkaidő-nyilvántartásban" })).toHaveAttribute(
      "href",
      "/munkaido-attekintes?honap=2026-06",
    );
  });

  it("names a leave cancelled since the close", async () => {
    render({
      ...SHEET,
      closedFigures: {
        ...SHEET.totals,
        leavesSinceClose: [],
        leavesCancelledSinceClose: [{ startDate: "2026-06-08", endDate: "2026-06-08", label: "Szabadság" }],
      },
    });
    expect(await screen.findByTestId("closed-month-changed")).toHaveTextContent(
      "A hónap lezárása óta változott: visszavont távollét (Szabadság: 2026. 06. 08.); a bérszámfejtés a lezáráskori adatokat kapta.",
    );
  });

  it("shows no notice when the live figures are the stored ones", async () => {
    render({
      ...SHEET,
      closedFigures: { ...SHEET.totals, leavesSinceClose: [], leavesCancelledSinceClose: [] },
    });
    expect(await screen.findByTestId("month-closed")).toBeVisible();
    expect(screen.queryByTestId("closed-month-changed")).toBeNull();
  });
});
