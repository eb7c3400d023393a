import { sql, type SQL } from "drizzle-orm";
import type { AttachmentOwnerType } from "@office/shared/attachments/attachment.contract";
import type { Tx } from "../../platform/db.ts";
import { activeUserIdsWithRole } from "../auth/auth.repository.ts";
import { notify } from "../notifications/notifications.service.ts";
import type { Owner } from "./attachments.repository.ts";

/**
 * The notification of a new attachment (issue 23: "nothing waits unseen"): one type per record kind,
 * so the catalogue links each to its record's page and a user may mail them differently per domain.
 * `eventId` is the record's id; `noun` ends the Hungarian phrase "a(z) <record> …hoz".
 */
const NOTICE: Readonly<
  Record<
    AttachmentOwnerType,
    { eventType: string; noun: string; recipients: (tenantId: number, id: number) => SQL }
  >
> = {
  // the project's manager and members (who see the project)
  project: {
    eventType: "projectAttachment",
    noun: "projekthez",
    recipients: (tenantId, id) => sql`
      select employee_id from project_members where tenant_id = ${tenantId} and project_id = ${id}
      union select manager_id from projects where tenant_id = ${tenantId} and id = ${id}`,
  },
  // a partner has no owner of its own: the managers of its projects that are not archived
  partner: {
    eventType: "partnerAttachment",
    noun: "partnerhez",
    recipients: (tenantId, id) => sql`
      select manager_id from projects
      where tenant_id = ${tenantId} and partner_id = ${id} and archived_at is null`,
  },
  // the car's driver (the fleet managers are added below)
  car: {
    eventType: "carAttachment",
    noun: "autóhoz",
    recipients: (tenantId, id) => sql`
      select d.employee_id from cars c
      join drivers d on d.tenant_id = c.tenant_id and d.id = c.driver_id
      where c.tenant_id = ${tenantId} and c.id = ${id}`,
  },
  // the asset's holder
  asset: {
    eventType: "assetAttachment",
    noun: "eszközhöz",
    recipients: (tenantId, id) => sql`
      select holder_employee_id from assets where tenant_id = ${tenantId} and id = ${id}`,
  },
  // a contractor has no manager of its own: the managers of the projects it works on (not archived)
  externalResource: {
    eventType: "externalResourceAttachment",
    noun: "külső erőforráshoz",
    recipients: (tenantId, id) => sql`
      select p.manager_id from project_external_resources per
      join projects p on p.tenant_id = per.tenant_id and p.id = per.project_id
      where per.tenant_id = ${tenantId} and per.external_resource_id = ${id} and p.archived_at is null`,
  },
};

/** The record's display name in the notification: project and partner name, plate, inventory number and name. */
const RECORD_NAME: Readonly<Record<AttachmentOwnerType, (tenantId: number, id: number) => SQL>> = {
  project: (tenantId, id) => sql`select name from projects where tenant_id = ${tenantId} and id = ${id}`,
  partner: (tenantId, id) => sql`select name from partners where tenant_id = ${tenantId} and id = ${id}`,
  car: (tenantId, id) => sql`select plate as name from cars where tenant_id = ${tenantId} and id = ${id}`,
  asset: (tenantId, id) =>
    sql`select inventory_number || ' ' || name as name from assets where tenant_id = ${tenantId} and id = ${id}`,
  externalResource: (tenantId, id) =>
    sql`select name from external_resources where tenant_id = ${tenantId} and id = ${id}`,
};

/** The `eventType` of a new attachment on a record of `type` (`projectAttachment`, `carAttachment`, …). */
export function attachmentEventType(type: AttachmentOwnerType): string {
  return NOTICE[type].eventType;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Who hears of a new attachment on `owner`: the active accounts of the people responsible for the
 * record — project: its manager and members; partner: the managers of its live projects; car: its
 * driver and the fleet managers (companyAdmin included, as for the car's reminders); asset: its holder;
 * external resource: the managers of the live projects it works on. Never `uploaderId`; no duplicates.
 */
export async function attachmentRecipients(
  tx: Tx,
  tenantId: number,
  owner: Owner,
  uploaderId: number,
): Promise<number[]> {
  const result = await tx.execute(sql`
    select distinct u.id from users u
    where u.tenant_id = ${tenantId} and u.active
      and u.employee_id in (${NOTICE[owner.type].recipients(tenantId, owner.id)})`);
  const ids = rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  if (owner.type === "car") ids.push(...(await activeUserIdsWithRole(tx, tenantId, "fleetManager")));
  return [...new Set(ids)].filter((id) => id !== uploaderId);
}

/**
 * Notifies the record's responsible people ({@link attachmentRecipients}) of a new attachment, inside
 * the upload's transaction: title "Új csatolmány – <record>", description "<uploader> új csatolmányt
 * töltött fel a(z) <record> <kind>hoz: „<file name>”", `eventId` the record's id (the catalogue links
 * it to the record's page). No row when nobody else is responsible.
 */
export async function notifyAttachmentAdded(
  tx: Tx,
  tenantId: number,
  owner: Owner,
  attachment: { name: string; uploaderId: number; uploaderName: string },
): Promise<void> {
  const recipients = await attachmentRecipients(tx, tenantId, owner, attachment.uploaderId);
  if (recipients.length === 0) return;
  const [record] = rowsOf<{ name: string }>(await tx.execute(RECORD_NAME[owner.type](tenantId, owner.id)));
  const recordName = record?.name ?? `#${owner.id}`;
  const notice = NOTICE[owner.type];
  await notify(tx, tenantId, recipients, {
    eventType: notice.eventType,
    eventId: owner.id,
    title: `Új csatolmány – ${recordName}`,
    description: `${attachment.uploaderName} új csatolmányt töltött fel a(z) ${recordName} ${notice.noun}:\n„${attachment.name}”`,
  });
}
