import type { ReactNode } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import { Button, type ButtonColor } from "../../../components/ui/button";
import "../i18n";

type ConfirmModalProps = {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: ButtonColor;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before a destructive action (delete, deactivate). */
export function ConfirmModal({
  show,
  title,
  children,
  confirmLabel,
  confirmColor = "warning",
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-modal-title">
      <Modal.Header closeButton closeLabel={t("employees:dialog.close")}>
        <Modal.Title id="confirm-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button color="secondary" onClick={onCancel} disabled={isBusy}>
          {t("actions.cancel")}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
