import { memo } from "react";
import { useTranslation } from "react-i18next";
import {
  ATTENDANCE_CODES,
  type AttendanceDay,
  type AttendanceRow,
} from "@office/shared/attendance/attendance.contract";
import { formatDateHu } from "@office/shared/hu/format";
import {
  ATTENDANCE_CODE_ORDER,
  cellClasses,
  cellText,
  dayClass,
  formatTotal,
  type TotalsColumn,
} from "./attendance-codes";
import "./attendance.css";
import "../i18n";

const weekdayFormat = new Intl.DateTimeFormat("hu-HU", { weekday: "short" });
/** Short weekday names, 1 = hétfő … 7 = vasárnap (2024-01-01 was a Monday). */
const WEEKDAY_SHORT = Array.from({ length: 7 }, (_, i) => weekdayFormat.format(new Date(2024, 0, 1 + i)));

type AttendanceGridProps = {
  title: string;
  /**
   * Today as `YYYY-MM-DD`: its column header is highlighted, and the days after it are marked as still to
   * come (`is-future`: the server counts no presence there, issue 19 §3).
   */
  today?: string;
  days: readonly AttendanceDay[];
  rows: readonly AttendanceRow[];
  /** hr: cells are buttons that open the editor. */
  onEditCell?: (row: AttendanceRow, dayIndex: number) => void;
};

/**
 * The month's attendance sheet: employees × days with a sticky header and first column; weekends,
 * holidays, decree rest days and swapped working days marked from the answer's `days`; cells coloured by
 * code (`½` for a half day, a corner mark when hr set it by hand); per-employee totals at the end.
 */
export function AttendanceGrid({ title, today, days, rows, onEditCell }: AttendanceGridProps) {
  const { t } = useTranslation("attendance");
  const totalsColumns: TotalsColumn[] = [
    { key: "workingDays", short: t("calendar.totalWorkingDays"), label: t("calendar.totalWorkingDays") },
    ...ATTENDANCE_CODE_ORDER.map((code) => ({
      key: code,
      short: ATTENDANCE_CODES[code].short,
      label: ATTENDANCE_CODES[code].label,
    })),
  ];
  return (
    <div className="app-att-scroll" data-testid="attendance-grid">
      <table className="app-att-table" aria-label={t("calendar.tableLabel", { title })}>
        <thead>
          <tr>
            <th scope="col" className="app-att-name" rowSpan={2}>
              {t("calendar.employee")}
            </th>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={`${dayClass(day)}${day.date === today ? " is-today" : ""}${futureClass(day, today)}`}
                title={[formatDateHu(day.date), day.name].filter(Boolean).join(" – ")}
              >
                <span className="d-block">{day.day}</span>
              </th>
            ))}
            <th scope="colgroup" colSpan={totalsColumns.length} className="app-att-totals-head">
              {t("calendar.totals")}
            </th>
          </tr>
          <tr>
            {days.map((day) => (
              <th
                key={day.date}
                scope="col"
                className={`${dayClass(day)} app-att-weekday${futureClass(day, today)}`}
              >
                <abbr title={day.name ?? undefined}>{WEEKDAY_SHORT[day.weekday - 1]}</abbr>
              </th>
            ))}
            {totalsColumns.map((column) => (
              <th key={column.key} scope="col" className="app-att-total" title={column.label}>
                {column.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <GridRow
              key={row.employeeId}
              row={row}
              days={days}
              today={today}
              totalsColumns={totalsColumns}
              onEditCell={onEditCell}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** ` is-future` for a day after `today` (none without a `today`). */
function futureClass(day: AttendanceDay, today: string | undefined): string {
  return today !== undefined && day.date > today ? " is-future" : "";
}

type GridRowProps = {
  row: AttendanceRow;
  days: readonly AttendanceDay[];
  today: string | undefined;
  totalsColumns: readonly TotalsColumn[];
  onEditCell: ((row: AttendanceRow, dayIndex: number) => void) | undefined;
};

const GridRow = memo(function GridRow({ row, days, today, totalsColumns, onEditCell }: GridRowProps) {
  const { t } = useTranslation("attendance");
  return (
    <tr data-testid={`attendance-row-${row.employeeId}`}>
      <th scope="row" className="app-att-name">
        <span className="d-block text-truncate fw-semibold">{row.name}</span>
        <span className="d-block text-truncate small text-body-secondary">
          {[row.employeeNumber, row.department].filter(Boolean).join(" · ")}
        </span>
      </th>
      {row.cells.map((cell, index) => {
        const day = days[index];
        if (!day) return null;
        const text = cellText(cell);
        const description = [
          `${row.name}, ${formatDateHu(day.date)}`,
          day.name,
          cell.code
            ? ATTENDANCE_CODES[cell.code].label
            : futureClass(day, today)
              ? t("calendar.upcoming")
              : t("calendar.noCode"),
          cell.halfDay ? t("calendar.halfDay") : null,
          cell.source === "manual" ? t("calendar.manualMark") : null,
          cell.source === "leave" ? t("calendar.fromLeave") : null,
          cell.note,
        ]
          .filter(Boolean)
          .join(" – ");
        return (
          <td key={day.date} className={`${dayClass(day)}${futureClass(day, today)}`}>
            {onEditCell ? (
              <button
                type="button"
                className={cellClasses(cell)}
                title={description}
                // The visible code first, so the name contains what is seen (WCAG 2.5.3, label in name).
                aria-label={text ? `${text} – ${description}` : description}
                onClick={() => onEditCell(row, index)}
              >
                {text}
              </button>
            ) : (
              <span className={cellClasses(cell)} title={description}>
                {text}
                <span className="visually-hidden">{description}</span>
              </span>
            )}
          </td>
        );
      })}
      {totalsColumns.map((column) => (
        <td key={column.key} className="app-att-total" data-testid={`total-${row.employeeId}-${column.key}`}>
          {column.key === "workingDays" ? row.totals.workingDays : formatTotal(row.totals[column.key])}
        </td>
      ))}
    </tr>
  );
});
