import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PartnerDetail } from "@office/shared/partners/partners.contract";
import "../i18n";

/** The partner read-only, for users who may not edit partners (not `projectManager`). */
export function PartnerDetailsView({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation("partners");
  const none = t("view.none");
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="col-sm-4 col-lg-3">{label}</dt>
      <dd className="col-sm-8 col-lg-9">{value ?? none}</dd>
    </>
  );
  const website = partner.website && (
    <a
      href={/^https?:\/\//i.test(partner.website) ? partner.website : `https://${partner.website}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {partner.website}
    </a>
  );
  return (
    <div data-testid="partner-details-view">
      <p className="text-body-secondary small">{t("detail.readOnlyNote")}</p>
      <dl className="row mb-4">
        {row(t("form.taxNumber"), partner.taxNumber)}
        {row(t("form.euVatNumber"), partner.euVatNumber)}
        {row(
          t("form.address"),
          partner.address ?? ([partner.postalCode, partner.city].filter(Boolean).join(" ") || null),
        )}
        {row(t("form.email"), partner.email && <a href={`mailto:${partner.email}`}>{partner.email}</a>)}
        {row(t("form.phone"), partner.phone)}
        {row(t("form.website"), website || null)}
        {row(t("form.note"), partner.note && <span style={{ whiteSpace: "pre-line" }}>{partner.note}</span>)}
      </dl>
      <h2 className="h5 mb-3 pb-1 border-bottom">{t("form.sections.contacts")}</h2>
      {partner.contacts.length === 0 ? (
        <p className="text-body-secondary">{t("form.contacts.empty")}</p>
      ) : (
        <ul className="list-unstyled row g-2">
          {partner.contacts.map((c) => (
            <li key={c.id} className="col-12 col-md-6 col-xl-4">
              <div className="border rounded p-2 h-100">
                <div className="fw-semibold">{c.name}</div>
                {c.position && <div className="small text-body-secondary">{c.position}</div>}
                {c.email && (
                  <div className="small">
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </div>
                )}
                {c.phone && <div className="small">{c.phone}</div>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
