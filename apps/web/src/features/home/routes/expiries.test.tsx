import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ExpiriesList, HomeExpiry } from "@office/shared/reminders/reminders.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ExpiriesPage } from "./expiries";

const doc: HomeExpiry = {
  kind: "document",
  title: "Orvosi alkalmassági",
  subject: "Kiss Anna",
  dueDate: "2026-12-10",
  daysLeft: 13,
  path: "/munkatarsak/4?tab=dokumentumok",
};
const warranty: HomeExpiry = {
  kind: "warranty",
  title: "Garancia vége",
  subject: "INV-7 Laptop",
  dueDate: "2027-02-01",
  daysLeft: 66,
  path: "/eszkozok/7",
};
const expired: HomeExpiry = { ...doc, title: "Jogosítvány", dueDate: "2026-11-20", daysLeft: -7 };

/** The answer of `GET /api/expiries` for a query string. */
function answer(url: URL): ExpiriesList {
  const horizon = (url.searchParams.get("horizon") ?? "30") as ExpiriesList["horizon"];
  const kind = url.searchParams.get("kind");
  const all = horizon === "expired" ? [expired] : horizon === "90" ? [doc, warranty] : [doc];
  const items = all.filter((i) => !kind || i.kind === kind);
  return { horizon, from: null, until: "2027-02-25", count: items.length, items };
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/expiries") return jsonResponse(answer(url));
      if (url.pathname === "/api/reminderSettings") return jsonResponse({ reminderDays: [30, 7] });
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const requested = () =>
  vi
    .mocked(fetch)
    .mock.calls.map((c) => String(c[0]))
    .filter((u) => u.startsWith("/api/expiries"));

describe("/lejaratok", () => {
  it("lists what expires in 30 days with Hungarian dates and links; the horizon and kind change the query", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
    renderWithProviders(<ExpiriesPage />, { path: "/lejaratok" });
    expect(screen.getByRole("heading", { level: 1, name: "Lejáró határidők" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Orvosi alkalmassági" });
    expect(link).toHaveAttribute("href", "/munkatarsak/4?tab=dokumentumok");
    const row = screen.getAllByTestId("expiry-row")[0];
    expect(row).toBeDefined();
    expect(within(row as HTMLElement).getByText("2026. 12. 10.")).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText("13 nap múlva")).toBeInTheDocument();
    expect(requested()).toEqual(["/api/expiries?horizon=30"]);

    await userEvent.click(screen.getByRole("radio", { name: "90 napon belül" }));
    expect(await screen.findByRole("link", { name: "Garancia vége" })).toHaveAttribute("href", "/eszkozok/7");
    expect(screen.getByRole("radio", { name: "90 napon belül" })).toHaveAttribute("aria-checked", "true");
    await userEvent.selectOptions(screen.getByLabelText("Fajta"), "warranty");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Orvosi alkalmassági" })).toBeNull());
    expect(requested()).toContain("/api/expiries?horizon=90&kind=warranty");

    await userEvent.click(screen.getByRole("radio", { name: "Már lejárt" }));
    expect(await screen.findByText("Nincs lejárt, rendezetlen tétel.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Fajta"), "");
    expect(await screen.findByText("7 napja lejárt")).toBeInTheDocument();
    // a plain user does not set the reminder days
    expect(screen.queryByTestId("reminder-days")).toBeNull();
  });

  it("hr sets the reminder days here too", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    renderWithProviders(<ExpiriesPage />, { path: "/lejaratok?horizon=month" });
    expect(await screen.findByTestId("reminder-days")).toHaveValue("30, 7");
    expect(screen.getByRole("radio", { name: "Ebben a hónapban" })).toHaveAttribute("aria-checked", "true");
    expect(requested()).toEqual(["/api/expiries?horizon=month"]);
  });
});
