import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import { ALLOCATION_STATUS_LABELS } from "@office/shared/resource-planning/allocations.contract";
import type { PlannerDay, PlannerResource } from "@office/shared/resource-planning/planner.contract";
import { formatDateHu } from "@office/shared/hu/format";
import { Button } from "../../../components/ui/button";
import { biPlusLg } from "../../../components/ui/icons";
import { dailyPlannedHours, isoWeek, mondayOf, projectColour, utilisation } from "../utils/planner-math";
import { ConflictList } from "./conflict-list";
import { bookedText, fmt, resourceKey } from "./planner-rows";
import "../i18n";

type PlannerListProps = {
  days: readonly PlannerDay[];
  resources: readonly PlannerResource[];
  allocationsByResource: ReadonlyMap<string, Allocation[]>;
  canEdit: boolean;
  onCreate: (resource: PlannerResource, start: string, end: string) => void;
  onEdit: (allocation: Allocation) => void;
};

/** Planned hours of one allocation in the range per ISO week (Monday → hours), weeks without hours left out. */
export function hoursByWeek(
  days: readonly PlannerDay[],
  resource: Pick<PlannerResource, "leave">,
  allocation: Allocation,
): [string, number][] {
  const byWeek = new Map<string, number>();
  dailyPlannedHours(days, resource, [allocation]).forEach((hours, column) => {
    const date = days[column]?.date;
    if (!date || hours === 0) return;
    const monday = mondayOf(date);
    byWeek.set(monday, (byWeek.get(monday) ?? 0) + hours);
  });
  return [...byWeek.entries()];
}

/**
 * The planner on a phone (issue 19 §5, below `PLANNER_LIST_BREAKPOINT`): one card per person instead of the
 * grid — utilisation, then each allocation of the range by project with its planned hours per week and its
 * conflicts in the range (leave, holidays, over-allocation); a tap on an allocation opens the editor, "Új
 * foglalás" starts one for the visible range.
 */
export function PlannerList({
  days,
  resources,
  allocationsByResource,
  canEdit,
  onCreate,
  onEdit,
}: PlannerListProps) {
  return (
    <ul className="list-unstyled planner-list mb-0" data-testid="planner-list">
      {resources.map((resource) => (
        <PersonCard
          key={resourceKey(resource)}
          days={days}
          resource={resource}
          allocations={allocationsByResource.get(resourceKey(resource)) ?? []}
          canEdit={canEdit}
          onCreate={onCreate}
          onEdit={onEdit}
        />
      ))}
    </ul>
  );
}

const PersonCard = memo(function PersonCard({
  days,
  resource,
  allocations,
  canEdit,
  onCreate,
  onEdit,
}: {
  days: readonly PlannerDay[];
  resource: PlannerResource;
  allocations: Allocation[];
  canEdit: boolean;
  onCreate: (resource: PlannerResource, start: string, end: string) => void;
  onEdit: (allocation: Allocation) => void;
}) {
  const { t } = useTranslation("resource-planning");
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const usage = useMemo(() => utilisation([...days], resource, allocations), [days, resource, allocations]);
  const sorted = useMemo(
    () =>
      [...allocations].sort(
        (a, b) => a.projectCode.localeCompare(b.projectCode, "hu") || a.start.localeCompare(b.start),
      ),
    [allocations],
  );
  // Leave spans list every calendar day; only working days are days off.
  const leaveDays = useMemo(() => {
    const working = new Set(days.filter((d) => d.isWorkingDay).map((d) => d.date));
    return resource.leave.filter((l) => l.state !== "pending" && working.has(l.date)).length;
  }, [days, resource.leave]);
  const headingId = `planner-person-${resource.resourceType}-${resource.resourceId}`;
  return (
    <li className="card mb-2" aria-labelledby={headingId} data-testid="planner-person">
      <div className="card-body p-3">
        <div className="d-flex align-items-start gap-2">
          <div className="me-auto">
            <h2 id={headingId} className="h6 mb-0">
              {resource.name}
            </h2>
            <div className="small text-body-secondary">
              {[resource.department, resource.position].filter(Boolean).join(" · ")}
            </div>
          </div>
          <span
            className={`badge ${usage.ratio > 1 ? "text-bg-danger" : "text-bg-secondary"}`}
            title={t("planner.utilisation", {
              planned: fmt(usage.planned),
              capacity: fmt(usage.capacity),
              percent: Math.round(usage.ratio * 100),
            })}
          >
            {t("list.usage", { planned: fmt(usage.planned), capacity: fmt(usage.capacity) })}
          </span>
        </div>
        {leaveDays > 0 && <p className="small mb-1 mt-1">{t("list.leaveDays", { count: leaveDays })}</p>}
        {sorted.length === 0 ? (
          <p className="small text-body-secondary mb-0 mt-2">{t("list.noAllocations")}</p>
        ) : (
          <ul className="list-unstyled mb-0 mt-2">
            {sorted.map((a) => {
              const inRange = a.conflicts.filter(
                (c) => c.severity !== "info" && c.date >= first && c.date <= last,
              );
              return (
                <li
                  key={a.id}
                  className="planner-list-item"
                  style={{ ["--bar-colour" as string]: projectColour(a.projectId) }}
                >
                  <button type="button" className="planner-list-open" onClick={() => onEdit(a)}>
                    <span className="fw-semibold">
                      {a.projectCode} – {a.projectName}
                    </span>
                    <span className="d-block small text-body-secondary">
                      {formatDateHu(a.start)} – {formatDateHu(a.end)} ·{" "}
                      {t("list.perDay", { hours: fmt(a.hoursPerDay) })} · {ALLOCATION_STATUS_LABELS[a.status]}
                      {" · "}
                      <span data-booked>
                        {bookedText(t, {
                          bookedHours: a.bookedHours,
                          plannedHours: hoursByWeek(days, resource, a).reduce((s, [, h]) => s + h, 0),
                        })}
                      </span>
                    </span>
                  </button>
                  <ul className="list-inline small mb-1">
                    {hoursByWeek(days, resource, a).map(([monday, hours]) => (
                      <li key={monday} className="list-inline-item">
                        {t("list.week", { week: isoWeek(monday), hours: fmt(hours) })}
                      </li>
                    ))}
                  </ul>
                  {inRange.length > 0 && <ConflictList conflicts={inRange} />}
                </li>
              );
            })}
          </ul>
        )}
        {canEdit && (
          <Button
            color="secondary"
            icon={biPlusLg}
            className="btn-sm mt-2"
            onClick={() => onCreate(resource, first, last)}
          >
            {t("list.create")}
          </Button>
        )}
      </div>
    </li>
  );
});
