import { describe, expect, it } from "vitest";
import { carPlateSchema, normalizeCarPlate, validateCarPlate } from "./car-plate.ts";

describe("car plates", () => {
  it.each([
    ["ABC-123", "ABC-123"],
    ["abc-123", "ABC-123"],
    ["abc 123", "ABC-123"],
    ["ABC123", "ABC-123"],
    [" rxk-001 ", "RXK-001"],
    ["AA-BC-123", "AA-BC-123"],
    ["aa bc-123", "AA-BC-123"],
    ["AA BC 123", "AA-BC-123"],
    ["AABC123", "AA-BC-123"],
    ["ae-ac-542", "AE-AC-542"],
    // Four letters typed together are read as the EU format.
    ["ABCD-123", "AB-CD-123"],
  ])("accepts %j as %s", (value, normalized) => {
    expect(validateCarPlate(value)).toBeNull();
    expect(normalizeCarPlate(value)).toBe(normalized);
    expect(carPlateSchema.parse(value)).toBe(normalized);
  });

  it.each(["AB-123", "ABCDE-123", "ABC-12", "ABC-1234", "ÁBC-123", "AA-BC-12", "A-ABC-123", "123-ABC", ""])(
    "rejects %j",
    (value) => {
      expect(validateCarPlate(value)).toBe("A rendszám formátuma ABC-123 vagy AA-BC-123 lehet.");
    },
  );
});
