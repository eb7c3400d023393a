import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Allocation } from "@office/shared/resource-planning/allocations.contract";
import type { Planner, PlannerResource } from "@office/shared/resource-planning/planner.contract";
import { compareHu } from "@office/shared/hu/collate";
import { formatDateHu } from "@office/shared/hu/format";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { DepartmentSelect } from "../../../components/ui/department-select";
import { Icon } from "../../../components/ui/icon";
import { biChevronLeft, biChevronRight, biClipboard } from "../../../components/ui/icons";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import {
  bodyOf,
  useCopyWeek,
  useDeleteAllocation,
  usePlanner,
  useSaveAllocation,
  type AllocationBody,
} from "../api/planner";
import { AllocationEditor, type Edited } from "../components/allocation-editor";
import { PlannerGrid } from "../components/planner-grid";
import { NAME_WIDTH, resourceKey, type GridRow } from "../components/planner-rows";
import { PlannerList } from "../components/planner-list";
import { PlannerTotals } from "../components/planner-totals";
import { COLUMN_WIDTH, addDays, mondayOf, shiftAnchor, visibleRange, type Zoom } from "../utils/planner-math";
import { fitColumnWidth, useElementWidth, useIsPlannerList } from "../utils/use-planner-layout";
import "../i18n";
import "../components/planner.css";

const ZOOMS: Zoom[] = ["week", "month", "quarter"];
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

/**
 * `/eroforras-naptar` (SPEC route `resource-calendar`), Erőforrás-tervező (issue 9 §1): the planner of the
 * visible week / month / quarter with filters by project, department and person, "Előző hét másolása", the
 * grid (PlannerGrid) and the totals per project and week. Writes only when the answer's `canEdit` is true.
 */
export function ResourceCalendarPage() {
  const { t } = useTranslation("resource-planning");
  useBreadcrumb([{ name: t("calendar.title"), url: "/eroforras-naptar" }]);
  // View, date and filters live in the URL (`?nezet=week&datum=2026-11-23&projekt=3&reszleg=…&q=…`).
  const [params, setParams] = useSearchParams();
  const zoomParam = params.get("nezet");
  const zoom: Zoom = ZOOMS.find((z) => z === zoomParam) ?? "month";
  const dateParam = params.get("datum");
  const anchor = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : todayIso();
  const projectId = /^\d+$/.test(params.get("projekt") ?? "") ? (params.get("projekt") ?? "") : "";
  const department = params.get("reszleg") ?? "";
  const search = params.get("q") ?? "";
  const setParam = (name: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setZoom = (z: Zoom) => setParam("nezet", z);
  const setAnchor = (a: string) => setParam("datum", a);
  const setProjectId = (v: string) => setParam("projekt", v);
  const setDepartment = (v: string) => setParam("reszleg", v);
  const setSearch = (v: string) => setParam("q", v);
  const deferredSearch = useDeferredValue(search.trim());
  const range = visibleRange(zoom, anchor);
  const planner = usePlanner({
    ...range,
    ...(projectId ? { projectId: Number(projectId) } : {}),
    ...(department ? { department } : {}),
    ...(deferredSearch ? { search: deferredSearch } : {}),
  });
  const copyWeek = useCopyWeek();
  const [knownDepartments, setKnownDepartments] = useState<string[]>([]);
  const departments = useMemo(() => {
    const names = new Set(knownDepartments);
    for (const r of planner.data?.resources ?? [])
      if (r.resourceType === "employee" && r.department) names.add(r.department);
    return [...names].sort(compareHu);
  }, [planner.data, knownDepartments]);
  if (departments.length !== knownDepartments.length) setKnownDepartments(departments);

  const thisMonday = mondayOf(zoom === "week" ? range.start : anchor);
  const onCopyWeek = () => {
    const from = addDays(thisMonday, -7);
    if (
      !window.confirm(
        t("planner.copyWeekConfirm", { from: formatDateHu(from), to: formatDateHu(thisMonday) }),
      )
    )
      return;
    copyWeek.mutate({ from, to: thisMonday, ...(projectId ? { projectId: Number(projectId) } : {}) });
  };

  return (
    <>
      <h1 className="h3 mb-3">{t("calendar.title")}</h1>
      <div className="planner-toolbar d-flex flex-wrap align-items-end gap-2 mb-2">
        <div className="btn-group" role="group" aria-label={t("planner.zoom.label")}>
          {ZOOMS.map((z) => (
            <button
              key={z}
              type="button"
              className={`btn btn-outline-primary${zoom === z ? " active" : ""}`}
              aria-pressed={zoom === z}
              onClick={() => setZoom(z)}
            >
              {t(`planner.zoom.${z}`)}
            </button>
          ))}
        </div>
        <div className="btn-group" role="group">
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-label={t("planner.prev")}
            title={t("planner.prev")}
            onClick={() => setAnchor(shiftAnchor(zoom, anchor, -1))}
          >
            <Icon icon={biChevronLeft} />
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => setAnchor("")}>
            {t("planner.today")}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-label={t("planner.next")}
            title={t("planner.next")}
            onClick={() => setAnchor(shiftAnchor(zoom, anchor, 1))}
          >
            <Icon icon={biChevronRight} />
          </button>
        </div>
        <div className="fw-semibold px-1 align-self-center" aria-live="polite" data-testid="planner-range">
          {formatDateHu(range.start)} – {formatDateHu(range.end)}
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor="planner-project">
            {t("planner.project")}
          </label>
          <select
            id="planner-project"
            className="form-select form-select-sm"
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
          >
            <option value="">{t("planner.allProjects")}</option>
            {(planner.data?.projects ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.code} – {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <DepartmentSelect
            id="planner-department"
            label={t("planner.department")}
            value={department}
            onChange={setDepartment}
            departments={departments}
            allLabel={t("planner.allDepartments")}
            labelClassName="form-label small mb-0"
            selectClassName="form-select form-select-sm"
          />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor="planner-search">
            {t("planner.search")}
          </label>
          <input
            id="planner-search"
            type="search"
            className="form-control form-control-sm"
            placeholder={t("planner.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {planner.data?.canEdit && (
          <Button
            color="secondary"
            icon={biClipboard}
            className="ms-auto"
            disabled={copyWeek.isPending}
            onClick={onCopyWeek}
          >
            {t("planner.copyWeek")}
          </Button>
        )}
      </div>
      <QueryState query={planner}>
        {(data) => <PlannerBody data={data} minColumnWidth={COLUMN_WIDTH[zoom]} />}
      </QueryState>
    </>
  );
}

/**
 * The grid (on a phone the per-person list, issue 19 §5), the editor and the totals for one planner answer. The
 * day columns widen to fill the page (`fitColumnWidth`), so the week view uses the full width.
 */
function PlannerBody({ data, minColumnWidth }: { data: Planner; minColumnWidth: number }) {
  const { t } = useTranslation("resource-planning");
  const isList = useIsPlannerList();
  const [widthRef, width] = useElementWidth();
  const columnWidth = fitColumnWidth(minColumnWidth, width, NAME_WIDTH, data.days.length);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<Edited | null>(null);
  const save = useSaveAllocation();
  const remove = useDeleteAllocation();

  const allocationsByResource = useMemo(() => {
    const map = new Map<string, Allocation[]>();
    for (const a of data.allocations) {
      const key = resourceKey(a);
      const list = map.get(key);
      if (list) list.push(a);
      else map.set(key, [a]);
    }
    return map;
  }, [data.allocations]);

  const rows = useMemo(
    () => buildRows(data.resources, collapsed, t("planner.noDepartment"), t("planner.externalGroup")),
    [data.resources, collapsed, t],
  );
  const resourcesByKey = useMemo(
    () => new Map(data.resources.map((r) => [resourceKey(r), r])),
    [data.resources],
  );

  const onToggleGroup = useCallback((key: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const onCreate = useCallback(
    (resource: PlannerResource, start: string, end: string) =>
      setEdited({ kind: "create", resource, start, end }),
    [],
  );
  const onEdit = useCallback(
    (allocation: Allocation) =>
      setEdited({ kind: "edit", allocation, resource: resourcesByKey.get(resourceKey(allocation)) }),
    [resourcesByKey],
  );
  const onChangeDates = useCallback(
    (allocation: Allocation, start: string, end: string) =>
      save.mutate({ id: allocation.id, body: { ...bodyOf(allocation), start, end } }),
    [save],
  );
  const onSave = (id: number | undefined, body: AllocationBody) =>
    save.mutate(
      { ...(id === undefined ? {} : { id }), body },
      {
        onSuccess: (saved) =>
          setEdited({ kind: "edit", allocation: saved, resource: resourcesByKey.get(resourceKey(saved)) }),
      },
    );
  const onDelete = (id: number) => remove.mutate(id, { onSuccess: () => setEdited(null) });

  return (
    <>
      {!data.canEdit && <p className="text-body-secondary small mb-2">{t("planner.readOnly")}</p>}
      {data.canEdit && !isList && <p className="text-body-secondary small mb-2">{t("planner.hint")}</p>}
      {!isList && <Legend />}
      <div ref={widthRef} />
      {rows.length === 0 ? (
        <p className="text-body-secondary">{t("planner.empty")}</p>
      ) : isList ? (
        <PlannerList
          days={data.days}
          resources={data.resources}
          allocationsByResource={allocationsByResource}
          canEdit={data.canEdit}
          onCreate={onCreate}
          onEdit={onEdit}
        />
      ) : (
        <PlannerGrid
          days={data.days}
          rows={rows}
          allocationsByResource={allocationsByResource}
          projects={data.projects}
          weeklyLoad={data.weeklyLoad}
          columnWidth={columnWidth}
          canEdit={data.canEdit}
          onToggleGroup={onToggleGroup}
          onCreate={onCreate}
          onEdit={onEdit}
          onChangeDates={onChangeDates}
        />
      )}
      <PlannerTotals data={data} />
      <AllocationEditor
        edited={edited}
        projects={data.projects}
        canEdit={data.canEdit}
        isBusy={save.isPending || remove.isPending}
        onSave={onSave}
        onDelete={onDelete}
        onClose={() => setEdited(null)}
      />
    </>
  );
}

/** Employees grouped by department (collapsible headers, Hungarian order), then the external resources. */
export function buildRows(
  resources: readonly PlannerResource[],
  collapsed: ReadonlySet<string>,
  noDepartment: string,
  externalName: string,
): GridRow[] {
  const groups = new Map<string, PlannerResource[]>();
  const external: PlannerResource[] = [];
  for (const r of resources) {
    if (r.resourceType === "external") external.push(r);
    else {
      const name = r.department ?? noDepartment;
      const list = groups.get(name);
      if (list) list.push(r);
      else groups.set(name, [r]);
    }
  }
  const rows: GridRow[] = [];
  const push = (key: string, name: string, members: PlannerResource[]) => {
    const isCollapsed = collapsed.has(key);
    rows.push({ kind: "group", key, name, count: members.length, isCollapsed });
    if (!isCollapsed)
      for (const r of members) rows.push({ kind: "resource", key: resourceKey(r), resource: r });
  };
  for (const name of [...groups.keys()].sort((a, b) => a.localeCompare(b, "hu")))
    push(`dept:${name}`, name, groups.get(name) ?? []);
  if (external.length > 0) push("external", externalName, external);
  return rows;
}

function Legend() {
  const { t } = useTranslation("resource-planning");
  const items = [
    "confirmed",
    "tentative",
    "leave",
    "pending",
    "sick",
    "over",
    "nonWorking",
    "loadOver",
    "loadUnder",
  ] as const;
  return (
    <ul className="planner-legend list-inline small mb-2" aria-label="Jelmagyarázat">
      {items.map((item) => (
        <li key={item} className="list-inline-item">
          <span className={`planner-legend-swatch legend-${item}`} aria-hidden="true" />
          {t(`planner.legend.${item}`)}
        </li>
      ))}
    </ul>
  );
}
