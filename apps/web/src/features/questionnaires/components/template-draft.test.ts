import { describe, expect, it } from "vitest";
import { draftErrors, moveItem, newQuestion, toDraft, toInput } from "./template-draft";
import { selectWaiting } from "../api/questionnaires-to-fill";

describe("template drafts", () => {
  it("moves questions", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });

  it("checks a draft with the server's schema (Hungarian messages keyed like the server's)", () => {
    const draft = toDraft();
    expect(draftErrors(draft)).toMatchObject({
      name: "A sablon neve kötelező.",
      "questions.0.text": "A kérdés szövege kötelező.",
    });
    const single = { ...newQuestion("single"), text: "Melyik?", options: ["A", "A"] };
    expect(draftErrors({ name: "N", description: "", questions: [single] })).toEqual({
      "questions.0.options": "A válaszlehetőségek nem ismétlődhetnek.",
    });
    const ok = { name: "N", description: "", questions: [{ ...newQuestion("yesNo"), text: "Jó?" }] };
    expect(draftErrors(ok)).toEqual({});
    expect(toInput(ok).questions[0]).not.toHaveProperty("key");
  });
});

describe("selectWaiting", () => {
  const row = (id: number, deadline: string, extra: object = {}) => ({
    id,
    title: `Q${id}`,
    templateId: 1,
    templateVersion: 1,
    anonymous: false,
    deadline,
    sentAt: "2026-01-01T00:00:00Z",
    sentByName: "HR",
    closed: false,
    isRecipient: true,
    answered: false,
    canSeeResults: false,
    recipients: 3,
    responses: 0,
    pendingResponses: 0,
    ...extra,
  });
  it("keeps the unanswered open ones, soonest deadline first, at most 5", () => {
    const rows = [
      row(1, "2026-12-10"),
      row(2, "2026-12-01"),
      row(3, "2026-11-01", { closed: true }),
      row(4, "2026-12-02", { answered: true }),
      ...[5, 6, 7, 8, 9].map((id) => row(id, `2026-12-2${id - 5}`)),
    ];
    expect(selectWaiting(rows).map((r) => r.id)).toEqual([2, 1, 5, 6, 7]);
  });
});
