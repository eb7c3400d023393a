import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import { checkResponse } from "@office/shared/questionnaires/answer-rules";
import { Button } from "../../../components/ui/button";
import { isHttpError } from "../../../lib/http/http-error";
import { QuestionField } from "./question-field";

type QuestionnaireFormProps = {
  questions: readonly QuestionDto[];
  /** Absent in the template preview: the submit button is then disabled. */
  onSubmit?: (answers: { questionId: string; value: AnswerValue }[]) => Promise<unknown>;
  disabled?: boolean;
  idPrefix?: string;
};

/**
 * The fill form of a questionnaire: one {@link QuestionField} per question, checked on submit with the
 * server's own rules (`checkResponse`, Hungarian messages under each question; the first invalid one
 * gets focus); server field errors (`answers.{questionId}`) are shown the same way.
 */
export function QuestionnaireForm({ questions, onSubmit, disabled, idPrefix }: QuestionnaireFormProps) {
  const { t } = useTranslation("questionnaires");
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const focusFirstError = (errs: Record<string, string>) => {
    const first = questions.find((q) => errs[q.id]);
    if (!first) return;
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>(
        `[data-question="${first.id}"] input, [data-question="${first.id}"] textarea`,
      );
      el?.focus();
    });
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!onSubmit) return;
    const answers = questions.map((q) => ({ questionId: q.id, value: values[q.id] ?? null }));
    const checked = checkResponse(questions, answers);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return focusFirstError(checked.errors);
    setBusy(true);
    try {
      await onSubmit(checked.answers);
    } catch (err) {
      if (isHttpError(err, 400)) {
        const fromServer = Object.fromEntries(
          Object.entries(err.fieldErrors).map(([k, v]) => [k.replace(/^answers\./, ""), v]),
        );
        setErrors(fromServer);
        focusFirstError(fromServer);
      }
    } finally {
      setBusy(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} aria-busy={busy}>
      {questions.some((q) => q.required) && (
        <p className="small text-body-secondary">{t("fill.requiredLegend")}</p>
      )}
      {questions.map((q, i) => (
        <QuestionField
          key={q.id}
          question={q}
          index={i}
          value={values[q.id] ?? null}
          error={errors[q.id]}
          disabled={disabled || busy}
          idPrefix={idPrefix}
          onChange={(v) => {
            setValues((prev) => ({ ...prev, [q.id]: v }));
            if (errors[q.id]) setErrors(({ [q.id]: _dropped, ...rest }) => rest);
          }}
        />
      ))}
      {hasErrors && (
        <p className="text-danger" role="alert">
          {t("fill.fixErrors")}
        </p>
      )}
      <Button type="submit" disabled={!onSubmit || disabled || busy}>
        {busy ? t("fill.submitting") : t("fill.submit")}
      </Button>
    </form>
  );
}
