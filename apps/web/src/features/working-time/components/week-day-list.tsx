import { useTranslation } from "react-i18next";
import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { Button } from "../../../components/ui/button";
import { biPlusLg } from "../../../components/ui/icons";
import { formatDuration, formatShortDate } from "../utils/time-format";
import { DayKindBadge } from "./day-kind-badge";
import "../i18n";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/**
 * The week on a phone: a card per day (weekday, date, kind, worked time) listing its entries; tapping an
 * entry opens it, "+" adds one on that day (not on closed or future days). Replaces the grid below `md`.
 */
export function WeekDayList({
  days,
  entries,
  today,
  onOpen,
  onAdd,
}: {
  days: TimeDay[];
  entries: TimeEntry[];
  today: string;
  onOpen: (entry: TimeEntry) => void;
  onAdd: (date: string) => void;
}) {
  const { t } = useTranslation("working-time");
  return (
    <ul className="list-unstyled mb-0" data-testid="week-day-list">
      {days.map((day, i) => {
        const dayEntries = entries.filter((e) => e.date === day.date);
        const canAdd = !day.closed && day.date <= today;
        return (
          <li
            key={day.date}
            className={`card mb-2 app-wt-day-${day.dayKind}${day.date === today ? " border-primary" : ""}`}
            aria-current={day.date === today ? "date" : undefined}
          >
            <div className="card-body py-2">
              <div className="d-flex align-items-center gap-2">
                <div className="me-auto">
                  <span className="fw-semibold">{t(`weekday.${WEEKDAYS[i] ?? "mon"}`)}</span>{" "}
                  <span className="text-body-secondary">{formatShortDate(day.date)}</span>
                </div>
                <span className="fw-semibold">{formatDuration(day.workedMinutes)}</span>
                {canAdd && (
                  <Button
                    color="secondary"
                    className="btn-sm app-wt-add-day"
                    icon={biPlusLg}
                    aria-label={t("week.addOn", { date: formatShortDate(day.date) })}
                    onClick={() => onAdd(day.date)}
                  />
                )}
              </div>
              <div className="d-flex">
                <DayKindBadge day={day} />
              </div>
              {dayEntries.map((entry) => (
                <button
                  key={entry.id}
                  type="button"
                  className="btn btn-link text-body text-decoration-none w-100 text-start px-0 py-1 d-flex gap-2"
                  onClick={() => onOpen(entry)}
                >
                  <span className="text-nowrap">
                    {entry.start}–{entry.end ?? "…"}
                  </span>
                  <span className="text-truncate me-auto">{entry.projectName ?? t("week.noProject")}</span>
                  <span className="fw-semibold">{formatDuration(entry.workedMinutes)}</span>
                </button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
