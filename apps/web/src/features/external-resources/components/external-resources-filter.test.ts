import { describe, expect, it } from "vitest";
import type { ExternalResource } from "@office/shared/external-resources/external-resources.contract";
import { filterAndSort } from "./external-resources-filter";

const row = (id: number, over: Partial<ExternalResource>): ExternalResource => ({
  id,
  name: `Név ${id}`,
  company: null,
  taxNumber: null,
  email: null,
  phone: null,
  skills: [],
  dailyRate: null,
  hourlyRate: null,
  ratesVisible: true,
  contractStart: null,
  contractEnd: null,
  active: true,
  note: null,
  projectCount: 0,
  ...over,
});

const rows = [
  row(1, {
    name: "Tóth Balázs",
    company: "Tóth Statika Bt.",
    skills: ["Statika", "Tekla"],
    dailyRate: 85_000,
  }),
  row(2, { name: "Ábel Anna", company: "AA Kft.", skills: ["AutoCAD"], dailyRate: null, active: false }),
  row(3, { name: "Zsigmond Ede", company: null, skills: ["Villamos tervezés"], dailyRate: 60_000 }),
];

describe("contractor list filter", () => {
  it("searches name, company and skills without case or accents", () => {
    const base = { active: "all", key: "name", direction: "asc" } as const;
    expect(filterAndSort(rows, { ...base, search: "statika" }).map((r) => r.id)).toEqual([1]);
    expect(filterAndSort(rows, { ...base, search: "abel" }).map((r) => r.id)).toEqual([2]);
    expect(filterAndSort(rows, { ...base, search: "TERVEZES" }).map((r) => r.id)).toEqual([3]);
  });

  it("filters by active and sorts in Hungarian order, empty values last", () => {
    expect(
      filterAndSort(rows, { search: "", active: "all", key: "name", direction: "asc" }).map((r) => r.id),
    ).toEqual([2, 1, 3]);
    expect(
      filterAndSort(rows, { search: "", active: "active", key: "name", direction: "desc" }).map((r) => r.id),
    ).toEqual([3, 1]);
    expect(
      filterAndSort(rows, { search: "", active: "inactive", key: "name", direction: "asc" }).map((r) => r.id),
    ).toEqual([2]);
    expect(
      filterAndSort(rows, { search: "", active: "all", key: "dailyRate", direction: "asc" }).map((r) => r.id),
    ).toEqual([3, 1, 2]);
  });
});
