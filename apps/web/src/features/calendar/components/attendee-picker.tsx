import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Employee } from "@office/shared/employees/employees.contract";
import { Icon } from "../../../components/ui/icon";
import { biXLg } from "../../../components/ui/icons";
import "../i18n";

type AttendeePickerProps = {
  employees: readonly Employee[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
};

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Attendees: the chosen ones as removable chips, a search box and a checkbox list of the directory. */
export function AttendeePicker({ employees, value, onChange, error }: AttendeePickerProps) {
  const { t } = useTranslation("calendar");
  const id = useId();
  const [search, setSearch] = useState("");
  const byId = useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);
  const selected = new Set(value);
  const needle = fold(search.trim());
  const matches = employees.filter(
    (e) => !needle || fold(`${e.name} ${e.department ?? ""} ${e.position ?? ""}`).includes(needle),
  );
  const toggle = (employeeId: number) =>
    onChange(selected.has(employeeId) ? value.filter((v) => v !== employeeId) : [...value, employeeId]);

  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">
        {t("form.attendees")}{" "}
        <span className="text-body-secondary small">
          ({t("form.attendeesSelected", { count: value.length })})
        </span>
      </legend>
      {value.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label={t("form.attendees")}>
          {value.map((employeeId) => {
            const name = byId.get(employeeId)?.name ?? `#${employeeId}`;
            return (
              <li key={employeeId} className="badge rounded-pill text-bg-secondary d-flex align-items-center">
                {name}
                <button
                  type="button"
                  className="btn btn-sm p-0 ms-1 text-reset border-0"
                  aria-label={t("form.remove", { name })}
                  onClick={() => toggle(employeeId)}
                >
                  <Icon icon={biXLg} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {t("form.attendeesSearch")}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control form-control-sm mb-1"
        placeholder={t("form.attendeesSearch")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="attendee-list border rounded px-2 py-1" data-testid="attendee-list">
        {matches.length === 0 && <p className="small text-body-secondary mb-0">{t("form.attendeesNone")}</p>}
        {matches.map((e) => (
          <div key={e.id} className="form-check">
            <input
              id={`${id}-e${e.id}`}
              type="checkbox"
              className="form-check-input"
              checked={selected.has(e.id)}
              onChange={() => toggle(e.id)}
            />
            <label className="form-check-label small" htmlFor={`${id}-e${e.id}`}>
              {e.name}
              {e.department && <span className="text-body-secondary"> · {e.department}</span>}
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
