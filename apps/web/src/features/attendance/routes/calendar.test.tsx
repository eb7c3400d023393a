import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { AttendanceMonth } from "@office/shared/attendance/attendance.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { AttendanceCalendarPage } from "./calendar";

const NOTE =
  "Ideiglenes: a(z) 2027. év munkarendje (áthelyezett munkanapok) még nincs betöltve, ezért a munkanapok " +
  "a munkaszüneti napokból (Mt. 102. § (1)) és a hétvégékből számolva; a rendelet betöltése után változhatnak.";

/** A month answer without rows; `provisional` as the server flags a year without its decree. */
const monthOf = (year: number, provisional: boolean): AttendanceMonth => ({
  year,
  month: 1,
  workingDays: 20,
  days: [],
  employees: [],
  provisionalCalendar: provisional,
  provisionalCalendarNote: provisional ? NOTE : null,
});

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/attendance?year=2027")) return jsonResponse(monthOf(2027, true));
      if (url.startsWith("/api/attendance?year=2026")) return jsonResponse(monthOf(2026, false));
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the attendance grid of a month without its decree (issue 22 §4)", () => {
  it("shows the server's provisional notice with its reason", async () => {
    renderWithProviders(<AttendanceCalendarPage />, { path: "/jelenleti-naptar?honap=2027-01" });
    const note = await screen.findByTestId("attendance-provisional");
    expect(note).toHaveTextContent(NOTE);
    expect(note).toHaveAttribute("role", "note");
  });

  it("shows no notice for a loaded year", async () => {
    renderWithProviders(<AttendanceCalendarPage />, { path: "/jelenleti-naptar?honap=2026-01" });
    expect(await screen.findByText(/20 munkanap/)).toBeInTheDocument();
    expect(screen.queryByTestId("attendance-provisional")).toBeNull();
  });
});
