import { useMemo, useState, type KeyboardEvent } from "react";
import type { MentionToken } from "@office/shared/projects/mentions";
import type { Mentionable } from "@office/shared/projects/projects.contract";
import { activeMentionQuery, matchPeople } from "./mention-text";

type Query = { start: number; query: string };

/**
 * The state of the `@` list of a text box: which query the caret is in, the matching colleagues, the
 * highlighted one, and the keyboard (↓/↑ move, Enter or Tab picks, Esc closes). `pick` replaces the
 * `@query` with `@Név ` and answers the new text, caret and picks.
 */
export function useMentionAutocomplete(people: readonly Mentionable[]) {
  const [query, setQuery] = useState<Query | null>(null);
  const [active, setActive] = useState(0);
  // the `@` (by position) whose list was closed by Esc or a pick: it stays closed until another `@`
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const matches = useMemo(() => (query ? matchPeople(people, query.query) : []), [people, query]);
  const isOpen = query !== null && query.start !== dismissedAt && matches.length > 0;

  /** Call after every change or caret move of the text box. */
  const track = (text: string, caret: number) => {
    const next = activeMentionQuery(text, caret);
    if (next?.start !== query?.start || next?.query !== query?.query) setActive(0);
    if (next === null || next.start !== dismissedAt) setDismissedAt(null);
    setQuery(next);
  };

  const pick = (
    text: string,
    person: Mentionable,
    picked: readonly MentionToken[],
  ): { text: string; caret: number; picked: MentionToken[] } | null => {
    if (!query) return null;
    const inserted = `@${person.name} `;
    const end = query.start + 1 + query.query.length;
    const next = `${text.slice(0, query.start)}${inserted}${text.slice(end)}`;
    setDismissedAt(query.start);
    setQuery(null);
    return {
      text: next,
      caret: query.start + inserted.length,
      picked: [
        ...picked.filter((p) => p.employeeId !== person.employeeId),
        { employeeId: person.employeeId, name: person.name },
      ],
    };
  };

  /** Handles the list's keys; answers the highlighted colleague when Enter/Tab picks one. */
  const handleKey = (e: KeyboardEvent<HTMLTextAreaElement>): Mentionable | null => {
    if (!isOpen) return null;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
      return null;
    }
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setDismissedAt(query?.start ?? null);
      return null;
    }
    if ((e.key === "Enter" && !e.ctrlKey && !e.metaKey && !e.shiftKey) || e.key === "Tab") {
      e.preventDefault();
      return matches[Math.min(active, matches.length - 1)] ?? null;
    }
    return null;
  };

  return { isOpen, matches, active, setActive, track, pick, handleKey, close: () => setQuery(null) };
}
