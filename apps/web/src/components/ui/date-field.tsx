import { useEffect, useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { DayPicker, type DayButtonProps, type Labels } from "react-day-picker";
import { hu } from "react-day-picker/locale";
import { format, parseISO } from "date-fns";
import "react-day-picker/style.css";
import { formatHuDateInput, parseHuDate } from "../../lib/format/date-input";
import { getMarkedDay, MARKED_DAY_LABELS, type MarkedDayKind } from "./calendar-days";
import { Icon } from "./icon";
import { biCalendarEvent, biXLg } from "./icons";
import { useFieldPopup } from "./use-field-popup";
import "./date-field.css";

/** Props of DateField: FormField's control props plus an ISO value. */
export type DateFieldProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string | undefined;
  /** `YYYY-MM-DD`, `""` for none; text that is not a date is passed through (the form's schema rejects it). */
  value: string | null | undefined;
  /** Called with `YYYY-MM-DD`, `""` when cleared, or the typed text when it is not a real date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Earliest / latest selectable day (`YYYY-MM-DD`); days outside are disabled in the calendar. */
  min?: string | undefined;
  max?: string | undefined;
  /** A required field has no clear button. */
  required?: boolean;
  disabled?: boolean;
  "data-testid"?: string;
};

const MARKED_KINDS: MarkedDayKind[] = ["holiday", "restDay", "swappedWorkday"];
const toIso = (date: Date) => format(date, "yyyy-MM-dd");
const isIso = (value: string | null | undefined): value is string => !!value && parseHuDate(value) === value;

const labels: Partial<Labels> = {
  labelNext: () => "Következő hónap",
  labelPrevious: () => "Előző hónap",
  labelMonthDropdown: () => "Hónap",
  labelYearDropdown: () => "Év",
  labelNav: () => "Lapozás",
  labelDayButton: (date, modifiers) => {
    let label = format(date, "yyyy. MMMM d., EEEE", { locale: hu });
    const marked = getMarkedDay(toIso(date));
    if (marked) label += `, ${marked.name} (${MARKED_DAY_LABELS[marked.kind].toLowerCase()})`;
    if (modifiers.today) label = `Ma, ${label}`;
    if (modifiers.selected) label += ", kiválasztva";
    return label;
  },
};

/** A day of the calendar with the holiday's name as a tooltip; focus handling as DayPicker's own button. */
function MarkedDayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const marked = getMarkedDay(toIso(day.date));
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

/**
 * A Hungarian date field (issue 19 §1), the same in every browser language: shows and accepts
 * `2026. 11. 25.` (also typed `2026-11-25` and `2026.11.25`), with a calendar popup (react-day-picker,
 * date-fns `hu`: weeks from Monday, Hungarian month and day names) in which public holidays, decree rest
 * days and swapped Saturdays (`packages/shared/src/hu`) are marked with a colour, a tooltip, their name in
 * the day's accessible name and a legend. Keyboard: Alt+↓ or the calendar button opens, arrows/PageUp/
 * PageDown/Home/End move in the grid, Enter picks, Escape closes. The form sees only ISO strings.
 */
export function DateField({
  id,
  className = "form-control",
  value,
  onChange,
  onBlur,
  name,
  min,
  max,
  required = false,
  disabled = false,
  ...rest
}: DateFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const popupId = `${inputId}-calendar`;
  const [text, setText] = useState(() => formatHuDateInput(value) || (value ?? ""));
  const popup = useFieldPopup();
  const selected = isIso(value) ? parseISO(value) : undefined;
  const [month, setMonth] = useState<Date>(selected ?? new Date());

  useEffect(() => {
    setText((current) =>
      parseHuDate(current) === (value ?? "") ? current : formatHuDateInput(value) || (value ?? ""),
    );
  }, [value]);

  const disabledDays = useMemo(
    () => [
      ...(isIso(min) ? [{ before: parseISO(min) }] : []),
      ...(isIso(max) ? [{ after: parseISO(max) }] : []),
    ],
    [min, max],
  );
  const modifiers = useMemo(
    () =>
      Object.fromEntries(
        MARKED_KINDS.map((kind) => [kind, (d: Date) => getMarkedDay(toIso(d))?.kind === kind]),
      ),
    [],
  );
  const modifiersClassNames = Object.fromEntries(MARKED_KINDS.map((k) => [k, `date-field-day-${k}`]));
  const thisYear = new Date().getFullYear();

  const handleText = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    const parsed = parseHuDate(event.target.value);
    onChange(parsed ?? event.target.value);
    if (parsed) setMonth(parseISO(parsed));
  };
  const handleBlur = () => {
    if (isIso(value)) setText(formatHuDateInput(value));
    onBlur?.();
  };
  const openCalendar = () => {
    setMonth(selected ?? (isIso(min) && new Date() < parseISO(min) ? parseISO(min) : new Date()));
    popup.open();
  };
  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === "ArrowDown") {
      event.preventDefault();
      openCalendar();
    }
  };
  const pick = (date: Date | undefined) => {
    if (!date) return;
    const iso = toIso(date);
    setText(formatHuDateInput(iso));
    onChange(iso);
    popup.close(true);
  };
  const clear = () => {
    setText("");
    onChange("");
  };

  return (
    <div className="position-relative" ref={popup.wrapperRef}>
      <div
        className={`input-group has-validation${className.includes("form-control-sm") ? " input-group-sm" : ""}`}
      >
        <input
          {...rest}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="éééé. hh. nn."
          className={className}
          value={text}
          onChange={handleText}
          onBlur={handleBlur}
          onKeyDown={handleKey}
          disabled={disabled}
          required={required}
        />
        {!required && text !== "" && !disabled && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={clear}
            aria-label="Dátum törlése"
          >
            <Icon icon={biXLg} />
          </button>
        )}
        <button
          ref={popup.toggleRef}
          type="button"
          className="btn btn-outline-secondary"
          aria-label="Naptár megnyitása"
          aria-haspopup="dialog"
          aria-expanded={popup.isOpen}
          aria-controls={popup.isOpen ? popupId : undefined}
          onClick={() => (popup.isOpen ? popup.close() : openCalendar())}
          disabled={disabled}
        >
          <Icon icon={biCalendarEvent} />
        </button>
      </div>
      {popup.isOpen && (
        <div
          id={popupId}
          ref={popup.popupRef}
          role="dialog"
          aria-label="Naptár"
          className="date-field-popup"
          style={popup.popupStyle}
        >
          <DayPicker
            mode="single"
            locale={hu}
            weekStartsOn={1}
            labels={labels}
            selected={selected}
            onSelect={pick}
            month={month}
            onMonthChange={setMonth}
            captionLayout="dropdown"
            startMonth={isIso(min) ? parseISO(min) : new Date(1920, 0)}
            endMonth={isIso(max) ? parseISO(max) : new Date(thisYear + 15, 11)}
            disabled={disabledDays}
            modifiers={modifiers}
            modifiersClassNames={modifiersClassNames}
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
        </div>
      )}
    </div>
  );
}
