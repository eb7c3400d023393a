import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { hasPermission } from "@office/shared/auth/permissions";
import { budapestDate } from "@office/shared/hu/budapest-time";
import { fileSlug } from "@office/shared/hu/collate";
import { TIMESHEET_PDF_MAX_PEOPLE } from "@office/shared/timesheet-report/timesheet-report.contract";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { DepartmentSelect, departmentsOf } from "../../../components/ui/department-select";
import {
  biChevronLeft,
  biChevronRight,
  biFileEarmarkSpreadsheet,
  biPrinter,
} from "../../../components/ui/icons";
import { MonthField } from "../../../components/ui/month-field";
import { useAuthStore } from "../../../lib/auth/auth-store";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { shiftMonth } from "../../leave/components/year-month";
import { normalizeForSearch } from "../../employees/components/directory-filter";
import { saveBlob } from "../../reports/utils/save-blob";
import { downloadTimesheet, useTimesheetOverview } from "../api/timesheet";
import { MonthClosureBar } from "../components/month-closure";
import { OverviewTable } from "../components/overview-table";
import { OvertimeSettingsForm } from "../components/overtime-settings-form";
import { monthOf } from "../utils/time-format";
import "../components/working-time.css";
import "../i18n";

const MONTH = /^\d{4}-\d{2}$/;

/** `YYYY-MM` moved by `delta` months. */
function addMonths(month: string, delta: number): string {
  const next = shiftMonth({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) }, delta);
  return `${next.year}-${String(next.month).padStart(2, "0")}`;
}

/**
 * `/munkaido-attekintes` "Munkaidő-nyilvántartás" (hr: everyone; a manager: their reports and themself):
 * the month's figures per person with links to their month sheet, the month's closed state with close /
 * reopen for hr, the `.xlsx` and PDF of the month, and for hr the yearly overtime limit (Mt. 109. §).
 * The organisational unit picker (`?egyseg=`) narrows the table and both files to one unit — the sheet
 * its head signs; the PDF is offered up to `TIMESHEET_PDF_MAX_PEOPLE` people and says why above it.
 */
export function WorkingTimeOverviewPage() {
  const { t } = useTranslation("working-time");
  useBreadcrumb([{ name: t("overview.title"), url: "/munkaido-attekintes" }]);
  const isHr = useAuthStore((s) => hasPermission(s.authUser.role, "hr"));
  const [params, setParams] = useSearchParams();
  const currentMonth = monthOf(budapestDate(Date.now()));
  const monthParam = params.get("honap") ?? "";
  const month = MONTH.test(monthParam) ? monthParam : currentMonth;
  const unit = params.get("egyseg") ?? "";
  const overview = useTimesheetOverview(month);
  const units = useMemo(() => departmentsOf(overview.data?.employees ?? []), [overview.data]);
  const inUnit = (overview.data?.employees ?? []).filter((row) => !unit || row.department === unit);
  const isPdfTooLarge = inUnit.length > TIMESHEET_PDF_MAX_PEOPLE;
  const [downloading, setDownloading] = useState<"xlsx" | "pdf" | null>(null);
  const [search, setSearch] = useState("");
  const words = normalizeForSearch(search).split(/\s+/).filter(Boolean);

  const setParam = (key: "honap" | "egyseg", value: string): void => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value) copy.set(key, value);
        else copy.delete(key);
        return copy;
      },
      { replace: true },
    );
  };
  const goTo = (next: string): void => setParam("honap", next);

  const handleDownload = async (format: "xlsx" | "pdf"): Promise<void> => {
    setDownloading(format);
    try {
      const blob = await downloadTimesheet(month, format, undefined, unit || undefined);
      saveBlob(
        blob,
        unit
          ? t("overview.unitFileName", { month, unit: fileSlug(unit), format })
          : t("overview.fileName", { month, format }),
      );
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t("overview.title")}</h1>
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          disabled={downloading !== null}
          onClick={() => void handleDownload("xlsx")}
        >
          {t("overview.downloadXlsx")}
        </Button>
        <Button
          color="secondary"
          icon={biPrinter}
          disabled={downloading !== null || isPdfTooLarge}
          tooltip={isPdfTooLarge ? t("overview.pdfTooLarge", { max: TIMESHEET_PDF_MAX_PEOPLE }) : undefined}
          onClick={() => void handleDownload("pdf")}
        >
          {t("overview.downloadPdf")}
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div className="btn-group" role="group" aria-label={t("month.month")}>
          <Button
            color="secondary"
            icon={biChevronLeft}
            aria-label={t("overview.previous")}
            onClick={() => goTo(addMonths(month, -1))}
          />
          <Button color="secondary" onClick={() => goTo(currentMonth)}>
            {t("overview.current")}
          </Button>
          <Button
            color="secondary"
            icon={biChevronRight}
            aria-label={t("overview.next")}
            onClick={() => goTo(addMonths(month, 1))}
          />
        </div>
        <div>
          <label className="form-label visually-hidden" htmlFor="wt-overview-month">
            {t("month.month")}
          </label>
          <MonthField
            id="wt-overview-month"
            required
            value={month}
            onChange={(v) => MONTH.test(v) && goTo(v)}
          />
        </div>
        {overview.data && (
          <div className="ms-md-auto">
            <MonthClosureBar
              month={month}
              closure={overview.data.closure}
              isHr={isHr}
              hasEnded={month < currentMonth}
            />
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div className="app-wt-search flex-grow-1">
          <label className="form-label visually-hidden" htmlFor="wt-overview-search">
            {t("overview.search")}
          </label>
          <input
            id="wt-overview-search"
            type="search"
            className="form-control"
            placeholder={t("overview.search")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="app-wt-unit">
          <DepartmentSelect
            id="wt-overview-unit"
            label={t("overview.department")}
            isLabelHidden
            value={unit}
            onChange={(value) => setParam("egyseg", value)}
            departments={units}
            allLabel={t("overview.allUnits")}
          />
        </div>
      </div>
      {isPdfTooLarge && (
        <p className="small text-body-secondary" data-testid="wt-pdf-too-large">
          {t("overview.pdfTooLarge", { max: TIMESHEET_PDF_MAX_PEOPLE })}
        </p>
      )}
      {isHr && (
        <details className="mb-3">
          <summary className="mb-2">{t("settings.title")}</summary>
          <OvertimeSettingsForm />
        </details>
      )}
      <QueryState query={overview} isEmpty={(d) => d.employees.length === 0} empty={t("overview.empty")}>
        {() => (
          <div className={overview.isPlaceholderData ? "opacity-50" : undefined}>
            <OverviewTable
              month={month}
              rows={inUnit.filter((row) => {
                const haystack = normalizeForSearch(`${row.name} ${row.department ?? ""}`);
                return words.every((word) => haystack.includes(word));
              })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
