import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import { QueryState } from "../../../components/page/query-state";
import { Button } from "../../../components/ui/button";
import { biFileEarmarkSpreadsheet } from "../../../components/ui/icons";
import { DateField } from "../../../components/ui/date-field";
import { MonthField } from "../../../components/ui/month-field";
import { useBreadcrumb } from "../../../lib/breadcrumb/breadcrumb-store";
import { saveBlob } from "../utils/save-blob";

/**
 * The frame of a resource report screen (issue 9 §2): breadcrumb and heading, a no-permission alert when
 * `canRead` is false, the period picker and search (`controls`), the `.xlsx` download button and the
 * report's content under QueryState (loading, error, empty), then the rate-source footer.
 */
export function ReportShell<T>({
  title,
  url,
  canRead,
  controls,
  query,
  isEmpty,
  download,
  fileName,
  footer,
  children,
}: {
  title: string;
  url: string;
  canRead: boolean;
  controls: ReactNode;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  download: () => Promise<Blob>;
  fileName: string;
  footer?: (data: T) => string | null;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("reports");
  useBreadcrumb([{ name: title, url }]);
  const [isDownloading, setIsDownloading] = useState(false);
  if (!canRead) {
    return (
      <>
        <h1 className="h3 mb-3">{title}</h1>
        <div className="alert alert-warning" role="alert">
          <h2 className="h5 alert-heading">{t("common:noPermission.title")}</h2>
          <p className="mb-0">{t("common:noPermission.description")}</p>
        </div>
      </>
    );
  }
  const handleDownload = async (): Promise<void> => {
    setIsDownloading(true);
    try {
      saveBlob(await download(), fileName);
    } catch {
      // the HTTP layer showed the server's message
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <Button
          color="success"
          icon={biFileEarmarkSpreadsheet}
          onClick={() => void handleDownload()}
          disabled={isDownloading || !query.data}
        >
          Letöltés (.xlsx)
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3" role="search">
        {controls}
      </div>
      <QueryState query={query} isEmpty={isEmpty} empty="Nincs adat a választott időszakra.">
        {(data) => (
          <>
            {children(data)}
            {footer?.(data) && <p className="small text-body-secondary mt-2">{footer(data)}</p>}
          </>
        )}
      </QueryState>
    </>
  );
}

/** A labelled search box for the report's main table. */
export function ReportSearch({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex-grow-1" style={{ maxWidth: "24rem" }}>
      <label className="form-label mb-1 small" htmlFor={id}>
        Keresés
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        placeholder="Név, projekt vagy költséghely…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled date / month input of the period picker. */
export function PeriodInput({
  id,
  label,
  type,
  value,
  onChange,
}: {
  id: string;
  label: string;
  type: "date" | "month";
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label className="form-label mb-1 small" htmlFor={id}>
        {label}
      </label>
      {type === "date" ? (
        <DateField
          id={id}
          className="form-control form-control-sm"
          value={value}
          required
          onChange={(v) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(v)) onChange(v);
          }}
        />
      ) : (
        <MonthField
          id={id}
          className="form-control form-control-sm"
          value={value}
          required
          onChange={(v) => {
            if (/^\d{4}-\d{2}$/.test(v)) onChange(v);
          }}
        />
      )}
    </div>
  );
}

/** A card around a chart with its heading. */
export function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Matches every whitespace-separated word of `search` (accent- and case-insensitive) in `text`. */
export function matchesSearch(search: string, text: string): boolean {
  const norm = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const haystack = norm(text);
  return norm(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Hours with at most one decimal, Hungarian style ("12,5 ó"). */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString("hu-HU", { maximumFractionDigits: 1 })} ó`;
}

/** Today's local date as `YYYY-MM-DD`. */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The first and last day of the `YYYY-MM` month. */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split("-").map(Number);
  const last = new Date(y ?? 2000, m ?? 1, 0).getDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, "0")}` };
}
