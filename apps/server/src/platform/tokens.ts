import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";
import { tokenPayloadSchema } from "@office/shared/auth/auth.contract";

/** The audience claim of every access token. */
export const TOKEN_AUDIENCE = "office";

/**
 * The HS256 signing secret: `OFFICE_JWT_SECRET` when set, else a random 48-byte secret generated once
 * and kept in `<dataDir>/jwt-secret` (mode 0600) so tokens survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The server's access-token payload: the shared one (SPEC §3 auth user + `sid`) with `sid` a UUID and
 * `uid`, the account id, so that a request knows its caller without a database read (DESIGN §4).
 */
export const serverTokenSchema = tokenPayloadSchema.extend({
  sid: z.uuid(),
  uid: z.number().int().positive(),
});
export type ServerTokenPayload = z.infer<typeof serverTokenSchema>;

/** Signs and verifies access tokens (JWT HS256; payload = SPEC §3 auth user + `sid`, DESIGN §4). */
export function createTokenService(opts: { secret: string; issuer: string }) {
  // A KeyObject made once: jose would otherwise convert the raw secret on every call.
  const key = createSecretKey(Buffer.from(opts.secret, "utf8"));
  return {
    /** Signs `claims` with `exp` = now + `ttlSeconds`; `iss`/`aud` are set here. */
    async sign(claims: Omit<ServerTokenPayload, "exp" | "iss" | "aud">, ttlSeconds: number): Promise<string> {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(opts.issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    },
    /** HMAC-SHA256 of `data` with the token secret, base64url (signed links such as ICS feeds). */
    hmac(data: string): string {
      return createHmac("sha256", opts.secret).update(data).digest("base64url");
    },
    /** Verifies signature, issuer, audience and expiry; returns null for any invalid token. */
    async verify(token: string): Promise<ServerTokenPayload | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: opts.issuer,
          audience: TOKEN_AUDIENCE,
          algorithms: ["HS256"],
        });
        const parsed = serverTokenSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
