import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { QueryState } from "../../../components/page/query-state";
import { SortableHeader } from "../../../components/page/sortable-header";
import { useListParams } from "../../../lib/url-state/use-list-params";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { biFileEarmarkSpreadsheet, biPersonPlus } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../../reports/utils/save-blob";
import { useExternalResources } from "../api/get-external-resources";
import { exportExternalResources } from "../api/save-external-resource";
import {
  filterAndSort,
  isSortKey,
  type ActiveFilter,
  type SortKey,
} from "../components/external-resources-filter";
import { SkillTags } from "../components/skill-tags";
import { formatHuf } from "../utils/format";
import { AttachmentCountBadge } from "../../attachments/components/attachment-count-badge";
import "../i18n";

const ACTIVE_FILTERS: readonly ActiveFilter[] = ["active", "inactive", "all"];
const readActive = (value: string | null): ActiveFilter =>
  ACTIVE_FILTERS.find((f) => f === value) ?? "active";

/**
 * `/kulso-eroforrasok` (SPEC route `external-resources`): contractors with company, skills as tags, rates
 * (for projectManager and employeeWages2) and the number of projects; search (name, company, skill), active
 * filter, sortable columns, `.xlsx` export of what is listed (`GET /report/externalResource`). Filters live
 * in the URL. projectManager also gets "Új erőforrás".
 */
export function ExternalResourcesPage() {
  const { t } = useTranslation("external-resources");
  useBreadcrumb([{ name: t("list.title"), url: "/kulso-eroforrasok" }]);
  const canWrite = useAuthStore(
    (s) => hasPermission(s.authUser.role, "projectManager") || hasPermission(s.authUser.role, "companyAdmin"),
  );
  const resources = useExternalResources();
  const { params, setParam: updateParam, sortBy, sortParam, sortDirection: direction } = useListParams();
  const search = params.get("q") ?? "";
  const active = readActive(params.get("active"));
  const sortKey: SortKey = isSortKey(sortParam) ? sortParam : "name";
  const deferredSearch = useDeferredValue(search);
  const [isExporting, setIsExporting] = useState(false);

  const all = resources.data;
  const visible = useMemo(
    () => filterAndSort(all ?? [], { search: deferredSearch, active, key: sortKey, direction }),
    [all, deferredSearch, active, sortKey, direction],
  );
  const ratesVisible = (all ?? []).some((r) => r.ratesVisible);

  const handleExport = async (): Promise<void> => {
    setIsExporting(true);
    try {
      const query: { search?: string; active?: boolean } = {};
      if (search.trim()) query.search = search.trim();
      if (active !== "all") query.active = active === "active";
      saveBlob(await exportExternalResources(query), t("list.exportFileName"));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsExporting(false);
    }
  };

  const header = (key: SortKey, label: string, className?: string) => (
    <SortableHeader
      label={label}
      isSorted={sortKey === key}
      direction={direction}
      onSort={() => sortBy(key, sortKey, direction)}
      className={className}
    />
  );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {canWrite && (
          <Link to="/uj-eroforras" className="btn btn-primary">
            <Icon icon={biPersonPlus} className="me-1" />
            {t("list.new")}
          </Link>
        )}
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleExport()}
          disabled={isExporting || visible.length === 0}
        >
          {t("list.export")}
        </Button>
      </div>

      <div className="row g-2 mb-3" role="search">
        <div className="col-12 col-md-8">
          <label className="form-label" htmlFor="external-resources-search">
            {t("list.search")}
          </label>
          <input
            id="external-resources-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(event) => updateParam("q", event.target.value)}
          />
        </div>
        <div className="col-6 col-md-4">
          <label className="form-label" htmlFor="external-resources-active">
            {t("list.activeFilter")}
          </label>
          <select
            id="external-resources-active"
            className="form-select"
            value={active}
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

      <QueryState query={resources} isEmpty={(rows) => rows.length === 0} empty={t("list.emptyAll")}>
        {(rows) =>
          visible.length === 0 ? (
            <p className="text-body-secondary" role="status">
              {t("list.empty")}
            </p>
          ) : (
            <>
              <p className="small text-body-secondary mb-2" role="status">
                {t("list.count", { shown: visible.length, total: rows.length })}
              </p>
              <div className="table-responsive">
                <table className="table table-hover align-middle" data-testid="external-resources-table">
                  <caption className="visually-hidden">{t("list.tableCaption")}</caption>
                  <thead>
                    <tr>
                      {header("name", t("columns.name"))}
                      {header("company", t("columns.company"))}
                      <th scope="col">{t("columns.skills")}</th>
                      {ratesVisible && header("dailyRate", t("columns.dailyRate"), "text-end")}
                      {ratesVisible && header("hourlyRate", t("columns.hourlyRate"), "text-end")}
                      {header("projectCount", t("columns.projects"), "text-end")}
                      <th scope="col">{t("columns.contact")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {visible.map((r) => (
                      <tr key={r.id} className={r.active ? undefined : "text-body-secondary"}>
                        <td>
                          <Link to={`/kulso-eroforrasok/${r.id}`} className="fw-semibold">
                            {r.name}
                          </Link>
                          {!r.active && (
                            <span className="badge text-bg-secondary ms-2">{t("list.statusInactive")}</span>
                          )}
                          <AttachmentCountBadge count={r.attachmentCount} className="ms-2" />
                        </td>
                        <td>{r.company}</td>
                        <td>
                          <SkillTags skills={r.skills} />
                        </td>
                        {ratesVisible && <td className="text-end text-nowrap">{formatHuf(r.dailyRate)}</td>}
                        {ratesVisible && <td className="text-end text-nowrap">{formatHuf(r.hourlyRate)}</td>}
                        <td className="text-end">{r.projectCount}</td>
                        <td className="small">
                          {r.email && (
                            <a href={`mailto:${r.email}`} className="d-block">
                              {r.email}
                            </a>
                          )}
                          {r.phone && <span className="d-block text-nowrap">{r.phone}</span>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryState>
    </>
  );
}
