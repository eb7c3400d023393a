import { addDays, getIsoWeekday, type IsoDate } from "@office/shared/hu/iso-date";

/** Minutes → `"7:30"` (hours:minutes, hours not padded); negative values get a leading minus. */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? "−" : "";
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, "0")}`;
}

/** Minutes → hours with one decimal, Hungarian style (`"7,5"`). */
export function formatHours(minutes: number): string {
  return (Math.round((minutes / 60) * 10) / 10).toLocaleString("hu-HU", { maximumFractionDigits: 1 });
}

/** Milliseconds → `"HH:MM:SS"` (a running clock). */
export function formatStopwatch(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The Monday of the ISO week holding `date`. */
export function weekStartOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - getIsoWeekday(date));
}

/** The seven dates (Mon–Sun) of the week starting `monday`. */
export function weekDates(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** `"2026-11-23"` → `"11. 23."` (the Hungarian short date of a column header). */
export function formatShortDate(date: IsoDate): string {
  return `${date.slice(5, 7)}. ${date.slice(8, 10)}.`;
}

/** `YYYY-MM` of an ISO date. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}
