import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { ImageUpload } from "../../../components/ui/image-upload";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useCompany } from "../api/get-company";
import { useUploadCompanyLogo } from "../api/upload-company-logo";
import { CompanyForm } from "../components/company-form";
import { ReminderSettingsCard } from "../components/reminder-settings-card";

/** Company logo upload limit, in bytes (1 MiB). */
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;

/** The cards that lead from `/ceg` to the company's other settings: their i18n key (`company:<id>.*`) and route. */
const LINK_CARDS = [
  { id: "costCenters", to: "/cost-center" },
  { id: "referenceData", to: "/referencia-adatok" },
  { id: "mailOutbox", to: "/kimeno-levelek" },
] as const;

/** A card of {@link LINK_CARDS}: its title, a line on what is there, and the link. */
function LinkCard({ card: { id, to } }: { card: (typeof LINK_CARDS)[number] }) {
  const { t } = useTranslation("company");
  const titleId = `company-${id}-title`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {t(`${id}.title`)}
        </h2>
        <p className="text-body-secondary">{t(`${id}.text`)}</p>
        <Link to={to}>{t(`${id}.link`)}</Link>
      </div>
    </section>
  );
}

/**
 * `/ceg` (SPEC route `company-profil`, companyAdmin): everything about the company the app uses — name, tax
 * number and seat address, the default weekly hours of a new employee, logo, logo height and header colour
 * (the branding feeds the tenant config; the shell rebrands right after saving) — and a way to the cost
 * centres, to the reference data (`/referencia-adatok`) and to the outgoing mail (`/kimeno-levelek`), and the days before an expiry that remind
 * (issue 23 §2). Others see "Nincs jogosultságod" (the route
 * guard does not check permissions, SPEC §6; the server refuses them anyway).
 */
export function CompanyProfilePage() {
  const { t } = useTranslation("company");
  useBreadcrumb([{ name: t("title"), url: "/ceg" }]);
  const isAdmin = useAuthStore((s) => hasPermission(s.authUser.role, "companyAdmin"));
  const company = useCompany(isAdmin);
  const uploadLogo = useUploadCompanyLogo();

  return (
    <>
      <h1 className="h3 mb-3">{t("title")}</h1>
      {!isAdmin ? (
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      ) : company.data ? (
        <div className="row g-3">
          <div className="col-12 col-lg-7">
            <section className="card h-100" aria-labelledby="company-form-title">
              <div className="card-body">
                <h2 id="company-form-title" className="h5 card-title mb-3">
                  {t("form.title")}
                </h2>
                <CompanyForm key={company.dataUpdatedAt} company={company.data} />
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-5 d-flex flex-column gap-3">
            <section className="card" aria-labelledby="company-logo-title">
              <div className="card-body">
                <h2 id="company-logo-title" className="h5 card-title mb-3">
                  {t("logo.title")}
                </h2>
                {company.data.logoSrc ? (
                  <div className="app-logo-frame mb-3" style={{ backgroundColor: company.data.headerColor }}>
                    <img
                      src={company.data.logoSrc}
                      alt={t("logo.current")}
                      style={{ height: company.data.logoHeight }}
                    />
                  </div>
                ) : (
                  <p className="text-body-secondary">{t("logo.none")}</p>
                )}
                <ImageUpload
                  label={t("logo.file")}
                  submitLabel={t("logo.submit")}
                  previewAlt={t("logo.preview")}
                  maxBytes={COMPANY_LOGO_MAX_BYTES}
                  onUpload={(file) => uploadLogo.mutateAsync(file)}
                />
              </div>
            </section>
            <ReminderSettingsCard />
            {LINK_CARDS.map((card) => (
              <LinkCard key={card.id} card={card} />
            ))}
          </div>
        </div>
      ) : company.isError ? (
        <p role="alert">{t("common:loadError")}</p>
      ) : (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      )}
    </>
  );
}
