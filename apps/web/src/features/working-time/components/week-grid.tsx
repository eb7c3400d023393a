import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import type { CellValue } from "../utils/cell-parser";
import { arrowTarget, cellKey } from "../utils/grid-navigation";
import { formatDuration, formatShortDate } from "../utils/time-format";
import { DayKindBadge } from "./day-kind-badge";
import { WeekCell } from "./week-cell";
import "../i18n";

/** A row of the grid: one project, or `projectId: null` for "Projekt nélkül". */
export type GridRow = { key: string; projectId: number | null; label: string };

type WeekGridProps = {
  days: TimeDay[];
  rows: GridRow[];
  entries: TimeEntry[];
  /** False when the viewer may only read (every cell read-only). */
  isEditable: boolean;
  onCommit: (row: GridRow, day: TimeDay, value: CellValue, entries: TimeEntry[]) => Promise<void>;
  onOpen: (row: GridRow, day: TimeDay, entries: TimeEntry[]) => void;
  /** Today (ISO): its column is marked. */
  today?: string;
};

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** The entries of `projectId` on `date`. */
function entriesOf(entries: TimeEntry[], projectId: number | null, date: string): TimeEntry[] {
  return entries.filter((e) => e.projectId === projectId && e.date === date);
}

const sumWorked = (list: TimeEntry[]) => list.reduce((sum, e) => sum + e.workedMinutes, 0);

/**
 * The week grid (Kimai/Clockify-like): rows = projects, columns = Monday–Sunday with the day kind
 * (holiday, rest day, swapped working day), closed and future days read-only; row totals, and per day the
 * scheduled, worked and overtime minutes from the server. Tab/Shift+Tab walk the cells, the arrow keys
 * move like a spreadsheet ({@link arrowTarget}), Enter saves a cell, Escape restores it.
 */
export function WeekGrid({ days, rows, entries, isEditable, onCommit, onOpen, today }: WeekGridProps) {
  const { t } = useTranslation("working-time");
  const tableRef = useRef<HTMLTableElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    const target = event.target as HTMLElement;
    const key = target.getAttribute("data-cell");
    if (!key) return;
    const [row, col] = key.split(":").map(Number);
    const input = target instanceof HTMLInputElement ? target : null;
    const caret = input
      ? {
          caretAtStart: input.selectionStart === 0 && input.selectionEnd === 0,
          caretAtEnd:
            input.selectionStart === input.value.length || input.selectionEnd === input.value.length,
        }
      : undefined;
    const next = arrowTarget(
      event.key,
      { row: row ?? 0, col: col ?? 0 },
      { rows: rows.length, cols: 7 },
      caret,
    );
    if (!next) return;
    const element = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(next)}"]`);
    if (!element) return;
    event.preventDefault();
    element.focus();
  };

  const total = sumWorked(entries);
  return (
    <div className="table-responsive">
      <table
        ref={tableRef}
        className="table table-sm align-middle app-wt-week mb-0"
        onKeyDown={handleKeyDown}
        data-testid="week-grid"
      >
        <caption className="visually-hidden">{t("week.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className="app-wt-project-col">
              {t("week.project")}
            </th>
            {days.map((day, i) => (
              <th
                key={day.date}
                scope="col"
                className={`text-center app-wt-day app-wt-day-${day.dayKind}${
                  day.date === today ? " app-wt-today" : ""
                }`}
                aria-current={day.date === today ? "date" : undefined}
              >
                <div className="fw-semibold">{t(`weekday.${WEEKDAYS[i] ?? "mon"}`)}</div>
                <div className="small text-body-secondary">{formatShortDate(day.date)}</div>
                <DayKindBadge day={day} />
              </th>
            ))}
            <th scope="col" className="text-end app-wt-total-col">
              {t("week.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const rowEntries = entries.filter((e) => e.projectId === row.projectId);
            return (
              <tr key={row.key}>
                <th scope="row" className="fw-normal app-wt-project-col text-truncate" title={row.label}>
                  {row.label}
                </th>
                {days.map((day, c) => {
                  const cellEntries = entriesOf(entries, row.projectId, day.date);
                  return (
                    <td key={day.date} className={`app-wt-day-${day.dayKind}`}>
                      <WeekCell
                        row={r}
                        col={c}
                        entries={cellEntries}
                        label={t("week.cellLabel", { project: row.label, date: formatShortDate(day.date) })}
                        isReadOnly={!isEditable || day.closed || (today !== undefined && day.date > today)}
                        onCommit={(value) => onCommit(row, day, value, cellEntries)}
                        onOpen={() => onOpen(row, day, cellEntries)}
                      />
                    </td>
                  );
                })}
                <td className="text-end fw-semibold" data-testid="row-total">
                  {formatDuration(sumWorked(rowEntries))}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("week.worked")}</th>
            {days.map((day) => (
              <td key={day.date} className="text-center fw-semibold" data-testid="day-total">
                {formatDuration(day.workedMinutes)}
              </td>
            ))}
            <td className="text-end fw-bold" data-testid="week-total">
              {formatDuration(total)}
            </td>
          </tr>
          <tr className="small text-body-secondary">
            <th scope="row" className="fw-normal">
              {t("week.scheduled")}
            </th>
            {days.map((day) => (
              <td key={day.date} className="text-center">
                {day.scheduledMinutes > 0 ? formatDuration(day.scheduledMinutes) : "–"}
              </td>
            ))}
            <td className="text-end">{formatDuration(days.reduce((s, d) => s + d.scheduledMinutes, 0))}</td>
          </tr>
          <tr className="small">
            <th scope="row" className="fw-normal">
              {t("week.overtime")}
            </th>
            {days.map((day) => (
              <td key={day.date} className="text-center">
                {day.overtimeMinutes > 0 ? formatDuration(day.overtimeMinutes) : "–"}
              </td>
            ))}
            <td className="text-end fw-semibold" data-testid="week-overtime">
              {formatDuration(days.reduce((s, d) => s + d.overtimeMinutes, 0))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
