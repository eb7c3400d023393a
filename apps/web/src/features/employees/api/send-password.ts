import { useMutation } from "@tanstack/react-query";
import type { MessageBody } from "@office/shared/http/errors.contract";
import { api } from "../../../lib/http/api";

/**
 * `GET /api/employee/{id}/sendPassword` (hr): mails the employee a link to set their password, creating
 * their account first when they have none. Resolves with the server's Hungarian confirmation; 409 when
 * the record has no e-mail, the employee is inactive or the address is another account's username.
 */
export async function sendPasswordLink(id: number): Promise<MessageBody> {
  return api.get<MessageBody>(`/employee/${id}/sendPassword`);
}

export function useSendPasswordLink(id: number) {
  return useMutation({ mutationFn: () => sendPasswordLink(id) });
}
