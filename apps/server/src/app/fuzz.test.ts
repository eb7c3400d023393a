import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, backends, createTestApp, host, login, type TestApp } from "../test/harness.ts";
import { casesFor, type FuzzCase, type OpenApiDocument } from "../test/fuzz-cases.ts";
import { accessFor } from "./access-matrix.ts";

/**
 * Issue 7 §3: every registered route, found at run time (the registered routes and the OpenAPI
 * document), gets a fixed set of malformed path ids, query values, JSON and multipart bodies, signed
 * in as the demo companyAdmin (who passes every role check, so handlers are reached) or anonymously
 * for public and tenant routes. No answer may be a 5xx. Routes that replace, delete or end the session run last.
 *
 * On one backend (PostgreSQL when TEST_DATABASE_URL is set, else PGlite), as the domain suites: its
 * 16,000 requests are about the routes' input handling, which is the same code on both. What differs
 * between the backends is how a database error reaches the error handler, and the suites that run on
 * both keep that covered: every route's access (access-matrix), malformed path and query ids on every
 * route with one (path-ids), bad bodies and database errors (input-errors). On both backends it cost
 * the CI run about 30 s of a worker (issue 19's budget).
 */
describe.each(backends)("fuzzing every route on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it("answers no malformed request with a 5xx", async () => {
    const doc = (t.app as unknown as { swagger(): OpenApiDocument }).swagger();
    // Reads, then creations, then replacements, then deletions, then the session's end: a route's
    // valid sample (e.g. PUT of a whole record) then changes as little as possible under later ones.
    const order = ["GET", "POST", "PATCH", "PUT", "DELETE"];
    const rank = (method: string, url: string) => (/logout/i.test(url) ? 9 : order.indexOf(method));
    const routes = t.app.registeredRoutes
      .filter((r) => r.method !== "HEAD")
      .sort((a, b) => rank(a.method, a.url) - rank(b.method, b.url));

    let token = await login(t, "demo", "admin");
    let sent = 0;
    const failures: string[] = [];
    const started = performance.now();
    const send = async (c: FuzzCase, signedIn: boolean) => {
      sent += 1;
      // A fresh client address per request keeps the per-IP rate limits out of the way.
      const remoteAddress = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      const headers = { ...(signedIn ? authed("demo", token) : host("demo")), ...c.headers };
      return t.app.inject({
        method: c.method as "GET",
        url: c.url,
        headers,
        payload: c.payload,
        remoteAddress,
      });
    };
    for (const route of routes) {
      const access = accessFor(route.method, route.url);
      const signedIn = access !== "public" && access !== "tenant";
      for (const c of casesFor(route.method, route.url, doc)) {
        let res = await send(c, signedIn);
        if (signedIn && res.statusCode === 401 && rank(route.method, route.url) < 9) {
          failures.push(`session ended before ${c.method} ${c.url} [${c.label}]; signed in again`);
          token = await login(t, "demo", "admin");
          res = await send(c, signedIn);
        }
        if (res.statusCode >= 500) {
          failures.push(`${res.statusCode} ${c.method} ${c.url} [${c.label}] → ${res.body.slice(0, 160)}`);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`fuzz on ${backend}: ${routes.length} routes, ${sent} requests, ${seconds} s`);
    expect(failures).toEqual([]);
  });
});
