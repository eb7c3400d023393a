import { useEffect, useState, type ChangeEvent, type FocusEvent } from "react";
import { formatHuNumberInput, parseHuNumber } from "../../lib/format/number";

/** Props of NumberField: FormField's control props plus a numeric value. */
export type NumberFieldProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string | undefined;
  /** The number; `null`/`undefined` for an empty field; `NaN` shows whatever the user typed. */
  value: number | null | undefined;
  /**
   * Called on every keystroke with the parsed number, `null` for an empty field and `NaN` for text that
   * is not a number (so the form's zod schema reports it, as with a native number input).
   */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  /** Decimals kept on display (default 6, so nothing typed is rounded); 0 for whole numbers. */
  maxFractionDigits?: number;
  /** False for a year or a code: shown without thousands groups (`2021`, not `2 021`). Default true. */
  isGrouped?: boolean;
  /** Unit shown after the field (`km`, `l`, `Ft`), also read by screen readers. */
  unit?: string;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  "data-testid"?: string;
  "aria-label"?: string;
};

/**
 * A Hungarian number field (issue 19 §1) instead of `type=number`: `inputMode="decimal"` for the phone's
 * number pad, accepts `42,5`, `42.5`, `25 925`, `25 925,5` (spaces, NBSP and narrow NBSP as thousands
 * separators; `lib/format/number.ts`), shows `25 925,5` once the field loses focus, and gives the form a
 * number. Validation (min, integer, required) stays in the form's schema.
 */
export function NumberField({
  className = "form-control",
  value,
  onChange,
  onBlur,
  maxFractionDigits = 6,
  isGrouped = true,
  unit,
  ...rest
}: NumberFieldProps) {
  const display = (n: number | null | undefined) => formatHuNumberInput(n, { maxFractionDigits, isGrouped });
  const [text, setText] = useState(() => display(value));

  useEffect(() => {
    setText((current) => {
      const parsed = parseHuNumber(current);
      const same = parsed === (value ?? null) || (Number.isNaN(parsed) && Number.isNaN(value));
      return same ? current : display(value);
    });
    // `display` only depends on maxFractionDigits and isGrouped.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, maxFractionDigits, isGrouped]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange(parseHuNumber(event.target.value));
  };
  const handleBlur = (_event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseHuNumber(text);
    if (parsed !== null && !Number.isNaN(parsed)) setText(display(parsed));
    onBlur?.();
  };

  const input = (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={className}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
  if (!unit) return input;
  return (
    <div className="input-group has-validation">
      {input}
      <span className="input-group-text">{unit}</span>
    </div>
  );
}
