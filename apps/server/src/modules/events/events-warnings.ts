import { CalendarYearNotLoadedError, getDayInfo } from "@office/shared/hu/calendar";
import { listPublicHolidays } from "@office/shared/hu/holidays";
import { addCalendarDays } from "@office/shared/hu/budapest-time";
import { formatDateHu } from "@office/shared/hu/format";
import { getIsoWeekday } from "@office/shared/hu/iso-date";
import { typesByCode } from "../leave/absence-types.repository.ts";
import { isHiddenType, typeNameOf } from "../leave/leave-dto.ts";
import type { Tx } from "../../platform/db.ts";
import { listCompanyRestDays, listInRange } from "../leave/leave.repository.ts";
import { expandWithOverrides, type OverrideInput, type SeriesInput } from "./events-occurrences.ts";

/** How far ahead the occurrences of a recurring event are checked (days) and how many at most. */
const HORIZON_DAYS = 366;
const MAX_OCCURRENCES = 60;
const MAX_LISTED_DAYS = 5;

type RestDay = { date: string; label: string };

/**
 * Whether `date` is a rest day of the general work schedule: a public holiday (Mt. 102. § (1)), a
 * weekend day not swapped to a working day or a decree rest day (the year's NGM decree), or a company
 * rest day. For a year whose decree is not loaded only holidays and weekends are known; `unloaded`
 * collects such years.
 */
function restDayOf(date: string, companyRestDays: string[], unloaded: Set<number>): RestDay | null {
  try {
    const info = getDayInfo(date, { companyRestDays });
    if (info.isWorkingDay) return null;
    const label = info.name ?? (info.kind === "weekend" ? "hétvége" : "pihenőnap");
    return { date, label };
  } catch (err) {
    if (!(err instanceof CalendarYearNotLoadedError)) throw err;
    unloaded.add(err.year);
    const holiday = listPublicHolidays(err.year).find((h) => h.date === date);
    if (holiday) return { date, label: holiday.name };
    return getIsoWeekday(date) >= 6 ? { date, label: "hétvége" } : null;
  }
}

function daysOf(firstDay: string, lastDay: string): string[] {
  const out: string[] = [];
  for (let d = firstDay; d <= lastDay && out.length < 32; d = addCalendarDays(d, 1)) out.push(d);
  return out;
}

const listDays = (days: string[]) => {
  const shown = days.slice(0, MAX_LISTED_DAYS).map(formatDateHu).join(", ");
  return days.length > MAX_LISTED_DAYS ? `${shown} és további ${days.length - MAX_LISTED_DAYS} nap` : shown;
};

/**
 * The span of time whose occurrences {@link eventWarnings} checks (ms): a year from the series' start, or
 * for one occurrence the span from its series start to the day where it was moved (either way round).
 */
function warningWindow(
  series: SeriesInput,
  overrides: readonly OverrideInput[],
  onlyOccurrence: number | null,
): { from: number; to: number } {
  if (onlyOccurrence === null) {
    const from = series.startsAt.getTime();
    return { from, to: from + HORIZON_DAYS * 86_400_000 };
  }
  const moved = overrides.find((o) => o.occurrenceStart.getTime() === onlyOccurrence);
  return {
    from: Math.min(onlyOccurrence, moved?.startsAt.getTime() ?? onlyOccurrence),
    to: Math.max(onlyOccurrence, moved?.endsAt.getTime() ?? onlyOccurrence) + 86_400_000,
  };
}

/**
 * Hungarian warnings for an event (issue 8): days of its occurrences (a recurring event: those in the
 * year from its start, at most 60) that are rest days, and attendees on approved leave on any of them.
 * The occurrences are the actual ones (issue 23 §3): an occurrence changed on its own counts on its own
 * days, one cancelled on its own not at all. `onlyOccurrence` (the series' start of one occurrence, ms)
 * narrows them to that occurrence, wherever it was moved: the warnings of the one a user opened, not a
 * year's list of every colleague's leave. Cancelled events get none. Units: calendar days in Budapest.
 */
export async function eventWarnings(
  tx: Tx,
  tenantId: number,
  series: SeriesInput & { cancelledAt: Date | null },
  attendees: { employeeId: number; name: string }[],
  overrides: readonly OverrideInput[] = [],
  onlyOccurrence: number | null = null,
): Promise<string[]> {
  if (series.cancelledAt) return [];
  const { from, to } = warningWindow(series, overrides, onlyOccurrence);
  const occurrences = expandWithOverrides(series, overrides, from, to, MAX_OCCURRENCES).filter(
    (o) => onlyOccurrence === null || o.seriesStart === onlyOccurrence,
  );
  const days = [...new Set(occurrences.flatMap((o) => daysOf(o.firstDay, o.lastDay)))].sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const warnings: string[] = [];
  const unloaded = new Set<number>();
  const companyRestDays = await listCompanyRestDays(tx, tenantId, first, last);
  const rest = days.flatMap((d) => restDayOf(d, companyRestDays, unloaded) ?? []);
  if (rest.length > 0) {
    const labelled = rest.slice(0, MAX_LISTED_DAYS).map((r) => `${formatDateHu(r.date)} (${r.label})`);
    const more = rest.length > MAX_LISTED_DAYS ? ` és további ${rest.length - MAX_LISTED_DAYS} nap` : "";
    warnings.push(`A program pihenőnapra esik: ${labelled.join(", ")}${more}.`);
  }
  for (const year of [...unloaded].sort()) {
    warnings.push(
      `A(z) ${year}. év munkarendje (áthelyezett munkanapok) még nincs betöltve: csak az ünnepnapokat és a hétvégéket ellenőriztük.`,
    );
  }
  if (attendees.length > 0) {
    const types = await typesByCode(tx, tenantId);
    const leave = await listInRange(
      tx,
      tenantId,
      first,
      last,
      ["approved"],
      attendees.map((a) => a.employeeId),
    );
    for (const a of attendees) {
      const hits = new Map<string, string>();
      for (const l of leave.filter((r) => r.employeeId === a.employeeId)) {
        for (const d of days) if (d >= l.startDate && d <= l.endDate) hits.set(d, l.leaveType);
      }
      if (hits.size === 0) continue;
      const type = [...hits.values()][0] ?? "";
      // The organiser is a colleague: a hidden type (sick leave, health data) reads „távol” (issue 22 §1).
      const label = (isHiddenType(types, type) ? "távol" : typeNameOf(types, type)).toLowerCase();
      const listed = listDays([...hits.keys()].sort());
      // A date already ends in its period (`2026. 11. 09.`): no second one after it.
      warnings.push(
        `${a.name} jóváhagyott távolléten (${label}) lesz: ${listed}${listed.endsWith(".") ? "" : "."}`,
      );
    }
  }
  return warnings;
}
