import { describe, expect, it } from "vitest";
import type { Project } from "@office/shared/projects/projects.contract";
import { sortProjects } from "./project-sort";

const p = (over: Partial<Project>): Project =>
  ({
    id: 1,
    code: "A",
    name: "x",
    partner: null,
    status: "active",
    startDate: "2026-01-01",
    budget: null,
    manager: null,
    progress: 0,
    ...over,
  }) as Project;

describe("sortProjects", () => {
  it("sorts text the Hungarian way, numbers as numbers, and keeps empty values last", () => {
    const list = [
      p({ code: "C", name: "Zala", budget: 5 }),
      p({ code: "A", name: "Árpád", budget: null }),
      p({ code: "B", name: "Alma", budget: 40 }),
    ];
    expect(sortProjects(list, "name", "asc").map((x) => x.name)).toEqual(["Alma", "Árpád", "Zala"]);
    expect(sortProjects(list, "budget", "asc").map((x) => x.budget)).toEqual([5, 40, null]);
    expect(sortProjects(list, "budget", "desc").map((x) => x.budget)).toEqual([40, 5, null]);
  });

  it("orders statuses by their life cycle, not alphabetically", () => {
    const list = [
      p({ code: "1", status: "closed" }),
      p({ code: "2", status: "planned" }),
      p({ code: "3", status: "onHold" }),
    ];
    expect(sortProjects(list, "status", "asc").map((x) => x.status)).toEqual(["planned", "onHold", "closed"]);
  });
});
