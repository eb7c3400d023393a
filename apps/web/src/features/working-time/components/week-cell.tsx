import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { parseCellInput, type CellValue } from "../utils/cell-parser";
import { formatDuration } from "../utils/time-format";
import "../i18n";

type WeekCellProps = {
  row: number;
  col: number;
  /** The entries of this project on this day. */
  entries: TimeEntry[];
  label: string;
  isReadOnly: boolean;
  /** Saves the parsed value; rejects (after the HTTP layer's toast) when the server refuses. */
  onCommit: (value: CellValue) => Promise<void>;
  /** Opens the day's entries of this row (several entries, or a read-only cell with entries). */
  onOpen: () => void;
};

/** The text a cell shows for its entries: the worked time `7:30`, empty without entries. */
function cellText(entries: TimeEntry[]): string {
  return entries.length === 0 ? "" : formatDuration(entries.reduce((sum, e) => sum + e.workedMinutes, 0));
}

/**
 * One cell of the week grid: an input taking hours (`7,5`, `7:30`) or a span (`08:00-16:30`). Enter and
 * leaving a changed cell save it, Escape restores the saved text; a cell with several entries (or a
 * closed day with an entry) is a button that opens them instead. Arrow keys are handled by the grid.
 */
export function WeekCell({ row, col, entries, label, isReadOnly, onCommit, onOpen }: WeekCellProps) {
  const { t } = useTranslation("working-time");
  const saved = cellText(entries);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  /** The text last sent: leaving the cell right after Enter must not save it twice. */
  const sent = useRef<string | null>(null);
  useEffect(() => {
    setText(saved);
    sent.current = null;
  }, [saved]);
  const single = entries[0];
  const isCorrected = entries.some((e) => e.corrected);

  if (entries.length > 1 || (isReadOnly && entries.length > 0)) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary w-100 d-flex justify-content-center align-items-center gap-1 app-wt-cell-button"
        data-cell={`${row}:${col}`}
        aria-label={t("week.cellOpen", { label, count: entries.length, time: saved })}
        onClick={onOpen}
      >
        {saved}
        {entries.length > 1 && <span className="badge text-bg-secondary ms-1">{entries.length}</span>}
        {isCorrected && (
          <span className="app-wt-corrected ms-1" aria-hidden="true">
            *
          </span>
        )}
      </button>
    );
  }

  const commit = async (): Promise<void> => {
    if (text.trim() === saved || text === sent.current) {
      setError(null);
      return;
    }
    const value = parseCellInput(text);
    if (value.kind === "error") {
      setError(t(value.messageKey));
      return;
    }
    setError(null);
    setIsSaving(true);
    sent.current = text;
    try {
      await onCommit(value);
    } catch {
      sent.current = null;
      setText(saved);
    } finally {
      setIsSaving(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === "Enter") {
      event.preventDefault();
      void commit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setText(saved);
      setError(null);
    }
  };

  const title = single
    ? t("week.cellTitle", {
        start: single.start,
        end: single.end ?? "…",
        break: single.breakMinutes,
        project: single.projectName ?? t("week.noProject"),
      }) + (single.corrected ? ` · ${t("entry.correctedBy", { name: single.updatedByName ?? "" })}` : "")
    : undefined;

  return (
    <div className="position-relative">
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`form-control form-control-sm text-center app-wt-cell${error ? " is-invalid" : ""}${
          isCorrected ? " app-wt-cell-corrected" : ""
        }`}
        data-cell={`${row}:${col}`}
        aria-label={label}
        aria-invalid={error !== null}
        title={error ?? title}
        readOnly={isReadOnly || isSaving}
        aria-busy={isSaving}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => void commit()}
        onKeyDown={handleKeyDown}
      />
      {error && (
        <div className="invalid-feedback d-block small" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
