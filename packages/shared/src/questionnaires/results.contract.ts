import { z } from "zod";
import { questionTypeSchema } from "./templates.contract.ts";
import { answerValueSchema } from "./questionnaires.contract.ts";

/**
 * `GET /api/questionnaire/{id}/results` (the sender and hr only). Per question: counts per option for
 * `single`/`multiple`/`yesNo`/`scale` (with the average for `scale`), the text answers listed, the date
 * answers grouped by day; the response rate; a breakdown by department.
 *
 * Anonymity (issue 11 §2): for an anonymous questionnaire nothing is shown (`suppressed`) until at least
 * `ANONYMITY_MIN_GROUP` people answered; text answers are listed sorted (never in answer order); no
 * department group is smaller than `ANONYMITY_MIN_GROUP` (small groups are merged into "Egyéb", together
 * with the next smallest when needed, so no group can be worked out by subtraction); `respondents` is
 * only present for non-anonymous questionnaires.
 */

export const optionCountSchema = z.object({ option: z.string(), count: z.number().int() });
export type OptionCount = z.infer<typeof optionCountSchema>;

/** One department group of the breakdown (merged small groups are called "Egyéb"). */
export const departmentGroupSchema = z.object({
  department: z.string(),
  recipients: z.number().int(),
  responses: z.number().int(),
});
export type DepartmentGroup = z.infer<typeof departmentGroupSchema>;

export const questionResultSchema = z.object({
  id: z.string(),
  type: questionTypeSchema,
  text: z.string(),
  required: z.boolean(),
  /** How many responses answered this question. */
  answered: z.number().int(),
  /** Options in template order (yesNo: Igen/Nem; scale: 1–5) with their counts. */
  counts: z.array(optionCountSchema),
  /** Mean of a `scale` question (null for other types or without answers). */
  average: z.number().nullable(),
  /** Text answers (sorted alphabetically for anonymous questionnaires). */
  texts: z.array(z.string()),
  /** Date answers grouped by day, in date order. */
  dates: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** `scale` average per department group (same grouping rule as `departments`). */
  byDepartment: z.array(
    z.object({ department: z.string(), count: z.number().int(), average: z.number().nullable() }),
  ),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

/** Who answered what: only for non-anonymous questionnaires. */
export const respondentSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  submittedAt: z.string(),
  answers: z.array(z.object({ questionId: z.string(), value: answerValueSchema })),
});
export type Respondent = z.infer<typeof respondentSchema>;

export const questionnaireResultsSchema = z.object({
  questionnaireId: z.number().int(),
  title: z.string(),
  anonymous: z.boolean(),
  deadline: z.string(),
  recipients: z.number().int(),
  /** Responses counted in every figure below (anonymous ones only once written in a batch, issue 18 §2). */
  responses: z.number().int(),
  /** Answers given but not (yet) counted, see `questionnaireSummarySchema.pendingResponses`. */
  pendingResponses: z.number().int(),
  /** responses / recipients, 0–1 (0 without recipients). */
  responseRate: z.number(),
  /** True while an anonymous questionnaire has fewer than `ANONYMITY_MIN_GROUP` answers: no figures then. */
  suppressed: z.boolean(),
  /** Hungarian explanation when `suppressed` or when answers are not counted yet (`pendingResponses`). */
  notice: z.string().nullable(),
  departments: z.array(departmentGroupSchema),
  questions: z.array(questionResultSchema),
  respondents: z.array(respondentSchema).optional(),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResultsSchema>;
