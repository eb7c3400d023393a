import { useId, useState, type ChangeEvent } from "react";
import Modal from "react-bootstrap/Modal";
import { useTranslation } from "react-i18next";
import type { EmployeeImportResult } from "@office/shared/employees/employees-import.contract";
import {
  EMPLOYEE_IMPORT_ACCEPT,
  EMPLOYEE_IMPORT_MAX_BYTES,
} from "@office/shared/employees/employees-import-limits";
import { Button } from "../../../components/ui/button";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadImportTemplate, useCheckEmployeeImport, useImportEmployees } from "../api/import-employees";
import { formatFileSize } from "../utils/format";
import { ImportReport } from "./import-report";
import "../i18n";
import { biDownload, biUpload } from "../../../components/ui/icons";
import { FileField } from "../../../components/ui/file-field";

type ImportEmployeesDialogProps = { show: boolean; onClose: () => void };

/**
 * "Importálás" on /munkatarsak (hr): choose an `.xlsx` → it is checked at once (dry run) → the per-row
 * errors (Sor, Mező, Hiba) or what saving would do → "Importálás" saves it, enabled only for a file
 * without errors. Nothing is saved while any row is wrong (the server imports all or nothing).
 */
export function ImportEmployeesDialog({ show, onClose }: ImportEmployeesDialogProps) {
  const { t } = useTranslation("employees");
  const inputId = useId();
  const check = useCheckEmployeeImport();
  const save = useImportEmployees();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [report, setReport] = useState<EmployeeImportResult | null>(null);
  const isBusy = check.isPending || save.isPending;
  const canImport =
    file !== null && report !== null && report.errors.length === 0 && report.created + report.updated > 0;

  const reset = (): void => {
    setFile(null);
    setReport(null);
    setTooLarge(false);
    check.reset();
    save.reset();
  };

  const handleClose = (): void => {
    if (save.isPending) return;
    reset();
    onClose();
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const chosen = event.target.files?.[0] ?? null;
    setReport(null);
    setFile(chosen);
    setTooLarge(chosen !== null && chosen.size > EMPLOYEE_IMPORT_MAX_BYTES);
    if (!chosen || chosen.size > EMPLOYEE_IMPORT_MAX_BYTES) return;
    check.mutate(chosen, { onSuccess: setReport });
  };

  const handleImport = (): void => {
    if (!file || !canImport) return;
    save.mutate(file, {
      onSuccess: (result) => {
        if (!result.saved) {
          setReport(result);
          return;
        }
        reset();
        onClose();
      },
    });
  };

  const handleTemplate = (): void => {
    downloadImportTemplate()
      .then((blob) => saveBlob(blob, t("import.templateFileName")))
      .catch(() => undefined);
  };

  return (
    <Modal
      show={show}
      onHide={handleClose}
      size="lg"
      centered
      scrollable
      aria-labelledby="import-employees-title"
    >
      <Modal.Header closeButton closeLabel={t("dialog.close")}>
        <Modal.Title id="import-employees-title" as="h2" className="h5">
          {t("import.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t("import.intro")}</p>
        <p className="small text-body-secondary">{t("import.rules")}</p>
        <Button color="secondary" className="btn-sm mb-3" icon={biDownload} onClick={handleTemplate}>
          {t("import.template")}
        </Button>
        <div className="mb-3">
          <label className="form-label" htmlFor={inputId}>
            {t("import.file", { size: formatFileSize(EMPLOYEE_IMPORT_MAX_BYTES) })}
          </label>
          <FileField
            id={inputId}
            accept={EMPLOYEE_IMPORT_ACCEPT}
            onChange={handleFile}
            disabled={isBusy}
            aria-describedby={tooLarge ? `${inputId}-error` : undefined}
          />
          {tooLarge && (
            <div id={`${inputId}-error`} className="invalid-feedback d-block">
              {t("import.tooLarge", { size: formatFileSize(EMPLOYEE_IMPORT_MAX_BYTES) })}
            </div>
          )}
        </div>
        {check.isPending && (
          <p role="status" className="text-body-secondary">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t("import.checking")}
          </p>
        )}
        {save.isPending && (
          <p role="status" className="text-body-secondary">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t("import.saving")}
          </p>
        )}
        {report && !isBusy && <ImportReport report={report} />}
      </Modal.Body>
      <Modal.Footer>
        <Button color="secondary" onClick={handleClose} disabled={save.isPending}>
          {t("common:actions.cancel")}
        </Button>
        <Button icon={biUpload} onClick={handleImport} disabled={!canImport || isBusy}>
          {t("import.submit")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
