import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ASSET_STATUS_LABELS, type AssetStatus } from "@office/shared/assets/assets.contract";
import { formatHuf } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { Switch } from "../../../components/ui/switch";
import { useEmployeeAssets } from "../api/employee-assets";
import { formatOptionalDate } from "../utils/format";
import "../i18n";

const STATUS_BADGE: Readonly<Record<AssetStatus, string>> = {
  assigned: "text-bg-success",
  inStock: "text-bg-secondary",
  inRepair: "text-bg-warning",
  retired: "text-bg-dark",
  lost: "text-bg-danger",
};

/**
 * Eszközök (self, hr, assetManager): the assets the employee holds — inventory number, name, category,
 * serial number, value, since when, status — with a switch that adds the retired ones; total value of
 * the listed assets in the footer.
 */
export function AssetsTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const [showRetired, setShowRetired] = useState(false);
  const assets = useEmployeeAssets(employeeId, showRetired ? undefined : true);

  const table = (rows: NonNullable<typeof assets.data>) => {
    const total = rows.reduce((sum, a) => sum + (a.valueHuf ?? 0), 0);
    return (
      <div className="table-responsive">
        <table className="table table-sm align-middle" data-testid="assets-table">
          <thead>
            <tr>
              <th scope="col">{t("assets.inventoryNumber")}</th>
              <th scope="col">{t("assets.name")}</th>
              <th scope="col">{t("assets.category")}</th>
              <th scope="col">{t("assets.serialNumber")}</th>
              <th scope="col" className="text-end">
                {t("assets.value")}
              </th>
              <th scope="col">{t("assets.heldSince")}</th>
              <th scope="col">{t("assets.status")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((asset) => (
              <tr key={asset.id}>
                <td className="text-nowrap font-monospace">{asset.inventoryNumber}</td>
                <td>{asset.name}</td>
                <td>{asset.category}</td>
                <td className="font-monospace">{asset.serialNumber ?? "–"}</td>
                <td className="text-end text-nowrap">
                  {asset.valueHuf === null ? "–" : formatHuf(asset.valueHuf)}
                </td>
                <td className="text-nowrap">{formatOptionalDate(asset.heldSince)}</td>
                <td>
                  <span className={`badge ${STATUS_BADGE[asset.status]}`}>
                    {ASSET_STATUS_LABELS[asset.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t("assets.total", { count: rows.length })}
              </th>
              <td className="text-end text-nowrap fw-semibold">{formatHuf(total)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
    );
  };

  return (
    <>
      <div className="mb-3">
        <Switch
          id="assets-show-retired"
          label={t("assets.showRetired")}
          value={showRetired}
          onChange={setShowRetired}
        />
      </div>
      <QueryState query={assets} isEmpty={(rows) => rows.length === 0} empty={t("assets.empty")}>
        {table}
      </QueryState>
    </>
  );
}
