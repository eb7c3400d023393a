import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LeaveDecisionContext, LeaveRequest } from "@office/shared/leave/leave.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ApprovalsInbox } from "./approvals-inbox";
import { LeaveDecisionPanel } from "./leave-decision-panel";

const REQUEST: LeaveRequest = {
  id: 41,
  employeeId: 7,
  employeeName: "Teszt Elek",
  leaveType: "fizetes_nelkuli",
  typeName: "Fizetés nélküli szabadság",
  unit: "day",
  startDate: "2026-12-14",
  endDate: "2026-12-16",
  halfDay: null,
  hours: null,
  workingDays: 3,
  status: "pending",
  note: "Költözés",
  createdAt: "2026-11-20T10:00:00Z",
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  steps: [
    {
      kind: "manager",
      state: "current",
      approverName: "Helyettes Hanna",
      decidedByName: null,
      decidedAt: null,
    },
    { kind: "hr", state: "waiting", approverName: null, decidedByName: null, decidedAt: null },
  ],
  currentStep: 0,
  canDecide: true,
  cancellationRequested: false,
  cancellationReason: null,
  provisionalCalendar: false,
  certificateRequired: false,
  certificate: null,
};

const CONTEXT: LeaveDecisionContext = {
  teamAbsences: [
    {
      employeeId: 9,
      employeeName: "Kovács Béla",
      startDate: "2026-12-15",
      endDate: "2026-12-18",
      typeName: "Szabadság",
      status: "approved",
    },
    {
      employeeId: 10,
      employeeName: "Nagy Éva",
      startDate: "2026-12-16",
      endDate: "2026-12-16",
      typeName: "Távol",
      status: "pending",
    },
  ],
  balance: { label: "Fizetés nélküli szabadság", before: 10, after: 7, unit: "munkanap" },
};

let calls: { method: string; url: string; body: unknown }[];
let decideAnswer: () => Response;

beforeEach(() => {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["user"] })));
  calls = [];
  decideAnswer = () => jsonResponse({ ...REQUEST, currentStep: 1 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/leave/41/decisionContext") return jsonResponse(CONTEXT);
      if (method === "PUT" && url.startsWith("/api/leave/41/")) return decideAnswer();
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const puts = () => calls.filter((c) => c.method === "PUT");

describe("the approver's decision panel (issue 22 §2)", () => {
  it("shows who else is away and the balance after approval before deciding", async () => {
    renderWithProviders(<LeaveDecisionPanel request={REQUEST} onDone={vi.fn()} />);
    expect(screen.getByText("Lépés: Vezető – vár (Helyettes Hanna) · HR")).toBeInTheDocument();
    const team = await screen.findByTestId("decision-team");
    expect(within(team).getByText("Kovács Béla")).toBeInTheDocument();
    expect(team).toHaveTextContent("Szabadság · 2026. 12. 15. – 2026. 12. 18.");
    expect(team).toHaveTextContent("Nagy Éva · Távol · 2026. 12. 16. (jóváhagyásra vár)");
    expect(screen.getByTestId("decision-balance")).toHaveTextContent(
      "Fizetés nélküli szabadság: 10 → 7 munkanap",
    );
  });

  it("approves the step the approver saw", async () => {
    const onDone = vi.fn();
    renderWithProviders(<LeaveDecisionPanel request={REQUEST} onDone={onDone} />);
    await screen.findByTestId("decision-team");
    await userEvent.click(screen.getByRole("button", { name: "Jóváhagyás" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(puts()).toEqual([{ method: "PUT", url: "/api/leave/41/approve", body: { note: null, step: 0 } }]);
  });

  it("requires a reason to reject and a note to send back for a change", async () => {
    renderWithProviders(<LeaveDecisionPanel request={REQUEST} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Elutasítás" }));
    await userEvent.click(screen.getByRole("button", { name: "Elutasítás" }));
    expect(screen.getByText("Add meg az elutasítás okát.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mégse" }));

    await userEvent.click(screen.getByRole("button", { name: "Visszaküldés módosításra" }));
    await userEvent.click(screen.getByRole("button", { name: "Visszaküldés módosításra" }));
    expect(screen.getByText("Írd le, mit kell módosítani.")).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await userEvent.type(screen.getByLabelText("Mit módosítson a munkatárs?"), "Egy nappal később kezdd.");
    await userEvent.click(screen.getByRole("button", { name: "Visszaküldés módosításra" }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { method: "PUT", url: "/api/leave/41/return", body: { note: "Egy nappal később kezdd.", step: 0 } },
      ]),
    );
  });

  it("shows the server's message when someone decided it meanwhile (409)", async () => {
    decideAnswer = () => jsonResponse({ message: "A kérelemről közben már döntöttek." }, 409);
    const onDone = vi.fn();
    renderWithProviders(<LeaveDecisionPanel request={REQUEST} onDone={onDone} />);
    await userEvent.click(screen.getByRole("button", { name: "Jóváhagyás" }));
    expect(await screen.findByTestId("decision-conflict")).toHaveTextContent(
      "A kérelemről közben már döntöttek.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("approvals inbox", () => {
  it("accepts a cancellation request directly", async () => {
    const cancellation: LeaveRequest = {
      ...REQUEST,
      status: "approved",
      cancellationRequested: true,
      cancellationReason: "Elmarad a költözés.",
      steps: [],
      currentStep: null,
    };
    renderWithProviders(<ApprovalsInbox requests={[REQUEST, cancellation]} />);
    const rows = screen.getAllByRole("row");
    expect(rows[2]).toHaveTextContent("Visszavonását kérték");
    expect(rows[2]).toHaveTextContent("A visszavonás oka: Elmarad a költözés.");
    await userEvent.click(screen.getByRole("button", { name: "Visszavonás elfogadása: Teszt Elek" }));
    await waitFor(() =>
      expect(puts()).toEqual([
        { method: "PUT", url: "/api/leave/41/cancellation/approve", body: { note: null } },
      ]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Döntés: Teszt Elek kérelme" }));
    expect(await screen.findByTestId("decision-panel")).toBeInTheDocument();
  });
});
