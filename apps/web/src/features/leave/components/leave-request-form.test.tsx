import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LeaveDay } from "@office/shared/leave/leave.contract";
import { LeaveRequestForm } from "./leave-request-form";

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

function setDates(start: string, end: string): void {
  fireEvent.change(screen.getByLabelText("Első nap"), { target: { value: start } });
  fireEvent.change(screen.getByLabelText("Utolsó nap"), { target: { value: end } });
}

describe("leave request form: live working-day count", () => {
  it("shows 5 working days for 2026-12-07..11 and what would remain", async () => {
    render(<LeaveRequestForm leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-07", "2026-12-11");
    const preview = screen.getByTestId("working-days-preview");
    expect(preview).toHaveTextContent("A kért időszak 5 munkanap.");
    expect(preview).toHaveTextContent("A kérelem után 7 munkanap szabadságod maradna.");
  });

  it("says 2026-12-24 has no working day", () => {
    render(<LeaveRequestForm leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-24", "2026-12-24");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent(
      "A kért időszakban nincs munkanap (hétvége vagy munkaszüneti nap), így nincs mit kérni.",
    );
  });

  it("shows the calendar's message for a year without a loaded decree", () => {
    render(<LeaveRequestForm leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2031-03-03", "2031-03-04");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A(z) 2031. év munkarendje (áthelyezett munkanapok) még nincs betöltve.",
    );
    expect(screen.getByRole("button", { name: "Kérelem beküldése" })).toBeDisabled();
  });

  it("warns when szabadság would overdraw the balance, but not for home office", async () => {
    render(<LeaveRequestForm leaveDay={leaveDay} onSubmit={vi.fn()} />);
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
    render(<LeaveRequestForm leaveDay={leaveDay} onSubmit={vi.fn()} />);
    setDates("2026-12-07", "2026-12-08");
    expect(screen.getByLabelText("Fél nap")).toBeDisabled();
    setDates("2026-12-07", "2026-12-07");
    expect(screen.getByLabelText("Fél nap")).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText("Fél nap"), "Délelőtt");
    expect(screen.getByTestId("working-days-preview")).toHaveTextContent("A kért időszak 0,5 munkanap.");
  });

  it("sends the request in the contract's shape", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<LeaveRequestForm leaveDay={leaveDay} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Első nap"), { target: { value: "2026-12-07" } });
    expect(screen.getByLabelText("Utolsó nap")).toHaveValue("2026. 12. 07.");
    fireEvent.change(screen.getByLabelText("Utolsó nap"), { target: { value: "2026-12-11" } });
    await userEvent.type(screen.getByLabelText("Megjegyzés"), "Családi program");
    await userEvent.click(screen.getByRole("button", { name: "Kérelem beküldése" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      leaveType: "szabadsag",
      startDate: "2026-12-07",
      endDate: "2026-12-11",
      halfDay: null,
      note: "Családi program",
    });
  });
});
