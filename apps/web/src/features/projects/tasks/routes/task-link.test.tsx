import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { jsonResponse, renderWithProviders } from "../../../../test/render";
import { TaskLinkPage, taskPagePath } from "./task-link";

/** The page the link lands on: shows the router's path and search. */
function Landing() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/feladatok/:id" element={<TaskLinkPage />} />
      <Route path="/projektek/:id" element={<Landing />} />
    </Routes>,
    { path },
  );

afterEach(() => vi.unstubAllGlobals());

describe("TaskLinkPage (/feladatok/{id}, the taskAssigned link)", () => {
  it("replaces itself with the task's project page, the task singled out", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === "/api/task/42" ? jsonResponse({ id: 42, projectId: 7 }) : jsonResponse({}, 404),
    );
    vi.stubGlobal("fetch", fetch);
    renderAt("/feladatok/42");
    expect(await screen.findByTestId("landed")).toHaveTextContent("/projektek/7?tab=feladatok&feladat=42");
    expect(taskPagePath({ id: 3, projectId: 9 })).toBe("/projektek/9?tab=feladatok&feladat=3");
  });

  it("says so for an unknown or invisible task, and for a malformed id without asking", async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: "A feladat nem található." }, 404));
    vi.stubGlobal("fetch", fetch);
    renderAt("/feladatok/43");
    expect(await screen.findByTestId("task-link-not-found")).toHaveTextContent(
      "A feladat nem található, vagy nincs hozzáférésed.",
    );
    fetch.mockClear();
    renderAt("/feladatok/abc");
    expect((await screen.findAllByTestId("task-link-not-found")).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
