import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { decodeJwt, loginToken } from "./api.ts";
import { MAIN_PORT, type DemoUser } from "./env.ts";

/** SPEC §4 localStorage keys. */
export const TOKEN_KEY = "token";
export const AUTH_USER_KEY = "authUser";

export type Session = { token: string; tenant: string; port: number; origin: string };

/** Tenant (first host label) and port of an origin such as `http://demo.localhost:3100`. */
export function parseOrigin(origin: string): { tenant: string; port: number; origin: string } {
  const url = new URL(origin);
  return {
    tenant: url.hostname.split(".")[0] ?? "demo",
    port: Number(url.port || MAIN_PORT),
    origin: url.origin,
  };
}

/** SPEC §3 auth user fields: what the SPA keeps of the token payload under `authUser`. */
const AUTH_USER_FIELDS = [
  "aud",
  "appVersion",
  "resourceId",
  "role",
  "displayName",
  "iss",
  "company",
  "employeeId",
  "exp",
  "username",
  "tenantId",
] as const;

/** The SPEC §3 auth user of a token, as the SPA stores it after signing in (no profileUrl yet). */
export function authUserOf(token: string): Record<string, unknown> {
  const payload = decodeJwt(token);
  return Object.fromEntries(AUTH_USER_FIELDS.map((field) => [field, payload[field]]));
}

/** The localStorage a signed-in SPA keeps (SPEC §4): the raw token and the auth user as JSON. */
export function storageStateFor(session: Session) {
  return {
    // The signed-in hint the SPA keeps beside the token (apps/web/src/lib/auth/signed-in-hint.ts): the
    // first page's index.html then names that page's chunks, as for a returning user.
    cookies: [
      {
        name: "office_signed_in",
        value: "1",
        domain: new URL(session.origin).hostname,
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax" as const,
      },
    ],
    origins: [
      {
        origin: session.origin,
        localStorage: [
          { name: TOKEN_KEY, value: session.token },
          { name: AUTH_USER_KEY, value: JSON.stringify(authUserOf(session.token)) },
        ],
      },
    ],
  };
}

/** Signs in through the API (a fresh server session) for the tenant and port of `origin`. */
export async function apiSession(user: DemoUser, origin: string): Promise<Session> {
  const target = parseOrigin(origin);
  const token = await loginToken(user, { tenant: target.tenant, port: target.port });
  return { token, ...target };
}

/**
 * A new browser context signed in as `user` on `origin` (its own server session), with the suite's
 * locale and viewport. The caller closes it.
 */
export async function newSignedInContext(
  browser: Browser,
  user: DemoUser,
  origin: string,
): Promise<{ context: BrowserContext; session: Session }> {
  const session = await apiSession(user, origin);
  const context = await browser.newContext({
    baseURL: session.origin,
    locale: "hu-HU",
    timezoneId: "Europe/Budapest",
    viewport: { width: 1280, height: 800 },
    storageState: storageStateFor(session),
  });
  return { context, session };
}

/** The stored token and user of the page's origin. */
export async function readStoredAuth(page: Page): Promise<{ token: string | null; authUser: string | null }> {
  return page.evaluate(
    ([tokenKey, userKey]) => ({
      token: window.localStorage.getItem(tokenKey),
      authUser: window.localStorage.getItem(userKey),
    }),
    [TOKEN_KEY, AUTH_USER_KEY] as const,
  );
}

/**
 * Waits until the SPEC §4 start-up profile picture bootstrap has stored a profileUrl, so no start-up
 * call is still in flight (tests that end the session must not race it).
 */
export async function waitForProfileUrl(page: Page): Promise<string> {
  let url = "";
  await expect
    .poll(async () => {
      const { authUser } = await readStoredAuth(page);
      url = (JSON.parse(authUser ?? "{}") as { profileUrl?: string }).profileUrl ?? "";
      return url;
    })
    .not.toBe("");
  return url;
}

/** Asserts SPEC §4's signed-out storage: empty token and a user record without a username. */
export async function expectSignedOutStorage(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const { token, authUser } = await readStoredAuth(page);
      const username = authUser ? (JSON.parse(authUser) as { username?: string }).username : "";
      return { token: token ?? "", username: username ?? "" };
    })
    .toEqual({ token: "", username: "" });
}

type Fixtures = {
  /** Sign the test's context in as this demo user (a fresh API login per test); null = signed out. */
  signedInAs: DemoUser | null;
  /** The session of `signedInAs` (null when signed out). */
  session: Session | null;
};

/**
 * The suite's `test`: `test.use({ signedInAs: "admin" })` starts each test with a browser whose
 * localStorage holds a fresh token for that user on the tenant of `baseURL`.
 */
export const test = base.extend<Fixtures>({
  signedInAs: [null, { option: true }],
  session: async ({ signedInAs, baseURL }, use) => {
    await use(signedInAs ? await apiSession(signedInAs, baseURL ?? "") : null);
  },
  storageState: async ({ session }, use) => {
    await use(session ? storageStateFor(session) : undefined);
  },
});

export { expect };
