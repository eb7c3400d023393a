import type { z } from "zod";
import type { PartnerDetail, partnerInputSchema } from "@office/shared/partners/partners.contract";

/** The form's values: the input side of `partnerInputSchema` (what the resolver reads). */
export type PartnerFormValues = z.input<typeof partnerInputSchema>;

/** The values of a new, empty partner. */
export const EMPTY_PARTNER_VALUES: PartnerFormValues = {
  name: "",
  taxNumber: "",
  euVatNumber: "",
  postalCode: "",
  city: "",
  address: "",
  email: "",
  phone: "",
  website: "",
  note: "",
  active: true,
  contacts: [],
};

/** A saved partner as form values (nulls as empty strings, contacts with their ids). */
export function toPartnerFormValues(partner: PartnerDetail): PartnerFormValues {
  return {
    name: partner.name,
    taxNumber: partner.taxNumber ?? "",
    euVatNumber: partner.euVatNumber ?? "",
    postalCode: partner.postalCode ?? "",
    city: partner.city ?? "",
    address: partner.address ?? "",
    email: partner.email ?? "",
    phone: partner.phone ?? "",
    website: partner.website ?? "",
    note: partner.note ?? "",
    active: partner.active,
    contacts: partner.contacts.map((c) => ({
      id: c.id,
      name: c.name,
      position: c.position ?? "",
      email: c.email ?? "",
      phone: c.phone ?? "",
    })),
  };
}
