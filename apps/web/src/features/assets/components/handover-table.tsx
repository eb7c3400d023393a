import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AssetHandover } from "@office/shared/assets/asset-handovers.contract";
import { Button } from "../../../components/ui/button";
import { biCheckLg, biDownload, biSend, biXLg } from "../../../components/ui/icons";
import { saveBlob } from "../../reports/utils/save-blob";
import { formatOptionalDate } from "../../employees/utils/format";
import { downloadHandoverPdf, useHandoverAction } from "../api/handovers";
import { HandoverAcceptDialog } from "./handover-accept-dialog";
import { HandoverStatusBadge } from "./status-badge";

/**
 * Protocols as cards: number, state, parties, date, the assets with condition; actions by role — the
 * receiver accepts after a confirmation quoting Mt. 180. § (issue 19 §4) or rejects with a reason; an asset manager
 * sends a draft; everyone who sees it downloads the PDF.
 */
export function HandoverList({
  handovers,
  myEmployeeId,
  canManage,
  onAccepted,
}: {
  handovers: readonly AssetHandover[];
  myEmployeeId: number;
  canManage: boolean;
  /** Called with the protocol once its acceptance succeeded (for the page's success message). */
  onAccepted?: (handover: AssetHandover) => void;
}) {
  return (
    <div className="d-flex flex-column gap-3">
      {handovers.map((h) => (
        <HandoverCard
          key={h.id}
          handover={h}
          isReceiver={h.toEmployeeId === myEmployeeId}
          canManage={canManage}
          onAccepted={onAccepted}
        />
      ))}
    </div>
  );
}

function HandoverCard({
  handover: h,
  isReceiver,
  canManage,
  onAccepted,
}: {
  handover: AssetHandover;
  isReceiver: boolean;
  canManage: boolean;
  onAccepted?: ((handover: AssetHandover) => void) | undefined;
}) {
  const { t } = useTranslation("assets");
  const action = useHandoverAction();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const run = (kind: "send" | "accept" | "reject") =>
    action.mutate({ id: h.id, action: kind, ...(kind === "reject" ? { reason } : {}) });
  const pdf = async () => {
    try {
      saveBlob(await downloadHandoverPdf(h.id), `atadas-atveteli-${h.id}.pdf`);
    } catch {
      // the HTTP layer showed the message
    }
  };
  return (
    <article className="card" data-testid={`handover-${h.id}`} aria-labelledby={`handover-${h.id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 className="h6 mb-0 me-auto" id={`handover-${h.id}-title`}>
            #{h.id} · {h.fromName ?? t("handover.store")} → {h.toName}
          </h3>
          <HandoverStatusBadge status={h.status} />
          <span className="small text-body-secondary">{formatOptionalDate(h.date)}</span>
        </div>
        <ul className="list-unstyled small mb-2">
          {h.items.map((i) => (
            <li key={i.assetId}>
              <span className="font-monospace">{i.inventoryNumber}</span> · {i.name}
              {i.serialNumber && <span className="text-body-secondary"> · S/N {i.serialNumber}</span>}
              {i.condition && <span className="text-body-secondary"> · {i.condition}</span>}
            </li>
          ))}
        </ul>
        {h.note && <p className="small mb-2">{h.note}</p>}
        {h.rejectReason && <p className="small text-danger-emphasis mb-2">{h.rejectReason}</p>}
        {isReceiver && h.status === "sent" && (
          <p className="small text-body-secondary mb-2">{t("handover.custody")}</p>
        )}
        <div className="d-flex flex-wrap gap-2">
          {isReceiver && h.status === "sent" && !isRejecting && (
            <>
              <Button
                color="success"
                icon={biCheckLg}
                onClick={() => setIsConfirming(true)}
                disabled={action.isPending}
              >
                {t("handover.accept")}
              </Button>
              <Button
                color="warning"
                icon={biXLg}
                onClick={() => setIsRejecting(true)}
                disabled={action.isPending}
              >
                {t("handover.reject")}
              </Button>
            </>
          )}
          {canManage && h.status === "draft" && (
            <Button icon={biSend} onClick={() => run("send")} disabled={action.isPending}>
              {t("handover.sendDraft")}
            </Button>
          )}
          <Button color="secondary" icon={biDownload} onClick={() => void pdf()}>
            {t("handover.pdf")}
          </Button>
        </div>
        <HandoverAcceptDialog
          handover={isConfirming ? h : null}
          isBusy={action.isPending}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() =>
            // mutateAsync, not mutate's callbacks: the accepted card leaves this list (unmounts) when the
            // lists refresh, and mutate's per-call callbacks do not run after an unmount
            void action
              .mutateAsync({ id: h.id, action: "accept" })
              .then((accepted) => {
                setIsConfirming(false);
                onAccepted?.(accepted);
              })
              .catch(() => undefined /* the HTTP layer showed the message */)
          }
        />
        {isRejecting && (
          <form
            className="mt-2 d-flex flex-wrap gap-2 align-items-end"
            onSubmit={(e) => {
              e.preventDefault();
              run("reject");
            }}
          >
            <div className="flex-grow-1">
              <label className="form-label small" htmlFor={`reject-${h.id}`}>
                {t("handover.rejectReason")}
              </label>
              <input
                id={`reject-${h.id}`}
                className="form-control"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
              />
            </div>
            <Button type="submit" color="warning" disabled={action.isPending || reason.trim() === ""}>
              {t("handover.rejectConfirm")}
            </Button>
            <Button color="secondary" onClick={() => setIsRejecting(false)}>
              {t("handover.cancel")}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
