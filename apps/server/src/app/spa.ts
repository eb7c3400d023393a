import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { ROUTE_PRELOADS_FILE, type RoutePreloadManifest } from "@office/shared/http/route-preloads";
import { notFound } from "../platform/errors.ts";
import { IndexPages } from "./index-pages.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Hashed build files never change under their name: a year, immutable. */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** index.html names the current hashed files: the browser revalidates it on every visit. */
export const INDEX_CACHE_CONTROL = "no-cache";
/**
 * The service worker (issue 19 §5): revalidated on every check, so that a new build's worker is found at
 * once (browsers also cap a worker script's HTTP caching at 24 h).
 */
export const SERVICE_WORKER_CACHE_CONTROL = "no-cache";
/** Other top-level files of the build (favicon, default avatar, icons). */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=3600";

/** The built SPA (apps/web/dist), found from the bundle (dist/) or the sources (src/app/). */
function findWebDist(): string | undefined {
  return [path.resolve(here, "../../web/dist"), path.resolve(here, "../../../web/dist")].find((d) =>
    existsSync(path.join(d, "index.html")),
  );
}
function findBrandDir(): string | undefined {
  return [path.resolve(here, "brand"), path.resolve(here, "../../assets/brand")].find((d) => existsSync(d));
}

/** A top-level file of the SPA build (favicon, manifest, …) the URL names, or undefined. */
function staticFileFor(root: string, url: string): string | undefined {
  const name = decodeURIComponent(url.split("?")[0] ?? "").replace(/^\//, "");
  if (!/^[A-Za-z0-9._-]+$/.test(name) || name === "index.html" || /\.(br|gz)$/.test(name)) return undefined;
  return existsSync(path.join(root, name)) ? name : undefined;
}

/**
 * Serves the browser side (issue 7 §7, DESIGN §2):
 * - `/assets/*`: the hashed Vite build, cached for a year (immutable);
 * - every other GET that is not /api, /report or /storage: a top-level build file by name (favicon, 1 h)
 *   or index.html (`no-cache`; client-side routes), which names the page's chunks for the browser to
 *   fetch with the entry when the build wrote its route preload manifest (index-pages.ts, issue 19 §6);
 * - `/brand/:file`: the product's own SVGs, sandboxed.
 * Files are sent pre-compressed when the build wrote `<file>.br` / `<file>.gz` (apps/web/build/precompress.ts)
 * and the client accepts that encoding (`content-encoding`, `vary: accept-encoding`); otherwise as they are.
 * Unknown /api, /report and /storage paths answer JSON 404. `webDist` defaults to apps/web/dist beside the
 * server; without a build only the API and /brand are served.
 */
export async function registerSpa(app: FastifyInstance, opts: { webDist?: string } = {}): Promise<void> {
  const brandDir = findBrandDir();
  app.get("/brand/:file", { schema: { hide: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const full = brandDir && /^[a-z0-9-]+\.svg$/.test(file) ? path.join(brandDir, file) : undefined;
    if (!full || !existsSync(full)) throw notFound("A fájl nem található.");
    return reply
      .header("content-type", "image/svg+xml")
      .header("cache-control", "public, max-age=3600")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(readFileSync(full));
  });

  const webDist = opts.webDist ?? findWebDist();
  const hasIndex = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  if (webDist) {
    const assetsDir = path.join(webDist, "assets") + path.sep;
    await app.register(fastifyStatic, {
      root: path.join(webDist, "assets"),
      prefix: "/assets/",
      decorateReply: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        const cacheControl = file.startsWith(assetsDir)
          ? ASSET_CACHE_CONTROL
          : /^index\.html(\.(br|gz))?$/.test(path.basename(file))
            ? INDEX_CACHE_CONTROL
            : /^sw\.js(\.(br|gz))?$/.test(path.basename(file))
              ? SERVICE_WORKER_CACHE_CONTROL
              : PUBLIC_FILE_CACHE_CONTROL;
        reply.header("cache-control", cacheControl);
      },
    });
  }

  // With the build's route preload manifest, index.html names the page's chunks (index-pages.ts).
  const pages = webDist && hasIndex ? loadIndexPages(webDist) : undefined;

  // Unknown API paths answer JSON 404; every other GET serves the SPA (client-side routes).
  app.setNotFoundHandler((req, reply) => {
    const isApi = /^\/(api|report|storage)(\/|$)/.test(req.url);
    if (!isApi && webDist && hasIndex && (req.method === "GET" || req.method === "HEAD")) {
      const file = req.url !== "/" ? staticFileFor(webDist, req.url) : undefined;
      if (file) return reply.sendFile(file, webDist);
      if (pages) return sendIndexPage(pages, req, reply);
      return reply.type("text/html; charset=utf-8").sendFile("index.html", webDist);
    }
    return reply.code(404).send({ message: "A kért cím nem található." });
  });
}

/** The index pages of a build that has a route preload manifest, else undefined (index.html as it is). */
function loadIndexPages(webDist: string): IndexPages | undefined {
  const manifestFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as RoutePreloadManifest;
  return new IndexPages(readFileSync(path.join(webDist, "index.html"), "utf8"), manifest);
}

/** Answers a page's address with its index.html (`no-cache`, its ETag, 304 when the browser has it). */
function sendIndexPage(pages: IndexPages, req: FastifyRequest, reply: FastifyReply) {
  const pathname = req.url.split(/[?#]/)[0] ?? "/";
  const page = pages.page(pathname, req.headers.cookie, req.headers["accept-encoding"]);
  reply
    .header("cache-control", INDEX_CACHE_CONTROL)
    .header("vary", "accept-encoding, cookie")
    .header("etag", page.etag)
    .type("text/html; charset=utf-8");
  const known = (req.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim());
  if (known.includes(page.etag) || known.includes("*")) return reply.code(304).send();
  if (page.encoding) reply.header("content-encoding", page.encoding);
  return reply.send(page.body);
}
