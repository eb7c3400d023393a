import { describe, expect, it } from "vitest";
import { activeMentionQuery, matchPeople, toEditableText, toStoredText } from "./mention-text";

const people = [
  { employeeId: 1, name: "Balázs Ádám" },
  { employeeId: 2, name: "Kiss Anna" },
  { employeeId: 3, name: "Kiss Anna Mária" },
  { employeeId: 4, name: "Ábel Kinga" },
];

describe("mention text (issue 19 §4)", () => {
  it("finds the @ query the caret is in, only at the start of a word", () => {
    expect(activeMentionQuery("Szia @Ki", 8)).toEqual({ start: 5, query: "Ki" });
    expect(activeMentionQuery("@", 1)).toEqual({ start: 0, query: "" });
    expect(activeMentionQuery("(@Ab", 4)).toEqual({ start: 1, query: "Ab" });
    expect(activeMentionQuery("anna@ceg.hu", 11)).toBeNull();
    expect(activeMentionQuery("@Kiss\nvalami", 12)).toBeNull();
    expect(activeMentionQuery("@ Kiss", 6)).toBeNull();
    expect(activeMentionQuery("nincs kukac", 5)).toBeNull();
  });

  it("matches names by any word's start, accents and case ignored, name starts first", () => {
    expect(matchPeople(people, "abel").map((p) => p.employeeId)).toEqual([4]);
    expect(matchPeople(people, "ki").map((p) => p.employeeId)).toEqual([2, 3, 4]);
    expect(matchPeople(people, "ádám").map((p) => p.employeeId)).toEqual([1]);
    expect(matchPeople(people, "").length).toBe(4);
  });

  it("turns picked @Név into tokens (longest name first) and back", () => {
    const picked = [
      { employeeId: 2, name: "Kiss Anna" },
      { employeeId: 3, name: "Kiss Anna Mária" },
    ];
    const stored = toStoredText("@Kiss Anna Mária és @Kiss Anna, de nem @Kiss Annával", picked);
    expect(stored).toBe("@[Kiss Anna Mária](3) és @[Kiss Anna](2), de nem @Kiss Annával");
    expect(toEditableText(stored)).toEqual({
      text: "@Kiss Anna Mária és @Kiss Anna, de nem @Kiss Annával",
      picked: [
        { employeeId: 3, name: "Kiss Anna Mária" },
        { employeeId: 2, name: "Kiss Anna" },
      ],
    });
    expect(toStoredText("Nincs említés", [])).toBe("Nincs említés");
  });
});
