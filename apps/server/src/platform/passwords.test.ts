import { describe, expect, it } from "vitest";
import { hashPassword, passwordPolicyViolation, verifyPassword } from "./passwords.ts";

describe("password policy (DESIGN §4)", () => {
  it("refuses short, long, common and username-equal passwords with Hungarian messages", () => {
    expect(passwordPolicyViolation("rövid")).toMatch(/legalább 8 karakter/);
    expect(passwordPolicyViolation("a".repeat(129))).toMatch(/legfeljebb 128/);
    expect(passwordPolicyViolation("password1")).toMatch(/túl gyakori/);
    expect(passwordPolicyViolation("Qwerty123")).toMatch(/túl gyakori/);
    expect(passwordPolicyViolation("kovacs.anna", "Kovacs.Anna")).toMatch(/felhasználónév/);
  });
  it("accepts a long uncommon password, including exactly 8 and 128 characters", () => {
    expect(passwordPolicyViolation("Zöld-Alma-Hegy-42")).toBeNull();
    expect(passwordPolicyViolation("xK9#mQ2!")).toBeNull();
    expect(passwordPolicyViolation("é".repeat(128))).toBeNull();
  });
});

describe("argon2id hashing", () => {
  it("hashes with argon2id and verifies", async () => {
    const h = await hashPassword("Zöld-Alma-Hegy-42");
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, "Zöld-Alma-Hegy-42")).toBe(true);
    expect(await verifyPassword(h, "zöld-alma-hegy-42")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
});
