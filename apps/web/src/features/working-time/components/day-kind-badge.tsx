import { useTranslation } from "react-i18next";
import type { TimeDay } from "@office/shared/working-time/time-entry.contract";
import "../i18n";

/**
 * The small marks of a day: its kind when not an ordinary working day (ünnepnap with its name,
 * pihenőnap, áthelyezett munkanap, hétvége), its absence, and a lock when its month is closed.
 */
export function DayKindBadge({ day, withAbsence = true }: { day: TimeDay; withAbsence?: boolean }) {
  const { t } = useTranslation("working-time");
  return (
    <div className="d-flex flex-wrap justify-content-center gap-1 mt-1">
      {day.dayKind !== "workday" && (
        <span className={`badge app-wt-kind app-wt-kind-${day.dayKind}`} title={day.dayName ?? undefined}>
          {day.dayKind === "holiday" && day.dayName ? day.dayName : t(`dayKind.${day.dayKind}`)}
        </span>
      )}
      {withAbsence && day.absence && (
        <span className="badge text-bg-info" title={day.absence.label}>
          {day.absence.label}
        </span>
      )}
      {day.closed && <span className="badge text-bg-secondary">{t("week.closed")}</span>}
    </div>
  );
}
