/**
 * Programme calendar answers and recurrences with their Hungarian labels, without zod: the home page's
 * events card shows them on the first render, so this module keeps the schema library off that path
 * (issue 19 §6). `events.contract.ts` builds its enums from these lists and re-exports everything here.
 */

export const EVENT_RECURRENCES = ["none", "weekly", "monthly", "yearly"] as const;
export type EventRecurrence = (typeof EVENT_RECURRENCES)[number];
export const EVENT_RECURRENCE_LABELS: Readonly<Record<EventRecurrence, string>> = {
  none: "Nem ismétlődik",
  weekly: "Hetente",
  monthly: "Havonta",
  yearly: "Évente",
};

/** A participant's answer; `pending` until they reply. */
export const EVENT_RSVPS = ["pending", "accepted", "declined", "tentative"] as const;
export type EventRsvp = (typeof EVENT_RSVPS)[number];
export const RSVP_LABELS: Readonly<Record<EventRsvp, string>> = {
  pending: "Nem válaszolt",
  accepted: "Részt vesz",
  declined: "Nem vesz részt",
  tentative: "Talán",
};
