import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { useNewEmployeeTemplate } from "../api/get-new-employee";
import { useCreateEmployee } from "../api/save-employee";
import { EmployeeForm } from "../components/employee-form";
import { toEmployeeFormValues } from "../components/employee-form-values";
import "../i18n";

/**
 * `/uj-munkatars` (SPEC route `new-employee`, hr): the record form starting from `GET
 * /api/employee/newEmployee` (next employee number, today as start); `POST /api/employee`, then the new
 * employee's page. Others see "Nincs jogosultságod".
 */
export function NewEmployeePage() {
  const { t } = useTranslation("employees");
  useBreadcrumb([
    { name: t("list.title"), url: "/munkatarsak" },
    { name: t("new.title"), url: "/uj-munkatars" },
  ]);
  const navigate = useNavigate();
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const template = useNewEmployeeTemplate(isHr);
  const create = useCreateEmployee();

  return (
    <>
      <h1 className="h3 mb-3">{t("new.title")}</h1>
      {!isHr ? (
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      ) : template.data ? (
        <EmployeeForm
          defaultValues={toEmployeeFormValues(template.data)}
          submitLabel={t("new.submit")}
          onSubmit={(input) => create.mutateAsync(input)}
          onSaved={(employee) => void navigate(`/munkatarsak/${employee.id}`)}
        />
      ) : template.isError ? (
        <p role="alert">{t("common:loadError")}</p>
      ) : (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      )}
    </>
  );
}
