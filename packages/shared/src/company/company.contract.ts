import { z } from "zod";
import { textSchema } from "../http/common.contract.ts";
import { taxNumberSchema } from "../hu/identifiers.ts";

/** CSS length accepted for the logo height: 10–200 px. */
const logoHeightSchema = z
  .string()
  .regex(/^\d{2,3}px$/, "A logó magasságát pixelben add meg, pl. 30px.")
  .refine((v) => {
    const n = Number.parseInt(v, 10);
    return n >= 10 && n <= 200;
  }, "A logó magassága 10px és 200px között lehet.");

/** Default contracted weekly hours of a new employee: 1–48 (Mt. 92. § full time 40; Mt. 99. § weekly cap 48). */
export const defaultWeeklyHoursSchema = z
  .number({ error: "A heti óraszámot egész számmal add meg." })
  .int("A heti óraszámot egész számmal add meg.")
  .min(1, "A heti óraszám legalább 1.")
  .max(48, "A heti óraszám legfeljebb 48 (Mt. 99. §).");

/**
 * `GET /api/company`: the company profile (companyAdmin) — the branding that feeds the tenant config, the
 * employer's tax number (adószám) and seat address, and the default weekly hours a new employee starts with
 * (`GET /api/employee/newEmployee`, a hired applicant). Unset text fields are null.
 */
export const companySchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoSrc: z.string(),
  logoHeight: z.string(),
  headerColor: z.string(),
  taxNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  defaultWeeklyHours: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;

/** An optional text of the profile: absent = unchanged, "" or null = cleared. */
const profileText = (max: number, maxMessage: string) =>
  z
    .union([z.literal("").transform(() => null), textSchema(max, { maxMessage })])
    .nullable()
    .optional();

/**
 * `PUT /api/company` body. The logo itself is uploaded with `PUT /api/company/logo` (multipart `file`).
 * The profile fields added by issue 19 §4 are optional: a field left out keeps its value.
 */
export const updateCompanyInputSchema = z.object({
  name: textSchema(200, {
    min: 1,
    minMessage: "Add meg a cég nevét.",
    maxMessage: "A cégnév legfeljebb 200 karakter.",
  }),
  logoHeight: logoHeightSchema,
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "A fejléc színét #RRGGBB formában add meg."),
  taxNumber: z
    .union([z.literal("").transform(() => null), taxNumberSchema])
    .nullable()
    .optional(),
  postalCode: z
    .union([z.literal("").transform(() => null), z.string().regex(/^\d{4}$/, "Az irányítószám 4 számjegy.")])
    .nullable()
    .optional(),
  city: profileText(100, "A település legfeljebb 100 karakter."),
  address: profileText(300, "A cím legfeljebb 300 karakter."),
  defaultWeeklyHours: defaultWeeklyHoursSchema.optional(),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanyInputSchema>;
