import { z } from "zod";

/** SPEC §9: default logo height. */
export const DEFAULT_LOGO_HEIGHT = "30px";
/** DESIGN §3: default header colour, a dark green. */
export const DEFAULT_HEADER_COLOR = "#1d4d34";

/** SPEC §3 Tenant config, the answer of `GET /api/clientConfig?tenant=`. */
export const clientConfigSchema = z.object({
  name: z.string(),
  logoSrc: z.string(),
  logoHeight: z.string(),
  headerColor: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const clientConfigQuerySchema = z.object({
  tenant: z
    .string()
    .max(63)
    .regex(/^[a-z0-9-]*$/i, "Érvénytelen tenant azonosító.")
    .optional(),
});
