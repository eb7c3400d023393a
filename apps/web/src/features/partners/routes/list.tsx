import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import { partnerSortKeySchema, type PartnerSortKey } from "@office/shared/partners/partners.contract";
import { sortPartners } from "@office/shared/partners/partner-sort";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import { biBuildingAdd, biFileEarmarkSpreadsheet } from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../../reports/utils/save-blob";
import { exportPartners } from "../api/export-partners";
import { ACTIVE_FILTERS, activeQueryValue, readActiveFilter, usePartners } from "../api/list-partners";
import { PartnersTable } from "../components/partners-table";
import { useCanWritePartners } from "../components/use-can-write-partners";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import "../i18n";

/**
 * `/partnerek` (SPEC route `partners`): the client companies, searched on the server (`?search=` in
 * name, tax number, city and contact names, accents ignored) and filtered by status, sorted here by any
 * column; `.xlsx` export of what is listed, in that order; "Új partner" for projectManager. Search,
 * filter and sort live in the URL.
 */
export function PartnersPage() {
  const { t } = useTranslation("partners");
  useBreadcrumb([{ name: t("list.title"), url: "/partnerek" }]);
  const navigate = useNavigate();
  const canWrite = useCanWritePartners();
  const { params, setParams: updateParams, sortBy, sortParam, sortDirection } = useListParams();
  const search = params.get("q") ?? "";
  const activeFilter = readActiveFilter(params.get("active"));
  const parsedSort = partnerSortKeySchema.safeParse(sortParam);
  const sortKey: PartnerSortKey = parsedSort.success ? parsedSort.data : "name";
  const debouncedSearch = useDebouncedValue(search, 250);
  const [isExporting, setIsExporting] = useState(false);

  const partners = usePartners(debouncedSearch, activeFilter);
  const sorted = useMemo(
    () => sortPartners(partners.data ?? [], sortKey, sortDirection),
    [partners.data, sortKey, sortDirection],
  );

  const handleSort = (key: PartnerSortKey): void => sortBy(key, sortKey, sortDirection);
  const handleOpen = useCallback((id: number) => void navigate(`/partnerek/${id}`), [navigate]);

  const handleExport = async (): Promise<void> => {
    setIsExporting(true);
    try {
      const blob = await exportPartners({
        search: debouncedSearch,
        active: activeQueryValue(activeFilter),
        sort: sortKey,
        dir: sortDirection,
      });
      saveBlob(blob, t("list.exportFileName"));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsExporting(false);
    }
  };

  const hasFilter = debouncedSearch.trim() !== "" || activeFilter !== "all";

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("list.title")}</h1>
        {canWrite && (
          <Link to="/uj-partner" className="btn btn-primary">
            <Icon icon={biBuildingAdd} className="me-1" />
            {t("list.new")}
          </Link>
        )}
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleExport()}
          disabled={isExporting || sorted.length === 0}
          data-testid="partners-export"
        >
          {t("list.export")}
        </Button>
      </div>

      <div className="row g-2 mb-3" role="search">
        <div className="col-12 col-md-8">
          <label className="form-label" htmlFor="partners-search">
            {t("list.search")}
          </label>
          <input
            id="partners-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(event) => updateParams({ q: event.target.value || null })}
          />
        </div>
        <div className="col-12 col-md-4">
          <label className="form-label" htmlFor="partners-active">
            {t("list.activeFilter")}
          </label>
          <select
            id="partners-active"
            className="form-select"
            value={activeFilter}
            onChange={(event) =>
              updateParams({ active: event.target.value === "active" ? null : event.target.value })
            }
          >
            {ACTIVE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`list.${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <QueryState
        query={partners}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p className="text-body-secondary" role="status" data-testid="partners-empty">
            {hasFilter ? t("list.empty") : t("list.emptyAll")}
          </p>
        }
      >
        {() => (
          <>
            <p className="small text-body-secondary mb-2" role="status" data-testid="partners-count">
              {t("list.count", { count: sorted.length })}
            </p>
            <PartnersTable
              partners={sorted}
              sortKey={sortKey}
              sortDirection={sortDirection}
              onSort={handleSort}
              onOpen={handleOpen}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
