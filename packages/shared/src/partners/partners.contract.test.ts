import { describe, expect, it } from "vitest";
import { partnerInputSchema } from "./partners.contract.ts";

const base = { name: "Teszt Partner Kft." };
const messageOf = (input: object, field: string) =>
  partnerInputSchema.safeParse({ ...base, ...input }).error?.issues.find((i) => i.path.join(".") === field)
    ?.message;

describe("partnerInputSchema", () => {
  it("fills defaults and turns empty strings into null", () => {
    const parsed = partnerInputSchema.parse({
      ...base,
      taxNumber: "",
      euVatNumber: "",
      email: "",
      website: "",
    });
    expect(parsed).toMatchObject({
      taxNumber: null,
      euVatNumber: null,
      email: null,
      website: null,
      active: true,
    });
    expect(parsed.contacts).toEqual([]);
  });

  it.each([
    // real published adószám values and demo ones (check digit computed)
    ["10625790-4-44", "10625790-4-44"], // MOL Nyrt.
    ["10773381-2-44", "10773381-2-44"], // Magyar Telekom Nyrt.
    ["25978221-2-42", "25978221-2-42"],
    ["10625790444", "10625790-4-44"],
    [" 10773381 2 44 ", "10773381-2-44"],
  ])("accepts the adószám %o as %o", (taxNumber, canonical) => {
    expect(partnerInputSchema.parse({ ...base, taxNumber }).taxNumber).toBe(canonical);
  });

  it.each([
    ["10625791-4-44", "Az adószám törzsszámának ellenőrző számjegye hibás."],
    ["10625790-0-44", "Az adószám 9. számjegye (ÁFA-kód) csak 1–5 lehet."],
    ["10625790-6-44", "Az adószám 9. számjegye (ÁFA-kód) csak 1–5 lehet."],
    ["10625790-4-00", "Az adószám utolsó két számjegye (területi kód) érvénytelen."],
    ["10625790-4-21", "Az adószám utolsó két számjegye (területi kód) érvénytelen."],
    ["10625790-4-4", "Az adószámot 12345678-1-42 formában add meg."],
    ["HU10625790", "Az adószámot 12345678-1-42 formában add meg."],
    ["abc", "Az adószámot 12345678-1-42 formában add meg."],
  ])("rejects the adószám %o", (taxNumber, message) => {
    expect(messageOf({ taxNumber }, "taxNumber")).toBe(message);
  });

  it("accepts a foreign client without an adószám but with its VAT number", () => {
    const parsed = partnerInputSchema.parse({ ...base, taxNumber: null, euVatNumber: "atu 12345678" });
    expect(parsed.euVatNumber).toBe("ATU12345678");
  });

  it("requires the HU VAT number to carry the adószám's törzsszám", () => {
    expect(
      partnerInputSchema.safeParse({ ...base, taxNumber: "10625790-4-44", euVatNumber: "HU10625790" })
        .success,
    ).toBe(true);
    expect(messageOf({ taxNumber: "10625790-4-44", euVatNumber: "HU10773381" }, "euVatNumber")).toBe(
      "A közösségi adószám nem egyezik az adószám törzsszámával (HU10625790).",
    );
  });

  it("validates contacts, e-mail and website", () => {
    expect(messageOf({ contacts: [{ name: " " }] }, "contacts.0.name")).toBe(
      "Add meg a kapcsolattartó nevét.",
    );
    expect(messageOf({ contacts: [{ name: "A", email: "nem-email" }] }, "contacts.0.email")).toBe(
      "Adj meg egy érvényes e-mail címet.",
    );
    expect(messageOf({ website: "nem egy cím" }, "website")).toBe(
      "Adj meg egy webcímet, pl. https://pelda.hu.",
    );
    expect(partnerInputSchema.parse({ ...base, website: "pelda.hu" }).website).toBe("pelda.hu");
    expect(
      messageOf(
        {
          contacts: [
            { id: 1, name: "A" },
            { id: 1, name: "B" },
          ],
        },
        "contacts",
      ),
    ).toBe("Egy kapcsolattartó kétszer szerepel.");
    expect(messageOf({ name: "" }, "name")).toBe("Add meg a partner nevét.");
  });
});
