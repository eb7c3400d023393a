import { useState } from "react";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Asset, AssetHistoryEntry } from "@office/shared/assets/assets.contract";
import { currentHolderName, lastHolderName } from "@office/shared/assets/asset-holder";
import { formatHuf } from "@office/shared/hu/format";
import { NoPermission } from "../../../components/page/no-permission";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biArrowCounterclockwise, biPencil, biPrinter, biSend, biTrash } from "../../../components/ui/icons";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { formatDateTimeHu, formatOptionalDate } from "../../employees/utils/format";
import { useAsset, useAssetHistory, useCheckInAsset, useDeleteAsset, useUpdateAsset } from "../api/assets";
import { useHandovers } from "../api/handovers";
import { AssetForm, valuesOf } from "../components/asset-form";
import { AssetLabels } from "../components/asset-labels";
import { HandoverList } from "../components/handover-table";
import { AssetStatusBadge } from "../components/status-badge";
import { useCanManageAssets } from "../components/use-can-manage-assets";
import "../i18n";
import { AttachmentsPanel } from "../../attachments/components/attachments-panel";

/**
 * `/eszkozok/{id}` (SPEC route `asset`): the asset's data (edit, check-in, delete, handover, QR label for
 * asset managers), its history (every change) and its handover protocols. The holder sees their own.
 */
export function AssetPage() {
  const { t } = useTranslation("assets");
  const { id: idParam = "" } = useParams();
  const id = Number(idParam);
  const asset = useAsset(id);
  useBreadcrumb([
    { name: t("list.title"), url: "/eszkozok" },
    { name: asset.data?.inventoryNumber ?? t("detail.title"), url: `/eszkozok/${idParam}` },
  ]);
  if (isHttpError(asset.error, 403)) return <NoPermission heading={t("detail.title")} />;
  return (
    <QueryState query={asset}>
      {(a) => (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h1 className="h3 mb-0 me-auto">
              <span className="font-monospace">{a.inventoryNumber}</span> · {a.name}
            </h1>
            <AssetStatusBadge status={a.status} />
          </div>
          {a.pendingHandoverId !== null && (
            <div className="alert alert-info" role="status">
              {t("detail.pendingAlert", { id: a.pendingHandoverId })}
            </div>
          )}
          <Tabs defaultActiveKey="data" className="mb-3" mountOnEnter>
            <Tab eventKey="data" title={t("detail.data")}>
              <AssetData asset={a} />
            </Tab>
            <Tab eventKey="history" title={t("detail.history")}>
              <AssetHistory id={a.id} />
            </Tab>
            <Tab eventKey="handovers" title={t("detail.handovers")}>
              <AssetHandovers id={a.id} />
            </Tab>
          </Tabs>
        </>
      )}
    </QueryState>
  );
}

/**
 * The holder lines of the data panel: the holder and since when; a scrapped asset has none (it shows
 * "Selejtezve" and, when known, its last holder).
 */
function holderRows(a: Asset, t: (key: string) => string): [string, string][] {
  if (a.status === "retired") {
    return [
      [t("fields.holderId"), t("detail.noHolderRetired")],
      [t("fields.lastHolder"), lastHolderName(a) ?? "–"],
    ];
  }
  return [
    [t("fields.holderId"), currentHolderName(a) ?? t("handover.store")],
    [t("fields.heldSince"), formatOptionalDate(a.heldSince)],
  ];
}

function AssetData({ asset: a }: { asset: Asset }) {
  const { t } = useTranslation("assets");
  const navigate = useNavigate();
  const canManage = useCanManageAssets();
  const [isEditing, setIsEditing] = useState(false);
  const [isPrinting, setIsPrinting] = useState(false);
  const update = useUpdateAsset(a.id);
  const checkIn = useCheckInAsset(a.id);
  const remove = useDeleteAsset(a.id);
  if (isEditing) {
    return (
      <>
        <AssetForm
          defaultValues={valuesOf(a)}
          submitLabel={t("form.save")}
          onSubmit={(input) => update.mutateAsync(input)}
          onSaved={() => setIsEditing(false)}
        />
        <Button color="secondary" className="mt-2" onClick={() => setIsEditing(false)}>
          {t("detail.cancelEdit")}
        </Button>
      </>
    );
  }
  const rows: [string, string][] = [
    [t("fields.inventoryNumber"), a.inventoryNumber],
    [t("fields.name"), a.name],
    [t("fields.category"), a.category],
    [t("fields.serialNumber"), a.serialNumber ?? "–"],
    ...holderRows(a, t),
    [t("fields.location"), a.location ?? "–"],
    [t("fields.purchaseDate"), formatOptionalDate(a.purchaseDate)],
    [t("fields.valueHuf"), a.valueHuf === null ? "–" : formatHuf(a.valueHuf)],
    [t("fields.supplier"), a.supplier ?? "–"],
    [t("fields.warrantyExpiry"), formatOptionalDate(a.warrantyExpiry)],
    [t("fields.lastCountedAt"), a.lastCountedAt ? formatDateTimeHu(a.lastCountedAt) : t("detail.never")],
    [t("fields.note"), a.note ?? "–"],
  ];
  return (
    <>
      <dl className="row mb-3" data-testid="asset-data">
        {rows.map(([label, value]) => (
          <div key={label} className="col-md-6 d-flex">
            <dt className="col-5 fw-semibold">{label}</dt>
            <dd className="col-7 mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      {canManage && (
        <div className="d-flex flex-wrap gap-2">
          <Button icon={biPencil} onClick={() => setIsEditing(true)}>
            {t("detail.edit")}
          </Button>
          {a.status !== "retired" && a.status !== "lost" && a.pendingHandoverId === null && (
            <Button
              icon={biSend}
              color="info"
              onClick={() => void navigate("/eszkoz-atadas", { state: { assetIds: [a.id] } })}
            >
              {t("detail.handover")}
            </Button>
          )}
          {a.status !== "retired" &&
            a.status !== "lost" &&
            (a.holderId !== null || a.pendingHandoverId !== null) && (
              <Button
                color="warning"
                icon={biArrowCounterclockwise}
                disabled={checkIn.isPending}
                onClick={() => {
                  if (window.confirm(t("detail.checkInConfirm")))
                    checkIn.mutate({ location: null, note: null });
                }}
              >
                {t("detail.checkIn")}
              </Button>
            )}
          <Button color="secondary" icon={biPrinter} onClick={() => setIsPrinting(true)}>
            {t("detail.label")}
          </Button>
          <Button
            color="gray"
            icon={biTrash}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t("detail.deleteConfirm"))) {
                remove.mutate(undefined, { onSuccess: () => void navigate("/eszkozok") });
              }
            }}
          >
            {t("detail.delete")}
          </Button>
        </div>
      )}
      <AttachmentsPanel owner={{ type: "asset", id: a.id }} canEdit={canManage} />
      {isPrinting && <AssetLabels assets={[a]} onClose={() => setIsPrinting(false)} />}
    </>
  );
}

function AssetHistory({ id }: { id: number }) {
  const { t } = useTranslation("assets");
  const history = useAssetHistory(id);
  return (
    <QueryState query={history} isEmpty={(d) => d.length === 0} empty={t("detail.noHistory")}>
      {(rows: AssetHistoryEntry[]) => (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="asset-history">
            <thead>
              <tr>
                <th scope="col">{t("history.at")}</th>
                <th scope="col">{t("history.what")}</th>
                <th scope="col">{t("history.who")}</th>
                <th scope="col">{t("history.changes")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((h) => (
                <tr key={h.id}>
                  <td className="text-nowrap">{formatDateTimeHu(h.at)}</td>
                  <td>{t(`history.${h.action}`)}</td>
                  <td>{h.username ?? "–"}</td>
                  <td>
                    {h.changes.map((c) => (
                      <div key={c.field} className="small">
                        {t(`fields.${c.field}`, { defaultValue: c.field })}: {c.from ?? "–"} → {c.to ?? "–"}
                      </div>
                    ))}
                    {h.note && <div className="small text-body-secondary">{h.note}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}

function AssetHandovers({ id }: { id: number }) {
  const { t } = useTranslation("assets");
  const canManage = useCanManageAssets();
  const me = useAuthStore((s) => s.authUser.employeeId);
  const handovers = useHandovers(canManage ? "all" : "mine", id);
  return (
    <QueryState query={handovers} isEmpty={(d) => d.length === 0} empty={t("detail.noHandovers")}>
      {(rows) => <HandoverList handovers={rows} myEmployeeId={me} canManage={canManage} />}
    </QueryState>
  );
}
