/** Parses `#rgb` or `#rrggbb` into 0–255 channels, or null. */
function parseHexColor(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  const hex = match?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance of an sRGB colour, 0 (black) … 1 (white). */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The text colour (white or near-black) with the better WCAG contrast on `background` (a hex colour),
 * so any tenant header colour keeps a readable top bar. Unparsable colours give white.
 */
export function readableTextColor(background: string): "#ffffff" | "#212529" {
  const rgb = parseHexColor(background);
  if (!rgb) return "#ffffff";
  const lum = relativeLuminance(rgb);
  const dark = relativeLuminance([33, 37, 41]);
  const contrastWithWhite = 1.05 / (lum + 0.05);
  const contrastWithDark = (lum + 0.05) / (dark + 0.05);
  return contrastWithWhite >= contrastWithDark ? "#ffffff" : "#212529";
}
