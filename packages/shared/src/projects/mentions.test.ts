import { describe, expect, it } from "vitest";
import { mentionToken, mentionsAsPlainText, parseMentionTokens, splitComment } from "./mentions.ts";

describe("comment mentions (issue 19 §4)", () => {
  it("parses tokens once per employee, in order; a bad token is plain text", () => {
    const text = "Szia @[Kiss Anna](12) és @[Nagy Béla](7), ismét @[Kiss A.](12); @[x](0) @[y](abc)";
    expect(parseMentionTokens(text)).toEqual([
      { employeeId: 12, name: "Kiss Anna" },
      { employeeId: 7, name: "Nagy Béla" },
    ]);
  });

  it("builds a token that stays parseable and reads as @Név", () => {
    const token = mentionToken({ employeeId: 5, name: "Fodor [IT] Zsuzsanna" });
    expect(token).toBe("@[Fodor IT Zsuzsanna](5)");
    expect(parseMentionTokens(token)).toEqual([{ employeeId: 5, name: "Fodor IT Zsuzsanna" }]);
    expect(mentionsAsPlainText(`Kérlek ${token}!`)).toBe("Kérlek @Fodor IT Zsuzsanna!");
  });

  it("splits text, tokens (name from the server) and plain @Név of known mentions", () => {
    const parts = splitComment("@[Régi Név](3) és @Kiss Anna Mária, nem @Senki", [
      { employeeId: 3, name: "Új Név" },
      { employeeId: 4, name: "Kiss Anna" },
      { employeeId: 5, name: "Kiss Anna Mária" },
    ]);
    expect(parts).toEqual([
      { kind: "mention", employeeId: 3, name: "Új Név" },
      { kind: "text", text: " és " },
      { kind: "mention", employeeId: 5, name: "Kiss Anna Mária" },
      { kind: "text", text: ", nem @Senki" },
    ]);
  });
});
