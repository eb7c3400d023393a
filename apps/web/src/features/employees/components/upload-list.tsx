import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { ConfirmModal } from "./confirm-modal";
import "../i18n";
import { biDownload, biTrash } from "../../../components/ui/icons";

type UploadListProps<T> = {
  /** The list's query (loading, error and empty states are shown here). */
  list: UseQueryResult<T[]>;
  emptyText: string;
  /** hr: the upload form beside the list and the delete buttons. */
  canManage: boolean;
  uploadForm: ReactNode;
  /** The table of a non-empty list; `askDelete(item)` opens the delete confirmation. */
  renderTable: (items: T[], askDelete: (item: T) => void) => ReactNode;
  deletion: {
    title: string;
    confirmLabel: string;
    body: (item: T) => string;
    isBusy: boolean;
    /** Deletes `item`; call `done` when settled (the dialog closes then). */
    onConfirm: (item: T, done: () => void) => void;
  };
};

/**
 * The layout the Dokumentumok and Fájlok tabs share: the list (with its loading / error / empty text) and,
 * for hr, the upload form beside it, plus the delete confirmation.
 */
export function UploadList<T>({
  list,
  emptyText,
  canManage,
  uploadForm,
  renderTable,
  deletion,
}: UploadListProps<T>) {
  const { t } = useTranslation("employees");
  const [toDelete, setToDelete] = useState<T | null>(null);
  return (
    <div className="row g-3">
      <div className={canManage ? "col-12 col-xl-8" : "col-12"}>
        {list.isPending ? (
          <p className="text-body-secondary" role="status">
            {t("common:loading")}
          </p>
        ) : list.isError ? (
          <p role="alert">{t("common:loadError")}</p>
        ) : list.data.length === 0 ? (
          <p className="text-body-secondary">{emptyText}</p>
        ) : (
          <div className="table-responsive">{renderTable(list.data, setToDelete)}</div>
        )}
      </div>
      {canManage && <div className="col-12 col-xl-4">{uploadForm}</div>}
      <ConfirmModal
        show={toDelete !== null}
        title={deletion.title}
        confirmLabel={deletion.confirmLabel}
        isBusy={deletion.isBusy}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete !== null) deletion.onConfirm(toDelete, () => setToDelete(null));
        }}
      >
        {toDelete !== null && deletion.body(toDelete)}
      </ConfirmModal>
    </div>
  );
}

type RowActionsProps = {
  downloadLabel: string;
  onDownload: () => void;
  /** Shown only when given (hr). */
  deleteLabel?: string;
  onDelete?: () => void;
};

/** The download and (for hr) delete icon buttons at the end of a document or file row. */
export function RowActions({ downloadLabel, onDownload, deleteLabel, onDelete }: RowActionsProps) {
  return (
    <td className="text-end text-nowrap">
      <Button
        color="secondary"
        className="btn-sm"
        icon={biDownload}
        onClick={onDownload}
        aria-label={downloadLabel}
      />
      {onDelete && (
        <Button
          color="gray"
          className="btn-sm ms-1"
          icon={biTrash}
          onClick={onDelete}
          aria-label={deleteLabel}
        />
      )}
    </td>
  );
}
