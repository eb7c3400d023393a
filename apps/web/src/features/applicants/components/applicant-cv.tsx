import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicantDetail } from "@office/shared/applicants/applicants.contract";
import { Button } from "../../../components/ui/button";
import { biDownload } from "../../../components/ui/icons";
import { FileField } from "../../../components/ui/file-field";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadCv, useUploadCv } from "../api/applicant-extras";
import "../i18n";

const sizeFormat = new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 1 });

/**
 * The CV card: upload (PDF or DOCX, checked by content on the server), download, and a preview of a
 * PDF in a new browser tab (the file is fetched with the session's token, then shown from a blob).
 */
export function ApplicantCv({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation("applicants");
  const upload = useUploadCv(applicant.id);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const fetchCv = async (then: (blob: Blob) => void) => {
    setBusy(true);
    try {
      then(await downloadCv(applicant.id));
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setBusy(false);
    }
  };
  const preview = () =>
    void fetchCv((blob) => {
      const url = URL.createObjectURL(new Blob([blob], { type: applicant.cvMime ?? "application/pdf" }));
      window.open(url, "_blank", "noopener");
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    });
  return (
    <section className="card mb-3" aria-labelledby="cv-title">
      <div className="card-header">
        <h2 id="cv-title" className="h6 mb-0">
          {t("detail.cv")}
        </h2>
      </div>
      <div className="card-body">
        {applicant.hasCv ? (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="applicant-cv">
            <span className="me-auto text-break">
              {applicant.cvFileName}
              {applicant.cvSize !== null && (
                <span className="text-body-secondary">
                  {" "}
                  ({sizeFormat.format(applicant.cvSize / 1024)} KB)
                </span>
              )}
            </span>
            {applicant.cvMime === "application/pdf" && (
              <Button color="secondary" disabled={busy} onClick={preview}>
                {t("detail.preview")}
              </Button>
            )}
            <Button
              color="success"
              icon={biDownload}
              disabled={busy}
              onClick={() => void fetchCv((blob) => saveBlob(blob, applicant.cvFileName ?? "oneletrajz"))}
            >
              {t("detail.download")}
            </Button>
          </div>
        ) : (
          <p className="text-body-secondary">{t("detail.noCv")}</p>
        )}
        {!applicant.anonymised && (
          <>
            <label className="form-label" htmlFor="cv-upload">
              {t("detail.uploadCv")}
            </label>
            <FileField
              id="cv-upload"
              ref={input}
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              data-testid="cv-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file)
                  upload.mutate(file, { onSettled: () => input.current && (input.current.value = "") });
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
