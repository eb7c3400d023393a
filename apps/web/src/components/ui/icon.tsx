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
 * A decorative bootstrap-icons glyph as inline SVG, sized like the icon font was: 1em square, following
 * the text colour, sitting 0.125em below the baseline (`svg.bi` in app.css). It keeps the font's class
 * names (`bi bi-<name>`) and is hidden from assistive technology; the control around it names itself.
 * The SVG source is a build-time constant from bootstrap-icons (icons.ts), never user input.
 */
export function Icon({ icon, className }: { icon: IconDef; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 16 16"
      fill="currentColor"
      className={`bi bi-${icon.name}${className ? ` ${className}` : ""}`}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: bodyOf(icon) }}
    />
  );
}
