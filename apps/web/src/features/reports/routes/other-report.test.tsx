import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OTHER_REPORT_DATASETS, type OtherReport } from "@office/shared/reports/other-report.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { formatOtherValue } from "../components/other-report-card";
import { OtherReportPage } from "./other-report";

// chart.js needs a real canvas: the charts are stood in for by their accessible names
vi.mock("../components/report-charts", () => ({
  GroupedBarChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
  SeriesLineChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
  CategoryDoughnutChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const report = (dataset: OtherReport["dataset"]): OtherReport => ({
  dataset,
  title: dataset,
  from: "2025-01",
  to: "2025-02",
  asOf: null,
  rowHeader: "Hónap",
  rows: [
    { key: "2025-01", label: "2025. jan." },
    { key: "2025-02", label: "2025. febr." },
  ],
  series: [{ key: "points", label: "Kiosztott pontok", unit: "points", values: [1200, null] }],
  notes: ["Kevesebb mint 3 adó vagy kapó munkatárs miatt nem látható: 2025. febr."],
});

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const dataset = /\/api\/report\/other\/(\w+)/.exec(url)?.[1];
      if (dataset) return jsonResponse(report(dataset as OtherReport["dataset"]));
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("Egyéb Kimutatások page", () => {
  it("hr gets one card per data set, each loading its own data set, with a table alternative", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    renderWithProviders(<OtherReportPage />, { path: "/other-report" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Egyéb Kimutatások");
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(8)); // turnover has two charts
    expect(new Set(urls.map((u) => /other\/(\w+)/.exec(u)?.[1])).size).toBe(OTHER_REPORT_DATASETS.length);
    expect(urls.every((u) => /from=\d{4}-\d\d&to=\d{4}-\d\d/.test(u))).toBe(true);

    const card = screen.getByTestId("other-report-points");
    const toggle = within(card).getByRole("button", { name: "Táblázat" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // hidden from sight but there for screen readers
    expect(within(card).getByRole("table")).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const region = within(card).getByRole("region");
    expect(within(region).getByText(/^1200\spont$/)).toBeInTheDocument();
    expect(within(region).getByText("Összevonva vagy adatvédelmi okból nem látható")).toBeInTheDocument();
    expect(within(card).getByText(/nem látható: 2025\. febr\./)).toBeInTheDocument();
  });

  it("a fleet manager sees only the car card; a user without reporting roles the no-permission notice", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["fleetManager"] })));
    const { unmount } = renderWithProviders(<OtherReportPage />, { path: "/other-report" });
    expect(await screen.findByTestId("other-report-carKm")).toBeInTheDocument();
    expect(screen.queryByTestId("other-report-headcount")).not.toBeInTheDocument();
    unmount();
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
    renderWithProviders(<OtherReportPage />, { path: "/other-report" });
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });

  it("formats values with their units", () => {
    expect(formatOtherValue(12.5, "days")).toBe("12,5 nap");
    expect(formatOtherValue(8.7, "percent")).toBe("8,7 %");
    expect(formatOtherValue(1_234_567, "huf")).toMatch(/^1\s234\s567\sFt$/);
  });
});
