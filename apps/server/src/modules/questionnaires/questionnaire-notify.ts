import type { Tx } from "../../platform/db.ts";
import { insertNotifications, userIdsOfEmployees } from "../notifications/notifications.repository.ts";
import { formatDateHu } from "@office/shared/hu/format";

/** The notification `eventType` of questionnaires; its `eventId` is the questionnaire id (→ `/kerdoivek?kitoltes={id}`). */
export const QUESTIONNAIRE_EVENT_TYPE = "questionnaire";

/**
 * The description of a questionnaire notification. SPEC §2 routes a click by text (a description with
 * "autó" goes to a car page), so a title that would trigger that rule is left out of the text.
 */
export function questionnaireNoticeText(title: string, deadline: string, lead: string): string {
  const named = `${lead}: „${title}”.\nKitöltési határidő: ${formatDateHu(deadline)}`;
  return named.includes("autó") ? `${lead}.\nKitöltési határidő: ${formatDateHu(deadline)}` : named;
}

/**
 * Notifies the user accounts of `employeeIds` about questionnaire `id` (SPEC §3 notification):
 * `kind` `sent` when it was sent, `reminder` before its deadline. Titles avoid SPEC §2's car and
 * comment words.
 */
export async function notifyQuestionnaire(
  tx: Tx,
  tenantId: number,
  employeeIds: readonly number[],
  q: { id: number; title: string; deadline: string },
  kind: "sent" | "reminder",
): Promise<void> {
  const userIds = await userIdsOfEmployees(tx, tenantId, employeeIds);
  await insertNotifications(tx, tenantId, userIds, {
    eventType: QUESTIONNAIRE_EVENT_TYPE,
    eventId: q.id,
    title: kind === "sent" ? "Új kérdőív" : "Emlékeztető: kérdőív kitöltése",
    description: questionnaireNoticeText(
      q.title,
      q.deadline,
      kind === "sent" ? "Kérdőív vár a kitöltésedre" : "Hamarosan lejár a kérdőív kitöltési határideje",
    ),
  });
}
