import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProjectListItem } from "@office/shared/projects/projects.contract";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import { SortableHeader } from "../../../components/page/sortable-header";
import { HealthBadge, ProgressBar, StatusBadge } from "./project-badges";
import type { SortDirection, SortKey } from "./project-sort";
import { AttachmentCountBadge } from "../../attachments/components/attachment-count-badge";
import "../i18n";

type ProjectsTableProps = {
  projects: readonly ProjectListItem[];
  sortKey: SortKey;
  sortDirection: SortDirection;
  onSort: (key: SortKey) => void;
};

const COLUMNS: readonly { key: SortKey | "health"; isSortable: boolean; className?: string }[] = [
  { key: "code", isSortable: true },
  { key: "name", isSortable: true },
  { key: "partner", isSortable: true },
  { key: "status", isSortable: true },
  { key: "startDate", isSortable: true },
  { key: "budget", isSortable: true, className: "text-end" },
  { key: "manager", isSortable: true },
  { key: "progress", isSortable: true },
];

/** The project list as a sortable table; the name links to the project and is followed by its attachment count. */
export function ProjectsTable({ projects, sortKey, sortDirection, onSort }: ProjectsTableProps) {
  const { t } = useTranslation("projects");
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle small" data-testid="projects-table">
        <thead>
          <tr>
            {COLUMNS.map((c) =>
              c.isSortable ? (
                <SortableHeader
                  key={c.key}
                  label={t(`column.${c.key}`)}
                  isSorted={c.key === sortKey}
                  direction={sortDirection}
                  onSort={() => onSort(c.key as SortKey)}
                  className={c.className}
                />
              ) : (
                <th key={c.key} scope="col" className={c.className}>
                  {t(`column.${c.key}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.id}>
              <td className="text-nowrap">{p.code}</td>
              <td>
                <Link to={`/projektek/${p.id}`}>{p.name}</Link>
                {p.archived && (
                  <span className="badge text-bg-light border ms-2">{t("form.archivedTag")}</span>
                )}
                <AttachmentCountBadge count={p.attachmentCount} className="ms-2" />
              </td>
              <td>{p.partner?.name ?? "–"}</td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td className="small">
                <span className="text-nowrap">{formatDateHu(p.startDate)} –</span>{" "}
                <span className="text-nowrap">{p.endDate ? formatDateHu(p.endDate) : "…"}</span>
              </td>
              <td className="text-end text-nowrap">{p.budget === null ? "–" : formatHuf(p.budget)}</td>
              <td>{p.manager?.name ?? "–"}</td>
              <td style={{ minWidth: "8rem" }}>
                <HealthBadge health={p.health} />
                <ProgressBar value={p.progress} label={`${p.name}: ${t("column.progress")}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
