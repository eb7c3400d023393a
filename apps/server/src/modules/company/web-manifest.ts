import type { Tenant } from "../../platform/tenancy.ts";
import { clientConfigOf } from "./company.service.ts";

/** The icons of the installed app, top-level files of the SPA build (apps/web/public). */
export const MANIFEST_ICONS = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The media type of a web app manifest (W3C Web Application Manifest §"Media type registration"). */
export const MANIFEST_CONTENT_TYPE = "application/manifest+json; charset=utf-8";

/** A web app manifest (the members this app uses). */
export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  orientation: "any";
  background_color: string;
  theme_color: string;
  icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
};

/**
 * `GET /manifest.webmanifest` (issue 19 §5): the app installed on a phone carries the tenant's name
 * (the same fallback as `GET /api/clientConfig`: the slug when the name is empty) and its header colour as
 * `theme_color`, in Hungarian, starting at the home page; the icons are the product's own.
 */
export function webManifestOf(tenant: Tenant): WebManifest {
  const config = clientConfigOf(tenant);
  return {
    id: "/",
    name: config.name,
    short_name: config.name.length <= 12 ? config.name : config.name.slice(0, 12).trimEnd(),
    description: `${config.name} – munkatársak, szabadságok, autók, eszközök és kérdőívek egy helyen.`,
    lang: "hu",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#ffffff",
    theme_color: config.headerColor,
    icons: MANIFEST_ICONS,
  };
}
