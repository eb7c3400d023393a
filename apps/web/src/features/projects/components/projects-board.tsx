import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  type ProjectListItem,
} from "@office/shared/projects/projects.contract";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import { HealthBadge, ProgressBar } from "./project-badges";
import { AttachmentCountBadge } from "../../attachments/components/attachment-count-badge";
import "./projects.css";
import "../i18n";

/** The board view: one column per status (tervezett, aktív, felfüggesztett, lezárt), a card per project
 * (with its attachment count). */
export function ProjectsBoard({ projects }: { projects: readonly ProjectListItem[] }) {
  const { t } = useTranslation("projects");
  return (
    <div className="row g-3" data-testid="projects-board">
      {PROJECT_STATUSES.map((status) => {
        const column = projects.filter((p) => p.status === status);
        return (
          <section key={status} className="col-12 col-md-6 col-xl-3" aria-labelledby={`board-${status}`}>
            <div className="project-board-column rounded p-2 h-100">
              <h2 id={`board-${status}`} className="h6 d-flex justify-content-between px-1">
                <span>{PROJECT_STATUS_LABELS[status]}</span>
                <span className="badge text-bg-secondary">{column.length}</span>
              </h2>
              {column.length === 0 && (
                <p className="small text-body-secondary px-1">{t("list.boardEmpty")}</p>
              )}
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {column.map((p) => (
                  <li key={p.id} className="card shadow-sm">
                    <div className="card-body p-2">
                      <div className="small text-body-secondary d-flex justify-content-between gap-2">
                        <span>{p.code}</span>
                        <AttachmentCountBadge count={p.attachmentCount} />
                      </div>
                      <Link to={`/projektek/${p.id}`} className="fw-semibold d-block">
                        {p.name}
                      </Link>
                      <div className="small">{p.partner?.name ?? "–"}</div>
                      <div className="small text-body-secondary">
                        {formatDateHu(p.startDate)} – {p.endDate ? formatDateHu(p.endDate) : "…"}
                      </div>
                      {p.budget !== null && <div className="small">{formatHuf(p.budget)}</div>}
                      <div className="d-flex align-items-center gap-2 mt-1">
                        <HealthBadge health={p.health} />
                        <div className="flex-grow-1">
                          <ProgressBar value={p.progress} label={`${p.name}: ${t("column.progress")}`} />
                        </div>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}
    </div>
  );
}
