import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/page/query-state";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useQuestionnaire, useSubmitResponse } from "../api/questionnaires";
import { QuestionnaireForm } from "./questionnaire-form";

/** `YYYY-MM-DD` → `2026. 12. 05.` */
export const huDate = (iso: string) => `${iso.replaceAll("-", ". ")}.`;

/**
 * `/kerdoivek?kitoltes={id}`: the fill form of a questionnaire sent to me, with its description, deadline
 * and the anonymity notice; after sending (or when already answered / closed / not mine) a message instead.
 */
export function FillView({ id }: { id: number }) {
  const { t } = useTranslation("questionnaires");
  const questionnaire = useQuestionnaire(id);
  const submit = useSubmitResponse(id);
  const [isDone, setIsDone] = useState(false);
  const title = questionnaire.data?.title ?? t("list.fill");
  useBreadcrumb([
    { name: t("list.title"), url: "/kerdoivek" },
    { name: title, url: `/kerdoivek?kitoltes=${id}` },
  ]);
  return (
    <div className="mx-auto" style={{ maxWidth: "48rem" }}>
      <h1 className="h3 mb-2">{title}</h1>
      <p>
        <Link to="/kerdoivek">{t("fill.back")}</Link>
      </p>
      <QueryState query={questionnaire}>
        {(q) => {
          const message = isDone
            ? t("fill.done")
            : q.answered
              ? t("fill.alreadyAnswered")
              : !q.isRecipient
                ? t("fill.notRecipient")
                : q.closed
                  ? t("fill.closed")
                  : null;
          return (
            <section className="card" aria-labelledby="fill-heading">
              <div className="card-body">
                <h2 className="h5 visually-hidden" id="fill-heading">
                  {q.title}
                </h2>
                {q.description && <p style={{ whiteSpace: "pre-wrap" }}>{q.description}</p>}
                <p className="small text-body-secondary">
                  {t("fill.deadline", { date: huDate(q.deadline) })}
                </p>
                <div
                  className={`alert ${q.anonymous ? "alert-success" : "alert-secondary"} py-2`}
                  data-testid="anonymity-notice"
                >
                  {q.anonymous ? t("fill.anonymousNotice") : t("fill.namedNotice")}
                </div>
                {message ? (
                  <div className="alert alert-info mb-0" role="status" data-testid="fill-message">
                    {message}
                  </div>
                ) : (
                  <QuestionnaireForm
                    questions={q.questions}
                    onSubmit={async (answers) => {
                      await submit.mutateAsync({ answers });
                      setIsDone(true);
                      window.scrollTo({ top: 0 });
                    }}
                  />
                )}
              </div>
            </section>
          );
        }}
      </QueryState>
    </div>
  );
}
