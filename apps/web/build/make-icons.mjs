// Draws the installable app's icons (issue 19 §5) from public/favicon.svg with the system Chromium:
// `node apps/web/build/make-icons.mjs` writes public/icon-192.png, icon-512.png, icon-maskable-512.png
// (the glyph inside the maskable safe zone, a full-bleed background) and apple-touch-icon.png (180 px).
// Run it again after changing the favicon; the PNGs are committed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1] ?? "#1d4d34";
// The favicon without its rounded background: the glyph alone, for the maskable icon.
const glyph = favicon.replace(/<rect[^>]*\/>/, "");

/** An HTML page showing `svg` at `size` px on `bg` (transparent when null), `scale` of the canvas. */
const page = (svg, size, bg, scale) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${bg ?? "transparent"}">
<div style="width:${size * scale}px;height:${size * scale}px">${svg.replace("<svg ", '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;

const icons = [
  { file: "icon-192.png", size: 192, svg: favicon, bg: null, scale: 1 },
  { file: "icon-512.png", size: 512, svg: favicon, bg: null, scale: 1 },
  // Maskable: the platform may cut everything outside a centred circle of 80 % — the glyph takes 70 %.
  { file: "icon-maskable-512.png", size: 512, svg: glyph, bg: background, scale: 0.7 },
  { file: "apple-touch-icon.png", size: 180, svg: glyph, bg: background, scale: 0.75 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of icons) {
    const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size } });
    const tab = await context.newPage();
    await tab.setContent(page(icon.svg, icon.size, icon.bg, icon.scale));
    await tab.screenshot({ path: path.join(publicDir, icon.file), omitBackground: icon.bg === null });
    await context.close();
  }
} finally {
  await browser.close();
}
