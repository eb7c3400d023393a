import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import { hasPermission } from "@office/shared/auth/permissions";
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  type ProjectListQuery,
  type ProjectStatus,
} from "@office/shared/projects/projects.contract";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { biFileEarmarkSpreadsheet, biFolderPlus, biKanban, biTable } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../../reports/utils/save-blob";
import { useProjectOptions } from "../api/get-project";
import { exportProjects, useProjects } from "../api/get-projects";
import { ProjectsBoard } from "../components/projects-board";
import { ProjectsTable } from "../components/projects-table";
import { isSortKey, sortProjects, type SortDirection, type SortKey } from "../components/project-sort";
import "../i18n";

const isStatus = (v: string | null): v is ProjectStatus => PROJECT_STATUSES.some((s) => s === v);
const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * `/projektek` (SPEC route `projects`): the projects the user may see (projectManager: all) as a sortable
 * list or a board by status, filtered by search, partner, status, manager, cost centre, "Saját
 * projektjeim" and archived; `.xlsx` export of the filtered list. Filters, view and sorting live in the URL.
 */
export function ProjectsPage() {
  const { t } = useTranslation("projects");
  useBreadcrumb([{ name: t("list.title"), url: "/projektek" }]);
  const roles = useAuthStore((s) => s.authUser.role);
  const canWrite = hasPermission(roles, "projectManager") || hasPermission(roles, "companyAdmin");
  const { params, setParams, setParam: updateParam, sortBy, sortParam } = useListParams();
  const search = params.get("q") ?? "";
  const deferredSearch = useDeferredValue(search.trim());
  const status = params.get("status");
  const view = params.get("view") === "board" ? "board" : "list";
  const sortKey: SortKey = isSortKey(sortParam) ? sortParam : "startDate";
  const sortDirection: SortDirection =
    params.get("dir") === "asc" || (params.get("dir") === null && sortKey !== "startDate") ? "asc" : "desc";
  const [isExporting, setIsExporting] = useState(false);

  const query: ProjectListQuery = {
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(idOf(params.get("partner")) ? { partnerId: idOf(params.get("partner")) } : {}),
    ...(idOf(params.get("manager")) ? { managerId: idOf(params.get("manager")) } : {}),
    ...(idOf(params.get("costCenter")) ? { costCenterId: idOf(params.get("costCenter")) } : {}),
    ...(params.get("mine") === "true" ? { mine: "true" as const } : {}),
    ...(params.get("archived") === "true" ? { archived: "true" as const } : {}),
  };
  const projects = useProjects(query);
  const options = useProjectOptions();
  const sorted = useMemo(
    () => sortProjects(projects.data ?? [], sortKey, sortDirection),
    [projects.data, sortKey, sortDirection],
  );
  const hasFilters = [...params.keys()].some((k) => !["view", "sort", "dir"].includes(k));

  const handleSort = (key: SortKey): void => sortBy(key, sortKey, sortDirection);
  // Keeps the view and the sorting, removes every filter.
  const clearFilters = (): void =>
    setParams(
      Object.fromEntries(
        [...params.keys()].filter((k) => !["view", "sort", "dir"].includes(k)).map((k) => [k, null]),
      ),
    );
  const handleExport = async (): Promise<void> => {
    setIsExporting(true);
    try {
      saveBlob(await exportProjects(query), t("list.exportFileName"));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsExporting(false);
    }
  };

  const select = (
    id: string,
    key: string,
    label: string,
    choices: readonly { value: string; label: string }[],
  ) => (
    <div className="col-6 col-md-4 col-xl-2">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={params.get(key) ?? ""}
        onChange={(e) => updateParam(key, e.target.value)}
      >
        <option value="">{t("list.all")}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        <div className="btn-group" role="group" aria-label={t("list.viewLabel")}>
          {(["list", "board"] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`btn ${view === v ? "btn-secondary" : "btn-outline-secondary text-body"}`}
              aria-pressed={view === v}
              onClick={() => updateParam("view", v === "list" ? "" : v)}
            >
              <Icon icon={v === "list" ? biTable : biKanban} className="me-1" />
              {t(v === "list" ? "list.viewList" : "list.viewBoard")}
            </button>
          ))}
        </div>
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleExport()}
          disabled={isExporting || sorted.length === 0}
        >
          {t("list.export")}
        </Button>
        {canWrite && (
          <Link to="/uj-projekt" className="btn btn-primary">
            <Icon icon={biFolderPlus} className="me-1" />
            {t("list.new")}
          </Link>
        )}
      </div>

      <div className="row g-2 mb-3 align-items-end" role="search">
        <div className="col-12 col-md-4 col-xl-3">
          <label className="form-label" htmlFor="projects-search">
            {t("list.search")}
          </label>
          <input
            id="projects-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(e) => updateParam("q", e.target.value)}
          />
        </div>
        {select(
          "projects-partner",
          "partner",
          t("list.partner"),
          (options.data?.partners ?? []).map((p) => ({ value: String(p.id), label: p.name })),
        )}
        {select(
          "projects-status",
          "status",
          t("list.status"),
          PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] })),
        )}
        {select(
          "projects-manager",
          "manager",
          t("list.manager"),
          (options.data?.employees ?? []).map((e) => ({ value: String(e.id), label: e.name })),
        )}
        {select(
          "projects-cost-center",
          "costCenter",
          t("list.costCenter"),
          (options.data?.costCenters ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.code} – ${c.name}`,
          })),
        )}
        <div className="col-12 col-xl-auto d-flex flex-wrap gap-3 pb-2">
          {(["mine", "archived"] as const).map((key) => (
            <div key={key} className="form-check form-switch mb-0">
              <input
                id={`projects-${key}`}
                type="checkbox"
                role="switch"
                className="form-check-input"
                checked={params.get(key) === "true"}
                onChange={(e) => updateParam(key, e.target.checked ? "true" : "")}
              />
              <label className="form-check-label" htmlFor={`projects-${key}`}>
                {t(`list.${key}`)}
              </label>
            </div>
          ))}
        </div>
      </div>

      {projects.isPending ? (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      ) : projects.isError ? (
        <p className="text-danger" role="alert">
          {t("common:loadError")}
        </p>
      ) : sorted.length === 0 ? (
        <div className="text-center text-body-secondary border rounded p-5" data-testid="projects-empty">
          <p className="mb-2" role="status">
            {hasFilters ? t("list.empty") : t("list.emptyAll")}
          </p>
          {hasFilters ? (
            <button type="button" className="btn btn-link" onClick={clearFilters}>
              {t("list.clearFilters")}
            </button>
          ) : (
            canWrite && <p className="mb-0">{t("list.emptyHint")}</p>
          )}
        </div>
      ) : (
        <>
          <p className="small text-body-secondary mb-2" role="status" data-testid="projects-count">
            {t("list.count", { shown: sorted.length })}
          </p>
          {view === "board" ? (
            <ProjectsBoard projects={sorted} />
          ) : (
            <ProjectsTable
              projects={sorted}
              sortKey={sortKey}
              sortDirection={sortDirection}
              onSort={handleSort}
            />
          )}
        </>
      )}
    </>
  );
}
