import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { Project, ProjectInputParsed, ProjectOptions } from "@office/shared/projects/projects.contract";
import { authStore } from "../../../lib/auth/auth-store";
import { createQueryClient } from "../../../lib/query/query-client";
import { jsonResponse } from "../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../test/tokens";
import { ProjectForm } from "./project-form";
import { toProjectFormValues } from "./project-form-values";

const options: ProjectOptions = {
  partners: [{ id: 7, name: "Győr-Logisztika Zrt.", city: "Győr" }],
  costCenters: [{ id: 3, code: "PRJ-INF", name: "Infrastruktúra projektek" }],
  externalResources: [{ id: 5, name: "Tóth Balázs", company: "Tóth Statika Bt." }],
  employees: [
    { id: 11, name: "Kiss Gábor", position: "Projektmenedzser" },
    { id: 12, name: "Szabó Péter", position: "Szoftverfejlesztő" },
  ],
};

function renderInDataRouter(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const similarCalls: string[] = [];
beforeEach(() => {
  similarCalls.length = 0;
  authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["projectManager"] })));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/project/similar")) {
        similarCalls.push(url);
        return jsonResponse(
          url.includes("Gy%C5%91ri")
            ? [{ id: 2, code: "PRJ-2025-07", name: "Győri logisztikai központ", archived: false }]
            : [],
        );
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("project form", () => {
  it("a new project starts with its creator as manager, who can be changed or removed (issue 19 §4)", async () => {
    const onSubmit = vi.fn(async (input: ProjectInputParsed) => ({ id: 99, ...input }) as unknown as Project);
    renderInDataRouter(
      <ProjectForm
        options={options}
        defaultValues={toProjectFormValues(undefined, 11)}
        submitLabel="Mentés"
        onSubmit={onSubmit}
      />,
    );
    const manager = screen.getByRole("combobox", { name: "Projektvezető" });
    expect(manager).toHaveValue("Kiss Gábor");
    expect(toProjectFormValues().managerId).toBeNull();
    await userEvent.clear(manager);
    await userEvent.tab();
    await userEvent.type(screen.getByLabelText("Projektkód"), "PRJ-10");
    await userEvent.type(screen.getByLabelText("Projekt neve"), "Vezető nélkül");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ managerId: null });
  }, 60_000);

  it("shows the shared schema's Hungarian messages (name, code, end before start)", async () => {
    const onSubmit = vi.fn<(input: ProjectInputParsed) => Promise<Project>>();
    renderInDataRouter(
      <ProjectForm
        options={options}
        defaultValues={toProjectFormValues()}
        submitLabel="Mentés"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.clear(screen.getByLabelText("Kezdés"));
    await userEvent.type(screen.getByLabelText("Kezdés"), "2026-05-01");
    await userEvent.type(screen.getByLabelText("Befejezés"), "2026-04-01");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    expect(await screen.findByText("Add meg a projekt nevét.")).toBeInTheDocument();
    expect(screen.getByText("Add meg a projekt kódját.")).toBeInTheDocument();
    expect(screen.getByText("A befejezés nem lehet korábbi a kezdésnél.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends ids as numbers, budget in HUF, members and external resources from the pickers", async () => {
    const onSubmit = vi.fn(async (input: ProjectInputParsed) => ({ id: 99, ...input }) as unknown as Project);
    renderInDataRouter(
      <ProjectForm
        options={options}
        defaultValues={toProjectFormValues()}
        submitLabel="Mentés"
        onSubmit={onSubmit}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Partner"), "7");
    await userEvent.type(screen.getByLabelText("Projektkód"), "PRJ-9");
    await userEvent.type(screen.getByLabelText("Projekt neve"), "Új csarnok");
    await userEvent.type(screen.getByLabelText("Költségvetés (Ft)"), "25000000");
    await userEvent.type(screen.getByRole("combobox", { name: "Projektvezető" }), "kiss{ArrowDown}{Enter}");
    await userEvent.type(
      screen.getByRole("combobox", { name: "Tagok (munkatársak)" }),
      "szabo{ArrowDown}{Enter}{Escape}",
    );
    await userEvent.click(screen.getByLabelText(/Tóth Balázs/));
    await userEvent.type(screen.getByLabelText("Leírás"), "Első sor{Enter}Második sor");
    await userEvent.click(screen.getByRole("button", { name: "Mentés" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      partnerId: 7,
      code: "PRJ-9",
      name: "Új csarnok",
      budget: 25_000_000,
      managerId: 11,
      memberIds: [12],
      externalResourceIds: [5],
      description: "Első sor\nMásodik sor",
      status: "planned",
      progress: 0,
    });
  });

  it("warns when a project with a close name exists", async () => {
    renderInDataRouter(
      <ProjectForm
        options={options}
        defaultValues={toProjectFormValues()}
        submitLabel="Mentés"
        onSubmit={vi.fn<(input: ProjectInputParsed) => Promise<Project>>()}
      />,
    );
    await userEvent.type(screen.getByLabelText("Projekt neve"), "Győri logisztikai");
    expect(await screen.findByText(/Hasonló nevű projekt már van/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "PRJ-2025-07 – Győri logisztikai központ" })).toBeInTheDocument();
  });
});
