import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  EMPLOYEE_DOCUMENT_MAX_BYTES,
  EMPLOYEE_DOCUMENT_TYPES,
  EMPLOYEE_UPLOAD_ACCEPT,
  EMPLOYEE_UPLOAD_NAME_MAX,
  type EmployeeDocument,
  type EmployeeDocumentType,
} from "@office/shared/employees/documents.contract";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadDocument, useDeleteDocument, useDocuments, useUploadDocument } from "../api/documents";
import { formatDateTimeHu, formatFileSize, formatOptionalDate, todayIso } from "../utils/format";
import { RowActions, UploadList } from "./upload-list";
import "../i18n";
import { biUpload } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { FileField } from "../../../components/ui/file-field";

type DocumentsTabProps = { employeeId: number; canManage: boolean };

/** Dokumentumok: the employee's HR documents; hr uploads (name, type, valid until) and deletes. */
export function DocumentsTab({ employeeId, canManage }: DocumentsTabProps) {
  const { t } = useTranslation("employees");
  const documents = useDocuments(employeeId);
  const remove = useDeleteDocument(employeeId);
  const today = todayIso();

  const handleDownload = (document: EmployeeDocument): void => {
    downloadDocument(employeeId, document.id)
      .then((blob) => saveBlob(blob, document.fileName))
      .catch(() => undefined);
  };

  return (
    <UploadList
      list={documents}
      emptyText={t("documents.empty")}
      canManage={canManage}
      uploadForm={<DocumentUploadForm employeeId={employeeId} />}
      deletion={{
        title: t("documents.deleteTitle"),
        confirmLabel: t("documents.delete"),
        body: (document) => t("documents.deleteBody", { name: document.name }),
        isBusy: remove.isPending,
        onConfirm: (document, done) => remove.mutate(document.id, { onSettled: done }),
      }}
      renderTable={(items, askDelete) => (
        <table className="table table-sm align-middle" data-testid="documents-table">
          <thead>
            <tr>
              <th scope="col">{t("documents.name")}</th>
              <th scope="col">{t("documents.type")}</th>
              <th scope="col">{t("documents.validUntil")}</th>
              <th scope="col">{t("documents.size")}</th>
              <th scope="col">{t("documents.uploaded")}</th>
              <th scope="col" className="text-end">
                {t("documents.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((document) => {
              const isExpired = document.validUntil !== null && document.validUntil < today;
              return (
                <tr key={document.id}>
                  <td className="text-break">
                    <div className="fw-semibold">{document.name}</div>
                    {document.fileName !== document.name && (
                      <div className="small text-body-secondary">{document.fileName}</div>
                    )}
                  </td>
                  <td>{document.documentType}</td>
                  <td className={isExpired ? "text-danger-emphasis fw-semibold" : undefined}>
                    {formatOptionalDate(document.validUntil)}
                    {isExpired && ` (${t("documents.expired")})`}
                  </td>
                  <td className="text-nowrap">{formatFileSize(document.size)}</td>
                  <td className="small">
                    {formatDateTimeHu(document.createdAt)}
                    {document.uploadedByName && (
                      <div className="text-body-secondary">{document.uploadedByName}</div>
                    )}
                  </td>
                  <RowActions
                    downloadLabel={t("documents.downloadLabel", { name: document.name })}
                    onDownload={() => handleDownload(document)}
                    {...(canManage
                      ? {
                          deleteLabel: t("documents.deleteLabel", { name: document.name }),
                          onDelete: () => askDelete(document),
                        }
                      : {})}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    />
  );
}

type UploadValues = {
  files: FileList | null;
  name: string;
  documentType: EmployeeDocumentType;
  validUntil: string;
};

function DocumentUploadForm({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employees");
  const upload = useUploadDocument(employeeId);
  const maxSize = formatFileSize(EMPLOYEE_DOCUMENT_MAX_BYTES);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UploadValues>({
    defaultValues: { files: null, name: "", documentType: "egyéb", validUntil: "" },
  });

  const submit = async (values: UploadValues): Promise<void> => {
    const file = values.files?.[0];
    if (!file) return;
    try {
      await upload.mutateAsync({
        file,
        name: values.name,
        documentType: values.documentType,
        validUntil: values.validUntil,
      });
      reset();
    } catch {
      // the HTTP layer showed the server's message
    }
  };

  return (
    <section className="card" aria-labelledby="document-upload-title">
      <div className="card-body">
        <h2 id="document-upload-title" className="h6 card-title mb-3">
          {t("documents.uploadTitle")}
        </h2>
        <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
          <FormField label={t("documents.fileInput", { size: maxSize })} error={errors.files?.message}>
            {(field) => (
              <FileField
                {...field}
                accept={EMPLOYEE_UPLOAD_ACCEPT}
                {...register("files", {
                  validate: (files) => {
                    const file = files?.[0];
                    if (!file) return t("documents.fileRequired");
                    if (file.size > EMPLOYEE_DOCUMENT_MAX_BYTES)
                      return t("files.tooLarge", { name: file.name, size: maxSize });
                    return true;
                  },
                })}
              />
            )}
          </FormField>
          <FormField label={t("documents.name")} hint={t("documents.nameHint")} error={errors.name?.message}>
            {(field) => (
              <input
                {...field}
                type="text"
                {...register("name", {
                  maxLength: {
                    value: EMPLOYEE_UPLOAD_NAME_MAX,
                    message: t("documents.nameTooLong", { max: EMPLOYEE_UPLOAD_NAME_MAX }),
                  },
                })}
              />
            )}
          </FormField>
          <FormField label={t("documents.type")} controlClassName="form-select">
            {(field) => (
              <select {...field} {...register("documentType")}>
                {EMPLOYEE_DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t("documents.validUntil")}>
            {(field) => (
              <Controller
                control={control}
                name="validUntil"
                render={({ field: f }) => (
                  <DateField {...field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                )}
              />
            )}
          </FormField>
          <Button type="submit" icon={biUpload} disabled={isSubmitting}>
            {t("documents.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
