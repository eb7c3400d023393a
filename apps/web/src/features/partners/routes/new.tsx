import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useCreatePartner } from "../api/save-partner";
import { PartnerForm } from "../components/partner-form";
import { EMPTY_PARTNER_VALUES } from "../components/partner-form-values";
import { useCanWritePartners } from "../components/use-can-write-partners";
import "../i18n";

/**
 * `/uj-partner` (SPEC route `add-partner`, projectManager): the partner form; `POST /api/partner`, then
 * the new partner's page. Others see "Nincs jogosultságod".
 */
export function NewPartnerPage() {
  const { t } = useTranslation("partners");
  useBreadcrumb([
    { name: t("list.title"), url: "/partnerek" },
    { name: t("new.title"), url: "/uj-partner" },
  ]);
  const navigate = useNavigate();
  const canWrite = useCanWritePartners();
  const create = useCreatePartner();

  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      {canWrite ? (
        <PartnerForm
          defaultValues={EMPTY_PARTNER_VALUES}
          submitLabel={t("new.submit")}
          onSubmit={(input) => create.mutateAsync(input)}
          onSaved={(partner) => void navigate(`/partnerek/${partner.id}`)}
        />
      ) : (
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      )}
    </>
  );
}
