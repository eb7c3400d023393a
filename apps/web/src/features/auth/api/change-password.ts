import type { PasswordChangeInput } from "@office/shared/auth/auth.contract";
import type { MessageBody } from "@office/shared/http/errors.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

/** `POST /api/passwordChange {oldPassword, newPassword}` → `{message}` (SPEC §7). */
export function changePassword(input: PasswordChangeInput): Promise<MessageBody> {
  return api.post<MessageBody>("/passwordChange", input, {
    successMessage: successText("auth", "passwordChanged"),
  });
}
