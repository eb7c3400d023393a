import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CalendarEvent, EventOccurrence } from "@office/shared/events/events.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { EventDetailsModal } from "./event-details-modal";
import { RsvpControl } from "./rsvp-control";

const pressed = () =>
  screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);

describe("my answer to an occurrence of a series (issue 23 §3)", () => {
  it("a single event has no choice: the answer is for the event", async () => {
    const onAnswer = vi.fn();
    render(
      <RsvpControl
        event={{ myRsvp: "accepted", mySeriesRsvp: "accepted", myOccurrenceRsvp: null }}
        occurrenceDate={null}
        isBusy={false}
        onAnswer={onAnswer}
      />,
    );
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(pressed()).toEqual(["Részt veszek"]);
    await userEvent.click(screen.getByRole("button", { name: "Talán" }));
    expect(onAnswer).toHaveBeenCalledWith("tentative", null);
  });

  it("offers 'csak erre az alkalomra' and 'az egész sorozatra'; the buttons answer the chosen one", async () => {
    const onAnswer = vi.fn();
    render(
      <RsvpControl
        event={{ myRsvp: "tentative", mySeriesRsvp: "tentative", myOccurrenceRsvp: null }}
        occurrenceDate="2031-03-10"
        isBusy={false}
        onAnswer={onAnswer}
      />,
    );
    const choice = screen.getByRole("group", { name: "Mire szól a válaszod?" });
    const series = within(choice).getByRole("radio", { name: "Az egész sorozatra" });
    const occurrence = within(choice).getByRole("radio", { name: "Csak erre az alkalomra" });
    // no answer of its own yet: the series is chosen
    expect(series).toBeChecked();
    expect(screen.getByRole("group", { name: "A válaszod az egész sorozatra" })).toBeInTheDocument();
    expect(pressed()).toEqual(["Talán"]);
    await userEvent.click(screen.getByRole("button", { name: "Részt veszek" }));
    expect(onAnswer).toHaveBeenLastCalledWith("accepted", null);

    await userEvent.click(occurrence);
    expect(occurrence).toBeChecked();
    const buttons = screen.getByRole("group", { name: "A válaszod a(z) 2031. 03. 10-i alkalomra" });
    await userEvent.click(within(buttons).getByRole("button", { name: "Nem veszek részt" }));
    expect(onAnswer).toHaveBeenLastCalledWith("declined", "2031-03-10");
  });

  it("starts on the occurrence when it has its own answer, and says so", () => {
    render(
      <RsvpControl
        event={{ myRsvp: "declined", mySeriesRsvp: "accepted", myOccurrenceRsvp: "declined" }}
        occurrenceDate="2031-03-10"
        isBusy={false}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByRole("radio", { name: "Csak erre az alkalomra" })).toBeChecked();
    expect(pressed()).toEqual(["Nem veszek részt"]);
    expect(screen.getByTestId("rsvp-own-note")).toHaveTextContent(
      "Erre a(z) 2031. 03. 10-i alkalomra külön válaszoltál (Nem vesz részt); a sorozatra adott válaszod: Részt vesz.",
    );
  });
});

describe("the event details of a clicked occurrence", () => {
  const EVENT: CalendarEvent = {
    id: 5,
    title: "Heti csapatmegbeszélés",
    description: null,
    location: null,
    start: "2031-03-03T09:00:00.000Z",
    end: "2031-03-03T10:00:00.000Z",
    allDay: false,
    category: null,
    recurrence: "weekly",
    recurrenceUntil: null,
    until: null,
    organizer: { userId: 2, name: "Kiss Gábor" },
    attendeeIds: [7, 9],
    attendees: [
      {
        employeeId: 7,
        name: "Teszt Elek",
        rsvp: "declined",
        seriesRsvp: "accepted",
        occurrenceRsvp: "declined",
      },
      { employeeId: 9, name: "Nagy Éva", rsvp: "accepted", seriesRsvp: "accepted", occurrenceRsvp: null },
    ],
    myRsvp: "accepted",
    mySeriesRsvp: "accepted",
    myOccurrenceRsvp: null,
    occurrenceDate: "2031-03-10",
    isOrganizer: false,
    cancelled: false,
    cancelledAt: null,
    sequence: 0,
    reminderMinutes: null,
    canEdit: false,
    warnings: [],
  };
  const OCCURRENCE = {
    id: 5,
    eventId: 5,
    recurrence: "weekly",
    occurrenceDate: "2031-03-10",
    start: "2031-03-10T09:00:00.000Z",
    end: "2031-03-10T10:00:00.000Z",
  } as EventOccurrence;
  let calls: { method: string; url: string; body: unknown }[];

  beforeEach(() => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["user"] })));
    calls = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? "GET";
        const body = init?.body ? (JSON.parse(String(init.body)) as { rsvp: "declined" }) : undefined;
        calls.push({ method, url, body });
        if (method === "GET" && url === "/api/event/5?occurrenceDate=2031-03-10") return jsonResponse(EVENT);
        if (method === "PUT" && url === "/api/event/5/rsvp" && body) {
          return jsonResponse({ ...EVENT, myRsvp: body.rsvp, myOccurrenceRsvp: body.rsvp });
        }
        throw new Error(`unexpected ${method} ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows that occurrence's answers and answers it alone when asked", async () => {
    renderWithProviders(
      <EventDetailsModal eventId={5} occurrence={OCCURRENCE} onEdit={vi.fn()} onClose={vi.fn()} />,
    );
    const details = await screen.findByTestId("event-details");
    expect(within(details).getByTestId("rsvp-occurrence")).toHaveTextContent(
      "A(z) 2031. 03. 10-i alkalomra szóló válaszok.",
    );
    // The opened occurrence's time, then the series' first one under its own name (not "Időpont").
    expect(within(details).getByText("Kiválasztott alkalom")).toBeInTheDocument();
    expect(within(details).getByText("A sorozat első alkalma")).toBeInTheDocument();
    expect(within(details).queryByText("Időpont")).not.toBeInTheDocument();
    const elek = within(details).getByText("Teszt Elek").closest("li");
    expect(elek).toHaveTextContent("külön erre az alkalomra");
    expect(elek).toHaveTextContent("Nem vesz részt");
    await userEvent.click(screen.getByRole("radio", { name: "Csak erre az alkalomra" }));
    await userEvent.click(screen.getByRole("button", { name: "Nem veszek részt" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      rsvp: "declined",
      occurrenceDate: "2031-03-10",
    });
  });
});
