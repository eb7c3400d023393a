import { describe, expect, it } from "vitest";
import type { Employee } from "@office/shared/employees/employees.contract";
import { NO_DEPARTMENT, filterEmployees, normalizeForSearch, sortEmployees } from "./directory-filter";

function employee(id: number, overrides: Partial<Employee>): Employee {
  return {
    view: "directory",
    id,
    employeeNumber: `E${String(id).padStart(4, "0")}`,
    name: `Munkatárs ${id}`,
    email: null,
    phone: null,
    position: null,
    department: null,
    managerId: null,
    managerName: null,
    costCenter: null,
    costCenterId: null,
    employmentStart: "2020-01-01",
    employmentEnd: null,
    workSchedule: "general",
    weeklyHours: 40,
    profilePicture: null,
    active: true,
    ...overrides,
  };
}

const people = [
  employee(1, {
    name: "Kovács Anna",
    email: "anna.kovacs@demo.hu",
    position: "Bérszámfejtő",
    department: "HR",
  }),
  employee(2, { name: "Őze Árpád", email: "arpad.oze@demo.hu", position: "Fejlesztő", department: "IT" }),
  employee(3, { name: "Ábel Zsófia", position: "Tesztelő", department: "IT", employmentStart: "2024-05-01" }),
  employee(10, { name: "Zala Ödön", department: null, employmentStart: null }),
];

describe("directory search", () => {
  it("ignores case and accents", () => {
    expect(normalizeForSearch("Őze ÁRPÁD")).toBe("oze arpad");
    expect(filterEmployees(people, { search: "kovacs", department: "" }).map((e) => e.id)).toEqual([1]);
    expect(filterEmployees(people, { search: "OZE", department: "" }).map((e) => e.id)).toEqual([2]);
  });

  it("searches name, e-mail, position and department, every word must match", () => {
    expect(filterEmployees(people, { search: "demo.hu", department: "" }).map((e) => e.id)).toEqual([1, 2]);
    expect(filterEmployees(people, { search: "tesztelő", department: "" }).map((e) => e.id)).toEqual([3]);
    expect(filterEmployees(people, { search: "it fejl", department: "" }).map((e) => e.id)).toEqual([2]);
    expect(filterEmployees(people, { search: "it hr", department: "" })).toEqual([]);
  });

  it("filters by department, including 'no department'", () => {
    expect(filterEmployees(people, { search: "", department: "IT" }).map((e) => e.id)).toEqual([2, 3]);
    expect(filterEmployees(people, { search: "", department: NO_DEPARTMENT }).map((e) => e.id)).toEqual([10]);
    expect(filterEmployees(people, { search: "zsófia", department: "HR" })).toEqual([]);
  });
});

describe("directory sorting", () => {
  it("sorts names in Hungarian alphabetical order both ways", () => {
    expect(sortEmployees(people, "name", "asc").map((e) => e.name)).toEqual([
      "Ábel Zsófia",
      "Kovács Anna",
      "Őze Árpád",
      "Zala Ödön",
    ]);
    expect(sortEmployees(people, "name", "desc").map((e) => e.id)).toEqual([10, 2, 1, 3]);
  });

  it("compares employee numbers by value and keeps empty values last", () => {
    const numbered = [employee(10, {}), employee(9, {}), employee(100, { employeeNumber: null })];
    expect(sortEmployees(numbered, "employeeNumber", "asc").map((e) => e.id)).toEqual([9, 10, 100]);
    expect(sortEmployees(numbered, "employeeNumber", "desc").map((e) => e.id)).toEqual([10, 9, 100]);
    expect(sortEmployees(people, "employmentStart", "desc").map((e) => e.id)).toEqual([3, 1, 2, 10]);
  });

  it("does not change the input", () => {
    const before = people.map((e) => e.id);
    sortEmployees(people, "department", "desc");
    expect(people.map((e) => e.id)).toEqual(before);
  });
});
