import { describe, expect, it } from "vitest";
import { filterPersonItems, toPersonItems } from "./person-options";

describe("toPersonItems", () => {
  it("sorts in Hungarian order and marks only namesakes", () => {
    const items = toPersonItems([
      { id: 1, name: "Gulyás Péter", department: "IT" },
      { id: 2, name: "Gál Éva", department: "IT" },
      { id: 3, name: "Csonka Béla", department: "HR" },
      { id: 4, name: "Cukor Ági", department: "HR" },
    ]);
    expect(items.map((i) => i.name)).toEqual(["Cukor Ági", "Csonka Béla", "Gál Éva", "Gulyás Péter"]);
    expect(items.map((i) => i.detail)).toEqual([null, null, null, null]);
    expect(items.map((i) => i.hint)).toEqual(["HR", "HR", "IT", "IT"]);
  });

  it("tells namesakes apart by department, else by e-mail, else by id, and orders them by it", () => {
    const items = toPersonItems([
      { id: 7, name: "Fodor Zsuzsanna", department: "Pénzügy", email: "a@x.hu" },
      { id: 8, name: "Fodor Zsuzsanna", department: "HR", email: "b@x.hu" },
      { id: 9, name: "Kiss Anna", department: "IT", email: "k1@x.hu" },
      { id: 10, name: "kiss anna", department: "IT", email: "k2@x.hu" },
      { id: 11, name: "Nagy Ádám", department: null, email: null },
      { id: 12, name: "Nagy Ádám", department: " ", email: null },
    ]);
    expect(items.map((i) => i.label)).toEqual([
      "Fodor Zsuzsanna (HR)",
      "Fodor Zsuzsanna (Pénzügy)",
      "kiss anna (k2@x.hu)",
      "Kiss Anna (k1@x.hu)",
      "Nagy Ádám (#11)",
      "Nagy Ádám (#12)",
    ]);
  });
});

describe("filterPersonItems", () => {
  const items = toPersonItems([
    { id: 1, name: "Balázs Ödön", department: "Informatika" },
    { id: 2, name: "Balogh Anna", department: "HR" },
    { id: 3, name: "Szűcs Örs", department: "Informatika" },
  ]);

  it("matches every word, ignoring case and accents, in the name or department", () => {
    expect(filterPersonItems(items, "balazs").map((i) => i.id)).toEqual([1]);
    expect(filterPersonItems(items, "ORS").map((i) => i.id)).toEqual([3]);
    expect(filterPersonItems(items, "informatika bal").map((i) => i.id)).toEqual([1]);
    expect(filterPersonItems(items, "  ").map((i) => i.id)).toEqual([1, 2, 3]);
    expect(filterPersonItems(items, "xyz")).toEqual([]);
  });
});
