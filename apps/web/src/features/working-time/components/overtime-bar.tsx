import { useTranslation } from "react-i18next";
import { formatHours } from "../utils/time-format";
import "../i18n";

/**
 * The year's overtime against the Mt. 109. § limit as a progress bar: used / limit hours, amber from
 * 90 %, red over the limit. `compact` leaves the text line out (table cells).
 */
export function OvertimeBar({
  usedMinutes,
  limitMinutes,
  compact = false,
}: {
  usedMinutes: number;
  limitMinutes: number;
  compact?: boolean;
}) {
  const { t } = useTranslation("working-time");
  const ratio = limitMinutes > 0 ? usedMinutes / limitMinutes : usedMinutes > 0 ? 2 : 0;
  const tone = ratio > 1 ? "bg-danger" : ratio >= 0.9 ? "bg-warning" : "bg-success";
  const label = t("overtime.used", { used: formatHours(usedMinutes), limit: formatHours(limitMinutes) });
  return (
    <div className={compact ? "app-wt-bar-compact" : undefined}>
      {!compact && <div className="small mb-1">{label}</div>}
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(usedMinutes / 60)}
        aria-valuemin={0}
        aria-valuemax={Math.round(limitMinutes / 60)}
        style={{ height: compact ? "0.5rem" : "0.75rem" }}
      >
        <div className={`progress-bar ${tone}`} style={{ width: `${Math.min(100, ratio * 100)}%` }} />
      </div>
      {compact && <div className="small text-body-secondary">{label}</div>}
    </div>
  );
}
