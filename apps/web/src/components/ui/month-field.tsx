import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { formatHuMonthInput, HU_MONTH_NAMES, parseHuMonth } from "../../lib/format/date-input";
import { Icon } from "./icon";
import { biCalendarEvent, biChevronLeft, biChevronRight, biXLg } from "./icons";
import { useFieldPopup } from "./use-field-popup";
import "./date-field.css";

/** Props of MonthField: FormField's control props plus a `YYYY-MM` value. */
export type MonthFieldProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string | undefined;
  /** `YYYY-MM`, `""` for none. */
  value: string | null | undefined;
  /** Called with `YYYY-MM`, `""` when cleared, or the typed text when it is not a month. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Earliest / latest selectable month (`YYYY-MM`). */
  min?: string | undefined;
  max?: string | undefined;
  /** A required field has no clear button. */
  required?: boolean;
  disabled?: boolean;
  "data-testid"?: string;
};

const SHORT_NAMES = [
  "jan.",
  "febr.",
  "márc.",
  "ápr.",
  "máj.",
  "jún.",
  "júl.",
  "aug.",
  "szept.",
  "okt.",
  "nov.",
  "dec.",
];
const monthValue = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;
const isMonth = (value: string | null | undefined): value is string =>
  !!value && parseHuMonth(value) === value;

/**
 * A Hungarian month field (issue 19 §1) instead of `type=month`: shows `2026. november`, accepts typed
 * `2026. november`, `2026. nov`, `2026. 11.`, `2026-11`, and has a popup with the year (previous/next
 * buttons) and its twelve months. Keyboard: Alt+↓ or the button opens, arrows move between months
 * (←/→ one, ↑/↓ three), Enter picks, Escape closes. The form sees `YYYY-MM` (or `""`).
 */
export function MonthField({
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
}: MonthFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const popupId = `${inputId}-months`;
  const [text, setText] = useState(() => formatHuMonthInput(value) || (value ?? ""));
  const popup = useFieldPopup();
  const selectedYear = isMonth(value) ? Number(value.slice(0, 4)) : new Date().getFullYear();
  const [year, setYear] = useState(selectedYear);
  const [focusMonth, setFocusMonth] = useState(1);
  const gridRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    setText((current) =>
      parseHuMonth(current) === (value ?? "") ? current : formatHuMonthInput(value) || (value ?? ""),
    );
  }, [value]);

  useEffect(() => {
    if (!popup.isOpen) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-month="${focusMonth}"]`)?.focus();
  }, [popup.isOpen, focusMonth, year]);

  const isOutside = (candidate: string) =>
    (isMonth(min) && candidate < min) || (isMonth(max) && candidate > max);
  const handleText = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange(parseHuMonth(event.target.value) ?? event.target.value);
  };
  const handleBlur = () => {
    if (isMonth(value)) setText(formatHuMonthInput(value));
    onBlur?.();
  };
  const openPopup = () => {
    const now = new Date();
    setYear(selectedYear);
    setFocusMonth(isMonth(value) ? Number(value.slice(5)) : now.getMonth() + 1);
    popup.open();
  };
  const pick = (month: number) => {
    const picked = monthValue(year, month);
    setText(formatHuMonthInput(picked));
    onChange(picked);
    popup.close(true);
  };
  const moveFocus = (delta: number) => {
    let month = focusMonth + delta;
    let nextYear = year;
    if (month < 1) {
      month += 12;
      nextYear -= 1;
    } else if (month > 12) {
      month -= 12;
      nextYear += 1;
    }
    setYear(nextYear);
    setFocusMonth(month);
  };
  const handleGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    moveFocus(delta);
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
          autoComplete="off"
          placeholder="éééé. hónap"
          className={className}
          value={text}
          onChange={handleText}
          onBlur={handleBlur}
          onKeyDown={(event) => {
            if (event.altKey && event.key === "ArrowDown") {
              event.preventDefault();
              openPopup();
            }
          }}
          disabled={disabled}
          required={required}
        />
        {!required && text !== "" && !disabled && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label="Hónap törlése"
            onClick={() => {
              setText("");
              onChange("");
            }}
          >
            <Icon icon={biXLg} />
          </button>
        )}
        <button
          ref={popup.toggleRef}
          type="button"
          className="btn btn-outline-secondary"
          aria-label="Hónapválasztó megnyitása"
          aria-haspopup="dialog"
          aria-expanded={popup.isOpen}
          aria-controls={popup.isOpen ? popupId : undefined}
          onClick={() => (popup.isOpen ? popup.close() : openPopup())}
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
          aria-label="Hónapválasztó"
          className="date-field-popup"
          style={popup.popupStyle}
        >
          <div className="d-flex align-items-center justify-content-between mb-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label="Előző év"
              onClick={() => setYear(year - 1)}
            >
              <Icon icon={biChevronLeft} />
            </button>
            <span className="fw-semibold" aria-live="polite">
              {year}.
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              aria-label="Következő év"
              onClick={() => setYear(year + 1)}
            >
              <Icon icon={biChevronRight} />
            </button>
          </div>
          <div className="month-field-grid" ref={gridRef} onKeyDown={handleGridKey}>
            {SHORT_NAMES.map((short, index) => {
              const month = index + 1;
              const candidate = monthValue(year, month);
              const isSelected = candidate === value;
              return (
                <button
                  key={short}
                  type="button"
                  data-month={month}
                  tabIndex={month === focusMonth ? 0 : -1}
                  className={`btn btn-sm ${isSelected ? "btn-primary" : "btn-outline-secondary"}`}
                  aria-label={`${year}. ${HU_MONTH_NAMES[index] ?? ""}`}
                  aria-pressed={isSelected}
                  disabled={isOutside(candidate)}
                  onClick={() => pick(month)}
                >
                  {short}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
