import { useMemo } from "react";
import { DayPicker, type DayButtonProps, type Labels } from "react-day-picker";
import { hu } from "react-day-picker/locale";
import { format, parseISO } from "date-fns";
import "react-day-picker/style.css";
import { localIsoDate } from "../../lib/format/date-input";
import { getMarkedDay, MARKED_DAY_LABELS, type MarkedDayKind } from "./calendar-days";

const MARKED_KINDS: MarkedDayKind[] = ["holiday", "restDay", "swappedWorkday"];
const MODIFIER_CLASS_NAMES = Object.fromEntries(MARKED_KINDS.map((k) => [k, `date-field-day-${k}`]));
const MODIFIERS = Object.fromEntries(
  MARKED_KINDS.map((kind) => [kind, (d: Date) => getMarkedDay(localIsoDate(d))?.kind === kind]),
);

const labels: Partial<Labels> = {
  labelNext: () => "Következő hónap",
  labelPrevious: () => "Előző hónap",
  labelMonthDropdown: () => "Hónap",
  labelYearDropdown: () => "Év",
  labelNav: () => "Lapozás",
  labelDayButton: (date, modifiers) => {
    let label = format(date, "yyyy. MMMM d., EEEE", { locale: hu });
    const marked = getMarkedDay(localIsoDate(date));
    if (marked) label += `, ${marked.name} (${MARKED_DAY_LABELS[marked.kind].toLowerCase()})`;
    if (modifiers.today) label = `Ma, ${label}`;
    if (modifiers.selected) label += ", kiválasztva";
    return label;
  },
};

/** A day of the calendar with the holiday's name as a tooltip; focus handling as DayPicker's own button. */
function MarkedDayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const marked = getMarkedDay(localIsoDate(day.date));
  return (
    <button
      ref={(el) => {
        if (el && modifiers.focused) el.focus();
      }}
      {...buttonProps}
      title={marked ? marked.name : undefined}
    />
  );
}

/** Props of the calendar popup's content: the picked day, the shown month and the selectable range. */
export type DateFieldCalendarProps = {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  /** Earliest / latest selectable day, `YYYY-MM-DD`. */
  min: string | undefined;
  max: string | undefined;
};

/**
 * The calendar of a {@link DateField}'s popup, loaded with its first opening (react-day-picker, date-fns
 * `hu`): weeks from Monday, Hungarian month and day names, month and year dropdowns (1920 to 15 years
 * ahead unless `min` / `max` narrow it), public holidays, decree rest days and swapped Saturdays
 * (`packages/shared/src/hu`) marked with a colour, a tooltip, their name in the day's accessible name and
 * a legend; the selected or today's day takes the focus.
 */
export function DateFieldCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  min,
  max,
}: DateFieldCalendarProps) {
  const disabledDays = useMemo(
    () => [...(min ? [{ before: parseISO(min) }] : []), ...(max ? [{ after: parseISO(max) }] : [])],
    [min, max],
  );
  const thisYear = new Date().getFullYear();
  return (
    <>
      <DayPicker
        mode="single"
        locale={hu}
        weekStartsOn={1}
        labels={labels}
        selected={selected}
        onSelect={onSelect}
        month={month}
        onMonthChange={onMonthChange}
        captionLayout="dropdown"
        startMonth={min ? parseISO(min) : new Date(1920, 0)}
        endMonth={max ? parseISO(max) : new Date(thisYear + 15, 11)}
        disabled={disabledDays}
        modifiers={MODIFIERS}
        modifiersClassNames={MODIFIER_CLASS_NAMES}
        components={{ DayButton: MarkedDayButton }}
        showOutsideDays
        autoFocus
      />
      <ul className="date-field-legend" aria-label="Jelmagyarázat">
        {MARKED_KINDS.map((kind) => (
          <li key={kind}>
            <span className={`date-field-legend-swatch date-field-day-${kind}`} aria-hidden="true" />
            {MARKED_DAY_LABELS[kind]}
          </li>
        ))}
      </ul>
    </>
  );
}
