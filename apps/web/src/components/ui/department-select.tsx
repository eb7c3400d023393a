import { compareHu } from "@office/shared/hu/collate";

/**
 * The organisational units ("Szervezeti egység", free text on the employee record) of `rows`, each once,
 * in Hungarian alphabetical order (`compareHu`); rows without one are skipped.
 */
export function departmentsOf(rows: readonly { department?: string | null }[]): string[] {
  const names = new Set<string>();
  for (const row of rows) if (row.department) names.add(row.department);
  return [...names].sort(compareHu);
}

type DepartmentSelectProps = {
  id: string;
  label: string;
  /** The unit picked; `""` is "every unit" (`allLabel`). */
  value: string;
  onChange: (value: string) => void;
  /** The units to offer, in order ({@link departmentsOf}). */
  departments: readonly string[];
  allLabel: string;
  /** Options after the units, e.g. "no unit given" of the directory. */
  extraOptions?: readonly { value: string; label: string }[];
  /** Shows the label to screen readers only (a toolbar whose placeholder-less select names itself). */
  isLabelHidden?: boolean;
  labelClassName?: string;
  selectClassName?: string;
};

/**
 * The organisational-unit filter of the list pages (directory, planner, working-time overview): a
 * labelled `<select>` with "every unit", the units and any `extraOptions`. A `value` that is none of them
 * (a unit from a link that has nobody this time) stays selectable, so the page can say it is empty
 * instead of silently showing everyone.
 */
export function DepartmentSelect({
  id,
  label,
  value,
  onChange,
  departments,
  allLabel,
  extraOptions = [],
  isLabelHidden = false,
  labelClassName = "form-label",
  selectClassName = "form-select",
}: DepartmentSelectProps) {
  const isKnown = value === "" || departments.includes(value) || extraOptions.some((o) => o.value === value);
  return (
    <>
      <label className={isLabelHidden ? `${labelClassName} visually-hidden` : labelClassName} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={selectClassName} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {[...departments, ...(isKnown ? [] : [value])].map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        {extraOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
