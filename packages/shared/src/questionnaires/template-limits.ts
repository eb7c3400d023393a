/**
 * A questionnaire template's question types and limits, without zod: the questionnaire page (`/kerdoivek`,
 * a phone page) checks answers with them on its first render (answer-rules.ts), so this module keeps the
 * schema library off that path (issue 19 §6). `templates.contract.ts` builds its enum from these and
 * re-exports them.
 */

/** Question types (issue 11 §2). `scale` is 1–5 (DESIGN §7), `yesNo` a boolean, `date` a `YYYY-MM-DD`. */
export const QUESTION_TYPES = [
  "shortText",
  "longText",
  "single",
  "multiple",
  "scale",
  "yesNo",
  "date",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types whose question carries `options` (at least two, unique). */
export const CHOICE_TYPES: readonly QuestionType[] = ["single", "multiple"];
/** Lowest and highest value of a `scale` answer. */
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;
/** Most questions in one template; most options of one question. */
export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 20;
/** Longest answer of a `shortText` / `longText` question, characters. */
export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;
