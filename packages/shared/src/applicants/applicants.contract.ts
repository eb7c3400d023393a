import { z } from "zod";
import {
  idParamSchema,
  idParamsSchema,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";

/**
 * Applicants (recruiting; issue 11 §1, DESIGN §7 `/jelentkezok`). Paths are the issue's contract:
 * `GET/POST /api/jobOpening`, `PUT/DELETE /api/jobOpening/{id}`; `GET/POST /api/applicant`,
 * `GET/PUT/DELETE /api/applicant/{id}`, `PUT /api/applicant/{id}/stage`, `PUT/GET /api/applicant/{id}/cv`,
 * `GET/POST /api/applicant/{id}/note`, `POST /api/applicant/{id}/hire`; plus the rejection notice
 * template `GET/PUT /api/applicantNoticeTemplate`. Everything is `hr` only (companyAdmin passes).
 */

/** The pipeline's stages in board order; `hired`, `rejected`, `withdrawn` are final (see the stage rules). */
export const APPLICANT_STAGES = [
  "new",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;
export const applicantStageSchema = z.enum(APPLICANT_STAGES, { error: "Ismeretlen szakasz." });
export type ApplicantStage = z.infer<typeof applicantStageSchema>;

/** Stages in which the selection is still running (the applicant can move between these freely). */
export const ACTIVE_STAGES: readonly ApplicantStage[] = ["new", "screening", "interview", "offer"];
/** Unsuccessful outcomes: their data is kept only until `retentionUntil` (GDPR 5. cikk (1) e)). */
export const UNSUCCESSFUL_STAGES: readonly ApplicantStage[] = ["rejected", "withdrawn"];

/** Hungarian stage names (board columns, table, history). */
export const APPLICANT_STAGE_LABELS: Readonly<Record<ApplicantStage, string>> = {
  new: "Új",
  screening: "Szűrés",
  interview: "Interjú",
  offer: "Ajánlat",
  hired: "Felvétel",
  rejected: "Elutasítva",
  withdrawn: "Visszalépett",
};

/** Where the application came from. */
export const APPLICANT_SOURCES = ["website", "jobPortal", "referral", "linkedin", "agency", "other"] as const;
export const applicantSourceSchema = z.enum(APPLICANT_SOURCES, { error: "Ismeretlen forrás." });
export type ApplicantSource = z.infer<typeof applicantSourceSchema>;
export const APPLICANT_SOURCE_LABELS: Readonly<Record<ApplicantSource, string>> = {
  website: "Saját weboldal",
  jobPortal: "Állásportál",
  referral: "Ajánlás",
  linkedin: "LinkedIn",
  agency: "Közvetítő",
  other: "Egyéb",
};

/**
 * The version of the consent text an applicant accepts to be kept for later openings (stored with the
 * date of consent; GDPR 7. cikk (1): the controller must be able to show what was consented to).
 */
export const CONSENT_TEXT_VERSION = "2026-01";
export const CONSENT_TEXT =
  "Hozzájárulok, hogy a cég a jelentkezésem adatait (önéletrajz, elérhetőség) a kiválasztás lezárása után legfeljebb 1 évig megőrizze, és későbbi álláslehetőségekkel megkeressen. A hozzájárulás bármikor visszavonható.";

/** Days before `retentionUntil` on which hr is notified (issue 11 §1). */
export const RETENTION_WARNING_DAYS = 14;
/** Longest retention with consent, in months (NAIH practice: at most 1 year). */
export const CONSENT_RETENTION_MONTHS = 12;

/** The largest CV accepted, bytes (10 MiB). */
export const APPLICANT_CV_MAX_BYTES = 10 * 1024 * 1024;
/** CV types accepted, checked by content. */
export const APPLICANT_CV_MIME_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

// ---------------------------------------------------------------- job openings

export const jobOpeningStatusSchema = z.enum(["open", "filled", "closed"], {
  error: "Ismeretlen állapot.",
});
export type JobOpeningStatus = z.infer<typeof jobOpeningStatusSchema>;
export const JOB_OPENING_STATUS_LABELS: Readonly<Record<JobOpeningStatus, string>> = {
  open: "Nyitott",
  filled: "Betöltve",
  closed: "Lezárva",
};

/** A job opening with its applicant counts by stage (anonymised ones included: anonymous statistics). */
export const jobOpeningSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string().nullable(),
  description: z.string().nullable(),
  status: jobOpeningStatusSchema,
  /** The day the opening was filled or closed (`YYYY-MM-DD`), null while open. */
  closedOn: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

/** `POST /api/jobOpening`, `PUT /api/jobOpening/{id}` body. */
export const jobOpeningInputSchema = z.object({
  title: textSchema(200, { min: 1, minMessage: "Add meg a pozíció nevét." }),
  department: optionalTextSchema(100),
  description: optionalTextSchema(4000),
  status: jobOpeningStatusSchema.default("open"),
});
export type JobOpeningInput = z.output<typeof jobOpeningInputSchema>;

// ---------------------------------------------------------------- applicants

const optionalEmail = z
  .email("Adj meg egy érvényes e-mail címet.")
  .max(320, "Legfeljebb 320 karakter lehet.")
  .nullable()
  .optional()
  .or(z.literal("").transform(() => null))
  .transform((v) => v ?? null);

const optionalDate = isoDateSchema
  .nullable()
  .optional()
  .or(z.literal("").transform(() => null))
  .transform((v) => v ?? null);

/** `POST /api/applicant`, `PUT /api/applicant/{id}` body (the stage changes only through `/stage` and `/hire`). */
export const applicantInputSchema = z.object({
  name: textSchema(200, { min: 1, minMessage: "Add meg a jelentkező nevét." }),
  email: optionalEmail,
  phone: optionalTextSchema(40),
  jobOpeningId: idSchema,
  source: applicantSourceSchema.default("other"),
  expectedSalaryHuf: z
    .number({ error: "Számot adj meg." })
    .int("Egész forintot adj meg.")
    .min(0, "Nem lehet negatív.")
    .max(100_000_000, "Legfeljebb 100 000 000 Ft lehet.")
    .nullable()
    .default(null),
  availableFrom: optionalDate,
  /** Consent to keep the data for later openings (the server stores the text version and the date). */
  consentToKeep: z.boolean().default(false),
  /** A legal hold (e.g. a pending dispute) stops the retention job for this applicant. */
  legalHold: z.boolean().default(false),
});
export type ApplicantInput = z.output<typeof applicantInputSchema>;
export type ApplicantFormInput = z.input<typeof applicantInputSchema>;

/** A row of `GET /api/applicant` and the board's cards. */
export const applicantListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobOpeningId: z.number().int(),
  jobOpeningTitle: z.string(),
  source: applicantSourceSchema,
  stage: applicantStageSchema,
  /** For a rejected applicant: the stage the rejection happened in. */
  rejectedInStage: applicantStageSchema.nullable(),
  expectedSalaryHuf: z.number().int().nullable(),
  availableFrom: z.string().nullable(),
  consentToKeep: z.boolean(),
  legalHold: z.boolean(),
  /** The day the data is erased (`YYYY-MM-DD`); null while it is not due (active, hired, opening still open). */
  retentionUntil: z.string().nullable(),
  hasCv: z.boolean(),
  /** Mean of the interviewers' scores (1–5, one decimal), null without scores. */
  averageScore: z.number().nullable(),
  anonymised: z.boolean(),
  createdAt: z.string(),
});
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

export const stageChangeSchema = z.object({
  id: z.number().int(),
  fromStage: applicantStageSchema.nullable(),
  toStage: applicantStageSchema,
  reason: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

/** `GET /api/applicant/{id}` and the answer of every write on one applicant. */
export const applicantDetailSchema = applicantListItemSchema.extend({
  rejectionReason: z.string().nullable(),
  consentTextVersion: z.string().nullable(),
  consentAt: z.string().nullable(),
  cvFileName: z.string().nullable(),
  cvMime: z.string().nullable(),
  cvSize: z.number().int().nullable(),
  hiredEmployeeId: z.number().int().nullable(),
  noticeSentAt: z.string().nullable(),
  anonymisedAt: z.string().nullable(),
  history: z.array(stageChangeSchema),
  /** Other applicants with the same e-mail address (a warning, not a refusal). */
  duplicateEmailOf: z.array(
    z.object({ id: z.number().int(), name: z.string(), jobOpeningTitle: z.string() }),
  ),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

/** `GET /api/applicant?jobOpeningId=&stage=&search=` (search: name, e-mail, phone; accents ignored). */
export const listApplicantsQuerySchema = z.object({
  jobOpeningId: idParamSchema.optional(),
  stage: applicantStageSchema.optional(),
  search: textSchema(200).optional(),
});
export type ListApplicantsQuery = z.output<typeof listApplicantsQuerySchema>;

/** `PUT /api/applicant/{id}/stage`: `reason` is required for `rejected` (kept with the stage it happened in). */
export const stageInputSchema = z
  .object({
    stage: applicantStageSchema,
    reason: optionalTextSchema(1000),
  })
  .superRefine((v, ctx) => {
    if (v.stage === "rejected" && !v.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Add meg az elutasítás okát." });
    }
    if (v.stage === "hired") {
      ctx.addIssue({
        code: "custom",
        path: ["stage"],
        message: "Felvételhez használd a Felvétel műveletet (munkaviszony kezdete).",
      });
    }
  });
export type StageInput = z.output<typeof stageInputSchema>;

/** One interview note; `score` 1–5 is that interviewer's mark. */
export const applicantNoteSchema = z.object({
  id: z.number().int(),
  interviewerName: z.string(),
  interviewerUserId: z.number().int().nullable(),
  score: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
});
export type ApplicantNote = z.infer<typeof applicantNoteSchema>;

export const applicantNoteInputSchema = z.object({
  score: z
    .number({ error: "Adj meg egy 1 és 5 közötti pontszámot." })
    .int("Egész pontszámot adj meg.")
    .min(1, "A pontszám 1 és 5 között lehet.")
    .max(5, "A pontszám 1 és 5 között lehet."),
  note: textSchema(4000, { min: 1, minMessage: "Írd le a jegyzetet." }),
});
export type ApplicantNoteInput = z.output<typeof applicantNoteInputSchema>;

/** `POST /api/applicant/{id}/hire` body. */
export const hireInputSchema = z.object({ employmentStart: isoDateSchema });
export type HireInput = z.output<typeof hireInputSchema>;
export const hireResultSchema = z.object({
  employeeId: z.number().int(),
  applicant: applicantDetailSchema,
});
export type HireResult = z.infer<typeof hireResultSchema>;

/**
 * The notice e-mail unsuccessful applicants get. Placeholders: `{nev}` (applicant), `{pozicio}`
 * (opening title), `{ceg}` (company name).
 */
export const noticeTemplateSchema = z.object({
  subject: z.string(),
  body: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type NoticeTemplate = z.infer<typeof noticeTemplateSchema>;
export const noticeTemplateInputSchema = z.object({
  subject: textSchema(200, { min: 1, minMessage: "Add meg a tárgyat." }),
  body: textSchema(5000, { min: 1, minMessage: "Add meg a levél szövegét." }),
});
export type NoticeTemplateInput = z.output<typeof noticeTemplateInputSchema>;

export const DEFAULT_NOTICE_TEMPLATE: NoticeTemplateInput = {
  subject: "Jelentkezésed a(z) {pozicio} pozícióra",
  body: "Kedves {nev}!\n\nKöszönjük, hogy jelentkeztél a(z) {pozicio} pozícióra. Alapos mérlegelés után úgy döntöttünk, hogy most más jelölttel folytatjuk a kiválasztást.\n\nAdataidat az adatkezelési tájékoztatónkban leírt ideig őrizzük meg, utána töröljük.\n\nSok sikert kívánunk!\n{ceg}",
};

/** Fills the `{nev}`, `{pozicio}`, `{ceg}` placeholders of a notice template. */
export function renderNotice(
  template: NoticeTemplateInput,
  values: { nev: string; pozicio: string; ceg: string },
): NoticeTemplateInput {
  const fill = (s: string) =>
    s.replace(/\{(nev|pozicio|ceg)\}/g, (_m, key: "nev" | "pozicio" | "ceg") => values[key]);
  return { subject: fill(template.subject), body: fill(template.body) };
}

export { idParamsSchema as applicantIdParamsSchema };
export const deleteResultSchema = z.object({ deleted: z.boolean() });
