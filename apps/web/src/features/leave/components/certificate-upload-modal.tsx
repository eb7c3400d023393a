import { useState } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { LeaveRequest } from "@office/shared/leave/leave.contract";
import { Button } from "../../../components/ui/button";
import { FileField } from "../../../components/ui/file-field";
import { FormField } from "../../../components/ui/form-field";
import { biUpload } from "../../../components/ui/icons";
import { useUploadLeaveCertificate } from "../api/leave-actions";
import { CERTIFICATE_ACCEPT } from "./certificate";
import { formatLeaveRange } from "./leave-format";
import "../i18n";

/**
 * Uploads (or replaces) the certificate of a request whose type requires one (`PUT
 * /api/leave/{id}/certificate`, PDF or image; the server checks the content and answers in Hungarian).
 */
export function CertificateUploadModal({
  request,
  onClose,
}: {
  request: LeaveRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("leave");
  const upload = useUploadLeaveCertificate();
  const [file, setFile] = useState<File | null>(null);
  const close = (): void => {
    setFile(null);
    onClose();
  };
  return (
    <Modal show={request !== null} onHide={close} centered aria-labelledby="leave-certificate-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (request && file) upload.mutate({ id: request.id, file }, { onSuccess: close });
        }}
      >
        <Modal.Header closeButton closeLabel={t("dialog.close")}>
          <Modal.Title id="leave-certificate-title" as="h2" className="h5">
            {t("mine.certificateTitle")}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {request && (
            <p>
              {request.typeName} · {formatLeaveRange(request)}
            </p>
          )}
          <FormField label={t("form.certificate")} hint={t("mine.certificateHint")} className="mb-0">
            {(field) => (
              <FileField
                {...field}
                accept={CERTIFICATE_ACCEPT}
                buttonLabel={t("form.certificateButton")}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <Button color="secondary" onClick={close} disabled={upload.isPending}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" icon={biUpload} disabled={!file || upload.isPending}>
            {t("mine.certificateUpload")}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
