import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type {
  QuestionnaireBox,
  QuestionnaireSummary,
} from "@office/shared/questionnaires/questionnaires.contract";
import { huDate } from "./fill-view";
import { ResponsiveTable } from "../../../components/page/responsive-table";

/**
 * One box of questionnaires as a table: title (with the anonymous badge), deadline, sender, the caller's
 * status (to fill) or the responses (sent / all), and the action: fill, or open the results.
 */
export function QuestionnairesTable({
  rows,
  box,
}: {
  rows: readonly QuestionnaireSummary[];
  box: QuestionnaireBox;
}) {
  const { t } = useTranslation("questionnaires");
  const status = (q: QuestionnaireSummary) =>
    q.answered ? (
      <span className="badge text-bg-success">{t("list.status.answered")}</span>
    ) : q.closed ? (
      <span className="badge text-bg-secondary">{t("list.status.closed")}</span>
    ) : (
      <span className="badge text-bg-warning">{t("list.status.open")}</span>
    );
  return (
    <ResponsiveTable>
      <table className="table table-hover align-middle mb-0" data-testid={`questionnaires-${box}`}>
        <thead>
          <tr>
            <th scope="col">{t("list.columns.title")}</th>
            <th scope="col">{t("list.columns.deadline")}</th>
            <th scope="col">{box === "toFill" ? t("list.columns.sentBy") : t("list.columns.sentAt")}</th>
            <th scope="col">{box === "toFill" ? t("list.columns.status") : t("list.columns.responses")}</th>
            <th scope="col" className="text-end">
              {t("list.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((q) => (
            <tr key={q.id}>
              <td>
                {q.title}
                {q.anonymous && <span className="badge text-bg-info ms-2">{t("list.anonymous")}</span>}
              </td>
              <td>{huDate(q.deadline)}</td>
              <td>{box === "toFill" ? q.sentByName : new Date(q.sentAt).toLocaleDateString("hu-HU")}</td>
              <td>
                {box === "toFill"
                  ? status(q)
                  : q.pendingResponses > 0
                    ? t("list.responsesOfPending", {
                        responses: q.responses,
                        recipients: q.recipients,
                        pending: q.pendingResponses,
                      })
                    : t("list.responsesOf", { responses: q.responses, recipients: q.recipients })}
              </td>
              <td className="text-end text-nowrap">
                {q.isRecipient && !q.answered && !q.closed && (
                  <Link
                    className="btn btn-primary btn-sm"
                    to={`/kerdoivek?kitoltes=${q.id}`}
                    aria-label={`${t("list.fill")}: ${q.title}`}
                  >
                    {t("list.fill")}
                  </Link>
                )}
                {q.canSeeResults && (
                  <Link
                    className="btn btn-outline-primary btn-sm ms-2"
                    to={`/kerdoivek?eredmeny=${q.id}`}
                    aria-label={`${t("list.results")}: ${q.title}`}
                  >
                    {t("list.results")}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResponsiveTable>
  );
}
