import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { authStore } from "../../lib/auth/auth-store";
import { makeAuthPayload, makeTestToken } from "../../test/tokens";
import { renderWithProviders } from "../../test/render";
import { NAV_ENTRIES } from "./nav-items";
import {
  SIDENAV_COLLAPSED_WIDTH,
  SIDENAV_EXPANDED_WIDTH,
  filterNavEntries,
  findActiveGroupId,
} from "./nav-rules";
import { useNavStore } from "./nav-store";
import { SideNav } from "./side-nav";
import { PHONE_MEDIA_QUERY } from "./use-is-phone";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderNav(path = "/", roles: string[] = []) {
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: roles })));
  return renderWithProviders(
    <>
      <SideNav />
      <LocationProbe />
    </>,
    { path },
  );
}

const nav = () => screen.getByTestId("sidenav");
const group = (label: string) => screen.getByTestId(`nav-group-${label}`);

beforeEach(() => useNavStore.setState({ isExpanded: false, openGroupId: null }));
afterEach(() => vi.restoreAllMocks());

describe("side navigation widths (SPEC §2/§9)", () => {
  it("is collapsed (4rem) by default and 14rem when expanded", () => {
    expect(SIDENAV_COLLAPSED_WIDTH).toBe("4rem");
    expect(SIDENAV_EXPANDED_WIDTH).toBe("14rem");
    renderNav();
    expect(nav()).toHaveStyle({ width: "4rem" });
    act(() => useNavStore.getState().toggleExpanded());
    expect(nav()).toHaveStyle({ width: "14rem" });
    act(() => useNavStore.getState().toggleExpanded());
    expect(nav()).toHaveStyle({ width: "4rem" });
  });
});

describe("groups (SPEC §2)", () => {
  it("opening a group collapses the navigation", async () => {
    renderNav();
    act(() => useNavStore.getState().toggleExpanded());
    await userEvent.click(group("Projektek"));
    expect(group("Projektek")).toHaveAttribute("aria-expanded", "true");
    expect(nav()).toHaveStyle({ width: "4rem" });
  });

  it("opens one group at a time and closes on a second click", async () => {
    renderNav();
    await userEvent.click(group("Projektek"));
    await userEvent.click(group("HR"));
    expect(group("Projektek")).toHaveAttribute("aria-expanded", "false");
    expect(group("HR")).toHaveAttribute("aria-expanded", "true");
    const hrList = screen.getByRole("list", { name: "HR" });
    expect(within(hrList).getByRole("link", { name: "Munkatársak" })).toHaveAttribute("href", "/munkatarsak");
    await userEvent.click(group("HR"));
    expect(group("HR")).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape closes the open group and returns focus to its button", async () => {
    renderNav();
    await userEvent.click(group("Eszközök"));
    await userEvent.keyboard("{Escape}");
    expect(group("Eszközök")).toHaveAttribute("aria-expanded", "false");
    expect(group("Eszközök")).toHaveFocus();
  });

  it("navigating collapses the navigation and closes the group", async () => {
    renderNav();
    await userEvent.click(group("HR"));
    act(() => useNavStore.getState().toggleExpanded());
    await userEvent.click(screen.getByRole("link", { name: "Jelentkezők" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/jelentkezok");
    expect(nav()).toHaveStyle({ width: "4rem" });
    expect(group("HR")).toHaveAttribute("aria-expanded", "false");
  });

  it.each([
    ["/munkatarsak/5", "HR"],
    ["/leave-report", "HR"],
    ["/autok/3", "Eszközök"],
    ["/leltar", "Eszközök"],
    ["/termekek/2", "Egyéb"],
    ["/eroforras-dij-havi", "Kimutatások"],
    ["/uj-projekt", "Projektek"],
  ])("keeps the group of %s active (%s)", (path, label) => {
    renderNav(path, ["companyAdmin", "employeeWages2"]);
    expect(group(label).closest("li")).toHaveClass("is-active");
    const others = screen.getAllByTestId(/^nav-group-/).filter((b) => b !== group(label));
    for (const other of others) expect(other.closest("li")).not.toHaveClass("is-active");
  });

  it("has no active group on the home page", () => {
    expect(findActiveGroupId(NAV_ENTRIES, "/")).toBeNull();
    expect(findActiveGroupId(NAV_ENTRIES, "/naptar")).toBeNull();
  });
});

describe("permissions (SPEC §6)", () => {
  const labelsOf = (roles: string[]) =>
    filterNavEntries(NAV_ENTRIES, roles).flatMap((e) =>
      e.kind === "group" ? [e.id, ...e.items.map((i) => i.id)] : [e.id],
    );

  it("hides the two wage reports without employeeWages2 and Beállítások without companyAdmin", () => {
    renderNav("/", ["hr"]);
    expect(screen.queryByTestId("nav-group-Beállítások")).toBeNull();
    const ids = labelsOf(["hr"]);
    expect(ids).not.toContain("wage-report");
    expect(ids).not.toContain("wage-range-report");
    expect(ids).toContain("wage-monthly-report");
    expect(ids).toContain("wage-yearly-report");
  });

  it("shows them with the roles", async () => {
    renderNav("/", ["companyAdmin", "employeeWages2"]);
    await userEvent.click(group("Kimutatások"));
    const reports = screen.getByRole("list", { name: "Kimutatások" });
    expect(within(reports).getByRole("link", { name: "Bérkimutatás" })).toHaveAttribute(
      "href",
      "/eroforras-dij-report",
    );
    expect(within(reports).getByRole("link", { name: "Bérkimutatás (intervallum)" })).toHaveAttribute(
      "href",
      "/eroforras-dij-intervallum",
    );
    await userEvent.click(group("Beállítások"));
    expect(screen.getByRole("link", { name: "Költséghelyek" })).toHaveAttribute("href", "/cost-center");
  });

  it("companyAdmin is not a wildcard for employeeWages2", () => {
    expect(labelsOf(["companyAdmin"])).not.toContain("wage-report");
  });

  it("lists the SPEC §2 entries in order", () => {
    renderNav("/", ["companyAdmin"]);
    const buttons = screen.getAllByTestId(/^nav-group-/).map((b) => b.getAttribute("data-testid"));
    expect(buttons).toEqual([
      "nav-group-Projektek",
      "nav-group-Tervezés",
      "nav-group-HR",
      "nav-group-Eszközök",
      "nav-group-Egyéb",
      "nav-group-Kimutatások",
      "nav-group-Beállítások",
    ]);
    expect(screen.getByRole("link", { name: "Kezdőlap" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Programnaptár" })).toHaveAttribute("href", "/naptar");
  });
});

describe("Ctrl / Meta click (SPEC §2)", () => {
  it.each([{ ctrlKey: true }, { metaKey: true }])(
    "opens a new tab instead of navigating (%o)",
    async (modifier) => {
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      renderNav("/");
      await userEvent.click(group("Eszközök"));
      fireEvent.click(screen.getByRole("link", { name: "Autók" }), modifier);
      expect(open).toHaveBeenCalledWith("/autok", "_blank", "noopener");
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    },
  );
});

describe("the phone's drawer (issue 19 §5/§6)", () => {
  /** A viewport that matches PHONE_MEDIA_QUERY, as a 390 px phone's does. */
  function asPhone() {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: query === PHONE_MEDIA_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  }

  it("renders its entries once it is first opened, and keeps them when it closes", async () => {
    asPhone();
    renderNav("/");
    expect(nav()).toHaveClass("is-drawer");
    expect(within(nav()).queryAllByRole("listitem")).toHaveLength(0);
    act(() => useNavStore.getState().toggleExpanded());
    expect(within(nav()).getByRole("link", { name: "Kezdőlap" })).toHaveAttribute("href", "/");
    await userEvent.click(group("Egyéb"));
    expect(within(nav()).getByRole("link", { name: "Játék" })).toHaveAttribute("href", "/pontok");
    act(() => useNavStore.getState().handleNavigated());
    expect(useNavStore.getState().isExpanded).toBe(false);
    expect(within(nav()).getByRole("link", { name: "Kezdőlap", hidden: true })).toBeInTheDocument();
  });

  it("renders every entry at once on a wider screen, where the icon rail shows them", () => {
    renderNav("/");
    expect(nav()).not.toHaveClass("is-drawer");
    expect(within(nav()).getByRole("link", { name: "Kezdőlap" })).toBeInTheDocument();
  });
});
