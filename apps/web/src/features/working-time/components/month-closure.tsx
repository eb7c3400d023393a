import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { MonthClosure } from "@office/shared/working-time/timesheet.contract";
import { Button } from "../../../components/ui/button";
import { biArrowCounterclockwise, biCheckLg } from "../../../components/ui/icons";
import { formatDateTimeHu } from "../../employees/utils/format";
import { useMonthClosure } from "../api/timesheet";
import "../i18n";

/**
 * The month's closed state (badge with who and when) and, for hr, "Hónap lezárása" / "Újranyitás"
 * behind a confirmation: a closed month's entries can no longer be changed; a month can be closed only
 * after it ended (the server answers 409 otherwise); reopening is audited.
 */
export function MonthClosureBar({
  month,
  closure,
  isHr,
  hasEnded,
}: {
  month: string;
  closure: MonthClosure | null;
  isHr: boolean;
  hasEnded: boolean;
}) {
  const { t } = useTranslation("working-time");
  const { close, reopen } = useMonthClosure();
  const [confirming, setConfirming] = useState<"close" | "reopen" | null>(null);
  const action = confirming === "close" ? close : reopen;

  const handleConfirm = (): void => {
    action.mutate(month, { onSettled: () => setConfirming(null) });
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      {closure ? (
        <span className="badge text-bg-secondary fs-6 fw-normal" data-testid="wt-closed-badge">
          {t("closure.closedBy", { name: closure.closedByName, date: formatDateTimeHu(closure.closedAt) })}
        </span>
      ) : (
        <span className="badge bg-body-tertiary text-body border fs-6 fw-normal">{t("closure.open")}</span>
      )}
      {isHr && !closure && (
        <Button
          icon={biCheckLg}
          disabled={!hasEnded}
          tooltip={hasEnded ? undefined : t("closure.notEnded")}
          onClick={() => setConfirming("close")}
        >
          {t("closure.close")}
        </Button>
      )}
      {isHr && closure && (
        <Button color="secondary" icon={biArrowCounterclockwise} onClick={() => setConfirming("reopen")}>
          {t("closure.reopen")}
        </Button>
      )}
      <Modal
        show={confirming !== null}
        onHide={() => setConfirming(null)}
        centered
        aria-labelledby="wt-closure-title"
      >
        <Modal.Header closeButton closeLabel={t("dialog.close")}>
          <Modal.Title id="wt-closure-title" as="h2" className="h5">
            {confirming === "close"
              ? t("closure.closeTitle", { month })
              : t("closure.reopenTitle", { month })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{confirming === "close" ? t("closure.closeText") : t("closure.reopenText")}</Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={() => setConfirming(null)}>
            {t("common:actions.cancel")}
          </Button>
          <Button
            color={confirming === "close" ? "primary" : "warning"}
            disabled={action.isPending}
            onClick={handleConfirm}
          >
            {confirming === "close" ? t("closure.closeConfirm") : t("closure.reopenConfirm")}
          </Button>
        </Modal.Footer>
      </Modal>
    </div>
  );
}
