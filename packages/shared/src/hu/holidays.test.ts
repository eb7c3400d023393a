import { describe, expect, it } from "vitest";
import { getEasterSunday, listPublicHolidays } from "./holidays.ts";

describe("getEasterSunday", () => {
  it.each([
    [2020, "2020-04-12"],
    [2021, "2021-04-04"],
    [2022, "2022-04-17"],
    [2023, "2023-04-09"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    // Far from the loaded years: the earliest and latest possible dates, and well-known years.
    [1818, "1818-03-22"],
    [1943, "1943-04-25"],
    [2000, "2000-04-23"],
    [2019, "2019-04-21"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i → %s", (year, easter) => {
    expect(getEasterSunday(year)).toBe(easter);
  });
});

describe("listPublicHolidays (Mt. 102. § (1))", () => {
  it("lists the 11 statutory holidays plus Easter and Whit Sunday, in date order, for 2026", () => {
    expect(listPublicHolidays(2026).map((h) => [h.date, h.name, h.isSunday])).toEqual([
      ["2026-01-01", "Újév", false],
      ["2026-03-15", "Nemzeti ünnep (1848–49-es forradalom és szabadságharc)", false],
      ["2026-04-03", "Nagypéntek", false],
      ["2026-04-05", "Húsvétvasárnap", true],
      ["2026-04-06", "Húsvéthétfő", false],
      ["2026-05-01", "A munka ünnepe", false],
      ["2026-05-24", "Pünkösdvasárnap", true],
      ["2026-05-25", "Pünkösdhétfő", false],
      ["2026-08-20", "Nemzeti ünnep (az államalapítás ünnepe)", false],
      ["2026-10-23", "Nemzeti ünnep (1956-os forradalom és szabadságharc)", false],
      ["2026-11-01", "Mindenszentek", false],
      ["2026-12-25", "Karácsony", false],
      ["2026-12-26", "Karácsony másnapja", false],
    ]);
  });

  it.each([
    [2020, "2020-04-10", "2020-04-13", "2020-06-01"],
    [2021, "2021-04-02", "2021-04-05", "2021-05-24"],
    [2022, "2022-04-15", "2022-04-18", "2022-06-06"],
    [2023, "2023-04-07", "2023-04-10", "2023-05-29"],
    [2024, "2024-03-29", "2024-04-01", "2024-05-20"],
    [2025, "2025-04-18", "2025-04-21", "2025-06-09"],
    [2026, "2026-04-03", "2026-04-06", "2026-05-25"],
  ])("%i: Nagypéntek %s, Húsvéthétfő %s, Pünkösdhétfő %s", (year, goodFriday, easterMonday, whitMonday) => {
    const byName = new Map(listPublicHolidays(year).map((h) => [h.name, h.date]));
    expect(byName.get("Nagypéntek")).toBe(goodFriday);
    expect(byName.get("Húsvéthétfő")).toBe(easterMonday);
    expect(byName.get("Pünkösdhétfő")).toBe(whitMonday);
  });
});
