import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n";

type CheckboxPickerProps = {
  id: string;
  label: string;
  filterLabel?: string;
  choices: readonly { id: number; label: string; detail: string | null }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
};

/** A labelled group of checkboxes in a scrolling box, with an optional name filter and a count. */
export function CheckboxPicker({
  id,
  label,
  filterLabel,
  choices,
  value,
  onChange,
  error,
}: CheckboxPickerProps) {
  const { t } = useTranslation("projects");
  const [filter, setFilter] = useState("");
  const selected = useMemo(() => new Set(value), [value]);
  const needle = filter.trim().toLocaleLowerCase("hu");
  // Those chosen when the picker opened come first (kept in place while the user ticks others).
  const [initial] = useState(() => new Set(value));
  const ordered = useMemo(
    () => [...choices.filter((c) => initial.has(c.id)), ...choices.filter((c) => !initial.has(c.id))],
    [choices, initial],
  );
  const shown = needle ? ordered.filter((c) => c.label.toLocaleLowerCase("hu").includes(needle)) : ordered;
  const toggle = (choice: number) =>
    onChange(selected.has(choice) ? value.filter((v) => v !== choice) : [...value, choice]);
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-2 d-flex justify-content-between">
        <span>{label}</span>
        <span className="small text-body-secondary">{t("form.selected", { count: value.length })}</span>
      </legend>
      {filterLabel && (
        <input
          type="search"
          className="form-control form-control-sm mb-1"
          aria-label={filterLabel}
          placeholder={filterLabel}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <div className="border rounded p-2 overflow-auto" style={{ maxHeight: "14rem" }} data-testid={id}>
        {shown.map((c) => (
          <div key={c.id} className="form-check">
            <input
              id={`${id}-${c.id}`}
              type="checkbox"
              className="form-check-input"
              checked={selected.has(c.id)}
              onChange={() => toggle(c.id)}
            />
            <label className="form-check-label" htmlFor={`${id}-${c.id}`}>
              {c.label}
              {c.detail && <span className="text-body-secondary small"> – {c.detail}</span>}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
