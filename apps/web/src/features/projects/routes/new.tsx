import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { QueryState } from "../../../components/page/query-state";
import { useProjectOptions } from "../api/get-project";
import { useCreateProject } from "../api/save-project";
import { ProjectForm } from "../components/project-form";
import { toProjectFormValues } from "../components/project-form-values";
import "../i18n";

/**
 * `/uj-projekt` (SPEC route `new-project`, projectManager): the project form; `POST /api/project`, then the
 * new project's page. Others see "Nincs jogosultságod".
 */
export function NewProjectPage() {
  const { t } = useTranslation("projects");
  useBreadcrumb([
    { name: t("list.title"), url: "/projektek" },
    { name: t("new.title"), url: "/uj-projekt" },
  ]);
  const navigate = useNavigate();
  const roles = useAuthStore((s) => s.authUser.role);
  const myEmployeeId = useAuthStore((s) => s.authUser.employeeId);
  const canWrite = hasPermission(roles, "projectManager") || hasPermission(roles, "companyAdmin");
  const options = useProjectOptions();
  const create = useCreateProject();

  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      {!canWrite ? (
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      ) : (
        <QueryState query={options}>
          {(data) => (
            <ProjectForm
              options={data}
              defaultValues={toProjectFormValues(
                undefined,
                // the creator manages a new project unless another is chosen (issue 19 §4)
                data.employees.some((e) => e.id === myEmployeeId) ? myEmployeeId : null,
              )}
              submitLabel={t("form.create")}
              onSubmit={(input) => create.mutateAsync(input)}
              onSaved={(project) => void navigate(`/projektek/${project.id}`)}
            />
          )}
        </QueryState>
      )}
    </>
  );
}
