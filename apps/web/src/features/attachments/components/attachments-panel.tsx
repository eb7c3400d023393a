import { useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Attachment } from "@office/shared/attachments/attachment.contract";
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES } from "@office/shared/attachments/attachment-limits";
import { Button } from "../../../components/ui/button";
import { FileField } from "../../../components/ui/file-field";
import { biDownload, biTrash } from "../../../components/ui/icons";
import { ConfirmModal } from "../../employees/components/confirm-modal";
import { formatDateTimeHu, formatFileSize } from "../../employees/utils/format";
import { saveBlob } from "../../reports/utils/save-blob";
import {
  downloadAttachment,
  useAttachments,
  useDeleteAttachment,
  useUploadAttachment,
  type AttachmentOwner,
} from "../api/attachments";
import "../i18n";
import "./attachments.css";

type AttachmentsPanelProps = {
  /** The record: `{ type: "project" | "partner" | "car" | "asset" | "externalResource", id }`. */
  owner: AttachmentOwner;
  /** Whoever may edit the record: the upload control and the delete buttons (the server checks again). */
  canEdit: boolean;
};

/**
 * Csatolmányok (issue 23 §4): the record's files, newest first — name (a plain link to the file's signed,
 * short-lived download URL, so "open in new tab" works without the token), size
 * ("1,2 MB"), uploader and time ("2026. 11. 26. 14:05") — and, for editors, a drop zone with a
 * "Fájl kiválasztása" button (the file is uploaded as soon as it is chosen or dropped) and a delete
 * button with a confirmation. One list layout for desktop and phone (no table to scroll).
 */
export function AttachmentsPanel({ owner, canEdit }: AttachmentsPanelProps) {
  const { t } = useTranslation("attachments");
  const list = useAttachments(owner);
  const remove = useDeleteAttachment(owner);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);
  const titleId = `attachments-title-${owner.type}-${owner.id}`;

  const handleDownload = (attachment: Attachment): void => {
    downloadAttachment(owner, attachment.id)
      .then((blob) => saveBlob(blob, attachment.name))
      .catch(() => undefined); // the HTTP layer showed the server's message
  };

  return (
    <section className="mt-4 attachments-panel" aria-labelledby={titleId} data-testid="attachments">
      <h2 id={titleId} className="h5 mb-3 pb-1 border-bottom">
        {t("title")} {list.data && <span className="badge text-bg-secondary">{list.data.length}</span>}
      </h2>
      {list.isPending ? (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      ) : list.isError ? (
        <p role="alert">{t("common:loadError")}</p>
      ) : list.data.length === 0 ? (
        <p className="text-body-secondary">{t("empty")}</p>
      ) : (
        <ul
          className="attachments-list list-unstyled border rounded mb-3"
          aria-label={t("listLabel")}
          data-testid="attachments-list"
        >
          {list.data.map((attachment) => (
            <li key={attachment.id} className="attachments-item d-flex align-items-center gap-2 px-3 py-2">
              <div className="flex-grow-1 min-w-0">
                <a
                  href={attachment.downloadUrl}
                  download={attachment.name}
                  className="text-start text-break attachments-name"
                >
                  {attachment.name}
                </a>
                <div className="small text-body-secondary">
                  <span className="text-nowrap">{formatFileSize(attachment.size)}</span>
                  {" · "}
                  <span>{attachment.uploadedBy?.name ?? t("unknownUploader")}</span>
                  {" · "}
                  <span className="text-nowrap">{formatDateTimeHu(attachment.uploadedAt)}</span>
                </div>
              </div>
              <div className="text-nowrap">
                <Button
                  color="secondary"
                  className="btn-sm"
                  icon={biDownload}
                  onClick={() => handleDownload(attachment)}
                  aria-label={t("downloadLabel", { name: attachment.name })}
                />
                {canEdit && (
                  <Button
                    color="gray"
                    className="btn-sm ms-1"
                    icon={biTrash}
                    onClick={() => setToDelete(attachment)}
                    aria-label={t("deleteLabel", { name: attachment.name })}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canEdit && <UploadZone owner={owner} />}
      <ConfirmModal
        show={toDelete !== null}
        title={t("deleteTitle")}
        confirmLabel={t("delete")}
        isBusy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete !== null) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      >
        {toDelete !== null && t("deleteBody", { name: toDelete.name })}
      </ConfirmModal>
    </section>
  );
}

/** The drop zone with the "Fájl kiválasztása" button; uploads one file at once, checking the size first. */
function UploadZone({ owner }: { owner: AttachmentOwner }) {
  const { t } = useTranslation("attachments");
  const upload = useUploadAttachment(owner);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState("");
  const maxSize = formatFileSize(ATTACHMENT_MAX_BYTES);
  const errorId = `attachments-error-${owner.type}-${owner.id}`;

  const send = (file: File | undefined): void => {
    setError("");
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setError(t("tooLarge", { name: file.name, size: maxSize }));
      formRef.current?.reset();
      return;
    }
    upload.mutate(file, { onSettled: () => formRef.current?.reset() });
  };
  const onDrop = (event: DragEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) send(event.dataTransfer.files[0]);
  };

  return (
    <form
      ref={formRef}
      className={`attachments-drop rounded p-3${dragging ? " is-dragging" : ""}`}
      onSubmit={(event) => event.preventDefault()}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="attachments-upload"
    >
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-body-secondary">{dragging ? t("dropActive") : t("dropHint")}</span>
        <FileField
          accept={ATTACHMENT_ACCEPT}
          buttonLabel={t("choose")}
          aria-label={t("choose")}
          disabled={upload.isPending}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => send(event.target.files?.[0])}
        />
      </div>
      <div className="small text-body-secondary mt-2">{t("limits", { size: maxSize })}</div>
      {upload.isPending && upload.variables && (
        <div className="small mt-1" role="status">
          {t("uploading", { name: upload.variables.name })}
        </div>
      )}
      {error && (
        <div id={errorId} className="small text-danger mt-1" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}
