import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Employee } from "@office/shared/employees/employees.contract";
import { Button } from "../../../components/ui/button";
import { biPlusLg, biXLg } from "../../../components/ui/icons";
import { Icon } from "../../../components/ui/icon";
import { useEmployees } from "../api/list-employees";
import "../i18n";

const collator = new Intl.Collator("hu", { sensitivity: "base" });
/** Most matches listed under the search field. */
const MAX_MATCHES = 8;

/** Active employees whose name, e-mail, position or department contains `search` (case/accents-insensitive), by name. */
export function matchEmployees(employees: readonly Employee[], search: string): Employee[] {
  const needle = search.trim().toLocaleLowerCase("hu").normalize("NFD").replace(/\p{M}/gu, "");
  const norm = (v: string | null) =>
    (v ?? "").toLocaleLowerCase("hu").normalize("NFD").replace(/\p{M}/gu, "");
  return employees
    .filter(
      (e) =>
        needle === "" || [e.name, e.email, e.position, e.department].some((v) => norm(v).includes(needle)),
    )
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

type ResourceCardPickerProps = {
  /** The picked employee ids, in card order. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/**
 * Picking people on `/resource-card` itself (issue 19 §4): type to search the active employees (name, e-mail,
 * position or department; namesakes told apart by department and e-mail), add a whole department, or every
 * active employee; the picked ones as removable chips. Only the id list goes out through `onChange`, so the
 * shared person picker can take this one's place.
 */
export function ResourceCardPicker({ value, onChange }: ResourceCardPickerProps) {
  const { t } = useTranslation("employees");
  const id = useId();
  const employees = useEmployees("active");
  const [search, setSearch] = useState("");
  const [department, setDepartment] = useState("");
  const all = useMemo(() => employees.data ?? [], [employees.data]);
  const byId = useMemo(() => new Map(all.map((e) => [e.id, e])), [all]);
  const picked = new Set(value);
  const matches = search.trim() === "" ? [] : matchEmployees(all, search).filter((e) => !picked.has(e.id));
  const departments = useMemo(
    () => [...new Set(all.flatMap((e) => (e.department ? [e.department] : [])))].sort(collator.compare),
    [all],
  );
  const add = (ids: readonly number[]) => onChange([...value, ...ids.filter((x) => !picked.has(x))]);
  const describe = (e: Employee) => [e.department, e.email].filter(Boolean).join(" · ");

  return (
    <section className="card mb-3 d-print-none app-card-picker" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          {t("resourceCard.pickTitle")}
        </h2>
        <div className="row g-2 align-items-start">
          <div className="col-md-6 position-relative">
            <label className="form-label" htmlFor={`${id}-search`}>
              {t("resourceCard.search")}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className="form-control"
              placeholder={t("resourceCard.searchPlaceholder")}
              value={search}
              autoComplete="off"
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                const first = matches[0];
                if (e.key === "Enter" && first) {
                  e.preventDefault();
                  add([first.id]);
                  setSearch("");
                }
              }}
            />
            {matches.length > 0 && (
              <ul className="list-group mt-1" aria-label={t("resourceCard.matches")}>
                {matches.slice(0, MAX_MATCHES).map((e) => (
                  <li key={e.id} className="list-group-item d-flex align-items-center gap-2 py-1">
                    <span className="me-auto">
                      {e.name}
                      <span className="d-block small text-body-secondary">{describe(e)}</span>
                    </span>
                    <Button
                      color="secondary"
                      className="btn-sm"
                      icon={biPlusLg}
                      aria-label={t("resourceCard.addOne", { name: e.name })}
                      onClick={() => add([e.id])}
                    >
                      {t("resourceCard.add")}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="col-md-6">
            <label className="form-label" htmlFor={`${id}-department`}>
              {t("resourceCard.department")}
            </label>
            <div className="input-group">
              <select
                id={`${id}-department`}
                className="form-select"
                value={department}
                onChange={(e) => setDepartment(e.target.value)}
              >
                <option value="">{t("resourceCard.chooseDepartment")}</option>
                {departments.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
              <Button
                color="secondary"
                disabled={department === ""}
                onClick={() =>
                  add(
                    matchEmployees(
                      all.filter((e) => e.department === department),
                      "",
                    ).map((e) => e.id),
                  )
                }
              >
                {t("resourceCard.addDepartment")}
              </Button>
            </div>
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
          <span className="small text-body-secondary me-1">
            {t("resourceCard.picked", { count: value.length })}
          </span>
          {value.map((employeeId) => {
            const e = byId.get(employeeId);
            const name = e?.name ?? `#${employeeId}`;
            return (
              <span
                key={employeeId}
                className="badge rounded-pill text-bg-light border d-inline-flex align-items-center"
              >
                {name}
                <button
                  type="button"
                  className="btn btn-sm p-0 ms-1 lh-1"
                  aria-label={t("resourceCard.remove", { name })}
                  onClick={() => onChange(value.filter((x) => x !== employeeId))}
                >
                  <Icon icon={biXLg} />
                </button>
              </span>
            );
          })}
          <span className="ms-auto d-flex gap-2">
            <Button
              color="secondary"
              className="btn-sm"
              onClick={() => add(matchEmployees(all, "").map((e) => e.id))}
            >
              {t("resourceCard.addAll")}
            </Button>
            {value.length > 0 && (
              <Button color="gray" className="btn-sm" onClick={() => onChange([])}>
                {t("resourceCard.clear")}
              </Button>
            )}
          </span>
        </div>
      </div>
    </section>
  );
}
