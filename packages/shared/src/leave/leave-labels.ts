/**
 * Leave types and statuses with their Hungarian labels, without zod: the SPA's list and home cards show
 * them on the first render, so this module keeps the schema library off that path (issue 19 §6).
 * `leave.contract.ts` builds its enums from these lists and re-exports everything here.
 */

/**
 * The six leave type codes of issue 3 (DESIGN §7). Since issue 22 a request's type is any absence type
 * code of the tenant (`GET /api/absenceType`); these six are statutory types every tenant has, and the
 * labels below are only the fallback for a code whose type is not at hand (the API answers `typeName`).
 */
export const LEAVE_TYPES = [
  "szabadsag",
  "betegszabadsag",
  "apasagi",
  "szuloi",
  "fizetes_nelkuli",
  "home_office",
] as const;
/** An absence type code (`szabadsag`, `veradas`, a tenant's own …). */
export type LeaveType = string;

export const LEAVE_TYPE_LABELS: Readonly<Record<string, string>> = {
  szabadsag: "Szabadság",
  betegszabadsag: "Betegszabadság",
  apasagi: "Apasági szabadság",
  szuloi: "Szülői szabadság",
  fizetes_nelkuli: "Fizetés nélküli szabadság",
  home_office: "Home office",
};

/**
 * A leave request's states: `pending` while its approval steps run, `returned` when an approver sent it
 * back for a change (the employee edits and resubmits it, or withdraws it), then `approved`, `rejected`
 * or `cancelled`. An approved request whose cancellation the employee asked for stays `approved` with
 * `cancellationRequested` until the approver decides (issue 22 §2).
 */
export const LEAVE_STATUSES = ["pending", "returned", "approved", "rejected", "cancelled"] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  pending: "Jóváhagyásra vár",
  returned: "Módosításra visszaküldve",
  approved: "Jóváhagyva",
  rejected: "Elutasítva",
  cancelled: "Visszavonva",
};
