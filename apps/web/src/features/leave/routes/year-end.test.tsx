import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LeaveYearEnd } from "@office/shared/leave/leave-year-end.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { LeaveYearEndPage } from "./year-end";

const lastYear = new Date().getFullYear() - 1;
const settings = { collectiveAgreementQuarter: false, ageExtraAgreement: true };
const ran: LeaveYearEnd = {
  year: lastYear,
  run: {
    year: lastYear,
    startedAt: `${lastYear + 1}-01-01T00:02:00.000Z`,
    finishedAt: `${lastYear + 1}-01-01T00:02:03.000Z`,
    startedByName: null,
    settings,
    rows: [
      {
        employeeId: 7,
        name: "Októberi Olga",
        department: "Pénzügy",
        outcome: "carried",
        unusedDays: 5,
        carried: [
          {
            rule: "mt123_2",
            days: 5,
            deadline: `${lastYear + 1}-03-31`,
            ruleText: "Mt. 123. § (2): október 1-jén vagy később kezdődött munkaviszony",
          },
        ],
        lapsedDays: 0,
        paidOutDays: 0,
        explanation: "A munkaviszony október 1-jén vagy később kezdődött.",
        manualCarryOverDays: 0,
        problem: null,
      },
      {
        employeeId: 8,
        name: "Kilépett Kálmán",
        department: null,
        outcome: "paidOut",
        unusedDays: 3,
        carried: [],
        lapsedDays: 0,
        paidOutDays: 3,
        explanation: "A munkaviszony megszűnt (Mt. 125. §).",
        manualCarryOverDays: 0,
        problem: null,
      },
    ],
  },
  lapseSoon: [
    {
      employeeId: 7,
      name: "Októberi Olga",
      fromYear: lastYear,
      rule: "mt123_2",
      ruleText: "Mt. 123. § (2): október 1-jén vagy később kezdődött munkaviszony",
      deadline: `${lastYear + 1}-03-31`,
      days: 5,
      usedDays: 2,
      remainingDays: 3,
    },
  ],
};

let report: LeaveYearEnd;
beforeEach(() => {
  report = { year: lastYear, run: null, lapseSoon: [] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      if (url === "/api/leaveYearEnd/settings" && method === "GET") return jsonResponse(settings);
      if (url.startsWith("/api/leaveYearEnd?year=") && method === "GET") return jsonResponse(report);
      if (url === "/api/leaveYearEnd/run" && method === "POST") {
        report = ran;
        return jsonResponse(ran);
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("leave year-end page", () => {
  it("runs last year's year-end on demand and shows each employee's outcome and the lapse-soon list", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["hr"] })));
    renderWithProviders(<LeaveYearEndPage />);
    expect(await screen.findByText(`A(z) ${lastYear}. év évvége még nem futott.`)).toBeInTheDocument();
    expect(screen.getByText("Nincs 30 napon belül lejáró áthozott szabadság.")).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: /életkor szerinti pótszabadság/ })).toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Évvége futtatása most" }));
    const table = await screen.findByTestId("year-end-table");
    const olga = within(table).getByRole("row", { name: /Októberi Olga/ });
    expect(olga).toHaveTextContent(`5 nap, ${lastYear + 1}. 03. 31-ig – Mt. 123. § (2)`);
    const kalman = within(table).getByRole("row", { name: /Kilépett Kálmán/ });
    expect(kalman).toHaveTextContent("Mt. 125. §");
    expect(screen.getByTestId("year-end-ran")).toHaveTextContent("automatikusan");
    const soon = within(screen.getByTestId("lapse-soon-table")).getByRole("row", { name: /Októberi Olga/ });
    expect(soon).toHaveTextContent(`${lastYear + 1}. 03. 31-ig`);
    expect(fetch).toHaveBeenCalledWith("/api/leaveYearEnd/run", expect.objectContaining({ method: "POST" }));
  });

  it("shows the report read-only to a companyAdmin without hr: no run button, switches disabled", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["companyAdmin"] })));
    renderWithProviders(<LeaveYearEndPage />);
    expect(await screen.findByText(`A(z) ${lastYear}. év évvége még nem futott.`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Évvége futtatása most" })).not.toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: /kollektív szerződés/i })).toBeDisabled();
  });
});
