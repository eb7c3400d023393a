import type {
  Partner,
  PartnerContact,
  PartnerDetail,
  PartnerListItem,
  PartnerProject,
  PartnerProjectStatus,
} from "@office/shared/partners/partners.contract";
import type { ContactRow, PartnerProjectRow, PartnerRow } from "./partners.repository.ts";

/** A contact row as the API shows it. */
export const toContactDto = (row: ContactRow): PartnerContact => ({
  id: row.id,
  name: row.name,
  position: row.position,
  email: row.email,
  phone: row.phone,
});

/** A partner row with its contacts and active project count as the API shows it. */
export function toPartnerDto(
  row: PartnerRow,
  contacts: readonly ContactRow[],
  activeProjectCount: number,
): Partner {
  return {
    id: row.id,
    name: row.name,
    taxNumber: row.taxNumber,
    euVatNumber: row.euVatNumber,
    postalCode: row.postalCode,
    city: row.city,
    address: row.address,
    email: row.email,
    phone: row.phone,
    website: row.website,
    note: row.note,
    active: row.active,
    contacts: contacts.map(toContactDto),
    activeProjectCount,
  };
}

/** A list row: the partner plus its first contact and its number of attachments. */
export function toListItemDto(partner: Partner, attachmentCount: number): PartnerListItem {
  return { ...partner, firstContact: partner.contacts[0] ?? null, attachmentCount };
}

/** A project of the partner (`budget` = `budget_huf`, whole HUF). */
export const toProjectDto = (row: PartnerProjectRow): PartnerProject => ({
  id: row.id,
  code: row.code,
  name: row.name,
  status: row.status as PartnerProjectStatus,
  budget: row.budgetHuf,
  startDate: row.startDate,
  endDate: row.endDate,
  archived: row.archivedAt !== null,
});

/** The detail DTO: the partner with its projects. */
export function toDetailDto(partner: Partner, projects: readonly PartnerProjectRow[]): PartnerDetail {
  return { ...partner, projects: projects.map(toProjectDto) };
}
