import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import CloseButton from "react-bootstrap/CloseButton";
import type { AssetHandover } from "@office/shared/assets/asset-handovers.contract";
import { QueryState } from "../../../components/page/query-state";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useHandovers } from "../api/handovers";
import { HandoverForm } from "../components/handover-form";
import { HandoverList } from "../components/handover-table";
import { useCanManageAssets } from "../components/use-can-manage-assets";
import "../i18n";

/** The asset ids handed over by `/eszkozok` (router state `{ assetIds }`). */
function readAssetIds(state: unknown): number[] {
  const ids = (state as { assetIds?: unknown } | null)?.assetIds;
  return Array.isArray(ids) ? ids.filter((x): x is number => Number.isInteger(x) && x > 0) : [];
}

/**
 * `/eszkoz-atadas` (SPEC route `asset-handover`): "Nekem küldött" — the protocols sent to me, waiting for
 * my acceptance (a confirmation quoting Mt. 180. §, then a success message; or reject with a reason) —,
 * then asset managers' "Általam indított" (drawn up by me) or anyone else's own ones (given or received),
 * and for asset managers a new protocol, prefilled from the list's selection.
 */
export function AssetHandoverPage() {
  const { t } = useTranslation("assets");
  useBreadcrumb([
    { name: t("list.title"), url: "/eszkozok" },
    { name: t("handover.title"), url: "/eszkoz-atadas" },
  ]);
  const location = useLocation();
  const initialIds = useMemo(() => readAssetIds(location.state), [location.state]);
  const canManage = useCanManageAssets();
  const me = useAuthStore((s) => s.authUser.employeeId);
  const toAccept = useHandovers("toAccept");
  const sent = useHandovers(canManage ? "sent" : "mine");
  // the ones waiting for me are listed once, in the first section
  const notWaitingForMe = (h: AssetHandover) => !(h.status === "sent" && h.toEmployeeId === me);
  const [accepted, setAccepted] = useState<AssetHandover | null>(null);

  return (
    <>
      <h1 className="h3 mb-3">{t("handover.title")}</h1>
      <div role="status">
        {accepted && (
          <div className="alert alert-success d-flex align-items-start gap-2" data-testid="handover-accepted">
            <span className="me-auto">
              {t("handover.acceptedMessage", { id: accepted.id, count: accepted.items.length })}
            </span>
            <CloseButton aria-label={t("handover.dismiss")} onClick={() => setAccepted(null)} />
          </div>
        )}
      </div>
      <section className="mb-4" aria-labelledby="to-accept-title">
        <h2 className="h5" id="to-accept-title">
          {t("handover.toAccept")}
          {toAccept.data && toAccept.data.length > 0 && (
            <span className="badge text-bg-warning ms-2">
              {t("handover.waiting", { count: toAccept.data.length })}
            </span>
          )}
        </h2>
        <QueryState query={toAccept} isEmpty={(d) => d.length === 0} empty={t("handover.emptyToAccept")}>
          {(rows) => (
            <HandoverList handovers={rows} myEmployeeId={me} canManage={canManage} onAccepted={setAccepted} />
          )}
        </QueryState>
      </section>
      {canManage && (
        <section className="mb-4" aria-labelledby="new-handover-title">
          <h2 className="h5" id="new-handover-title">
            {t("handover.newTitle")}
          </h2>
          <div className="card">
            <div className="card-body">
              <HandoverForm initialAssetIds={initialIds} onCreated={() => void sent.refetch()} />
            </div>
          </div>
        </section>
      )}
      <section aria-labelledby="sent-title">
        <h2 className="h5" id="sent-title">
          {canManage ? t("handover.sent") : t("handover.mine")}
        </h2>
        {!canManage && <p className="small text-body-secondary">{t("handover.onlyOwn")}</p>}
        <QueryState
          query={sent}
          isEmpty={(d) => d.filter(notWaitingForMe).length === 0}
          empty={t("handover.emptySent")}
        >
          {(rows) => (
            <HandoverList handovers={rows.filter(notWaitingForMe)} myEmployeeId={me} canManage={canManage} />
          )}
        </QueryState>
      </section>
    </>
  );
}
