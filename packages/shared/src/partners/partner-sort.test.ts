import { describe, expect, it } from "vitest";
import type { PartnerListItem } from "./partners.contract.ts";
import { sortPartners } from "./partner-sort.ts";

const row = (id: number, name: string, over: Partial<PartnerListItem> = {}): PartnerListItem => ({
  id,
  name,
  taxNumber: null,
  euVatNumber: null,
  postalCode: null,
  city: null,
  address: null,
  email: null,
  phone: null,
  website: null,
  note: null,
  active: true,
  contacts: [],
  activeProjectCount: 0,
  firstContact: null,
  attachmentCount: 0,
  ...over,
});

const rows = [
  row(1, "Zalai Kft.", { city: "Hévíz", activeProjectCount: 2 }),
  row(2, "Ábel Bt.", { city: "Eger", activeProjectCount: 10 }),
  row(3, "Alfa Zrt.", { activeProjectCount: 2 }),
  row(4, "Bárka Kft.", {
    city: "Ózd",
    firstContact: { id: 1, name: "Kiss Anna", position: null, email: null, phone: null },
  }),
];

describe("sortPartners", () => {
  it("sorts names in Hungarian order (Á with A)", () => {
    expect(sortPartners(rows, "name", "asc").map((r) => r.id)).toEqual([2, 3, 4, 1]);
    expect(sortPartners(rows, "name", "desc").map((r) => r.id)).toEqual([1, 4, 3, 2]);
  });

  it("sorts numbers by value, ties by name", () => {
    expect(sortPartners(rows, "activeProjectCount", "desc").map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });

  it("keeps empty values last in either direction", () => {
    expect(sortPartners(rows, "city", "asc").map((r) => r.id)).toEqual([2, 1, 4, 3]);
    expect(sortPartners(rows, "city", "desc").map((r) => r.id)).toEqual([4, 1, 2, 3]);
    expect(sortPartners(rows, "contact", "asc")[0]?.id).toBe(4);
  });
});
