import { useId } from "react";

type YearSelectProps = {
  label: string;
  value: number;
  onChange: (year: number) => void;
  /** Years offered around the current one (default: 3 back, 1 ahead). */
  years?: readonly number[];
  className?: string;
};

/** The years a leave screen offers: a few back and the next one. */
export function defaultYears(currentYear = new Date().getFullYear()): number[] {
  return [currentYear + 1, currentYear, currentYear - 1, currentYear - 2, currentYear - 3];
}

/** A compact labelled year picker. */
export function YearSelect({ label, value, onChange, years = defaultYears(), className }: YearSelectProps) {
  const id = useId();
  const options = years.includes(value) ? years : [value, ...years];
  return (
    <div className={`d-inline-flex align-items-center gap-2 ${className ?? ""}`}>
      <label className="form-label mb-0" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
