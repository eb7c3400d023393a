/**
 * The catalogue of notification types (issue 23 §1): every `eventType` the server notifies with, its
 * Hungarian label for the settings page and the mails, its default e-mail delivery and the SPA page a
 * mail links to. Defaults follow the issue: approvals and anything addressed to one person go
 * `immediate`, the rest `digest`.
 *
 * A type not listed here (an old row, a later module that forgot to add itself) is still mailed, as a
 * `digest`, under the label "Egyéb értesítés"; a test keeps the list in step with the server's
 * `notify` calls.
 */

/** How a user wants one type by e-mail: at once, in the daily digest, or not at all. */
export type EmailDelivery = "immediate" | "digest" | "off";

export const EMAIL_DELIVERIES: readonly EmailDelivery[] = ["immediate", "digest", "off"];

export type NotificationTypeInfo = {
  /** The `eventType` of the notification rows. */
  type: string;
  /** Hungarian label (settings page, mail subject prefix). */
  label: string;
  /** The group heading on the settings page. */
  group: string;
  defaultEmail: EmailDelivery;
  /** The SPA path (with search / hash) a mail links to, from the notification's `eventId` (may be null). */
  path: (eventId: number | null) => string;
  /**
   * The roles (SPEC §6) whose accounts the server sends this type to, when only they can get it (hr's
   * year-end and retention notices, the fleet manager's anomalies, the project managers' contract
   * reminders); companyAdmin gets every type. Absent: anyone may get it (an approver is whoever the org
   * chart or a stand-in makes one, so leave requests are for everyone). The settings page lists a user
   * only the types they can receive; the API keeps answering every type.
   */
  audience?: readonly string[];
};

const withId = (base: string, eventId: number | null, hash = "") =>
  eventId === null ? base : `${base}/${eventId}${hash}`;

export const NOTIFICATION_TYPES: readonly NotificationTypeInfo[] = [
  {
    type: "leaveRequest",
    label: "Szabadságkérelem elbírálásra",
    group: "Szabadság és távollét",
    defaultEmail: "immediate",
    path: () => "/szabadsagok",
  },
  {
    type: "leaveDecision",
    label: "Döntés a kérelmedről",
    group: "Szabadság és távollét",
    defaultEmail: "immediate",
    path: () => "/szabadsagok",
  },
  {
    type: "leaveCancelled",
    label: "Szabadság visszavonása",
    group: "Szabadság és távollét",
    defaultEmail: "immediate",
    path: () => "/szabadsagok",
  },
  {
    type: "leaveCarryOverLapse",
    label: "Lejáró áthozott szabadság",
    group: "Szabadság és távollét",
    defaultEmail: "digest",
    path: () => "/szabadsagok",
    audience: ["hr"],
  },
  {
    type: "projectComment",
    label: "Új hozzászólás a projektben",
    group: "Projektek",
    defaultEmail: "digest",
    path: (id) => withId("/projektek", id),
  },
  {
    type: "projectMention",
    label: "Megemlítettek egy hozzászólásban",
    group: "Projektek",
    defaultEmail: "immediate",
    path: (id) => withId("/projektek", id),
  },
  {
    type: "taskAssigned",
    label: "Feladatot kaptál",
    group: "Projektek",
    defaultEmail: "immediate",
    // eventId = the task's id; `/feladatok/{id}` resolves it to its project's Feladatok tab, task marked
    path: (id) => (id === null ? "/projektek" : `/feladatok/${id}`),
  },
  {
    type: "resourceAllocation",
    label: "Erőforrás-beosztás",
    group: "Projektek",
    defaultEmail: "immediate",
    path: () => "/eroforras-naptar",
  },
  {
    type: "event",
    label: "Naptáresemény",
    group: "Naptár",
    defaultEmail: "immediate",
    path: (id) => (id === null ? "/naptar" : `/naptar?event=${id}`),
  },
  {
    type: "eventReminder",
    label: "Emlékeztető eseményre",
    group: "Naptár",
    defaultEmail: "immediate",
    path: (id) => (id === null ? "/naptar" : `/naptar?event=${id}`),
  },
  {
    type: "questionnaire",
    label: "Kitöltendő kérdőív",
    group: "Kérdőívek",
    defaultEmail: "immediate",
    path: (id) => (id === null ? "/kerdoivek" : `/kerdoivek?kitoltes=${id}`),
  },
  {
    type: "assetHandover",
    label: "Eszközátadás",
    group: "Eszközök",
    defaultEmail: "immediate",
    path: () => "/eszkoz-atadas",
  },
  {
    type: "carReminder",
    label: "Autó lejáró papírjai",
    group: "Autók",
    defaultEmail: "digest",
    path: (id) => withId("/autok", id, "#distances"),
  },
  {
    type: "carAnomaly",
    label: "Eltérés az autó adataiban",
    group: "Autók",
    defaultEmail: "digest",
    path: (id) => withId("/autok", id, "#distances"),
    audience: ["fleetManager"],
  },
  {
    type: "driverReminder",
    label: "Lejáró jogosítvány",
    group: "Autók",
    defaultEmail: "digest",
    path: (id) => withId("/autok/soforok", id),
  },
  {
    type: "fuelCardReminder",
    label: "Lejáró üzemanyagkártya",
    group: "Autók",
    defaultEmail: "digest",
    path: (id) => withId("/autok/kartyak", id),
  },
  {
    type: "points",
    label: "Pontot kaptál",
    group: "Pontok",
    defaultEmail: "digest",
    path: () => "/pontok",
  },
  {
    type: "redemption",
    label: "Beváltás a boltban",
    group: "Pontok",
    defaultEmail: "digest",
    path: () => "/pontok",
  },
  {
    type: "applicantRetention",
    label: "Jelentkezők adatainak törlése",
    group: "Jelentkezők",
    defaultEmail: "digest",
    path: () => "/jelentkezok",
    audience: ["hr"],
  },
  // issue 23 §2: expiry reminders (reminders-job of the reminders module)
  {
    type: "documentExpiry",
    label: "Lejáró dokumentum",
    group: "Lejáró határidők",
    defaultEmail: "immediate",
    path: (id) => (id === null ? "/munkatarsak" : `/munkatarsak/${id}?tab=dokumentumok`),
  },
  {
    type: "contractExpiry",
    label: "Lejáró külső szerződés",
    group: "Lejáró határidők",
    defaultEmail: "digest",
    path: (id) => withId("/kulso-eroforrasok", id),
    audience: ["projectManager"],
  },
  {
    type: "warrantyExpiry",
    label: "Lejáró garancia",
    group: "Lejáró határidők",
    defaultEmail: "digest",
    path: (id) => withId("/eszkozok", id),
  },
  {
    type: "carService",
    label: "Esedékes szerviz",
    group: "Autók",
    defaultEmail: "digest",
    path: (id) => withId("/autok", id, "#service"),
  },
  // issue 23 §4: a new attachment on a record the user is responsible for (attachments module)
  {
    type: "projectAttachment",
    label: "Új csatolmány a projektben",
    group: "Projektek",
    defaultEmail: "digest",
    path: (id) => withId("/projektek", id),
  },
  {
    type: "partnerAttachment",
    label: "Új csatolmány a partnernél",
    group: "Projektek",
    defaultEmail: "digest",
    path: (id) => withId("/partnerek", id),
    audience: ["projectManager"],
  },
  {
    type: "externalResourceAttachment",
    label: "Új csatolmány a külső erőforrásnál",
    group: "Projektek",
    defaultEmail: "digest",
    path: (id) => withId("/kulso-eroforrasok", id),
    audience: ["projectManager"],
  },
  {
    type: "carAttachment",
    label: "Új csatolmány az autónál",
    group: "Autók",
    defaultEmail: "digest",
    path: (id) => withId("/autok", id),
  },
  {
    type: "assetAttachment",
    label: "Új csatolmány az eszköznél",
    group: "Eszközök",
    defaultEmail: "digest",
    path: (id) => withId("/eszkozok", id),
  },
  {
    type: "system",
    label: "Rendszerüzenet",
    group: "Egyéb",
    defaultEmail: "digest",
    path: () => "/",
  },
];

/** Label and link of a type not in the catalogue. */
export const OTHER_NOTIFICATION_TYPE: Omit<NotificationTypeInfo, "type"> = {
  label: "Egyéb értesítés",
  group: "Egyéb",
  defaultEmail: "digest",
  path: () => "/",
};

const byType = new Map(NOTIFICATION_TYPES.map((t) => [t.type, t]));

/** The catalogue entry of `type` (the "Egyéb" entry for an unknown type). */
export function notificationTypeInfo(type: string): NotificationTypeInfo {
  return byType.get(type) ?? { type, ...OTHER_NOTIFICATION_TYPE };
}

/**
 * Whether an account with `roles` can receive notifications of `info`'s type (its `audience`;
 * companyAdmin receives every type). Shapes the settings page's list, not what the server sends.
 */
export function canReceive(info: NotificationTypeInfo, roles: readonly string[]): boolean {
  return (
    info.audience === undefined ||
    roles.includes("companyAdmin") ||
    info.audience.some((role) => roles.includes(role))
  );
}
