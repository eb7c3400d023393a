import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProjectTask } from "@office/shared/projects/project-task.contract";
import type { Project } from "@office/shared/projects/projects.contract";
import { authStore } from "../../../../lib/auth/auth-store";
import { jsonResponse, renderWithProviders } from "../../../../test/render";
import { makeAuthPayload, makeTestToken } from "../../../../test/tokens";
import { useLocation } from "react-router";
import { TasksTab } from "./tasks-tab";

/** Shows the router's current search string, to read what the tab wrote into the URL. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const task = (over: Partial<ProjectTask>): ProjectTask => ({
  id: 1,
  projectId: 5,
  projectCode: "PRJ-1",
  projectName: "Győri logisztikai központ",
  title: "Feladat",
  description: null,
  assigneeId: null,
  assigneeName: null,
  dueDate: null,
  status: "todo",
  position: 0,
  estimateHours: null,
  bookedHours: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

const TASKS = [
  task({
    id: 1,
    title: "Tűzvédelmi szakvélemény",
    assigneeId: 7,
    assigneeName: "Kovács Anna",
    dueDate: "2020-01-10",
    estimateHours: 3,
    bookedHours: 4.5,
  }),
  task({ id: 2, title: "Alaprajz", position: 1, assigneeId: 8, assigneeName: "Nagy Béla", estimateHours: 2 }),
  task({ id: 3, title: "Átadás", status: "done", dueDate: "2020-01-01" }),
];

const project = {
  id: 5,
  managerId: 99,
  manager: { id: 99, name: "Kiss Gábor" },
  members: [{ id: 7, name: "Kovács Anna", position: null, profilePicture: null }],
} as unknown as Project;

/** `GET` answers the tasks; a `PUT` waits for `release()` and answers the moved task. */
function stubFetch() {
  const puts: { url: string; body: unknown }[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push({ url, body });
        await gate;
        return jsonResponse({ ...TASKS[0], ...body });
      }
      if (url.startsWith("/api/project/5/task")) return jsonResponse(TASKS);
      return jsonResponse({ message: "nincs" }, 404);
    }),
  );
  return { puts, release: () => release() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("TasksTab", () => {
  it("the assignee moves their own card with its status list; others' cards stay fixed", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [], employeeId: 7 })));
    const { puts, release } = stubFetch();
    renderWithProviders(<TasksTab project={project} />);
    const todo = await screen.findByTestId("task-column-todo");
    expect(within(todo).getByText("Tűzvédelmi szakvélemény")).toBeVisible();
    expect(screen.queryByTestId("task-new")).toBeNull();
    expect(screen.queryByTestId("task-status-2")).toBeNull();
    expect(screen.queryByTestId("task-handle-2")).toBeNull();

    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Tűzvédelmi szakvélemény: állapot" }),
      "Folyamatban",
    );
    // shown in its new column at once, before the server answers
    await waitFor(() =>
      expect(
        within(screen.getByTestId("task-column-doing")).getByText("Tűzvédelmi szakvélemény"),
      ).toBeVisible(),
    );
    expect(puts).toEqual([{ url: "/api/task/1", body: { status: "doing" } }]);
    release();
  });

  it("shows overdue dates in red and booked hours over the estimate in the warning colour", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["projectManager"], employeeId: 1 })));
    stubFetch();
    renderWithProviders(<TasksTab project={project} />);
    const hours = await screen.findByTestId("task-hours-1");
    expect(hours).toHaveTextContent("3 / 4,5 óra");
    expect(hours).toHaveClass("text-warning-emphasis");
    expect(screen.getByTestId("task-hours-2")).toHaveTextContent("2 / 0 óra");
    expect(screen.getByTestId("task-hours-2")).not.toHaveClass("text-warning-emphasis");
    const card = screen.getByTestId("task-card-1");
    expect(within(card).getByText("2020. 01. 10.", { exact: false })).toHaveClass("text-danger-emphasis");
    // a done task is never overdue
    expect(within(screen.getByTestId("task-card-3")).getByText(/2020/)).not.toHaveClass(
      "text-danger-emphasis",
    );
    expect(screen.getByTestId("task-new")).toBeVisible();
    expect(screen.getByTestId("task-status-2")).toBeVisible();
  });

  it("marks the task of ?feladat= on the board and in the list and scrolls it into view", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [], employeeId: 8 })));
    stubFetch();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, "scrollIntoView", { value: scrollIntoView, configurable: true });
    try {
      renderWithProviders(<TasksTab project={project} />, { path: "/projektek/5?tab=feladatok&feladat=2" });
      const card = await screen.findByTestId("task-card-2");
      expect(card).toHaveClass("task-highlight");
      expect(card).toHaveAttribute("aria-current", "true");
      expect(screen.getByTestId("task-card-1")).not.toHaveClass("task-highlight");
      expect(screen.getByTestId("task-card-1")).not.toHaveAttribute("aria-current");
      expect(scrolled).toEqual([card]);

      await userEvent.click(screen.getByRole("button", { name: "Lista" }));
      const row = await screen.findByTestId("task-row-2");
      expect(row).toHaveClass("task-highlight");
      expect(row).toHaveAttribute("aria-current", "true");
      expect(screen.getByTestId("task-row-1")).not.toHaveAttribute("aria-current");
      expect(scrolled.at(-1)).toBe(row);
    } finally {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });

  it("marks nothing for a ?feladat= that is not a task of the project", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: [], employeeId: 8 })));
    stubFetch();
    renderWithProviders(<TasksTab project={project} />, { path: "/projektek/5?tab=feladatok&feladat=abc" });
    await screen.findByTestId("task-card-2");
    expect(document.querySelector(".task-highlight")).toBeNull();
  });

  it("keeps the board/list choice in the URL (?feladatnezet=lista) beside the other parameters", async () => {
    authStore.getState().signIn(makeTestToken(makeAuthPayload({ role: ["projectManager"], employeeId: 1 })));
    stubFetch();
    renderWithProviders(
      <>
        <TasksTab project={project} />
        <SearchProbe />
      </>,
      { path: "/projektek/5?tab=feladatok&feladatnezet=lista" },
    );
    // opened (reloaded, or come back to) with the list in the URL: the list shows
    expect(await screen.findByTestId("task-list")).toBeVisible();
    expect(screen.queryByTestId("task-column-todo")).toBeNull();
    expect(screen.getByRole("button", { name: "Lista" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("button", { name: "Tábla" }));
    expect(await screen.findByTestId("task-column-todo")).toBeVisible();
    expect(screen.getByTestId("search")).toHaveTextContent(/^\?tab=feladatok$/);

    await userEvent.click(screen.getByRole("button", { name: "Lista" }));
    expect(await screen.findByTestId("task-list")).toBeVisible();
    expect(screen.getByTestId("search")).toHaveTextContent("?tab=feladatok&feladatnezet=lista");
  });
});
