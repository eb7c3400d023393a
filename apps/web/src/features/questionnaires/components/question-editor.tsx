import type { CSSProperties } from "react";
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import {
  CHOICE_TYPES,
  MAX_OPTIONS,
  questionTypeSchema,
  type QuestionType,
} from "@office/shared/questionnaires/templates.contract";
import { Switch } from "../../../components/ui/switch";
import type { DraftQuestion } from "./template-draft";

type QuestionEditorProps = {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (q: DraftQuestion) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
};

/**
 * One question in the template editor: a drag handle (pointer, touch or keyboard via dnd-kit), up/down
 * buttons, type, text, required switch and, for choice types, the options. The card is also the drop
 * target of other questions.
 */
export function QuestionEditor({
  question: q,
  index,
  count,
  errors,
  onChange,
  onRemove,
  onMove,
}: QuestionEditorProps) {
  const { t } = useTranslation("questionnaires");
  const drag = useDraggable({ id: q.key });
  const drop = useDroppable({ id: q.key });
  const base = `question-${q.key}`;
  const err = (field: string) => errors[`questions.${index}.${field}`];
  const style: CSSProperties = {
    transform: drag.transform ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` : undefined,
    zIndex: drag.isDragging ? 10 : undefined,
    position: "relative",
  };
  const setType = (type: QuestionType) =>
    onChange({
      ...q,
      type,
      options: CHOICE_TYPES.includes(type) ? (q.options.length >= 2 ? q.options : ["", ""]) : [],
    });
  const setOption = (i: number, value: string) =>
    onChange({ ...q, options: q.options.map((o, j) => (j === i ? value : o)) });
  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={style}
      className={`card mb-3${drop.isOver && !drag.isDragging ? " border-primary" : ""}${drag.isDragging ? " shadow" : ""}`}
      data-testid="question-editor"
    >
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-body"
            style={{ cursor: "grab", touchAction: "none" }}
            aria-label={t("editor.dragHandle", { n: index + 1 })}
            {...drag.attributes}
            {...drag.listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <h3 className="h6 mb-0 me-auto" id={`${base}-heading`}>
            {t("editor.questionNumber", { n: index + 1 })}
          </h3>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-body"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden">
              {t("editor.questionNumber", { n: index + 1 })}: {t("editor.moveUp")}
            </span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-body"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <span aria-hidden="true">↓</span>
            <span className="visually-hidden">
              {t("editor.questionNumber", { n: index + 1 })}: {t("editor.moveDown")}
            </span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-body"
            onClick={onRemove}
            disabled={count === 1}
          >
            {t("editor.remove")}
            <span className="visually-hidden"> ({t("editor.questionNumber", { n: index + 1 })})</span>
          </button>
        </div>
        <div className="row g-2">
          <div className="col-12 col-md-8">
            <label className="form-label small" htmlFor={`${base}-text`}>
              {t("editor.questionText")}
            </label>
            <input
              id={`${base}-text`}
              className={`form-control${err("text") ? " is-invalid" : ""}`}
              value={q.text}
              maxLength={500}
              aria-describedby={err("text") ? `${base}-text-error` : undefined}
              onChange={(e) => onChange({ ...q, text: e.target.value })}
            />
            {err("text") && (
              <div className="invalid-feedback" id={`${base}-text-error`}>
                {err("text")}
              </div>
            )}
          </div>
          <div className="col-12 col-md-4">
            <label className="form-label small" htmlFor={`${base}-type`}>
              {t("editor.type")}
            </label>
            <select
              id={`${base}-type`}
              className="form-select"
              value={q.type}
              onChange={(e) => setType(e.target.value as QuestionType)}
            >
              {questionTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`editor.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {CHOICE_TYPES.includes(q.type) && (
          <fieldset className="mt-2">
            <legend className="form-label small mb-1">{t("editor.options")}</legend>
            {q.options.map((o, i) => (
              <div className="input-group input-group-sm mb-1" key={i}>
                <input
                  className={`form-control${err("options") && !o.trim() ? " is-invalid" : ""}`}
                  value={o}
                  maxLength={200}
                  aria-label={t("editor.option", { n: i + 1 })}
                  onChange={(e) => setOption(i, e.target.value)}
                />
                <button
                  type="button"
                  className="btn btn-outline-secondary text-body"
                  disabled={q.options.length <= 2}
                  aria-label={t("editor.removeOption", { n: i + 1 })}
                  onClick={() => onChange({ ...q, options: q.options.filter((_, j) => j !== i) })}
                >
                  ×
                </button>
              </div>
            ))}
            {err("options") && <div className="invalid-feedback d-block">{err("options")}</div>}
            <button
              type="button"
              className="btn btn-link btn-sm px-0"
              disabled={q.options.length >= MAX_OPTIONS}
              onClick={() => onChange({ ...q, options: [...q.options, ""] })}
            >
              + {t("editor.addOption")}
            </button>
          </fieldset>
        )}
        <Switch
          className="mt-2"
          id={`${base}-required`}
          value={q.required}
          onChange={(required) => onChange({ ...q, required })}
          label={t("editor.required")}
        />
      </div>
    </li>
  );
}
