import type { Notification } from "@office/shared/notifications/notifications.contract";
import { notificationTypeInfo } from "@office/shared/notifications/notification-types";

/** The expiry reminders (issue 23 §2): opened at their catalogue path (documents, contractor, asset, service). */
const EXPIRY_TYPES = new Set(["documentExpiry", "contractExpiry", "warrantyExpiry", "carService"]);

/**
 * Types whose link is always their catalogue path, checked before SPEC's title rules: a task assignment
 * (issue 21) names the task, a new attachment (issue 23 §4) its record and file, and either may well
 * contain "Car" or "autó".
 */
const CATALOGUE_FIRST_TYPES = new Set([
  "taskAssigned",
  "projectAttachment",
  "partnerAttachment",
  "externalResourceAttachment",
  "carAttachment",
  "assetAttachment",
]);

/** The catalogue path of `eventType` for `eventId`, split into pathname, search and hash. */
function cataloguePath(eventType: string, eventId: number): NotificationNavigation {
  const [path = "/", hash = ""] = notificationTypeInfo(eventType).path(eventId).split("#");
  const [pathname = "/", search = ""] = path.split("?");
  return {
    pathname,
    ...(search ? { search: `?${search}` } : {}),
    hash: hash ? `#${hash}` : "",
    shouldReload: false,
  };
}

/** SPEC §9: a reload after navigating to the page already shown waits 100 ms. */
export const SAME_PAGE_RELOAD_DELAY_MS = 100;

/** Where a clicked notification leads: path (+ search, hash) and whether the page must reload afterwards. */
export type NotificationNavigation = {
  pathname: string;
  search?: string;
  hash: string;
  shouldReload: boolean;
};

/**
 * SPEC §2 notification routing, case-sensitive as written there:
 * - first, beyond SPEC, a task assignment (`taskAssigned`, issue 21; `eventId` the task's) → its
 *   catalogue path `/feladatok/{eventId}`, which opens the project's task board with the task marked; a
 *   new attachment (`projectAttachment`, `carAttachment`, …, issue 23 §4) → the record's page;
 * - description contains 'autó', or title contains 'Auto' or 'Car' → `/autok/{eventId}#distances`;
 * - else title contains 'Comment' or 'Új hozzászólás' → `/projektek/{eventId}`;
 * - else, beyond SPEC (which leaves other notifications open), a programme calendar notification
 *   (`eventType` `event`, issue 8) → `/naptar?event={eventId}`, which opens that event (no reload: the
 *   page follows its search params);
 * - else a questionnaire notification (`eventType` `questionnaire`, issue 11) → `/kerdoivek?kitoltes={eventId}`;
 * - else an expiry reminder (issue 23 §2) → its page from the notification type catalogue;
 * - else (or without an eventId) → null, nothing happens.
 * `shouldReload` is true when `currentPathname` already is that car / project page.
 */
export function planNotificationNavigation(
  notification: Pick<Notification, "title" | "description" | "eventId"> & { eventType?: string },
  currentPathname: string,
): NotificationNavigation | null {
  const { title, description, eventId } = notification;
  if (eventId === null) return null;
  if (notification.eventType && CATALOGUE_FIRST_TYPES.has(notification.eventType))
    return cataloguePath(notification.eventType, eventId);
  let target: { pathname: string; hash: string } | null = null;
  if (description.includes("autó") || title.includes("Auto") || title.includes("Car")) {
    target = { pathname: `/autok/${eventId}`, hash: "#distances" };
  } else if (title.includes("Comment") || title.includes("Új hozzászólás")) {
    target = { pathname: `/projektek/${eventId}`, hash: "" };
  }
  if (!target && notification.eventType === "event") {
    return { pathname: "/naptar", search: `?event=${eventId}`, hash: "", shouldReload: false };
  }
  if (!target && notification.eventType === "questionnaire") {
    return { pathname: "/kerdoivek", search: `?kitoltes=${eventId}`, hash: "", shouldReload: false };
  }
  if (!target && notification.eventType && EXPIRY_TYPES.has(notification.eventType))
    return cataloguePath(notification.eventType, eventId);
  if (!target) return null;
  return { ...target, shouldReload: currentPathname === target.pathname };
}

/** SPEC §2: notifications newest first by createDateTime (a new array; the input is not changed). */
export function sortNewestFirst<T extends Pick<Notification, "createDateTime">>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.createDateTime) - Date.parse(a.createDateTime));
}
