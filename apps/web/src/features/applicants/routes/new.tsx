import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { QueryState } from "../../../components/page/query-state";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useCreateApplicant } from "../api/applicants";
import { useJobOpenings } from "../api/job-openings";
import { ApplicantForm, toApplicantFormValues } from "../components/applicant-form";
import "../i18n";

/**
 * `/uj-jelentkezo` (SPEC route `new-applicants`, hr): records an applicant for an open opening
 * (`?pozicio={id}` preselects one), then opens the applicant's page (which warns about a same e-mail).
 */
export function NewApplicantPage() {
  const { t } = useTranslation("applicants");
  useBreadcrumb([
    { name: t("list.title"), url: "/jelentkezok" },
    { name: t("new.title"), url: "/uj-jelentkezo" },
  ]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preselected = Number(params.get("pozicio")) || undefined;
  const openings = useJobOpenings();
  const create = useCreateApplicant();
  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      <QueryState
        query={openings}
        isEmpty={(rows) => !rows.some((o) => o.status === "open")}
        empty={<div className="alert alert-info">{t("form.noOpenings")}</div>}
      >
        {(rows) => (
          <ApplicantForm
            defaultValues={toApplicantFormValues(
              null,
              preselected ?? rows.find((o) => o.status === "open")?.id,
            )}
            openings={rows}
            submitLabel={t("form.create")}
            onSubmit={async (input) => {
              const saved = await create.mutateAsync(input);
              void navigate(`/jelentkezok/${saved.id}`);
            }}
          />
        )}
      </QueryState>
    </>
  );
}
