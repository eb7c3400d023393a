import { useTranslation } from "react-i18next";
import {
  PROJECT_HEALTH_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectActivity,
} from "@office/shared/projects/projects.contract";
import { formatDateHu, formatHuf } from "@office/shared/hu/format";
import { formatRelativeTime } from "../../../lib/format/relative-time";
import { useProjectActivity } from "../api/get-project";
import "./projects.css";
import "../i18n";

/** A logged value for people: labels for status/health, forints, Hungarian dates, "üres" for nothing. */
function useShowValue() {
  const { t } = useTranslation("projects");
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") return t("activity.empty_value");
    if (field === "status" && typeof value === "string" && value in PROJECT_STATUS_LABELS)
      return PROJECT_STATUS_LABELS[value as keyof typeof PROJECT_STATUS_LABELS];
    if (field === "health" && typeof value === "string" && value in PROJECT_HEALTH_LABELS)
      return PROJECT_HEALTH_LABELS[value as keyof typeof PROJECT_HEALTH_LABELS];
    if (field === "budget" && typeof value === "number") return formatHuf(value);
    if (field === "progress" && typeof value === "number") return `${value} %`;
    if ((field === "startDate" || field === "endDate") && typeof value === "string")
      return formatDateHu(value);
    return String(value);
  };
}

function ActivityEntry({ entry }: { entry: ProjectActivity }) {
  const { t } = useTranslation("projects");
  const show = useShowValue();
  return (
    <li className="px-3 py-2" data-testid="project-activity">
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <strong>{entry.actor?.name ?? t("activity.system")}</strong>
        <span>{t(`activity.${entry.action}`)}</span>
        <time className="small text-body-secondary ms-auto" dateTime={entry.createdAt}>
          {formatRelativeTime(entry.createdAt)}
        </time>
      </div>
      {entry.changes.length > 0 && (
        <ul className="small mb-0 mt-1">
          {entry.changes.map((c, i) => (
            <li key={i}>
              {c.from === null && c.field !== "status" ? (
                <>
                  {t(`activity.fields.${c.field}`, { defaultValue: c.field })}: {show(c.field, c.to)}
                </>
              ) : c.to === null && (c.field === "member" || c.field === "externalResource") ? (
                <>
                  {t(`activity.fields.${c.field}`, { defaultValue: c.field })}: {show(c.field, c.from)}
                </>
              ) : (
                <>
                  {t(`activity.fields.${c.field}`, { defaultValue: c.field })}: {show(c.field, c.from)} →{" "}
                  {show(c.field, c.to)}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The Tevékenység tab: who created, changed, staffed or archived the project, newest first. */
export function ActivityLog({ projectId }: { projectId: number }) {
  const { t } = useTranslation("projects");
  const activity = useProjectActivity(projectId);
  if (activity.isPending)
    return (
      <p className="text-body-secondary" role="status">
        {t("common:loading")}
      </p>
    );
  if (activity.isError)
    return (
      <p className="text-danger" role="alert">
        {t("common:loadError")}
      </p>
    );
  if (activity.data.length === 0) return <p className="text-body-secondary">{t("activity.empty")}</p>;
  return (
    <ul className="list-unstyled project-list border rounded">
      {[...activity.data].reverse().map((entry) => (
        <ActivityEntry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
