import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import type { AttendanceCellInput, AttendanceRow } from "@office/shared/attendance/attendance.contract";
import { Button } from "../../../components/ui/button";
import { ProvisionalCalendarNote } from "../../../components/ui/provisional-calendar-note";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { normalizeForSearch } from "../../employees/components/directory-filter";
import { todayIso } from "../../employees/utils/format";
import { monthRange, shiftMonth, type YearMonth } from "../../leave/components/year-month";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadAttendance } from "../api/download-attendance";
import { useAttendanceMonth } from "../api/get-attendance-month";
import { useSetAttendanceCell } from "../api/set-attendance-cell";
import { AttendanceGrid } from "../components/attendance-grid";
import { AttendanceLegend } from "../components/attendance-legend";
import { CellEditorModal, type EditedCell } from "../components/cell-editor-modal";
import "../i18n";
import { biChevronLeft, biChevronRight, biFileEarmarkSpreadsheet } from "../../../components/ui/icons";
import { MonthField } from "../../../components/ui/month-field";

const monthTitleFormat = new Intl.DateTimeFormat("hu-HU", { year: "numeric", month: "long" });
const collator = new Intl.Collator("hu", { sensitivity: "base" });

/** `?honap=YYYY-MM`, else the current month. */
function readYearMonth(value: string | null, now = new Date()): YearMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (match && year >= 1900 && year <= 2200 && month >= 1 && month <= 12) return { year, month };
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/**
 * `/jelenleti-naptar` (SPEC route `attendance-calendar`): the month's attendance sheet from `GET
 * /api/attendance` with day kinds, coloured codes, legend and totals; hr edits cells (`PUT
 * /api/attendance`) and downloads the month as `.xlsx` (`GET /report/attendance/download`).
 */
export function AttendanceCalendarPage() {
  const { t } = useTranslation("attendance");
  useBreadcrumb([{ name: t("calendar.title"), url: "/jelenleti-naptar" }]);
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const [params, setParams] = useSearchParams();
  const yearMonth = readYearMonth(params.get("honap"));
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [edited, setEdited] = useState<EditedCell | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const attendance = useAttendanceMonth(yearMonth.year, yearMonth.month);
  const setCell = useSetAttendanceCell(yearMonth.year, yearMonth.month);
  const title = monthTitleFormat.format(new Date(yearMonth.year, yearMonth.month - 1, 1));
  const data = attendance.data;

  const rows = useMemo(() => {
    const words = normalizeForSearch(deferredSearch).split(/\s+/).filter(Boolean);
    const all = [...(data?.employees ?? [])].sort((a, b) => collator.compare(a.name, b.name));
    if (words.length === 0) return all;
    return all.filter((row) => {
      const haystack = normalizeForSearch(
        [row.name, row.employeeNumber, row.department].filter(Boolean).join(" "),
      );
      return words.every((word) => haystack.includes(word));
    });
  }, [data, deferredSearch]);

  const goTo = (next: YearMonth): void => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set("honap", formatYearMonth(next));
        return copy;
      },
      { replace: true },
    );
  };

  const handleDownload = async (): Promise<void> => {
    const { start, end } = monthRange(yearMonth);
    setIsDownloading(true);
    try {
      const blob = await downloadAttendance(start, end);
      saveBlob(
        blob,
        t("calendar.fileName", { year: yearMonth.year, month: String(yearMonth.month).padStart(2, "0") }),
      );
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsDownloading(false);
    }
  };

  const handleEdit = useCallback(
    (row: AttendanceRow, dayIndex: number): void => {
      const day = data?.days[dayIndex];
      if (day) setEdited({ row, day, dayIndex });
    },
    [data],
  );

  const handleSave = (input: AttendanceCellInput): void => {
    setCell.mutate(input, { onSuccess: () => setEdited(null) });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("calendar.title")}</h1>
        <Link to="/munkaido" className="btn btn-outline-primary">
          {t("calendar.workingTime")}
        </Link>
        <Link to="/munkaido-attekintes" className="btn btn-outline-primary">
          {t("calendar.workingTimeOverview")}
        </Link>
        {isHr && (
          <Button
            color="success"
            icon={biFileEarmarkSpreadsheet}
            onClick={() => void handleDownload()}
            disabled={isDownloading}
          >
            {t("calendar.download")}
          </Button>
        )}
      </div>

      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div className="btn-group" role="group" aria-label={t("calendar.month")}>
          <Button
            color="secondary"
            icon={biChevronLeft}
            onClick={() => goTo(shiftMonth(yearMonth, -1))}
            aria-label={t("calendar.previous")}
          />
          <Button color="secondary" onClick={() => goTo(readYearMonth(null))}>
            {t("calendar.current")}
          </Button>
          <Button
            color="secondary"
            icon={biChevronRight}
            onClick={() => goTo(shiftMonth(yearMonth, 1))}
            aria-label={t("calendar.next")}
          />
        </div>
        <div>
          <label className="form-label visually-hidden" htmlFor="attendance-month">
            {t("calendar.month")}
          </label>
          <MonthField
            id="attendance-month"
            required
            value={formatYearMonth(yearMonth)}
            onChange={(value) => {
              if (/^\d{4}-\d{2}$/.test(value)) goTo(readYearMonth(value));
            }}
          />
        </div>
        <div className="fs-5 fw-semibold ms-2">
          {title}
          {data && (
            <span className="badge bg-body-tertiary text-body border ms-2 align-middle fs-6 fw-normal">
              {t("calendar.workingDays", { count: data.workingDays })}
            </span>
          )}
        </div>
        {isHr && (
          <div className="ms-md-auto app-att-search">
            <label className="form-label visually-hidden" htmlFor="attendance-search">
              {t("calendar.search")}
            </label>
            <input
              id="attendance-search"
              type="search"
              className="form-control"
              placeholder={t("calendar.searchPlaceholder")}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        )}
      </div>

      {data && (
        <ProvisionalCalendarNote testId="attendance-provisional" note={data.provisionalCalendarNote} />
      )}
      {attendance.isPending ? (
        <p className="text-body-secondary" role="status">
          {t("common:loading")}
        </p>
      ) : attendance.isError || !data ? (
        <p role="alert">{t("common:loadError")}</p>
      ) : data.employees.length === 0 ? (
        <p className="text-body-secondary">{t("calendar.empty")}</p>
      ) : (
        <>
          <p className="small text-body-secondary mb-2">
            {isHr ? t("calendar.editHint") : t("calendar.ownRowHint")}
          </p>
          {rows.length === 0 ? (
            <p className="text-body-secondary">{t("calendar.noMatch")}</p>
          ) : (
            <div
              aria-busy={attendance.isFetching}
              className={attendance.isPlaceholderData ? "opacity-50" : undefined}
            >
              <AttendanceGrid
                title={title}
                today={todayIso()}
                days={data.days}
                rows={rows}
                {...(isHr ? { onEditCell: handleEdit } : {})}
              />
            </div>
          )}
        </>
      )}
      {/* With the grid, not before it: a legend shown while loading would jump down (layout shift). */}
      {!attendance.isPending && (
        <div className="mt-3">
          <AttendanceLegend />
        </div>
      )}
      <CellEditorModal
        edited={edited}
        isBusy={setCell.isPending}
        onSave={handleSave}
        onClose={() => setEdited(null)}
      />
    </>
  );
}
