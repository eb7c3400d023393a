import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { isHttpError } from "../../../lib/http/http-error";
import { usePartner } from "../api/get-partner";
import { useUpdatePartner } from "../api/save-partner";
import { DeletePartnerButton } from "../components/delete-partner-button";
import { PartnerDetailsView } from "../components/partner-details-view";
import { PartnerForm } from "../components/partner-form";
import { toPartnerFormValues } from "../components/partner-form-values";
import { PartnerProjects } from "../components/partner-projects";
import { useCanWritePartners } from "../components/use-can-write-partners";
import "../i18n";
import { AttachmentsPanel } from "../../attachments/components/attachments-panel";

/**
 * `/partnerek/{id}` (SPEC route `partner`): the partner's name, tax number and status; the form for
 * `projectManager` (with delete / deactivate), a read-only view for everyone else; then its projects with
 * status and budget, each linking to `/projektek/{id}`.
 */
export function PartnerPage() {
  const { t } = useTranslation("partners");
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  const partner = usePartner(validId);
  const canWrite = useCanWritePartners();
  const update = useUpdatePartner(validId);
  useBreadcrumb([
    { name: t("list.title"), url: "/partnerek" },
    { name: partner.data?.name ?? t("detail.title"), url: `/partnerek/${validId}` },
  ]);

  if (validId === 0 || isHttpError(partner.error, 404)) {
    return (
      <>
        <h1 className="h3 mb-3">{t("detail.title")}</h1>
        <div className="alert alert-warning" role="alert">
          {t("detail.notFound")}
        </div>
      </>
    );
  }
  if (partner.isError) return <p role="alert">{t("common:loadError")}</p>;
  if (partner.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        {t("common:loading")}
      </p>
    );
  }
  const data = partner.data;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-0" data-testid="partner-title">
            {data.name}
            {!data.active && (
              <span className="badge text-bg-secondary ms-2 align-middle fs-6">
                {t("detail.inactiveBadge")}
              </span>
            )}
          </h1>
          {(data.taxNumber ?? data.city) && (
            <div className="text-body-secondary small">
              {[data.taxNumber, data.city].filter(Boolean).join(" · ")}
            </div>
          )}
        </div>
        {canWrite && <DeletePartnerButton partnerId={data.id} name={data.name} />}
      </div>
      {canWrite ? (
        <PartnerForm
          key={`${data.id}-${String(data.active)}`}
          defaultValues={toPartnerFormValues(data)}
          partnerId={data.id}
          submitLabel={t("form.save")}
          onSubmit={(input) => update.mutateAsync(input)}
        />
      ) : (
        <PartnerDetailsView partner={data} />
      )}
      <PartnerProjects projects={data.projects} />
      <AttachmentsPanel owner={{ type: "partner", id: data.id }} canEdit={canWrite} />
    </>
  );
}
