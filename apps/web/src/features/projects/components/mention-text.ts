import {
  MENTION_TOKEN,
  mentionToken,
  parseMentionTokens,
  type MentionToken,
} from "@office/shared/projects/mentions";

/**
 * The comment box shows a picked colleague as `@Kovács Anna` and remembers the pick; what is sent is the
 * token `@[Kovács Anna](123)` (see shared mentions.ts). These two convert between the forms.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text to send: each `@Név` of a picked colleague becomes their token (longest name first, so
 * `@Kiss Anna Mária` is not cut at `@Kiss Anna`). Picks whose `@Név` was deleted from the text vanish.
 */
export function toStoredText(plain: string, picked: readonly MentionToken[]): string {
  const byName = new Map<string, MentionToken>();
  for (const p of picked) if (!byName.has(p.name)) byName.set(p.name, p);
  if (byName.size === 0) return plain;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`@(${names.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return plain.replace(pattern, (_all, name: string) => {
    const p = byName.get(name);
    return p ? mentionToken(p) : `@${name}`;
  });
}

/** The text to edit: every token as `@Név`, with the picks it held. */
export function toEditableText(stored: string): { text: string; picked: MentionToken[] } {
  return {
    text: stored.replace(MENTION_TOKEN, (_all, name: string) => `@${name}`),
    picked: parseMentionTokens(stored),
  };
}

/**
 * The `@` query the caret is in: the letters typed after an `@` that starts a word (start of text, after
 * a space, a line break or an opening bracket), up to the caret, at most 40 characters and no line
 * break. Null when the caret is not in one.
 */
export function activeMentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0) return null;
  if (at > 0 && !/[\s([{„"'–-]/u.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /[\n@[\]()]/.test(query) || /^\s/.test(query)) return null;
  return { start: at, query };
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("hu");

/**
 * The colleagues matching `query`: names whose any word starts with it (accents and case ignored), or
 * containing it; those whose name starts with it first; at most `limit`. An empty query lists the first.
 */
export function matchPeople<T extends { name: string }>(people: readonly T[], query: string, limit = 8): T[] {
  const q = fold(query.trim());
  if (q === "") return people.slice(0, limit);
  const scored: { p: T; score: number }[] = [];
  for (const p of people) {
    const name = fold(p.name);
    const score = name.startsWith(q)
      ? 0
      : name.split(/\s+/).some((w) => w.startsWith(q))
        ? 1
        : name.includes(q)
          ? 2
          : -1;
    if (score >= 0) scored.push({ p, score });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((s) => s.p);
}
