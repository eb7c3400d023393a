import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Mentionable, ProjectComment } from "@office/shared/projects/projects.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { CommentsThread } from "./comments-thread";

const PEOPLE: Mentionable[] = [
  { employeeId: 3, name: "Kiss Gábor", position: "Projektmenedzser", department: "Projektiroda" },
  { employeeId: 8, name: "Kiss Anna", position: null, department: "Pénzügy" },
  { employeeId: 4, name: "Szabó Péter", position: "Szoftverfejlesztő", department: "Fejlesztés" },
];

let comments: ProjectComment[] = [];
let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  comments = [
    {
      id: 1,
      text: "Kérlek @[Kiss Gábor](3), nézd meg!",
      author: { userId: 4, employeeId: 4, name: "Szabó Péter", profilePicture: null },
      createdAt: new Date().toISOString(),
      editedAt: null,
      canEdit: false,
      canDelete: false,
      mentions: [{ employeeId: 3, name: "Kiss Gábor" }],
    },
  ];
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === "/api/project/2/mentionable") return jsonResponse(PEOPLE);
      if (url === "/api/project/2/comment" && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(comments[0]);
      }
      if (url === "/api/project/2/comment") return jsonResponse(comments);
      if (url === "/api/project/2") return jsonResponse({});
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("comment @mentions (issue 19 §4)", () => {
  it("shows a mention as a highlighted name, not the stored token", async () => {
    renderWithProviders(<CommentsThread projectId={2} isClosed={false} />);
    const item = await screen.findByTestId("project-comment");
    expect(item).toHaveTextContent("Kérlek @Kiss Gábor, nézd meg!");
    expect(within(item).getByText("@Kiss Gábor")).toHaveClass("project-mention");
  });

  it("typing @ and letters offers colleagues; arrows and Enter pick one; the token is sent", async () => {
    renderWithProviders(<CommentsThread projectId={2} isClosed={false} />);
    const box = await screen.findByRole("combobox", { name: "Új hozzászólás" });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/project/2/mentionable", expect.anything()));
    await userEvent.type(box, "Szia @ki");
    const list = screen.getByRole("listbox", { name: "Megemlíthető munkatársak" });
    expect(box).toHaveAttribute("aria-expanded", "true");
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Kiss GáborProjektmenedzser · Projektiroda",
      "Kiss AnnaPénzügy",
    ]);
    expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await userEvent.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]?.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveValue("Szia @Kiss Anna ");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(box, "és @sza");
    await userEvent.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    // Esc closes the list of this @ for good; a new @ opens it again, a click picks
    await userEvent.type(box, "b");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(box, " @sz");
    await userEvent.click(screen.getByRole("option", { name: /Szabó Péter/ }));
    expect(box).toHaveValue("Szia @Kiss Anna és @szab @Szabó Péter ");
    await userEvent.click(screen.getByRole("button", { name: "Küldés" }));
    await waitFor(() =>
      expect(posted).toEqual([{ text: "Szia @[Kiss Anna](8) és @szab @[Szabó Péter](4) " }]),
    );
  }, 60_000); // many key presses: slow on a busy 2-core machine
});
