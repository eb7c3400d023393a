import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PartnerProject, PartnerProjectStatus } from "@office/shared/partners/partners.contract";
import { formatHuf } from "@office/shared/hu/format";
import { formatOptionalDate } from "../../employees/utils/format";
import "../i18n";

const STATUS_BADGE: Record<PartnerProjectStatus, string> = {
  planned: "text-bg-info",
  active: "text-bg-success",
  onHold: "text-bg-warning",
  closed: "text-bg-secondary",
};

/** The partner's projects on its page: code, name (link to `/projektek/{id}`), status, budget, period. */
export function PartnerProjects({ projects }: { projects: readonly PartnerProject[] }) {
  const { t } = useTranslation("partners");
  return (
    <section className="mt-4" aria-labelledby="partner-projects-title" data-testid="partner-projects">
      <h2 id="partner-projects-title" className="h5 mb-3 pb-1 border-bottom">
        {t("detail.projects")} <span className="badge text-bg-secondary">{projects.length}</span>
      </h2>
      {projects.length === 0 ? (
        <p className="text-body-secondary">{t("detail.noProjects")}</p>
      ) : (
        <div className="table-responsive border rounded">
          <table className="table align-middle mb-0" aria-label={t("detail.projectsLabel")}>
            <thead>
              <tr>
                <th scope="col">{t("detail.projectColumns.code")}</th>
                <th scope="col">{t("detail.projectColumns.name")}</th>
                <th scope="col">{t("detail.projectColumns.status")}</th>
                <th scope="col" className="text-end">
                  {t("detail.projectColumns.budget")}
                </th>
                <th scope="col">{t("detail.projectColumns.period")}</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((p) => (
                <tr key={p.id}>
                  <td className="font-monospace small text-nowrap">{p.code}</td>
                  <td>
                    <Link to={`/projektek/${p.id}`}>{p.name}</Link>
                  </td>
                  <td>
                    <span className={`badge ${STATUS_BADGE[p.status]}`}>
                      {t(`detail.status.${p.status}`)}
                    </span>
                    {p.archived && (
                      <span className="badge text-bg-secondary ms-1">{t("detail.archived")}</span>
                    )}
                  </td>
                  <td className="text-end text-nowrap">{p.budget === null ? "–" : formatHuf(p.budget)}</td>
                  <td className="text-nowrap small">
                    {formatOptionalDate(p.startDate)} – {formatOptionalDate(p.endDate, "")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
