import { z } from "zod";
import { idSchema, isoDateSchema, textSchema } from "../http/common.contract.ts";
import { questionDtoSchema } from "./templates.contract.ts";

/**
 * Sent questionnaires (issue 11 §2): `GET/POST /api/questionnaire`, `GET/PUT /api/questionnaire/{id}`,
 * `POST /api/questionnaire/{id}/response`, `GET /api/questionnaire/{id}/results`, `GET
 * /report/questionnaire/{id}` (.xlsx). Sending is `hr` (companyAdmin passes); anyone fills what was sent
 * to them; results are for the sender and hr only.
 *
 * `GET /api/questionnaire?box=` lists one of three boxes:
 * - `toFill` (default): sent to me, with my `answered` flag and the deadline;
 * - `sent`: sent by me;
 * - `all`: every questionnaire of the tenant (hr only, 403 otherwise).
 */

/** Fewest answers before results of an anonymous questionnaire (and any breakdown group) are shown. */
export const ANONYMITY_MIN_GROUP = 3;
/** Days before the deadline when recipients who have not answered are reminded. */
export const REMINDER_DAYS_BEFORE_DEADLINE = 2;

export const questionnaireBoxSchema = z.enum(["toFill", "sent", "all"]);
export type QuestionnaireBox = z.infer<typeof questionnaireBoxSchema>;

export const listQuestionnairesQuerySchema = z.object({ box: questionnaireBoxSchema.default("toFill") });

const idList = (message: string) => z.array(idSchema).min(1, message).max(5000, "Túl sok címzett.");

/**
 * `POST /api/questionnaire`: send a template's current version to `recipientIds` (employee ids), or to
 * everyone of `departmentIds` (department names: departments are the `department` text of employees), or
 * to `all` active employees. Exactly one of the three. `deadline` is the last day to answer (inclusive,
 * Budapest time), today or later.
 */
export const sendQuestionnaireInputSchema = z
  .object({
    templateId: idSchema,
    title: textSchema(200, { min: 1, minMessage: "A kérdőív címe kötelező." }),
    recipientIds: idList("Válassz legalább egy címzettet.").optional(),
    departmentIds: z
      .array(textSchema(200, { min: 1 }))
      .min(1, "Válassz legalább egy osztályt.")
      .max(200)
      .optional(),
    all: z.boolean().optional(),
    deadline: isoDateSchema,
    anonymous: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const chosen = [v.recipientIds !== undefined, v.departmentIds !== undefined, v.all === true].filter(
      Boolean,
    );
    if (chosen.length !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["recipientIds"],
        message: "Adj meg címzetteket, osztályokat vagy válaszd a mindenkinek küldést (pontosan egyet).",
      });
  });
export type SendQuestionnaireInput = z.input<typeof sendQuestionnaireInputSchema>;

/** `PUT /api/questionnaire/{id}` (sender or hr): title, deadline, anonymity (anonymity only before the first answer). */
export const updateQuestionnaireInputSchema = z.object({
  title: textSchema(200, { min: 1, minMessage: "A kérdőív címe kötelező." }).optional(),
  deadline: isoDateSchema.optional(),
  anonymous: z.boolean().optional(),
});
export type UpdateQuestionnaireInput = z.infer<typeof updateQuestionnaireInputSchema>;

/** One row of a box. `answered` is the caller's own mark (false when not a recipient). */
export const questionnaireSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  templateId: z.number().int(),
  templateVersion: z.number().int(),
  anonymous: z.boolean(),
  deadline: z.string(),
  sentAt: z.string(),
  sentByName: z.string(),
  /** Past the deadline (Budapest): no more answers accepted. */
  closed: z.boolean(),
  isRecipient: z.boolean(),
  answered: z.boolean(),
  /** The caller may read the results (the sender or hr). */
  canSeeResults: z.boolean(),
  recipients: z.number().int(),
  /**
   * Responses counted in the results. An anonymous response is counted only once it is written together
   * with at least `ANONYMITY_MIN_GROUP - 1` others (issue 18 §2); until then it is in `pendingResponses`.
   */
  responses: z.number().int(),
  /**
   * Answers given but not counted: while open, anonymous answers waiting for a batch of
   * `ANONYMITY_MIN_GROUP`; once closed, those left over at the deadline (never written). 0 otherwise.
   */
  pendingResponses: z.number().int(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

/** `GET /api/questionnaire/{id}`: the summary plus the frozen questions of the version it was sent with. */
export const questionnaireSchema = questionnaireSummarySchema.extend({
  description: z.string(),
  questions: z.array(questionDtoSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** An answer value: text / option / date as a string, options of `multiple` as strings, scale a number, yesNo a boolean. */
export const answerValueSchema = z.union([
  z.string().max(10_000, "Túl hosszú válasz."),
  z.array(z.string().max(200)).max(50),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** `POST /api/questionnaire/{id}/response`; checked per question type and `required` on the server. */
export const responseInputSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string().max(64), value: answerValueSchema }))
    .max(200, "Túl sok válasz."),
});
export type ResponseInput = z.infer<typeof responseInputSchema>;

/** The answer of `POST /api/questionnaire/{id}/response` (no response id: nothing that could identify it). */
export const responseReceiptSchema = z.object({
  questionnaireId: z.number().int(),
  answered: z.literal(true),
});
