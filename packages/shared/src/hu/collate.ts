/**
 * Hungarian alphabetical order for every list of people and names, in the browser and on the server.
 *
 * The rule is the Hungarian alphabet of the MTA's "A magyar helyesírás szabályai" (12th ed., 2015,
 * §§ 15–16), as ICU/CLDR's `hu` tailoring implements it (Node's full ICU and every browser ship it):
 * - accented vowels sort with their base letter and decide only when the words are otherwise equal
 *   ("Balázs" before "Balogh", "Gál" before "Gulyás");
 * - the digraphs and the trigraph are letters of their own, after their first letter: c < cs, d < dz <
 *   dzs, g < gy, l < ly, n < ny, s < sz, t < ty, z < zs ("Cukor" before "Csaba", "Zoltán" before "Zsolt");
 * - ö/ő after o/ó and ü/ű after u/ú ("Oszkár" before "Ödön").
 *
 * SQL `ORDER BY name` cannot give this order on both PostgreSQL 15 and PGlite (PGlite has no ICU
 * collations, the C collation puts "Á" after "Z"), so server code sorts in JavaScript with this helper
 * after its query.
 */

/** The shared `hu` collator (default sensitivity: case and accents break ties only). */
export const huCollator = new Intl.Collator("hu");

/** Compares two strings in Hungarian alphabetical order (negative, 0, positive, like `localeCompare`). */
export function compareHu(a: string, b: string): number {
  return huCollator.compare(a, b);
}

/**
 * A copy of `items` sorted by `nameOf` in Hungarian order; equal names keep a stable order by `id` when
 * the items have one (namesakes: two "Fodor Zsuzsanna"), else their input order.
 */
export function sortByHuName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const idOf = (item: T): number => {
    const id = (item as { id?: unknown }).id;
    return typeof id === "number" ? id : 0;
  };
  return [...items].sort((a, b) => huCollator.compare(nameOf(a), nameOf(b)) || idOf(a) - idOf(b));
}

/**
 * `text` folded for type-to-search: Unicode-decomposed, diacritics removed, lower case (Hungarian
 * rules), so "balazs" finds "Balázs" and "ORS" finds "Örs".
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("hu");
}

/**
 * The ASCII file-name part of a Hungarian name: {@link foldForSearch}, then every run of other characters a
 * single `-`, none at either end, at most 60 characters. "Kovács Anna" → "kovacs-anna", "Pénzügy" →
 * "penzugy"; `""` when nothing is left (the caller picks a fallback).
 */
export function fileSlug(name: string): string {
  return foldForSearch(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
