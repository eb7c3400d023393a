import { describe, expect, it } from "vitest";
import { readableTextColor } from "./color";

describe("readableTextColor", () => {
  it("uses white on the default dark green and on dark colours", () => {
    expect(readableTextColor("#1d4d34")).toBe("#ffffff");
    expect(readableTextColor("#000")).toBe("#ffffff");
  });

  it("uses near-black on light colours", () => {
    expect(readableTextColor("#ffffff")).toBe("#212529");
    expect(readableTextColor("#ffd54f")).toBe("#212529");
  });

  it("falls back to white for anything unparsable", () => {
    expect(readableTextColor("zöld")).toBe("#ffffff");
  });
});
