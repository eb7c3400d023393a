import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LeaveDay, LeaveRequest } from "@office/shared/leave/leave.contract";
import { resetWorkScheduleDecrees } from "@office/shared/hu/calendar";
import type { CalendarYear } from "@office/shared/reference-data/calendar-year.contract";
import { jsonResponse, renderWithProviders as render } from "../../../test/render";
import { LeaveRequestForm } from "./leave-request-form";
import { TEST_ABSENCE_TYPES } from "./test-absence-types";

const leaveDay: LeaveDay = {
  employeeId: 7,
  year: 2026,
  entitlement: {
    year: 2026,
    total: 27,
    lines: [{ code: "base", label: "Alapszabadság (Mt. 116. §)", days: 20 }],
  },
  taken: 10,
  pending: 5,
  remaining: 12,
  adjustmentDays: 0,
  adjustmentReason: null,
  carryOverDays: 0,
  fatherLeaveTaken: 0,
  problem: null,
  carryOver: null,
};

const RETURNED_REQUEST: LeaveRequest = {
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
  status: "returned",
  note: null,
  createdAt: "2026-11-20T10:00:00Z",
  decidedByName: "Kovács Béla",
  decidedAt: "2026-11-21T10:00:00Z",
  decisionNote: "Egy nappal később kezdd.",
  steps: [],
  currentStep: null,
  canDecide: false,
  cancellationRequested: false,
  cancellationReason: null,
  provisionalCalendar: false,
  certificateRequired: false,
  certificate: null,
};

/**
 * What `GET /api/calendarYear` answers (issue 22 §4): 2029 loaded on the server after this build with a
 * TEST decree (Monday 5 March 2029 a rest day, worked on Saturday 10 March), 2031 loaded nowhere.
 */
const SERVER_YEARS: Record<number, CalendarYear> = {
  2029: {
    year: 2029,
    loaded: true,
    decree: "1/2099. (I. 1.) TESZT rendelet a 2029. évi munkaszüneti napok körüli munkarendről",
    swaps: [{ workday: "2029-03-10", restDay: "2029-03-05" }],
    note: null,
  },
  2031: { year: 2031, loaded: false, decree: null, swaps: [], note: null },
};
let calendarCalls: string[];

beforeEach(() => {
  calendarCalls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const year = Number(/^\/api\/calendarYear\?year=(\d{4})$/.exec(url)?.[1]);
      const answer = SERVER_YEARS[year];
      if (!answer) throw new Error(`unexpected ${url}`);
      calendarCalls.push(url);
      return jsonResponse(answer);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetWorkScheduleDecrees();
});

function setDates(start: string, end: string): void {
  fireEvent.change(screen.getByLabelText("Első nap"), { target: { value: start } });
  fireEvent.change(screen.getByLabelText("Utolsó nap"), { target: { value: end } });
}

describe("leave request form: live working-day count", () => {
  it("shows 5 working days for 2026-12-07..11 and what would remain", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-07", "2026-12-11");
    const preview = screen.getByTestId("working-days-preview");
    expect(preview).toHaveTextContent("A kért időszak 5 munkanap.");
    expect(preview).toHaveTextContent("A kérelem után 7 munkanap szabadságod maradna.");
  });

  it("says 2026-12-24 has no working day", () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-24", "2026-12-24");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent(
      "A kért időszakban nincs munkanap (hétvége vagy munkaszüneti nap), így nincs mit kérni.",
    );
  });

  it("counts a year without its decree provisionally and says so, without blocking (issue 22 §4)", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2031-03-03", "2031-03-04");
    const preview = screen.getByTestId("working-days-preview");
    expect(preview).toHaveTextContent("A kért időszak 2 munkanap.");
    // "előzetes" only once the server said it has not loaded 2031 either.
    await waitFor(() =>
      expect(preview).toHaveTextContent(
        "A 2031. év áthelyezett munkanapjai még nincsenek betöltve: a napok száma előzetes.",
      ),
    );
    expect(calendarCalls).toEqual(["/api/calendarYear?year=2031"]);
    expect(screen.getByRole("button", { name: "Kérelem beküldése" })).toBeEnabled();
  });

  it("counts a year loaded on the server after this build with the server's swapped days, not as előzetes", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    // Monday–Friday 5–9 March 2029: 5 weekdays, but the (TEST) decree makes Monday 5 March a rest day.
    setDates("2029-03-05", "2029-03-09");
    const preview = screen.getByTestId("working-days-preview");
    await waitFor(() => expect(preview).toHaveTextContent("A kért időszak 4 munkanap."));
    expect(preview).not.toHaveTextContent("előzetes");
    // …and its swapped Saturday counts as a working day.
    setDates("2029-03-10", "2029-03-10");
    expect(preview).toHaveTextContent("A kért időszak 1 munkanap.");
    expect(calendarCalls).toEqual(["/api/calendarYear?year=2029"]);
  });

  it("asks the server nothing for a built-in year", () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-07", "2026-12-11");
    expect(calendarCalls).toEqual([]);
  });

  it("warns when szabadság would overdraw the balance, but not for home office", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-11-02", "2026-11-30");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent(
      "Ez több, mint a még fel nem használt szabadságod (12 munkanap).",
    );
    await userEvent.selectOptions(screen.getByLabelText("Típus"), "Home office");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent(
      "Ez a típus nem csökkenti az éves szabadságkeretet.",
    );
  });

  it("offers a half day only for a single day and counts it as 0,5", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-07", "2026-12-08");
    expect(screen.getByLabelText("Fél nap")).toBeDisabled();
    setDates("2026-12-07", "2026-12-07");
    expect(screen.getByLabelText("Fél nap")).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText("Fél nap"), "Délelőtt");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent("A kért időszak 0,5 munkanap.");
  });
});

describe("leave request form: the absence type's unit and certificate (issue 22 §1)", () => {
  it("groups the types with szabadság first and shows the chosen type's description", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    const select = screen.getByLabelText("Típus");
    const groups = Array.from(select.querySelectorAll("optgroup")).map((g) => g.label);
    expect(groups[0]).toBe("Szabadság");
    expect(groups).toContain("Munkavégzés alóli mentesülés (Mt. 55. §)");
    expect(select.querySelector("option")).toHaveTextContent("Szabadság");
    expect(screen.getByText(/Mt\. 115–121\. §/)).toBeInTheDocument();
    await userEvent.selectOptions(select, "Apasági szabadság");
    expect(screen.getByText(/Mt\. 118\. § \(4\)/)).toBeInTheDocument();
  });

  it("offers no half day for a whole-day type", async () => {
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText("Fél nap")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Típus"), "Fizetés nélküli szabadság");
    expect(screen.queryByLabelText("Fél nap")).not.toBeInTheDocument();
  });

  it("asks for hours on a single day for an hour type and sends them", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByLabelText("Típus"), "Kötelező orvosi vizsgálat");
    expect(screen.queryByLabelText("Utolsó nap")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Nap"), { target: { value: "2026-12-07" } });
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent("Add meg, hány órára kéred.");
    await userEvent.type(screen.getByLabelText("Órák száma"), "2,5");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent(
      "A kért idő 2,5 óra ezen a munkanapon.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Kérelem beküldése" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        leaveType: "orvosi_vizsgalat",
        startDate: "2026-12-07",
        endDate: "2026-12-07",
        halfDay: null,
        hours: 2.5,
        note: null,
      },
      null,
    );
  });

  it("takes a certificate for a type that requires one and hands it over with the request", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={onSubmit} />);
    expect(screen.queryByText("Igazolás kiválasztása")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Típus"), "Betegszabadság");
    expect(screen.getByText("Nincs kiválasztott fájl")).toBeInTheDocument();
    const file = new File(["%PDF-1.4"], "igazolas.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Igazolás"), file);
    setDates("2026-12-07", "2026-12-08");
    await userEvent.click(screen.getByRole("button", { name: "Kérelem beküldése" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ leaveType: "betegszabadsag" }), file);
  });

  it("prefills a returned request for change and resubmit", () => {
    render(
      <LeaveRequestForm
        types={TEST_ABSENCE_TYPES}
        leaveDay={leaveDay}
        initial={{ ...RETURNED_REQUEST }}
        submitLabel="Módosítás és újraküldés"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText("Típus")).toHaveValue("fizetes_nelkuli");
    expect(screen.getByLabelText("Első nap")).toHaveValue("2026. 12. 14.");
    expect(screen.getByRole("button", { name: "Módosítás és újraküldés" })).toBeEnabled();
  });

  it("sends the request in the contract's shape", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LeaveRequestForm types={TEST_ABSENCE_TYPES} leaveDay={leaveDay} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Első nap"), { target: { value: "2026-12-07" } });
    expect(screen.getByLabelText("Utolsó nap")).toHaveValue("2026. 12. 07.");
    fireEvent.change(screen.getByLabelText("Utolsó nap"), { target: { value: "2026-12-11" } });
    await userEvent.type(screen.getByLabelText("Megjegyzés"), "Családi program");
    await userEvent.click(screen.getByRole("button", { name: "Kérelem beküldése" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        leaveType: "szabadsag",
        startDate: "2026-12-07",
        endDate: "2026-12-11",
        halfDay: null,
        hours: null,
        note: "Családi program",
      },
      null,
    );
  });
});
