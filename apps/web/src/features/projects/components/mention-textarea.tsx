import { useId, useLayoutEffect, useRef, type KeyboardEvent, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { MentionToken } from "@office/shared/projects/mentions";
import type { Mentionable } from "@office/shared/projects/projects.contract";
import { useMentionAutocomplete } from "./use-mention-autocomplete";
import "../i18n";

type MentionTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange"> & {
  value: string;
  picked: readonly MentionToken[];
  people: readonly Mentionable[];
  onValueChange: (text: string, picked: MentionToken[]) => void;
};

/**
 * A text box with `@név` mentions (issue 19 §4): typing `@` and letters opens a list of the colleagues
 * (an ARIA combobox: the text box owns a listbox, the highlighted option is its active descendant);
 * ↓/↑ move, Enter or Tab picks, Esc closes, a click picks. A pick writes `@Név ` and is remembered, so
 * the sender can turn it into a token (mention-text.ts `toStoredText`).
 */
export function MentionTextarea({
  value,
  picked,
  people,
  onValueChange,
  onKeyDown,
  className,
  ...rest
}: MentionTextareaProps) {
  const { t } = useTranslation("projects");
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const mention = useMentionAutocomplete(people);
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (person: Mentionable) => {
    const next = mention.pick(value, person, picked);
    if (!next) return;
    onValueChange(next.text, next.picked);
    pendingCaret.current = next.caret;
  };
  // The caret goes behind the picked name as soon as React has written the new text, before any
  // further key press is handled (a frame later, fast typing would land before the name).
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !ref.current) return;
    pendingCaret.current = null;
    ref.current.focus();
    ref.current.setSelectionRange(caret, caret);
  }, [value]);

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const chosen = mention.handleKey(e);
    if (chosen) {
      choose(chosen);
      return;
    }
    if (!e.defaultPrevented) onKeyDown?.(e);
  };

  return (
    <div className="position-relative">
      <textarea
        {...rest}
        ref={ref}
        className={className}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={mention.isOpen}
        aria-controls={listId}
        aria-activedescendant={mention.isOpen ? optionId(mention.active) : undefined}
        onChange={(e) => {
          onValueChange(e.target.value, [...picked]);
          mention.track(e.target.value, e.target.selectionStart);
        }}
        onSelect={(e) => mention.track(e.currentTarget.value, e.currentTarget.selectionStart)}
        onBlur={() => mention.close()}
        onKeyDown={handleKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("comments.mentionList")}
        className={`dropdown-menu project-mention-list${mention.isOpen ? " show" : ""}`}
        hidden={!mention.isOpen}
      >
        {mention.matches.map((p, i) => (
          <li
            key={p.employeeId}
            id={optionId(i)}
            role="option"
            aria-selected={i === mention.active}
            className={`dropdown-item${i === mention.active ? " active" : ""}`}
            // mousedown, not click: the text box keeps the focus (and the list is not closed by its blur)
            onMouseDown={(e) => {
              e.preventDefault();
              choose(p);
            }}
            onMouseEnter={() => mention.setActive(i)}
          >
            <span className="fw-semibold">{p.name}</span>
            {(p.position ?? p.department) && (
              <span className={`small ms-2${i === mention.active ? "" : " text-body-secondary"}`}>
                {[p.position, p.department].filter(Boolean).join(" · ")}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
