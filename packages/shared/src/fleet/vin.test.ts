import { describe, expect, it } from "vitest";
import { normalizeVin, validateVin, vinCheckDigit, vinCheckDigitOk } from "./vin.ts";

describe("VIN (ISO 3779, check digit per 49 CFR 565.15)", () => {
  it("computes the North-American check digit (the classic example 1M8GDM9AXKP042788)", () => {
    expect(vinCheckDigit("1M8GDM9A_KP042788".replace("_", "0"))).toBe("X");
    expect(vinCheckDigitOk("1M8GDM9AXKP042788")).toBe(true);
    expect(vinCheckDigitOk("11111111111111111")).toBe(true);
  });
  it("refuses a wrong check digit where the market requires one (1–5, L)", () => {
    expect(validateVin("1M8GDM9A1KP042788")).toMatch(/ellenőrző jegye.*X kellene/);
    expect(validateVin("LSVAU2180N2183294")).toMatch(/ellenőrző jegye/);
  });
  it("accepts a European VIN whose 9th character is no check digit (Suzuki Esztergom, VW, Škoda)", () => {
    expect(validateVin("TSMMZC11S00123456")).toBeNull();
    expect(validateVin("WVWZZZ1KZ8W123456")).toBeNull();
    expect(validateVin("tmb jf7ne 5 h1234567".replace(/ /g, ""))).toBeNull();
  });
  it("refuses wrong length and I, O, Q; normalises case and separators", () => {
    expect(validateVin("WVWZZZ1KZ8W12345")).toBe("Az alvázszám (VIN) 17 karakter.");
    expect(validateVin("WVWZZZ1KZ8W12345O")).toMatch(/I, O, Q nélkül/);
    expect(normalizeVin("wvw-zzz 1kz8w123456")).toBe("WVWZZZ1KZ8W123456");
  });
});
