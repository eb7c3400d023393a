import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useListParams } from "../../../lib/url-state/use-list-params";
import {
  ASSET_CATEGORIES,
  ASSET_STATUS_LABELS,
  ASSET_STATUSES,
  assetStatusSchema,
  type Asset,
  type ListAssetsQuery,
} from "@office/shared/assets/assets.contract";
import { formatHuf } from "@office/shared/hu/format";
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
import { AssetStatusBadge } from "../components/status-badge";
import { useCanManageAssets } from "../components/use-can-manage-assets";
import { useDebouncedValue } from "../../../lib/url-state/use-debounced-value";
import "../i18n";

/** Rows rendered at once (the rest by narrowing the filters); the export always has every row. */
const MAX_ROWS = 500;

/**
 * `/eszkozok` (SPEC route `assets`): the register for asset managers (everyone else: the assets they
 * hold), filtered by search, category, status, holder and location (in the URL); `.xlsx` export of what is
 * listed; select rows → new handover protocol or printable QR labels. Links to `/eszkoz-atadas`, `/leltar`.
 */
export function AssetsPage() {
  const { t } = useTranslation("assets");
  useBreadcrumb([{ name: t("list.title"), url: "/eszkozok" }]);
  const navigate = useNavigate();
  const canManage = useCanManageAssets();
  const { params, setParams } = useListParams();
  const search = params.get("q") ?? "";
  const debouncedSearch = useDebouncedValue(search, 250);
  const status = assetStatusSchema.safeParse(params.get("status"));
  const holderId = Number(params.get("holder")) || undefined;
  const query: ListAssetsQuery = {
    ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
    ...(params.get("category") ? { category: params.get("category") ?? "" } : {}),
    ...(status.success ? { status: status.data } : {}),
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

  const updateParam = (key: string, value: string) => setParams({ [key]: value });
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
          value={status.success ? status.data : ""}
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
              {data.length > MAX_ROWS && ` · ${t("list.shown", { shown: MAX_ROWS, count: data.length })}`}
            </p>
            <AssetsTable
              rows={data.slice(0, MAX_ROWS)}
              canSelect={canManage}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
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

function AssetsTable({
  rows,
  canSelect,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: readonly Asset[];
  canSelect: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation("assets");
  return (
    <div className="table-responsive">
      <table className="table table-sm table-hover align-middle" data-testid="assets-list">
        <thead>
          <tr>
            {canSelect && (
              <th scope="col">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t("list.selectAll")}
                  checked={rows.length > 0 && rows.every((a) => selected.has(a.id))}
                  onChange={onToggleAll}
                />
              </th>
            )}
            <th scope="col">{t("fields.inventoryNumber")}</th>
            <th scope="col">{t("fields.name")}</th>
            <th scope="col">{t("fields.category")}</th>
            <th scope="col">{t("fields.holderId")}</th>
            <th scope="col">{t("fields.location")}</th>
            <th scope="col" className="text-end">
              {t("fields.valueHuf")}
            </th>
            <th scope="col">{t("fields.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              {canSelect && (
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t("list.select", { number: a.inventoryNumber })}
                    checked={selected.has(a.id)}
                    onChange={() => onToggle(a.id)}
                  />
                </td>
              )}
              <td className="text-nowrap font-monospace">
                <Link to={`/eszkozok/${a.id}`}>{a.inventoryNumber}</Link>
              </td>
              <td>{a.name}</td>
              <td>{a.category}</td>
              <td>{a.holderName ?? "–"}</td>
              <td>{a.location ?? "–"}</td>
              <td className="text-end text-nowrap">{a.valueHuf === null ? "–" : formatHuf(a.valueHuf)}</td>
              <td className="text-nowrap">
                <AssetStatusBadge status={a.status} />
                {a.pendingHandoverId !== null && (
                  <span className="badge text-bg-info ms-1" title={t("list.pending")}>
                    #{a.pendingHandoverId}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
