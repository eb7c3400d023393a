import type { ForgotPasswordInput } from "@office/shared/auth/auth.contract";
import type { MessageBody } from "@office/shared/http/errors.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/forgotPassword {email}` → `{message}`, the same whether or not the address exists. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageBody> {
  return api.post<MessageBody>("/forgotPassword", input, {
    successMessage: successText("auth", "resetMailSent"),
  });
}
