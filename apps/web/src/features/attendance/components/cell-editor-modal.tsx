import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import {
  ATTENDANCE_CODES,
  type AttendanceCode,
  type AttendanceCellInput,
  type AttendanceDay,
  type AttendanceRow,
} from "@office/shared/attendance/attendance.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import { ATTENDANCE_CODE_ORDER, cellText } from "./attendance-codes";
import "../i18n";
import { biArrowCounterclockwise, biSave } from "../../../components/ui/icons";

export type EditedCell = { row: AttendanceRow; day: AttendanceDay; dayIndex: number };

type CellEditorModalProps = {
  edited: EditedCell | null;
  isBusy: boolean;
  onSave: (input: AttendanceCellInput) => void;
  onClose: () => void;
};

/** hr: sets a cell's code (with an optional note) or clears it back to the derived value. */
export function CellEditorModal({ edited, isBusy, onSave, onClose }: CellEditorModalProps) {
  return (
    <Modal show={edited !== null} onHide={onClose} centered size="sm" aria-labelledby="cell-editor-title">
      {edited && (
        <CellEditorForm
          key={`${edited.row.employeeId}-${edited.day.date}`}
          edited={edited}
          isBusy={isBusy}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function CellEditorForm({
  edited,
  isBusy,
  onSave,
  onClose,
}: Omit<CellEditorModalProps, "edited"> & { edited: EditedCell }) {
  const { t } = useTranslation("attendance");
  const cell = edited.row.cells[edited.dayIndex];
  const [code, setCode] = useState<AttendanceCode>(cell?.code ?? "present");
  const [note, setNote] = useState(cell?.note ?? "");
  const base = { employeeId: edited.row.employeeId, day: edited.day.date };
  const current = cell?.code
    ? `${ATTENDANCE_CODES[cell.code].label} (${cellText(cell)})`
    : t("calendar.noCode");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ ...base, code, note: note.trim() || null });
      }}
      noValidate
    >
      <Modal.Header closeButton closeLabel={t("attendance:dialog.close")}>
        <Modal.Title id="cell-editor-title" as="h2" className="h5">
          {t("cell.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-1 fw-semibold">
          {t("cell.who", { name: edited.row.name, date: formatDateHu(edited.day.date) })}
        </p>
        {edited.day.name && <p className="small text-body-secondary mb-1">{edited.day.name}</p>}
        <p className="small text-body-secondary">{t("cell.current", { value: current })}</p>
        <label className="form-label" htmlFor="cell-code">
          {t("cell.code")}
        </label>
        <select
          id="cell-code"
          className="form-select mb-3"
          value={code}
          onChange={(event) => setCode(event.target.value as AttendanceCode)}
        >
          {ATTENDANCE_CODE_ORDER.map((option) => (
            <option key={option} value={option}>
              {ATTENDANCE_CODES[option].short} – {ATTENDANCE_CODES[option].label}
            </option>
          ))}
        </select>
        <label className="form-label" htmlFor="cell-note">
          {t("cell.note")}
        </label>
        <input
          id="cell-note"
          type="text"
          className="form-control"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="form-text mb-0">{t("cell.clearHint")}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button
          color="gray"
          icon={biArrowCounterclockwise}
          disabled={isBusy}
          onClick={() => onSave({ ...base, code: null, note: null })}
        >
          {t("cell.clear")}
        </Button>
        <Button color="secondary" onClick={onClose} disabled={isBusy}>
          {t("common:actions.cancel")}
        </Button>
        <Button type="submit" icon={biSave} disabled={isBusy}>
          {t("cell.save")}
        </Button>
      </Modal.Footer>
    </form>
  );
}
