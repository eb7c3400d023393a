/**
 * `@név` mentions in project comments (issue 19 §4). The comment box stores a picked colleague as the
 * token `@[Kovács Anna](123)` — the display name and the employee id — so namesakes stay apart and a
 * later rename does not break the link. The server resolves the ids within the tenant; the name in the
 * token is only what the author saw. A plain `@Kovács Anna` (typed without the list) still counts when
 * it is an employee's full name (the older form, kept for the demo data and hand-typed text).
 */

/** One token: `@[name](employeeId)`; the name has no `]`, `[` or line break, at most 200 characters. */
export const MENTION_TOKEN = /@\[([^\][\n]{1,200})\]\(([1-9]\d{0,8})\)/g;

export type MentionToken = { employeeId: number; name: string };

/** The token of a picked colleague; brackets in the name are dropped so the token stays parseable. */
export function mentionToken(m: MentionToken): string {
  const name = m.name.replace(/[[\]\n]/g, "").trim();
  return `@[${name}](${m.employeeId})`;
}

/** The mentions of `text` in order of first appearance, each employee once. */
export function parseMentionTokens(text: string): MentionToken[] {
  const seen = new Set<number>();
  const out: MentionToken[] = [];
  for (const m of text.matchAll(MENTION_TOKEN)) {
    const employeeId = Number(m[2]);
    if (seen.has(employeeId)) continue;
    seen.add(employeeId);
    out.push({ employeeId, name: m[1] ?? "" });
  }
  return out;
}

/** The text a person reads: every token as `@Név` (notifications, e-mails, previews). */
export function mentionsAsPlainText(text: string): string {
  return text.replace(MENTION_TOKEN, (_all, name: string) => `@${name}`);
}

export type CommentPart =
  { kind: "text"; text: string } | { kind: "mention"; employeeId: number | null; name: string };

/**
 * Splits a comment into text and mentions for display: tokens, and the plain `@Név` of the `known`
 * mentions (the ones the server resolved), longest name first so `@Kiss Anna Mária` wins over `@Kiss Anna`.
 * Tokens show the name the server resolved for their id when `known` has it.
 */
export function splitComment(text: string, known: readonly MentionToken[] = []): CommentPart[] {
  const byId = new Map(known.map((k) => [k.employeeId, k.name]));
  const names = [...new Set(known.map((k) => k.name))].sort((a, b) => b.length - a.length);
  const parts: CommentPart[] = [];
  const pushText = (chunk: string) => {
    if (chunk === "") return;
    let rest = chunk;
    while (rest !== "") {
      let best: { at: number; name: string } | null = null;
      for (const name of names) {
        const at = rest.indexOf(`@${name}`);
        if (at >= 0 && (best === null || at < best.at)) best = { at, name };
      }
      if (!best) {
        parts.push({ kind: "text", text: rest });
        return;
      }
      if (best.at > 0) parts.push({ kind: "text", text: rest.slice(0, best.at) });
      const person = known.find((k) => k.name === best.name);
      parts.push({ kind: "mention", employeeId: person?.employeeId ?? null, name: best.name });
      rest = rest.slice(best.at + best.name.length + 1);
    }
  };
  let last = 0;
  for (const m of text.matchAll(MENTION_TOKEN)) {
    const at = m.index ?? 0;
    pushText(text.slice(last, at));
    const employeeId = Number(m[2]);
    parts.push({ kind: "mention", employeeId, name: byId.get(employeeId) ?? m[1] ?? "" });
    last = at + m[0].length;
  }
  pushText(text.slice(last));
  return parts;
}
