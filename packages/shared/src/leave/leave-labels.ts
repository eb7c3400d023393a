/**
 * Leave types and statuses with their Hungarian labels, without zod: the SPA's list and home cards show
 * them on the first render, so this module keeps the schema library off that path (issue 19 §6).
 * `leave.contract.ts` builds its enums from these lists and re-exports everything here.
 */

/** Leave types (DESIGN §7, issue 3 §2). Only `szabadsag` draws on the annual entitlement (Mt. 116–121. §). */
export const LEAVE_TYPES = [
  "szabadsag",
  "betegszabadsag",
  "apasagi",
  "szuloi",
  "fizetes_nelkuli",
  "home_office",
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_TYPE_LABELS: Readonly<Record<LeaveType, string>> = {
  szabadsag: "Szabadság",
  betegszabadsag: "Betegszabadság",
  apasagi: "Apasági szabadság",
  szuloi: "Szülői szabadság",
  fizetes_nelkuli: "Fizetés nélküli szabadság",
  home_office: "Home office",
};

/** A leave request's states: pending until a decision, or cancelled by the requester. */
export const LEAVE_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  pending: "Jóváhagyásra vár",
  approved: "Jóváhagyva",
  rejected: "Elutasítva",
  cancelled: "Visszavonva",
};
