import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import type { ListAssetsQuery } from "@office/shared/assets/assets.contract";
import {
  ASSET_CATEGORIES,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  isAssetStatus,
} from "@office/shared/assets/asset-labels";
import { ListPager, pageCountOf, parsePage, LIST_PAGE_SIZE } from "../../../components/page/list-pager";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { Icon } from "../../../components/ui/icon";
import {
  biClipboardCheck,
  biFileEarmarkSpreadsheet,
  biPlusLg,
  biPrinter,
  biSend,
} from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../../reports/utils/save-blob";
import { useEmployees } from "../../employees/api/list-employees";
import { exportAssets, useAssets } from "../api/assets";
import { AssetLabels } from "../components/asset-labels";
import { AssetsTable } from "../components/assets-table";
import { useCanManageAssets } from "../components/use-can-manage-assets";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import "../i18n";

/**
 * `/eszkozok` (SPEC route `assets`): the register for asset managers (everyone else: the assets they
 * hold), filtered by search, category, status, holder and location (in the URL); 50 rows a page (`?oldal=`,
 * paged in the browser: `GET /api/asset` answers the whole filtered list, and the export, the selection and
 * the filters' options need it all); `.xlsx` export of what is listed; select rows → new handover protocol
 * or printable QR labels. Links to `/eszkoz-atadas`, `/leltar`.
 */
export function AssetsPage() {
  const { t } = useTranslation("assets");
  useBreadcrumb([{ name: t("list.title"), url: "/eszkozok" }]);
  const navigate = useNavigate();
  const canManage = useCanManageAssets();
  const { params, setParams } = useListParams();
  const search = params.get("q") ?? "";
  const debouncedSearch = useDebouncedValue(search, 250);
  const statusParam = params.get("status");
  const status = isAssetStatus(statusParam) ? statusParam : undefined;
  const holderId = Number(params.get("holder")) || undefined;
  const query: ListAssetsQuery = {
    ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
    ...(params.get("category") ? { category: params.get("category") ?? "" } : {}),
    ...(status ? { status } : {}),
    ...(holderId ? { holderId } : {}),
    ...(params.get("location") ? { location: params.get("location") ?? "" } : {}),
  };
  const assets = useAssets(query);
  const everything = useAssets({});
  const employees = useEmployees("active", canManage);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isExporting, setIsExporting] = useState(false);
  const [isPrinting, setIsPrinting] = useState(false);

  const locations = useMemo(
    () => [...new Set((everything.data ?? []).flatMap((a) => (a.location ? [a.location] : [])))].sort(),
    [everything.data],
  );
  const categories = useMemo(
    () => [...new Set([...ASSET_CATEGORIES, ...(everything.data ?? []).map((a) => a.category)])].sort(),
    [everything.data],
  );
  const rows = assets.data ?? [];
  const selectedAssets = rows.filter((a) => selected.has(a.id));

  const pageCount = pageCountOf(rows.length);
  const page = parsePage(params.get("oldal"), pageCount);
  const pageRows = rows.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);

  // A new filter starts again at the first page.
  const updateParam = (key: string, value: string) => setParams({ [key]: value, oldal: null });
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      rows.every((a) => current.has(a.id)) ? new Set() : new Set(rows.map((a) => a.id)),
    );

  const handleExport = async () => {
    setIsExporting(true);
    try {
      saveBlob(await exportAssets(query), t("list.exportFileName"));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{canManage ? t("list.title") : t("list.mineTitle")}</h1>
        <Link to="/eszkoz-atadas" className="btn btn-outline-primary">
          <Icon icon={biSend} className="me-1" />
          {t("list.toHandover")}
        </Link>
        {canManage && (
          <>
            <Link to="/leltar" className="btn btn-outline-primary">
              <Icon icon={biClipboardCheck} className="me-1" />
              {t("list.toInventory")}
            </Link>
            <Link to="/uj-eszkoz" className="btn btn-primary">
              <Icon icon={biPlusLg} className="me-1" />
              {t("list.new")}
            </Link>
          </>
        )}
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleExport()}
          disabled={isExporting || rows.length === 0}
          data-testid="assets-export"
        >
          {t("list.export")}
        </Button>
      </div>

      <div className="row g-2 mb-3" role="search">
        <div className="col-12 col-lg-4">
          <label className="form-label" htmlFor="assets-search">
            {t("list.search")}
          </label>
          <input
            id="assets-search"
            type="search"
            className="form-control"
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(e) => updateParam("q", e.target.value)}
          />
        </div>
        <Filter
          id="assets-category"
          label={t("fields.category")}
          value={params.get("category") ?? ""}
          onChange={(v) => updateParam("category", v)}
        >
          <option value="">{t("list.anyCategory")}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Filter>
        <Filter
          id="assets-status"
          label={t("fields.status")}
          value={status ?? ""}
          onChange={(v) => updateParam("status", v)}
        >
          <option value="">{t("list.anyStatus")}</option>
          {ASSET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ASSET_STATUS_LABELS[s]}
            </option>
          ))}
        </Filter>
        {canManage && (
          <Filter
            id="assets-holder"
            label={t("fields.holderId")}
            value={holderId ? String(holderId) : ""}
            onChange={(v) => updateParam("holder", v)}
          >
            <option value="">{t("list.anyHolder")}</option>
            {(employees.data ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </Filter>
        )}
        <Filter
          id="assets-location"
          label={t("fields.location")}
          value={params.get("location") ?? ""}
          onChange={(v) => updateParam("location", v)}
        >
          <option value="">{t("list.anyLocation")}</option>
          {locations.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </Filter>
      </div>

      {canManage && selected.size > 0 && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="assets-selection">
          <span className="small">{t("list.selected", { count: selectedAssets.length })}</span>
          <Button
            icon={biSend}
            onClick={() =>
              void navigate("/eszkoz-atadas", { state: { assetIds: selectedAssets.map((a) => a.id) } })
            }
            disabled={selectedAssets.length === 0}
          >
            {t("list.handover")}
          </Button>
          <Button
            color="secondary"
            icon={biPrinter}
            onClick={() => setIsPrinting(true)}
            disabled={selectedAssets.length === 0}
          >
            {t("list.labels")}
          </Button>
        </div>
      )}
      {isPrinting && <AssetLabels assets={selectedAssets} onClose={() => setIsPrinting(false)} />}

      <QueryState
        query={assets}
        isEmpty={(d) => d.length === 0}
        empty={
          <p className="text-body-secondary" role="status">
            {canManage ? t("list.empty") : t("list.emptyMine")}
          </p>
        }
      >
        {(data) => (
          <>
            <p className="small text-body-secondary mb-2" role="status" data-testid="assets-count">
              {t("list.count", { count: data.length })}
            </p>
            <AssetsTable
              rows={pageRows}
              canSelect={canManage}
              isAllSelected={data.length > 0 && data.every((a) => selected.has(a.id))}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
            />
            <ListPager
              page={page}
              total={data.length}
              onPage={(next) => setParams({ oldal: next === 1 ? null : String(next) })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

function Filter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="col-6 col-lg-2">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}
