import { z } from "zod";
import { textSchema } from "../http/common.contract.ts";

/** Password length bounds (DESIGN §4), in characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Access token lifetime (DESIGN §4): 7 days, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** SPEC §4/§9: refresh before a call when the token expires within 1 day (seconds). */
export const TOKEN_REFRESH_WINDOW_SECONDS = 24 * 60 * 60;

/** A password as typed (never trimmed); only NUL and unpaired surrogates are refused besides the length. */
const typedPassword = (min: number, minMessage: string) =>
  textSchema(PASSWORD_MAX_LENGTH, {
    trim: false,
    min,
    minMessage,
    maxMessage: `A jelszó legfeljebb ${PASSWORD_MAX_LENGTH} karakter lehet.`,
  });

export const passwordSchema = typedPassword(
  PASSWORD_MIN_LENGTH,
  `A jelszónak legalább ${PASSWORD_MIN_LENGTH} karakterből kell állnia.`,
);

/** `POST /api/login2` body. */
export const loginInputSchema = z.object({
  username: textSchema(200, { min: 1, minMessage: "Add meg a felhasználónevet." }),
  password: typedPassword(1, "Add meg a jelszót."),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** `POST /api/login2` and `GET /api/tokenRefresh` answer. */
export const accessTokenSchema = z.object({ access_token: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;

/**
 * The JWT payload = SPEC §3 auth user + `sid` (server session id, DESIGN §4).
 * `exp` is seconds since the epoch; `tenantId` is the tenant's host label (e.g. `demo`).
 */
export const authUserSchema = z.object({
  aud: z.string().default(""),
  appVersion: z.string().default(""),
  resourceId: z.number().default(0),
  role: z.array(z.string()).default([]),
  displayName: z.string().default(""),
  iss: z.string().default(""),
  company: z.string().default(""),
  employeeId: z.number().default(0),
  exp: z.number().default(0),
  username: z.string().default(""),
  tenantId: z.string().default(""),
  profileUrl: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenPayloadSchema = authUserSchema.extend({ sid: z.string() });
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** `POST /api/passwordChange` body. */
export const passwordChangeInputSchema = z.object({
  oldPassword: typedPassword(1, "Add meg a jelenlegi jelszót."),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** `POST /api/forgotPassword` body. The answer never tells whether the address exists. */
export const forgotPasswordInputSchema = z.object({
  email: z.email("Adj meg egy érvényes e-mail címet.").max(320),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** `POST /api/passwordReset` body: the single-use token from the e-mailed link and the new password. */
export const passwordResetInputSchema = z.object({
  token: textSchema(200, { trim: false, min: 10 }),
  password: passwordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;
