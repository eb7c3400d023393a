import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import purgeCSSPlugin from "@fullhuman/postcss-purgecss";
import type { AcceptedPlugin, Helpers, Root } from "postcss";
import type { Plugin } from "vite";

// Not `new URL("../", import.meta.url)`: Vite rewrites that pattern into an asset URL when a test imports this.
const WEB_DIR = `${path.dirname(path.dirname(fileURLToPath(import.meta.url)))}/`;
const require = createRequire(import.meta.url);

/** The stylesheet this plugin trims: Bootstrap, compiled from its Sass sources (src/styles/bootstrap.scss). */
export const BOOTSTRAP_ENTRY = /[\\/]src[\\/]styles[\\/]bootstrap\.scss$/;

/**
 * The directory of an installed package (`name`): the nearest directory above its resolved entry whose
 * package.json names it. Walking up, because some packages' `exports` (@restart/ui's) do not export their
 * package.json.
 */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string };
      if (pkg.name === name) return dir;
    } catch {
      // no package.json here: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`purge-bootstrap: no package.json of ${name} above its entry`);
    dir = parent;
  }
}

/** `from "react-bootstrap/<Component>"` in the SPA's sources: the react-bootstrap components in use. */
const REACT_BOOTSTRAP_IMPORT = /from "react-bootstrap\/(\w+)"/g;

/** A module's own imports that can name Bootstrap classes: relative ones and @restart/ui's. */
const COMPONENT_IMPORT = /from ['"](\.{1,2}\/[^'"]+|@restart\/ui\/[^'"]+)['"]/g;

/**
 * The ES module files of the react-bootstrap components the SPA imports (`react-bootstrap/<Component>` in
 * `sourceFiles`), with every module of react-bootstrap and @restart/ui they import, transitively: the
 * classes these set themselves (`modal-open`, `fade`, `dropdown-menu`) are named there. The rest of
 * react-bootstrap (Form, Navbar, Carousel, …) is left out, as its classes would otherwise all count as used.
 * `read` reads a source file (the tests give their own); the package modules are read from disk.
 */
export function reactBootstrapModules(
  sourceFiles: string[],
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
): string[] {
  const reactBootstrap = `${packageDir("react-bootstrap")}/esm`;
  const restartUi = `${packageDir("@restart/ui")}/esm`;
  const pending = [
    ...new Set(
      sourceFiles.flatMap((f) =>
        [...read(f).matchAll(REACT_BOOTSTRAP_IMPORT)].map((m) => `${reactBootstrap}/${m[1]}.js`),
      ),
    ),
  ];
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec = ""] of readFileSync(file, "utf8").matchAll(COMPONENT_IMPORT)) {
      const target = spec.startsWith("@restart/ui/")
        ? `${restartUi}/${spec.slice("@restart/ui/".length)}`
        : path.resolve(path.dirname(file), spec);
      pending.push(target.endsWith(".js") ? target : `${target}.js`);
    }
  }
  return [...seen].sort();
}

/** The SPA's TypeScript sources (src/), without their tests. */
function webSources(): string[] {
  const src = path.join(WEB_DIR, "src");
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(src, f));
}

/**
 * Where a class Bootstrap styles can be named, as literal text: the SPA's page shell and sources, the shared
 * package (tone and status maps), but none of their tests (which name classes they expect to be dropped),
 * and the react-bootstrap modules in use (reactBootstrapModules).
 */
export function purgeContent(): string[] {
  const web = WEB_DIR.replaceAll("\\", "/");
  return [
    `${web}index.html`,
    `${web}src/**/*.{ts,tsx,json}`,
    `${web}../../packages/shared/src/**/*.ts`,
    ...reactBootstrapModules(webSources()).map((f) => f.replaceAll("\\", "/")),
  ];
}

/** Bootstrap's theme colours, the suffix of every variant class (`btn-`, `text-bg-`, `alert-`, …). */
const THEME_COLOURS = "primary|secondary|success|danger|warning|info|light|dark";

/**
 * Classes that are composed at run time and so never appear whole in the content: a variant class built
 * from a tone (`alert-${tone}`, `text-bg-${RESULT_TONE[r]}`, `btn-${color}`), and the classes of the
 * react-bootstrap components in use (Modal, Offcanvas, Dropdown, Tabs/Nav, Tooltip, CloseButton), which
 * build theirs from a prefix and a prop (`${bsPrefix}-${size}`, `bs-tooltip-${placement}`) and from
 * transition states (`show`, `showing`, `hiding`). Their whole families count as named, but the responsive
 * offcanvas (`offcanvas-lg`: no Offcanvas has `responsive`). A selector is kept when each of its classes is
 * named or listed here (`.modal.fade .modal-dialog`, `.btn-check:checked + .btn-primary`).
 */
export const COMPOSED_CLASSES: RegExp[] = [
  new RegExp(`^(btn|btn-outline|text-bg|alert|bg|text|border)-(${THEME_COLOURS})(-subtle|-emphasis)?$`),
  /^(modal|offcanvas(?!-(sm|md|lg|xl|xxl)$)|dropdown|dropup|dropstart|dropend|tooltip|bs-tooltip|nav|tab-content|tab-pane|btn-close|fade|show|showing|hiding|collapse|collapsing)/,
  /^is-(valid|invalid)$/,
];

/**
 * A PostCSS plugin that drops the rules of Bootstrap (only the stylesheet of BOOTSTRAP_ENTRY) whose
 * classes the app never names: PurgeCSS (`@fullhuman/postcss-purgecss`) over purgeContent(), keeping
 * COMPOSED_CLASSES, every custom property and keyframes, and the parts bootstrap.scss marks with
 * `purgecss start ignore` (root variables, reboot and type, styled by element, not by class). `onPurged`
 * receives the rule counts before and after.
 */
export function purgeBootstrapCss(onPurged?: (kept: number, total: number) => void): AcceptedPlugin {
  // The plugin creator returns its plugin object ({ postcssPlugin, OnceExit }), typed as either shape.
  const purge = purgeCSSPlugin({
    content: purgeContent(),
    // Tests name classes they expect to be dropped.
    skippedContentGlobs: ["**/*.test.ts", "**/*.test.tsx"],
    safelist: { standard: COMPOSED_CLASSES },
    variables: false,
    keyframes: false,
    fontFace: false,
  }) as { OnceExit: (root: Root, helpers: Helpers) => Promise<void> };
  const countRules = (root: Root) => {
    let n = 0;
    root.walkRules(() => void n++);
    return n;
  };
  return {
    postcssPlugin: "office-purge-bootstrap",
    async OnceExit(root, helpers) {
      if (!BOOTSTRAP_ENTRY.test(root.source?.input.file ?? "")) return;
      const total = countRules(root);
      await purge.OnceExit(root, helpers);
      onPurged?.(countRules(root), total);
    },
  };
}

/**
 * Vite plugin (build only): trims Bootstrap's stylesheet to the rules the app uses (purgeBootstrapCss),
 * which makes the render-blocking main stylesheet half as large (issue 19 §6: on a phone, parsing it and
 * matching its rules are part of every first paint). `npm run dev` and Vitest keep the whole of Bootstrap,
 * so a class that only a composed string names looks right there and not in the build: add it to
 * COMPOSED_CLASSES. The build log says how many rules were kept.
 */
export function purgeBootstrap(): Plugin {
  let summary = "";
  return {
    name: "office-purge-bootstrap",
    apply: "build",
    config: () => ({
      css: {
        postcss: {
          plugins: [
            purgeBootstrapCss((kept, total) => {
              summary = `bootstrap.scss: ${kept} of ${total} rules kept`;
            }),
          ],
        },
      },
    }),
    closeBundle() {
      if (summary) this.info(summary);
    },
  };
}
