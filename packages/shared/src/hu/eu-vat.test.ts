import { describe, expect, it } from "vitest";
import {
  EU_VAT_FORMATS,
  euVatNumberSchema,
  huVatBase,
  normalizeEuVatNumber,
  validateEuVatNumber,
} from "./eu-vat.ts";

describe("EU VAT number", () => {
  it("knows the 27 member states (Greece as EL)", () => {
    expect(Object.keys(EU_VAT_FORMATS)).toHaveLength(27);
    expect(EU_VAT_FORMATS).toHaveProperty("EL");
    expect(EU_VAT_FORMATS).not.toHaveProperty("GR");
  });

  it.each(Object.entries(EU_VAT_FORMATS))("accepts the %s example %o", (_prefix, { example }) => {
    expect(validateEuVatNumber(example)).toBeNull();
  });

  it.each([
    // real, published numbers (VIES) and well-formed ones
    "HU10625790", // MOL Nyrt. (adószám 10625790-4-44)
    "HU10773381", // Magyar Telekom Nyrt. (10773381-2-44)
    "ATU12345678",
    "DE136695976",
    "BE0403170701",
    "NL004495445B01",
    "FRXX123456789",
    "ESA28015865",
    "ES12345678Z",
    "IE6388047V",
    "IE1234567WA",
    "IE1A23456B",
    "SE556703748501",
    "RO18547290",
    "CZ699001182",
    "LT100001919017",
    "CY10259033P",
    "EL094014201",
    "hu 1062 5790",
    "DE 136.695.976",
  ])("accepts %s", (value) => {
    expect(validateEuVatNumber(value)).toBeNull();
  });

  it.each([
    ["HU10625791", "A közösségi adószám ellenőrző számjegye hibás."],
    ["HU1062579", "A(z) HU közösségi adószám formátuma hibás (minta: HU12345676)."],
    ["HU10625790-4-44", "A(z) HU közösségi adószám formátuma hibás (minta: HU12345676)."],
    ["AT12345678", "A(z) AT közösségi adószám formátuma hibás (minta: ATU12345678)."],
    ["DE12345678", "A(z) DE közösségi adószám formátuma hibás (minta: DE123456789)."],
    ["BE2123456789", "A(z) BE közösségi adószám formátuma hibás (minta: BE0123456789)."],
    ["NL123456789X01", "A(z) NL közösségi adószám formátuma hibás (minta: NL123456789B01)."],
    ["FRIO123456789", "A(z) FR közösségi adószám formátuma hibás (minta: FR12345678901)."],
    ["ES123456789", "A(z) ES közösségi adószám formátuma hibás (minta: ESX1234567X)."],
    ["SE123456789002", "A(z) SE közösségi adószám formátuma hibás (minta: SE123456789001)."],
    ["RO0123456", "A(z) RO közösségi adószám formátuma hibás (minta: RO1234567890)."],
    ["GR094014201", "Görögország uniós adószáma EL előtaggal kezdődik."],
    ["CH123456789", "A közösségi adószám egy uniós országkóddal kezdődik (pl. HU12345676, ATU12345678)."],
    ["GB123456789", "A közösségi adószám egy uniós országkóddal kezdődik (pl. HU12345676, ATU12345678)."],
    ["12345676", "A közösségi adószám egy uniós országkóddal kezdődik (pl. HU12345676, ATU12345678)."],
    ["", "A közösségi adószám egy uniós országkóddal kezdődik (pl. HU12345676, ATU12345678)."],
  ])("rejects %o", (value, message) => {
    expect(validateEuVatNumber(value)).toBe(message);
  });

  it("normalises case and separators; the zod schema writes the compact form", () => {
    expect(normalizeEuVatNumber(" atu 1234-5678 ")).toBe("ATU12345678");
    expect(euVatNumberSchema.parse("hu 10625790")).toBe("HU10625790");
    expect(euVatNumberSchema.safeParse("HU10625791").success).toBe(false);
  });

  it("reads the törzsszám of a Hungarian VAT number", () => {
    expect(huVatBase("HU10625790")).toBe("10625790");
    expect(huVatBase("hu-10625790")).toBe("10625790");
    expect(huVatBase("ATU12345678")).toBeNull();
  });
});
