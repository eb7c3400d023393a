import type {
  QuestionDto,
  QuestionType,
  Template,
  TemplateInput,
} from "@office/shared/questionnaires/templates.contract";
import { CHOICE_TYPES, templateInputSchema } from "@office/shared/questionnaires/templates.contract";

/** A question while edited: `key` is stable for React and drag and drop, `id` is what gets saved. */
export type DraftQuestion = QuestionDto & { key: string };
export type TemplateDraft = { name: string; description: string; questions: DraftQuestion[] };

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A new empty question of `type` (choice types start with two empty options). */
export function newQuestion(type: QuestionType = "single"): DraftQuestion {
  const key = newKey();
  return {
    key,
    id: `q-${key}`,
    type,
    text: "",
    options: CHOICE_TYPES.includes(type) ? ["", ""] : [],
    required: false,
  };
}

/** The draft of a stored template, or of a new one (one empty question). */
export function toDraft(template?: Template): TemplateDraft {
  return {
    name: template?.name ?? "",
    description: template?.description ?? "",
    questions: template ? template.questions.map((q) => ({ ...q, key: q.id })) : [newQuestion("scale")],
  };
}

/** What `POST/PUT /api/questionnaireTemplate` gets: options only for choice types. */
export function toInput(draft: TemplateDraft): TemplateInput {
  return {
    name: draft.name,
    description: draft.description,
    questions: draft.questions.map(({ key: _key, ...q }) => ({
      ...q,
      options: CHOICE_TYPES.includes(q.type) ? q.options : undefined,
    })),
  };
}

/** Field errors of the draft by the server's own schema (keys like `name`, `questions.2.options`). */
export function draftErrors(draft: TemplateDraft): Record<string, string> {
  const parsed = templateInputSchema.safeParse(toInput(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.slice(0, 3).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
