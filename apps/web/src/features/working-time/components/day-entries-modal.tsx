import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { Button } from "../../../components/ui/button";
import { biPencil, biPlusLg } from "../../../components/ui/icons";
import { formatDuration, formatShortDate } from "../utils/time-format";
import type { GridRow } from "./week-grid";
import "../i18n";

type DayEntriesModalProps = {
  opened: { row: GridRow; day: TimeDay; entries: TimeEntry[] } | null;
  onClose: () => void;
  onEdit: (entry: TimeEntry) => void;
  onAdd: (date: string, projectId: number | null) => void;
};

/** The entries of one grid cell (a project on a day) when there are several, each with an edit button. */
export function DayEntriesModal({ opened, onClose, onEdit, onAdd }: DayEntriesModalProps) {
  const { t } = useTranslation("working-time");
  return (
    <Modal show={opened !== null} onHide={onClose} centered aria-labelledby="wt-day-entries-title">
      <Modal.Header closeButton closeLabel={t("dialog.close")}>
        <Modal.Title id="wt-day-entries-title" as="h2" className="h5">
          {opened ? `${opened.row.label} – ${formatShortDate(opened.day.date)}` : ""}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="list-unstyled mb-0">
          {opened?.entries.map((entry) => (
            <li key={entry.id} className="d-flex align-items-center gap-2 py-2 border-bottom">
              <div className="me-auto">
                <div className="fw-semibold">
                  {entry.start}–{entry.end ?? "…"} · {formatDuration(entry.workedMinutes)}
                </div>
                <div className="small text-body-secondary">
                  {t("entry.breakShort", { minutes: entry.breakMinutes })}
                  {entry.kind === "standby" ? ` · ${t("entry.kindStandby")}` : ""}
                  {entry.note ? ` · ${entry.note}` : ""}
                  {entry.corrected ? ` · ${t("entry.corrected")}` : ""}
                </div>
              </div>
              <Button color="secondary" className="btn-sm" icon={biPencil} onClick={() => onEdit(entry)}>
                {opened.day.closed ? t("entry.view") : t("entry.edit")}
              </Button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      {opened && !opened.day.closed && (
        <Modal.Footer>
          <Button icon={biPlusLg} onClick={() => onAdd(opened.day.date, opened.row.projectId)}>
            {t("entry.new")}
          </Button>
        </Modal.Footer>
      )}
    </Modal>
  );
}
