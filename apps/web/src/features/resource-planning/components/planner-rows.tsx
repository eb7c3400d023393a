import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import { ALLOCATION_STATUS_LABELS } from "@office/shared/resource-planning/allocations.contract";
import type { PlannerDay, PlannerResource } from "@office/shared/resource-planning/planner.contract";
import { formatDateHu } from "@office/shared/hu/format";
import type { WeeklyLoad } from "@office/shared/resource-planning/allocations.contract";
import { Icon } from "../../../components/ui/icon";
import { biChevronDown, biChevronRight, biExclamationTriangle } from "../../../components/ui/icons";
import {
  dailyBookedHours,
  dailyCapacity,
  dailyPlannedHours,
  layoutBars,
  projectColour,
  utilisation,
} from "../utils/planner-math";
import { WeekLoadStrip, WeekLoadSummary } from "./week-load-strip";
import "../i18n";

/**
 * The rows of the resource planner grid (`planner-grid.tsx`): a department header and a resource with its
 * allocation bars, day cells and utilisation, plus the small pieces the editor and the totals share.
 */

export const NAME_WIDTH = 240;
export const GROUP_HEIGHT = 30;
export const LANE_HEIGHT = 24;

/** A row of the grid: a collapsible department (or external resources) header, or a resource. */
export type GridRow =
  | { kind: "group"; key: string; name: string; count: number; isCollapsed: boolean }
  | { kind: "resource"; key: string; resource: PlannerResource };

export const resourceKey = (r: { resourceType: string; resourceId: number }) =>
  `${r.resourceType}:${r.resourceId}`;

/** What a drag shows: a new range (create) or an allocation with its new dates. */
export type Preview = { allocationId: number | null; start: string; end: string };

export function dayClass(day: PlannerDay): string {
  if (day.kind === "swappedWorkday") return "is-swapped";
  return day.isWorkingDay ? "" : "is-off";
}

interface GroupRowProps {
  row: Extract<GridRow, { kind: "group" }>;
  index: number;
  top: number;
  width: number;
  isFocused: boolean;
  focusColumn: number;
  onToggle: (key: string) => void;
}

export const GroupRow = memo(function GroupRow({
  row,
  index,
  top,
  width,
  isFocused,
  focusColumn,
  onToggle,
}: GroupRowProps) {
  const { t } = useTranslation("resource-planning");
  return (
    <div
      className="planner-row planner-group-row"
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      style={{ top, height: GROUP_HEIGHT, width }}
    >
      <div
        id={isFocused ? `planner-cell-${index}-${focusColumn}` : undefined}
        role="rowheader"
        aria-colindex={1}
        aria-expanded={!row.isCollapsed}
        className={`planner-group-cell${isFocused ? " is-focused" : ""}`}
        data-name-cell
        onClick={() => onToggle(row.key)}
        aria-label={t("planner.groupToggle", { name: row.name, count: row.count })}
      >
        <Icon icon={row.isCollapsed ? biChevronRight : biChevronDown} className="me-1" />
        <span className="fw-semibold">{row.name}</span>{" "}
        <span className="text-body-secondary">({row.count})</span>
      </div>
    </div>
  );
});

interface ResourceRowProps {
  index: number;
  top: number;
  height: number;
  width: number;
  resource: PlannerResource;
  allocations: Allocation[];
  days: PlannerDay[];
  firstColumn: number;
  lastColumn: number;
  columnWidth: number;
  /** The focused column when this row holds the focus, else -1. */
  focusColumn: number;
  preview: Preview | null;
  /** Planned against actual hours per week (issue 21 §4); empty for external resources. */
  load: readonly WeeklyLoad[];
  /** Today, `YYYY-MM-DD` (the week strips' colours). */
  today: string;
}

/** One resource: name with utilisation, the visible day cells (leave, off days, over-allocation) and the bars. */
export const ResourceRow = memo(function ResourceRow(props: ResourceRowProps) {
  const {
    index,
    top,
    height,
    width,
    resource,
    days,
    firstColumn,
    lastColumn,
    columnWidth,
    focusColumn,
    preview,
    load,
    today,
  } = props;
  const { t } = useTranslation("resource-planning");
  const rangeStart = days[0]?.date ?? "";
  const allocations = useMemo(() => {
    if (!preview) return props.allocations;
    if (preview.allocationId === null) return props.allocations;
    return props.allocations.map((a) =>
      a.id === preview.allocationId ? { ...a, start: preview.start, end: preview.end } : a,
    );
  }, [props.allocations, preview]);
  const bars = useMemo(
    () => layoutBars(allocations, rangeStart, days.length),
    [allocations, rangeStart, days.length],
  );
  const booked = useMemo(() => dailyBookedHours(days, allocations), [days, allocations]);
  // Planned hours of each allocation on the days in view: the server's bookedHours cover the same days.
  const plannedInView = useMemo(
    () =>
      new Map(
        allocations.map((a) => [a.id, dailyPlannedHours(days, resource, [a]).reduce((s, h) => s + h, 0)]),
      ),
    [allocations, days, resource],
  );
  const usage = useMemo(() => utilisation(days, resource, allocations), [days, resource, allocations]);
  const leaveByDate = useMemo(() => new Map(resource.leave.map((l) => [l.date, l])), [resource.leave]);
  const capacity = dailyCapacity(resource);
  const percent = Math.round(usage.ratio * 100);
  const usageLabel = t("planner.utilisation", {
    planned: fmt(usage.planned),
    capacity: fmt(usage.capacity),
    percent,
  });

  const cells = [];
  for (let c = firstColumn; c <= lastColumn; c++) {
    const day = days[c];
    if (!day) continue;
    // Leave is drawn on working days only (a leave span over a weekend takes no day off).
    const leave = day.isWorkingDay ? leaveByDate.get(day.date) : undefined;
    const hours = booked[c] ?? 0;
    const isOver = day.isWorkingDay && hours > capacity && (!leave || leave.state === "pending");
    const onDay = allocations.filter((a) => a.start <= day.date && day.date <= a.end);
    const parts = [
      day.kind === "workday" ? "" : t(`planner.dayKind.${day.kind}`) + (day.name ? ` (${day.name})` : ""),
      leave ? t(`planner.leave.${leave.state}`) + (leave.halfDay ? `, ${t("planner.leave.half")}` : "") : "",
      isOver ? t("planner.overAllocated", { hours: fmt(hours), capacity: fmt(capacity) }) : "",
      ...onDay.map((a) => t("planner.barLabel", { code: a.projectCode, hours: fmt(a.hoursPerDay) })),
    ].filter(Boolean);
    const label = `${t("planner.cellLabel", { resource: resource.name, date: formatDateHu(day.date) })}: ${parts.length > 0 ? parts.join("; ") : t("planner.cellEmpty")}`;
    const isCreating = preview?.allocationId === null && preview.start <= day.date && day.date <= preview.end;
    cells.push(
      <div
        key={c}
        id={c === focusColumn ? `planner-cell-${index}-${c}` : undefined}
        role="gridcell"
        aria-colindex={c + 2}
        aria-label={label}
        title={parts.join("; ") || undefined}
        className={[
          "planner-cell",
          dayClass(day),
          leave ? `leave-${leave.state}` : "",
          isOver ? "is-over" : "",
          isCreating ? "is-creating" : "",
          c === focusColumn ? "is-focused" : "",
        ].join(" ")}
        style={{ left: NAME_WIDTH + c * columnWidth, width: columnWidth }}
      >
        {isOver && <span className="planner-over-total">{fmt(hours)}</span>}
      </div>,
    );
  }

  return (
    <div
      className="planner-row"
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      style={{ top, height, width }}
    >
      <div
        className="planner-name"
        role="rowheader"
        aria-colindex={1}
        data-name-cell
        style={{ width: NAME_WIDTH }}
      >
        <div className="text-truncate fw-semibold" title={resource.name}>
          {resource.name}
        </div>
        <div className="planner-usage" title={usageLabel}>
          <div
            className="planner-usage-track"
            role="meter"
            aria-label={usageLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(percent, 100)}
          >
            <div
              className={`planner-usage-fill${percent > 100 ? " is-over" : ""}`}
              style={{ width: `${Math.min(100, percent)}%` }}
            />
          </div>
          <span className="planner-usage-text">{percent}%</span>
        </div>
        <WeekLoadSummary load={load} today={today} />
      </div>
      {cells}
      <WeekLoadStrip
        days={days}
        load={load}
        firstColumn={firstColumn}
        lastColumn={lastColumn}
        columnWidth={columnWidth}
        left={NAME_WIDTH}
        top={height - 15}
        today={today}
      />
      {bars
        .filter((b) => b.lastColumn >= firstColumn && b.firstColumn <= lastColumn)
        .map((bar) => {
          const a = bar.allocation;
          const hasWarning = a.conflicts.some((c) => c.severity === "warning");
          return (
            <div
              key={a.id}
              aria-hidden="true"
              data-allocation-id={a.id}
              className={`planner-bar status-${a.status}${preview?.allocationId === a.id ? " is-dragging" : ""}`}
              title={`${t("planner.barAria", {
                resource: resource.name,
                project: `${a.projectCode} ${a.projectName}`,
                start: formatDateHu(a.start),
                end: formatDateHu(a.end),
                hours: fmt(a.hoursPerDay),
                status: ALLOCATION_STATUS_LABELS[a.status],
              })}; ${bookedText(t, { bookedHours: a.bookedHours, plannedHours: plannedInView.get(a.id) ?? 0 })}`}
              style={{
                left: NAME_WIDTH + bar.firstColumn * columnWidth + 2,
                width: (bar.lastColumn - bar.firstColumn + 1) * columnWidth - 4,
                top: 4 + bar.lane * LANE_HEIGHT,
                height: LANE_HEIGHT - 4,
                ["--bar-colour" as string]: projectColour(a.projectId),
              }}
            >
              {!bar.clippedStart && <span className="planner-bar-edge edge-start" data-edge="start" />}
              {/* Weekends and holidays inside a long allocation are informational: no icon for those alone. */}
              {a.conflicts.some((c) => c.severity !== "info") && (
                <span className={hasWarning ? "planner-bar-warn" : "planner-bar-notice"}>
                  <Icon icon={biExclamationTriangle} />
                </span>
              )}
              <span className="planner-bar-label">
                {a.projectCode} · {fmt(a.hoursPerDay)} ó
              </span>
              <span className="planner-bar-booked" data-booked>
                {t("planner.bookedLabel", {
                  booked: fmt(a.bookedHours),
                  planned: fmt(plannedInView.get(a.id) ?? 0),
                })}
              </span>
              {!bar.clippedEnd && <span className="planner-bar-edge edge-end" data-edge="end" />}
            </div>
          );
        })}
    </div>
  );
});

/**
 * "lekönyvelt / tervezett: 32 / 40 óra" (issue 21 §4): the hours booked to the allocation's project on its days
 * in view (`bookedHours`) against the hours it plans on those days (the caller's `plannedHours`).
 */
export function bookedText(
  t: (key: string, values: Record<string, string>) => string,
  a: Pick<Allocation, "bookedHours" | "plannedHours">,
): string {
  return t("planner.bookedAria", { booked: fmt(a.bookedHours), planned: fmt(a.plannedHours) });
}

const numberFormat = new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 1 });
/** Hours the Hungarian way ("7,5"). */
export function fmt(hours: number): string {
  return numberFormat.format(hours);
}
