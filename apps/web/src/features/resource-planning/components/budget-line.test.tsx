import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { PlannerProject } from "@office/shared/resource-planning/planner.contract";
import { WAGE_FIGURE_WITHHELD_MESSAGE } from "@office/shared/reports/wage-privacy";
import { BudgetLine } from "./budget-line";

const project = (over: Partial<PlannerProject>): PlannerProject => ({
  id: 1,
  code: "BT-1",
  name: "Bértitok",
  status: "active",
  startDate: "2026-01-01",
  endDate: null,
  budget: 1_000_000,
  costToDateHuf: 250_000,
  costBasis: "exact",
  costWithheld: false,
  actualCostHuf: null,
  actualCostWithheld: false,
  bookedHours: null,
  ...over,
});

describe("the planner's budget burn (issue 18 §1)", () => {
  it("shows the reason instead of a cost built from fewer than 3 people", () => {
    render(
      <BudgetLine project={project({ costToDateHuf: null, costBasis: "averageRate", costWithheld: true })} />,
    );
    expect(screen.getByText(`BT-1 költése eddig: ${WAGE_FIGURE_WITHHELD_MESSAGE}`)).toBeInTheDocument();
  });

  it("labels an average-rate cost as an estimate, and shows employeeWages2 the exact one plainly", () => {
    const { rerender } = render(<BudgetLine project={project({ costBasis: "averageRate" })} />);
    expect(
      screen.getByText(
        /^BT-1 költése eddig \(becslés átlagos óradíjjal\): 250\s000\sFt \/ 1\s000\s000\sFt \(25%\)$/,
      ),
    ).toBeInTheDocument();
    rerender(<BudgetLine project={project({})} />);
    expect(
      screen.getByText(/^BT-1 költése eddig: 250\s000\sFt \/ 1\s000\s000\sFt \(25%\)$/),
    ).toBeInTheDocument();
  });

  it("says there is no budget when none is set, withheld or not", () => {
    render(<BudgetLine project={project({ budget: null, costToDateHuf: null, costWithheld: true })} />);
    expect(screen.getByText("BT-1: nincs megadva keret")).toBeInTheDocument();
  });
});
