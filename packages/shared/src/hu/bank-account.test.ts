import { describe, expect, it } from "vitest";
import {
  bankAccountSchema,
  hungarianIbanSchema,
  normalizeBankAccount,
  toHungarianIban,
  validateBankAccount,
  validateHungarianIban,
} from "./bank-account.ts";

/** Appends the CDV digit (weights 9, 7, 3, 1 repeating; the appended digit has weight 1). */
function withCdv(digits: string): string {
  const weights = [9, 7, 3, 1];
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (weights[i % 4] ?? 0), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

describe("bank account number (pénzforgalmi jelzőszám)", () => {
  it("accepts the IBAN registry's Hungarian example 11773016-11111018(-00000000)", () => {
    expect(validateBankAccount("11773016-11111018")).toBeNull();
    expect(validateBankAccount("11773016-11111018-00000000")).toBeNull();
  });

  it.each([
    [withCdv("1040512"), withCdv("5049488")],
    [withCdv("1200100"), withCdv("0123456")],
    [withCdv("1160000"), withCdv("0000000")],
  ])("accepts generated 2×8 account %s-%s", (bank, account) => {
    expect(validateBankAccount(`${bank}-${account}`)).toBeNull();
    expect(validateBankAccount(`${bank}${account}`)).toBeNull();
    expect(validateBankAccount(`${bank} ${account}`)).toBeNull();
  });

  it("accepts a generated 3×8 account whose check digit is the 24th", () => {
    const bank = withCdv("1170700");
    const account = withCdv("123456789012345");
    expect(validateBankAccount(`${bank}-${account.slice(0, 8)}-${account.slice(8)}`)).toBeNull();
    expect(validateBankAccount(`${bank}${account}`)).toBeNull();
  });

  it.each([
    ["11773017-11111018", "A bankszámlaszám első nyolc számjegyének ellenőrző számjegye hibás."],
    ["11773016-11111019", "A bankszámlaszám ellenőrző számjegye hibás."],
    ["11773016-11111018-00000001", "A bankszámlaszám ellenőrző számjegye hibás."],
    ["11773016-1111101", "A bankszámlaszám 2×8 vagy 3×8 számjegyből áll."],
    ["11773016-11111018-0000000", "A bankszámlaszám 2×8 vagy 3×8 számjegyből áll."],
    ["1177301611111018000", "A bankszámlaszám 2×8 vagy 3×8 számjegyből áll."],
    ["11773016-1111101A", "A bankszámlaszám 2×8 vagy 3×8 számjegyből áll."],
  ])("rejects %s", (value, message) => {
    expect(validateBankAccount(value)).toBe(message);
  });

  it("normalises to hyphenated 8-digit groups", () => {
    expect(normalizeBankAccount("1177 3016 1111 1018")).toBe("11773016-11111018");
    expect(normalizeBankAccount("117730161111101800000000")).toBe("11773016-11111018-00000000");
    expect(bankAccountSchema.parse(" 11773016 11111018 ")).toBe("11773016-11111018");
    expect(bankAccountSchema.safeParse("11773016-11111019").error?.issues[0]?.message).toBe(
      "A bankszámlaszám ellenőrző számjegye hibás.",
    );
  });
});

describe("Hungarian IBAN", () => {
  it("accepts the registry example in electronic and print form", () => {
    expect(validateHungarianIban("HU42117730161111101800000000")).toBeNull();
    expect(validateHungarianIban("HU42 1177 3016 1111 1018 0000 0000")).toBeNull();
    expect(validateHungarianIban("hu42 1177 3016 1111 1018 0000 0000")).toBeNull();
  });

  it("builds IBANs from account numbers, and they validate", () => {
    expect(toHungarianIban("11773016-11111018")).toBe("HU42117730161111101800000000");
    const account = `${withCdv("1040512")}-${withCdv("5049488")}`;
    const iban = toHungarianIban(account);
    expect(iban).toMatch(/^HU\d{26}$/);
    expect(validateHungarianIban(iban)).toBeNull();
    expect(() => toHungarianIban("11773016-11111019")).toThrow("A bankszámlaszám ellenőrző számjegye hibás.");
  });

  it.each([
    ["HU43117730161111101800000000", "Az IBAN ellenőrző számjegyei hibásak."],
    ["HU42117730161111101800000001", "Az IBAN ellenőrző számjegyei hibásak."],
    ["HU4211773016111110180000000", "A magyar IBAN a HU betűkkel kezdődik, utána 26 számjegy következik."],
    ["DE89370400440532013000", "A magyar IBAN a HU betűkkel kezdődik, utána 26 számjegy következik."],
    ["HU42A17730161111101800000000", "A magyar IBAN a HU betűkkel kezdődik, utána 26 számjegy következik."],
  ])("rejects %s", (value, message) => {
    expect(validateHungarianIban(value)).toBe(message);
  });

  it("rejects a mod-97-valid IBAN whose account number fails its CDV", () => {
    // 11773016-11111019 has a wrong account check digit; give it correct IBAN check digits.
    const bban = "117730161111101900000000";
    let iban = "";
    for (let check = 2; check <= 98 && iban === ""; check += 1) {
      const candidate = `HU${String(check).padStart(2, "0")}${bban}`;
      if (validateHungarianIban(candidate) !== "Az IBAN ellenőrző számjegyei hibásak.") iban = candidate;
    }
    expect(validateHungarianIban(iban)).toBe(
      "Az IBAN-ban szereplő bankszámlaszám ellenőrző számjegye hibás.",
    );
  });

  it("has a zod schema that stores the electronic form", () => {
    expect(hungarianIbanSchema.parse("hu42 1177 3016 1111 1018 0000 0000")).toBe(
      "HU42117730161111101800000000",
    );
    expect(hungarianIbanSchema.safeParse("HU43117730161111101800000000").success).toBe(false);
  });
});
