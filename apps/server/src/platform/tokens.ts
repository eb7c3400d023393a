import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from "node:crypto";
import { SignJWT } from "jose";
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
    /**
     * Verifies signature, issuer, audience and expiry; returns null for any invalid token. The HS256
     * check runs synchronously on node:crypto (jose's WebCrypto path costs a thread-pool hop per
     * request): the header must name HS256 and nothing critical, the HMAC of `header.payload` must
     * match in constant time, `iss`/`aud` must be ours, `exp` in the future, `nbf` (if any) past.
     */
    async verify(token: string): Promise<ServerTokenPayload | null> {
      const payload = verifyHs256(token, key, opts.issuer, Math.floor(Date.now() / 1000));
      const parsed = payload ? serverTokenSchema.safeParse(payload) : null;
      return parsed?.success ? parsed.data : null;
    },
  };
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The claims of a valid HS256 JWT (see `verify`), or null. `now` in seconds since the epoch. */
export function verifyHs256(token: string, key: KeyObject, issuer: string, now: number): object | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
  const [head = "", body = "", signature = ""] = parts;
  const given = Buffer.from(signature, "base64url");
  const expected = createHmac("sha256", key).update(`${head}.${body}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(head, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isRecord(header) || header.alg !== "HS256" || "crit" in header || "b64" in header) return null;
  if (!isRecord(claims) || claims.iss !== issuer) return null;
  const aud = claims.aud;
  if (aud !== TOKEN_AUDIENCE && !(Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE))) return null;
  if (typeof claims.exp !== "number" || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > now)) return null;
  if (claims.iat !== undefined && typeof claims.iat !== "number") return null;
  return claims;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export type TokenService = ReturnType<typeof createTokenService>;
