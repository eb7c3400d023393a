import { useTranslation } from "react-i18next";
import type { Employee } from "@office/shared/employees/employees.contract";

type ProfileDataCardProps = { employee: Employee | undefined; username: string; isLoading: boolean };

/** The signed-in user's own data (read-only). */
export function ProfileDataCard({ employee, username, isLoading }: ProfileDataCardProps) {
  const { t } = useTranslation("profile");
  const empty = t("data.empty");
  const rows: { label: string; value: string | null | undefined }[] = [
    { label: t("data.name"), value: employee?.name },
    { label: t("data.username"), value: username },
    { label: t("data.email"), value: employee?.email },
    { label: t("data.phone"), value: employee?.phone },
    { label: t("data.position"), value: employee?.position },
    { label: t("data.department"), value: employee?.department },
  ];
  return (
    <section className="card h-100" aria-labelledby="profile-data-title" aria-busy={isLoading}>
      <div className="card-body">
        <h2 id="profile-data-title" className="h5 card-title mb-3">
          {t("data.title")}
        </h2>
        <dl className="row mb-0">
          {rows.map((row) => (
            <div key={row.label} className="col-12 d-sm-flex mb-2">
              <dt className="app-dl-term">{row.label}</dt>
              <dd className="mb-0">{row.value || empty}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
