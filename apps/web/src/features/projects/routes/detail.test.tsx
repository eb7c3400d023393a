import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { Project, ProjectComment } from "@office/shared/projects/projects.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { createQueryClient } from "../../../lib/query/query-client";
import { jsonResponse } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ProjectPage } from "./detail";

const project: Project = {
  id: 2,
  code: "PRJ-2025-07",
  name: "Győri logisztikai központ",
  partnerId: 1,
  partner: { id: 1, name: "Győr-Logisztika Zrt." },
  status: "active",
  startDate: "2026-04-04",
  endDate: "2027-06-06",
  budget: 186_000_000,
  costCenterId: 9,
  costCenter: { id: 9, code: "PRJ-INF", name: "Infrastruktúra projektek" },
  managerId: 3,
  manager: { id: 3, name: "Kiss Gábor" },
  memberIds: [4],
  members: [{ id: 4, name: "Szabó Péter", position: "Szoftverfejlesztő", profilePicture: null }],
  externalResourceIds: [],
  externalResources: [],
  description: "Első sor\nMásodik sor",
  health: "atRisk",
  progress: 45,
  archived: false,
  commentCount: 1,
  createdAt: "2026-03-21T08:00:00.000Z",
  updatedAt: "2026-03-21T08:00:00.000Z",
};

let comments: ProjectComment[] = [];
const comment = (id: number, text: string): ProjectComment => ({
  id,
  text,
  author: { userId: 3, employeeId: 3, name: "Kiss Gábor", profilePicture: null },
  createdAt: new Date().toISOString(),
  editedAt: null,
  canEdit: false,
  canDelete: false,
  mentions: [],
});

beforeEach(() => {
  comments = [comment(1, "A jövő heti egyeztetést csütörtökre tettük át.")];
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [] })));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === "/api/project/2") return jsonResponse({ ...project, commentCount: comments.length });
      if (url === "/api/project/2/comment") return jsonResponse(comments);
      if (url === "/api/project/404") return jsonResponse({ message: "A projekt nem található." }, 404);
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/projektek/:id", element: <ProjectPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("project page", () => {
  it("shows the header and the latest comments on the overview", async () => {
    renderAt("/projektek/2");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Győri logisztikai központ");
    expect(screen.getByText("Győr-Logisztika Zrt.")).toBeInTheDocument();
    expect(screen.getByText("186 000 000 Ft")).toBeInTheDocument();
    expect(await screen.findByText("A jövő heti egyeztetést csütörtökre tettük át.")).toBeInTheDocument();
    expect(screen.getByText(/ezelőtt|kevesebb mint/)).toBeInTheDocument();
    // a plain member sees no edit tab
    expect(screen.queryByRole("tab", { name: "Szerkesztés" })).not.toBeInTheDocument();
  });

  it("reloads its data when the router navigates to the same page (SPEC §2 notification click)", async () => {
    const router = renderAt("/projektek/2");
    await screen.findByText("A jövő heti egyeztetést csütörtökre tettük át.");
    comments = [...comments, comment(2, "Új hozzászólás érkezett közben.")];
    await act(() => router.navigate("/projektek/2"));
    expect(await screen.findByText("Új hozzászólás érkezett közben.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("tab", { name: /Hozzászólások \(2\)/ })).toBeInTheDocument());
  });

  it("a project the user may not see shows a notice", async () => {
    renderAt("/projektek/404");
    expect(await screen.findByText("A projekt nem található, vagy nincs hozzáférésed.")).toBeInTheDocument();
  });
});
