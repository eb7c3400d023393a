import { formatDateHu } from "@office/shared/hu/format";
import { isValidIsoDate } from "@office/shared/hu/iso-date";
import { lazyValue } from "@office/shared/hu/lazy-intl";
import { localIsoDate } from "../../../lib/format/date-input";

const dateTimeFormat = lazyValue(
  () =>
    new Intl.DateTimeFormat("hu-HU", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }),
);
const sizeFormat = lazyValue(() => new Intl.NumberFormat("hu-HU", { maximumFractionDigits: 1 }));

/** An ISO timestamp as Hungarian local date and time, e.g. "2026. 01. 05. 14:03"; "" when unparsable. */
export function formatDateTimeHu(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat().format(date);
}

/** A `YYYY-MM-DD` date as "2026. 01. 05.", or `fallback` for null, empty or unparsable values. */
export function formatOptionalDate(date: string | null | undefined, fallback = "–"): string {
  return date && isValidIsoDate(date) ? formatDateHu(date) : fallback;
}

/** A file size in bytes as "512 B", "12,3 kB" or "4,5 MB" (1 kB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat().format(bytes / 1024)} kB`;
  return `${sizeFormat().format(bytes / 1024 / 1024)} MB`;
}

/** Today as `YYYY-MM-DD` in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  return localIsoDate(now);
}
