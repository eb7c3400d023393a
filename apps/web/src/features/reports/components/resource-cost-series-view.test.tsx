import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ResourceCostSeries, SeriesLine } from "@office/shared/reports/resource-reports.contract";
import { WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ResourceCostSeriesView } from "./resource-cost-series-view";

// chart.js needs a real canvas: the chart is stood in for by its accessible name
vi.mock("./report-charts", () => ({
  SeriesLineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const line = (over: Partial<SeriesLine> & Pick<SeriesLine, "id" | "code" | "name">): SeriesLine => ({
  values: [0, 0],
  totalHuf: 0,
  withheld: [false, false],
  totalWithheld: false,
  ...over,
});

/** Two years at the average rate: SOLO (one person) withheld in 2026 and in total, TEAM shown. */
const averaged: ResourceCostSeries = {
  kind: "yearly",
  periods: [
    { key: "2025", label: "2025" },
    { key: "2026", label: "2026" },
  ],
  includesPersons: false,
  rateSource: "Bérjárulék-kulcsok — teszt",
  projects: [
    line({ id: 1, code: "SOLO", name: "Egyedül", withheld: [false, true], totalWithheld: true }),
    line({ id: 2, code: "TEAM", name: "Csapat", values: [300_000, 400_000], totalHuf: 700_000 }),
  ],
  costCenters: [line({ id: 7, code: "KH7", name: "Hét", values: [300_000, 900_000], totalHuf: 1_200_000 })],
  persons: null,
  totals: [300_000, 900_000],
  totalHuf: 1_200_000,
  basis: "averageRate",
  averageRates: [
    { year: 2025, hourlyCostHuf: 4_200 },
    { year: 2026, hourlyCostHuf: 4_500 },
  ],
  totalsWithheld: [false, false],
  totalWithheld: false,
  withheldReason: WAGE_FIGURE_WITHHELD_MESSAGE,
  hoursBasis: "planned",
  hoursBasisReason: "Az időszak nincs teljesen lezárva, ezért a tervezett órák alapján.",
  provisionalCalendar: false,
  provisionalCalendarNote: null,
};

let answer: ResourceCostSeries = averaged;
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(answer)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderView = () =>
  renderWithProviders(
    <ResourceCostSeriesView
      name="resourceCostYearly"
      title="Bérkimutatás (éves)"
      url="/eroforras-dij-eves"
      query={{ from: 2025, to: 2026 }}
      fileName="x.xlsx"
      picker={null}
    />,
    { path: "/eroforras-dij-eves" },
  );

const cells = (row: HTMLElement) => within(row).getAllByRole("cell");
/** The totals row ("Összesen"), the table's last. */
const footerOf = (table: HTMLElement) => {
  const row = within(table).getAllByRole("row").at(-1);
  if (!row) throw new Error("no rows");
  expect(within(row).getByRole("rowheader")).toHaveTextContent("Összesen");
  return row;
};

describe("cost series screen: wage privacy (issue 18 §1)", () => {
  it("says the figures are estimates at the average rate and why a figure is withheld", async () => {
    answer = averaged;
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["projectManager"] })));
    renderView();
    const table = await screen.findByTestId("resourceCostYearly-projects");
    expect(screen.getByTestId("resourceCostYearly-estimate")).toHaveTextContent(
      /Becsült értékek: .*átlagos óránkénti munkáltatói költsége \(2025: 4\s?200\sFt\/óra, 2026: 4\s?500\sFt\/óra\)/,
    );
    expect(screen.getByTestId("resourceCostYearly-withheld")).toHaveTextContent(WAGE_FIGURE_WITHHELD_MESSAGE);
    const solo = within(table).getByRole("row", { name: /SOLO/ });
    const [, y2025, y2026, total] = cells(solo);
    expect(y2025).toHaveTextContent(/^0\sFt$/);
    expect(y2026).toHaveTextContent(WAGE_FIGURE_WITHHELD_MESSAGE);
    expect(total).toHaveTextContent(WAGE_FIGURE_WITHHELD_MESSAGE);
    expect(within(y2026 as HTMLElement).getByTitle(WAGE_FIGURE_WITHHELD_MESSAGE)).toBeInTheDocument();
    // the totals row is the report's (the withheld value is in it), not a sum of the cells shown
    const footer = footerOf(table);
    expect(cells(footer)[1]).toHaveTextContent(/^900\s000\sFt$/);
    expect(cells(footer)[2]).toHaveTextContent(/^1\s200\s000\sFt$/);
    // a search down to SOLO: its sum would be the withheld value, so it is withheld too
    await userEvent.type(screen.getByLabelText("Keresés"), "SOLO");
    const filtered = footerOf(table);
    expect(cells(filtered)[1]).toHaveTextContent(WAGE_FIGURE_WITHHELD_MESSAGE);
    expect(cells(filtered)[0]).toHaveTextContent(/^0\sFt$/);
  });

  it("shows employeeWages2 the exact figures without a note", async () => {
    answer = {
      ...averaged,
      basis: "exact",
      averageRates: [],
      withheldReason: null,
      projects: averaged.projects.map((l) => ({
        ...l,
        values: [100_000, 200_000],
        totalHuf: 300_000,
        withheld: [false, false],
        totalWithheld: false,
      })),
    };
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["employeeWages2"] })));
    renderView();
    const table = await screen.findByTestId("resourceCostYearly-projects");
    expect(screen.queryByTestId("resourceCostYearly-estimate")).toBeNull();
    expect(screen.queryByText(WAGE_FIGURE_WITHHELD_MESSAGE)).toBeNull();
    expect(cells(within(table).getByRole("row", { name: /SOLO/ }))[2]).toHaveTextContent(/^200\s000\sFt$/);
  });
});

describe("cost series screen: a year without its decree (issue 22 §4)", () => {
  it("says the figures are provisional, with the server's reason; a final answer says nothing", async () => {
    const note =
      "Ideiglenes: a(z) 2027. év munkarendje (áthelyezett munkanapok) még nincs betöltve, ezért a munkanapok " +
      "a munkaszüneti napokból (Mt. 102. § (1)) és a hétvégékből számolva; a rendelet betöltése után változhatnak.";
    answer = { ...averaged, provisionalCalendar: true, provisionalCalendarNote: note };
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["projectManager"] })));
    const first = renderView();
    expect(await screen.findByTestId("resourceCostYearly-provisional")).toHaveTextContent(note);
    first.unmount();
    answer = averaged;
    renderView();
    await screen.findByTestId("resourceCostYearly-projects");
    expect(screen.queryByTestId("resourceCostYearly-provisional")).toBeNull();
  });
});
