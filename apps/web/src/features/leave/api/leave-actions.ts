import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LeaveRequest, LeaveRequestInput } from "@office/shared/leave/leave.contract";
import { api } from "../../../lib/http/api";
import { isHttpError } from "../../../lib/http/http-error";
import { leaveKeys } from "./leave-keys";
import { successText } from "../../../lib/toast/success-text";
import { showToast } from "../../../lib/toast/toast-store";
import { i18n } from "../../../lib/i18n/i18n";
import { formatMonthHu } from "@office/shared/hu/format";

/** `POST /api/employee/{id}/leave`: a new request (working days counted by the server's calendar). */
export function requestLeave(employeeId: number, input: LeaveRequestInput): Promise<LeaveRequest> {
  return api.post<LeaveRequest>(`/employee/${employeeId}/leave`, input, {
    successMessage: successText("leave", "requested"),
  });
}

/**
 * `PUT /api/leave/{id}` (the employee): edits a pending or returned request and sends it to its first
 * approval step again (issue 22 §2).
 */
export function updateLeave(id: number, input: LeaveRequestInput): Promise<LeaveRequest> {
  return api.put<LeaveRequest>(`/leave/${id}`, input, {
    successMessage: successText("leave", "resubmitted"),
  });
}

/** An approver's decision on the current step: approve, reject (reason) or return for a change (note). */
export type LeaveDecision = "approve" | "reject" | "return";

const DECISION_TOAST = { approve: "approved", reject: "rejected", return: "returned" } as const;

/**
 * `PUT /api/leave/{id}/approve|reject|return` with `{ note, step }`: `step` is the request's
 * `currentStep` the approver saw; 409 (with the server's Hungarian message) when someone decided it
 * meanwhile. `reject` and `return` need the note (the employee reads it). When the approval answers
 * `closedMonths` (the approved days fall into closed working-time months, issue 21 §2), a warning toast
 * says that those months keep the figures payroll got and how a reopen changes that.
 */
export async function decideLeave(
  id: number,
  decision: LeaveDecision,
  step: number | null,
  note: string | null,
): Promise<LeaveRequest> {
  const answer = await api.put<LeaveRequest>(
    `/leave/${id}/${decision}`,
    { note, ...(step === null ? {} : { step }) },
    { successMessage: successText("leave", DECISION_TOAST[decision]) },
  );
  if (answer.closedMonths && answer.closedMonths.length > 0)
    showToast(
      "warning",
      i18n.t("toasts:leave.closedMonthTitle"),
      i18n.t("toasts:leave.closedMonth", { months: answer.closedMonths.map(formatMonthHu).join(", ") }),
    );
  return answer;
}

/**
 * `PUT /api/leave/{id}/cancel` `{ reason }`: a pending or returned request is withdrawn; an approved one
 * becomes a cancellation request for the approver (the employee), or is cancelled at once (hr, with
 * the reason).
 */
export function cancelLeave(id: number, reason: string | null): Promise<LeaveRequest> {
  return api.put<LeaveRequest>(
    `/leave/${id}/cancel`,
    { reason },
    {
      successMessage: (answer) =>
        answer.status === "cancelled"
          ? successText("leave", "cancelled")
          : successText("leave", "cancellationRequested"),
    },
  );
}

/** `PUT /api/leave/{id}/cancellation/approve|reject` `{ note }` (the approver of the request). */
export function decideCancellation(
  id: number,
  decision: "approve" | "reject",
  note: string | null,
): Promise<LeaveRequest> {
  return api.put<LeaveRequest>(
    `/leave/${id}/cancellation/${decision}`,
    { note },
    {
      successMessage: successText(
        "leave",
        decision === "approve" ? "cancellationApproved" : "cancellationRefused",
      ),
    },
  );
}

/**
 * `PUT /api/leave/{id}/certificate` (multipart, field `file`: PDF or image, checked by content on the
 * server): the certificate of a type with `requiresCertificate`; the employee and hr only.
 */
export function uploadLeaveCertificate(id: number, file: File): Promise<LeaveRequest> {
  const body = new FormData();
  body.append("file", file);
  return api.put<LeaveRequest>(`/leave/${id}/certificate`, body, {
    successMessage: successText("leave", "certificateUploaded"),
  });
}

/** Every leave figure may change after any of these calls: refresh the whole domain. */
function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["attendance"] }),
      queryClient.invalidateQueries({ queryKey: ["home"] }),
    ]);
}

/**
 * Refreshes after success, and after a 409 too: the request moved on (someone else decided it), so the
 * lists show where it stands now.
 */
function useRefreshHandlers() {
  const refresh = useRefreshLeave();
  return {
    onSuccess: refresh,
    onError: (error: unknown) => (isHttpError(error, 409) ? refresh() : undefined),
  };
}

export function useRequestLeave(employeeId: number) {
  const handlers = useRefreshHandlers();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) => requestLeave(employeeId, input),
    ...handlers,
  });
}

export function useUpdateLeave() {
  const handlers = useRefreshHandlers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LeaveRequestInput }) => updateLeave(id, input),
    ...handlers,
  });
}

export function useDecideLeave() {
  const handlers = useRefreshHandlers();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      step,
      note = null,
    }: {
      id: number;
      decision: LeaveDecision;
      step: number | null;
      note?: string | null;
    }) => decideLeave(id, decision, step, note),
    ...handlers,
  });
}

export function useCancelLeave() {
  const handlers = useRefreshHandlers();
  return useMutation({
    mutationFn: ({ id, reason = null }: { id: number; reason?: string | null }) => cancelLeave(id, reason),
    ...handlers,
  });
}

export function useDecideCancellation() {
  const handlers = useRefreshHandlers();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note = null,
    }: {
      id: number;
      decision: "approve" | "reject";
      note?: string | null;
    }) => decideCancellation(id, decision, note),
    ...handlers,
  });
}

export function useUploadLeaveCertificate() {
  const handlers = useRefreshHandlers();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadLeaveCertificate(id, file),
    ...handlers,
  });
}
