import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { addDays } from "@office/shared/hu/iso-date";
import type { TimeDay, TimeEntry } from "@office/shared/working-time/time-entry.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biChevronLeft, biChevronRight, biClipboard, biPlusLg } from "../../../components/ui/icons";
import { showToast } from "../../../lib/toast/toast-store";
import { useProjectOptions } from "../api/pickers";
import { createTimeEntry, getTimeRecord, useTimeEntryMutations, useTimeRecord } from "../api/time-entries";
import { workingTimeKeys } from "../api/working-time-keys";
import { copyWeekEntries } from "../utils/copy-week";
import { planCellSave } from "../utils/cell-plan";
import type { CellValue } from "../utils/cell-parser";
import { formatShortDate, weekStartOf } from "../utils/time-format";
import { DayEntriesModal } from "./day-entries-modal";
import { EntryFormModal, type EntryFormTarget } from "./entry-form-modal";
import { WarningsList } from "./warnings-list";
import { WeekDayList } from "./week-day-list";
import { WeekGrid, type GridRow } from "./week-grid";
import "../i18n";

type WeekViewProps = {
  employeeId: number;
  /** Monday of the shown week (ISO). */
  monday: string;
  today: string;
  onWeekChange: (monday: string) => void;
};

/**
 * The "Hét" tab: week navigation, the {@link WeekGrid} of the week's entries (a row per project that has
 * entries, the rows added with "Sor hozzáadása", and "Projekt nélkül"), copying last week, the entry form
 * and the week's Mt. 99/103/104/109 warnings.
 */
export function WeekView({ employeeId, monday, today, onWeekChange }: WeekViewProps) {
  const { t } = useTranslation("working-time");
  const queryClient = useQueryClient();
  const sunday = addDays(monday, 6);
  const record = useTimeRecord(employeeId, monday, sunday);
  const projects = useProjectOptions();
  const { create, update, remove } = useTimeEntryMutations();
  const [addedProjects, setAddedProjects] = useState<number[]>([]);
  const [newProject, setNewProject] = useState("");
  const [opened, setOpened] = useState<{ row: GridRow; day: TimeDay; entries: TimeEntry[] } | null>(null);
  const [form, setForm] = useState<EntryFormTarget | null>(null);
  const [isCopying, setIsCopying] = useState(false);

  const rows = useMemo((): GridRow[] => {
    const names = new Map<number, string>();
    for (const p of projects.data ?? []) names.set(p.id, p.label);
    for (const e of record.data?.entries ?? [])
      if (e.projectId !== null) names.set(e.projectId, e.projectName ?? "");
    const ids = new Set<number>(addedProjects);
    for (const e of record.data?.entries ?? []) if (e.projectId !== null) ids.add(e.projectId);
    const projectRows = [...ids]
      .map((id) => ({ key: `p${id}`, projectId: id, label: names.get(id) ?? `#${id}` }))
      .sort((a, b) => a.label.localeCompare(b.label, "hu"));
    return [...projectRows, { key: "none", projectId: null, label: t("week.noProject") }];
  }, [projects.data, record.data, addedProjects, t]);

  const handleCommit = async (row: GridRow, day: TimeDay, value: CellValue, cellEntries: TimeEntry[]) => {
    const dayEntries = (record.data?.entries ?? []).filter((e) => e.date === day.date);
    const plan = planCellSave({
      value,
      date: day.date,
      projectId: row.projectId,
      cellEntries,
      dayEntries,
      dayStart: record.data?.schedule.dayStart ?? "08:00",
    });
    if (plan.action === "create") await create.mutateAsync({ ...plan.body, employeeId });
    else if (plan.action === "update") await update.mutateAsync({ id: plan.id, input: plan.body });
    else if (plan.action === "delete") await remove.mutateAsync(plan.id);
  };

  const handleCopy = async (): Promise<void> => {
    setIsCopying(true);
    try {
      const previous = await getTimeRecord(employeeId, addDays(monday, -7), addDays(monday, -1));
      const result = await copyWeekEntries(
        previous.entries,
        record.data?.days ?? [],
        (body) => createTimeEntry({ ...body, employeeId }, true),
        record.data?.entries ?? [],
      );
      showToast(
        result.copied > 0 ? "success" : "danger",
        t("week.copyDone", { copied: result.copied, skipped: result.skipped }),
      );
    } finally {
      setIsCopying(false);
      await queryClient.invalidateQueries({ queryKey: workingTimeKeys.all });
    }
  };

  const openEntry = (entry: TimeEntry): void => {
    const isClosed = record.data?.days.find((d) => d.date === entry.date)?.closed === true;
    setForm({ entry, date: entry.date, projectId: entry.projectId, isClosed });
  };

  const rowProjectIds = new Set(rows.map((r) => r.projectId));
  const addable = (projects.data ?? []).filter((p) => !rowProjectIds.has(p.id));

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <div className="btn-group" role="group" aria-label={t("week.navigation")}>
          <Button
            color="secondary"
            icon={biChevronLeft}
            aria-label={t("week.previous")}
            onClick={() => onWeekChange(addDays(monday, -7))}
          />
          <Button color="secondary" onClick={() => onWeekChange(weekStartOf(today))}>
            {t("week.today")}
          </Button>
          <Button
            color="secondary"
            icon={biChevronRight}
            aria-label={t("week.next")}
            onClick={() => onWeekChange(addDays(monday, 7))}
          />
        </div>
        <div className="fs-5 fw-semibold" data-testid="week-title">
          {t("week.range", {
            from: formatShortDate(monday),
            to: formatShortDate(sunday),
            year: monday.slice(0, 4),
          })}
        </div>
        <div className="ms-md-auto d-flex flex-wrap gap-2">
          <Button color="secondary" icon={biClipboard} disabled={isCopying} onClick={() => void handleCopy()}>
            {t("week.copy")}
          </Button>
          <Button icon={biPlusLg} onClick={() => setForm({ entry: null, date: today, projectId: null })}>
            {t("entry.new")}
          </Button>
        </div>
      </div>
      <QueryState query={record}>
        {(data) => (
          <div aria-busy={record.isFetching} className={record.isPlaceholderData ? "opacity-50" : undefined}>
            <div className="d-md-none">
              <WeekDayList
                days={data.days}
                entries={data.entries}
                today={today}
                onOpen={openEntry}
                onAdd={(date) => setForm({ entry: null, date, projectId: null })}
              />
            </div>
            <div className="d-none d-md-block">
              <WeekGrid
                days={data.days}
                rows={rows}
                entries={data.entries}
                isEditable
                today={today}
                onCommit={handleCommit}
                onOpen={(row, day, entries) => setOpened({ row, day, entries })}
              />
              <div className="d-flex flex-wrap align-items-end gap-2 mt-3">
                <div>
                  <label className="form-label small mb-1" htmlFor="wt-add-row">
                    {t("week.addRow")}
                  </label>
                  <select
                    id="wt-add-row"
                    className="form-select form-select-sm"
                    value={newProject}
                    onChange={(event) => setNewProject(event.target.value)}
                  >
                    <option value="">{t("week.pickProject")}</option>
                    {addable.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.label}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  color="secondary"
                  className="btn-sm"
                  icon={biPlusLg}
                  disabled={newProject === ""}
                  onClick={() => {
                    setAddedProjects((list) => [...list, Number(newProject)]);
                    setNewProject("");
                  }}
                >
                  {t("week.addRowButton")}
                </Button>
              </div>
            </div>
            <p className="form-text mt-2 mb-3 d-none d-md-block">
              {t("week.hint", { dayStart: data.schedule.dayStart })}
            </p>
            <WarningsList warnings={data.warnings} />
          </div>
        )}
      </QueryState>
      <DayEntriesModal
        opened={opened}
        onClose={() => setOpened(null)}
        onEdit={(entry) => {
          setOpened(null);
          openEntry(entry);
        }}
        onAdd={(date, projectId) => {
          setOpened(null);
          setForm({ entry: null, date, projectId });
        }}
      />
      <EntryFormModal employeeId={employeeId} target={form} onClose={() => setForm(null)} />
    </>
  );
}
