import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { ROUTE_PRELOADS_FILE, type RoutePreloadManifest } from "@office/shared/http/route-preloads";
import { appBackend, createTestApp, host, type TestApp } from "../test/harness.ts";

const INDEX_HTML = "<!doctype html><title>Office</title>";

/**
 * Serves a build folder made of `files` (path relative to dist/ → content) through the whole app, for the
 * tests of one describe block: the folder and the app are made before them and removed after.
 */
function serveDist(prefix: string, files: Record<string, string | Buffer>) {
  const served: { spa?: Awaited<ReturnType<typeof buildApp>> } = {};
  let t: TestApp | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  beforeAll(async () => {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    t = await createTestApp(appBackend, {}, { seed: false });
    served.spa = await buildApp(t.platform, { webDist: dir });
  });
  afterAll(async () => {
    await served.spa?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    inject: (options: InjectOptions) => {
      if (!served.spa) throw new Error("serveDist: the app is made in beforeAll");
      return served.spa.inject(options);
    },
  };
}

describe("serving the SPA", () => {
  // As the web build's pre-compression step (apps/web/build/precompress.ts) leaves them.
  const css = Buffer.from(".app{color:red}\n".repeat(200));
  const spa = serveDist("office-spa-", {
    "index.html": INDEX_HTML,
    "assets/index-abc123.js": "console.log('office')",
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "assets/index-def456.css": css,
    "assets/index-def456.css.br": brotliCompressSync(css),
    "assets/index-def456.css.gz": gzipSync(css),
    "index.html.br": brotliCompressSync(INDEX_HTML),
    "index.html.gz": gzipSync(INDEX_HTML),
  });

  it("serves hashed assets from /assets/ as immutable JavaScript", async () => {
    const res = await spa.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.body).toBe("console.log('office')");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("answers every client route with index.html and unknown API paths with JSON 404", async () => {
    for (const url of ["/", "/bejelentkezes", "/munkatarsak/12", "/jelszo-visszaallitas?token=x"]) {
      const res = await spa.inject({ method: "GET", url, headers: host("demo") });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    }
    const api = await spa.inject({ method: "GET", url: "/api/nincs" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "A kért cím nem található." });
    const fav = await spa.inject({ method: "GET", url: "/favicon.svg" });
    expect(fav.statusCode).toBe(200);
    expect(fav.headers["content-type"]).toMatch(/svg/);
  });

  it("sends a pre-compressed asset as brotli or gzip, as the client accepts, and as it is otherwise", async () => {
    const url = "/assets/index-def456.css";
    const plain = await spa.inject({ method: "GET", url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toMatch(/accept-encoding/i);
    expect(plain.headers["content-type"]).toMatch(/text\/css/);
    const css = plain.rawPayload;

    const br = await spa.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/text\/css/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(css.length / 10);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(css);

    const gz = await spa.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["vary"]).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload)).toEqual(css);

    const identity = await spa.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.rawPayload).toEqual(css);
  });

  it("sends index.html pre-compressed too, revalidated on every visit", async () => {
    const res = await spa.inject({
      method: "GET",
      url: "/szabadsagok",
      headers: { ...host("demo"), "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(INDEX_HTML);
    expect(
      (await spa.inject({ method: "GET", url: "/index.html.br" })).headers["content-encoding"],
    ).toBeUndefined();
  });
});

describe("index.html with the page's preloads (issue 19 §6)", () => {
  const HTML =
    '<!doctype html><html><head><title>Office</title></head><body><div id="root"></div></body></html>';
  const MANIFEST: RoutePreloadManifest = {
    layoutFiles: ["assets/layout-1.js"],
    loginPath: "/bejelentkezes",
    routes: [
      {
        path: "/bejelentkezes",
        name: "login",
        needsAuth: false,
        showsLayout: false,
        files: ["assets/login-1.js"],
      },
      {
        path: "/autok/:id",
        name: "car",
        needsAuth: true,
        showsLayout: true,
        files: ["assets/car-1.js", "assets/car-1.css"],
      },
      { path: "*", name: "not-found", needsAuth: true, showsLayout: true, files: ["assets/nf-1.js"] },
    ],
  };
  const spa = serveDist("office-spa-preloads-", {
    "index.html": HTML,
    [ROUTE_PRELOADS_FILE]: JSON.stringify(MANIFEST),
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    spa.inject({ method: "GET", url, headers: { ...host("demo"), ...headers } });

  it("names the layout's and the page's chunks for a signed-in visitor, before </head>", async () => {
    const res = await get("/autok/12?tab=trips", { cookie: "lang=hu; office_signed_in=1" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["vary"]).toMatch(/cookie/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).toBe(
      HTML.replace(
        "</head>",
        '<link rel="modulepreload" crossorigin href="/assets/layout-1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/car-1.js">' +
          '<link rel="stylesheet" crossorigin href="/assets/car-1.css"></head>',
      ),
    );
  });

  it("names the sign-in page's chunks for a signed-out visitor, and none in the service worker's copy", async () => {
    for (const cookie of [undefined, "office_signed_in=0", "xoffice_signed_in=1"]) {
      const res = await get("/autok/12", cookie ? { cookie } : {});
      expect(res.body, cookie).toContain('href="/assets/login-1.js"');
      expect(res.body, cookie).not.toContain("car-1");
    }
    expect((await get("/index.html", { cookie: "office_signed_in=1" })).body).toBe(HTML);
  });

  it("sends brotli, gzip or plain HTML as accepted, and 304 to a browser that has that copy", async () => {
    const signedIn = { cookie: "office_signed_in=1" };
    const plain = await get("/autok/3", { ...signedIn, "accept-encoding": "identity" });
    const br = await get("/autok/3", { ...signedIn, "accept-encoding": "gzip, br" });
    const gz = await get("/autok/3", { ...signedIn, "accept-encoding": "br;q=0, gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);

    const again = await get("/autok/4", {
      ...signedIn,
      "accept-encoding": "gzip, br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Another page's copy (other chunks) is not the same: the browser gets it whole.
    const other = await get("/nincs-ilyen", {
      ...signedIn,
      "accept-encoding": "gzip, br",
      "if-none-match": String(br.headers.etag),
    });
    expect(other.statusCode).toBe(200);
    expect(brotliDecompressSync(other.rawPayload).toString("utf8")).toContain("nf-1.js");
  });
});
