// Visual check of the built SPA (issue 7 §7): `node apps/server/bench/screenshots.mjs <out-dir> [port] [pages]`
// starts the built server on its own port (default 3925) and PGlite data dir and saves full-page
// screenshots of the login page, /, /munkatarsak, /szabadsagok and /jelenleti-naptar (signed in as admin)
// in the light and the dark scheme (the browser's preferred scheme; no stored choice) as
// <out-dir>/<scheme>-<page>.png, to compare a build before and after a styling change.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { loginToken, startServer } from "./lighthouse.mjs";

const outDir = path.resolve(process.argv[2] ?? "screenshots");
const port = Number(process.argv[3] ?? 3925);
const origin = `http://demo.localhost:${port}`;
// SHOT_FULL_PAGE=0 takes the viewport only; SHOT_WAIT_MS (default 800) waits after load; SHOT_USER signs in
// as another demo account (default admin), e.g. `SHOT_USER=user … "home=/"` for the home page as `user`.
// An optional third argument picks other pages, signed in: `annual=/annual-report,calendar=/naptar`.
// SHOT_WIDTH / SHOT_HEIGHT (default 1280 × 800) set the viewport, e.g. 390 × 844 for a phone; SHOT_LOCALE
// (default hu-HU) the browser language, e.g. en-US; SHOT_SCHEMES (default light,dark) the colour schemes.
const PAGES = process.argv[4]
  ? process.argv[4].split(",").map((entry) => {
      const at = entry.indexOf("=");
      return [entry.slice(0, at), entry.slice(at + 1), true];
    })
  : [
      ["login", "/bejelentkezes", false],
      ["home", "/", true],
      ["employees", "/munkatarsak", true],
      ["leave", "/szabadsagok", true],
      ["attendance", "/jelenleti-naptar", true],
    ];

mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "office-shots-"));
const server = await startServer(port, dataDir);
process.on("exit", () => server.kill("SIGTERM"));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const session = await loginToken(origin, port, process.env.SHOT_USER ?? "admin");
  for (const scheme of (process.env.SHOT_SCHEMES ?? "light,dark").split(",")) {
    for (const [name, url, signedIn] of PAGES) {
      const context = await browser.newContext({
        colorScheme: scheme,
        locale: process.env.SHOT_LOCALE ?? "hu-HU",
        timezoneId: "Europe/Budapest",
        viewport: {
          width: Number(process.env.SHOT_WIDTH ?? 1280),
          height: Number(process.env.SHOT_HEIGHT ?? 800),
        },
        storageState: signedIn
          ? {
              cookies: [],
              origins: [
                {
                  origin,
                  localStorage: [
                    { name: "token", value: session.token },
                    { name: "authUser", value: JSON.stringify(session.authUser) },
                  ],
                },
              ],
            }
          : undefined,
      });
      const page = await context.newPage();
      await page.goto(`${origin}${url}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(Number(process.env.SHOT_WAIT_MS ?? 800));
      await page.screenshot({
        path: path.join(
          outDir,
          `${scheme}-${name}${process.env.SHOT_WIDTH ? `-${process.env.SHOT_WIDTH}` : ""}.png`,
        ),
        fullPage: process.env.SHOT_FULL_PAGE !== "0",
      });
      await context.close();
    }
  }
  console.log(`screenshots → ${outDir}`);
} finally {
  await browser.close();
  server.removeAllListeners("exit");
  server.kill("SIGTERM");
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
