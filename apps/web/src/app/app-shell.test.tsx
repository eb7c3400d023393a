import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { Notification } from "@office/shared/notifications/notifications.contract";
import { authStore } from "../lib/auth/auth-store";
import { useBreadcrumbStore } from "../lib/breadcrumb/breadcrumb-store";
import { createQueryClient, queryClient } from "../lib/query/query-client";
import { jsonResponse } from "../test/render";
import { makeAuthPayload, makeTestToken } from "../test/tokens";
import { AppShell, preloadShell } from "./app-shell";
import { createRouteObjects } from "./routes";

// The layout and pages are lazy chunks; their first import in a cold worker can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

let notifications: Notification[] = [];
let clientConfigStatus = 200;
const logoutCalls: string[] = [];

beforeEach(() => {
  notifications = [];
  clientConfigStatus = 200;
  logoutCalls.length = 0;
  authStore.getState().reset();
  useBreadcrumbStore.setState({ items: [] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/clientConfig")) {
        return clientConfigStatus === 200
          ? jsonResponse({ name: "Demo Kft.", logoSrc: "", logoHeight: "30px", headerColor: "#1d4d34" })
          : jsonResponse({ message: "Ismeretlen cég." }, clientConfigStatus);
      }
      if (url === "/api/notification") return jsonResponse(notifications);
      if (url === "/api/employee/7") {
        return jsonResponse({
          id: 7,
          name: "Kovács Anna",
          email: "anna@demo.hu",
          phone: null,
          position: "HR vezető",
          department: "HR",
          profilePicture: null,
          active: true,
        });
      }
      if (url === "/api/logout") {
        logoutCalls.push(url);
        return new Response(null, { status: 204 });
      }
      throw new Error(`unexpected fetch ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function signIn(overrides: Record<string, unknown> = {}) {
  authStore.getState().signIn(makeTestToken(makeAuthPayload(overrides)));
}

function renderApp(path: string) {
  const router = createMemoryRouter([{ id: "root", Component: AppShell, children: createRouteObjects() }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("route guard (SPEC §2)", () => {
  it.each(["/", "/munkatarsak", "/ceg", "/resource-card", "/nincs-ilyen"])(
    "sends an unauthenticated user from %s to /bejelentkezes",
    async (path) => {
      const router = renderApp(path);
      expect(await screen.findByRole("heading", { name: "Bejelentkezés" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/bejelentkezes");
      expect(screen.queryByTestId("topbar")).toBeNull();
      expect(screen.queryByTestId("sidenav")).toBeNull();
    },
  );

  it.each([
    ["/elfelejtett-jelszo", "Elfelejtett jelszó"],
    ["/jelszo-visszaallitas?token=0123456789abcdef", "Új jelszó beállítása"],
  ])("lets an unauthenticated user open %s", async (path, heading) => {
    const router = renderApp(path);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split("?")[0]);
    expect(screen.queryByTestId("topbar")).toBeNull();
  });
});

describe("layout rule and page title (SPEC §1/§2)", () => {
  it("shows top bar, side nav and breadcrumb on an ordinary route; title from the breadcrumb", async () => {
    signIn();
    renderApp("/uj-partner");
    expect(await screen.findByRole("heading", { level: 1, name: "Új partner" })).toBeInTheDocument();
    expect(await screen.findByTestId("topbar")).toBeInTheDocument();
    expect(screen.getByTestId("sidenav")).toBeInTheDocument();
    const breadcrumb = screen.getByTestId("breadcrumb");
    expect(within(breadcrumb).getByRole("link", { name: "Partnerek" })).toHaveAttribute("href", "/partnerek");
    await waitFor(() => expect(document.title).toBe("Új partner - Office"));
  });

  it.each([
    ["/bejelentkezes", "Bejelentkezés"],
    ["/jelszo-visszaallitas?token=0123456789abcdef", "Új jelszó beállítása"],
    ["/resource-card", "Erőforráskártyák"],
  ])("hides the layout on %s even when signed in", async (path, heading) => {
    signIn();
    renderApp(path);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.queryByTestId("topbar")).toBeNull();
    expect(screen.queryByTestId("sidenav")).toBeNull();
  });

  it("quirk: shows the layout on /elfelejtett-jelszo when signed in (SPEC hide list says forgot-password)", async () => {
    signIn();
    renderApp("/elfelejtett-jelszo");
    expect(await screen.findByRole("heading", { name: "Elfelejtett jelszó" })).toBeInTheDocument();
    expect(await screen.findByTestId("topbar")).toBeInTheDocument();
  });

  it("shows the Hungarian 404 page inside the layout", async () => {
    signIn();
    renderApp("/nincs-ilyen-oldal");
    expect(await screen.findByRole("heading", { name: "Az oldal nem található" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Az oldal nem található - Office"));
  });

  it("shows a Hungarian error page for an unknown tenant", async () => {
    clientConfigStatus = 404;
    renderApp("/bejelentkezes");
    expect(await screen.findByRole("heading", { name: "Ismeretlen cég" })).toBeInTheDocument();
  });
});

describe("top bar (SPEC §1/§2)", () => {
  it("shows the Test label and the 8px red border in the test environment", async () => {
    signIn({ iss: "office-TEST" });
    renderApp("/");
    const topbar = await screen.findByTestId("topbar");
    expect(within(topbar).getByTestId("test-label")).toHaveTextContent("Test");
    expect(topbar.style.borderBottom).toBe("8px solid red");
  });

  it("has no Test label or border in production", async () => {
    signIn({ iss: "office" });
    renderApp("/");
    const topbar = await screen.findByTestId("topbar");
    expect(screen.queryByTestId("test-label")).toBeNull();
    expect(topbar.style.borderBottom).toBe("");
  });

  it("applies the tenant header colour and name", async () => {
    signIn();
    renderApp("/");
    const topbar = await screen.findByTestId("topbar");
    await waitFor(() => expect(within(topbar).getByText("Demo Kft.")).toBeInTheDocument());
    expect(topbar).toHaveStyle({ backgroundColor: "#1d4d34" });
  });

  it("shows the red dot only while a notification is unseen", async () => {
    notifications = [
      {
        id: 1,
        eventType: "x",
        eventId: null,
        title: "A",
        description: "",
        createDateTime: "2025-01-01T00:00:00Z",
      },
    ];
    signIn();
    renderApp("/");
    expect(await screen.findByTestId("notification-dot")).toBeInTheDocument();
  });

  it("shows no dot when everything is seen", async () => {
    notifications = [
      {
        id: 1,
        eventType: "x",
        eventId: null,
        title: "A",
        description: "",
        createDateTime: "2025-01-01T00:00:00Z",
        seen: "2025-01-02T00:00:00Z",
      },
    ];
    signIn();
    renderApp("/");
    await screen.findByTestId("notification-bell");
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith("/api/notification", expect.anything()),
    );
    expect(screen.queryByTestId("notification-dot")).toBeNull();
  });

  it.each([
    [["companyAdmin"], true],
    [["hr"], false],
  ])("profile menu for roles %o: Cég profil shown = %s", async (roles, hasCompany) => {
    signIn({ role: roles });
    renderApp("/");
    const topbar = await screen.findByTestId("topbar");
    await userEvent.click(within(topbar).getByTestId("profile-menu"));
    expect(await within(topbar).findByText("Kijelentkezés")).toBeInTheDocument();
    expect(within(topbar).getByText("Profilom").closest("a")).toHaveAttribute("href", "/profil");
    const company = within(topbar).queryByText("Cég profil");
    if (hasCompany) expect(company?.closest("a")).toHaveAttribute("href", "/ceg");
    else expect(company).toBeNull();
  });

  it("Kijelentkezés resets the user, fires the logout call and goes to login", async () => {
    signIn();
    const router = renderApp("/profil");
    const topbar = await screen.findByTestId("topbar");
    await userEvent.click(within(topbar).getByTestId("profile-menu"));
    await userEvent.click(await within(topbar).findByText("Kijelentkezés"));
    expect(await screen.findByText("Elfelejtett jelszó")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/bejelentkezes");
    expect(authStore.getState().token).toBe("");
    expect(logoutCalls).toEqual(["/api/logout"]);
    const init = vi.mocked(fetch).mock.calls.find((c) => String(c[0]) === "/api/logout")?.[1];
    expect(init).toMatchObject({ method: "POST", keepalive: true });
  });

  it("the nav toggle expands and collapses the side navigation", async () => {
    signIn();
    renderApp("/");
    const toggle = await screen.findByTestId("nav-toggle");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByTestId("sidenav")).toHaveStyle({ width: "14rem" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle);
    expect(screen.getByTestId("sidenav")).toHaveStyle({ width: "4rem" });
  });

  it("the bell opens the notification drawer and refetches", async () => {
    signIn();
    renderApp("/");
    await userEvent.click(await screen.findByTestId("notification-bell"));
    expect(await screen.findByTestId("notification-drawer")).toBeInTheDocument();
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.filter((c) => String(c[0]) === "/api/notification").length).toBe(2),
    );
  });
});

describe("preloadShell (issue 19 §6)", () => {
  afterEach(() => queryClient.clear());

  /** The tenant is the host's first label: `localhost` under jsdom. */
  const CLIENT_CONFIG_URL = "/api/clientConfig?tenant=localhost";

  function requestedUrls(): string[] {
    return vi.mocked(fetch).mock.calls.map(([input]) => String(input));
  }

  it("asks at boot for the client config, the notifications and the user's employee record", async () => {
    signIn({ employeeId: 7 });
    preloadShell();
    await waitFor(() =>
      expect(requestedUrls()).toEqual(
        expect.arrayContaining([CLIENT_CONFIG_URL, "/api/notification", "/api/employee/7"]),
      ),
    );
  });

  it("leaves the employee record out once the avatar's address is known (SPEC §4)", async () => {
    signIn({ employeeId: 7 });
    authStore.getState().setProfileUrl("/default-avatar.svg");
    preloadShell();
    await waitFor(() => expect(requestedUrls()).toContain("/api/notification"));
    expect(requestedUrls()).not.toContain("/api/employee/7");
  });

  it("asks a signed-out visitor only for the client config", async () => {
    preloadShell();
    await waitFor(() => expect(requestedUrls()).toEqual([CLIENT_CONFIG_URL]));
  });
});
