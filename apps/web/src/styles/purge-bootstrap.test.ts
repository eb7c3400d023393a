import path from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";
import * as sass from "sass";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeBootstrapCss, reactBootstrapModules } from "../../build/purge-bootstrap";

// Paths from the file's own path: Vite rewrites `new URL("…", import.meta.url)` into an asset URL.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.join(HERE, "bootstrap.scss");

/** The class names of `css`'s selectors (`.modal.fade .modal-dialog` → modal, fade, modal-dialog). */
function classNames(css: string): Set<string> {
  const out = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const m of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1] ?? "");
  });
  return out;
}

/** Every selector of `css` (selector lists split, whitespace trimmed). */
function selectors(css: string): Set<string> {
  const out = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const s of rule.selectors) out.add(s.trim());
  });
  return out;
}

describe("the build's trimmed Bootstrap (build/purge-bootstrap.ts, issue 19 §6)", () => {
  let full = "";
  let trimmed = "";
  let counts = { kept: 0, total: 0 };

  beforeAll(async () => {
    full = sass.compile(ENTRY, {
      loadPaths: [path.resolve(HERE, "../../../../node_modules")],
      quietDeps: true,
      silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
    }).css;
    const result = await postcss([
      purgeBootstrapCss((kept, total) => {
        counts = { kept, total };
      }),
    ]).process(full, { from: ENTRY });
    trimmed = result.css;
  }, 60_000);

  it("drops the rules of classes the app never names", () => {
    expect(counts.total).toBeGreaterThan(2000);
    expect(counts.kept).toBeLessThan(counts.total / 2);
    const kept = classNames(trimmed);
    // The last four are named only by react-bootstrap modules the app does not use (Form, Table), or are
    // variants no component composes (the responsive offcanvas, a tone's link colour).
    for (const unused of [
      "row-cols-xxl-6",
      "offset-xl-3",
      "float-xxl-end",
      "btn-group-vertical",
      "form-range",
      "was-validated",
      "offcanvas-lg",
      "link-primary",
    ]) {
      expect(classNames(full).has(unused), unused).toBe(true);
      expect(kept.has(unused), unused).toBe(false);
    }
  });

  it("keeps the classes the sources name, and the variables, reboot and dark scheme whole", () => {
    for (const used of ["visually-hidden", "form-control", "col-md-4", "d-flex", "table-hover", "h5"])
      expect(classNames(trimmed).has(used), used).toBe(true);
    const kept = selectors(trimmed);
    for (const whole of [":root", '[data-bs-theme="dark"]', "body", "h1"])
      expect(kept.has(whole) || kept.has(whole.replaceAll('"', "")), whole).toBe(true);
    expect(trimmed).toContain("--bs-body-font-family");
  });

  it("keeps the classes composed at run time: tone variants and react-bootstrap's component classes", () => {
    const kept = classNames(trimmed);
    for (const composed of [
      "btn-primary",
      "btn-outline-danger",
      "text-bg-warning",
      "alert-success",
      "modal-lg",
      "modal-sm",
      "modal-fullscreen-sm-down",
      "modal-backdrop",
      "modal-static",
      "offcanvas-end",
      "offcanvas-backdrop",
      "dropdown-menu-end",
      "bs-tooltip-top",
      "tooltip-arrow",
      "nav-tabs",
      "fade",
      "show",
      "is-invalid",
    ])
      expect(kept.has(composed), composed).toBe(true);
  });

  it("reads the react-bootstrap components the sources import, with the modules they import", () => {
    const source = path.join(HERE, "fixture-imports.ts");
    const modules = reactBootstrapModules([source], () => 'import Modal from "react-bootstrap/Modal";');
    const names = modules.map((f) => f.split(/[\\/]node_modules[\\/]/)[1]?.replaceAll("\\", "/"));
    expect(names).toContain("react-bootstrap/esm/Modal.js");
    expect(names).toContain("react-bootstrap/esm/Fade.js");
    expect(names).toContain("react-bootstrap/esm/BootstrapModalManager.js");
    expect(names).toContain("@restart/ui/esm/Modal.js");
    expect(names).not.toContain("react-bootstrap/esm/FormRange.js");
    expect(names).not.toContain("react-bootstrap/esm/Dropdown.js");
  });

  it("leaves every other stylesheet as it is", async () => {
    const other = await postcss([purgeBootstrapCss()]).process(".unused-anywhere{color:red}", {
      from: path.join(HERE, "app.css"),
    });
    expect(other.css).toBe(".unused-anywhere{color:red}");
  });
});
