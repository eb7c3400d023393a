import { useState, type ReactNode } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Button, type ButtonColor } from "../../../components/ui/button";
import "../i18n";

type NoteModalProps = {
  show: boolean;
  title: string;
  /** What the decision is about (who, which type, which days) and what follows from it. */
  children: ReactNode;
  label: string;
  hint?: string;
  /** When true an empty note is refused with `requiredMessage`. */
  isRequired: boolean;
  requiredMessage?: string;
  confirmLabel: string;
  confirmColor?: ButtonColor;
  isBusy: boolean;
  onCancel: () => void;
  /** The trimmed note (null when empty and not required). */
  onConfirm: (note: string | null) => void;
};

/**
 * A decision that carries a note (issue 22 §2): reject with a reason, return for a change, ask for or
 * refuse a cancellation. The note is required where the employee must learn why; at most 500 characters
 * (the contract's limit).
 */
export function NoteModal({
  show,
  title,
  children,
  label,
  hint,
  isRequired,
  requiredMessage,
  confirmLabel,
  confirmColor = "warning",
  isBusy,
  onCancel,
  onConfirm,
}: NoteModalProps) {
  const { t } = useTranslation("leave");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = (): void => {
    setNote("");
    setError(null);
    onCancel();
  };
  const submit = (): void => {
    const text = note.trim();
    if (text === "" && isRequired) {
      setError(requiredMessage ?? t("approvals.reasonRequired"));
      return;
    }
    if (text.length > 500) {
      setError(t("approvals.reasonTooLong"));
      return;
    }
    setNote("");
    setError(null);
    onConfirm(text === "" ? null : text);
  };
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="leave-note-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Modal.Header closeButton closeLabel={t("dialog.close")}>
          <Modal.Title id="leave-note-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          <label className="form-label" htmlFor="leave-note">
            {label}
          </label>
          <textarea
            id="leave-note"
            className={`form-control${error ? " is-invalid" : ""}`}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={hint ? "leave-note-hint" : undefined}
            required={isRequired}
          />
          {hint && (
            <div id="leave-note-hint" className="form-text">
              {hint}
            </div>
          )}
          {error && <div className="invalid-feedback d-block">{error}</div>}
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={close} disabled={isBusy}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" color={confirmColor} disabled={isBusy}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
