import { useTranslation } from "react-i18next";
import { APPLICANT_STAGE_LABELS, type ApplicantDetail } from "@office/shared/applicants/applicants.contract";
import { formatInstant } from "./format";
import "../i18n";

/** The applicant's stage changes, oldest first: from → to, the reason, who and when. */
export function ApplicantHistory({ applicant }: { applicant: ApplicantDetail }) {
  const { t } = useTranslation("applicants");
  return (
    <section className="card mb-3" aria-labelledby="history-title">
      <div className="card-header">
        <h2 id="history-title" className="h6 mb-0">
          {t("detail.history")}
        </h2>
      </div>
      <ol className="list-group list-group-flush" data-testid="applicant-history">
        {applicant.history.map((h) => (
          <li key={h.id} className="list-group-item">
            <div>
              {h.fromStage
                ? t("detail.historyLine", {
                    from: APPLICANT_STAGE_LABELS[h.fromStage],
                    to: APPLICANT_STAGE_LABELS[h.toStage],
                  })
                : t("detail.created", { to: APPLICANT_STAGE_LABELS[h.toStage] })}
            </div>
            {h.reason && <div className="small">{h.reason}</div>}
            <div className="small text-body-secondary">
              {t("detail.by", { who: h.userName ?? "–", at: formatInstant(h.at) })}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
