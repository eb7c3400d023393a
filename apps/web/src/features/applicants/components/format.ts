/** Hungarian display formats of the applicants screens. */

const dateFormat = new Intl.DateTimeFormat("hu-HU", { year: "numeric", month: "2-digit", day: "2-digit" });
const dateTimeFormat = new Intl.DateTimeFormat("hu-HU", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Budapest",
});
const instantDayFormat = new Intl.DateTimeFormat("hu-HU", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: "Europe/Budapest",
});
/** The Budapest calendar day of an ISO instant. */
export const formatInstantDay = (iso: string): string => instantDayFormat.format(new Date(iso));
const hufFormat = new Intl.NumberFormat("hu-HU", {
  style: "currency",
  currency: "HUF",
  maximumFractionDigits: 0,
});

/** `2026-03-01` → `2026. 03. 01.` (a calendar date, no time zone shift). */
export const formatDay = (date: string | null): string =>
  date ? dateFormat.format(new Date(`${date}T12:00:00Z`)) : "–";
/** An ISO instant in Budapest time. */
export const formatInstant = (iso: string | null): string =>
  iso ? dateTimeFormat.format(new Date(iso)) : "–";
export const formatHuf = (value: number | null): string => (value === null ? "–" : hufFormat.format(value));

/** Bootstrap badge class of a stage (readable in light and dark mode). */
export function stageBadgeClass(stage: string): string {
  switch (stage) {
    case "hired":
      return "text-bg-success";
    case "rejected":
      return "text-bg-danger";
    case "withdrawn":
      return "text-bg-secondary";
    case "offer":
      return "text-bg-warning";
    default:
      return "text-bg-primary";
  }
}
