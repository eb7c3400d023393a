import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  EMPLOYEE_FILES_PER_UPLOAD,
  EMPLOYEE_FILE_MAX_BYTES,
  type EmployeeFile,
} from "@office/shared/employees/files.contract";
import { EMPLOYEE_UPLOAD_ACCEPT } from "@office/shared/employees/documents.contract";
import { Button } from "../../../components/ui/button";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadFile, useDeleteFile, useFiles, useUploadFiles } from "../api/files";
import { formatDateTimeHu, formatFileSize } from "../utils/format";
import { RowActions, UploadList } from "./upload-list";
import "../i18n";
import { biUpload } from "../../../components/ui/icons";
import { FileField } from "../../../components/ui/file-field";

type FilesTabProps = { employeeId: number; canManage: boolean };

/**
 * Fájlok: free-form files of the employee. hr uploads several at once (one multipart part per file, named
 * by its file name) and deletes; the employee and hr download (`POST …/files {name}`).
 */
export function FilesTab({ employeeId, canManage }: FilesTabProps) {
  const { t } = useTranslation("employees");
  const files = useFiles(employeeId);
  const remove = useDeleteFile(employeeId);

  const handleDownload = (file: EmployeeFile): void => {
    downloadFile(employeeId, file.name)
      .then((blob) => saveBlob(blob, file.name))
      .catch(() => undefined);
  };

  return (
    <UploadList
      list={files}
      emptyText={t("files.empty")}
      canManage={canManage}
      uploadForm={<FilesUploadForm employeeId={employeeId} />}
      deletion={{
        title: t("files.deleteTitle"),
        confirmLabel: t("files.delete"),
        body: (file) => t("files.deleteBody", { name: file.name }),
        isBusy: remove.isPending,
        onConfirm: (file, done) => remove.mutate(file.name, { onSettled: done }),
      }}
      renderTable={(items, askDelete) => (
        <table className="table table-sm align-middle" data-testid="files-table">
          <thead>
            <tr>
              <th scope="col">{t("files.name")}</th>
              <th scope="col">{t("files.size")}</th>
              <th scope="col">{t("files.uploaded")}</th>
              <th scope="col" className="text-end">
                {t("files.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((file) => (
              <tr key={file.name}>
                <td className="text-break fw-semibold">{file.name}</td>
                <td className="text-nowrap">{formatFileSize(file.size)}</td>
                <td className="small text-nowrap">{formatDateTimeHu(file.createdAt)}</td>
                <RowActions
                  downloadLabel={t("files.downloadLabel", { name: file.name })}
                  onDownload={() => handleDownload(file)}
                  {...(canManage
                    ? {
                        deleteLabel: t("files.deleteLabel", { name: file.name }),
                        onDelete: () => askDelete(file),
                      }
                    : {})}
                />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}

/** Checks a multi-file choice against the upload limits; the Hungarian message of the first problem. */
export function checkFileChoice(
  files: readonly Pick<File, "name" | "size">[],
  messages: { tooMany: string; tooLarge: (name: string) => string },
): string | null {
  if (files.length > EMPLOYEE_FILES_PER_UPLOAD) return messages.tooMany;
  const large = files.find((file) => file.size > EMPLOYEE_FILE_MAX_BYTES);
  return large ? messages.tooLarge(large.name) : null;
}

function FilesUploadForm({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const upload = useUploadFiles(employeeId);
  const [chosen, setChosen] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const maxSize = formatFileSize(EMPLOYEE_FILE_MAX_BYTES);

  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const files = Array.from(event.target.files ?? []);
    const problem = checkFileChoice(files, {
      tooMany: t("files.tooMany", { count: EMPLOYEE_FILES_PER_UPLOAD }),
      tooLarge: (name) => t("files.tooLarge", { name, size: maxSize }),
    });
    setError(problem);
    setChosen(problem ? [] : files);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (chosen.length === 0) return;
    try {
      await upload.mutateAsync(chosen);
      setChosen([]);
      setInputKey((key) => key + 1);
    } catch {
      // the HTTP layer showed the server's message
    }
  };

  return (
    <section className="card" aria-labelledby="files-upload-title">
      <div className="card-body">
        <h2 id="files-upload-title" className="h6 card-title mb-3">
          {t("files.uploadTitle")}
        </h2>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <div className="mb-3">
            <label className="form-label" htmlFor="employee-files-input">
              {t("files.fileInput", { count: EMPLOYEE_FILES_PER_UPLOAD, size: maxSize })}
            </label>
            <FileField
              key={inputKey}
              id="employee-files-input"
              multiple
              accept={EMPLOYEE_UPLOAD_ACCEPT}
              aria-invalid={Boolean(error)}
              aria-describedby="employee-files-hint"
              onChange={handleChange}
            />
            <div id="employee-files-hint" className="form-text">
              {t("files.hint")}
            </div>
            {error && <div className="invalid-feedback d-block">{error}</div>}
          </div>
          {chosen.length > 0 && (
            <ul className="small mb-3">
              {chosen.map((file) => (
                <li key={file.name}>
                  {file.name} ({formatFileSize(file.size)})
                </li>
              ))}
            </ul>
          )}
          <Button type="submit" icon={biUpload} disabled={chosen.length === 0 || upload.isPending}>
            {t("files.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
