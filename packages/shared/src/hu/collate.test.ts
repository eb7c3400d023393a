import { describe, expect, it } from "vitest";
import { compareHu, fileSlug, foldForSearch, sortByHuName } from "./collate.ts";

const sorted = (names: string[]) => [...names].sort(compareHu);

describe("compareHu", () => {
  it.each([
    ["Balázs", "Balogh"],
    ["Gál", "Gulyás"],
    ["Ábel", "Adorján"],
    ["Oszkár", "Ödön"],
    ["Uzsoki", "Ürge"],
    ["Cukor", "Csaba"],
    ["Dénes", "Dzsida"],
    ["Dzurják", "Dzsida"],
    ["Gulyás", "Gyula"],
    ["Lukács", "Lyka"],
    ["Nagy", "Nyiri"],
    ["Sándor", "Szabó"],
    ["Tóth", "Tyukodi"],
    ["Zoltán", "Zsolt"],
  ])("%s before %s", (first, second) => {
    expect(compareHu(first, second)).toBeLessThan(0);
    expect(compareHu(second, first)).toBeGreaterThan(0);
  });

  it("puts a list of surnames in the order of the Hungarian alphabet", () => {
    expect(
      sorted(["Zsiga", "Szabó", "Csonka", "Gulyás", "Balogh", "Cser", "Gál", "Balázs", "Nyitrai", "Nagy"]),
    ).toEqual(["Balázs", "Balogh", "Cser", "Csonka", "Gál", "Gulyás", "Nagy", "Nyitrai", "Szabó", "Zsiga"]);
  });

  it("orders full names by surname first, then given name (Fodor Zoltán before Fodor Zsuzsanna)", () => {
    expect(sorted(["Fodor Zsuzsanna", "Fodor Zita", "Fodor Zoltán"])).toEqual([
      "Fodor Zita",
      "Fodor Zoltán",
      "Fodor Zsuzsanna",
    ]);
  });
});

describe("sortByHuName", () => {
  it("sorts by the name and keeps namesakes in id order, without touching the input", () => {
    const people = [
      { id: 9, name: "Fodor Zsuzsanna" },
      { id: 3, name: "Gulyás Péter" },
      { id: 4, name: "Fodor Zsuzsanna" },
      { id: 1, name: "Gál Anna" },
    ];
    expect(sortByHuName(people, (p) => p.name).map((p) => p.id)).toEqual([4, 9, 1, 3]);
    expect(people[0]?.id).toBe(9);
  });
});

describe("foldForSearch", () => {
  it("drops accents and case so 'balazs' finds 'Balázs' and 'ors' finds 'ŐRS'", () => {
    expect(foldForSearch("Balázs")).toBe("balazs");
    expect(foldForSearch("ŐRS Ünige")).toBe("ors unige");
  });
});

describe("fileSlug", () => {
  it("makes an ASCII file-name part of a Hungarian name, empty when nothing is left", () => {
    expect(fileSlug("Pénzügy")).toBe("penzugy");
    expect(fileSlug("  Értékesítés / Ügyfélszolgálat ")).toBe("ertekesites-ugyfelszolgalat");
    expect(fileSlug("x".repeat(70))).toHaveLength(60);
    expect(fileSlug("–/–")).toBe("");
  });
});
