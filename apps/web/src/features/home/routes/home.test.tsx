import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { formatMonthLabels } from "../components/hr-charts";
import { HomePage } from "./home";

const ANSWERS: Record<string, unknown> = {
  "/api/home/absences": {
    today: "2026-11-24",
    weekEnd: "2026-11-29",
    todayAbsences: [
      {
        leaveId: 1,
        employeeId: 3,
        employeeName: "Nagy Attila",
        leaveType: null,
        typeName: "Távol",
        startDate: "2026-11-23",
        endDate: "2026-11-25",
        halfDay: null,
      },
    ],
    laterThisWeek: [],
  },
  "/api/home/approvals": { leave: { count: 0, items: [] }, handovers: { count: 0, items: [] } },
  "/api/home/myAssets": { assetCount: 0, assets: [], cars: [] },
  "/api/event": [],
  "/api/employee/7/leaveDay": {
    employeeId: 7,
    year: 2026,
    entitlement: { year: 2026, total: 30, lines: [] },
    taken: 10,
    pending: 2,
    remaining: 18,
    adjustmentDays: 0,
    adjustmentReason: null,
    carryOverDays: 0,
    fatherLeaveTaken: 0,
    problem: null,
  },
  "/api/employee/7": { id: 7, name: "Kovács Anna" },
  "/api/notification": [],
  "/api/questionnaire": [],
  "/api/task/mine": [],
  "/api/home/expiries": { count: 0, items: [] },
  "/api/timeEntry/clock": { running: null, todayWorkedMinutes: 0, suggestedBreakMinutes: 0 },
};

/** Holds every answer until `release()`, so the test sees which requests the page sends before any answer. */
function stubFetch(failing: string[] = []) {
  const requested: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split("?")[0] ?? "";
      requested.push(path);
      await gate;
      if (failing.includes(path)) return jsonResponse({ message: "Hiba" }, 500);
      if (path in ANSWERS) return jsonResponse(ANSWERS[path]);
      if (path === "/api/clientConfig") return jsonResponse({ name: "Demo Kft." });
      return jsonResponse({ message: "nincs" }, 404);
    }),
  );
  return { requested, release: () => release() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("HomePage", () => {
  it("sends every card's request at once, before any answer (no waterfall); user gets no hr charts", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
    const { requested, release } = stubFetch();
    renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(new Set(requested)).toEqual(
        new Set([
          "/api/home/absences",
          "/api/home/approvals",
          "/api/home/points",
          "/api/home/myAssets",
          "/api/event",
          "/api/employee/7/leaveDay",
          "/api/employee/7",
          "/api/notification",
          "/api/questionnaire",
          "/api/task/mine",
          "/api/home/expiries",
          "/api/timeEntry/clock",
          ...requested.filter((p) => p === "/api/clientConfig"),
        ]),
      ),
    );
    release();
    expect(await screen.findByText("18 nap")).toBeVisible();
    expect(requested).not.toContain("/api/home/hrCharts");
    expect(screen.queryByTestId("home-charts")).toBeNull();
  });

  it("a failing card shows its own error while the others show their data", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
    const { release } = stubFetch(["/api/home/points"]);
    renderWithProviders(<HomePage />);
    release();
    const points = await screen.findByTestId("home-points");
    expect(await within(points).findByRole("alert")).toHaveTextContent("Az adatok betöltése nem sikerült.");
    const absences = screen.getByTestId("home-absences");
    // a colleague's absence without its type (sick leave is not shown to colleagues)
    expect(await within(absences).findByText("Nagy Attila")).toBeVisible();
    expect(within(absences).getByText(/Távol · 2026\. 11\. 25-ig/)).toBeVisible();
    expect(
      within(screen.getByTestId("home-approvals")).getByText("Nincs rád váró jóváhagyás vagy átvétel."),
    ).toBeVisible();
  });

  it("each data card keeps the same room for its content while loading and after (no layout shift)", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
    const { release } = stubFetch();
    renderWithProviders(<HomePage />);
    const cards = ["leave", "approvals", "tasks", "points", "absences", "events", "assets", "questionnaires"];
    const room = (card: string) =>
      screen.getByTestId(`home-${card}`).querySelector<HTMLElement>(".flex-grow-1")?.style.minHeight;
    const whileLoading = cards.map((card) => {
      expect(within(screen.getByTestId(`home-${card}`)).getByRole("status")).toHaveTextContent("Betöltés…");
      return room(card);
    });
    for (const minHeight of whileLoading) expect(minHeight).toMatch(/^\d+(\.\d+)?rem$/);
    release();
    expect(await screen.findByText("18 nap")).toBeVisible();
    await waitFor(() => expect(screen.queryAllByRole("status")).toHaveLength(0));
    expect(cards.map(room)).toEqual(whileLoading);
  });

  it("hr asks for the charts with the page", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    const { requested, release } = stubFetch();
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(requested).toContain("/api/home/hrCharts"));
    expect(requested).toContain("/api/home/absences");
    release();
  });
});

describe("formatMonthLabels", () => {
  it("puts the year on the first month and on January only", () => {
    expect(formatMonthLabels(["2025-12", "2026-01", "2026-02"])).toEqual([
      "2025. dec.",
      "2026. jan.",
      "febr.",
    ]);
  });
});
