import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResourceCostSeries } from "@office/shared/reports/resource-reports.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ResourceCostSeriesView } from "./resource-cost-series-view";

// chart.js needs a real canvas: the chart is stood in for by its accessible name
vi.mock("./report-charts", () => ({
  SeriesLineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const base: ResourceCostSeries = {
  kind: "monthly",
  periods: [{ key: "2026-01", label: "január" }],
  includesPersons: true,
  rateSource: "Bérjárulék-kulcsok — teszt",
  projects: [
    {
      id: 1,
      code: "P1",
      name: "Projekt",
      values: [100_000],
      totalHuf: 100_000,
      withheld: [false],
      totalWithheld: false,
    },
  ],
  costCenters: [],
  persons: [],
  totals: [100_000],
  totalHuf: 100_000,
  basis: "exact",
  averageRates: [],
  totalsWithheld: [false],
  totalWithheld: false,
  withheldReason: null,
  hoursBasis: "planned",
  hoursBasisReason: "Az időszak nincs teljesen lezárva, ezért a tervezett órák alapján.",
  provisionalCalendar: false,
  provisionalCalendarNote: null,
};

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  return jsonResponse(
    url.includes("basis=actual")
      ? {
          ...base,
          hoursBasis: "actual",
          hoursBasisReason: "Kérésre a ledolgozott (nyilvántartott) órák alapján.",
        }
      : base,
  );
});
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the hours basis control of the cost screens (issue 21 §4)", () => {
  it("starts from the server's basis, asks for the other on a click and says which is used", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["employeeWages2"] })));
    renderWithProviders(
      <ResourceCostSeriesView
        name="resourceCostMonthly"
        title="Bérkimutatás (havi)"
        url="/eroforras-dij-havi"
        query={{ year: 2026 }}
        fileName="x.xlsx"
        picker={null}
      />,
      { path: "/eroforras-dij-havi" },
    );
    const note = await screen.findByTestId("resourceCostMonthly-basis-note");
    expect(note).toHaveTextContent(
      "Óraalap: Az időszak nincs teljesen lezárva, ezért a tervezett órák alapján.",
    );
    const planned = screen.getByRole("button", { name: "Tervezett" });
    const actual = screen.getByRole("button", { name: "Tényleges" });
    expect(planned).toHaveAttribute("aria-pressed", "true");
    expect(actual).toHaveAttribute("aria-pressed", "false");
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain("basis=");
    await userEvent.click(actual);
    await waitFor(() =>
      expect(screen.getByTestId("resourceCostMonthly-basis-note")).toHaveTextContent(
        "Óraalap: Kérésre a ledolgozott (nyilvántartott) órák alapján.",
      ),
    );
    expect(actual).toHaveAttribute("aria-pressed", "true");
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes("basis=actual"))).toBe(true);
  });
});
