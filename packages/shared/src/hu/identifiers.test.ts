import { describe, expect, it } from "vitest";
import {
  getBirthDateFromTaxId,
  normalizeTaxNumber,
  taxIdSchema,
  tajNumberSchema,
  taxNumberSchema,
  validateTajNumber,
  validateTaxId,
  validateTaxNumber,
} from "./identifiers.ts";
import { diffInDays } from "./iso-date.ts";

// Independent re-implementations of the check digits, used to build test data.
const sumWeighted = (digits: string, weight: (i: number) => number) =>
  [...digits].reduce((sum, d, i) => sum + Number(d) * weight(i), 0);

/** "8" + days since 1867-01-01 + serial → the 9-digit body and its mod-11 remainder. */
function taxIdBody(birthDate: string, serial: number): { body: string; remainder: number } {
  const days = String(diffInDays("1867-01-01", birthDate)).padStart(5, "0");
  const body = `8${days}${String(serial).padStart(3, "0")}`;
  return { body, remainder: sumWeighted(body, (i) => i + 1) % 11 };
}

function validTaxId(birthDate: string, serial = 0): string {
  for (let s = serial; s < 1000; s += 1) {
    const { body, remainder } = taxIdBody(birthDate, s);
    if (remainder < 10) return `${body}${remainder}`;
  }
  throw new Error("no serial");
}

function tajWithCheck(first8: string): string {
  return `${first8}${sumWeighted(first8, (i) => (i % 2 === 0 ? 3 : 7)) % 10}`;
}

function taxNumberBase(first7: string): string {
  const weights = [9, 7, 3, 1, 9, 7, 3];
  return `${first7}${(10 - (sumWeighted(first7, (i) => weights[i] ?? 0) % 10)) % 10}`;
}

describe("adóazonosító jel", () => {
  it("accepts the published example 8365670003 (born 1967-02-13)", () => {
    expect(validateTaxId("8365670003")).toBeNull();
    expect(getBirthDateFromTaxId("8365670003")).toBe("1967-02-13");
    expect(validateTaxId("8365670003", { birthDate: "1967-02-13" })).toBeNull();
  });

  it.each(["1980-05-17", "1995-12-31", "2000-02-29", "2024-01-01", "1930-07-04"])(
    "accepts generated ids for a person born %s and decodes the date",
    (birthDate) => {
      const id = validTaxId(birthDate, 123);
      expect(validateTaxId(id, { birthDate })).toBeNull();
      expect(getBirthDateFromTaxId(id)).toBe(birthDate);
    },
  );

  it("accepts spaces and hyphens", () => {
    expect(validateTaxId(" 83656 70003 ")).toBeNull();
    expect(validateTaxId("8365-670-003")).toBeNull();
  });

  it.each([
    ["836567000", "Az adóazonosító jel 10 számjegyből áll."],
    ["83656700031", "Az adóazonosító jel 10 számjegyből áll."],
    ["836567000A", "Az adóazonosító jel 10 számjegyből áll."],
    ["", "Az adóazonosító jel 10 számjegyből áll."],
    ["7365670003", "Az adóazonosító jel 8-as számjeggyel kezdődik."],
    ["8365670004", "Az adóazonosító jel ellenőrző számjegye hibás."],
    ["8365670013", "Az adóazonosító jel ellenőrző számjegye hibás."],
  ])("rejects %j: %s", (value, message) => {
    expect(validateTaxId(value)).toBe(message);
  });

  it("rejects every id whose remainder is 10, whatever the 10th digit", () => {
    let body = "";
    for (let s = 0; s < 1000 && body === ""; s += 1) {
      const candidate = taxIdBody("1985-03-10", s);
      if (candidate.remainder === 10) body = candidate.body;
    }
    expect(body).not.toBe("");
    for (let last = 0; last <= 9; last += 1) {
      expect(validateTaxId(`${body}${last}`)).toBe("Az adóazonosító jel ellenőrző számjegye hibás.");
    }
  });

  it("rejects an id that belongs to another birth date", () => {
    expect(validateTaxId("8365670003", { birthDate: "1967-02-14" })).toBe(
      "Az adóazonosító jel nem egyezik a születési dátummal.",
    );
  });

  it("has a zod schema that normalises and reports the Hungarian message", () => {
    expect(taxIdSchema.parse("83656 70003")).toBe("8365670003");
    const result = taxIdSchema.safeParse("8365670004");
    expect(result.error?.issues[0]?.message).toBe("Az adóazonosító jel ellenőrző számjegye hibás.");
  });

  it("decodes nothing from a malformed id", () => {
    expect(getBirthDateFromTaxId("123")).toBeNull();
    expect(getBirthDateFromTaxId("7365670003")).toBeNull();
  });
});

describe("TAJ szám", () => {
  it.each(["12345678", "03955211", "11122233", "00000001", "98765432"])(
    "accepts %s with its check digit",
    (first8) => {
      const taj = tajWithCheck(first8);
      expect(validateTajNumber(taj)).toBeNull();
      expect(validateTajNumber(`${taj.slice(0, 3)} ${taj.slice(3, 6)} ${taj.slice(6)}`)).toBeNull();
    },
  );

  it("computes the documented example 123456788 (3+14+9+28+15+42+21+56 = 188 → 8)", () => {
    expect(validateTajNumber("123456788")).toBeNull();
  });

  it.each([
    ["123456789", "A TAJ szám ellenőrző számjegye hibás."],
    ["213456788", "A TAJ szám ellenőrző számjegye hibás."],
    ["12345678", "A TAJ szám 9 számjegyből áll."],
    ["1234567880", "A TAJ szám 9 számjegyből áll."],
    ["12345678X", "A TAJ szám 9 számjegyből áll."],
  ])("rejects %s", (value, message) => {
    expect(validateTajNumber(value)).toBe(message);
  });

  it("has a zod schema", () => {
    expect(tajNumberSchema.parse("123 456 788")).toBe("123456788");
    expect(tajNumberSchema.safeParse("123456789").success).toBe(false);
  });
});

describe("adószám", () => {
  it("accepts a real company's number (25978221-2-42: 18+35+27+7+72+14+6 = 179, check 1)", () => {
    expect(validateTaxNumber("25978221-2-42")).toBeNull();
  });

  it.each([
    ["1234567", "2", "42"],
    ["1077749", "2", "44"],
    ["2890110", "1", "13"],
    ["1450123", "3", "02"],
    ["3000000", "4", "20"],
    ["1800002", "5", "22"],
    ["1999999", "2", "41"],
    ["2000000", "2", "43"],
    ["2111111", "2", "51"],
  ])("accepts %s?-%s-%s with a computed check digit", (first7, vat, area) => {
    expect(validateTaxNumber(`${taxNumberBase(first7)}-${vat}-${area}`)).toBeNull();
  });

  it("normalises 11 digits with or without separators", () => {
    expect(normalizeTaxNumber("25978221242")).toBe("25978221-2-42");
    expect(normalizeTaxNumber(" 25978221 2 42 ")).toBe("25978221-2-42");
    expect(validateTaxNumber("25978221242")).toBeNull();
  });

  it.each([
    ["25978222-2-42", "Az adószám törzsszámának ellenőrző számjegye hibás."],
    ["25978221-0-42", "Az adószám 9. számjegye (ÁFA-kód) csak 1–5 lehet."],
    ["25978221-6-42", "Az adószám 9. számjegye (ÁFA-kód) csak 1–5 lehet."],
    ["25978221-2-01", "Az adószám utolsó két számjegye (területi kód) érvénytelen."],
    ["25978221-2-21", "Az adószám utolsó két számjegye (területi kód) érvénytelen."],
    ["25978221-2-45", "Az adószám utolsó két számjegye (területi kód) érvénytelen."],
    ["25978221-2-99", "Az adószám utolsó két számjegye (területi kód) érvénytelen."],
    ["2597822-2-42", "Az adószámot 12345678-1-42 formában add meg."],
    ["HU25978221", "Az adószámot 12345678-1-42 formában add meg."],
  ])("rejects %s", (value, message) => {
    expect(validateTaxNumber(value)).toBe(message);
  });

  it("has a zod schema that writes the canonical form", () => {
    expect(taxNumberSchema.parse("25978221242")).toBe("25978221-2-42");
    expect(taxNumberSchema.safeParse("25978221-2-99").error?.issues[0]?.message).toBe(
      "Az adószám utolsó két számjegye (területi kód) érvénytelen.",
    );
  });
});
