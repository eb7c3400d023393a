import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DepartmentSelect, departmentsOf } from "./department-select";

describe("departmentsOf", () => {
  it("lists each unit once, in Hungarian order, without empty ones", () => {
    const rows = [
      { department: "Vezetőség" },
      { department: "Üzemeltetés" },
      { department: null },
      { department: "Fejlesztés" },
      { department: "Értékesítés" },
      { department: "Fejlesztés" },
      { department: "" },
      {},
    ];
    expect(departmentsOf(rows)).toEqual(["Értékesítés", "Fejlesztés", "Üzemeltetés", "Vezetőség"]);
  });
});

describe("DepartmentSelect", () => {
  const renderSelect = (value: string, onChange = vi.fn()) => {
    render(
      <DepartmentSelect
        id="unit"
        label="Szervezeti egység"
        value={value}
        onChange={onChange}
        departments={["Fejlesztés", "Pénzügy"]}
        allLabel="Minden szervezeti egység"
        extraOptions={[{ value: "__none__", label: "Nincs megadva" }]}
      />,
    );
    return screen.getByRole("combobox", { name: "Szervezeti egység" });
  };
  const labels = (select: HTMLElement) =>
    within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);

  it("offers every unit, the units and the extra options, and reports the pick", async () => {
    const onChange = vi.fn();
    const select = renderSelect("", onChange);
    expect(labels(select)).toEqual(["Minden szervezeti egység", "Fejlesztés", "Pénzügy", "Nincs megadva"]);
    await userEvent.selectOptions(select, "Pénzügy");
    expect(onChange).toHaveBeenCalledWith("Pénzügy");
  });

  it("keeps a unit from a link that has nobody now selectable instead of showing everyone", () => {
    const select = renderSelect("Megszűnt osztály");
    expect(select).toHaveValue("Megszűnt osztály");
    expect(labels(select)).toContain("Megszűnt osztály");
  });
});
