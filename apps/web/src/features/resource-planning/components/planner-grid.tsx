import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslation } from "react-i18next";
import type { Allocation, WeeklyLoad } from "@office/shared/resource-planning/allocations.contract";
import type {
  PlannerDay,
  PlannerProject,
  PlannerResource,
} from "@office/shared/resource-planning/planner.contract";
import { formatDateHu } from "@office/shared/hu/format";
import {
  applyDrag,
  columnToDay,
  isFocusKey,
  isoWeek,
  layoutBars,
  laneCount,
  moveFocus,
  pixelToColumn,
  type FocusState,
} from "../utils/planner-math";
import { BudgetLine } from "./budget-line";
import { loadByEmployee } from "../utils/weekly-load";
import {
  dayClass,
  GroupRow,
  LANE_HEIGHT,
  GROUP_HEIGHT,
  NAME_WIDTH,
  ResourceRow,
  type GridRow,
  type Preview,
} from "./planner-rows";
import "../i18n";

const HEADER_HEIGHT = 48;

type DragMode = "create" | "move" | "resizeStart" | "resizeEnd";
interface DragState {
  mode: DragMode;
  row: number;
  allocation: Allocation | null;
  anchorColumn: number;
  column: number;
  x: number;
  y: number;
}

export interface PlannerGridProps {
  days: PlannerDay[];
  rows: GridRow[];
  allocationsByResource: Map<string, Allocation[]>;
  projects: PlannerProject[];
  /** Planned against actual hours per employee and week (issue 21 §4). */
  weeklyLoad: WeeklyLoad[];
  columnWidth: number;
  canEdit: boolean;
  onToggleGroup: (key: string) => void;
  onCreate: (resource: PlannerResource, start: string, end: string) => void;
  onEdit: (allocation: Allocation) => void;
  onChangeDates: (allocation: Allocation, start: string, end: string) => void;
}

const NO_ALLOCATIONS: Allocation[] = [];
const NO_LOAD: WeeklyLoad[] = [];

/** Today in Budapest as `YYYY-MM-DD`. */
function todayIso(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Budapest" }).format(new Date());
}

/**
 * The planner grid: resources as rows, days as columns, both virtualised (`@tanstack/react-virtual`), so 200
 * resources × a quarter render only the cells in view. Drag with pointer events: on empty cells to create, on a
 * bar to move it, on a bar's edge to resize it (hours per day stay). `role="grid"` with `aria-activedescendant`:
 * arrows move the focused cell, Enter opens it (create on an empty cell, edit on a bar, toggle on a group).
 */
export function PlannerGrid(props: PlannerGridProps) {
  const { days, rows, allocationsByResource, projects, columnWidth, canEdit } = props;
  const { t } = useTranslation("resource-planning");
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<FocusState>({ row: 0, column: 0 });
  const [drag, setDrag] = useState<DragState | null>(null);
  const projectsById = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  const loadOf = useMemo(() => loadByEmployee(props.weeklyLoad), [props.weeklyLoad]);
  const today = useMemo(() => todayIso(), []);
  const rangeStart = days[0]?.date ?? "";

  const rowHeights = useMemo(
    () =>
      rows.map((row) => {
        if (row.kind === "group") return GROUP_HEIGHT;
        const bars = layoutBars(
          allocationsByResource.get(row.key) ?? NO_ALLOCATIONS,
          rangeStart,
          days.length,
        );
        return Math.max(44, laneCount(bars) * LANE_HEIGHT + 20);
      }),
    [rows, allocationsByResource, rangeStart, days.length],
  );

  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => rowHeights[i] ?? 44,
    overscan: 6,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: days.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => columnWidth,
    overscan: 4,
    scrollPaddingStart: NAME_WIDTH,
  });
  // Row heights and column widths change with the data and the zoom: re-measure.
  useMemo(() => rowVirtualizer.measure(), [rowHeights]); // eslint-disable-line react-hooks/exhaustive-deps
  useMemo(() => columnVirtualizer.measure(), [columnWidth, days.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const firstColumn = virtualColumns[0]?.index ?? 0;
  const lastColumn = virtualColumns.at(-1)?.index ?? -1;
  const focusRow = Math.min(focus.row, rows.length - 1);
  const focusColumn = Math.min(focus.column, days.length - 1);

  const columnAt = useCallback(
    (clientX: number) => {
      const el = scrollRef.current;
      if (!el) return 0;
      const x = clientX - el.getBoundingClientRect().left + el.scrollLeft - NAME_WIDTH;
      return pixelToColumn(x, columnWidth, days.length);
    },
    [columnWidth, days.length],
  );

  const openCell = (rowIndex: number, column: number) => {
    const row = rows[rowIndex];
    if (!row) return;
    if (row.kind === "group") {
      props.onToggleGroup(row.key);
      return;
    }
    const date = columnToDay(rangeStart, column);
    const hit = (allocationsByResource.get(row.key) ?? []).find((a) => a.start <= date && date <= a.end);
    if (hit) props.onEdit(hit);
    else if (canEdit) props.onCreate(row.resource, date, date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isFocusKey(event.key)) {
      event.preventDefault();
      const next = moveFocus({ row: focusRow, column: focusColumn }, event.key, rows.length, days.length);
      setFocus(next);
      rowVirtualizer.scrollToIndex(next.row);
      columnVirtualizer.scrollToIndex(next.column);
    } else if (event.key === "Escape" && drag) {
      // Cancels a drag in progress: the pointer-up that follows finds no drag and changes nothing.
      event.preventDefault();
      setDrag(null);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openCell(focusRow, focusColumn);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const rowEl = target.closest<HTMLElement>("[data-row-index]");
    if (!rowEl || target.closest("[data-name-cell]")) return;
    const rowIndex = Number(rowEl.dataset.rowIndex);
    const row = rows[rowIndex];
    if (row?.kind !== "resource") return;
    const column = columnAt(event.clientX);
    setFocus({ row: rowIndex, column });
    const barEl = target.closest<HTMLElement>("[data-allocation-id]");
    const allocation = barEl
      ? ((allocationsByResource.get(row.key) ?? []).find(
          (a) => a.id === Number(barEl.dataset.allocationId),
        ) ?? null)
      : null;
    if (!canEdit) {
      if (allocation) props.onEdit(allocation);
      return;
    }
    const edge = target.closest<HTMLElement>("[data-edge]")?.dataset.edge;
    const mode: DragMode = allocation
      ? edge === "start"
        ? "resizeStart"
        : edge === "end"
          ? "resizeEnd"
          : "move"
      : "create";
    event.preventDefault();
    scrollRef.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      mode,
      row: rowIndex,
      allocation,
      anchorColumn: column,
      column,
      x: event.clientX,
      y: event.clientY,
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const column = columnAt(event.clientX);
    setDrag((d) => (d ? { ...d, column, x: event.clientX, y: event.clientY } : d));
  };

  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    const row = rows[drag.row];
    if (row?.kind !== "resource") return;
    const delta = drag.column - drag.anchorColumn;
    if (drag.mode === "create") {
      const a = Math.min(drag.anchorColumn, drag.column);
      const b = Math.max(drag.anchorColumn, drag.column);
      props.onCreate(row.resource, columnToDay(rangeStart, a), columnToDay(rangeStart, b));
    } else if (drag.allocation) {
      if (delta === 0) {
        if (drag.mode === "move") props.onEdit(drag.allocation);
        return;
      }
      const next = applyDrag(drag.allocation, drag.mode, delta);
      props.onChangeDates(drag.allocation, next.start, next.end);
    }
  };

  const preview = dragPreview(drag, rangeStart);
  const dragProject = drag?.allocation ? projectsById.get(drag.allocation.projectId) : undefined;
  const totalWidth = NAME_WIDTH + columnVirtualizer.getTotalSize();
  const activeId = rows.length > 0 && days.length > 0 ? `planner-cell-${focusRow}-${focusColumn}` : undefined;

  return (
    <>
      <div
        ref={scrollRef}
        className="planner-scroll border rounded"
        role="grid"
        tabIndex={0}
        aria-label={t("planner.gridLabel")}
        aria-rowcount={rows.length + 1}
        aria-colcount={days.length + 1}
        aria-activedescendant={activeId}
        aria-readonly={!canEdit}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        <div
          className="planner-canvas"
          style={{ width: totalWidth, height: HEADER_HEIGHT + rowVirtualizer.getTotalSize() }}
        >
          <div
            className="planner-header"
            role="row"
            aria-rowindex={1}
            style={{ width: totalWidth, height: HEADER_HEIGHT }}
          >
            <div
              className="planner-corner"
              role="columnheader"
              aria-colindex={1}
              style={{ width: NAME_WIDTH }}
            >
              {t("planner.resource")}
            </div>
            {virtualColumns.map((vc) => {
              const day = days[vc.index];
              if (!day) return null;
              const weekdayIndex = (new Date(`${day.date}T00:00:00Z`).getUTCDay() + 6) % 7;
              const weekday = WEEKDAYS[weekdayIndex];
              const kindLabel = day.kind === "workday" ? "" : t(`planner.dayKind.${day.kind}`);
              const title = [formatDateHu(day.date), kindLabel, day.name].filter(Boolean).join(" – ");
              // A week label on Mondays, and on the first column when enough of its week is left to hold it.
              const showWeek = weekdayIndex === 0 || (vc.index === 0 && weekdayIndex <= 3);
              return (
                <div
                  key={vc.key}
                  role="columnheader"
                  aria-colindex={vc.index + 2}
                  aria-label={title}
                  title={title}
                  className={`planner-day-head ${dayClass(day)}`}
                  style={{ left: NAME_WIDTH + vc.start, width: vc.size }}
                >
                  {showWeek && (
                    <span className="planner-week-label" aria-hidden="true">
                      {isoWeek(day.date)}.{columnWidth >= 40 ? " hét" : ""}
                    </span>
                  )}
                  <span aria-hidden="true">
                    {columnWidth >= 40 && <span className="planner-weekday">{weekday} </span>}
                    {Number(day.date.slice(8, 10))}
                  </span>
                </div>
              );
            })}
          </div>
          {virtualRows.map((vr) => {
            const row = rows[vr.index];
            if (!row) return null;
            if (row.kind === "group") {
              return (
                <GroupRow
                  key={row.key}
                  row={row}
                  index={vr.index}
                  top={HEADER_HEIGHT + vr.start}
                  width={totalWidth}
                  isFocused={vr.index === focusRow}
                  focusColumn={focusColumn}
                  onToggle={props.onToggleGroup}
                />
              );
            }
            const isDragRow = drag !== null && drag.row === vr.index;
            return (
              <ResourceRow
                key={row.key}
                index={vr.index}
                top={HEADER_HEIGHT + vr.start}
                height={vr.size}
                width={totalWidth}
                resource={row.resource}
                allocations={allocationsByResource.get(row.key) ?? NO_ALLOCATIONS}
                days={days}
                firstColumn={firstColumn}
                lastColumn={lastColumn}
                columnWidth={columnWidth}
                focusColumn={vr.index === focusRow ? focusColumn : -1}
                preview={isDragRow ? preview : null}
                load={
                  row.resource.resourceType === "employee"
                    ? (loadOf.get(row.resource.resourceId) ?? NO_LOAD)
                    : NO_LOAD
                }
                today={today}
              />
            );
          })}
        </div>
      </div>
      {drag && preview && (
        <div
          className="planner-drag-info shadow-sm"
          role="status"
          style={{ left: drag.x + 14, top: drag.y + 14 }}
        >
          <div>
            {t("planner.dragRange", { start: formatDateHu(preview.start), end: formatDateHu(preview.end) })}
          </div>
          {dragProject && <BudgetLine project={dragProject} />}
        </div>
      )}
    </>
  );
}

const WEEKDAYS = ["H", "K", "Sze", "Cs", "P", "Szo", "V"];

function dragPreview(drag: DragState | null, rangeStart: string): Preview | null {
  if (!drag) return null;
  if (drag.mode === "create") {
    const a = Math.min(drag.anchorColumn, drag.column);
    const b = Math.max(drag.anchorColumn, drag.column);
    return { allocationId: null, start: columnToDay(rangeStart, a), end: columnToDay(rangeStart, b) };
  }
  if (!drag.allocation) return null;
  const next = applyDrag(drag.allocation, drag.mode, drag.column - drag.anchorColumn);
  return { allocationId: drag.allocation.id, ...next };
}
