import { isValidIsoDate } from "../hu/iso-date.ts";
import type { AnswerValue } from "./questionnaires.contract.ts";
import type { QuestionDto } from "./templates.contract.ts";
import { LONG_TEXT_MAX, SCALE_MAX, SCALE_MIN, SHORT_TEXT_MAX } from "./template-limits.ts";

/** Message of a required question left empty. */
export const REQUIRED_ANSWER_MESSAGE = "Ez a kérdés kötelező.";

/** True when `value` counts as no answer (null, "", whitespace, an empty list). */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Checks one answer against its question (issue 11 §2): `shortText` ≤ 500 and `longText` ≤ 5000
 * characters, `single` one of the options, `multiple` distinct options, `scale` a whole number 1–5,
 * `yesNo` a boolean, `date` a real `YYYY-MM-DD`; an empty answer is refused only when `required`.
 * Returns the normalised value (trimmed text, null for empty) or a Hungarian error message.
 */
export function checkAnswer(
  question: QuestionDto,
  value: AnswerValue | undefined,
): { ok: true; value: AnswerValue } | { ok: false; message: string } {
  if (isEmptyAnswer(value)) {
    return question.required ? { ok: false, message: REQUIRED_ANSWER_MESSAGE } : { ok: true, value: null };
  }
  const fail = (message: string) => ({ ok: false as const, message });
  switch (question.type) {
    case "shortText":
    case "longText": {
      if (typeof value !== "string") return fail("Szöveges választ adj meg.");
      const max = question.type === "shortText" ? SHORT_TEXT_MAX : LONG_TEXT_MAX;
      const text = value.trim();
      if (text.length > max) return fail(`Legfeljebb ${max} karakter lehet.`);
      if (text.includes("\u0000")) return fail("A szöveg nem tartalmazhat vezérlő karaktert.");
      return { ok: true, value: text };
    }
    case "single":
      if (typeof value !== "string" || !question.options.includes(value))
        return fail("Válassz a felsorolt lehetőségek közül.");
      return { ok: true, value };
    case "multiple": {
      if (!Array.isArray(value) || value.some((v) => !question.options.includes(v)))
        return fail("Csak a felsorolt lehetőségek közül választhatsz.");
      if (new Set(value).size !== value.length) return fail("Egy lehetőséget csak egyszer jelölhetsz meg.");
      return { ok: true, value: question.options.filter((o) => value.includes(o)) };
    }
    case "scale":
      if (typeof value !== "number" || !Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX)
        return fail(`${SCALE_MIN} és ${SCALE_MAX} közötti egész számot válassz.`);
      return { ok: true, value };
    case "yesNo":
      if (typeof value !== "boolean") return fail("Igen vagy nem választ adj.");
      return { ok: true, value };
    case "date":
      if (typeof value !== "string" || !isValidIsoDate(value))
        return fail("Dátumot ÉÉÉÉ-HH-NN formában adj meg.");
      return { ok: true, value };
  }
}

/**
 * Checks a whole response against the questions: unknown or repeated question ids and every failing
 * answer are reported in `errors` keyed by question id (`_` for the response itself). Returns the
 * normalised answers of every question (null where not answered) when there are no errors.
 */
export function checkResponse(
  questions: readonly QuestionDto[],
  answers: readonly { questionId: string; value: AnswerValue }[],
): { errors: Record<string, string>; answers: { questionId: string; value: AnswerValue }[] } {
  const errors: Record<string, string> = {};
  const byId = new Map<string, AnswerValue>();
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionId)) errors[a.questionId] = "Ismeretlen kérdés.";
    else if (byId.has(a.questionId)) errors[a.questionId] = "Egy kérdésre csak egy válasz adható.";
    else byId.set(a.questionId, a.value);
  }
  const normalised = questions.map((q) => {
    const checked = checkAnswer(q, byId.get(q.id));
    if (!checked.ok) {
      errors[q.id] = checked.message;
      return { questionId: q.id, value: null };
    }
    return { questionId: q.id, value: checked.value };
  });
  return { errors, answers: normalised };
}
