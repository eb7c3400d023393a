import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { WeeklyLoad } from "@office/shared/resource-planning/allocations.contract";
import type { PlannerDay } from "@office/shared/resource-planning/planner.contract";
import { loadStatus, weekSpans } from "../utils/weekly-load";
import "../i18n";

interface WeekLoadStripProps {
  days: PlannerDay[];
  load: readonly WeeklyLoad[];
  firstColumn: number;
  lastColumn: number;
  columnWidth: number;
  left: number;
  top: number;
  /** Today (`YYYY-MM-DD`): weeks not yet over are never "under". */
  today: string;
}

/**
 * Planned against actual hours of one person per ISO week (issue 21 §4): a thin strip under the bars of each
 * week in view, "tény / terv" hours, red when actual exceeds the plan, amber when an ended week stayed well
 * below it. The strip is decoration for the pointer (its title holds the sentence; bars are hidden the same
 * way): screen readers get the same sentences from `weekLoadSummary` in the row header.
 */
export const WeekLoadStrip = memo(function WeekLoadStrip(props: WeekLoadStripProps) {
  const { days, load, firstColumn, lastColumn, columnWidth, left, top, today } = props;
  const { t } = useTranslation("resource-planning");
  const spans = useMemo(() => weekSpans(days, load), [days, load]);
  return (
    <>
      {spans
        .filter((s) => s.lastColumn >= firstColumn && s.firstColumn <= lastColumn)
        .map((s) => {
          const status = loadStatus(s.load, today);
          const label = t("planner.weekLoad", {
            week: s.load.isoWeek,
            actual: fmt(s.load.actualHours),
            planned: fmt(s.load.plannedHours),
            status: t(`planner.loadStatus.${status}`),
          });
          return (
            <div
              key={s.load.weekStart}
              className={`planner-week-load load-${status}`}
              data-week={s.load.isoWeek}
              title={label}
              aria-hidden="true"
              style={{
                left: left + s.firstColumn * columnWidth + 2,
                width: (s.lastColumn - s.firstColumn + 1) * columnWidth - 4,
                top,
              }}
            >
              {t("planner.weekLoadShort", {
                actual: fmt(s.load.actualHours),
                planned: fmt(s.load.plannedHours),
              })}
            </div>
          );
        })}
    </>
  );
});

const numberFormat = new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 1 });
const fmt = (hours: number) => numberFormat.format(hours);

/** The week sentences of one person for the row header (screen readers), e.g. "2026-W41: tényleges 14 / …". */
export function WeekLoadSummary({ load, today }: { load: readonly WeeklyLoad[]; today: string }) {
  const { t } = useTranslation("resource-planning");
  if (load.length === 0) return null;
  return (
    <span className="visually-hidden">
      {load
        .map((l) =>
          t("planner.weekLoad", {
            week: l.isoWeek,
            actual: fmt(l.actualHours),
            planned: fmt(l.plannedHours),
            status: t(`planner.loadStatus.${loadStatus(l, today)}`),
          }),
        )
        .join("; ")}
    </span>
  );
}
