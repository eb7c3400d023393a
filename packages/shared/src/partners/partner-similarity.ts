/**
 * "Is this partner already on file?" (issue 8: a partner whose tax number or name is close to an existing
 * one warns before saving). Pure functions shared by the server's `GET /api/partner/similar` and tests.
 */

/**
 * Legal-form words dropped before comparing names: Hungarian (Kft., Zrt., Nyrt., Bt., Kkt., Rt., e.v.,
 * Nonprofit, Kht., Szövetkezet, …) and the common foreign ones (GmbH, AG, Ltd., s.r.o., …).
 */
const LEGAL_FORMS = new Set([
  "kft",
  "zrt",
  "nyrt",
  "rt",
  "bt",
  "kkt",
  "ev",
  "egyeni",
  "vallalkozo",
  "kht",
  "nkft",
  "nonprofit",
  "szovetkezet",
  "egyesulet",
  "alapitvany",
  "gmbh",
  "ag",
  "kg",
  "ltd",
  "llc",
  "inc",
  "plc",
  "sa",
  "srl",
  "sro",
  "spa",
  "bv",
  "nv",
]);

/**
 * A company name reduced for comparison: accents removed (`ő` → `o`), lower case, punctuation to
 * spaces, legal forms dropped (`"Balaton Vízművek Kft."` → `"balaton vizmuvek"`). Dotted forms such as
 * `e.v.`, `s.r.o.` are joined before dropping.
 */
export function normalizeCompanyName(name: string): string {
  const plain = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const words = plain.split(" ").filter((w) => w !== "" && !LEGAL_FORMS.has(w));
  return words.join(" ");
}

/** The set of character trigrams of `text`, each word padded with two leading and one trailing space. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(" ")) {
    if (word === "") continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/**
 * Trigram similarity of two strings, 0–1, as PostgreSQL's `pg_trgm` `similarity()` computes it:
 * shared trigrams / all distinct trigrams of both.
 */
export function trigramSimilarity(a: string, b: string): number {
  const ga = trigrams(a);
  const gb = trigrams(b);
  if (ga.size === 0 || gb.size === 0) return 0;
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared++;
  return shared / (ga.size + gb.size - shared);
}

/** Levenshtein edit distance (insert, delete, substitute = 1 each). */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * How alike two company names are, 0–1, after `normalizeCompanyName`: 1 for the same normalised name,
 * else the larger of the trigram similarity and 1 − edit distance / longer length. Names that normalise
 * to nothing (only a legal form) score 0.
 */
export function companyNameSimilarity(a: string, b: string): number {
  const na = normalizeCompanyName(a);
  const nb = normalizeCompanyName(b);
  if (na === "" || nb === "") return 0;
  if (na === nb) return 1;
  const editRatio = 1 - levenshtein(na, nb) / Math.max(na.length, nb.length);
  return Math.max(trigramSimilarity(na, nb), editRatio);
}

/** Names scoring at least this are reported as similar (tuned on the demo clients in the tests). */
export const NAME_SIMILARITY_THRESHOLD = 0.6;

/**
 * The 8-digit törzsszám of an adószám (`12345676-2-42`) or of a Hungarian VAT number (`HU12345676`),
 * separators ignored; null for anything else. Two tax numbers with the same törzsszám are the same
 * company (the ÁFA-kód and the territorial code may change).
 */
export function taxBaseOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const compact = value.toUpperCase().replace(/[\s.-]/g, "");
  const match = /^(?:HU)?(\d{8})(?:\d{3})?$/.exec(compact);
  return match?.[1] ?? null;
}
