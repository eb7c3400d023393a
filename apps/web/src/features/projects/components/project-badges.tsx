import {
  PROJECT_HEALTH_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectHealth,
  type ProjectStatus,
} from "@office/shared/projects/projects.contract";

/** Bootstrap colour of each status (text-bg-* keeps contrast in light and dark mode). */
export const STATUS_COLORS: Record<ProjectStatus, string> = {
  planned: "text-bg-info",
  active: "text-bg-primary",
  onHold: "text-bg-warning",
  closed: "text-bg-secondary",
};

const HEALTH_COLORS: Record<ProjectHealth, string> = {
  onTrack: "text-bg-success",
  atRisk: "text-bg-warning",
  offTrack: "text-bg-danger",
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  return <span className={`badge ${STATUS_COLORS[status]}`}>{PROJECT_STATUS_LABELS[status]}</span>;
}

export function HealthBadge({ health }: { health: ProjectHealth }) {
  return <span className={`badge ${HEALTH_COLORS[health]}`}>{PROJECT_HEALTH_LABELS[health]}</span>;
}

/** A labelled progress bar, 0–100 %, with the percentage beside it. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ height: "0.6rem", minWidth: "4rem" }}
      >
        <div className="progress-bar" style={{ width: `${value}%` }} />
      </div>
      <span className="small text-nowrap" aria-hidden="true">
        {value} %
      </span>
    </div>
  );
}
