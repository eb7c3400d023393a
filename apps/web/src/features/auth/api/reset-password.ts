import type { PasswordResetInput } from "@office/shared/auth/auth.contract";
import type { MessageBody } from "@office/shared/http/errors.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/passwordReset {token, password}` → `{message}` (DESIGN §4 single-use, 1-hour link). */
export function resetPassword(input: PasswordResetInput): Promise<MessageBody> {
  return api.post<MessageBody>("/passwordReset", input, {
    successMessage: successText("auth", "passwordReset"),
  });
}
