import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { formatDateTimeHu } from "../../employees/utils/format";
import { useLeaveHistory } from "../api/get-leave-details";
import { formatLeaveRange } from "./leave-format";
import "../i18n";

/**
 * The life of one request (`GET /api/leave/{id}/history`), oldest first: what happened ("Beküldve",
 * "Jóváhagyva (vezető)", "Visszaküldve módosításra" … as the server labels it), who did it, when, with
 * which note.
 */
export function LeaveHistoryModal({
  request,
  onClose,
}: {
  request: LeaveRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("leave");
  const history = useLeaveHistory(request?.id ?? null);
  return (
    <Modal show={request !== null} onHide={onClose} centered aria-labelledby="leave-history-title">
      <Modal.Header closeButton closeLabel={t("dialog.close")}>
        <Modal.Title id="leave-history-title" as="h2" className="h5">
          {t("history.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {request && (
          <p className="text-body-secondary">
            {request.typeName} · {formatLeaveRange(request)}
          </p>
        )}
        <QueryState query={history} isEmpty={(rows) => rows.length === 0} empty={t("history.empty")}>
          {(rows) => (
            <ol className="list-unstyled mb-0" data-testid="leave-history">
              {rows.map((entry, index) => (
                <li key={index} className="py-2 border-bottom">
                  <div className="fw-semibold">{entry.actionLabel}</div>
                  <div className="small text-body-secondary">
                    {[entry.actorName, formatDateTimeHu(entry.createdAt)].filter(Boolean).join(" · ")}
                  </div>
                  {entry.note && <div className="small text-break">{entry.note}</div>}
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </Modal.Body>
      <Modal.Footer>
        <Button color="secondary" onClick={onClose}>
          {t("dialog.close")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
