import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  APPLICANT_SOURCE_LABELS,
  APPLICANT_STAGE_LABELS,
  type ApplicantListItem,
} from "@office/shared/applicants/applicants.contract";
import { formatDay, formatInstantDay, stageBadgeClass } from "./format";
import "../i18n";

/** The applicants as a table: name (link), opening, stage, source, applied, mean score, erasure day. */
export function ApplicantsTable({ applicants }: { applicants: readonly ApplicantListItem[] }) {
  const { t } = useTranslation("applicants");
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle" data-testid="applicants-table">
        <thead>
          <tr>
            <th scope="col">{t("table.name")}</th>
            <th scope="col">{t("table.opening")}</th>
            <th scope="col">{t("table.stage")}</th>
            <th scope="col">{t("table.source")}</th>
            <th scope="col">{t("table.applied")}</th>
            <th scope="col" className="text-end">
              {t("table.score")}
            </th>
            <th scope="col">{t("table.retention")}</th>
          </tr>
        </thead>
        <tbody>
          {applicants.map((a) => (
            <tr key={a.id}>
              <td>
                <Link to={`/jelentkezok/${a.id}`}>{a.name}</Link>
                {a.email && <div className="small text-body-secondary">{a.email}</div>}
              </td>
              <td>{a.jobOpeningTitle}</td>
              <td>
                <span className={`badge ${stageBadgeClass(a.stage)}`}>{APPLICANT_STAGE_LABELS[a.stage]}</span>
                {a.rejectedInStage && (
                  <div className="small text-body-secondary">
                    {t("stage.rejectedIn", { stage: APPLICANT_STAGE_LABELS[a.rejectedInStage] })}
                  </div>
                )}
              </td>
              <td>{APPLICANT_SOURCE_LABELS[a.source]}</td>
              <td>{formatInstantDay(a.createdAt)}</td>
              <td className="text-end">{a.averageScore?.toLocaleString("hu-HU") ?? "–"}</td>
              <td>{formatDay(a.retentionUntil)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
