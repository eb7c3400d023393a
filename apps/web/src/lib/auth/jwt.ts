import type { AuthUser } from "@office/shared/auth/auth.contract";

/** SPEC §3: every auth user field defaults to an empty string, an empty list or 0. */
export const DEFAULT_AUTH_USER: AuthUser = {
  aud: "",
  appVersion: "",
  resourceId: 0,
  role: [],
  displayName: "",
  iss: "",
  company: "",
  employeeId: 0,
  exp: 0,
  username: "",
  tenantId: "",
};

/** Decodes a base64url string (RFC 4648 §5, padding optional) to UTF-8 text. */
function decodeBase64Url(input: string): string {
  const base64 = input.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the payload (second segment) of a JWT without verifying it — the server verifies every call.
 * Returns `null` when the token is not a well-formed JWT with a JSON object payload.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const segment = token.split(".")[1];
  if (!segment) return null;
  try {
    const parsed: unknown = JSON.parse(decodeBase64Url(segment));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function readString(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  return typeof value === "string" ? value : "";
}

function readNumber(source: Record<string, unknown>, key: string): number {
  const value = source[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * Builds the SPEC §3 auth user from an untrusted object (a token payload or localStorage JSON); missing or
 * mistyped fields get their defaults. `profileUrl` is kept only when it is a string.
 */
export function toAuthUser(source: Record<string, unknown> | null): AuthUser {
  if (!source) return { ...DEFAULT_AUTH_USER, role: [] };
  const role = Array.isArray(source.role)
    ? source.role.filter((r): r is string => typeof r === "string")
    : [];
  const user: AuthUser = {
    aud: readString(source, "aud"),
    appVersion: readString(source, "appVersion"),
    resourceId: readNumber(source, "resourceId"),
    role,
    displayName: readString(source, "displayName"),
    iss: readString(source, "iss"),
    company: readString(source, "company"),
    employeeId: readNumber(source, "employeeId"),
    exp: readNumber(source, "exp"),
    username: readString(source, "username"),
    tenantId: readString(source, "tenantId"),
  };
  if (typeof source.profileUrl === "string") user.profileUrl = source.profileUrl;
  return user;
}

/** The last token {@link getTokenExpiry} decoded, with its expiry: every API call asks for the same one. */
let lastExpiry: { token: string; exp: number } | null = null;

/** The `exp` claim of a token in seconds since the epoch, or 0 when the token has none. */
export function getTokenExpiry(token: string): number {
  if (lastExpiry?.token !== token) {
    const payload = decodeJwtPayload(token);
    lastExpiry = { token, exp: payload ? readNumber(payload, "exp") : 0 };
  }
  return lastExpiry.exp;
}
