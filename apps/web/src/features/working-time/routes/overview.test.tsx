import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TimesheetOverview, TimesheetOverviewRow } from "@office/shared/working-time/timesheet.contract";
import { TIMESHEET_PDF_MAX_PEOPLE } from "@office/shared/timesheet-report/timesheet-report.contract";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { WorkingTimeOverviewPage } from "./overview";

/** The file names offered for download (saveBlob's link clicks), in order. */
const saved: string[] = [];
/** The environment's object-URL functions, put back after each test (saveBlob revokes a second later). */
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

const row = (employeeId: number, name: string, department: string | null): TimesheetOverviewRow => ({
  employeeId,
  name,
  department,
  scheduledMinutes: 9600,
  workedMinutes: 9600,
  overtimeMinutes: 0,
  standbyMinutes: 0,
  absenceDays: 0,
  yearOvertimeMinutes: 0,
  yearOvertimeLimitMinutes: 15000,
  warningCount: 0,
});

const overviewOf = (employees: TimesheetOverviewRow[]): TimesheetOverview => ({
  month: "2026-10",
  closure: null,
  employees,
});

/** Answers the overview and the file downloads; returns the URLs called. Records the downloads offered. */
function stubApi(overview: TimesheetOverview): string[] {
  const urls: string[] = [];
  URL.createObjectURL = () => "blob:x";
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      if (url.includes("/timesheet/download")) return new Response("file-bytes", { status: 200 });
      return jsonResponse(overview);
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  saved.length = 0;
});

describe("/munkaido-attekintes: one organisational unit (issue 21 §2)", () => {
  it("narrows the table and both files to the unit picked, kept in the link", async () => {
    const urls = stubApi(
      overviewOf([
        row(1, "Ódor Éva", "Pénzügy"),
        row(2, "Balogh Béla", "Logisztika"),
        row(3, "Balázs Anna", "Pénzügy"),
        row(4, "Egység Nélküli", null),
      ]),
    );
    renderWithProviders(<WorkingTimeOverviewPage />, { path: "/munkaido-attekintes?honap=2026-10" });
    const unit = await screen.findByRole("combobox", { name: "Szervezeti egység" });
    await screen.findByText("Balogh Béla");
    // The units in Hungarian order, after "every unit".
    expect(
      within(unit)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Minden szervezeti egység", "Logisztika", "Pénzügy"]);

    await userEvent.selectOptions(unit, "Pénzügy");
    await waitFor(() => expect(screen.queryByText("Balogh Béla")).toBeNull());
    expect(screen.getByText("Ódor Éva")).toBeVisible();
    expect(screen.getByText("Balázs Anna")).toBeVisible();
    expect(screen.queryByText("Egység Nélküli")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Letöltés (PDF)" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const download = urls.find((u) => u.includes("/timesheet/download")) ?? "";
    expect(new URL(download, "http://x").searchParams.get("department")).toBe("Pénzügy");
    expect(new URL(download, "http://x").searchParams.get("format")).toBe("pdf");
    expect(saved[0]).toBe("munkaido-2026-10-penzugy.pdf");

    await userEvent.selectOptions(unit, "");
    await screen.findByText("Balogh Béla");
    await userEvent.click(screen.getByRole("button", { name: "Letöltés (xlsx)" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const all = urls.filter((u) => u.includes("/timesheet/download"))[1] ?? "";
    expect(new URL(all, "http://x").searchParams.has("department")).toBe(false);
    expect(saved[1]).toBe("munkaido-2026-10.xlsx");
  });

  it(`offers the PDF up to ${TIMESHEET_PDF_MAX_PEOPLE} people and says why above it`, async () => {
    const many = Array.from({ length: TIMESHEET_PDF_MAX_PEOPLE + 1 }, (_, i) =>
      row(i + 1, `Munkatárs ${i + 1}`, i < 10 ? "Pénzügy" : "Gyártás"),
    );
    stubApi(overviewOf(many));
    renderWithProviders(<WorkingTimeOverviewPage />, { path: "/munkaido-attekintes?honap=2026-10" });
    expect(await screen.findByTestId("wt-pdf-too-large")).toHaveTextContent(
      `A PDF legfeljebb ${TIMESHEET_PDF_MAX_PEOPLE} munkatárs jelenléti ívét tartalmazhatja: válassz szervezeti egységet`,
    );
    expect(screen.getByRole("button", { name: "Letöltés (PDF)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Letöltés (xlsx)" })).toBeEnabled();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Szervezeti egység" }), "Pénzügy");
    await waitFor(() => expect(screen.getByRole("button", { name: "Letöltés (PDF)" })).toBeEnabled());
    expect(screen.queryByTestId("wt-pdf-too-large")).toBeNull();
  });
});
