import { lazy, useEffect, useId, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { parseISO } from "date-fns";
import { formatHuDateInput, localIsoDate, parseHuDate } from "../../lib/format/date-input";
import { Icon } from "./icon";
import { LazyPart } from "./lazy-part";
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

/**
 * The calendar popup's code (react-day-picker with its styles) loads when a calendar first opens: a form
 * then renders its date fields without it (issue 19 §6; the service worker has it cached after a visit).
 */
const loadCalendar = () => import("./date-field-calendar");
const DateFieldCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DateFieldCalendar })));

const isIso = (value: string | null | undefined): value is string => !!value && parseHuDate(value) === value;

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
    const iso = localIsoDate(date);
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
          onPointerEnter={() => void loadCalendar()}
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
          <LazyPart
            fallback={
              <span className="spinner-border spinner-border-sm" role="status">
                <span className="visually-hidden">Betöltés…</span>
              </span>
            }
          >
            <DateFieldCalendar
              selected={selected}
              onSelect={pick}
              month={month}
              onMonthChange={setMonth}
              min={isIso(min) ? min : undefined}
              max={isIso(max) ? max : undefined}
            />
          </LazyPart>
        </div>
      )}
    </div>
  );
}
