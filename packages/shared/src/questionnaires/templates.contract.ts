import { z } from "zod";
import { textSchema } from "../http/common.contract.ts";
import { CHOICE_TYPES, MAX_OPTIONS, MAX_QUESTIONS, QUESTION_TYPES } from "./template-limits.ts";

/**
 * Questionnaire templates (issue 11 §2, DESIGN §7 `/uj-kerdoiv-sablon`, `/kerdoiv-sablonok/{id}`), managed
 * by `hr` (companyAdmin passes): `GET/POST /api/questionnaireTemplate`, `GET/PUT/DELETE
 * /api/questionnaireTemplate/{id}`. Every save is a new version; a sent questionnaire keeps the version it
 * was sent with, so later edits never change what people were asked.
 */

export {
  CHOICE_TYPES,
  LONG_TEXT_MAX,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_TYPES,
  SCALE_MAX,
  SCALE_MIN,
  SHORT_TEXT_MAX,
} from "./template-limits.ts";
export type { QuestionType } from "./template-limits.ts";
/** A question's type (see {@link QUESTION_TYPES}). */
export const questionTypeSchema = z.enum(QUESTION_TYPES);

const questionIdSchema = z
  .string({ error: "A kérdés azonosítója kötelező." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "A kérdés azonosítója 1–64 betű, szám, - vagy _ lehet.");

/** One question of a template. `options` only for `single`/`multiple` (ignored and dropped otherwise). */
export const questionInputSchema = z
  .object({
    id: questionIdSchema,
    type: questionTypeSchema,
    text: textSchema(500, { min: 1, minMessage: "A kérdés szövege kötelező." }),
    options: z
      .array(textSchema(200, { min: 1, minMessage: "A válaszlehetőség nem lehet üres." }))
      .max(MAX_OPTIONS, `Legfeljebb ${MAX_OPTIONS} válaszlehetőség adható meg.`)
      .optional(),
    required: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    if (!CHOICE_TYPES.includes(q.type)) return;
    const options = q.options ?? [];
    if (options.length < 2)
      ctx.addIssue({ code: "custom", path: ["options"], message: "Legalább két válaszlehetőséget adj meg." });
    if (new Set(options).size !== options.length)
      ctx.addIssue({ code: "custom", path: ["options"], message: "A válaszlehetőségek nem ismétlődhetnek." });
  })
  .transform((q) => (CHOICE_TYPES.includes(q.type) ? q : { ...q, options: undefined }));
export type Question = z.output<typeof questionInputSchema>;

/** `POST /api/questionnaireTemplate` and `PUT /api/questionnaireTemplate/{id}`. */
export const templateInputSchema = z
  .object({
    name: textSchema(200, { min: 1, minMessage: "A sablon neve kötelező." }),
    description: textSchema(2000).default(""),
    questions: z
      .array(questionInputSchema)
      .min(1, "Legalább egy kérdést adj meg.")
      .max(MAX_QUESTIONS, `Legfeljebb ${MAX_QUESTIONS} kérdés lehet egy sablonban.`),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "id"],
          message: "A kérdések azonosítója ismétlődik.",
        });
      seen.add(q.id);
    });
  });
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateInputParsed = z.output<typeof templateInputSchema>;

/** The question as the API answers it (options always an array, empty for non-choice types). */
export const questionDtoSchema = z.object({
  id: z.string(),
  type: questionTypeSchema,
  text: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type QuestionDto = z.infer<typeof questionDtoSchema>;

/** A row of `GET /api/questionnaireTemplate`. */
export const templateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  questionCount: z.number().int(),
  /** Questionnaires sent from any version of it. */
  sentCount: z.number().int(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** `GET /api/questionnaireTemplate/{id}`: the current version. */
export const templateSchema = templateSummarySchema.extend({ questions: z.array(questionDtoSchema) });
export type Template = z.infer<typeof templateSchema>;
