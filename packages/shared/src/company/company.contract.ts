import { z } from "zod";
import { textSchema } from "../http/common.contract.ts";

/** CSS length accepted for the logo height: 10–200 px. */
const logoHeightSchema = z
  .string()
  .regex(/^\d{2,3}px$/, "A logó magasságát pixelben add meg, pl. 30px.")
  .refine((v) => {
    const n = Number.parseInt(v, 10);
    return n >= 10 && n <= 200;
  }, "A logó magassága 10px és 200px között lehet.");

/** `GET /api/company`: the company profile that feeds the tenant config (companyAdmin). */
export const companySchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoSrc: z.string(),
  logoHeight: z.string(),
  headerColor: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** `PUT /api/company` body. The logo itself is uploaded with `PUT /api/company/logo` (multipart `file`). */
export const updateCompanyInputSchema = z.object({
  name: textSchema(200, {
    min: 1,
    minMessage: "Add meg a cég nevét.",
    maxMessage: "A cégnév legfeljebb 200 karakter.",
  }),
  logoHeight: logoHeightSchema,
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "A fejléc színét #RRGGBB formában add meg."),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanyInputSchema>;
