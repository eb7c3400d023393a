import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { createHmac, createSecretKey } from "node:crypto";
import { createTokenService } from "./tokens.ts";

const secret = "s".repeat(40);
const key = createSecretKey(Buffer.from(secret, "utf8"));
const tokens = createTokenService({ secret, issuer: "office" });
const claims = {
  sid: "0b6f2a52-5c1e-4bd5-a1a4-1f0f7d1f7e2a",
  uid: 7,
  appVersion: "1",
  resourceId: 3,
  role: ["hr"],
  displayName: "Teszt Elek",
  company: "Demo",
  employeeId: 3,
  username: "hr",
  tenantId: "demo",
};
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
/** A token signed by hand with the right key (any header, any claims). */
const jwt = async (header: object, payload: object) => {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac("sha256", key).update(signed).digest("base64url")}`;
};

describe("access tokens (HS256, verified synchronously by fast-jwt)", () => {
  it("accepts what sign() issues and answers its claims", async () => {
    const payload = await tokens.verify(await tokens.sign(claims, 60));
    expect(payload).toMatchObject({ ...claims, iss: "office", aud: "office" });
  });

  it("refuses tampered, unsigned, foreign, expired, not-yet-valid and malformed tokens", async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = await tokens.sign(claims, 60);
    const [h, p, s] = good.split(".");
    const base = { ...claims, iss: "office", aud: "office", exp: now + 60 };
    const bad = [
      `${h}.${b64({ ...base, role: ["companyAdmin"] })}.${s}`,
      `${b64({ alg: "none", typ: "JWT" })}.${p}.`,
      `${h}.${p}.${s}x`,
      `${h}.${p}`,
      await jwt({ alg: "HS256" }, { ...base, iss: "other" }),
      await jwt({ alg: "HS256" }, { ...base, aud: "other" }),
      await jwt({ alg: "HS256" }, { ...base, exp: now - 1 }),
      await jwt({ alg: "HS256" }, { ...base, nbf: now + 60 }),
      await jwt({ alg: "HS256", crit: ["exp"] }, base),
      await jwt({ alg: "HS256" }, { ...base, uid: undefined }),
      await jwt({ alg: "HS256" }, { ...base, sid: "not-a-uuid" }),
      await new SignJWT(base)
        .setProtectedHeader({ alg: "HS256" })
        .sign(createSecretKey(Buffer.from("t".repeat(40)))),
    ];
    for (const token of bad) expect(await tokens.verify(token), token).toBeNull();
    // The hand signer is right: the same claims, unaltered, pass.
    expect(await tokens.verify(await jwt({ alg: "HS256", typ: "JWT" }, base))).not.toBeNull();
  });
});
