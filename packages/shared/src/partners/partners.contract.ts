import { z } from "zod";
import { euVatNumberSchema, huVatBase } from "../hu/eu-vat.ts";
import { taxNumberSchema } from "../hu/identifiers.ts";
import {
  idParamSchema,
  idParamsSchema,
  idSchema,
  optionalTextSchema,
  textSchema,
} from "../http/common.contract.ts";
import { taxBaseOf } from "./partner-similarity.ts";

/**
 * Partners: the company's client companies with their contacts (issue 8, DESIGN §7 `/partnerek`).
 * Paths and field names are the issue's contract: `GET/POST /api/partner`, `GET/PUT/DELETE
 * /api/partner/{id}`, plus `GET /api/partner/similar` (the "close to an existing one" warning) and
 * `GET /api/partner/export` (`.xlsx` of the list).
 */

/** Project statuses as the projects table stores them. */
export const partnerProjectStatusSchema = z.enum(["planned", "active", "onHold", "closed"]);
export type PartnerProjectStatus = z.infer<typeof partnerProjectStatusSchema>;

/** One contact person of a partner. */
export const partnerContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PartnerContact = z.infer<typeof partnerContactSchema>;

/** The partner as every signed-in user reads it (`POST`/`PUT` answer this plus the detail fields). */
export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Hungarian adószám `12345676-2-42`; null for a foreign client. */
  taxNumber: z.string().nullable(),
  /** EU VAT number `HU12345676`, `ATU12345678`, … */
  euVatNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  /** In the order the user keeps them; the first is the main contact. */
  contacts: z.array(partnerContactSchema),
  /** Projects of the partner with status `active` (archived ones not counted). */
  activeProjectCount: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/**
 * A row of `GET /api/partner`: the partner plus its first contact (null when it has none) and how many
 * attachments it has (issue 23 §4).
 */
export const partnerListItemSchema = partnerSchema.extend({
  firstContact: partnerContactSchema.nullable(),
  attachmentCount: z.number().int(),
});
export type PartnerListItem = z.infer<typeof partnerListItemSchema>;

/** A project of the partner on its detail page; `budget` in whole HUF, dates `YYYY-MM-DD`. */
export const partnerProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: partnerProjectStatusSchema,
  budget: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  archived: z.boolean(),
});
export type PartnerProject = z.infer<typeof partnerProjectSchema>;

/** `GET /api/partner/{id}` and the answer of `POST`/`PUT`: the partner with its projects, newest first. */
export const partnerDetailSchema = partnerSchema.extend({
  projects: z.array(partnerProjectSchema),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/** Empty → null, otherwise normalised and checked (adószám, EU VAT number). */
const optionalIdentifier = (schema: z.ZodType<string>) =>
  z
    .union([z.literal("").transform(() => null), schema])
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const optionalEmail = z
  .email("Adj meg egy érvényes e-mail címet.")
  .max(320, "Legfeljebb 320 karakter lehet.")
  .nullable()
  .optional()
  .or(z.literal("").transform(() => null))
  .transform((v) => v ?? null);

const WEBSITE_MESSAGE = "Adj meg egy webcímet, pl. https://pelda.hu.";

/** A web address: `pelda.hu` or `http(s)://…`, no spaces; empty → null. */
const optionalWebsite = optionalTextSchema(300).refine(
  (v) => v === null || /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(v),
  WEBSITE_MESSAGE,
);

/** A contact in `POST`/`PUT`: with `id` it updates that contact of the partner, without it adds one. */
export const partnerContactInputSchema = z.object({
  id: idSchema.optional(),
  name: textSchema(200, { min: 1, minMessage: "Add meg a kapcsolattartó nevét." }),
  position: optionalTextSchema(100),
  email: optionalEmail,
  phone: optionalTextSchema(40),
});
export type PartnerContactInput = z.output<typeof partnerContactInputSchema>;

/** Most contacts one partner may have. */
export const PARTNER_CONTACTS_MAX = 50;

/** The body of `POST /api/partner` and `PUT /api/partner/{id}` without the cross-field rules. */
export const partnerInputBaseSchema = z.object({
  name: textSchema(200, { min: 1, minMessage: "Add meg a partner nevét." }),
  taxNumber: optionalIdentifier(taxNumberSchema),
  euVatNumber: optionalIdentifier(euVatNumberSchema),
  postalCode: optionalTextSchema(10),
  city: optionalTextSchema(100),
  address: optionalTextSchema(300),
  email: optionalEmail,
  phone: optionalTextSchema(40),
  website: optionalWebsite,
  note: optionalTextSchema(2000),
  active: z.boolean().default(true),
  contacts: z
    .array(partnerContactInputSchema)
    .max(PARTNER_CONTACTS_MAX, `Legfeljebb ${PARTNER_CONTACTS_MAX} kapcsolattartó adható meg.`)
    .default([]),
});

/**
 * `POST /api/partner`, `PUT /api/partner/{id}` body. Cross-field rule: a Hungarian EU VAT number
 * (`HU…`) must carry the adószám's törzsszám when both are given (HU + the first 8 digits).
 */
export const partnerInputSchema = partnerInputBaseSchema.superRefine((v, ctx) => {
  const vatBase = v.euVatNumber ? huVatBase(v.euVatNumber) : null;
  const taxBase = taxBaseOf(v.taxNumber);
  if (vatBase && taxBase && vatBase !== taxBase) {
    ctx.addIssue({
      code: "custom",
      path: ["euVatNumber"],
      message: `A közösségi adószám nem egyezik az adószám törzsszámával (HU${taxBase}).`,
    });
  }
  const ids = v.contacts.flatMap((c) => (c.id === undefined ? [] : [c.id]));
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: "custom", path: ["contacts"], message: "Egy kapcsolattartó kétszer szerepel." });
  }
});
export type PartnerInput = z.output<typeof partnerInputSchema>;

const booleanQuery = z
  .enum(["true", "false"], { error: "Az értéke true vagy false lehet." })
  .transform((v) => v === "true")
  .optional();

/** `GET /api/partner?search=&active=`: search in name, tax number, EU VAT number, city, contact names. */
export const listPartnersQuerySchema = z.object({
  search: textSchema(200).optional(),
  active: booleanQuery,
});
export type ListPartnersQuery = z.output<typeof listPartnersQuerySchema>;

/** Sort keys of the list (the `/partnerek` columns) and of the export. */
export const partnerSortKeySchema = z.enum(["name", "taxNumber", "city", "activeProjectCount", "contact"]);
export type PartnerSortKey = z.infer<typeof partnerSortKeySchema>;

/** `GET /api/partner/export?search=&active=&sort=&dir=`: the list as `.xlsx`, in the screen's order. */
export const exportPartnersQuerySchema = listPartnersQuerySchema.extend({
  sort: partnerSortKeySchema.default("name"),
  dir: z.enum(["asc", "desc"]).default("asc"),
});
export type ExportPartnersQuery = z.output<typeof exportPartnersQuerySchema>;

/** `GET /api/partner/similar?name=&taxNumber=&excludeId=`: what the form checks before saving. */
export const similarPartnersQuerySchema = z.object({
  name: textSchema(200).optional(),
  taxNumber: textSchema(40).optional(),
  excludeId: idParamSchema.optional(),
});
export type SimilarPartnersQuery = z.output<typeof similarPartnersQuerySchema>;

/** Why a partner is reported as similar: same törzsszám (tax base), or a close name. */
export const similarityReasonSchema = z.enum(["taxBase", "name"]);

/** One close match; `score` 0–1 (1 for the same törzsszám or the same normalised name). */
export const similarPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  taxNumber: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
  reason: similarityReasonSchema,
  score: z.number(),
});
export type SimilarPartner = z.infer<typeof similarPartnerSchema>;

/** `DELETE /api/partner/{id}`: a partner with projects is deactivated, one without is deleted. */
export const deletePartnerResultSchema = z.object({
  outcome: z.enum(["deleted", "deactivated"]),
});
export type DeletePartnerResult = z.infer<typeof deletePartnerResultSchema>;

export const partnerIdParamsSchema = idParamsSchema;
