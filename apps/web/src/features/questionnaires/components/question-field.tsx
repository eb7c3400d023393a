import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerValue } from "@office/shared/questionnaires/questionnaires.contract";
import type { QuestionDto } from "@office/shared/questionnaires/templates.contract";
import { SCALE_MAX, SCALE_MIN } from "@office/shared/questionnaires/template-limits";
import { DateField } from "../../../components/ui/date-field";

type QuestionFieldProps = {
  question: QuestionDto;
  index: number;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Prefix of element ids (the preview and the form may be on one page). */
  idPrefix?: string;
};

/**
 * One question of a questionnaire as a form control: text input / textarea, radio group (single, scale,
 * yesNo), checkboxes (multiple) or a date input. Groups are `fieldset`s with a `legend`; a required
 * question is marked with * and `aria-required`; the error is linked by `aria-describedby`.
 */
export function QuestionField({
  question: q,
  index,
  value,
  onChange,
  error,
  disabled,
  idPrefix = "q",
}: QuestionFieldProps) {
  const { t } = useTranslation("questionnaires");
  const uid = useId();
  const base = `${idPrefix}-${uid}-${q.id}`;
  const errorId = `${base}-error`;
  const invalid = error ? " is-invalid" : "";
  const describedBy = error ? errorId : undefined;
  const label = (
    <>
      {index + 1}. {q.text}
      {q.required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
      {q.required && <span className="visually-hidden"> ({t("fill.required")})</span>}
    </>
  );
  const errorLine = error ? (
    <div id={errorId} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;

  if (q.type === "shortText" || q.type === "longText" || q.type === "date") {
    const common = {
      id: base,
      className: `form-control${invalid}`,
      value: typeof value === "string" ? value : "",
      disabled,
      "aria-required": q.required,
      "aria-invalid": Boolean(error),
      "aria-describedby": describedBy,
    };
    return (
      <div className="mb-4" data-question={q.id}>
        <label className="form-label fw-semibold" htmlFor={base}>
          {label}
        </label>
        {q.type === "longText" ? (
          <textarea {...common} rows={4} maxLength={5000} onChange={(e) => onChange(e.target.value)} />
        ) : q.type === "date" ? (
          <DateField {...common} required={q.required} onChange={onChange} />
        ) : (
          <input {...common} type="text" maxLength={500} onChange={(e) => onChange(e.target.value)} />
        )}
        {errorLine}
      </div>
    );
  }

  const choices: { key: string; label: string; value: AnswerValue }[] =
    q.type === "yesNo"
      ? [
          { key: "yes", label: t("fill.yes"), value: true },
          { key: "no", label: t("fill.no"), value: false },
        ]
      : q.type === "scale"
        ? Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => ({
            key: String(SCALE_MIN + i),
            label: String(SCALE_MIN + i),
            value: SCALE_MIN + i,
          }))
        : q.options.map((o, i) => ({ key: String(i), label: o, value: o }));
  const isMultiple = q.type === "multiple";
  const selected = (v: AnswerValue) =>
    isMultiple ? Array.isArray(value) && typeof v === "string" && value.includes(v) : value === v;
  const toggle = (v: AnswerValue) => {
    if (!isMultiple || typeof v !== "string") return onChange(v);
    const list = Array.isArray(value) ? value : [];
    onChange(
      list.includes(v) ? list.filter((x) => x !== v) : q.options.filter((o) => o === v || list.includes(o)),
    );
  };
  return (
    <fieldset
      className="mb-4"
      data-question={q.id}
      aria-describedby={describedBy}
      aria-required={isMultiple ? undefined : q.required}
      role={isMultiple ? undefined : "radiogroup"}
    >
      <legend className="form-label fs-6 fw-semibold">{label}</legend>
      <div
        className={
          q.type === "scale" || q.type === "yesNo" ? "d-flex flex-wrap gap-3 align-items-center" : ""
        }
      >
        {q.type === "scale" && <span className="small text-body-secondary">{t("fill.scaleLow")}</span>}
        {choices.map((c) => (
          <div
            className={`form-check${q.type === "scale" || q.type === "yesNo" ? " form-check-inline me-0" : ""}`}
            key={c.key}
          >
            <input
              className={`form-check-input${invalid}`}
              type={isMultiple ? "checkbox" : "radio"}
              name={base}
              id={`${base}-${c.key}`}
              checked={selected(c.value)}
              disabled={disabled}
              onChange={() => toggle(c.value)}
            />
            <label className="form-check-label" htmlFor={`${base}-${c.key}`}>
              {c.label}
            </label>
          </div>
        ))}
        {q.type === "scale" && <span className="small text-body-secondary">{t("fill.scaleHigh")}</span>}
      </div>
      {errorLine}
    </fieldset>
  );
}
