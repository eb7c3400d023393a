/** One bootstrap-icons glyph: its name (`save` for `bi-save`) and its SVG source (see icons.ts). */
export type IconDef = { name: string; svg: string };

/** The drawing inside a bootstrap-icons `<svg>` (its paths), cached per icon. */
const bodies = new WeakMap<IconDef, string>();
function bodyOf(icon: IconDef): string {
  let body = bodies.get(icon);
  if (body === undefined) {
    body = icon.svg.replace(/^\s*<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
    bodies.set(icon, body);
  }
  return body;
}

/**
 * A decorative bootstrap-icons glyph as inline SVG in the markup the icon font used: `<i class="bi
 * bi-<name>">` around a 1em square that follows the text colour and sits 0.125em below the baseline
 * (`.bi > svg` in app.css, the font's `::before` rules), so layout and sizing rules (`.app-sidenav-link
 * .bi`, …) stay as they were. Hidden from assistive technology; the control around it names itself.
 * The SVG source is a build-time constant from bootstrap-icons (icons.ts), never user input.
 */
export function Icon({ icon, className }: { icon: IconDef; className?: string }) {
  return (
    <i className={`bi bi-${icon.name}${className ? ` ${className}` : ""}`} aria-hidden="true">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 16 16"
        fill="currentColor"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: bodyOf(icon) }}
      />
    </i>
  );
}
