import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { authStore } from "../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../test/render";
import { makeAuthPayload, makeTestToken } from "../../test/tokens";
import { NotificationDrawer } from "./notification-drawer";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const NOTIFICATIONS: Notification[] = [
  {
    id: 1,
    eventType: "car",
    eventId: 3,
    title: "Car insurance",
    description: "Az autó biztosítása lejár.\nNézd meg!",
    createDateTime: minutesAgo(120),
  },
  {
    id: 2,
    eventType: "comment",
    eventId: 9,
    title: "Új hozzászólás",
    description: "Kovács Anna írt.",
    createDateTime: minutesAgo(5),
  },
  {
    id: 3,
    eventType: "leave",
    eventId: null,
    title: "Szabadság jóváhagyva",
    description: "Jó pihenést!",
    createDateTime: minutesAgo(60 * 24 * 3),
    seen: minutesAgo(60),
  },
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

let seenCalls: number[] = [];
/** While true, each list answer is held (as the server read it at request time) until `releaseLists`. */
let holdLists = false;
let heldLists: (() => void)[] = [];

/** The list as the fake server has it: the items marked seen so far carry `seen`. */
function listAsServerHasIt(): Notification[] {
  return NOTIFICATIONS.map((n) => (seenCalls.includes(n.id) && !n.seen ? { ...n, seen: minutesAgo(0) } : n));
}

function heldOrNow(list: Notification[]): Response | Promise<Response> {
  if (!holdLists) return jsonResponse(list);
  return new Promise((resolve) => heldLists.push(() => resolve(jsonResponse(list))));
}

function releaseLists() {
  holdLists = false;
  for (const release of heldLists.splice(0)) release();
}
let markAllCalls = 0;
let markSeenStatus = 200;

beforeEach(() => {
  seenCalls = [];
  holdLists = false;
  heldLists = [];
  markAllCalls = 0;
  markSeenStatus = 200;
  authStore.getState().signIn(makeTestToken(makeAuthPayload()));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === "/api/notification/seen" && init?.method === "PUT") {
        markAllCalls += 1;
        if (markSeenStatus !== 200) return jsonResponse({ message: "Hiba" }, markSeenStatus);
        return jsonResponse({ updated: NOTIFICATIONS.filter((n) => !n.seen).length });
      }
      const seen = /\/api\/notification\/(\d+)\/seen$/.exec(url);
      if (seen && init?.method === "PUT") {
        seenCalls.push(Number(seen[1]));
        if (markSeenStatus !== 200) return jsonResponse({ message: "Hiba" }, markSeenStatus);
        const found = NOTIFICATIONS.find((n) => n.id === Number(seen[1]));
        return jsonResponse({ ...found, seen: new Date().toISOString() });
      }
      if (url === "/api/notification") return heldOrNow(listAsServerHasIt());
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDrawer(path = "/") {
  const onHide = vi.fn();
  const result = renderWithProviders(
    <>
      <NotificationDrawer show onHide={onHide} />
      <LocationProbe />
    </>,
    { path },
  );
  return { ...result, onHide };
}

describe("notification drawer (SPEC §2)", () => {
  it("is a labelled 25rem dialog listing newest first with kept line breaks and Hungarian times", async () => {
    renderDrawer();
    const drawer = await screen.findByRole("dialog", { name: "Értesítések" });
    expect(drawer).toHaveAttribute("data-testid", "notification-drawer");
    expect(drawer).toHaveStyle({ width: "25rem" });
    const items = await within(drawer).findAllByTestId("notification-item");
    expect(items.map((i) => within(i).getAllByText(/./)[0]?.textContent)).toEqual([
      expect.stringContaining("Új hozzászólás"),
      expect.stringContaining("Car insurance"),
      expect.stringContaining("Szabadság jóváhagyva"),
    ]);
    const description = within(items[1] as HTMLElement).getByText(/Az autó biztosítása/);
    expect(description.textContent).toBe("Az autó biztosítása lejár.\nNézd meg!");
    expect(description).toHaveClass("app-notification-description");
    expect(within(items[0] as HTMLElement).getByText("5 perccel ezelőtt")).toBeInTheDocument();
  });

  it("shows close buttons only on unseen items", async () => {
    renderDrawer();
    const items = await screen.findAllByTestId("notification-item");
    expect(within(items[0] as HTMLElement).getByTestId("notification-close")).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByTestId("notification-close")).toBeNull();
  });

  it("the close button marks the item seen after the call succeeds", async () => {
    renderDrawer();
    const items = await screen.findAllByTestId("notification-item");
    await userEvent.click(within(items[0] as HTMLElement).getByTestId("notification-close"));
    expect(seenCalls).toEqual([2]);
    await waitFor(() => expect(screen.getAllByTestId("notification-close")).toHaveLength(1));
  });

  it("an item stays seen when a list fetch begun before the seen call answers after it", async () => {
    const { rerender } = renderDrawer();
    const items = await screen.findAllByTestId("notification-item");
    expect(screen.getAllByTestId("notification-close")).toHaveLength(2);
    // Reopening refetches; that answer is read by the server now, before the item is marked seen.
    holdLists = true;
    rerender(<NotificationDrawer show={false} onHide={vi.fn()} />);
    rerender(<NotificationDrawer show onHide={vi.fn()} />);
    await waitFor(() => expect(heldLists.length).toBeGreaterThan(0));
    await userEvent.click(within(items[0] as HTMLElement).getByTestId("notification-close"));
    expect(seenCalls).toEqual([2]);
    await waitFor(() => expect(screen.getAllByTestId("notification-close")).toHaveLength(1));
    releaseLists();
    await waitFor(() => expect(heldLists).toHaveLength(0));
    // The stale answer arrived after the seen mark; the item must not come back unseen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId("notification-close")).toHaveLength(1);
  });

  it('"Mind olvasott" marks every unseen item seen in one call, then hides itself', async () => {
    renderDrawer();
    await screen.findAllByTestId("notification-item");
    await userEvent.click(screen.getByRole("button", { name: "Mind olvasott" }));
    expect(markAllCalls).toBe(1);
    expect(seenCalls).toEqual([]);
    await waitFor(() => expect(screen.queryAllByTestId("notification-close")).toHaveLength(0));
    expect(screen.queryByRole("button", { name: "Mind olvasott" })).toBeNull();
    expect(screen.getByText("2 értesítést olvasottnak jelöltünk.")).toHaveAttribute("role", "status");
  });

  it('"Mind olvasott" leaves the items unseen when the call fails', async () => {
    markSeenStatus = 500;
    renderDrawer();
    await screen.findAllByTestId("notification-item");
    await userEvent.click(screen.getByRole("button", { name: "Mind olvasott" }));
    await waitFor(() => expect(markAllCalls).toBe(1));
    expect(screen.getAllByTestId("notification-close")).toHaveLength(2);
  });

  it("keeps the item unseen when the call fails", async () => {
    markSeenStatus = 500;
    renderDrawer();
    const items = await screen.findAllByTestId("notification-item");
    await userEvent.click(within(items[0] as HTMLElement).getByTestId("notification-close"));
    await waitFor(() => expect(seenCalls).toEqual([2]));
    expect(screen.getAllByTestId("notification-close")).toHaveLength(2);
  });

  it("clicking a car notification marks it seen and opens the car's distances", async () => {
    const { onHide } = renderDrawer();
    await userEvent.click(await screen.findByRole("button", { name: /^Olvasatlan:\s*Car insurance/ }));
    expect(seenCalls).toEqual([1]);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/autok/3#distances"));
    expect(onHide).toHaveBeenCalled();
  });

  it("reloads after 100 ms when already on that project page", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    renderDrawer("/projektek/9");
    const item = await screen.findByRole("button", { name: /^Olvasatlan:\s*Új hozzászólás/ });
    const setTimeoutSpy = vi.spyOn(window, "setTimeout");
    await userEvent.click(item);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/projektek/9"));
    expect(seenCalls).toEqual([2]);
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 100);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("a seen notification without a route does nothing", async () => {
    const { onHide } = renderDrawer();
    await userEvent.click(await screen.findByRole("button", { name: /^Szabadság jóváhagyva/ }));
    expect(seenCalls).toEqual([]);
    expect(onHide).not.toHaveBeenCalled();
  });
});
