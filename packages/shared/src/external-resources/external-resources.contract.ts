import { z } from "zod";
import { taxNumberSchema } from "../hu/identifiers.ts";
import { idParamsSchema, isoDateSchema, optionalTextSchema, textSchema } from "../http/common.contract.ts";

/**
 * External resources (külső erőforrások, issue 8): contractors who work on projects. Everyone signed in
 * reads them; `projectManager` writes (companyAdmin passes). The rates (`dailyRate` HUF per day,
 * `hourlyRate` HUF per hour) reach only `projectManager` and `employeeWages2`: for anyone else they are
 * null and `ratesVisible` is false.
 */

export const PROJECT_STATUSES = ["planned", "active", "onHold", "closed"] as const;

/** A project a contractor is on (detail page), linking to `/projektek/{id}`. */
export const externalResourceProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
});
export type ExternalResourceProject = z.infer<typeof externalResourceProjectSchema>;

/** `GET /api/externalResource` item (no project list; `projectCount` = projects they are on). */
export const externalResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  taxNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skills: z.array(z.string()),
  dailyRate: z.number().int().nullable(),
  hourlyRate: z.number().int().nullable(),
  ratesVisible: z.boolean(),
  /** Contract dates (issue 9 §1: the planner warns about allocations outside them); null = open. */
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  active: z.boolean(),
  note: z.string().nullable(),
  projectCount: z.number().int(),
});
export type ExternalResource = z.infer<typeof externalResourceSchema>;

/** A row of `GET /api/externalResource`: the contractor and how many attachments it has (issue 23 §4). */
export const externalResourceListItemSchema = externalResourceSchema.extend({
  attachmentCount: z.number().int(),
});
export type ExternalResourceListItem = z.infer<typeof externalResourceListItemSchema>;

/** `GET /api/externalResource/{id}` and the answer of every write: the item plus the projects they are on. */
export const externalResourceDetailSchema = externalResourceSchema.extend({
  projects: z.array(externalResourceProjectSchema),
});
export type ExternalResourceDetail = z.infer<typeof externalResourceDetailSchema>;

/** A whole-forint rate: 0 … 100,000,000 HUF; empty → null. */
const rateSchema = (label: string) =>
  z
    .number({ error: `A(z) ${label} egész forintösszeg legyen.` })
    .int(`A(z) ${label} egész forintösszeg legyen.`)
    .min(0, `A(z) ${label} nem lehet negatív.`)
    .max(100_000_000, `A(z) ${label} legfeljebb 100 000 000 Ft lehet.`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** One skill tag: 1–50 characters. */
const skillSchema = textSchema(50, {
  min: 1,
  minMessage: "Üres készség nem adható meg.",
  maxMessage: "Egy készség legfeljebb 50 karakter lehet.",
});

/** Skills: at most 30 tags; duplicates (case-insensitive) are dropped, the first spelling kept. */
const skillsSchema = z
  .array(skillSchema)
  .max(30, "Legfeljebb 30 készség adható meg.")
  .default([])
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((s) => {
      const key = s.toLocaleLowerCase("hu");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/**
 * `POST /api/externalResource` and `PUT /api/externalResource/{id}` body. `taxNumber` is an optional
 * adószám (`12345678-1-42`, checksum, ÁFA-kód and area code checked; empty → null). A PUT by someone
 * who may not see the rates keeps the stored rates (the fields are ignored).
 */
/** An optional contract date: "" or absent → null. */
const contractDateSchema = z
  .union([z.literal("").transform(() => null), isoDateSchema])
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const externalResourceInputSchema = z
  .object({
    name: textSchema(200, {
      min: 1,
      minMessage: "Add meg a nevet.",
      maxMessage: "A név legfeljebb 200 karakter lehet.",
    }),
    company: optionalTextSchema(200),
    taxNumber: z
      .union([z.literal("").transform(() => null), taxNumberSchema])
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    email: z
      .email("Adj meg egy érvényes e-mail címet.")
      .max(320, "Az e-mail cím legfeljebb 320 karakter lehet.")
      .nullable()
      .optional()
      .or(z.literal("").transform(() => null))
      .transform((v) => v ?? null),
    phone: optionalTextSchema(40),
    skills: skillsSchema,
    dailyRate: rateSchema("napidíj"),
    hourlyRate: rateSchema("óradíj"),
    contractStart: contractDateSchema,
    contractEnd: contractDateSchema,
    active: z.boolean().default(true),
    note: optionalTextSchema(2000),
  })
  .refine((r) => !r.contractStart || !r.contractEnd || r.contractEnd >= r.contractStart, {
    path: ["contractEnd"],
    message: "A szerződés vége nem lehet korábbi a kezdeténél.",
  });
export type ExternalResourceInput = z.output<typeof externalResourceInputSchema>;
export type ExternalResourceFormValues = z.input<typeof externalResourceInputSchema>;

/** `GET /api/externalResource?search=&active=`: `search` matches name, company or a skill (contains, any case). */
export const listExternalResourcesQuerySchema = z.object({
  search: textSchema(100).optional(),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

export const externalResourceIdParamsSchema = idParamsSchema;
