/** A bootstrap-icons SVG source (`bootstrap-icons/icons/<name>.svg?raw`, see icons.ts). */
export type IconDef = string;

type Parsed = { className: string; body: string };
const parsed = new Map<IconDef, Parsed>();

/** The icon's own classes (`bi bi-<name>`) and the drawing inside its `<svg>`, parsed once per icon. */
function parse(icon: IconDef): Parsed {
  let result = parsed.get(icon);
  if (!result) {
    const open = /^\s*<svg[^>]*>/.exec(icon)?.[0] ?? "";
    result = {
      className: /\bclass="([^"]*)"/.exec(open)?.[1] ?? "bi",
      body: icon.slice(open.length).replace(/<\/svg>\s*$/, ""),
    };
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
  const { className: own, body } = parse(icon);
  return (
    <i className={`${own}${className ? ` ${className}` : ""}`} aria-hidden="true">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 16 16"
        fill="currentColor"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </i>
  );
}
