import { useTranslation } from "react-i18next";
import type { AllocationConflict } from "@office/shared/resource-planning/allocation-conflicts";
import { formatDateHu } from "@office/shared/hu/format";
import { conflictRuns, type ConflictRun } from "../utils/conflict-runs";
import { fmt } from "./planner-rows";
import "../i18n";

/** Hungarian text of one run of conflict days ("2026. 11. 23. – 2026. 11. 27.: jóváhagyott szabadság"). */
export function conflictRunText(
  t: (key: string, options?: Record<string, unknown>) => string,
  run: ConflictRun,
) {
  const date =
    run.start === run.end ? formatDateHu(run.start) : `${formatDateHu(run.start)} – ${formatDateHu(run.end)}`;
  return t(`conflict.${run.kind}`, {
    date,
    name: run.name ? ` (${run.name})` : "",
    hours: run.hours === undefined ? "" : fmt(run.hours),
    capacity: run.capacity === undefined ? "" : fmt(run.capacity),
  });
}

/**
 * The conflicts of an allocation as a list: consecutive days of one kind on one line, warnings (leave,
 * over-allocation, outside the project) first, then notices (pending leave, half days), then the days that plan
 * no hours (weekends, holidays, rest days). Used by the editor's live check and by the phone list view.
 */
export function ConflictList({
  conflicts,
  testId,
}: {
  conflicts: readonly AllocationConflict[];
  testId?: string;
}) {
  const { t } = useTranslation("resource-planning");
  const runs = conflictRuns(conflicts);
  if (runs.length === 0) return <p className="text-body-secondary mb-0">{t("editor.noConflicts")}</p>;
  return (
    <ul className="planner-conflicts mb-0" data-testid={testId}>
      {runs.map((run) => (
        <li key={`${run.kind}-${run.start}`} className={`conflict-${run.severity}`}>
          {conflictRunText(t, run)}
        </li>
      ))}
    </ul>
  );
}
