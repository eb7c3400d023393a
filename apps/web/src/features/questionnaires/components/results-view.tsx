import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { downloadResults, useQuestionnaire, useQuestionnaireResults } from "../api/questionnaires";
import { huDate } from "./fill-view";
import { QuestionResultCard } from "./question-result-card";
import { QuestionnaireSettings } from "./questionnaire-settings";

const percent = (rate: number) =>
  rate.toLocaleString("hu-HU", { style: "percent", maximumFractionDigits: 0 });

function answerText(value: AnswerValue, yes: string, no: string): string {
  if (value === null) return "–";
  if (typeof value === "boolean") return value ? yes : no;
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return huDate(value);
  return String(value);
}

/**
 * `/kerdoivek?eredmeny={id}`: the results of one questionnaire for its sender and hr — response rate,
 * per-department rates, a card per question with its chart, the `.xlsx` download; for non-anonymous ones
 * also who answered what. An anonymous one under 3 answers shows only the notice.
 */
export function ResultsView({ id }: { id: number }) {
  const { t } = useTranslation("questionnaires");
  const results = useQuestionnaireResults(id);
  const questionnaire = useQuestionnaire(id);
  const title = results.data?.title ?? t("results.title");
  useBreadcrumb([
    { name: t("list.title"), url: "/kerdoivek" },
    { name: title, url: `/kerdoivek?eredmeny=${id}` },
  ]);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">
          {title} <span className="fs-6 text-body-secondary">– {t("results.title")}</span>
        </h1>
        <Link to="/kerdoivek?tab=sent" className="btn btn-outline-secondary btn-sm text-body">
          {t("results.back")}
        </Link>
        <Button color="secondary" className="btn-sm" onClick={() => void downloadResults(id)}>
          {t("results.download")}
        </Button>
      </div>
      <QueryState query={results}>
        {(r) => (
          <>
            <section className="card mb-3" aria-labelledby="rate-heading">
              <div className="card-body">
                <h2 className="h5" id="rate-heading">
                  {t("results.rate")}
                </h2>
                <p className="mb-2" data-testid="response-rate">
                  {t("results.rateValue", {
                    responses: r.responses,
                    recipients: r.recipients,
                    percent: percent(r.responseRate),
                  })}
                </p>
                <div
                  className="progress mb-2"
                  role="progressbar"
                  aria-label={t("results.rate")}
                  aria-valuenow={Math.round(r.responseRate * 100)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div className="progress-bar" style={{ width: `${r.responseRate * 100}%` }} />
                </div>
                {r.anonymous && <p className="small text-body-secondary mb-0">{t("results.anonymous")}</p>}
                {questionnaire.data && (
                  <QuestionnaireSettings
                    key={`${questionnaire.data.deadline}-${questionnaire.data.anonymous}-${questionnaire.data.responses}-${questionnaire.data.pendingResponses}`}
                    questionnaire={questionnaire.data}
                  />
                )}
                {r.notice && (
                  <div className="alert alert-info mt-3 mb-0" role="status" data-testid="results-notice">
                    {r.notice}
                  </div>
                )}
                {r.departments.length > 0 && (
                  <table className="table table-sm mt-3 mb-0 w-auto caption-top">
                    <caption>{t("results.departments")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("results.department")}</th>
                        <th scope="col" className="text-end">
                          {t("results.recipients")}
                        </th>
                        <th scope="col" className="text-end">
                          {t("results.responses")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.departments.map((d) => (
                        <tr key={d.department}>
                          <td>{d.department || t("results.noDepartment")}</td>
                          <td className="text-end">{d.recipients}</td>
                          <td className="text-end">{d.responses}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            </section>
            {r.questions.map((q, i) => (
              <QuestionResultCard key={q.id} result={q} index={i} />
            ))}
            {r.respondents && r.respondents.length > 0 && (
              <section className="card mb-3" aria-labelledby="respondents-heading">
                <div className="card-body">
                  <h2 className="h5" id="respondents-heading">
                    {t("results.respondents")}
                  </h2>
                  <div className="table-responsive">
                    <table className="table table-sm table-striped mb-0">
                      <thead>
                        <tr>
                          <th scope="col">{t("results.respondent")}</th>
                          <th scope="col">{t("results.submittedAt")}</th>
                          {(questionnaire.data?.questions ?? []).map((q) => (
                            <th scope="col" key={q.id}>
                              {q.text}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {r.respondents.map((p) => (
                          <tr key={p.employeeId}>
                            <td>{p.name}</td>
                            <td>{new Date(p.submittedAt).toLocaleString("hu-HU")}</td>
                            {(questionnaire.data?.questions ?? []).map((q) => (
                              <td key={q.id}>
                                {answerText(
                                  p.answers.find((a) => a.questionId === q.id)?.value ?? null,
                                  t("fill.yes"),
                                  t("fill.no"),
                                )}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              </section>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
