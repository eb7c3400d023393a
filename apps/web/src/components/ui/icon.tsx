import { useCallback } from "react";

/** A bootstrap-icons SVG source (`bootstrap-icons/icons/<name>.svg?raw`, see icons.ts). */
export type IconDef = string;

const SVG_NS = "http://www.w3.org/2000/svg";

/** An icon's own classes (`bi bi-<name>`) and its drawing, a parsed `<svg>` whose children icons clone. */
type Parsed = { className: string; drawing: SVGSVGElement };
const parsed = new Map<IconDef, Parsed>();

/**
 * The icon's own classes and the drawing inside its `<svg>`, parsed once per icon. Each rendered icon
 * gets clones of the parsed drawing (see `Icon`): parsing the SVG markup again for each of a page's ~100
 * icons (`innerHTML`) cost about three times as much as cloning, inside React's commit (issue 19 §6).
 */
function parse(icon: IconDef): Parsed {
  let result = parsed.get(icon);
  if (!result) {
    const open = /^\s*<svg[^>]*>/.exec(icon)?.[0] ?? "";
    const drawing = document.createElementNS(SVG_NS, "svg");
    drawing.innerHTML = icon.slice(open.length).replace(/<\/svg>\s*$/, "");
    result = { className: /\bclass="([^"]*)"/.exec(open)?.[1] ?? "bi", drawing };
    parsed.set(icon, result);
  }
  return result;
}

/**
 * A decorative bootstrap-icons glyph as inline SVG in the markup the icon font used: `<i class="bi
 * bi-<name>">` around a 1em square that follows the text colour and sits 0.125em below the baseline
 * (`.bi > svg` in app.css, the font's `::before` rules), so layout and sizing rules (`.app-sidenav-link
 * .bi`, …) stay as they were. Hidden from assistive technology; the control around it names itself.
 * The SVG source is a build-time constant from bootstrap-icons (icons.ts), never user input.
 */
export function Icon({ icon, className }: { icon: IconDef; className?: string }) {
  const { className: own, drawing } = parse(icon);
  // React renders the <svg> with no children of its own; the drawing's clones go in when it is attached
  // and replace the old ones when the icon changes (a new callback: React detaches the old one first).
  const draw = useCallback(
    (svg: SVGSVGElement | null) => {
      svg?.replaceChildren(...Array.from(drawing.childNodes, (node) => node.cloneNode(true)));
    },
    [drawing],
  );
  return (
    <i className={`${own}${className ? ` ${className}` : ""}`} aria-hidden="true">
      <svg ref={draw} xmlns={SVG_NS} viewBox="0 0 16 16" fill="currentColor" focusable="false" />
    </i>
  );
}
