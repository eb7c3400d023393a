/** Builds an unsigned test JWT with the given payload (base64url JSON segments). */
export function makeTestToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown): string =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

/** A token payload like the server's (SPEC §3 auth user + sid), expiring `expiresInSeconds` from now. */
export function makeAuthPayload(overrides: Record<string, unknown> = {}, expiresInSeconds = 7 * 24 * 3600) {
  return {
    aud: "office",
    appVersion: "1.0.0",
    resourceId: 12,
    role: ["hr"],
    displayName: "Kovács Anna",
    iss: "office",
    company: "Demo Kft.",
    employeeId: 7,
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    username: "anna",
    tenantId: "demo",
    sid: "session-1",
    ...overrides,
  };
}
