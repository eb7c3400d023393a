import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  preloadsFor,
  SIGNED_IN_HINT_COOKIE,
  type RoutePreloadManifest,
} from "@office/shared/http/route-preloads";

/** One answer to a page's address: index.html with that page's preloads, in one encoding. */
export type IndexPage = { body: Buffer; encoding?: "br" | "gzip"; etag: string };

type Variant = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

/** The `<link>` tags that name `files` (build paths such as `assets/x.js`) for the browser to fetch now. */
export function preloadLinks(files: readonly string[]): string {
  return files
    .map((f) =>
      f.endsWith(".css")
        ? `<link rel="stylesheet" crossorigin href="/${f}">`
        : `<link rel="modulepreload" crossorigin href="/${f}">`,
    )
    .join("");
}

/**
 * The encoding of an `Accept-Encoding` header the server answers in: brotli, else gzip, else none (a
 * coding with `q=0` counts as refused).
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([coding]) => coding),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/**
 * index.html as the server answers each page's address with it (issue 19 §6): the build's index.html with
 * `<link rel="modulepreload">` / `<link rel="stylesheet">` for the chunks that page needs beyond the
 * entry (packages/shared http/route-preloads.ts `preloadsFor`; the signed-in hint cookie picks the
 * signed-in or the signed-out set), put before `</head>`, so that the browser fetches them together with
 * the entry. Each distinct set is built once — brotli and gzip beside it, and a strong ETag — and kept
 * for the life of the process (at most one per route and hint, ~60 × 2).
 */
export class IndexPages {
  private readonly variants = new Map<string, Variant>();

  constructor(
    private readonly html: string,
    private readonly manifest: RoutePreloadManifest,
  ) {}

  /** The answer for `pathname`, given the request's `Cookie` and `Accept-Encoding` headers. */
  page(pathname: string, cookie: string | undefined, acceptEncoding: string | undefined): IndexPage {
    // The service worker's copy (its precache asks for /index.html) serves every page: it names none.
    const files =
      pathname === "/index.html" ? [] : preloadsFor(this.manifest, pathname, SIGNED_IN.test(cookie ?? ""));
    const variant = this.variant(files);
    const encoding = pickEncoding(acceptEncoding);
    if (!encoding) return { body: variant.identity, etag: variant.etag };
    return { body: variant[encoding], encoding, etag: `${variant.etag.slice(0, -1)}-${encoding}"` };
  }

  private variant(files: readonly string[]): Variant {
    const key = files.join(" ");
    const known = this.variants.get(key);
    if (known) return known;
    const links = preloadLinks(files);
    const html =
      links && this.html.includes("</head>") ? this.html.replace("</head>", `${links}</head>`) : this.html;
    const identity = Buffer.from(html, "utf8");
    const variant: Variant = {
      identity,
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(identity, { level: 9 }),
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    };
    this.variants.set(key, variant);
    return variant;
  }
}
