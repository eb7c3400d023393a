import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Project } from "@office/shared/projects/projects.contract";
import { EmployeeAvatar } from "./comment-avatar";
import "./projects.css";
import "../i18n";

/** The Tagok tab: the manager and members (employees) and the external resources (contractors). */
export function ProjectMembers({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const people = [
    ...(project.manager
      ? [
          {
            id: project.manager.id,
            name: project.manager.name,
            position: null,
            profilePicture: null,
            isManager: true,
          },
        ]
      : []),
    ...project.members.filter((m) => m.id !== project.managerId).map((m) => ({ ...m, isManager: false })),
  ];
  return (
    <div className="row g-4">
      <section className="col-lg-7" aria-labelledby="members-employees">
        <h2 id="members-employees" className="h5">
          {t("members.employees")} <span className="badge text-bg-secondary">{people.length}</span>
        </h2>
        {people.length === 0 ? (
          <p className="text-body-secondary">{t("members.noEmployees")}</p>
        ) : (
          <ul className="list-unstyled project-list border rounded" data-testid="project-members">
            {people.map((m) => (
              <li key={`${m.id}-${m.isManager}`} className="d-flex align-items-center gap-2 px-3 py-2">
                <EmployeeAvatar employeeId={m.id} profilePicture={m.profilePicture} size="2rem" />
                <div>
                  <Link to={`/munkatarsak/${m.id}`}>{m.name}</Link>
                  {m.isManager && (
                    <span className="badge text-bg-info ms-2">{t("members.managerBadge")}</span>
                  )}
                  {m.position && <div className="small text-body-secondary">{m.position}</div>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="col-lg-5" aria-labelledby="members-external">
        <h2 id="members-external" className="h5">
          {t("members.externalResources")}{" "}
          <span className="badge text-bg-secondary">{project.externalResources.length}</span>
        </h2>
        {project.externalResources.length === 0 ? (
          <p className="text-body-secondary">{t("members.noExternal")}</p>
        ) : (
          <ul className="list-unstyled project-list border rounded">
            {project.externalResources.map((r) => (
              <li key={r.id} className="px-3 py-2">
                <Link to={`/kulso-eroforrasok/${r.id}`}>{r.name}</Link>
                {r.company && <div className="small text-body-secondary">{r.company}</div>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
