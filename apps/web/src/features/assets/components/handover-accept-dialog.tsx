import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { AssetHandover } from "@office/shared/assets/asset-handovers.contract";
import { MT_180_CITATION, MT_180_PARAGRAPHS } from "@office/shared/hu/labour-code";
import { Button } from "../../../components/ui/button";
import { biCheckLg } from "../../../components/ui/icons";
import "../i18n";

/**
 * The conscious step of accepting a handover (issue 19 §4): the assets, the receiver's liability quoted
 * from Mt. 180. § (1)–(2), and a checkbox the receiver ticks before "Átveszem" is enabled.
 */
export function HandoverAcceptDialog({
  handover,
  isBusy,
  onConfirm,
  onCancel,
}: {
  handover: AssetHandover | null;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("assets");
  const [isAcknowledged, setIsAcknowledged] = useState(false);
  const close = () => {
    setIsAcknowledged(false);
    onCancel();
  };
  return (
    <Modal
      show={handover !== null}
      onHide={close}
      onExited={() => setIsAcknowledged(false)}
      centered
      size="lg"
      aria-labelledby="handover-accept-title"
      data-testid="handover-accept-dialog"
    >
      <Modal.Header closeButton closeLabel={t("handover.closeDialog")}>
        <Modal.Title id="handover-accept-title" as="h2" className="h5">
          {t("handover.acceptTitle", { id: handover?.id ?? "" })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">{t("handover.acceptIntro", { count: handover?.items.length ?? 0 })}</p>
        <ul className="small mb-3">
          {handover?.items.map((i) => (
            <li key={i.assetId}>
              <span className="font-monospace">{i.inventoryNumber}</span> · {i.name}
              {i.condition && <span className="text-body-secondary"> · {i.condition}</span>}
            </li>
          ))}
        </ul>
        <figure className="border-start border-4 ps-3 mb-3">
          <blockquote className="mb-1" lang="hu">
            {MT_180_PARAGRAPHS.map((p) => (
              <p key={p} className="small mb-2">
                {p}
              </p>
            ))}
          </blockquote>
          <figcaption className="small text-body-secondary">{MT_180_CITATION}</figcaption>
        </figure>
        <div className="form-check">
          <input
            className="form-check-input"
            type="checkbox"
            id="handover-accept-ack"
            checked={isAcknowledged}
            onChange={(e) => setIsAcknowledged(e.target.checked)}
          />
          <label className="form-check-label" htmlFor="handover-accept-ack">
            {t("handover.acceptAck")}
          </label>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button color="secondary" onClick={close} disabled={isBusy}>
          {t("handover.cancel")}
        </Button>
        <Button color="success" icon={biCheckLg} onClick={onConfirm} disabled={isBusy || !isAcknowledged}>
          {t("handover.acceptConfirm")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
