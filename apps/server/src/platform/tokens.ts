import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { createVerifier } from "fast-jwt";
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
  const verifier = createVerifier({
    key: opts.secret,
    algorithms: ["HS256"],
    allowedIss: opts.issuer,
    allowedAud: TOKEN_AUDIENCE,
    requiredClaims: ["exp", "iss", "aud"],
    cache: 1000,
  });
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
    /**
     * Verifies signature, issuer, audience and expiry; returns null for any invalid token. fast-jwt
     * (the verifier behind @fastify/jwt) checks HS256 synchronously on node:crypto — jose's WebCrypto
     * path cost a thread-pool hop per request — and keeps up to 1,000 verified tokens (never past
     * their `exp`), so a busy client's token is not re-hashed on every call. Only HS256 is accepted.
     */
    async verify(token: string): Promise<ServerTokenPayload | null> {
      try {
        const parsed = serverTokenSchema.safeParse(verifier(token));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
