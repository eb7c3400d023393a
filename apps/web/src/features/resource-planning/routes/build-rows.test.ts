import { describe, expect, it } from "vitest";
import type { PlannerResource } from "@office/shared/resource-planning/planner.contract";
import { buildRows } from "./calendar";

const r = (
  resourceType: "employee" | "external",
  resourceId: number,
  name: string,
  department: string | null,
): PlannerResource => ({
  resourceType,
  resourceId,
  name,
  department,
  position: null,
  weeklyHours: 40,
  workSchedule: "general",
  activeFrom: null,
  activeUntil: null,
  leave: [],
});

describe("buildRows", () => {
  const resources = [
    r("employee", 1, "Kiss Anna", "Értékesítés"),
    r("external", 9, "Külső Kft.", "Külső Kft."),
    r("employee", 2, "Nagy Béla", "Ács részleg"),
    r("employee", 3, "Tóth Cecília", null),
    r("employee", 4, "Szabó Dóra", "Értékesítés"),
  ];

  it("groups employees by department in Hungarian order, then the external resources", () => {
    const rows = buildRows(resources, new Set(), "Részleg nélkül", "Külső erőforrások");
    expect(
      rows.map((row) => (row.kind === "group" ? `# ${row.name} (${row.count})` : row.resource.name)),
    ).toEqual([
      "# Ács részleg (1)",
      "Nagy Béla",
      "# Értékesítés (2)",
      "Kiss Anna",
      "Szabó Dóra",
      "# Részleg nélkül (1)",
      "Tóth Cecília",
      "# Külső erőforrások (1)",
      "Külső Kft.",
    ]);
  });

  it("hides the members of a collapsed group but keeps its header", () => {
    const rows = buildRows(
      resources,
      new Set(["dept:Értékesítés", "external"]),
      "Részleg nélkül",
      "Külső erőforrások",
    );
    expect(rows.map((row) => row.key)).toEqual([
      "dept:Ács részleg",
      "employee:2",
      "dept:Értékesítés",
      "dept:Részleg nélkül",
      "employee:3",
      "external",
    ]);
    expect(rows.find((row) => row.key === "external")).toMatchObject({
      kind: "group",
      isCollapsed: true,
      count: 1,
    });
  });
});
