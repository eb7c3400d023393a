import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MailOutboxItem, MailOutboxList, MailStatus } from "@office/shared/mail/mail-outbox.contract";
import { api } from "../../../lib/http/api";
import { successText } from "../../../lib/toast/success-text";

export const mailOutboxKeys = {
  all: ["mailOutbox"] as const,
  list: (status: MailStatus | null, page: number) => ["mailOutbox", "list", status, page] as const,
};

/**
 * `GET /api/mailOutbox?status=&page=` (companyAdmin): one page of the tenant's outgoing mail, newest
 * first, with the counts per status. `isEnabled = false` for users who may not read it (no request).
 */
export function useMailOutbox(status: MailStatus | null, page: number, isEnabled: boolean) {
  const search = new URLSearchParams();
  if (status) search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return useQuery({
    queryKey: mailOutboxKeys.list(status, page),
    queryFn: ({ signal }) => api.get<MailOutboxList>(`/mailOutbox${query ? `?${query}` : ""}`, { signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/mailOutbox/{id}/retry`: the mail becomes due at once; the list is read again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<MailOutboxItem>(`/mailOutbox/${id}/retry`, undefined, {
        successMessage: successText("mailOutbox", "retried"),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailOutboxKeys.all }),
  });
}
