import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import { hasPermission } from "@office/shared/auth/permissions";
import { EMPLOYEE_EXPORT_MAX } from "@office/shared/reports/report-limits";
import { Button } from "../../../components/ui/button";
import { DepartmentSelect, departmentsOf } from "../../../components/ui/department-select";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../../reports/utils/save-blob";
import { exportEmployees } from "../api/employee-reports";
import { ACTIVE_FILTERS, readActiveFilter, useEmployees } from "../api/list-employees";
import {
  NO_DEPARTMENT,
  filterEmployees,
  isSortKey,
  sortEmployees,
  type SortKey,
} from "../components/directory-filter";
import { EmployeesTable } from "../components/employees-table";
import { ImportEmployeesDialog } from "../components/import-employees-dialog";
import { handOverResourceCardIds } from "../utils/resource-card-ids";
import "../i18n";
import { Icon } from "../../../components/ui/icon";
import {
  biFileEarmarkSpreadsheet,
  biPersonPlus,
  biPersonVcard,
  biUpload,
} from "../../../components/ui/icons";

/**
 * `/munkatarsak` (SPEC route `employees`): the directory with search, department and active filters,
 * sortable columns and virtual scrolling; hr also gets "Új munkatárs", the `.xlsx` export of the listed
 * employees (`POST /report/employee/all`), "Importálás" from `.xlsx` (`ImportEmployeesDialog`) and
 * "Névkártyák" (/resource-card). Filters live in the URL.
 */
export function EmployeesPage() {
  const { t } = useTranslation("employees");
  useBreadcrumb([{ name: t("list.title"), url: "/munkatarsak" }]);
  const navigate = useNavigate();
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const { params, setParam: updateParam, sortBy, sortParam, sortDirection } = useListParams();
  const search = params.get("q") ?? "";
  const department = params.get("dept") ?? "";
  const activeFilter = readActiveFilter(params.get("active"));
  const sortKey: SortKey = isSortKey(sortParam) ? sortParam : "name";
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [isExporting, setIsExporting] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);

  const employees = useEmployees(activeFilter);
  const all = useMemo(() => employees.data ?? [], [employees.data]);
  const departments = useMemo(() => departmentsOf(all), [all]);
  const sorted = useMemo(() => sortEmployees(all, sortKey, sortDirection), [all, sortKey, sortDirection]);
  const visible = useMemo(
    () => filterEmployees(sorted, { search: deferredSearch, department }),
    [sorted, deferredSearch, department],
  );

  const handleSort = (key: SortKey): void => sortBy(key, sortKey, sortDirection);

  const handleToggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const handleToggleAll = (): void => {
    const everyVisibleSelected = visible.length > 0 && visible.every((e) => selected.has(e.id));
    setSelected((current) => {
      const next = new Set(current);
      for (const employee of visible) {
        if (everyVisibleSelected) next.delete(employee.id);
        else next.add(employee.id);
      }
      return next;
    });
  };

  const handleOpen = useCallback((id: number) => void navigate(`/munkatarsak/${id}`), [navigate]);

  /** Selected employees in list order, or every listed one when nothing is selected. */
  const targetIds = (): number[] =>
    selected.size > 0 ? sorted.filter((e) => selected.has(e.id)).map((e) => e.id) : visible.map((e) => e.id);

  const handleExport = async (): Promise<void> => {
    setIsExporting(true);
    try {
      const blob = await exportEmployees(visible.slice(0, EMPLOYEE_EXPORT_MAX).map((e) => e.id));
      saveBlob(blob, t("list.exportFileName"));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsExporting(false);
    }
  };

  const handleCards = (): void => {
    void navigate("/resource-card", { state: handOverResourceCardIds(targetIds()) });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {isHr && (
          <>
            <Link to="/uj-munkatars" className="btn btn-primary">
              <Icon icon={biPersonPlus} className="me-1" />
              {t("list.new")}
            </Link>
            <Button
              color="success"
              icon={biFileEarmarkSpreadsheet}
              onClick={() => void handleExport()}
              disabled={isExporting || visible.length === 0}
            >
              {t("list.export")}
            </Button>
            <Button color="success" icon={biUpload} onClick={() => setIsImportOpen(true)}>
              {t("list.import")}
            </Button>
            <Button
              color="secondary"
              icon={biPersonVcard}
              onClick={handleCards}
              disabled={visible.length === 0 && selected.size === 0}
              tooltip={t("list.cardsHint")}
            >
              {t("list.cards")}
            </Button>
            <ImportEmployeesDialog show={isImportOpen} onClose={() => setIsImportOpen(false)} />
          </>
        )}
      </div>

      <div className="row g-2 mb-3" role="search">
        <div className="col-12 col-md-5">
          <label className="form-label" htmlFor="employees-search">
            {t("list.search")}
          </label>
          <input
            id="employees-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(event) => updateParam("q", event.target.value)}
          />
        </div>
        <div className="col-6 col-md-4">
          <DepartmentSelect
            id="employees-department"
            label={t("list.department")}
            value={department}
            onChange={(value) => updateParam("dept", value)}
            departments={departments}
            allLabel={t("list.allDepartments")}
            extraOptions={[{ value: NO_DEPARTMENT, label: t("list.noDepartment") }]}
          />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="employees-active">
            {t("list.activeFilter")}
          </label>
          <select
            id="employees-active"
            className="form-select"
            value={activeFilter}
            onChange={(event) => updateParam("active", event.target.value, "active")}
          >
            {ACTIVE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`list.${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {employees.isPending ? (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      ) : employees.isError ? (
        <p role="alert">{t("common:loadError")}</p>
      ) : visible.length === 0 ? (
        <p className="text-body-secondary" role="status" data-testid="employees-empty">
          {all.length === 0 ? t("list.emptyAll") : t("list.empty")}
        </p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2 small text-body-secondary">
            <span role="status" data-testid="employees-count">
              {t("list.count", { shown: visible.length, total: all.length })}
            </span>
            {isHr && selected.size > 0 && (
              <>
                <span>{t("list.selected", { count: selected.size })}</span>
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  onClick={() => setSelected(new Set())}
                >
                  {t("list.clearSelection")}
                </button>
              </>
            )}
          </div>
          <EmployeesTable
            employees={visible}
            sortKey={sortKey}
            sortDirection={sortDirection}
            onSort={handleSort}
            onOpen={handleOpen}
            {...(isHr
              ? { selection: { selected, onToggle: handleToggle, onToggleAll: handleToggleAll } }
              : {})}
          />
        </>
      )}
    </>
  );
}
