import { useState, type FormEvent } from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { useTranslation } from "react-i18next";
import type { Template, TemplateInput } from "@office/shared/questionnaires/templates.contract";
import { MAX_QUESTIONS } from "@office/shared/questionnaires/templates.contract";
import { Button } from "../../../components/ui/button";
import { isHttpError } from "../../../lib/http/http-error";
import { useUnsavedChangesGuard } from "../../employees/components/unsaved-changes-guard";
import { QuestionEditor } from "./question-editor";
import { jumpToNeighbour } from "./question-keyboard";
import { QuestionnaireForm } from "./questionnaire-form";
import { draftErrors, moveItem, newQuestion, toDraft, toInput, type TemplateDraft } from "./template-draft";

type TemplateEditorProps = {
  template?: Template;
  onSave: (input: TemplateInput) => Promise<Template>;
  onSaved: (t: Template) => void;
  /** Extra actions beside Save (e.g. delete). */
  actions?: React.ReactNode;
};

/**
 * The template editor (`/uj-kerdoiv-sablon`, `/kerdoiv-sablonok/{id}`): name, description and questions
 * (type, text, options, required), reordered by drag and drop (pointer, touch or keyboard, with Hungarian
 * screen-reader announcements) or the up/down buttons; a live preview of the fill form beside it. Checked
 * with the server's schema before saving; each save is a new version.
 */
export function TemplateEditor({ template, onSave, onSaved, actions }: TemplateEditorProps) {
  const { t } = useTranslation("questionnaires");
  const [draft, setDraft] = useState<TemplateDraft>(() => toDraft(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [liveMessage, setLiveMessage] = useState("");
  const guard = useUnsavedChangesGuard(isDirty && !busy);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpToNeighbour }),
  );
  const update = (next: TemplateDraft) => {
    setDraft(next);
    setIsDirty(true);
    if (Object.keys(errors).length > 0) setErrors(draftErrors(next));
  };
  const indexOf = (id: UniqueIdentifier | undefined) => draft.questions.findIndex((q) => q.key === id);
  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= draft.questions.length || from === to) return;
    update({ ...draft, questions: moveItem(draft.questions, from, to) });
    setLiveMessage(t("editor.moved", { n: from + 1, to: to + 1 }));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("editor.picked", { n: indexOf(active.id) + 1 }),
    onDragOver: ({ active, over }) =>
      over ? t("editor.over", { n: indexOf(active.id) + 1, to: indexOf(over.id) + 1 }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("editor.moved", { n: indexOf(active.id) + 1, to: indexOf(over.id) + 1 })
        : t("editor.cancelled"),
    onDragCancel: () => t("editor.cancelled"),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0 && from !== to)
      update({ ...draft, questions: moveItem(draft.questions, from, to) });
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = draftErrors(draft);
    setErrors(errs);
    if (Object.keys(errs).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(".template-editor .is-invalid")?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const saved = await onSave(toInput(draft));
      setIsDirty(false);
      guard.markClean();
      onSaved(saved);
    } catch (err) {
      if (isHttpError(err, 400)) setErrors(err.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const previewQuestions = draft.questions.map((q) => ({
    ...q,
    text: q.text || t("editor.noText"),
    options: q.options.map((o, i) => o || `${i + 1}.`),
  }));
  return (
    <div className="row g-4 template-editor">
      <div className="col-12 col-xl-7">
        <form noValidate onSubmit={(e) => void handleSubmit(e)}>
          <div className="card mb-3">
            <div className="card-body">
              <div className="mb-3">
                <label className="form-label" htmlFor="template-name">
                  {t("editor.name")}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  id="template-name"
                  className={`form-control${errors.name ? " is-invalid" : ""}`}
                  value={draft.name}
                  maxLength={200}
                  aria-required="true"
                  aria-describedby={errors.name ? "template-name-error" : undefined}
                  onChange={(e) => update({ ...draft, name: e.target.value })}
                />
                {errors.name && (
                  <div className="invalid-feedback" id="template-name-error">
                    {errors.name}
                  </div>
                )}
              </div>
              <div>
                <label className="form-label" htmlFor="template-description">
                  {t("editor.description")}
                </label>
                <textarea
                  id="template-description"
                  className="form-control"
                  rows={2}
                  maxLength={2000}
                  value={draft.description}
                  onChange={(e) => update({ ...draft, description: e.target.value })}
                />
              </div>
              <p className="form-text mb-0">{t("editor.versionNote")}</p>
            </div>
          </div>
          <h2 className="h5">{t("editor.questions")}</h2>
          {errors.questions && <p className="text-danger">{errors.questions}</p>}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={handleDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t("editor.instructions") },
            }}
          >
            <ol className="list-unstyled mb-2" aria-label={t("editor.questions")}>
              {draft.questions.map((q, i) => (
                <QuestionEditor
                  key={q.key}
                  question={q}
                  index={i}
                  count={draft.questions.length}
                  errors={errors}
                  onChange={(next) =>
                    update({ ...draft, questions: draft.questions.map((x) => (x.key === q.key ? next : x)) })
                  }
                  onRemove={() =>
                    update({ ...draft, questions: draft.questions.filter((x) => x.key !== q.key) })
                  }
                  onMove={(to) => move(i, to)}
                />
              ))}
            </ol>
          </DndContext>
          <div className="visually-hidden" aria-live="polite">
            {liveMessage}
          </div>
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button
              color="secondary"
              disabled={draft.questions.length >= MAX_QUESTIONS}
              onClick={() => update({ ...draft, questions: [...draft.questions, newQuestion()] })}
            >
              + {t("editor.addQuestion")}
            </Button>
            <Button type="submit" disabled={busy} className="ms-auto">
              {t("editor.save")}
            </Button>
            {actions}
          </div>
          {Object.keys(errors).length > 0 && (
            <p className="text-danger" role="alert">
              {t("editor.fixErrors")}
            </p>
          )}
        </form>
      </div>
      <div className="col-12 col-xl-5">
        <section className="card position-sticky" style={{ top: "1rem" }} aria-labelledby="template-preview">
          <div className="card-body">
            <h2 className="h5" id="template-preview">
              {t("editor.preview")}
            </h2>
            <p className="small text-body-secondary">{t("editor.previewHint")}</p>
            <h3 className="h6">{draft.name || t("newTemplate.title")}</h3>
            {draft.description && (
              <p className="small" style={{ whiteSpace: "pre-wrap" }}>
                {draft.description}
              </p>
            )}
            <QuestionnaireForm
              key={previewQuestions.map((q) => `${q.key}:${q.type}`).join("|")}
              questions={previewQuestions}
              idPrefix="preview"
            />
          </div>
        </section>
      </div>
      {guard.dialog}
    </div>
  );
}
