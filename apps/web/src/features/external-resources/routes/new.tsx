import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useExternalResources } from "../api/get-external-resources";
import { useCreateExternalResource } from "../api/save-external-resource";
import { EMPTY_EXTERNAL_RESOURCE, ExternalResourceForm } from "../components/external-resource-form";
import "../i18n";

/**
 * `/uj-eroforras` (SPEC route `add-external-resource`, projectManager): the contractor form (live adószám
 * check, skills as tags, rates); `POST /api/externalResource`, then the contractor's page. Others see
 * "Nincs jogosultságod".
 */
export function NewExternalResourcePage() {
  const { t } = useTranslation("external-resources");
  useBreadcrumb([
    { name: t("list.title"), url: "/kulso-eroforrasok" },
    { name: t("new.title"), url: "/uj-eroforras" },
  ]);
  const navigate = useNavigate();
  const roles = useAuthStore((s) => s.authUser.role);
  const canWrite = hasPermission(roles, "projectManager") || hasPermission(roles, "companyAdmin");
  const create = useCreateExternalResource();
  const existing = useExternalResources();
  const suggestions = useMemo(
    () =>
      [...new Set((existing.data ?? []).flatMap((r) => r.skills))].sort((a, b) => a.localeCompare(b, "hu")),
    [existing.data],
  );

  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      {canWrite ? (
        <ExternalResourceForm
          defaultValues={EMPTY_EXTERNAL_RESOURCE}
          canSeeRates
          submitLabel={t("new.submit")}
          skillSuggestions={suggestions}
          onSubmit={(input) => create.mutateAsync(input)}
          onSaved={(saved) => void navigate(`/kulso-eroforrasok/${saved.id}`)}
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
